-- Mistake: calls the card's touchesBegan directly instead of passing the touch on.
-- Expect: it was called directly
function icon:touchesBegan(touches, event)
  handled[#handled + 1] = "icon"
  card:touchesBegan(touches, event)
end
