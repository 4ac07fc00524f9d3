/// UITextField (SPEC 8, SPEC 12.2): a control that adopts UIKeyInput and asks its
/// delegate (`UITextFieldDelegate`) before each step of editing.
///
/// - Begin: `textFieldShouldBeginEditing` (false: not first responder), then the
///   keyboard, `textFieldShouldClear` if `clearsOnBeginEditing`,
///   `textFieldDidBeginEditing`, `editingDidBegin`.
/// - Typing: `shouldChangeCharactersIn(tf, range, string)` with UTF-16 ranges;
///   true: the text changes, then `editingChanged`.
/// - Return: `textFieldShouldReturn`, then `editingDidEndOnExit`; the field
///   resigns only when that event has a target-action (a plain field does not).
/// - End: `textFieldShouldEndEditing` (false: it stays first, unless forced),
///   then the keyboard hides, `textFieldDidEndEditing`, `editingDidEnd`.
public final class TextField: Control {
    public override class var uikitName: String { "UITextField" }
    public var text = "" { didSet { chargeString(oldValue, text) } }
    public var placeholder: String? { didSet { chargeString(oldValue, placeholder) } }

    /// Whether a script set a delegate (calls are skipped without one).
    public var hostHasDelegate = false

    /// `clearButtonMode` (SPEC 12.2 rule 3).
    public enum ClearButtonMode: String, CaseIterable, Sendable {
        case never, whileEditing, unlessEditing, always
    }
    public var clearButtonMode = ClearButtonMode.never
    public var clearsOnBeginEditing = false
    /// `isEditing`: between `textFieldDidBeginEditing` and the end of editing.
    public private(set) var isEditing = false

    /// The clear button's width at the field's trailing edge [?].
    public static let clearButtonWidth = 30.0

    public override func defaultCanBecomeFirstResponder() -> Bool { enabled }
    public override var adoptsKeyInput: Bool { true }

    // MARK: The delegate

    /// The delegate's answer to `method(tf, …)`, or nil when it has none.
    private func ask(_ method: String, _ arguments: ScriptArguments = ScriptArguments(count: 0)) throws -> ScriptValue? {
        guard hostHasDelegate, let host = engine.host else { return nil }
        return try host.callDelegate(.delegate, of: self, method, arguments, answer: .any)
    }

    /// A `textFieldShould…` question: absent means true; the trace says which.
    private func delegateAllows(_ method: String, _ arguments: ScriptArguments = ScriptArguments(count: 0)) throws -> Bool {
        guard let answer = try ask(method, arguments) else {
            if engine.isTracing { traceFirstResponder("\(method): not defined, default true") }
            return true
        }
        if !answer.isTruthy { traceFirstResponder("\(label): \(method) returned false") }
        return answer.isTruthy
    }

    /// Rule 1: asked before the field becomes first responder (and before the
    /// current first responder resigns).
    func shouldBeginEditing() throws -> Bool {
        try delegateAllows("textFieldShouldBeginEditing")
    }

    /// Rule 5: asked before the field resigns, unless editing is forced to end.
    func shouldEndEditing() throws -> Bool {
        try delegateAllows("textFieldShouldEndEditing")
    }

    public override func firstResponderStatusChanged(isFirst: Bool) throws {
        if isFirst {
            isEditing = true
            if clearsOnBeginEditing { try clearAsked() }
            _ = try ask("textFieldDidBeginEditing")
            try sendActions(for: [.editingDidBegin], event: nil)
        } else {
            isEditing = false
            _ = try ask("textFieldDidEndEditing")
            try sendActions(for: [.editingDidEnd], event: nil)
        }
    }

    // MARK: The clear button (rule 3)

    /// Whether the clear button shows now: its mode allows it and there is text.
    public var showsClearButton: Bool {
        guard !text.isEmpty else { return false }
        switch clearButtonMode {
        case .never: return false
        case .always: return true
        case .whileEditing: return isEditing
        case .unlessEditing: return !isEditing
        }
    }

    /// The clear button's frame in the field's bounds: the trailing 30 pt.
    public var clearButtonRect: Rect {
        let width = min(Self.clearButtonWidth, bounds.size.width)
        return Rect(bounds.maxX - width, bounds.minY, width, bounds.size.height)
    }

    /// `textFieldShouldClear`; true: the text empties and `editingChanged` is sent.
    private func clearAsked() throws {
        guard try delegateAllows("textFieldShouldClear") else { return }
        guard !text.isEmpty else { return }
        text = ""
        try sendActions(for: [.editingChanged], event: nil)
    }

    public override func touchUpInside(_ touch: Touch, _ event: Event) throws {
        if showsClearButton, clearButtonRect.contains(touch.location(in: self)) {
            traceFirstResponder("\(label): the clear button was tapped")
            try clearAsked()
        }
        if !isFirstResponder { try becomeFirstResponder() }
    }

    // MARK: Typing (rules 2 and 4)

    public override func defaultInsertText(_ text: String) throws {
        if text == "\n" { return try returnKey() }
        let location = self.text.utf16.count
        guard try delegateAllows("shouldChangeCharactersIn",
                                 ScriptArguments(.range(location: location, length: 0), .string(text), count: 2)) else { return }
        self.text += text
        try sendActions(for: [.editingChanged], event: nil)
    }

    public override func defaultDeleteBackward() throws {
        guard let last = text.last else { return }
        let length = String(last).utf16.count
        let location = text.utf16.count - length
        guard try delegateAllows("shouldChangeCharactersIn",
                                 ScriptArguments(.range(location: location, length: length), .string(""), count: 2)) else { return }
        text.removeLast()
        try sendActions(for: [.editingChanged], event: nil)
    }

    public override func defaultHasText() -> Bool { !text.isEmpty }

    /// Rule 4: never inserted; `textFieldShouldReturn`, `editingDidEndOnExit`, and a
    /// resign only when that event has at least one target-action.
    private func returnKey() throws {
        guard try delegateAllows("textFieldShouldReturn") else {
            traceFirstResponder("\(label): the return key is ignored")
            return
        }
        let targets = targetActions.reduce(0) { $0 + ($1.events.contains(.editingDidEndOnExit) ? 1 : 0) }
        try sendActions(for: [.editingDidEndOnExit], event: nil)
        guard targets > 0 else {
            traceFirstResponder("editingDidEndOnExit: 0 targets: \(label) keeps first responder")
            return
        }
        guard isFirstResponder else { return }
        traceFirstResponder("editingDidEndOnExit: \(targets) target\(targets == 1 ? "" : "s"): \(label) resigns")
        try resignFirstResponder()
    }
}
