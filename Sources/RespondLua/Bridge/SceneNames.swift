import CLua
import CLuaShim
import RespondCore

/// What the playground's Lua box can name. A script's views are most often
/// locals of its main chunk, and an exercise's are locals of its set-up: gone
/// when the chunk ends, as in `lua`. The playground keeps them: the locals a
/// script has when it ends, or an exercise's set-up has when the learner's code
/// starts, become globals of the same names (where no global has that name
/// already), listed in `sceneNames`. The page names a view by the global that
/// holds it (`engineObjectGlobals`), and a line that reads a name that is nil is
/// told which names there are (`nilGlobals(readBy:)`).
extension LuaRuntime {
    /// The locals kept as globals, in their order.
    public var sceneNames: [String] { nameBook.sceneNames }

    /// The global the script's first line reads the keeping function from (only
    /// while `runKeepingLocals` runs it).
    static let keepLocalsGlobal = "__respond_lua_keep_locals"
    static let keepLocalsLocal = "__respond_lua_keep"

    /// Runs a script file as `run(file:)` does, then keeps the locals its main
    /// chunk has when it ends, as globals (see above). A script that cannot take
    /// the one call added at its end (it ends with `return`, or has 200 locals) is
    /// run as it is, keeping nothing.
    public func runKeepingLocals(file path: String, arguments: [String] = []) -> Outcome {
        guard var bytes = try? WholeFile.bytes(path) else { return run(file: path, arguments: arguments) }
        // As `luaL_loadfile` reads it: no byte-order mark; a first line starting
        // with `#` is skipped (its line still counts).
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        if bytes.first == UInt8(ascii: "#") {
            bytes.removeFirst(bytes.firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count)
        }
        // The first line reads the function into a local (before the script can
        // change `_ENV`); the last line calls it, as a statement of its own (a
        // script ending in `local a =` stays the error it is). Line numbers stay
        // the same.
        let text = Array("local \(Self.keepLocalsLocal) = \(Self.keepLocalsGlobal); ".utf8) + bytes
            + Array("\n;\(Self.keepLocalsLocal)()".utf8)
        let base = stack.top
        defer { stack.setTop(base) }
        let status = text.withUnsafeBufferPointer { buf in
            buf.withMemoryRebound(to: CChar.self) { rl_loadbuffer(L, $0.baseAddress, $0.count, "@" + path) }
        }
        guard status == LUA_OK else {
            stack.setTop(base)
            return run(file: path, arguments: arguments)
        }
        pushFunction(Self.keepLocalsGlobal) { call in
            call.runtime.keepLocals(ofCallerOn: call.L)
            return 0
        }
        setGlobal(Self.keepLocalsGlobal)
        defer {
            stack.pushNil()
            setGlobal(Self.keepLocalsGlobal)
        }
        for argument in arguments { stack.push(argument) }
        return call(arguments: Int32(arguments.count), drainAfter: true)
    }

    /// The locals of the function that called the Swift function running on `state`.
    private func keepLocals(ofCallerOn state: OpaquePointer) {
        var ar = lua_Debug()
        guard lua_getstack(state, 1, &ar) != 0 else { return }
        let s = LuaStack(L: state)
        let base = s.top
        defer { s.setTop(base) }
        s.newTable()
        let found = s.top
        var order: [String] = []
        var n: Int32 = 1
        while let name = lua_getlocal(state, &ar, n) {
            let text = String(cString: name)
            if !text.hasPrefix("("), text != Self.keepLocalsLocal, Self.isLuaName(text), !s.isNil(-1) {
                // A later local of the same name hides the earlier one, as in the chunk.
                if !order.contains(text) { order.append(text) }
                s.rawSet(found, text)
            } else {
                s.pop()
            }
            n += 1
        }
        publish(order, from: found, on: state)
    }

    /// Makes `names` (values in the table at `table`) globals where no global has
    /// that name, and adds them to `sceneNames`.
    private func publish(_ names: [String], from table: Int32, on state: OpaquePointer) {
        let s = LuaStack(L: state)
        rl_pushglobaltable(state)
        let globals = s.top
        for name in names where !sceneNames.contains(name) {
            guard s.rawGet(globals, name) == LUA_TNIL else {
                s.pop()
                continue
            }
            s.pop()
            s.rawGet(table, name)
            s.rawSet(globals, name)
            nameBook.sceneNames.append(name)
        }
        s.pop()
    }

