import Foundation
import JSONCoding
import PropertyBased
import Testing

/// `JSONModelDecoder.foundationCompatible` against Foundation's `JSONDecoder()`: the same types
/// and inputs, valid and broken, must give the same values, or errors of the same kind at the
/// same coding path. Inputs come with trailing commas, 128-bit integers and in every encoding
/// `JSONDecoder` reads.
@Suite("Differential: Foundation's JSONDecoder")
struct FoundationDifferentialTests {
    enum Kind: String, Codable, Equatable {
        case small, medium, large
    }

    struct Inner: Codable, Equatable {
        var name: String
        var values: [Double]
        var flag: Bool?
    }

    struct Sample: Codable, Equatable {
        var int: Int
        var int8: Int8
        var uint16: UInt16
        var int32: Int32
        var uint64: UInt64
        var double: Double
        var float: Float
        var bool: Bool
        var string: String
        var optionalString: String?
        var optionalInt: Int?
        var numbers: [Int]
        var inner: Inner
        var optionalInner: Inner?
        var dictionary: [String: Int]
        var kind: Kind
        var date: Date
        var data: Data
        var url: URL?
        var matrix: [[UInt8]]
        var wide: Wide<Int128Marker>?
        var wideUnsigned: Wide<UInt128Marker>?
    }

    enum Int128Marker {}
    enum UInt128Marker {}

