/// Turns finger changes into touch events and delivers them (SPEC 5, 9):
/// hit-tests new touches once, binds them for life, applies `exclusiveTouch` and
/// `multipleTouchEnabled`, sends the event through the application and its
/// windows, and delivers each phase grouped by view.
///
/// If anything a script runs during delivery fails, the sequence is cancelled:
/// every view that got `touchesBegan` gets exactly one `touchesCancelled`, the
/// touches are dropped, and the error is passed on.
public final class TouchDispatcher {
    private let engineRef: Unretained<Engine>
    final var engine: Engine { engineRef.object }
    /// The one touch event, reused for every sequence.
    public let event: Event
    public private(set) var isDispatching = false

    private var nextFinger = 1
    /// Views that received a touch in the current sequence (for `multipleTouchEnabled`);
    /// a few at most, so an array.
    private var sequenceViews: [View] = []
    private var lastEnded: (time: Double, location: Point, tapCount: Int)?


    init(engine: Engine) {
        engineRef = Unretained(engine)
        event = Event(engine: engine, type: .touches)
    }

    public enum Change {
        case down(Touch)
        case move(Touch, Point)
        case up(Touch)
        case cancel(Touch)

        var touch: Touch {
            switch self {
            case .down(let t), .move(let t, _), .up(let t), .cancel(let t): t
            }
        }

        /// The phase the touch enters, and where it moves to (a move only).
        var phase: TouchPhase {
            switch self {
            case .down: .began
            case .move: .moved
            case .up: .ended
            case .cancel: .cancelled
            }
        }

        var location: Point? {
            if case .move(_, let p) = self { return p }
            return nil
        }
    }

    /// A new finger at a screen point; it joins an event with `send([.down(touch)])`.
    public func makeTouch(at location: Point) -> Touch {
        defer { nextFinger += 1 }
        return Touch(engine: engine, finger: nextFinger, at: location)
    }

    /// Whether the touch is part of the current sequence and still down.
    public func isActive(_ touch: Touch) -> Bool {
        !touch.phase.isFinal && event.allTouches.contains { $0 === touch }
    }

    /// One change, sent as an event of its own (a finger down, moved or lifted):
    /// the common case, which needs no array of changes.
    public func send(_ change: Change) throws {
        switch change {
        case .down(let touch): try sendOne(touch, .began, nil)
        case .move(let touch, let p): try sendOne(touch, .moved, p)
        case .up(let touch): try sendOne(touch, .ended, nil)
        case .cancel(let touch): try sendOne(touch, .cancelled, nil)
        }
    }

    /// Sends one event made of these changes, at the clock's current time.
    public func send(_ changes: [Change]) throws {
        if changes.count == 1 { return try send(changes[0]) }
        if isDispatching { throw Self.busy }
        for (i, change) in changes.enumerated() {
            let touch = change.touch
            // At most ten fingers: a scan beats hashing.
            if changes[..<i].contains(where: { $0.touch === touch }) {
                throw EngineError.invalidOperation("finger \(touch.finger) changes twice in one event")
            }
            try check(touch, change.phase, change.location)
        }
        try run(cost: 20 + 5 * changes.count, applying: { now in
            for change in changes { apply(change.touch, change.phase, change.location, at: now) }
        }, binding: {
            for change in changes {
                if case .down(let touch) = change { try bind(touch) }
            }
        })
    }

    /// `send` of one change, step by step as for many.
    private func sendOne(_ touch: Touch, _ phase: TouchPhase, _ location: Point?) throws {
        if isDispatching { throw Self.busy }
        try check(touch, phase, location)
        try run(cost: 25, applying: { now in apply(touch, phase, location, at: now) }, binding: {
            if phase == .began { try bind(touch) }
        })
    }

    /// Runs one event of checked changes: charges its cost, starts it at the
    /// clock's time, applies the changes, binds the new touches, sends it
    /// through the application and finishes it. A failure on the way cancels
    /// the sequence and is passed on.
    @inline(__always)
    private func run(cost: Int, applying applyChanges: (Double) -> Void, binding bindNewTouches: () throws -> Void) throws {
        try engine.spend(cost)
        try engine.chargeWork()
        isDispatching = true
        defer { isDispatching = false }
        applyChanges(startEvent())
        do {
            try bindNewTouches()
            try engine.application.sendEvent(event)
            try finishEvent()
        } catch {
            cancelSequence(after: error)
            throw error
        }
        if engine.checksInvariants { engine.invariants.eventFinished(event) }
        // The end of the run-loop turn: what the event changed is laid out (SPEC 12.6 rule 3).
        if engine.views.layoutPending { try engine.layoutIfNeeded() }
    }

