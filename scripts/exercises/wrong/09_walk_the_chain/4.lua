-- Mistake: (gaming the check) writes down the button's chain by hand.
-- Expect: namesAfter(panel) returned 5 names
function namesAfter(responder)
  return {"UIView", "UIView", "UIViewController", "UIWindow", "UIApplication"}
end
