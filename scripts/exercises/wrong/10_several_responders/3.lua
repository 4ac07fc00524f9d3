-- Mistake: (gaming the check) notes the card itself.
-- Expect: the card never saw the tap
function icon:touchesBegan(touches, event)
  handled[#handled + 1] = "icon"
  handled[#handled + 1] = "card"
end
