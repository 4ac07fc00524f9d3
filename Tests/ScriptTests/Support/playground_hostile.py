#!/usr/bin/env python3
"""Attacks the playground's server as a stranger and as a page, and checks after
each attack that the server still answers a page (the page with its token, and
a WebSocket round trip).

    playground_hostile.py --server .build/debug/respond-lua-play --script scripts/examples/14_single_vs_double_tap.lua \
        [--only NAME,...] [--server-args "--request-seconds 2"]

Everything goes to 127.0.0.1 only; every socket has a timeout, and every wait a
bound, so the script stops by itself. It prints one JSON object: for each case
what was expected, what happened, and whether the page was still served after
it; it exits 0 when every case went as expected, 1 when not.

Cases:
  long-header     a 1 MB header line: answered 431 (NIO's parser stops at the limit)
  repeated-host   two Host headers, both the server's own: 403
  repeated-origin two Origin headers, both the server's own: 403
  big-frame       a WebSocket frame announcing 100 MB: closed with 1009 from its header
  idle-flood      150 idle connections to a server whose descriptors run out (ulimit -n 64):
                  each is closed by the server, and the page is served after
  hang            a line that never returns in C (string.rep): the page is told, another
                  page is served meanwhile, Reload gives a fresh engine
  crash           a line that crashes its engine (SIGSEGV), one that calls os.exit, and Lua
                  5.4.4's coroutine.close bug: the page is told, Reload gives a fresh engine
  big-output      a line printing 10 MB: the page receives its head and tail, and what was cut
  no-reader       a page that asks for 40 MB of messages and reads none: it is dropped (its
                  connection closed, its engine ended); give the server --page-backlog-mb 2
  slowloris       400 token-less connections that send a head a byte a second, reopened when
                  closed, on a server of its own with the default limits: meanwhile a page
                  loads (its three files, its WebSocket, a line of Lua), twice
  stranger-deadline  a token-less connection that sends nothing, and one that sends half a
                  head: each is closed at the strangers' head deadline (2 s), well before the
                  request deadline (10 s)
  stranger-cap    a silent token-less connection, then 32 that send half a head, then one more
                  (on a server of its own whose strangers have 30 s for their heads): the
                  cap of 32 closes two slow ones, not the silent one nor the newest
  memory          a Lua line that allocates without bound, on a server of its own without
                  --max-memory: it ends at the default limit, the page is told in words, and
                  Reload gives a fresh engine
"""
import argparse
import base64
import json
import os
import shlex
import selectors
import socket
import struct
import sys
import threading
import time

import playground_server
from playground_server import stop

BOUND = 60  # seconds: no wait below goes longer
SERVER = {}


def start(server, script, extra, fd_limit=None):
    """The server running `script`, its port and its token."""
    process, url = playground_server.start([server, "--script", script] + extra, fd_limit=fd_limit)
    return (process,) + playground_server.address(url)


def connect(port, timeout=20):
    s = socket.create_connection(("127.0.0.1", port), timeout=timeout)
    return s


def read_response(s):
    """The status of an HTTP response (0 when the connection closed without one)."""
    data = b""
    while b"\r\n" not in data:
        try:
            chunk = s.recv(65536)
        except (ConnectionResetError, BrokenPipeError):
            break
        if not chunk:
            break
        data += chunk
    try:
        return int(data.split(b"\r\n")[0].split(b" ")[1]), data
    except (IndexError, ValueError):
        return 0, data


def request(port, lines, timeout=20):
    s = connect(port, timeout)
    try:
        s.sendall(("\r\n".join(lines) + "\r\n\r\n").encode())
        status, _ = read_response(s)
        return status
    except OSError as error:
        return "error: %s" % error
    finally:
        s.close()


