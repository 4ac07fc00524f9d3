/// UIControl events (SPEC 7.1), by the names scripts use.
public enum ControlEvent: String, CaseIterable, Sendable {
    case touchDown, touchDownRepeat, touchDragInside, touchDragOutside, touchDragEnter, touchDragExit
    case touchUpInside, touchUpOutside, touchCancel
    case valueChanged, primaryActionTriggered
    case editingDidBegin, editingChanged, editingDidEnd, editingDidEndOnExit

    public static let allTouchEvents: [ControlEvent] = [
        .touchDown, .touchDownRepeat, .touchDragInside, .touchDragOutside, .touchDragEnter, .touchDragExit,
        .touchUpInside, .touchUpOutside, .touchCancel,
    ]
    public static let allEditingEvents: [ControlEvent] = [.editingDidBegin, .editingChanged, .editingDidEnd, .editingDidEndOnExit]

    /// A name or a group name (`allTouchEvents`, `allEditingEvents`, `allEvents`).
    public static func named(_ name: String) -> [ControlEvent]? {
        switch name {
        case "allTouchEvents": allTouchEvents
        case "allEditingEvents": allEditingEvents
        case "allEvents": allCases
        default: ControlEvent(rawValue: name).map { [$0] }
        }
    }
}

/// Who receives an action: an engine object, or a value the scripting host keeps
/// (a table), named by an opaque handle the host hands out (the same value always
/// gets the same handle).
public enum ActionTarget: Equatable {
    case object(EngineObject)
    case script(Int)

    public static func == (a: ActionTarget, b: ActionTarget) -> Bool {
        switch (a, b) {
        case (.object(let x), .object(let y)): x === y
        case (.script(let x), .script(let y)): x == y
        default: false
        }
    }
}

/// What is sent: a method name, or a function the host keeps (by handle).
public enum Action: Equatable, CustomStringConvertible {
    case named(String)
    case function(Int)

    public var description: String {
        switch self {
        case .named(let name): name
        case .function: "function"
        }
    }
}
