#!/usr/bin/env python3
"""How deep each nested operation can go before it stops with an error or a crash.

Runs json-model-depth-probe (swift build --product json-model-depth-probe [-c release]) as a
child process for each scenario and stack, and finds by bisection the deepest nesting that
still gives a value. Prints a Markdown table: the deepest value, and what the next level does
(a clear error, or a crash: a signal).

    Scripts/measure-depth.py [--configuration debug|release] [--limit N] [--check] [SCENARIO ...]

With --check, runs every scenario on every stack at a few depths up to the limit instead, and
exits with status 1 if any of them crashes (CI runs this against the release build).
"""

import argparse
import subprocess
import sys
from pathlib import Path

STACKS = [("512 KiB thread", ["--stack", "512"]), ("Task.detached", ["--task"]), ("8 MiB thread", ["--stack", "8192"])]
SCENARIOS = [
    "decode-class", "decode-tree", "decode-arrays", "decode-jsonvalue", "parse", "parse-objects",
    "build", "build-objects", "parse-then-deepen", "write", "write-objects", "equal", "hash", "lookup-decode",
    "encode-class", "encode-arrays", "encode-jsonvalue",
]


def run(probe, scenario, depth, stack):
    """'value', 'error' or 'crash', and the probe's output line."""
    result = subprocess.run([probe, scenario, str(depth)] + stack, capture_output=True, text=True, timeout=600)
    line = result.stdout.strip()
    if result.returncode != 0:
        return "crash", f"exit status {result.returncode}"
    return ("value" if line.startswith("value") else "error"), line


def deepest(probe, scenario, stack, limit):
    """The deepest nesting up to `limit` that gives a value, and what one level more does."""
    outcome, line = run(probe, scenario, limit, stack)
    if outcome == "value":
        return limit, None, None
    low, high = 1, limit  # `low` gives a value, `high` does not
    high_outcome, high_line = outcome, line
    while high - low > 1:
        middle = (low + high) // 2
        outcome, line = run(probe, scenario, middle, stack)
        if outcome == "value":
            low = middle
        else:
            high, high_outcome, high_line = middle, outcome, line
    return low, high_outcome, high_line


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--configuration", default="debug")
    parser.add_argument("--limit", type=int, default=100_000)
    parser.add_argument("--check", action="store_true")
    parser.add_argument("scenarios", nargs="*")
    arguments = parser.parse_args()
    probe = Path(".build") / arguments.configuration / "json-model-depth-probe"
    if not probe.exists():
        sys.exit(f"{probe} not found: swift build -c {arguments.configuration} --product json-model-depth-probe")
    if arguments.check:
        crashes = 0
        for scenario in arguments.scenarios or SCENARIOS:
            for name, stack in STACKS:
                for depth in sorted({100, 600, 2_000, arguments.limit}):
                    outcome, line = run(str(probe), scenario, depth, stack)
                    if outcome == "crash":
                        crashes += 1
                        print(f"CRASH: {scenario} at depth {depth} on a {name}: {line}", flush=True)
        print(f"depth check ({arguments.configuration}): {'no crash' if crashes == 0 else f'{crashes} crashes'}")
        sys.exit(1 if crashes else 0)
    print(f"| scenario ({arguments.configuration}) | stack | deepest value | one level more |")
    print("| --- | --- | ---: | --- |")
    for scenario in arguments.scenarios or SCENARIOS:
        for name, stack in STACKS:
            depth, outcome, line = deepest(str(probe), scenario, stack, arguments.limit)
            beyond = "—" if outcome is None else (outcome if outcome == "crash" else f"error: {line[6:90]}")
            print(f"| {scenario} | {name} | {depth} | {beyond} |", flush=True)


if __name__ == "__main__":
    main()