class WebSocket:
    def __init__(self, port, token, timeout=20, receive_buffer=None):
        if receive_buffer:
            self.sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
            self.sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, receive_buffer)
            self.sock.settimeout(timeout)
            self.sock.connect(("127.0.0.1", port))
        else:
            self.sock = connect(port, timeout)
        key = base64.b64encode(os.urandom(16)).decode()
        self.sock.sendall(("GET /ws?token=%s HTTP/1.1\r\nHost: 127.0.0.1:%d\r\nUpgrade: websocket\r\n"
                           "Connection: Upgrade\r\nSec-WebSocket-Key: %s\r\nSec-WebSocket-Version: 13\r\n"
                           "Origin: http://127.0.0.1:%d\r\n\r\n" % (token, port, key, port)).encode())
        self.buffer = b""
        while b"\r\n\r\n" not in self.buffer:
            chunk = self.sock.recv(65536)
            if not chunk:
                raise EOFError("closed during the upgrade")
            self.buffer += chunk
        head, self.buffer = self.buffer.split(b"\r\n\r\n", 1)
        if b" 101 " not in head.split(b"\r\n")[0]:
            raise EOFError("the upgrade was refused: %r" % head[:80])
        self.seq = 0

    def send(self, message):
        self.seq += 1
        message["seq"] = self.seq
        self.send_frame(0x1, json.dumps(message).encode())
        return self.seq

    def send_frame(self, opcode, data):
        mask = os.urandom(4)
        n = len(data)
        if n < 126:
            header = bytes([0x80 | opcode, 0x80 | n])
        elif n < 65536:
            header = bytes([0x80 | opcode, 0x80 | 126]) + struct.pack(">H", n)
        else:
            header = bytes([0x80 | opcode, 0x80 | 127]) + struct.pack(">Q", n)
        self.sock.sendall(header + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(data)))

    def _need(self, n):
        while len(self.buffer) < n:
            chunk = self.sock.recv(1 << 20)
            if not chunk:
                raise EOFError("the server closed the WebSocket")
            self.buffer += chunk

    def frame(self):
        """(opcode, payload) of the next whole message (continuations joined)."""
        payload, first = b"", None
        while True:
            self._need(2)
            fin, opcode, length, offset = self.buffer[0] & 0x80, self.buffer[0] & 0x0F, self.buffer[1] & 0x7F, 2
            if length == 126:
                self._need(4)
                length, offset = struct.unpack(">H", self.buffer[2:4])[0], 4
            elif length == 127:
                self._need(10)
                length, offset = struct.unpack(">Q", self.buffer[2:10])[0], 10
            self._need(offset + length)
            data = self.buffer[offset:offset + length]
            self.buffer = self.buffer[offset + length:]
            if opcode in (0x9, 0xA):   # ping, pong: not a message
                continue
            if opcode == 0x8:
                return opcode, data
            first = opcode if first is None else first
            payload += data
            if fin:
                return first, payload

    def receive(self):
        opcode, payload = self.frame()
        if opcode == 0x8:
            raise EOFError("the server closed the WebSocket (%r)" % payload[:2])
        return json.loads(payload)

    def until(self, condition, bound=BOUND):
        deadline = time.time() + bound
        while time.time() < deadline:
            message = self.receive()
            if condition(message):
                return message
        raise TimeoutError("no such message within %d s" % bound)

    def close(self):
        try:
            self.sock.close()
        except OSError:
            pass


def serves_a_page(port, token):
    """The page with its token, and a WebSocket round trip (hello, then a line of Lua)."""
    try:
        page = request(port, ["GET /?token=%s HTTP/1.1" % token, "Host: 127.0.0.1:%d" % port])
        ws = WebSocket(port, token)
        try:
            ws.send({"op": "hello"})
            ws.until(lambda m: m.get("type") == "state" and m.get("full"))
            ws.send({"op": "lua", "code": "return 6 * 7"})
            answer = ws.until(lambda m: m.get("type") == "state" and any("42" in c["text"] for c in m.get("console", [])))
        finally:
            ws.close()
        return page == 200 and answer is not None
    except (OSError, EOFError, TimeoutError, ValueError) as error:
        return "error: %s" % error