    private static let busy = EngineError.invalidOperation("cannot inject touches while an event is being delivered")

    /// A new event at the clock's time: the touches that do not change in it are stationary.
    private func startEvent() -> Double {
        let now = engine.clock.now
        event.timestamp = now
        for touch in event.allTouches {
            touch.phase = .stationary
            touch.previousScreenLocation = touch.screenLocation
        }
        return now
    }

    private func apply(_ touch: Touch, _ phase: TouchPhase, _ location: Point?, at now: Double) {
        touch.timestamp = now
        touch.phase = phase
        switch phase {
        case .began:
            if event.allTouches.isEmpty { lastTouches.emptyKeepingCapacity() }
            lastTouches.append(touch)
            touch.hasBeenSent = true
            event.allTouches.append(touch)
        case .moved:
            if let location { touch.screenLocation = location }
        default:
            break
        }
    }

    /// Runs a timer's work (a recognizer's) as part of the current sequence: no
    /// injection meanwhile, and a failure cancels the sequence cleanly.
    func runFromTimer(_ body: () throws -> Void) throws {
        let wasDispatching = isDispatching
        isDispatching = true
        defer { isDispatching = wasDispatching }
        do {
            try body()
        } catch {
            cancelSequence(after: error)
            throw error
        }
        if engine.checksInvariants, !wasDispatching { engine.invariants.eventFinished(event) }
    }

    /// Whether the touch may change so: a new finger is not down yet, and is on
    /// the screen; others are down, and move to a point on the screen.
    private func check(_ touch: Touch, _ phase: TouchPhase, _ location: Point?) throws {
        switch phase {
        case .began:
            if touch.hasBeenSent {
                throw EngineError.invalidOperation("finger \(touch.finger) is already down")
            }
            if !touch.screenLocation.isFinite {
                throw EngineError.invalidArgument(position: 1, message: "coordinates must be finite numbers, got \(touch.screenLocation)")
            }
        default:
            if !isActive(touch) { throw EngineError.invalidOperation("finger \(touch.finger) is not down") }
            if let location, !location.isFinite {
                throw EngineError.invalidArgument(position: 1, message: "coordinates must be finite numbers, got \(location)")
            }
        }
    }

    /// Hit-tests a new touch once and binds it to a window and a view.
    private func bind(_ touch: Touch) throws {
        if let hit = try engine.application.hitTest(screenPoint: touch.screenLocation, event: event) {
            touch.window = hit.window
            touch.view = hit.view
        }
        touch.tapCount = 1
        if let last = lastEnded,
           event.timestamp - last.time <= engine.tunables.tapCountInterval,
           last.location.distance(to: touch.screenLocation) <= engine.tunables.tapCountDistance {
            touch.tapCount = last.tapCount + 1
        }
        if engine.isTracing {
            engine.tracer.emit(TraceRecord(.hitTest, time: event.timestamp, view: touch.view,
                                           reason: touch.window.map { "in \($0.label)" }, point: touch.screenLocation))
        }
        guard let view = touch.view, let window = touch.window else {
            touch.isDeliveredToView = false
            touch.withheldReason = "it hit no view"
            let why = engine.application.whyNothingWasHitWords(at: touch.screenLocation)
            engine.warn(Language.current == .zh ? "在 \(touch.screenLocation) 的触摸没有命中任何视图：" + why.zh
                                                : "the touch at \(touch.screenLocation) hit nothing: " + why.en)
            return
        }
        if let reason = try withholdingReason(touch, view, window) {
            touch.isDeliveredToView = false
            touch.withheldReason = reason
            engine.trace(TraceRecord(.deliver, time: event.timestamp, view: view, method: "touchesBegan", reason: "withheld: \(reason)"))
            if engine.tunables.exclusiveTouchBlocksRecognizers != 0, reason.contains("exclusiveTouch") { return }
        } else if !sequenceViews.contains(where: { $0 === view }) {
            sequenceViews.append(view)
        }
        try engine.gestures.collect(for: touch, event: event)
    }

