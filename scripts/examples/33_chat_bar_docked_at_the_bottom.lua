-- Seed: none (SPEC 11.12, 12.7)
-- "My chat bar is the controller's inputAccessoryView. To keep the last message
-- above it I convert the bar's frame to the window and set the table's bottom
-- inset — is the converted frame really at the bottom of the screen?"
--
-- Yes. The bar lives in the keyboard window (UIRemoteKeyboardWindow), not in the
-- app's window, and that window has the screen's frame: the keyboard and the
-- accessory sit at its bottom. So bar:convertRectToView(bar.bounds, nil) is in
-- screen coordinates: docked with no keyboard its maxY is 667, and with the
-- keyboard up it sits on the keyboard. The keyboard window covers the screen,
-- yet a tap above the bar still reaches the app: its hitTest returns nil
-- outside its input views, so the touch falls through to the windows below.
local window = UIWindow{} window:makeKeyAndVisible()
local chat = UIViewController{name = "chat"}
window.rootViewController = chat

local messages = UITableView{name = "messages", frame = {0, 0, 375, 667}}
messages.dataSource = {
  numberOfRowsInSection = function() return 30 end,
  cellForRowAt = function(self, tv, indexPath)
    local cell = UITableViewCell{}
    cell.textLabel.text = "message " .. indexPath.row
    return cell
  end,
}
messages.delegate = {didSelectRowAt = function(self, tv, indexPath) print("  didSelectRowAt " .. tostring(indexPath)) end}
chat.view:addSubview(messages)

local bar = UIView{name = "chatBar", frame = {0, 0, 375, 50}}
local input = UITextField{name = "input", frame = {8, 7, 280, 36}}
bar:addSubview(input)
chat.inputAccessoryView = bar
chat.canBecomeFirstResponder = true
chat:becomeFirstResponder()

-- What the app does whenever the bar moves: inset the table by the part of the screen the bar covers.
local function keepMessagesAboveTheBar(label)
  local inScreen = bar:convertRectToView(bar.bounds, nil)
  local covered = window.bounds.height - inScreen.y
  messages.contentInset = {top = 0, left = 0, bottom = covered, right = 0}
  print(label)
  print(string.format("  the bar in the screen: %s, maxY %g", tostring(inScreen), inScreen.maxY))
  print("  the keyboard window: " .. tostring(assert(bar.window).frame) .. "; keyboard visible: " .. tostring(sim.keyboardVisible))
  print(string.format("  the table's bottom inset: %g", messages.contentInset.bottom))
end

keepMessagesAboveTheBar("docked, no keyboard:")
print("a tap on a message above the bar:")
print("  hits " .. tostring(tap(100, 300)))
local onBar = assert(hitTest(100, 640))
print("a tap on the bar hits " .. tostring(onBar) .. " in " .. tostring(onBar.window))

tap(input)
keepMessagesAboveTheBar("typing, the keyboard up:")
print("a tap above the bar while typing:")
print("  hits " .. tostring(tap(100, 200)))
print("  the field is still first responder: " .. tostring(input.isFirstResponder))
