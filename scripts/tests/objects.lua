-- LUA_API §3: construction, identity, fields, subclasses, overrides, printing.
local v = UIView{name = "A", frame = {0, 0, 100, 50}, tag = 7, score = 10}
assertEqual(tostring(v), 'UIView "A" (0,0,100,50)')
assertEqual(v.score, 10, "unknown keys are stored on the instance")
assertEqual(v.tag, 7)
local unnamed1, unnamed2 = UIView(), UIView{frame = {1, 2, 3, 4}}
assertEqual(tostring(unnamed2), "UIView#3 (1,2,3,4)", "per-class counter in creation order")
assertEqual(unnamed1.className, "UIView")

-- Frame is applied before centre, whatever the table's order.
local c = UIView{center = {50, 50}, frame = {0, 0, 20, 20}}
assertEqual(c.frame, CGRect(40, 40, 20, 20))

-- subviews in order; insertSubview is 1-based.
local parent = UIView{name = "p", subviews = {UIView{name = "s1"}, UIView{name = "s2"}}}
assertEqual(#parent.subviews, 2)
assertEqual(parent.subviews[1].name, "s1")
local s0 = UIView{name = "s0"}
parent:insertSubview(s0, 1)
assertEqual(parent.subviews[1], s0)
assertEqual(parent:find("s2").name, "s2")
assertEqual(parent:find("p"), parent, "find includes self")
assertEqual(parent:viewWithTag(0), parent)
assertEqual(s0:isDescendantOfView(parent), true)

-- Identity: the same object is the same Lua value; fields persist.
local w = UIWindow{}
w:makeKeyAndVisible()
local kept = UIView{name = "kept", frame = {0, 0, 50, 50}}
kept.note = "remember me"
function kept:touchesBegan() self.touched = (self.touched or 0) + 1 end
w:addSubview(kept)
kept = nil
collectgarbage(); collectgarbage()
local again = w.subviews[1]
assertEqual(again.note, "remember me", "state survives while the engine holds the view")
tap(10, 10)
assertEqual(again.touched, 1, "and so do its overrides")
assertEqual(w.subviews[1] == again, true)
assertEqual(rawequal(w.subviews[1], again), true)

-- Subclasses: super, init, class, isKindOfClass; per-class then per-instance overrides.
local Card = UIView:subclass("Card")
assertEqual(Card.super, UIView)
assertEqual(Card.className, "Card")
function Card:init(props) self.made = props and props.name or "?" end
local card = Card{name = "c1", frame = {0, 0, 10, 10}}
assertEqual(card.made, "c1")
assertEqual(card.class, Card)
assertEqual(card.className, "Card")
assertEqual(card:isKindOfClass(UIView), true)
assertEqual(card:isKindOfClass(UIResponder), true)
assertEqual(card:isKindOfClass(UIWindow), false)
assertEqual(tostring(card), 'Card "c1" (0,0,10,10)')
assertEqual(tostring(Card()), "Card#2 (0,0,0,0)")
local Deeper = Card:subclass("Deeper")
assertEqual(Deeper{}:isKindOfClass(Card), true)

function Card:pointInside(p) return false end
assertEqual(card:hitTest({5, 5}), nil, "class override")
function card:pointInside(p) return true end
assertEqual(card:hitTest({5, 5}), card, "instance override wins")
card.pointInside = nil
assertEqual(card:hitTest({5, 5}), nil, "back to the class override")
Card.pointInside = nil
assertEqual(card:hitTest({5, 5}), card, "back to the built-in")

-- Built-ins reachable as super from any subclass.
assertEqual(UIView.hitTest(card, {5, 5}), card)
assertEqual(type(UIResponder.touchesBegan), "function")

-- Read-only properties say so.
assertError(function() card.superview = parent end, "read-only property")
assertError(function() card.hidden = "yes" end, "bad value for 'hidden' (boolean expected, got string)")

-- A misspelled override prints a warning and leaves a warning record.
sim.record(true)
sim.clearRecords()
function card:touchBegan() end
local records = sim.records()
assertEqual(records[1].kind, "warning")
assertEqual(records[1].reason, "'touchBegan' on Card \"c1\" is not a method UIKit calls; did you mean 'touchesBegan'?")
function Card:hittest() end
assertEqual(sim.records()[2].reason, "'hittest' on class Card is not a method UIKit calls; did you mean 'hitTest'?")
function card:helperThatIsFine() end
assertEqual(#sim.records(), 2)

-- Aliases and window constants.
assertEqual(UIWindow.levelNormal, 0)
assertEqual(UIWindow.levelStatusBar, 1000)
assertEqual(UIWindow.levelAlert, 2000)
assertEqual(app, UIApplication.shared)

-- collectgarbage returns what Lua's does (one value for "count", a boolean for "step").
assertEqual(select("#", collectgarbage("count")), 1)
assertEqual(type(collectgarbage("count")), "number")
assertEqual(select("#", collectgarbage("step")), 1)
assertEqual(select("#", collectgarbage()), 1)
