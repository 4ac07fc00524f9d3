/// The phases of a touch (SPEC 5).
public enum TouchPhase: String, CaseIterable, Sendable {
    case began, moved, stationary, ended, cancelled

    /// The responder method for this phase (stationary has none; it maps to moved).
    public var selector: Selector {
        switch self {
        case .began: .touchesBegan
        case .moved, .stationary: .touchesMoved
        case .ended: .touchesEnded
        case .cancelled: .touchesCancelled
        }
    }

    public var isFinal: Bool { self == .ended || self == .cancelled }
}

/// UITouch: one finger, bound for life to the window and view it hit when it began.
public final class Touch: EngineObject {
    public override class var uikitName: String { "UITouch" }

    public internal(set) var phase: TouchPhase = .began
    public internal(set) var view: View?
    public internal(set) var window: Window?
    public internal(set) var tapCount = 1
    /// Virtual time of the touch's last change.
    public internal(set) var timestamp: Double = 0
    public var force = 1.0
    public var majorRadius = 20.0
    /// The finger's position on the screen, and before its last move.
    public internal(set) var screenLocation: Point
    public internal(set) var previousScreenLocation: Point
    /// A number for the finger, unique within the run.
    public let finger: Int

    /// False when `multipleTouchEnabled` or `exclusiveTouch` keeps the touch from its view.
    public internal(set) var isDeliveredToView = true
    /// Why the touch is not delivered to its view.
    public internal(set) var withheldReason: String?
    /// The recognizers that see this touch, fixed when it began (SPEC 6.1),
    /// less those that let go of it since (`ignore`, a reset). One leaving is
    /// only counted; the list drops them all at the next read, so that N
    /// recognizers letting go one after another cost O(N), not O(N²). A
    /// recognizer has left when this touch is no longer among its `touches`.
    public var gestureRecognizers: [GestureRecognizer] {
        if recognizersLeft > 0 {
            recognizerList.removeAll { recognizer in !recognizer.touches.contains { $0 === self } }
            recognizersLeft = 0
        }
        return recognizerList
    }
    /// `!gestureRecognizers.isEmpty`, without copying the list when none left.
    var hasGestureRecognizers: Bool {
        recognizersLeft == 0 ? !recognizerList.isEmpty : !gestureRecognizers.isEmpty
    }
    private var recognizerList: [GestureRecognizer] = []
    private var recognizersLeft = 0
    /// The last recognizer found holding one of this touch's phases back (a
    /// hint for `TouchDispatcher.releaseHeldTouches`; cleared when it leaves).
    var holderHint: GestureRecognizer?

    func addRecognizer(_ recognizer: GestureRecognizer) { recognizerList.append(recognizer) }

    /// `recognizer` has taken this touch out of its `touches`, or is about to.
    func recognizerLeft(_ recognizer: GestureRecognizer) {
        recognizersLeft += 1
        if holderHint === recognizer { holderHint = nil }
    }
    /// Phases held back from the view by `delaysTouchesBegan`/`delaysTouchesEnded`.
    var heldPhases: [HeldPhase] = []
    /// No further phases reach the view (a recognizer cancelled or dropped them).
    var suppressed = false

    var hasBeenSent = false
    var deliveredBegan = false
    var deliveredEnd = false
    /// The invariant checker's own record of deliveries (debug mode only).
    var ledger = TouchLedger()

    init(engine: Engine, finger: Int, at location: Point) {
        self.finger = finger
        screenLocation = location
        previousScreenLocation = location
        super.init(engine: engine)
    }

    public override var description: String { "\(label) \(phase.rawValue) at \(screenLocation)" }

    /// `locationInView(v)`; nil means the touch's window.
    public func location(in view: View?) -> Point { map(screenLocation, to: view) }

    /// `previousLocationInView(v)`; nil means the touch's window.
    public func previousLocation(in view: View?) -> Point { map(previousScreenLocation, to: view) }

    private func map(_ screenPoint: Point, to view: View?) -> Point {
        guard let window else {
            guard let view else { return screenPoint }
            return view.convert(view.root.convertFromSuperview(screenPoint), from: view.root)
        }
        let inWindow = window.convertFromScreen(screenPoint)
        guard let view else { return inWindow }
        return view.convert(inWindow, from: window)
    }
}

/// A phase held back from the view, with the touch as it was then.
struct HeldPhase {
    let phase: TouchPhase
    let location: Point
    let previousLocation: Point
    let timestamp: Double
}

/// UIEvent. One touch event object is reused for every touch sequence (SPEC 5).
public final class Event: EngineObject {
    public override class var uikitName: String { "UIEvent" }

    public enum Kind: String, Sendable { case touches, motion, remoteControl, presses }

    public let type: Kind
    public internal(set) var subtype: String?
    public internal(set) var timestamp: Double = 0
    /// Every current touch, stationary ones included, in the order they began.
    public internal(set) var allTouches: [Touch] = []

    public init(engine: Engine, type: Kind, subtype: String? = nil) {
        self.type = type
        self.subtype = subtype
        super.init(engine: engine)
    }

    public override var description: String { "\(label) \(type.rawValue)" }

    /// Touches bound to `view` or to one of its subviews.
    public func touches(for view: View) -> [Touch] {
        allTouches.filter { $0.view?.isDescendant(of: view) ?? false }
    }

    public func touches(for window: Window) -> [Touch] {
        allTouches.filter { $0.window === window }
    }

    /// `touchesForGestureRecognizer(g)`.
    public func touches(for recognizer: GestureRecognizer) -> [Touch] {
        allTouches.filter { touch in recognizer.touches.contains { $0 === touch } }
    }
}