def case_long_header(port, token):
    s = connect(port)
    sent = 0
    line = b"X-Long: " + b"a" * (1 << 20)
    try:
        s.sendall(("GET /?token=%s HTTP/1.1\r\nHost: 127.0.0.1:%d\r\n" % (token, port)).encode())
        for i in range(0, len(line), 16384):
            s.sendall(line[i:i + 16384])
            sent += 16384
    except OSError:
        pass   # the server answered and closed before the whole line was sent
    status, _ = read_response(s)
    s.close()
    return {"expected": 431, "got": status, "bytesSentBeforeTheAnswer": sent, "ok": status == 431}


def case_repeated_host(port, token):
    host = "Host: 127.0.0.1:%d" % port
    twice = request(port, ["GET /?token=%s HTTP/1.1" % token, host, host])
    other = request(port, ["GET /?token=%s HTTP/1.1" % token, "Host: evil.example:%d" % port, host])
    return {"expected": [403, 403], "got": [twice, other], "ok": twice == 403 and other == 403}


def case_repeated_origin(port, token):
    host = "Host: 127.0.0.1:%d" % port
    origin = "Origin: http://127.0.0.1:%d" % port
    twice = request(port, ["GET /?token=%s HTTP/1.1" % token, host, origin, origin])
    other = request(port, ["GET /?token=%s HTTP/1.1" % token, host, "Origin: http://evil.example", origin])
    return {"expected": [403, 403], "got": [twice, other], "ok": twice == 403 and other == 403}


def case_big_frame(port, token):
    ws = WebSocket(port, token)
    try:
        # A text frame announcing 100 MB, then a few bytes of it: never the rest.
        ws.sock.sendall(bytes([0x81, 0x80 | 127]) + struct.pack(">Q", 100 << 20) + os.urandom(4) + b"x" * 1000)
        code = None
        deadline = time.time() + BOUND
        while time.time() < deadline:
            opcode, payload = ws.frame()
            if opcode == 0x8:
                code = struct.unpack(">H", payload[:2])[0] if len(payload) >= 2 else 0
                break
        return {"expected": 1009, "got": code, "ok": code == 1009}
    except (OSError, EOFError) as error:
        return {"expected": 1009, "got": "error: %s" % error, "ok": False}
    finally:
        ws.close()


def case_idle_flood(server, script, extra):
    """A server of its own, with 64 descriptors: the flood makes accept() fail."""
    process, port, token = start(server, script, extra, fd_limit=64)
    try:
        sockets = []
        for i in range(150):
            try:
                s = socket.create_connection(("127.0.0.1", port), timeout=5)
                if i % 2:
                    s.sendall(b"GET /?token=")   # a head that never ends
                sockets.append(s)
            except OSError:
                break
        opened = len(sockets)
        closed_by_server = 0
        deadline = time.time() + BOUND
        for s in sockets:
            s.settimeout(max(0.1, deadline - time.time()))
            try:
                while s.recv(65536):
                    pass
                closed_by_server += 1
            except ConnectionResetError:
                closed_by_server += 1
            except OSError:
                pass
            s.close()
        served = serves_a_page(port, token)
        alive = process.poll() is None
    finally:
        stop(process)
    # Accept backs off while descriptors are out: the listener never stops.
    restarts = process.stderr.read().count("listening again")
    return {"opened": opened, "closedByTheServer": closed_by_server, "servedAfter": served, "serverAlive": alive,
            "listenerRestarts": restarts,
            "ok": opened > 0 and closed_by_server == opened and served is True and alive and restarts == 0}


def fetch(port, path, token, timeout):
    """The status of GET `path` with the token, on a connection of its own (as a
    browser's first requests come)."""
    return request(port, ["GET %s?token=%s HTTP/1.1" % (path, token), "Host: 127.0.0.1:%d" % port], timeout)


