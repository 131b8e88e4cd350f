#!/usr/bin/env bash
# local-prebuilts.sh — build, sign and test a *local* prebuilt swift-syntax for
# SwiftPM's macro prebuilts feature, so macro packages can be built without
# compiling swift-syntax from source and without network access.
#
# What it does
#   build   Compiles swift-syntax (default 603.0.1) once, in release mode, into a
#           single static library "MacroSupport", packs it as
#             <repo>/swift-syntax/<version>/<prebuiltName>-MacroSupport.tar.gz
#           (lib/libMacroSupport.a + Modules/*.swiftmodule ...), then runs `sign`.
#   sign    Creates a throwaway root CA + code-signing certificate (openssl,
#           P-256 by default), writes the signed manifest
#             <repo>/swift-syntax/<version>/<prebuiltName>.json
#           and the root certificate <repo>/certs/root-ca.cer (DER). The private
#           keys only live in a temp dir and are deleted afterwards.
#   verify  Builds a consumer package with
#             --experimental-prebuilts-download-url file://<repo>
#             --experimental-prebuilts-root-cert <repo>/certs/root-ca.cer
#           using a fresh --scratch-path, --cache-path, --config-path and
#           --security-path (nothing stale from ~/.cache/org.swift.swiftpm is
#           used) and checks from the verbose build log and the build folder that
#           swift-syntax was linked from the prebuilt and not compiled.
#           Without a path it generates a tiny probe package (macro + library +
#           executable); with a path it builds that package in place (its
#           Package.resolved is put back as it was afterwards). Arguments after
#           `--` go to `swift build` (e.g. `-- --build-tests`).
#           Prints PASS or FAIL (exit status 0 / 1); the log is kept on FAIL.
#           A build that used the prebuilt shows, with -v:
#             Fetching package prebuilt file://.../<prebuiltName>-MacroSupport.tar.gz ...
#             swiftc ... -I <scratch>/prebuilts/swift-syntax/<ver>/<name>-MacroSupport/Modules
#             swiftc ... -L <scratch>/prebuilts/.../lib -lMacroSupport   (macro link)
#           and no "-module-name SwiftSyntax..." compile of checkouts/swift-syntax.
#   all     build + verify.
#   info    Prints the prebuilt name for this host and the paths in use.
#
# Usage
#   Scripts/local-prebuilts.sh build  [--repo DIR] [--force]
#   Scripts/local-prebuilts.sh sign   [--repo DIR]
#   Scripts/local-prebuilts.sh verify [CONSUMER_PACKAGE_DIR] [--repo DIR] [--keep] [-- EXTRA SWIFT BUILD ARGS]
#   Scripts/local-prebuilts.sh all    [--repo DIR]
#
# Environment (all optional)
#   PREBUILTS_REPO         output repository (default: <project>/.build-prebuilts/repository)
#   PREBUILTS_WORK         work folder for the swift-syntax build (default: <project>/.build-prebuilts/work)
#   PREBUILTS_ROOT_CERT    root certificate for verify (default: <repo>/certs/root-ca.cer)
#   PREBUILTS_KEY_TYPE     ec (ES256, default) or rsa (RS256, 2048-bit)
#   SWIFT_SYNTAX_VERSION   default 603.0.1
#   SWIFT_SYNTAX_URL       default https://github.com/swiftlang/swift-syntax.git
#   SWIFT                  swift driver to use (default: swift on PATH)
#   PREBUILT_NAME          override the computed prebuilt name (normally not needed)
#   NICE                   priority prefix for swift builds (default: "nice -n 19"; empty: none)
#
# Linux only: on macOS SwiftPM expects a universal (arm64+x86_64) .zip artifact
# and, for Xcode toolchains, a name that includes the SDK; not handled here.

set -euo pipefail

SCRIPT_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
PROJECT_DIR="$(cd "$SCRIPT_DIR/.." && pwd)"

SWIFT="${SWIFT:-swift}"
SWIFT_SYNTAX_VERSION="${SWIFT_SYNTAX_VERSION:-603.0.1}"
SWIFT_SYNTAX_URL="${SWIFT_SYNTAX_URL:-https://github.com/swiftlang/swift-syntax.git}"
REPO="${PREBUILTS_REPO:-$PROJECT_DIR/.build-prebuilts/repository}"
WORK="${PREBUILTS_WORK:-$PROJECT_DIR/.build-prebuilts/work}"
KEY_TYPE="${PREBUILTS_KEY_TYPE:-ec}"
LIBRARY_NAME="MacroSupport"
read -r -a NICE_CMD <<< "${NICE-nice -n 19}"

