-- Attack: a control asks a script (pointInside, continueTracking, beginTracking),
-- the script lets time run (sim.settle), a long press on the window begins and
-- cancels the control's touch; the control must not go on tracking a touch it
-- no longer has (it sent touchDragEnter and stayed highlighted). Found by the
-- fuzz harness (seed 4079170, an invariant violation).
-- Args: --check-invariants
-- Exit: 0
local window = UIWindow{name = "w"}
window:makeKeyAndVisible()
local log = {}
local Button = UIButton:subclass("SettlingButton")
function Button:pointInside(p, event)
  local b = self.bounds
  local inside = p.x >= 0 and p.y >= 0 and p.x < b.width and p.y < b.height
  if not inside then sim.settle() end
  return inside
end
local button = Button{name = "b", frame = {100, 100, 60, 40}}
window:addSubview(button)
for _, e in ipairs({"touchDown", "touchDragEnter", "touchDragInside", "touchDragExit", "touchDragOutside",
                    "touchUpInside", "touchUpOutside", "touchCancel"}) do
  button:addTarget(nil, function() log[#log + 1] = e end, e)
end
local press = UILongPressGestureRecognizer{name = "press", minimumPressDuration = 0.1, allowableMovement = 500,
  action = function(g) log[#log + 1] = "press " .. g.state end}
window:addGestureRecognizer(press)
-- Far outside the tracking margin: the control asks pointInside, which settles (no timer due yet).
local f = touchDown(button)
f:moveTo(400, 600)
print(table.concat(log, ", "))
print(button.tracking, button.highlighted, button.touchInside)
f:up()
print(table.concat(log, ", "))
-- The same through continueTracking and beginTracking.
log = {}
function Button:pointInside(p, event) return true end
function Button:continueTracking(touch, event) sim.settle() return true end
f = touchDown(button)
f:moveTo(130, 125)
f:up()
print(table.concat(log, ", "))
log = {}
function Button:beginTracking(touch, event) sim.settle() return true end
f = touchDown(button)
f:up()
print(table.concat(log, ", "))
print(button.tracking, button.highlighted)
