// The operations measured on each file, and the checks that come before any timing.

import Foundation
import JSONCore

/// An operation measured on every file, in the order they are reported.
enum Operation: CaseIterable {
    case validate
    case parse
    case writeCompact
    case decode
    case decodeSnakeCase
    case decodeFuzzy
    case encode
    case decodeModel
    case decodeModelSnakeCase
    case encodeModel

    /// The name shown in the table.
    var label: String {
        switch self {
        case .validate: "validate"
        case .parse: "parse"
        case .writeCompact: "write compact"
        case .decode: "decode"
        case .decodeSnakeCase: "decode snake_case"
        case .decodeFuzzy: "decode fuzzy"
        case .encode: "encode"
        case .decodeModel: "decode @JSONModel"
        case .decodeModelSnakeCase: "decode @JSONModel snake_case"
        case .encodeModel: "encode @JSONModel"
        }
    }

    /// What the two sides do, printed under the table.
    var note: String {
        switch self {
        case .validate:
            "validate: JSONValue.validate (scanner only) vs JSONSerialization.jsonObject, a full parse, "
                + "as Foundation cannot validate without building objects."
        case .parse:
            "parse: JSONValue(parsing:) vs JSONSerialization.jsonObject(with:)."
        case .writeCompact:
            "write compact: jsonBytes(options: .compact) vs JSONSerialization.data(withJSONObject:) of Foundation's own parse; "
                + "MB/s uses the original file's size for both sides, so the ratio compares like with like."
        case .decode:
            "decode: JSONModelDecoder().decode vs JSONDecoder().decode of the file's Codable model (CorpusModels), "
                + "both from the same Data; only files with a model."
        case .decodeSnakeCase:
            "decode snake_case: the same with keyDecodingStrategy = .convertFromSnakeCase on both, "
                + "on a model without CodingKeys; twitter.json only."
        case .decodeFuzzy:
            "decode fuzzy: the same model with keyDecodingStrategy = .fuzzy for the library and "
                + ".convertFromSnakeCase for Foundation, which has no fuzzy keys; twitter.json only."
        case .encode:
            "encode: JSONModelEncoder().encode vs JSONEncoder().encode of the decoded model, to Data; "
                + "MB/s counts the original file's size for both sides."
        case .decodeModel:
            "decode @JSONModel: JSONModelDecoder().decode of the file's @JSONModel model (CorpusMacroModels: the generated "
                + "fast path) vs JSONDecoder().decode of the Codable model of the same shapes and keys (CorpusModels, synthesized); "
                + "for github_events.json, the tagged GitHubEvent enum, which JSONDecoder reads through its own Codable conformance."
        case .decodeModelSnakeCase:
            "decode @JSONModel snake_case: the same with keyDecodingStrategy = .convertFromSnakeCase on both, on @JSONModel "
                + "types without keys of their own (CorpusMacroModels' TwitterSnakeCaseModel) vs the Codable model of that shape; "
                + "twitter.json only."
        case .encodeModel:
            "encode @JSONModel: JSONModelEncoder().encode of the @JSONModel model vs JSONEncoder().encode of the Codable model."
        }
    }

    /// The model a Codable operation decodes; nil for the operations on JSON values.
    var modelVariant: ModelVariant? {
        switch self {
        case .validate, .parse, .writeCompact: nil
        case .decode, .encode: .keyed
        case .decodeSnakeCase: .snakeCase
        case .decodeFuzzy: .fuzzy
        case .decodeModel, .encodeModel: .macro
        case .decodeModelSnakeCase: .macroSnakeCase
        }
    }

    /// The name `--only` takes: the label with `-` for spaces and without `@`
    /// (`decode-JSONModel`).
    var argument: String { label.replacingOccurrences(of: " ", with: "-").replacingOccurrences(of: "@", with: "") }

    /// The operation named `argument` on the command line.
    init?(argument: String) {
        guard let operation = Operation.allCases.first(where: { $0.argument == argument }) else { return nil }
        self = operation
    }
}

/// A file that failed before timing: it does not parse, does not survive a round trip, or the
/// two decoders do not agree on its model.
struct PreparationError: Error, CustomStringConvertible {
    var description: String
}

/// A corpus file with everything the operations need, parsed once outside the timed loops.
struct PreparedFile {
    var file: CorpusFile
    /// The library's parse, which the write operation writes.
    var value: JSONValue
    /// Foundation's parse, which Foundation's write operation writes.
    var foundationObject: Any
    /// The file's models that the chosen Codable operations need, decoded and checked; empty
    /// when none is chosen or the file has no model.
    var models: [ModelVariant: PreparedModel] = [:]

