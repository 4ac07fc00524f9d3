-- Exercise: One tap, several responders
-- Exercise (zh): 一次轻点，多个响应者
-- Topic: responder chain
-- Difficulty: 2
-- Seed: 004 "UIResponder类型响应者如何处理触摸事件？"
-- Formerly: 13_several_responders.lua
-- Task: Both the icon and the card must react to a tap on the icon, the icon first
--   (they note it in `handled`). The icon already notes itself but keeps the touch to
--   itself. Change the icon's touchesBegan so that the touch goes on up the responder
--   chain to the card, the way UIKit passes touches on; do not call the card
--   yourself.
-- Task (zh): 图标和卡片都必须对落在图标上的轻点做出反应，图标在先（它们会记在
--   `handled` 里）。图标已经会记下自己，但把触摸留给了自己。修改图标的 touchesBegan，
--   让触摸像 UIKit 传递触摸那样沿着响应者链继续交给卡片；不要自己去调用卡片。
-- Hint: A responder that handles a touch can also pass it on, as a responder that
--   does not override touchesBegan does.
-- Hint: The built-in touchesBegan (UIKit's super) forwards the touch to the next
--   responder, and the icon's next responder is the card.
-- Hint: After noting the icon, call UIResponder.touchesBegan(self, touches, event).
-- Hint (zh): 处理了触摸的响应者也可以把它传下去，就像没有重写 touchesBegan 的响应者那
--   样。
-- Hint (zh): 内置的 touchesBegan（UIKit 中的 super）会把触摸转发给下一个响应者，而图
--   标的下一个响应者就是卡片。
-- Hint (zh): 记下图标之后，调用 UIResponder.touchesBegan(self, touches, event)。
-- Why: The default touchesBegan forwards the same touches to the next responder (SPEC
--   5). An override that notes the icon and then calls the built-in one handles the
--   touch and lets it travel on, so the card's touchesBegan runs next because the
--   chain got there, not because the icon named it.
-- Why (zh): 默认的 touchesBegan 会把同样的触摸转发给下一个响应者（SPEC 5）。重写的方
--   法先记下图标，再调用内置实现，就既处理了触摸，又让它继续传递，于是接下来运行的是
--   卡片的 touchesBegan：是因为链条走到了那里，而不是因为图标点名叫了它。
-- Checked by: `respond-lua exercises check 10`, which takes only your code (the
--   lines between `-- >>> your code` and `-- <<< your code`) and runs it inside
--   the shipped copy of this file: the set-up and the checks around your code
--   always come from there, so editing them here changes nothing.
-- Checked by (zh): `respond-lua exercises check 10` 只取你的代码（`-- >>> your code`
--   与 `-- <<< your code` 之间的行），放进本文件随附的原始版本里运行：你代码周围的准备
--   代码和检查总是来自那里，在这里修改它们不起作用。

local window <const> = UIWindow{name = "window"} window:makeKeyAndVisible()
local card <const> = UIView{name = "card", frame = {20, 100, 300, 200}}
local icon <const> = UIView{name = "icon", frame = {10, 10, 40, 40}}
window:addSubview(card); card:addSubview(icon)
local handled <const> = {}
exercise.truth.cardCalls = 0
function card:touchesBegan(touches, event)
  handled[#handled + 1] = "card"
  exercise.truth.cardCalls = exercise.truth.cardCalls + 1   -- counted for the checks
end
exercise.rememberLayout(window)   -- frames, flags, order and methods, as they are before your code

-- >>> your code
function icon:touchesBegan(touches, event)
  handled[#handled + 1] = "icon"
end
-- <<< your code

-- Checks
exercise.expectLayoutKept({[icon] = {"touchesBegan"}}, "change only the icon's touchesBegan",
  "只修改图标的 touchesBegan")
for i = rawlen(handled), 1, -1 do rawset(handled, i, nil) end
exercise.truth.cardCalls = 0
exercise.record()
tap(icon)
local cardCalls = exercise.truth.cardCalls
expect(rawget(handled, 1) ~= "card", "the card handled the tap before the icon: let the icon handle it first",
  "卡片先于图标处理了这次轻点：要让图标先处理")
expect(rawget(handled, 1) == "icon", "the icon did not note the tap in handled",
  "图标没有把这次轻点记在 handled 里")
expect(cardCalls > 0, "the card never saw the tap: the icon keeps it to itself",
  "卡片根本没看到这次轻点：图标把它留给了自己")
expect(cardCalls == 1, "the card saw the tap " .. cardCalls .. " times; once is enough",
  "卡片看到了 " .. cardCalls .. " 次这次轻点；一次就够了")
expect(exercise.forwards("touchesBegan", icon, card) == 1, "the card's touchesBegan ran, but not because the "
  .. "touch went on up the responder chain from the icon: it was called directly",
  "卡片的 touchesBegan 运行了，但不是因为触摸从图标沿响应者链传了上去：它是被直接调用的")
expect(rawlen(handled) == 2 and rawget(handled, 2) == "card", "handled should hold the icon, then the card",
  "handled 里应该先是图标，然后是卡片")