def page_load(port, token, timeout=10):
    """What a browser does to open the page: the page and its two files, its
    WebSocket, a line of Lua; every step within `timeout` seconds. True, or what
    went wrong; and the seconds it took."""
    started = time.time()
    try:
        for path in ("/", "/playground.js", "/playground.css"):
            status = fetch(port, path, token, timeout)
            if status != 200:
                return "%s: %s" % (path, status), round(time.time() - started, 2)
        ws = WebSocket(port, token, timeout=timeout)
        try:
            ws.send({"op": "hello"})
            ws.until(lambda m: m.get("type") == "state" and m.get("full"), bound=timeout)
            ws.send({"op": "lua", "code": "return 6 * 7"})
            ws.until(lambda m: m.get("type") == "state" and any("42" in c["text"] for c in m.get("console", [])),
                     bound=timeout)
        finally:
            ws.close()
        return True, round(time.time() - started, 2)
    except (OSError, EOFError, TimeoutError, ValueError) as error:
        return "error: %s" % error, round(time.time() - started, 2)


class SlowFlood(threading.Thread):
    """`count` token-less connections to 127.0.0.1:`port`, each sending a head
    that never ends, a byte a second; a connection the server closes is opened
    again (at most `reopen_rate` a second), until `stop()` or `bound` seconds."""

    def __init__(self, port, count=400, bound=45, reopen_rate=400):
        super().__init__(daemon=True)
        self.port, self.count, self.bound, self.reopen_rate = port, count, bound, reopen_rate
        self.halt = threading.Event()
        self.lock = threading.Lock()
        self.opened = 0
        self.closed_by_server = 0
        self.connected = 0

    def stop(self):
        self.halt.set()
        self.join(self.bound + 10)

    def _open(self, selector, sockets):
        s = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        s.setblocking(False)
        s.connect_ex(("127.0.0.1", self.port))
        sockets[s] = {"sent": False, "next": time.time()}
        selector.register(s, selectors.EVENT_READ)
        with self.lock:
            self.opened += 1

    def run(self):
        selector = selectors.DefaultSelector()
        sockets = {}
        deadline = time.time() + self.bound
        head = ("GET /?page=1 HTTP/1.1\r\nHost: 127.0.0.1:%d\r\nX-Slow: " % self.port).encode()
        try:
            for _ in range(self.count):
                self._open(selector, sockets)
            owed, last = 0.0, time.time()
            while not self.halt.is_set() and time.time() < deadline:
                now = time.time()
                owed = min(self.reopen_rate, owed + (now - last) * self.reopen_rate)
                last = now
                # A byte a second from each open connection (its first bytes at once).
                connected = 0
                for s, state in sockets.items():
                    if now < state["next"]:
                        connected += state["sent"]
                        continue
                    try:
                        s.send(b"a" if state["sent"] else head)
                        state["sent"] = True
                        connected += 1
                    except (BlockingIOError, InterruptedError):
                        pass
                    except OSError:
                        pass   # not connected yet, or closed: the selector says which
                    state["next"] = now + 1
                with self.lock:
                    self.connected = connected
                # Connections the server closed, opened again.
                for key, _ in selector.select(timeout=0.05):
                    s = key.fileobj
                    try:
                        data = s.recv(4096)
                    except (BlockingIOError, InterruptedError):
                        continue
                    except OSError:
                        data = b""
                    if data:
                        continue   # an answer (403, 408): the close follows
                    selector.unregister(s)
                    del sockets[s]
                    s.close()
                    with self.lock:
                        self.closed_by_server += 1
                while len(sockets) < self.count and owed >= 1 and not self.halt.is_set():
                    self._open(selector, sockets)
                    owed -= 1
        finally:
            for s in list(sockets):
                selector.unregister(s)
                s.close()
            selector.close()

    def counts(self):
        with self.lock:
            return {"opened": self.opened, "closedByTheServer": self.closed_by_server, "sendingAtTheTime": self.connected}


def case_slowloris(server, script, extra):
    """`slowloris_once`, and once more when it fails: CI once found the case's
    server refusing every connection from its start (the flood's and the page's
    alike, which is not what this case is about); what the first attempt saw
    is kept in the outcome (`firstAttempt`), and the test prints it."""
    outcome = slowloris_once(server, script)
    if outcome["ok"]:
        return outcome
    again = slowloris_once(server, script)
    again["firstAttempt"] = outcome
    return again


