#include "CLuaShim.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

// Per-state bookkeeping, reached through the allocator's user data.
typedef struct {
    size_t used;
    size_t limit;             // 0: unlimited
    int swift_depth;          // > 0 while a Swift frame called from the trampoline is active
    int memory_overshoot;     // the limit was passed while Swift was active
    long long instruction_limit;
    long long instructions;
    volatile int interrupt;
    void *context;
    rl_dispatch_fn dispatch;
} rl_state;

#define RL_HOOK_INTERVAL 1000

static rl_state *state_of(lua_State *L) {
    void *ud = NULL;
    lua_getallocf(L, &ud);
    return (rl_state *)ud;
}

// The allocator. It refuses to grow past the limit only when no Swift frame is on
// the stack: a failing allocation makes Lua raise, and that raise must not cross Swift.
static void *rl_alloc(void *ud, void *ptr, size_t osize, size_t nsize) {
    rl_state *s = (rl_state *)ud;
    size_t old = ptr ? osize : 0;
    if (nsize == 0) {
        free(ptr);
        s->used -= old;
        return NULL;
    }
    if (s->limit != 0 && nsize > old && s->used - old + nsize > s->limit) {
        if (s->swift_depth == 0) return NULL;
        s->memory_overshoot = 1;
    }
    void *p = realloc(ptr, nsize);
    if (p == NULL) {
        if (s->swift_depth == 0) return NULL;
        fputs("respond-lua: out of memory inside the engine\n", stderr);
        abort();
    }
    s->used = s->used - old + nsize;
    return p;
}

lua_State *rl_new_state(size_t limit_bytes, void *context, rl_dispatch_fn dispatch) {
    rl_state *s = (rl_state *)calloc(1, sizeof(rl_state));
    if (!s) return NULL;
    s->limit = limit_bytes;
    // The host program is Swift: until it hands control to Lua through a
    // protected call, an allocation must never fail (failing would longjmp).
    s->swift_depth = 1;
    s->context = context;
    s->dispatch = dispatch;
    lua_State *L = lua_newstate(rl_alloc, s);
    if (!L) { free(s); return NULL; }
    return L;
}

void rl_close_state(lua_State *L) {
    rl_state *s = state_of(L);
    s->limit = 0;
    lua_close(L);
    free(s);
}

void *rl_context(lua_State *L) { return state_of(L)->context; }
void rl_set_context(lua_State *L, void *context) { state_of(L)->context = context; }
size_t rl_memory_used(lua_State *L) { return state_of(L)->used; }
void rl_set_memory_limit(lua_State *L, size_t limit_bytes) { state_of(L)->limit = limit_bytes; }

// Every Swift function runs inside this C function. Swift returns a result count,
// or an error code with the message on top of the stack; the error is raised
// here, after the Swift frame is gone.
static int call_swift(lua_State *L, int id);

static int rl_trampoline(lua_State *L) {
    return call_swift(L, (int)lua_tointeger(L, lua_upvalueindex(1)));
}

static int call_swift(lua_State *L, int id) {
    rl_state *s = state_of(L);
    s->swift_depth++;
    int n = s->dispatch(L, s->context, id);
    s->swift_depth--;
    if (s->swift_depth == 0 && s->memory_overshoot) {
        s->memory_overshoot = 0;
        lua_settop(L, 0);
        return luaL_error(L, "not enough memory (memory limit of %d MB reached)",
                          (int)(s->limit / (1024 * 1024)));
    }
    if (n == RL_ERROR_WHERE) {
        luaL_where(L, 1);
        lua_insert(L, -2);
        lua_concat(L, 2);
        return lua_error(L);
    }
    if (n == RL_ERROR_RAW) return lua_error(L);
    return n;
}

// __index of engine objects: (userdata, key). Upvalue 1 maps property names to
// Swift getter function ids; upvalue 2 is the array of tables to search after
// the object's own fields (each class's members, then its built-ins, up the
// chain). Only a property read enters Swift.
static int rl_instance_index(lua_State *L) {
    if (lua_type(L, 2) == LUA_TSTRING) {
        lua_pushvalue(L, 2);
        if (lua_rawget(L, lua_upvalueindex(1)) == LUA_TNUMBER) {
            int id = (int)lua_tointeger(L, -1);
            lua_settop(L, 2);
            return call_swift(L, id);
        }
        lua_pop(L, 1);
    }
    if (lua_getiuservalue(L, 1, 1) == LUA_TTABLE) {
        lua_pushvalue(L, 2);
        if (lua_rawget(L, -2) != LUA_TNIL) return 1;
        lua_pop(L, 2);
    } else {
        lua_pop(L, 1);
    }
    lua_Integer n = (lua_Integer)lua_rawlen(L, lua_upvalueindex(2));
    for (lua_Integer i = 1; i <= n; i++) {
        lua_rawgeti(L, lua_upvalueindex(2), i);
        lua_pushvalue(L, 2);
        if (lua_rawget(L, -2) != LUA_TNIL) return 1;
        lua_pop(L, 2);
    }
    lua_pushnil(L);
    return 1;
}

