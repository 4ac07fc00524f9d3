-- A delegate of 20,000 functions assigned again and again: each assignment
-- looks at every function (SPEC 12.1 rule 2), and that work is charged to the
-- instruction limit, so the loop stops there instead of running for hours.
-- Args: --max-instructions 5000000
-- Exit: 1
-- Stderr: instructions
local d = {}
for i = 1, 20000 do d["helper" .. i] = function(self) end end
local tv = UITableView{name = "big"}
for _ = 1, 1000000 do tv.delegate = d end
