// CLuaShim: the only C in respond-lua.
//
// Lua reports errors with longjmp. A longjmp must never cross a Swift frame, so
// Swift never calls a Lua function that may raise (the bridge's hard rules, and
// which functions here carry the raising calls: docs/ARCHITECTURE.md, "The
// bridge's hard rules"). This shim provides:
//   - rl_trampoline: every Swift function exposed to Lua is called through it;
//     Swift signals an error by returning a negative code, and the trampoline
//     raises it with lua_error *after* the Swift frame has returned;
//   - rl_pcall: the only way Swift calls Lua (protected, with a traceback);
//   - engine objects as checked userdata (a magic header, so a foreign value
//     passed as `self` is refused, never dereferenced);
//   - an allocator with a limit that also counts the memory the engine holds for
//     scripts, and that never fails while a Swift frame is active (the overshoot
//     is raised when Swift returns);
//   - one count hook on every thread (coroutines inherit it): the instruction
//     limit and interrupts are sticky (raised again at every instruction, so a
//     pcall cannot swallow them), and engine work is charged to the same count;
//   - finalizers of script tables run later, under the hook (Lua runs __gc with
//     hooks off, which would let a loop there escape every limit);
//   - fast helpers for the geometry values the engine hands to scripts.
#ifndef CLUASHIM_H
#define CLUASHIM_H

#include <lua5.4/lua.h>
#include <lua5.4/lualib.h>
#include <lua5.4/lauxlib.h>
#include <stddef.h>
#include <stdint.h>

/// Return codes a Swift function gives the trampoline besides a result count.
/// RL_ERROR_WHERE: an error message is on top; prefix the caller's "file:line:" and raise it.
/// RL_ERROR_RAW: raise the value on top as it is.
/// RL_ERROR_LIMIT: a limit was reached (instructions, memory or an interrupt); raise it, sticky.
#define RL_ERROR_WHERE (-1)
#define RL_ERROR_RAW (-2)
#define RL_ERROR_LIMIT (-3)

/// What stopped a script (rl_spend, rl_limit_reached).
#define RL_GO 0
#define RL_STOP_INSTRUCTIONS 1
#define RL_STOP_MEMORY 2
#define RL_STOP_INTERRUPT 3
#define RL_STOP_TIME 4

/// The Swift side: (state, context from rl_new_state, function id) -> count or error code.
typedef int (*rl_dispatch_fn)(lua_State *L, void *context, int function_id);
/// Called by an engine object's `__gc` with the object it held (never NULL).
typedef void (*rl_release_fn)(lua_State *L, void *context, void *object);
/// A fast property read: (state, context, which property, the object's class
/// id, the object, the userdata's `aux` word) -> count or error code. The Swift
/// side checks that the property belongs to that class before it reads.
typedef int (*rl_fast_getter_fn)(lua_State *L, void *context, int which, int class_id, void *object, int aux);
/// A fast built-in function: (state, context, which) -> count or error code.
typedef int (*rl_native_fn)(lua_State *L, void *context, int which);

// MARK: State

/// Makes a state with the shim's allocator and hook. No memory limit until set.
lua_State *rl_new_state(void *context, rl_dispatch_fn dispatch);
void rl_close_state(lua_State *L);
void rl_set_context(lua_State *L, void *context);
/// Switches the collector to generational mode (lua_gc is variadic).
void rl_gc_generational(lua_State *L);
/// Stops and restarts the collector (while the library is built: nothing it
/// makes is garbage, so collecting then is wasted start-up time).
void rl_gc_stop(lua_State *L);
void rl_gc_restart(lua_State *L);
/// How many Swift functions there are (ids outside [0, n) are refused).
void rl_set_function_count(lua_State *L, int n);

// MARK: Memory

void rl_set_memory_limit(lua_State *L, size_t limit_bytes);
size_t rl_memory_limit(lua_State *L);
/// The engine's counter of bytes it holds for scripts; Swift adds and subtracts.
ptrdiff_t *rl_engine_memory_counter(lua_State *L);

// MARK: Limits, work, interrupts

