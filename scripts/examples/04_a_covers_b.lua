-- Seed: 000 "视图被遮挡时的响应"
-- Seed 000 question 3 / application 2: view A covers view B. How do we let B get
-- the tap? Either A.userInteractionEnabled = false (hit testing skips A), or A
-- overrides hitTest to return nil.
local function makeScene()
  local window = UIWindow{}
  window:makeKeyAndVisible()
  local B = UIView{name = "B", frame = {50, 50, 200, 200}}
  local A = UIView{name = "A", frame = {50, 50, 200, 200}}   -- added last: in front
  window:addSubview(B)
  window:addSubview(A)
  for _, v in ipairs({A, B}) do
    function v:touchesBegan(touches, event) print("  " .. self.name .. " touchesBegan") end
  end
  return window, A, B
end

print("as built:")
local window, A, B = makeScene()
print("  hit:", tap(100, 100))

print("fix 1: A.userInteractionEnabled = false")
A.userInteractionEnabled = false
print("  hit:", tap(100, 100))
explain(100, 100)

print("fix 2: A's hitTest returns nil")
A.userInteractionEnabled = true
function A:hitTest(point, event) return nil end
print("  hit:", tap(100, 100))
