#!/usr/bin/env python3
"""Checks that users of the macros can get SwiftPM's prebuilt swift-syntax.

    Scripts/check-prebuilt-graph.py [--scratch-path .build] [--root-too]

SwiftPM (6.1 and later) builds a package's macros against a prebuilt swift-syntax only when no
macro, nor a test of a macro, shares a module with what the exported products build for the
target: otherwise it turns prebuilts off for the whole build, and every user compiles
swift-syntax from source. This script applies that rule (SwiftPM's `handlePrebuilts`, in
PackageGraph/ModulesGraph+Loading.swift) to the manifests, without building anything:

1. Modules of exported products are marked "built for the target", through every dependency
   (conditions ignored, as SwiftPM does), stopping at host-only modules (macros, and tests that
   depend on a macro).
2. Each host-only module must reach only modules not so marked; a module it reaches that is
   marked makes prebuilts off.

Two graphs are checked, the two ways users take the package:

- a package that depends on this one and has a library using `JSONModel` (only that package's
  products are exported);
- this package added to an Xcode project (a root dependency: every product of this package is
  exported, the command-line tools included).

With --root-too, this package as the root of the build (`swift build` in a clone: every product,
the implicit products of its executables, and its tests) is reported as well; it does not fail
the check, since it concerns the package's own development, not its users.

The manifests come from `swift package dump-package`, for this package and each checkout under
the scratch path (run `swift package resolve` first). A product of a package that is not checked
out (one behind a trait that is off) counts as a module of its own.
"""

import argparse
import json
import os
import subprocess
import sys
import tempfile


def package_root():
    return os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def dump(path, scratch):
    run = subprocess.run(["swift", "package", "--scratch-path", scratch, "--package-path", path, "dump-package"],
                         capture_output=True, text=True)
    if run.returncode != 0:
        sys.exit(f"error: swift package dump-package failed for {path}:\n{run.stderr}")
    return json.loads(run.stdout)


class Graph:
    """Modules, named (package, target), with their types and dependencies."""

    def __init__(self):
        self.types = {}          # module -> target type ("regular", "macro", "test", "executable", ...)
        self.dependencies = {}   # module -> [module]
        self.products = {}       # (package, product) -> (type, [module])

    def add_package(self, identity, manifest, include_tests):
        targets = {target["name"]: target for target in manifest["targets"]}
        for target in manifest["targets"]:
            if target["type"] == "test" and not include_tests:
                continue
            self.types[(identity, target["name"])] = target["type"]
        for product in manifest["products"]:
            kind = next(iter(product["type"])) if isinstance(product["type"], dict) else product["type"]
            self.products[(identity, product["name"])] = (kind, [(identity, name) for name in product["targets"]])
        self._targets = getattr(self, "_targets", {})
        self._targets[identity] = (targets, manifest)

    def resolve(self, packages_by_name):
        """Turns each target's dependencies into modules, once every package is added."""
        for identity, (targets, manifest) in self._targets.items():
            for name, target in targets.items():
                module = (identity, name)
                if module not in self.types:
                    continue
                resolved = []
                for dependency in target.get("dependencies", []):
                    kind, value = next(iter(dependency.items()))
                    if kind in ("byName", "target") and value[0] in targets:
                        resolved.append((identity, value[0]))
                    elif kind == "byName":
                        resolved += self.product_modules(packages_by_name, value[0], None)
                    elif kind == "product":
                        resolved += self.product_modules(packages_by_name, value[0], value[1])
                self.dependencies[module] = resolved

    def product_modules(self, packages_by_name, product, package):
        if package is None:
            candidates = [key for key in self.products if key[1] == product]
            if not candidates:
                return [("?", product)]
            package = candidates[0][0]
        identity = packages_by_name.get(package.lower(), package.lower())
        if (identity, product) in self.products:
            return self.products[(identity, product)][1]
        # A package that is not checked out: its product stands for itself.
        module = (identity, "product " + product)
        self.types.setdefault(module, "regular")
        self.dependencies.setdefault(module, [])
        return [module]

    def is_host_only(self, module):
        kind = self.types.get(module)
        if kind == "macro":
            return True
        return kind == "test" and any(self.types.get(dependency) == "macro" for dependency in self.dependencies.get(module, []))


