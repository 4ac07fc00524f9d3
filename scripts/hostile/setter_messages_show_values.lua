-- Attack: values a setter refuses (issue 31, S3.14): the message named the
-- refused value only by its type ("got number" for nan, "got string" for a
-- misspelt choice, "got table" for a size holding nan); each now shows it.
-- Exit: 0
local function try(f) local ok, e = pcall(f) print((tostring(e):gsub("^[^:]+:%d+: ", ""))) end
local s = UIStackView{}
try(function() s.spacing = 0/0 end)
try(function() s.spacing = "x" end)
local sv = UIScrollView{}
try(function() sv.decelerationRate = 2 end)
try(function() sv.contentSize = {1, 0/0} end)
local v = UIView{}
try(function() v.alpha = 0/0 end)
try(function() v.frame = {0, 0, 1/0, 1} end)
try(function() v.tag = 1.5 end)
local l = UICollectionViewFlowLayout{}
try(function() l.itemSize = {-1, 2} end)
try(function() l.minimumLineSpacing = 1/0 end)
local t = UITableView{}
try(function() t.rowHeight = -5 end)
try(function() t.rowHeight = 1/0 end)
local a = s.axis
try(function() s.axis = "diagonal" end)
try(function() s.distribution = 5 end)