/// Instruction limit: 0 turns it off. A limit installs the instruction hook.
void rl_set_instruction_limit(lua_State *L, long long limit);
/// Replaces the library functions that Lua 5.4.4's published bugs let a script
/// crash the process through (coroutine.close; load, loadfile, dofile and
/// require with binary chunks). Call after the libraries are open.
int rl_install_lua_guards(lua_State *L);
/// CPU-time limit in seconds for the calling thread, counted from now; 0 turns
/// it off. A limit installs the instruction hook and the guard thread: past the
/// limit the script stops with "time limit exceeded" (sticky, like the
/// instruction limit); a library call still running 2 s later ends the process.
void rl_set_time_limit(lua_State *L, double seconds);
/// Installs the instruction hook so that rl_request_interrupt can stop the
/// script (the prompt, timeouts). Call before any coroutine is made.
void rl_enable_interrupts(lua_State *L);
/// Charges engine work as instructions. Returns RL_GO or what stops the script;
/// once stopped, the stop is sticky.
int rl_spend(lua_State *L, long long units);
/// The same for engine code that holds no lua_State: `meter` is rl_meter(L),
/// valid until the state closes.
int rl_spend_meter(void *meter, long long units);
void *rl_meter(lua_State *L);
/// What stopped the script, if anything (RL_GO otherwise).
int rl_limit_reached(lua_State *L);
/// Interrupt flag, safe to set from a signal handler: the next hook raises
/// "interrupted", and keeps raising until rl_clear_interrupt.
void rl_request_interrupt(lua_State *L);
void rl_clear_interrupt(lua_State *L);
/// A thread that calls rl_request_interrupt(L) after `seconds`, unless stopped
/// first. rl_watchdog_stop joins it and returns whether it fired.
struct rl_watchdog;
struct rl_watchdog *rl_watchdog_start(lua_State *L, double seconds);

/* `respond-lua test`'s isolation (issue 31). The runner: no other process of
 * its user (a worker's script) may open its descriptors or memory through
 * /proc (not dumpable); a signal that ends it (SIGINT, SIGTERM, SIGHUP) first
 * kills the process groups of the workers it tracks. A worker, before its
 * script runs: not dumpable either, CAP_SYS_PTRACE dropped (so that, run by
 * root, it cannot pass over the rule), killed if the runner dies. Each returns
 * 0, or -1 when a step failed (the rest is still done). */
int rl_runner_isolate(void);
void rl_runner_track(int pgid, int tracked);
int rl_worker_isolate(void);
/* n random bytes from the kernel (getrandom); 0, or -1. */
int rl_random_bytes(void *buffer, int n);
/* Whether child `pid` has ended, without reaping it (waitid WNOWAIT): its
 * process group can then be killed while its pid cannot yet be reused. */
int rl_child_ended(int pid);
int rl_watchdog_stop(struct rl_watchdog *watchdog);
/// The instruction hook (coroutines made afterwards inherit it).
void rl_install_hook(lua_State *L);

// MARK: Swift functions

/// Pushes the trampoline as a C closure that calls function `function_id`.
void rl_push_swift_function(lua_State *L, int function_id);
/// Whether the value at idx is a Swift function, and which.
int rl_is_swift_function(lua_State *L, int idx, int *function_id);
/// Pushes the `__index` of engine objects. Upvalues, taken from the stack: the
/// member cache table of the class (properties as markers, see below) and the
/// class id (integer). A stale cache (rl_set_cache_valid 0) is rebuilt by
/// calling Swift function `rebuild_id` with the class id first.
void rl_push_instance_index(lua_State *L, int rebuild_id, int miss_id);
/// The marker a member cache holds for a property: its getter's function id,
/// and a fast-path number (0: none) for rl_fast_getter_fn.
void rl_push_getter_marker(lua_State *L, int getter_id, int fast);
/// The Swift side of fast property reads and of fast built-in functions.
void rl_set_fast_paths(lua_State *L, rl_fast_getter_fn getter, rl_native_fn native);
/// Pushes a built-in function that calls the native function `which` (> 0).
void rl_push_native_function(lua_State *L, int which);
/// Validity of class member caches, by class id.
void rl_set_cache_valid(lua_State *L, int class_id, int valid);

