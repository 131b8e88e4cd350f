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
