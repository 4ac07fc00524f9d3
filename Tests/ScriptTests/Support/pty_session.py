#!/usr/bin/env python3
"""Drives respond-lua's prompt in a pseudo-terminal, as a person would.

Usage: pty_session.py BINARY HISTORY_FILE
Sends keystrokes, waits for the output each step expects, and prints a
transcript; exits 1 (naming the step) if an expected text never shows up.
"""
import os, pty, select, sys, time

binary, history = sys.argv[1], sys.argv[2]
pid, fd = pty.fork()
if pid == 0:
    os.environ["RESPOND_LUA_HISTORY"] = history
    os.environ["TERM"] = "xterm"
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
step("an expression prints its value", 'v = UIView{name = "card", frame = {0, 0, 10, 10}}\rv\r', 'UIView "card" (0,0,10,10)')
# Completions are checked by running the completed line.
step("tab completes to the common prefix", "UIVi\tController\r", "class UIViewController")
step("a unique completion is taken", "UIWin\t\r", "class UIWindow")
step("members of engine objects complete", "v.fra\t\r", "(0,0,10,10)")
step("inherited properties complete", "v.isFirstRes\t\r", "false")
step("methods after a colon", "v:becomeFirst\t()\r", "false")
step("a statement continues on the next line", "for i = 1, 2 do\r", ">> ")
step("and runs when complete", "print(i * 10) end\r", "20")
step("errors do not end the session", "error('oops')\r", "stdin:1: oops")
step("Ctrl-C stops a runaway statement", "while true do end\r", "")
time.sleep(0.3)
os.write(fd, b"\x03")
if not read_until("interrupted"):
    print("FAILED: Ctrl-C did not interrupt"); sys.exit(1)
print("ok: interrupted")
step("the session goes on", "1 + 1\r", "2")

def interrupt(name, statement):
    step(name, statement + "\r", "")
    time.sleep(0.3)
    os.write(fd, b"\x03")
    if not read_until("interrupted"):
        print(f"FAILED at step '{name}': Ctrl-C did not interrupt; got {buffer.decode(errors='replace')!r}")
        os.kill(pid, 9)
        sys.exit(1)
    print(f"ok: {name}")

interrupt("Ctrl-C stops a loop inside a coroutine", "coroutine.wrap(function() while true do end end)()")
step("and the next statement runs", "2 + 2\r", "4")
interrupt("Ctrl-C stops a loop inside a finalizer",
          "setmetatable({}, {__gc = function() while true do end end}); collectgarbage()")
step("and the next statement runs again", "3 + 3\r", "6")
step("Ctrl-C on a half-typed line clears it", "half typed", "half typed")
os.write(fd, b"\x03")
time.sleep(0.2)
step("and the prompt stays", "5 + 5\r", "10")
step("an unfinished statement", "for i = 1, 3 do\r", ">> ")
os.write(fd, b"\x03")
time.sleep(0.2)
step("is dropped by Ctrl-C", "6 + 6\r", "12")
step(":tree works", ":tree\r", "(no windows)")
step(":quit leaves", ":quit\r", "")
os.waitpid(pid, 0)
with open(history) as f:
    lines = f.read().replace("\\040", " ")
if "while true do end" not in lines:
    print("FAILED: history not kept"); sys.exit(1)
print("ok: history kept")
