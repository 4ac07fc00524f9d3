/// UIWindow: the root of a view hierarchy on the screen. Hidden until shown.
open class Window: View {
    open override class var uikitName: String { "UIWindow" }

    public static let levelNormal = 0.0
    public static let levelStatusBar = 1000.0
    public static let levelAlert = 2000.0

    /// The window's first responder (SPEC 8).
    public internal(set) var firstResponder: Responder?
    /// Set while the first responder resigns because another one is taking over.
    var replacingFirstResponder = false

    public var windowLevel = Window.levelNormal {
        didSet { engine.application.windowOrderChanged() }
    }
    /// Larger when the window was made visible or key more recently.
    public private(set) var visibilityOrder = 0 {
        didSet { engine.application.windowOrderChanged() }
    }

    /// Whether the window was ever visible (a touch that hits nothing because it
    /// never was says so: windows start hidden).
    public private(set) var wasShown = false

    /// A window's hidden is true until `makeKeyAndVisible()` or `hidden = false`.
    open override func hiddenChanged() {
        if !hidden {
            visibilityOrder = engine.application.nextVisibilityOrder()
            wasShown = true
        }
        engine.application.windowOrderChanged()
    }

    public override init(engine: Engine, frame: Rect? = nil) {
        super.init(engine: engine, frame: frame ?? engine.screen)
        hidden = true
        engine.application.register(self)
    }

    /// The engine keeps every window (`app.windows`).
    open override var isHeldByEngine: Bool { true }

    deinit {
        if let root = rootViewController, root.$rootOfWindow.points(at: self) { root.rootOfWindow = nil }
    }

    public var isKeyWindow: Bool { engine.application.keyWindow === self }

    public func makeKeyAndVisible() {
        hidden = false
        makeKey()
    }

    public func makeKey() {
        visibilityOrder = engine.application.nextVisibilityOrder()
        let before = engine.appFirstResponder
        engine.application.keyWindow = self
        if engine.appFirstResponder !== before { engine.firstResponderChangedQuietly() }
    }

    /// Installs the controller's view as the first subview, sized to the window,
    /// replacing the previous root controller's view.
    public private(set) var rootViewController: ViewController?

    public func setRootViewController(_ controller: ViewController?) throws {
        if let old = rootViewController, old !== controller {
            old.viewIfLoaded?.removeFromSuperview()
            old.rootOfWindow = nil
            rootViewController = nil
            old.holdChanged()
        }
        guard let controller else { return }
        if let other = controller.rootOfWindow, other !== self { try other.setRootViewController(nil) }
        let view = try controller.view()
        view.frame = bounds
        try insertSubview(view, at: 0)
        rootViewController = controller
        controller.rootOfWindow = self
        controller.holdChanged()
        view.holdChanged()
    }

    /// Makes `controller` the root view controller without moving its view (an
    /// imported hierarchy, where the view is already in place).
    public func recordRootViewController(_ controller: ViewController) {
        rootViewController = controller
        controller.rootOfWindow = self
        controller.holdChanged()
    }

    /// Window point from a screen point.
    public func convertFromScreen(_ p: Point) -> Point { convertFromSuperview(p) }
    public func convertToScreen(_ p: Point) -> Point { convertToSuperview(p) }

    // MARK: Events

    /// `sendEvent(event)`: delivers the event's touches in this window (SPEC 9).
    public final func sendEvent(_ event: Event) throws {
        if overrides(.sendEvent) {
            _ = try callOverride(.sendEvent, ScriptArguments(.object(event), count: 1))
            return
        }
        try windowSendEvent(event)
    }

    /// UIWindow's implementation.
    public final func windowSendEvent(_ event: Event) throws {
        try engine.dispatcher.deliverTouches(of: event, in: self)
    }

    open override func defaultNextResponder() -> Responder? { windowNextResponder() }

    /// A window's next responder is the application.
    public final func windowNextResponder() -> Responder? { engine.application }
}
