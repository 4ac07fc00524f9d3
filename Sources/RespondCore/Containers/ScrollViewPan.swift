/// The scroll view and its pan (SPEC 12.4): the scroll view is its pan's
/// delegate, so the delegate questions of SPEC 6 about the pan go to methods
/// defined on the scroll view (a subclass or the instance); the axis test of
/// 11.3 is its built-in `gestureRecognizerShouldBegin`; a touch that stops a
/// deceleration reports the stopped glide at its lift.
extension ScrollViewPanGestureRecognizer {
    /// The scroll view that made this pan, while the pan is on it (nil once a
    /// script moved the pan to another view).
    public var owningScrollView: ScrollView? {
        guard let scrollView = view as? ScrollView, scrollView.panGestureRecognizer === self else { return nil }
        return scrollView
    }
}

extension ScrollView {
    /// UIKit's NSInvalidArgumentException text when a script gives the pan another delegate.
    public static let panDelegateMessage =
        "UIScrollView's built-in pan gesture recognizer must have its scroll view as its delegate."

    /// 11.3: why a drag along `t` may not begin on this scroll view's axes, or nil.
    func axisRefusal(translation t: Point) -> String? {
        if abs(t.y) > abs(t.x), !canScrollVertically {
            return "\(label) cannot scroll vertically (its content fits and it does not always bounce vertically)"
        }
        if abs(t.x) > abs(t.y), !canScrollHorizontally {
            return "\(label) cannot scroll horizontally (its content fits and it does not always bounce horizontally)"
        }
        return nil
    }

    /// The scroll view's answer, as its pan's delegate, to one of SPEC 6's
    /// delegate questions (nil: no method of that name, the default holds).
    /// `shouldBegin` is the view's `gestureRecognizerShouldBegin` override,
    /// asked here only when the touches did not already ask it as a view (6.3 step 1).
    func answerAsPanDelegate(_ pan: ScrollViewPanGestureRecognizer, _ question: String,
                             _ argument: ScriptValue) throws -> Bool? {
        let selector: Selector
        switch question {
        case "shouldBegin":
            guard overrides(.gestureRecognizerShouldBegin),
                  !pan.touches.contains(where: { $0.view === self }) else { return nil }
            return try callOverride(.gestureRecognizerShouldBegin, ScriptArguments(.object(pan), count: 1)).isTruthy
        case "shouldRecognizeSimultaneouslyWith": selector = .shouldRecognizeSimultaneouslyWith
        case "shouldRequireFailureOf": selector = .shouldRequireFailureOf
        case "shouldBeRequiredToFailBy": selector = .shouldBeRequiredToFailBy
        case "shouldReceiveTouch": selector = .shouldReceiveTouch
        default: return nil
        }
        guard overrides(selector) else { return nil }
        let arguments: ScriptArguments
        if case .none = argument {
            arguments = ScriptArguments(.object(pan), count: 1)
        } else {
            arguments = ScriptArguments(.object(pan), argument, count: 2)
        }
        return try callOverride(selector, arguments).isTruthy
    }

    /// Rule 5: the touch that stopped a deceleration lifted without dragging.
    func reportStoppedGlide() throws {
        glideStopPending = false
        engine.trace(TraceRecord(.gesture, time: engine.clock.now, view: self, recognizer: panGestureRecognizer,
                                 reason: "the touch that stopped the deceleration lifted: scrollViewDidEndDragging(false), then scrollViewDidEndDecelerating"))
        try tellDelegate("scrollViewDidEndDragging", .bool(false))
        try tellDelegate("scrollViewDidEndDecelerating")
    }
}
