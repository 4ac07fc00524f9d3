import CLua
import CLuaShim
import RespondCore

/// An error to raise in Lua. `located` errors already start with `file:line:`.
struct LuaError: Error {
    let message: String
    var located = false
}

/// A Swift function callable from Lua (a class, so a call copies one reference).
final class LuaFunction {
    init(name: String, hasSelf: Bool, body: @escaping (LuaCall) throws -> Int32) {
        self.name = name
        self.hasSelf = hasSelf
        self.body = body
    }

    let name: String
    /// Methods take `self` as argument 1; argument errors count from the next one.
    let hasSelf: Bool
    let body: (LuaCall) throws -> Int32
}

/// The C trampoline calls this for every Swift function. It turns thrown errors
/// into an error code the trampoline raises after this Swift frame is gone.
private let dispatchFromC: rl_dispatch_fn = { state, context, id in
    let runtime = Unmanaged<LuaRuntime>.fromOpaque(context!).takeUnretainedValue()
    return runtime.dispatch(state!, Int(id))
}

/// One Lua state bound to one engine. Implements the engine's `ScriptHost`.
///
/// Rules kept here (DESIGN, the bridge):
/// 1. Swift never calls Lua API that may raise; Swift functions report errors by
///    returning a code to the C trampoline, which raises after returning.
/// 2. Swift calls Lua only through `rl_pcall` (protected, with a traceback).
/// 3. One userdata per engine object, found again through a weak registry table.
/// 4. Swift objects hold no Lua references; handlers live in Lua tables.
public final class LuaRuntime {
    public let engine: Engine
    let L: OpaquePointer
    var stack: LuaStack { LuaStack(L: L) }

    var functions: ContiguousArray<LuaFunction> = []
    var classes: [LuaClass] = [LuaClass.placeholder]
    var classesByName: [String: LuaClass] = [:]
    var setters: [(LuaCall, EngineObject, Int32) throws -> Void] = []

    // Registry slots made at start-up.
    var objectsRef: Int32 = 0      // weak-valued: object pointer -> userdata
    var anchorsRef: Int32 = 0      // strong: object pointer -> userdata, while the engine holds it
    var classIdsRef: Int32 = 0     // class proxy table -> class id
    var selectorNamesRef: Int32 = 0
    var valuesRef: Int32 = 0       // metatables made by the prelude (CGPoint, CGRect, ...)
    var classProxyMetatableRef: Int32 = 0
    var handlesRef: Int32 = 0      // action targets and functions kept for the engine: id <-> value
    /// Construction-table keys that are not plain assignments (`subviews = {...}`).
    var constructionKeys: [String: ConstructionKey] = [:]

    /// Where `print`, traces and `explain` write.
    public var output: (String) -> Void = { fputs($0, stdout) }
    /// Where warnings go.
    public var errorOutput: (String) -> Void = { fputs($0, stderr) }

    /// The traceback of the last error that came out of an override, kept so that
    /// the top-level report can show where inside the override it failed.
    var pendingTraceback: (message: String, traceback: String)?
    /// The format `sim.trace(true)` prints in (`--trace-format`).
    public var traceFormat: TraceFormat = .text

    public struct Options {
        public var sandbox = false
        public var maxInstructions: Int = 0
        public var maxMemoryMB: Int = 0
        public var scriptArguments: [String] = []
        public var scriptName: String?
        public init() {}
    }

    public init(engine: Engine = Engine(), options: Options = Options()) throws {
        self.engine = engine
        var context: UnsafeMutableRawPointer?
        guard let state = rl_new_state(0, nil, dispatchFromC) else {
            throw LuaError(message: "cannot create a Lua state (out of memory)")
        }
        L = state
        context = Unmanaged.passUnretained(self).toOpaque()
        rl_set_context(L, context)
        engine.host = self
        engine.warningHandler = { [unowned(unsafe) self] message in self.errorOutput("warning: \(message)\n") }
        guard rl_openlibs(L) == LUA_OK else { throw LuaError(message: "cannot open the Lua libraries") }
        try setUpRegistry()
        try installLibrary(options: options)
        if options.maxMemoryMB > 0 { rl_set_memory_limit(L, options.maxMemoryMB * 1024 * 1024) }
        if options.maxInstructions > 0 { rl_set_instruction_limit(L, Int64(options.maxInstructions)) }
    }

    deinit {
        engine.host = nil
        rl_close_state(L)
    }

    // MARK: Functions

