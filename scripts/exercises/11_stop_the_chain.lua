-- Exercise: Keep the touch in the card
-- Exercise (zh): 把触摸留在卡片里
-- Topic: responder chain
-- Difficulty: 2
-- Seed: 004 "如何手动控制触摸事件的流向"
-- Formerly: 14_stop_the_chain.lua
-- Task: The controller moves things around when touches reach it. Touches on the card
--   must not reach the controller in any phase (began, moved, ended, cancelled);
--   touches elsewhere still must. The card itself still gets its touches. Change only
--   the card.
-- Task (zh): 控制器收到触摸时会移动东西。卡片上的触摸在任何阶段（began、moved、
--   ended、cancelled）都不能到达控制器；其他地方的触摸仍然必须到达。卡片本身仍然收到
--   它的触摸。只改卡片。
-- Hint: A touch travels up the chain because each responder's default touch methods
--   pass it on. Where could the card stop that?
-- Hint: Every phase travels on its own: touchesBegan, touchesMoved, touchesEnded and
--   touchesCancelled each forward.
-- Hint: Give the card all four touch methods, each doing nothing (and not calling the
--   built-in).
-- Hint (zh): 触摸之所以沿链向上传递，是因为每个响应者默认的触摸方法都会把它传下去。卡
--   片可以在哪里拦住它？
-- Hint (zh): 每个阶段各自传递：touchesBegan、touchesMoved、touchesEnded 和
--   touchesCancelled 都会转发。
-- Hint (zh): 给卡片写上全部四个触摸方法，每个都什么也不做（也不调用内置实现）。
-- Why: Touches reach the controller only because the card's default touch methods
--   forward them to its superview, then to the controller (SPEC 5). Overriding all
--   four phases without calling the built-in ends the chain at the card: it still
--   receives its touches, and nothing goes further. Overriding touchesBegan alone
--   would let moves, ends and cancels through.
-- Why (zh): 触摸之所以能到达控制器，只是因为卡片默认的触摸方法把它们转发给了父视图，
--   再到控制器（SPEC 5）。重写全部四个阶段而不调用内置实现，链条就在卡片处结束：卡片
--   仍然收到自己的触摸，但不会再往下传。只重写 touchesBegan 的话，moved、ended 和
--   cancelled 仍会漏过去。
-- Checked by: `respond-lua exercises check 11`, which takes only your code (the
--   lines between `-- >>> your code` and `-- <<< your code`) and runs it inside
--   the shipped copy of this file: the set-up and the checks around your code
--   always come from there, so editing them here changes nothing.
-- Checked by (zh): `respond-lua exercises check 11` 只取你的代码（`-- >>> your code`
--   与 `-- <<< your code` 之间的行），放进本文件随附的原始版本里运行：你代码周围的准备
--   代码和检查总是来自那里，在这里修改它们不起作用。

local Controller <const> = UIViewController:subclass("Controller")
function Controller:touchesBegan(touches, event) end    -- moves things around
function Controller:touchesEnded(touches, event) end
local vc <const> = Controller{name = "vc"}
local window <const> = UIWindow{name = "window", rootViewController = vc} window:makeKeyAndVisible()
vc.view.name = "vc.view"
local card <const> = UIView{name = "card", frame = {20, 100, 300, 200}}
vc.view:addSubview(card)
exercise.rememberLayout(window)   -- frames, flags, order and methods, as they are before your code

-- >>> your code
-- change the card here
-- <<< your code

-- Checks
exercise.expectLayoutKept({[card] = {"touchesBegan", "touchesMoved", "touchesEnded", "touchesCancelled"}},
  "stop the touches in the card's touch methods and leave the rest as it is",
  "在卡片的触摸方法里拦住触摸，其余保持原样")
local function phasesThatReachedTheController()
  local phases = {}
  for _, r in ipairs(exercise.records("forward")) do
    if rawequal(r.to, vc) then phases[#phases + 1] = r.method end
  end
  return phases
end
exercise.record()
tap(100, 150)
drag(100, 150, 200, 250, {steps = 5})
local finger = touchDown(150, 200)
finger:moveTo(160, 210)
finger:cancel()
local leaked = phasesThatReachedTheController()
expect(#leaked == 0, "a touch on the card still reached the controller (through " .. (leaked[1] or "") .. ")",
  "卡片上的触摸仍然到达了控制器（经由 " .. (leaked[1] or "") .. "）")
expect(exercise.deliveries("touchesBegan", card) == 3, "the card itself must still get its touches",
  "卡片本身必须仍然收到它的触摸")
exercise.record()
tap(100, 500)
expect(exercise.forwards("touchesBegan", vc.view, vc) == 1 and exercise.forwards("touchesEnded", vc.view, vc) == 1,
  "a tap outside the card must still reach the controller", "卡片以外的轻点仍然必须到达控制器")
