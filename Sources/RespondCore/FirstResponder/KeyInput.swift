/// UIKeyInput and the software keyboard (SPEC 8).
extension Responder {
    /// `insertText(text)`.
    public final func insertText(_ text: String) throws {
        if overrides(.insertText) {
            _ = try callOverride(.insertText, ScriptArguments(.string(text), count: 1))
            return
        }
        try defaultInsertText(text)
    }

    /// `deleteBackward()`.
    public final func deleteBackward() throws {
        if overrides(.deleteBackward) {
            _ = try callOverride(.deleteBackward, ScriptArguments(count: 0))
            return
        }
        try defaultDeleteBackward()
    }

    /// `hasText`.
    public final func hasText() throws -> Bool {
        if overrides(.hasText) { return try callOverride(.hasText, ScriptArguments(count: 0)).isTruthy }
        return defaultHasText()
    }

}

extension Engine {
    /// The first responder events without a location go to: one in the keyboard
    /// window (a text field in an accessory view), else the key window's.
    public var firstResponder: Responder? {
        inputViewsIfMade?.innerFirstResponder ?? appFirstResponder
    }

    /// `sim.keyboardVisible`: a keyboard (the system one or an `inputView`) is shown (SPEC 11.12).
    public var keyboardVisible: Bool { inputViewsIfMade?.keyboardVisible ?? false }

    /// `typeText(s)`: each character to the first responder as `insertText`,
    /// `"\b"` as `deleteBackward`, `"\n"` as `insertText("\n")`. The first
    /// responder may change on the way (a return that resigns); typing stops with a
    /// warning if the keyboard goes away.
    public func typeText(_ text: String) throws {
        if dispatcher.isDispatching {
            throw EngineError.invalidOperation("cannot type while an event is being delivered")
        }
        guard keyboardVisible else {
            let who = firstResponder.map { "the first responder \($0.label) does not adopt UIKeyInput" } ?? "nothing is first responder"
            throw EngineError.invalidOperation("the keyboard is not showing: \(who)")
        }
        var remaining = Substring(text)
        while let character = remaining.first {
            guard keyboardVisible, let responder = firstResponder else {
                let shown = String(remaining).replacingNewlinesForDisplay
                warn("typeText: the keyboard went away; \"\(shown)\" was not typed")
                return
            }
            remaining = remaining.dropFirst()
            if character == "\u{8}" {
                trace(TraceRecord(.deliver, time: clock.now, view: responder, method: "deleteBackward"))
                try responder.deleteBackward()
            } else {
                trace(TraceRecord(.deliver, time: clock.now, view: responder, method: "insertText",
                                  reason: String(character).replacingNewlinesForDisplay))
                try responder.insertText(String(character))
            }
        }
    }
}

extension String {
    var replacingNewlinesForDisplay: String {
        var out = ""
        for c in self {
            switch c {
            case "\n": out += "\\n"
            case "\u{8}": out += "\\b"
            default: out.append(c)
            }
        }
        return out
    }
}
