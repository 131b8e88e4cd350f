#!/usr/bin/env python3
"""What @JSONModel types cost to compile, against the same types with synthesized Codable.

    Scripts/measure-build-cost.py [--copies N] [--configuration release|debug] [--work DIR]
                                  [--package DIR] [--models DIR] [--prebuilts DIR]

Takes the struct models that `json-model generate` wrote for the corpus and the examples
(Tests/GeneratedModelTests/Generated, real API payloads: Twitter, CITM, GSoC, comic books, ...),
N copies of each in namespaces of their own (13 copies: 1,040 types), and writes a package
in DIR with two targets of the same types:

  MacroModels    as generated (made public): `@JSONModel` structs, keys by `keys: .snakeCase` and `@JSONKey`
  CodableModels  the same structs declared `Codable`, with a `CodingKeys` enum of the same keys
                 where they differ from the property names (what a hand-written model has)

Both import JSONModel (the Codable side for `JSONValue`); every declaration is public, as in a
library of models (internal types that nothing uses would be dropped by the optimizer), and the
package makes them a library product, as a package of models does. The package's dependencies are
built first and not counted; then each target is compiled again whole (every source touched), by
the compiler command SwiftPM planned for it, timed by GNU time: wall time, processor time (user +
system, all the compiler's processes), the compiler's peak memory, and the size of the code it
made (text and data of the target's object files). The macro plugin's processes are timed apart
(the plugin is run through a wrapper that times each of its processes, outside the compiler's
own time): their processor time is the part of the build that is macro expansion itself.

--package measures another checkout of the library (an older commit, say), --prebuilts builds the
macro plugin against the prebuilt swift-syntax in that folder (made by Scripts/local-prebuilts.sh;
SwiftPM uses it only where no macro shares a module with an exported product), and the table says
which swift-syntax the plugin was built with.

Files with enums (tagged unions, String enums) are left out: they have no synthesized Codable
equivalent to compare with.
"""

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import time

SKIPPED = re.compile(r"tagging:|@JSONUnknown|enum \w+: String")


def package_root():
    return os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def snake_case(name):
    """`inReplyToStatusId` → `in_reply_to_status_id`, as `keys: .snakeCase` maps a property."""
    text = re.sub(r"([a-z0-9])([A-Z])", r"\1_\2", name)
    text = re.sub(r"([A-Z]+)([A-Z][a-z])", r"\1_\2", text)
    return text.lower()


def codable(source):
    """The generated @JSONModel structs of `source` as Codable structs with the same keys."""
    lines = source.split("\n")
    out = []
    index = 0
    while index < len(lines):
        line = lines[index]
        match = re.match(r"^(\s*)@JSONModel(\((.*)\))?\s*$", line)
        if not match:
            out.append(line)
            index += 1
            continue
        indent, arguments = match.group(1), match.group(3) or ""
        snake = ".snakeCase" in arguments
        header = lines[index + 1]
        struct = re.match(r"^(\s*)((?:public |package )?struct \w+(?:<[^>]*>)?)(:\s*([^{]*))?\s*\{\s*$", header)
        if not struct:
            sys.exit(f"error: expected a struct after @JSONModel, found: {header}")
        conformances = [c.strip() for c in (struct.group(4) or "").split(",") if c.strip()]
        out.append(f"{struct.group(1)}{struct.group(2)}: {', '.join(conformances + ['Codable'])} {{")
        index += 2
        keys = []
        differs = False
        while not re.match(rf"^{indent}\}}\s*$", lines[index]):
            member = lines[index]
            key = None
            explicit = re.match(r'^(\s*)@JSONKey\("((?:[^"\\]|\\.)*)"\)\s*(.*)$', member)
            if explicit:
                key = explicit.group(2)
                member = explicit.group(1) + explicit.group(3)
            property = re.match(r"^\s*(?:public |package )?(?:var|let) (`?\w+`?)\s*:", member)
            if property:
                name = property.group(1)
                plain = name.strip("`")
                if key is None:
                    key = snake_case(plain) if snake else plain
                if key != plain:
                    differs = True
                keys.append((name, key))
            out.append(member)
            index += 1
        if differs:
            out.append("")
            out.append(f"{indent}    enum CodingKeys: String, CodingKey {{")
            for name, key in keys:
                out.append(f'{indent}        case {name} = "{key}"' if key != name.strip("`") else f"{indent}        case {name}")
            out.append(f"{indent}    }}")
        out.append(lines[index])
        index += 1
    return "\n".join(out)


