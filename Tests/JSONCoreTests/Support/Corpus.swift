import Foundation
import Testing

/// The standard benchmark corpus (twitter.json, canada.json, …), read in place, never copied into
/// the package. Its folder is `$JSON_MODEL_CORPUS`, or `../shared/corpus` beside the package.
enum Corpus {
    static let folder: URL = {
        if let path = ProcessInfo.processInfo.environment["JSON_MODEL_CORPUS"], !path.isEmpty {
            return URL(fileURLWithPath: path, isDirectory: true)
        }
        // Tests/JSONCoreTests/Support/Corpus.swift: the package root is four folders up.
        let packageRoot = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        return packageRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus", isDirectory: true)
    }()

    static var isAvailable: Bool {
        FileManager.default.fileExists(atPath: folder.appendingPathComponent("twitter.json").path)
    }

    static let skipReason: Comment = "the JSON corpus is not at \(folder.path); set JSON_MODEL_CORPUS to its folder"

    /// Names of the corpus's `.json` files, sorted; empty when the corpus is absent.
    static var fileNames: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted()
    }

    static func bytes(_ name: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: folder.appendingPathComponent(name)))
    }
}
