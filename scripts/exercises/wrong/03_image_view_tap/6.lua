-- Mistake: the forums' first try: a tap recognizer on the image view, whose interaction is still off.
-- Expect: the tap recognizer added to the photo never sees a touch: a UIImageView is made with userInteractionEnabled false
photo:addGestureRecognizer(UITapGestureRecognizer{action = function() photo.likes = (photo.likes or 0) + 1 end})
