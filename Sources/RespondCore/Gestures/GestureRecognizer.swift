/// The states of a gesture recognizer (SPEC 6.2).
public enum GestureState: String, CaseIterable, Sendable {
    case possible, began, changed, ended, cancelled, failed

    public var isFinal: Bool { self == .ended || self == .cancelled || self == .failed }
    /// Began, changed or ended: the recognizer has recognized its gesture.
    public var hasRecognized: Bool { self == .began || self == .changed || self == .ended }

    /// The legal transitions, in one place. `reset` (final → possible) is the
    /// engine's own. (A switch: a table of sets hashed the states' names on
    /// every change.)
    func canMove(to new: GestureState) -> Bool {
        switch self {
        case .possible: new == .began || new == .ended || new == .failed
        case .began, .changed: new == .changed || new == .ended || new == .cancelled
        case .ended, .cancelled, .failed: false
        }
    }
}

/// UIGestureRecognizer: attached to one view, it sees that view's touches (and
/// its subviews') before the view does. Its own recognition logic lives in the
/// subclasses; how recognizers compete lives in `GestureArbiter`.
open class GestureRecognizer: EngineObject {
    open override class var uikitName: String { "UIGestureRecognizer" }
    /// Discrete recognizers fire once, on `ended`; continuous ones on every change.
    open class var isContinuous: Bool { true }
    /// Whether `possible → began` is allowed (false for discrete built-ins).
    open class var canBegin: Bool { true }

    public internal(set) var state: GestureState = .possible
    /// Set by the host while it keeps a delegate, or action targets, for this
    /// recognizer: the engine asks the host about them only then (a question
    /// to the host costs more than the rest of a simple recognizer's event).
    public var hostHasDelegate = false
    public var hostHasTargets = false
    /// A delegate the engine provides itself (a navigation controller's
    /// `_UINavigationInteractiveTransition`, SPEC 12.5 rule 5): the owner keeps
    /// its policy; a script's delegate replaces it.
    public var builtInDelegate: EngineObject?
    /// Counts state changes and resets, so that code that ran scripts can
    /// tell whether the recognizer moved meanwhile (even back to where it was).
    var transitions = 0
    /// The view it is attached to (the view keeps its recognizers).
    @BackPointer public internal(set) var view: View? = nil

    /// Disabling a recognizer that is recognizing cancels it.
    public var enabled = true {
        didSet { if oldValue && !enabled { engine.gestures.recognizerDisabled(self) } }
    }
    public var cancelsTouchesInView = true
    public var delaysTouchesBegan = false
    public var delaysTouchesEnded = true

    /// Touches of the current sequence it tracks, in the order they began.
    public internal(set) var touches: [Touch] = []
    /// Recognizers that must fail before this one may recognize.
    public internal(set) var failureRequirements: [GestureRecognizer] = []
    /// Where it wanted to go while it waits for failure requirements.
    var pendingState: GestureState? {
        didSet {
            if (oldValue == nil) != (pendingState == nil) { engine.gestures.waitingCount += pendingState == nil ? -1 : 1 }
        }
    }
    /// Its place in the arbiter's participants (joining order, from 1); 0
    /// while it is not one. Set by the arbiter only.
    var participantOrder = 0
    /// Ids of this recognizer's timers on the virtual clock.
    var timerIDs: [Int] = []
    /// Touches it recognized with (discrete recognizers report it in their action).
    var recognizedTouchCount: Int?
    /// Swift-side action handlers (scripts keep theirs in the host).
    public var actionHandlers: [(GestureRecognizer) throws -> Void] = []

    public override init(engine: Engine) {
        super.init(engine: engine)
    }

    open override var isHeldByEngine: Bool { view != nil }

    /// Whether it is waiting for something (a timer, a failure requirement); such a
    /// recognizer keeps its state when its touches are gone.
    public var isWaiting: Bool { pendingState != nil || !timerIDs.isEmpty }

    /// The tracked touches that are still down.
    public var activeTouches: [Touch] { touches.filter { !$0.phase.isFinal } }

