-- Exercise: Pinch and rotate at once
-- Exercise (zh): 同时捏合和旋转
-- Topic: gestures
-- Difficulty: 2
-- Seed: 004 "如何让多个手势识别器并存"
-- Formerly: 20_pinch_and_rotate_together.lua
-- Task: A photo can be pinched and rotated, but only one recognizer wins each
--   gesture. Let both recognize together, on every gesture: during a twist that
--   spreads and turns the fingers, both must begin, change and end. Keep both
--   recognizers on the photo, enabled.
-- Task (zh): 照片可以捏合和旋转，但每次手势只有一个识别器胜出。让两者在每次手势中一起
--   识别：在手指既张开又转动的扭转过程中，两者都必须开始、变化和结束。两个识别器都留
--   在照片上，保持启用。
-- Hint: By default two recognizers do not recognize together: the first to begin
--   makes the other fail. Who can allow an exception?
-- Hint: A recognizer's delegate is asked whether it may recognize simultaneously with
--   another; seed 004 names the method.
-- Hint: Give one of the recognizers a delegate whose
--   shouldRecognizeSimultaneouslyWith(g, other) returns true.
-- Hint (zh): 默认情况下两个识别器不会同时识别：先开始的会让另一个失败。谁能允许例外？
-- Hint (zh): 识别器的代理会被问到它能否与另一个识别器同时识别；种子文章 004 给出了方
--   法名。
-- Hint (zh): 给其中一个识别器设置代理，让它的 shouldRecognizeSimultaneouslyWith(g,
--   other) 返回 true。
-- Why: When a recognizer begins, exclusivity fails or cancels the others that share
--   its touches, unless either delegate answers true to
--   shouldRecognizeSimultaneouslyWith (SPEC 6.4). Either side may allow it, so one
--   delegate saying true is enough: then pinch and rotation both begin, change and
--   end on the same twist.
-- Why (zh): 一个识别器开始时，排他规则会让共享这些触摸的其他识别器失败或取消，除非任
--   一方的代理对 shouldRecognizeSimultaneouslyWith 回答 true（SPEC 6.4）。任何一方允
--   许都可以，所以只需一个回答 true 的代理：这样捏合和旋转就会在同一次扭转中都开始、
--   变化和结束。
-- Checked by: `respond-lua exercises check 18`, which takes only your code (the
--   lines between `-- >>> your code` and `-- <<< your code`) and runs it inside
--   the shipped copy of this file: the set-up and the checks around your code
--   always come from there, so editing them here changes nothing.
-- Checked by (zh): `respond-lua exercises check 18` 只取你的代码（`-- >>> your code`
--   与 `-- <<< your code` 之间的行），放进本文件随附的原始版本里运行：你代码周围的准备
--   代码和检查总是来自那里，在这里修改它们不起作用。

local window <const> = UIWindow{name = "window"} window:makeKeyAndVisible()
local photo <const> = UIView{name = "photo", frame = {37, 183, 300, 300}}
window:addSubview(photo)
local pinchG <const> = UIPinchGestureRecognizer{name = "pinch", action = function(g) end}      -- scales the photo
local rotateG <const> = UIRotationGestureRecognizer{name = "rotation", action = function(g) end}   -- turns it
photo:addGestureRecognizer(pinchG); photo:addGestureRecognizer(rotateG)
exercise.rememberLayout(window)   -- frames, flags, order, recognizers and methods, before your code

-- >>> your code
-- change the recognizers here
-- <<< your code

-- Checks
exercise.expectLayoutKept({}, "keep both recognizers on the photo", "两个识别器都留在照片上")
expect(pinchG.enabled and rotateG.enabled, "both recognizers must stay enabled", "两个识别器都必须保持启用")
-- Two fingers spread apart and turn at the same time.
local function twist()
  local c = {x = 187, y = 333}
  local a, b = touchDown(c.x - 50, c.y), touchDown(c.x + 50, c.y)
  for i = 1, 20 do
    local angle, r = i / 20 * 0.8, 50 + i * 2.5
    wait(1 / 60)
    sim.batch(function()
      a:moveTo(c.x - r * math.cos(angle), c.y - r * math.sin(angle))
      b:moveTo(c.x + r * math.cos(angle), c.y + r * math.sin(angle))
    end)
  end
  sim.batch(function() a:up() b:up() end)
  wait(0.5)
end
-- A delegate method declared without self is called with its arguments shifted.
for _, g in ipairs({pinchG, rotateG}) do
  local d = g.delegate
  local f = type(d) == "table" and (rawget(d, "shouldRecognizeSimultaneouslyWith")
    or rawget(d, "shouldRecognizeSimultaneouslyWithGestureRecognizer"))
  if type(f) == "function" then
    local info = debug.getinfo(f, "u")
    expect(info == nil or info.isvararg or info.nparams ~= 2 or debug.getlocal(f, 1) == "self",
      "the " .. g.name .. "'s delegate declares shouldRecognizeSimultaneouslyWith without self: it is called as"
        .. " delegate:shouldRecognizeSimultaneouslyWith(g, other), so its first parameter gets the delegate and the"
        .. " second the recognizer itself, never the other one",
      g.name .. " 的代理声明 shouldRecognizeSimultaneouslyWith 时没有 self：它是以"
        .. " delegate:shouldRecognizeSimultaneouslyWith(g, other) 的形式调用的，所以第一个参数拿到的是代理本身，第二个是"
        .. "识别器自己，永远拿不到另一个识别器")
  end
end
for round = 1, 2 do
  local pinches, rotations = exercise.counter(), exercise.counter()
  pinchG:addTarget(pinches, "add"); rotateG:addTarget(rotations, "add")
  twist()
  pinchG:removeTarget(pinches, "add"); rotateG:removeTarget(rotations, "add")
  local again = round == 2 and " on a second twist" or ""
  local againZh = round == 2 and "（第二次扭转）" or ""
  expect(pinches.saw("changed") or rotations.saw("changed"), "neither recognizer recognized the twist" .. again,
    "两个识别器都没有识别出这次扭转" .. againZh)
  expect(pinches.saw("changed") and rotations.saw("changed"),
    "only the " .. (pinches.saw("changed") and "pinch" or "rotation") .. " recognized the twist" .. again .. ": once one"
      .. " recognizer begins, the others on the same touches fail, unless a delegate's shouldRecognizeSimultaneouslyWith"
      .. " (that exact name) answers true for the pair",
    "只有" .. (pinches.saw("changed") and "捏合" or "旋转") .. "识别出了这次扭转" .. againZh .. "：一个识别器开始之后，同一"
      .. "组触摸上的其他识别器都会失败，除非代理的 shouldRecognizeSimultaneouslyWith（必须是这个名字）对这两个识别器返回 true")
  expect(pinches.saw("ended") and rotations.saw("ended"), "both must end when the fingers lift" .. again,
    "手指抬起时两者都必须结束" .. againZh)
end
