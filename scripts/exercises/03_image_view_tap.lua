-- Exercise: The photo ignores taps
-- Task: The photo is a UIImageView that reacts in touchesBegan, but tapping it
--   does nothing: the tap goes to the window behind. Make taps anywhere on the
--   photo reach the photo's touchesBegan, and taps beside it still go to the
--   window. Leave the photo's touchesBegan and everything else as it is.
-- Hint: UIImageView and UILabel start with one property set differently from
--   UIView. explain() names it.
-- Checked by: `respond-lua exercises check 5`, which takes only your code (the
--   lines between `-- >>> your code` and `-- <<< your code`) and runs it inside
--   the shipped copy of this file: the set-up and the checks around your code
--   always come from there, so editing them here changes nothing.

local window <const> = UIWindow{name = "window"} window:makeKeyAndVisible()
local photo <const> = UIImageView{name = "photo", frame = {50, 50, 200, 200}, image = "cat.png"}
window:addSubview(photo)
function photo:touchesBegan(touches, event) self.likes = (self.likes or 0) + 1 end
exercise.rememberLayout(window)   -- frames, flags and order, as they are before your code

-- >>> your code
-- fix the photo here
-- <<< your code

-- Checks
exercise.expectLayoutKept({[photo] = {"userInteractionEnabled"}}, "one property of the photo is enough")
exercise.expectHits({
  {150, 150, photo, "the middle of the photo"},
  {50, 50, photo, "its top-left corner"}, {249, 249, photo, "its bottom-right corner"},
  {49, 150, window, "just left of it"}, {250, 150, window, "just right of it"}, {150, 400, window, "below it"},
})
exercise.record()
tap(150, 150)
expect(exercise.deliveries("touchesBegan", photo) == 1, "a tap on the photo did not reach its touchesBegan")
