import CorpusFiles
import Foundation
import Testing

/// The corpus as JSONCoreTests reads it: any file, as bytes.
enum Corpus {
    static var isAvailable: Bool { CorpusFiles.has("twitter.json") }
    static let skipReason = Comment(rawValue: CorpusFiles.missing("twitter.json"))
    static var fileNames: [String] { CorpusFiles.fileNames }
    static func bytes(_ name: String) throws -> [UInt8] { [UInt8](try CorpusFiles.data(name)) }
}