    /// `numberOfTouches`: touches down now; in a discrete recognizer's action, the
    /// number it recognized with.
    public var numberOfTouches: Int {
        if state == .ended, !Self.isContinuous, let n = recognizedTouchCount { return n }
        return activeTouches.count
    }

    // MARK: Locations

    /// `locationInView(v)`: the centroid of the touches (subclasses refine it).
    open func location(in view: View?) -> Point {
        let points = (activeTouches.isEmpty ? touches : activeTouches).map { $0.location(in: view) }
        return centroid(points)
    }

    /// `locationOfTouch(i, v)`, i from 0.
    public func locationOfTouch(_ index: Int, in view: View?) throws -> Point {
        let current = activeTouches.isEmpty ? touches : activeTouches
        guard index >= 0, index < current.count else {
            throw EngineError.invalidArgument(position: 1, message: "touch index \(index) is out of range (it has \(current.count) touches)")
        }
        return current[index].location(in: view)
    }

    // MARK: Overridable behaviour

    /// The recognizer's touch methods (a script subclass may override them).
    public final func handle(_ phase: TouchPhase, _ touches: [Touch], _ event: Event) throws {
        let selector = phase.selector
        if overrides(selector) {
            _ = try callOverride(selector, ScriptArguments(.touches(touches), .object(event), count: 2))
            return
        }
        try defaultTouches(phase, touches, event)
    }

    /// The built-in recognition logic; the base class does nothing.
    open func defaultTouches(_ phase: TouchPhase, _ touches: [Touch], _ event: Event) throws {}

    /// `reset()`: back to a clean slate; the engine then sets `possible`.
    public final func runReset() throws {
        if overrides(.reset) { _ = try callOverride(.reset, ScriptArguments(count: 0)) }
        defaultReset()
    }

    /// Clears the subclass's own recognition data.
    open func defaultReset() {}

    public final func canPrevent(_ other: GestureRecognizer) throws -> Bool {
        if overrides(.canPrevent) { return try callOverride(.canPrevent, ScriptArguments(.object(other), count: 1)).isTruthy }
        return defaultCanPrevent(other)
    }

    open func defaultCanPrevent(_ other: GestureRecognizer) -> Bool { true }

    public final func canBePrevented(by other: GestureRecognizer) throws -> Bool {
        if overrides(.canBePreventedBy) {
            return try callOverride(.canBePreventedBy, ScriptArguments(.object(other), count: 1)).isTruthy
        }
        return true
    }

    public final func shouldRequireFailure(of other: GestureRecognizer) throws -> Bool {
        if overrides(.shouldRequireFailureOf) {
            return try callOverride(.shouldRequireFailureOf, ScriptArguments(.object(other), count: 1)).isTruthy
        }
        return false
    }

    public final func shouldBeRequiredToFail(by other: GestureRecognizer) throws -> Bool {
        if overrides(.shouldBeRequiredToFailBy) {
            return try callOverride(.shouldBeRequiredToFailBy, ScriptArguments(.object(other), count: 1)).isTruthy
        }
        return false
    }

    // MARK: API

    /// `requireGestureRecognizerToFail(other)`; a requirement that closes a cycle is refused.
    public func requireToFail(_ other: GestureRecognizer) throws {
        if other === self { throw EngineError.invalidArgument(position: 1, message: "a recognizer cannot require itself to fail") }
        if other.requiresFailure(of: self) {
            throw EngineError.invalidArgument(position: 1, message:
                "failure requirements would form a cycle: \(label) waits for \(other.label), which already waits for \(label)")
        }
        if !failureRequirements.contains(where: { $0 === other }) { failureRequirements.append(other) }
    }

    /// Whether `other` is among the recognizers this one waits for, directly or not.
    func requiresFailure(of other: GestureRecognizer) -> Bool {
        var seen: Set<ObjectIdentifier> = []
        var stack = failureRequirements
        while let next = stack.popLast() {
            if next === other { return true }
            if seen.insert(ObjectIdentifier(next)).inserted { stack.append(contentsOf: next.failureRequirements) }
        }
        return false
    }

