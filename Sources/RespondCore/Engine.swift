/// glibc's <malloc.h>, which the Glibc module leaves out: how big an allocation really is.
@_silgen_name("malloc_usable_size")
private func mallocUsableSize(_ pointer: UnsafeMutableRawPointer?) -> Int

/// How many engines exist (tests check that every run frees its engine).
package nonisolated(unsafe) private(set) var liveEngineCount = 0

/// One simulated device: the application, its windows, the virtual clock, the
/// touch dispatcher and the trace. Single-threaded and deterministic.
public final class Engine {
    /// The screen in points (`UIScreen.main.bounds`).
    public let screen: Rect
    /// The scripting host that runs overrides, if any. Not weak (weak targets
    /// pay on every retain and release); the host clears it when it goes away.
    public unowned(unsafe) var host: ScriptHost? {
        didSet { directHost = (host as? _DirectScriptHost).map(Unretained.init) }
    }
    /// The host again, when it is a `_DirectScriptHost`.
    private var directHost: Unretained<_DirectScriptHost>?

    // The overrides the engine calls most, on the host: directly when it can.

    func hostOverrideMask(of object: EngineObject) -> UInt64 {
        if let direct = directHost { return direct.object.overrideMask(of: object) }
        return host?.overrideMask(of: object) ?? 0
    }

    func hostPointInside(on view: View, _ point: Point, _ event: Event?) throws -> Bool {
        if let direct = directHost { return try direct.object.callPointInside(on: view, point, event) }
        return try host!.callPointInside(on: view, point, event)
    }

    func hostHitTest(on view: View, _ point: Point, _ event: Event?) throws -> View? {
        if let direct = directHost { return try direct.object.callHitTest(on: view, point, event) }
        return try host!.callHitTest(on: view, point, event)
    }

    func hostTouches(_ selector: Selector, on object: EngineObject, _ touches: [Touch], _ event: Event) throws {
        if let direct = directHost { return try direct.object.callTouches(selector, on: object, touches, event) }
        try host!.callTouches(selector, on: object, touches, event)
    }
    /// Bumped whenever any override is added or removed; objects refresh their
    /// cached override masks when it changes.
    package private(set) var overrideGeneration = 0
    /// How many times the engine called into the host to run an override.
    public var overrideCalls = 0
    /// The numbers SPEC leaves open, as named constants a script may change.
    public var tunables = Tunables()
    public let tracer = Tracer()
    /// Whether the fast paths run (`Shortcuts.enabled`, read once at start).
    /// A test may turn them off for one engine before a runtime is made on it.
    public var shortcuts = Shortcuts.enabled
    public let clock = Clock()

    // Made in init (they need the engine); not lazy, which costs a check on
    // every access.
    // The engine keeps them in `parts`; reading them through `Unretained`
    // costs no reference counting.
    private var parts: [AnyObject] = []
    private var _application: Unretained<Application>!
    private var _dispatcher: Unretained<TouchDispatcher>!
    private var _simulator: Unretained<Simulator>!
    private var _gestures: Unretained<GestureArbiter>!
    public var application: Application { _application.object }
    public var dispatcher: TouchDispatcher { _dispatcher.object }
    public var simulator: Simulator { _simulator.object }
    public var gestures: GestureArbiter { _gestures.object }

    /// `UIView.animate`'s animator once a script has animated (SPEC 11.8).
    public internal(set) var animatorIfMade: Animator?
    /// The keyboard window and its views (SPEC 11.12), made when first needed.
    var inputViewsStorage: InputViews?
    /// `sim.keyboardHeight`: the system keyboard's height [?].
    public var keyboardHeight = 216.0 {
        didSet { if let made = inputViewsStorage, made.keyboard === made.systemKeyboard { try? made.layOut() } }
    }
    /// Set while an animations function runs: the animatable setters tell the animator.
    var isCapturingAnimation = false

    /// Set while the layout pass runs (SPEC 12.6, Layout.swift; its queue is `views.layoutQueue`).
    var isLayingOut = false
    /// Numbers the pass's rounds (`View.layoutRound`).
    var layoutRoundSerial = 0
    /// The views each running pass (nested ones too) has taken from the
    /// queue, in the order it lays them out.
    var layoutInFlight: [[View]] = []
    /// Whether the nesting warning of `layOut` was given (once a run).
    var layoutNestingWarned = false
    /// An error of a pass that could not throw it, for the next one to throw.
    var deferredLayoutError: Error?
    /// Set while a new bounds size resizes subviews (`View.boundsSizeChanged`);
    /// the subviews resized meanwhile wait here for their turn.
    var isAutoresizing = false
    var autoresizeWork: [(View, Size)] = []

