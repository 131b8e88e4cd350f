// Finding the executables the package builds (probes and examples), for tests that run them
// as child processes. `swift build --build-tests` builds every executable of the package next
// to the test bundle.

public import Foundation

/// The executable `name` of this package, next to the test bundle in the build folder.
///
/// ```swift
/// let probe = try packageExecutable("json-model-depth-probe")
/// ```
///
/// - Throws: ``ExecutableMissing`` naming the folders looked in.
public func packageExecutable(_ name: String) throws -> URL {
    var folders: [URL] = []
    if let executable = Bundle.main.executableURL { folders.append(executable.deletingLastPathComponent()) }
    folders.append(URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent())
    for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
        folders.append(bundle.bundleURL.deletingLastPathComponent())
    }
    folders.append(packageRoot.appendingPathComponent(".build/debug"))
    for folder in folders {
        let candidate = folder.appendingPathComponent(name)
        if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    throw ExecutableMissing(name: name, searched: folders.map(\.path))
}

/// The package's root folder.
public let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// An executable of the package that is not built.
public struct ExecutableMissing: Error, CustomStringConvertible {
    public var name: String
    public var searched: [String]
    public var description: String { "\(name) not found (it is built by `swift build --build-tests`); looked in \(searched)" }
}

/// The code between `// README NAME: begin` and `// README NAME: end` in the source file at
/// `path`, without the first marker's indentation, as a README's code block shows it.
public func readmeExcerpt(_ name: String, inFile path: String) throws -> String {
    let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
    guard let begin = lines.firstIndex(where: { $0.contains("// README \(name): begin") }),
        let end = lines.firstIndex(where: { $0.contains("// README \(name): end") }), begin < end
    else { throw ExecutableMissing(name: "the markers of README \(name)", searched: [path]) }
    let indentation = lines[begin].prefix { $0 == " " }.count
    return lines[(begin + 1) ..< end].map { $0.dropFirst(min(indentation, $0.prefix { $0 == " " }.count)) }.joined(separator: "\n")
}

/// The README of the package.
public func readme() throws -> String {
    try String(contentsOf: packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
}

/// A file of the package, by its path from the package's root: a DocC article, say.
public func packageFile(_ path: String) throws -> String {
    try String(contentsOf: packageRoot.appendingPathComponent(path), encoding: .utf8)
}