CLEANUP=()
trap 'for d in "${CLEANUP[@]}"; do rm -rf "$d"; done' EXIT

log()  { printf '==> %s\n' "$*" >&2; }
die()  { printf 'error: %s\n' "$*" >&2; exit 2; }

usage() { sed -n '2,/^set -euo/p' "${BASH_SOURCE[0]}" | sed -e '$d' -e 's/^# \{0,1\}//'; }

abspath() { python3 -c 'import os,sys; print(os.path.abspath(sys.argv[1]))' "$1"; }

# --------------------------------------------------------------------------
# Prebuilt name: "<swiftCompilerTag>-<platform>", e.g.
# swift-6.3.1-RELEASE-debian_12_x86_64: the compiler's swiftCompilerTag from
# -print-target-info, then distribution + version from /etc/os-release + arch.
# Only the distributions below get prebuilts at all.
# --------------------------------------------------------------------------
prebuilt_name() {
    if [[ -n "${PREBUILT_NAME:-}" ]]; then echo "$PREBUILT_NAME"; return; fi
    [[ "$(uname -s)" == Linux ]] || die "only Linux hosts are supported (see header)"
    local swiftc
    swiftc="$(dirname "$(command -v "$SWIFT")")/swiftc"
    "$swiftc" -print-target-info | python3 -c '
import json, re, sys, platform
info = json.load(sys.stdin)
tag = info.get("swiftCompilerTag")
if not tag:
    cv = info.get("compilerVersion", "")
    m = re.search(r"\((swift(lang)?-[^ )]*)", cv)
    if m:
        tag = m.group(1)
    else:
        m = re.search(r"\(.*Swift (.*)[ )]", cv)
        tag = "swift-" + m.group(1) if m else None
if not tag:
    sys.exit("error: cannot determine the Swift compiler version tag")
arch = {"x86_64": "x86_64", "aarch64": "aarch64", "arm64": "aarch64"}.get(platform.machine())
osr = {}
for line in open("/etc/os-release"):
    if "=" in line:
        k, v = line.rstrip("\n").split("=", 1)
        osr[k] = v.strip("\"")
os_id, ver, code = osr.get("ID"), osr.get("VERSION_ID", ""), osr.get("VERSION_CODENAME")
if os_id == "ubuntu" and code in ("noble", "jammy", "focal"):
    plat = "ubuntu_" + code
elif os_id == "fedora" and ver in ("39", "41"):
    plat = "fedora_39"
elif os_id == "amzn" and ver == "2":
    plat = "amazonlinux2"
elif os_id == "rhel" and ver.split(".")[0] == "9":
    plat = "rhel_ubi9"
elif os_id == "debian" and ver == "12":
    plat = "debian_12"
else:
    sys.exit("error: SwiftPM has no prebuilts platform for %s %s; prebuilts are disabled on this host" % (os_id, ver))
if arch is None:
    sys.exit("error: unsupported architecture " + platform.machine())
print("%s-%s_%s" % (tag, plat, arch))
'
}

version_dir() { echo "$REPO/swift-syntax/$SWIFT_SYNTAX_VERSION"; }

