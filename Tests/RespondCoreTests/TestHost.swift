@testable import RespondCore

/// A scripting host written in Swift, to drive overrides without Lua.
final class TestHost: ScriptHost {
    typealias Handler = (EngineObject, ScriptArguments) throws -> ScriptValue
    private var handlers: [ObjectIdentifier: [Selector: Handler]] = [:]
    var calls: [String] = []
    var holdChanges: [String] = []
    let engine: Engine

    init(_ engine: Engine) {
        self.engine = engine
        engine.host = self
    }

    func override(_ object: EngineObject, _ selector: Selector, _ handler: @escaping Handler) {
        handlers[ObjectIdentifier(object), default: [:]][selector] = handler
        engine.invalidateOverrides()
    }

    func overrideMask(of object: EngineObject) -> UInt64 {
        (handlers[ObjectIdentifier(object)] ?? [:]).keys.reduce(0) { $0 | $1.bit }
    }

    func callOverride(_ selector: Selector, on object: EngineObject, _ arguments: ScriptArguments,
                      expecting expected: ExpectedResult) throws -> ScriptValue {
        calls.append("\(object.label).\(selector.name)")
        return try handlers[ObjectIdentifier(object)]![selector]!(object, arguments)
    }

    func callPointInside(on view: View, _ point: Point, _ event: Event?) throws -> Bool {
        try callOverride(.pointInside, on: view, ScriptArguments(.point(point), event.map { .object($0) } ?? .none, count: 2),
                         expecting: .anything).isTruthy
    }

    func callHitTest(on view: View, _ point: Point, _ event: Event?) throws -> View? {
        try callOverride(.hitTest, on: view, ScriptArguments(.point(point), event.map { .object($0) } ?? .none, count: 2),
                         expecting: .view).asView()
    }

    func callTouches(_ selector: Selector, on object: EngineObject, _ touches: [Touch], _ event: Event) throws {
        _ = try callOverride(selector, on: object, ScriptArguments(.touches(touches), .object(event), count: 2), expecting: .anything)
    }

    /// Engine work charged, and a budget that stops the "script" when spent.
    var workSpent = 0
    var workBudget = Int.max
    func spend(_ units: Int) throws {
        workSpent += units
        if workSpent > workBudget { throw EngineError.stopped }
    }

    private var delegateAnswers: [ObjectIdentifier: [String: (ScriptValue) -> Bool]] = [:]
    /// A delegate for the recognizer, answering these questions; the host says
    /// it keeps one (the engine asks only then).
    func setDelegate(of recognizer: GestureRecognizer, _ answers: [String: (ScriptValue) -> Bool]) {
        delegateAnswers[ObjectIdentifier(recognizer)] = answers
        recognizer.hostHasDelegate = true
    }
    func askDelegate(of recognizer: GestureRecognizer, _ question: String, _ argument: ScriptValue) throws -> Bool? {
        delegateAnswers[ObjectIdentifier(recognizer)]?[question]?(argument)
    }
    func performActions(of recognizer: GestureRecognizer) throws {}

    /// Functions kept "Lua-side" by handle, and the log of named actions sent.
    var functions: [Int: (EngineObject?) -> Void] = [:]
    var sent: [String] = []
    func invokeAction(_ action: Action, on target: ActionTarget?, sender: EngineObject?, event: Event?) throws -> Bool {
        switch action {
        case .function(let id):
            functions[id]?(sender)
            return true
        case .named(let name):
            guard case .object(let o)? = target, hasMethod(named: name, on: o) else { return false }
            sent.append("\(o.label).\(name)")
            return true
        }
    }
    func describeTarget(_ target: ActionTarget) -> String { "target" }
    func methodNames(of target: ActionTarget) -> [String] {
        guard case .object(let o) = target else { return [] }
        return (methods[ObjectIdentifier(o)] ?? []).sorted()
    }

    var methods: [ObjectIdentifier: Set<String>] = [:]
    func hasMethod(named name: String, on object: EngineObject) -> Bool {
        methods[ObjectIdentifier(object)]?.contains(name) ?? false
    }

    func objectHoldChanged(_ object: EngineObject) {
        holdChanges.append("\(object.label) \(object.isHeldByEngine)")
    }
}

extension ScriptArguments {
    var touches: [Touch] {
        if case .touches(let t) = self[0] { return t }
        return []
    }
}
