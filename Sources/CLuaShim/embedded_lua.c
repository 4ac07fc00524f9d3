// The Lua the bridge runs itself, embedded by the C compiler's #embed from
// plain files under Sources/RespondLua/Lua/ (never as Swift literals, which
// the optimizer is slow on): the prelude's source (its bytecode, which states
// load, is prelude_bytecode.c) and the exercise harness. The compiler lists
// the embedded files as dependencies, so an edited one rebuilds this file.
#include "CLuaShim.h"

// #embed is C23; clang accepts it in every C mode and would only say so.
#pragma clang diagnostic ignored "-Wc23-extensions"

static const char prelude_lua[] = {
#embed "../RespondLua/Lua/prelude.lua"
};
static const char exercise_harness_lua[] = {
#embed "../RespondLua/Lua/exercise_harness.lua"
};

const char *rl_prelude_source(size_t *size) {
    *size = sizeof prelude_lua;
    return prelude_lua;
}

const char *rl_exercise_harness_source(size_t *size) {
    *size = sizeof exercise_harness_lua;
    return exercise_harness_lua;
}
