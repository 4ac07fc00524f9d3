#define _GNU_SOURCE
#include "CLuaShim.h"
#include <errno.h>
#include <pthread.h>
#include <signal.h>
#include <time.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

// MARK: Per-state bookkeeping, reached through the allocator's user data.

#define RL_HOOK_INTERVAL 1000
#define RL_MAX_CLASSES 65536

typedef struct {
    size_t lua_used;
    ptrdiff_t engine_used;        // bytes the engine holds for scripts (Swift adds/subtracts)
    size_t limit;                 // 0: unlimited
    int swift_depth;              // > 0 while a Swift frame called from the trampoline is active
    int callback_depth;           // > 0 while Swift has called into Lua (an override, an action...)
    int memory_overshoot;         // the limit was passed while Swift was active
    int memory_check_due;         // Lua passed the limit: the main thread's hook checks it at the next instruction
    lua_State *main_thread;
    struct rl_pool *pool;         // Lua's small blocks (NULL under AddressSanitizer)
    long long instruction_limit;
    long long instructions;
    int stop;                     // RL_STOP_*: sticky once set (memory excepted)
    char stop_where[160];         // where a sticky stop first struck ("file:line: "), repeated by every re-raise
    volatile sig_atomic_t interrupt;
    int finalizers_pending;
    int draining;
    int hooked;                   // the instruction hook is installed
    int warnings_on;              // Lua warnings are printed (warn("@on"), -W)
    int warning_continues;        // the last warning piece asked for more
    int queue_ref, drain_ref;
    int point_mt, size_mt, rect_mt, touches_mt, finger_mt;
    int key_x, key_y, key_width, key_height, key_count, key_touch;   // interned key strings
    int nfunctions;
    unsigned char *cache_valid;   // by class id
    int cache_capacity;
    void *context;
    rl_dispatch_fn dispatch;
    rl_release_fn release;
    rl_fast_getter_fn fast_getter;
    rl_native_fn native;
    volatile unsigned long progress;    // counted instructions and engine work, as the stall guard sees them
    struct rl_guard *guard;             // the stall guard, under an instruction or a time limit
    double time_limit;                  // CPU seconds the script may use (0: no limit)
    double time_start;                  // the script thread's CPU time when the limit was set
    volatile sig_atomic_t time_up;      // set by the guard: the next hook raises "time limit exceeded"
} rl_state;

// The state's context sits in Lua's per-thread extra space (every coroutine
// gets a copy of the main thread's): one load, where lua_getallocf is a call.
static inline rl_state *state_of(lua_State *L) {
    return *(rl_state **)lua_getextraspace(L);
}

struct rl_guard;
static struct rl_guard *guard_start(rl_state *s);
static void guard_stop(struct rl_guard *g);

// The allocator. Past the limit (Lua's memory plus what the engine holds for
// scripts) it does not fail at once: a failed allocation raises Lua's bare
// "not enough memory", with no line. It lets Lua go a little past (1/16 of the
// limit, at least 256 KB) and has the main thread's hook check at its next
// instruction, which collects the garbage and raises, if the script still
// holds too much, an ordinary error with the script's line and a traceback.
// Beyond that margin (a coroutine's loop, one huge allocation) it refuses.
// It never refuses while a Swift frame is on the stack: a failing allocation
// makes Lua raise, and that raise must not cross Swift.
static void rl_hook(lua_State *L, lua_Debug *ar);

// Folds the flags other threads set (an interrupt, the time limit) into the
// sticky stop, and says whether the script must stop now (memory aside).
static inline int must_stop(rl_state *s) {
    if (s->interrupt) s->stop = RL_STOP_INTERRUPT;
    else if (s->time_up && s->stop == RL_GO) s->stop = RL_STOP_TIME;
    return s->stop == RL_STOP_INSTRUCTIONS || s->stop == RL_STOP_INTERRUPT || s->stop == RL_STOP_TIME;
}

static size_t memory_margin(const rl_state *s) {
    size_t margin = s->limit / 16;
    return margin < 256 * 1024 ? 256 * 1024 : margin;
}

// MARK: Small blocks

// Lua allocates and frees a great many small blocks (tables, their parts,
// userdata, strings, closures): a fresh point table per override call, a touch
// set per delivery. glibc's malloc spends much of a tap's time on them. So
// blocks of up to RL_POOL_MAX bytes come from free lists, one per 16-byte size
// class, refilled from 64 KB chunks: an allocation or a free is a few
// instructions, memory is reused last-in first-out (warm in the cache), and
// there is no per-block header. Lua always tells the allocator a block's size
// when it frees or resizes it, so the class is known without a header. The
// chunks go back to the system when the state closes. Under AddressSanitizer
// every block comes from malloc instead, so that the sanitizer sees each one.
#if defined(__has_feature)
#  if __has_feature(address_sanitizer)
#    define RL_NO_POOL 1
#  endif
#endif
#if defined(__SANITIZE_ADDRESS__)
#  define RL_NO_POOL 1
#endif

#define RL_POOL_MAX 256
#define RL_POOL_CLASSES (RL_POOL_MAX / 16)
#define RL_POOL_CHUNK (64 * 1024)

typedef struct rl_pool_block { struct rl_pool_block *next; } rl_pool_block;
typedef struct rl_pool_chunk { struct rl_pool_chunk *next; } rl_pool_chunk;
typedef struct rl_pool {
    rl_pool_block *free[RL_POOL_CLASSES + 1];   // by class: (size + 15) / 16
    rl_pool_chunk *chunks;
    char *bump, *end;                            // the rest of the newest chunk
} rl_pool;

static inline size_t pool_class(size_t size) { return (size + 15) >> 4; }

static void *pool_alloc(rl_pool *pool, size_t size) {
    size_t c = pool_class(size);
    rl_pool_block *b = pool->free[c];
    if (b) {
        pool->free[c] = b->next;
        return b;
    }
    size_t bytes = c << 4;
    if ((size_t)(pool->end - pool->bump) < bytes) {
        rl_pool_chunk *chunk = (rl_pool_chunk *)malloc(RL_POOL_CHUNK);
        if (!chunk) return NULL;
        chunk->next = pool->chunks;
        pool->chunks = chunk;
        // The chunk's header takes one 16-byte slot, so blocks stay 16-aligned.
        pool->bump = (char *)chunk + 16;
        pool->end = (char *)chunk + RL_POOL_CHUNK;
    }
    void *p = pool->bump;
    pool->bump += bytes;
    return p;
}

static inline void pool_free(rl_pool *pool, void *p, size_t size) {
    rl_pool_block *b = (rl_pool_block *)p;
    size_t c = pool_class(size);
    b->next = pool->free[c];
    pool->free[c] = b;
}

static void pool_destroy(rl_pool *pool) {
    if (!pool) return;
    while (pool->chunks) {
        rl_pool_chunk *next = pool->chunks->next;
        free(pool->chunks);
        pool->chunks = next;
    }
    free(pool);
}

// Frees, grows or shrinks a block of Lua's, from the pool or from malloc
// according to its size; NULL when the system has no memory left.
static void *block_realloc(rl_state *s, void *ptr, size_t old, size_t nsize) {
    rl_pool *pool = s->pool;
    if (!pool) return realloc(ptr, nsize);
    int was_small = ptr != NULL && old <= RL_POOL_MAX;
    if (nsize <= RL_POOL_MAX) {
        if (was_small && pool_class(old) == pool_class(nsize)) return ptr;
        void *p = pool_alloc(pool, nsize);
        if (!p) return NULL;
        if (ptr) {
            memcpy(p, ptr, old < nsize ? old : nsize);
            if (was_small) pool_free(pool, ptr, old); else free(ptr);
        }
        return p;
    }
    if (!was_small) return realloc(ptr, nsize);
    void *p = malloc(nsize);
    if (!p) return NULL;
    memcpy(p, ptr, old);
    pool_free(pool, ptr, old);
    return p;
}

static void *rl_alloc(void *ud, void *ptr, size_t osize, size_t nsize) {
    rl_state *s = (rl_state *)ud;
    size_t old = ptr ? osize : 0;
    if (nsize == 0) {
        if (ptr) {
            if (s->pool && old <= RL_POOL_MAX) pool_free(s->pool, ptr, old); else free(ptr);
        }
        s->lua_used -= old;
        return NULL;
    }
    if (s->limit != 0 && nsize > old) {
        size_t engine = s->engine_used > 0 ? (size_t)s->engine_used : 0;
        size_t total = s->lua_used - old + nsize + engine;
        if (total > s->limit) {
            if (s->swift_depth > 0) {
                s->memory_overshoot = 1;
            } else if (total - s->limit > memory_margin(s) || s->main_thread == NULL) {
                return NULL;
            } else if (!s->memory_check_due) {
                // lua_sethook is safe at any point (Lua's own signal handler uses it).
                s->memory_check_due = 1;
                lua_sethook(s->main_thread, rl_hook, LUA_MASKCOUNT, 1);
            }
        }
    }
    void *p = block_realloc(s, ptr, old, nsize);
    if (p == NULL) {
        if (s->swift_depth == 0 || nsize <= old) return NULL;
        fputs("respond-lua: out of memory inside the engine\n", stderr);
        abort();
    }
    s->lua_used = s->lua_used - old + nsize;
    return p;
}

static void rl_hook(lua_State *L, lua_Debug *ar);

lua_State *rl_new_state(void *context, rl_dispatch_fn dispatch) {
    rl_state *s = (rl_state *)calloc(1, sizeof(rl_state));
    if (!s) return NULL;
    // The host program is Swift: until it hands control to Lua through a
    // protected call, an allocation must never fail (failing would longjmp).
    s->swift_depth = 1;
    s->context = context;
    s->dispatch = dispatch;
    s->queue_ref = s->drain_ref = LUA_NOREF;
    s->point_mt = s->size_mt = s->rect_mt = s->touches_mt = s->finger_mt = LUA_NOREF;
#ifndef RL_NO_POOL
    s->pool = (rl_pool *)calloc(1, sizeof(rl_pool));
#endif
    lua_State *L = lua_newstate(rl_alloc, s);
    if (!L) { pool_destroy(s->pool); free(s); return NULL; }
    *(rl_state **)lua_getextraspace(L) = s;
    s->main_thread = L;
    return L;
}