def slowloris_once(server, script):
    """A server of its own with the default limits (a 10 s request deadline): 400
    slow token-less connections, held and reopened; meanwhile a page loads, twice."""
    process, port, token = start(server, script, [])
    flood = SlowFlood(port)
    try:
        flood.start()
        time.sleep(4)   # every connection open, and the server's cap full if it has one for them
        during = flood.counts()
        first, first_seconds = page_load(port, token)
        second, second_seconds = page_load(port, token)
        after = flood.counts()
        flood.stop()
        served = serves_a_page(port, token)
        alive = process.poll() is None
    finally:
        flood.halt.set()
        stop(process)
    ok = first is True and second is True and during["opened"] >= 400 and served is True and alive
    outcome = {"flood": during, "floodAfter": after, "pageLoads": [first, second],
               "pageLoadSeconds": [first_seconds, second_seconds], "servedAfter": served, "ok": ok}
    if not ok:
        # What the server said (the listener stopping, a crash), for the failure's reader.
        outcome["serverAlive"] = alive
        outcome["serverStatus"] = process.returncode
        outcome["serverSaid"] = process.stderr.read()[-4000:]
    return outcome


def case_stranger_deadline(server, script, extra):
    """A server of its own with the default limits (a 10 s request deadline): a
    token-less connection that sends nothing, one that sends half a head (the
    token among it): the seconds until the server closes each."""
    process, port, token = start(server, script, [])

    def closed_after(first_bytes):
        s = connect(port, timeout=BOUND)
        started = time.time()
        try:
            if first_bytes:
                s.sendall(first_bytes)
            while s.recv(65536):
                pass
        except ConnectionResetError:
            pass
        except OSError as error:
            return "error: %s" % error
        finally:
            s.close()
        return round(time.time() - started, 2)
    try:
        silent = closed_after(b"")
        half = closed_after(("GET /?token=%s HTTP/1.1\r\nHost: 127.0.0.1:%d\r\n" % (token, port)).encode())
        served = serves_a_page(port, token)
    finally:
        stop(process)
    ok = all(isinstance(t, float) and 1.5 <= t < 6 for t in (silent, half))
    return {"silentClosedAfter": silent, "halfHeadClosedAfter": half, "servedAfter": served, "ok": ok}

def peak_megabytes(pid):
    """The most memory a process has held (VmHWM), in MB; 0 when unknown."""
    try:
        with open("/proc/%d/status" % pid) as f:
            for line in f:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1]) // 1024
    except (OSError, ValueError, IndexError):
        pass
    return 0


def memory_line(server, script, arguments, limit):
    """On a server of its own with `arguments`: a Lua line that would hold 1 GB
    (1,024 strings of 1 MB) ends at `limit` MB; the page is told which limit
    stopped its engine, in the console and in the state's stop reason; the
    next line is refused; Reload gives a fresh engine."""
    process, port, token = start(server, script, arguments)
    ws = None
    try:
        ws = WebSocket(port, token)
        ws.send({"op": "hello"})
        ws.until(lambda m: m.get("type") == "state" and m.get("full"))
        engine = sorted(workers(process.pid))
        seq = ws.send({"op": "lua", "code": 'local s, t = string.rep("x", 1 << 20), {} '
                                            'for i = 1, 1024 do t[i] = s .. i end return #t'})
        answer = ws.until(lambda m: m.get("seq") == seq and m.get("type") in ("state", "notice"))
        peak = max((peak_megabytes(pid) for pid in engine), default=0)
        errors = "".join(c["text"] for c in answer.get("console", []) if c["kind"] == "err") \
            if answer["type"] == "state" else answer["text"]
        stopped, reason = answer.get("stopped") is True, answer.get("stopReason") or ""
        seq = ws.send({"op": "lua", "code": "return 1"})
        after = ws.until(lambda m: m.get("seq") == seq and m.get("type") in ("state", "notice"))
        refused = "".join(c["text"] for c in after.get("console", []) if c["kind"] == "err")
        ws.send({"op": "reload"})
        ws.until(lambda m: m.get("type") == "state" and m.get("full"))
        ws.send({"op": "lua", "code": "return 6 * 7"})
        fresh = ws.until(lambda m: m.get("type") == "state" and any("42" in c["text"] for c in m.get("console", [])))
        served = serves_a_page(port, token)
    except (OSError, EOFError, TimeoutError) as error:
        return {"ok": False, "got": "error: %s" % error}
    finally:
        if ws:
            ws.close()
        stop(process)
    said = "stopped: the engine reached its memory limit of %d MB (--max-memory sets another); " \
           "Reload gives a fresh engine" % limit
    ok = (("memory limit of %d MB reached" % limit) in errors and said in errors and reason == said and stopped
          and "stopped by a limit" in refused and fresh is not None and 0 < peak < limit + 300 and served is True)
    return {"error": errors, "stopped": stopped, "stopReason": reason, "afterwards": refused, "engineMB": peak,
            "servedAfter": served, "ok": ok}


