import CLua
import CLuaShim
import RespondCore

extension LuaRuntime {
    /// Registry tables and the prelude.
    func setUpRegistry() throws {
        let s = stack
        s.newTable()
        s.newTable()
        s.push("v")
        s.rawSet(-2, "__mode")
        s.setMetatable(-2)
        refs.slots = s.makeRef()
        s.newTable()
        refs.anchors = s.makeRef()
        s.newTable()
        refs.classIds = s.makeRef()
        s.newTable()
        refs.handles = s.makeRef()
        refs.selectorNames = Selector.allCases.map { selector in
            s.push(selector.name)
            return s.makeRef()
        }
        registerInstanceMetamethods()
        installClassProxyMetatable()

        guard loadPrelude() == LUA_OK else { throw LuaError(message: "prelude: \(s.toString(-1) ?? "?")") }
        pushFunction("write") { call in
            let text = try call.string(1)
            // The trace's summary lines come before what the script prints after them.
            if call.runtime.traceSummary != nil { call.runtime.flushTrace(beforeOutput: true) }
            call.runtime.output(text)
            return 0
        }
        rl_push_sentinel_gc(L)
        s.push(options.sandbox)
        rl_push_script_error(L)
        s.push(Language.current == .zh)
        if case .error(let message, _) = call(arguments: 5, results: 1) {
            throw LuaError(message: "prelude: \(message)")
        }
        refs.preludeValues = s.makeRef()

        // What the C side needs from the prelude: the value metatables, and the
        // finalizer queue with the function that drains it.
        func ref(_ key: String) -> Int32 {
            s.registryGet(refs.preludeValues)
            s.rawGet(-1, key)
            s.remove(-2)
            return s.makeRef()
        }
        rl_set_value_refs(L, ref("CGPoint"), ref("CGSize"), ref("CGRect"), ref("TouchSet"))
        rl_set_finger_ref(L, ref("Finger"))
        refs.indexPathMetatable = ref("IndexPath")
        rl_set_finalizer_refs(L, ref("finalizerQueue"), ref("drain"))
    }

    /// Pushes the prelude's main function: its bytecode, compiled from the same
    /// source by a test (quicker to load than to parse), or the source itself
    /// when the bytecode does not load (another Lua build).
    func loadPrelude() -> Int32 {
        if rl_prelude_bytecode_size > 0,
           rl_loadbinary(L, rl_prelude_bytecode_ptr(), rl_prelude_bytecode_size, "=prelude") == LUA_OK {
            return LUA_OK
        }
        if rl_prelude_bytecode_size > 0 { stack.pop() }
        return Self.compilePrelude(L)
    }

    static func compilePrelude(_ L: OpaquePointer) -> Int32 {
        var source = preludeSource
        return source.withUTF8 { buf in
            buf.withMemoryRebound(to: CChar.self) { rl_loadbuffer(L, $0.baseAddress, $0.count, "=prelude") }
        }
    }

    /// Classes and global functions.
    func installLibrary(options: Options) throws {
        defineObjectClasses()
        defineResponderClasses()
        defineEventClasses()
        defineGestureClasses()
        defineScrollViewClasses()
        defineStackViewClass()
        defineContainerClasses()
        defineControlClasses()
        defineNavigationClasses()
        defineBarClasses()
        defineKeyboardClasses()
        installSimulation()
        installInspectors()
        installImportHierarchy(options: options)
        installScriptEnvironment(options: options)
        installUnimplementedClassGlobals()
    }

    /// Sets global `name` to the proxy of class `luaClass`.
    func exposeGlobal(_ luaClass: LuaClass) {
        stack.registryGet(luaClass.proxyRef)
        setGlobal(luaClass.name)
    }

    /// `arg`, as `lua` makes it: the script at 0, its arguments from 1, the
    /// interpreter and the options before the script at -1, -2, ...
    private func installScriptEnvironment(options: Options) {
        let s = stack
        s.newTable()
        if let name = options.scriptName {
            s.push(name)
            s.rawSet(-2, index: 0)
        }
        for (i, argument) in options.scriptArguments.enumerated() {
            s.push(argument)
            s.rawSet(-2, index: i + 1)
        }
        for (i, argument) in options.argumentsBeforeScript.reversed().enumerated() {
            s.push(argument)
            s.rawSet(-2, index: -(i + 1))
        }
        setGlobal("arg")
        rl_install_warnings(L)
    }
}
