#!/usr/bin/env python3
"""Runs batches of random programs (scripts/fuzz/gen.py) under respond-lua with
--check-invariants, --max-instructions and --max-memory, and reports failures.

    scripts/fuzz/run.py [--count N | --seconds S] [--start SEED] [-j JOBS] [--batch B]
                        [--binary PATH] [--failures DIR] ...

Programs run many to a process: each batch is one `respond-lua test -v FILES`,
which runs every file in a fresh runtime in-process (a few ms each instead of a
process start). `--jobs` batches run at once. A process that dies (a signal) or
stops making progress is killed; the first program of its batch without a
result is the culprit, is run again alone to confirm, and the rest of the
batch goes on in a new process.

A program that ends with an ordinary error or a limit is fine. A failure is:
- a crash: the process ended by a signal;
- a hang: no result within --stall seconds (the in-process watchdog,
  --timeout, should have stopped it first), or a result saying "timed out";
- an invariant violation: a line `invariant violated: ...`;
- an error not located as `file:line: message`: the program's own check of
  what pcall caught (a line starting `UNLOCATED`), or an uncaught error
  reported otherwise;
- nondeterminism: every --recheck-every'th program runs a second time, in
  another process, and must print the same bytes.

Each failure prints its seed and category, and its program is saved under
--failures (default .build/fuzz-failures) as fz-SEED.lua with fz-SEED.txt
(what happened, and the command that replays it). Replay one with

    respond-lua --check-invariants --max-instructions 2000000 --max-memory 64 .build/fuzz-failures/fz-SEED.lua

(add --sandbox if its .txt says so) or regenerate it: scripts/fuzz/gen.py SEED.
Exit status: 0 no failure, 1 failures, 2 usage or set-up errors.
"""

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
import collections
import itertools
import time
import xml.etree.ElementTree as ET

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import gen  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


class Batch:
    def __init__(self, number, seeds, sandbox, recheck=False):
        self.number = number
        self.seeds = seeds
        self.sandbox = sandbox
        self.recheck = recheck      # a second run of programs, to compare
        self.directory = None
        self.process = None
        self.out_path = None
        self.junit_path = None
        self.last_progress = 0.0
        self.seen = 0


