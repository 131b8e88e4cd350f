#!/usr/bin/env bash
# Builds the libFuzzer target over JSONCore (Fuzz/JSONCoreFuzzer.swift) with the address sanitizer
# and runs it for a bounded time with a fixed seed. See Fuzz/README.md.
#
#   Fuzz/run.sh [SECONDS]        fuzz for SECONDS (default 60)
#
# Environment:
#   FUZZ_SEED=N          libFuzzer's random seed (default 1), so a run can be repeated
#   FUZZ_MAX_LEN=N       largest input tried, in bytes (default 4096)
#   FUZZ_KEEP_CORPUS=1   keep the corpus grown by earlier runs instead of starting from the seeds
#   FUZZ_REBUILD=1       rebuild even when the binary is newer than every source
#   SWIFTC=path          the Swift compiler (default: swiftc on PATH, else /opt/swift/usr/bin/swiftc)
#
# Exit status: 0 when the run ends with no finding; non-zero on any finding (crash, failed property,
# sanitizer report, leak, timeout of one input, memory limit) or when the build fails. A finding's
# input is saved under Fuzz/.work/artifacts/ and its path is printed.
set -euo pipefail

seconds="${1:-60}"
if ! [[ "$seconds" =~ ^[0-9]+$ ]] || [ "$seconds" -lt 1 ]; then
    echo "usage: Fuzz/run.sh [SECONDS]   (SECONDS: a whole number >= 1, default 60)" >&2
    exit 2
fi
seed="${FUZZ_SEED:-1}"
max_len="${FUZZ_MAX_LEN:-4096}"

# Work from the package root, wherever this is called from.
cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/.."
root="$PWD"
work="$root/Fuzz/.work"
binary="$work/jsoncore-fuzzer"
corpus="$work/corpus"
artifacts="$work/artifacts"
log="$work/fuzz.log"
mkdir -p "$work"

# MARK: - Toolchain

swiftc="${SWIFTC:-$(command -v swiftc || true)}"
if [ -z "$swiftc" ] && [ -x /opt/swift/usr/bin/swiftc ]; then swiftc=/opt/swift/usr/bin/swiftc; fi
if [ -z "$swiftc" ] || [ ! -x "$swiftc" ]; then
    echo "fuzz: no swiftc found (set SWIFTC or put the Swift toolchain on PATH)" >&2
    exit 2
fi
toolchain_bin="$(dirname "$(readlink -f "$swiftc")")"

# libFuzzer and ASan ship with the Swift toolchain (libclang_rt.fuzzer / libclang_rt.asan);
# check they are there before a long build.
resource_dir="$(dirname "$toolchain_bin")/lib/clang"
if ! compgen -G "$resource_dir/*/lib/linux/libclang_rt.fuzzer-*.a" >/dev/null \
    || ! compgen -G "$resource_dir/*/lib/linux/libclang_rt.asan-*" >/dev/null; then
    echo "fuzz: this Swift toolchain has no libFuzzer/ASan runtime under $resource_dir;" >&2
    echo "      -sanitize=fuzzer,address needs the toolchain from swift.org, which ships them" >&2
    exit 2
fi

# Link with the toolchain's lld when it has one (the system gold linker works too, but noisily).
linker_flags=()
if [ -x "$toolchain_bin/ld.lld" ]; then linker_flags=(-use-ld=lld); fi

# A symbolizer for readable sanitizer stack traces: the toolchain's, else the system's, else
# install Debian's llvm (not fatal if that fails: traces are then unsymbolized).
symbolizer=""
if [ -x "$toolchain_bin/llvm-symbolizer" ]; then
    symbolizer="$toolchain_bin/llvm-symbolizer"
elif command -v llvm-symbolizer >/dev/null; then
    symbolizer="$(command -v llvm-symbolizer)"
elif command -v apt-get >/dev/null && [ "$(id -u)" = 0 ]; then
    echo "== fuzz: installing llvm-symbolizer (Debian package llvm)"
    if { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq llvm; } >"$work/apt.log" 2>&1 \
        && command -v llvm-symbolizer >/dev/null; then
        symbolizer="$(command -v llvm-symbolizer)"
    else
        echo "fuzz: could not install llvm-symbolizer (see $work/apt.log); stack traces will be unsymbolized"
    fi
fi

# MARK: - Build

# One module: all of JSONCore plus the fuzz target. `package` declarations need -package-name.
# -O with whole-module optimization runs about 5x as many inputs a second as -Onone for a build
# about 15 s longer; -O keeps every precondition, bounds and overflow check. -g for stack traces.
# The language settings match Package.swift's.
mapfile -t sources < <(find Sources/JSONCore -name '*.swift' | LC_ALL=C sort)
sources+=(Fuzz/JSONCoreFuzzer.swift)
flags=(
    -sanitize=fuzzer,address -parse-as-library
    -O -wmo -num-threads 2 -g
    -swift-version 6 -enable-upcoming-feature ExistentialAny -enable-upcoming-feature InternalImportsByDefault
    -package-name swift_json_model -module-name JSONCoreFuzz
    "${linker_flags[@]}"
)
stamp="$work/build-stamp"
stamp_text="$("$swiftc" --version 2>&1 || true) ${flags[*]} ${sources[*]}"

