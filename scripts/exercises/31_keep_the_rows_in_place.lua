-- Exercise: Keep the rows in place
-- Exercise (zh): 让各行留在原位
-- Topic: containers
-- Difficulty: 2
-- Seed: none (SPEC 11.9)
-- Task: The settings menu is a vertical stack view of rows. When notifications are
--   switched off, the Notifications row must disappear from sight, but the rows below
--   it must stay exactly where they are (people tap them by position), and a tap
--   where the Notifications row was must reach no row. Write
--   `actions.hideNotifications()`; keep the rows in the stack view.
-- Task (zh): 设置菜单是一个由若干行组成的竖直堆栈视图。关闭通知时，“通知”
--   （Notifications）这一行必须从视野中消失，但它下面的各行必须严格留在原位（大家凭位
--   置去点它们），而且在“通知”原来位置上的轻点不能到达任何一行。写出
--   `actions.hideNotifications()`；各行都留在堆栈视图里。
-- Hint: Try the obvious first and watch the frames of the rows below: what does the
--   stack view do when a row is hidden?
-- Hint: A hidden arranged view takes no space, so the stack lays the rows out again
--   (SPEC 11.9). Other ways of making a view invisible leave the layout alone.
-- Hint: notifications.alpha = 0: the row is invisible, keeps its place, and hit
--   testing skips a view whose alpha is below 0.01.
-- Hint (zh): 先试试最直接的办法，然后看看下面各行的框架：一行被隐藏时堆栈视图会做什
--   么？
-- Hint (zh): 被隐藏的排列视图不占空间，所以堆栈视图会重新布局各行（SPEC 11.9）。其他
--   让视图看不见的方法不会影响布局。
-- Hint (zh): notifications.alpha = 0：这一行看不见了，位置不变，而且命中测试会跳过透
--   明度低于 0.01 的视图。
-- Why: A stack view lays its arranged views out again when one is hidden, and a
--   hidden view takes no space (SPEC 11.9), so hidden = true moves the rows below up
--   under the finger. alpha = 0 makes the row invisible without touching the layout,
--   and hit testing skips a view whose alpha is below 0.01 (SPEC 3), so a tap there
--   reaches no row.
-- Why (zh): 排列视图中有一个被隐藏时，堆栈视图会重新布局，而隐藏的视图不占空间（SPEC
--   11.9），所以 hidden = true 会让下面的行往上移到手指下方。alpha = 0 让这一行看不
--   见，却不影响布局；而命中测试会跳过透明度低于 0.01 的视图（SPEC 3），所以在那里的
--   轻点不会到达任何一行。
-- Checked by: `respond-lua exercises check 31`, which takes only your code (the
--   lines between `-- >>> your code` and `-- <<< your code`) and runs it inside
--   the shipped copy of this file: the set-up and the checks around your code
--   always come from there, so editing them here changes nothing.
-- Checked by (zh): `respond-lua exercises check 31` 只取你的代码（`-- >>> your code`
--   与 `-- <<< your code` 之间的行），放进本文件随附的原始版本里运行：你代码周围的准备
--   代码和检查总是来自那里，在这里修改它们不起作用。

local window <const> = UIWindow{name = "window"} window:makeKeyAndVisible()
local rows <const> = {}
for i, title in ipairs({"Profile", "Notifications", "Privacy", "Sign out"}) do
  rows[i] = UIButton{name = title, title = title, frame = {0, 0, 0, 50}}
end
local menu <const> = UIStackView{name = "menu", frame = {0, 100, 375, 230}, axis = "vertical", spacing = 10,
                                 arrangedSubviews = rows}
window:addSubview(menu)
window:layoutIfNeeded()   -- the screen as it was first drawn: the rows arranged (SPEC 12.6)
local notifications <const> = rows[2]
exercise.truth.rows = {table.unpack(rows)}   -- the rows for the checks, kept where your code cannot change them
local actions = {}

-- >>> your code
function actions.hideNotifications()
  -- make the Notifications row disappear here
end
-- <<< your code

-- Checks
---@type UIButton[]
local shownRows <const> = exercise.truth.rows   -- as the set-up made them
local before = {}
for i, row in ipairs(shownRows) do before[i] = row.frame end
actions.hideNotifications()
window:layoutIfNeeded()   -- as the next frame would: the stack view arranges what changed (SPEC 12.6)
expect(notifications.hidden or notifications.alpha < 0.01, "the Notifications row must not be visible any more: it"
  .. " is still drawn (userInteractionEnabled changes who gets touches, and the stack view's arrangement where views"
  .. " go, not what is drawn)", "“通知”这一行必须不再可见：它仍然被画了出来（userInteractionEnabled 改变的是谁接收"
  .. "触摸，堆栈视图的排列改变的是视图放在哪里，都不改变画出来的内容）")
for i, row in ipairs(shownRows) do
  if i >= 3 then
    expect(row.frame == before[i], row.name .. " moved: the rows below must stay where they were (a hidden arranged"
      .. " view takes no space, so the stack view closes the gap)",
      row.name .. " 移动了：下面的各行必须留在原位（被隐藏的排列视图不占空间，所以堆栈视图会把空位合上）")
  end
end
local arranged = menu.arrangedSubviews
expect(#arranged == 4 and arranged[2] == notifications, "keep the rows in the stack view",
  "各行都要留在堆栈视图里")
local hit = hitTest(187, 185)
expect(hit ~= notifications and hit ~= shownRows[3], "a tap where Notifications was reached " .. tostring(hit),
  "在“通知”原来位置上的轻点到达了 " .. tostring(hit))
