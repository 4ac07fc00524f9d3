#!/usr/bin/env python3
"""Runs a command in a pseudo-terminal, answers its question, prints what it said.

Usage: pty_answer.py ANSWER COMMAND [ARGS...]
Waits for "[y/N]" (at most 10 s), types ANSWER and return, reads the rest, prints
the transcript and then "exit status: N" with the command's exit status.
"""
import sys
from terminal import Terminal

answer, command = sys.argv[1], sys.argv[2:]
t = Terminal(command)
if t.read_until("[y/N]"):
    t.type(answer + "\r")
    t.read_until(None)
status = t.wait()
sys.stdout.write(t.buffer.decode(errors="replace"))
print("\nexit status: %d" % status)
