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
assertError(function() card.hidden = "yes" end, "bad value for 'hidden' (boolean expected, got the string \"yes\")")
-- Names that start with \1 are the engine's own (a recognizer's delegate and targets).
local g = UITapGestureRecognizer{}
assertError(function() g["\1targets"] = {{nil, print}} end, "cannot assign to '\\1targets': names that start with \\1 are kept for the engine")
assertError(function() card["\1delegate"] = {} end, "names that start with \\1 are kept for the engine")

-- A misspelled override prints a warning and leaves a warning record, located.
sim.record(true)
sim.clearRecords()
local function warnings()
  local out = {}
  for _, r in ipairs(sim.records()) do if r.kind == "warning" then out[#out + 1] = r.reason end end
  sim.clearRecords()
  return out
end
local here = debug.getinfo(1, "S").short_src .. ":"
local function line() return debug.getinfo(2, "l").currentline end
function card:touchBegan() end local at = line()
assertEqual(warnings(), {here .. at .. ": 'touchBegan' on Card \"c1\" is not a method UIKit calls; did you mean 'touchesBegan'?"})
function Card:hittest() end at = line()
assertEqual(warnings(), {here .. at .. ": 'hittest' on class Card is not a method UIKit calls; did you mean 'hitTest'?"})
function card:helperThatIsFine() end
assertEqual(warnings(), {})

-- Misspelt keys (LUA_API 3): one edit from a real property or method, and not defined
-- by the object or its class, warn once per site; the value is still kept as a field.
card.hiden = true at = line()
assertEqual(warnings(), {here .. at .. ": 'hiden' is not a property or method of Card; did you mean 'hidden'?"
  .. " (Card \"c1\" keeps it as a field of its own)"})
assertEqual({card.hiden, card.hidden}, {true, false})
card.hiden = false
assertEqual(warnings(), {}, "already a field of its own: defined")
for i = 1, 3 do UIView{}.alpah = i end at = line()
assertEqual(#warnings(), 1, "once per site, however often it runs")
assertEqual(#sim.records(), 0)
UIView{}.Alpha = 1 at = line()
assertEqual(warnings()[1]:match("did you mean '(%a+)'"), "alpha", "a difference of case is a misspelling too")
local button = UIButton{titel = "Save"} at = line()
assertEqual(warnings(), {here .. at .. ": 'titel' is not a property or method of UIButton; did you mean 'title'?"
  .. " (UIButton#1 keeps it as a field of its own)"})
assertEqual(button.title, nil)
UITapGestureRecognizer{numberOfTapRequired = 2} at = line()
assertEqual(warnings()[1]:match("^[^']*'numberOfTapRequired' .*did you mean 'numberOfTapsRequired'%?"), here .. at
  .. ": 'numberOfTapRequired' is not a property or method of UITapGestureRecognizer; did you mean 'numberOfTapsRequired'?")
UITapGestureRecognizer{acton = function() end} at = line()
assertEqual(warnings()[1]:match("did you mean '(%a+)'"), "action", "construction keys count as real names")
assertError(function() button:addSubveiw(UIView{}) end, "'addSubveiw' is not a method of UIButton; did you mean 'addSubview'?")
assertEqual(warnings(), {}, "a misspelt method call is an error, not a warning")
-- Custom fields stay allowed: names far from every real name, short words, methods of the class.
card.score, card.game, card.tags, card.selectedItem, card.frameCount = 1, 2, {}, 3, 4
function Card:colr() end
card.colr = 5
assertEqual(warnings(), {})

-- Delegate tables: keys close to a delegate method (UIKit's full names are
-- aliases, the same methods: SPEC 12.1 rule 3).
local tapper = UITapGestureRecognizer{name = "tap"}
local chatty = {shouldRecognizeSimultaneously = function() return true end,
  gestureRecognizerShouldBegin = function() return true end, shouldReceiveTuch = function() end,
  shouldLog = function() end, name = "chatty"}
tapper.delegate = chatty at = line()
assertEqual(warnings(), {
  here .. at .. ": 'shouldReceiveTuch' in the delegate of UITapGestureRecognizer \"tap\" (table \"chatty\") is not a delegate method; did you mean 'shouldReceiveTouch'?",
  here .. at .. ": 'shouldRecognizeSimultaneously' in the delegate of UITapGestureRecognizer \"tap\" (table \"chatty\") is not a delegate method; did you mean 'shouldRecognizeSimultaneouslyWith'?",
})
tapper.delegate = {shouldBegin = function() return true end, shouldRecognizeSimultaneouslyWith = function() end}
assertEqual(warnings(), {}, "the real names")
local Pal = UIViewController:subclass("Pal")
function Pal:shouldBegn() return true end
tapper.delegate = Pal{} at = line()
assertEqual(warnings(), {here .. at .. ": 'shouldBegn' in the delegate of UITapGestureRecognizer \"tap\" (Pal#1) is not a delegate method;"
  .. " did you mean 'shouldBegin'?"}, "an engine object as the delegate")
tapper.delegate = nil

-- Action names (SPEC 7.3): adding a target without the method warns when a close one exists...
local vc = {save = function(self) self.saved = true end}
local saver = UIButton{name = "saver"}
saver:addTarget(vc, "save:", "touchUpInside") at = line()
assertEqual(warnings(), {here .. at .. ": addTarget on UIButton \"saver\": table \"vc\" has no method 'save:'; did you mean 'save'?"})
tapper:addTarget(vc, "sav") at = line()
assertEqual(warnings(), {here .. at .. ": addTarget on UITapGestureRecognizer \"tap\": table \"vc\" has no method 'sav'; did you mean 'save'?"})
saver:addTarget(vc, "later", "touchUpInside")
assertEqual(warnings(), {}, "nothing close: perhaps defined later")
-- ...and sending it returns false with a warning that suggests the close name.
assertEqual(app:sendAction("save:", vc, saver, nil), false)
assertEqual(warnings(), {"UIButton \"saver\" sent 'save:' to table \"vc\", which has no method 'save:'; did you mean 'save'? (the action did nothing)"})
assertEqual(app:sendAction("save", vc, saver, nil), true)
assertEqual(vc.saved, true)
assertError(function() tapper:addTarget(vc, "sav") local w = UIWindow{} w:makeKeyAndVisible()
  local target = UIView{frame = {0, 0, 50, 50}} w:addSubview(target) target:addGestureRecognizer(tapper) tap(10, 10) end,
  "its target has no method 'sav'; did you mean 'save'?")
sim.record(false)

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