needs_build=0
if [ "${FUZZ_REBUILD:-0}" = 1 ] || [ ! -x "$binary" ] || [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$stamp_text" ]; then
    needs_build=1
else
    for source in "${sources[@]}"; do
        if [ "$source" -nt "$binary" ]; then needs_build=1; break; fi
    done
fi
if [ "$needs_build" = 1 ]; then
    echo "== fuzz: building $binary (${#sources[@]} files)"
    rm -f "$binary" "$stamp"
    build_start=$SECONDS
    touch "$work/build-started"
    "$swiftc" "${flags[@]}" "${sources[@]}" -o "$binary"
    # Date the binary from the build's start, so a source edited during the build is seen as newer.
    touch -r "$work/build-started" "$binary"
    printf '%s' "$stamp_text" >"$stamp"
    echo "== fuzz: built in $((SECONDS - build_start)) s"
else
    echo "== fuzz: $binary is up to date"
fi

# MARK: - Corpus and dictionary

# Seeds: the conformance suite (valid and invalid documents) plus a few hand-written inputs for
# what it covers thinly: number edge cases, escapes, the lenient extensions, nesting, line breaks.
if [ "${FUZZ_KEEP_CORPUS:-0}" != 1 ]; then rm -rf "$corpus"; fi
mkdir -p "$corpus"
cp Tests/JSONCoreTests/Conformance/pass/*.json Tests/JSONCoreTests/Conformance/fail/*.json "$corpus/" 2>/dev/null || true
seed_file() { printf "$2" >"$corpus/seed-$1"; }
seed_file numbers-edge '[0,-0,0.0,-0.0,1,-1,1.5,-1.5e-3,1E400,-1e400,1e-400,-1e-400,4.9e-324,2.4703282292062327e-324,2.2250738585072011e-308,2.2250738585072014e-308,1.7976931348623157e308,1.7976931348623158e308,1.7976931348623159e308]'
seed_file numbers-ints '[9007199254740993,9223372036854775807,9223372036854775808,-9223372036854775808,-9223372036854775809,18446744073709551615,18446744073709551616,123456789012345678901234567890]'
seed_file numbers-decimals '[0.1,0.2,0.30000000000000004,1e23,8.98846567431158e307,123456789.0123456789,0.0000000000000000000001234,1234567890123456789.5,12345678901234567890.123,-0.000000000000000000000000000000000000001]'
seed_file numbers-exponents '[1e0,1E+0,1e-0,5e-324,1.0e+308,100e-2,0.5e1,7e22,7e23,9007199254740993e0,1e0000000000000000000001,1e-99999999999999999999]'
# Halfway cases, where only a correctly rounded conversion gets the last bit right: 2^53 + 1 and
# + 3 as decimals, 1 + 2^-53 exactly and just above, the overflow threshold, and 2^-1075 exactly
# (halfway between 0 and the smallest subnormal: rounds to 0), just above and just below it.
half_subnormal='2.4703282292062327208828439643411068618252990130716238221279284125033775363510437593264991818081799618989828234772285886546332835517796989819938739800539093906315035659515570226392290858392449105184435931802849936536152500319370457678249219365623669863658480757001585769269903706311928279558551332927834338409351978015531246597263579574622766465272827220056374006485499977096599470454020828166226237857393450736339007967761930577506740176324673600968951340535537458516661134223766678604162159680461914467291840300530057530849048765391711386591646239524912623653881879636239373280423891018672348497668235089863388587925628302755995657524455507255189313690836254779186948667994968324049705821028513185451396213837722826145437693412532098591327667236328125e-324'
seed_file numbers-halfway "[9007199254740993.0,9007199254740995.0,-9007199254740993.00,1.00000000000000011102230246251565404236316680908203125,1.000000000000000111022302462515654042363166809082031250000001,1.7976931348623158079e308,1.7976931348623158080e308,${half_subnormal},${half_subnormal%e-324}00000001e-324,2.47032822920623272e-324]"
seed_file number-long '1.00000000000000011102230246251565404236316680908203125000000000000000000000001'
seed_file escapes '["\\u00e9\\uD83D\\uDE00\\n\\t\\"\\\\\\/\\b\\f\\r","\\u0000\\u001F\\u007f\\uFFFF","caf\xc3\xa9 \xf0\x9f\x98\x80 \xe2\x82\xac"]'
seed_file escapes-object '{"\\u0061":1,"a\\u0000b":[2],"\\uDBFF\\uDFFF":{"/":"\\/"}}'
seed_file lenient-comments '// line comment\n[1, /* block */ 2, /**/ 3 // end\n]'
seed_file lenient-trailing '{"a": [1, 2,], "b": {"c": 3,},}'
seed_file lenient-apostrophe '["it\\'"'"'s", "\\uD800", "\\uDC00x", "\\uD800\\uD800"]'
seed_file lenient-bom '\xef\xbb\xbf{"bom": true}'
seed_file nesting '{"a":[{"b":{"c":[[[{"d":[null,true,false,{}]}]]]}}],"e":[[],[[]],{}]}'
seed_file duplicate-keys '{"a":1,"b":2,"a":3,"a":{"a":[1,{"a":2}]}}'
seed_file line-breaks '{\r\n  "a": 1,\r  "b": [\n\t1,\n\t2\n  ],\n  "c": tru\n}'
seed_file json5-document '// JSON5\n{unquoted: '"'"'single \\'"'"' "quoted"'"'"', $id_1: 0x1F, b: -0XaB, c: +.5, d: 5., e: 1e5,\n g: ['"'"'\\x41\\v\\0\\a\\\n'"'"',], \\u0061b: 2, caf\xc3\xa9: 1, \x0b\x0c\xc2\xa0\xe2\x80\xa8\xe3\x80\x80 "h": [1,],}'
seed_file json5-nonfinite '[Infinity, -Infinity, +NaN, Infinit]'
seed_file invalid-utf8 '["\xff\xfe", "\xc3", "\xed\xa0\x80", "\xf4\x90\x80\x80"]'

# A dictionary of JSON tokens for libFuzzer's mutations.
cat >"$work/json.dict" <<'EOF'
"true"
"false"
"null"
"{"
"}"
"["
"]"
","
":"
"\""
"\\"
"\\u"
"\\uD83D\\uDE00"
"\\uD800"
"\\'"
"e"
"E"
"e+"
"e-"
"-"
"."
"0."
"1e400"
"-0"
"//"
"/*"
"*/"
"\xef\xbb\xbf"
"\x0d\x0a"
"\xc3\xa9"
"\xf0\x9f\x98\x80"
"'"
"0x"
"+"
"Infinity"
"NaN"
"\\x"
"\\v"
"\\0"
"$"
"_"
"\xc2\xa0"
"\xe2\x80\xa8"
"\x0b"
EOF

# MARK: - Run

rm -rf "$artifacts"
mkdir -p "$artifacts"
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1:symbolize=1}"
# Swift's own crash backtracer must stay out of the way: under ASan it trips a sanitizer report
# of its own and took minutes to finish, before libFuzzer could save the input. With it off, a
# trap prints Swift's "Fatal error: ..." message and libFuzzer's handler takes over at once.
export SWIFT_BACKTRACE="${SWIFT_BACKTRACE:-enable=no}"
if [ -n "$symbolizer" ]; then export ASAN_SYMBOLIZER_PATH="$symbolizer"; fi

