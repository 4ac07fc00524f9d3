#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// UIScrollView (SPEC 11.1–11.3): a view whose `bounds.origin` (`contentOffset`)
/// moves with a drag, and which decides, touch by touch, whether a touch on its
/// content is for the content or for scrolling.
///
/// It makes two recognizers for itself, first in its `gestureRecognizers`
/// (ScrollViewRecognizers.swift): the content-touch timer (11.1 rules 1, 2, 5)
/// and its pan, which asks `dragRefusal` before it begins (rule 3, 11.3). What
/// the pan does once it has begun — moving the offset, deceleration, paging,
/// the delegate's calls — is here (11.2).
open class ScrollView: View {
    open override class var uikitName: String { "UIScrollView" }

    public let delayedTouchesRecognizer: DelayedTouchesBeganGestureRecognizer
    public let panGestureRecognizer: ScrollViewPanGestureRecognizer

    public var contentSize = Size.zero
    public var contentInset = EdgeInsets.zero
    /// Content touches wait for the content-touch delay (11.1 rule 1) or not (rule 2).
    public var delaysContentTouches = true
    /// Whether a drag may take a touch the content is tracking (11.1 rule 3).
    public var canCancelContentTouches = true
    /// Off: no pan, no content delay; content touches are delivered at once (11.1 rule 4).
    public var scrollEnabled = true {
        didSet {
            panGestureRecognizer.enabled = scrollEnabled
            delayedTouchesRecognizer.enabled = scrollEnabled
            if !scrollEnabled { stopDecelerating() }
        }
    }
    public var bounces = true
    public var alwaysBounceVertical = false
    public var alwaysBounceHorizontal = false
    public var pagingEnabled = false
    /// Per millisecond: 0.998 "normal", 0.99 "fast" (SPEC 11.2).
    public var decelerationRate = ScrollView.normalDeceleration
    public static let normalDeceleration = 0.998
    public static let fastDeceleration = 0.99

    public enum KeyboardDismissMode: String, CaseIterable, Sendable { case none, onDrag }
    public var keyboardDismissMode = KeyboardDismissMode.none

    /// Its pan has begun and not ended.
    public private(set) var isDragging = false
    /// The offset moves on after a release (11.2).
    public var isDecelerating: Bool { deceleration != nil }
    /// Set by the host while it keeps a delegate table for this scroll view: the
    /// engine calls the delegate only then.
    public var hostHasDelegate = false

    private var dragStartOffset = Point.zero
    /// A touch-down stopped a deceleration and its pan has not begun: the
    /// delegate hears of the stopped glide at that touch's lift (SPEC 12.4 rule 5).
    var glideStopPending = false

    public override init(engine: Engine, frame: Rect = .zero) {
        delayedTouchesRecognizer = DelayedTouchesBeganGestureRecognizer(engine: engine)
        panGestureRecognizer = ScrollViewPanGestureRecognizer(engine: engine)
        super.init(engine: engine, frame: frame)
        // Numbered when made, as what scripts make is, not when first named
        // (which would depend on whether a trace names them first).
        _ = delayedTouchesRecognizer.serial
        _ = panGestureRecognizer.serial
        // Weak: a script may keep the pan (and move it to another view) after the
        // scroll view is gone.
        panGestureRecognizer.actionHandlers.append { [weak self] pan in
            if let self, let pan = pan as? PanGestureRecognizer, pan.view === self { try self.panned(pan) }
        }
        addGestureRecognizer(delayedTouchesRecognizer)
        addGestureRecognizer(panGestureRecognizer)
    }

    // MARK: The offset and its range (11.2)

    /// `bounds.origin`. Setting it here moves it and nothing else; scripts go
    /// through `setContentOffset`, which also tells the delegate.
    public var contentOffset: Point {
        get { bounds.origin }
        set { bounds.origin = newValue }
    }

    /// The offsets a drag can reach: from −inset.left to contentSize.width −
    /// bounds.width + inset.right (at least −inset.left), likewise vertically.
    public var offsetRange: (min: Point, max: Point) {
        let size = bounds.size
        let minimum = Point(-contentInset.left, -contentInset.top)
        let maximum = Point(max(minimum.x, contentSize.width - size.width + contentInset.right),
                            max(minimum.y, contentSize.height - size.height + contentInset.bottom))
        return (minimum, maximum)
    }

    private func clamped(_ p: Point) -> Point {
        let (lo, hi) = offsetRange
        return Point(min(max(p.x, lo.x), hi.x), min(max(p.y, lo.y), hi.y))
    }

    /// Whether a drag may begin along the axis (11.3): the content does not fit,
    /// or it may bounce there (`alwaysBounce…` counts only with `bounces`).
    public var canScrollHorizontally: Bool {
        let (lo, hi) = offsetRange
        return hi.x > lo.x || (bounces && alwaysBounceHorizontal)
    }

