-- Seed: none (the debugger's recursiveDescription, LUA_API importHierarchy)
-- Bring your own app. 20_imported_app.txt is what the debugger printed for a small
-- orders app, paused on a breakpoint:
--   (lldb) expr -l objc -O -- [[UIWindow keyWindow] recursiveDescription]
-- and 20_imported_app.controllers.txt what it printed for the view controllers:
--   (lldb) expr -l objc -O -- [[[UIWindow keyWindow] rootViewController] _printHierarchy]
-- importHierarchy rebuilds the views (real class names, addresses as names, the table
-- view's content offset, the rotated badge) and puts the controllers in the chain.
--
-- "Why does Checkout do nothing?" A toast container that faded out to alpha 0.02
-- still covers the bottom of the screen: 0.02 is not below 0.01, so it takes the touch.
local here = (arg and arg[0] or ""):match("^(.*/)") or ""
local root, window = importHierarchy(here .. "20_imported_app.txt", here .. "20_imported_app.controllers.txt")
print("imported:", root, "key window:", window.isKeyWindow)

explain(195, 797)   -- on the Checkout button

-- The fix in the app: hide the toast when it has faded out.
assert(root:find("0x7f9a3c72e900")).hidden = true
print("with the toast hidden, the tap goes to:", hitTest(195, 797))

-- A tap on the second order. The table view is scrolled to -143.333 (under the large
-- title), so the second cell starts at y = 231.333; the labels say NO to touches; and
-- the point is inside the "Shipped" badge's printed frame, which is only the box around
-- the turned badge, but not inside the badge itself.
explain(300, 290)
