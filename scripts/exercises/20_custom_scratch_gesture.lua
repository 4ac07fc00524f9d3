-- Exercise: Your own recognizer: the scratch
-- Exercise (zh): 自己写识别器：刮擦手势
-- Topic: gestures
-- Difficulty: 3
-- Seed: 002 "响应者（UIResponder）"
-- Formerly: 26_custom_scratch_gesture.lua
-- Task: Write ScratchGesture, a discrete recognizer that recognizes a finger going
--   left at least 30 pt and then right at least 30 pt (a scratch), once per stroke,
--   and fails when the finger lifts before that. A plain drag to the right, a drag to
--   the left, too little of either, or right-then-left is not a scratch. It must work
--   again stroke after stroke.
-- Task (zh): 写出 ScratchGesture：一个离散型识别器，识别手指先向左至少 30 点、再向右
--   至少 30 点（一次刮擦），每一笔只识别一次；如果手指在此之前抬起就失败。单纯向右
--   拖、向左拖、两个方向都不够远，或者先右后左，都不是刮擦。它必须能一笔接一笔地反复
--   工作。
-- Hint: A recognizer gets the touch methods a view gets (touchesBegan, touchesMoved,
--   touchesEnded) and decides by setting self.state.
-- Hint: Remember where the finger started and the leftmost x it reached: a scratch
--   goes 30 pt left of the start, then 30 pt right of that leftmost x.
-- Hint: In touchesMoved set self.state = "recognized" once both distances are 30
--   (only while it is "possible"); in touchesEnded set "failed" if it is still
--   "possible"; clear your fields in reset().
-- Hint (zh): 识别器会收到和视图一样的触摸方法（touchesBegan、touchesMoved、
--   touchesEnded），通过设置 self.state 做出判断。
-- Hint (zh): 记住手指的起点和它到过的最左 x：刮擦就是先到起点左边 30 点，再到那个最左
--   x 右边 30 点。
-- Hint (zh): 在 touchesMoved 里，两个距离都达到 30 时（且只在 "possible" 状态下）设置
--   self.state = "recognized"；在 touchesEnded 里如果仍是 "possible" 就设为
--   "failed"；在 reset() 里清空你的字段。
-- Why: A discrete recognizer goes from possible to recognized (its action fires once)
--   or to failed (SPEC 6.2); setting state asks for that transition. Tracking the
--   start and the leftmost x makes left-then-right the only shape that reaches both
--   distances; checking that the state is still "possible" keeps a second scratch in
--   the same stroke from counting; failing on lift-off and clearing the fields in
--   reset(), which runs after every stroke, make the next stroke start fresh.
-- Why (zh): 离散型识别器从 possible 转到 recognized（动作只触发一次）或 failed（SPEC
--   6.2）；设置 state 就是请求这一转换。记录起点和最左的 x，只有先左后右的轨迹才能同
--   时满足两个距离；检查状态是否仍是 "possible"，可以防止同一笔里的第二次刮擦再次计
--   数；抬起时失败，并在每一笔结束后都会运行的 reset() 里清空字段，下一笔就能重新开
--   始。
-- Checked by: `respond-lua exercises check 20`, which takes only your code (the
--   lines between `-- >>> your code` and `-- <<< your code`) and runs it inside
--   the shipped copy of this file: the set-up and the checks around your code
--   always come from there, so editing them here changes nothing.
-- Checked by (zh): `respond-lua exercises check 20` 只取你的代码（`-- >>> your code`
--   与 `-- <<< your code` 之间的行），放进本文件随附的原始版本里运行：你代码周围的准备
--   代码和检查总是来自那里，在这里修改它们不起作用。

local window <const> = UIWindow{name = "window"} window:makeKeyAndVisible()
local pad <const> = UIView{name = "pad", frame = {0, 0, 375, 667}}
window:addSubview(pad)
local ScratchGesture <const> = UIGestureRecognizer:subclass("ScratchGesture")

-- >>> your code
-- write ScratchGesture's methods here
-- <<< your code

