-- Exercise: Your own recognizer: the scratch
-- Task: Write ScratchGesture, a discrete recognizer that recognizes a finger going
--   left at least 30 pt and then right at least 30 pt (a scratch), once per stroke,
--   and fails when the finger lifts before that. A plain drag to the right, a
--   drag to the left, too little of either, or right-then-left is not a scratch.
--   It must work again stroke after stroke.
-- Hint: in touchesMoved compare touch:locationInView(nil).x with the start; remember
--   the leftmost x; set self.state = "recognized" when x is 30 past it after going
--   30 left. In touchesEnded set "failed" if still "possible". Clear your fields in
--   reset().
-- Checked by: `respond-lua exercises check 26`, which takes only your code (the
--   lines between `-- >>> your code` and `-- <<< your code`) and runs it inside
--   the shipped copy of this file: the set-up and the checks around your code
--   always come from there, so editing them here changes nothing.

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
expect(scratches.count == 1, "a left-then-right scratch (40 pt each way) was recognized " .. scratches.count .. " times")
stroke(from(100, 250, 10))
expect(scratches.count == 1, "a plain drag to the right must not count as a scratch")
stroke(join(from(200, 240, 5), from(235, 200, -5)))
expect(scratches.count == 1, "right then left must not count as a scratch")
exercise.record()
stroke(from(200, 150, -5))
expect(scratches.count == 1, "going left only must not count as a scratch")
local failed = false
for _, r in ipairs(exercise.records("gesture")) do
  if rawequal(r.recognizer, scratch) and tostring(r.event):find("→ failed", 1, true) then failed = true end
end
expect(failed, "when the finger lifts before a scratch, the recognizer must fail")
stroke(join(from(200, 180, -5), from(185, 240, 5)))
expect(scratches.count == 1, "going left only 20 pt must not count as a scratch")
stroke(join(from(200, 160, -5), from(165, 180, 5)))
expect(scratches.count == 1, "coming back right only 20 pt must not count as a scratch")
stroke(join(from(200, 160, -5), from(165, 200, 5), from(195, 160, -5), from(165, 200, 5)))
expect(scratches.count == 2, "a stroke that scratches twice must be recognized once (it was "
  .. (scratches.count - 1) .. " times)")
stroke(join(from(300, 260, -5), from(265, 300, 5)))
expect(scratches.count == 3, "the recognizer must work again after a reset")
