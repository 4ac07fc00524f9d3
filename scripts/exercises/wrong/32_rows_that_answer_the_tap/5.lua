-- Mistake: the recognizer calls the list's didSelectRowAt itself; the row is never selected.
-- Expect: a tap on Cherry did not select it
local pick = list.didSelectRowAt
dismiss:addTarget(nil, function() pick(list, fruitTable, {section = 0, row = 2}) end)