def write_package(work, root, copies, samples=None):
    sources = samples or os.path.join(root, "Tests", "GeneratedModelTests", "Generated")
    written = set()

    def write(target, name, text):
        # A file already there with the same text stays as it is, so that a second run does not
        # compile the targets again before measuring them.
        path = os.path.join(work, "Sources", target, name)
        written.add(path)
        if os.path.exists(path):
            with open(path) as handle:
                if handle.read() == text:
                    return
        with open(path, "w") as handle:
            handle.write(text)

    for target in ("MacroModels", "CodableModels"):
        os.makedirs(os.path.join(work, "Sources", target), exist_ok=True)
    types = 0
    for name in sorted(os.listdir(sources)):
        with open(os.path.join(sources, name)) as handle:
            text = handle.read()
        if not name.endswith(".swift") or SKIPPED.search(text):
            continue
        namespace = name.removesuffix(".swift")
        for copy in range(copies):
            renamed = re.sub(rf"^enum {namespace} \{{", f"enum {namespace}{copy} {{", text, count=1, flags=re.M)
            # Public, as a library of models is: the optimizer drops internal types nothing uses,
            # and with them the code whose size is measured.
            renamed = re.sub(r"^(\s*)(enum|struct|var|let) ", r"\1public \2 ", renamed, flags=re.M)
            types += len(re.findall(r"^\s*@JSONModel\b", renamed, flags=re.M))
            write("MacroModels", f"{namespace}{copy}.swift", renamed)
            write("CodableModels", f"{namespace}{copy}.swift", codable(renamed))
    for target in ("MacroModels", "CodableModels"):
        folder = os.path.join(work, "Sources", target)
        for name in os.listdir(folder):
            if os.path.join(folder, name) not in written:
                os.remove(os.path.join(folder, name))
    identity = os.path.basename(os.path.normpath(root)).lower()
    manifest = os.path.join(work, "Package.swift")
    text = f"""// swift-tools-version: 6.1
// Written by Scripts/measure-build-cost.py: the same models as @JSONModel and as Codable.
import PackageDescription

let package = Package(
    name: "BuildCost",
    platforms: [.macOS(.v12), .iOS(.v15), .tvOS(.v15), .watchOS(.v8), .visionOS(.v1), .macCatalyst(.v15)],
    products: [.library(name: "Models", targets: ["MacroModels", "CodableModels"])],
    dependencies: [.package(path: "{root}")],
    targets: [
        .target(name: "MacroModels", dependencies: [.product(name: "JSONModel", package: "{identity}")]),
        .target(name: "CodableModels", dependencies: [.product(name: "JSONModel", package: "{identity}")]),
    ]
)
"""
    if not os.path.exists(manifest) or open(manifest).read() != text:
        with open(manifest, "w") as handle:
            handle.write(text)
    return types


def build(work, configuration, target, extra):
    return subprocess.run(["swift", "build", "-c", configuration, "--target", target, "-v"] + extra, cwd=work,
                          capture_output=True, text=True)


def compile_command(work, configuration, target):
    """The compiler command SwiftPM planned for `target` (from its build manifest)."""
    with open(os.path.join(work, ".build", f"{configuration}.yaml")) as handle:
        text = handle.read()
    match = re.search(rf'"C\.{target}-[^"]*-{configuration}\.module":\n(?:    .*\n)*?    args: (\[.*\])\n', text)
    if not match:
        sys.exit(f"error: no compile command for {target} in .build/{configuration}.yaml")
    return json.loads(match.group(1))


def timed_plugin(arguments, log):
    """`arguments` with the macro plugin run through a wrapper that appends each of its processes'
    processor time to `log`."""
    result = list(arguments)
    for index in range(1, len(result)):
        if result[index - 1] == "-Xfrontend" and index >= 2 and result[index - 2] == "-load-plugin-executable":
            path, module = result[index].split("#", 1)
            wrapper = log + ".plugin.sh"
            # The compiler kills its plugin when it is done with it, and a timer killed with it
            # records nothing: the plugin runs under a timer in a session of its own, which ends
            # when the plugin reads the end of its input, after the compiler has closed it.
            with open(wrapper, "w") as handle:
                handle.write(f'#!/bin/bash\nsetsid /usr/bin/time -a -o "{log}" -f "%U %S" "{path}" "$@" <&0 &\nwait $!\n')
            os.chmod(wrapper, 0o755)
            result[index] = f"{wrapper}#{module}"
    return result


def measure(work, configuration, target):
    """Compiles `target` again, all of its sources; its times, peak memory and code size, and the
    macro plugin's processor time."""
    bin_path = subprocess.run(["swift", "build", "-c", configuration, "--show-bin-path"], cwd=work, check=True,
                              capture_output=True, text=True).stdout.strip()
    objects = os.path.join(bin_path, f"{target}.build")
    # Every source newer than its object: the whole target is compiled again.
    folder = os.path.join(work, "Sources", target)
    for name in os.listdir(folder):
        os.utime(os.path.join(folder, name))
    timing = os.path.join(work, f"{target}.time")
    plugin_log = os.path.join(work, f"{target}.plugin-time")
    if os.path.exists(plugin_log):
        os.remove(plugin_log)
    command = timed_plugin(compile_command(work, configuration, target), plugin_log)
    run = subprocess.run(["/usr/bin/time", "-f", "%e %U %S %M", "-o", timing] + command, cwd=work,
                         capture_output=True, text=True)
    if run.returncode != 0:
        sys.exit(f"error: compiling {target} failed:\n{run.stdout[-3000:]}{run.stderr[-3000:]}")
    with open(timing) as handle:
        wall, user, system, peak = handle.read().split()[-4:]
    # The plugins outlive the compiler by the moment they take to read the end of their input.
    for _ in range(600):
        if subprocess.run(["pgrep", "-f", f"{work}/.build/.*JSONModelMacros-tool"], capture_output=True).returncode != 0:
            break
        time.sleep(0.1)
    plugin = 0.0
    processes = 0
    if os.path.exists(plugin_log):
        with open(plugin_log) as handle:
            for line in handle:
                parts = line.split()
                if len(parts) == 2:
                    plugin += float(parts[0]) + float(parts[1])
                    processes += 1
    # The objects of the target's sources as they are now (a file removed since an earlier run
    # leaves its object behind).
    files = [os.path.join(objects, name + ".o") for name in os.listdir(folder)
             if os.path.exists(os.path.join(objects, name + ".o"))]
    sizes = subprocess.run(["size", "--totals"] + files, capture_output=True, text=True, check=True).stdout
    total = sizes.strip().split("\n")[-1].split()
    return {"wall": float(wall), "cpu": float(user) + float(system), "memory": int(peak) * 1024,
            "code": int(total[0]) + int(total[1]), "plugin": plugin, "plugins": processes}


