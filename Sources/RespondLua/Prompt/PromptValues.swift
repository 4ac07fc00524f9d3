import CLua
import CLuaShim
import RespondCore
#if canImport(Glibc)
import Glibc
#endif

/// How the prompt (and the playground's Lua box) shows a value: numbers with
/// `%.14g` (integers as integers), plain tables as `{1, 2, x = 3}` (sorted keys,
/// at most three levels and forty keys, a cycle as `<cycle>`), the library's
/// tables (`sim`, `string`, `_G`...) as a listing of their members, functions by
/// the name they are found under or where they were defined, engine objects and
/// geometry values as they print (`tostring`), and never a Lua address.
///
/// Nothing a script wrote runs, except a `__tostring` metamethod (as `print`
/// would run it); computed fields are read only from the library's own tables
/// (those the completion tables list: `sim.now`, `UIGestureRecognizer.defaults`).
extension LuaRuntime {
    /// The global tables shown as listings, with what each is.
    static let libraryTables: [(name: String, about: String)] = [
        ("sim", "the simulated device; its functions are also globals"),
        ("_G", "the globals"),
        ("string", "Lua's string library"), ("table", "Lua's table library"), ("math", "Lua's math library"),
        ("coroutine", "Lua's coroutine library"), ("utf8", "Lua's utf8 library"), ("os", "Lua's os library"),
        ("io", "Lua's io library"), ("debug", "Lua's debug library"), ("package", "Lua's package library"),
    ]

    /// The prelude's value types, whose globals are their metatables.
    static let valueTypeGlobals = ["CGPoint", "CGSize", "CGRect", "CGAffineTransform", "IndexPath"]

    static let promptMaximumDepth = 3
    static let promptMaximumKeys = 40
    static let promptMaximumItems = 100
    static let promptWidth = 80

    /// The value at `index` as the prompt shows it on its own: a string as it is
    /// (as Lua's prompt prints it), a library table as a listing, anything else as
    /// `promptValue` shows it. Throws when a `__tostring` metamethod fails.
    func promptText(at index: Int32) throws -> String {
        let i = stack.absolute(index)
        if stack.type(i) == LUA_TSTRING { return stack.toString(i) ?? "" }
        if stack.isTable(i) {
            if let name = libraryName(ofTableAt: i) { return try libraryListing(name, at: i) }
            if let name = valueTypeName(ofTableAt: i) {
                return "\(name) (a value type: \(name)(...) makes one; \(name)? lists its members)"
            }
        }
        var path: [UnsafeRawPointer] = []
        return try promptValue(at: i, depth: 0, path: &path)
    }

    /// The value at `index` as it shows inside a table: strings quoted.
    func promptValue(at index: Int32, depth: Int, path: inout [UnsafeRawPointer]) throws -> String {
        let s = stack
        let i = s.absolute(index)
        switch s.type(i) {
        case LUA_TNIL: return "nil"
        case LUA_TBOOLEAN: return s.toBool(i) ? "true" : "false"
        case LUA_TNUMBER:
            if lua_isinteger(L, i) != 0, let n = s.toInteger(i) { return String(n) }
            return Self.promptNumber(s.toNumber(i) ?? .nan)
        case LUA_TSTRING: return LuaSource.string(s.toString(i) ?? "")
        case LUA_TFUNCTION: return functionText(at: i)
        case LUA_TTHREAD: return "thread: " + coroutineStatus(at: i)
        case LUA_TTABLE: return try tableText(at: i, depth: depth, path: &path)
        default: return try tostringWithoutAddress(at: i)
        }
    }