# --------------------------------------------------------------------------
# build
# --------------------------------------------------------------------------
cmd_build() {
    local force="$1"
    local name vdir artifact src scratch stage bin start end
    name="$(prebuilt_name)"
    vdir="$(version_dir)"
    artifact="$vdir/$name-$LIBRARY_NAME.tar.gz"
    src="$WORK/src/swift-syntax"
    scratch="$WORK/scratch"
    stage="$WORK/stage"
    mkdir -p "$vdir" "$WORK"

    if [[ -f "$artifact" && "$force" != 1 ]]; then
        log "artifact exists, skipping compilation (use --force to rebuild): $artifact"
    else
        log "prebuilt name: $name"
        log "cloning $SWIFT_SYNTAX_URL @ $SWIFT_SYNTAX_VERSION"
        rm -rf "$src"
        mkdir -p "$(dirname "$src")"
        git -c advice.detachedHead=false clone -q --depth 1 --branch "$SWIFT_SYNTAX_VERSION" \
            "$SWIFT_SYNTAX_URL" "$src"

        # Every target reachable from a library product goes into one static
        # library; the manifest lists all library products and the include
        # dirs of the C targets among them.
        log "collecting library products and targets"
        (cd "$src" && "${NICE_CMD[@]}" "$SWIFT" package dump-package) > "$WORK/package.json"
        python3 - "$WORK/package.json" "$src" "$LIBRARY_NAME" "$WORK/library.json" <<'PY'
import json, os, sys
pkg, src, libname, out = sys.argv[1:5]
d = json.load(open(pkg))
targets = {t["name"]: t for t in d["targets"]}
products = [p["name"] for p in d["products"] if "library" in p["type"]]
def local_deps(t):
    for dep in t.get("dependencies", []):
        for kind in ("byName", "target"):
            if kind in dep and dep[kind][0] in targets:
                yield dep[kind][0]
selected = []
def visit(n):
    if n in selected:
        return
    selected.append(n)
    for dep in local_deps(targets[n]):
        visit(dep)
for p in d["products"]:
    if "library" in p["type"]:
        for t in p["targets"]:
            visit(t)
include = []
for n in sorted(selected):
    t = targets[n]
    tdir = t.get("path") or os.path.join("Sources", n)
    hdrs = t.get("publicHeadersPath") or "include"
    full = os.path.join(src, tdir)
    is_c = t.get("publicHeadersPath") is not None or any(
        f.endswith((".c", ".cc", ".cpp", ".m", ".mm")) for _, _, fs in os.walk(full) for f in fs)
    if is_c:
        include.append(os.path.normpath(os.path.join(tdir, hdrs)))
with open(os.path.join(src, "Package.swift"), "a") as f:
    f.write('\npackage.products += [\n    .library(name: "%s", type: .static, targets: [%s])\n]\n'
            % (libname, ", ".join('"%s"' % n for n in sorted(selected))))
json.dump({"products": products, "includePath": include, "targets": sorted(selected)}, open(out, "w"), indent=2)
print("targets: %d, products: %d, includePath: %s" % (len(selected), len(products), include), file=sys.stderr)
PY

        log "building $LIBRARY_NAME (release) — this takes several minutes"
        start=$(date +%s)
        (cd "$src" && "${NICE_CMD[@]}" "$SWIFT" build -c release -debug-info-format none \
            --product "$LIBRARY_NAME" --scratch-path "$scratch")
        end=$(date +%s)
        log "swift-syntax build took $((end - start)) s"
        bin="$(cd "$src" && "$SWIFT" build -c release --scratch-path "$scratch" --show-bin-path)"
        [[ -f "$bin/lib$LIBRARY_NAME.a" ]] || die "missing $bin/lib$LIBRARY_NAME.a"

        rm -rf "$stage"
        mkdir -p "$stage/lib" "$stage/Modules"
        cp "$bin/lib$LIBRARY_NAME.a" "$stage/lib/"
        cp -R "$bin/Modules/." "$stage/Modules/"
        # deterministic archive: sorted names, fixed owner and mtime, no gzip timestamp
        (cd "$stage" && tar --sort=name --owner=0 --group=0 --numeric-owner --mtime=@0 -cf - lib Modules) \
            | gzip -n -9 > "$artifact.tmp"
        mv "$artifact.tmp" "$artifact"
        cp "$WORK/library.json" "$vdir/.$name-$LIBRARY_NAME.library.json"
        log "wrote $artifact ($(du -h "$artifact" | cut -f1))"
    fi
    cmd_sign
}

# --------------------------------------------------------------------------
# sign
# --------------------------------------------------------------------------
cmd_sign() {
    local name vdir artifact libinfo certs tmp
    name="$(prebuilt_name)"
    vdir="$(version_dir)"
    artifact="$vdir/$name-$LIBRARY_NAME.tar.gz"
    libinfo="$vdir/.$name-$LIBRARY_NAME.library.json"
    [[ -f "$artifact" ]] || die "no artifact at $artifact; run 'build' first"
    [[ -f "$libinfo" ]] || die "missing $libinfo; run 'build --force'"
    command -v openssl >/dev/null || die "openssl not found"
    certs="$REPO/certs"
    mkdir -p "$certs"
    tmp="$(mktemp -d)"
    CLEANUP+=("$tmp")   # private keys never outlive this run

    log "creating throwaway root CA and code-signing certificate ($KEY_TYPE)"
    local keyopt=()
    case "$KEY_TYPE" in
        ec)  keyopt=(-newkey ec -pkeyopt ec_paramgen_curve:P-256) ;;
        rsa) keyopt=(-newkey rsa:2048) ;;
        *)   die "PREBUILTS_KEY_TYPE must be ec or rsa" ;;
    esac
    cat > "$tmp/openssl.cnf" <<'EOF'
