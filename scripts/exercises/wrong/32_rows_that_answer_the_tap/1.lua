-- Mistake: selection is allowed already; the recognizer cancels the cell's touch.
-- Expect: a tap on Cherry did not select it
fruitTable.allowsSelection = true
