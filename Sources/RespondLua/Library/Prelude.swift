import CLuaShim

/// The prelude, Lua source run once per state before any script (see
/// Sources/RespondLua/Lua/prelude.lua, embedded by CLuaShim's embedded_lua.c): the
/// geometry value types, touch sets, fingers, `print`, finalizers that run
/// under the instruction hook, and the sandbox's allowlist. States load its
/// bytecode (Sources/CLuaShim/prelude_bytecode.c, made by
/// scripts/regenerate.sh); the source serves when that does not load.
let preludeSource = embeddedText(rl_prelude_source)

/// A text the C compiler embedded, from the shim's accessor for it.
func embeddedText(_ accessor: (UnsafeMutablePointer<Int>) -> UnsafePointer<CChar>?) -> String {
    var size = 0
    guard let bytes = accessor(&size) else { return "" }
    return bytes.withMemoryRebound(to: UInt8.self, capacity: size) {
        String(decoding: UnsafeBufferPointer(start: $0, count: size), as: UTF8.self)
    }
}