fuzz_args=(
    -seed="$seed"
    -max_total_time="$seconds"
    -max_len="$max_len"
    -timeout=10
    -rss_limit_mb=2048
    -malloc_limit_mb=2048
    -detect_leaks=1
    -dict="$work/json.dict"
    -artifact_prefix="$artifacts/"
    -print_final_stats=1
)
echo "== fuzz: $binary ${fuzz_args[*]} $corpus"
echo "== fuzz: seeds: $(find "$corpus" -type f | wc -l) files; full log: $log"

# Show progress without the NEW/REDUCE line per corpus addition and the closing dictionary
# (the full output is in the log).
set +e
"$binary" "${fuzz_args[@]}" "$corpus" 2>&1 | tee "$log" | awk '
    /^###### Recommended dictionary/ { skipping = 1 }
    !skipping && !/^#[0-9]+[ \t]+(NEW|REDUCE)/ { print; fflush() }
    /^###### End of recommended dictionary/ { skipping = 0 }
'
statuses=("${PIPESTATUS[@]}")
set -e
fuzzer_status="${statuses[0]}"
if [ "${statuses[1]}" != 0 ] || [ "${statuses[2]}" != 0 ]; then
    echo "fuzz: could not record the fuzzer's output (tee/awk failed)" >&2
    exit 2
fi

findings=()
while IFS= read -r -d '' file; do findings+=("$file"); done < <(find "$artifacts" -type f -print0)

summary="$(grep -E '^#[0-9]+[[:space:]]+DONE' "$log" | tail -1 || true)"
if [ "$fuzzer_status" = 0 ] && [ "${#findings[@]}" = 0 ]; then
    echo "== fuzz: no finding in ${seconds} s (seed $seed): ${summary:-see $log}"
    exit 0
fi

echo
echo "== fuzz: FINDING (libFuzzer exit status $fuzzer_status, seed $seed)"
grep -E 'JSONCore fuzz property violated|Fatal error|ERROR: (AddressSanitizer|LeakSanitizer|libFuzzer)|SUMMARY:' "$log" | head -10 || true
if [ "${#findings[@]}" = 0 ]; then
    echo "== fuzz: libFuzzer saved no input; see $log"
else
    for file in "${findings[@]}"; do
        echo "== fuzz: input saved to $file"
        echo "   reproduce (from $root): SWIFT_BACKTRACE=enable=no Fuzz/.work/jsoncore-fuzzer ${file#"$root"/}"
    done
fi
echo "== fuzz: full output in $log"
exit 1