    /// An `Int128` or `UInt128` (by `Kind`), kept as its decimal text so that the type needs no
    /// availability of its own.
    struct Wide<Kind>: Codable, Equatable {
        var text: String

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            guard #available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *) else {
                text = String(try container.decode(Int64.self))
                return
            }
            text = Kind.self == Int128Marker.self ? String(try container.decode(Int128.self)) : String(try container.decode(UInt128.self))
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(text)
        }
    }

    /// Outcomes compared: the value, or the error's kind and coding path.
    enum Outcome: Equatable, CustomStringConvertible {
        case value(Sample)
        case error(kind: String, path: [String])

        init(_ body: () throws -> Sample) {
            do {
                self = .value(try body())
            } catch let error as DecodingError {
                switch error {
                case .typeMismatch(_, let context): self = .error(kind: "typeMismatch", path: context.codingPath.map(\.stringValue))
                case .valueNotFound(_, let context): self = .error(kind: "valueNotFound", path: context.codingPath.map(\.stringValue))
                case .keyNotFound(let key, let context):
                    self = .error(kind: "keyNotFound", path: context.codingPath.map(\.stringValue) + [key.stringValue])
                case .dataCorrupted(let context): self = .error(kind: "dataCorrupted", path: context.codingPath.map(\.stringValue))
                @unknown default: self = .error(kind: "unknown", path: [])
                }
            } catch {
                self = .error(kind: "other \(error)", path: [])
            }
        }

        var description: String {
            switch self {
            case .value(let sample): return "value \(sample)"
            case .error(let kind, let path): return "\(kind) at \(path)"
            }
        }
    }

    /// A generated input: its text, and the bytes of that text in one of the encodings.
    struct Document: CustomStringConvertible {
        var text: String
        var encoding: InputEncodingCase
        var byteOrderMark: Bool
        var data: Data { encoding.data(text, byteOrderMark: byteOrderMark) }
        var description: String { "\(encoding)\(byteOrderMark ? " with its mark" : ""): \(text)" }
    }

    static let documents = Generator<Document, Shrink.None<Document>> { rng in
        var value = validSample(&rng)
        for _ in 0 ..< Int.random(in: 0 ... 2, using: &rng) { mutate(&value, &rng) }
        var text = value.jsonString(options: Bool.random(using: &rng) ? .compact : .pretty)
        if Int.random(in: 0 ..< 3, using: &rng) == 0 { text = withTrailingCommas(text, &rng) }
        // Mostly UTF-8; every other encoding JSONDecoder reads, with and without its mark (but for
        // UTF-32 little-endian's mark, which it takes for UTF-16's: see InputEncodingDecoderTests).
        var encoding = InputEncodingCase.utf8
        var mark = false
        if Bool.random(using: &rng) {
            encoding = InputEncodingCase.allCases.randomElement(using: &rng) ?? .utf8
            mark = encoding != .utf32LittleEndian && Bool.random(using: &rng)
        }
        return Document(text: text, encoding: encoding, byteOrderMark: mark)
    }

    @Test("valid and broken inputs give the same values or the same errors", .timeLimit(.minutes(1)))
    func sameOutcomes() async {
        let tally = Tally()
        await propertyCheck(count: 500, input: Self.documents) { document in
            let data = document.data
            let foundation = Outcome { try JSONDecoder().decode(Sample.self, from: data) }
            let library = Outcome { try JSONModelDecoder.foundationCompatible.decode(Sample.self, from: data) }
            tally.count(document, library)
            if Self.foundationRefusesWideNumber(document.text), case .value = library {
                // A documented difference: JSONDecoder reads a 128-bit integer with an exponent
                // or fraction only within 64 bits; the library reads it exactly.
                return
            }
            #expect(library == Self.expectedLibraryOutcome(for: foundation, library: library, input: document.text), "\(document)")
        }
        // The generator reaches what it is for: values and errors, in every encoding, with
        // trailing commas and 128-bit integers.
        let counts = tally.counts
        #expect(counts.values > 100 && counts.errors > 100, "\(counts)")
        #expect(counts.encodings == Set(InputEncodingCase.allCases.map(\.rawValue)), "\(counts)")
        #expect(counts.trailingCommas > 50 && counts.wide > 50, "\(counts)")
    }

    /// What the generated documents were like.
    final class Tally: @unchecked Sendable {
        struct Counts { var values = 0, errors = 0, trailingCommas = 0, wide = 0, encodings = Set<String>() }
        private let lock = NSLock()
        private var state = Counts()
        var counts: Counts { lock.withLock { state } }

        func count(_ document: Document, _ outcome: Outcome) {
            lock.withLock {
                if case .value = outcome { state.values += 1 } else { state.errors += 1 }
                if document.text.contains(",]") || document.text.contains(",}") || document.text.contains(",\n]") || document.text.contains(",\n}") {
                    state.trailingCommas += 1
                }
                if document.text.contains("\"wide") { state.wide += 1 }
                state.encodings.insert(document.encoding.rawValue)
            }
        }
    }

    /// `text` with a comma after the last element or member of some arrays and objects.
    static func withTrailingCommas(_ text: String, _ rng: inout any SeededRandomNumberGenerator) -> String {
        var output: [UInt8] = []
        var inString = false
        var escaped = false
        var previous: UInt8 = 0
        for byte in text.utf8 {
            if inString {
                if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true } else if byte == UInt8(ascii: "\"") { inString = false }
            } else if byte == UInt8(ascii: "\"") {
                inString = true
            } else if byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}") {
                let opener = byte == UInt8(ascii: "]") ? UInt8(ascii: "[") : UInt8(ascii: "{")
                if previous != opener && previous != UInt8(ascii: ",") && Bool.random(using: &rng) { output.append(UInt8(ascii: ",")) }
            }
            output.append(byte)
            if inString || (byte != 0x20 && byte != 0x0A && byte != 0x0D && byte != 0x09) { previous = byte }
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// True when a 128-bit member holds a number outside 64 bits written with a fraction or an
    /// exponent, which JSONDecoder refuses.
    static func foundationRefusesWideNumber(_ text: String) -> Bool {
        guard let value = try? JSONValue(parsing: text, options: .foundationCompatible) else { return false }
        for key in ["wide", "wideUnsigned"] {
            guard let number = value[key].number else { continue }
            let digitsOnly = number.text.allSatisfy { $0.isNumber || $0 == "-" }
            if !digitsOnly && number.int64 == nil && number.uint64 == nil { return true }
        }
        return false
    }

    @Test("of several failing dictionary members, the first in the input is reported, and Foundation rejects it too")
    func firstFailingDictionaryMember() throws {
        let text = #"{"dictionary": {"k0": 1, "k2": [1, 2], "extra": "ignored", "z": "q"}}"#
        struct Holder: Decodable { var dictionary: [String: Int] }
        for _ in 0 ..< 3 {
            #expect {
                try JSONModelDecoder.foundationCompatible.decode(Holder.self, from: Data(text.utf8))
            } throws: { error in
                guard case DecodingError.typeMismatch(_, let context) = error else { return false }
                return context.codingPath.map(\.stringValue) == ["dictionary", "k2"]
            }
        }
        let foundation = Outcome.error(kind: "typeMismatch", path: ["dictionary", "extra"])
        let library = Outcome.error(kind: "typeMismatch", path: ["dictionary", "k2"])
        let wrongKind = Outcome.error(kind: "dataCorrupted", path: ["dictionary", "k2"])
        #expect(Self.expectedLibraryOutcome(for: foundation, library: library, input: text) == library)
        #expect(Self.expectedLibraryOutcome(for: foundation, library: wrongKind, input: text) != wrongKind)
    }

    /// Foundation on Linux reports a number that does not fit its type as corrupted data at the
    /// top level; the library reports it at the number's own path. Every other outcome must match,
    /// with one more allowance below.
    static func expectedLibraryOutcome(for foundation: Outcome, library: Outcome) -> Outcome {
        if case .error("dataCorrupted", []) = foundation, case .error("dataCorrupted", let path) = library, !path.isEmpty {
            return library
        }
        return foundation
    }

    /// When several members of the `[String: Int]` dictionary fail, Foundation reports the one
    /// that comes first in its hash order, which changes from process to process; the library
    /// reports the first in the input. Then the member the library names must fail in Foundation
    /// too, on its own, with the same kind of error; it is compared that way.
    static func expectedLibraryOutcome(for foundation: Outcome, library: Outcome, input: String) -> Outcome {
        guard case .error(_, let libraryPath) = library, libraryPath.count == 2, libraryPath[0] == "dictionary",
              case .error(let kind, let foundationPath) = foundation,
              foundationPath.first == "dictionary" || (kind == "dataCorrupted" && foundationPath.isEmpty),
              let member = (try? JSONValue(parsing: input, options: .foundationCompatible))?["dictionary"][libraryPath[1]].value
        else {
            return expectedLibraryOutcome(for: foundation, library: library)
        }
        struct Alone: Decodable { var dictionary: [String: Int] }
        let text = JSONValue.object(["dictionary": .object([libraryPath[1]: member])]).description
        let alone: Outcome
        do {
            _ = try JSONDecoder().decode(Alone.self, from: Data(text.utf8))
            alone = .error(kind: "no error", path: [])
        } catch let error as DecodingError {
            alone = Outcome { throw error }
        } catch {
            alone = .error(kind: "other \(error)", path: [])
        }
        return expectedLibraryOutcome(for: alone, library: library)
    }

    // MARK: - Generating documents

    static func validSample(_ rng: inout any SeededRandomNumberGenerator) -> JSONValue {
        func int<T: FixedWidthInteger>(_ type: T.Type) -> JSONValue {
            .number(JSONNumber([T.min, T.max, 0, T.random(in: T.min ... T.max, using: &rng)].randomElement(using: &rng) ?? 0))
        }
        func double() -> JSONValue {
            .number(JSONNumber(Double.random(in: -1e6 ... 1e6, using: &rng)) ?? 0)
        }
        func string() -> JSONValue {
            let words = ["", "a", "é", "😀", "x\"y", "line\nbreak", "tab\t", "\\", "/path/", "\u{0}"]
            return .string((0 ..< Int.random(in: 0 ... 3, using: &rng)).map { _ in words.randomElement(using: &rng) ?? "" }.joined())
        }
        func inner() -> JSONValue {
            var object: JSONObject = ["name": string(), "values": .array((0 ..< Int.random(in: 0 ... 3, using: &rng)).map { _ in double() })]
            if Bool.random(using: &rng) { object["flag"] = Bool.random(using: &rng) ? .bool(true) : .null }
            return .object(object)
        }
        var sample: JSONObject = [
            "int": int(Int.self), "int8": int(Int8.self), "uint16": int(UInt16.self), "int32": int(Int32.self),
            "uint64": int(UInt64.self), "double": double(), "float": .number(JSONNumber(Float.random(in: -100 ... 100, using: &rng)) ?? 0),
            "bool": .bool(Bool.random(using: &rng)), "string": string(),
            "numbers": .array((0 ..< Int.random(in: 0 ... 4, using: &rng)).map { _ in int(Int.self) }),
            "inner": inner(), "dictionary": .object(JSONObject((0 ..< Int.random(in: 0 ... 3, using: &rng)).map { ("k\($0)", int(Int.self)) })),
            "kind": .string(["small", "medium", "large"].randomElement(using: &rng) ?? "small"),
            "date": double(), "data": .string(Data((0 ..< Int.random(in: 0 ... 6, using: &rng)).map { _ in UInt8.random(in: 0 ... 255, using: &rng) }).base64EncodedString()),
            "matrix": .array((0 ..< Int.random(in: 0 ... 2, using: &rng)).map { _ in .array([int(UInt8.self), int(UInt8.self)]) }),
        ]
        if Bool.random(using: &rng) { sample["optionalString"] = Bool.random(using: &rng) ? string() : .null }
        if Bool.random(using: &rng) { sample["optionalInt"] = Bool.random(using: &rng) ? int(Int.self) : .null }
        if Bool.random(using: &rng) { sample["optionalInner"] = Bool.random(using: &rng) ? inner() : .null }
        if Bool.random(using: &rng) { sample["url"] = .string(["https://example.com/a", "/relative", "mailto:a@b.c"].randomElement(using: &rng) ?? "") }
        if #available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *), Bool.random(using: &rng) {
            let bits = Int128(bitPattern: UInt128(UInt64.random(in: 0 ... .max, using: &rng)) << 64 | UInt128(UInt64.random(in: 0 ... .max, using: &rng)))
            sample["wide"] = .number(JSONNumber([Int128.min, .max, 0, bits, bits >> 70].randomElement(using: &rng) ?? 0))
        }
        if #available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *), Bool.random(using: &rng) {
            let bits = UInt128(UInt64.random(in: 0 ... .max, using: &rng)) << 64 | UInt128(UInt64.random(in: 0 ... .max, using: &rng))
            sample["wideUnsigned"] = .number(JSONNumber([UInt128.max, 0, bits, bits >> 60].randomElement(using: &rng) ?? 0))
        }
        return .object(sample)
    }

    /// Breaks one place in the document: a wrong type, a missing or extra key, an awkward number.
    static func mutate(_ value: inout JSONValue, _ rng: inout any SeededRandomNumberGenerator) {
        var replacements: [JSONValue] = [
            .null, true, "text", "42", 1.5, 300, -1, 1e20, 4294967296, [], [:], [1, 2], "aGVsbG8=", "not base64!", "", "medium",
            .number(JSONNumber(text: "1E400") ?? 0), .number(JSONNumber(text: "1.0") ?? 0), .number(JSONNumber(UInt64.max)),
            .number(JSONNumber(text: "340282366920938463463374607431768211456") ?? 0),
            .number(JSONNumber(text: "1e30") ?? 0), .number(JSONNumber(text: "-0") ?? 0),
        ]
        if #available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *) {
            replacements += [.number(JSONNumber(UInt128.max)), .number(JSONNumber(Int128.min))]
        }
        var paths: [JSONPath] = []
        collectPaths(value, at: JSONPath(), into: &paths)
        guard let path = paths.randomElement(using: &rng), !path.isEmpty else { return }
        switch Int.random(in: 0 ..< 4, using: &rng) {
        case 0: update(&value, at: path.components[...]) { _ in nil }
        case 1: update(&value, at: path.components[...]) { object in
                guard case .object(var members) = object else { return object }
                members["extra"] = "ignored"
                return .object(members)
            }
        default: update(&value, at: path.components[...]) { _ in replacements.randomElement(using: &rng) }
        }
    }

    static func collectPaths(_ value: JSONValue, at path: JSONPath, into paths: inout [JSONPath]) {
        paths.append(path)
        switch value {
        case .array(let elements):
            for (index, element) in elements.enumerated() { collectPaths(element, at: path.appending(index: index), into: &paths) }
        case .object(let object):
            for (key, member) in object { collectPaths(member, at: path.appending(key: key), into: &paths) }
        default:
            break
        }
    }

    /// Replaces the value at `path` with `change(value)`; nil removes it.
    static func update(_ value: inout JSONValue, at path: ArraySlice<JSONPath.Component>, _ change: (JSONValue) -> JSONValue?) {
        guard let first = path.first else { return }
        let rest = path.dropFirst()
        switch (value, first) {
        case (.object(var object), .key(let key)):
            guard var member = object[key] else { return }
            if rest.isEmpty {
                object[key] = change(member)
            } else {
                update(&member, at: rest, change)
                object[key] = member
            }
            value = .object(object)
        case (.array(var elements), .index(let index)) where elements.indices.contains(index):
            if rest.isEmpty {
                if let changed = change(elements[index]) { elements[index] = changed } else { elements.remove(at: index) }
            } else {
                update(&elements[index], at: rest, change)
            }
            value = .array(elements)
        default:
            return
        }
    }
}
