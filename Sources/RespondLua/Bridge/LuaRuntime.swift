import CLua
import CLuaShim
import RespondCore
#if canImport(Glibc)
import Glibc
#endif

/// An error to raise in Lua. `located` errors already start with `file:line:`.
struct LuaError: Error {
    let message: String
    var located = false
}

/// A Swift function callable from Lua (a class, so a call copies one reference).
/// Bodies reach the runtime through `call.runtime`; they never capture it, so a
/// runtime is never kept alive by its own functions.
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
    Unmanaged<LuaRuntime>.fromOpaque(context!)._withUnsafeGuaranteedRef { $0.dispatch(state!, Int(id)) }
}

/// An engine object's `__gc`: the userdata let go of what it held.
private let releaseFromC: rl_release_fn = { state, context, object in
    Unmanaged<LuaRuntime>.fromOpaque(context!)._withUnsafeGuaranteedRef { $0.release(object!, collectedOn: state!) }
}

/// How many runtimes are alive (a test checks that none leaks).
public private(set) nonisolated(unsafe) var liveRuntimeCount = 0

/// One Lua state bound to one engine. Implements the engine's `ScriptHost`.
///
/// The bridge keeps the rules written once in docs/ARCHITECTURE.md, "The
/// bridge's hard rules" (no Lua raise across a Swift frame; Lua called only
/// through protected calls; one userdata per engine object; no Lua references
/// held by Swift; bounded re-entry; every call on the thread it came from:
/// `L` is the calling thread while a Swift function runs).
public final class LuaRuntime: _DirectScriptHost {
    public let engine: Engine
    /// The main thread; `L` is the thread currently calling into Swift.
    let mainL: OpaquePointer
    var L: OpaquePointer
    var stack: LuaStack { LuaStack(L: L) }
    let options: Options

    // MARK: The class table: Swift functions, classes and their fast paths

    var functions: ContiguousArray<LuaFunction> = []
    var classes: [LuaClass] = [LuaClass.placeholder]
    var classesByName = NameTable<LuaClass>()
    /// The Lua class of objects the engine makes, by their Swift class.
    var classIDsBySwiftClass: [(swiftClass: ObjectIdentifier, id: Int)] = []
    var setters: [(LuaCall, EngineObject, Int32) throws -> Void] = []
    /// Names for setters' error messages, by setter index.
    var setterFunctions: [LuaFunction] = []
    /// By class id: whether its instances are views, and which fast properties
    /// they have (flat arrays: read on every fast call, without touching the class).
    var classIsView: ContiguousArray<Bool> = [false]
    var classFastProperties: ContiguousArray<UInt64> = [0]
    /// By getter function id: its fast path (`FastProperty` raw value), 0 for none.
    var fastGetters: [UInt8] = []
    /// Construction-table keys that are not plain assignments (`subviews = {...}`).
    var constructionKeys = NameTable<ConstructionKey>()
    /// Functions that raise "UIKit API respond-lua does not implement", by message.
    var unimplementedCallers: [String: Int32] = [:]
    /// The Swift functions every class shares.
    var sharedFunctions = SharedFunctions()

    /// Whether class `id` is UIView or one of its subclasses.
    @inline(__always)
    func isViewClass(_ id: Int) -> Bool { id > 0 && id < classIsView.count && classIsView[id] }

    // MARK: Lua's side of the bridge: registry slots and object slots

    /// Registry slots made at start-up.
    var refs = RegistryRefs()
    /// Each engine object's slot in `refs.slots` (`EngineObject.hostSlot`).
    var objectSlots = ObjectSlots()
    /// Set while the engine looks up a script's method (`engineGet`).
    var engineLookups = 0
    /// Names of script values and the misspelling warnings given (ScriptValueNames.swift).
    let nameBook = ScriptNameBook()
    /// What SPEC 12.1's catalogue checks remember (Diagnostics/CatalogueWarnings.swift).
    let catalogueBook = CatalogueBook()
    private var isClosing = false
    private var finalizersFinished = false

    // MARK: Where output goes, and what traces keep

    /// Where `print`, traces and `explain` write.
    public var output: (String) -> Void = { writeText($0, to: stdout) }
    /// Where warnings go.
    public var errorOutput: (String) -> Void = { writeText($0, to: stderr) }

