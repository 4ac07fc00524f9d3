/// The two recognizers a `ScrollView` makes for itself, as UIKit's does (their
/// class names are UIKit's). Together they are SPEC 11.1: the scroll view's
/// content touches go through SPEC 6's one mechanism — a recognizer that
/// holds a touch's `began` back (`delaysTouchesBegan`), and a pan whose
/// recognition cancels the view's touches (`cancelsTouchesInView`) — with no
/// special case in the dispatcher.

/// UIScrollViewDelayedTouchesBeganGestureRecognizer: the content-touch timer.
/// It never recognizes. It holds a content touch's `began` back (SPEC 6.6) until
/// the scroll view has decided about that touch, then lets go of the touch
/// (`ignore`), and the arbiter delivers what it held:
/// - a touch on the scroll view itself is let go at once (there is no content to wait for);
/// - a touch-down while the scroll view decelerates stops it, and the content never gets that touch (11.1 rule 5);
/// - with `delaysContentTouches` false, `touchesShouldBegin` is asked at once (rule 2);
/// - otherwise after `contentTouchDelay` (rule 1), or at the touch's end if that comes first.
/// `touchesShouldBegin` true: the held phases are delivered; false: the touch is withheld from the content.
/// If the pan begins first it prevents this recognizer (SPEC 6.4), and its
/// `cancelsTouchesInView` drops the held `began` (SPEC 6.6): the content never sees the touch.
public final class DelayedTouchesBeganGestureRecognizer: GestureRecognizer {
    public override class var uikitName: String { "UIScrollViewDelayedTouchesBeganGestureRecognizer" }
    public override class var isContinuous: Bool { false }
    public override class var canBegin: Bool { false }

    /// The content-touch timer of each touch still held, by touch.
    private var timersByTouch: [(touch: Touch, timer: Int)] = []

    override init(engine: Engine) {
        super.init(engine: engine)
        delaysTouchesBegan = true
        delaysTouchesEnded = false
        cancelsTouchesInView = false
    }

    private var scrollView: ScrollView? { view as? ScrollView }

    public override func defaultTouches(_ phase: TouchPhase, _ touches: [Touch], _ event: Event) throws {
        guard let scrollView else {
            // Moved to a view that is no scroll view: it has nothing to decide.
            for touch in touches where isHolding(touch) { ignore(touch) }
            return
        }
        switch phase {
        case .began:
            for touch in touches { try began(touch, in: scrollView) }
        case .ended:
            // A quick tap: the scroll view decides at the touch-up (rule 1).
            for touch in touches where isHolding(touch) { try decide(touch, in: scrollView, atTouchUp: true) }
        case .cancelled:
            for touch in touches where isHolding(touch) {
                stopTimer(of: touch)
                engine.dispatcher.withhold(touch, reason: "its touch was cancelled before \(scrollView.label) let the content have it")
                ignore(touch)
            }
        case .moved, .stationary:
            break
        }
    }

    private func began(_ touch: Touch, in scrollView: ScrollView) throws {
        if scrollView.isDecelerating {
            scrollView.stopDecelerating()
            scrollView.glideStopPending = true
            note("the touch stopped \(scrollView.label) decelerating; the content does not get it")
            engine.dispatcher.withhold(touch, reason: "it stopped \(scrollView.label) decelerating")
            return ignore(touch)
        }
        guard let content = touch.view, content !== scrollView, touch.isDeliveredToView else { return ignore(touch) }
        guard scrollView.delaysContentTouches else { return try decide(touch, in: scrollView, atTouchUp: false) }
        let delay = engine.tunables.contentTouchDelay
        note("content touch delayed \(formatNumber(delay)) s (delaysContentTouches): \(content.label) waits")
        let timer = schedule(after: delay, "content touch delay of \(scrollView.label) over") { [self] in
            if let scrollView = self.scrollView, self.isHolding(touch) { try self.decide(touch, in: scrollView, atTouchUp: false) }
        }
        timersByTouch.append((touch, timer))
    }