    /// Set while `explain` watches a hit test.
    public var hitTestObserver: HitTestObserver?
    /// Geometry and flags of every view, for hit testing (engine plumbing).
    package let views = ViewStore()
    /// Bytes the engine holds on scripts' behalf, counted against their memory
    /// limit; the host points it at its allocator's counter.
    package var memoryCounter: UnsafeMutablePointer<Int>? {
        didSet { tracer.memoryCounter = memoryCounter }
    }

    private var serials: [String: Int] = [:]

    public init(screenSize: Size = Size(375, 667)) {
        screen = Rect(origin: .zero, size: screenSize)
        clock.engine = self
        let application = Application(engine: self)
        _application = Unretained(application)
        let dispatcher = TouchDispatcher(engine: self)
        _dispatcher = Unretained(dispatcher)
        let simulator = Simulator(engine: self)
        _simulator = Unretained(simulator)
        let gestures = GestureArbiter(engine: self)
        _gestures = Unretained(gestures)
        parts = [application, dispatcher, simulator, gestures]
        liveEngineCount += 1
    }

    deinit {
        liveEngineCount -= 1
    }

    /// Call after adding or removing any override.
    public func invalidateOverrides() { overrideGeneration &+= 1 }

    func nextSerial(for className: String) -> Int {
        let n = (serials[className] ?? 0) + 1
        serials[className] = n
        return n
    }

    /// Emits a trace record; building it costs nothing when nobody listens.
    @inline(__always)
    public func trace(_ make: @autoclosure () -> TraceRecord) {
        if tracer.isActive { tracer.emit(make()) }
    }

    /// Whether records are being made. Hot paths test this and build the record
    /// themselves: an autoclosure capturing objects costs retains even when unused.
    @inline(__always)
    public var isTracing: Bool { tracer.isActive }

    /// Charges engine work to the script's instruction limit (see `ScriptHost.spend`).
    @inline(__always)
    public func spend(_ units: Int) throws {
        if let meter = workMeter {
            if meter.charge(meter.context, Int64(units)) != 0 { throw EngineError.stopped }
        } else if let host {
            try host.spend(units)
        }
    }

    /// The host's own counter for `spend`, when it has one: a plain function
    /// call where a call through the `ScriptHost` protocol would retain and
    /// release the host (work is charged several times per event). The host
    /// sets it with itself and clears it before it goes away.
    package var workMeter: WorkMeter?

    /// A C function that charges work, and what it charges.
    package struct WorkMeter {
        package let context: UnsafeMutableRawPointer
        /// Returns 0 to go on; anything else stops the script (`EngineError.stopped`).
        package let charge: @convention(c) (UnsafeMutableRawPointer?, Int64) -> Int32

        package init(context: UnsafeMutableRawPointer, charge: @convention(c) (UnsafeMutableRawPointer?, Int64) -> Int32) {
            self.context = context
            self.charge = charge
        }
    }

    /// Work counted on hot paths (hit-test visits) and charged in batches.
    package var work = 0

    /// How many forwarded events are being delivered inside one another (a
    /// control that does not track a touch passes it on from inside its own
    /// handling), and how many may be: about Lua's own limit of nested calls.
    var forwardingDepth = 0
    static let maximumForwardingDepth = 200

    /// How many view controllers are loading their views inside one another (a
    /// tab bar controller loads its selected tab's view while it loads its own),
    /// and how many may.
    var viewLoadingDepth = 0
    static let maximumViewLoadingDepth = 200

    package func chargeWork() throws {
        guard work > 0 else { return }
        let units = work
        work = 0
        try spend(units)
    }

    /// What an object costs in memory: its allocation, rounded up.
    func objectCost(_ object: AnyObject) -> Int {
        guard memoryCounter != nil else { return 0 }
        return mallocUsableSize(Unmanaged.passUnretained(object).toOpaque()) + 16
    }

