-- Seed: none (SPEC 11.9, 12.6)
-- "I hide a row of my UIStackView while the user is about to tap, and the tap
-- lands on the row below it." Hiding a row marks the stack view for layout; its
-- layoutSubviews arranges the rows again before the next touch is hit-tested: a
-- hidden arranged view takes no space and no spacing (SPEC 11.9), so the next row
-- slides up under the finger. Read right after `hidden = true`, the frames are
-- still the old ones (layout runs at the end of the run-loop turn, SPEC 12.6);
-- `layoutIfNeeded()` lays out at once.
local window = UIWindow{} window:makeKeyAndVisible()
local rows = {}
for i, title in ipairs({"Profile", "Notifications", "Privacy", "Sign out"}) do
  rows[i] = UIButton{name = title, title = title, frame = {0, 0, 0, 50}}
  rows[i]:addTarget(nil, function() print("  tapped " .. title) end, "touchUpInside")
end
local menu = UIStackView{name = "menu", frame = {0, 100, 375, 4 * 50 + 3 * 10}, axis = "vertical", spacing = 10,
                         arrangedSubviews = rows}
window:addSubview(menu)

local finger = CGPoint(187, 100 + 60 + 25)   -- the middle of the second row
print("the finger is over " .. tostring(hitTest(finger)))
tap(finger)
rows[2].hidden = true                         -- "Notifications" goes away
local function show() for _, row in ipairs(rows) do print(string.format("  %-14s %s%s", row.name, tostring(row.frame), row.hidden and " (hidden)" or "")) end end
print("right after hiding Notifications (not laid out yet):")
show()
menu:layoutIfNeeded()
print("after layoutIfNeeded():")
show()
tap(finger)
