/// The Lua side of running an exercise (see `ExerciseRunner` and
/// Sources/RespondLua/Lua/exercise_harness.lua, embedded here at build time,
/// whose header says what it guards).
let exerciseHarnessSource = String(decoding: PackageResources.exercise_harness_lua, as: UTF8.self)

