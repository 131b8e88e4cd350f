#!/usr/bin/env python3
"""Measures the json-model tool on a large generated file, beside `jq .` in the same run.

Writes about SIZE megabytes of twitter.json's statuses (from the corpus) as one document,
{"statuses": [...], "count": N}, and as JSON Lines, to a temporary folder; runs the release
build of json-model on them (validate, format, format --compact, validate --lines, format
--lines) and `jq .` (and `jq -c .` on the lines) when jq is installed; prints a Markdown
table of throughput (MB/s, 1 MB = 10^6 bytes of input) and each process's peak resident
memory. Output goes to /dev/null; the files are removed at the end.

    python3 Scripts/bench-command-line.py [--size MB] [--corpus PATH] [--no-build] [--debug]

--debug runs the debug build (which `swift test` makes), for smoke runs whose numbers do not
matter.
"""

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def corpus_folder(argument):
    if argument:
        return argument
    return os.environ.get("JSON_MODEL_CORPUS") or os.path.join(os.path.dirname(ROOT), "shared", "corpus")


def write_files(folder, corpus, size):
    with open(os.path.join(corpus, "twitter.json"), encoding="utf-8") as source:
        statuses = json.load(source)["statuses"]
    texts = [json.dumps(status, ensure_ascii=False) for status in statuses]
    document = os.path.join(folder, "statuses.json")
    lines = os.path.join(folder, "statuses.jsonl")
    count = 0
    written = 0
    with open(document, "w", encoding="utf-8") as whole, open(lines, "w", encoding="utf-8") as each:
        whole.write('{"statuses": [\n')
        while written < size:
            text = texts[count % len(texts)]
            if count:
                whole.write(",\n")
            whole.write(text)
            each.write(text + "\n")
            written += len(text.encode("utf-8")) + 2
            count += 1
        whole.write('\n], "count": %d}\n' % count)
    return document, lines


def measure(command, input_path):
    """Runs `command`, output to /dev/null: (seconds, peak resident bytes, exit status)."""
    with open(os.devnull, "wb") as sink:
        start = time.monotonic()
        process = subprocess.Popen(command, stdout=sink, stderr=subprocess.PIPE)
        _, status, usage = os.wait4(process.pid, 0)
        seconds = time.monotonic() - start
        errors = process.stderr.read().decode("utf-8", "replace")
        process.stderr.close()
    code = os.waitstatus_to_exitcode(status)
    if code != 0:
        sys.exit(f"{' '.join(command)} failed with status {code}:\n{errors}")
    # ru_maxrss is in kilobytes on Linux.
    return seconds, usage.ru_maxrss * 1024, code


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", type=int, default=1000, help="megabytes of each file (default 1000)")
    parser.add_argument("--corpus", help="the corpus folder (default $JSON_MODEL_CORPUS or ../shared/corpus)")
    parser.add_argument("--no-build", action="store_true", help="use the build as it is")
    parser.add_argument("--debug", action="store_true", help="the debug build, for smoke runs (numbers do not matter)")
    arguments = parser.parse_args()

    corpus = corpus_folder(arguments.corpus)
    if not os.path.isfile(os.path.join(corpus, "twitter.json")):
        sys.exit(f"twitter.json is not in {corpus}; pass --corpus or set JSON_MODEL_CORPUS")
    configuration = "debug" if arguments.debug else "release"
    if not arguments.no_build:
        subprocess.run(["swift", "build", "-c", configuration, "--product", "json-model"], cwd=ROOT, check=True)
    tool = os.path.join(ROOT, ".build", configuration, "json-model")
    jq = shutil.which("jq")

    folder = tempfile.mkdtemp(prefix="json-model-cli-bench-")
    try:
        print(f"writing {arguments.size} MB as one document and as JSON Lines to {folder}", file=sys.stderr)
        document, lines = write_files(folder, corpus, arguments.size * 1_000_000)
        rows = [
            ("json-model validate", [tool, "validate", document], document),
            ("json-model format", [tool, "format", document], document),
            ("json-model format --compact", [tool, "format", "--compact", document], document),
            ("json-model validate --lines", [tool, "validate", "--lines", lines], lines),
            ("json-model format --lines", [tool, "format", "--lines", lines], lines),
        ]
        if jq:
            rows.append(("jq .", [jq, ".", document], document))
            rows.append(("jq -c . (JSON Lines)", [jq, "-c", ".", lines], lines))
        else:
            print("jq is not installed: its rows are left out", file=sys.stderr)
        print("| command | input | MB/s | peak resident |")
        print("| --- | ---: | ---: | ---: |")
        for name, command, path in rows:
            size = os.path.getsize(path)
            seconds, peak, _ = measure(command, path)
            print(f"| {name} | {size / 1e6:.0f} MB | {size / 1e6 / seconds:.0f} | {peak / 1e6:.1f} MB |", flush=True)
    finally:
        shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    main()
