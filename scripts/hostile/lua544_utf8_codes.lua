-- Attack: Lua 5.4.4's "'utf8.codes' does not raise an error on spurious
-- continuation bytes" (lua.org's bug list): it skipped stray bytes and gave a
-- wrong answer silently. utf8.codes now raises on them as 5.4.5 does, at the
-- character they follow; good text iterates as before. (issue 20)
-- Args: --sandbox
local function codes(s)
  local out = {}
  local ok, err = pcall(function()
    for p, c in utf8.codes(s) do out[#out + 1] = p .. ":" .. c end
  end)
  return table.concat(out, " ") .. (ok and "" or "  error: " .. err:gsub("^[^:]*:%d+: ", ""))
end
print(codes("aé€😀"))
print(codes("ab\x80c"))
print(codes("汉字\xBF"))
print(codes("hel\xBFlo"))
print(pcall(utf8.codes, "\x80hello"))
print(codes("\xF4\x8F\xBF\xBF!"))
-- utf8.len already agreed: the position of the first bad byte.
print(utf8.len("hel\x80lo"))
