/// UIResponder: the base of everything that takes part in the responder chain.
///
/// Each overridable method has three layers:
/// - a `final` entry point (`touches(_:_:_:)`, `nextResponder()`) that is what
///   UIKit would call; it runs a script override when there is one;
/// - an `open` `default…` method that a built-in subclass (UIControl...) overrides;
/// - the class's own implementation under its own name (`responderTouches`), which
///   is what `UIResponder.touchesBegan(self, ...)` reaches from a script.
open class Responder: EngineObject {
    open override class var uikitName: String { "UIResponder" }

    // MARK: nextResponder

    /// The next responder in the chain (SPEC 4), asking a script override first.
    public final func nextResponder() throws -> Responder? {
        if overrides(.nextResponder) {
            return try callOverride(.nextResponder, ScriptArguments(count: 0), expecting: .responder).asResponder()
        }
        return defaultNextResponder()
    }

    /// The built-in answer for this class.
    open func defaultNextResponder() -> Responder? { responderNextResponder() }

    /// UIResponder's own answer: nil.
    public final func responderNextResponder() -> Responder? { nil }

    /// The built-in `canBecomeFirstResponder` of this class (false for all of UIKit's
    /// classes here; the text field answers true).
    open func defaultCanBecomeFirstResponder() -> Bool { false }

    /// Built-in UIKeyInput (the text field's); responders without it ignore keys.
    open var adoptsKeyInput: Bool { false }
    open func defaultInsertText(_ text: String) throws {}
    open func defaultDeleteBackward() throws {}
    open func defaultHasText() -> Bool { false }

    /// Called when the responder becomes or stops being first responder.
    open func firstResponderStatusChanged(isFirst: Bool) throws {}

    /// This responder and every responder after it. Stops at a cycle.
    public final func responderChain() throws -> [Responder] {
        var chain: [Responder] = [self]
        var seen: Set<ObjectIdentifier> = [ObjectIdentifier(self)]
        while let next = try chain.last!.nextResponder() {
            if !seen.insert(ObjectIdentifier(next)).inserted {
                engine.warn("the responder chain of \(label) loops back to \(next.label); stopped there")
                break
            }
            chain.append(next)
        }
        try engine.spend(chain.count)
        return chain
    }

    // MARK: Touches

    /// `touchesBegan/Moved/Ended/Cancelled(touches, event)`.
    public final func touches(_ phase: TouchPhase, _ touches: [Touch], _ event: Event) throws {
        let selector = phase.selector
        if overrides(selector) {
            engine.overrideCalls += 1
            try engine.hostTouches(selector, on: self, touches, event)
            return
        }
        try defaultTouches(phase, touches, event)
    }

    open func defaultTouches(_ phase: TouchPhase, _ touches: [Touch], _ event: Event) throws {
        try responderTouches(phase, touches, event)
    }

    /// Whether this class's built-in touch handling does more than hand the
    /// touches on (a control tracks them).
    open class var handlesTouchesItself: Bool { false }
    /// The class's answer, kept per object: the chain walk asks it at every step.
    public final let handlesTouchesItself: Bool

    /// A view that is not a window: its next responder is its controller or its
    /// superview, which the chain walk reads directly (no dynamic dispatch).
    final var isPlainView = false

    public override init(engine: Engine) {
        handlesTouchesItself = Self.handlesTouchesItself
        super.init(engine: engine)
    }

    /// UIResponder's implementation: hand the same touches to the next responder.
    public final func responderTouches(_ phase: TouchPhase, _ touches: [Touch], _ event: Event) throws {
        // SHORTCUT (twin: `forward`, below): a plain view's touches go up over the nodes.
        if isPlainView, !engine.isTracing, engine.shortcuts {
            try unsafeDowncast(self, to: View.self).forwardTouchesOverNodes(phase, touches, event)
            return
        }
        let selector = phase.selector
        try forward(selector.name, touchCount: touches.count, stopsAt: { $0.overrides(selector) || $0.handlesTouchesItself }) {
            try $0.touches(phase, touches, event)
        }
    }

