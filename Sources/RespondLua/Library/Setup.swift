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
        objectsRef = s.makeRef()
        s.newTable()
        anchorsRef = s.makeRef()
        s.newTable()
        classIdsRef = s.makeRef()
        s.newTable()
        handlesRef = s.makeRef()
        s.newTable(array: Int32(Selector.allCases.count))
        for selector in Selector.allCases {
            s.push(selector.name)
            s.rawSet(-2, index: selector.rawValue + 1)
        }
        selectorNamesRef = s.makeRef()
        installClassProxyMetatable()

        var source = preludeSource
        let status = source.withUTF8 { buf in
            buf.withMemoryRebound(to: CChar.self) { rl_loadbuffer(L, $0.baseAddress, $0.count, "=prelude") }
        }
        guard status == LUA_OK else { throw LuaError(message: "prelude: \(s.toString(-1) ?? "?")") }
        pushFunction("write") { [unowned(unsafe) self] call in
            self.output(try call.string(1))
            return 0
        }
        if case .error(let message, _) = call(arguments: 1, results: 1) {
            throw LuaError(message: "prelude: \(message)")
        }
        valuesRef = s.makeRef()
    }

    /// Classes and global functions.
    func installLibrary(options: Options) throws {
        defineObjectClasses()
        defineResponderClasses()
        defineEventClasses()
        defineGestureClasses()
        defineControlClasses()
        installSimulation()
        installInspectors()
        installImportHierarchy(options: options)
        installScriptEnvironment(options: options)
    }

    /// Sets global `name` to the proxy of class `luaClass`.
    func exposeGlobal(_ luaClass: LuaClass) {
        stack.registryGet(luaClass.proxyRef)
        lua_setglobal(L, luaClass.name)
    }

    /// `arg`, and the sandbox (no `os.execute`, `io`, C modules or bytecode).
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
        lua_setglobal(L, "arg")
        guard options.sandbox else { return }
        _ = run(code: """
            os.execute, os.exit, os.remove, os.rename, os.tmpname, os.getenv = nil, nil, nil, nil, nil, nil
            io = nil
            package.loadlib, package.cpath = nil, ""
            for i = #package.searchers, 3, -1 do table.remove(package.searchers, i) end
            local rawload = load
            load = function(chunk, name, mode, env) return rawload(chunk, name, "t", env) end
            loadfile = function(path, mode, env)
              return nil, "loadfile is not available in --sandbox"
            end
            dofile = function() error("dofile is not available in --sandbox", 2) end
            string.dump = nil
            """, chunkName: "=sandbox")
    }
}