class Runner:
    def __init__(self, args):
        self.args = args
        self.binary = os.path.abspath(args.binary)
        self.registry = gen.parse_registry(gen.registry_text(self.binary))
        self.work = tempfile.mkdtemp(prefix="respond-lua-fuzz-")
        self.failures_dir = os.path.abspath(args.failures)
        self.failures = []
        self.programs = 0
        self.outputs = {}           # seed -> block text, for the recheck
        self.rechecked = 0
        self.launches = 0
        self.dir_seeds = {}         # batch directory -> its seeds
        self.recheck_seeds = set()
        self.last_report = 0.0
        self.start_time = time.monotonic()

    # -- the options of one process ---------------------------------------
    def options(self, sandbox):
        out = ["--check-invariants", "--max-instructions", str(self.args.max_instructions),
               "--max-memory", str(self.args.max_memory)]
        if sandbox:
            out.append("--sandbox")
        return out

    def command(self, batch, files):
        cmd = [self.binary, "test", "-v", "--timeout", str(self.args.timeout), "--junit", batch.junit_path]
        cmd += self.options(batch.sandbox)
        return cmd + ["--"] + files

    # -- generating --------------------------------------------------------
    def path(self, batch, seed):
        return os.path.join(batch.directory, "fz-%d.lua" % seed)

    def write_batch(self, batch):
        batch.directory = os.path.join(self.work, "b%d" % batch.number)
        os.makedirs(batch.directory, exist_ok=True)
        for seed in batch.seeds:
            if self.args.recheck_every and seed % self.args.recheck_every == 0:
                self.recheck_seeds.add(seed)
            with open(self.path(batch, seed), "w", encoding="utf-8") as f:
                f.write(gen.generate(seed, self.registry))

    # -- reading results ---------------------------------------------------
    HEADER = re.compile(r"^(ok    |FAIL  )(.*/fz-(\d+)\.lua)$")

    def blocks(self, batch):
        """(seed, passed, block text) of each program reported so far, in order."""
        with open(batch.out_path, "rb") as f:
            text = f.read().decode("utf-8", errors="replace")
        found = []
        current = None
        lines = []
        for line in text.split("\n"):
            m = self.HEADER.match(line)
            if m and m.group(2).startswith(batch.directory):
                if current:
                    found.append((current[0], current[1], "\n".join(lines)))
                current = (int(m.group(3)), m.group(1).startswith("ok"))
                lines = []
            elif re.match(r"^\d+ passed, \d+ failed", line) or line.startswith("Short summary (") \
                    or line.startswith("失败摘要（"):
                # The counts line, or the failure summary that `test` prints before it.
                if current:
                    found.append((current[0], current[1], "\n".join(lines)))
                current = None
            elif current:
                lines.append(line)
        complete = batch.process.poll() is not None
        if current and complete:
            found.append((current[0], current[1], "\n".join(lines)))
        return found

    def junit_messages(self, batch):
        try:
            tree = ET.parse(batch.junit_path)
        except (OSError, ET.ParseError):
            return {}
        out = {}
        for case in tree.iter("testcase"):
            failure = case.find("failure")
            if failure is not None:
                out[case.get("name")] = failure.get("message") or ""
        return out

    # -- judging -----------------------------------------------------------
    def judge(self, batch, seed, passed, block, message):
        """The failure category and detail of one program's result, or None."""
        path = self.path(batch, seed)
        for line in block.split("\n"):
            if line.startswith("invariant violated:"):
                return "invariant", line
            if line.startswith("UNLOCATED"):
                return "unlocated error", line
        if passed:
            return None
        if message is None:
            # No JUnit file (the process died later): the report follows the output.
            lines = [l for l in block.split("\n") if l]
            while lines and (lines[-1].startswith("\t") or lines[-1] == "stack traceback:"):
                lines.pop()
            candidates = [l for l in lines if l.startswith(path + ":")]
            message = candidates[-1] if candidates else (lines[-1] if lines else "")
        if "timed out after" in message:
            return "hang", message
        if re.match(re.escape(path) + r":\d+: ", message):
            return None
        if message.startswith(path + ": not enough memory"):
            return None
        if message.startswith(path + ": invariant violated"):
            return "invariant", message
        return "unlocated error", message

    def fail(self, batch, seed, category, detail, output=""):
        self.failures.append((seed, category, detail))
        os.makedirs(self.failures_dir, exist_ok=True)
        saved = os.path.join(self.failures_dir, "fz-%d.lua" % seed)
        source = self.path(batch, seed)
        if os.path.exists(source):
            shutil.copyfile(source, saved)
        else:
            with open(saved, "w", encoding="utf-8") as f:
                f.write(gen.generate(seed, self.registry))
        replay = " ".join([shown(self.binary)] + self.options(batch.sandbox) + [shown(saved)])
        with open(os.path.join(self.failures_dir, "fz-%d.txt" % seed), "w", encoding="utf-8") as f:
            f.write("seed %d: %s\n%s\n\nreplay (from %s):\n  %s\n\noutput:\n%s\n" % (seed, category, detail, ROOT, replay, output))
        print("FAIL seed %d (%s): %s" % (seed, category, detail.split("\n")[0][:300]), flush=True)
        print("     saved %s; replay: %s" % (shown(saved), replay), flush=True)

    def collect(self, batch):
        """Judges a finished batch; returns the seeds to run again (after a crash)."""
        found = self.blocks(batch)
        messages = self.junit_messages(batch) if batch.process.returncode in (0, 1) else {}
        done = set()
        for seed, passed, block in found:
            done.add(seed)
            if batch.recheck:
                first = self.outputs.pop(seed, None)
                self.rechecked += 1
                if first is not None and first != block:
                    self.fail(batch, seed, "nondeterministic", first_difference(first, block), block)
                continue
            self.programs += 1
            message = messages.get(self.path(batch, seed)) if messages else None
            verdict = self.judge(batch, seed, passed, block, message)
            if verdict:
                self.fail(batch, seed, verdict[0], verdict[1], block)
            elif seed in self.recheck_seeds:
                self.recheck_seeds.discard(seed)
                self.outputs[seed] = block
        left = [s for s in batch.seeds if s not in done]
        if not left:
            return []
        culprit = left[0]
        rest = left[1:]
        if batch.recheck:
            self.outputs.pop(culprit, None)
        else:
            self.programs += 1
        how = batch.how_ended
        alone = self.run_alone(batch, culprit)
        detail = "%s in a batch; run alone: %s" % (how, alone)
        self.fail(batch, culprit, "hang" if "no result" in how else "crash", detail)
        return rest

    def run_alone(self, batch, seed):
        cmd = [self.binary] + self.options(batch.sandbox) + [self.path(batch, seed)]
        try:
            r = subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, stdin=subprocess.DEVNULL,
                               cwd=batch.directory, timeout=self.args.stall)
        except subprocess.TimeoutExpired:
            return "still running after %d s" % self.args.stall
        if r.returncode < 0:
            return "killed by signal %d" % -r.returncode
        return "exit %d" % r.returncode

    # -- the loop ------------------------------------------------------------
    def launch(self, b):
        self.launches += 1
        b.out_path = os.path.join(self.work, "run%d.out" % self.launches)
        b.junit_path = os.path.join(self.work, "run%d.xml" % self.launches)
        files = [self.path(b, s) for s in b.seeds]
        with open(b.out_path, "wb") as out:
            # Programs see a working directory of their own (render writes there).
            b.process = subprocess.Popen(self.command(b, files), stdout=out, stderr=subprocess.STDOUT,
                                         stdin=subprocess.DEVNULL, cwd=b.directory, preexec_fn=self.lower_priority)
        b.last_progress = time.monotonic()
        b.seen = 0

    def lower_priority(self):
        if self.args.nice:
            os.nice(self.args.nice)

    def run(self):
        args = self.args
        seeds = iter(range(args.start, args.start + args.count)) if args.count else itertools.count(args.start)
        deadline = self.start_time + args.seconds if args.seconds else None
        pending = collections.deque()   # batches to start before new ones
        running = []
        number = 0
        more = True
        while True:
            while len(running) < args.jobs:
                if pending:
                    b = pending.popleft()
                elif more and not (deadline and time.monotonic() > deadline):
                    chunk = list(itertools.islice(seeds, args.batch))
                    if not chunk:
                        more = False
                        continue
                    number += 1
                    sandbox = args.sandbox_every > 0 and number % args.sandbox_every == 0
                    b = Batch(number, chunk, sandbox)
                    self.write_batch(b)
                    self.dir_seeds[b.directory] = chunk
                else:
                    break
                self.launch(b)
                running.append(b)
            if not running:
                break
            time.sleep(0.01)
            for b in list(running):
                if not self.poll(b):
                    continue
                running.remove(b)
                rest = self.collect(b)
                if not args.keep:
                    for path in (b.out_path, b.junit_path):
                        if os.path.exists(path):
                            os.unlink(path)
                if rest:
                    again = Batch(b.number, rest, b.sandbox, recheck=b.recheck)
                    again.directory = b.directory
                    pending.appendleft(again)
                    continue
                sample = [] if b.recheck else [s for s in self.dir_seeds[b.directory] if s in self.outputs]
                if sample:
                    again = Batch(b.number, sample, b.sandbox, recheck=True)
                    again.directory = b.directory
                    pending.appendleft(again)
                elif not args.keep:
                    shutil.rmtree(b.directory, ignore_errors=True)
                    self.dir_seeds.pop(b.directory, None)
            self.report_progress()
        self.finish()
        return 1 if self.failures else 0

    def report_progress(self):
        if not self.args.progress:
            return
        now = time.monotonic()
        if now - self.last_report >= self.args.progress:
            self.last_report = now
            elapsed = now - self.start_time
            print("... %d programs, %d failures, %.0f s (%.0f programs/s)"
                  % (self.programs, len(self.failures), elapsed, self.programs / max(elapsed, 1e-9)), flush=True)

    def poll(self, b):
        """Whether the batch's process is over (killing it when it stalls)."""
        code = b.process.poll()
        if code is not None:
            b.how_ended = "exit %d" % code if code >= 0 else "killed by signal %d" % -code
            return True
        try:
            size = os.path.getsize(b.out_path)
        except OSError:
            size = 0
        if size != b.seen:
            b.seen = size
            b.last_progress = time.monotonic()
        elif time.monotonic() - b.last_progress > self.args.stall:
            b.process.kill()
            b.process.wait()
            b.how_ended = "no result for %d s (killed)" % self.args.stall
            return True
        return False

    def finish(self):
        elapsed = time.monotonic() - self.start_time
        print("%d programs (%d of them run twice and compared), %d failures, %.0f s (%.0f programs/s)"
              % (self.programs, self.rechecked, len(self.failures), elapsed, self.programs / max(elapsed, 1e-9)), flush=True)
        if not self.args.keep:
            shutil.rmtree(self.work, ignore_errors=True)
        else:
            print("programs kept in %s" % self.work)