    /// The responder whose `resignFirstResponder()` is running after the engine
    /// decided the answer of `canResignFirstResponder` itself (asked already, or not
    /// to be asked: `endEditing(true)`), so UIResponder's default does not ask again.
    var resignDecidedFor: ObjectIdentifier?
    /// The text field whose editing `endEditing(true)` is ending: its delegate's
    /// `textFieldShouldEndEditing` is not asked (SPEC 12.2 rule 5).
    var endEditingForcedFor: ObjectIdentifier?

    /// Debug mode: dispatch checks its invariants as it goes (see
    /// `InvariantChecker`) and reports each violation. Off by default; off, it
    /// costs one test of this flag where the checker would look.
    public var checksInvariants = false {
        didSet { if checksInvariants, invariants == nil { invariants = InvariantChecker(engine: self) } }
    }
    /// The checker, made when `checksInvariants` is first set.
    public private(set) var invariants: InvariantChecker!
    /// Receives each invariant violation (the runner prints `invariant violated: ...`).
    public var violationHandler: ((String) -> Void)?

    /// In debug mode, checks what can only be checked between events (touches
    /// gone without their end): the runner calls it when a script is over.
    public func verifyInvariants() {
        if checksInvariants { invariants.sweep() }
    }

    /// Views that want `didJoinWindow` once they are in a window (a table with a
    /// data source, SPEC 11.11); asked whenever a view joins a hierarchy.
    package var viewsAwaitingWindow: [Unretained<View>] = []

    func viewJoinedHierarchy() throws {
        // Held while they load: a script runs meanwhile. A view leaves the list
        // in its deinit, so every entry is alive.
        let ready: [View] = viewsAwaitingWindow.map(\.object).filter { $0.window != nil }
        guard !ready.isEmpty else { return }
        viewsAwaitingWindow.removeAll { waiting in ready.contains { $0 === waiting.object } }
        for view in ready { try view.didJoinWindow() }
    }

    public func warn(_ message: String) {
        trace(TraceRecord(.warning, time: clock.now, reason: message))
        warningHandler?(message)
    }

    /// Receives warnings (the runner prints them).
    public var warningHandler: ((String) -> Void)?
}

/// The unsettled numbers of SPEC 5, 6.7 and 7.2, by the names scripts use.
public struct Tunables: Sendable {
    public var tapMaximumInterval = 0.35
    public var tapAllowableMovement = 45.0
    public var tapMaximumDuration = 0.75
    public var tapCountInterval = 0.35
    public var tapCountDistance = 45.0
    public var panHysteresis = 10.0
    public var edgeRegion = 20.0
    public var swipeMinimumDistance = 50.0
    public var swipeMaximumSecondary = 50.0
    public var swipeMaximumDuration = 0.5
    public var pinchThreshold = 8.0
    public var rotationThreshold = 0.05
    public var velocitySmoothing = 0.2
    /// SPEC 12.4 rule 4: a pan's velocity reads (0, 0) once no move has arrived for this long.
    public var velocityRestTime = 0.1

    /// The one velocity smoothing of the continuous recognizers (pan, pinch,
    /// rotation): the newest rate of `change` over `dt` seconds, weighted by
    /// `velocitySmoothing`, with the rest from the previous `velocity`. With no
    /// time elapsed the velocity stays as it was.
    public func smoothedVelocity(_ velocity: Double, change: Double, over dt: Double) -> Double {
        guard dt > 0 else { return velocity }
        return change / dt * velocitySmoothing + velocity * (1 - velocitySmoothing)
    }
    /// SPEC 5: whether a touch kept from its view by exclusiveTouch is kept from
    /// recognizers too (0: no, the default; 1: yes).
    public var exclusiveTouchBlocksRecognizers = 0.0
    /// SPEC 7.2: how far outside its bounds a tracked touch still counts as inside.
    public var trackingMargin = 70.0
    /// SPEC 11.1–11.2, `UIScrollView.defaults`: how long a scroll view holds a
    /// content touch back; the slowest release that decelerates (pt/s); the
    /// speed under which deceleration stops (pt/s); the release speed that
    /// turns a page (pt/s).
    public var contentTouchDelay = 0.15
    public var minimumDecelerationSpeed = 50.0
    public var decelerationStopSpeed = 5.0
    public var pagingFlickSpeed = 300.0
    /// SPEC 12.3, `UITableView.defaults`: a title header's or footer's height
    /// [?: UIKit's automaticDimension]; the Delete button's width [?].
    public var titleHeaderHeight = 28.0
    public var deleteButtonWidth = 80.0
    /// SPEC 12.5 rule 2, `UIBarButtonItem.defaults`: the width of a bar item
    /// that sets none [?].
    public var itemWidth = 60.0

