"""A program in a pseudo-terminal, driven as a person would drive it: the one
helper the pty_*.py tests share.

    t = Terminal([binary], env={"LANG": "zh_CN.UTF-8"}, unset=["LC_ALL"])
    t.expect("> ")                      # wait for the prompt
    t.step("it adds", "1 + 1\r", "2")   # type, then wait for the answer
    t.close()

`step` and `expect` print "ok: NAME" or print what was seen instead, kill the
program and exit 1: a test reads the transcript.
"""
import os, pty, select, sys, time


class Terminal:
    def __init__(self, argv, env=None, unset=()):
        self.pid, self.fd = pty.fork()
        if self.pid == 0:
            for name in unset:
                os.environ.pop(name, None)
            os.environ.update(env or {})
            os.execv(argv[0], argv)
        # What the program wrote since the last step began.
        self.buffer = b""

    def read_until(self, text, timeout=10.0):
        """Reads until `text` shows up (True) or `timeout` seconds pass, the
        program ends or closes the terminal (False). With text None, reads until
        then."""
        deadline = time.time() + timeout
        while text is None or text.encode() not in self.buffer:
            left = deadline - time.time()
            if left <= 0:
                return False
            ready, _, _ = select.select([self.fd], [], [], left)
            if not ready:
                return False
            try:
                chunk = os.read(self.fd, 4096)
            except OSError:
                return False
            if not chunk:
                return False
            self.buffer += chunk
        return True

    def type(self, keys):
        os.write(self.fd, keys.encode() if isinstance(keys, str) else keys)

    def fail(self, message):
        print(f"FAILED: {message}; got {self.buffer.decode(errors='replace')!r}")
        try:
            os.kill(self.pid, 9)
        except ProcessLookupError:
            pass
        sys.exit(1)

    def expect(self, text, name=None, timeout=10.0):
        """Waits for `text` in what is already there and what comes."""
        if not self.read_until(text, timeout):
            self.fail(f"{name or 'waiting'}: never saw {text!r}")
        if name:
            print(f"ok: {name}")

    def step(self, name, keys, expect):
        """Types `keys` and waits for `expect` in what follows."""
        self.buffer = b""
        self.type(keys)
        if not self.read_until(expect):
            self.fail(f"at step '{name}': never saw {expect!r}")
        print(f"ok: {name}")

    def interrupt(self, name, statement):
        """Runs a statement that never ends, then Ctrl-C stops it."""
        self.step(name, statement + "\r", "")
        time.sleep(0.3)
        self.type(b"\x03")
        if not self.read_until("interrupted"):
            self.fail(f"at step '{name}': Ctrl-C did not interrupt")
        print(f"ok: {name}")

    def wait(self):
        """The program's exit status, once it ended."""
        _, status = os.waitpid(self.pid, 0)
        return os.waitstatus_to_exitcode(status)

    def close(self):
        try:
            os.kill(self.pid, 9)
        except ProcessLookupError:
            pass
        os.waitpid(self.pid, 0)
