#!/usr/bin/env python3
"""Instructions per decode in a steady state, counted by valgrind's callgrind.

    Scripts/count-instructions.py [--extra K] [--markdown] [--paths NAMES] [--binary PATH] [FILE ...]

For each corpus file (twitter.json, citm_catalog.json and canada.json unless given) and each
path, runs the release benchmark under callgrind twice, once with 1 call and once with 1+K calls
(`json-model-bench --calls N --side S --only OP FILE`), and prints (total(1+K) - total(1)) / K:
the instructions of one call once the process has warmed up, with the start, the file's loading
and the benchmark's checks taken out. With --binary, counts that json-model-bench (a copy kept
from an earlier build, to compare before and after a change) instead of building one. Counts are repeatable where timings are not: they do not
depend on what else the machine is doing.

The paths:
  fast path     JSONModelDecoder on the @JSONModel models (decode-JSONModel, library)
  fast snake    the same under .convertFromSnakeCase, twitter.json only (decode-JSONModel-snake_case)
  Codable path  JSONModelDecoder on the synthesized Codable models (decode, library)
  JSONValue     JSONValue(parsing:), every value of the document (parse, library)
  scanner       JSONValue.validate, the scanner alone (validate, library)
  JSONDecoder   Foundation's JSONDecoder on the synthesized models (decode, foundation)
  JSONDecoder model  Foundation's JSONDecoder on the @JSONModel models (decode-JSONModel, foundation)
  fuzzy         JSONModelDecoder with .fuzzy keys on the Codable models, twitter.json only (decode-fuzzy)
  encode fast   JSONModelEncoder on the @JSONModel models (encode-JSONModel, library)
  JSONEncoder   Foundation's JSONEncoder on the synthesized models (encode, foundation)

Needs valgrind (apt-get install valgrind) and the corpus (../shared/corpus or
$JSON_MODEL_CORPUS).
"""

import argparse
import os
import re
import subprocess
import sys
import tempfile

PATHS = {
    "fast path": ("decode-JSONModel", "library"),
    "fast snake": ("decode-JSONModel-snake_case", "library"),
    "Codable path": ("decode", "library"),
    "JSONValue": ("parse", "library"),
    "scanner": ("validate", "library"),
    "JSONDecoder": ("decode", "foundation"),
    "JSONDecoder model": ("decode-JSONModel", "foundation"),
    "fuzzy": ("decode-fuzzy", "library"),
    "encode fast": ("encode-JSONModel", "library"),
    "JSONEncoder": ("encode", "foundation"),
}
DEFAULT_PATHS = ["scanner", "JSONValue", "fast path", "Codable path", "JSONDecoder"]
# Paths whose benchmark row exists for some files only; the others show "-".
ONLY_FILES = {"fast snake": {"twitter.json"}, "fuzzy": {"twitter.json"}}
DEFAULT_FILES = ["twitter.json", "citm_catalog.json", "canada.json"]


def package_root():
    return os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def build(root):
    # SwiftPM's release build has been seen to keep the model targets' objects after the library
    # they inline from changed (their @inlinable code then the old one): compile them anew.
    for target in ["CorpusModels", "CorpusMacroModels"]:
        folder = os.path.join(root, "Sources", target)
        for name in os.listdir(folder):
            if name.endswith(".swift"):
                os.utime(os.path.join(folder, name))
    subprocess.run(["swift", "build", "-c", "release", "--product", "json-model-bench"], cwd=root, check=True,
                   stdout=sys.stderr)
    output = subprocess.run(["swift", "build", "-c", "release", "--show-bin-path"], cwd=root, check=True,
                            capture_output=True, text=True).stdout.strip()
    return os.path.join(output, "json-model-bench")


def total_instructions(binary, root, operation, side, calls, file):
    """The instructions callgrind counts for the whole run of the benchmark with `calls` calls."""
    with tempfile.TemporaryDirectory() as folder:
        out = os.path.join(folder, "callgrind.out")
        command = ["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}", binary,
                   "--calls", str(calls), "--side", side, "--only", operation, file]
        run = subprocess.run(command, cwd=root, capture_output=True, text=True)
        if run.returncode != 0:
            sys.exit(f"error: {' '.join(command)} failed:\n{run.stderr[-2000:]}")
        if "calls (checksum" not in run.stderr:
            sys.exit(f"error: {operation} ({side}) did not run on {file}: no model for it?\n{run.stderr[-2000:]}")
        with open(out) as handle:
            for line in handle:
                match = re.match(r"(?:summary|totals): (\d+)", line)
                if match:
                    return int(match.group(1))
    sys.exit(f"error: no total in callgrind's output for {operation} ({side}) on {file}")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("files", nargs="*", default=DEFAULT_FILES)
    parser.add_argument("--extra", type=int, default=3, help="K: the calls the second run adds (default 3)")
    parser.add_argument("--paths", default=",".join(DEFAULT_PATHS),
                        help="comma-separated, from: " + ", ".join(PATHS))
    parser.add_argument("--markdown", action="store_true", help="print a Markdown table")
    parser.add_argument("--binary", help="a json-model-bench to count instead of building the package's")
    arguments = parser.parse_args()
    paths = [name.strip() for name in arguments.paths.split(",")]
    for name in paths:
        if name not in PATHS:
            sys.exit(f"error: unknown path '{name}'; the paths are {', '.join(PATHS)}")
    files = [name if name.endswith(".json") else name + ".json" for name in arguments.files]

    root = package_root()
    binary = os.path.abspath(arguments.binary) if arguments.binary else build(root)
    counts = {}
    for file in files:
        for name in paths:
            if name in ONLY_FILES and file not in ONLY_FILES[name]:
                continue
            operation, side = PATHS[name]
            one = total_instructions(binary, root, operation, side, 1, file)
            more = total_instructions(binary, root, operation, side, 1 + arguments.extra, file)
            counts[(name, file)] = (more - one) / arguments.extra
            print(f"{file}: {name}: {counts[(name, file)] / 1e6:.2f}M instructions per call", file=sys.stderr)

    header = ["per call"] + [file.removesuffix(".json") for file in files]
    rows = [[name] + [f"{counts[(name, file)] / 1e6:.1f}M" if (name, file) in counts else "-" for file in files] for name in paths]
    if "JSONDecoder" in paths and "fast path" in paths:
        rows.append(["fast path vs JSONDecoder"]
                    + [f"{counts[('JSONDecoder', file)] / counts[('fast path', file)]:.1f}x" for file in files])
    if arguments.markdown:
        print("| " + " | ".join(header) + " |")
        print("| --- |" + " ---: |" * len(files))
        for row in rows:
            print("| " + " | ".join(row) + " |")
    else:
        widths = [max(len(row[column]) for row in [header] + rows) for column in range(len(header))]
        for row in [header] + rows:
            print("  ".join(cell.ljust(widths[0]) if column == 0 else cell.rjust(widths[column])
                            for column, cell in enumerate(row)))


if __name__ == "__main__":
    main()
