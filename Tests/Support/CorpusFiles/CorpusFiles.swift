public import Foundation

/// The standard benchmark corpus (twitter.json, canada.json, github_events.json, …), read in
/// place, never copied into the package. Its folder is `$JSON_MODEL_CORPUS`, or
/// `../shared/corpus` beside the package.
public enum CorpusFiles {
    public static let folder: URL = {
        if let path = ProcessInfo.processInfo.environment["JSON_MODEL_CORPUS"], !path.isEmpty {
            return URL(fileURLWithPath: path, isDirectory: true)
        }
        // Tests/Support/CorpusFiles/CorpusFiles.swift: the package root is four folders up.
        let packageRoot = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        return packageRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus", isDirectory: true)
    }()

    /// True when every one of `names` is in the corpus folder.
    public static func has(_ names: String...) -> Bool {
        names.allSatisfy { FileManager.default.fileExists(atPath: folder.appendingPathComponent($0).path) }
    }

    /// Why a test that needs `names` is skipped.
    public static func missing(_ names: String...) -> String {
        "\(names.joined(separator: ", ")) not all in \(folder.path); set JSON_MODEL_CORPUS to the corpus folder"
    }

    /// A corpus file's bytes.
    public static func data(_ name: String) throws -> Data {
        try Data(contentsOf: folder.appendingPathComponent(name))
    }

    /// Names of the corpus's `.json` files, sorted; empty when the corpus is absent.
    public static var fileNames: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted()
    }
}