    /// Parses the file with both libraries and checks that the library's compact output parses
    /// back to an equal value; a benchmark of a wrong writer would measure nothing useful.
    /// Then decodes the models that `operations` need with both decoders and checks they agree.
    ///
    /// - Throws: ``PreparationError`` naming the file and, for a failed round trip, the first
    ///   path where the values differ.
    init(_ file: CorpusFile, operations: [Operation]) throws(PreparationError) {
        self.file = file
        do {
            value = try JSONValue(parsing: file.bytes)
        } catch {
            throw PreparationError(description: "swift-json-model cannot parse it:\n\(error.rendered(fileName: file.name))")
        }

        let written = value.jsonBytes(options: .compact)
        let reparsed: JSONValue
        do {
            reparsed = try JSONValue(parsing: written)
        } catch {
            throw PreparationError(description: """
                its compact output (\(written.count) bytes) does not parse again:
                \(error.rendered(fileName: "\(file.name) (written)"))
                """)
        }
        guard reparsed == value else {
            let difference = firstDifference(value, reparsed) ?? "the values differ, but no differing member was found"
            throw PreparationError(description: "writing it compactly and parsing it again gives a different value: \(difference)")
        }

        do {
            foundationObject = try JSONSerialization.jsonObject(with: file.data)
        } catch {
            throw PreparationError(description: "Foundation's JSONSerialization cannot parse it, so there is nothing to compare with: \(error)")
        }

        let available = CodableModel.models(forFile: file.name)
        for variant in Set(operations.compactMap(\.modelVariant)) {
            guard let model = available[variant] else { continue }
            models[variant] = try model.prepare(file.data, variant)
        }
    }

    /// The two sides of `operation` on this file, or nil when the file has no model for it.
    ///
    /// Each closure captures what it reads up front, so the timed loop does no conversion,
    /// copying or lookup that belongs to neither library.
    func contenders(for operation: Operation) -> (library: Contender, foundation: Contender)? {
        let bytes = file.bytes
        let data = file.data
        switch operation {
        case .validate:
            return (
                Contender(name: "JSONValue.validate") {
                    do {
                        try JSONValue.validate(bytes)
                        return 1
                    } catch {
                        return -1
                    }
                },
                // Foundation has no validate-only API; a full parse is the cheapest way it can check.
                Contender(name: "JSONSerialization.jsonObject") { foundationParse(data) }
            )
        case .parse:
            return (
                Contender(name: "JSONValue(parsing:)") {
                    guard let value = try? JSONValue(parsing: bytes) else { return -1 }
                    return topLevelCount(value)
                },
                Contender(name: "JSONSerialization.jsonObject") { foundationParse(data) }
            )
        case .writeCompact:
            let value = value
            let object = foundationObject
            return (
                Contender(name: "jsonBytes(options: .compact)") { value.jsonBytes(options: .compact).count },
                Contender(name: "JSONSerialization.data") {
                    (try? JSONSerialization.data(withJSONObject: object))?.count ?? -1
                }
            )
        case .decode:
            return models[.keyed]?.decode
        case .decodeSnakeCase:
            return models[.snakeCase]?.decode
        case .decodeFuzzy:
            return models[.fuzzy]?.decode
        case .encode:
            return models[.keyed]?.encode
        case .decodeModel:
            return models[.macro]?.decode
        case .decodeModelSnakeCase:
            return models[.macroSnakeCase]?.decode
        case .encodeModel:
            return models[.macro]?.encode
        }
    }
}

// MARK: - Consuming results

/// A cheap number that depends on the parse having happened: the top-level element count.
private func topLevelCount(_ value: JSONValue) -> Int {
    switch value {
    case .array(let elements): elements.count
    case .object(let object): object.count
    default: 1
    }
}

/// Foundation's parse, reduced to the same kind of number as ``topLevelCount(_:)``.
///
/// The casts test the dynamic type of a native `[Any]` or `[String: Any]`, which costs the same
/// for any size, so they add nothing measurable next to the parse.
private func foundationParse(_ data: Data) -> Int {
    guard let object = try? JSONSerialization.jsonObject(with: data) else { return -1 }
    if let array = object as? [Any] { return array.count }
    if let dictionary = object as? [String: Any] { return dictionary.count }
    return 1
}

// MARK: - Explaining a failed round trip

/// The first place where two values differ, as `path: what was expected, what was found`.
///
/// Objects are compared member by member in the first value's key order, matching how `==`
/// compares them (keys in any order).
func firstDifference(_ expected: JSONValue, _ found: JSONValue, at path: JSONPath = JSONPath()) -> String? {
    let location = path.isEmpty ? "top level" : path.description
    switch (expected, found) {
    case (.array(let left), .array(let right)):
        for position in 0 ..< min(left.count, right.count) {
            if let difference = firstDifference(left[position], right[position], at: path.appending(index: position)) {
                return difference
            }
        }
        if left.count != right.count {
            return "\(location): array of \(left.count) elements became \(right.count) elements"
        }
        return nil
    case (.object(let left), .object(let right)):
        for (key, value) in left {
            guard let other = right[key] else {
                return "\(location): key \(JSONValue.string(key).jsonString()) is missing after the round trip"
            }
            if let difference = firstDifference(value, other, at: path.appending(key: key)) {
                return difference
            }
        }
        if left.count != right.count {
            return "\(location): object of \(left.count) members became \(right.count) members"
        }
        return nil
    default:
        guard expected != found else { return nil }
        return "\(location): parsed \(excerpt(expected)), read back \(excerpt(found))"
    }
}

/// Compact JSON text, shortened so a long string does not flood the terminal.
private func excerpt(_ value: JSONValue) -> String {
    let text = value.jsonString()
    return text.count > 120 ? text.prefix(120) + "…" : text
}
