import CLua
import CLuaShim
import RespondCore
#if canImport(Glibc)
import Glibc
#endif

/// The prompt's completion (Tab): what `ReplSession.completions(for:)` offers
/// and where it starts, and the runtime's side of it, which finds names without
/// calling anything (raw look-ups; engine objects through their class tables;
/// the completion lists that metatables register). The page's Lua box asks the
/// same functions.
extension ReplSession {
    // MARK: Completion

    /// Candidates completing the expression that ends `line` (the text before the
    /// cursor): globals, or the members of a table or engine object reached by a
    /// path of names (`app.keyWindow.ro` → `app.keyWindow.rootViewController`),
    /// of geometry values (`v.frame.mi` → `v.frame.minX`), and of what a geometry
    /// constructor returns (`CGRect(0, 0, 1, 1).` → `….minX`); the prompt's
    /// commands (`:tr` → `:trace`, `:tree`), `:load` file names and `:trace on|off`.
    /// Nothing is called to find them. Each candidate replaces the text from
    /// `completionStart(for:)` to the end of `line`.
    public func completions(for line: String) -> [String] {
        completion(for: line).candidates
    }

    /// Where the text the candidates replace starts in `line` (a UTF-8 offset).
    public func completionStart(for line: String) -> Int {
        completion(for: line).start
    }

    private func completion(for line: String) -> (start: Int, candidates: [String]) {
        if pending.isEmpty, line.hasPrefix(":") { return commandCompletion(for: line) }
        var start = line.endIndex
        while start > line.startIndex {
            let c = line[line.index(before: start)]
            if c.isLetter || c.isNumber || c == "_" || c == "." || c == ":" { start = line.index(before: start) } else { break }
        }
        let offset = line.utf8.distance(from: line.utf8.startIndex, to: start)
        let word = String(line[start...])
        let separatorIndex = word.lastIndex(where: { $0 == "." || $0 == ":" })
        let base = separatorIndex.map { String(word[..<$0]) } ?? ""
        let partial = separatorIndex.map { String(word[word.index(after: $0)...]) } ?? word
        let methodsOnly = separatorIndex.map { word[$0] == ":" } ?? false
        let prefix = separatorIndex.map { String(word[...$0]) } ?? ""
        // `CGRect(0, 0, 1, 1).mi`: the members of what that constructor returns.
        if base.isEmpty, separatorIndex == word.startIndex, start > line.startIndex, line[line.index(before: start)] == ")" {
            guard let callee = Self.callee(before: line.index(before: start), in: line) else { return (offset, []) }
            let names = runtime.resultMemberNames(ofCall: callee, methodsOnly: methodsOnly)
            return (offset, names.filter { $0.hasPrefix(partial) }.sorted().map { prefix + $0 })
        }
        let path = base.isEmpty ? [] : base.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        if path.contains(where: \.isEmpty) || path.contains(where: { $0.contains(":") }) { return (offset, []) }
        if separatorIndex == nil, start > line.startIndex, line[line.index(before: start)] == ")" { return (offset, []) }
        let names = runtime.memberNames(path: path, methodsOnly: methodsOnly)
        return (offset, names.filter { $0.hasPrefix(partial) }.sorted().map { prefix + $0 })
    }

    /// The name called by the parenthesised arguments that close at `close`:
    /// `CGRect` in `CGRect(0, 0, 1, 1)`, `CGAffineTransform.makeScale` in `….makeScale(2)`.
    private static func callee(before close: String.Index, in line: String) -> String? {
        var depth = 0
        var i = close
        while true {
            switch line[i] {
            case ")": depth += 1
            case "(":
                depth -= 1
                if depth == 0 {
                    var nameStart = i
                    while nameStart > line.startIndex {
                        let c = line[line.index(before: nameStart)]
                        if c.isLetter || c.isNumber || c == "_" || c == "." { nameStart = line.index(before: nameStart) } else { break }
                    }
                    let name = String(line[nameStart..<i])
                    return name.isEmpty ? nil : name
                }
            default: break
            }
            guard i > line.startIndex else { return nil }
            i = line.index(before: i)
        }
    }

    /// `:tr` → the commands; `:load sc` → file names; `:trace o` → on, off;
    /// `:chain ex` → expressions.
    private func commandCompletion(for line: String) -> (start: Int, candidates: [String]) {
        guard let space = line.firstIndex(of: " ") else {
            return (0, Self.commands.filter { $0.hasPrefix(line) })
        }
        let command = String(line[..<space])
        var argumentStart = line.index(after: space)
        while argumentStart < line.endIndex, line[argumentStart] == " " { argumentStart = line.index(after: argumentStart) }
        let argument = String(line[argumentStart...])
        let offset = line.utf8.distance(from: line.utf8.startIndex, to: argumentStart)
        switch command {
        case ":load": return (offset, Self.fileNames(completing: argument))
        case ":trace": return (offset, ["off", "on"].filter { $0.hasPrefix(argument) })
        case ":chain", ":inspect", ":help":
            let inner = completion(for: argument)
            return (offset + inner.start, inner.candidates)
        default: return (offset, [])
        }
    }