    private func isHolding(_ touch: Touch) -> Bool { touches.contains { $0 === touch } }

    /// Asks `touchesShouldBegin`, then lets go of the touch: true delivers what
    /// was held, false keeps the touch from the content for good.
    private func decide(_ touch: Touch, in scrollView: ScrollView, atTouchUp: Bool) throws {
        stopTimer(of: touch)
        guard let content = touch.view else { return ignore(touch) }
        let begins = try scrollView.touchesShouldBegin([touch], engine.dispatcher.event, content)
        // The question ran a script, which may have ended this recognizer's part in the touch.
        guard isHolding(touch) else { return }
        let when = atTouchUp ? " at the touch-up" : ""
        // SPEC 12.1 rule 6: an override is named as called only when a script's ran.
        let answered = scrollView.overrides(.touchesShouldBegin) ? "→" : "not overridden, default"
        if begins {
            note("touchesShouldBegin(\(content.label)) \(answered) true\(when): the content gets the touch")
        } else {
            note("touchesShouldBegin(\(content.label)) → false\(when): the content gets nothing of this touch")
            engine.dispatcher.withhold(touch, reason: "touchesShouldBegin of \(scrollView.label) answered false")
        }
        ignore(touch)
    }

    private func stopTimer(of touch: Touch) {
        guard let i = timersByTouch.firstIndex(where: { $0.touch === touch }) else { return }
        cancelTimer(timersByTouch[i].timer)
        timersByTouch.remove(at: i)
    }

    /// It only delays; it never prevents another recognizer.
    public override func defaultCanPrevent(_ other: GestureRecognizer) -> Bool { false }

    public override func defaultReset() {
        timersByTouch.removeAll()
    }

    /// A trace record, its text made only while a trace is on (most taps on a
    /// scroll view's content have none, and the text formats numbers).
    private func note(_ reason: @autoclosure () -> String) {
        guard engine.isTracing else { return }
        engine.trace(TraceRecord(.gesture, time: engine.clock.now, view: view, recognizer: self, reason: reason()))
    }
}

/// UIScrollViewPanGestureRecognizer: the scroll view's pan. Before it begins it
/// asks its scroll view whether the drag may scroll (SPEC 11.1 rule 3, 11.3);
/// a refusal fails it, so the content keeps the touch or an enclosing scroll
/// view's pan can begin.
public final class ScrollViewPanGestureRecognizer: PanGestureRecognizer {
    public override class var uikitName: String { "UIScrollViewPanGestureRecognizer" }

    /// The translation when the pan last tried to begin (for the axis test,
    /// which an override of `gestureRecognizerShouldBegin` may call later).
    public internal(set) var attemptedTranslation = Point.zero

    override func refusalToBegin(translation: Point) throws -> String? {
        attemptedTranslation = translation
        guard let scrollView = view as? ScrollView else { return nil }
        return try scrollView.dragRefusal(translation: translation, touches: touches)
    }

    /// A touch that stopped a deceleration and lifts without dragging: the
    /// delegate hears `scrollViewDidEndDragging(false)`, then
    /// `scrollViewDidEndDecelerating` (SPEC 12.4 rule 5).
    public override func defaultTouches(_ phase: TouchPhase, _ touches: [Touch], _ event: Event) throws {
        try super.defaultTouches(phase, touches, event)
        guard phase == .ended || phase == .cancelled, activeTouches.isEmpty,
              let scrollView = owningScrollView, scrollView.glideStopPending else { return }
        try scrollView.reportStoppedGlide()
    }

    public override func defaultReset() {
        super.defaultReset()
        attemptedTranslation = .zero
        // The pan failed before the stopping touch lifted (a drag along an axis
        // it cannot scroll): it resets as that touch lifts, and reports then.
        guard let scrollView = owningScrollView, scrollView.glideStopPending else { return }
        do {
            try scrollView.reportStoppedGlide()
        } catch {
            engine.warn("\(scrollView.label): the delegate failed while told that its deceleration stopped: \(error)")
        }
    }
}
