-- Mistake: (gaming the check) a table that works out each name when it is read.
-- Expect: must return a plain array of names
function namesAfter(responder)
  return setmetatable({}, {__index = function(_, i) return nil end, __len = function() return 0 end})
end