    /// After an exercise's scene ran for the playground (`ExerciseRunner.runScene`):
    /// the set-up's locals the harness noted when the learner's code started
    /// (`exercise.sceneLocals`, a list of `{name, value}`), made globals.
    func publishExerciseSceneLocals() {
        let s = stack
        let base = s.top
        defer { s.setTop(base) }
        guard getGlobal("exercise") == LUA_TTABLE, s.rawGet(-1, "sceneLocals") == LUA_TTABLE else { return }
        let list = s.top
        s.newTable()
        let found = s.top
        var order: [String] = []
        for i in 0..<s.rawLength(list) {
            guard s.rawGet(list, index: i + 1) == LUA_TTABLE else {
                s.pop()
                continue
            }
            let entry = s.top
            if s.rawGet(entry, "name") == LUA_TSTRING, let name = s.toString(-1), Self.isLuaName(name) {
                s.pop()
                if s.rawGet(entry, "value") != LUA_TNIL {
                    if !order.contains(name) { order.append(name) }
                    s.rawSet(found, name)
                } else {
                    s.pop()
                }
            } else {
                s.pop()
            }
            s.pop()
        }
        publish(order, from: found, on: L)
    }

    /// The globals that hold engine objects, by object: for each object the name
    /// the page uses for it in a Lua line — one of `sceneNames` first, else the
    /// shortest name (then the first in alphabetical order). Read raw: no script
    /// code runs.
    public func engineObjectGlobals() -> [ObjectIdentifier: String] {
        let s = stack
        let base = s.top
        defer { s.setTop(base) }
        rl_pushglobaltable(L)
        let globals = s.top
        var best: [ObjectIdentifier: (name: String, rank: Int)] = [:]
        s.pushNil()
        while lua_next(L, globals) != 0 {
            if lua_type(L, -2) == LUA_TSTRING, lua_type(L, -1) == LUA_TUSERDATA, let object = object(at: -1),
               let name = s.toString(-2), Self.isLuaName(name) {
                let rank = sceneNames.firstIndex(of: name) ?? (1_000 + name.count)
                let key = ObjectIdentifier(object)
                if let current = best[key], current.rank < rank || (current.rank == rank && current.name < name) {
                    // keep the one found before
                } else {
                    best[key] = (name, rank)
                }
            }
            s.pop()
        }
        return best.mapValues(\.name)
    }

    /// The names of the globals (string keys that are Lua names), sorted.
    public func globalNames() -> [String] {
        let base = stack.top
        defer { stack.setTop(base) }
        rl_pushglobaltable(L)
        return stack.stringKeys(-1).filter(Self.isLuaName)
    }

    /// The names `code` reads as globals that are nil now (looked up raw), in the
    /// order it first reads them: not the names it declares as locals or
    /// parameters, nor those it assigns, nor fields (`a.b`, `a:b`, `{b = 1}`).
    /// A rough reading of Lua's tokens, for a hint; it runs nothing.
    public func nilGlobals(readBy code: String) -> [String] {
        let tokens = Self.tokens(code)
        // Parameters: after `function name(` or `function(`, up to `)`.
        var declared = Set<String>()
        var i = 0
        while i < tokens.count {
            if tokens[i] == .name("function") {
                var j = i + 1
                while j < tokens.count, tokens[j] != .symbol("("), tokens[j] != .name("end") { j += 1 }
                j += 1
                while j < tokens.count, tokens[j] != .symbol(")") {
                    if case .name(let p) = tokens[j] { declared.insert(p) }
                    j += 1
                }
                i = j
            }
            i += 1
        }
        var assigned = Set<String>()
        var read: [String] = []
        for (i, token) in tokens.enumerated() {
            guard case .name(let name) = token, !Self.keywords.contains(name) else { continue }
            let previous = i > 0 ? tokens[i - 1] : nil
            let next = i + 1 < tokens.count ? tokens[i + 1] : nil
            if case .symbol(let p)? = previous, p == "." || p == ":" || p == "::" { continue }
            if previous == .name("goto") { continue }
            let method = next == .symbol(".") || next == .symbol(":")
            if previous == .name("local") || previous == .name("for")
                || (previous == .name("function") && i >= 2 && tokens[i - 2] == .name("local")) {
                declared.insert(name)
                continue
            }
            // `local a, b`, `for k, v in`: names after a comma in a declaration list.
            if previous == .symbol(","), Self.inDeclarationList(tokens, before: i) {
                declared.insert(name)
                continue
            }
            // `x = 1`, `function f() end`: assigned, not read (`{x = 1}` is a field).
            if next == .symbol("=") || (previous == .name("function") && !method) {
                assigned.insert(name)
                continue
            }
            if !declared.contains(name), !assigned.contains(name), !read.contains(name) { read.append(name) }
        }
        let base = stack.top
        defer { stack.setTop(base) }
        rl_pushglobaltable(L)
        let globals = stack.top
        return read.filter { name in
            defer { stack.pop() }
            return stack.rawGet(globals, name) == LUA_TNIL
        }
    }

