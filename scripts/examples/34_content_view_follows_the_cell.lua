-- Seed: none (SPEC 12.6 rule 5, 11.11)
-- "Since iOS 14 the button I add to my cell does nothing." The cell is made with
-- UIKit's default frame, 320 wide; the app then gives it the screen's width and
-- puts a button at its right end with cell:addSubview. Tapping the button
-- selects the cell instead.
--
-- Why: a cell's contentView fills the cell, and the cell's layoutSubviews keeps it
-- so — at the next layout pass after the cell's size changes. Until then the
-- contentView is still 320 wide and the button beyond it takes the touch; once
-- laid out, the contentView covers the whole cell, is in front of the cell's
-- other subviews (iOS 14), and takes every touch inside it. The button added to
-- the cell is dead. The fix is the documented one: add it to contentView.
local window = UIWindow{}
window:makeKeyAndVisible()

local cell = UITableViewCell{name = "cell"}
print("made:          cell " .. tostring(cell.frame) .. ", contentView " .. tostring(cell.contentView.frame))
cell.frame = CGRect(0, 100, 375, 60)
local share = UIButton{name = "Share", title = "Share", frame = {325, 10, 40, 40}}
share:addTarget(nil, function() print("  Share: touchUpInside") end, "touchUpInside")
cell:addSubview(share) -- the bug: on the cell, not its contentView
window:addSubview(cell)
print("resized:       cell " .. tostring(cell.frame) .. ", contentView " .. tostring(cell.contentView.frame)
  .. " (not laid out yet)")
print("the touch at Share would go to " .. tostring(hitTest(share.center.x, 100 + share.center.y)))
print("laid out:      contentView " .. tostring(cell.contentView.frame))
print("cell's subviews, back to front:")
for i, v in ipairs(cell.subviews) do print("  " .. i .. ". " .. tostring(v)) end
print("tap on Share:")
print("  the touch went to " .. tostring(tap(share)))

print("the fix, Share moved into the contentView:")
cell.contentView:addSubview(share)
print("tap on Share:")
print("  the touch went to " .. tostring(tap(share)))
