/// UIApplication: the windows, the key window, the delegate, and the first stop
/// of every event (SPEC 9).
public final class Application: Responder {
    public override class var uikitName: String { "UIApplication" }

    /// The app delegate, when it is a responder (a delegate that is not one is
    /// kept by the host and never joins the chain).
    public var delegate: Responder? {
        didSet {
            oldValue?.holdChanged()
            delegate?.holdChanged()
        }
    }
    public private(set) var windows: [Window] = []
    public internal(set) weak var keyWindow: Window?
    private var visibilityCounter = 0

    func register(_ window: Window) { windows.append(window) }

    func nextVisibilityOrder() -> Int {
        visibilityCounter += 1
        return visibilityCounter
    }

    public override var isHeldByEngine: Bool { true }

    /// There is one application: it prints as `UIApplication` unless named.
    public override var label: String { name.map { "\(className) \"\($0)\"" } ?? className }

    /// Visible windows in the order a touch tries them: highest level first, then
    /// the most recently shown or made key.
    public var windowsInHitTestOrder: [Window] {
        windows.filter { !$0.hidden }.sorted {
            $0.windowLevel != $1.windowLevel ? $0.windowLevel > $1.windowLevel : $0.visibilityOrder > $1.visibilityOrder
        }
    }

    /// The view a touch at a screen point would be bound to, and its window:
    /// each visible window is asked in turn, frontmost first.
    public func hitTest(screenPoint: Point, event: Event?) throws -> (view: View, window: Window)? {
        for window in windowsInHitTestOrder {
            if let view = try window.hitTest(window.convertFromScreen(screenPoint), event) {
                return (view, window)
            }
        }
        return nil
    }

    /// `sendEvent(event)`: hands a touch event to each window that has touches in it.
    public func sendEvent(_ event: Event) throws {
        if overrides(.sendEvent) {
            _ = try callOverride(.sendEvent, ScriptArguments(.object(event), count: 1))
            return
        }
        try applicationSendEvent(event)
    }

    /// UIApplication's implementation.
    public func applicationSendEvent(_ event: Event) throws {
        var seen: Set<ObjectIdentifier> = []
        for touch in event.allTouches {
            guard let window = touch.window, seen.insert(ObjectIdentifier(window)).inserted else { continue }
            try window.sendEvent(event)
        }
    }

    public override func defaultNextResponder() -> Responder? { applicationNextResponder() }

    /// The delegate, when it is a responder but not a view, a controller or the app.
    public func applicationNextResponder() -> Responder? {
        guard let delegate, !(delegate is View), !(delegate is ViewController), delegate !== self else { return nil }
        return delegate
    }
}