    public var canScrollVertically: Bool {
        let (lo, hi) = offsetRange
        return hi.y > lo.y || (bounces && alwaysBounceVertical)
    }

    /// `setContentOffset(p)`: moves at once (stopping any deceleration) and tells the delegate.
    public func setContentOffset(_ p: Point) throws {
        stopDecelerating()
        try moveOffset(to: p)
    }

    /// Every offset change the engine makes goes through here.
    private func moveOffset(to p: Point) throws {
        guard p != contentOffset else { return }
        try contentOffsetWillChange()
        contentOffset = p
        try contentOffsetDidChange()
        try tellDelegate("scrollViewDidScroll")
    }

    /// Subclasses lay out what the new offset shows (a table's rows).
    open func contentOffsetDidChange() throws {}
    /// A subclass may refuse the change (a table busy asking its data source).
    open func contentOffsetWillChange() throws {}

    /// `isTracking`: a touch whose hit view is this scroll view or inside its content is down.
    public var isTracking: Bool {
        engine.dispatcher.event.allTouches.contains { touch in
            guard !touch.phase.isFinal, let v = touch.view else { return false }
            return v === self || v.isDescendant(of: self)
        }
    }

    // MARK: Content touches (11.1)

    /// The scroll view is its pan's delegate (SPEC 12.4): UIKit's one selector
    /// serves the view and the delegate, and its built-in answer for its own pan
    /// is the axis test of 11.3 (ScrollViewPan.swift).
    open override func defaultGestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
        guard recognizer === panGestureRecognizer else { return super.defaultGestureRecognizerShouldBegin(recognizer) }
        return axisRefusal(translation: panGestureRecognizer.attemptedTranslation) == nil
    }

    /// `touchesShouldBegin(touches, event, view)`: whether the content view gets
    /// the touches (default true).
    public final func touchesShouldBegin(_ touches: [Touch], _ event: Event, _ view: View) throws -> Bool {
        if overrides(.touchesShouldBegin) {
            return try callOverride(.touchesShouldBegin, ScriptArguments(.touches(touches), .object(event), .object(view), count: 3)).isTruthy
        }
        return true
    }

    /// `touchesShouldCancel(view)`: whether a drag may take the touch the content
    /// view is tracking (default: true unless the view is a UIControl) [doc].
    public final func touchesShouldCancel(_ view: View) throws -> Bool {
        if overrides(.touchesShouldCancel) {
            return try callOverride(.touchesShouldCancel, ScriptArguments(.object(view), count: 1)).isTruthy
        }
        return defaultTouchesShouldCancel(view)
    }

    public func defaultTouchesShouldCancel(_ view: View) -> Bool { !(view is Control) }

    /// Asked by the pan when the fingers have moved far enough: why it may not
    /// begin, or nil. 11.3 first (an axis it cannot scroll leaves the drag to an
    /// enclosing scroll view), then 11.1 rule 3 for each touch the content tracks.
    func dragRefusal(translation t: Point, touches: [Touch]) throws -> String? {
        // An override of gestureRecognizerShouldBegin replaces the axis test
        // (SPEC 12.4 rule 2); it is asked with the other begin checks.
        if !overrides(.gestureRecognizerShouldBegin), let refusal = axisRefusal(translation: t) { return refusal }
        for touch in touches {
            guard touch.isDeliveredToView, !touch.suppressed, touch.deliveredBegan, !touch.deliveredEnd,
                  let content = touch.view, content !== self else { continue }
            guard canCancelContentTouches else {
                return "canCancelContentTouches is false and \(content.label) is tracking the touch: scroll refused"
            }
            let cancels = try touchesShouldCancel(content)
            // SPEC 12.1 rule 6: an override is named as called only when a script's ran.
            let answered = overrides(.touchesShouldCancel) ? "→" : "not overridden, default"
            if !cancels {
                let control = overrides(.touchesShouldCancel) ? "" : " (a UIControl)"
                return "touchesShouldCancel(\(content.label)) \(answered) false\(control): scroll refused"
            }
            engine.trace(TraceRecord(.gesture, time: engine.clock.now, view: self, recognizer: panGestureRecognizer,
                                     reason: "touchesShouldCancel(\(content.label)) \(answered) true: the drag takes the touch"))
        }
        return nil
    }

    /// For `explain`: what this scroll view does with a touch on `content`, one of
    /// its descendants (11.1), in the order it would happen.
    public func contentTouchText(for content: View) -> String {
        guard scrollEnabled else {
            return Words("\(label): scrollEnabled is false, so the touch goes to the content at once and nothing scrolls",
                         "\(label)：scrollEnabled 为 false，所以触摸立刻交给内容，什么也不会滚动").text()
        }
        if isDecelerating {
            return Words("\(label) is decelerating: a touch stops it and reaches no content",
                         "\(label) 正在减速滚动：一次触摸会让它停下，而不会交给任何内容").text()
        }
        var parts: [Words] = []
        let asks = overrides(.touchesShouldBegin)
            ? Words("asks its touchesShouldBegin override", "问它重写的 touchesShouldBegin")
            : Words("asks touchesShouldBegin (true by default)", "问 touchesShouldBegin（默认返回 true）")
        let delay = formatNumber(engine.tunables.contentTouchDelay)
        parts.append(delaysContentTouches
            ? Words("\(label) holds the touch \(delay) s (delay, delaysContentTouches), then \(asks.en)",
                    "\(label) 先把触摸扣住 \(delay) 秒（delaysContentTouches），然后\(asks.zh)")
            : Words("\(label) \(asks.en) at touch-down (delaysContentTouches is false)",
                    "\(label) 在手指按下时就\(asks.zh)（delaysContentTouches 为 false）"))
        let axes = [canScrollHorizontally ? ("horizontally", "横向") : nil, canScrollVertically ? ("vertically", "纵向") : nil]
            .compactMap { $0 }
        let axesEn = axes.map(\.0).joined(separator: " or "), axesZh = axes.map(\.1).joined(separator: "或")
        if axes.isEmpty {
            parts.append(Words("it cannot scroll (its content fits), so drags go to an enclosing scroll view",
                               "它不能滚动（内容放得下），所以拖动会交给外层的滚动视图"))
        } else if !canCancelContentTouches {
            parts.append(Words("once \(content.label) tracks the touch, a drag never scrolls (canCancelContentTouches is false)",
                               "一旦 \(content.label) 开始跟踪这次触摸，拖动就不会滚动（canCancelContentTouches 为 false）"))
        } else if overrides(.touchesShouldCancel) {
            parts.append(Words("a drag \(axesEn) asks its touchesShouldCancel override whether to take the touch from \(content.label)",
                               "\(axesZh)拖动时，会问它重写的 touchesShouldCancel 是否从 \(content.label) 手里拿走这次触摸"))
        } else if defaultTouchesShouldCancel(content) {
            parts.append(Words("a drag \(axesEn) takes the touch: \(content.label) gets touchesCancelled",
                               "\(axesZh)拖动会拿走这次触摸：\(content.label) 收到 touchesCancelled"))
        } else {
            parts.append(Words("once \(content.label) tracks the touch, a drag does not scroll: touchesShouldCancel(\(content.label)) → false (a UIControl)",
                               "一旦 \(content.label) 开始跟踪这次触摸，拖动就不会滚动：touchesShouldCancel(\(content.label)) → false（它是 UIControl）"))
        }
        return Words(parts.map(\.en).joined(separator: "; "), parts.map(\.zh).joined(separator: "；")).text()
    }

    // MARK: Dragging (11.2)

    private func panned(_ pan: PanGestureRecognizer) throws {
        switch pan.state {
        case .began:
            stopDecelerating()
            glideStopPending = false
            isDragging = true
            dragStartOffset = contentOffset
            if keyboardDismissMode == .onDrag, let window { try window.endEditing(true) }
            try tellDelegate("scrollViewWillBeginDragging")
            try moveOffset(to: clamped(dragStartOffset - pan.translation(in: self)))
        case .changed:
            try moveOffset(to: clamped(dragStartOffset - pan.translation(in: self)))
        case .ended:
            isDragging = false
            // The offset moves against the finger.
            let velocity = Point.zero - pan.velocity(in: self)
            if pagingEnabled {
                try moveOffset(to: pageTarget(velocity: velocity))
                try tellDelegate("scrollViewDidEndDragging", .bool(false))
            } else if try !startDecelerating(velocity) {
                try tellDelegate("scrollViewDidEndDragging", .bool(false))
            }
        default:
            isDragging = false
            try tellDelegate("scrollViewDidEndDragging", .bool(false))
        }
    }

    /// 11.11: the page nearest the offset at the release, or, after a flick,
    /// the page next to the one the drag began on, in the flick's direction;
    /// clamped to the pages that exist and to the offset range.
    private func pageTarget(velocity: Point) -> Point {
        let size = bounds.size, (lo, hi) = offsetRange
        let flick = engine.tunables.pagingFlickSpeed
        func axis(_ offset: Double, _ start: Double, _ page: Double, _ content: Double, _ v: Double, _ lo: Double, _ hi: Double) -> Double {
            guard page > 0, hi > lo else { return offset }
            let pages = max(1, (content / page).rounded(.up))
            var index = (offset / page).rounded()
            if abs(v) > flick { index = (start / page).rounded() + (v > 0 ? 1 : -1) }
            index = min(max(index, 0), pages - 1)
            return min(max(index * page, lo), hi)
        }
        return Point(axis(contentOffset.x, dragStartOffset.x, size.width, contentSize.width, velocity.x, lo.x, hi.x),
                     axis(contentOffset.y, dragStartOffset.y, size.height, contentSize.height, velocity.y, lo.y, hi.y))
    }

    // MARK: Deceleration (11.2, 11.11)

    /// A deceleration under way: where and when it started, each axis's
    /// velocity (pt/s, nil once that axis stopped), and its next step's timer.
    private struct Deceleration {
        var start: Point
        var releaseTime: Double
        var velocity: (x: Double?, y: Double?)
        var step = 0
        var timer = 0
    }

    private var deceleration: Deceleration?

    /// Starts decelerating if the release is fast enough on an axis that can move.
    private func startDecelerating(_ v: Point) throws -> Bool {
        let minimum = engine.tunables.minimumDecelerationSpeed
        let (lo, hi) = offsetRange
        let vx: Double? = abs(v.x) >= minimum && hi.x > lo.x ? v.x : nil
        let vy: Double? = abs(v.y) >= minimum && hi.y > lo.y ? v.y : nil
        guard vx != nil || vy != nil else { return false }
        deceleration = Deceleration(start: contentOffset, releaseTime: engine.clock.now, velocity: (vx, vy))
        try tellDelegate("scrollViewDidEndDragging", .bool(true))
        // The delegate may have stopped it (setContentOffset).
        guard deceleration != nil else { return true }
        try tellDelegate("scrollViewWillBeginDecelerating")
        if deceleration != nil { scheduleStep() }
        return true
    }

    /// How long a deceleration may go on (never reached at UIKit's rates,
    /// which stop within seconds).
    public static let longestDeceleration = 60.0

    private func scheduleStep() {
        guard var d = deceleration else { return }
        d.step += 1
        let due = d.releaseTime + Double(d.step) / 60
        d.timer = engine.clock.schedule(after: due - engine.clock.now, label: "\(self.label) decelerating",
                                       subject: self) { [weak self] in
            try self?.decelerationStep()
        }
        deceleration = d
    }

    /// One 1/60 s step: each moving axis goes where the formula of 11.2 puts it
    /// at this time; an axis slower than the stop speed or at an edge stops.
    private func decelerationStep() throws {
        guard var d = deceleration else { return }
        let t = Double(d.step) * 1000 / 60
        let r = decelerationRate
        let stopSpeed = engine.tunables.decelerationStopSpeed
        let (lo, hi) = offsetRange
        var offset = contentOffset
        func advance(_ v: Double?, _ start: Double, _ lo: Double, _ hi: Double, _ value: inout Double) -> Double? {
            guard let v else { return nil }
            let travelled = r < 1 ? v / 1000 * r * (1 - pow(r, t)) / (1 - r) : v / 1000 * t
            let free = start + travelled
            value = min(max(free, lo), hi)
            return abs(v) * pow(r, t) < stopSpeed || free != value ? nil : v
        }
        d.velocity.x = advance(d.velocity.x, d.start.x, lo.x, hi.x, &offset.x)
        d.velocity.y = advance(d.velocity.y, d.start.y, lo.y, hi.y, &offset.y)
        // A rate of 1 never slows down: over a content millions of points long
        // it would move for days, and every later gesture, which waits for the
        // clock to settle, would fail. A deceleration ends where it is after
        // `longestDeceleration` seconds [?].
        if Double(d.step) / 60 >= Self.longestDeceleration { d.velocity = (nil, nil) }
        deceleration = d
        do {
            try moveOffset(to: offset)
        } catch {
            stopDecelerating()
            throw error
        }
        guard deceleration != nil else { return }
        if d.velocity.x == nil, d.velocity.y == nil {
            deceleration = nil
            try tellDelegate("scrollViewDidEndDecelerating")
        } else {
            scheduleStep()
        }
    }

    /// Stops a deceleration where it is (a touch-down, `setContentOffset`, a new
    /// drag). The delegate is not told: UIKit calls `scrollViewDidEndDecelerating`
    /// only when the content comes to rest by itself [obs].
    public func stopDecelerating() {
        guard let d = deceleration else { return }
        engine.clock.cancel(d.timer)
        deceleration = nil
    }

    // MARK: The delegate

    func tellDelegate(_ method: String, _ argument: ScriptValue = .none) throws {
        guard hostHasDelegate, let host = engine.host else { return }
        var arguments = ScriptArguments(count: 0)
        if case .none = argument {} else { arguments = ScriptArguments(argument, count: 1) }
        _ = try host.callDelegate(.delegate, of: self, method, arguments, answer: .any)
    }
}
