#!/usr/bin/env bash
# Writes Tests/GeneratedModelTests/Generated/*.swift: the @JSONModel types `json-model generate`
# infers from each corpus file and each example's data, one namespace per sample. The tests
# check that these files are what the tool writes now, build them, and decode each sample with
# them. Run after changing the generator: Scripts/generate-sample-models.sh
set -euo pipefail
cd "$(dirname "$0")/.."
corpus="${JSON_MODEL_CORPUS:-../shared/corpus}"
swift build --product json-model
tool=.build/debug/json-model
out=Tests/GeneratedModelTests/Generated
while read -r namespace file options; do
    [ -f "$file" ] || { echo "missing $file" >&2; exit 1; }
    # shellcheck disable=SC2086
    "$tool" generate --namespace "$namespace" $options "$file" > "$out/$namespace.swift"
    echo "$out/$namespace.swift from $file"
done < Tests/GeneratedModelTests/samples.txt
