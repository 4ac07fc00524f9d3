/// The keyboard is a window (SPEC 11.12): while a responder is first responder,
/// its `inputView` (or, for a text input, the system keyboard) and its
/// `inputAccessoryView` are shown in a window of their own, above every app
/// window. They are ordinary views there: hit testing reaches them first, and
/// their chain runs accessory → `UIInputSetHostView` → the keyboard window →
/// the application.

/// UIKit's `UIRemoteKeyboardWindow`. It has the screen's frame (SPEC 12.7 rule 2),
/// but its `hitTest` returns nil outside its input views (the keyboard and the
/// accessory above it), so a touch anywhere else falls through to the app's windows.
public final class KeyboardWindow: Window {
    public override class var uikitName: String { "UIRemoteKeyboardWindow" }
    public override class var hasOwnHitTest: Bool { true }

    public override func defaultHitTest(_ point: Point, _ event: Event?) throws -> View? {
        let hit = try super.defaultHitTest(point, event)
        if hit === self || hit is InputSetHostView { return nil }
        return hit
    }
}

/// UIKit's `UIInputSetHostView`: the superview of the keyboard and the accessory.
public final class InputSetHostView: View {
    public override class var uikitName: String { "UIInputSetHostView" }
}

/// The system keyboard's area (UIKit's `UIKeyboard`): it takes touches, and what
/// the keys do happens in the keyboard's own process, so nothing reaches the app.
public final class SystemKeyboardView: View {
    public override class var uikitName: String { "UIKeyboard" }
    public override class var handlesTouchesItself: Bool { true }
    public override func defaultTouches(_ phase: TouchPhase, _ touches: [Touch], _ event: Event) throws {}
}

extension Window {
    /// `UIWindow.levelKeyboard` [?]: above every app window.
    public static let levelKeyboard = 10_000_000.0
}

/// Shows and hides the input views as the first responder changes. Made the
/// first time there is something to show; the keyboard window then stays in
/// `app.windows`, hidden while nothing is shown.
public final class InputViews {
    private let engineRef: Unretained<Engine>
    private var engine: Engine { engineRef.object }
    public let window: KeyboardWindow
    public let hostView: InputSetHostView
    public let systemKeyboard: SystemKeyboardView
    /// What is shown now: the keyboard (an `inputView` or `systemKeyboard`) and the accessory.
    public private(set) var keyboard: View?
    public private(set) var accessory: View?

    /// An update asked for while one runs (showing a view can move a first
    /// responder out of the window) runs after it.
    private var updating = false
    private var updateAgain = false

    init(engine: Engine) {
        engineRef = Unretained(engine)
        window = KeyboardWindow(engine: engine, frame: engine.screen)
        window.windowLevel = Window.levelKeyboard
        hostView = InputSetHostView(engine: engine, frame: Rect(0, 0, engine.screen.size.width, 0))
        systemKeyboard = SystemKeyboardView(engine: engine, frame: Rect(0, 0, engine.screen.size.width, engine.keyboardHeight))
        // Cannot fail: both are new.
        try? window.addSubview(hostView)
    }

    /// Whether a keyboard (the system one or an `inputView`) is shown.
    public var keyboardVisible: Bool { keyboard != nil && !window.hidden }

    /// The first responder that input views are read from first: one inside the
    /// keyboard window (a text field in an accessory view) while it is shown.
    var innerFirstResponder: Responder? { window.hidden ? nil : window.firstResponder }

    /// Reads the first responders' input views again and shows them.
    func update() throws {
        if updating {
            updateAgain = true
            return
        }
        updating = true
        defer { updating = false }
        var passes = 0
        repeat {
            updateAgain = false
            passes += 1
            do {
                let (keyboard, accessory) = try wantedViews()
                try show(keyboard: keyboard, accessory: accessory)
            } catch {
                // Nothing half-shown: what the first responder named could not be shown at all.
                try? show(keyboard: nil, accessory: nil)
                throw error
            }
        } while updateAgain && passes < 3
    }

    /// The keyboard and accessory the first responders name: the inner one's
    /// first, then the app's (whose accessory may hold the inner one).
    private func wantedViews() throws -> (keyboard: View?, accessory: View?) {
        let outer = engine.appFirstResponder
        var keyboard: View?
        var accessory: View?
        for responder in [innerFirstResponder, outer].compactMap({ $0 }) {
            if keyboard == nil {
                keyboard = try responder.inputView(.inputView) ?? (responder.isTextInput ? systemKeyboard : nil)
            }
            if accessory == nil { accessory = try responder.inputView(.inputAccessoryView) }
        }
        if let keyboard, keyboard === accessory {
            throw EngineError.invalidOperation("\(keyboard.label) cannot be both the inputView and the inputAccessoryView")
        }
        if let owner = (outer as? View) ?? (outer as? ViewController)?.viewIfLoaded {
            for view in [keyboard, accessory].compactMap({ $0 }) where owner.isDescendant(of: view) {
                throw EngineError.invalidOperation("\(view.label) contains the first responder \(outer!.label): "
                    + "showing it in the keyboard window would take the first responder out of its own window")
            }
        }
        return (keyboard, accessory)
    }

