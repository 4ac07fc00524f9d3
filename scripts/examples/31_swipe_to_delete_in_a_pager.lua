-- Seed: none (SPEC 12.3)
-- "My inbox is the first page of a horizontal paging scroll view (inbox | archive).
-- Since I added swipe to delete, swiping left on a message shows Delete instead of
-- going to the archive page, and on some rows the swipe pages instead." The data
-- source defines commit(tv, editingStyle, indexPath), which is what makes rows
-- swipeable; canEditRowAt says which.
--
-- Why: the table carries its own pan (_UISwipeActionPanGestureRecognizer), after
-- its scroll view's pan. A touch in a row reaches the table's recognizers before
-- the pager's (a touch's recognizers are collected from the hit view up). A
-- leftward drag on a swipeable row begins the swipe first, and a recognizer that
-- begins prevents the others sharing its touch: the pager's pan fails. On a row
-- that canEditRowAt refuses, the swipe fails and the pager's pan takes the drag.
-- Rightward drags never open a row, so they page back. While a row is open, any
-- other touch on the table only closes it.
local window = UIWindow{}
window:makeKeyAndVisible()

local pager = UIScrollView{name = "pager", frame = {0, 0, 375, 667}, pagingEnabled = true,
  contentSize = {750, 667}}
window:addSubview(pager)
local pageNames = {[0] = "inbox", [375] = "archive"}
pager.delegate = {scrollViewDidEndDragging = function(self, sv, decelerates)
  print("  pager: page " .. pageNames[sv.contentOffset.x])
end}

local messages = {"Lunch?", "Invoice #42 (pinned)", "Build failed", "Weekend plans"}
local inbox = {}
function inbox:numberOfRowsInSection(tv, s) return #messages end
function inbox:cellForRowAt(tv, ip)
  local cell = tv:dequeueReusableCell("m") or UITableViewCell{reuseIdentifier = "m"}
  cell.textLabel.text = messages[ip.row + 1]
  cell.name = messages[ip.row + 1]
  return cell
end
function inbox:canEditRowAt(tv, ip) return not messages[ip.row + 1]:find("pinned") end
function inbox:commit(tv, style, ip)
  print("  commit(" .. style .. ", " .. tostring(ip) .. "): deleting \"" .. messages[ip.row + 1] .. "\"")
  table.remove(messages, ip.row + 1)
  tv:reloadData()
end
function inbox:didSelectRowAt(tv, ip) print("  didSelectRowAt " .. tostring(ip)) end
local list = UITableView{name = "inbox", frame = {0, 0, 375, 667}, dataSource = inbox, delegate = inbox}
pager:addSubview(list)
pager:addSubview(UIView{name = "archive", frame = {375, 0, 375, 667}})

local function state()
  local open = {}
  for _, cell in ipairs(list.visibleCells) do
    if cell.frame.x ~= 0 then open[#open + 1] = string.format("%s at x %d", cell.name, cell.frame.x) end
  end
  print(string.format("  pager offset x %d", pager.contentOffset.x) .. "; open rows: " .. (#open > 0 and table.concat(open, ", ") or "none"))
end

print("swipe left on \"Lunch?\":")
drag(340, 22, 180, 22)
state()
local delete = assert(list.subviews[2])
print("  " .. tostring(delete) .. ", title " .. delete.title)
print("a tap on another row only closes it:")
tap(100, 110)
state()
print("swipe left on the pinned invoice (canEditRowAt false): the pager takes the drag")
drag(340, 66, 180, 66)
state()
print("swipe right on the archive page: back to the inbox")
drag(40, 300, 200, 300)
state()
print("swipe left on \"Build failed\", then tap Delete:")
sim.swipeToDelete(list, {0, 2})
state()
tap(335, 110)
sim.settle()
state()
print("  rows: " .. table.concat(messages, ", "))
