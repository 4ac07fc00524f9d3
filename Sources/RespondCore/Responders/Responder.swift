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
        return chain
    }

    // MARK: Touches

    /// `touchesBegan/Moved/Ended/Cancelled(touches, event)`.
    public final func touches(_ phase: TouchPhase, _ touches: [Touch], _ event: Event) throws {
        let selector = phase.selector
        if overrides(selector) {
            _ = try callOverride(selector, ScriptArguments(.touches(touches), .object(event), count: 2))
            return
        }
        try defaultTouches(phase, touches, event)
    }

    open func defaultTouches(_ phase: TouchPhase, _ touches: [Touch], _ event: Event) throws {
        try responderTouches(phase, touches, event)
    }

    /// UIResponder's implementation: hand the same touches to the next responder.
    public final func responderTouches(_ phase: TouchPhase, _ touches: [Touch], _ event: Event) throws {
        guard let next = try nextResponder() else { return }
        engine.trace(TraceRecord(.forward, time: engine.clock.now, method: phase.selector.name, from: self, to: next,
                                 touchCount: touches.count))
        try next.touches(phase, touches, event)
    }
}

extension ScriptValue {
    /// The value as a responder, for overrides that must return one (or nil).
    func asResponder() throws -> Responder? {
        switch self {
        case .none: return nil
        case .object(let o as Responder): return o
        default: throw EngineError.invalidOperation("expected a UIResponder or nil, got \(typeName)")
        }
    }

    func asView() throws -> View? {
        switch self {
        case .none: return nil
        case .object(let o as View): return o
        default: throw EngineError.invalidOperation("expected a UIView or nil, got \(typeName)")
        }
    }
}
