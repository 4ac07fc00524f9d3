import CLua
import CLuaShim
import RespondCore

/// What the bridge remembers to name script values and to warn about misspellings:
/// traces never print addresses (a table target is `table "controller"` or
/// `table#2`), and a misspelling warns once per site.
final class ScriptNameBook {
    /// Registry table, weak keys: a table or function → the label it got when the
    /// engine first kept it (the variable it was found under, or a number).
    var labelsRef: Int32 = 0
    /// Per-run counters for the numbered labels, by Lua type name.
    var counters: [String: Int] = [:]
    /// `file:line` and message of every misspelling warning given.
    var warnedSites: Set<String> = []
    /// By class id: every property and member name instances find (for suggestions).
    var realNames: [Int: [String]] = [:]
    /// By class id and key: the suggestion found ("" for none).
    var suggestions: [Int: [String: String]] = [:]
    /// Locals of a script's main chunk or an exercise's set-up kept as globals
    /// for the playground's Lua box, in their order (`SceneNames.swift`).
    var sceneNames: [String] = []

    /// A class or one of its ancestors changed its members.
    func classChanged() {
        realNames.removeAll()
        suggestions.removeAll()
    }
}

extension LuaRuntime {
    // MARK: Naming tables and functions

    /// Remembers a name for the table or function at `index`, which the engine is
    /// about to keep (a target, a delegate): the local, upvalue or global of the
    /// script that holds it. (Unnamed values are numbered when first described.)
    func noteScriptValue(at index: Int32) {
        let s = stack
        let i = s.absolute(index)
        guard s.isTable(i) || s.isFunction(i) || (s.type(i) == LUA_TUSERDATA && object(at: i) == nil) else { return }
        pushLabels()
        let labels = s.top
        defer { s.setTop(labels - 1) }
        s.pushValue(i)
        if s.rawGetKeyOnTop(labels) != LUA_TNIL { return }
        s.pop()
        guard let label = variableName(holdingValueAt: i).map({ "\(s.typeName(i)) \"\($0)\"" }) else { return }
        s.pushValue(i)
        s.push(label)
        lua_rawset(L, labels)
    }

    /// How a script value prints in traces and warnings: its `name` field, the name
    /// it was noted under, or `table#N` (a stable per-run number, never an address).
    func describeScriptValue(at index: Int32) -> String {
        let s = stack
        let i = s.absolute(index)
        let base = s.top
        defer { s.setTop(base) }
        if let o = object(at: i) { return o.label }
        if s.isTable(i), s.rawGet(i, "name") == LUA_TSTRING, let name = s.toString(-1) { return "table \"\(name)\"" }
        s.setTop(base)
        guard s.isTable(i) || s.isFunction(i) || s.type(i) == LUA_TUSERDATA || s.type(i) == LUA_TTHREAD else {
            return s.typeName(i)
        }
        pushLabels()
        let labels = s.top
        s.pushValue(i)
        if s.rawGetKeyOnTop(labels) == LUA_TSTRING, let label = s.toString(-1) { return label }
        s.pop()
        let label = numberedLabel(for: i)
        s.pushValue(i)
        s.push(label)
        lua_rawset(L, labels)
        return label
    }

    private func numberedLabel(for index: Int32) -> String {
        let type = stack.typeName(index)
        let n = (nameBook.counters[type] ?? 0) + 1
        nameBook.counters[type] = n
        return "\(type)#\(n)"
    }

    private func pushLabels() {
        let s = stack
        if nameBook.labelsRef == 0 {
            s.newTable()
            s.newTable()
            s.push("k")
            s.rawSet(-2, "__mode")
            s.setMetatable(-2)
            nameBook.labelsRef = s.makeRef()
        }
        s.registryGet(nameBook.labelsRef)
    }

    /// The name under which the script that called into the engine holds the value
    /// at `index`: one of its locals (in order), its upvalues, then the globals
    /// (the first in alphabetical order). `self` and temporaries do not count.
    func variableName(holdingValueAt index: Int32) -> String? {
        let s = stack
        let value = s.absolute(index)
        let base = s.top
        defer { s.setTop(base) }
        if let level = scriptFrameLevel() {
            var ar = lua_Debug()
            if lua_getstack(L, level, &ar) != 0 {
                var n: Int32 = 1
                while let name = lua_getlocal(L, &ar, n) {
                    let found = lua_rawequal(L, -1, value) != 0
                    s.pop()
                    let text = String(cString: name)
                    if found, !text.hasPrefix("("), text != "self" { return text }
                    n += 1
                }
                lua_getinfo(L, "f", &ar)
                let function = s.top
                n = 1
                while let name = lua_getupvalue(L, function, n) {
                    let found = lua_rawequal(L, -1, value) != 0
                    s.pop()
                    let text = String(cString: name)
                    if found, !text.isEmpty, text != "_ENV", text != "self" { return text }
                    n += 1
                }
                s.setTop(base)
            }
        }
        rl_pushglobaltable(L)
        let globals = s.top
        var best: String?
        s.pushNil()
        while lua_next(L, globals) != 0 {
            if lua_rawequal(L, -1, value) != 0, lua_type(L, -2) == LUA_TSTRING, let key = s.toString(-2),
               best == nil || key < best! {
                best = key
            }
            s.pop()
        }
        return best
    }

    /// The stack level of the script's frame that called into the engine: the
    /// first Lua frame that is not the engine's own (the prelude, the exercise
    /// harness).
    func scriptFrameLevel() -> Int32? {
        var ar = lua_Debug()
        var level: Int32 = 1
        while lua_getstack(L, level, &ar) != 0 {
            lua_getinfo(L, "Sl", &ar)
            if ar.currentline > 0 {
                let source = withUnsafeBytes(of: ar.short_src) { raw in
                    String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
                }
                if source != "prelude", source != "exercise harness" { return level }
            }
            level += 1
        }
        return nil
    }

    /// `file:line: ` of the script's frame that called into the engine, or "".
    func scriptSite() -> String {
        guard let level = scriptFrameLevel() else { return "" }
        var ar = lua_Debug()
        guard lua_getstack(L, level, &ar) != 0 else { return "" }
        lua_getinfo(L, "Sl", &ar)
        let source = withUnsafeBytes(of: ar.short_src) { raw in String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self) }
        return "\(source):\(ar.currentline): "
    }
}