    /// Hands an event up the chain from this responder: responders that only pass
    /// it on are stepped over in a loop (no recursion, whatever the chain's
    /// length); the first that `stopsAt` gets it through `deliver`. A chain that
    /// comes back on itself (possible only through `nextResponder` overrides) is
    /// an error naming the loop.
    final func forward(_ method: String, touchCount: Int? = nil, stopsAt: (Responder) -> Bool,
                       deliver: (Responder) throws -> Void) throws {
        var steps = 0
        defer { engine.work &+= steps }
        // The common case first: built-in next responders only (the built-in
        // chain never loops) and no trace to write. Plain views are read
        // directly; anything else asks its class. The responders stepped over
        // are borrowed (their hierarchy holds them, and nothing runs a script
        // until the one that gets the event); that one is held while it has it.
        // SHORTCUT (twin: the loop after this block, which traces): borrowed steps.
        var current = Unmanaged<Responder>.passUnretained(self)
        if !engine.isTracing && engine.shortcuts {
            while !current.borrowed.overrides(.nextResponder) {
                let next: Unmanaged<Responder>
                if current.borrowed.isPlainView {
                    let view = unsafeDowncast(current.borrowed, to: View.self)
                    if let controller = view.$viewController.borrowed, controller.isRootView(view) {
                        next = .passUnretained(controller)
                    } else if let superview = view.$superview.borrowed {
                        next = .passUnretained(superview)
                    } else {
                        return
                    }
                } else if let answer = current.borrowed.defaultNextResponder() {
                    next = .passUnretained(answer)
                } else {
                    return
                }
                steps += 1
                if stopsAt(next.borrowed) {
                    let receiver = next.owned
                    try deliverNested(method, from: current.borrowed, to: receiver) { try deliver(receiver) }
                    return
                }
                current = next
                // Built-in links can loop too (a script can put a presenting
                // controller's view inside the controller it presents): a chain
                // this long goes on in the checked walk.
                if steps >= Self.uncheckedSteps { break }
            }
        }
        // The general walk: overrides of nextResponder (which may loop), traces.
        // Scripts run here (nextResponder overrides), so every responder is held;
        // one that a script's nextResponder made up is kept in `path` too.
        var responder = current.owned
        var path: [Responder] = []
        var seen: Set<ObjectIdentifier> = []
        while true {
            let overridden = responder.overrides(.nextResponder)
            guard let next = overridden ? try responder.nextResponder() : responder.defaultNextResponder() else { return }
            steps += 1
            // Past `uncheckedSteps` (counted as the borrowed loop above counts
            // them, so that a loop is named from the same responder either way).
            if overridden || !path.isEmpty || steps > Self.uncheckedSteps {
                if path.isEmpty {
                    path.append(responder)
                    seen.insert(ObjectIdentifier(responder))
                }
                if !seen.insert(ObjectIdentifier(next)).inserted {
                    let start = path.firstIndex { $0 === next } ?? 0
                    let loop = (path[start...].map(\.label) + [next.label]).joined(separator: " → ")
                    throw EngineError.invalidOperation("the responder chain loops, so \(method) would go round forever: \(loop)")
                }
                path.append(next)
            }
            if engine.isTracing {
                engine.tracer.emit(TraceRecord(.forward, time: engine.clock.now, method: method, from: responder, to: next,
                                               touchCount: touchCount))
            }
            if stopsAt(next) {
                try deliverNested(method, from: responder, to: next) { try deliver(next) }
                return
            }
            responder = next
        }
    }

    /// How many steps up the chain are taken without checking for a loop.
    static let uncheckedSteps = 1_000

    /// Delivers a forwarded event one level deeper. A responder that handles the
    /// event itself (a control that does not track the touch) may hand it on
    /// again from inside its handling: a chain that loops through one, or a tower
    /// of them, would nest without end, so the nesting is bounded (about Lua's
    /// own limit) with an error naming the last step.
    @inline(__always)
    final func deliverNested(_ method: String, from: @autoclosure () -> Responder, to next: Responder,
                             _ body: () throws -> Void) throws {
        if engine.forwardingDepth >= Engine.maximumForwardingDepth {
            throw EngineError.invalidOperation(
                "\(method) was handed on through \(Engine.maximumForwardingDepth) responders that each handle it and pass it on "
                + "(\(from().label) → \(next.label)): the responder chain loops through them, or is too deep")
        }
        engine.forwardingDepth += 1
        defer { engine.forwardingDepth -= 1 }
        try body()
    }
}

extension ScriptValue {
    /// The value as a responder, for overrides that must return one (or nil).
    public func asResponder() throws -> Responder? {
        switch self {
        case .none: return nil
        case .object(let o as Responder): return o
        default: throw EngineError.invalidOperation("expected a UIResponder or nil, got \(typeName)")
        }
    }

    public func asView() throws -> View? {
        switch self {
        case .none: return nil
        case .object(let o as View): return o
        default: throw EngineError.invalidOperation("expected a UIView or nil, got \(typeName)")
        }
    }
}