    /// Registers a Swift function and returns its id.
    func register(_ name: String, hasSelf: Bool = false, _ body: @escaping (LuaCall) throws -> Int32) -> Int32 {
        functions.append(LuaFunction(name: name, hasSelf: hasSelf, body: body))
        return Int32(functions.count - 1)
    }

    /// Pushes a new Lua function that runs `body`.
    func pushFunction(_ name: String, hasSelf: Bool = false, _ body: @escaping (LuaCall) throws -> Int32) {
        rl_push_swift_function(L, register(name, hasSelf: hasSelf, body))
    }

    /// Sets a global (or `table.name`) to a Swift function.
    func setGlobalFunction(_ name: String, _ body: @escaping (LuaCall) throws -> Int32) {
        pushFunction(name, body)
        lua_setglobal(L, name)
    }

    fileprivate func dispatch(_ state: OpaquePointer, _ id: Int) -> Int32 {
        let function = functions[id]
        let call = LuaCall(runtime: self, L: state, function: function)
        do {
            return try function.body(call)
        } catch let error as LuaError {
            LuaStack(L: state).push(error.message)
            return error.located ? RL_ERROR_RAW : RL_ERROR_WHERE
        } catch let error as EngineError {
            switch error {
            case .invalidArgument(let position, let message):
                LuaStack(L: state).push(call.argumentMessage(position + (function.hasSelf ? 1 : 0), message))
                return RL_ERROR_WHERE
            case .invalidOperation(let message):
                LuaStack(L: state).push("\(function.name): \(message)")
                return RL_ERROR_WHERE
            case .script(let message, let traceback):
                if let traceback, !traceback.isEmpty { pendingTraceback = (message, traceback) }
                LuaStack(L: state).push(message)
                return RL_ERROR_RAW
            }
        } catch {
            LuaStack(L: state).push("\(function.name): \(error)")
            return RL_ERROR_WHERE
        }
    }

    // MARK: Running code

    /// The result of running a chunk.
    public enum Outcome: Equatable {
        case ok
        /// `message` is `file:line: text`; `traceback` is Lua's stack traceback.
        case error(message: String, traceback: String)
    }

    public func run(file path: String) -> Outcome {
        let base = stack.top
        defer { stack.setTop(base) }
        if rl_loadfile(L, path) != LUA_OK { return loadError() }
        return call(arguments: 0)
    }

    public func run(code: String, chunkName: String) -> Outcome {
        let base = stack.top
        defer { stack.setTop(base) }
        var code = code
        let status = code.withUTF8 { buf in
            buf.withMemoryRebound(to: CChar.self) { rl_loadbuffer(L, $0.baseAddress, $0.count, chunkName) }
        }
        if status != LUA_OK { return loadError() }
        return call(arguments: 0)
    }

    private func loadError() -> Outcome {
        let message = stack.toString(-1) ?? "cannot load the chunk"
        return .error(message: message, traceback: "")
    }

    /// Calls the function below `arguments` values on the stack, protected.
    func call(arguments: Int32, results: Int32 = 0) -> Outcome {
        pendingTraceback = nil
        if rl_pcall(L, arguments, results) == LUA_OK { return .ok }
        let (message, traceback) = splitError(stack.toString(-1) ?? "(error object is not a string)")
        stack.pop()
        var fullTraceback = traceback
        if let inner = pendingTraceback, inner.message == message {
            // The error came out of an override: show where inside it, then where it surfaced.
            fullTraceback = inner.traceback + "\n(passed on through)\n" + traceback
        }
        pendingTraceback = nil
        return .error(message: message, traceback: fullTraceback)
    }

    /// Splits "message\nstack traceback:\n..." into its two parts.
    func splitError(_ text: String) -> (String, String) {
        let marker = "\nstack traceback:"
        if let range = text.firstRange(of: marker) {
            return (String(text[..<range.lowerBound]), String(text[range.lowerBound...].dropFirst()))
        }
        return (text, "")
    }

    /// Memory the Lua state uses, in bytes.
    public var memoryUsed: Int { rl_memory_used(L) }

    /// Asks a running script to stop at its next instruction (Ctrl-C in the REPL).
    public func interrupt() { rl_request_interrupt(L) }
}

extension LuaRuntime.Outcome {
    /// `file:line: message` and the traceback, as the runner prints them.
    public var report: String? {
        guard case .error(let message, let traceback) = self else { return nil }
        return traceback.isEmpty ? message : "\(message)\n\(traceback)"
    }
}
