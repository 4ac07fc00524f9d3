-- Exercise: Scroll from the buttons
-- Exercise (zh): 从按钮上开始滚动
-- Topic: containers
-- Difficulty: 3
-- Seed: none (SPEC 11.1)
-- Task: The menu is a scroll view filled with big buttons. A finger that rests on a
--   button for a moment and then drags does not scroll the menu: the button keeps the
--   touch. Make such drags scroll the menu (the button's touch is cancelled), while a
--   tap on a button still sends its touchUpInside. Keep the views, the buttons and
--   the scroll view's settings as they are.
-- Task (zh): 菜单是一个填满大按钮的滚动视图。手指在按钮上停留片刻再拖动时，菜单不会滚
--   动：按钮留住了触摸。让这样的拖动滚动菜单（按钮的触摸被取消），而轻点按钮仍然发送
--   它的 touchUpInside。视图、按钮和滚动视图的设置都保持原样。
-- Hint: After about 0.15 s the button starts tracking the touch. When the finger then
--   moves, the scroll view has to decide whether it may take the touch away from the
--   button.
-- Hint: It asks itself touchesShouldCancel(view), and UIScrollView's answer is no for
--   controls (SPEC 11.1).
-- Hint: function menu:touchesShouldCancel(view) return true end
-- Hint (zh): 大约 0.15 秒后按钮开始跟踪这个触摸。之后手指移动时，滚动视图必须决定能否
--   把触摸从按钮那里拿走。
-- Hint (zh): 它会问自己 touchesShouldCancel(view)，而 UIScrollView 对控件的回答是“否”
--   （SPEC 11.1）。
-- Hint (zh): function menu:touchesShouldCancel(view) return true end
-- Why: Once the content tracks a touch and the finger moves far enough to scroll, the
--   scroll view calls touchesShouldCancel(view), whose default is true unless the
--   view is a UIControl (SPEC 11.1, documented). Answering true for the buttons lets
--   the pan begin: the button gets touchCancel and the menu scrolls. A tap does not
--   move, so it never asks, and still sends touchUpInside.
-- Why (zh): 内容一旦跟踪了触摸、而手指又移动到足以滚动时，滚动视图会调用
--   touchesShouldCancel(view)，它的默认值是 true，除非 view 是 UIControl（SPEC 11.1，
--   有文档说明）。对按钮也回答 true，拖动识别器就能开始：按钮收到 touchCancel，菜单滚
--   动。轻点不会移动，也就不会询问，仍然发送 touchUpInside。
-- Checked by: `respond-lua exercises check 27`, which takes only your code (the
--   lines between `-- >>> your code` and `-- <<< your code`) and runs it inside
--   the shipped copy of this file: the set-up and the checks around your code
--   always come from there, so editing them here changes nothing.
-- Checked by (zh): `respond-lua exercises check 27` 只取你的代码（`-- >>> your code`
--   与 `-- <<< your code` 之间的行），放进本文件随附的原始版本里运行：你代码周围的准备
--   代码和检查总是来自那里，在这里修改它们不起作用。

local window <const> = UIWindow{name = "window"} window:makeKeyAndVisible()
local menu <const> = UIScrollView{name = "menu", frame = {0, 0, 375, 667}, contentSize = {375, 1500}}
window:addSubview(menu)
local buttons <const> = {}
for i = 1, 10 do
  buttons[i] = UIButton{name = "item" .. i, frame = {0, (i - 1) * 150, 375, 140}}
  menu:addSubview(buttons[i])
end
exercise.truth.buttons, exercise.truth.item2 = {table.unpack(buttons)}, buttons[2]   -- kept for the checks, out of your code's reach
exercise.rememberLayout(window)   -- frames, flags, order, recognizers and methods, before your code

-- >>> your code
-- change the menu here
-- <<< your code

-- Checks
---@type UIButton[]
local shownButtons <const> = exercise.truth.buttons   -- as the set-up made them
---@type UIButton
local item2 <const> = exercise.truth.item2
exercise.expectLayoutKept({}, "keep the views as they are", "视图保持原样")
expect(menu.scrollEnabled and menu.delaysContentTouches and menu.canCancelContentTouches,
  "keep the menu's settings (scrollEnabled, delaysContentTouches, canCancelContentTouches) as they were",
  "保持菜单原来的设置（scrollEnabled、delaysContentTouches、canCancelContentTouches）")
for _, b in ipairs(shownButtons) do expect(b.enabled and b.userInteractionEnabled, b.name .. " must stay enabled and interactive",
  b.name .. " 必须保持启用并允许交互") end
expect(UIScrollView.defaults.contentTouchDelay == 0.15, "UIScrollView.defaults is UIKit's timing: change the menu, not UIKit",
  "UIScrollView.defaults 是 UIKit 的时间设定：要改菜单，而不是改 UIKit")
local tapped, cancelled = 0, 0
item2:addTarget(nil, function() tapped = tapped + 1 end, "touchUpInside")
item2:addTarget(nil, function() cancelled = cancelled + 1 end, "touchCancel")
tap(187, 220)
expect(tapped == 1, "a tap on item2 must still send its touchUpInside",
  "轻点 item2 仍然必须发送它的 touchUpInside")
local finger = touchDown(187, 220)
finger:hold(0.4)
expect(item2.highlighted, "resting on item2 must still highlight it", "手指停在 item2 上仍然必须让它高亮")
for y = 210, 120, -10 do finger:hold(1 / 60) finger:moveTo(187, y) end
finger:hold(0.5)
finger:up()
sim.settle()
expect(menu.contentOffset.y > 0, "resting on a button and then dragging up must scroll the menu: once the button has"
  .. " the touch, a drag takes it back only if the scroll view's touchesShouldCancel(view) says yes, and UIScrollView's"
  .. " own answer for a control is no (touchesShouldBegin is asked before, whether the button gets the touch at all)",
  "在按钮上停留后向上拖动必须滚动菜单：按钮拿到触摸之后，只有滚动视图的 touchesShouldCancel(view) 同意，拖动才能把触摸"
  .. "收回来，而 UIScrollView 默认对控件的回答是不同意（touchesShouldBegin 问得更早，决定按钮能不能拿到触摸）")
expect(cancelled == 1, "the drag must cancel item2's touch (touchCancel)",
  "拖动必须取消 item2 的触摸（touchCancel）")
expect(tapped == 1, "the drag must not send touchUpInside", "拖动不能发送 touchUpInside")
