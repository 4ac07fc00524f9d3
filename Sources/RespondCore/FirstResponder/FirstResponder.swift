/// The first responder (SPEC 8): becoming and resigning, the hand-off up the
/// chain, `endEditing`, and the action lookup defaults of SPEC 7.3
/// (`canPerformAction`, `targetForAction`).
extension Responder {
    /// The window this responder belongs to: a view's window, a controller's
    /// view's window, a window itself. Others (the app, a delegate) have none.
    public var responderWindow: Window? {
        switch self {
        case let view as View: view.window
        case let controller as ViewController: controller.viewIfLoaded?.window
        default: nil
        }
    }

    public var isFirstResponder: Bool {
        guard let window = responderWindow else { return false }
        return window.firstResponder === self
    }

    /// `canBecomeFirstResponder`: false unless overridden.
    public final func canBecomeFirstResponder() throws -> Bool {
        if overrides(.canBecomeFirstResponder) {
            return try callOverride(.canBecomeFirstResponder, ScriptArguments(count: 0)).isTruthy
        }
        return defaultCanBecomeFirstResponder()
    }

    /// `canResignFirstResponder`: true unless overridden.
    public final func canResignFirstResponder() throws -> Bool {
        if overrides(.canResignFirstResponder) {
            return try callOverride(.canResignFirstResponder, ScriptArguments(count: 0)).isTruthy
        }
        return true
    }

    /// `becomeFirstResponder()`.
    @discardableResult
    public final func becomeFirstResponder() throws -> Bool {
        if overrides(.becomeFirstResponder) {
            return try callOverride(.becomeFirstResponder, ScriptArguments(count: 0)).isTruthy
        }
        return try responderBecomeFirstResponder()
    }

    /// UIResponder's: false outside a window or when `canBecomeFirstResponder` is
    /// false; true when already first; otherwise the current first responder is
    /// asked to resign and may refuse.
    public final func responderBecomeFirstResponder() throws -> Bool {
        guard let window = responderWindow else {
            traceFirstResponder("\(label) cannot become first responder: it is not in a window")
            return false
        }
        guard try canBecomeFirstResponder() else {
            traceFirstResponder("\(label) cannot become first responder: canBecomeFirstResponder is false")
            return false
        }
        if window.firstResponder === self { return true }
        // A text field asks its delegate first (SPEC 12.2 rule 1).
        if let field = self as? TextField, try !field.shouldBeginEditing() {
            traceFirstResponder("\(label) cannot become first responder: textFieldShouldBeginEditing returned false")
            return false
        }
        if let current = window.firstResponder {
            guard try current.canResignFirstResponder() else {
                traceFirstResponder("\(current.label) refused to resign: canResignFirstResponder is false")
                return false
            }
            window.replacingFirstResponder = true
            defer { window.replacingFirstResponder = false }
            guard try current.resignFirstResponderWithoutAskingAgain() else {
                traceFirstResponder("\(current.label) refused to resign: resignFirstResponder returned false")
                return false
            }
        }
        try window.setFirstResponder(self, reason: "became first responder")
        return true
    }

    /// `resignFirstResponder()`. When it answers true the responder loses the
    /// status; if it resigned on its own (not for another responder), the nearest
    /// responder up its chain that can become first responder takes over.
    @discardableResult
    public final func resignFirstResponder() throws -> Bool {
        let resigned: Bool
        if overrides(.resignFirstResponder) {
            resigned = try callOverride(.resignFirstResponder, ScriptArguments(count: 0)).isTruthy
        } else {
            resigned = try responderResignFirstResponder()
        }
        if resigned, let window = responderWindow, window.firstResponder === self {
            try window.removeFirstResponder(self)
        }
        return resigned
    }

    /// UIResponder's: whatever `canResignFirstResponder` says, unless the engine
    /// has settled that already (it asked it just before, or `endEditing(true)`
    /// does not ask).
    public final func responderResignFirstResponder() throws -> Bool {
        if engine.resignDecidedFor != ObjectIdentifier(self) {
            guard try canResignFirstResponder() else { return false }
        }
        // A text field asks its delegate, unless editing is forced to end (SPEC 12.2 rule 5).
        if let field = self as? TextField, engine.endEditingForcedFor != ObjectIdentifier(self) {
            return try field.shouldEndEditing()
        }
        return true
    }

    /// `resignFirstResponder()` once `canResignFirstResponder` has been answered
    /// (or, forced, is not to be asked): the default then agrees without asking again.
    func resignFirstResponderWithoutAskingAgain() throws -> Bool {
        let saved = engine.resignDecidedFor
        engine.resignDecidedFor = ObjectIdentifier(self)
        defer { engine.resignDecidedFor = saved }
        return try resignFirstResponder()
    }

