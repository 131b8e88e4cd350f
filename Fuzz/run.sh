#!/usr/bin/env bash
# Builds a libFuzzer target with the address sanitizer and runs it for a bounded time with a
# fixed seed. See Fuzz/README.md.
#
#   Fuzz/run.sh [TARGET] [SECONDS]   fuzz TARGET for SECONDS (default 60)
#
# TARGET:
#   core     Fuzz/JSONCoreFuzzer.swift over JSONCore: parsing, writing, numbers (the default)
#   coding   Fuzz/JSONCodingFuzzer.swift over JSONCoding: Codable decoding and encoding
#   model    Fuzz/JSONModelFuzzer.swift over the @JSONModel path: generated code and its runtime
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
# input is saved (core: Fuzz/.work/artifacts/, coding: Fuzz/.work/coding/artifacts/, model:
# Fuzz/.work/model/artifacts/) and its path is printed.
set -euo pipefail

usage() {
    echo "usage: Fuzz/run.sh [core|coding|model] [SECONDS]   (SECONDS: a whole number >= 1, default 60)" >&2
    exit 2
}
target=core
case "${1:-}" in
    core | coding | model) target="$1"; shift ;;
esac
[ "$#" -le 1 ] || usage
seconds="${1:-60}"
if ! [[ "$seconds" =~ ^[0-9]+$ ]] || [ "$seconds" -lt 1 ]; then usage; fi
seed="${FUZZ_SEED:-1}"
max_len="${FUZZ_MAX_LEN:-4096}"

# Work from the package root, wherever this is called from.
cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/.."
root="$PWD"
work="$root/Fuzz/.work"
if [ "$target" = core ]; then
    binary="$work/jsoncore-fuzzer"
    corpus="$work/corpus"
    artifacts="$work/artifacts"
    log="$work/fuzz.log"
    dictionary="$work/json.dict"
elif [ "$target" = coding ]; then
    binary="$work/jsoncoding-fuzzer"
    corpus="$work/coding/corpus"
    artifacts="$work/coding/artifacts"
    log="$work/coding/fuzz.log"
    dictionary="$work/coding/coding.dict"
else
    binary="$work/jsonmodel-fuzzer"
    corpus="$work/model/corpus"
    artifacts="$work/model/artifacts"
    log="$work/model/fuzz.log"
    dictionary="$work/model/model.dict"
fi
mkdir -p "$work" "$(dirname "$corpus")"

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

# -O with whole-module optimization runs about 5x as many inputs a second as -Onone for a build
# about 15 s longer; -O keeps every precondition, bounds and overflow check. -g for stack traces.
# The language settings match Package.swift's; `package` declarations need -package-name, the
# same for every module of the package.
flags=(
    -sanitize=fuzzer,address -parse-as-library
    -O -wmo -num-threads 2 -g
    -swift-version 6 -enable-upcoming-feature ExistentialAny -enable-upcoming-feature InternalImportsByDefault
    -enable-experimental-feature BuiltinModule
    -package-name swift_json_model
)
mapfile -t core_sources < <(find Sources/JSONCore -name '*.swift' | LC_ALL=C sort)
swiftc_version="$("$swiftc" --version 2>&1 || true)"

