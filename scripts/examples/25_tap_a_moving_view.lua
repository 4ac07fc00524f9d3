-- Seed: none (SPEC 11.8)
-- "My button ignores taps while it animates", and "the tap lands where the view is
-- going, not where I see it". UIView.animate changes the model at once and draws
-- the view moving (the presentation) over the duration; hit testing uses the model
-- (SPEC 11.8). And during an animation "user interactions are temporarily disabled
-- for the views being animated" unless the options allow it. Here a button slides
-- from the left edge to the right in 1 s, and we tap at t = 0.5 s.
local window = UIWindow{} window:makeKeyAndVisible()
local buy = UIButton{name = "Buy", frame = {0, 300, 100, 60}}
window:addSubview(buy)
local start = 0.0   -- when the animation began; times below count from it
buy:addTarget(nil, function() print(string.format("  Buy tapped (t = %.2f s)", sim.now - start)) end, "touchUpInside")

local function slide(options, explainIt)
  buy.frame = CGRect(0, 300, 100, 60)
  start = sim.now
  UIView.animate(1, function() buy.frame = CGRect(275, 300, 100, 60) end, options)
  wait(0.5)
  print(string.format("at t = %.2f s: drawn at %s, model frame %s", sim.now - start,
    tostring(buy.presentationFrame), tostring(buy.frame)))
  if explainIt then explain(325, 330) end
  print("tap where it is drawn (187, 330):")
  tap(187, 330, {settle = false})
  print("tap at its final place (325, 330):")
  local hit = tap(325, 330, {settle = false})
  print("  hit " .. tostring(hit))
  sim.settle()
end

print("-- UIView.animate(1, ...), the default options")
slide(nil, true)
print("-- with {allowUserInteraction = true}")
slide({allowUserInteraction = true})
