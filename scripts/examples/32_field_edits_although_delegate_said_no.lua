-- Seed: none (SPEC 12.2)
-- "My textFieldShouldBeginEditing returns false, but the field still opens the
-- keyboard and edits." The controller implements UITextFieldDelegate's methods,
-- yet UIKit never calls them: a text field asks only the object in its delegate
-- property, and nobody set it. Nothing warns; the field behaves as if no one
-- minded. The fix is one line: field.delegate = form.
--
-- Then the other half of the question: "return does nothing". A plain
-- UITextField does not resign on return; it sends editingDidEndOnExit and asks
-- textFieldShouldReturn, and the delegate resigns the field there (or an
-- editingDidEndOnExit target-action makes it resign).
local window = UIWindow{} window:makeKeyAndVisible()
local form = UIViewController{name = "form"}
window.rootViewController = form

local account = UITextField{name = "account", text = "locked@example.com", frame = {20, 100, 335, 40}}
local code = UITextField{name = "code", frame = {20, 160, 335, 40}}
form.view:addSubview(account)
form.view:addSubview(code)

-- The controller as the fields' delegate: the account cannot be edited; the code
-- takes at most four digits; return on the code closes the keyboard.
function form:textFieldShouldBeginEditing(field)
  local allowed = field ~= account
  print("  textFieldShouldBeginEditing(" .. field.name .. ") -> " .. tostring(allowed))
  return allowed
end
function form:shouldChangeCharactersIn(field, range, string)
  local allowed = string == "" or (string:match("^%d$") ~= nil and #field.text < 4)
  print(string.format("  shouldChangeCharactersIn(%s, {location=%d, length=%d}, %q) -> %s",
    field.name, range.location, range.length, string, tostring(allowed)))
  return allowed
end
function form:textFieldShouldReturn(field)
  print("  textFieldShouldReturn(" .. field.name .. "): resign")
  field:resignFirstResponder()
  return true
end

local function state(label)
  local first = window.firstResponder
  print(string.format("%s: first responder %s, keyboard %s, account %q, code %q", label,
    first and first.name or "none", sim.keyboardVisible and "up" or "down", account.text, code.text))
end

print("the delegate methods are written, but no field's delegate is set:")
tap(account)
typeText("!")
state("after a tap on the account and typing")
typeText("\n")
state("after return")
account:resignFirstResponder()
account.text = "locked@example.com"

print("the fix: each field's delegate is the controller")
account.delegate = form
code.delegate = form
tap(account)
state("after a tap on the account")
tap(code)
typeText("12a345")
state("after typing 12a345 in the code")
typeText("\n")
state("after return")