    /// The traceback of the last error that came out of an override, kept so that
    /// the top-level report can show where inside the override it failed.
    var pendingTraceback: (message: String, traceback: String)?
    /// The format `sim.trace(true)` prints in (`--trace-format`).
    public var traceFormat: TraceFormat = .text
    /// Where the live trace goes instead of `output` (`--trace-file`).
    var traceFile: UnsafeMutablePointer<FILE>?
    var ownsTraceFile = false
    /// The text trace's summary (`TraceSummary`), while a text trace is on.
    var traceSummary: TraceSummary?

    public struct Options {
        public var sandbox = false
        public var maxInstructions: Int = 0
        public var maxMemoryMB: Int = 0
        /// CPU seconds the script may use (`--max-time`); 0: no limit. Counted
        /// on the thread that makes the runtime, from when it is made.
        public var maxTime: Double = 0
        public var scriptArguments: [String] = []
        public var scriptName: String?
        /// `arg` at negative indices, as `lua` makes it: the interpreter and the
        /// options before the script (`arg[-1]` is the one just before it).
        public var argumentsBeforeScript: [String] = []
        /// Under the sandbox, the only directory scripts may write files in.
        public var outputDirectory: String?
        /// No file is read or written by the engine's functions (`render(path)`,
        /// `importHierarchy(path)`): an exercise's check, where one student's
        /// code must not reach another's copy (`ExerciseRunner`).
        public var noFiles = false
        /// Whether `interrupt()` can stop running Lua code (the prompt, timeouts).
        /// It costs an instruction hook, which slows Lua down; an instruction
        /// limit implies it.
        public var interruptible = false
        /// Debug mode: the engine checks its invariants (`Engine.checksInvariants`)
        /// and each violation prints `invariant violated: ...` on `errorOutput`.
        public var checkInvariants = false
        public init() {}
    }

    // MARK: _DirectScriptHost (the calls the engine makes most, reached without
    // reference counting; the work is in ScriptHost.swift, the doorway)

    public override func overrideMask(of object: EngineObject) -> UInt64 {
        classFor(object).fullMask | object.hostOverrideBits
    }

    public override func callPointInside(on view: View, _ point: Point, _ event: Event?) throws -> Bool {
        try runPointInside(on: view, point, event)
    }

    public override func callHitTest(on view: View, _ point: Point, _ event: Event?) throws -> View? {
        try runHitTest(on: view, point, event)
    }

    public override func callTouches(_ selector: Selector, on object: EngineObject, _ touches: [Touch], _ event: Event) throws {
        try runTouches(selector, on: object, touches, event)
    }

    public init(engine: Engine = Engine(), options: Options = Options()) throws {
        self.engine = engine
        self.options = options
        guard let state = rl_new_state(nil, dispatchFromC) else {
            throw LuaError(message: "cannot create a Lua state (out of memory)")
        }
        mainL = state
        L = state
        super.init()
        liveRuntimeCount += 1
        rl_set_context(L, Unmanaged.passUnretained(self).toOpaque())
        rl_set_release(L, releaseFromC)
        rl_set_fast_paths(L, fastGetterFromC, nativeFromC)
        engine.host = self
        if let meter = rl_meter(L) { engine.workMeter = Engine.WorkMeter(context: meter, charge: rl_spend_meter) }
        engine.memoryCounter = UnsafeMutableRawPointer(rl_engine_memory_counter(L)).assumingMemoryBound(to: Int.self)
        engine.warningHandler = { [unowned(unsafe) self] message in
            self.errorOutput(Words("warning: ", "警告：").text() + message + "\n")
        }
        if options.checkInvariants {
            engine.checksInvariants = true
            engine.violationHandler = { [unowned(unsafe) self] message in self.errorOutput("invariant violated: \(message)\n") }
        }
        let opened = options.sandbox ? rl_open_sandbox_libs(L) : rl_openlibs(L)
        guard opened == LUA_OK, rl_install_lua_guards(L) == LUA_OK else { throw LuaError(message: "cannot open the Lua libraries") }
        // Short-lived geometry tables suit the generational collector.
        rl_gc_generational(L)
        rl_gc_stop(L)
        try setUpRegistry()
        try installLibrary(options: options)
        rl_gc_restart(L)
        rl_set_function_count(L, Int32(functions.count))
        if options.maxMemoryMB > 0 { rl_set_memory_limit(L, options.maxMemoryMB * 1024 * 1024) }
        if options.maxInstructions > 0 { rl_set_instruction_limit(L, Int64(options.maxInstructions)) }
        if options.maxTime > 0 { rl_set_time_limit(L, options.maxTime) }
        if options.interruptible { rl_enable_interrupts(L) }
    }

