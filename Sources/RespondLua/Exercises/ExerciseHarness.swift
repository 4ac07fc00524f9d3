import CLuaShim

/// The Lua side of running an exercise (see `ExerciseRunner` and
/// Sources/RespondLua/Lua/exercise_harness.lua, embedded by CLuaShim's embedded_lua.c,
/// whose header says what it guards).
let exerciseHarnessSource = embeddedText(rl_exercise_harness_source)