void rl_push_instance_index(lua_State *L) {
    lua_pushcclosure(L, rl_instance_index, 2);
}

void rl_push_swift_function(lua_State *L, int function_id) {
    lua_pushinteger(L, function_id);
    lua_pushcclosure(L, rl_trampoline, 1);
}

int rl_is_swift_function(lua_State *L, int idx, int *function_id) {
    if (lua_tocfunction(L, idx) != rl_trampoline) return 0;
    if (function_id) {
        const char *name = lua_getupvalue(L, idx, 1);
        if (name == NULL) return 0;
        *function_id = (int)lua_tointeger(L, -1);
        lua_pop(L, 1);
    }
    return 1;
}

// Message handler: adds a traceback to string messages, as lua.c does.
static int rl_msghandler(lua_State *L) {
    const char *msg = lua_tostring(L, 1);
    if (msg == NULL) {
        if (luaL_callmeta(L, 1, "__tostring") && lua_type(L, -1) == LUA_TSTRING)
            return 1;
        msg = lua_pushfstring(L, "(error object is a %s value)", luaL_typename(L, 1));
    }
    luaL_traceback(L, L, msg, 1);
    return 1;
}

static int protected_call(lua_State *L, int nargs, int nresults, int with_handler) {
    rl_state *s = state_of(L);
    int base = lua_gettop(L) - nargs;      // index of the function
    if (with_handler) {
        lua_pushcfunction(L, rl_msghandler);
        lua_insert(L, base);
    }
    int saved = s->swift_depth;
    s->swift_depth = 0;                    // Lua runs protected now: failing is safe
    int status = lua_pcall(L, nargs, nresults, with_handler ? base : 0);
    s->swift_depth = saved;
    if (with_handler) lua_remove(L, base);
    return status;
}

int rl_pcall(lua_State *L, int nargs, int nresults) { return protected_call(L, nargs, nresults, 1); }
int rl_pcall_plain(lua_State *L, int nargs, int nresults) { return protected_call(L, nargs, nresults, 0); }

int rl_loadfile(lua_State *L, const char *path) {
    rl_state *s = state_of(L);
    int saved = s->swift_depth;
    s->swift_depth = 0;
    int status = luaL_loadfilex(L, path, "t");
    s->swift_depth = saved;
    return status;
}

int rl_loadbuffer(lua_State *L, const char *code, size_t len, const char *chunkname) {
    rl_state *s = state_of(L);
    int saved = s->swift_depth;
    s->swift_depth = 0;
    int status = luaL_loadbufferx(L, code, len, chunkname, "t");
    s->swift_depth = saved;
    return status;
}

static int do_openlibs(lua_State *L) { luaL_openlibs(L); return 0; }
int rl_openlibs(lua_State *L) {
    lua_pushcfunction(L, do_openlibs);
    return rl_pcall_plain(L, 0, 0);
}

static int do_tostring(lua_State *L) { luaL_tolstring(L, 1, NULL); return 1; }
int rl_tostring(lua_State *L, int idx) {
    idx = lua_absindex(L, idx);
    lua_pushcfunction(L, do_tostring);
    lua_pushvalue(L, idx);
    return rl_pcall_plain(L, 1, 1);
}

static int do_gettable(lua_State *L) { lua_gettable(L, 1); return 1; }
int rl_gettable(lua_State *L, int idx) {
    idx = lua_absindex(L, idx);
    lua_pushcfunction(L, do_gettable);
    lua_pushvalue(L, idx);
    lua_rotate(L, -3, -1);                 // key, fn, obj -> fn, obj, key
    return rl_pcall_plain(L, 2, 1);
}

static int do_traceback(lua_State *L) {
    const char *msg = lua_tostring(L, 1);
    int level = (int)lua_tointeger(L, 2);
    luaL_traceback(L, L, msg, level);
    return 1;
}
int rl_traceback(lua_State *L, const char *msg, int level) {
    lua_pushcfunction(L, do_traceback);
    lua_pushstring(L, msg);
    lua_pushinteger(L, level);
    return rl_pcall_plain(L, 2, 1);
}

void rl_where(lua_State *L, int level) {
    lua_Debug ar;
    if (lua_getstack(L, level, &ar)) {
        lua_getinfo(L, "Sl", &ar);
        if (ar.currentline > 0) {
            lua_pushfstring(L, "%s:%d: ", ar.short_src, ar.currentline);
            return;
        }
    }
    lua_pushliteral(L, "");
}

