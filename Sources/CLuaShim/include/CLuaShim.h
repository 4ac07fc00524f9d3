// CLuaShim: the only C in respond-lua.
//
// Lua reports errors with longjmp. A longjmp must never cross a Swift frame, so
// Swift never calls a Lua function that may raise. This shim provides:
//   - plain functions standing in for Lua's function-like macros;
//   - rl_trampoline: every Swift function exposed to Lua is called through it;
//     Swift signals an error by returning a negative count, and the trampoline
//     raises it with lua_error *after* the Swift frame has returned;
//   - rl_pcall: the only way Swift calls Lua (protected, with a traceback handler);
//   - an allocator with an optional limit that never fails while a Swift frame is
//     active (the overshoot is reported when Swift returns), and an
//     instruction-count hook for --max-instructions.
#ifndef CLUASHIM_H
#define CLUASHIM_H

#include <lua5.4/lua.h>
#include <lua5.4/lualib.h>
#include <lua5.4/lauxlib.h>
#include <stddef.h>

/// Return codes a Swift function gives the trampoline besides a result count.
/// RL_ERROR_WHERE: an error message is on top of the stack; prefix the caller's
/// "file:line:" and raise it. RL_ERROR_RAW: raise the value on top as it is.
#define RL_ERROR_WHERE (-1)
#define RL_ERROR_RAW (-2)

/// The Swift side: (state, context from rl_new_state, function id) -> count or error code.
typedef int (*rl_dispatch_fn)(lua_State *L, void *context, int function_id);

/// Makes a state with the shim's allocator. limit_bytes 0 means no limit.
lua_State *rl_new_state(size_t limit_bytes, void *context, rl_dispatch_fn dispatch);
void rl_close_state(lua_State *L);
void *rl_context(lua_State *L);
void rl_set_context(lua_State *L, void *context);
size_t rl_memory_used(lua_State *L);
void rl_set_memory_limit(lua_State *L, size_t limit_bytes);

/// Pushes the trampoline as a C closure that calls function `function_id`.
void rl_push_swift_function(lua_State *L, int function_id);
/// Pushes the `__index` of engine objects, taking two upvalues from the stack:
/// the getter table (name -> Swift function id) and the array of tables to search.
void rl_push_instance_index(lua_State *L);
/// Whether the value at idx is a Swift function, and which.
int rl_is_swift_function(lua_State *L, int idx, int *function_id);

/// Protected call with the traceback message handler. Returns the Lua status.
/// On error the message (with traceback appended when it is a string) is on top.
int rl_pcall(lua_State *L, int nargs, int nresults);
/// Protected call without traceback (for tiny helpers). Returns the status.
int rl_pcall_plain(lua_State *L, int nargs, int nresults);
/// Loads a chunk from a file or string, protected. Returns the status.
int rl_loadfile(lua_State *L, const char *path);
int rl_loadbuffer(lua_State *L, const char *code, size_t len, const char *chunkname);
/// Opens the standard libraries, protected. Returns the status.
int rl_openlibs(lua_State *L);

/// Protected luaL_tolstring of the value at idx: pushes the string, returns status.
int rl_tostring(lua_State *L, int idx);
/// Protected lua_gettable(obj, key) with obj at idx and key on top; pushes the value.
int rl_gettable(lua_State *L, int idx);
/// Protected luaL_traceback of the running state from `level`; pushes it.
int rl_traceback(lua_State *L, const char *msg, int level);
/// "file:line:" of the Lua function at `level` of the call stack, or "" (pushes it).
void rl_where(lua_State *L, int level);
/// Name and kind ("method", "global", ...) of the running C function, for argument errors.
int rl_called_as_method(lua_State *L);
/// Source and line where the function at idx was defined ("file:12") into buf.
void rl_function_location(lua_State *L, int idx, char *buf, size_t size);

/// Instruction limit: 0 turns it off. Once exceeded every later instruction raises
/// again, so a pcall in the script cannot swallow it.
void rl_set_instruction_limit(lua_State *L, long long limit);
/// Interrupt flag (set from a signal handler): the next hook raises "interrupted".
void rl_request_interrupt(lua_State *L);

/// Stand-ins for macros.
int rl_upvalueindex(int i);
int rl_registryindex(void);
void rl_pop(lua_State *L, int n);
void rl_newtable(lua_State *L);
const char *rl_tostring_raw(lua_State *L, int idx, size_t *len);
double rl_tonumber(lua_State *L, int idx, int *isnum);
long long rl_tointeger(lua_State *L, int idx, int *isnum);
void *rl_newuserdata(lua_State *L, size_t size, int nuvalue);
int rl_isnoneornil(lua_State *L, int idx);
void rl_pushstring(lua_State *L, const char *s, size_t len);
void rl_pushlightuserdata(lua_State *L, void *p);
void rl_pushcfunction(lua_State *L, lua_CFunction f);
int rl_rawgetp(lua_State *L, int idx, const void *p);
void rl_rawsetp(lua_State *L, int idx, const void *p);
int rl_rawgetfield(lua_State *L, int idx, const char *k);
void rl_rawsetfield(lua_State *L, int idx, const char *k);
void rl_insert(lua_State *L, int idx);
void rl_remove(lua_State *L, int idx);
void rl_replace(lua_State *L, int idx);

#endif
