#!/usr/bin/env bash
# Builds the package with the lowest swift-syntax that Package.swift accepts and runs the macro
# tests (the code generator's goldens and diagnostics, and the models the macros expand) with it.
#
#     Scripts/test-lowest-swift-syntax.sh
#
# The work happens in a copy of the working tree under .build-lowest-swift-syntax/, with its own
# Package.resolved and build folder, so the package's own resolution and build are left alone.
set -euo pipefail
cd "$(dirname "$0")/.."

# The lower bound of the range, as Package.swift writes it: "600.0.1" ..< "604.0.0".
lowest="$(sed -n 's|.*swift-syntax.git", "\([0-9.]*\)" \.\.< "[0-9.]*").*|\1|p' Package.swift)"
if [ -z "$lowest" ]; then
    echo "error: no swift-syntax range (\"X\" ..< \"Y\") in Package.swift" >&2
    exit 1
fi
echo "swift-syntax $lowest, the lowest Package.swift accepts"

copy=.build-lowest-swift-syntax/package
mkdir -p "$copy"
# The sources as they are now; the copy keeps its build folder between runs, and nothing else
# (a file moved or deleted since the last run would otherwise still be compiled there).
find "$copy" -mindepth 1 -maxdepth 1 ! -name .build ! -name Package.resolved -exec rm -rf {} +
tar --exclude=./.build --exclude='./.build-*' --exclude='./.build_*' --exclude=./.git --exclude=./Package.resolved \
    --exclude=./Fuzz/.work -cf - . | (cd "$copy" && tar -xf -)

cd "$copy"
# Resolved as usual first: a dependency can be pinned once the graph knows it.
swift package resolve
swift package resolve swift-syntax --version "$lowest"
resolved="$(swift package show-dependencies --format json | python3 -c '
import json, sys
def walk(node):
    for dependency in node.get("dependencies", []):
        if dependency["identity"] == "swift-syntax":
            return dependency["version"]
        found = walk(dependency)
        if found:
            return found
print(walk(json.load(sys.stdin)) or "")
')"
if [ "$resolved" != "$lowest" ]; then
    echo "error: swift-syntax resolved at '$resolved', not $lowest" >&2
    exit 1
fi
swift build --build-tests
swift test --skip-build --filter 'JSONModelMacrosTests|JSONModelTests'
