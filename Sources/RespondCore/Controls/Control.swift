/// UIControl (SPEC 7): tracking a touch into control events, and target-action.
open class Control: View {
    open override class var uikitName: String { "UIControl" }

    public var enabled = true {
        didSet { updateRefusesFlag() }
    }
    public var selected = false
    public internal(set) var highlighted = false
    public internal(set) var tracking = false
    public internal(set) var touchInside = false

    /// The names among highlighted, disabled, selected that hold (empty: normal).
    public var state: [String] {
        var out: [String] = []
        if highlighted { out.append("highlighted") }
        if !enabled { out.append("disabled") }
        if selected { out.append("selected") }
        return out
    }

    // MARK: Target-action (SPEC 7.3)

    public struct TargetAction {
        public let target: ActionTarget?
        public let action: Action
        public internal(set) var events: [ControlEvent]
    }

    /// In the order added; an existing (target, action) pair gets its events merged.
    public private(set) var targetActions: [TargetAction] = []

    public func addTarget(_ target: ActionTarget?, action: Action, for events: [ControlEvent]) {
        if let i = targetActions.firstIndex(where: { $0.target == target && $0.action == action }) {
            for event in events where !targetActions[i].events.contains(event) { targetActions[i].events.append(event) }
            return
        }
        targetActions.append(TargetAction(target: target, action: action, events: events))
    }

    /// A nil target or a nil action matches every pair; pairs left with no events go.
    public func removeTarget(_ target: ActionTarget?, action: Action?, for events: [ControlEvent]) {
        for i in targetActions.indices.reversed() {
            let entry = targetActions[i]
            guard target == nil || entry.target == target, action == nil || entry.action == action else { continue }
            targetActions[i].events.removeAll { events.contains($0) }
            if targetActions[i].events.isEmpty { targetActions.remove(at: i) }
        }
    }

    /// Distinct non-nil targets.
    public var allTargets: [ActionTarget] {
        var out: [ActionTarget] = []
        for entry in targetActions { if let t = entry.target, !out.contains(t) { out.append(t) } }
        return out
    }

    /// `sendActionsForControlEvents(events)`: each event in turn, every matching pair in the order added.
    public func sendActions(for events: [ControlEvent], event: Event?) throws {
        for controlEvent in events {
            engine.trace(TraceRecord(.control, time: engine.clock.now, view: self, event: controlEvent.rawValue))
            for entry in targetActions where entry.events.contains(controlEvent) {
                let handled = try sendAction(entry.action, to: entry.target, event: event)
                if !handled, entry.target == nil, case .named(let name) = entry.action, !overrides(.sendAction) {
                    engine.application.warnUnhandledNilTarget(name, from: self)
                }
            }
            for (builtInEvent, handler) in builtInActions where builtInEvent == controlEvent {
                engine.trace(TraceRecord(.action, time: engine.clock.now, view: self, action: "(built-in)", event: controlEvent.rawValue))
                try handler(self)
            }
        }
    }

    /// What the engine's own controls do (a navigation bar's back button pops),
    /// after the scripts' targets, for each event.
    public var builtInActions: [(ControlEvent, (Control) throws -> Void)] = []

    /// `sendAction(action, target, event)`: hands the action to the application.
    @discardableResult
    public final func sendAction(_ action: Action, to target: ActionTarget?, event: Event?) throws -> Bool {
        if overrides(.sendAction) {
            return try callOverride(.sendAction, ScriptArguments(.action(action), .target(target),
                                                                  event.map { .object($0) } ?? .none, count: 3)).isTruthy
        }
        return try controlSendAction(action, to: target, event: event)
    }

    public final func controlSendAction(_ action: Action, to target: ActionTarget?, event: Event?) throws -> Bool {
        try engine.application.sendAction(action, to: target, from: self, event: event)
    }

    // MARK: Tracking (SPEC 7.2)

    private(set) var trackedTouch: Touch?

    open override func defaultTouches(_ phase: TouchPhase, _ touches: [Touch], _ event: Event) throws {
        try controlTouches(phase, touches, event)
    }

    open override class var handlesTouchesItself: Bool { true }