// MARK: Engine objects

/// Pushes a new object userdata holding `object` (already retained by the caller),
/// with one user value and the host's `aux` word (handed to the fast getters;
/// a view's node slot + 1, or 0). Returns nothing; set the metatable yourself.
/// Pushes the userdata kept in the slots table (a registry reference) at `slot`
/// and returns 1; returns 0 with nothing pushed when there is none.
int rl_push_cached_object(lua_State *L, int slots_ref, int slot);
void rl_push_object_userdata(lua_State *L, void *object, int class_id, int aux);
/// rl_push_object_userdata, then the metatable at registry `metatable_ref`, and
/// the userdata stored in the slots table at `slot` (which the caller chose
/// before: the allocation may run finalizers). Leaves the userdata on top.
void rl_push_new_object(lua_State *L, void *object, int class_id, int aux, int metatable_ref, int slots_ref, int slot);
/// An override call's set-up in one step: pushes the message handler and self
/// (the userdata at `slot` of the slots table), and looks for self's own field
/// named by the string at registry `name_ref`.
/// Returns 2 with handler, the field's value, self pushed (any value: the caller
/// checks it); 1 with handler, self pushed when self has no such field (the
/// caller looks in the class); 0 with nothing pushed when the object has no
/// userdata (the caller takes the general path).
int rl_prepare_override(lua_State *L, int slots_ref, int slot, int name_ref);
/// A new touch set (as rl_new_touch_set) whose item i is the userdata at
/// slots[i] in the slots table. Items without one are left nil; returns how
/// many (the caller pushes those itself).
int rl_push_touch_set(lua_State *L, int slots_ref, int n, const int32_t *slots);
/// rl_push_touch_set, then the userdata at `event_slot`, or nil when it has none
/// (the caller pushes it then). Returns how many touches are missing.
int rl_push_touches_arguments(lua_State *L, int slots_ref, int n, const int32_t *slots, int event_slot);
/// The object held by the userdata at idx, or NULL when the value is not an
/// engine object (or one already released).
void *rl_to_object(lua_State *L, int idx);
/// rl_to_object, with the object's class id in *class_id (0 when not one).
void *rl_to_object_with_class(lua_State *L, int idx, int *class_id);
/// The class id recorded in the engine object at idx (0 when not one).
int rl_object_class_id(lua_State *L, int idx);
/// The `__gc` of engine objects: empties the userdata and hands what it held to
/// `release` (set with rl_set_release), with allocations unable to fail.
void rl_push_object_gc(lua_State *L);
void rl_set_release(lua_State *L, rl_release_fn release);

// MARK: Calling Lua

/// Protected call with the traceback message handler. Returns the Lua status.
/// On error the message (with traceback appended when it is a string) is on top.
int rl_pcall(lua_State *L, int nargs, int nresults);
/// Protected call without traceback (for tiny helpers). Returns the status.
int rl_pcall_plain(lua_State *L, int nargs, int nresults);
/// Protected call with a message handler the caller already put at `handler`.
int rl_pcall_at(lua_State *L, int nargs, int nresults, int handler);
/// Loads a text chunk from a file (NULL: standard input) or string, protected.
/// Returns the status.
int rl_loadfile(lua_State *L, const char *path);
int rl_loadbuffer(lua_State *L, const char *code, size_t len, const char *chunkname);
/// Opens the standard libraries, protected. Returns the status.
int rl_openlibs(lua_State *L);
/// Lua's warnings as `lua` shows them ("Lua warning: ..." on standard error),
/// off until "@on" (`warn("@on")`, or `lua -W`).
void rl_install_warnings(lua_State *L);
void rl_set_warnings(lua_State *L, int on);
/// Opens only the libraries of the sandbox's allowlist (base, coroutine, table,
/// string, math, utf8, os — the caller trims os). Protected; returns the status.
int rl_open_sandbox_libs(lua_State *L);

/// The prelude, compiled (generated by a test from its Lua source, in
/// prelude_bytecode.c): loading it is much quicker than parsing the source.
extern const size_t rl_prelude_bytecode_size;
const unsigned char *rl_prelude_bytecode_ptr(void);

