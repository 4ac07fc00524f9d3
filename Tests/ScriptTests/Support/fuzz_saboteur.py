#!/usr/bin/env python3
"""A stand-in for respond-lua that fails on purpose, to check that the fuzz
runner (scripts/fuzz/run.py) sees every kind of failure (FuzzBatchTests).

    fuzz_saboteur.py REAL_BINARY ARGS...

`api` and single-script runs go to the real binary. `test ... FILES` runs each
file with the real binary and prints its result as `respond-lua test -v`
does, except that, by seed (fz-SEED.lua):
  3  the process dies by SIGSEGV before reporting it (a crash);
  5  its output gets a line `invariant violated: sabotage`;
  7  the process stops reporting anything (a hang);
  9  its output gets a line `UNLOCATED sabotage`;
  11 it fails with an error that has no place;
  12 its output differs from one run to the next (nondeterminism).
"""
import os
import re
import signal
import subprocess
import sys
import time

real = sys.argv[1]
args = sys.argv[2:]
if not args or args[0] != "test":
    os.execv(real, [real] + args)

files = args[args.index("--") + 1:]
options = [a for a in args[1:args.index("--")] if a != "-v"]
if "--junit" in options:                  # no JUnit file: the runner reads the output
    i = options.index("--junit")
    del options[i:i + 2]
counter_path = os.path.join(os.path.dirname(files[0]), ".sabotage-runs")
runs = int(open(counter_path).read()) if os.path.exists(counter_path) else 0
with open(counter_path, "w") as f:
    f.write(str(runs + 1))
failed = 0
for path in files:
    seed = int(re.search(r"fz-(\d+)\.lua$", path).group(1))
    if seed == 3:
        sys.stdout.flush()
        os.kill(os.getpid(), signal.SIGSEGV)
    if seed == 7:
        sys.stdout.flush()
        time.sleep(3600)
    r = subprocess.run([real, "test", "-v"] + options + ["--", path], capture_output=True, text=True)
    lines = r.stdout.split("\n")
    body = [l for l in lines[1:] if l and not re.match(r"^\d+ passed, \d+ failed$", l)]
    passed = lines[0].startswith("ok")
    if seed == 5:
        body.insert(0, "invariant violated: sabotage")
    if seed == 9:
        body.insert(0, "UNLOCATED sabotage")
    if seed == 11:
        # Whatever the real program printed (it may end with an ordinary,
        # located error), this run ends with one that has no place.
        passed = False
        body = ["something went wrong somewhere"]
    if seed == 12:
        body.append("run %d" % runs)
    failed += not passed
    print(("ok    " if passed else "FAIL  ") + path)
    for line in body:
        print(line)
    sys.stdout.flush()
print("%d passed, %d failed" % (len(files) - failed, failed))
sys.exit(1 if failed else 0)
