-- Wording: explain's lines about bars (SPEC 12.5) read in Chinese under
-- --lang zh: what a bar item's control sends, a customView item, the title
-- drawn by the bar, and the swipe back the default delegate refuses. The
-- values a script reads (explain(...).barNotes) stay English, as verdicts do.
-- Args: --lang zh
-- Exit: 0
local w = UIWindow{} w:makeKeyAndVisible()
local home = UIViewController{name = "home"}
local nav = UINavigationController{rootViewController = home}
w.rootViewController = nav
local detail = UIViewController{name = "detail"}
nav:pushViewController(detail)
local item = detail.navigationItem
item.title = "详情"
item.leftBarButtonItem = UIBarButtonItem{title = "关闭", action = "close"}
local knob = UIView{name = "knob", frame = {0, 0, 30, 30}}
item.rightBarButtonItem = UIBarButtonItem{customView = knob}
for _, p in ipairs({{30, 42}, {350, 42}, {187, 42}, {5, 300}}) do
  for _, note in ipairs(explain(p[1], p[2]).barNotes) do print(note) end
end
item.hidesBackButton = true
print(explain(5, 300).barNotes[1])
