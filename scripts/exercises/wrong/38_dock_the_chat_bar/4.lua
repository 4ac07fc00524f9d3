-- Mistake: makes the bar the accessory of its own text field: it shows only while the field is first responder.
-- Expect: with no keyboard up, the bar's bottom is not at y 667: the bar is the inputAccessoryView of its own field
input.inputAccessoryView = bar