def shown(path):
    """A path as the replay command gives it: relative to the repository when inside it."""
    relative = os.path.relpath(path, ROOT)
    return path if relative.startswith("..") else relative


def first_difference(a, b):
    la, lb = a.split("\n"), b.split("\n")
    for i, (x, y) in enumerate(zip(la, lb)):
        if x != y:
            return "output line %d differs between two runs:\n  first:  %s\n  second: %s" % (i + 1, x, y)
    return "outputs differ in length (%d and %d lines)" % (len(la), len(lb))


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0], formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--count", type=int, default=0, help="programs to run (default: until --seconds)")
    p.add_argument("--seconds", type=float, default=0, help="stop starting batches after this many seconds")
    p.add_argument("--start", type=int, default=1, help="first seed (default 1)")
    p.add_argument("-j", "--jobs", type=int, default=2, help="processes at once (default 2)")
    p.add_argument("--batch", type=int, default=200, help="programs per process (default 200)")
    p.add_argument("--binary", default=os.path.join(ROOT, ".build", "debug", "respond-lua"))
    p.add_argument("--failures", default=os.path.join(ROOT, ".build", "fuzz-failures"), help="where failing programs go")
    p.add_argument("--max-instructions", type=int, default=2_000_000)
    p.add_argument("--max-memory", type=int, default=64, help="megabytes")
    p.add_argument("--timeout", type=float, default=10, help="seconds per program, in-process (default 10)")
    p.add_argument("--stall", type=float, default=60, help="seconds without a result before a process is killed")
    p.add_argument("--sandbox-every", type=int, default=4, help="every Nth batch runs with --sandbox (0: never)")
    p.add_argument("--recheck-every", type=int, default=50, help="every Nth seed runs twice and must print the same (0: never)")
    p.add_argument("--nice", type=int, default=0, help="niceness of the processes")
    p.add_argument("--progress", type=float, default=0, help="print a progress line every this many seconds")
    p.add_argument("--keep", action="store_true", help="keep the generated programs")
    args = p.parse_args()
    if not args.count and not args.seconds:
        p.error("give --count or --seconds")
    if not os.access(args.binary, os.X_OK):
        print("run.py: no respond-lua at %s (swift build first, or --binary)" % args.binary, file=sys.stderr)
        return 2
    return Runner(args).run()


if __name__ == "__main__":
    sys.exit(main())
