#!/usr/bin/env python3
"""A Chinese-speaking learner at the prompt: respond-lua in a pseudo-terminal
with LANG=zh_CN.UTF-8 types a full-width comma and reads a plain message, then
asks explain and reads Chinese verdicts.

Usage: pty_chinese.py BINARY
Prints a transcript; exits 1 naming the step whose text never shows up.
"""
import sys, time
from terminal import Terminal

binary = sys.argv[1]
t = Terminal([binary], unset=["LC_ALL", "LC_MESSAGES"],
             env={"LANG": "zh_CN.UTF-8", "TERM": "xterm", "NO_COLOR": "1", "RESPOND_LUA_HISTORY": "/dev/null"})
t.expect("> ")
t.step("a full-width comma is named in plain Chinese", "t = {a = 1，b = 2}\r", "第 1 行，第 11 列：'，' 是全角逗号；Lua 需要 ','")
t.expect("'}' expected near", "Lua's own message follows")
t.step("typographic quotes too", "print(“hi”)\r", "'“' 是中文左双引号")
t.step("the corrected line runs", "t = {a = 1, b = 2} print(t.a + t.b)\r", "3")
t.step("explain speaks Chinese", "w = UIWindow{} w:makeKeyAndVisible() explain(5, 5)\r", "命中：UIWindow#1")
t.expect("响应者链：UIWindow#1 → UIApplication", "and names the chain")
t.type("os.exit(0)\r")
time.sleep(0.3)
print("ok: done")
