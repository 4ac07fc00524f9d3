/// The methods UIKit lets a subclass override, and the narrow protocol through
/// which the engine asks a scripting host to run an override.
///
/// The engine never knows about Lua. Before running the built-in behaviour of an
/// overridable method it asks `object.overrides(selector)`: a bit test on a mask
/// that is cached per object and refreshed only when the host says overrides
/// changed (`Engine.invalidateOverrides()`). An object with no override never
/// calls the host.
public enum Selector: Int, CaseIterable, Sendable {
    case touchesBegan, touchesMoved, touchesEnded, touchesCancelled
    case pressesBegan, pressesChanged, pressesEnded, pressesCancelled
    case motionBegan, motionEnded, motionCancelled, remoteControlReceived
    case becomeFirstResponder, resignFirstResponder, canPerformAction, targetForAction
    case insertText, deleteBackward
    case nextResponder, canBecomeFirstResponder, canResignFirstResponder, hasText, inputView
    case hitTest, pointInside, gestureRecognizerShouldBegin, sendEvent, sendAction
    case beginTracking, continueTracking, endTracking, cancelTracking
    case loadView, viewDidLoad, didMoveToParent
    case reset, canPrevent, canBePreventedBy, shouldRequireFailureOf, shouldBeRequiredToFailBy
    case touchesShouldBegin, touchesShouldCancel
    case inputAccessoryView
    case setHighlighted, setSelected
    /// A scroll view answering for its pan (SPEC 12.4): `(g, other)`, `(g, touch)`.
    case shouldRecognizeSimultaneouslyWith, shouldReceiveTouch
    case layoutSubviews

    /// The method's name as scripts spell it.
    public var name: String { Self.names[rawValue] }

    /// Spelled out (`String(describing:)` goes through reflection, slow at
    /// start-up); a test checks they match the cases.
    static let names: [String] = [
        "touchesBegan", "touchesMoved", "touchesEnded", "touchesCancelled",
        "pressesBegan", "pressesChanged", "pressesEnded", "pressesCancelled",
        "motionBegan", "motionEnded", "motionCancelled", "remoteControlReceived",
        "becomeFirstResponder", "resignFirstResponder", "canPerformAction", "targetForAction",
        "insertText", "deleteBackward",
        "nextResponder", "canBecomeFirstResponder", "canResignFirstResponder", "hasText", "inputView",
        "hitTest", "pointInside", "gestureRecognizerShouldBegin", "sendEvent", "sendAction",
        "beginTracking", "continueTracking", "endTracking", "cancelTracking",
        "loadView", "viewDidLoad", "didMoveToParent",
        "reset", "canPrevent", "canBePreventedBy", "shouldRequireFailureOf", "shouldBeRequiredToFailBy",
        "touchesShouldBegin", "touchesShouldCancel",
        "inputAccessoryView",
        "setHighlighted", "setSelected",
        "shouldRecognizeSimultaneouslyWith", "shouldReceiveTouch",
        "layoutSubviews",
    ]

    public var bit: UInt64 { 1 << UInt64(rawValue) }

    /// Overridable computed properties: a script may give a value instead of a function.
    public var isProperty: Bool {
        switch self {
        case .nextResponder, .canBecomeFirstResponder, .canResignFirstResponder, .hasText, .inputView, .inputAccessoryView: true
        default: false
        }
    }

    public static let byName: [String: Selector] = Dictionary(uniqueKeysWithValues: allCases.map { ($0.name, $0) })
}

/// A value crossing between the engine and a script.
public enum ScriptValue {
    case none
    case bool(Bool)
    case number(Double)
    case string(String)
    case point(Point)
    case rect(Rect)
    case object(AnyObject)
    case touches([Touch])
    /// A value the host keeps for the engine (a target table, an action function).
    case handle(Int)
    /// An array of engine objects (presses).
    case objects([EngineObject])
    /// A table's row or a collection's item (SPEC 11.4).
    case indexPath(IndexPath)
    /// A size (a delegate's `sizeForItemAt`).
    case size(Size)
    /// A text range in UTF-16 units (`shouldChangeCharactersIn`, SPEC 12.2):
    /// `{location=, length=}` for a script.
    case range(location: Int, length: Int)
    /// A script value the engine has no type for (a table, a function...).
    case other(typeName: String)