def case_memory(server, script, extra):
    """The page's default memory limit (256 MB, without --max-memory), and
    --max-memory 64 instead."""
    default = memory_line(server, script, [], 256)
    given = memory_line(server, script, ["--max-memory", "64"], 64)
    return {"default": default, "given": given, "ok": default["ok"] and given["ok"],
            "servedAfter": default.get("servedAfter") is True and given.get("servedAfter") is True}


def case_stranger_cap(server, script, extra):
    """Which strangers the cap closes: the oldest of those that sent bytes
    without a whole head, before an older one that sent nothing."""
    process, port, token = start(server, script, ["--stranger-seconds", "30"])
    sockets = []

    def closed(s):
        s.settimeout(0.05)
        try:
            return s.recv(4096) == b""
        except socket.timeout:
            return False
        except OSError:
            return True
    try:
        silent = connect(port)
        sockets.append(silent)
        time.sleep(0.5)
        slow = []
        for _ in range(32):
            s = connect(port)
            s.sendall(b"GET /?page=1 HTTP/1.1\r\nX-Slow: ")
            slow.append(s)
            sockets.append(s)
        time.sleep(1)
        newest = connect(port)
        sockets.append(newest)
        time.sleep(1)
        result = {"silentClosed": closed(silent), "slowClosed": [i for i, s in enumerate(slow) if closed(s)],
                  "newestClosed": closed(newest)}
        for s in sockets:
            s.close()
        result["servedAfter"] = serves_a_page(port, token)
    finally:
        for s in sockets:
            s.close()
        stop(process)
    # Two of the slow ones (the oldest as the server saw them: its event loops
    # may take two connections in either order).
    result["ok"] = result["silentClosed"] is False and len(result["slowClosed"]) == 2 and result["newestClosed"] is False
    return result


def case_hang(port, token):
    a, b = WebSocket(port, token), WebSocket(port, token)
    try:
        for ws in (a, b):
            ws.send({"op": "hello"})
            ws.until(lambda m: m.get("type") == "state" and m.get("full"))
        a.send({"op": "lua", "code": 'string.rep("", math.maxinteger)'})
        time.sleep(1)
        # Meanwhile another page is served.
        b.send({"op": "lua", "code": "return 6 * 7"})
        other = b.until(lambda m: m.get("type") == "state" and any("42" in c["text"] for c in m.get("console", [])))
        notice = a.until(lambda m: m.get("type") == "notice")
        a.send({"op": "lua", "code": "return 1"})
        after = a.until(lambda m: m.get("type") == "notice")
        a.send({"op": "reload"})
        fresh = a.until(lambda m: m.get("type") == "state" and m.get("full"))
        a.send({"op": "lua", "code": "return 6 * 7"})
        answer = a.until(lambda m: m.get("type") == "state" and any("42" in c["text"] for c in m.get("console", [])))
        ok = (other is not None and "time limit" in notice["text"] and "Reload" in after["text"]
              and any("reloaded from the page" in c["text"] for c in fresh.get("console", [])) and answer is not None)
        return {"notice": notice["text"], "afterwards": after["text"], "otherPageServed": other is not None, "ok": ok}
    except (OSError, EOFError, TimeoutError) as error:
        return {"ok": False, "got": "error: %s" % error}
    finally:
        a.close()
        b.close()


