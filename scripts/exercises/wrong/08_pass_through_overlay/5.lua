-- Mistake: sends the overlay behind the map: the map then covers the button.
-- Expect: your code used sendSubviewToBack
window:sendSubviewToBack(overlay)
