/// The prelude, Lua source run once per state before any script (see
/// Sources/RespondLua/Lua/prelude.lua, embedded here at build time): the
/// geometry value types, touch sets, fingers, `print`, finalizers that run
/// under the instruction hook, and the sandbox's allowlist. States load its
/// bytecode (Sources/CLuaShim/prelude_bytecode.c, made by
/// scripts/make-prelude-bytecode.sh); the source serves when that does not load.
let preludeSource = String(decoding: PackageResources.prelude_lua, as: UTF8.self)

