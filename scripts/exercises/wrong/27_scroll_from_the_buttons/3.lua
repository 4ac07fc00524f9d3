-- Mistake: buttons that take no touches let every drag scroll, and every tap fall through.
-- Expect: userInteractionEnabled changed
for _, b in ipairs(buttons) do b.userInteractionEnabled = false end
