-- Attack: megabytes of dump text for importHierarchy (issue 20, item 8). Reading a
-- dump is engine work: it is linear in the text's size (log-prefixed lines with a
-- quote that never closes took 17.7 s for 1.1 MB, and minutes for 4 MB) and it
-- counts against --max-instructions like any other engine work (the limit leaves
-- room for the string.rep calls that make the text, which are charged too).
-- Args: --sandbox --max-instructions 1200000
-- Exit: 1
-- Stderr: import_reading_is_counted.lua:26: instruction limit exceeded (1200000 instructions)
local prefix = "2024-05-01 10:00:00.000 App[123:456] "
local root = prefix .. "<UIWindow: 0x1; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x2>>\n"

-- 4 MB of log lines whose quote never closes: an error naming the first such line,
-- found without reading the rest again for every line.
local unclosed = string.rep(prefix .. "   | <UILabel: 0x3; frame = (0 0; 10 10); text = 'never closed\n", 60000)
print(#unclosed > 4000000)
local ok, err = pcall(importHierarchy, root .. unclosed)
print(ok, err)

-- A bad field after a log prefix fails the import (it used to skip the line).
print(pcall(importHierarchy, root .. prefix .. "   | <UIView: 0x4; frame = (0 0; 10 10); alpha = half>\n"))

-- 2 MB of text in one label: read once, and counted; the limit stops it.
local text = string.rep("line <x; y = 'z\n", 130000)
print(#text > 2000000)
print("importing")
importHierarchy(root .. prefix .. "   | <UILabel: 0x5; frame = (0 0; 10 10); text = '" .. text .. "'>\n")
print("not reached")