void rl_close_state(lua_State *L) {
    rl_state *s = state_of(L);
    guard_stop(s->guard);
    s->guard = NULL;
    s->limit = 0;
    s->instruction_limit = 0;
    s->time_limit = 0;
    s->time_up = 0;
    s->stop = RL_GO;
    s->interrupt = 0;
    s->swift_depth = 1;
    lua_close(L);
    pool_destroy(s->pool);
    free(s->cache_valid);
    free(s);
}

void rl_set_context(lua_State *L, void *context) { state_of(L)->context = context; }
void rl_gc_generational(lua_State *L) { lua_gc(L, LUA_GCGEN, 0, 0); }
void rl_gc_stop(lua_State *L) { lua_gc(L, LUA_GCSTOP); }
void rl_gc_restart(lua_State *L) { lua_gc(L, LUA_GCRESTART); }
void rl_set_function_count(lua_State *L, int n) { state_of(L)->nfunctions = n; }

// MARK: Memory

void rl_set_memory_limit(lua_State *L, size_t limit_bytes) { state_of(L)->limit = limit_bytes; }
size_t rl_memory_limit(lua_State *L) { return state_of(L)->limit; }
ptrdiff_t *rl_engine_memory_counter(lua_State *L) { return &state_of(L)->engine_used; }

static int over_memory_limit(rl_state *s) {
    if (s->limit == 0) return 0;
    size_t engine = s->engine_used > 0 ? (size_t)s->engine_used : 0;
    return s->lua_used + engine > s->limit;
}

// MARK: Limits, work, interrupts

// Where the script is: the innermost frame running Lua code that is the
// script's own (the prelude's frames are skipped: a stop inside a finalizer
// drain or a geometry helper belongs to the script line that led there).
static void script_where(lua_State *L, char *out, size_t size) {
    lua_Debug ar;
    out[0] = 0;
    for (int level = 0; lua_getstack(L, level, &ar); level++) {
        if (!lua_getinfo(L, "Sl", &ar) || ar.currentline <= 0) continue;
        if (strcmp(ar.source, "=prelude") == 0) continue;
        snprintf(out, size, "%s:%d: ", ar.short_src, ar.currentline);
        return;
    }
}

// Raises what stopped the script, with its location. Instruction limits and
// interrupts are sticky: this thread now raises at every instruction, and
// every re-raise (in a pcall's handler, a finalizer drain, the thread that
// resumed a coroutine) repeats where the stop first struck.
static int raise_stop(lua_State *L, int what) {
    rl_state *s = state_of(L);
    if (what != RL_STOP_MEMORY) {
        lua_sethook(L, rl_hook, LUA_MASKCOUNT, 1);
        if (s->stop_where[0] == 0) script_where(L, s->stop_where, sizeof s->stop_where);
        lua_pushstring(L, s->stop_where);
    } else {
        char where[160];
        script_where(L, where, sizeof where);
        lua_pushstring(L, where);
    }
    switch (what) {
    case RL_STOP_INSTRUCTIONS:
        lua_pushfstring(L, "instruction limit exceeded (%I instructions)", (lua_Integer)s->instruction_limit);
        break;
    case RL_STOP_INTERRUPT:
        lua_pushliteral(L, "interrupted");
        break;
    case RL_STOP_TIME: {
        char seconds[32];
        snprintf(seconds, sizeof seconds, "%g", s->time_limit);
        lua_pushfstring(L, "time limit exceeded (%s s of CPU time)", seconds);
        break;
    }
    default:
        lua_pushfstring(L, "not enough memory (memory limit of %d MB reached)", (int)(s->limit / (1024 * 1024)));
        break;
    }
    lua_concat(L, 2);
    return lua_error(L);
}

static void rl_hook(lua_State *L, lua_Debug *ar) {
    (void)ar;
    rl_state *s = state_of(L);
    if (s->memory_check_due && L == s->main_thread) {
        s->memory_check_due = 0;
        if (must_stop(s)) raise_stop(L, s->stop);
        if (s->hooked) lua_sethook(L, rl_hook, LUA_MASKCOUNT, RL_HOOK_INTERVAL);
        else lua_sethook(L, NULL, 0, 0);
        if (over_memory_limit(s)) {
            lua_gc(L, LUA_GCCOLLECT, 0);
            if (over_memory_limit(s)) raise_stop(L, RL_STOP_MEMORY);
        }
        return;   // a count of 1 is not an interval: no instructions to charge
    }
    s->progress++;
    if (s->stop == RL_GO && s->instruction_limit > 0) {
        s->instructions += RL_HOOK_INTERVAL;
        if (s->instructions > s->instruction_limit) s->stop = RL_STOP_INSTRUCTIONS;
    }
    if (must_stop(s)) raise_stop(L, s->stop);
}

void rl_install_hook(lua_State *L) {
    state_of(L)->hooked = 1;
    lua_sethook(L, rl_hook, LUA_MASKCOUNT, RL_HOOK_INTERVAL);
}

// MARK: The guard thread
//
// The hook counts Lua's instructions and the engine charges its own work
// (rl_spend); neither moves while a library function written in C runs, and
// one can run for ever: a string pattern that backtracks (".-.-.-.-b" on a long
// subject) takes time that grows as a power of the subject's length,
// string.rep("", math.maxinteger) loops doing nothing, and no hook can stop
// them. So under an instruction or a time limit a guard thread watches the CPU
// time of the thread that runs the script:
// - the time limit (--max-time): past it, the guard sets time_up, and the next
//   hook or engine call raises "time limit exceeded" with the script's line;
// - a stall: RL_STALL_SECONDS of CPU time while Lua runs (no Swift frame
//   active) with nothing counted can only be such a library call, which the
//   instruction limit would have stopped long before had it been Lua;
// - a library call that outlives the time limit by RL_TIME_GRACE_SECONDS.
// In the last two cases the script cannot be stopped where it stands: the guard
// ends the process as the limit would, with status 1 and a message. (Callers
// that must outlive a script, `respond-lua test` and the playground, run it in
// a worker process.) Waiting (reading input, sleeping) costs no CPU time and
// never trips it.
#define RL_STALL_SECONDS 10
#define RL_TIME_GRACE_SECONDS 2

struct rl_guard {
    pthread_t thread;
    pthread_mutex_t mutex;
    pthread_cond_t condition;
    int stopped;
    clockid_t clock;
    rl_state *state;
};

