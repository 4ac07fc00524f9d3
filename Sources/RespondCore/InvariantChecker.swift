/// The engine's debug mode (`Engine.checksInvariants`, `--check-invariants`):
/// it watches dispatch and reports any step that breaks one of these rules.
/// The fuzz harness (`scripts/fuzz/`) runs every program with it on. When it is
/// off, the engine pays one stored-Bool test at each place it would look.
///
/// **Touches and their view.** The engine delivers a touch's phases to one
/// responder: the view the touch was bound to when it began (SPEC 5). For each
/// touch, that view gets `touchesBegan` once, then any number of
/// `touchesMoved`, then exactly one `touchesEnded` or `touchesCancelled`, and
/// nothing after it: never a phase before `touchesBegan`, never two
/// `touchesBegan`, never two ends, never a phase to another view. "Delivers"
/// means every call the engine itself makes: the phases of each event, phases
/// released after recognizers held them back, the `touchesCancelled` of a
/// recognizer that recognized (SPEC 6.6), and the clean-up after an error.
///
/// Two things are the responders' own business, and so are left out:
/// - Forwarding. Responders up the chain get a touch only because the one
///   below passed it on (UIResponder's default does; an override that does not
///   call super stops the chain, one that calls super twice sends it twice).
///   What they get is whatever the scripts made of it, as in UIKit.
/// - An event kept from the view by a `sendEvent` override (the window's or
///   the application's) that does not call super: the view then never hears of
///   that phase, as in UIKit. The "exactly one end" rule applies to a touch
///   whose last event (the one in which it ended or was cancelled) reached its
///   window's own delivery; every such touch must have closed at its view by
///   the time it is gone from the event and nothing of it is held back by a
///   recognizer (a double tap's first `touchesEnded` may wait for the second).
///
/// **Recognizer states** (SPEC 6.2). Every change of state is one of
/// possible → began | ended | failed, began → changed | ended | cancelled,
/// changed → changed | ended | cancelled, and back to possible (the reset) only
/// from ended, failed or cancelled; a discrete built-in recognizer (tap, swipe)
/// never begins. Actions fire only in began, changed, ended or cancelled, and a
/// discrete recognizer's only in ended. A recognizer resets only when none of
/// its touches is still down.
///
/// **Controls** (SPEC 7.2). A control is tracking exactly when it has a tracked
/// touch; `highlighted` and `touchInside` hold only while it tracks; after its
/// own (not overridden) touch handling gets the end of the touch it tracks, it
/// no longer tracks it.
///
/// **Events.** Between events, no ended or cancelled touch is left in the
/// touch event, and every touch in it is bound to a window when bound to a view.
public final class InvariantChecker {
    private let engineRef: Unretained<Engine>
    final var engine: Engine { engineRef.object }

    /// The first violations, word for word (at most `keptViolations`).
    public private(set) var violations: [String] = []
    /// Every violation, counted.
    public private(set) var violationCount = 0
    static let keptViolations = 100

    /// Touches whose view got `touchesBegan` and not yet its end.
    private var open: [Touch] = []

    init(engine: Engine) { engineRef = Unretained(engine) }

    func violated(_ message: String) {
        violationCount += 1
        if violations.count < Self.keptViolations { violations.append(message) }
        engine.trace(TraceRecord(.warning, time: engine.clock.now, reason: "invariant violated: \(message)"))
        engine.violationHandler?(message)
    }

    // MARK: Touches and their view

    /// The dispatcher is about to call `view.touches(phase, touches, ...)`.
    func delivering(_ phase: TouchPhase, _ touches: [Touch], to view: View) {
        for touch in touches {
            if touch.view !== view {
                violated("\(touch.label) is bound to \(touch.view?.label ?? "no view"), but the engine delivered \(phase.selector.name) to \(view.label)")
                continue
            }
            switch phase {
            case .began:
                if touch.ledger.began {
                    violated("\(view.label) got touchesBegan twice for \(touch.label)")
                } else {
                    touch.ledger.began = true
                    open.append(touch)
                }
            case .moved, .stationary:
                if !touch.ledger.began {
                    violated("\(view.label) got touchesMoved for \(touch.label) before its touchesBegan")
                } else if touch.ledger.ended {
                    violated("\(view.label) got touchesMoved for \(touch.label) after its \(touch.ledger.endName)")
                }
            case .ended, .cancelled:
                let name = phase.selector.name
                if !touch.ledger.began {
                    violated("\(view.label) got \(name) for \(touch.label) without touchesBegan")
                } else if touch.ledger.ended {
                    violated("\(view.label) got \(name) for \(touch.label) after its \(touch.ledger.endName) (two ends)")
                } else {
                    touch.ledger.ended = true
                    touch.ledger.endName = name
                    open.removeAll { $0 === touch }
                }
            }
        }
    }