[req]
distinguished_name = dn
prompt = no
[dn]
CN = unused
[root]
basicConstraints = critical, CA:TRUE
keyUsage = critical, keyCertSign, cRLSign
subjectKeyIdentifier = hash
[leaf]
basicConstraints = critical, CA:FALSE
keyUsage = critical, digitalSignature
extendedKeyUsage = critical, codeSigning
subjectKeyIdentifier = hash
authorityKeyIdentifier = keyid, issuer
EOF
    local ou="Local Prebuilts" org="swift-json-model (local, untrusted)"
    openssl req -config "$tmp/openssl.cnf" -x509 -new "${keyopt[@]}" -nodes -sha256 -days 3650 \
        -keyout "$tmp/root.key" -out "$tmp/root.pem" -extensions root \
        -subj "/CN=Local Prebuilts Root CA/OU=$ou/O=$org" 2>/dev/null
    openssl req -config "$tmp/openssl.cnf" -new "${keyopt[@]}" -nodes -sha256 \
        -keyout "$tmp/leaf.key" -out "$tmp/leaf.csr" \
        -subj "/CN=Local Prebuilts Signing/OU=$ou/O=$org" 2>/dev/null
    openssl x509 -req -in "$tmp/leaf.csr" -CA "$tmp/root.pem" -CAkey "$tmp/root.key" \
        -set_serial "0x$(openssl rand -hex 16)" -days 825 -sha256 \
        -extfile "$tmp/openssl.cnf" -extensions leaf -out "$tmp/leaf.pem" 2>/dev/null
    openssl verify -CAfile "$tmp/root.pem" "$tmp/leaf.pem" >/dev/null
    openssl x509 -in "$tmp/root.pem" -outform DER -out "$tmp/root.cer"
    openssl x509 -in "$tmp/leaf.pem" -outform DER -out "$tmp/leaf.cer"

    log "signing manifest $name.json"
    python3 - "$artifact" "$libinfo" "$LIBRARY_NAME" "$tmp" "$vdir/$name.json" "$ou" "$org" <<'PY'
import base64, hashlib, json, subprocess, sys
artifact, libinfo, libname, tmp, out, ou, org = sys.argv[1:8]

def foundation_json(v, indent=0):
    """The signed payload must be byte-identical to the manifest as the
    consumer re-encodes it: keys sorted, 2-space indent, '"key" : value',
    empty arrays as '[\n\n<indent>]', slashes not escaped, no final newline."""
    pad, pad2 = "  " * indent, "  " * (indent + 1)
    if isinstance(v, dict):
        if not v:
            return "{\n\n%s}" % pad
        items = ['%s%s : %s' % (pad2, foundation_json(k), foundation_json(v[k], indent + 1))
                 for k in sorted(v) if v[k] is not None]
        return "{\n" + ",\n".join(items) + "\n" + pad + "}"
    if isinstance(v, list):
        if not v:
            return "[\n\n%s]" % pad
        return "[\n" + ",\n".join(pad2 + foundation_json(x, indent + 1) for x in v) + "\n" + pad + "]"
    if isinstance(v, str):
        esc = {'"': '\\"', "\\": "\\\\", "\n": "\\n", "\r": "\\r", "\t": "\\t", "\b": "\\b", "\f": "\\f"}
        return '"' + "".join(esc.get(c, c if ord(c) >= 0x20 else "\\u%04x" % ord(c)) for c in v) + '"'
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, int):
        return str(v)
    raise TypeError(type(v))

def b64url(b):
    return base64.urlsafe_b64encode(b).rstrip(b"=")

def der_ecdsa_to_raw(sig):
    # ECDSA-Sig-Value ::= SEQUENCE { r INTEGER, s INTEGER } -> r||s (32+32 bytes)
    def read_len(b, i):
        n = b[i]; i += 1
        if n & 0x80:
            k = n & 0x7f; n = int.from_bytes(b[i:i + k], "big"); i += k
        return n, i
    assert sig[0] == 0x30
    _, i = read_len(sig, 1)
    out = b""
    for _ in range(2):
        assert sig[i] == 0x02
        n, i = read_len(sig, i + 1)
        out += int.from_bytes(sig[i:i + n], "big").to_bytes(32, "big"); i += n
    return out