    /// SPEC 5: `multipleTouchEnabled` and `exclusiveTouch`.
    private func withholdingReason(_ touch: Touch, _ view: View, _ window: Window) throws -> String? {
        if !view.multipleTouchEnabled, sequenceViews.contains(where: { $0 === view }) {
            return "multipleTouchEnabled is false and \(view.label) already has a touch"
        }
        for other in event.allTouches where other !== touch && other.window === window && other.isDeliveredToView
            && !other.phase.isFinal {
            guard let otherView = other.view, otherView !== view else { continue }
            if view.exclusiveTouch { return "exclusiveTouch is true and \(otherView.label) is tracking a touch" }
            if otherView.exclusiveTouch { return "\(otherView.label) has exclusiveTouch and is tracking a touch" }
        }
        return nil
    }

    /// Keeps a touch from its view for the rest of its life, as a touch that
    /// `exclusiveTouch` withholds (a scroll view decided its content does not get
    /// it, SPEC 11.1): what was held back is dropped; recognizers still see it.
    func withhold(_ touch: Touch, reason: String) {
        touch.isDeliveredToView = false
        touch.withheldReason = reason
        touch.heldPhases.removeAll()
        engine.trace(TraceRecord(.deliver, time: engine.clock.now, view: touch.view, method: "touchesBegan", reason: "withheld: \(reason)"))
    }

    /// UIWindow's delivery: recognizers first, then each phase, one call per view
    /// with all its touches, holding back what the recognizers' delay flags say.
    func deliverTouches(of event: Event, in window: Window) throws {
        if engine.checksInvariants { engine.invariants.windowDelivering(event, in: window) }
        let gestures = engine.gestures
        if gestures.hasParticipants || !heldTouches.isEmpty
            || event.allTouches.contains(where: { $0.hasGestureRecognizers }) {
            try gestures.process(event, in: window)
        }
        if engine.shortcuts, event.allTouches.count == 1, heldTouches.isEmpty {
            // SHORTCUT (twin: `deliverGrouped`): one finger and nothing held, no
            // grouping to do, and the event's own array (a copy, should a
            // script change the event) carries it.
            let touches = event.allTouches
            let touch = touches[0]
            let phase = touch.phase
            if phase != .stationary, touch.window === window, touch.isDeliveredToView, !touch.suppressed,
               let view = touch.view, !isHeld(touch, phase),
               phase == .began ? !touch.deliveredBegan : (touch.deliveredBegan && !touch.deliveredEnd) {
                try deliver(phase, touches, to: view, event: event, reason: nil)
            } else if phase != .stationary {
                try deliverGrouped(event, in: window)
            }
            return
        }
        try deliverGrouped(event, in: window)
    }

    private func deliverGrouped(_ event: Event, in window: Window) throws {
        for phase in [TouchPhase.began, .moved, .ended, .cancelled] {
            // Groups in order of first appearance; few touches, so a linear scan.
            var groups: [(view: View, touches: [Touch])] = []
            for touch in event.allTouches where touch.phase == phase && touch.window === window && touch.isDeliveredToView {
                guard let view = touch.view, !touch.suppressed else { continue }
                switch phase {
                case .began: if touch.deliveredBegan || !touch.heldPhases.isEmpty { continue }
                default: if touch.deliveredEnd { continue }
                }
                if isHeld(touch, phase) {
                    // The same event again (a sendEvent override that calls super
                    // twice): its end is held once, so the view gets it once.
                    if phase.isFinal, touch.heldPhases.contains(where: { $0.phase.isFinal }) { continue }
                    touch.heldPhases.append(HeldPhase(phase: phase, location: touch.screenLocation,
                                                      previousLocation: touch.previousScreenLocation, timestamp: touch.timestamp))
                    if !heldTouches.contains(where: { $0 === touch }) { heldTouches.append(touch) }
                    engine.trace(TraceRecord(.deliver, time: event.timestamp, view: view, method: phase.selector.name,
                                             reason: "held back by \(holders(of: touch, phase).map(\.label).joined(separator: ", "))"))
                    continue
                }
                if phase != .began && !touch.deliveredBegan { continue }
                if let i = groups.firstIndex(where: { $0.view === view }) {
                    groups[i].touches.append(touch)
                } else {
                    groups.append((view, [touch]))
                }
            }
            for (view, touches) in groups {
                try deliver(phase, touches, to: view, event: event, reason: nil)
            }
        }
    }

