-- SPEC 12.2: UITextFieldDelegate and the return key.
local vc = UIViewController{name = "vc"}
local w = UIWindow{rootViewController = vc}
w:makeKeyAndVisible()
local log = {}
local function logged() local out = log; log = {}; return out end
local function watch(field)
  for _, name in ipairs({"editingDidBegin", "editingChanged", "editingDidEnd"}) do
    field:addTarget(nil, function(f) log[#log + 1] = name .. " '" .. f.text .. "'" end, name)
  end
end

local field = UITextField{name = "field", frame = {20, 100, 300, 40}}
vc.view:addSubview(field)
watch(field)
local answers = {}
local d = {}
for _, name in ipairs({"textFieldShouldBeginEditing", "textFieldShouldEndEditing", "textFieldShouldClear",
                       "textFieldShouldReturn"}) do
  d[name] = function(self, tf)
    assertEqual({self, tf}, {d, field}, name .. " is called as delegate:" .. name .. "(tf)")
    log[#log + 1] = name .. " kb=" .. tostring(sim.keyboardVisible) .. " first=" .. tostring(tf.isFirstResponder)
    if answers[name] == nil then return true end
    return answers[name]
  end
end
function d:textFieldDidBeginEditing(tf)
  log[#log + 1] = "textFieldDidBeginEditing kb=" .. tostring(sim.keyboardVisible) .. " editing=" .. tostring(tf.isEditing)
end
function d:textFieldDidEndEditing(tf)
  log[#log + 1] = "textFieldDidEndEditing kb=" .. tostring(sim.keyboardVisible) .. " editing=" .. tostring(tf.isEditing)
end
function d:shouldChangeCharactersIn(tf, range, string)
  log[#log + 1] = string.format("shouldChange {%d,%d} '%s'", range.location, range.length, string)
  if answers.change then return answers.change(string) end
  return true
end
field.delegate = d
assertEqual(field.delegate, d)

-- Rule 1: begin. Refused: nothing happens, becomeFirstResponder() is false.
answers.textFieldShouldBeginEditing = false
assertEqual(tap(field), field)
assertEqual(logged(), {"textFieldShouldBeginEditing kb=false first=false"})
assertEqual({field.isFirstResponder, sim.keyboardVisible, field.isEditing}, {false, false, false})
assertEqual(field:becomeFirstResponder(), false)
assertEqual(logged(), {"textFieldShouldBeginEditing kb=false first=false"})
-- Allowed: first responder, the keyboard, didBegin, then editingDidBegin.
answers.textFieldShouldBeginEditing = nil
tap(field)
assertEqual(logged(), {"textFieldShouldBeginEditing kb=false first=false",
  "textFieldDidBeginEditing kb=true editing=true", "editingDidBegin ''"})
assertEqual({field.isFirstResponder, field.editing, w.firstResponder}, {true, true, field})
-- Already first: not asked again.
assertEqual(field:becomeFirstResponder(), true)
assertEqual(logged(), {})

-- Rule 2: typing asks with UTF-16 ranges; a refused character is skipped and typing goes on.
answers.change = function(s) return s ~= "x" end
typeText("aéx😀b")
assertEqual(field.text, "aé😀b")
assertEqual(logged(), {"shouldChange {0,0} 'a'", "editingChanged 'a'", "shouldChange {1,0} 'é'", "editingChanged 'aé'",
  "shouldChange {2,0} 'x'", "shouldChange {2,0} '😀'", "editingChanged 'aé😀'", "shouldChange {4,0} 'b'",
  "editingChanged 'aé😀b'"})
typeText("\b\b")
assertEqual(field.text, "aé")
assertEqual(logged(), {"shouldChange {4,1} ''", "editingChanged 'aé😀'", "shouldChange {2,2} ''", "editingChanged 'aé'"})
answers.change = function() return false end
typeText("z\b")
assertEqual(field.text, "aé")
assertEqual(logged(), {"shouldChange {2,0} 'z'", "shouldChange {1,1} ''"})
answers.change = nil
-- A script setting text asks nothing and sends nothing.
field.text = "set"
assertEqual(logged(), {})

-- Rule 4: return. Refused: ignored. Never inserted, never offered to shouldChange.
answers.textFieldShouldReturn = false
sim.pressReturn()
assertEqual(logged(), {"textFieldShouldReturn kb=true first=true"})
assertEqual({field.text, field.isFirstResponder}, {"set", true})
-- Allowed with no editingDidEndOnExit target: a plain field keeps first responder and the keyboard.
answers.textFieldShouldReturn = nil
sim.record(true) sim.clearRecords()
typeText("\n")
local reasons = {}
for _, r in ipairs(sim.records()) do
  if r.kind == "firstResponder" then reasons[#reasons + 1] = r.reason end
end
assertEqual(reasons, {"editingDidEndOnExit: 0 targets: UITextField \"field\" keeps first responder"})
sim.record(false)
assertEqual(logged(), {"textFieldShouldReturn kb=true first=true"})
assertEqual({field.text, field.isFirstResponder, sim.keyboardVisible}, {"set", true, true})

-- Rule 5: end. Refused: it stays first responder.
answers.textFieldShouldEndEditing = false
assertEqual(field:resignFirstResponder(), false)
assertEqual(logged(), {"textFieldShouldEndEditing kb=true first=true"})
assertEqual({field.isFirstResponder, sim.keyboardVisible}, {true, true})
-- Another field cannot take over either.
local other = UITextField{name = "other", frame = {20, 200, 300, 40}}
vc.view:addSubview(other)
assertEqual(other:becomeFirstResponder(), false)
assertEqual(logged(), {"textFieldShouldEndEditing kb=true first=true"})
assertEqual(w.firstResponder, field)
-- endEditing(true) ends it anyway, without asking: the keyboard hides, didEnd, editingDidEnd.
assertEqual(vc.view:endEditing(true), true)
assertEqual(logged(), {"textFieldDidEndEditing kb=false editing=false", "editingDidEnd 'set'"})
assertEqual({field.isFirstResponder, sim.keyboardVisible, field.isEditing}, {false, false, false})
-- endEditing(false) asks.
tap(field)
logged()
assertEqual(vc.view:endEditing(false), false)
assertEqual(logged(), {"textFieldShouldEndEditing kb=true first=true"})
answers.textFieldShouldEndEditing = nil
assertEqual(field:resignFirstResponder(), true)
assertEqual(logged(), {"textFieldShouldEndEditing kb=true first=true", "textFieldDidEndEditing kb=false editing=false",
  "editingDidEnd 'set'"})
-- Another responder taking over: shouldEnd, then the new field begins; the keyboard stays.
tap(field)
logged()
tap(other)
assertEqual(logged(), {"textFieldShouldEndEditing kb=true first=true", "textFieldDidEndEditing kb=true editing=false",
  "editingDidEnd 'set'"})
assertEqual({w.firstResponder, sim.keyboardVisible}, {other, true})
other:resignFirstResponder()
-- Leaving the window ends editing without asking.
answers.textFieldShouldEndEditing = false
tap(field)
logged()
field:removeFromSuperview()
assertEqual(logged(), {"textFieldDidEndEditing kb=true editing=false", "editingDidEnd 'set'"})
assertEqual({field.isFirstResponder, sim.keyboardVisible}, {false, false})
answers.textFieldShouldEndEditing = nil
vc.view:addSubview(field)

-- Rule 4c: an editingDidEndOnExit target (even an empty one) makes return resign.
local empty = function() end
field:addTarget(nil, empty, "editingDidEndOnExit")
tap(field)
logged()
sim.pressReturn()
assertEqual(logged(), {"textFieldShouldReturn kb=true first=true", "textFieldShouldEndEditing kb=true first=true",
  "textFieldDidEndEditing kb=false editing=false", "editingDidEnd 'set'"})
assertEqual({field.isFirstResponder, sim.keyboardVisible}, {false, false})
-- An action that resigns already: no second resign.
field:removeTarget(nil, empty, "editingDidEndOnExit")
field:addTarget(nil, function(f) f:resignFirstResponder() end, "editingDidEndOnExit")
tap(field)
logged()
sim.pressReturn()
assertEqual(logged(), {"textFieldShouldReturn kb=true first=true", "textFieldShouldEndEditing kb=true first=true",
  "textFieldDidEndEditing kb=false editing=false", "editingDidEnd 'set'"})
-- A target added through a group counts: allEditingEvents, allEvents.
for _, group in ipairs({"allEditingEvents", "allEvents"}) do
  local f = UITextField{name = group, frame = {20, 300, 300, 40}}
  vc.view:addSubview(f)
  local hits = 0
  f:addTarget(nil, function() hits = hits + 1 end, group)
  tap(f)
  assertEqual(f.isFirstResponder, true)
  hits = 0
  sim.pressReturn()
  assertEqual({f.isFirstResponder, sim.keyboardVisible}, {false, false}, group)
  assertEqual(hits, 2, group .. ": editingDidEndOnExit, then editingDidEnd")
  f:removeFromSuperview()
end
-- shouldEnd refusing at return: the field stays.
answers.textFieldShouldEndEditing = false
tap(field)
sim.pressReturn()
assertEqual(field.isFirstResponder, true)
answers.textFieldShouldEndEditing = nil
field:resignFirstResponder()
logged()

-- Rule 3: the clear button, at the trailing 30 pt while the field has text.
assertEqual(field.clearButtonMode, "never")
assertError(function() sim.tapClearButton(field) end,
  "UITextField \"field\" shows no clear button: its clearButtonMode is 'never' and it is not editing")
assertError(function() field.clearButtonMode = "sometimes" end, "\"never\" or \"whileEditing\" or \"unlessEditing\" or \"always\"")
field.clearButtonMode = "always"
answers.textFieldShouldClear = false
assertEqual(sim.tapClearButton(field), field)
assertEqual(logged(), {"textFieldShouldClear kb=false first=false", "textFieldShouldBeginEditing kb=false first=false",
  "textFieldDidBeginEditing kb=true editing=true", "editingDidBegin 'set'"})
assertEqual(field.text, "set", "refused: nothing cleared, no editingChanged")
answers.textFieldShouldClear = nil
sim.tapClearButton(field)
assertEqual(logged(), {"textFieldShouldClear kb=true first=true", "editingChanged ''"})
assertEqual({field.text, field.isFirstResponder}, {"", true})
assertError(function() sim.tapClearButton(field) end, "UITextField \"field\" shows no clear button: it has no text")
-- A tap left of the trailing 30 pt does not clear.
typeText("ab")
logged()
tap(280, 120)                          -- field x = 260: left of the clear button
assertEqual({field.text, logged()}, {"ab", {}})
tap(295, 120)                          -- field x = 275: on it
assertEqual({field.text, logged()}, {"", {"textFieldShouldClear kb=true first=true", "editingChanged ''"}})
-- whileEditing and unlessEditing.
field.text = "q"
field.clearButtonMode = "unlessEditing"
assertError(function() sim.tapClearButton(field) end, "its clearButtonMode is 'unlessEditing' and it is editing")
field:resignFirstResponder()
field.clearButtonMode = "whileEditing"
assertError(function() sim.tapClearButton(field) end, "its clearButtonMode is 'whileEditing' and it is not editing")
logged()

-- clearsOnBeginEditing: asked after the keyboard shows, before didBegin.
field.clearButtonMode = "never"
field.clearsOnBeginEditing = true
field.text = "old"
answers.textFieldShouldClear = false
tap(field)
assertEqual(logged(), {"textFieldShouldBeginEditing kb=false first=false", "textFieldShouldClear kb=true first=true",
  "textFieldDidBeginEditing kb=true editing=true", "editingDidBegin 'old'"})
assertEqual(field.text, "old")
field:resignFirstResponder()
answers.textFieldShouldClear = nil
logged()
tap(field)
assertEqual(logged(), {"textFieldShouldBeginEditing kb=false first=false", "textFieldShouldClear kb=true first=true",
  "editingChanged ''", "textFieldDidBeginEditing kb=true editing=true", "editingDidBegin ''"})
field:resignFirstResponder()
logged()

assertError(function() sim.tapClearButton(UITextField{name = "loose", text = "x", clearButtonMode = "always"}) end,
  "bad argument #1 to 'tapClearButton' (UITextField \"loose\" is not in a window)")

-- No delegate: everything allowed; the delegate may be any table, or nil.
field.delegate = nil
field.clearsOnBeginEditing = false
tap(field)
typeText("ok\n")
assertEqual({field.text, field.isFirstResponder}, {"ok", false}, "its editingDidEndOnExit target is still there")
local plain = UITextField{name = "plain", frame = {20, 400, 300, 40}}
vc.view:addSubview(plain)
tap(plain)
typeText("ok\n")
assertEqual({plain.text, plain.isFirstResponder, sim.keyboardVisible}, {"ok", true, true}, "a plain field keeps the keyboard")
assertError(function() field.delegate = 5 end, "table, object or nil")
