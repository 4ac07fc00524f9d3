-- Seed: 004 "UIControl类型响应者如何处理触摸事件？"
-- Seed 004 (UIControl target-action): a button whose target is nil sends its
-- action up the responder chain; the view controller that implements it handles
-- it. With a first responder the search starts there instead.
local Controller = UIViewController:subclass("EditorController")
function Controller:save(sender, event)
  print("EditorController:save from " .. tostring(sender) .. " (" .. event.type .. " event)")
end
local vc = Controller{name = "editor"}
local window = UIWindow{rootViewController = vc}
window:makeKeyAndVisible()

-- The toolbar is at the top: while the keyboard is up it covers the bottom
-- 216 points of the screen, and a tap there would reach the keyboard instead.
local toolbar = UIView{name = "toolbar", frame = {0, 20, 375, 67}}
vc.view:addSubview(toolbar)
local saveButton = UIButton{name = "saveButton", title = "Save", frame = {300, 10, 60, 44}}
toolbar:addSubview(saveButton)
saveButton:addTarget(nil, "save", "touchUpInside")

sim.record(true)
tap(saveButton)
for _, r in ipairs(sim.records()) do
  if r.kind == "action" then print("record: " .. r.text) end
end

print("-- a text field in a panel that also implements save is first responder:")
local panel = UIView{name = "panel", frame = {0, 100, 375, 200}}
vc.view:addSubview(panel)
function panel:save(sender) print("panel:save from " .. sender.name) end
local field = UITextField{name = "title", frame = {10, 10, 300, 40}}
panel:addSubview(field)
tap(field)
tap(saveButton)
print("-- nobody implements an action:")
print("app:sendAction(\"publish\", nil, saveButton, nil) = " .. tostring(app:sendAction("publish", nil, saveButton, nil)))
