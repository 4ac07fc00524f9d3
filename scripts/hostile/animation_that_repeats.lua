-- Attack: an animation whose completion starts it again (issue 31, S3.12): a
-- spinner. Every later tap or drag settled the clock through its endless
-- chain and failed with "settle: timers kept scheduling new timers", 100,000
-- seconds later. An animation started by the end of the one before, ten times
-- in a row, now repeats as far as settling goes: gestures end, and the
-- spinner goes on as time moves. A chain of three still ends before a tap
-- returns, as before.
-- Exit: 0
local w = UIWindow{} w:makeKeyAndVisible()
local chained = UIView{name = "chained", frame = {0, 200, 50, 50}}
w:addSubview(chained)
local steps = 0
local function step()
  steps = steps + 1
  if steps < 3 then UIView.animate(0.5, function() chained.frame = {steps * 60, 200, 50, 50} end, step) end
end
UIView.animate(0.5, function() chained.frame = {10, 200, 50, 50} end, step)
print("tap:", tap(300, 600), "chain of three done:", steps, chained.frame, sim.now)
local v = UIView{name = "spinner", frame = {0, 0, 50, 50}}
w:addSubview(v)
local turns = 0
local function spin()
  turns = turns + 1
  UIView.animate(1, function() v.frame = {turns % 2 * 100, 0, 50, 50} end, spin)
end
spin()
print("tap:", tap(300, 300), "turns:", turns, sim.now)
print("tap:", tap(300, 300), "turns:", turns, sim.now)
print(pcall(drag, 300, 300, 300, 500))
wait(5)
print("after 5 s more:", turns, sim.now)
