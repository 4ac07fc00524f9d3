#!/usr/bin/env python3
"""Runs random programs (scripts/fuzz/gen.py) twice each, with the engine's
shortcuts on and with RESPOND_LUA_NO_SHORTCUTS=1 (every fast path takes its
general twin), and reports every program whose standard output, standard
error or exit status differs between the two.

    scripts/fuzz/differential.py [--count N] [--start SEED] [-j JOBS] [--binary PATH]

Exit status: 0 the same everywhere, 1 a difference, 2 usage or set-up errors.
"""

import argparse
import concurrent.futures
import os
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import gen  # noqa: E402

LIMITS = ["--check-invariants", "--max-instructions", "2000000", "--max-memory", "64", "--max-time", "20"]


def run(binary, path, shortcuts):
    env = dict(os.environ)
    env.pop("RESPOND_LUA_NO_SHORTCUTS", None)
    if not shortcuts:
        env["RESPOND_LUA_NO_SHORTCUTS"] = "1"
    done = subprocess.run([binary] + LIMITS + [path], capture_output=True, env=env, stdin=subprocess.DEVNULL,
                          timeout=120, cwd=os.path.dirname(path))
    return done.returncode, done.stdout, done.stderr


def compare(binary, seed, path):
    fast = run(binary, path, True)
    general = run(binary, path, False)
    if fast == general:
        return None
    parts = ["exit status" if fast[0] != general[0] else None,
             "standard output" if fast[1] != general[1] else None,
             "standard error" if fast[2] != general[2] else None]
    return "seed %d: %s differ (scripts/fuzz/gen.py %d to see it)" % (seed, ", ".join(p for p in parts if p), seed)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--count", type=int, default=200)
    parser.add_argument("--start", type=int, default=1)
    parser.add_argument("-j", "--jobs", type=int, default=2)
    parser.add_argument("--binary", default=gen.default_binary())
    args = parser.parse_args()
    if not os.access(args.binary, os.X_OK):
        print("no respond-lua at %s" % args.binary, file=sys.stderr)
        return 2
    registry = gen.load_registry(binary=args.binary)
    differences = []
    with tempfile.TemporaryDirectory(prefix="respond-lua-differential-") as directory:
        jobs = []
        for seed in range(args.start, args.start + args.count):
            path = os.path.join(directory, "fz-%d.lua" % seed)
            with open(path, "w", encoding="utf-8") as f:
                f.write(gen.generate(seed, registry))
            jobs.append((seed, path))
        with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
            for found in pool.map(lambda job: compare(args.binary, *job), jobs):
                if found:
                    differences.append(found)
    for line in differences:
        print(line)
    print("%d programs, %d differences" % (args.count, len(differences)))
    return 1 if differences else 0


if __name__ == "__main__":
    sys.exit(main())
