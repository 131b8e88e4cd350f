// The Codable operations: which corpus files have models, and the contenders over a model.

import CorpusMacroModels
import CorpusModels
import Foundation
import JSONCoding
import JSONCore

/// Which of a file's models an operation works on.
enum ModelVariant: Hashable {
    /// The model with `CodingKeys`, read with default keys.
    case keyed
    /// The model without `CodingKeys`, read with `.convertFromSnakeCase`.
    case snakeCase
    /// The model without `CodingKeys`, read with the library's `.fuzzy` keys; Foundation, which
    /// has no such strategy, reads it with `.convertFromSnakeCase`, its way to the same values.
    case fuzzy
    /// The `@JSONModel` model of the same shape (CorpusMacroModels), read with default keys: the
    /// library's fast path vs Foundation on the plain Codable model of that shape.
    case macro
    /// The `@JSONModel` model written for `.convertFromSnakeCase` (no keys of its own), read with
    /// that strategy by both: the library's walk under the strategy vs Foundation on the plain
    /// Codable model of that shape.
    case macroSnakeCase

    /// Sets the library's decoder up for this variant. The `@JSONModel` models read dates as
    /// ISO 8601 (github_events.json has them; the other files' models have none).
    func configure(_ decoder: JSONModelDecoder) {
        switch self {
        case .keyed: break
        case .macro: decoder.dateDecodingStrategy = .iso8601
        case .snakeCase, .macroSnakeCase: decoder.keyDecodingStrategy = .convertFromSnakeCase
        case .fuzzy: decoder.keyDecodingStrategy = .fuzzy
        }
    }

    /// Sets Foundation's decoder up for this variant: the same way, or its nearest.
    func configure(_ decoder: JSONDecoder) {
        if self == .snakeCase || self == .fuzzy || self == .macroSnakeCase { decoder.keyDecodingStrategy = .convertFromSnakeCase }
        if self == .macro { decoder.dateDecodingStrategy = .iso8601 }
    }

    /// Sets the library's encoder up for this variant, as its decoder is.
    func configure(_ encoder: JSONModelEncoder) {
        if self == .macro { encoder.dateEncodingStrategy = .iso8601 }
    }

    /// Sets Foundation's encoder up for this variant, as its decoder is.
    func configure(_ encoder: JSONEncoder) {
        if self == .macro { encoder.dateEncodingStrategy = .iso8601 }
    }
}

/// A Codable model type with its type erased, so that files with different models share one loop.
struct CodableModel {
    /// Decodes the file with both decoders, checks that they agree, and returns the contenders.
    let prepare: (_ data: Data, _ variant: ModelVariant) throws(PreparationError) -> PreparedModel

    init<Model: Codable & Equatable>(_ type: Model.Type) {
        prepare = { data, variant throws(PreparationError) in try PreparedModel(Model.self, data: data, variant: variant) }
    }

    /// A `@JSONModel` type, timed against Foundation on `baseline`, the plain Codable model of
    /// the same shape and keys (Foundation's fastest way to decode those shapes).
    init<Model: Codable & Equatable, Baseline: Codable & Equatable>(_ type: Model.Type, baseline: Baseline.Type) {
        prepare = { data, variant throws(PreparationError) in
            try PreparedModel(Model.self, baseline: Baseline.self, data: data, variant: variant)
        }
    }

    /// The models of the corpus files that have them, by file name.
    static func models(forFile name: String) -> [ModelVariant: CodableModel] {
        switch name {
        case "twitter.json":
            [
                .keyed: CodableModel(Twitter.self), .snakeCase: CodableModel(TwitterSnakeCase.self),
                .fuzzy: CodableModel(TwitterSnakeCase.self), .macro: CodableModel(TwitterModel.self, baseline: Twitter.self),
                .macroSnakeCase: CodableModel(TwitterSnakeCaseModel.self, baseline: TwitterSnakeCase.self),
            ]
        case "citm_catalog.json": [.keyed: CodableModel(CITMCatalog.self), .macro: CodableModel(CITMCatalogModel.self, baseline: CITMCatalog.self)]
        case "canada.json": [.keyed: CodableModel(Canada.self), .macro: CodableModel(CanadaModel.self, baseline: Canada.self)]
        // The internally tagged `GitHubEvent` enum, decoded by both decoders: the library's fast
        // path vs Foundation through the enum's own Codable conformance.
        case "github_events.json": [.macro: CodableModel([GitHubEvent].self)]
        default: [:]
        }
    }
}

/// The contenders of the Codable operations on one model and file.
///
/// They are made in a generic context where the model's type and Foundation's decoded value are
/// known, so an operation that starts from the value (encoding it) belongs beside `decode`.
struct PreparedModel {
    /// `JSONModelDecoder().decode` vs `JSONDecoder().decode`, both from the same `Data`.
    var decode: (library: Contender, foundation: Contender)
    /// `JSONModelEncoder().encode` vs `JSONEncoder().encode` of the decoded model.
    var encode: (library: Contender, foundation: Contender)