    deinit {
        close()
        liveRuntimeCount -= 1
    }

    /// Runs the finalizers still due (as Lua does when a state closes), then
    /// closes the state. The engine forgets this host first.
    private func close() {
        L = mainL
        runPendingFinalizersAtClose()
        isClosing = true
        if engine.host === self {
            engine.host = nil
            engine.workMeter = nil
        }
        engine.memoryCounter = nil
        engine.warningHandler = nil
        engine.violationHandler = nil
        engine.tracer.liveObserver = nil
        rl_close_state(mainL)
        if ownsTraceFile, let traceFile { fclose(traceFile) }
        // A class and its subclasses refer to each other: break the cycles.
        for luaClass in classes { luaClass.subclasses.removeAll() }
    }

    // MARK: Functions

    /// Registers a Swift function and returns its id.
    func register(_ name: String, hasSelf: Bool = false, _ body: @escaping (LuaCall) throws -> Int32) -> Int32 {
        functions.append(LuaFunction(name: name, hasSelf: hasSelf, body: body))
        rl_set_function_count(mainL, Int32(functions.count))
        return Int32(functions.count - 1)
    }

    /// Pushes a new Lua function that runs `body`.
    func pushFunction(_ name: String, hasSelf: Bool = false, _ body: @escaping (LuaCall) throws -> Int32) {
        rl_push_swift_function(L, register(name, hasSelf: hasSelf, body))
    }

    /// Sets a global to a Swift function.
    func setGlobalFunction(_ name: String, _ body: @escaping (LuaCall) throws -> Int32) {
        pushFunction(name, body)
        setGlobal(name)
    }

    /// `_G[name] = top` (raw: a script's metatable on `_G` is never called from Swift). Pops the value.
    func setGlobal(_ name: String) {
        rl_pushglobaltable(L)
        stack.insert(-2)
        stack.rawSet(-2, name)
        stack.pop()
    }

    /// Pushes `_G[name]`, raw.
    @discardableResult
    func getGlobal(_ name: String) -> Int32 {
        rl_pushglobaltable(L)
        let type = stack.rawGet(-1, name)
        stack.remove(-2)
        return type
    }

    fileprivate func dispatch(_ state: OpaquePointer, _ id: Int) -> Int32 {
        let saved = L
        L = state
        defer { L = saved }
        let function = functions[id]
        let call = LuaCall(runtime: self, L: state, function: function)
        do {
            return try function.body(call)
        } catch {
            return report(error, from: call)
        }
    }

    /// An error thrown by a Swift function, as the code the trampoline raises
    /// (the message on top of the stack).
    func report(_ error: Error, from call: LuaCall) -> Int32 {
        let state = call.L
        switch error {
        case let error as LuaError:
            LuaStack(L: state).push(error.message)
            return error.located ? RL_ERROR_RAW : RL_ERROR_WHERE
        case let error as EngineError:
            switch error {
            case .invalidArgument(let position, let message):
                LuaStack(L: state).push(call.argumentMessage(position + (call.function.hasSelf ? 1 : 0), message))
                return RL_ERROR_WHERE
            case .invalidOperation(let message):
                LuaStack(L: state).push("\(call.function.name): \(message)")
                return RL_ERROR_WHERE
            case .script(let message, let traceback):
                if let traceback, !traceback.isEmpty { pendingTraceback = (message, traceback) }
                LuaStack(L: state).push(message)
                return RL_ERROR_RAW
            case .stopped:
                return RL_ERROR_LIMIT
            }
        default:
            LuaStack(L: state).push("\(call.function.name): \(error)")
            return RL_ERROR_WHERE
        }
    }

    // MARK: Running code

    /// The result of running a chunk.
    public enum Outcome: Equatable {
        case ok
        /// `message` is `file:line: message`; `traceback` is Lua's stack traceback.
        case error(message: String, traceback: String)
    }

    /// Runs a script file; `arguments` are the chunk's `...` (as `lua` passes
    /// the script's arguments). A nil path reads standard input.
    public func run(file path: String?, arguments: [String] = []) -> Outcome {
        let base = stack.top
        defer { stack.setTop(base) }
        if load(file: path) != LUA_OK { return loadError() }
        for argument in arguments { stack.push(argument) }
        return call(arguments: Int32(arguments.count), drainAfter: true)
    }

