-- Seed: none (SPEC 12.3)
-- "I put a button in my section header (viewForHeaderInSection) to collapse the
-- section, but tapping it does nothing. And after I scroll, taps at the top of
-- the list open the wrong row." Each section header is a view the delegate
-- returns; the table asks for it when its space comes into view and at
-- reloadData, and places it above the cells.
--
-- Why: a header is an ordinary view, a subview of the table in front of every
-- cell, so a button in it takes its touches like any button, and a tap on the
-- rest of it selects no row (its next responder is the table, not a cell). The
-- usual mistake is the height: with no heightForHeaderInSection and
-- sectionHeaderHeight 0, the header's height is its view's own frame height; a
-- header made with no frame is 0 high, has no space, and is never shown.
-- In a plain table headers float: scrolled, a section's header stays at the top
-- of the visible rows, in front of the row under it, so a tap there hits the
-- header. A title-only header (titleForHeaderInSection) is a plain label that
-- does not take touches.
local window = UIWindow{}
window:makeKeyAndVisible()

local sections = {
  {title = "Fruit", rows = {"Apple", "Banana", "Cherry", "Damson"}, collapsed = false},
  {title = "Vegetables", rows = {"Artichoke", "Broccoli", "Carrot"}, collapsed = false},
}
local list = {}
local table
function list:numberOfSections(tv) return #sections end
function list:numberOfRowsInSection(tv, s)
  local section = sections[s + 1]
  return section.collapsed and 0 or #section.rows
end
function list:cellForRowAt(tv, ip)
  local cell = tv:dequeueReusableCell("row") or UITableViewCell{reuseIdentifier = "row"}
  cell.textLabel.text = sections[ip.section + 1].rows[ip.row + 1]
  cell.name = cell.textLabel.text
  return cell
end
-- The mistake: a header view with no frame.
function list:viewForHeaderInSection(tv, s)
  print(string.format("  viewForHeaderInSection %d", s))
  local section = sections[s + 1]
  local header = UIView{name = section.title .. " header"}
  local toggle = UIButton{name = "toggle " .. section.title, title = section.collapsed and "Show" or "Hide",
    frame = {295, 4, 72, 32}}
  toggle:addTarget(nil, function()
    section.collapsed = not section.collapsed
    print("  " .. toggle.name .. ": touchUpInside, reloadData")
    tv:reloadData()
  end, "touchUpInside")
  header:addSubview(toggle)
  return header
end
function list:didSelectRowAt(tv, ip)
  print("  didSelectRowAt " .. tostring(ip) .. ": " .. sections[ip.section + 1].rows[ip.row + 1])
end
table = UITableView{name = "groceries", frame = {0, 20, 375, 300}, dataSource = list, delegate = list}
window:addSubview(table)

local function describe()
  for s = 0, table.numberOfSections - 1 do
    local header = table:headerViewForSection(s)
    print(string.format("  section %d header: %s", s, header and tostring(header.frame) or "none"))
  end
end
print("headers made with no frame:")
describe()
print("a tap where the Fruit header should be (y = 40) selects Apple:")
tap(330, 40)
table:deselectRowAt({0, 0})

print("fix: give the header its height (heightForHeaderInSection = 40):")
function list:heightForHeaderInSection(tv, s) return 40 end
table:reloadData()
describe()
print("a tap on Hide in the Fruit header:")
tap(330, 40)
print("a tap on the header beside the button selects nothing:")
tap(100, 40)
print("  selected: " .. tostring(table.indexPathForSelectedRow))
print("a tap on Show brings the rows back:")
tap(330, 40)

print("scrolled down 100: the Fruit header floats at the top, over Banana:")
table:setContentOffset({0, 100})
describe()
print("  hitTest(100, 30): " .. tostring(hitTest(100, 30)))
tap(100, 30)
print("  selected: " .. tostring(table.indexPathForSelectedRow))