    /// `ignoreTouch(touch, event)`: stops tracking it; the touch is never cancelled
    /// in the view because of this recognizer.
    public func ignore(_ touch: Touch) {
        touches.removeAll { $0 === touch }
        touch.recognizerLeft(self)
        engine.gestures.touchIgnored(touch)
    }

    /// Moves the state, as a subclass does (`self.state = "began"`). Leaving
    /// `possible` goes through the begin checks, failure requirements and exclusivity.
    /// The reason is made only when a trace records it.
    public func setState(_ new: GestureState, reason: @autoclosure () -> String) throws {
        try engine.gestures.requestTransition(self, to: new, reason: reason())
    }

    // MARK: Timers

    /// Runs `action` after `delay` on the virtual clock while the recognizer
    /// waits. The label is made only if the timer fires while a trace records.
    /// Returns the timer's id (for `cancelTimer`).
    @discardableResult
    func schedule(after delay: Double, _ label: @escaping @autoclosure () -> String, _ action: @escaping () throws -> Void) -> Int {
        var id = 0
        id = engine.clock.schedule(after: delay, label: "\(self.label): \(label())") { [self] in
            if let i = self.timerIDs.firstIndex(of: id) { self.timerIDs.remove(at: i) }
            try self.engine.dispatcher.runFromTimer {
                try action()
                try self.engine.gestures.settleAfterTimer()
            }
        }
        timerIDs.append(id)
        return id
    }

    /// Cancels one of its timers.
    func cancelTimer(_ id: Int) {
        engine.clock.cancel(id)
        if let i = timerIDs.firstIndex(of: id) { timerIDs.remove(at: i) }
    }

    func cancelTimers() {
        for id in timerIDs { engine.clock.cancel(id) }
        timerIDs.removeAll()
    }

    /// How many touches it recognized with (the last tap's fingers for a tap).
    open var touchCountForRecognition: Int { activeTouches.isEmpty ? touches.count : activeTouches.count }

    // MARK: Coordinates

    /// A screen point in `view`'s coordinates (nil: the window's).
    public func convertFromScreen(_ p: Point, to view: View?) -> Point {
        let window = self.view?.window
        let inWindow = window?.convertFromScreen(p) ?? p
        guard let view else { return inWindow }
        return view.convert(inWindow, from: window)
    }

    /// A point in `view`'s coordinates (nil: the window's) on the screen.
    public func convertToScreen(_ p: Point, from view: View?) -> Point {
        let window = self.view?.window
        let inWindow = view.map { $0.convert(p, to: window) } ?? p
        return window?.convertToScreen(inWindow) ?? inWindow
    }

    /// A screen vector in `view`'s coordinates, taken at screen point `at`.
    func convertVector(_ v: Point, at point: Point, to view: View?) -> Point {
        convertFromScreen(point, to: view) - convertFromScreen(point - v, to: view)
    }

    /// The centroid of the touches still down, on the screen.
    var screenCentroid: Point { centroid(activeTouches.map(\.screenLocation)) }

    /// A continuous recognizer's lift or cancel: ends (or cancels) a recognized
    /// gesture, or fails one that never began once every finger is up.
    func finishContinuous(_ phase: TouchPhase) throws {
        if state == .began || state == .changed {
            try setState(phase == .cancelled ? .cancelled : .ended,
                         reason: phase == .cancelled ? "its touch was cancelled" : "a finger lifted")
        } else if state == .possible, activeTouches.isEmpty {
            try fail("fingers lifted before it began")
        }
    }

    /// Fails the recognizer if it is still possible.
    func fail(_ reason: @autoclosure () -> String) throws {
        if state == .possible { try setState(.failed, reason: reason()) }
    }
}

func centroid(_ points: [Point]) -> Point {
    guard !points.isEmpty else { return .zero }
    let sum = points.reduce(Point.zero, +)
    return Point(sum.x / Double(points.count), sum.y / Double(points.count))
}