    /// Files and directories (with a `/`) whose path starts with `partial`.
    static func fileNames(completing partial: String) -> [String] {
        let slash = partial.lastIndex(of: "/")
        let directory = slash.map { String(partial[...$0]) } ?? ""
        let namePrefix = slash.map { String(partial[partial.index(after: $0)...]) } ?? partial
        guard let dir = opendir(directory.isEmpty ? "." : directory) else { return [] }
        defer { closedir(dir) }
        var out: [String] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name == "." || name == ".." || !name.hasPrefix(namePrefix) { continue }
            if name.hasPrefix("."), !namePrefix.hasPrefix(".") { continue }
            var info = stat()
            let isDirectory = stat(directory + name, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
            out.append(directory + name + (isDirectory ? "/" : ""))
        }
        return out.sorted()
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
    func lookUp(_ name: String, in index: Int32) -> Bool {
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
                // The call borrows its function: keep it alive through the call.
                let function = LuaFunction(name: name, hasSelf: true) { _ in 0 }
                let call = LuaCall(runtime: self, L: L, function: function)
                s.pushValue(index)
                s.push(name)
                let got = withExtendedLifetime(function) {
                    guard let id = getterID(for: object, name) else { return false }
                    return (try? functions[id].body(call)) == 1
                }
                if got {
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
            addCompletions(forMetatableAt: s.top, into: &names, methodsOnly: methodsOnly)
            s.rawGet(-1, "__index")
            if s.isTable(-1) { collectNames(at: s.top, into: &names, methodsOnly: methodsOnly, depth: depth + 1) }
            s.pop(2)
        }
    }

    private func addClassNames(_ luaClass: LuaClass, into names: inout Set<String>, methodsOnly: Bool) {
        let s = stack
        fillContents(luaClass)
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

extension LuaRuntime {
    /// How to reach the view named `name` from the prompt (`app.keyWindow:find("B")`),
    /// or nil when no window holds one (`LuaSource.reference(toViewNamed:in:)`).
    public func viewPath(named name: String) -> String? {
        LuaSource.reference(toViewNamed: name, in: engine)
    }

    /// Whether the global `name` is unset (looked up raw: no script code runs).
    func globalIsNil(_ name: String) -> Bool {
        let base = stack.top
        defer { stack.setTop(base) }
        lua_rawgeti(L, rl_registryindex(), lua_Integer(LUA_RIDX_GLOBALS))
        return stack.rawGet(-1, name) == LUA_TNIL
    }

    /// Pushes the prelude's completion tables (`values`, `results`).
    private func pushCompletions() -> Bool {
        stack.registryGet(refs.preludeValues)
        stack.rawGet(-1, "completions")
        stack.remove(-2)
        if stack.isTable(-1) { return true }
        stack.pop()
        return false
    }

    /// Pushes the prelude's completion table, its `values` table and the metatable
    /// at `index` (the key into it); false, with the stack unspecified, without them.
    private func pushCompletionValues(keyedBy index: Int32) -> Bool {
        let s = stack
        let mt = s.absolute(index)
        guard pushCompletions() else { return false }
        s.rawGet(-1, "values")
        s.pushValue(mt)
        return true
    }

    /// Names of values with this metatable that an __index function computes
    /// (geometry values, the tunables tables).
    func addCompletions(forMetatableAt index: Int32, into names: inout Set<String>, methodsOnly: Bool) {
        let s = stack
        let base = s.top
        defer { s.setTop(base) }
        guard pushCompletionValues(keyedBy: index) else { return }
        guard s.rawGetKeyOnTop(-2) == LUA_TTABLE else { return }
        for kind in methodsOnly ? ["methods"] : ["fields", "methods"] {
            s.rawGet(-1, kind)
            if s.isTable(-1) {
                for i in 0..<s.rawLength(-1) {
                    s.rawGet(-1, index: i + 1)
                    if let name = s.toString(-1) { names.insert(name) }
                    s.pop()
                }
            }
            s.pop()
        }
    }

    /// Completes the members of the table whose metatable is at `index` with `fields`.
    func registerCompletions(forMetatableAt index: Int32, fields: [String]) {
        let s = stack
        let base = s.top
        defer { s.setTop(base) }
        guard pushCompletionValues(keyedBy: index) else { return }
        s.newTable()
        push(strings: fields)
        s.rawSet(-2, "fields")
        lua_rawset(L, -3)
    }

    /// The members of what a geometry constructor returns (`CGRect(...)`), by name.
    func resultMemberNames(ofCall callee: String, methodsOnly: Bool) -> [String] {
        let s = stack
        let base = s.top
        defer { s.setTop(base) }
        let name = callee.split(separator: ".").last.map(String.init) ?? callee
        guard pushCompletions() else { return [] }
        s.rawGet(-1, "results")
        guard s.rawGet(-1, name) == LUA_TTABLE else { return [] }
        var names = Set<String>()
        addCompletions(forMetatableAt: s.top, into: &names, methodsOnly: methodsOnly)
        return Array(names)
    }
}
