// Checking a whole package: its manifest against its dependencies', and every Swift file of
// Sources/, Examples/ and Tests/ against its floor and tools version.

package import Foundation

/// Runs every check over the package at `root`.
///
/// ```swift
/// let findings = try checkPackage(at: URL(fileURLWithPath: "."))
/// ```
package func checkPackage(at root: URL) throws -> [Finding] {
    let manifestURL = root.appendingPathComponent("Package.swift")
    let manifest = Manifest(try String(contentsOf: manifestURL, encoding: .utf8))
    var dependencies: [(name: String, manifest: Manifest)] = []
    for name in manifest.dependencies {
        let url = root.appendingPathComponent(".build/checkouts/\(name)/Package.swift")
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
        dependencies.append((name, Manifest(text)))
    }
    var findings = checkFloor(of: manifest, path: "Package.swift", dependencies: dependencies)
    let check = SourceCheck(floor: manifest.platforms ?? Manifest.defaultPlatforms, toolsVersion: manifest.toolsVersion ?? "5.9")
    for folder in ["Sources", "Examples", "Tests"] {
        let base = root.appendingPathComponent(folder)
        guard let files = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil) else { continue }
        for case let url as URL in files where url.pathExtension == "swift" {
            let relative = String(url.path.dropFirst(root.path.count + 1))
            // What the checks plant on purpose to be found.
            if relative.hasPrefix("Tests/PlatformCheckTests/Planted") { continue }
            let role = FileRole(isPortableCore: relative.hasPrefix("Sources/JSONCore/"), isTest: relative.hasPrefix("Tests/"))
            findings += check.check(source: try String(contentsOf: url, encoding: .utf8), path: relative, role: role)
        }
    }
    return findings.sorted { ($0.path, $0.line, $0.column) < ($1.path, $1.line, $1.column) }
}