    /// Touches whose `touchesBegan` this control handed up the chain (it did not
    /// track them); only their later phases follow, so no responder up the chain
    /// gets a phase of a touch it never saw begin.
    private var forwardedTouches: [Touch] = []

    private func forwardBegan(_ touches: [Touch], _ event: Event) throws {
        forwardedTouches.append(contentsOf: touches.filter { t in !forwardedTouches.contains { $0 === t } })
        try responderTouches(.began, touches, event)
    }

    /// Hands on the later phase of touches whose began was handed on.
    private func forwardLater(_ phase: TouchPhase, _ touches: [Touch], _ event: Event) throws {
        let mine = touches.filter { t in forwardedTouches.contains { $0 === t } }
        if phase.isFinal { forwardedTouches.removeAll { t in mine.contains { $0 === t } } }
        if !mine.isEmpty { try responderTouches(phase, mine, event) }
    }

    /// UIControl's touch handling: tracks the first touch and sends control
    /// events, one method per phase below.
    public final func controlTouches(_ phase: TouchPhase, _ touches: [Touch], _ event: Event) throws {
        switch phase {
        case .began: try trackingBegan(touches, event)
        case .moved, .stationary: try trackingMoved(phase, touches, event)
        case .ended: try trackingEnded(touches, event)
        case .cancelled: try trackingCancelled(touches, event)
        }
    }

    /// The first touch, on an enabled control that is not tracking, starts
    /// tracking when `beginTracking` agrees: touchDown (and touchDownRepeat for
    /// a second tap). Any other touch goes up the chain.
    private func trackingBegan(_ touches: [Touch], _ event: Event) throws {
        guard !tracking, enabled, let touch = touches.first else {
            if !tracking { try forwardBegan(touches, event) }
            return
        }
        guard try beginTracking(touch, event) else {
            try forwardBegan(touches, event)
            return
        }
        // A script's beginTracking may have let time run (sim.settle) and a
        // recognizer cancel the touch meanwhile: then there is nothing to track.
        if touch.deliveredEnd || tracking { return }
        trackedTouch = touch
        tracking = true
        touchInside = true
        highlighted = true
        var events: [ControlEvent] = [.touchDown]
        if touch.tapCount >= 2 { events.append(.touchDownRepeat) }
        try sendActions(for: events, event: event)
    }

    /// The tracked touch moved: `continueTracking`, then drag enter/exit and
    /// drag inside/outside by the tracking rectangle.
    private func trackingMoved(_ phase: TouchPhase, _ touches: [Touch], _ event: Event) throws {
        guard tracking, let touch = trackedTouch, touches.contains(where: { $0 === touch }) else {
            if !tracking { try forwardLater(phase, touches, event) }
            return
        }
        guard try continueTracking(touch, event) else {
            if stillTracks(touch) { endTrackingState() }
            return
        }
        // Each script call (continueTracking, pointInside) may have let time
        // run and the touch be cancelled: the control then tracks nothing.
        guard stillTracks(touch) else { return }
        let inside = try isInsideForTracking(touch, event)
        guard stillTracks(touch) else { return }
        let changed = inside != touchInside
        touchInside = inside
        highlighted = inside
        var events: [ControlEvent] = []
        if changed { events.append(inside ? .touchDragEnter : .touchDragExit) }
        events.append(inside ? .touchDragInside : .touchDragOutside)
        try sendActions(for: events, event: event)
    }

    /// The tracked touch lifted: a last enter/exit, `endTracking`, then
    /// touchUpInside or touchUpOutside.
    private func trackingEnded(_ touches: [Touch], _ event: Event) throws {
        guard tracking, let touch = trackedTouch, touches.contains(where: { $0 === touch }) else {
            if !tracking { try forwardLater(.ended, touches, event) }
            return
        }
        defer { if stillTracks(touch) { endTrackingState() } }
        let inside = try isInsideForTracking(touch, event)
        guard stillTracks(touch) else { return }
        if inside != touchInside {
            touchInside = inside
            try sendActions(for: [inside ? .touchDragEnter : .touchDragExit], event: event)
            guard stillTracks(touch) else { return }
        }
        try endTracking(touch, event)
        guard stillTracks(touch) else { return }
        highlighted = false
        try sendActions(for: [inside ? .touchUpInside : .touchUpOutside], event: event)
        if inside { try touchUpInside(touch, event) }
    }

