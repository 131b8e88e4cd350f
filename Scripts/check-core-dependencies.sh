#!/usr/bin/env bash
# Checks that a package using the core libraries never resolves a server framework: a throwaway
# package depending on this one by path, on JSONModel (which brings JSONCoding and JSONCore), must
# not resolve Hummingbird, Vapor or anything of theirs; with the Hummingbird trait it resolves
# Hummingbird and still not Vapor.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/Sources/App"
echo 'import JSONModel
print(try JSONModelDecoder().decode([Int].self, from: "[1, 2]"))' > "$work/Sources/App/main.swift"

dependencies() {  # $1: the traits argument of the package line
    cat > "$work/Package.swift" <<SWIFT
// swift-tools-version: 6.1
import PackageDescription
let package = Package(
    name: "consumer",
    dependencies: [.package(path: "$root"$1)],
    targets: [.executableTarget(name: "App", dependencies: [.product(name: "JSONModel", package: "$(basename "$root")")])]
)
SWIFT
    rm -rf "$work/.build" "$work/Package.resolved"
    (cd "$work" && swift package resolve >/dev/null 2>&1 && swift package show-dependencies --format flatlist 2>/dev/null | sort -u)
}

fail=0
core="$(dependencies "")"
echo "JSONModel alone resolves: $(echo $core)"
if echo "$core" | grep -qiE "hummingbird|vapor|swift-nio"; then
    echo "error: a user of the core libraries resolves a server framework"; fail=1
fi
with="$(dependencies ', traits: ["Hummingbird"]')"
echo "with the Hummingbird trait: $(echo $with)"
echo "$with" | grep -q "hummingbird" || { echo "error: the Hummingbird trait does not resolve Hummingbird"; fail=1; }
if echo "$with" | grep -qi "vapor"; then echo "error: the Hummingbird trait resolves Vapor"; fail=1; fi

# A package that depends on this one by version, as users do, builds it: SwiftPM refuses unsafe
# flags in such a dependency (not in a path dependency), and JSONCore enables an experimental
# feature, which it must accept. It uses JSONModel, so that the macro plugin is built and expands
# a model there too. The committed state, tagged in a clone.
versioned="$(mktemp -d)"
trap 'rm -rf "$work" "$versioned"' EXIT
git clone -q "$root" "$versioned/library"
git -C "$versioned/library" tag 99.0.0
mkdir -p "$versioned/consumer/Sources/App"
cat > "$versioned/consumer/Sources/App/main.swift" <<'SWIFT'
import JSONModel

@JSONModel
struct Point {
    var x: Int
    var label: String?
}

print(try JSONValue(parsing: "[1, \"two\"]"))
print(try Point(json: #"{"x": 3, "label": "a"}"#).jsonString())
SWIFT
cat > "$versioned/consumer/Package.swift" <<SWIFT
// swift-tools-version: 6.1
import PackageDescription
let package = Package(
    name: "consumer",
    dependencies: [.package(url: "file://$versioned/library", from: "99.0.0")],
    targets: [.executableTarget(name: "App", dependencies: [.product(name: "JSONModel", package: "library")])]
)
SWIFT
if output="$(cd "$versioned/consumer" && swift build 2>&1 && .build/debug/App)"; then
    echo "a package depending on this one by version builds JSONModel and runs: $(echo "$output" | tail -2 | tr '\n' ' ')"
    if [ "$(echo "$output" | tail -1)" != '{"x":3,"label":"a"}' ]; then
        echo "error: the consumer's model did not round-trip"; fail=1
    fi
else
    echo "$output" | tail -20
    echo "error: a package depending on this one by version does not build"; fail=1
fi
exit $fail
