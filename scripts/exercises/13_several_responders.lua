-- Exercise: One tap, several responders
-- Task: Both the icon and the card must react to a tap on the icon (count them in
--   `handled`). The icon already counts itself but stops the touch there. Change
--   the icon's touchesBegan so the touch keeps going.
-- Hint: call the built-in UIResponder.touchesBegan(self, touches, event), which
--   passes the touch to the next responder.

local window = UIWindow{} window:makeKeyAndVisible()
local card = UIView{name = "card", frame = {20, 100, 300, 200}}
local icon = UIView{name = "icon", frame = {10, 10, 40, 40}}
window:addSubview(card); card:addSubview(icon)
local handled = {}
function card:touchesBegan(touches, event) handled[#handled + 1] = "card" end

-- >>> your code
function icon:touchesBegan(touches, event)
  handled[#handled + 1] = "icon"
end
-- <<< your code

-- Checks: do not change what follows.
tap(icon)
expect(handled[1] == "icon", "the icon must handle the tap first")
expect(handled[2] == "card", "the card never saw the tap: the icon keeps it to itself")