    public var typeName: String {
        switch self {
        case .none: "nil"
        case .bool: "boolean"
        case .number: "number"
        case .string: "string"
        case .point: "CGPoint"
        case .rect: "CGRect"
        case .object(let o): (o as? EngineObject)?.className ?? "object"
        case .touches: "set of touches"
        case .handle: "value"
        case .objects: "array"
        case .indexPath: "IndexPath"
        case .size: "CGSize"
        case .range: "NSRange"
        case .other(let t): t
        }
    }

    /// Truthiness as in Lua: only nil and false are false.
    public var isTruthy: Bool {
        switch self {
        case .none: false
        case .bool(let b): b
        default: true
        }
    }
}

/// Up to four arguments for an override, without allocating.
public struct ScriptArguments {
    public var count: Int
    public var values: (ScriptValue, ScriptValue, ScriptValue, ScriptValue)

    public init(_ a: ScriptValue = .none, _ b: ScriptValue = .none, _ c: ScriptValue = .none, _ d: ScriptValue = .none, count: Int) {
        self.count = count
        values = (a, b, c, d)
    }

    public subscript(i: Int) -> ScriptValue {
        switch i {
        case 0: values.0
        case 1: values.1
        case 2: values.2
        default: values.3
        }
    }
}

/// What an override must return.
public enum ExpectedResult: Sendable {
    /// Anything; the engine ignores or interprets it (a boolean by truthiness).
    case anything
    /// A responder or nil (`nextResponder`, `targetForAction`).
    case responder
    /// A view or nil (`hitTest`).
    case view

    public var description: String {
        switch self {
        case .anything: "any value"
        case .responder: "a UIResponder or nil"
        case .view: "a UIView or nil"
        }
    }
}

/// What the engine needs from a scripting host.
public protocol ScriptHost: AnyObject {
    /// The selectors overridden for this object (instance and class together).
    func overrideMask(of object: EngineObject) -> UInt64
    /// Runs the override; errors from the script are thrown as `EngineError.script`.
    /// A result that is not of the `expected` kind is the host's error to report,
    /// with the override's location.
    func callOverride(_ selector: Selector, on object: EngineObject, _ arguments: ScriptArguments,
                      expecting expected: ExpectedResult) throws -> ScriptValue
    /// The overrides hit testing and touch delivery call most, with their
    /// arguments passed directly.
    func callPointInside(on view: View, _ point: Point, _ event: Event?) throws -> Bool
    func callHitTest(on view: View, _ point: Point, _ event: Event?) throws -> View?
    func callTouches(_ selector: Selector, on object: EngineObject, _ touches: [Touch], _ event: Event) throws
    /// Charges engine work (in units of about one script instruction) to the
    /// script's instruction limit. Throws `EngineError.stopped` once a limit or an
    /// interrupt has stopped the script.
    func spend(_ units: Int) throws
    /// The engine started or stopped holding `object` (it joined or left a hierarchy).
    func objectHoldChanged(_ object: EngineObject)
    /// Whether `object` has a callable member of that name (for `canPerformAction`).
    func hasMethod(named name: String, on object: EngineObject) -> Bool
    /// The recognizer's delegate's answer to `question` (`shouldBegin`, ...), or nil
    /// when there is no delegate or it does not answer that question.
    func askDelegate(of recognizer: GestureRecognizer, _ question: String, _ argument: ScriptValue) throws -> Bool?
    /// Runs the recognizer's target/action pairs kept by the host, in the order added.
    func performActions(of recognizer: GestureRecognizer) throws
    /// Sends an action: `target[name](target, sender, event)` for a named action, or
    /// `function(sender, event)`. Returns false when the target has no such method.
    func invokeAction(_ action: Action, on target: ActionTarget?, sender: EngineObject?, event: Event?) throws -> Bool
    /// How a script-kept target prints (for traces).
    func describeTarget(_ target: ActionTarget) -> String
    /// The names of the target's methods (to suggest the one a misspelt action meant).
    func methodNames(of target: ActionTarget) -> [String]
    /// Calls `method` of the object's delegate or data source (`role`) with the
    /// object first, then the arguments, and returns its first result; nil when
    /// there is no such table or it has no such method (SPEC 11.2, 11.4). A
    /// table answer is read as `answer` says (an index path, a size).
    func callDelegate(_ role: DelegateRole, of object: EngineObject, _ method: String,
                      _ arguments: ScriptArguments, answer: DelegateAnswer) throws -> ScriptValue?
    /// Whether the object's delegate or data source has a function under
    /// `method`, found as `callDelegate` finds it but not called (a table's
    /// rows are swipeable when its data source defines `commit`, SPEC 12.3).
    func delegateDefines(_ role: DelegateRole, of object: EngineObject, _ method: String) throws -> Bool
    /// The key the last `callDelegate` or `askDelegate` found the script's
    /// function under when it was not the method's name but an alias of it
    /// (`didSelectRowAtIndexPath`, SPEC 12.1 rule 3); nil otherwise. For traces.
    var lastDelegateAlias: String? { get }
}