    /// A window's own delivery (`UIWindow.sendEvent`'s default) is handling the event.
    func windowDelivering(_ event: Event, in window: Window) {
        for touch in event.allTouches where touch.window === window && touch.phase.isFinal {
            touch.ledger.lastEventReachedWindow = true
        }
    }

    /// Touches gone from the event, with nothing held back, must have closed at
    /// their view. Run after each event, timer and clean-up, and at the end of a run.
    func sweep() {
        guard !open.isEmpty else { return }
        let event = engine.dispatcher.event
        var still: [Touch] = []
        for touch in open {
            if event.allTouches.contains(where: { $0 === touch }) || !touch.heldPhases.isEmpty {
                still.append(touch)
                continue
            }
            if touch.ledger.lastEventReachedWindow {
                violated("\(touch.view?.label ?? "a view") got touchesBegan for \(touch.label), which \(touch.phase == .cancelled ? "was cancelled" : "ended"), but never touchesEnded or touchesCancelled")
            }
        }
        open = still
    }

    /// Between events: no finished touch left in the event, bindings consistent.
    func eventFinished(_ event: Event) {
        for touch in event.allTouches {
            if touch.phase.isFinal {
                violated("\(touch.label) is still in the touch event after it \(touch.phase == .ended ? "ended" : "was cancelled")")
            }
            if touch.view != nil, touch.window == nil {
                violated("\(touch.label) is bound to \(touch.view!.label) but to no window")
            }
        }
        sweep()
    }

    // MARK: Controls

    /// After the dispatcher delivered a phase to a control.
    func delivered(_ phase: TouchPhase, _ touches: [Touch], to control: Control) {
        if control.tracking != (control.trackedTouch != nil) {
            violated("\(control.label): tracking is \(control.tracking) but it \(control.trackedTouch == nil ? "tracks no touch" : "tracks \(control.trackedTouch!.label)")")
        }
        if control.highlighted, !control.tracking {
            violated("\(control.label) is highlighted but not tracking a touch")
        }
        if control.touchInside, !control.tracking {
            violated("\(control.label): touchInside is true but it is not tracking a touch")
        }
        if phase.isFinal, !control.overrides(phase.selector), let tracked = control.trackedTouch,
           touches.contains(where: { $0 === tracked }) {
            violated("\(control.label) still tracks \(tracked.label) after its own \(phase.selector.name)")
        }
    }

    // MARK: Recognizers

    /// Every change of a recognizer's state, reset aside.
    func transition(_ recognizer: GestureRecognizer, from old: GestureState, to new: GestureState) {
        if !old.canMove(to: new) {
            violated("\(recognizer.label) went \(old.rawValue) → \(new.rawValue), not a legal transition")
        } else if old == .possible, new == .began, !type(of: recognizer).canBegin {
            violated("\(recognizer.label) went possible → began, but it is discrete")
        }
    }

    /// The engine resets a recognizer (its state back to possible).
    func resetting(_ recognizer: GestureRecognizer) {
        let old = recognizer.state
        if old == .began || old == .changed {
            violated("\(recognizer.label) was reset from \(old.rawValue) (possible only from ended, failed or cancelled)")
        }
        let down = recognizer.activeTouches.filter { engine.dispatcher.isActive($0) }
        if !down.isEmpty {
            violated("\(recognizer.label) was reset while \(down.map(\.label).joined(separator: ", ")) \(down.count == 1 ? "is" : "are") still down")
        }
    }

    /// A recognizer's actions are about to run.
    func firing(_ recognizer: GestureRecognizer) {
        let state = recognizer.state
        if !type(of: recognizer).isContinuous {
            if state != .ended { violated("\(recognizer.label), a discrete recognizer, fired its actions in \(state.rawValue)") }
        } else if state == .possible || state == .failed {
            violated("\(recognizer.label) fired its actions in \(state.rawValue)")
        }
    }
}

/// What the invariant checker knows of one touch.
struct TouchLedger {
    /// Its view got `touchesBegan`.
    var began = false
    /// Its view got `touchesEnded` or `touchesCancelled` (named in `endName`).
    var ended = false
    var endName = ""
    /// The event in which it ended or was cancelled reached its window's delivery.
    var lastEventReachedWindow = false
}
