-- SPEC 12.3 rules 1–2 and 12.8 "Tables": header and footer heights, views asked
-- when their space comes into view and at reloadData, placed above the cells,
-- taking touches (a tap there selects no row), a title as a plain label,
-- headerViewForSection; plain-style floating.
local w = UIWindow{} w:makeKeyAndVisible()
local log = {}
local function add(s) log[#log + 1] = s end
local function logged() local out = log; log = {}; return out end

assertEqual(UITableView.defaults.titleHeaderHeight, 28)
assertEqual(UITableView.defaults.deleteButtonWidth, 80)

-- Heights: heightForHeaderInSection (nil: as automaticDimension), else sectionHeaderHeight > 0, else the
-- view's height, else 28 with a title, else 0. Footers alike.
local ds = {}
function ds:numberOfSections(tv) return 4 end
function ds:numberOfRowsInSection(tv, s) return 2 end
function ds:cellForRowAt(tv, ip)
  local cell = UITableViewCell{}
  cell.name = "cell " .. tostring(ip)
  return cell
end
function ds:titleForHeaderInSection(tv, s) add(string.format("titleForHeaderInSection %d", s)) if s == 2 then return "Two" end end
function ds:titleForFooterInSection(tv, s) add(string.format("titleForFooterInSection %d", s)) if s == 3 then return "end" end end
local d = {}
function d:heightForHeaderInSection(tv, s) add(string.format("heightForHeaderInSection %d", s)) if s == 0 then return 50 end end
function d:heightForFooterInSection(tv, s) add(string.format("heightForFooterInSection %d", s)) end
function d:viewForHeaderInSection(tv, s)
  add(string.format("viewForHeaderInSection %d", s))
  if s <= 1 then return UIView{name = string.format("header %d", s), frame = {0, 0, 100, 40}} end
end
function d:viewForFooterInSection(tv, s) add(string.format("viewForFooterInSection %d", s)) end
function d:didSelectRowAt(tv, ip) add("didSelectRowAt " .. tostring(ip)) end
local tv = UITableView{name = "t", frame = {0, 0, 375, 1000}, dataSource = ds, delegate = d}
w:addSubview(tv)
local asked = logged()
-- Measuring asks, per section, the height, then (no fixed height) the view, then the title.
assertEqual({table.unpack(asked, 1, 4)}, {"heightForHeaderInSection 0", "heightForFooterInSection 0",
  "viewForFooterInSection 0", "titleForFooterInSection 0"})
assertEqual({table.unpack(asked, 5, 8)}, {"heightForHeaderInSection 1", "viewForHeaderInSection 1",
  "heightForFooterInSection 1", "viewForFooterInSection 1"})
-- Section 0: header 50 (its view asked at placement), rows 50..138.
-- Section 1: header 40 (its view's height) at 138, rows 178..266.
-- Section 2: header 28 (title) at 266, rows 294..382. Section 3: no header, rows 382..470, footer 28.
assertEqual(tv.contentSize, CGSize(375, 498))
assertEqual(tv:rectForRowAt({0, 0}), CGRect(0, 50, 375, 44))
assertEqual(tv:rectForRowAt({1, 0}), CGRect(0, 178, 375, 44))
assertEqual(tv:rectForRowAt({2, 1}), CGRect(0, 338, 375, 44))
assertEqual(tv:rectForRowAt({3, 0}), CGRect(0, 382, 375, 44))
-- Each is asked once per reload: what measuring got is placed, and the rest are asked at placement.
local placedAsks = {}
assertEqual(#asked, 22)
for i = 22, #asked do placedAsks[#placedAsks + 1] = asked[i] end
assertEqual(placedAsks, {"viewForHeaderInSection 0"})
local h0, h1, h2 = tv:headerViewForSection(0), tv:headerViewForSection(1), tv:headerViewForSection(2)
assertEqual(h0.name, "header 0")
assertEqual(h0.frame, CGRect(0, 0, 375, 50), "(0, y, table width, height)")
assertEqual(h1.frame, CGRect(0, 138, 375, 40))
assertEqual(h2.className, "UILabel")
assertEqual(h2.text, "Two")
assertEqual(h2.frame, CGRect(0, 266, 375, 28))
assertEqual(h2.userInteractionEnabled, false, "a title header does not take touches")
assertEqual(tv:headerViewForSection(3), nil)
assertEqual(tv:footerViewForSection(3).text, "end")
assertEqual(tv:footerViewForSection(3).frame, CGRect(0, 470, 375, 28))
assertEqual(tv:footerViewForSection(0), nil)
assertEqual(tv:headerViewForSection(9), nil)
assertEqual(h0.superview, tv)
assertEqual(h0.nextResponder, tv, "its next responder is the table")
-- Above every cell in z-order: the headers, then the footers, are the last subviews.
local n = #tv.subviews
assertEqual({tv.subviews[n - 3], tv.subviews[n - 2], tv.subviews[n - 1], tv.subviews[n]},
  {h0, h1, h2, tv:footerViewForSection(3)})

-- A header takes touches: a tap there selects no row; a button in it works.
local pressed = 0
local b = UIButton{name = "more", frame = {300, 5, 60, 30}}
b:addTarget(nil, function() pressed = pressed + 1 end, "touchUpInside")
h1:addSubview(b)
local taps = 0
h0:addGestureRecognizer(UITapGestureRecognizer{action = function() taps = taps + 1 end})
tap(100, 25)
tap(320, 158)
sim.settle()
assertEqual(taps, 1)
assertEqual(pressed, 1)
assertEqual(logged(), {}, "no row selected")
assertEqual(hitTest(100, 25), h0)
-- A title header is not interactive: its touches go to the table (nothing under it but the table).
assertEqual(hitTest(100, 270), tv)
tap(100, 270)
assertEqual(logged(), {})
tap(100, 300)
assertEqual(logged(), {"didSelectRowAt [2, 0]"})

-- reloadData asks every header in view again (they are not reused).
local old0 = h0
tv:reloadData()
local again = logged()
assertEqual(again[#again], "viewForHeaderInSection 0")
assertEqual(old0.superview, nil, "the old view left")
assertEqual(tv:headerViewForSection(0) ~= old0, true)

-- Floating (plain style): scrolled by 100, header 0 stays at the visible top.
local short = UITableView{name = "short", frame = {0, 0, 375, 200}}
local sds = {}
function sds:numberOfSections(tv) return 3 end
function sds:numberOfRowsInSection(tv, s) return 3 end
function sds:cellForRowAt(tv, ip) return UITableViewCell{name = "r" .. tostring(ip)} end
local sd = {}
function sd:viewForHeaderInSection(tv, s) add(string.format("header %d", s)) return UIView{name = string.format("H%d", s), frame = {0, 0, 0, 30}} end
function sd:viewForFooterInSection(tv, s) add(string.format("footer %d", s)) return UIView{name = string.format("F%d", s), frame = {0, 0, 0, 20}} end
function sd:didSelectRowAt(tv, ip) add("didSelectRowAt " .. tostring(ip)) end
short.dataSource = sds
short.delegate = sd
w.hidden = true
local w2 = UIWindow{} w2:makeKeyAndVisible()
w2:addSubview(short)
-- Sections are 30 + 132 + 20 = 182 tall: 0..182, 182..364, 364..546.
assertEqual(short.contentSize, CGSize(375, 546))
-- Measuring asked every section's views (for their heights); in view at 0..200: H0, F0 (at 162), H1 (at 182).
assertEqual(logged(), {"header 0", "footer 0", "header 1", "footer 1", "header 2", "footer 2"})
assertEqual(short:headerViewForSection(1).frame, CGRect(0, 182, 375, 30))
assertEqual(short:footerViewForSection(1), nil, "its section's first row (at 212) is below the view: it may not float above it")
assertEqual(short:footerViewForSection(0).frame, CGRect(0, 162, 375, 20))
short:setContentOffset({0, 100})
-- Visible 100..300: H0 floats at 100 (its last row ends at 162, so 100 + 30 ≤ 162);
-- F1 floats at the bottom, 280 (asked as it came into view); H1 at 182.
assertEqual(logged(), {"footer 1"})
assertEqual(short:headerViewForSection(0).frame, CGRect(0, 100, 375, 30))
assertEqual(short:headerViewForSection(1).frame, CGRect(0, 182, 375, 30))
assertEqual(short:footerViewForSection(1).frame, CGRect(0, 280, 375, 20))
-- A tap at the top of the table hits the header, not row [0, 2] under it.
assertEqual(hitTest(50, 5).name, "H0")
tap(50, 5)
assertEqual(logged(), {})
short:setContentOffset({0, 150})
-- H0 may not pass its last row: 162 - 30 = 132.
assertEqual(short:headerViewForSection(0).frame, CGRect(0, 132, 375, 30))
short:setContentOffset({0, 200})
-- Section 0 left the view (its footer, at 162..182, too): both removed.
assertEqual(short:headerViewForSection(0), nil)
assertEqual(short:footerViewForSection(0), nil)
assertEqual(short:headerViewForSection(1).frame, CGRect(0, 200, 375, 30))
assertEqual(short:footerViewForSection(1).frame, CGRect(0, 344, 375, 20), "at its natural place above the bottom")
assertEqual(short:headerViewForSection(2).frame, CGRect(0, 364, 375, 30))
assertEqual(short:footerViewForSection(2).frame, CGRect(0, 394, 375, 20), "floats up to its first row")
assertEqual(logged(), {"header 2", "footer 2"}, "asked as their space came into view")
short:setContentOffset({0, 0})
assertEqual(logged(), {"header 0", "footer 0"})

-- Bad answers are errors naming the method and the section.
function sd:viewForHeaderInSection(tv, s) return "header" end
local ok, err = pcall(short.reloadData, short)
assertEqual(ok, false)
assertEqual(err:find("viewForHeaderInSection of the delegate of UITableView \"short\" returned string for section 0; it must return a UIView or nil", 1, true) ~= nil, true, err)
local shared = UIView{frame = {0, 0, 0, 30}}
function sd:viewForHeaderInSection(tv, s) return shared end
ok, err = pcall(short.reloadData, short)
assertEqual(ok, false)
assertEqual(err:find("already the header of section 0: each section needs its own view", 1, true) ~= nil, true, err)
function sd:viewForHeaderInSection(tv, s) return w2 end
ok, err = pcall(short.reloadData, short)
assertEqual(ok, false)
assertEqual(err:find("a header or footer cannot hold its table", 1, true) ~= nil, true, err)
function sd:viewForHeaderInSection(tv, s) tv:reloadData() end
ok, err = pcall(short.reloadData, short)
assertEqual(ok, false)
assertEqual(err:find("reloadData() on UITableView \"short\" while it is", 1, true) ~= nil, true, err)
function sds:titleForHeaderInSection(tv, s) return {} end
sd.viewForHeaderInSection = nil
ok, err = pcall(short.reloadData, short)
assertEqual(ok, false)
assertEqual(err:find("titleForHeaderInSection of the data source of UITableView \"short\" returned table for section 0; it must return a string or nil", 1, true) ~= nil, true, err)
sds.titleForHeaderInSection = nil
short:reloadData()
assertEqual(short:headerViewForSection(0), nil, "no view and no title: no header")
assertEqual(short:rectForRowAt({0, 0}), CGRect(0, 0, 375, 44))
