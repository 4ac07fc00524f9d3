#!/usr/bin/env python3
"""Runs a command in a pseudo-terminal, answers its question, prints what it said.

Usage: pty_answer.py ANSWER COMMAND [ARGS...]
Waits for "[y/N]" (at most 10 s), types ANSWER and return, reads the rest, prints
the transcript and then "exit status: N" with the command's exit status.
"""
import os, pty, select, sys, time

answer, command = sys.argv[1], sys.argv[2:]
pid, fd = pty.fork()
if pid == 0:
    os.execv(command[0], command)

def read_until(text, timeout=10.0):
    got = b""
    deadline = time.time() + timeout
    while text is None or text.encode() not in got:
        left = deadline - time.time()
        if left <= 0:
            break
        ready, _, _ = select.select([fd], [], [], left)
        if not ready:
            break
        try:
            chunk = os.read(fd, 4096)
        except OSError:
            break
        if not chunk:
            break
        got += chunk
    return got

transcript = read_until("[y/N]")
if b"[y/N]" in transcript:
    os.write(fd, (answer + "\r").encode())
    transcript += read_until(None)
_, status = os.waitpid(pid, 0)
sys.stdout.write(transcript.decode(errors="replace"))
print("\nexit status: %d" % os.waitstatus_to_exitcode(status))
