import Foundation
import Testing

/// The standard benchmark corpus (twitter.json, canada.json, …), read in place, never copied into
/// the package. Its folder is `$JSON_MODEL_CORPUS`, or `../shared/corpus` beside the package.
enum Corpus {
    static let folder: URL = {
        if let path = ProcessInfo.processInfo.environment["JSON_MODEL_CORPUS"], !path.isEmpty {
            return URL(fileURLWithPath: path, isDirectory: true)
        }
        // Tests/JSONCodingTests/Support/Corpus.swift: the package root is four folders up.
        let packageRoot = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        return packageRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus", isDirectory: true)
    }()

    /// True when every file the CorpusModels target models is there.
    static var isAvailable: Bool {
        ["twitter.json", "citm_catalog.json", "canada.json"].allSatisfy {
            FileManager.default.fileExists(atPath: folder.appendingPathComponent($0).path)
        }
    }

    static let skipReason: Comment = """
        twitter.json, citm_catalog.json and canada.json are not all in \(folder.path); \
        set JSON_MODEL_CORPUS to the corpus folder
        """

    /// A corpus file's bytes, as the decoders under test read them.
    static func data(_ name: String) throws -> Data {
        try Data(contentsOf: folder.appendingPathComponent(name))
    }
}
