-- The test helpers take any message (and pattern): a message that is not a
-- string is shown with tostring, and the error is the caller's, located at its
-- line, not an error inside the prelude ("prelude:270: attempt to concatenate").
-- Found by the fuzz harness (issue 8).
-- Exit: 0
local v = UIView{name = "v"}
print(pcall(function() assertEqual(1, 2, v) end))
print(pcall(function() assertEqual(1, 2, 42) end))
print(pcall(function() assertError(function() end, nil, v) end))
print(pcall(function() assertError(function() error("boom") end, v, "with an object as pattern") end))
print(pcall(function() assertError(function() error("code 42") end, 42) end))
print(pcall(function() expect(false, v) end))
