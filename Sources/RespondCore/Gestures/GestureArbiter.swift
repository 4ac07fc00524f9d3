/// How recognizers compete with each other and with the views' own touch
/// handling, in one place (SPEC 6.1, 6.3–6.6, 9):
/// - who sees a touch (collected once, when it begins);
/// - leaving `possible`: the views' `gestureRecognizerShouldBegin`, the delegate's
///   `shouldBegin`, failure requirements (waiting), then exclusivity;
/// - what recognition does to the view's touches (cancels, held phases);
/// - when recognizers reset.
/// The recognizers' own logic (what a tap or a pan is) lives in their classes.
public final class GestureArbiter {
    private let engineRef: Unretained<Engine>
    final var engine: Engine { engineRef.object }
    /// Recognizers taking part in the current sequence or still waiting, in the
    /// order they were collected (attachment order).
    public var participants: [GestureRecognizer] {
        if participantsLeft > 0 {
            participantList.removeAll { $0.participantOrder == 0 }
            participantsLeft = 0
        }
        return participantList
    }
    /// `participants` with those that left since the last read (a reset only
    /// marks one: N resets cost O(N), not O(N²)).
    private var participantList: [GestureRecognizer] = []
    private var participantsLeft = 0
    private var participantCount = 0
    private var lastParticipantOrder = 0
    /// Whether any recognizer takes part (or waits).
    var hasParticipants: Bool { participantCount > 0 }
    /// How many recognizers wait with a `pendingState` (kept by the recognizers):
    /// with none, settling has no waiting recognizer to look at.
    var waitingCount = 0
    /// Participants that reached a final state since they were last looked at,
    /// and those still final with a touch down: the only ones `resetFinished`
    /// can reset, so that it does not look at every participant each time.
    private var finalCandidates: [GestureRecognizer] = []
    private var isSettling = false

    private func join(_ recognizer: GestureRecognizer) {
        guard recognizer.participantOrder == 0 else { return }
        // Those that left go before one joins (it may be one of them, back).
        if participantsLeft > 0 { _ = participants }
        lastParticipantOrder += 1
        recognizer.participantOrder = lastParticipantOrder
        participantList.append(recognizer)
        participantCount += 1
        if recognizer.state.isFinal { finalCandidates.append(recognizer) }
    }

    private func leave(_ recognizer: GestureRecognizer) {
        guard recognizer.participantOrder != 0 else { return }
        recognizer.participantOrder = 0
        participantsLeft += 1
        participantCount -= 1
    }

    init(engine: Engine) { engineRef = Unretained(engine) }

    // MARK: 6.1 Who sees a touch

    /// From the hit view up to the window, each view's recognizers in array order.
    func collect(for touch: Touch, event: Event) throws {
        guard engine.views.attachedRecognizers > 0, let hit = touch.view else { return }
        var view: View? = hit
        while let current = view {
            for recognizer in current.gestureRecognizers where recognizer.enabled && !recognizer.state.isFinal {
                if try ask(recognizer, "shouldReceiveEvent", .object(event)) == false {
                    trace(recognizer, "did not receive the touch: delegate's shouldReceiveEvent said no")
                    continue
                }
                if try ask(recognizer, "shouldReceiveTouch", .object(touch)) == false {
                    trace(recognizer, "did not receive the touch: delegate's shouldReceiveTouch said no")
                    continue
                }
                // The delegate's questions ran a script, which may have taken the
                // recognizer off this view, or disabled or ended it: then it has
                // no part in this touch.
                guard recognizer.$view.points(at: current), recognizer.enabled, !recognizer.state.isFinal else {
                    trace(recognizer, "did not receive the touch: its delegate took it off its view or disabled it")
                    continue
                }
                touch.addRecognizer(recognizer)
                recognizer.touches.append(touch)
                join(recognizer)
            }
            view = current.superview
        }
    }

    /// The recognizers a touch at this screen point would reach (for `explain`).
    public func recognizers(reaching view: View?) -> [GestureRecognizer] {
        var out: [GestureRecognizer] = []
        var current = view
        while let v = current {
            out.append(contentsOf: v.gestureRecognizers.filter(\.enabled))
            current = v.superview
        }
        return out
    }

    // MARK: SPEC 9 step 3: recognizers see the event first