    /// `require(name)` into global `global` (the command line's `-l`).
    public func require(_ name: String, as global: String) -> Outcome {
        let base = stack.top
        defer { stack.setTop(base) }
        guard getGlobal("require") == LUA_TFUNCTION else {
            stack.pop()
            return .error(message: "-l \(name): require is not available\(options.sandbox ? " in --sandbox" : "")",
                          traceback: "")
        }
        stack.push(name)
        let outcome = call(arguments: 1, results: 1, drainAfter: true)
        guard outcome == .ok else { return outcome }
        setGlobal(global)
        return .ok
    }

    /// Turns Lua's warnings (`warn`, errors in finalizers) on or off, as `lua -W`.
    public func setWarnings(_ on: Bool) {
        rl_set_warnings(L, on ? 1 : 0)
    }

    public func run(code: String, chunkName: String) -> Outcome {
        let base = stack.top
        defer { stack.setTop(base) }
        if load(code, chunkName: chunkName) != LUA_OK { return loadError() }
        return call(arguments: 0, drainAfter: true)
    }

    // MARK: Compiling

    /// Compiles a chunk of text (never bytecode) and leaves its function on top,
    /// or the error message. Every chunk a learner wrote is compiled here or in
    /// `load(file:)`: scripts, `-e`, `LUA_INIT`, the prompt's lines, the
    /// exercises' code, the playground's Lua box, `respond-lua test`. When it does
    /// not compile, and only then, the message starts with what `NonASCIIScanner`
    /// finds (a full-width comma, a name in Chinese...), `hints` allowing; the
    /// code itself is never changed.
    func load(_ code: String, chunkName: String, hints: Bool = true) -> Int32 {
        var code = code
        return code.withUTF8 { load(bytes: $0, chunkName: chunkName, hints: hints) }
    }

    func load(bytes: UnsafeBufferPointer<UInt8>, chunkName: String, hints: Bool = true) -> Int32 {
        let status = bytes.withMemoryRebound(to: CChar.self) { rl_loadbuffer(L, $0.baseAddress, $0.count, chunkName) }
        if status == LUA_ERRSYNTAX, hints { explainSyntaxError(in: Array(bytes)) }
        return status
    }

    /// A script file (as `lua` loads one: a byte-order mark and a first line
    /// starting with `#` are skipped), or standard input when `path` is nil.
    func load(file path: String?) -> Int32 {
        guard let path else {
            guard let input = readStandardInput() else {
                stack.push("cannot read stdin: \(String(cString: strerror(errno)))")
                return LUA_ERRFILE
            }
            return NonASCIIScanner.asLoadedFromFile(input).withUnsafeBufferPointer { load(bytes: $0, chunkName: "=stdin") }
        }
        let status = rl_loadfile(L, path)
        // Read again only when it did not compile: a file that compiles is never looked at.
        // Only a regular file: a named pipe was emptied by the first read, and opening
        // it again would wait for a writer that never comes.
        if status == LUA_ERRSYNTAX, let bytes = WholeFile.regularFileBytes(path, atMost: 64 << 20) {
            explainSyntaxError(in: NonASCIIScanner.asLoadedFromFile(bytes))
        }
        return status
    }

    /// Puts `NonASCIIScanner`'s findings in front of the message on top.
    private func explainSyntaxError(in code: [UInt8]) {
        guard let message = stack.toString(-1) else { return }
        let explained = NonASCIIScanner.explain(message, code: code)
        guard explained != message else { return }
        stack.pop()
        stack.push(explained)
    }