def swift_syntax_source(work, configuration):
    """How the plugin's swift-syntax was built: the prebuilt library, or from source."""
    with open(os.path.join(work, ".build", f"{configuration}.yaml")) as handle:
        text = handle.read()
    match = re.search(r'"C\.JSONModelMacros-[^"]*\.exe[^"]*":\n(?:    .*\n)*?    args: (\[.*\])\n', text)
    if match and any("MacroSupport" in argument for argument in json.loads(match.group(1))):
        return "prebuilt swift-syntax (release)"
    return f"swift-syntax built from source ({configuration})"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--copies", type=int, default=13, help="copies of each sample's types (default 13: 1,040 types)")
    parser.add_argument("--configuration", default="release", choices=["release", "debug"])
    parser.add_argument("--work", default=os.path.join("/tmp", "json-model-build-cost"),
                        help="where the package is written and built (kept between runs: its dependencies stay built)")
    parser.add_argument("--package", default=package_root(), help="the library's checkout to measure (default: this one)")
    parser.add_argument("--models", help="the folder of generated models to copy (default: the package's "
                        "Tests/GeneratedModelTests/Generated), to compare two checkouts on the same types")
    parser.add_argument("--prebuilts", help="a local prebuilts repository (Scripts/local-prebuilts.sh) for swift-syntax")
    arguments = parser.parse_args()
    extra = []
    if arguments.prebuilts:
        repository = os.path.abspath(arguments.prebuilts)
        extra = ["--experimental-prebuilts-download-url", "file://" + repository,
                 "--experimental-prebuilts-root-cert", os.path.join(repository, "certs", "root-ca.cer")]
    for tool in ("/usr/bin/time", shutil.which("size")):
        if not tool or not os.path.exists(tool):
            sys.exit("error: needs GNU time and binutils' size (apt-get install time binutils)")
    root = os.path.abspath(arguments.package)
    os.makedirs(arguments.work, exist_ok=True)
    types = write_package(arguments.work, root, arguments.copies, arguments.models)
    print(f"{types} types in each target; building the dependencies first (not counted)", file=sys.stderr)
    # Each target built as SwiftPM builds it (nothing to do when it is up to date), so that
    # everything it depends on is built and its compile command and sources list are current.
    for target in ("CodableModels", "MacroModels"):
        warm = build(arguments.work, arguments.configuration, target, extra)
        if warm.returncode != 0:
            sys.exit(f"error: building {target} failed:\n{warm.stdout[-3000:]}{warm.stderr[-3000:]}")
    results = {target: measure(arguments.work, arguments.configuration, target) for target in ("CodableModels", "MacroModels")}
    codable, macro = results["CodableModels"], results["MacroModels"]
    print(f"The macro plugin: {swift_syntax_source(arguments.work, arguments.configuration)}; "
          f"{macro['plugins']} plugin processes.")
    print()
    print(f"| {types} types, {arguments.configuration} | synthesized Codable | @JSONModel | ratio |")
    print("| --- | ---: | ---: | ---: |")
    print(f"| wall time | {codable['wall']:.1f} s | {macro['wall']:.1f} s | {macro['wall'] / codable['wall']:.2f}x |")
    print(f"| processor time, the compiler | {codable['cpu']:.1f} s | {macro['cpu']:.1f} s | {macro['cpu'] / codable['cpu']:.2f}x |")
    whole = macro["cpu"] + macro["plugin"]
    print(f"| processor time, the macro plugin's processes | | {macro['plugin']:.1f} s | |")
    print(f"| processor time, compiler and plugin | {codable['cpu']:.1f} s | {whole:.1f} s | {whole / codable['cpu']:.2f}x |")
    print(f"| peak memory | {codable['memory'] / 2**20:.0f} MiB | {macro['memory'] / 2**20:.0f} MiB | "
          f"{macro['memory'] / codable['memory']:.2f}x |")
    print(f"| code (text + data) | {codable['code'] / 1e6:.2f} MB | {macro['code'] / 1e6:.2f} MB | "
          f"{macro['code'] / codable['code']:.2f}x |")


if __name__ == "__main__":
    main()