    func process(_ event: Event, in window: Window) throws {
        // Attachment order: as the touches collected them (deepest view first,
        // each view's recognizers in array order), first touch first.
        var ordered: [GestureRecognizer] = []
        var seen = Set<ObjectIdentifier>()
        for touch in event.allTouches where touch.window === window {
            for recognizer in touch.gestureRecognizers where seen.insert(ObjectIdentifier(recognizer)).inserted {
                ordered.append(recognizer)
            }
        }
        // Each recognizer the event reaches is engine work (charged with the event's).
        engine.work &+= ordered.count
        for recognizer in ordered {
            guard recognizer.enabled, !recognizer.state.isFinal else { continue }
            let mine = event.allTouches.filter { touch in
                touch.window === window && touch.phase != .stationary && recognizer.touches.contains { $0 === touch }
            }
            if mine.isEmpty { continue }
            let before = recognizer.state
            if mine.count == 1 {
                // One touch (the usual case): its phase, with no grouping.
                try recognizer.handle(mine[0].phase, mine, event)
            } else {
                for phase in Self.phaseOrder {
                    let group = mine.filter { $0.phase == phase }
                    if group.isEmpty || recognizer.state.isFinal { continue }
                    try recognizer.handle(phase, group, event)
                }
            }
            // A recognizer left in began moves to changed on the next event that reaches it.
            if before == .began, recognizer.state == .began {
                try requestTransition(recognizer, to: .changed, reason: "the next event reached it")
            }
        }
        try settle()
    }

    /// The order in which a recognizer gets an event's phases.
    private static let phaseOrder: [TouchPhase] = [.began, .moved, .ended, .cancelled]

    // MARK: Transitions

    /// Every state change goes through here: it is validated against the table of
    /// legal transitions, and leaving `possible` runs the begin checks. The
    /// reason is made only for a trace (most reasons format numbers, and a
    /// recognizer changes state on nearly every event it sees).
    func requestTransition(_ recognizer: GestureRecognizer, to new: GestureState, reason: @autoclosure () -> String) throws {
        let old = recognizer.state
        guard old.canMove(to: new) else {
            throw EngineError.invalidOperation("illegal state change of \(recognizer.label): \(old.rawValue) → \(new.rawValue)")
        }
        if old == .possible, new == .began, !type(of: recognizer).canBegin {
            throw EngineError.invalidOperation(
                "illegal state change of \(recognizer.label): possible → began (a discrete recognizer goes to ended)")
        }
        if old == .possible, new == .began || new == .ended {
            // The reason as it stands now, before the checks run scripts (made
            // only for a trace).
            let reasonNow = engine.isTracing ? reason() : nil
            let transitions = recognizer.transitions
            let outcome = try beginChecks(recognizer)
            // The checks ask scripts (views' gestureRecognizerShouldBegin, the
            // delegate), which may disable or reset the recognizer meanwhile
            // (and enable it again): what they did stands, and this request is over.
            guard recognizer.state == old, recognizer.transitions == transitions else {
                try settle()
                return
            }
            switch outcome {
            case .fail(let why):
                try commit(recognizer, .failed, reason: why)
            case .wait(let others):
                if recognizer.pendingState == nil {
                    trace(recognizer, "waiting for \(others.map(\.label).joined(separator: ", ")) to fail")
                }
                recognizer.pendingState = new
            case .go:
                try recognize(recognizer, new, reason: reasonNow ?? reason())
            }
        } else {
            try commit(recognizer, new, reason: reason())
            if type(of: recognizer).isContinuous, new == .changed || new == .ended || new == .cancelled {
                try fireActions(recognizer)
            }
        }
        try settle()
    }

    private enum BeginOutcome { case go, wait([GestureRecognizer]), fail(String) }

    /// SPEC 6.3 steps 1–3.
    private func beginChecks(_ recognizer: GestureRecognizer) throws -> BeginOutcome {
        var views: [View] = []
        for touch in recognizer.touches {
            if let v = touch.view, !views.contains(where: { $0 === v }) { views.append(v) }
        }
        for view in views where !(try view.gestureRecognizerShouldBegin(recognizer)) {
            return .fail("\(view.label) said no in gestureRecognizerShouldBegin")
        }
        if try ask(recognizer, "shouldBegin") == false { return .fail("delegate's shouldBegin said no") }
        let required = try requirements(of: recognizer)
        if let winner = required.first(where: { $0.state.hasRecognized }) {
            return .fail("\(winner.label) recognized, and it had to fail first")
        }
        let waiting = required.filter(holdsBack)
        if waiting.isEmpty { return .go }
        for other in waiting where try waits(other, for: recognizer) {
            throw EngineError.invalidOperation(
                "failure requirements form a cycle: \(recognizer.label) waits for \(other.label), which waits for \(recognizer.label)")
        }
        return .wait(waiting)
    }