static double guard_cpu_seconds(clockid_t clock) {
    struct timespec t;
    if (clock_gettime(clock, &t) != 0) return 0;
    return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

static double thread_cpu_seconds(void) { return guard_cpu_seconds(CLOCK_THREAD_CPUTIME_ID); }

static void guard_fire(const char *message, size_t length) {
    // No line: reading the script's call stack from this thread would race with
    // it should the call return at this very moment, and a crash is worse.
    if (ftrylockfile(stdout) == 0) { fflush_unlocked(stdout); funlockfile(stdout); }
    ssize_t ignored = write(2, message, length);
    (void)ignored;
    _exit(1);
}

static void guard_fire_stall(rl_state *s) {
    char message[320];
    int n = snprintf(message, sizeof message,
                     "respond-lua: instruction limit exceeded (%lld instructions): %d s inside one library call "
                     "that counts no instructions (a string pattern that backtracks?)\n",
                     s->instruction_limit, RL_STALL_SECONDS);
    if (n > 0) guard_fire(message, (size_t)(n < (int)sizeof message ? n : (int)sizeof message - 1));
}

static void guard_fire_time(rl_state *s) {
    char message[320];
    int n = snprintf(message, sizeof message,
                     "respond-lua: time limit exceeded (%g s of CPU time), inside one library call that did not "
                     "return (a string pattern that backtracks? a huge string.rep?)\n", s->time_limit);
    if (n > 0) guard_fire(message, (size_t)(n < (int)sizeof message ? n : (int)sizeof message - 1));
}

static void *guard_main(void *raw) {
    struct rl_guard *g = (struct rl_guard *)raw;
    rl_state *s = g->state;
    unsigned long seen = s->progress;
    double since = guard_cpu_seconds(g->clock);
    pthread_mutex_lock(&g->mutex);
    while (!g->stopped) {
        struct timespec wake;
        clock_gettime(CLOCK_REALTIME, &wake);
        wake.tv_nsec += 250000000L;
        if (wake.tv_nsec >= 1000000000L) { wake.tv_sec += 1; wake.tv_nsec -= 1000000000L; }
        pthread_cond_timedwait(&g->condition, &g->mutex, &wake);
        if (g->stopped) break;
        unsigned long now = s->progress;
        double cpu = guard_cpu_seconds(g->clock);
        double limit = s->time_limit;
        if (limit > 0) {
            double used = cpu - s->time_start;
            if (used >= limit) s->time_up = 1;
            if (used >= limit + RL_TIME_GRACE_SECONDS) guard_fire_time(s);
        }
        if (now != seen || s->swift_depth > 0 || s->instruction_limit <= 0) {
            seen = now;
            since = cpu;
        } else if (cpu - since >= RL_STALL_SECONDS) {
            guard_fire_stall(s);
        }
    }
    pthread_mutex_unlock(&g->mutex);
    return NULL;
}

static struct rl_guard *guard_start(rl_state *s) {
    struct rl_guard *g = (struct rl_guard *)calloc(1, sizeof *g);
    if (!g) return NULL;
    g->state = s;
    if (pthread_getcpuclockid(pthread_self(), &g->clock) != 0) { free(g); return NULL; }
    pthread_mutex_init(&g->mutex, NULL);
    pthread_cond_init(&g->condition, NULL);
    if (pthread_create(&g->thread, NULL, guard_main, g) != 0) {
        pthread_mutex_destroy(&g->mutex);
        pthread_cond_destroy(&g->condition);
        free(g);
        return NULL;
    }
    return g;
}

static void guard_stop(struct rl_guard *g) {
    if (!g) return;
    pthread_mutex_lock(&g->mutex);
    g->stopped = 1;
    pthread_cond_signal(&g->condition);
    pthread_mutex_unlock(&g->mutex);
    pthread_join(g->thread, NULL);
    pthread_mutex_destroy(&g->mutex);
    pthread_cond_destroy(&g->condition);
    free(g);
}

// With a count hook set, Lua calls into the debug interface before every
// instruction, which makes plain Lua code two to three times slower. So there
// is a hook only where it is needed: an instruction limit, or interrupts
// (the prompt, timeouts). Set before any coroutine exists, every thread inherits it.
void rl_set_instruction_limit(lua_State *L, long long limit) {
    rl_state *s = state_of(L);
    s->instruction_limit = limit;
    s->instructions = 0;
    if (s->stop == RL_STOP_INSTRUCTIONS) { s->stop = RL_GO; s->stop_where[0] = 0; }
    if (limit > 0) {
        rl_install_hook(L);
        if (!s->guard) s->guard = guard_start(s);
    }
}

void rl_enable_interrupts(lua_State *L) { rl_install_hook(L); }

// The time limit counts the CPU time of the calling thread (the one that runs
// the script) from now on; 0 turns it off. Setting it again starts it afresh.
void rl_set_time_limit(lua_State *L, double seconds) {
    rl_state *s = state_of(L);
    if (!(seconds > 0)) seconds = 0;   // NaN too
    if (seconds > 1e9) seconds = 1e9;
    s->time_limit = 0;
    s->time_up = 0;
    if (s->stop == RL_STOP_TIME) { s->stop = RL_GO; s->stop_where[0] = 0; }
    s->time_start = thread_cpu_seconds();
    s->time_limit = seconds;
    if (seconds > 0) {
        rl_install_hook(L);
        if (!s->guard) s->guard = guard_start(s);
    }
}

static int limit_reached(rl_state *s) {
    must_stop(s);
    if (s->stop != RL_GO) return s->stop;
    return over_memory_limit(s) ? RL_STOP_MEMORY : RL_GO;
}

int rl_limit_reached(lua_State *L) { return limit_reached(state_of(L)); }

int rl_spend_meter(void *meter, long long units) {
    rl_state *s = (rl_state *)meter;
    s->progress++;
    if (s->stop == RL_GO && s->instruction_limit > 0 && units > 0) {
        s->instructions += units;
        if (s->instructions > s->instruction_limit) s->stop = RL_STOP_INSTRUCTIONS;
    }
    return limit_reached(s);
}

int rl_spend(lua_State *L, long long units) { return rl_spend_meter(state_of(L), units); }

void *rl_meter(lua_State *L) { return state_of(L); }

void rl_request_interrupt(lua_State *L) { state_of(L)->interrupt = 1; }

struct rl_watchdog {
    pthread_t thread;
    pthread_mutex_t mutex;
    pthread_cond_t condition;
    struct timespec deadline;
    int stopped, fired;
    rl_state *state;
};

static void *watchdog_main(void *raw) {
    struct rl_watchdog *w = (struct rl_watchdog *)raw;
    pthread_mutex_lock(&w->mutex);
    while (!w->stopped) {
        if (pthread_cond_timedwait(&w->condition, &w->mutex, &w->deadline) == ETIMEDOUT && !w->stopped) {
            w->fired = 1;
            w->state->interrupt = 1;
            break;
        }
    }
    pthread_mutex_unlock(&w->mutex);
    return NULL;
}

struct rl_watchdog *rl_watchdog_start(lua_State *L, double seconds) {
    struct rl_watchdog *w = (struct rl_watchdog *)calloc(1, sizeof *w);
    if (!w) return NULL;
    w->state = state_of(L);
    if (seconds < 0) seconds = 0;
    if (seconds > 1e7) seconds = 1e7;
    clock_gettime(CLOCK_REALTIME, &w->deadline);
    long long whole = (long long)seconds;
    w->deadline.tv_sec += (time_t)whole;
    w->deadline.tv_nsec += (long)((seconds - (double)whole) * 1e9);
    if (w->deadline.tv_nsec >= 1000000000L) { w->deadline.tv_sec += 1; w->deadline.tv_nsec -= 1000000000L; }
    pthread_mutex_init(&w->mutex, NULL);
    pthread_cond_init(&w->condition, NULL);
    if (pthread_create(&w->thread, NULL, watchdog_main, w) != 0) { free(w); return NULL; }
    return w;
}

int rl_watchdog_stop(struct rl_watchdog *w) {
    if (!w) return 0;
    pthread_mutex_lock(&w->mutex);
    w->stopped = 1;
    pthread_cond_signal(&w->condition);
    pthread_mutex_unlock(&w->mutex);
    pthread_join(w->thread, NULL);
    int fired = w->fired;
    pthread_mutex_destroy(&w->mutex);
    pthread_cond_destroy(&w->condition);
    free(w);
    return fired;
}

void rl_clear_interrupt(lua_State *L) {
    rl_state *s = state_of(L);
    s->interrupt = 0;
    if (s->stop == RL_STOP_INTERRUPT) { s->stop = RL_GO; s->stop_where[0] = 0; }
    if (s->hooked) rl_install_hook(L);
}

// MARK: Swift functions

static int call_swift(lua_State *L, int id);
static int finish_swift(lua_State *L, int n);

typedef struct {
    uint64_t magic;
    void *object;
    int32_t class_id;
    int32_t aux;                  // the host's word for fast getters (a view's node slot + 1)
} rl_object;
static rl_object *checked_object(lua_State *L, int idx);
static int rl_msghandler(lua_State *L);
static void set_metatable_ref(lua_State *L, int ref);

static int rl_trampoline(lua_State *L) {
    int isnum = 0;
    lua_Integer id = lua_tointegerx(L, lua_upvalueindex(1), &isnum);
    if (!isnum || id < 0 || id >= state_of(L)->nfunctions)
        return luaL_error(L, "this engine function was tampered with (its upvalue is not its id)");
    return call_swift(L, (int)id);
}

static int protected_call(lua_State *L, int nargs, int nresults, int with_handler);

// Every Swift function runs inside this C function. Swift returns a result count,
// or an error code with the message on top of the stack; the error is raised
// here, after the Swift frame is gone.
static int call_swift(lua_State *L, int id) {
    rl_state *s = state_of(L);
    if (must_stop(s)) return raise_stop(L, s->stop);
    if (s->swift_depth == 0 && s->finalizers_pending && !s->draining) {
        if (rl_drain_finalizers(L) != LUA_OK) return lua_error(L);
    }
    s->swift_depth++;
    int n = s->dispatch(L, s->context, id);
    s->swift_depth--;
    return finish_swift(L, n);
}

// After a Swift function returned: raise what it reported, or a memory
// overshoot, now that no Swift frame is left.
static int finish_swift(lua_State *L, int n) {
    rl_state *s = state_of(L);
    if (n == RL_ERROR_LIMIT) {
        int what = s->stop != RL_GO ? s->stop : RL_STOP_MEMORY;
        s->memory_overshoot = 0;
        return raise_stop(L, what);
    }
    // Over the limit, by Lua's allocations made while Swift ran or by what the
    // engine now holds for the script (views, names, trace records): collect
    // the garbage first (it may hold engine objects), then raise if still over.
    if (s->swift_depth == 0 && (s->memory_overshoot || (s->limit != 0 && over_memory_limit(s)))) {
        s->memory_overshoot = 0;
        if (over_memory_limit(s)) lua_gc(L, LUA_GCCOLLECT, 0);
        if (over_memory_limit(s)) {
            lua_settop(L, 0);
            return raise_stop(L, RL_STOP_MEMORY);
        }
    }
    if (n == RL_ERROR_WHERE) {
        // At the script's line: a Swift function that the prelude called
        // (a finger's moveTo, hold...) reports where the script called it.
        char where[160];
        script_where(L, where, sizeof where);
        lua_pushstring(L, where);
        lua_insert(L, -2);
        lua_concat(L, 2);
        return lua_error(L);
    }
    if (n == RL_ERROR_RAW) return lua_error(L);
    return n;
}

void rl_push_swift_function(lua_State *L, int function_id) {
    lua_pushinteger(L, function_id);
    lua_pushcclosure(L, rl_trampoline, 1);
}

static int rl_native_trampoline(lua_State *L);

int rl_is_swift_function(lua_State *L, int idx, int *function_id) {
    if (lua_tocfunction(L, idx) == rl_native_trampoline) {
        if (function_id) *function_id = -1;
        return 1;
    }
    if (lua_tocfunction(L, idx) != rl_trampoline) return 0;
    if (function_id) {
        const char *name = lua_getupvalue(L, idx, 1);
        if (name == NULL) return 0;
        *function_id = (int)lua_tointeger(L, -1);
        lua_pop(L, 1);
    }
    return 1;
}

void rl_set_cache_valid(lua_State *L, int class_id, int valid) {
    rl_state *s = state_of(L);
    if (class_id < 0 || class_id >= RL_MAX_CLASSES) return;
    if (class_id >= s->cache_capacity) {
        int capacity = s->cache_capacity ? s->cache_capacity : 64;
        while (capacity <= class_id) capacity *= 2;
        unsigned char *grown = (unsigned char *)realloc(s->cache_valid, (size_t)capacity);
        if (!grown) return;
        memset(grown + s->cache_capacity, 0, (size_t)(capacity - s->cache_capacity));
        s->cache_valid = grown;
        s->cache_capacity = capacity;
    }
    s->cache_valid[class_id] = (unsigned char)(valid != 0);
}

// __index of engine objects: (self, key). Upvalue 1 is the class's member
// cache: everything instances find through their class, flattened (members and
// built-ins up the chain), with each property as a light userdata marker
// (getter id + 1, and a fast-path number in the high bits); upvalue 2 is the
// class id; upvalue 3 the id of the Swift function that rebuilds a stale cache;
// upvalue 4 the id of the Swift function asked about a string key nothing
// holds (SPEC 11.10: UIKit names the engine lacks, misspellings), which
// returns the value to give (nil, or a function that raises).
// Order: properties, then the object's own fields, then the class's members.
// Every upvalue is checked: a script with the debug library may replace them.
static int rl_instance_index(lua_State *L) {
    rl_state *s = state_of(L);
    if (lua_type(L, lua_upvalueindex(1)) != LUA_TTABLE) return 0;
    int isnum = 0;
    lua_Integer class_id = lua_tointegerx(L, lua_upvalueindex(2), &isnum);
    if (isnum && class_id >= 0 && class_id < s->cache_capacity && !s->cache_valid[class_id]) {
        lua_Integer rebuild = lua_tointegerx(L, lua_upvalueindex(3), &isnum);
        if (isnum && rebuild >= 0 && rebuild < s->nfunctions) {
            int top = lua_gettop(L);
            lua_pushinteger(L, class_id);
            call_swift(L, (int)rebuild);
            lua_settop(L, top);
        }
    }
    if (lua_gettop(L) != 2) lua_settop(L, 2);               // as Lua calls it: (self, key)
    lua_pushvalue(L, 2);
    int type = lua_rawget(L, lua_upvalueindex(1));          // 3: the class's answer
    if (type == LUA_TLIGHTUSERDATA) {
        uintptr_t marker = (uintptr_t)lua_touserdata(L, 3);
        int getter = (int)(marker & 0xffffffffu) - 1;
        int fast = (int)(marker >> 32);
        if (fast != 0 && s->fast_getter != NULL) {
            rl_object *o = checked_object(L, 1);
            if (o != NULL && o->object != NULL && o->class_id == class_id) {
                // The getter pushes its value on top, which is returned (the
                // marker under it is left: nothing reads it).
                if (must_stop(s)) return raise_stop(L, s->stop);
                s->swift_depth++;
                int n = s->fast_getter(L, s->context, fast, o->class_id, o->object, o->aux);
                s->swift_depth--;
                return finish_swift(L, n);
            }
        }
        lua_settop(L, 2);
        if (getter < 0 || getter >= s->nfunctions) return luaL_error(L, "engine getter tampered with");
        return call_swift(L, getter);
    }
    if (lua_type(L, 1) == LUA_TUSERDATA) {
        if (lua_getiuservalue(L, 1, 1) == LUA_TTABLE) {   // 4: the object's own fields
            lua_pushvalue(L, 2);
            if (lua_rawget(L, 4) != LUA_TNIL) return 1;
        }
        lua_settop(L, 3);
        if (type == LUA_TNIL && lua_type(L, 2) == LUA_TSTRING) {
            lua_Integer miss = lua_tointegerx(L, lua_upvalueindex(4), &isnum);
            if (isnum && miss >= 0 && miss < s->nfunctions) {
                lua_settop(L, 2);
                return call_swift(L, (int)miss);
            }
        }
    }
    return 1;
}

void rl_push_instance_index(lua_State *L, int rebuild_id, int miss_id) {
    lua_pushinteger(L, rebuild_id);
    lua_pushinteger(L, miss_id);
    lua_pushcclosure(L, rl_instance_index, 4);
}

void rl_push_getter_marker(lua_State *L, int getter_id, int fast) {
    uintptr_t marker = ((uintptr_t)(unsigned)fast << 32) | (uintptr_t)(unsigned)(getter_id + 1);
    lua_pushlightuserdata(L, (void *)marker);
}

void rl_set_fast_paths(lua_State *L, rl_fast_getter_fn getter, rl_native_fn native) {
    rl_state *s = state_of(L);
    s->fast_getter = getter;
    s->native = native;
}

// Built-in methods on the hottest paths skip the function table: the Swift
// side switches on `which` (upvalue 1, checked) and runs typed code.
static int rl_native_trampoline(lua_State *L) {
    rl_state *s = state_of(L);
    int isnum = 0;
    lua_Integer which = lua_tointegerx(L, lua_upvalueindex(1), &isnum);
    if (!isnum || which <= 0 || which > 0xffff || s->native == NULL)
        return luaL_error(L, "this engine function was tampered with (its upvalue is not its id)");
    if (must_stop(s)) return raise_stop(L, s->stop);
    if (s->swift_depth == 0 && s->finalizers_pending && !s->draining) {
        if (rl_drain_finalizers(L) != LUA_OK) return lua_error(L);
    }
    s->swift_depth++;
    int n = s->native(L, s->context, (int)which);
    s->swift_depth--;
    return finish_swift(L, n);
}

void rl_push_native_function(lua_State *L, int which) {
    lua_pushinteger(L, which);
    lua_pushcclosure(L, rl_native_trampoline, 1);
}

// MARK: Engine objects

#define RL_OBJECT_MAGIC UINT64_C(0x5e4a1dbd3170736c)

void rl_push_object_userdata(lua_State *L, void *object, int class_id, int aux) {
    rl_object *o = (rl_object *)lua_newuserdatauv(L, sizeof(rl_object), 1);
    o->magic = RL_OBJECT_MAGIC;
    o->object = object;
    o->class_id = class_id;
    o->aux = aux;
}

// Pushes the userdata at `slot` of the slots table at stack index `slots`
// (absolute) and returns 1, or pushes nothing and returns 0.
static inline int push_slot(lua_State *L, int slots, int slot) {
    if (slot <= 0) return 0;
    if (lua_rawgeti(L, slots, slot) == LUA_TUSERDATA) {
        // The script's next step is usually a field of this object, which first
        // reads the userdata's metatable, just before its payload: start that
        // load now, while the call returns (a hint; it changes nothing).
        __builtin_prefetch((const char *)lua_touserdata(L, -1) - 32);
        return 1;
    }
    lua_settop(L, -2);
    return 0;
}

int rl_push_cached_object(lua_State *L, int slots_ref, int slot) {
    lua_rawgeti(L, LUA_REGISTRYINDEX, slots_ref);
    if (push_slot(L, lua_gettop(L), slot)) {
        lua_copy(L, -1, -2);               // over the slots table (cheaper than a rotation)
        lua_settop(L, -2);
        return 1;
    }
    lua_settop(L, -2);
    return 0;
}

void rl_push_new_object(lua_State *L, void *object, int class_id, int aux, int metatable_ref, int slots_ref, int slot) {
    rl_push_object_userdata(L, object, class_id, aux);
    lua_rawgeti(L, LUA_REGISTRYINDEX, metatable_ref);
    lua_setmetatable(L, -2);
    lua_rawgeti(L, LUA_REGISTRYINDEX, slots_ref);
    lua_pushvalue(L, -2);
    lua_rawseti(L, -2, slot);
    lua_settop(L, -2);
}

int rl_prepare_override(lua_State *L, int slots_ref, int slot, int name_ref) {
    int base = lua_gettop(L);
    lua_pushcfunction(L, rl_msghandler);                    // base + 1
    lua_rawgeti(L, LUA_REGISTRYINDEX, slots_ref);           // base + 2: the slots table
    if (!push_slot(L, base + 2, slot)) {                    // base + 3: self
        lua_settop(L, base);
        return 0;
    }
    if (lua_getiuservalue(L, base + 3, 1) == LUA_TTABLE) {  // base + 4: its own fields
        lua_rawgeti(L, LUA_REGISTRYINDEX, name_ref);
        if (lua_rawget(L, base + 4) != LUA_TNIL) {          // base + 5: the override
            lua_copy(L, base + 5, base + 2);
            lua_settop(L, base + 3);                        // handler, override, self
            return 2;
        }
    }
    lua_copy(L, base + 3, base + 2);
    lua_settop(L, base + 2);                                // handler, self
    return 1;
}

int rl_push_touches_arguments(lua_State *L, int slots_ref, int n, const int32_t *slots, int event_slot) {
    int missing = rl_push_touch_set(L, slots_ref, n, slots);
    lua_rawgeti(L, LUA_REGISTRYINDEX, slots_ref);
    if (!push_slot(L, lua_gettop(L), event_slot)) lua_pushnil(L);
    lua_copy(L, -1, -2);
    lua_settop(L, -2);
    return missing;
}

int rl_push_touch_set(lua_State *L, int slots_ref, int n, const int32_t *slots) {
    if (n < 0) n = 0;
    lua_rawgeti(L, LUA_REGISTRYINDEX, slots_ref);
    int table = lua_gettop(L);
    rl_new_touch_set(L, n);
    int missing = 0;
    for (int i = 0; i < n; i++) {
        if (push_slot(L, table, slots[i])) lua_rawseti(L, -2, i + 1);
        else missing++;
    }
    lua_copy(L, -1, table);
    lua_settop(L, table);
    return missing;
}

static rl_object *checked_object(lua_State *L, int idx) {
    if (lua_type(L, idx) != LUA_TUSERDATA || lua_rawlen(L, idx) != sizeof(rl_object)) return NULL;
    rl_object *o = (rl_object *)lua_touserdata(L, idx);
    if (o == NULL || o->magic != RL_OBJECT_MAGIC) return NULL;
    return o;
}

void *rl_to_object(lua_State *L, int idx) {
    rl_object *o = checked_object(L, idx);
    return o ? o->object : NULL;
}

void *rl_to_object_with_class(lua_State *L, int idx, int *class_id) {
    rl_object *o = checked_object(L, idx);
    if (!o || !o->object) { *class_id = 0; return NULL; }
    *class_id = o->class_id;
    return o->object;
}

int rl_object_class_id(lua_State *L, int idx) {
    rl_object *o = checked_object(L, idx);
    return o && o->object ? o->class_id : 0;
}

// Empties the userdata at idx and returns what it held (NULL if not ours).
static void *take_object(lua_State *L, int idx) {
    rl_object *o = checked_object(L, idx);
    if (!o) return NULL;
    void *p = o->object;
    o->object = NULL;
    return p;
}

static int rl_object_gc(lua_State *L) {
    rl_state *s = state_of(L);
    void *p = take_object(L, 1);
    if (p != NULL && s->release != NULL) {
        s->swift_depth++;
        s->release(L, s->context, p);
        s->swift_depth--;
    }
    return 0;
}

void rl_push_object_gc(lua_State *L) { lua_pushcfunction(L, rl_object_gc); }
void rl_set_release(lua_State *L, rl_release_fn release) { state_of(L)->release = release; }

// MARK: Calling Lua

static int is_located(const char *msg) {
    // "something:123: ..." as luaL_where makes it.
    const char *colon = strchr(msg, ':');
    while (colon) {
        const char *p = colon + 1;
        if (*p >= '0' && *p <= '9') {
            while (*p >= '0' && *p <= '9') p++;
            if (*p == ':') return 1;
        }
        colon = strchr(colon + 1, ':');
    }
    return 0;
}

// Message handler: adds a traceback to string messages, as lua.c does. The two
// yield errors Lua reports without a place get the place of the Lua code that
// yielded, and a word on why when an engine callback is running. Any other
// message without a place, raised while the engine runs a callback (a C
// function given as an override or an action, `error(msg, 0)`), gets the
// script's line: an error reaching the script always says where, and never at
// a line of the prelude.
static int rl_msghandler(lua_State *L) {
    const char *msg = lua_tostring(L, 1);
    int in_callback = state_of(L)->callback_depth > 0;
    if (msg == NULL) {
        if (luaL_callmeta(L, 1, "__tostring") && lua_type(L, -1) == LUA_TSTRING) {
            if (!in_callback) return 1;
            msg = lua_tostring(L, -1);
        } else {
            msg = lua_pushfstring(L, "(error object is a %s value)", luaL_typename(L, 1));
        }
    }
    if (!is_located(msg) && strncmp(msg, "attempt to yield", 16) == 0) {
        rl_state *s = state_of(L);
        char where[160];
        script_where(L, where, sizeof where);
        lua_pushstring(L, where);
        lua_pushstring(L, msg);
        if (s->callback_depth > 0)
            lua_pushliteral(L, " (coroutine.yield inside an override, action or delegate method: "
                               "the engine cannot pause in the middle of delivering an event)");
        else
            lua_pushliteral(L, "");
        lua_concat(L, 3);
        msg = lua_tostring(L, -1);
    } else if (!is_located(msg) && in_callback) {
        char where[160];
        script_where(L, where, sizeof where);
        msg = lua_pushfstring(L, "%s%s", where, msg);
    } else if (strncmp(msg, "prelude:", 8) == 0 && is_located(msg)) {
        // Raised inside the prelude's own code (a geometry value whose field a
        // script set to a string, say): the place is the script's line that
        // led there, not a line of ours the script never sees.
        char where[160];
        script_where(L, where, sizeof where);
        const char *rest = strchr(msg + 8, ':');
        if (where[0] != 0 && rest != NULL) msg = lua_pushfstring(L, "%s%s", where, rest + 2);
    }
    luaL_traceback(L, L, msg, 1);
    return 1;
}

void rl_push_message_handler(lua_State *L) { lua_pushcfunction(L, rl_msghandler); }

static int protected_call(lua_State *L, int nargs, int nresults, int with_handler) {
    rl_state *s = state_of(L);
    int base = lua_gettop(L) - nargs;      // index of the function
    if (with_handler) {
        lua_pushcfunction(L, rl_msghandler);
        lua_insert(L, base);
    }
    int saved = s->swift_depth;
    s->swift_depth = 0;                    // Lua runs protected now: failing is safe
    if (saved > 0) s->callback_depth++;
    int status = lua_pcall(L, nargs, nresults, with_handler ? base : 0);
    if (saved > 0) s->callback_depth--;
    s->swift_depth = saved;
    if (with_handler) lua_remove(L, base);
    return status;
}

int rl_pcall(lua_State *L, int nargs, int nresults) { return protected_call(L, nargs, nresults, 1); }

int rl_pcall_at(lua_State *L, int nargs, int nresults, int handler) {
    rl_state *s = state_of(L);
    int saved = s->swift_depth;
    s->swift_depth = 0;
    if (saved > 0) s->callback_depth++;
    int status = lua_pcall(L, nargs, nresults, handler);
    if (saved > 0) s->callback_depth--;
    s->swift_depth = saved;
    return status;
}
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

// Lua's warnings, as lua.c shows them: "@on"/"@off" switch them; pieces of one
// message are joined; each message is one line on standard error.
static void rl_warnf(void *ud, const char *message, int tocont) {
    rl_state *s = (rl_state *)ud;
    if (!s->warning_continues && !tocont && *message == '@') {
        if (strcmp(message, "@on") == 0) s->warnings_on = 1;
        else if (strcmp(message, "@off") == 0) s->warnings_on = 0;
        return;
    }
    if (s->warnings_on) {
        if (!s->warning_continues) fputs("Lua warning: ", stderr);
        fputs(message, stderr);
        if (!tocont) fputs("\n", stderr);
    }
    s->warning_continues = tocont;
}

void rl_install_warnings(lua_State *L) { lua_setwarnf(L, rl_warnf, state_of(L)); }
void rl_set_warnings(lua_State *L, int on) { state_of(L)->warnings_on = on; }

extern const unsigned char rl_prelude_bytecode[];
const unsigned char *rl_prelude_bytecode_ptr(void) { return rl_prelude_bytecode; }

int rl_loadbinary(lua_State *L, const unsigned char *code, size_t len, const char *chunkname) {
    rl_state *s = state_of(L);
    int saved = s->swift_depth;
    s->swift_depth = 0;
    int status = luaL_loadbufferx(L, (const char *)code, len, chunkname, "b");
    s->swift_depth = saved;
    return status;
}

typedef struct { unsigned char *data; size_t size, capacity; int failed; } dump_buffer;

static int dump_writer(lua_State *L, const void *p, size_t size, void *ud) {
    (void)L;
    dump_buffer *b = (dump_buffer *)ud;
    if (b->size + size > b->capacity) {
        size_t capacity = b->capacity ? b->capacity * 2 : 4096;
        while (capacity < b->size + size) capacity *= 2;
        unsigned char *grown = (unsigned char *)realloc(b->data, capacity);
        if (!grown) { b->failed = 1; return 1; }
        b->data = grown;
        b->capacity = capacity;
    }
    memcpy(b->data + b->size, p, size);
    b->size += size;
    return 0;
}

unsigned char *rl_dump(lua_State *L, size_t *size) {
    dump_buffer b = {0};
    if (lua_dump(L, dump_writer, &b, 0) != 0 || b.failed) { free(b.data); *size = 0; return NULL; }
    *size = b.size;
    return b.data;
}

static int do_openlibs(lua_State *L) { luaL_openlibs(L); return 0; }
int rl_openlibs(lua_State *L) {
    lua_pushcfunction(L, do_openlibs);
    return rl_pcall_plain(L, 0, 0);
}

static int do_open_sandbox_libs(lua_State *L) {
    static const luaL_Reg libs[] = {
        {LUA_GNAME, luaopen_base},
        {LUA_COLIBNAME, luaopen_coroutine},
        {LUA_TABLIBNAME, luaopen_table},
        {LUA_OSLIBNAME, luaopen_os},
        {LUA_STRLIBNAME, luaopen_string},
        {LUA_MATHLIBNAME, luaopen_math},
        {LUA_UTF8LIBNAME, luaopen_utf8},
        {NULL, NULL}
    };
    for (const luaL_Reg *lib = libs; lib->func; lib++) {
        luaL_requiref(L, lib->name, lib->func, 1);
        lua_pop(L, 1);
    }
    return 0;
}
int rl_open_sandbox_libs(lua_State *L) {
    lua_pushcfunction(L, do_open_sandbox_libs);
    return rl_pcall_plain(L, 0, 0);
}

// MARK: Guards for Lua 5.4.4's published bugs
//
// Debian's liblua5.4 is 5.4.4 with two of lua.org's fixes applied (the
// <const> _ENV heap over-read and the error-while-handling-an-error stack
// overflow). Of the other bugs on lua.org's 5.4.4 list, these two let a
// script crash the process, and are guarded here, after the libraries open:
// - "C-stack overflow with deep nesting of coroutine.close": closing a
//   coroutine runs its __close handlers on a C stack that Lua does not count,
//   so handlers that close coroutines that close coroutines ... overflow it
//   (SIGSEGV at about 20,000 levels). coroutine.close now measures the C
//   stack left to the calling thread and refuses with an error first.
// - "Loading a corrupted binary file can segfault": load, loadfile, dofile
//   and require take source text only (binary chunks are refused with an
//   error, as the command line and the sandbox already did).
// - "'utf8.codes' does not raise an error on spurious continuation bytes":
//   a wrong answer rather than a crash, but one a library guard can mend, so
//   utf8.codes checks the byte after each character as 5.4.5 does.
// The rest cannot crash and live in the compiler, out of a library guard's
// reach ('break' out of a generic for whose closing value is captured leaves
// it unclosed; a line number in an arithmetic error), showed no effect here
// (constants in bitwise operations, the generational collector's pacing), or
// cannot be reached from a script (lua.c's argv, lua_settop under luaF_close).
// scripts/hostile/lua544_*.lua shows each.

// The C stack a nested close may use before it is refused. A nested close
// takes about 400 bytes of C stack per level in a release build; the threads
// that run scripts have at least 512 KB (the playground's engine thread)
// and usually 8 MB (the main thread).
#define RL_C_STACK_RESERVE (256 * 1024)

static _Thread_local char *stack_low;   // the lowest address of this thread's stack

static size_t c_stack_left(void) {
    // The frame's own address: a local's may live on AddressSanitizer's fake
    // stack (on the heap), which says nothing about the thread's real stack.
    char *here = (char *)__builtin_frame_address(0);
    if (stack_low == NULL) {
        pthread_attr_t attr;
        void *base = NULL;
        size_t size = 0;
        if (pthread_getattr_np(pthread_self(), &attr) != 0) return (size_t)-1;
        int got = pthread_attr_getstack(&attr, &base, &size);
        pthread_attr_destroy(&attr);
        if (got != 0 || base == NULL) return (size_t)-1;
        stack_low = (char *)base;
    }
    return here > stack_low ? (size_t)(here - stack_low) : 0;
}

static lua_CFunction original_close;

static int guarded_coroutine_close(lua_State *L) {
    if (c_stack_left() < RL_C_STACK_RESERVE)
        return luaL_error(L, "coroutine.close: too many nested closes (a __close handler that closes a coroutine "
                             "whose handler closes another...): C stack overflow");
    return original_close(L);
}

static lua_CFunction original_load, original_loadfile;

static int binary_refused(lua_State *L, const char *function) {
    luaL_pushfail(L);
    lua_pushfstring(L, "%s: binary chunks are not accepted (Lua 5.4.4 can crash on a damaged one); "
                       "load source text instead", function);
    return 2;
}

// load(chunk [, chunkname [, mode [, env]]]), as Lua's, in mode "t" always.
static int guarded_load(lua_State *L) {
    size_t len = 0;
    const char *text = lua_type(L, 1) == LUA_TSTRING ? lua_tolstring(L, 1, &len) : NULL;
    if (text != NULL && len > 0 && text[0] == LUA_SIGNATURE[0]) return binary_refused(L, "load");
    if (lua_gettop(L) < 3) lua_settop(L, 3);   // an absent env stays absent (arguments 4 and on are kept)
    lua_pushliteral(L, "t");
    lua_replace(L, 3);
    return original_load(L);
}

// loadfile([filename [, mode [, env]]]), in mode "t" always.
static int guarded_loadfile(lua_State *L) {
    if (lua_gettop(L) < 2) lua_settop(L, 2);
    lua_pushliteral(L, "t");
    lua_replace(L, 2);
    return original_loadfile(L);
}

static int dofile_results(lua_State *L, int status, lua_KContext context) {
    (void)status; (void)context;
    return lua_gettop(L) - 1;
}

// dofile([filename]): Lua's, with the file loaded in mode "t".
static int guarded_dofile(lua_State *L) {
    const char *name = luaL_optstring(L, 1, NULL);
    lua_settop(L, 1);
    if (luaL_loadfilex(L, name, "t") != LUA_OK) return lua_error(L);
    lua_callk(L, 0, LUA_MULTRET, 0, dofile_results);
    return dofile_results(L, 0, 0);
}

// package.searchers[2], the Lua-file searcher, loading in mode "t".
static int guarded_lua_searcher(lua_State *L) {
    const char *name = luaL_checkstring(L, 1);
    lua_getglobal(L, "package");
    if (!lua_istable(L, -1)) return 0;
    lua_getfield(L, -1, "searchpath");
    lua_pushvalue(L, 1);
    lua_getfield(L, -3, "path");
    if (!lua_isfunction(L, -3) || lua_type(L, -1) != LUA_TSTRING) return 0;
    lua_call(L, 2, 2);                       // filename, or nil and the places tried
    if (lua_isnil(L, -2)) return 1;          // the places tried: require lists them
    const char *filename = lua_tostring(L, -2);
    if (luaL_loadfilex(L, filename, "t") != LUA_OK)
        return luaL_error(L, "error loading module '%s' from file '%s':\n\t%s", name, filename, lua_tostring(L, -1));
    lua_pushstring(L, filename);
    return 2;
}

static lua_CFunction original_codes;

static int is_continuation(unsigned char c) { return (c & 0xC0) == 0x80; }

// The bytes of the character that starts with `lead` (Lua's lax UTF-8 takes
// up to six); 1 for a byte that starts none (the original iterator rejects it).
static size_t character_length(unsigned char lead) {
    size_t n = 1;
    if (lead >= 0xC0) for (unsigned char c = (unsigned char)(lead << 1); c & 0x80; c = (unsigned char)(c << 1)) n++;
    return n;
}

// The iterator: the original one (upvalue 1), then the check 5.4.5 added.
static int guarded_codes_step(lua_State *L) {
    lua_settop(L, 2);
    lua_pushvalue(L, lua_upvalueindex(1));
    lua_insert(L, 1);
    lua_call(L, 2, LUA_MULTRET);                       // position, code; or nothing
    if (lua_gettop(L) < 1 || lua_isnil(L, 1)) return lua_gettop(L);
    size_t len = 0;
    const char *text = lua_tolstring(L, lua_upvalueindex(2), &len);
    lua_Integer position = lua_tointeger(L, 1);        // 1-based
    if (text != NULL && position >= 1 && (size_t)position <= len) {
        size_t next = (size_t)position - 1 + character_length((unsigned char)text[position - 1]);
        if (next < len && is_continuation((unsigned char)text[next])) return luaL_error(L, "invalid UTF-8 code");
    }
    return lua_gettop(L);
}

// utf8.codes(s [, lax]): Lua's, refusing a string that starts with a
// continuation byte and a character followed by a stray one.
static int guarded_utf8_codes(lua_State *L) {
    int n = original_codes(L);                         // iterator, s, 0
    if (n != 3) return n;
    size_t len = 0;
    const char *text = lua_tolstring(L, -2, &len);
    if (text != NULL && len > 0 && is_continuation((unsigned char)text[0]))
        return luaL_argerror(L, 1, "invalid UTF-8 code");
    lua_pushvalue(L, -3);                              // the original iterator
    lua_pushvalue(L, -3);                              // the string
    lua_pushcclosure(L, guarded_codes_step, 2);
    lua_replace(L, -4);
    return 3;
}

// One piece of a warning, by its length: lua_warning takes C strings, so a
// NUL byte in the piece is written as the two characters \0 instead of
// ending the message there.
static void warn_piece(lua_State *L, int i, int tocont) {
    size_t len = 0;
    const char *text = lua_tolstring(L, i, &len);
    size_t start = 0;
    const char *nul;
    while ((nul = memchr(text + start, 0, len - start)) != NULL) {
        lua_pushlstring(L, text + start, (size_t)(nul - (text + start)));
        lua_warning(L, lua_tostring(L, -1), 1);
        lua_pop(L, 1);
        lua_warning(L, "\\0", 1);
        start = (size_t)(nul - text) + 1;
    }
    lua_warning(L, text + start, tocont);
}

// warn(msg1, ...), as Lua's, with NUL bytes kept visible.
static int guarded_warn(lua_State *L) {
    int n = lua_gettop(L);
    luaL_checkstring(L, 1);
    for (int i = 2; i <= n; i++) luaL_checkstring(L, i);
    for (int i = 1; i < n; i++) warn_piece(L, i, 1);
    warn_piece(L, n, 0);
    return 0;
}

static void replace_field(lua_State *L, const char *table, const char *field, lua_CFunction guard,
                          lua_CFunction *original) {
    if (table != NULL) {
        if (lua_getglobal(L, table) != LUA_TTABLE) { lua_pop(L, 1); return; }
    } else {
        lua_pushglobaltable(L);
    }
    lua_getfield(L, -1, field);
    lua_CFunction f = lua_tocfunction(L, -1);
    lua_pop(L, 1);
    if (f != NULL || original == NULL) {
        if (original != NULL) *original = f;
        lua_pushcfunction(L, guard);
        lua_setfield(L, -2, field);
    }
    lua_pop(L, 1);
}

// MARK: Library work charged to --max-instructions
//
// The hook counts Lua's instructions, not the work of one library call: a
// hundred thousand s:find over a 20 MB string ran for minutes under
// --max-instructions 100000, and string.rep("", math.maxinteger) loops in C
// for ever. These library functions are wrapped so that each call first
// charges what it is about to do, roughly one unit per 8 bytes or elements it
// walks (one unit is one Lua instruction), and stops the script when that is
// over the limit, before it starts. The original C function then runs on the
// same stack, so its messages and argument numbers are unchanged. Work whose
// time does not follow its size (a pattern that backtracks) is --max-time's.

enum {
    COST_SUBJECT,      // find, match, gmatch, gsub: the subject from init (an anchored pattern: the pattern)
    COST_WHOLE_STRING, // upper, lower, reverse, utf8.len: the whole string
    COST_REP,          // rep: what it makes, and a unit per 64 repetitions
    COST_FORMAT,       // format: the strings it copies
    COST_LIST,         // concat, unpack, insert, remove: the list's length
    COST_SORT,         // sort: n log n
    COST_MOVE          // move: the elements moved
};

static const long long cost_cap = (long long)1 << 60;

static long long string_length(lua_State *L, int idx) {
    return lua_type(L, idx) == LUA_TSTRING ? (long long)lua_rawlen(L, idx) : 0;
}

static long long clamp_cost(long double units) {
    if (!(units > 0)) return 0;
    return units > (long double)cost_cap ? cost_cap : (long long)units;
}

static long long list_length(lua_State *L, int idx) {
    return lua_type(L, idx) == LUA_TTABLE ? (long long)lua_rawlen(L, idx) : 0;
}

static long long library_cost(lua_State *L, int kind) {
    switch (kind) {
    case COST_SUBJECT: {
        long long length = string_length(L, 1);
        size_t pattern_length = 0;
        const char *pattern = lua_type(L, 2) == LUA_TSTRING ? lua_tolstring(L, 2, &pattern_length) : NULL;
        if (pattern != NULL && pattern_length > 0 && pattern[0] == '^') return 1 + (long long)pattern_length / 8;
        long long init = lua_type(L, 3) == LUA_TNUMBER && lua_isinteger(L, 3) ? (long long)lua_tointeger(L, 3) : 1;
        if (init < 0) init = length + init + 1;
        if (init < 1) init = 1;
        return 1 + (init > length ? 0 : (length - init + 1) / 8);
    }
    case COST_WHOLE_STRING:
        return 1 + string_length(L, 1) / 8;
    case COST_REP: {
        // A count rep itself refuses (no integer value: inf, nan, 1.5) is its
        // error to raise, with its own words.
        int exact = 0;
        lua_Integer count = lua_tointegerx(L, 2, &exact);
        if (!exact || count <= 0) return 1;
        long double n = (long double)count;
        long double each = (long double)string_length(L, 1) + (long double)string_length(L, 3);
        return clamp_cost(1 + n * each / 8 + n / 64);
    }
    case COST_FORMAT: {
        long long total = 0;
        int top = lua_gettop(L);
        for (int i = 1; i <= top && total < cost_cap; i++) total += string_length(L, i);
        return 1 + total / 8;
    }
    case COST_LIST: {
        long long n = list_length(L, 1);
        // unpack(t, i, j): the elements pushed.
        if (lua_isinteger(L, 3)) {
            long double count = (long double)lua_tointeger(L, 3) - (lua_isinteger(L, 2) ? (long double)lua_tointeger(L, 2) : 1) + 1;
            // More than Lua's stack holds: unpack refuses it itself ("too many results").
            if (count >= 1000000) return 1;
            return clamp_cost(1 + (count > n ? count : n) / 8);
        }
        return 1 + n / 8;
    }
    case COST_SORT: {
        long double n = (long double)list_length(L, 1);
        long double log2n = 1;
        for (long double m = n; m > 1; m /= 2) log2n += 1;
        return clamp_cost(1 + n * log2n / 8);
    }
    case COST_MOVE: {
        if (!lua_isinteger(L, 2) || !lua_isinteger(L, 3)) return 1;
        long double count = (long double)lua_tointeger(L, 3) - (long double)lua_tointeger(L, 2) + 1;
        // A range no integer counts: move refuses it itself ("too many elements").
        if (count > (long double)LUA_MAXINTEGER) return 1;
        return clamp_cost(1 + count / 8);
    }
    }
    return 1;
}

// Upvalue 1: the original function; upvalue 2: its kind of cost.
static int charged_library_call(lua_State *L) {
    lua_CFunction original = lua_tocfunction(L, lua_upvalueindex(1));
    long long units = library_cost(L, (int)lua_tointeger(L, lua_upvalueindex(2)));
    rl_state *s = state_of(L);
    if (s->instruction_limit > 0 && units > 1) {
        int stop = rl_spend_meter(s, units);
        if (stop == RL_STOP_INSTRUCTIONS || stop == RL_STOP_INTERRUPT || stop == RL_STOP_TIME) return raise_stop(L, stop);
    }
    return original(L);
}

static void charge_field(lua_State *L, const char *table, const char *field, int kind) {
    if (lua_getglobal(L, table) != LUA_TTABLE) { lua_pop(L, 1); return; }
    lua_getfield(L, -1, field);
    lua_CFunction f = lua_tocfunction(L, -1);
    lua_pop(L, 1);
    if (f != NULL) {
        lua_pushcfunction(L, f);
        lua_pushinteger(L, kind);
        lua_pushcclosure(L, charged_library_call, 2);
        lua_setfield(L, -2, field);
    }
    lua_pop(L, 1);
}

static void charge_library_work(lua_State *L) {
    static const char *subject[] = {"find", "match", "gmatch", "gsub"};
    for (int i = 0; i < 4; i++) charge_field(L, LUA_STRLIBNAME, subject[i], COST_SUBJECT);
    static const char *whole[] = {"upper", "lower", "reverse"};
    for (int i = 0; i < 3; i++) charge_field(L, LUA_STRLIBNAME, whole[i], COST_WHOLE_STRING);
    charge_field(L, LUA_UTF8LIBNAME, "len", COST_WHOLE_STRING);
    charge_field(L, LUA_STRLIBNAME, "rep", COST_REP);
    charge_field(L, LUA_STRLIBNAME, "format", COST_FORMAT);
    static const char *lists[] = {"concat", "unpack", "insert", "remove"};
    for (int i = 0; i < 4; i++) charge_field(L, LUA_TABLIBNAME, lists[i], COST_LIST);
    charge_field(L, LUA_TABLIBNAME, "sort", COST_SORT);
    charge_field(L, LUA_TABLIBNAME, "move", COST_MOVE);
}

static int do_install_guards(lua_State *L) {
    charge_library_work(L);
    replace_field(L, LUA_COLIBNAME, "close", guarded_coroutine_close, &original_close);
    replace_field(L, LUA_UTF8LIBNAME, "codes", guarded_utf8_codes, &original_codes);
    replace_field(L, NULL, "warn", guarded_warn, NULL);
    replace_field(L, NULL, "load", guarded_load, &original_load);
    replace_field(L, NULL, "loadfile", guarded_loadfile, &original_loadfile);
    lua_getglobal(L, "dofile");
    int has_dofile = lua_isfunction(L, -1);
    lua_pop(L, 1);
    if (has_dofile) replace_field(L, NULL, "dofile", guarded_dofile, NULL);
    if (lua_getglobal(L, LUA_LOADLIBNAME) == LUA_TTABLE && lua_getfield(L, -1, "searchers") == LUA_TTABLE) {
        lua_pushcfunction(L, guarded_lua_searcher);
        lua_rawseti(L, -2, 2);
    }
    return 0;
}

int rl_install_lua_guards(lua_State *L) {
    lua_pushcfunction(L, do_install_guards);
    return rl_pcall_plain(L, 0, 0);
}


static int do_gettable(lua_State *L) { lua_gettable(L, 1); return 1; }
int rl_gettable(lua_State *L, int idx) {
    idx = lua_absindex(L, idx);
    lua_pushcfunction(L, do_gettable);
    lua_pushvalue(L, idx);
    lua_rotate(L, -3, -1);                 // key, fn, obj -> fn, obj, key
    return rl_pcall_plain(L, 2, 1);
}


int rl_called_as_method(lua_State *L) {
    lua_Debug ar;
    if (!lua_getstack(L, 0, &ar)) return 0;
    lua_getinfo(L, "n", &ar);
    return ar.namewhat != NULL && strcmp(ar.namewhat, "method") == 0;
}

int rl_called_as_field(lua_State *L) {
    lua_Debug ar;
    if (!lua_getstack(L, 0, &ar)) return 0;
    lua_getinfo(L, "n", &ar);
    return ar.namewhat != NULL && strcmp(ar.namewhat, "field") == 0;
}

void rl_function_location(lua_State *L, int idx, char *buf, size_t size) {
    lua_Debug ar;
    lua_pushvalue(L, idx);
    lua_getinfo(L, ">S", &ar);
    if (ar.linedefined > 0) {
        snprintf(buf, size, "%s:%d", ar.short_src, ar.linedefined);
        return;
    }
    // A C function (or a plain value) has no line: the script's line that led here.
    script_where(L, buf, size);
    size_t n = strlen(buf);
    if (n >= 2) buf[n - 2] = 0;            // without the ": "
    else snprintf(buf, size, "%s", ar.short_src);
}

// MARK: Finalizers

// __gc of a sentinel: queue it (it holds the script's object), to be finalized
// later under the hook. Runs inside the collector: it must not fail.
static int rl_sentinel_gc(lua_State *L) {
    rl_state *s = state_of(L);
    if (s->queue_ref == LUA_NOREF) return 0;
    s->swift_depth++;                      // an allocation here must not fail
    lua_rawgeti(L, LUA_REGISTRYINDEX, s->queue_ref);
    if (lua_type(L, -1) == LUA_TTABLE) {
        lua_Integer n = (lua_Integer)lua_rawlen(L, -1);
        lua_pushvalue(L, 1);
        lua_rawseti(L, -2, n + 1);
        s->finalizers_pending = 1;
    }
    lua_pop(L, 1);
    s->swift_depth--;
    return 0;
}

void rl_push_sentinel_gc(lua_State *L) { lua_pushcfunction(L, rl_sentinel_gc); }

// The prelude's `raise(message)`: an error located at the script's own line
// (the innermost frame that is not the prelude's), however deep in the
// prelude it was found. error(message, level) cannot know that depth.
static int rl_script_error(lua_State *L) {
    char where[160];
    script_where(L, where, sizeof where);
    lua_pushstring(L, where);
    lua_pushvalue(L, 1);
    lua_concat(L, 2);
    return lua_error(L);
}

void rl_push_script_error(lua_State *L) { lua_pushcfunction(L, rl_script_error); }

void rl_set_finalizer_refs(lua_State *L, int queue_ref, int drain_ref) {
    rl_state *s = state_of(L);
    s->queue_ref = queue_ref;
    s->drain_ref = drain_ref;
}

int rl_drain_finalizers(lua_State *L) {
    rl_state *s = state_of(L);
    if (!s->finalizers_pending || s->draining || s->drain_ref == LUA_NOREF) return LUA_OK;
    s->finalizers_pending = 0;
    s->draining = 1;
    lua_rawgeti(L, LUA_REGISTRYINDEX, s->drain_ref);
    int status = LUA_OK;
    if (lua_type(L, -1) == LUA_TFUNCTION) {
        status = protected_call(L, 0, 0, 0);
    } else {
        lua_pop(L, 1);
    }
    if (status != LUA_OK) s->finalizers_pending = 1;
    s->draining = 0;
    return status;
}

// MARK: Values

static int intern(lua_State *L, const char *key) {
    lua_pushstring(L, key);
    return luaL_ref(L, LUA_REGISTRYINDEX);
}

void rl_set_value_refs(lua_State *L, int point_mt, int size_mt, int rect_mt, int touches_mt) {
    rl_state *s = state_of(L);
    s->point_mt = point_mt;
    s->size_mt = size_mt;
    s->rect_mt = rect_mt;
    s->touches_mt = touches_mt;
    s->key_x = intern(L, "x");
    s->key_y = intern(L, "y");
    s->key_width = intern(L, "width");
    s->key_height = intern(L, "height");
    s->key_count = intern(L, "count");
}

static void set_metatable_ref(lua_State *L, int ref) {
    if (ref == LUA_NOREF) return;
    lua_rawgeti(L, LUA_REGISTRYINDEX, ref);
    if (lua_type(L, -1) == LUA_TTABLE) lua_setmetatable(L, -2); else lua_pop(L, 1);
}

// Fields of fresh tables: the key strings are interned once (registry slots),
// so a field costs no string hashing, and rawset calls no metamethod.
static inline void set_number(lua_State *L, int key_ref, double value) {
    lua_rawgeti(L, LUA_REGISTRYINDEX, key_ref);
    lua_pushnumber(L, value);
    lua_rawset(L, -3);
}

void rl_push_point(lua_State *L, double x, double y) {
    rl_state *s = state_of(L);
    lua_createtable(L, 0, 2);
    set_number(L, s->key_x, x);
    set_number(L, s->key_y, y);
    set_metatable_ref(L, s->point_mt);
}

void rl_push_size(lua_State *L, double w, double h) {
    rl_state *s = state_of(L);
    lua_createtable(L, 0, 2);
    set_number(L, s->key_width, w);
    set_number(L, s->key_height, h);
    set_metatable_ref(L, s->size_mt);
}

void rl_push_rect(lua_State *L, double x, double y, double w, double h) {
    rl_state *s = state_of(L);
    lua_createtable(L, 0, 4);
    set_number(L, s->key_x, x);
    set_number(L, s->key_y, y);
    set_number(L, s->key_width, w);
    set_number(L, s->key_height, h);
    set_metatable_ref(L, s->rect_mt);
}

void rl_set_finger_ref(lua_State *L, int finger_mt) {
    rl_state *s = state_of(L);
    s->finger_mt = finger_mt;
    s->key_touch = intern(L, "touch");
}

void rl_push_finger(lua_State *L) {
    rl_state *s = state_of(L);
    lua_createtable(L, 0, 1);
    lua_rawgeti(L, LUA_REGISTRYINDEX, s->key_touch);
    lua_pushvalue(L, -3);
    lua_rawset(L, -3);
    set_metatable_ref(L, s->finger_mt);
    lua_copy(L, -1, -2);
    lua_settop(L, -2);
}

void rl_new_touch_set(lua_State *L, int n) {
    rl_state *s = state_of(L);
    lua_createtable(L, n > 0 ? n : 0, 1);
    lua_rawgeti(L, LUA_REGISTRYINDEX, s->key_count);
    lua_pushinteger(L, n);
    lua_rawset(L, -3);
    set_metatable_ref(L, s->touches_mt);
}

static int raw_number(lua_State *L, int idx, int key_ref, double *out) {
    lua_rawgeti(L, LUA_REGISTRYINDEX, key_ref);
    int type = lua_rawget(L, idx);
    if (type == LUA_TNUMBER) *out = lua_tonumber(L, -1);
    lua_pop(L, 1);
    return type == LUA_TNUMBER;
}

static int raw_index_number(lua_State *L, int idx, lua_Integer i, double *out) {
    int type = lua_rawgeti(L, idx, i);
    if (type == LUA_TNUMBER) *out = lua_tonumber(L, -1);
    lua_pop(L, 1);
    return type == LUA_TNUMBER;
}

// Reads a pair of numbers from a table at `idx`: the named fields (keys
// interned at registry refs `a` and `b`), else [1] and [2]. Raw reads only: no
// metamethod of the script's runs. (Keys from the registry cost less than
// lua_getfield's, which looks its C string up among Lua's strings each time.)
static int read_pair(lua_State *L, int idx, int a, int b, double *x, double *y) {
    if (lua_type(L, idx) != LUA_TTABLE) return 0;
    idx = lua_absindex(L, idx);
    lua_rawgeti(L, LUA_REGISTRYINDEX, a);
    int ta = lua_rawget(L, idx);
    lua_rawgeti(L, LUA_REGISTRYINDEX, b);
    int tb = lua_rawget(L, idx);
    // Both named fields read at once, popped together (the usual case).
    if (ta == LUA_TNUMBER && tb == LUA_TNUMBER) {
        *x = lua_tonumberx(L, -2, NULL);
        *y = lua_tonumberx(L, -1, NULL);
        lua_settop(L, -3);
        return 1;
    }
    lua_settop(L, -3);
    return raw_index_number(L, idx, 1, x) && raw_index_number(L, idx, 2, y);
}

int rl_read_point(lua_State *L, int idx, double *x, double *y) {
    rl_state *s = state_of(L);
    return read_pair(L, idx, s->key_x, s->key_y, x, y);
}
int rl_read_size(lua_State *L, int idx, double *w, double *h) {
    rl_state *s = state_of(L);
    return read_pair(L, idx, s->key_width, s->key_height, w, h);
}

int rl_read_rect(lua_State *L, int idx, double *x, double *y, double *w, double *h) {
    if (lua_type(L, idx) != LUA_TTABLE) return 0;
    idx = lua_absindex(L, idx);
    rl_state *s = state_of(L);
    if (raw_number(L, idx, s->key_x, x) && raw_number(L, idx, s->key_y, y)
        && raw_number(L, idx, s->key_width, w) && raw_number(L, idx, s->key_height, h)) return 1;
    return raw_index_number(L, idx, 1, x) && raw_index_number(L, idx, 2, y)
        && raw_index_number(L, idx, 3, w) && raw_index_number(L, idx, 4, h);
}

// MARK: Keys

int rl_is_valid_key(lua_State *L, int idx) {
    int type = lua_type(L, idx);
    if (type == LUA_TNIL || type == LUA_TNONE) return 0;
    if (type == LUA_TNUMBER && !lua_isinteger(L, idx)) {
        lua_Number n = lua_tonumber(L, idx);
        if (n != n) return 0;
    }
    return 1;
}

// MARK: Stand-ins for macros

int rl_registryindex(void) { return LUA_REGISTRYINDEX; }
void rl_pop(lua_State *L, int n) { lua_pop(L, n); }
const char *rl_tostring_raw(lua_State *L, int idx, size_t *len) {
    if (lua_type(L, idx) != LUA_TSTRING) { if (len) *len = 0; return NULL; }
    return lua_tolstring(L, idx, len);
}
double rl_tonumber(lua_State *L, int idx, int *isnum) { return lua_tonumberx(L, idx, isnum); }
long long rl_tointeger(lua_State *L, int idx, int *isnum) { return lua_tointegerx(L, idx, isnum); }
int rl_isnoneornil(lua_State *L, int idx) { return lua_isnoneornil(L, idx); }
void rl_pushstring(lua_State *L, const char *s, size_t len) { lua_pushlstring(L, s, len); }
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
void rl_insert_value(lua_State *L, int idx) { lua_insert(L, idx); }
void rl_remove(lua_State *L, int idx) { lua_remove(L, idx); }
void rl_pushglobaltable(lua_State *L) { lua_pushglobaltable(L); }

/* ---- respond-lua test: the runner's and the workers' isolation ---- */

#include <sys/prctl.h>
#include <sys/syscall.h>
#include <linux/capability.h>

#define RL_MAX_TRACKED 512
static volatile sig_atomic_t rl_tracked[RL_MAX_TRACKED];

static void rl_runner_on_signal(int sig) {
    for (int i = 0; i < RL_MAX_TRACKED; i++) {
        int pgid = rl_tracked[i];
        if (pgid > 0) kill(-pgid, SIGKILL);
    }
    signal(sig, SIG_DFL);
    raise(sig);
}

int rl_runner_isolate(void) {
    int result = 0;
    if (prctl(PR_SET_DUMPABLE, 0, 0, 0, 0) != 0) result = -1;
    int signals[] = {SIGINT, SIGTERM, SIGHUP};
    for (int i = 0; i < 3; i++) {
        struct sigaction action;
        memset(&action, 0, sizeof action);
        action.sa_handler = rl_runner_on_signal;
        sigemptyset(&action.sa_mask);
        if (sigaction(signals[i], &action, NULL) != 0) result = -1;
    }
    return result;
}

void rl_runner_track(int pgid, int tracked) {
    for (int i = 0; i < RL_MAX_TRACKED; i++) {
        if (tracked ? rl_tracked[i] == 0 : rl_tracked[i] == pgid) {
            rl_tracked[i] = tracked ? pgid : 0;
            return;
        }
    }
}

int rl_worker_isolate(void) {
    int result = 0;
    pid_t parent = getppid();
    if (prctl(PR_SET_PDEATHSIG, SIGKILL, 0, 0, 0) != 0 || getppid() != parent) result = -1;
    if (prctl(PR_SET_DUMPABLE, 0, 0, 0, 0) != 0) result = -1;
    /* Root passes over "not dumpable" with CAP_SYS_PTRACE: drop it, here and
     * for what the script starts. Without the capability nothing is lost. */
    if (prctl(PR_CAPBSET_READ, CAP_SYS_PTRACE, 0, 0, 0) == 1 &&
        prctl(PR_CAPBSET_DROP, CAP_SYS_PTRACE, 0, 0, 0) != 0) result = -1;
    struct __user_cap_header_struct header = {_LINUX_CAPABILITY_VERSION_3, 0};
    struct __user_cap_data_struct data[2];
    if (syscall(SYS_capget, &header, data) != 0) return -1;
    unsigned bit = 1u << (CAP_SYS_PTRACE % 32);
    int word = CAP_SYS_PTRACE / 32;
    if ((data[word].effective | data[word].permitted | data[word].inheritable) & bit) {
        data[word].effective &= ~bit;
        data[word].permitted &= ~bit;
        data[word].inheritable &= ~bit;
        if (syscall(SYS_capset, &header, data) != 0) result = -1;
    }
    return result;
}

#include <sys/random.h>

int rl_random_bytes(void *buffer, int n) {
    int got = 0;
    while (got < n) {
        ssize_t r = getrandom((char *)buffer + got, (size_t)(n - got), 0);
        if (r > 0) got += (int)r;
        else if (r < 0 && errno == EINTR) continue;
        else return -1;
    }
    return 0;
}

#include <sys/wait.h>

int rl_child_ended(int pid) {
    siginfo_t info;
    memset(&info, 0, sizeof info);
    if (waitid(P_PID, (id_t)pid, &info, WEXITED | WNOHANG | WNOWAIT) != 0) return 0;
    return info.si_pid == pid;
}
