#!/usr/bin/env python3
"""Runs a command that does not end by itself (a server) in a pseudo-terminal
until it says TEXT, then stops it.

Usage: pty_until.py TEXT COMMAND [ARGS...]
Prints what the command said; exits 0 once TEXT showed up (within 10 s), 1 if
it never did.
"""
import sys
from terminal import Terminal

text, command = sys.argv[1], sys.argv[2:]
t = Terminal(command)
seen = t.read_until(text)
t.close()
sys.stdout.write(t.buffer.decode(errors="replace"))
sys.exit(0 if seen else 1)
