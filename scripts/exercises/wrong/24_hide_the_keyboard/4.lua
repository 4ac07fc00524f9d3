-- Mistake: (gaming the check) digs the field out of the view tree.
-- Expect: your code used subviews
vc.view.subviews[1].subviews[1]:resignFirstResponder()