    /// Decodes `data` as `Model` with both decoders, set up for `variant`.
    ///
    /// - Throws: ``PreparationError`` when either decoder fails, or when they decode different
    ///   values: timing a decoder that gets the data wrong would measure nothing useful.
    init<Model: Codable & Equatable>(_ type: Model.Type, data: Data, variant: ModelVariant) throws(PreparationError) {
        let library = JSONModelDecoder()
        let foundation = JSONDecoder()
        variant.configure(library)
        variant.configure(foundation)

        let expected: Model
        do {
            expected = try foundation.decode(Model.self, from: data)
        } catch {
            throw PreparationError(description: "Foundation's JSONDecoder cannot decode it as \(Model.self), so there is nothing to compare with: \(error)")
        }
        let decoded: Model
        do {
            decoded = try library.decode(Model.self, from: data)
        } catch {
            throw PreparationError(description: "JSONModelDecoder cannot decode it as \(Model.self): \(error)")
        }
        guard decoded == expected else {
            throw PreparationError(description: "JSONModelDecoder and JSONDecoder decode it to different \(Model.self) values")
        }

        // Both decoders are made once, as an app keeps one; each run pays for a decode only.
        // A run returns 1, or -1 if decoding threw, so the work cannot be proven unused.
        decode = (
            Contender(name: "JSONModelDecoder.decode") { (try? library.decode(Model.self, from: data)) == nil ? -1 : 1 },
            Contender(name: "JSONDecoder.decode") { (try? foundation.decode(Model.self, from: data)) == nil ? -1 : 1 }
        )

        // The encoders must write the same JSON: the library's output reads back, with
        // Foundation's decoder, to the same model as Foundation's own output does.
        let libraryEncoder = JSONModelEncoder()
        let foundationEncoder = JSONEncoder()
        variant.configure(libraryEncoder)
        variant.configure(foundationEncoder)
        do {
            let written = try libraryEncoder.encode(decoded)
            guard try foundation.decode(Model.self, from: written) == decoded else {
                throw PreparationError(description: "JSONModelEncoder's output of \(Model.self) reads back as a different value")
            }
        } catch let error as PreparationError {
            throw error
        } catch {
            throw PreparationError(description: "JSONModelEncoder cannot encode \(Model.self) so that it reads back: \(error)")
        }
        encode = (
            Contender(name: "JSONModelEncoder.encode") { (try? libraryEncoder.encode(decoded))?.count ?? -1 },
            Contender(name: "JSONEncoder.encode") { (try? foundationEncoder.encode(expected))?.count ?? -1 }
        )
    }
}

extension PreparedModel {
    /// The contenders for a `@JSONModel` type: the library decodes and encodes `Model`,
    /// Foundation `Baseline`, the Codable model of the same shapes and keys.
    ///
    /// - Throws: ``PreparationError`` when a decoder fails, when Foundation's decode of `Model`
    ///   (through its generated `init(from:)`) differs from the library's, or when the two
    ///   models do not encode to the same JSON.
    init<Model: Codable & Equatable, Baseline: Codable & Equatable>(
        _ type: Model.Type, baseline: Baseline.Type, data: Data, variant: ModelVariant
    ) throws(PreparationError) {
        // The model on its own first: both decoders agree on it and the library's output reads back.
        let own = try PreparedModel(Model.self, data: data, variant: variant)
        let library = JSONModelDecoder()
        let foundation = JSONDecoder()
        variant.configure(library)
        variant.configure(foundation)
        let encoder = JSONModelEncoder()
        variant.configure(encoder)
        let model: Model
        let expected: Baseline
        do {
            model = try library.decode(Model.self, from: data)
            expected = try foundation.decode(Baseline.self, from: data)
            guard try JSONValue(parsing: [UInt8](encoder.encode(model))) == JSONValue(parsing: [UInt8](encoder.encode(expected))) else {
                throw PreparationError(description: "\(Model.self) and \(Baseline.self) do not encode to the same JSON")
            }
        } catch let error as PreparationError {
            throw error
        } catch {
            throw PreparationError(description: "\(Model.self) cannot be compared with \(Baseline.self): \(error)")
        }
        let foundationEncoder = JSONEncoder()
        variant.configure(foundationEncoder)
        decode = (own.decode.library, Contender(name: "JSONDecoder.decode") { (try? foundation.decode(Baseline.self, from: data)) == nil ? -1 : 1 })
        encode = (own.encode.library, Contender(name: "JSONEncoder.encode") { (try? foundationEncoder.encode(expected))?.count ?? -1 })
    }
}