# The signal a crashing line sends its own engine: SIGSEGV, as Lua 5.4.4's bugs
# did; under AddressSanitizer (which takes SIGSEGV for itself and lets one that
# kill sent go by) SIGILL, which it leaves alone.
CRASH_SIGNAL = "ILL" if os.environ.get("RESPOND_LUA_SANITIZER") else "SEGV"


def case_crash(port, token):
    results = {}
    lines = {
        "signal": 'local f = io.open("/proc/self/stat") local pid = f:read("n") f:close() os.execute("kill -%s " .. pid)'
                  % CRASH_SIGNAL,
        "exit": "os.exit(3)",
        # Lua 5.4.4's coroutine.close does not count the C stack: coroutines closed through
        # nested __close handlers overflowed it (SIGSEGV; 100,000 for the engine thread's
        # 16 MB stack). The engine guards it now: the innermost close is refused with an
        # error, which the line raises again so that the page shows it.
        "close": "local cos, refusal = {}, nil for i = 1, 100000 do local co = coroutine.create(function() "
                 "local x <close> = setmetatable({}, {__close = function() if cos[i + 1] then "
                 "local ok, e = coroutine.close(cos[i + 1]) refusal = refusal or (not ok and e) end end}) "
                 "coroutine.yield() end) coroutine.resume(co) "
                 "cos[i] = co end coroutine.close(cos[1]) error(refusal or 'no refusal', 0)",
    }
    expected = {"signal": ["SIG" + CRASH_SIGNAL], "exit": ["status 3"], "close": ["C stack overflow"]}
    ok = True
    for name, code in lines.items():
        ws = WebSocket(port, token)
        try:
            ws.send({"op": "hello"})
            ws.until(lambda m: m.get("type") == "state" and m.get("full"))
            seq = ws.send({"op": "lua", "code": code})
            # The engine's end, told by the server (or, for a guarded bug, the line's error).
            answer = ws.until(lambda m: m.get("type") == "notice" or (m.get("type") == "state" and m.get("seq") == seq))
            text = answer["text"] if answer["type"] == "notice" else \
                "".join(c["text"] for c in answer.get("console", []) if c["kind"] == "err")
            ws.send({"op": "reload"})
            ws.until(lambda m: m.get("type") == "state" and m.get("full"))
            ws.send({"op": "lua", "code": "return 6 * 7"})
            ws.until(lambda m: m.get("type") == "state" and any("42" in c["text"] for c in m.get("console", [])))
            results[name] = text
            ok = ok and bool(text) and any(word in text for word in expected[name])
        except (OSError, EOFError, TimeoutError) as error:
            results[name] = "error: %s" % error
            ok = False
        finally:
            ws.close()
    results["ok"] = ok
    return results


def workers(server_pid):
    """The server's engine workers (its live child processes), by pid."""
    found = set()
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                with open("/proc/%s/stat" % entry) as f:
                    fields = f.read().rsplit(")", 1)[1].split()
                if int(fields[1]) == server_pid and fields[0] != "Z":
                    found.add(int(entry))
            except (OSError, IndexError, ValueError):
                pass
    return found