def check(graph, exported_products, exported_modules=()):
    """SwiftPM's rule: the host-only modules that reach a module built for the target, each with
    the way it reaches it and the exported product that builds that module."""
    built_by = {}  # module -> the exported product (or module) that marks it

    def mark(module, origin):
        if module in built_by or graph.is_host_only(module):
            return
        built_by[module] = origin
        for dependency in graph.dependencies.get(module, []):
            mark(dependency, origin)

    for product in exported_products:
        for module in graph.products[product][1]:
            mark(module, f"product {product[1]} of {product[0]}")
    for module in exported_modules:
        mark(module, f"target {module[1]} of {module[0]}")

    conflicts = []
    for module in sorted(graph.types):
        if not graph.is_host_only(module):
            continue
        # Depth first from the host-only module, to the first module built for the target.
        stack = [(module, [module])]
        seen = set()
        while stack:
            current, path = stack.pop()
            if current in seen:
                continue
            seen.add(current)
            for dependency in graph.dependencies.get(current, []):
                if dependency in built_by:
                    conflicts.append((module, path + [dependency], built_by[dependency]))
                    stack = []
                    break
                stack.append((dependency, path + [dependency]))
    return conflicts


def report(title, conflicts):
    if not conflicts:
        print(f"{title}: prebuilt swift-syntax is used (no macro shares a module with an exported product)")
        return True
    print(f"{title}: prebuilts are OFF for the whole build")
    for host, path, origin in conflicts:
        print(f"  {host[1]} ({host[0]}) reaches " + " -> ".join(module[1] for module in path[1:])
              + f", which {origin} builds for the target")
    return False


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--scratch-path", default=os.path.join(package_root(), ".build"),
                        help="where the dependencies are checked out (default: the package's .build)")
    parser.add_argument("--root-too", action="store_true", help="also report this package as the root of a build")
    arguments = parser.parse_args()
    root = package_root()
    checkouts = os.path.join(arguments.scratch_path, "checkouts")
    if not os.path.isdir(checkouts):
        sys.exit(f"error: no checkouts in {arguments.scratch_path}: run `swift package resolve` first")

    with tempfile.TemporaryDirectory() as scratch:
        manifest = dump(root, scratch)
        graph = Graph()
        this = "swift-json-model"
        packages_by_name = {}
        graph.add_package(this, manifest, include_tests=True)
        for dependency in manifest["dependencies"]:
            kind, value = next(iter(dependency.items()))
            identity = value[0]["identity"]
            packages_by_name[identity] = identity
        for name in sorted(os.listdir(checkouts)):
            path = os.path.join(checkouts, name)
            if not os.path.exists(os.path.join(path, "Package.swift")):
                continue
            dependency = dump(path, scratch)
            graph.add_package(name.lower(), dependency, include_tests=False)
            packages_by_name[name.lower()] = name.lower()
            packages_by_name[dependency["name"].lower()] = name.lower()

    # The package graph of each case. A test of this package is part of the graph only when this
    # package is the root.
    def without_tests(graph):
        copy = Graph()
        copy.types = {module: kind for module, kind in graph.types.items() if not (module[0] == this and kind == "test")}
        copy.products = graph.products
        copy._targets = graph._targets
        return copy

    as_dependency = without_tests(graph)
    consumer = ("consumer", "Models")
    as_dependency.types[consumer] = "regular"
    as_dependency.products[("consumer", "Models")] = ("library", [consumer])
    as_dependency.resolve(packages_by_name)
    as_dependency.dependencies[consumer] = as_dependency.products[(this, "JSONModel")][1]

    ok = report("A package that depends on JSONModel",
                check(as_dependency, [("consumer", "Models")]))

    in_xcode = without_tests(graph)
    in_xcode.resolve(packages_by_name)
    exported = [key for key in in_xcode.products if key[0] == this]
    ok = report("The package added to an Xcode project (every product exported)", check(in_xcode, exported)) and ok

    if arguments.root_too:
        graph.resolve(packages_by_name)
        products = [key for key in graph.products if key[0] == this]
        declared_executables = {module for key in products for module in graph.products[key][1]}
        implicit = [module for module, kind in graph.types.items()
                    if module[0] == this and kind == "executable" and module not in declared_executables]
        report("(not checked) This package as the root of a build, its tests included",
               check(graph, products, implicit))

    if not ok:
        print("error: a macro shares a module with an exported product; users would build swift-syntax from source")
        sys.exit(1)


if __name__ == "__main__":
    main()
