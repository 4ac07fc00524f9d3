-- Exercise: The photo ignores taps
-- Task: The photo is a UIImageView that overrides touchesBegan, but tapping it does
--   nothing: the tap goes to the view behind. Make the photo get its taps.
-- Hint: UIImageView and UILabel start with one property set differently from
--   UIView. explain() names it.

local window = UIWindow{} window:makeKeyAndVisible()
local photo = UIImageView{name = "photo", frame = {50, 50, 200, 200}, image = "cat.png"}
window:addSubview(photo)
local touched = false
function photo:touchesBegan(touches, event) touched = true end

-- >>> your code
-- fix the photo here
-- <<< your code

-- Checks: do not change what follows.
tap(100, 100)
expect(touched, "the photo's touchesBegan did not run; explain(100, 100) shows why")
