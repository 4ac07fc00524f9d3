-- Exercise: Walk the responder chain
-- Exercise (zh): 沿着响应者链走
-- Topic: responder chain
-- Difficulty: 1
-- Seed: 000 "响应链"
-- Formerly: 11_walk_the_chain.lua
-- Task: Write namesAfter(responder): an array of the class names of the responders
--   that come after `responder` in its chain, in order, found by following
--   nextResponder yourself. It is tried on several responders, from a button deep
--   inside a controller's view to the application.
-- Task (zh): 写出 namesAfter(responder)：返回一个数组，按顺序列出响应者链上排在
--   `responder` 之后的各个响应者的类名，要你自己沿着 nextResponder 找出来。它会在几个
--   响应者上试验，从控制器视图深处的一个按钮一直到应用程序。
-- Hint: Every responder knows the one after it. Start from the one after `responder`,
--   not from `responder` itself.
-- Hint: Loop while the current responder is not nil, moving to its nextResponder each
--   time; each responder has className.
-- Hint: local r = responder.nextResponder; while r do names[#names + 1] =
--   r.className; r = r.nextResponder end
-- Hint (zh): 每个响应者都知道它后面的那一个。从 `responder` 后面的那个开始，而不是从
--   `responder` 自己开始。
-- Hint (zh): 只要当前响应者不是 nil 就循环，每次移到它的 nextResponder；每个响应者都
--   有 className。
-- Hint (zh): local r = responder.nextResponder; while r do names[#names + 1] =
--   r.className; r = r.nextResponder end
-- Why: Each responder's nextResponder is the next link of the chain (SPEC 4): a
--   view's superview or controller, a controller's window or parent, the window's
--   application, then nothing. Following it until nil visits exactly the responders
--   after the start, in order: the list responderChain gives, without its first
--   entry.
-- Why (zh): 每个响应者的 nextResponder 就是链上的下一环（SPEC 4）：视图的父视图或控制
--   器，控制器的窗口或父级，窗口的应用程序，然后就没有了。一直跟到 nil，就恰好按顺序
--   访问了起点之后的所有响应者：也就是 responderChain 给出的列表去掉第一项。
-- Forbid: responderChain printResponderChain explain touches
-- Checked by: `respond-lua exercises check 9`, which takes only your code (the
--   lines between `-- >>> your code` and `-- <<< your code`) and runs it inside
--   the shipped copy of this file: the set-up and the checks around your code
--   always come from there, so editing them here changes nothing.
--   Your code cannot use the names on the Forbid line (as globals, in `sim`, or
--   as members of views and other engine objects).
-- Checked by (zh): `respond-lua exercises check 9` 只取你的代码（`-- >>> your code`
--   与 `-- <<< your code` 之间的行），放进本文件随附的原始版本里运行：你代码周围的准备
--   代码和检查总是来自那里，在这里修改它们不起作用。
--   你的代码不能使用 Forbid 行上的名字（无论是作为全局变量、在 `sim` 里，还是作为视图
--   和其他引擎对象的成员）。

local vc <const> = UIViewController{name = "vc"}
local window <const> = UIWindow{name = "window", rootViewController = vc} window:makeKeyAndVisible()
vc.view.name = "vc.view"
local panel <const> = UIView{name = "panel"}
local button <const> = UIButton{name = "button"}
vc.view:addSubview(panel); panel:addSubview(button)
-- The real answers, found before your code runs.
exercise.truth.starts = {button, panel, vc.view, vc, window, app, UIView{name = "loose"}}
exercise.truth.chains = {}
for i, start in ipairs(exercise.truth.starts) do
  local names = {}
  for j, r in ipairs(responderChain(start)) do
    if j > 1 then names[#names + 1] = r.className end
  end
  exercise.truth.chains[i] = names
end
local namesAfter

-- >>> your code
function namesAfter(responder)
  local names = {}
  -- follow the chain here
  return names
end
-- <<< your code

-- Checks
local ordinal = {"first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth"}
expect(type(namesAfter) == "function", "namesAfter must be a function", "namesAfter 必须是一个函数")
for i, start in ipairs(exercise.truth.starts) do
  local expected = exercise.truth.chains[i]
  local got = namesAfter(start)
  local called = "namesAfter(" .. exercise.label(start) .. ")"
  expect(type(got) == "table" and getmetatable(got) == nil, called .. " must return a plain array of names",
    called .. " 必须返回一个普通的名字数组")
  expect(rawlen(got) == #expected, called .. " returned " .. rawlen(got) .. " names, which is not the number of "
    .. "responders after it", called .. " 返回了 " .. rawlen(got) .. " 个名字，这不是它之后的响应者个数")
  for j = 1, #expected do
    expect(rawget(got, j) == expected[j], called .. " says the " .. (ordinal[j] or ("#" .. j)) .. " responder after it is a "
      .. tostring(rawget(got, j)) .. ", and it is not",
      called .. " 说它之后的第 " .. j .. " 个响应者是 " .. tostring(rawget(got, j)) .. "，但并不是")
  end
end
