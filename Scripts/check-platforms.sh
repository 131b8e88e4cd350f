#!/usr/bin/env bash
# Finds, here on Linux, the mistakes that would show only on Apple platforms, on Windows, WASI or
# Android, or with an older compiler (Sources/PlatformCheck): an API used outside a scope that
# guarantees it (`platforms:`, `@available`, `if #available`, `guard #available`), a floor below
# a dependency's, Swift syntax newer than the tools version, and the C library's and the
# operating system's differences (RUSAGE_SELF, F_FULLFSYNC, thread stacks, Process in tests,
# the C library's module on each system). Exit status 1 when it finds one.
#
#     Scripts/check-platforms.sh
#
# The dependencies' manifests are read from .build/checkouts: resolved first if they are not there.
set -euo pipefail
cd "$(dirname "$0")/.."
[ -d .build/checkouts/swift-syntax ] || swift package resolve
swift run json-model-platform-check "$PWD"