    /// `%.14g`, as Lua's own `tostring` writes a float, without the `.0` it adds to
    /// a whole float (`20`, not `20.0`); integers are written by the caller.
    static func promptNumber(_ value: Double) -> String {
        if value.isNaN { return value.sign == .minus ? "-nan" : "nan" }
        if value.isInfinite { return value < 0 ? "-inf" : "inf" }
        var buffer = [CChar](repeating: 0, count: 64)
        _ = withVaList([value]) { vsnprintf(&buffer, buffer.count, "%.14g", $0) }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    // MARK: Tables

    private func tableText(at i: Int32, depth: Int, path: inout [UnsafeRawPointer]) throws -> String {
        let s = stack
        let base = s.top
        defer { s.setTop(base) }
        if let luaClass = luaClass(at: i) { return "class \(luaClass.name)" }
        if let name = libraryName(ofTableAt: i) { return name }
        if let name = valueTypeName(ofTableAt: i) { return name }
        var computed: [String] = []
        if s.getMetatable(i) {
            s.rawGet(-1, "__tostring")
            let printsItself = !s.isNil(-1)
            s.pop()
            if printsItself { return try tostringWithoutAddress(at: i) }
            computed = completionFields(ofMetatableAt: s.top)
            s.pop()
        }
        guard let pointer = lua_topointer(L, i) else { return "{}" }
        if path.contains(pointer) { return "<cycle>" }
        if depth >= Self.promptMaximumDepth { return "{...}" }
        path.append(pointer)
        defer { path.removeLast() }

        var parts: [String] = []
        let count = s.rawLength(i)
        for k in 0..<min(count, Self.promptMaximumItems) {
            s.rawGet(i, index: k + 1)
            parts.append(try promptValue(at: -1, depth: depth + 1, path: &path))
            s.pop()
        }
        if count > Self.promptMaximumItems { parts.append("... (\(count - Self.promptMaximumItems) more)") }
        let (keys, others) = sortedKeys(ofTableAt: i, skippingArrayOf: count)
        for (n, key) in keys.enumerated() {
            if n == Self.promptMaximumKeys { parts.append("... (\(keys.count - n) more)"); break }
            pushKey(key, others: others)
            let keyText = try keyText(at: -1, depth: depth, path: &path)
            s.rawGetKeyOnTop(i)
            parts.append(keyText + " = " + (try promptValue(at: -1, depth: depth + 1, path: &path)))
            s.pop()
        }
        // Fields an __index of the library computes (`UIGestureRecognizer.defaults`).
        for name in computed.sorted() {
            s.push(name)
            guard engineGet(i) == LUA_OK else { s.pop(); continue }
            parts.append(name + " = " + (try promptValue(at: -1, depth: depth + 1, path: &path)))
            s.pop()
        }
        return "{" + parts.joined(separator: ", ") + "}"
    }

    /// A key as the prompt writes it: `name`, or `[value]`.
    private func keyText(at index: Int32, depth: Int, path: inout [UnsafeRawPointer]) throws -> String {
        if let name = stack.toString(index), ReplSession.isName(name), !Self.luaKeywords.contains(name) { return name }
        return "[" + (try promptValue(at: index, depth: depth + 1, path: &path)) + "]"
    }

    static let luaKeywords: Set<String> = [
        "and", "break", "do", "else", "elseif", "end", "false", "for", "function", "goto", "if", "in",
        "local", "nil", "not", "or", "repeat", "return", "then", "true", "until", "while",
    ]

    /// A key found in a table, as something to sort by and to push again.
    enum TableKey {
        case string(String)
        case number(Double, integer: Int?)
        case other(type: String, text: String, slot: Int)
    }

    /// The keys of the table at `i` other than its array part `1...count`: numbers
    /// first in order, then strings in order, then the rest by type and by how they
    /// print. Keys that are neither numbers nor strings are kept in a table pushed
    /// on the stack (at `others`) for `pushKey`; the caller pops it.
    ///
    /// The keys are all collected before any is printed: printing can run a
    /// `__tostring`, which could change the table while `lua_next` walks it.
    func sortedKeys(ofTableAt i: Int32, skippingArrayOf count: Int) -> (keys: [TableKey], others: Int32) {
        let s = stack
        var keys: [TableKey] = []
        var otherSlots: [Int] = []
        s.newTable()
        let others = s.top
        s.pushNil()
        while lua_next(L, i) != 0 {
            s.pop()
            switch s.type(-1) {
            case LUA_TSTRING:
                keys.append(.string(s.toString(-1) ?? ""))
            case LUA_TNUMBER:
                if lua_isinteger(L, -1) != 0, let n = s.toInteger(-1) {
                    if n >= 1 && n <= count { continue }
                    keys.append(.number(Double(n), integer: n))
                } else {
                    keys.append(.number(s.toNumber(-1) ?? .nan, integer: nil))
                }
            default:
                let slot = otherSlots.count + 1
                s.pushValue(-1)
                s.rawSet(others, index: slot)
                otherSlots.append(slot)
            }
        }
        for slot in otherSlots {
            s.rawGet(others, index: slot)
            var path: [UnsafeRawPointer] = []
            let text = (try? promptValue(at: -1, depth: Self.promptMaximumDepth, path: &path)) ?? s.typeName(-1)
            keys.append(.other(type: s.typeName(-1), text: text, slot: slot))
            s.pop()
        }
        func rank(_ key: TableKey) -> (Int, String, Double, String) {
            switch key {
            case .number(let d, _): (0, "", d, "")
            case .string(let text): (1, text, 0, "")
            case .other(let type, let text, _): (2, type, 0, text)
            }
        }
        return (keys.sorted { rank($0) < rank($1) }, others)
    }

    func pushKey(_ key: TableKey, others: Int32) {
        switch key {
        case .string(let text): stack.push(text)
        case .number(let d, let integer):
            if let integer { stack.push(int: integer) } else { stack.push(d) }
        case .other(_, _, let slot):
            stack.rawGet(others, index: slot)
        }
    }

    /// The fields the completion tables list for values with the metatable at `index`.
    func completionFields(ofMetatableAt index: Int32) -> [String] {
        let s = stack
        let mt = s.absolute(index)
        let base = s.top
        defer { s.setTop(base) }
        s.registryGet(refs.preludeValues)
        guard s.rawGet(-1, "completions") == LUA_TTABLE, s.rawGet(-1, "values") == LUA_TTABLE else { return [] }
        s.pushValue(mt)
        guard s.rawGetKeyOnTop(-2) == LUA_TTABLE, s.rawGet(-1, "fields") == LUA_TTABLE else { return [] }
        var names: [String] = []
        for k in 0..<s.rawLength(-1) {
            s.rawGet(-1, index: k + 1)
            if let name = s.toString(-1) { names.append(name) }
            s.pop()
        }
        return names
    }

    /// The name of the library table at `i` (`sim`, `string`, `_G`), if it is one.
    func libraryName(ofTableAt i: Int32) -> String? {
        let s = stack
        let index = s.absolute(i)
        rl_pushglobaltable(L)
        defer { s.pop() }
        for (name, _) in Self.libraryTables {
            if name == "_G" {
                if lua_rawequal(L, -1, index) != 0 { return name }
                continue
            }
            s.rawGet(-1, name)
            let same = lua_rawequal(L, -1, index) != 0
            s.pop()
            if same { return name }
        }
        return nil
    }

    /// The name of the prelude's value type whose metatable is at `i` (`CGRect`).
    func valueTypeName(ofTableAt i: Int32) -> String? {
        let s = stack
        let index = s.absolute(i)
        s.registryGet(refs.preludeValues)
        defer { s.pop() }
        for name in Self.valueTypeGlobals {
            s.rawGet(-1, name)
            let same = lua_rawequal(L, -1, index) != 0
            s.pop()
            if same { return name }
        }
        return nil
    }

    /// A library table as a listing: what it is, its functions, then its other
    /// values (for `_G`: the classes, the functions, the library tables, the rest).
    func libraryListing(_ name: String, at index: Int32) throws -> String {
        let s = stack
        let i = s.absolute(index)
        let base = s.top
        defer { s.setTop(base) }
        let about = Self.libraryTables.first { $0.name == name }?.about ?? ""
        var classes: [String] = [], functions: [String] = [], tables: [String] = [], values: [String] = []
        for key in sortedKeys(ofTableAt: i, skippingArrayOf: 0).keys {
            guard case .string(let key) = key else { continue }
            s.rawGet(i, key)
            defer { s.pop() }
            if luaClass(at: -1) != nil {
                classes.append(key)
            } else if s.isFunction(-1) {
                functions.append(key)
            } else if s.isTable(-1), libraryName(ofTableAt: -1) != nil || valueTypeName(ofTableAt: -1) != nil {
                tables.append(key)
            } else {
                var path: [UnsafeRawPointer] = [lua_topointer(L, i)!]
                values.append(key + " = " + (try promptValue(at: -1, depth: 1, path: &path)))
            }
        }
        if s.getMetatable(i) {
            for field in completionFields(ofMetatableAt: -1) {
                s.push(field)
                guard engineGet(i) == LUA_OK else { s.pop(); continue }
                var path: [UnsafeRawPointer] = []
                values.append(field + " = " + (try promptValue(at: -1, depth: 1, path: &path)))
                s.pop()
            }
            s.pop()
        }
        var lines = ["\(name): \(about) (\(name)? for help)"]
        if !classes.isEmpty { lines.append(Self.wrapped(classes, label: "classes: ")) }
        if !functions.isEmpty { lines.append(Self.wrapped(functions, label: "functions: ")) }
        if !tables.isEmpty { lines.append(Self.wrapped(tables, label: "tables: ")) }
        if !values.isEmpty { lines.append(Self.wrapped(values.sorted(), label: name == "_G" ? "values: " : "", separator: ", ")) }
        return lines.joined(separator: "\n")
    }

    /// Words after `label`, two spaces in, wrapped at `promptWidth` with the
    /// following lines four spaces in.
    static func wrapped(_ words: [String], label: String, indent: String = "  ", separator: String = " ") -> String {
        var lines: [String] = []
        var line = indent + label
        var first = true
        for (n, word) in words.enumerated() {
            let piece = word + (n < words.count - 1 ? separator.trimmingTrailingSpace : "")
            if !first, line.count + 1 + piece.count > promptWidth {
                lines.append(line)
                line = indent + "  " + piece
            } else {
                line += (first ? "" : " ") + piece
            }
            first = false
        }
        lines.append(line)
        return lines.joined(separator: "\n")
    }

    // MARK: Functions, threads, userdata

    /// `function: tap` (a library function, by the name it has), `function: f
    /// (stdin:1)` (a script's, with where it was defined), `function: stdin:3`,
    /// or `function: builtin`.
    func functionText(at index: Int32) -> String {
        let i = stack.absolute(index)
        let name = functionName(at: i)
        var info = lua_Debug()
        stack.pushValue(i)
        lua_getinfo(L, ">S", &info)
        let source = info.source.map { String(cString: $0) } ?? ""
        let isScripts = info.linedefined > 0 && !source.hasPrefix("=prelude") && !source.hasPrefix("=exercise harness")
        var location = ""
        if isScripts {
            let short = withUnsafeBytes(of: info.short_src) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            location = "\(short):\(info.linedefined)"
        }
        switch (name, isScripts) {
        case (let name?, true): return "function: \(name) (\(location))"
        case (let name?, false): return "function: \(name)"
        case (nil, true): return "function: \(location)"
        case (nil, false): return "function: builtin"
        }
    }

    /// The name a function is found under: a global (`tap`), or a member of a
    /// library table (`string.format`, `sim.advance`); nil when none.
    func functionName(at index: Int32) -> String? {
        let s = stack
        let i = s.absolute(index)
        let base = s.top
        defer { s.setTop(base) }
        rl_pushglobaltable(L)
        let globals = s.top
        func search(_ table: Int32, prefix: String) -> String? {
            var found: String?
            s.pushNil()
            while lua_next(L, table) != 0 {
                if found == nil, lua_rawequal(L, -1, i) != 0, let key = s.toString(-2), key != "_" { found = prefix + key }
                s.pop()
            }
            return found
        }
        if let name = search(globals, prefix: "") { return name }
        for (name, _) in Self.libraryTables where name != "_G" {
            guard s.rawGet(globals, name) == LUA_TTABLE else { s.pop(); continue }
            let found = search(s.top, prefix: name + ".")
            s.pop()
            if let found { return found }
        }
        return nil
    }

    /// `suspended`, `running`, `normal` or `dead`, as `coroutine.status` says.
    private func coroutineStatus(at index: Int32) -> String {
        guard let co = lua_tothread(L, index) else { return "?" }
        if co == L { return "running" }
        switch lua_status(co) {
        case LUA_YIELD: return "suspended"
        case LUA_OK:
            var info = lua_Debug()
            if lua_getstack(co, 0, &info) != 0 { return "normal" }
            return lua_gettop(co) == 0 ? "dead" : "suspended"
        default: return "dead"
        }
    }

    /// `tostring(value)` (the prelude's own, protected), without an address
    /// (`file (0x55…)` → `file`). Throws the error a `__tostring` raised.
    func tostringWithoutAddress(at index: Int32) throws -> String {
        let s = stack
        let i = s.absolute(index)
        let base = s.top
        defer { s.setTop(base) }
        s.registryGet(refs.preludeValues)
        s.rawGet(-1, "show")
        s.remove(-2)
        s.pushValue(i)
        if rl_pcall(L, 1, 1) != LUA_OK { throw LuaError(message: s.toString(-1) ?? "(error object is not a string)") }
        return Self.withoutAddresses(s.toString(-1) ?? s.typeName(i))
    }

    /// Text without Lua's addresses: `: 0x…` and ` (0x…)` go.
    static func withoutAddresses(_ text: String) -> String {
        var out = ""
        var rest = Substring(text)
        while let range = rest.firstRange(of: "0x") {
            var end = range.upperBound
            while end < rest.endIndex, rest[end].isHexDigit { end = rest.index(after: end) }
            guard end > range.upperBound else {
                out += rest[..<range.upperBound]
                rest = rest[range.upperBound...]
                continue
            }
            var before = rest[..<range.lowerBound]
            var after = rest[end...]
            if before.hasSuffix(": ") {
                before = before.dropLast(2)
            } else if before.hasSuffix(" ("), after.hasPrefix(")") {
                before = before.dropLast(2)
                after = after.dropFirst()
            }
            out += before
            rest = after
        }
        return out + rest
    }
}

extension String {
    var trimmingTrailingSpace: String {
        var s = Substring(self)
        while s.last == " " { s = s.dropLast() }
        return String(s)
    }
}