    /// The touch was cancelled: `cancelTracking` and touchCancel.
    private func trackingCancelled(_ touches: [Touch], _ event: Event) throws {
        guard tracking else {
            try forwardLater(.cancelled, touches, event)
            return
        }
        endTrackingState()
        try cancelTracking(event)
        try sendActions(for: [.touchCancel], event: event)
    }

    /// Whether the control still tracks this touch (a script it called may have
    /// let a recognizer cancel it).
    private func stillTracks(_ touch: Touch) -> Bool { tracking && trackedTouch === touch }

    private func endTrackingState() {
        tracking = false
        highlighted = false
        touchInside = false
        trackedTouch = nil
    }

    /// Inside the bounds grown by `trackingMargin` on every side, or `pointInside`.
    func isInsideForTracking(_ touch: Touch, _ event: Event) throws -> Bool {
        let p = touch.location(in: self)
        let m = engine.tunables.trackingMargin
        if bounds.insetBy(dx: -m, dy: -m).contains(p) { return true }
        return try pointInside(p, event)
    }

    /// What a control does after `touchUpInside` (a switch toggles...). Nothing here.
    open func touchUpInside(_ touch: Touch, _ event: Event) throws {}

    public final func beginTracking(_ touch: Touch, _ event: Event) throws -> Bool {
        if overrides(.beginTracking) {
            return try callOverride(.beginTracking, ScriptArguments(.object(touch), .object(event), count: 2)).isTruthy
        }
        return try defaultBeginTracking(touch, event)
    }

    open func defaultBeginTracking(_ touch: Touch, _ event: Event) throws -> Bool { true }

    public final func continueTracking(_ touch: Touch, _ event: Event) throws -> Bool {
        if overrides(.continueTracking) {
            return try callOverride(.continueTracking, ScriptArguments(.object(touch), .object(event), count: 2)).isTruthy
        }
        return try defaultContinueTracking(touch, event)
    }

    open func defaultContinueTracking(_ touch: Touch, _ event: Event) throws -> Bool { true }

    public final func endTracking(_ touch: Touch, _ event: Event) throws {
        if overrides(.endTracking) {
            _ = try callOverride(.endTracking, ScriptArguments(.object(touch), .object(event), count: 2))
        }
    }

    public final func cancelTracking(_ event: Event) throws {
        if overrides(.cancelTracking) { _ = try callOverride(.cancelTracking, ScriptArguments(.object(event), count: 1)) }
    }

    // MARK: Hit testing and recognizers

    /// A disabled control refuses touches, which fall to what is behind it (SPEC 3).
    open override var refusesTouches: Bool { !enabled || super.refusesTouches }
    open override func hitTestRefusal() -> HitTestVerdict? { enabled ? super.hitTestRefusal() : .disabledControl }

    /// Controls beat recognizers on their superviews (SPEC 6.6): a one-finger single
    /// tap (and, for a slider or switch, a pan) attached to another view may not begin.
    open override func defaultGestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
        if recognizer.view === self { return true }
        if let tap = recognizer as? TapGestureRecognizer, tap.numberOfTapsRequired == 1, tap.numberOfTouchesRequired == 1 {
            return !claimsSingleTaps
        }
        if recognizer is PanGestureRecognizer { return !claimsPans }
        return true
    }

    /// Whether a one-finger single tap on this control belongs to it.
    open var claimsSingleTaps: Bool { false }
    /// Whether a pan on this control belongs to it.
    open var claimsPans: Bool { false }
}

extension ScriptValue {
    static func action(_ action: Action) -> ScriptValue {
        switch action {
        case .named(let name): .string(name)
        case .function(let handle): .handle(handle)
        }
    }

    static func target(_ target: ActionTarget?) -> ScriptValue {
        switch target {
        case .none: .none
        case .object(let o): .object(o)
        case .script(let handle): .handle(handle)
        }
    }
}
