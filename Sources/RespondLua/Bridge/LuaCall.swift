import CLua
import CLuaShim
import RespondCore

/// One call from Lua into Swift: reads and checks arguments without ever raising.
/// A wrong argument becomes a thrown `LuaError` worded as Lua's own
/// (`bad argument #1 to 'addSubview' (UIView expected, got number)`).
struct LuaCall {
    /// Both borrowed, not retained: the runtime outlives every call from its
    /// scripts, and the function is kept by the runtime's function table (or
    /// `NativeFunction.functions`, or its maker, for the length of the call).
    /// (An `unowned(unsafe)` reference would be retained, atomically, on every use.)
    private let runtimeRef: Unretained<LuaRuntime>
    private let functionRef: Unretained<LuaFunction>
    let L: OpaquePointer

    init(runtime: LuaRuntime, L: OpaquePointer, function: LuaFunction) {
        runtimeRef = Unretained(runtime)
        self.L = L
        functionRef = Unretained(function)
    }

    var runtime: LuaRuntime { runtimeRef.object }
    var function: LuaFunction { functionRef.object }

    var stack: LuaStack { LuaStack(L: L) }
    var count: Int32 { stack.top }

    /// The message for a bad argument at stack index `index`, numbered the way
    /// the caller sees it (`obj:method(x)` makes x argument #1).
    func argumentMessage(_ index: Int, _ message: String) -> String {
        var shown = index
        if rl_called_as_method(L) != 0 {
            shown -= 1
            if shown == 0 { return "calling '\(function.name)' on bad self (\(message))" }
        }
        return "bad argument #\(shown) to '\(function.name)' (\(message))" + dotForColonHint(index)
    }

    /// A method called with a dot (`w.addSubview(v)` for `w:addSubview(v)`): its
    /// object is missing from the arguments, so the last one is missing, or the
    /// first is not an object. Said in the message, in every language.
    func dotForColonHint(_ index: Int) -> String {
        guard function.hasSelf, rl_called_as_field(L) != 0,
              // (A plain table first, not another value: `UIView.hitTest(self, p)`, the
              // super call, is also a field call, and a bad self there is no dot slip.)
              stack.type(Int32(index)) == LUA_TNONE || index == 1 && stack.type(1) == LUA_TTABLE && runtime.object(at: 1) == nil
        else { return "" }
        return "; a method is called with ':' (obj:\(function.name)(...)), not '.'"
    }

    func argumentError(_ index: Int32, _ message: String) -> LuaError {
        LuaError(message: argumentMessage(Int(index), message))
    }

    func typeError(_ index: Int32, expected: String) -> LuaError {
        argumentError(index, "\(expected) expected, got \(describeType(index))")
    }

    /// `number`, `nil`, or the class name of an engine object.
    func describeType(_ index: Int32) -> String {
        if stack.type(index) == LUA_TNONE { return "no value" }
        if let object = runtime.object(at: index) { return object.className }
        return stack.typeName(index)
    }

    // MARK: Objects

    func object<T: EngineObject>(_ index: Int32, _ type: T.Type, _ expected: String) throws -> T {
        guard let object = runtime.object(at: index) as? T else { throw typeError(index, expected: expected) }
        return object
    }

    /// A view argument, checked by the class its userdata records (no dynamic
    /// cast), and retained: never borrow it for a call that may run a script,
    /// which can make its userdata let go of it (`__gc` called by hand).
    func view(_ index: Int32) throws -> View {
        var classID: Int32 = 0
        if let pointer = rl_to_object_with_class(L, index, &classID) {
            if runtime.isViewClass(Int(classID)) {
                return Unmanaged<View>.fromOpaque(pointer).owned
            }
        }
        throw typeError(index, expected: "UIView")
    }

    func optionalObject<T: EngineObject>(_ index: Int32, _ type: T.Type, _ expected: String) throws -> T? {
        if stack.isNil(index) { return nil }
        return try object(index, type, expected)
    }

    // MARK: Plain values

    func number(_ index: Int32, _ what: String = "number") throws -> Double {
        guard let n = stack.toNumber(index) else { throw typeError(index, expected: what) }
        if n.isNaN { throw argumentError(index, "\(what) expected, got nan") }
        return n
    }

    func integer(_ index: Int32) throws -> Int {
        guard stack.type(index) == LUA_TNUMBER else { throw typeError(index, expected: "integer") }
        guard let i = stack.toInteger(index) else { throw argumentError(index, "number has no integer representation") }
        return i
    }

    /// A whole number within `range`; anything else is a `bad argument` error.
    func integer(_ index: Int32, in range: ClosedRange<Int>, _ what: String = "integer") throws -> Int {
        let i = try integer(index)
        guard range.contains(i) else {
            throw argumentError(index, "\(what) must be from \(range.lowerBound) to \(range.upperBound), got \(i)")
        }
        return i
    }

    func string(_ index: Int32) throws -> String {
        guard let s = stack.toString(index) else { throw typeError(index, expected: "string") }
        return s
    }

    func optionalString(_ index: Int32) throws -> String? {
        stack.isNil(index) ? nil : try string(index)
    }

