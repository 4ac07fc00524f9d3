-- Benchmark: a table view's cost follows what is visible, not its length
-- (issue 22). A tap on a row (highlight and select through the delegate) and a
-- scroll by one screen, in a short table and in a 100,000-row one; the two
-- columns should be about equal. No budget: numbers for comparing builds.
--   respond-lua scripts/bench/tables.lua [repeats]      (default 20000)
local repeats = math.tointeger(tonumber(arg and arg[1] or "20000"))
if not repeats or repeats < 1 then
  io.stderr:write("usage: respond-lua scripts/bench/tables.lua [repeats >= 1]\n")
  os.exit(2)
end

local function table(rows)
  local window = UIWindow{}
  window:makeKeyAndVisible()
  local selected = 0
  local source = {}
  function source:numberOfRowsInSection() return rows end
  function source:cellForRowAt(tv, ip)
    return tv:dequeueReusableCell("c") or UITableViewCell{reuseIdentifier = "c"}
  end
  function source:didSelectRowAt() selected = selected + 1 end
  local tv = UITableView{frame = {0, 0, 375, 667}, delegate = source, dataSource = source}
  tv.delaysContentTouches = false
  window:addSubview(tv)
  return window, tv, function() return selected end
end

local function measure(label, rows, body)
  local window, tv, selected = table(rows)
  collectgarbage("collect")
  local t0 = os.clock()
  body(tv)
  local ns = (os.clock() - t0) / repeats * 1e9
  window.hidden = true
  return ns, selected()
end

local function taps(tv)
  for _ = 1, repeats do
    local f = touchDown(100, 300)
    f:up()
    sim.advance(1)
  end
end

local function scrolls(tv)
  local screen = tv.bounds.height
  local y = 0
  for _ = 1, repeats do
    y = y + screen
    if y > tv.contentSize.height - screen then y = 0 end
    tv:setContentOffset({0, y})
  end
end

local small, n1 = measure("tap", 20, taps)
local large, n2 = measure("tap", 100000, taps)
assert(n1 == repeats and n2 == repeats, "every tap selected a row")
print(string.format("%-40s %9.0f ns (20 rows) %9.0f ns (100,000 rows)", "a tap on a row", small, large))
-- 20 rows are less than two screens: scrolling compares 1,000 rows with 100,000.
small = measure("scroll", 1000, scrolls)
large = measure("scroll", 100000, scrolls)
print(string.format("%-40s %9.0f ns (1,000 rows) %6.0f ns (100,000 rows)", "a scroll by one screen (15 new cells)", small, large))