    /// The reason is made only for a trace.
    private func deliver(_ phase: TouchPhase, _ touches: [Touch], to view: View, event: Event,
                         reason: @autoclosure () -> String?) throws {
        for touch in touches {
            if phase == .began { touch.deliveredBegan = true }
            if phase.isFinal { touch.deliveredEnd = true }
        }
        if engine.isTracing {
            engine.tracer.emit(TraceRecord(.deliver, time: engine.clock.now, view: view, method: phase.selector.name,
                                           reason: reason(), touchCount: touches.count))
        }
        if engine.checksInvariants {
            engine.invariants.delivering(phase, touches, to: view)
            try view.touches(phase, touches, event)
            if let control = view as? Control { engine.invariants.delivered(phase, touches, to: control) }
            return
        }
        try view.touches(phase, touches, event)
    }

    /// Touches with phases held back, in the order they were first held.
    private var heldTouches: [Touch] = []

    /// The recognizers holding this phase back (SPEC 6.6).
    /// SPEC 6.6, the one "held back" rule: a recognizer still deciding holds a
    /// touch's began while `delaysTouchesBegan` (until began is delivered), and
    /// its ended while `delaysTouchesEnded`.
    @inline(__always)
    private static func holds(_ recognizer: GestureRecognizer, _ touch: Touch, _ phase: TouchPhase) -> Bool {
        guard recognizer.state == .possible, recognizer.enabled else { return false }
        if !touch.deliveredBegan, recognizer.delaysTouchesBegan { return true }
        return phase == .ended && recognizer.delaysTouchesEnded
    }

    private func holders(of touch: Touch, _ phase: TouchPhase) -> [GestureRecognizer] {
        touch.gestureRecognizers.filter { Self.holds($0, touch, phase) }
    }

    /// Whether some recognizer holds this phase back (`!holders(of:).isEmpty`):
    /// the holder found last time is asked first, and a search starts from the
    /// outermost recognizer, which lets go last when recognizers let go from
    /// the hit view outwards, so N of them letting go cost O(N) in all.
    private func isStillHeld(_ touch: Touch, _ phase: TouchPhase) -> Bool {
        if let hint = touch.holderHint, hint.touches.contains(where: { $0 === touch }), Self.holds(hint, touch, phase) {
            return true
        }
        touch.holderHint = touch.gestureRecognizers.last { Self.holds($0, touch, phase) }
        return touch.holderHint != nil
    }

    private func isHeld(_ touch: Touch, _ phase: TouchPhase) -> Bool {
        if !touch.heldPhases.isEmpty { return true }
        if !touch.hasGestureRecognizers { return false }
        return touch.gestureRecognizers.contains { Self.holds($0, touch, phase) }
    }

    /// Delivers held phases whose recognizers no longer hold them, in their
    /// original order, with their original locations and timestamps.
    func releaseHeldTouches() throws {
        if heldTouches.isEmpty { return }
        for touch in heldTouches {
            while let first = touch.heldPhases.first {
                if touch.suppressed || touch.view == nil {
                    touch.heldPhases.removeAll()
                    break
                }
                if isStillHeld(touch, first.phase) { break }
                touch.heldPhases.removeFirst()
                if first.phase != .began && !touch.deliveredBegan { continue }
                if touch.deliveredEnd { continue }
                let now = (touch.phase, touch.screenLocation, touch.previousScreenLocation, touch.timestamp)
                touch.phase = first.phase
                touch.screenLocation = first.location
                touch.previousScreenLocation = first.previousLocation
                touch.timestamp = first.timestamp
                defer { (touch.phase, touch.screenLocation, touch.previousScreenLocation, touch.timestamp) = now }
                try deliver(first.phase, [touch], to: touch.view!, event: event, reason: "released: no recognizer holds it back any more")
            }
        }
        heldTouches.removeAll { $0.heldPhases.isEmpty }
    }