info = json.load(open(libinfo))
checksum = hashlib.sha256(open(artifact, "rb").read()).hexdigest()
library = {"name": libname, "checksum": checksum, "products": info["products"]}
if info["includePath"]:
    library["includePath"] = info["includePath"]
manifest = {"libraries": [library]}

leaf = open(tmp + "/leaf.cer", "rb").read()
root = open(tmp + "/root.cer", "rb").read()
keytext = open(tmp + "/leaf.key").read()
alg = "RS256" if "RSA" in subprocess.run(["openssl", "pkey", "-in", tmp + "/leaf.key", "-noout", "-text"],
                                         capture_output=True, text=True, check=True).stdout else "ES256"
header = {"alg": alg, "x5c": [base64.b64encode(leaf).decode(), base64.b64encode(root).decode()]}
signing_input = b64url(foundation_json(header).encode()) + b"." + b64url(foundation_json(manifest).encode())
sig = subprocess.run(["openssl", "dgst", "-sha256", "-sign", tmp + "/leaf.key"],
                     input=signing_input, capture_output=True, check=True).stdout
if alg == "ES256":
    sig = der_ecdsa_to_raw(sig)
jws = (signing_input + b"." + b64url(sig)).decode()

def name(cn):
    return {"commonName": cn, "organizationalUnit": ou, "organization": org}
signed = {"manifest": manifest,
          "signature": {"signature": jws,
                        "certificate": {"subject": name("Local Prebuilts Signing"),
                                        "issuer": name("Local Prebuilts Root CA")}}}
with open(out, "w") as f:
    f.write(foundation_json(signed))
print("checksum %s, %s, %d products" % (checksum, alg, len(info["products"])), file=sys.stderr)
PY
    cp "$tmp/root.cer" "$certs/root-ca.cer"
    cp "$tmp/root.pem" "$certs/root-ca.pem"
    cp "$tmp/leaf.pem" "$certs/signing.pem"
    log "repository ready: $REPO"
    log "  manifest: $vdir/$name.json"
    log "  artifact: $artifact"
    log "  root cert (DER): $certs/root-ca.cer"
    echo "swift build --experimental-prebuilts-download-url file://$REPO --experimental-prebuilts-root-cert $certs/root-ca.cer"
}

# --------------------------------------------------------------------------
# verify
# --------------------------------------------------------------------------
write_probe_package() {
    local dir="$1"
    mkdir -p "$dir/Sources/ProbeMacros" "$dir/Sources/ProbeLib" "$dir/Sources/ProbeClient"
    cat > "$dir/Package.swift" <<EOF
// swift-tools-version: 5.9
import CompilerPluginSupport
import PackageDescription

let package = Package(
    name: "PrebuiltsProbe",
    platforms: [.macOS(.v10_15)],
    products: [
        .library(name: "ProbeLib", targets: ["ProbeLib"]),
        .executable(name: "probe-client", targets: ["ProbeClient"]),
    ],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax.git", exact: "$SWIFT_SYNTAX_VERSION"),
    ],
    targets: [
        .macro(
            name: "ProbeMacros",
            dependencies: [
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
                .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
            ]
        ),
        .target(name: "ProbeLib", dependencies: ["ProbeMacros"]),
        .executableTarget(name: "ProbeClient", dependencies: ["ProbeLib"]),
    ]
)
EOF
    cat > "$dir/Sources/ProbeMacros/ProbeMacros.swift" <<'EOF'
import SwiftCompilerPlugin
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `#stringify(x)` expands to `(x, "x")`.
public struct StringifyMacro: ExpressionMacro {
    public static func expansion(
        of node: some FreestandingMacroExpansionSyntax,
        in context: some MacroExpansionContext
    ) -> ExprSyntax {
        guard let argument = node.arguments.first?.expression else {
            fatalError("#stringify needs an argument")
        }
        return "(\(argument), \(literal: argument.description))"
    }
}

@main
struct ProbePlugin: CompilerPlugin {
    let providingMacros: [Macro.Type] = [StringifyMacro.self]
}
EOF
    cat > "$dir/Sources/ProbeLib/ProbeLib.swift" <<'EOF'
@freestanding(expression)
public macro stringify<T>(_ value: T) -> (T, String) = #externalMacro(module: "ProbeMacros", type: "StringifyMacro")

