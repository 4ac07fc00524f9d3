-- Exercise: Wire a button
-- Exercise (zh): 给按钮接上动作
-- Topic: controls
-- Difficulty: 1
-- Seed: 004 "UIControl类型响应者如何处理触摸事件？"
-- Formerly: 22_wire_the_button.lua
-- Task: Make a tap on the Save button call the controller's save method, with the
--   button as its sender: once per tap, when the finger lifts inside the button (not
--   when it touches down, and not when it lifts far away).
-- Task (zh): 让轻点保存（Save）按钮时调用控制器的 save 方法，并把按钮作为发送者：每次
--   轻点调用一次，在手指于按钮内抬起时（不是按下时，也不是在远处抬起时）。
-- Hint: Controls use target-action: you tell the control whom to call, which method,
--   and for which control event.
-- Hint: Which control event is "the finger lifts inside the control"? SPEC 7.1 lists
--   them all.
-- Hint: button:addTarget(vc, "save", "touchUpInside")
-- Hint (zh): 控件使用目标-动作：告诉控件要调用谁、哪个方法、在哪个控件事件发生时调
--   用。
-- Hint (zh): “手指在控件内抬起”对应哪个控件事件？SPEC 7.1 列出了所有控件事件。
-- Hint (zh): button:addTarget(vc, "save", "touchUpInside")
-- Why: A control tracks its own touch and, when the finger lifts inside it, sends
--   touchUpInside to its targets: addTarget(vc, "save", "touchUpInside") makes that
--   call vc:save(button, event) (SPEC 7.3). touchDown would fire too early, and a
--   lift far outside sends touchUpOutside instead.
-- Why (zh): 控件自己跟踪它的触摸，手指在控件内抬起时，会向它的目标发送
--   touchUpInside：addTarget(vc, "save", "touchUpInside") 让这个事件调用
--   vc:save(button, event)（SPEC 7.3）。touchDown 会触发得太早，而在远处抬起发送的是
--   touchUpOutside。
-- Checked by: `respond-lua exercises check 21`, which takes only your code (the
--   lines between `-- >>> your code` and `-- <<< your code`) and runs it inside
--   the shipped copy of this file: the set-up and the checks around your code
--   always come from there, so editing them here changes nothing.
-- Checked by (zh): `respond-lua exercises check 21` 只取你的代码（`-- >>> your code`
--   与 `-- <<< your code` 之间的行），放进本文件随附的原始版本里运行：你代码周围的准备
--   代码和检查总是来自那里，在这里修改它们不起作用。

local Editor <const> = UIViewController:subclass("Editor")
function Editor:save(sender, event)
  exercise.note("save", sender)   -- each call is noted for the checks
end
local vc <const> = Editor{name = "editor"}
local window <const> = UIWindow{name = "window", rootViewController = vc} window:makeKeyAndVisible()
local button <const> = UIButton{name = "Save", title = "Save", frame = {20, 600, 100, 44}}
vc.view:addSubview(button)
exercise.rememberLayout(window)   -- frames, flags, order and methods, as they are before your code

-- >>> your code
-- wire the button here
-- <<< your code

-- Checks
exercise.expectLayoutKept({}, "wire the button; leave the views as they are", "给按钮接上动作；视图保持原样")
exercise.clearNotes("save")
local finger = touchDown(button)
expect(exercise.notes("save").n == 0, "save ran as soon as the finger touched down; it must wait until the finger lifts",
  "手指一按下 save 就运行了；它必须等到手指抬起")
finger:up()
local saves = exercise.notes("save")
expect(saves.n == 1, "a tap called save " .. saves.n .. " times", "一次轻点调用了 " .. saves.n .. " 次 save")
expect(rawequal(saves[1], button), "save was not given the button as its sender", "save 收到的发送者不是按钮")
exercise.clearNotes("save")
finger = touchDown(button)
finger:moveTo(70, 400)
finger:up()
expect(exercise.notes("save").n == 0, "lifting the finger far outside the button must not save (the button sends"
  .. " touchUpOutside then, and every event of allTouchEvents or allEvents; a tap is touchUpInside)",
  "在按钮外很远处抬起手指不能保存（这时按钮发送的是 touchUpOutside，以及 allTouchEvents 或 allEvents 里的事件；轻点是"
  .. " touchUpInside）")
wait(1)
tap(button)
expect(exercise.notes("save").n == 1, "a second tap did not save once more", "第二次轻点没有再保存一次")
