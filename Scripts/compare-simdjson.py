#!/usr/bin/env python3
"""swift-json-model's scanner beside simdjson's DOM parse, timed in alternating runs.

    Scripts/compare-simdjson.py [--rounds R] [--samples N] [--markdown] [--binary PATH] [FILE ...]

For each corpus file (twitter.json, citm_catalog.json and canada.json unless given), runs R
rounds; each round runs, one after the other and in alternating order, the simdjson probe
(Scripts/simdjson-probe.cpp: simdjson::dom::parser, numbers converted, strings unescaped) and
`json-model-bench --only validate,parse` (JSONValue.validate: the scanner alone, which checks
everything and converts nothing; JSONValue(parsing:): the scan and a JSONValue tree). Both
report the median of N samples of at least 20 ms in MB/s (10^6 input bytes per second). The
table gives each one's median over the rounds and the ratio to simdjson.

Needs Debian's libsimdjson-dev and g++: installed with apt-get when missing (as root, or with
sudo), then the probe is built into .build/simdjson-probe. simdjson picks its fastest kernel
for this CPU at run time (haswell: AVX2, on most x86-64 machines); the table names it.
Pin the run to one core with `taskset -c 0` for steadier numbers on a shared machine.
"""

import argparse
import importlib.util
import os
import re
import shutil
import statistics
import subprocess
import sys

DEFAULT_FILES = ["twitter.json", "citm_catalog.json", "canada.json"]


def package_root():
    return os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def corpus_folder(root):
    return os.environ.get("JSON_MODEL_CORPUS") or os.path.join(root, "..", "shared", "corpus")


def ensure_simdjson():
    """Installs libsimdjson-dev and g++ with apt-get when the header or the compiler is missing."""
    missing = []
    if not os.path.exists("/usr/include/simdjson.h"):
        missing.append("libsimdjson-dev")
    if shutil.which("g++") is None:
        missing.append("g++")
    if not missing:
        return
    if shutil.which("apt-get") is None:
        sys.exit("compare-simdjson: needs " + " and ".join(missing) + ", and apt-get is not here to install them")
    prefix = [] if os.geteuid() == 0 else ["sudo"]
    print("compare-simdjson: installing " + " ".join(missing), file=sys.stderr)
    subprocess.run(prefix + ["apt-get", "install", "-y"] + missing, check=True, stdout=sys.stderr)


def build_probe(root):
    source = os.path.join(root, "Scripts", "simdjson-probe.cpp")
    folder = os.path.join(root, ".build", "simdjson-probe")
    os.makedirs(folder, exist_ok=True)
    binary = os.path.join(folder, "simdjson-probe")
    if not os.path.exists(binary) or os.path.getmtime(binary) < os.path.getmtime(source):
        subprocess.run(["g++", "-O3", "-std=c++17", "-o", binary, source, "-lsimdjson"], check=True)
    return binary


def build_bench(root):
    """The release json-model-bench, built by count-instructions.py's build step."""
    spec = importlib.util.spec_from_file_location("count_instructions", os.path.join(root, "Scripts", "count-instructions.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.build(root)


def run_probe(probe, path, samples):
    output = subprocess.run([probe, path, str(samples)], check=True, capture_output=True, text=True).stdout.split()
    return float(output[0]), output[1]


ROW = re.compile(r"^\|\s*(\S+)\s*\|[^|]*\|\s*(validate|parse)\s*\|\s*([\d.]+)\s*\|")


def run_bench(bench, corpus, name, samples):
    """The library's MB/s for validate and parse on one file, from the benchmark's Markdown table."""
    output = subprocess.run(
        [bench, "--rounds", str(samples), "--markdown", "--corpus", corpus, "--only", "validate,parse", name],
        check=True, capture_output=True, text=True).stdout
    speeds = {}
    for line in output.splitlines():
        match = ROW.match(line)
        if match:
            speeds[match.group(2)] = float(match.group(3))
    if set(speeds) != {"validate", "parse"}:
        sys.exit("compare-simdjson: no validate and parse rows for " + name + " in:\n" + output)
    return speeds


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=3, help="alternating rounds per file (default 3)")
    parser.add_argument("--samples", type=int, default=10, help="samples per run of each program (default 10)")
    parser.add_argument("--markdown", action="store_true", help="print a Markdown table")
    parser.add_argument("--binary", help="a json-model-bench to run instead of building one")
    parser.add_argument("files", nargs="*", help="corpus file names (default: twitter, citm_catalog, canada)")
    arguments = parser.parse_args()

    root = package_root()
    corpus = corpus_folder(root)
    files = [name if name.endswith(".json") else name + ".json" for name in arguments.files] or DEFAULT_FILES
    for name in files:
        if not os.path.exists(os.path.join(corpus, name)):
            sys.exit(f"compare-simdjson: {name} is not in the corpus folder {corpus} (set JSON_MODEL_CORPUS)")

    ensure_simdjson()
    probe = build_probe(root)
    bench = arguments.binary or build_bench(root)

    rows = []
    kernel = "?"
    for name in files:
        path = os.path.join(corpus, name)
        simdjson, validate, parse = [], [], []
        for round in range(arguments.rounds):
            order = ["probe", "bench"] if round % 2 == 0 else ["bench", "probe"]
            for program in order:
                print(f"compare-simdjson: {name} round {round + 1}: {program}", file=sys.stderr)
                if program == "probe":
                    speed, kernel = run_probe(probe, path, arguments.samples)
                    simdjson.append(speed)
                else:
                    speeds = run_bench(bench, corpus, name, arguments.samples)
                    validate.append(speeds["validate"])
                    parse.append(speeds["parse"])
        rows.append((name, statistics.median(simdjson), statistics.median(validate), statistics.median(parse)))

    header = ["file", f"simdjson DOM MB/s ({kernel})", "validate MB/s", "validate / simdjson",
              "parse MB/s", "parse / simdjson"]
    lines = [[name, f"{s:.0f}", f"{v:.0f}", f"{v / s:.2f}x", f"{p:.0f}", f"{p / s:.2f}x"] for name, s, v, p in rows]
    if arguments.markdown:
        print("| " + " | ".join(header) + " |")
        print("| --- |" + " ---: |" * (len(header) - 1))
        for line in lines:
            print("| " + " | ".join(line) + " |")
    else:
        widths = [max(len(row[i]) for row in [header] + lines) for i in range(len(header))]
        for row in [header] + lines:
            print("  ".join(cell.ljust(widths[i]) if i == 0 else cell.rjust(widths[i]) for i, cell in enumerate(row)))
    print(f"\nMedians of {arguments.rounds} alternating rounds, each of {arguments.samples} samples of at least 20 ms.")


if __name__ == "__main__":
    main()
