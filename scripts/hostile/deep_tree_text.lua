-- Attack: tree() and explain() indented every line by its depth, so their text
-- grew as the square of a chain's depth: a 40,000-deep chain made 4.7 GB
-- under --max-memory 64 (issue 20, S2). Past 40 levels a line now says its
-- depth ("[depth 41] ...") instead of indenting further: the text is linear
-- in the number of views. (Both print their text too; the checks are on what
-- they return.)
-- Args: --max-memory 64
local window = UIWindow{}
window:makeKeyAndVisible()
local parent = window
local depth = 20000
for i = 1, depth do
  local v = UIView{frame = {0, 0, 10, 10}, name = "v" .. i}
  parent:addSubview(v)
  parent = v
end
local function check(what, text, deepest)
  local lines, longest = 0, 0
  for line in text:gmatch("[^\n]+") do
    lines = lines + 1
    if #line > longest then longest = #line end
  end
  assert(lines > depth, what .. ": " .. lines .. " lines")
  assert(longest < 200 or what == "explain", what .. ": a line of " .. longest .. " bytes")
  assert(text:find('\n' .. string.rep("  ", 40) .. deepest, 1, true), what .. ": no line " .. deepest)
end
check("tree", tree(), '[depth 20000] UIView "v20000"')
local explanation = explain(5, 5)
check("explain", tostring(explanation.text or explanation), '[depth 20001] UIView "v20000"')