    /// Standard input to its end, as `lua` reads a script from it.
    private func readStandardInput() -> [UInt8]? {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = fread(&buffer, 1, buffer.count, stdin)
            if n > 0 { bytes.append(contentsOf: buffer[0..<n]) }
            if n < buffer.count {
                if ferror(stdin) != 0 { return nil }
                return bytes
            }
        }
    }

    private func loadError() -> Outcome {
        let message = stack.toString(-1) ?? "cannot load the chunk"
        return .error(message: ChineseNotes.adding(to: message), traceback: "")
    }

    /// Calls the function below `arguments` values on the stack, protected.
    /// With `drainAfter`, finalizers that became due run before it returns.
    func call(arguments: Int32, results: Int32 = 0, drainAfter: Bool = false) -> Outcome {
        // A whole chunk (a script, a line at the prompt): what the trace holds back is printed after it.
        defer { if drainAfter { flushTrace() } }
        pendingTraceback = nil
        var status = rl_pcall(L, arguments, results)
        if status == LUA_OK, drainAfter {
            status = rl_drain_finalizers(L)
        }
        if status == LUA_OK { return .ok }
        if status == LUA_ERRMEM {
            stack.pop()
            return .error(message: memoryMessage, traceback: "")
        }
        let (message, traceback) = errorReport(stack.toString(-1) ?? "(error object is not a string)")
        stack.pop()
        return .error(message: message, traceback: traceback)
    }

    /// What a script sees when Lua itself ran out of its memory limit.
    var memoryMessage: String {
        let where_ = options.scriptName.map { "\($0): " } ?? ""
        let limit = rl_memory_limit(L)
        if limit > 0 { return "\(where_)not enough memory (memory limit of \(limit / (1024 * 1024)) MB reached)" }
        return "\(where_)not enough memory"
    }

    /// Splits "message\nstack traceback:\n..." into its two parts.
    func splitError(_ text: String) -> (String, String) {
        let marker = "\nstack traceback:"
        if let range = text.firstRange(of: marker) {
            return (String(text[..<range.lowerBound]), String(text[range.lowerBound...].dropFirst()))
        }
        return (text, "")
    }

    /// Asks a running script to stop at its next instruction (Ctrl-C). Safe from a signal handler.
    public func interrupt() { rl_request_interrupt(mainL) }

    /// Clears an interrupt, so the prompt can run the next statement.
    public func clearInterrupt() { rl_clear_interrupt(mainL) }

    // MARK: Objects the collector let go of

    fileprivate func release(_ pointer: UnsafeMutableRawPointer, collectedOn state: OpaquePointer) {
        let object = Unmanaged<EngineObject>.fromOpaque(pointer)
        if !isClosing {
            let saved = L
            L = state
            forgetSlot(of: object.borrowed)
            L = saved
        }
        object.release()
    }

    // MARK: Finalizers at close

    /// Runs the finalizers still due, as Lua does when a state closes, under the
    /// same limits as the script. A finalizer stopped by a limit or an interrupt
    /// is the script's error (`file:line: instruction limit exceeded`); an
    /// ordinary error in one is a warning, as in Lua. The command line calls
    /// this when a script ends well; otherwise closing the state does it.
    public func finish() -> Outcome {
        guard refs.preludeValues != 0, !finalizersFinished else { return .ok }
        finalizersFinished = true
        // A script already stopped stays stopped: its finalizers do not run.
        let stop = rl_limit_reached(L)
        guard stop != RL_STOP_INSTRUCTIONS, stop != RL_STOP_INTERRUPT, stop != RL_STOP_TIME else { return .ok }
        let base = stack.top
        defer { stack.setTop(base) }
        stack.registryGet(refs.preludeValues)
        guard stack.rawGet(-1, "finalizeAll") == LUA_TFUNCTION else { return .ok }
        return call(arguments: 0)
    }

    private func runPendingFinalizersAtClose() {
        if let report = finish().report {
            errorOutput("warning: while finalizing at exit: \(report)\n")
        }
    }
}

extension LuaRuntime.Outcome {
    /// `file:line: message` and the traceback, as the runner prints them.
    public var report: String? {
        guard case .error(let message, let traceback) = self else { return nil }
        return traceback.isEmpty ? message : "\(message)\n\(traceback)"
    }
}

/// The registry slots a runtime makes at start-up (`LuaRuntime.refs`).
struct RegistryRefs {
    /// Weak-valued array: object slot -> userdata.
    var slots: Int32 = 0
    /// Strong: object slot -> userdata, while the engine holds the object.
    var anchors: Int32 = 0
    /// Class proxy table -> class id.
    var classIds: Int32 = 0
    /// Each selector's name, interned once, by `Selector.rawValue`.
    var selectorNames: [Int32] = []
    var indexPathMetatable: Int32 = 0
    /// What the prelude returns (metatables, helpers).
    var preludeValues: Int32 = 0
    var classProxyMetatable: Int32 = 0
    /// Action targets and functions kept for the engine: id <-> value.
    var handles: Int32 = 0
    /// The `sim` table, as made (a script may hide or replace the global).
    var helpers: Int32 = 0
}

/// Ids of the Swift functions every class shares (`LuaRuntime.sharedFunctions`):
/// rebuilding a member cache, and instances' `__newindex`, `__index` misses and
/// `__tostring`.
struct SharedFunctions {
    var rebuildCache: Int32 = 0
    var instanceNewIndex: Int32 = 0
    var instanceMiss: Int32 = 0
    var instanceToString: Int32 = 0
}

/// Object slots in `RegistryRefs.slots`: freed ones are used again first.
struct ObjectSlots {
    var free: [Int32] = []
    var next: Int32 = 1
}