    /// Whether the comma before token `index` is in a `local` or `for` name list.
    private static func inDeclarationList(_ tokens: [Token], before index: Int) -> Bool {
        var j = index - 1
        while j >= 1 {
            guard tokens[j] == .symbol(","), case .name = tokens[j - 1] else { return false }
            j -= 2
            if j >= 0, tokens[j] == .name("local") || tokens[j] == .name("for") { return true }
            if j >= 0, case .symbol(let s) = tokens[j], s == "<" || s == ">" { return false }
        }
        return false
    }

    static let keywords: Set<String> = ["and", "break", "do", "else", "elseif", "end", "false", "for", "function",
                                        "goto", "if", "in", "local", "nil", "not", "or", "repeat", "return", "then",
                                        "true", "until", "while"]

    /// A Lua name that is not a keyword.
    public static func isLuaName(_ text: String) -> Bool {
        guard let first = text.utf8.first, first == UInt8(ascii: "_") || (first | 0x20 >= UInt8(ascii: "a") && first | 0x20 <= UInt8(ascii: "z"))
        else { return false }
        return text.utf8.allSatisfy { c in
            c == UInt8(ascii: "_") || (c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9"))
                || (c | 0x20 >= UInt8(ascii: "a") && c | 0x20 <= UInt8(ascii: "z"))
        } && !keywords.contains(text)
    }

    enum Token: Equatable {
        case name(String)
        case symbol(String)
        case literal
    }

    /// Names, symbols and literals, with comments left out (strings and numbers
    /// are literals; `[[...]]` and `--[[...]]` are read as Lua reads them).
    static func tokens(_ code: String) -> [Token] {
        let c = Array(code.utf8)
        var out: [Token] = []
        var i = 0
        func isNameByte(_ b: UInt8) -> Bool {
            b == UInt8(ascii: "_") || (b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9")) || (b | 0x20 >= UInt8(ascii: "a") && b | 0x20 <= UInt8(ascii: "z"))
        }
        /// The end of a long bracket opening at `i` (`[[`, `[==[`), or nil.
        func longBracketEnd(_ i: Int) -> Int? {
            guard i < c.count, c[i] == UInt8(ascii: "[") else { return nil }
            var j = i + 1
            var level = 0
            while j < c.count, c[j] == UInt8(ascii: "=") { level += 1; j += 1 }
            guard j < c.count, c[j] == UInt8(ascii: "[") else { return nil }
            let close = [UInt8(ascii: "]")] + Array(repeating: UInt8(ascii: "="), count: level) + [UInt8(ascii: "]")]
            var k = j + 1
            while k + close.count <= c.count {
                if Array(c[k..<(k + close.count)]) == close { return k + close.count }
                k += 1
            }
            return c.count
        }
        while i < c.count {
            let b = c[i]
            if b == UInt8(ascii: "-"), i + 1 < c.count, c[i + 1] == UInt8(ascii: "-") {
                if let end = longBracketEnd(i + 2) { i = end; continue }
                while i < c.count, c[i] != UInt8(ascii: "\n") { i += 1 }
                continue
            }
            if let end = longBracketEnd(i) {
                out.append(.literal)
                i = end
                continue
            }
            if b == UInt8(ascii: "\"") || b == UInt8(ascii: "'") {
                i += 1
                while i < c.count, c[i] != b {
                    if c[i] == UInt8(ascii: "\\") { i += 1 }
                    i += 1
                }
                i += 1
                out.append(.literal)
                continue
            }
            if b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") {
                while i < c.count, isNameByte(c[i]) || c[i] == UInt8(ascii: ".") { i += 1 }
                out.append(.literal)
                continue
            }
            if isNameByte(b) {
                let start = i
                while i < c.count, isNameByte(c[i]) { i += 1 }
                out.append(.name(String(decoding: c[start..<i], as: UTF8.self)))
                continue
            }
            if b == UInt8(ascii: " ") || b == UInt8(ascii: "\t") || b == UInt8(ascii: "\n") || b == UInt8(ascii: "\r") {
                i += 1
                continue
            }
            // Two-byte symbols that matter here: `==`, `~=`, `<=`, `>=`, `..`, `::`.
            if i + 1 < c.count {
                let pair = String(decoding: c[i...(i + 1)], as: UTF8.self)
                if ["==", "~=", "<=", ">=", "..", "::"].contains(pair) {
                    out.append(.symbol(pair))
                    i += 2
                    continue
                }
            }
            out.append(.symbol(String(decoding: [b], as: UTF8.self)))
            i += 1
        }
        return out
    }
}