    /// Whether `a` (transitively) waits for `b` to fail. A worklist, not recursion:
    /// a chain of requirements may be arbitrarily long.
    private func waits(_ a: GestureRecognizer, for b: GestureRecognizer) throws -> Bool {
        var seen: Set<ObjectIdentifier> = []
        var pending = [a]
        while let next = pending.popLast() {
            guard seen.insert(ObjectIdentifier(next)).inserted else { continue }
            try engine.spend(1)
            for r in try requirements(of: next) where holdsBack(r) || r === b {
                if r === b { return true }
                pending.append(r)
            }
        }
        return false
    }

    /// Static requirements plus those the recognizers and their delegates declare (6.5).
    func requirements(of recognizer: GestureRecognizer) throws -> [GestureRecognizer] {
        var out = recognizer.failureRequirements
        for other in participants where other !== recognizer && !out.contains(where: { $0 === other }) {
            if try recognizer.shouldRequireFailure(of: other)
                || other.shouldBeRequiredToFail(by: recognizer)
                || ask(recognizer, "shouldRequireFailureOf", .object(other)) == true
                || ask(other, "shouldBeRequiredToFailBy", .object(recognizer)) == true {
                out.append(other)
            }
        }
        return out
    }

    /// SPEC 6.5: whether a required recognizer still holds back those that require
    /// its failure: it is in `possible` and takes part in the current sequence (it
    /// received some of its touches, or it is still waiting, for its next tap for
    /// instance). One that takes no part cannot move, so it counts as failed: a
    /// recognizer is never held by one that will never fail (UIKit gives no rule;
    /// this is the project's).
    private func holdsBack(_ required: GestureRecognizer) -> Bool {
        required.state == .possible && required.participantOrder != 0
    }

    /// Recognition: exclusivity, the view's touches, then the action (SPEC 6.4, 6.6).
    private func recognize(_ recognizer: GestureRecognizer, _ state: GestureState, reason: @autoclosure () -> String) throws {
        recognizer.pendingState = nil
        recognizer.recognizedTouchCount = recognizer.touchCountForRecognition
        try commit(recognizer, state, reason: reason())
        try failDependents(of: recognizer)
        try applyExclusivity(recognizer)
        try engine.dispatcher.touchesRecognized(by: recognizer)
        try fireActions(recognizer)
    }

    /// SPEC 6.5: "if b begins or is recognized, a fails": every recognizer still in
    /// `possible` that requires the winner's failure fails now, whether it was
    /// already waiting to begin or still gathering touches (a double tap waiting
    /// for its second tap).
    private func failDependents(of winner: GestureRecognizer) throws {
        for other in participants where other !== winner && other.state == .possible {
            // Asking for requirements asks scripts, which may let time run and
            // move `other` meanwhile: what they did stands.
            if try requirements(of: other).contains(where: { $0 === winner }), other.state == .possible {
                try commit(other, .failed, reason: "\(winner.label) recognized, and it had to fail first")
            }
        }
    }

    /// SPEC 6.4: others sharing a touch fail (or are cancelled) unless allowed to go on.
    private func applyExclusivity(_ winner: GestureRecognizer) throws {
        for other in participants where other !== winner {
            guard other.state == .possible || other.state == .began || other.state == .changed else { continue }
            guard other.touches.contains(where: { t in winner.touches.contains { $0 === t } }) else { continue }
            if try ask(winner, "shouldRecognizeSimultaneouslyWith", .object(other)) == true
                || ask(other, "shouldRecognizeSimultaneouslyWith", .object(winner)) == true {
                continue
            }
            let canPrevent = try winner.canPrevent(other)
            let canBePrevented = try other.canBePrevented(by: winner)
            if !canPrevent || !canBePrevented { continue }
            // The questions ran scripts, which may have moved either recognizer.
            guard winner.state.hasRecognized,
                  other.state == .possible || other.state == .began || other.state == .changed else { continue }
            if other.state == .possible {
                other.pendingState = nil
                try commit(other, .failed, reason: "prevented by \(winner.label)")
            } else {
                try commit(other, .cancelled, reason: "cancelled: \(winner.label) recognized")
                try fireActions(other)
            }
        }
    }

