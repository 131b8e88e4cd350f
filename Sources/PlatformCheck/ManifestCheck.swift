// Reading manifests: the package's tools version and platforms, and its dependencies' platforms,
// which SwiftPM requires the package's own to reach on every Apple platform.

import SwiftParser
import SwiftSyntax

/// What a `Package.swift` declares that the checks need.
package struct Manifest: Sendable {
    /// `// swift-tools-version: 6.1`.
    package var toolsVersion: PlatformVersion?
    /// `platforms:` of `Package(…)`; nil when there is none (SwiftPM's defaults apply).
    package var platforms: Availability?
    /// The last path component of each `.package(url:)`, without `.git`: the checkout's folder.
    package var dependencies: [String]

    /// Reads `text`, the source of a `Package.swift`.
    package init(_ text: String) {
        let first = text.split(separator: "\n", maxSplits: 1).first.map(String.init) ?? ""
        if let range = first.range(of: "swift-tools-version:") {
            let rest = first[range.upperBound...].drop { $0 == " " }.prefix { $0.isNumber || $0 == "." }
            toolsVersion = PlatformVersion(String(rest))
        }
        let tree = Parser.parse(source: text)
        let reader = ManifestReader(viewMode: .sourceAccurate)
        reader.walk(tree)
        platforms = reader.platforms
        dependencies = reader.dependencies
    }

    /// SwiftPM's defaults for a package that declares no platforms (tools 5.9 and later).
    package static let defaultPlatforms = Availability([
        .macOS: "10.13", .iOS: "12", .tvOS: "12", .watchOS: "4", .visionOS: "1", .macCatalyst: "13",
    ])
}

private final class ManifestReader: SyntaxVisitor {
    var platforms: Availability?
    var dependencies: [String] = []

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let called = node.calledExpression.trimmedDescription
        if called == "Package", let argument = node.arguments.first(where: { $0.label?.text == "platforms" }),
            let array = argument.expression.as(ArrayExprSyntax.self)
        {
            var versions: [ApplePlatform: PlatformVersion] = [:]
            for element in array.elements {
                guard let call = element.expression.as(FunctionCallExprSyntax.self),
                    let name = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
                    let platform = ApplePlatform(attributeName: name), let value = call.arguments.first?.expression
                else { continue }
                let text: String
                if let member = value.as(MemberAccessExprSyntax.self) {
                    text = member.declName.baseName.text
                } else if let literal = value.as(StringLiteralExprSyntax.self) {
                    text = literal.segments.trimmedDescription
                } else {
                    continue
                }
                if let version = PlatformVersion(text) { versions[platform] = version }
            }
            platforms = Availability(versions)
        }
        if called == ".package", let url = node.arguments.first(where: { $0.label?.text == "url" }),
            let literal = url.expression.as(StringLiteralExprSyntax.self)
        {
            var name = literal.segments.trimmedDescription.split(separator: "/").last.map(String.init) ?? ""
            if name.hasSuffix(".git") { name.removeLast(4) }
            dependencies.append(name)
        }
        return .visitChildren
    }
}

/// The package's floor against each dependency's: SwiftPM refuses a target whose minimum on a
/// platform is below the minimum of a product it uses.
package func checkFloor(of manifest: Manifest, path: String, dependencies: [(name: String, manifest: Manifest)]) -> [Finding] {
    var findings: [Finding] = []
    guard let floor = manifest.platforms else {
        return [
            Finding(
                path: path, line: 1, column: 1, id: "no-platforms",
                message: "the package declares no platforms: SwiftPM's defaults (\(Manifest.defaultPlatforms)) apply, below what its dependencies need")
        ]
    }
    for (name, dependency) in dependencies {
        guard let theirs = dependency.platforms else { continue }
        for platform in ApplePlatform.allCases {
            guard let needed = theirs.versions[platform] else { continue }
            let ours = floor.versions[platform] ?? Manifest.defaultPlatforms.versions[platform] ?? "0"
            if ours < needed {
                findings.append(
                    Finding(
                        path: path, line: 1, column: 1, id: "floor-below-dependency",
                        message: "\(platform.rawValue) \(ours) is below \(name)'s \(platform.rawValue) \(needed): SwiftPM refuses the targets that use it"))
            }
        }
    }
    return findings
}
