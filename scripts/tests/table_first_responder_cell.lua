-- SPEC 12.3 rule 5: a cell holding the first responder (itself or a
-- descendant) is not put in the reuse pool while it is first responder; it
-- stays in the table, out of the visible rows, until it resigns, and its row
-- gets another cell when it comes back.
local w = UIWindow{} w:makeKeyAndVisible()
local made = 0
local ds = {}
function ds:numberOfRowsInSection(tv, s) return 50 end
function ds:cellForRowAt(tv, ip)
  local cell = tv:dequeueReusableCell("field")
  if not cell then
    made = made + 1
    cell = UITableViewCell{reuseIdentifier = "field", name = "cell " .. made}
    cell.contentView:addSubview(UITextField{frame = {16, 4, 300, 36}})
  end
  return cell
end
local tv = UITableView{name = "form", frame = {0, 0, 375, 440}, dataSource = ds}
w:addSubview(tv)
assertEqual(made, 10)
local first = tv:cellForRowAt({0, 0})
local field = first.contentView.subviews[1]
field:becomeFirstResponder()
assertEqual(field.isFirstResponder, true)

-- Row 0 scrolls out: its cell stays in the table, not visible, not in the pool.
tv:setContentOffset({0, 88})
assertEqual(tv:cellForRowAt({0, 0}), nil)
assertEqual(first.superview, tv)
assertEqual(first.frame, CGRect(0, 0, 375, 44), "where it was")
assertEqual(tv.reusableCellCount, 0)
assertEqual(made, 11, "rows 10 and 11 came in: row 1's cell and a new one, not row 0's")
assertEqual(tv:indexPathForCell(first), nil)
for _, cell in ipairs(tv.visibleCells) do assertEqual(cell == first, false) end
assertEqual(field.isFirstResponder, true, "the field keeps editing")
-- Farther: rows 2.. leave; the kept cell is never dequeued.
tv:setContentOffset({0, 880})
assertEqual(first.superview, tv)
for _, cell in ipairs(tv.visibleCells) do assertEqual(cell == first, false) end
-- Back: row 0 gets another cell.
tv:setContentOffset({0, 0})
local again = tv:cellForRowAt({0, 0})
assertEqual(again == first, false)
assertEqual(first.superview, tv)
-- Resigned: the next layout pools it, and row 10, coming into view, reuses it.
assertEqual(field:resignFirstResponder(), true)
assertEqual(tv.reusableCellCount, 0)
tv:setContentOffset({0, 1})
assertEqual(tv:indexPathForCell(first), IndexPath(0, 10))
assertEqual(first.frame, CGRect(0, 440, 375, 44))
-- A cell that is itself first responder counts too.
local Focus = UITableViewCell:subclass("FocusCell")
Focus.canBecomeFirstResponder = true
local fds = {}
function fds:numberOfRowsInSection(tv, s) return 30 end
function fds:cellForRowAt(tv, ip) return tv:dequeueReusableCell("f") or Focus{reuseIdentifier = "f"} end
local ft = UITableView{frame = {0, 0, 375, 200}, dataSource = fds}
w:addSubview(ft)
local c0 = ft:cellForRowAt({0, 0})
assertEqual(c0:becomeFirstResponder(), true)
ft:reloadData()
assertEqual(c0.superview, ft, "reloadData keeps it out of the pool too")
assertEqual(ft:cellForRowAt({0, 0}) == c0, false)
c0:resignFirstResponder()
ft:reloadData()
assertEqual(c0.superview, nil)
