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
    /// One of `windows`, which the application keeps for good.
    @BackPointer public internal(set) var keyWindow: Window? = nil
    private var visibilityCounter = 0
    /// Warnings already given about actions whose target has no such method (SPEC 7.3).
    var warnedMissingMethods: Set<String> = []

    func register(_ window: Window) {
        windows.append(window)
        windowOrderChanged()
    }

    func nextVisibilityOrder() -> Int {
        visibilityCounter += 1
        return visibilityCounter
    }

    public override var isHeldByEngine: Bool { true }

    /// There is one application: it prints as `UIApplication` unless named.
    public override var label: String { name.map { "\(className) \"\($0)\"" } ?? className }

    /// Visible windows in the order a touch tries them: highest level first, then
    /// the most recently shown or made key. Cached until a window changes.
    public var windowsInHitTestOrder: [Window] {
        if let cached = cachedHitTestOrder { return cached }
        let order = windows.filter { !$0.hidden }.sorted {
            $0.windowLevel != $1.windowLevel ? $0.windowLevel > $1.windowLevel : $0.visibilityOrder > $1.visibilityOrder
        }
        cachedHitTestOrder = order
        return order
    }

    private var cachedHitTestOrder: [Window]?

    /// A window was shown, hidden, made key or moved to another level.
    func windowOrderChanged() { cachedHitTestOrder = nil }

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

    /// Why a touch at a screen point hit no view, for the warning: the hidden
    /// windows there, named, with how to show them (a window starts hidden, and
    /// forgetting `makeKeyAndVisible()` is the first touch's most common mistake);
    /// no window at all; or no visible window that took it.
    public func whyNothingWasHit(at screenPoint: Point) -> String { whyNothingWasHitWords(at: screenPoint).en }

    /// The same, in both languages (the dispatcher's warning speaks `Language.current`).
    public func whyNothingWasHitWords(at screenPoint: Point) -> Words {
        if windows.isEmpty {
            return Words("there is no window (make one with UIWindow{} and call its makeKeyAndVisible())",
                         "还没有窗口（用 UIWindow{} 创建一个，并调用它的 makeKeyAndVisible()）")
        }
        let hidden = windows.filter { $0.hidden && !($0 is KeyboardWindow) && $0.bounds.contains($0.convertFromScreen(screenPoint)) }
        guard !hidden.isEmpty else { return Words("no visible window took it", "没有可见的窗口接收它") }
        let reasons = hidden.map { window -> Words in
            guard !window.wasShown else {
                return Words("\(window.label) is hidden (its hidden is true)", "\(window.label) 是隐藏的（它的 hidden 为 true）")
            }
            let name = window.name.flatMap { Self.isLuaName($0) ? $0 : nil }
            return Words("\(window.label) is hidden (windows start hidden: "
                         + (name.map { "call \($0):makeKeyAndVisible()" } ?? "call makeKeyAndVisible() on it") + ")",
                         "\(window.label) 是隐藏的（窗口一开始都是隐藏的："
                         + (name.map { "调用 \($0):makeKeyAndVisible()" } ?? "对它调用 makeKeyAndVisible()") + "）")
        }
        return Words(reasons.map(\.en).joined(separator: "; "), reasons.map(\.zh).joined(separator: "；"))
    }

    /// A name a script can have given the variable that holds the window.
    static func isLuaName(_ text: String) -> Bool {
        let keywords: Set<String> = ["and", "break", "do", "else", "elseif", "end", "false", "for", "function", "goto", "if",
                                     "in", "local", "nil", "not", "or", "repeat", "return", "then", "true", "until", "while"]
        guard let first = text.unicodeScalars.first, first == "_" || (first.isASCII && first.properties.isAlphabetic),
              !keywords.contains(text) else { return false }
        return text.unicodeScalars.allSatisfy {
            $0 == "_" || ($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)))
        }
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
        // Each window once, in the order of its first touch (a scan: few touches).
        let touches = event.allTouches
        if touches.count == 1 {
            // One touch, the common case: one window, nothing to scan.
            if let window = touches[0].window { try window.sendEvent(event) }
            return
        }
        for (i, touch) in touches.enumerated() {
            guard let window = touch.window, !touches[..<i].contains(where: { $0.window === window }) else { continue }
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