    private func commit(_ recognizer: GestureRecognizer, _ state: GestureState, reason: @autoclosure () -> String) throws {
        let old = recognizer.state
        if engine.checksInvariants { engine.invariants.transition(recognizer, from: old, to: state) }
        recognizer.state = state
        recognizer.transitions &+= 1
        if state.isFinal {
            recognizer.cancelTimers()
            recognizer.pendingState = nil
            if recognizer.participantOrder != 0 { finalCandidates.append(recognizer) }
        }
        engine.trace(TraceRecord(.gesture, time: engine.clock.now, view: recognizer.view, recognizer: recognizer,
                                 event: "\(old.rawValue) → \(state.rawValue)", reason: reason()))
    }

    private func fireActions(_ recognizer: GestureRecognizer) throws {
        if engine.checksInvariants { engine.invariants.firing(recognizer) }
        for handler in recognizer.actionHandlers {
            engine.trace(TraceRecord(.action, time: engine.clock.now, view: recognizer.view, recognizer: recognizer,
                                     action: "(built-in)", event: recognizer.state.rawValue))
            try handler(recognizer)
        }
        if recognizer.hostHasTargets { try engine.host?.performActions(of: recognizer) }
    }

    // MARK: Settling

    /// After any change: waiting recognizers are looked at again, held touches are
    /// released, and finished recognizers reset.
    func settle() throws {
        guard !isSettling else { return }
        isSettling = true
        defer { isSettling = false }
        // Only a waiting recognizer can move here (none: nothing to look at).
        var changed = waitingCount > 0
        while changed {
            changed = false
            let all = participants
            engine.work &+= all.count
            for recognizer in all {
                guard let wanted = recognizer.pendingState, recognizer.state == .possible else { continue }
                let required = try requirements(of: recognizer)
                // The requirements' questions ran scripts, which may have moved it.
                guard recognizer.pendingState == wanted, recognizer.state == .possible else {
                    changed = true
                    continue
                }
                if let winner = required.first(where: { $0.state.hasRecognized }) {
                    try commit(recognizer, .failed, reason: "\(winner.label) recognized, and it had to fail first")
                    changed = true
                } else if !required.contains(where: holdsBack) {
                    try recognize(recognizer, wanted, reason: "every recognizer it waited for failed")
                    changed = true
                }
            }
        }
        try engine.dispatcher.releaseHeldTouches()
        try resetFinished()
    }

    /// A timer moved a recognizer: settle, and end the sequence if it is over.
    func settleAfterTimer() throws {
        try settle()
        if engine.dispatcher.event.allTouches.isEmpty { try sequenceEnded() }
    }

    /// Final recognizers whose touches are all up reset (SPEC 6.2), in
    /// participant order. Only the candidates are looked at (every final
    /// participant is one); one that a reset's script makes final meanwhile is
    /// taken in this pass when it comes later in that order, as a walk over
    /// every participant would take it.
    private func resetFinished() throws {
        guard !finalCandidates.isEmpty else { return }
        let end = lastParticipantOrder
        var queue = Self.byOrderDescending(finalCandidates.filter { $0.participantOrder != 0 })
        finalCandidates.removeAll()
        var keep: [GestureRecognizer] = []
        defer { finalCandidates = keep + queue + finalCandidates }
        var done = Set<ObjectIdentifier>()
        while let recognizer = queue.popLast() {
            let order = recognizer.participantOrder
            guard order != 0, recognizer.state.isFinal, done.insert(ObjectIdentifier(recognizer)).inserted else { continue }
            if recognizer.activeTouches.isEmpty {
                try reset(recognizer)
            } else {
                keep.append(recognizer)
            }
            if !finalCandidates.isEmpty {
                for late in finalCandidates {
                    if late.participantOrder > order, late.participantOrder <= end { queue.append(late) } else { keep.append(late) }
                }
                finalCandidates.removeAll()
                queue = Self.byOrderDescending(queue)
            }
        }
    }

    private static func byOrderDescending(_ recognizers: [GestureRecognizer]) -> [GestureRecognizer] {
        recognizers.sorted { $0.participantOrder > $1.participantOrder }
    }

    /// The last touch of the sequence ended: recognizers that wait for nothing reset.
    /// Their held touch phases are then released to the views.
    func sequenceEnded() throws {
        if participantCount == 0 {
            try engine.dispatcher.releaseHeldTouches()
            return
        }
        for recognizer in participants where recognizer.state.isFinal || (recognizer.state == .possible && !recognizer.isWaiting) {
            try reset(recognizer)
        }
        // A recognizer waiting for one just reset is free now (SPEC 6.5); held
        // touch phases are released.
        try settle()
    }