    private func show(keyboard: View?, accessory: View?) throws {
        let leaving = [self.keyboard, self.accessory].compactMap { $0 }.filter { $0 !== keyboard && $0 !== accessory }
        self.keyboard = keyboard
        self.accessory = accessory
        for view in leaving where view.superview === hostView { view.removeFromSuperview() }
        guard keyboard != nil || accessory != nil else {
            if !window.hidden {
                window.hidden = true
                engine.trace(TraceRecord(.firstResponder, time: engine.clock.now, view: window, reason: "the keyboard window is hidden"))
            }
            return
        }
        if hostView.superview !== window { try window.addSubview(hostView) }
        for view in [accessory, keyboard].compactMap({ $0 }) where view.superview !== hostView {
            try hostView.addSubview(view)
        }
        // The accessory, then the keyboard, whatever came first.
        if let keyboard, hostView.subviews.last !== keyboard { hostView.bringSubviewToFront(keyboard) }
        try layOut()
        if window.hidden { window.hidden = false }
        let parts = [keyboard.map { "the keyboard \($0.label)" }, accessory.map { "the accessory \($0.label)" }].compactMap { $0 }
        engine.trace(TraceRecord(.firstResponder, time: engine.clock.now, view: window,
                                 reason: "the keyboard window shows " + parts.joined(separator: " under ")))
    }

    /// The keyboard at the bottom edge, the accessory just above it, both the
    /// screen's width; the window has the screen's frame (SPEC 12.7 rule 2) and
    /// its host view covers the two.
    func layOut() throws {
        let screen = engine.screen
        let keyboardHeight = keyboard.map { $0 === systemKeyboard ? engine.keyboardHeight : $0.frame.size.height } ?? 0
        let accessoryHeight = accessory?.frame.size.height ?? 0
        let total = keyboardHeight + accessoryHeight
        window.frame = screen
        try Self.place(hostView, Rect(0, screen.size.height - total, screen.size.width, total))
        if let accessory { try Self.place(accessory, Rect(0, 0, screen.size.width, accessoryHeight)) }
        if let keyboard { try Self.place(keyboard, Rect(0, accessoryHeight, screen.size.width, keyboardHeight)) }
    }

    private static func place(_ view: View, _ frame: Rect) throws {
        let old = view.bounds.size
        view.frame = frame
        if view.bounds.size != old { try view.sizeChanged() }
    }
}

extension Responder {
    /// A text input (SPEC 8): a `UITextField`, or a responder whose
    /// `insertText`, `deleteBackward` and `hasText` are overridden.
    public var isTextInput: Bool {
        adoptsKeyInput || (overrides(.insertText) && overrides(.deleteBackward) && overrides(.hasText))
    }

    /// `inputView` or `inputAccessoryView` (the selector says which): nil unless
    /// overridden (SPEC 11.12).
    public func inputView(_ selector: Selector) throws -> View? {
        precondition(selector == .inputView || selector == .inputAccessoryView, "not an input view: \(selector.name)")
        guard overrides(selector) else { return nil }
        guard let view = try callOverride(selector, ScriptArguments(count: 0), expecting: .view).asView() else { return nil }
        if view is Window || view is InputSetHostView || view is SystemKeyboardView {
            throw EngineError.invalidOperation("\(selector.name) of \(label) is \(view.label), which cannot be shown in the keyboard window")
        }
        return view
    }
}

extension Engine {
    /// The keyboard window and what it shows, once something has been shown.
    public var inputViewsIfMade: InputViews? { inputViewsStorage }

    var inputViews: InputViews {
        if let made = inputViewsStorage { return made }
        let made = InputViews(engine: self)
        inputViewsStorage = made
        return made
    }

    /// The first responder of the app's windows (the key window's first).
    public var appFirstResponder: Responder? {
        if let key = application.keyWindow, !(key is KeyboardWindow), let responder = key.firstResponder { return responder }
        return application.windows.lazy.filter { !($0 is KeyboardWindow) }.compactMap(\.firstResponder).first
    }

    /// The first responder changed somewhere: show its input views (SPEC 11.12).
    func firstResponderChanged() throws {
        guard inputViewsStorage != nil || appFirstResponder.map(Self.mayShowInputViews) == true else { return }
        try inputViews.update()
    }

    /// The same, where an error cannot be thrown (a view left its window): a
    /// failing `inputView` getter is a warning, and nothing is shown for it.
    func firstResponderChangedQuietly() {
        do {
            try firstResponderChanged()
        } catch {
            warn("the input views could not be shown: \(error)")
            try? inputViewsStorage?.showNothing()
        }
    }

    /// `reloadInputViews()`, and `sim.keyboardHeight` changing.
    public func reloadInputViews() throws { try firstResponderChanged() }

    private static func mayShowInputViews(_ responder: Responder) -> Bool {
        responder.isTextInput || responder.overrides(.inputView) || responder.overrides(.inputAccessoryView)
    }
}

extension InputViews {
    /// Hides everything (after a getter failed).
    func showNothing() throws { try show(keyboard: nil, accessory: nil) }
}
