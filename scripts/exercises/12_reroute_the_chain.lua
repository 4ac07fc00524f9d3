-- Exercise: A floating view with a boss
-- Exercise (zh): 给浮动视图找个上司
-- Topic: responder chain
-- Difficulty: 2
-- Seed: 004 "响应者对象的`nextResponder`是什么"
-- Formerly: 15_reroute_the_chain.lua
-- Task: The toast is added straight to the window, so the touches it does not handle
--   go to the window, then the application. Make them go to the controller instead,
--   right after the toast, by changing what comes after the toast in the responder
--   chain. Keep the toast where it is, and leave the rest as it is.
-- Task (zh): 提示条（toast）直接加在窗口上，所以它不处理的触摸会交给窗口，然后是应用
--   程序。改成让它们紧接在提示条之后交给控制器：改变响应者链上提示条之后的那一环。提
--   示条留在原处，其余保持原样。
-- Hint: What comes after a responder in the chain is a property of that responder.
-- Hint: nextResponder can be overridden on one object, by a function or by a plain
--   value.
-- Hint: toast.nextResponder = vc
-- Hint (zh): 响应者链上排在某个响应者之后的是谁，是这个响应者的一个属性。
-- Hint (zh): nextResponder 可以在单个对象上重写，用函数或者普通的值都行。
-- Hint (zh): toast.nextResponder = vc
-- Why: The default touch methods forward to nextResponder, whatever it is. A view
--   added straight to the window has the window as its next responder; giving the
--   toast vc instead (a value, or a function that returns it) sends what the toast
--   does not handle to the controller, and from there along the controller's own
--   chain.
-- Why (zh): 默认的触摸方法会转发给 nextResponder，不管它是谁。直接加在窗口上的视图，
--   下一个响应者是窗口；把提示条的 nextResponder 换成 vc（一个值，或返回它的函数），
--   提示条不处理的东西就会交给控制器，再从那里沿着控制器自己的链继续传。
-- Checked by: `respond-lua exercises check 12`, which takes only your code (the
--   lines between `-- >>> your code` and `-- <<< your code`) and runs it inside
--   the shipped copy of this file: the set-up and the checks around your code
--   always come from there, so editing them here changes nothing.
-- Checked by (zh): `respond-lua exercises check 12` 只取你的代码（`-- >>> your code`
--   与 `-- <<< your code` 之间的行），放进本文件随附的原始版本里运行：你代码周围的准备
--   代码和检查总是来自那里，在这里修改它们不起作用。

local Controller <const> = UIViewController:subclass("Controller")
function Controller:touchesBegan(touches, event) end   -- the controller handles touches
function Controller:touchesEnded(touches, event) end
local vc <const> = Controller{name = "vc"}
local window <const> = UIWindow{name = "window", rootViewController = vc} window:makeKeyAndVisible()
vc.view.name = "vc.view"
local toast <const> = UIView{name = "toast", frame = {50, 500, 275, 50}}
window:addSubview(toast)
exercise.rememberLayout(window)   -- frames, flags, order and methods, as they are before your code

-- >>> your code
-- change the toast here
-- <<< your code

-- Checks
exercise.expectLayoutKept({[toast] = {"nextResponder"}}, "keep the toast where it is and change what comes after it",
  "让提示条留在原处，改变它之后的那一环")
exercise.record()
expect(rawequal(tap(toast), toast), "a tap on the toast must still hit the toast",
  "提示条上的轻点仍然必须命中提示条")
local next = exercise.firstForward("touchesBegan", toast)
expect(next ~= nil, "the toast's touch did not go on up the responder chain", "提示条的触摸没有沿响应者链继续传递")
expect(rawequal(next, vc), "the toast's touch went to " .. exercise.label(next) .. " first, not to the controller",
  "提示条的触摸先交给了 " .. exercise.label(next) .. "，而不是控制器")
expect(exercise.forwards("touchesEnded", toast, vc) == 1, "the end of the toast's touch did not go to the controller",
  "提示条触摸的结束没有交给控制器")
exercise.record()
tap(100, 100)
expect(exercise.forwards("touchesBegan", vc.view, vc) == 1, "touches on the controller's own view must still reach it",
  "控制器自己视图上的触摸仍然必须到达它")
