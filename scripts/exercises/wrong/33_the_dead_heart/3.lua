-- Mistake: the set-up's records are replaced by tables that answer what the checks ask (issue 31).
-- Expect: a tap on Stew's heart did not make it a favourite
local reads = 0
favourites = setmetatable({}, {__index = function(_, k)
  if k == "Stew" then reads = reads + 1 return reads == 1 end
end, __newindex = function() end})
selected = setmetatable({}, {__len = function() return reads >= 2 and 1 or 0 end,
                             __index = function() return "Salad" end, __newindex = function() end})
function actions.configure(cell, heart)
  cell:addSubview(heart)
end