    /// SPEC 6.6 on recognition: held `began` phases are dropped; with
    /// `cancelsTouchesInView` the view gets `touchesCancelled` for what it already
    /// received, just before the action, and nothing more of those touches.
    func touchesRecognized(by recognizer: GestureRecognizer) throws {
        var groups: [(view: View, touches: [Touch])] = []
        for touch in recognizer.touches {
            if recognizer.delaysTouchesBegan, !touch.deliveredBegan {
                touch.heldPhases.removeAll()
                touch.suppressed = true
            }
            guard recognizer.cancelsTouchesInView, !touch.suppressed || touch.deliveredBegan else { continue }
            touch.suppressed = true
            touch.heldPhases.removeAll()
            guard touch.deliveredBegan, !touch.deliveredEnd, let view = touch.view else { continue }
            if let i = groups.firstIndex(where: { $0.view === view }) {
                groups[i].touches.append(touch)
            } else {
                groups.append((view, [touch]))
            }
        }
        for (view, touches) in groups {
            let phases = touches.map(\.phase)
            for touch in touches { touch.phase = .cancelled }
            defer { for (touch, phase) in zip(touches, phases) { touch.phase = phase } }
            try deliver(.cancelled, touches, to: view, event: event, reason: "cancelled by \(recognizer.label)")
        }
    }

    /// The touches of the current or last sequence (for pictures).
    public private(set) var lastTouches: [Touch] = []

    private func finishEvent() throws {
        var anyFinal = false
        for touch in event.allTouches where touch.phase.isFinal {
            anyFinal = true
            if touch.phase == .ended { lastEnded = (event.timestamp, touch.screenLocation, touch.tapCount) }
        }
        if anyFinal {
            if event.allTouches.count == 1 {
                event.allTouches.emptyKeepingCapacity()
            } else {
                event.allTouches.removeAll { $0.phase.isFinal }
            }
        }
        if event.allTouches.isEmpty {
            sequenceViews.emptyKeepingCapacity()
            try engine.gestures.sequenceEnded()
        }
    }

    /// Cancels every touch still down (used when a script fails mid-gesture).
    public func cancelAllTouches() {
        guard !event.allTouches.isEmpty else { return }
        isDispatching = true
        defer { isDispatching = false }
        cancelSequence(after: nil)
    }

    private func cancelSequence(after error: Error?) {
        let now = engine.clock.now
        event.timestamp = now
        var order: [View] = []
        var groups: [ObjectIdentifier: [Touch]] = [:]
        // The event's touches, and those of an earlier sequence whose end a
        // recognizer still holds back (their views got began, and must get an end).
        let touches = event.allTouches + heldTouches.filter { held in !event.allTouches.contains { $0 === held } }
        for touch in touches {
            touch.phase = .cancelled
            touch.timestamp = now
            guard touch.deliveredBegan, !touch.deliveredEnd, let view = touch.view else { continue }
            touch.deliveredEnd = true
            let key = ObjectIdentifier(view)
            if groups[key] == nil { order.append(view) }
            groups[key, default: []].append(touch)
        }
        if let error {
            engine.trace(TraceRecord(.warning, time: now, reason: "touch sequence cancelled after an error: \(error)"))
        }
        for view in order {
            let touches = groups[ObjectIdentifier(view)]!
            engine.trace(TraceRecord(.deliver, time: now, view: view, method: "touchesCancelled", reason: "cleanup",
                                     touchCount: touches.count))
            if engine.checksInvariants { engine.invariants.delivering(.cancelled, touches, to: view) }
            do {
                try view.touches(.cancelled, touches, event)
            } catch {
                engine.warn("while cancelling the touch sequence, touchesCancelled of \(view.label) failed too: \(error)")
            }
        }
        for touch in touches { touch.heldPhases.removeAll() }
        heldTouches.removeAll()
        event.allTouches.removeAll()
        sequenceViews.removeAll()
        engine.gestures.abortAll()
        if engine.checksInvariants { engine.invariants.eventFinished(event) }
    }
}

extension Array {
    /// Empties a small array and keeps its storage: one cheap `removeLast` per
    /// element (the standard `removeAll(keepingCapacity:)` goes through the
    /// general `replaceSubrange`, which costs more than a whole tap's worth of
    /// bookkeeping for the one or two elements these arrays hold).
    @inline(__always)
    mutating func emptyKeepingCapacity() {
        while !isEmpty { removeLast() }
    }
}