public func describeSum(_ a: Int, _ b: Int) -> String {
    let (value, code) = #stringify(a + b)
    return "\(code) = \(value)"
}
EOF
    cat > "$dir/Sources/ProbeClient/main.swift" <<'EOF'
import ProbeLib

print(describeSum(20, 22))
EOF
}

cmd_verify() {
    local consumer="$1" keep="$2"; shift 2
    local extra=("$@")
    local name vdir cert tmp generated=0 scratch logf rc resolved_before="" had_resolved=0
    name="$(prebuilt_name)"
    vdir="$(version_dir)"
    cert="${PREBUILTS_ROOT_CERT:-$REPO/certs/root-ca.cer}"
    [[ -f "$vdir/$name.json" ]] || die "no signed manifest at $vdir/$name.json; run 'build' first"
    [[ -f "$cert" ]] || die "no root certificate at $cert"
    cert="$(abspath "$cert")"

    tmp="$(mktemp -d "${TMPDIR:-/tmp}/local-prebuilts-verify.XXXXXX")"
    if [[ -z "$consumer" ]]; then
        consumer="$tmp/consumer"
        write_probe_package "$consumer"
        generated=1
    else
        consumer="$(abspath "$consumer")"
        [[ -f "$consumer/Package.swift" ]] || die "$consumer has no Package.swift"
        if [[ -f "$consumer/Package.resolved" ]]; then
            had_resolved=1; resolved_before="$tmp/Package.resolved.orig"
            cp "$consumer/Package.resolved" "$resolved_before"
        fi
    fi
    scratch="$tmp/scratch"
    logf="$tmp/build.log"
    mkdir -p "$tmp/cache" "$tmp/config" "$tmp/security"

    local cmd=("${NICE_CMD[@]}" "$SWIFT" build -v
        --package-path "$consumer"
        --scratch-path "$scratch"
        --cache-path "$tmp/cache"
        --config-path "$tmp/config"
        --security-path "$tmp/security"
        --enable-experimental-prebuilts
        --experimental-prebuilts-download-url "file://$REPO"
        --experimental-prebuilts-root-cert "$cert"
        "${extra[@]}")
    log "consumer: $consumer"
    log "running: ${cmd[*]}"
    log "log: $logf"
    local start end
    start=$(date +%s)
    set +e
    "${cmd[@]}" > "$logf" 2>&1
    rc=$?
    set -e
    end=$(date +%s)
    log "swift build exited with $rc after $((end - start)) s"

    if [[ $generated == 0 ]]; then
        if [[ $had_resolved == 1 ]]; then
            cmp -s "$resolved_before" "$consumer/Package.resolved" || {
                cp "$resolved_before" "$consumer/Package.resolved"; log "restored $consumer/Package.resolved"; }
        elif [[ -f "$consumer/Package.resolved" ]]; then
            rm -f "$consumer/Package.resolved"; log "removed the Package.resolved this build created"
        fi
    fi

    local run_output=""
    if [[ $generated == 1 && $rc == 0 ]]; then
        run_output="$("$("$SWIFT" build --package-path "$consumer" --scratch-path "$scratch" --show-bin-path)/probe-client" 2>&1 || true)"
    fi

    local verdict=0
    python3 - "$logf" "$scratch" "$vdir" "$name" "$LIBRARY_NAME" "$rc" "$generated" "$run_output" "$SWIFT_SYNTAX_VERSION" "${extra[@]}" <<'PY' || verdict=$?
import glob, json, os, re, sys
logf, scratch, vdir, name, libname, rc, generated, run_output, wanted = sys.argv[1:10]
extra = sys.argv[10:]
rc, generated = int(rc), generated == "1"
text = open(logf, errors="replace").read()
checks, notes = [], []
def check(ok, what):
    checks.append((ok, what))

# Modules provided by the prebuilt (from the library description next to the artifact)
info_path = os.path.join(vdir, ".%s-%s.library.json" % (name, libname))
prebuilt_modules = set(json.load(open(info_path))["targets"]) if os.path.exists(info_path) else set()

check(rc == 0, "swift build succeeded (exit %d)" % rc)

# Which swift-syntax version did the consumer resolve?
state_path = os.path.join(scratch, "workspace-state.json")
state = json.load(open(state_path)) if os.path.exists(state_path) else {}
deps = {d["packageRef"]["identity"]: d for d in state.get("object", {}).get("dependencies", [])}
syn = deps.get("swift-syntax")
if syn is None:
    notes.append("the consumer does not depend on swift-syntax at all")
    resolved = None
else:
    st = syn.get("state", {})
    resolved = st.get("version") or st.get("checkoutState", {}).get("version")
    url = syn["packageRef"].get("location")
    notes.append("swift-syntax resolved to %s from %s" % (resolved, url))
    if resolved != wanted:
        notes.append("the repository only has swift-syntax %s; SwiftPM looks for swift-syntax/%s/%s.json"
                     % (wanted, resolved, name))

# 1. Workspace state records the prebuilt
prebuilts = state.get("object", {}).get("prebuilts", [])
mine = [p for p in prebuilts if p.get("identity") == "swift-syntax" and p.get("libraryName") == libname]
check(bool(mine), "workspace-state.json lists the %s prebuilt for swift-syntax" % libname)

# 2. The artifact came from the local repository
m = re.search(r"(Fetching|Downloading) package prebuilt (\S+)", text)
check(bool(m) and m.group(2).startswith("file://") and m.group(2).endswith("%s-%s.tar.gz" % (name, libname)),
      "build log: prebuilt fetched from the local file:// repository" + (" (%s)" % m.group(2) if m else ""))
if "Failed to decode prebuilt manifest" in text:
    notes.append("SwiftPM rejected the manifest: " +
                 text[text.index("Failed to decode prebuilt manifest"):].splitlines()[0])

# 3. The macro link line uses the static library from the extracted prebuilt
art_dir = os.path.join(scratch, "prebuilts", "swift-syntax", resolved or wanted, "%s-%s" % (name, libname))
link_lines = [l for l in text.splitlines() if "-l" + libname in l.split()]
check(any(os.path.join(art_dir, "lib") in l for l in link_lines),
      "build log: a link command uses -L %s/lib -l%s" % (art_dir, libname))
check(any("-I %s" % os.path.join(art_dir, "Modules") in l for l in text.splitlines() if "-module-name" in l),
      "build log: a compile command imports %s/Modules" % art_dir)

# 4. Nothing from swift-syntax was compiled
compiled_sources = sorted(set(re.findall(r"\S*/checkouts/swift-syntax/Sources/[^\s']+\.(?:swift|c)\b", text)))
module_names = set(re.findall(r"-module-name\s+(\S+)", text))
compiled_syntax_modules = sorted(module_names & prebuilt_modules)
def module_of(build_dir):
    n = os.path.basename(build_dir)[:-len(".build")]
    return n[:-len("-tool")] if n.endswith("-tool") else n
objects = sorted({module_of(os.path.dirname(o))
                  for o in glob.glob(os.path.join(scratch, "*", "*", "*.build", "*.o"))
                  if module_of(os.path.dirname(o)) in prebuilt_modules})
objects += sorted({os.path.basename(m)[:-len(".swiftmodule")]
                   for m in glob.glob(os.path.join(scratch, "*", "*", "Modules*", "*.swiftmodule"))
                   if os.path.basename(m)[:-len(".swiftmodule")] in prebuilt_modules} - set(objects))

# 5. Build plan (llbuild manifest): which compile commands are reachable from
#    the llbuild target that was built.  The plan still *contains* commands for
#    the swift-syntax modules (they stay in the package graph), but with the
#    prebuilt in place nothing the build needs depends on them.
def plan_reachable(yaml_path, roots):
    targets, commands, cur, section = {}, {}, None, None
    for line in open(yaml_path):
        if not line.strip():
            continue
        if not line.startswith(" "):
            section = line.strip().rstrip(":"); continue
        if section == "targets" and line.startswith('  "'):
            k, v = line.strip().split(": ", 1)
            targets[json.loads(k)] = json.loads(v)
        elif section == "commands":
            if line.startswith('  "') and line.rstrip().endswith(":"):
                cur = json.loads(line.strip()[:-1]); commands[cur] = {}
            elif cur and line.startswith("    ") and ": " in line:
                k, v = line.strip().split(": ", 1)
                if k in ("inputs", "outputs"):
                    commands[cur][k] = json.loads(v)
    producer = {}
    for c, d in commands.items():
        for o in d.get("outputs", []):
            producer[o] = c
    seen_nodes, seen_cmds = set(), set()
    stack = [n for r in roots for n in targets.get(r, [])]
    while stack:
        n = stack.pop()
        if n in seen_nodes:
            continue
        seen_nodes.add(n)
        c = producer.get(n)
        if c and c not in seen_cmds:
            seen_cmds.add(c)
            stack.extend(commands[c].get("inputs", []))
    return commands, seen_cmds
plan = os.path.join(scratch, "debug.yaml") if os.path.exists(os.path.join(scratch, "debug.yaml")) \
    else os.path.join(scratch, "release.yaml")
roots = ["test"] if "--build-tests" in extra else ["main"]
if os.path.exists(plan) and not any(a.startswith(("--target", "--product")) for a in extra):
    commands, reached = plan_reachable(plan, roots)
    def cmd_module(c):
        m = re.match(r"C\.(.+?)-[^-]+-[^-]+-[^-]+-[^-]+-(debug|release)", c)
        return m.group(1) if m else None
    in_plan = sorted({cmd_module(c) for c in commands if cmd_module(c) in prebuilt_modules})
    reached_syntax = sorted({cmd_module(c) for c in reached if cmd_module(c) in prebuilt_modules})
    check(not reached_syntax, "build plan (%s): no swift-syntax compile command is reachable from '%s'%s"
          % (os.path.basename(plan), "/".join(roots),
             " (reachable: %s)" % ", ".join(reached_syntax) if reached_syntax else
             " (%d present but unused)" % len(in_plan)))
else:
    notes.append("build plan check skipped (no plan, or --target/--product given)")

check(not compiled_sources, "build log: no swift-syntax source file was compiled"
      + (" (found %d, e.g. %s)" % (len(compiled_sources), compiled_sources[0]) if compiled_sources else ""))
check(not compiled_syntax_modules, "build log: no swift-syntax module was compiled"
      + (" (found %s)" % ", ".join(compiled_syntax_modules) if compiled_syntax_modules else ""))
check(not objects, "scratch folder: no object files or .swiftmodule built for swift-syntax modules"
      + (" (found %s)" % ", ".join(objects) if objects else ""))

if generated:
    check(run_output.strip() == "a + b = 42", "probe executable prints 'a + b = 42' (got %r)" % run_output.strip())

for ok, what in checks:
    print("  [%s] %s" % ("ok" if ok else "FAIL", what))
for n in notes:
    print("  note: " + n)
if all(ok for ok, _ in checks):
    print("PASS: swift-syntax came from the local prebuilt %s-%s" % (name, libname))
    sys.exit(0)
print("FAIL: see the checks above and the log at " + logf)
sys.exit(1)
PY
    # the lock files swift build leaves in the temp dir for our fresh folders
    rm -f "${TMPDIR:-/tmp}/${tmp//\//_}"_*.lock
    if [[ $verdict == 0 && $keep == 0 ]]; then
        rm -rf "$tmp"
    else
        log "kept $tmp"
    fi
    return $verdict
}

