#!/usr/bin/env python3
"""A Chinese-speaking learner at the prompt: respond-lua in a pseudo-terminal
with LANG=zh_CN.UTF-8 types a full-width comma and reads a plain message, then
asks explain and reads Chinese verdicts.

Usage: pty_chinese.py BINARY
Prints a transcript; exits 1 naming the step whose text never shows up.
"""
import os, pty, select, sys, time

binary = sys.argv[1]
pid, fd = pty.fork()
if pid == 0:
    os.environ["LANG"] = "zh_CN.UTF-8"
    os.environ.pop("LC_ALL", None)
    os.environ.pop("LC_MESSAGES", None)
    os.environ["TERM"] = "xterm"
    os.environ["NO_COLOR"] = "1"
    os.environ["RESPOND_LUA_HISTORY"] = "/dev/null"
    os.execv(binary, [binary])

buffer = b""

def read_until(text, timeout=10.0):
    global buffer
    deadline = time.time() + timeout
    while text.encode() not in buffer:
        left = deadline - time.time()
        if left <= 0:
            return False
        ready, _, _ = select.select([fd], [], [], left)
        if ready:
            try:
                chunk = os.read(fd, 4096)
            except OSError:
                return False
            if not chunk:
                return False
            buffer += chunk
    return True

def step(name, keys, expect):
    global buffer
    buffer = b""
    os.write(fd, keys.encode())
    if not read_until(expect):
        print(f"FAILED at step '{name}': never saw {expect!r}; got {buffer.decode(errors='replace')!r}")
        os.kill(pid, 9)
        sys.exit(1)
    print(f"ok: {name}")

if not read_until("> "):
    print("FAILED: no prompt"); sys.exit(1)
step("a full-width comma is named in plain Chinese", "t = {a = 1，b = 2}\r", "第 1 行，第 11 列：'，' 是全角逗号；Lua 需要 ','")
if not read_until("'}' expected near"):
    print(f"FAILED: Lua's own message does not follow; got {buffer!r}"); sys.exit(1)
print("ok: Lua's own message follows")
step("typographic quotes too", "print(“hi”)\r", "'“' 是中文左双引号")
step("the corrected line runs", "t = {a = 1, b = 2} print(t.a + t.b)\r", "3")
step("explain speaks Chinese", "w = UIWindow{} w:makeKeyAndVisible() explain(5, 5)\r", "命中：UIWindow#1")
if not read_until("响应者链：UIWindow#1 → UIApplication"):
    print(f"FAILED: no chain in Chinese; got {buffer.decode(errors='replace')!r}"); sys.exit(1)
print("ok: and names the chain")
os.write(fd, b"os.exit(0)\r")
time.sleep(0.3)
print("ok: done")