    func boolean(_ index: Int32) throws -> Bool {
        guard stack.type(index) == LUA_TBOOLEAN else { throw typeError(index, expected: "boolean") }
        return stack.toBool(index)
    }

    func table(_ index: Int32) throws {
        guard stack.isTable(index) else { throw typeError(index, expected: "table") }
    }

    // MARK: Geometry

    func point(_ index: Int32) throws -> Point {
        var x = 0.0, y = 0.0
        guard rl_read_point(L, index, &x, &y) != 0 else { throw typeError(index, expected: "point") }
        let p = Point(x, y)
        guard p.isFinite else { throw argumentError(index, "coordinates must be finite numbers, got \(p)") }
        return p
    }

    func rect(_ index: Int32) throws -> Rect {
        guard let r = runtime.readRect(index) else { throw typeError(index, expected: "rect") }
        guard r.isFinite else { throw argumentError(index, "a rect of finite numbers expected, got \(r)") }
        return r
    }

    /// A location (LUA_API §8): two numbers, a point table, or a view (its centre).
    /// Returns the screen point and the index of the next argument.
    func location(_ index: Int32) throws -> (Point, Int32) {
        if stack.type(index) == LUA_TNUMBER {
            guard let x = stack.toNumber(index) else { throw typeError(index, expected: "number") }
            guard let y = stack.toNumber(index + 1) else { throw typeError(index + 1, expected: "number (y)") }
            let p = Point(x, y)
            guard p.isFinite else { throw argumentError(index, "coordinates must be finite numbers, got \(p)") }
            return (p, index + 2)
        }
        if let view = runtime.object(at: index) as? View {
            return (screenCenter(of: view), index + 1)
        }
        guard let p = runtime.readPoint(index) else {
            throw typeError(index, expected: "location (x, y, a point or a view)")
        }
        guard p.isFinite else { throw argumentError(index, "coordinates must be finite numbers, got \(p)") }
        return (p, index + 1)
    }

    /// An options table at `index`, or none.
    func options(_ index: Int32) throws -> Options? {
        if stack.isNil(index) { return nil }
        try table(index)
        return Options(call: self, index: stack.absolute(index))
    }

    /// Reads fields of an options table (`{taps=2, settle=false}`).
    struct Options {
        let call: LuaCall
        let index: Int32

        func number(_ key: String) throws -> Double? {
            let stack = call.stack
            stack.rawGet(index, key)
            defer { stack.pop() }
            if stack.isNil(-1) { return nil }
            guard let n = stack.toNumber(-1), n.isFinite else {
                throw call.argumentError(index, "option '\(key)' must be a finite number, got \(call.describeType(-1))")
            }
            return n
        }

        /// A whole number option within `range`.
        func integer(_ key: String, in range: ClosedRange<Int>) throws -> Int? {
            guard let n = try number(key) else { return nil }
            guard n == n.rounded(), n >= Double(range.lowerBound), n <= Double(range.upperBound) else {
                throw call.argumentError(index, "option '\(key)' must be a whole number from \(range.lowerBound) to \(range.upperBound), got \(formatNumber(n))")
            }
            return Int(n)
        }

        /// A number option within `range`.
        func number(_ key: String, in range: ClosedRange<Double>) throws -> Double? {
            guard let n = try number(key) else { return nil }
            guard range.contains(n) else {
                throw call.argumentError(index, "option '\(key)' must be from \(formatNumber(range.lowerBound)) to \(formatNumber(range.upperBound)), got \(formatNumber(n))")
            }
            return n
        }

        func boolean(_ key: String) throws -> Bool? {
            let stack = call.stack
            stack.rawGet(index, key)
            defer { stack.pop() }
            if stack.isNil(-1) { return nil }
            guard stack.type(-1) == LUA_TBOOLEAN else {
                throw call.argumentError(index, "option '\(key)' must be a boolean, got \(call.describeType(-1))")
            }
            return stack.toBool(-1)
        }

        func string(_ key: String) throws -> String? {
            let stack = call.stack
            stack.rawGet(index, key)
            defer { stack.pop() }
            if stack.isNil(-1) { return nil }
            guard let s = stack.toString(-1) else {
                throw call.argumentError(index, "option '\(key)' must be a string, got \(call.describeType(-1))")
            }
            return s
        }

        /// Fails on keys the function does not know (catches typos like `tapz=2`).
        /// Cheap when every key is known: it counts before it spells anything out.
        func allow(_ keys: Set<String>) throws {
            let stack = call.stack
            var total = 0
            stack.pushNil()
            while lua_next(call.L, index) != 0 {
                total += 1
                stack.pop()
            }
            var known = 0
            for key in keys {
                if stack.rawGet(index, key) != LUA_TNIL { known += 1 }
                stack.pop()
            }
            guard total != known else { return }
            let unknown = stack.stringKeys(index).filter { !keys.contains($0) }
            let name = unknown.first.map { "'\($0)'" } ?? "a key that is not a string"
            throw call.argumentError(index, "unknown option \(name) (known: \(keys.sorted().joined(separator: ", ")))")
        }
    }
}

/// The centre of a view's bounds, on the screen.
func screenCenter(of view: View) -> Point {
    let inRoot = view.convert(view.bounds.center, to: nil)
    return view.root.convertToSuperview(inRoot)
}