    /// `canPerformAction(action, sender)`: true when the responder has a method of that name.
    public final func canPerformAction(_ action: String, sender: EngineObject?) throws -> Bool {
        if overrides(.canPerformAction) {
            return try callOverride(.canPerformAction,
                                    ScriptArguments(.string(action), sender.map { .object($0) } ?? .none, count: 2)).isTruthy
        }
        return responderCanPerformAction(action)
    }

    public final func responderCanPerformAction(_ action: String) -> Bool {
        engine.host?.hasMethod(named: action, on: self) ?? false
    }

    /// `targetForAction(action, sender)`: self if it can perform it, else the next responder's answer.
    public final func targetForAction(_ action: String, sender: EngineObject?) throws -> Responder? {
        if overrides(.targetForAction) {
            return try callOverride(.targetForAction,
                                    ScriptArguments(.string(action), sender.map { .object($0) } ?? .none, count: 2),
                                    expecting: .responder).asResponder()
        }
        return try responderTargetForAction(action, sender: sender)
    }

    public final func responderTargetForAction(_ action: String, sender: EngineObject?) throws -> Responder? {
        var current: Responder? = self
        var seen: Set<ObjectIdentifier> = []
        while let responder = current, seen.insert(ObjectIdentifier(responder)).inserted {
            if responder !== self, responder.overrides(.targetForAction) {
                return try responder.targetForAction(action, sender: sender)
            }
            if try responder.canPerformAction(action, sender: sender) { return responder }
            current = try responder.nextResponder()
        }
        return nil
    }

    func traceFirstResponder(_ reason: String) {
        engine.trace(TraceRecord(.firstResponder, time: engine.clock.now, view: self, reason: reason))
    }
}

extension View {
    /// `endEditing(force)`: the first responder in this subtree (self included) is
    /// asked to resign (`canResignFirstResponder`, then `resignFirstResponder()`);
    /// with `force`, `canResignFirstResponder` is not asked, `resignFirstResponder()`
    /// still runs, and the responder loses the status whatever it answers (SPEC 8).
    @discardableResult
    public func endEditing(_ force: Bool) throws -> Bool {
        guard let window, let current = window.firstResponder else { return false }
        let inSubtree: Bool
        switch current {
        case let view as View: inSubtree = view.isDescendant(of: self)
        case let controller as ViewController: inSubtree = controller.viewIfLoaded?.isDescendant(of: self) ?? false
        default: inSubtree = false
        }
        guard inSubtree else { return false }
        if !force {
            guard try current.canResignFirstResponder() else { return false }
            return try current.resignFirstResponderWithoutAskingAgain()
        }
        let saved = engine.endEditingForcedFor
        engine.endEditingForcedFor = ObjectIdentifier(current)
        defer { engine.endEditingForcedFor = saved }
        _ = try current.resignFirstResponderWithoutAskingAgain()
        if window.firstResponder === current { try window.removeFirstResponder(current) }
        return true
    }
}

extension Window {
    /// Takes the status from `responder` (after its resignFirstResponder said yes).
    public func resignFirstResponderStatus(of responder: Responder) throws {
        if firstResponder === responder { try removeFirstResponder(responder) }
    }

    func setFirstResponder(_ responder: Responder, reason: String) throws {
        firstResponder = responder
        responder.traceFirstResponder("\(responder.label) \(reason)")
        // The keyboard shows before a text field's didBegin and editingDidBegin (SPEC 12.2).
        try engine.firstResponderChanged()
        try responder.firstResponderStatusChanged(isFirst: true)
    }

    /// The responder lost the status. Unless another responder is taking over, the
    /// nearest one up its chain that can become first responder does (SPEC 8).
    func removeFirstResponder(_ responder: Responder) throws {
        firstResponder = nil
        responder.traceFirstResponder("\(responder.label) resigned first responder")
        // The keyboard hides (unless another responder takes over) before a text
        // field's didEnd and editingDidEnd (SPEC 12.2 rule 5).
        if !replacingFirstResponder { try engine.firstResponderChanged() }
        try responder.firstResponderStatusChanged(isFirst: false)
        guard !replacingFirstResponder else { return }
        var next = try responder.nextResponder()
        var seen: Set<ObjectIdentifier> = [ObjectIdentifier(responder)]
        while let candidate = next, seen.insert(ObjectIdentifier(candidate)).inserted {
            if candidate.responderWindow != nil, try candidate.canBecomeFirstResponder() {
                try candidate.becomeFirstResponder()
                return
            }
            next = try candidate.nextResponder()
        }
    }
}