    private func reset(_ recognizer: GestureRecognizer) throws {
        if engine.checksInvariants { engine.invariants.resetting(recognizer) }
        leave(recognizer)
        recognizer.cancelTimers()
        recognizer.pendingState = nil
        for touch in recognizer.touches { touch.recognizerLeft(recognizer) }
        recognizer.touches.removeAll()
        recognizer.recognizedTouchCount = nil
        let old = recognizer.state
        recognizer.state = .possible
        recognizer.transitions &+= 1
        if old != .possible {
            engine.trace(TraceRecord(.gesture, time: engine.clock.now, view: recognizer.view, recognizer: recognizer,
                                     event: "\(old.rawValue) → possible", reason: "reset"))
        }
        try recognizer.runReset()
    }

    /// After a failure mid-sequence: every participant stops, without actions.
    /// One that had begun is cancelled first (its touches were), so that it
    /// goes back to possible the legal way (SPEC 6.2), as the trace shows.
    func abortAll() {
        for recognizer in participants {
            recognizer.cancelTimers()
            recognizer.pendingState = nil
            if recognizer.state == .began || recognizer.state == .changed {
                try? commit(recognizer, .cancelled, reason: "the touch sequence was cancelled after an error")
            }
            if engine.checksInvariants { engine.invariants.resetting(recognizer) }
            for touch in recognizer.touches { touch.recognizerLeft(recognizer) }
            recognizer.touches.removeAll()
            recognizer.recognizedTouchCount = nil
            let old = recognizer.state
            recognizer.state = .possible
            if old != .possible {
                engine.trace(TraceRecord(.gesture, time: engine.clock.now, view: recognizer.view, recognizer: recognizer,
                                         event: "\(old.rawValue) → possible", reason: "reset"))
            }
            try? recognizer.runReset()
        }
        for recognizer in participantList { recognizer.participantOrder = 0 }
        participantList.removeAll()
        participantsLeft = 0
        participantCount = 0
        finalCandidates.removeAll()
    }

    /// The press a recognizer saw is over: it goes back to possible. One the
    /// press left recognizing is cancelled first (began → cancelled, its actions
    /// fire), the legal way back (SPEC 6.2). One that also tracks a touch still
    /// down is left alone: it keeps its state until that touch ends, and the
    /// touch sequence resets it.
    func pressEnded(_ recognizer: GestureRecognizer) throws {
        if recognizer.touches.contains(where: { engine.dispatcher.isActive($0) }) { return }
        if recognizer.state == .began || recognizer.state == .changed {
            try requestTransition(recognizer, to: .cancelled, reason: "its press ended")
        }
        guard recognizer.state != .possible else { return }
        join(recognizer)
        try reset(recognizer)
    }

    // MARK: Changes from outside

    func recognizerDisabled(_ recognizer: GestureRecognizer) {
        do {
            switch recognizer.state {
            case .began, .changed: try requestTransition(recognizer, to: .cancelled, reason: "disabled")
            case .possible where recognizer.participantOrder != 0:
                try requestTransition(recognizer, to: .failed, reason: "disabled")
            default: break
            }
        } catch {
            engine.warn("while disabling \(recognizer.label): \(error)")
        }
    }

    func touchIgnored(_ touch: Touch) {
        do { try settle() } catch { engine.warn("after ignoreTouch: \(error)") }
    }

    // MARK: Helpers

    /// The delegate's answer, or nil when it has none.
    private func ask(_ recognizer: GestureRecognizer, _ question: String, _ argument: ScriptValue = .none) throws -> Bool? {
        // A scroll view is its own pan's delegate (SPEC 12.4).
        if let pan = recognizer as? ScrollViewPanGestureRecognizer, let scrollView = pan.owningScrollView {
            return try scrollView.answerAsPanDelegate(pan, question, argument)
        }
        guard recognizer.hostHasDelegate else { return nil }
        return try engine.host?.askDelegate(of: recognizer, question, argument)
    }

    private func trace(_ recognizer: GestureRecognizer, _ reason: @autoclosure () -> String) {
        guard engine.isTracing else { return }
        engine.trace(TraceRecord(.gesture, time: engine.clock.now, view: recognizer.view, recognizer: recognizer, reason: reason()))
    }
}
