import CLua
import CLuaShim
import RespondCore

/// The interactive prompt's logic, apart from the terminal: commands, evaluation
/// (expressions print their values, readably), continuation of unfinished
/// statements, and tab-completion candidates.
public final class ReplSession {
    public private(set) var runtime: LuaRuntime
    private let makeRuntime: () throws -> LuaRuntime
    /// Lines of an unfinished statement.
    public private(set) var pending = ""

    public enum Outcome: Equatable {
        case needMore
        case done
        case quit
    }

    public init(runtime: LuaRuntime, makeRuntime: @escaping () throws -> LuaRuntime) {
        self.runtime = runtime
        self.makeRuntime = makeRuntime
    }

    public var prompt: String { pending.isEmpty ? "> " : ">> " }

    public static let help = """
        Type Lua; an expression prints its value. Unfinished statements continue on the next line.
        Commands:
          :help           this text
          :tree           the windows and views
          :explain X Y    why a touch at X, Y goes where it goes
          :chain EXPR     the responder chain of a responder
          :trace on|off   print every dispatch step as it happens
          :reset          a fresh engine (everything made so far is gone)
          :load FILE      run a script in this session
          :quit           leave (Ctrl-D too)
        Tab completes names and members. Ctrl-C stops a runaway statement.

        """

    /// Handles one line of input.
    public func feed(_ line: String) -> Outcome {
        runtime.clearInterrupt()
        if pending.isEmpty, line.hasPrefix(":") { return command(line) }
        pending += (pending.isEmpty ? "" : "\n") + line
        switch runtime.evaluate(pending, show: true) {
        case .incomplete:
            return .needMore
        case .done(let report):
            if let report { runtime.errorOutput(report + "\n") }
        }
        pending = ""
        return .done
    }

    /// Drops an unfinished statement (Ctrl-C at the prompt).
    public func cancelPending() { pending = "" }

    private func command(_ line: String) -> Outcome {
        let words = line.dropFirst().split(separator: " ", maxSplits: 1).map(String.init)
        let name = words.first ?? ""
        let rest = words.count > 1 ? words[1].trimmingSpaces : ""
        func run(_ code: String) {
            if let report = runtime.run(code: code, chunkName: "=" + line).report { runtime.errorOutput(report + "\n") }
        }
        switch name {
        case "help", "h", "?":
            runtime.output(Self.help)
        case "tree":
            run("tree()")
        case "explain":
            let numbers = rest.split(whereSeparator: { $0 == " " || $0 == "," }).compactMap { Double($0) }
            guard numbers.count == 2 else {
                runtime.errorOutput(":explain takes two numbers, the x and y of a screen point: :explain 120 80\n")
                return .done
            }
            run("explain(\(numbers[0]), \(numbers[1]))")
        case "chain":
            guard !rest.isEmpty else {
                runtime.errorOutput(":chain takes a responder, like :chain button\n")
                return .done
            }
            run("printResponderChain(\(rest))")
        case "trace":
            guard rest == "on" || rest == "off" else {
                runtime.errorOutput(":trace takes on or off\n")
                return .done
            }
            run("sim.trace(\(rest == "on"))")
        case "reset":
            do {
                let fresh = try makeRuntime()
                fresh.output = runtime.output
                fresh.errorOutput = runtime.errorOutput
                runtime = fresh
                runtime.output("a fresh engine: no windows, no views, the clock at 0\n")
            } catch {
                runtime.errorOutput("cannot reset: \(error)\n")
            }
        case "load":
            guard !rest.isEmpty else {
                runtime.errorOutput(":load takes a file name\n")
                return .done
            }
            if let report = runtime.run(file: rest).report { runtime.errorOutput(report + "\n") }
        case "quit", "q", "exit":
            return .quit
        default:
            runtime.errorOutput("unknown command :\(name) (try :help)\n")
        }
        return .done
    }

    // MARK: Completion

    /// Candidates completing the expression that ends `line` (the text before the
    /// cursor): globals, or the members of a table or engine object reached by a
    /// path of names (`app.keyWindow.ro` → `app.keyWindow.rootViewController`).
    /// Nothing is called to find them.
    public func completions(for line: String) -> [String] {
        var start = line.endIndex
        while start > line.startIndex {
            let c = line[line.index(before: start)]
            if c.isLetter || c.isNumber || c == "_" || c == "." || c == ":" { start = line.index(before: start) } else { break }
        }
        let word = String(line[start...])
        let separatorIndex = word.lastIndex(where: { $0 == "." || $0 == ":" })
        let base = separatorIndex.map { String(word[..<$0]) } ?? ""
        let partial = separatorIndex.map { String(word[word.index(after: $0)...]) } ?? word
        let methodsOnly = separatorIndex.map { word[$0] == ":" } ?? false
        let path = base.isEmpty ? [] : base.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        if path.contains(where: \.isEmpty) || path.contains(where: { $0.contains(":") }) { return [] }
        let names = runtime.memberNames(path: path, methodsOnly: methodsOnly)
        let prefix = separatorIndex.map { String(word[...$0]) } ?? ""
        return names.filter { $0.hasPrefix(partial) }.sorted().map { prefix + $0 }
    }
}