-- Checks (on a new ScratchGesture, made after your code ran)
local scratch <const> = ScratchGesture{name = "scratch"}
local scratches = exercise.counter()
scratch:addTarget(scratches, "add")
pad:addGestureRecognizer(scratch)
-- A stroke through the given x positions at y = 300, one move each, then lifted.
local function stroke(xs)
  local finger = touchDown(xs[1], 300)
  for i = 2, #xs do finger:moveTo(xs[i], 300) end
  finger:up()
  wait(1)
end
local function from(a, b, step)
  local xs = {}
  for x = a, b, step do xs[#xs + 1] = x end
  return xs
end
local function join(...)
  local out = {}
  for _, xs in ipairs({...}) do for _, x in ipairs(xs) do out[#out + 1] = x end end
  return out
end
stroke(join(from(200, 160, -5), from(165, 200, 5)))
expect(scratches.count == 1, "a left-then-right scratch (40 pt each way) was recognized " .. scratches.count .. " times",
  "一次先左后右的刮擦（每个方向 40 点）被识别了 " .. scratches.count .. " 次")
stroke(from(100, 250, 10))
if scratches.count ~= 1 then
  -- A new recognizer on a view of its own: does a first stroke to the right count too?
  local probeView = UIView{name = "probe", frame = {0, 0, 375, 667}}
  local probe, probes = ScratchGesture{name = "probe"}, exercise.counter()
  probe:addTarget(probes, "add")
  probeView:addGestureRecognizer(probe)
  window:addSubview(probeView)
  stroke(from(100, 250, 10))
  probeView:removeFromSuperview()
  expect(probes.count == 0, "a plain drag to the right must not count as a scratch: a scratch goes left 30 pt first,"
    .. " then back right 30 pt", "单纯向右拖不能算作刮擦：刮擦要先向左 30 点，再往回向右 30 点")
  expect(false, "a plain drag to the right, right after a scratch, counted as one: did the recognizer keep what it"
    .. " measured in the stroke before? The same recognizer serves every stroke: start afresh in touchesBegan, or"
    .. " clear what you keep in reset (called after each gesture ends or fails)",
    "紧接着一次刮擦之后，单纯向右拖也被算作了刮擦：识别器是不是还留着上一笔量到的值？同一个识别器要处理每一笔：在"
    .. " touchesBegan 里重新开始，或者在 reset 里（每次手势结束或失败之后都会调用）清掉你保存的值")
end
stroke(join(from(200, 240, 5), from(235, 200, -5)))
expect(scratches.count == 1, "right then left must not count as a scratch", "先右后左不能算作刮擦")
exercise.record()
stroke(from(200, 150, -5))
expect(scratches.count == 1, "going left only must not count as a scratch", "只向左不能算作刮擦")
local failed = false
for _, r in ipairs(exercise.records("gesture")) do
  if rawequal(r.recognizer, scratch) and tostring(r.event):find("→ failed", 1, true) then failed = true end
end
expect(failed, "when the finger lifts before a scratch, the recognizer must fail",
  "手指在刮擦完成前抬起时，识别器必须失败")
stroke(join(from(200, 180, -5), from(185, 240, 5)))
expect(scratches.count == 1, "going left only 20 pt must not count as a scratch", "只向左 20 点不能算作刮擦")
stroke(join(from(200, 160, -5), from(165, 180, 5)))
expect(scratches.count == 1, "coming back right only 20 pt must not count as a scratch",
  "只往回向右 20 点不能算作刮擦")
stroke(join(from(200, 160, -5), from(165, 200, 5), from(195, 160, -5), from(165, 200, 5)))
expect(scratches.count == 2, "a stroke that scratches twice must be recognized once (it was "
  .. (scratches.count - 1) .. " times)",
  "刮擦了两次的一笔必须只识别一次（实际识别了 " .. (scratches.count - 1) .. " 次）")
stroke(join(from(300, 260, -5), from(265, 300, 5)))
expect(scratches.count == 3, "the recognizer must work again after a reset", "识别器在重置之后必须能再次工作")