/// Which of an object's script tables the engine calls.
public enum DelegateRole: Sendable { case delegate, dataSource }

/// What a delegate's table answer stands for: an index path (`willSelectRowAt`),
/// a size (`sizeForItemAt`, as `.size`), or nothing the engine reads.
public enum DelegateAnswer: Sendable { case any, indexPath, size }

extension ScriptHost {
    public func methodNames(of target: ActionTarget) -> [String] { [] }
    public func callDelegate(_ role: DelegateRole, of object: EngineObject, _ method: String,
                             _ arguments: ScriptArguments, answer: DelegateAnswer) throws -> ScriptValue? { nil }
    public func delegateDefines(_ role: DelegateRole, of object: EngineObject, _ method: String) throws -> Bool { false }
    public var lastDelegateAlias: String? { nil }
}

/// Host plumbing, underscored (a public class must be to be subclassed in
/// another module): not part of the engine's API. A base class for a
/// `ScriptHost` that wants the calls the engine makes most
/// (`pointInside`, `hitTest`, the touches methods, the override masks) made
/// directly: the engine reaches a host of this class through `Unretained`,
/// which costs no reference counting, where every call through the
/// `ScriptHost` existential (an `unowned(unsafe)` reference) retains the host
/// atomically and releases it (22 calls per hit test when every view of a
/// path overrides `pointInside`). A subclass overrides all four with its
/// `ScriptHost` implementations; the engine never calls these bodies.
open class _DirectScriptHost {
    public init() {}

    open func overrideMask(of object: EngineObject) -> UInt64 {
        fatalError("\(Self.self) must override overrideMask")
    }

    open func callPointInside(on view: View, _ point: Point, _ event: Event?) throws -> Bool {
        fatalError("\(Self.self) must override callPointInside")
    }

    open func callHitTest(on view: View, _ point: Point, _ event: Event?) throws -> View? {
        fatalError("\(Self.self) must override callHitTest")
    }

    open func callTouches(_ selector: Selector, on object: EngineObject, _ touches: [Touch], _ event: Event) throws {
        fatalError("\(Self.self) must override callTouches")
    }
}

/// Errors the engine reports.
public enum EngineError: Error, Equatable, CustomStringConvertible {
    /// Argument `position` (1-based, not counting self) of an API call is wrong.
    case invalidArgument(position: Int, message: String)
    /// The call is not allowed in the engine's current state.
    case invalidOperation(String)
    /// A script failed; `message` already carries its `file:line:`.
    case script(message: String, traceback: String?)
    /// A limit (instructions, memory) or an interrupt stopped the script; the host
    /// knows which and says so.
    case stopped

    public var description: String {
        switch self {
        case .invalidArgument(let position, let message): "bad argument #\(position) (\(message))"
        case .invalidOperation(let message): message
        case .script(let message, _): message
        case .stopped: "stopped (a limit was reached or the script was interrupted)"
        }
    }
}