# build NAME OUTPUT STAMP INPUTS_COUNT INPUTS... SWIFTC_ARGUMENTS...: runs swiftc to make OUTPUT
# unless OUTPUT is newer than every input and was built with the same compiler, arguments and
# inputs (recorded in STAMP).
build() {
    local name="$1" output="$2" stamp="$3" count="$4"
    shift 4
    local inputs=("${@:1:count}")
    shift "$count"
    local stamp_text="$swiftc_version $* ${inputs[*]}"
    local needs_build=0 input
    if [ "${FUZZ_REBUILD:-0}" = 1 ] || [ ! -e "$output" ] || [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$stamp_text" ]; then
        needs_build=1
    else
        for input in "${inputs[@]}"; do
            if [ "$input" -nt "$output" ]; then needs_build=1; break; fi
        done
    fi
    if [ "$needs_build" = 0 ]; then
        echo "== fuzz: $output is up to date"
        return
    fi
    echo "== fuzz: building $name: $output"
    rm -f "$output" "$stamp"
    local build_start=$SECONDS
    touch "$work/build-started"
    "$swiftc" "$@"
    # swiftc leaves the fuzz module's merged debug module (<module>-1.swiftmodule and its
    # companions) in the current directory, the package root: they belong in the work folder.
    rm -f "$root"/*Fuzz-1.swiftmodule "$root"/*Fuzz-1.swiftdoc "$root"/*Fuzz-1.swiftsourceinfo
    # Date the output from the build's start, so a source edited during the build is seen as newer.
    touch -r "$work/build-started" "$output"
    printf '%s' "$stamp_text" >"$stamp"
    echo "== fuzz: built in $((SECONDS - build_start)) s"
}

if [ "$target" = core ]; then
    # One module: all of JSONCore plus the fuzz target.
    sources=("${core_sources[@]}" Fuzz/JSONCoreFuzzer.swift)
    build "JSONCore + target (${#sources[@]} files)" "$binary" "$work/build-stamp" "${#sources[@]}" "${sources[@]}" \
        "${flags[@]}" -module-name JSONCoreFuzz "${linker_flags[@]}" "${sources[@]}" -o "$binary"
elif [ "$target" = coding ]; then
    # JSONCoding's sources import JSONCore, so JSONCore is a module of its own, built first as a
    # static library (with the same sanitizer instrumentation), then JSONCoding plus the target as
    # one module against it.
    modules="$work/coding/JSONCore"
    library="$modules/libJSONCore.a"
    mkdir -p "$modules"
    build "the JSONCore module (${#core_sources[@]} files)" "$library" "$work/coding/jsoncore-stamp" \
        "${#core_sources[@]}" "${core_sources[@]}" \
        "${flags[@]}" -module-name JSONCore -emit-library -static -emit-module \
        -emit-module-path "$modules/JSONCore.swiftmodule" "${core_sources[@]}" -o "$library"
    mapfile -t sources < <(find Sources/JSONCoding -name '*.swift' | LC_ALL=C sort)
    sources+=(Fuzz/JSONCodingFuzzer.swift)
    build "JSONCoding + target (${#sources[@]} files)" "$binary" "$work/coding/build-stamp" \
        "$((${#sources[@]} + 1))" "${sources[@]}" "$library" \
        "${flags[@]}" -module-name JSONCodingFuzz -I "$modules" -L "$modules" -lJSONCore "${linker_flags[@]}" \
        "${sources[@]}" -o "$binary"
else
    # JSONCore and JSONCoding as modules of their own (static libraries, instrumented), then the
    # macros' declarations (Sources/JSONModel) plus the target as one module, whose @JSONModel
    # types the package's own macro plugin expands: SwiftPM builds it (JSONModelMacros-tool).
    modules="$work/model/modules"
    mkdir -p "$modules"
    echo "== fuzz: building the macro plugin (swift build --product JSONModelMacros)"
    swift build --product JSONModelMacros >"$work/model-plugin-build.log" 2>&1 \
        || { cat "$work/model-plugin-build.log" >&2; echo "fuzz: the macro plugin did not build" >&2; exit 2; }
    plugin="$(swift build --show-bin-path)/JSONModelMacros-tool"
    [ -x "$plugin" ] || { echo "fuzz: no macro plugin at $plugin" >&2; exit 2; }
    core_library="$modules/libJSONCore.a"
    build "the JSONCore module (${#core_sources[@]} files)" "$core_library" "$work/model/jsoncore-stamp" \
        "${#core_sources[@]}" "${core_sources[@]}" \
        "${flags[@]}" -module-name JSONCore -emit-library -static -emit-module \
        -emit-module-path "$modules/JSONCore.swiftmodule" "${core_sources[@]}" -o "$core_library"
    mapfile -t coding_sources < <(find Sources/JSONCoding -name '*.swift' | LC_ALL=C sort)
    coding_library="$modules/libJSONCoding.a"
    build "the JSONCoding module (${#coding_sources[@]} files)" "$coding_library" "$work/model/jsoncoding-stamp" \
        "$((${#coding_sources[@]} + 1))" "${coding_sources[@]}" "$core_library" \
        "${flags[@]}" -module-name JSONCoding -emit-library -static -emit-module -I "$modules" \
        -emit-module-path "$modules/JSONCoding.swiftmodule" "${coding_sources[@]}" -o "$coding_library"
    mapfile -t sources < <(find Sources/JSONModel -name '*.swift' | LC_ALL=C sort)
    sources+=(Fuzz/JSONModelFuzzer.swift)
    build "JSONModel + target (${#sources[@]} files)" "$binary" "$work/model/build-stamp" \
        "$((${#sources[@]} + 2))" "${sources[@]}" "$coding_library" "$plugin" \
        "${flags[@]}" -module-name JSONModelFuzz -I "$modules" -L "$modules" -lJSONCoding -lJSONCore \
        -load-plugin-executable "$plugin#JSONModelMacros" "${linker_flags[@]}" "${sources[@]}" -o "$binary"
fi

# MARK: - Corpus and dictionary

if [ "${FUZZ_KEEP_CORPUS:-0}" != 1 ]; then rm -rf "$corpus"; fi
mkdir -p "$corpus"
if [ "$target" = core ]; then
    # Seeds: the conformance suite (valid and invalid documents) plus a few hand-written inputs for
    # what it covers thinly: number edge cases, escapes, the lenient extensions, nesting, line breaks.
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
elif [ "$target" = model ]; then
    # Seeds: each input is one configuration byte (bits 0-2 the model, bit 3 the Foundation
    # setting, bit 4 a report; see the target), then a document: for each model, documents that
    # decode and documents with bad fields, each under all four settings.
    seed_model() {
        local model="$1" name="$2" document="$3" setting
        for setting in 0 1 2 3; do
            { printf "$(printf '\\x%02x' $((model | setting << 3)))"; printf '%s' "$document"; } >"$corpus/seed-$model-$name-$setting"
        done
    }
    shipment='{"id": 7, "serial": 9007199254740993, "priority": 200, "weight": 12.5, "ratio": 0.25, "fragile": true, "label": "vase", "note": null, "quantities": [1, 2], "stock": {"cup": 0}, "sender": {"name": "Ada", "phones": ["1"]}, "parcels": [{"code": "P1", "grams": 250, "sides": [1.5, 2], "sealed": true}], "returnAddress": {"name": "Grace", "email": "g@x", "phones": []}, "handled_by": "Linus"}'
    seed_model 0 valid "$shipment"
    seed_model 0 snake '{"id": "7", "serial": 1, "priority": 300, "weight": "1.5", "ratio": 1e40, "fragile": 1, "label": 5, "quantities": [1, "x"], "stock": [], "sender": {"name": null}, "parcels": [{"code": "P", "grams": -1, "sides": [true]}], "return_address": {"name": "a", "phones": [1]}, "handledBy": 2}'
    seed_model 1 valid '[{"code": "P1", "grams": 250, "sides": [1.5, 2, 3e2]}, {"code": "P2", "grams": 3, "sides": [], "sealed": false}]'
    seed_model 1 broken '[{"code": 1, "grams": 256, "sides": [1.5, "2"]}, {"CODE": "P2", "Grams": "3", "sides": null}, 5]'
    seed_model 2 valid '{"ada": {"name": "Ada", "email": "a@x", "phones": ["1", "2"]}, "grace": {"name": "Grace", "phones": []}}'
    seed_model 2 broken '{"ada": {"name": 1, "phones": "1"}, "grace": {"Name": "Grace", "name": "G", "phones": [null]}, "x": []}'
    seed_model 3 valid '{"name": "Ada", "meta": {"age": 36}, "tags": ["a", 1, "b"], "score": "high", "city": "London", "zip": 1, "colors": "red,green", "nicknames": {"a": "b"}}'
    seed_model 3 broken '{"name": "Ada", "age": "36", "tags": "a", "score": null, "zip": "x", "colors": ["red"], "meta": []}'
    seed_model 4 valid '[{"type": "circle", "radius": 2}, {"type": "rect", "width": 3}, {"type": "rectangle", "width": 3, "height": 4}, {"type": "polygon", "points": [[0, 0], [1, 1]]}, {"type": "hexagon", "side": 1}]'
    seed_model 4 broken '[{"type": "circle", "radius": "big"}, {"radius": 2}, {"type": 5}, {"type": "polygon", "points": [[0, "a"]]}]'
    seed_model 5 valid '[{"move": {"x": 1, "y": 2}}, {"say": "hi"}, "stop", {"stop": {}}]'
    seed_model 5 broken '[{"move": {"x": "1"}}, {"say": 5}, "go", {"move": {}, "say": "x"}, []]'
    seed_model 6 valid '[3, 3.5, true, "3", {"city": "Paris", "zip": 75}, 1e400, "x", null]'
    seed_model 6 broken '[[1], {"zip": "x"}, -0, 9223372036854775808, "true"]'
    seed_model 7 valid '{"items": [{"wheels": 4, "maker": "Fiat", "doors": 2}, {"wheels": 3}], "next": "p2"}'
    seed_model 7 broken '{"items": [{"wheels": "four", "doors": [2]}, {}], "next": 1}'
    # Inputs of earlier findings, configuration byte included, run again on every start.
    for file in Fuzz/ModelRegressions/*; do cp "$file" "$corpus/regression-$(basename "$file")"; done
else
    # Seeds: each input is three configuration bytes (see FuzzConfiguration in the target), then
    # the document. Every conformance document (valid and invalid) gets one configuration,
    # cycling through them; each document of Fuzz/CodingSeeds, shaped like the target's models
    # and named N-name.json for its model number N, gets eight: each key strategy twice, with
    # other date, syntax, root key, data, float and preprocessor settings. A UTF-16 copy of one
    # seed exercises the encoding detection.
    config_bytes() { printf "$(printf '\\x%02x\\x%02x\\x%02x' "$1" "$2" "$3")"; }
    index=0
    for file in Tests/JSONCoreTests/Conformance/pass/*.json Tests/JSONCoreTests/Conformance/fail/*.json; do
        name="${file#Tests/JSONCoreTests/Conformance/}"
        { config_bytes $(((index * 37) & 255)) $(((index * 101) & 255)) $(((index * 59) & 0x9f)); cat "$file"; } \
            >"$corpus/${name//\//-}"
        index=$((index + 1))
    done
    b1_variants=(0x00 0x80 0x82 0x08 0x01 0xa0 0x90 0x84)
    b2_variants=(0x00 0x00 0x01 0x02 0x08 0x00 0x10 0x80)
    index=0
    for file in Fuzz/CodingSeeds/*.json; do
        name="$(basename "$file" .json)"
        model="${name%%-*}"
        for variant in 0 1 2 3 4 5 6 7; do
            b0=$((model | ((variant & 3) << 3) | (((variant * 3 + index) % 8) << 5)))
            { config_bytes "$b0" "${b1_variants[variant]}" "${b2_variants[variant]}"; cat "$file"; } \
                >"$corpus/seed-$name-$variant"
        done
        index=$((index + 1))
    done
    if command -v iconv >/dev/null; then
        { config_bytes 0x07 0x00 0x00; iconv -f UTF-8 -t UTF-16 Fuzz/CodingSeeds/7-node.json; } >"$corpus/seed-7-node-utf16"
    fi
    # Inputs of earlier findings, configuration bytes included, run again on every start.
    for file in Fuzz/CodingRegressions/*; do cp "$file" "$corpus/regression-$(basename "$file")"; done
fi

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

if [ "$target" = model ]; then
    # Plus the models' keys, tags and values.
    cp "$work/json.dict" "$dictionary"
    cat >>"$dictionary" <<'EOF'
"\"id\""
"\"serial\""
"\"priority\""
"\"weight\""
"\"ratio\""
"\"fragile\""
"\"label\""
"\"note\""
"\"quantities\""
"\"stock\""
"\"sender\""
"\"parcels\""
"\"returnAddress\""
"\"return_address\""
"\"handled_by\""
"\"handler\""
"\"name\""
"\"email\""
"\"phones\""
"\"code\""
"\"grams\""
"\"sides\""
"\"sealed\""
"\"meta\""
"\"age\""
"\"tags\""
"\"score\""
"\"city\""
"\"zip\""
"\"colors\""
"\"nicknames\""
"\"type\""
"\"circle\""
"\"radius\""
"\"rect\""
"\"rectangle\""
"\"width\""
"\"height\""
"\"polygon\""
"\"points\""
"\"move\""
"\"x\""
"\"y\""
"\"say\""
"\"stop\""
"\"items\""
"\"next\""
"\"wheels\""
"\"maker\""
"\"doors\""
"9223372036854775808"
"256"
"1e40"
EOF
fi

if [ "$target" = coding ]; then
    # Plus the models' keys in several spellings, the strategies' strings, dates, big numbers.
    cp "$work/json.dict" "$dictionary"
    cat >>"$dictionary" <<'EOF'
"\"id\""
"\"userName\""
"\"user_name\""
"\"UserName\""
"\"createdAt\""
"\"created_at\""
"\"homePageURL\""
"\"home_page_url\""
"\"child_nodes\""
"\"childNodes\""
"\"name\""
"\"weight\""
"\"tags\""
"\"attributes\""
"\"friends\""
"\"scalars\""
"\"formula\""
"\"location\""
"\"tree\""
"\"extra\""
"\"int128\""
"\"uint128\""
"\"decimal\""
"\"date\""
"\"dates\""
"\"data\""
"\"url\""
"\"json\""
"\"byID\""
"\"point\""
"\"result\""
"\"profiles\""
"\"_0\""
"\"_1\""
"\"number\""
"\"variable\""
"\"sum\""
"\"product\""
"\"negate\""
"\"empty\""
"\"guest_user\""
"\"x-"
"\"2016-01-15T14:30:05.123Z\""
"\"2016-01-15\""
"T00:00:00Z"
".123456789"
"+01:00"
"\"15.01.2016\""
"\"2016-01-15 14:30:05\""
"\"epoch\""
"\"aGVsbG8=\""
"\"https://example.com/\""
"1453187501"
"1453187501000"
"99999999999"
"-62135596800"
"170141183460469231731687303715884105727"
"18446744073709551615"
"\"Infinity\""
"\"-Infinity\""
"\"NaN\""
")]}'\x0a"
"\x00{\x00"
EOF
fi

# MARK: - Run

rm -rf "$artifacts"
mkdir -p "$artifacts"
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1:symbolize=1}"
# Leaks that are not this package's (each one explained in the file).
export LSAN_OPTIONS="${LSAN_OPTIONS:-suppressions=$root/Fuzz/lsan-suppressions.txt:print_suppressions=0}"
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
    -dict="$dictionary"
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
    echo "== fuzz: $target: no finding in ${seconds} s (seed $seed): ${summary:-see $log}"
    exit 0
fi

echo
echo "== fuzz: $target: FINDING (libFuzzer exit status $fuzzer_status, seed $seed)"
grep -E -A4 'JSON(Core|Coding|Model) fuzz property violated|Fatal error|ERROR: (AddressSanitizer|LeakSanitizer|libFuzzer)|SUMMARY:' "$log" | head -24 || true
# The first frames of the first stack that are not libFuzzer's, the sanitizer's or libc's.
frames="$(awk '/^ *#[0-9]+ / { if (seen && $1 == "#0") exit; seen = 1; print }' "$log" \
    | grep -v -E 'compiler-rt|libc\.so|/<unknown module>' | head -8 || true)"
if [ -n "$frames" ]; then echo "== fuzz: first frames:"; echo "$frames"; fi
if [ "${#findings[@]}" = 0 ]; then
    echo "== fuzz: libFuzzer saved no input; see $log"
else
    for file in "${findings[@]}"; do
        echo "== fuzz: input saved to $file"
        echo "   reproduce (from $root): SWIFT_BACKTRACE=enable=no LSAN_OPTIONS=suppressions=Fuzz/lsan-suppressions.txt ${binary#"$root"/} ${file#"$root"/}"
    done
fi
echo "== fuzz: full output in $log"
exit 1