def case_no_reader(port, token):
    """A page that asks for 40 MB of messages and reads none (with a small receive
    window): dropped, its engine ended (the server is started with --page-backlog-mb 2)."""
    before = workers(SERVER["pid"])
    ws = WebSocket(port, token, receive_buffer=4096)
    try:
        ws.send({"op": "hello"})
        line = 'for i = 1, 17 do print(string.rep("y", 60000)) end'
        for _ in range(40):
            ws.send({"op": "lua", "code": line})
        # Its worker comes, and goes when the server drops the page (no reading here meanwhile).
        deadline = time.time() + BOUND
        mine = set()
        while time.time() < deadline and not mine:
            mine = workers(SERVER["pid"]) - before
            time.sleep(0.1)
        while time.time() < deadline and mine & workers(SERVER["pid"]):
            time.sleep(0.2)
        ended = bool(mine) and not (mine & workers(SERVER["pid"]))
        # What the kernel had buffered, then the end of the connection.
        ws.sock.settimeout(BOUND)
        received, closed = 0, False
        try:
            while True:
                chunk = ws.sock.recv(1 << 20)
                if not chunk:
                    closed = True
                    break
                received += len(chunk)
        except ConnectionResetError:
            closed = True
        return {"engineEnded": ended, "closed": closed, "bytesReadAfterwards": received,
                "ok": ended and closed and received < (40 << 20)}
    except (OSError, EOFError) as error:
        return {"ok": False, "got": "error: %s" % error}
    finally:
        ws.close()


def case_big_output(port, token):
    ws = WebSocket(port, token)
    try:
        ws.send({"op": "hello"})
        ws.until(lambda m: m.get("type") == "state" and m.get("full"))
        ws.send({"op": "lua", "code": 'print("head" .. string.rep("x", 10 * 1024 * 1024) .. "tail")'})
        message = ws.until(lambda m: m.get("type") == "state"
                           and any(c["kind"] == "out" and c["text"].startswith("head") for c in m.get("console", [])))
        text = "".join(c["text"] for c in message["console"] if c["kind"] == "out")
        ok = len(text) < (1 << 20) and text.startswith("head") and "tail" in text and "cut" in text
        return {"consoleBytes": len(text), "ok": ok}
    except (OSError, EOFError, TimeoutError) as error:
        return {"ok": False, "got": "error: %s" % error}
    finally:
        ws.close()


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--server", required=True)
    parser.add_argument("--script", required=True)
    parser.add_argument("--only", default="")
    parser.add_argument("--server-args", default="")
    args = parser.parse_args()
    extra = shlex.split(args.server_args)
    only = set(filter(None, args.only.split(",")))
    cases = [("long-header", case_long_header), ("repeated-host", case_repeated_host),
             ("repeated-origin", case_repeated_origin), ("big-frame", case_big_frame),
             ("hang", case_hang), ("crash", case_crash), ("big-output", case_big_output),
             ("no-reader", case_no_reader)]
    report = {}
    process, port, token = start(args.server, args.script, extra)
    SERVER["pid"] = process.pid
    try:
        report["before"] = serves_a_page(port, token)
        for name, case in cases:
            if only and name not in only:
                continue
            started = time.time()
            try:
                result = case(port, token)
            except (OSError, EOFError, TimeoutError) as error:
                result = {"ok": False, "got": "error: %s" % error}
            result["servedAfter"] = serves_a_page(port, token) if process.poll() is None else "the server is gone"
            result["seconds"] = round(time.time() - started, 2)
            report[name] = result
    finally:
        stop(process)
    # The cases with a server of their own.
    for name, case in (("idle-flood", case_idle_flood), ("slowloris", case_slowloris),
                       ("stranger-deadline", case_stranger_deadline), ("stranger-cap", case_stranger_cap),
                       ("memory", case_memory)):
        if only and name not in only:
            continue
        started = time.time()
        try:
            report[name] = case(args.server, args.script, extra)
        except (OSError, EOFError, TimeoutError, SystemExit) as error:
            report[name] = {"ok": False, "got": "error: %s" % error}
        report[name]["seconds"] = round(time.time() - started, 2)
    failed = [name for name, r in report.items() if isinstance(r, dict)
              and not (r.get("ok") and r.get("servedAfter", True) is True)]
    report["failed"] = failed
    print(json.dumps(report, indent=1))
    sys.exit(1 if failed or report.get("before") is not True else 0)


if __name__ == "__main__":
    main()
