-- Seed: 000 "响应链"
-- Seed 000: a view prints its responder chain from touchesBegan by following
-- nextResponder, after calling super so the touch keeps travelling up.
local AppDelegate = UIResponder:subclass("AppDelegate")
app.delegate = AppDelegate{name = "appDelegate"}

local vc = UIViewController{name = "vc"}
local window = UIWindow{name = "window", rootViewController = vc}
window:makeKeyAndVisible()
local yellow = UIView{name = "yellow", frame = {20, 20, 200, 200}}
vc.view:addSubview(yellow)

function yellow:touchesBegan(touches, event)
  UIResponder.touchesBegan(self, touches, event)   -- [super touchesBegan:...]
  print("------------------")
  print("  " .. self.className .. " " .. self.name)
  local next = self.nextResponder
  while next ~= nil do
    print("  v")
    print("  " .. tostring(next))
    next = next.nextResponder
  end
  print("------------------")
end

tap(yellow)
-- The same chain, from the library:
printResponderChain(yellow)