    public init() {}

    /// The recognizers' tunables (`UIGestureRecognizer.defaults`). Spelled out
    /// with a switch below rather than key paths, which are slow to make at
    /// start-up; a test checks that every name reads and writes its own property.
    public static let names: [String] = [
        "tapMaximumInterval", "tapAllowableMovement", "tapMaximumDuration", "tapCountInterval", "tapCountDistance",
        "panHysteresis", "edgeRegion", "swipeMinimumDistance", "swipeMaximumSecondary", "swipeMaximumDuration",
        "pinchThreshold", "rotationThreshold", "velocitySmoothing", "exclusiveTouchBlocksRecognizers", "trackingMargin",
        "velocityRestTime",
    ]
    /// The scroll views' tunables (`UIScrollView.defaults`).
    public static let scrollViewNames: [String] = [
        "contentTouchDelay", "minimumDecelerationSpeed", "decelerationStopSpeed", "pagingFlickSpeed",
    ]
    /// The tables' tunables (`UITableView.defaults`).
    public static let tableViewNames: [String] = ["titleHeaderHeight", "deleteButtonWidth"]
    /// The bar items' tunables (`UIBarButtonItem.defaults`).
    public static let barButtonItemNames: [String] = ["itemWidth"]

    public subscript(name: String) -> Double? {
        get {
            switch name {
            case "tapMaximumInterval": tapMaximumInterval
            case "tapAllowableMovement": tapAllowableMovement
            case "tapMaximumDuration": tapMaximumDuration
            case "tapCountInterval": tapCountInterval
            case "tapCountDistance": tapCountDistance
            case "panHysteresis": panHysteresis
            case "edgeRegion": edgeRegion
            case "swipeMinimumDistance": swipeMinimumDistance
            case "swipeMaximumSecondary": swipeMaximumSecondary
            case "swipeMaximumDuration": swipeMaximumDuration
            case "pinchThreshold": pinchThreshold
            case "rotationThreshold": rotationThreshold
            case "velocitySmoothing": velocitySmoothing
            case "velocityRestTime": velocityRestTime
            case "exclusiveTouchBlocksRecognizers": exclusiveTouchBlocksRecognizers
            case "trackingMargin": trackingMargin
            case "contentTouchDelay": contentTouchDelay
            case "minimumDecelerationSpeed": minimumDecelerationSpeed
            case "decelerationStopSpeed": decelerationStopSpeed
            case "pagingFlickSpeed": pagingFlickSpeed
            case "titleHeaderHeight": titleHeaderHeight
            case "deleteButtonWidth": deleteButtonWidth
            case "itemWidth": itemWidth
            default: nil
            }
        }
        set {
            guard let value = newValue else { return }
            switch name {
            case "tapMaximumInterval": tapMaximumInterval = value
            case "tapAllowableMovement": tapAllowableMovement = value
            case "tapMaximumDuration": tapMaximumDuration = value
            case "tapCountInterval": tapCountInterval = value
            case "tapCountDistance": tapCountDistance = value
            case "panHysteresis": panHysteresis = value
            case "edgeRegion": edgeRegion = value
            case "swipeMinimumDistance": swipeMinimumDistance = value
            case "swipeMaximumSecondary": swipeMaximumSecondary = value
            case "swipeMaximumDuration": swipeMaximumDuration = value
            case "pinchThreshold": pinchThreshold = value
            case "rotationThreshold": rotationThreshold = value
            case "velocitySmoothing": velocitySmoothing = value
            case "velocityRestTime": velocityRestTime = value
            case "exclusiveTouchBlocksRecognizers": exclusiveTouchBlocksRecognizers = value
            case "trackingMargin": trackingMargin = value
            case "contentTouchDelay": contentTouchDelay = value
            case "minimumDecelerationSpeed": minimumDecelerationSpeed = value
            case "decelerationStopSpeed": decelerationStopSpeed = value
            case "pagingFlickSpeed": pagingFlickSpeed = value
            case "titleHeaderHeight": titleHeaderHeight = value
            case "deleteButtonWidth": deleteButtonWidth = value
            case "itemWidth": itemWidth = value
            default: break
            }
        }
    }
}