int rl_called_as_method(lua_State *L) {
    lua_Debug ar;
    if (!lua_getstack(L, 0, &ar)) return 0;
    lua_getinfo(L, "n", &ar);
    return ar.namewhat != NULL && strcmp(ar.namewhat, "method") == 0;
}

void rl_function_location(lua_State *L, int idx, char *buf, size_t size) {
    lua_Debug ar;
    lua_pushvalue(L, idx);
    lua_getinfo(L, ">S", &ar);
    if (ar.linedefined > 0)
        snprintf(buf, size, "%s:%d", ar.short_src, ar.linedefined);
    else
        snprintf(buf, size, "%s", ar.short_src);
}

static void rl_hook(lua_State *L, lua_Debug *ar) {
    (void)ar;
    rl_state *s = state_of(L);
    if (s->interrupt) {
        s->interrupt = 0;
        lua_sethook(L, s->instruction_limit > 0 ? rl_hook : NULL, LUA_MASKCOUNT, RL_HOOK_INTERVAL);
        luaL_where(L, 0);
        lua_pushliteral(L, "interrupted");
        lua_concat(L, 2);
        lua_error(L);
        return;
    }
    if (s->instruction_limit <= 0) return;
    s->instructions += RL_HOOK_INTERVAL;
    if (s->instructions > s->instruction_limit) {
        // From now on, raise on every instruction so that no pcall can swallow it.
        lua_sethook(L, rl_hook, LUA_MASKCOUNT, 1);
        luaL_where(L, 0);
        lua_pushfstring(L, "instruction limit exceeded (%I instructions)", (lua_Integer)s->instruction_limit);
        lua_concat(L, 2);
        lua_error(L);
    }
}

void rl_set_instruction_limit(lua_State *L, long long limit) {
    rl_state *s = state_of(L);
    s->instruction_limit = limit;
    s->instructions = 0;
    if (limit > 0) lua_sethook(L, rl_hook, LUA_MASKCOUNT, RL_HOOK_INTERVAL);
    else lua_sethook(L, NULL, 0, 0);
}

void rl_request_interrupt(lua_State *L) {
    rl_state *s = state_of(L);
    s->interrupt = 1;
    lua_sethook(L, rl_hook, LUA_MASKCALL | LUA_MASKRET | LUA_MASKCOUNT, 1);
}

int rl_upvalueindex(int i) { return lua_upvalueindex(i); }
int rl_registryindex(void) { return LUA_REGISTRYINDEX; }
void rl_pop(lua_State *L, int n) { lua_pop(L, n); }
void rl_newtable(lua_State *L) { lua_newtable(L); }
const char *rl_tostring_raw(lua_State *L, int idx, size_t *len) {
    if (lua_type(L, idx) != LUA_TSTRING) { if (len) *len = 0; return NULL; }
    return lua_tolstring(L, idx, len);
}
double rl_tonumber(lua_State *L, int idx, int *isnum) { return lua_tonumberx(L, idx, isnum); }
long long rl_tointeger(lua_State *L, int idx, int *isnum) { return lua_tointegerx(L, idx, isnum); }
void *rl_newuserdata(lua_State *L, size_t size, int nuvalue) { return lua_newuserdatauv(L, size, nuvalue); }
int rl_isnoneornil(lua_State *L, int idx) { return lua_isnoneornil(L, idx); }
void rl_pushstring(lua_State *L, const char *s, size_t len) { lua_pushlstring(L, s, len); }
void rl_pushlightuserdata(lua_State *L, void *p) { lua_pushlightuserdata(L, p); }
void rl_pushcfunction(lua_State *L, lua_CFunction f) { lua_pushcfunction(L, f); }
int rl_rawgetp(lua_State *L, int idx, const void *p) { return lua_rawgetp(L, idx, p); }
void rl_rawsetp(lua_State *L, int idx, const void *p) { lua_rawsetp(L, idx, p); }
int rl_rawgetfield(lua_State *L, int idx, const char *k) {
    idx = lua_absindex(L, idx);
    lua_pushstring(L, k);
    return lua_rawget(L, idx);
}
void rl_rawsetfield(lua_State *L, int idx, const char *k) {
    idx = lua_absindex(L, idx);
    lua_pushstring(L, k);
    lua_insert(L, -2);
    lua_rawset(L, idx);
}
void rl_insert(lua_State *L, int idx) { lua_insert(L, idx); }
void rl_remove(lua_State *L, int idx) { lua_remove(L, idx); }
void rl_replace(lua_State *L, int idx) { lua_replace(L, idx); }
