-- SPEC 11.8 and 11.11 "Animations": UIView.animate on the virtual clock.
local w = UIWindow{} w:makeKeyAndVisible()
local log = {}
local function logged() local out = log; log = {}; return out end
local card = UIView{name = "card", frame = {0, 100, 100, 100}}
w:addSubview(card)
local inner = UIView{name = "inner", frame = {10, 10, 50, 50}}
card:addSubview(inner)
local function near(a, b) return math.abs(a - b) < 1e-3 end

-- The model changes at once; the presentation moves over the duration.
local t0 = sim.now
UIView.animate(1, function() card.frame = {200, 100, 100, 100} end,
  function(finished) log[#log + 1] = string.format("done %s %.3f", tostring(finished), sim.now - t0) end)
assertEqual(card.frame, CGRect(200, 100, 100, 100), "the model at once")
assertEqual(card.presentationFrame, CGRect(0, 100, 100, 100), "drawn where it was")
wait(0.5)
assertEqual(card.presentationFrame, CGRect(100, 100, 100, 100), "easeInOut is half-way at half the time")
-- Hit testing uses the model; a view being animated (and what is in it) is skipped.
assertEqual(hitTest(250, 150), w, "at the final place: skipped, being animated")
assertEqual(hitTest(50, 150), w, "where it is drawn: nothing there in the model")
assertEqual(hitTest(215, 115), w, "its subviews are not reached either")
local e = explain(250, 150)
assertEqual(e.steps[2].verdict, "skipped: being animated (UIView.animate without allowUserInteraction)")
assertEqual(tree():find("being animated") ~= nil, true)
wait(0.5)
assertEqual(logged(), {"done true 1.000"}, "completion exactly at the end, finished")
assertEqual(hitTest(280, 180), card, "takes touches again")
assertEqual(card.presentationFrame, card.frame)

-- The curves: Core Animation's named timing functions.
local function at(curve, fraction)
  card.frame = {0, 100, 100, 100}
  UIView.animate(1, function() card.frame = {100, 100, 100, 100} end, {curve = curve})
  wait(fraction)
  local x = card.presentationFrame.x
  sim.settle()
  return x
end
assertEqual(at("linear", 0.25), 25)
assertEqual(near(at("easeIn", 0.5), 31.5357), true, "easeIn (0.42, 0, 1, 1) at 0.5")
assertEqual(near(at("easeOut", 0.5), 68.4643), true, "easeOut (0, 0, 0.58, 1) at 0.5")
assertEqual(at("easeInOut", 0.5), 50)
assertEqual(near(at(nil, 0.25), at("easeInOut", 0.25)), true, "easeInOut by default")

-- allowUserInteraction: the view takes touches while it moves (at its model place).
card.frame = {0, 100, 100, 100}
UIView.animate(1, function() card.center = {250, 150} end, {allowUserInteraction = true})
assertEqual(hitTest(280, 180), card)
assertEqual(tree():find("being animated"), nil)
sim.settle()

-- UIKit's order with a delay: blocked from the call, drawn unmoved during the delay.
t0 = sim.now
card.frame = {0, 100, 100, 100}
UIView.animate(1, 0.5, {curve = "linear"}, function() card.alpha = 0.5 end,
  function(f) log[#log + 1] = string.format("faded %s %.3f", tostring(f), sim.now - t0) end)
assertEqual(hitTest(50, 150), w, "blocked during the delay too")
wait(0.25)
assertEqual(card.presentationFrame, card.frame)
-- Another property of the same view: both animations run.
UIView.animate(0.5, function() card.center = {150, 150} end,
  function(f) log[#log + 1] = string.format("moved %s %.3f", tostring(f), sim.now - t0) end)
sim.settle()
assertEqual(logged(), {"moved true 0.750", "faded true 1.500"})

-- The same property again: the earlier completion runs at once, unfinished, and
-- the new animation starts from what was drawn.
t0 = sim.now
card.frame = {0, 100, 100, 100}
UIView.animate(1, function() card.center = {250, 150} end, {curve = "linear"},
  function(f) log[#log + 1] = string.format("first %s %.3f", tostring(f), sim.now - t0) end)
wait(0.5)
UIView.animate(1, function() card.center = {50, 150} end, {curve = "linear"},
  function(f) log[#log + 1] = string.format("second %s %.3f", tostring(f), sim.now - t0) end)
assertEqual(logged(), {"first false 0.500"})
assertEqual(card.presentationFrame, CGRect(100, 100, 100, 100), "from the drawn value")
wait(0.5)
assertEqual(card.presentationFrame, CGRect(50, 100, 100, 100))
sim.settle()
assertEqual(logged(), {"second true 1.500"})

-- A view removed while it animates: the completion still runs at its time.
local temp = UIView{frame = {0, 0, 10, 10}}
w:addSubview(temp)
UIView.animate(0.2, function() temp.alpha = 0 end, function(f) log[#log + 1] = "temp " .. tostring(f) end)
temp:removeFromSuperview()
sim.settle()
assertEqual(logged(), {"temp true"})

-- A completion that animates again; a nested UIView.animate animates its own changes.
UIView.animate(0.1, function() card.alpha = 1 end, function()
  UIView.animate(0.1, function() card.alpha = 0.2 end, function(f) log[#log + 1] = "chained " .. tostring(f) end)
end)
sim.settle()
assertEqual(logged(), {"chained true"})
assertEqual(card.alpha, 0.2)
card.alpha = 1
UIView.animate(1, function()
  card.center = {150, 150}
  UIView.animate(0.1, function() inner.alpha = 0.5 end)
end)
wait(0.1)
assertEqual(hitTest(150, 150), w, "the outer one still runs")
sim.settle()

-- Bad input: clear errors at the script's line, nothing half-made.
assertError(function() UIView.animate(-1, function() end) end, "duration must be a finite number")
assertError(function() UIView.animate(0 / 0, function() end) end, "duration")
assertError(function() UIView.animate(1e12, function() end) end, "from 0 to 1000000000")
assertError(function() UIView.animate(1, 1 / 0, {}, function() end) end, "delay")
assertError(function() UIView.animate(1, "go") end, "function (the animations)")
assertError(function() UIView.animate(1, function() end, {curve = "bouncy"}) end, "easeInOut")
assertError(function() UIView.animate(1, function() end, {speed = 2}) end, "unknown option 'speed'")
assertError(function() UIView.animate(1, function() end, 5) end, "the completion")
card.frame = {0, 100, 100, 100}
local ok, err = pcall(UIView.animate, 1, function()
  card.center = {300, 300}
  error("half-way")
end, function() log[#log + 1] = "never" end)
assertEqual(ok, false)
assertEqual(err:find("animations.lua:%d+: half%-way") ~= nil, true, err)
assertEqual(card.center, CGPoint(300, 300), "what was set stays set")
assertEqual(card.presentationFrame, card.frame, "no animation half-made")
assertEqual(hitTest(340, 340), card, "and nothing blocks the view")
sim.settle()
assertEqual(logged(), {})
UIView.animate(0.1, function() card.alpha = 0.9 end, function() error("in the completion") end)
ok, err = pcall(wait, 1)
assertEqual(ok, false)
assertEqual(err:find("in the completion") ~= nil, true)
assertEqual(hitTest(340, 340), card, "the animation ended before its completion ran")

-- render (and the playground) draw the presentation and mark the model frame (SPEC 11.8).
sim.settle()
card.alpha, inner.alpha = 1, 1
card.frame = {0, 100, 100, 100}
local function n(d)   -- a number as pictures write it: to 0.01
  local r = math.floor(d * 100 + 0.5) / 100
  return r == math.floor(r) and string.format("%d", r) or string.format("%.6g", r)
end
local function points(x, y, width, height)
  return string.format('points="%s,%s %s,%s %s,%s %s,%s"', n(x), n(y), n(x + width), n(y), n(x + width), n(y + height),
    n(x), n(y + height))
end
local function literal(text) return (text:gsub("%p", "%%%0")) end
-- Core Animation's easeIn, cubic-bezier(0.42, 0, 1, 1): y where x(s) = t, s found by bisection.
local function easeIn(t)
  local function bezier(s, a, b) local u = 1 - s return 3 * u * u * s * a + 3 * u * s * s * b + s * s * s end
  local lo, hi = 0, 1
  for _ = 1, 60 do
    local mid = (lo + hi) / 2
    if bezier(mid, 0.42, 1) < t then lo = mid else hi = mid end
  end
  return bezier((lo + hi) / 2, 0, 1)
end
UIView.animate(1, function() card.frame = {200, 300, 100, 100} end, {curve = "easeIn"})
wait(0.5)
local p = easeIn(0.5)
local x, y = 200 * p, 100 + 200 * p
assertEqual(near(card.presentationFrame.x, x) and near(card.presentationFrame.y, y), true)
local svg = render(nil, {at = {250, 350}})
local function count(pattern) local k = 0 for _ in svg:gmatch(pattern) do k = k + 1 end return k end
assertEqual(svg:find(literal(points(x, y, 100, 100)) .. '[^>]*><title>UIView &quot;card&quot;') ~= nil, true,
  "the card is drawn at its presentation, " .. points(x, y, 100, 100))
assertEqual(svg:find(literal(points(x + 10, y + 10, 50, 50)) .. '[^>]*><title>UIView &quot;inner&quot;') ~= nil, true,
  "its subview moves with it")
assertEqual(svg:find('<polygon class="model%-frame" ' .. literal(points(200, 300, 100, 100))
  .. ' fill="none" stroke="[^"]+" stroke%-width="2" stroke%-dasharray="6,3"><title>'
  .. literal('UIView &quot;card&quot; is being animated: drawn at its presentation ' .. tostring(card.presentationFrame)
  .. ', touches are tested at its model frame (200,300,100,100), where it refuses them until the animation ends')) ~= nil,
  true, "the model frame, dashed, where hit testing looks")
assertEqual(count('class="model%-frame"'), 1, "only the view being animated has a model frame")
assertEqual(count('stroke%-dasharray'), 1, "no other outline is dashed")
assertEqual(svg:find('<text class="model%-label"[^>]*>model frame %(hit testing%)</text>') ~= nil, true, "named on the picture")
assertEqual(svg:find('>being animated</text>') ~= nil, true, "the legend says it")
assertEqual(svg:find('>UIView &quot;card&quot; is being animated: drawn at its presentation') ~= nil, true)
assertEqual(svg:find('>UIView &quot;card&quot;: skipped: being animated') ~= nil, true, "the hit test at the model frame")
sim.settle()
svg = render()
assertEqual(svg:find("model%-frame"), nil, "no mark once the animation is over")
assertEqual(svg:find(literal(points(200, 300, 100, 100)) .. '[^>]*><title>UIView &quot;card&quot;') ~= nil, true)

print("animations: ok")