/// The prelude's Lua source and the exercise harness's (embedded_lua.c, from
/// Sources/RespondLua/Lua/): their bytes, with their count in `*size`.
const char *rl_prelude_source(size_t *size);
const char *rl_exercise_harness_source(size_t *size);
/// Loads a binary chunk (engine code only; scripts can never load bytecode).
int rl_loadbinary(lua_State *L, const unsigned char *code, size_t len, const char *chunkname);
/// Compiles the function on top and writes its bytecode (with debug information)
/// to a new malloc'd buffer; returns it (caller frees) and its size in *size.
unsigned char *rl_dump(lua_State *L, size_t *size);

/// Protected lua_gettable(obj, key) with obj at idx and key on top; pushes the value.
int rl_gettable(lua_State *L, int idx);
/// Whether the running C function was called as a method (obj:f()).
int rl_called_as_method(lua_State *L);
/* Whether the running C function was called as obj.name(...) (a field, not obj:name(...)). */
int rl_called_as_field(lua_State *L);
/// Source and line where the function at idx was defined ("file:12") into buf.
void rl_function_location(lua_State *L, int idx, char *buf, size_t size);
/// Pushes the traceback message handler (for callers that keep it in a slot).
void rl_push_message_handler(lua_State *L);

// MARK: Finalizers

/// Pushes the C function used as `__gc` of finalizer sentinels (see the prelude):
/// it queues the sentinel in the registry table `queue_ref` and marks work pending.
void rl_push_sentinel_gc(lua_State *L);
/// Pushes `raise(message)`: an error located at the innermost frame of the script's own code.
void rl_push_script_error(lua_State *L);
void rl_set_finalizer_refs(lua_State *L, int queue_ref, int drain_ref);
/// Runs queued finalizers now (the prelude's drain function), protected.
/// Returns the Lua status; on error the message is on top.
int rl_drain_finalizers(lua_State *L);

// MARK: Values

/// Registry slots of the metatables and interned keys for geometry values.
void rl_set_value_refs(lua_State *L, int point_mt, int size_mt, int rect_mt, int touches_mt);
/// Push {x=, y=}, {width=, height=}, {x=, y=, width=, height=} with their metatables.
void rl_push_point(lua_State *L, double x, double y);
void rl_push_size(lua_State *L, double w, double h);
void rl_push_rect(lua_State *L, double x, double y, double w, double h);
/// Reads a point/size/rect given as a table with named fields or an array
/// ({10, 20}). Raw reads only. Returns 1 on success.
int rl_read_point(lua_State *L, int idx, double *x, double *y);
int rl_read_size(lua_State *L, int idx, double *w, double *h);
int rl_read_rect(lua_State *L, int idx, double *x, double *y, double *w, double *h);
/// A new touch set (array + metatable) with room for n items and `count` = n.
void rl_new_touch_set(lua_State *L, int n);
/// The metatable of fingers (a registry reference); interns the key "touch".
void rl_set_finger_ref(lua_State *L, int finger_mt);
/// Replaces the touch on top with a new finger `{touch = touch}`.
void rl_push_finger(lua_State *L);

// MARK: Keys

/// Whether the value at idx may be used as a table key (not nil, not NaN).
int rl_is_valid_key(lua_State *L, int idx);

// MARK: Stand-ins for macros

int rl_registryindex(void);
void rl_pop(lua_State *L, int n);
const char *rl_tostring_raw(lua_State *L, int idx, size_t *len);
double rl_tonumber(lua_State *L, int idx, int *isnum);
long long rl_tointeger(lua_State *L, int idx, int *isnum);
int rl_isnoneornil(lua_State *L, int idx);
void rl_pushstring(lua_State *L, const char *s, size_t len);
int rl_rawgetfield(lua_State *L, int idx, const char *k);
void rl_rawsetfield(lua_State *L, int idx, const char *k);
void rl_insert_value(lua_State *L, int idx);
void rl_remove(lua_State *L, int idx);
void rl_pushglobaltable(lua_State *L);

#endif
