import CLuaShim

/// What the prelude's checks (`expect`, `assertEqual`, `assertError`) leave for
/// the test runner: the message of the last check that failed, and the
/// functions themselves, so that a script that replaced one is told so.
extension LuaRuntime {
    /// The names of the checks the script replaced with functions (or values)
    /// of its own, in a fixed order: `expect = function() end` makes every
    /// later `expect` assert nothing, a test that cannot fail.
    public func replacedChecks() -> [String] {
        guard refs.preludeValues != 0 else { return [] }
        let base = stack.top
        defer { stack.setTop(base) }
        stack.registryGet(refs.preludeValues)
        guard stack.rawGet(-1, "checks") == LUA_TTABLE else { return [] }
        var replaced: [String] = []
        for name in ["expect", "assertEqual", "assertError"] {
            _ = stack.rawGet(-1, name)
            lua_rawgeti(L, rl_registryindex(), lua_Integer(LUA_RIDX_GLOBALS))
            _ = stack.rawGet(-1, name)
            if lua_rawequal(L, -1, -3) == 0 { replaced.append(name) }
            stack.pop(3)
        }
        return replaced
    }

    /// Whether an error's message is the one the last failed check raised
    /// (`file:line: ` and that message): a failed expectation, not an error.
    public func isFailedCheck(_ message: String) -> Bool {
        guard refs.preludeValues != 0 else { return false }
        let base = stack.top
        defer { stack.setTop(base) }
        stack.registryGet(refs.preludeValues)
        guard stack.rawGet(-1, "checkState") == LUA_TTABLE, stack.rawGet(-1, "last") == LUA_TSTRING,
              let last = stack.toString(-1), !last.isEmpty else { return false }
        return message == last || message.hasSuffix(": " + last)
    }
}