# --------------------------------------------------------------------------
main() {
    local cmd="${1:-}"; [[ $# -gt 0 ]] && shift
    local force=0 keep=0 consumer="" extra=()
    while [[ $# -gt 0 ]]; do
        case "$1" in
            --repo) REPO="$2"; shift 2 ;;
            --repo=*) REPO="${1#--repo=}"; shift ;;
            --force) force=1; shift ;;
            --keep) keep=1; shift ;;
            --) shift; extra=("$@"); break ;;
            -h|--help) usage; exit 0 ;;
            -*) die "unknown option $1" ;;
            *) [[ -z "$consumer" ]] || die "unexpected argument $1"; consumer="$1"; shift ;;
        esac
    done
    REPO="$(abspath "$REPO")"
    WORK="$(abspath "$WORK")"
    case "$cmd" in
        build)  cmd_build "$force" ;;
        sign)   cmd_sign ;;
        verify) cmd_verify "$consumer" "$keep" "${extra[@]}" ;;
        all)    cmd_build "$force"; cmd_verify "" "$keep" ;;
        info)   echo "prebuilt name: $(prebuilt_name)"
                echo "repository:    $REPO"
                echo "manifest:      $(version_dir)/$(prebuilt_name).json"
                echo "artifact:      $(version_dir)/$(prebuilt_name)-$LIBRARY_NAME.tar.gz"
                echo "root cert:     ${PREBUILTS_ROOT_CERT:-$REPO/certs/root-ca.cer}" ;;
        ""|-h|--help|help) usage ;;
        *) die "unknown command '$cmd' (build, sign, verify, all, info)" ;;
    esac
}

main "$@"
