-- Attack: items of a script subclass (which keep state for the script) in
-- toolbars and navigation items that are dropped and collected, in a loop and
-- at the end of the run: the holders let go of them in their deinit, which
-- must not call into the script host (it may be closing). Nothing crashes, and
-- the items that are still shown keep their fields.
-- Exit: 0
local w = UIWindow{} w:makeKeyAndVisible()
local Tagged = UIBarButtonItem:subclass("TaggedItem")
local kept = Tagged{title = "kept"}
kept.tag = "mine"
local bar = UIToolbar{name = "bar"}
w:addSubview(bar)
bar.items = {kept}
for i = 1, 200 do
  local item = Tagged{title = "t" .. i}
  item.tag = i
  local toolbar = UIToolbar{items = {item, UIBarButtonItem{systemItem = "flexibleSpace"}}}
  local vc = UIViewController{}
  vc.navigationItem.rightBarButtonItems = {Tagged{title = "r" .. i}, item}
  if i % 50 == 0 then collectgarbage() end
end
collectgarbage() collectgarbage()
print(kept.tag, kept.view, #bar.subviews)
-- Left held at the end: a toolbar and a controller that are never collected before the run ends.
local last = UIToolbar{items = {Tagged{title = "last"}}}
local lastController = UIViewController{}
lastController.navigationItem.leftBarButtonItem = Tagged{title = "left"}
lastController.navigationItem.leftBarButtonItem.extra = {1, 2, 3}
print("done")
