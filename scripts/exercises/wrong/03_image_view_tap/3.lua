-- Mistake: (gaming the check) calls touchesBegan itself instead of letting taps through.
-- Expect: (the middle of the photo) goes to window, not to photo
photo:touchesBegan(nil, nil)
