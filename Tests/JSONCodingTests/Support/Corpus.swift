import CorpusFiles
import Foundation
import Testing

/// The corpus files the CorpusModels target models.
enum Corpus {
    static var isAvailable: Bool { CorpusFiles.has("twitter.json", "citm_catalog.json", "canada.json") }
    static let skipReason = Comment(rawValue: CorpusFiles.missing("twitter.json", "citm_catalog.json", "canada.json"))
    static func data(_ name: String) throws -> Data { try CorpusFiles.data(name) }
}
