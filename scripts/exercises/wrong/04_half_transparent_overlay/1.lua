-- Mistake: sends the overlay behind the list: taps reach the list, but the overlay no longer covers it.
-- Expect: your code used sendSubviewToBack
window:sendSubviewToBack(overlay)