extension String {
    var trimmingSpaces: String {
        var s = Substring(self)
        while s.first == " " || s.first == "\t" { s = s.dropFirst() }
        while s.last == " " || s.last == "\t" { s = s.dropLast() }
        return String(s)
    }
}

extension LuaRuntime {
    /// Names available on the value reached from the globals by `path`, without
    /// calling anything (raw look-ups, engine objects through their class tables).
    func memberNames(path: [String], methodsOnly: Bool) -> [String] {
        let s = stack
        let base = s.top
        defer { s.setTop(base) }
        lua_rawgeti(L, rl_registryindex(), lua_Integer(LUA_RIDX_GLOBALS))
        for name in path {
            let current = s.top
            guard lookUp(name, in: current) else { return [] }
            s.remove(current)
        }
        var names = Set<String>()
        collectNames(at: s.top, into: &names, methodsOnly: methodsOnly, depth: 0)
        return Array(names)
    }

    /// Pushes `value[name]` found without running code; false when not found.
    private func lookUp(_ name: String, in index: Int32) -> Bool {
        let s = stack
        if let object = object(at: index) {
            s.registryGet(gettersRef(of: classFor(object)))
            s.push(name)
            let isProperty = s.rawGetKeyOnTop(-2) != LUA_TNIL
            s.pop(2)
            if isProperty {
                // Reading a property runs only Swift getters; skip those that would run script code.
                if let selector = Selector.byName[name], object.overrides(selector) { return false }
                if let controller = object as? ViewController, name == "view", !controller.isViewLoaded { return false }
                let call = LuaCall(runtime: self, L: L, function: LuaFunction(name: name, hasSelf: true) { _ in 0 })
                s.pushValue(index)
                s.push(name)
                if let id = getterID(for: object, name), (try? functions[id].body(call)) == 1 {
                    s.remove(-2)
                    s.remove(-2)
                    return true
                }
                s.setTop(index)
                return false
            }
            if pushFields(ofUserdataAt: index, create: false) {
                s.push(name)
                if s.rawGetKeyOnTop(-2) != LUA_TNIL { s.remove(-2); return true }
                s.pop(2)
            }
            s.push(name)
            return pushClassMember(classFor(object), keyAt: -1) ? { s.remove(-2); return true }() : { s.pop(); return false }()
        }
        if let luaClass = luaClass(at: index) {
            s.push(name)
            if name == "super", let parent = luaClass.parent { s.pop(); s.registryGet(parent.proxyRef); return true }
            if pushClassMember(luaClass, keyAt: -1) { s.remove(-2); return true }
            s.pop()
            return false
        }
        guard s.isTable(index) else { return false }
        var table = index
        for _ in 0..<8 {
            s.push(name)
            if s.rawGetKeyOnTop(table) != LUA_TNIL { return true }
            s.pop()
            guard s.getMetatable(table) else { return false }
            s.rawGet(-1, "__index")
            s.remove(-2)
            guard s.isTable(-1) else { s.pop(); return false }
            table = s.top
        }
        return false
    }

    private func getterID(for object: EngineObject, _ name: String) -> Int? {
        stack.registryGet(gettersRef(of: classFor(object)))
        stack.rawGet(-1, name)
        defer { stack.pop(2) }
        return stack.toInteger(-1)
    }

    func collectNames(at index: Int32, into names: inout Set<String>, methodsOnly: Bool, depth: Int) {
        let s = stack
        let i = s.absolute(index)
        func addKeys(of table: Int32) {
            s.pushNil()
            while lua_next(L, table) != 0 {
                if let key = s.toString(-2), !key.hasPrefix("\u{1}"), !key.hasPrefix("__") {
                    if !methodsOnly || s.isFunction(-1) { names.insert(key) }
                }
                s.pop()
            }
        }
        if let object = object(at: i) {
            if !methodsOnly {
                s.registryGet(gettersRef(of: classFor(object)))
                addKeys(of: s.top)
                s.pop()
            }
            if pushFields(ofUserdataAt: i, create: false) {
                addKeys(of: s.top)
                s.pop()
            }
            addClassNames(classFor(object), into: &names, methodsOnly: methodsOnly)
            return
        }
        if let luaClass = luaClass(at: i) {
            addClassNames(luaClass, into: &names, methodsOnly: methodsOnly)
            if !methodsOnly { names.formUnion(["super", "className"]) }
            return
        }
        guard s.isTable(i), depth < 8 else { return }
        addKeys(of: i)
        if s.getMetatable(i) {
            s.rawGet(-1, "__index")
            if s.isTable(-1) { collectNames(at: s.top, into: &names, methodsOnly: methodsOnly, depth: depth + 1) }
            s.pop(2)
        }
    }

    private func addClassNames(_ luaClass: LuaClass, into names: inout Set<String>, methodsOnly: Bool) {
        let s = stack
        for c in luaClass.ancestry {
            for ref in [c.membersRef, c.builtinsRef] where ref != 0 {
                s.registryGet(ref)
                s.pushNil()
                while lua_next(L, -2) != 0 {
                    if let key = s.toString(-2), !methodsOnly || s.isFunction(-1) { names.insert(key) }
                    s.pop()
                }
                s.pop()
            }
        }
    }
}
