-- Mistake: the right wish, written to UIKit's timing instead of the pad.
-- Expect: change the pad, not UIKit
UIScrollView.defaults.contentTouchDelay = 0
