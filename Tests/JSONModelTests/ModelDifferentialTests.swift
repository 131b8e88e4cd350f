import Foundation
import JSONModel
import Testing

// MARK: - Models

/// A shipment: every kind of property the differential tests read, with nested models, an
/// array and a dictionary of them, and a key that is not the property's name.
@JSONModel
struct Shipment: Equatable {
    var id: Int
    var serial: Int64
    var priority: UInt8
    var weight: Double
    var ratio: Float
    var fragile: Bool
    var label: String
    var shipped: Date
    var checksum: Data
    var tracking: URL
    var note: String?
    var quantities: [Int]
    var stock: [String: Int]
    var sender: Party
    var parcels: [Parcel]
    var returnAddress: Party?
    var rooms: [String: Parcel]?
    @JSONKey("handled_by") var handler: String?
}

@JSONModel
struct Party: Equatable {
    var name: String
    var email: String?
    var phones: [String]
}

@JSONModel
struct Parcel: Equatable {
    var code: String
    var grams: UInt8
    var sides: [Double]
    var sealed: Bool?
    var opened: Date?
}

/// The same shapes as plain Codable types with synthesised conformances, which
/// `JSONModelDecoder` reads through Codable's containers.
enum Plain {
    struct Shipment: Codable {
        var id: Int
        var serial: Int64
        var priority: UInt8
        var weight: Double
        var ratio: Float
        var fragile: Bool
        var label: String
        var shipped: Date
        var checksum: Data
        var tracking: URL
        var note: String?
        var quantities: [Int]
        var stock: [String: Int]
        var sender: Party
        var parcels: [Parcel]
        var returnAddress: Party?
        var rooms: [String: Parcel]?
        var handler: String?

        enum CodingKeys: String, CodingKey {
            case id, serial, priority, weight, ratio, fragile, label, shipped, checksum, tracking, note, quantities, stock
            case sender, parcels, returnAddress, rooms
            case handler = "handled_by"
        }
    }

    struct Party: Codable {
        var name: String
        var email: String?
        var phones: [String]
    }

    struct Parcel: Codable {
        var code: String
        var grams: UInt8
        var sides: [Double]
        var sealed: Bool?
        var opened: Date?
    }
}

extension Shipment {
    init(_ plain: Plain.Shipment) {
        self.init(
            id: plain.id, serial: plain.serial, priority: plain.priority, weight: plain.weight, ratio: plain.ratio,
            fragile: plain.fragile, label: plain.label, shipped: plain.shipped, checksum: plain.checksum,
            tracking: plain.tracking, note: plain.note, quantities: plain.quantities, stock: plain.stock,
            sender: Party(plain.sender), parcels: plain.parcels.map { Parcel($0) },
            returnAddress: plain.returnAddress.map { Party($0) }, rooms: plain.rooms?.mapValues { Parcel($0) },
            handler: plain.handler)
    }
}

extension Party {
    init(_ plain: Plain.Party) {
        self.init(name: plain.name, email: plain.email, phones: plain.phones)
    }
}

extension Parcel {
    init(_ plain: Plain.Parcel) {
        self.init(code: plain.code, grams: plain.grams, sides: plain.sides, sealed: plain.sealed, opened: plain.opened)
    }
}

// MARK: - Generated documents

/// The JSON shape of a model: what a valid document holds, and what a broken one can be
/// repaired with.
indirect enum Shape: Sendable {
    case int, int64, uint8, double, float, bool, string, date, data, url
    case optional(Shape)
    case array(Shape)
    case dictionary(Shape)
    case object([(key: String, shape: Shape)])

    static let party: Shape = .object([("name", .string), ("email", .optional(.string)), ("phones", .array(.string))])
    static let parcel: Shape = .object([
        ("code", .string), ("grams", .uint8), ("sides", .array(.double)), ("sealed", .optional(.bool)), ("opened", .optional(.date)),
    ])
    static let shipment: Shape = .object([
        ("id", .int), ("serial", .int64), ("priority", .uint8), ("weight", .double), ("ratio", .float), ("fragile", .bool),
        ("label", .string), ("shipped", .date), ("checksum", .data), ("tracking", .url), ("note", .optional(.string)),
        ("quantities", .array(.int)), ("stock", .dictionary(.int)), ("sender", party), ("parcels", .array(parcel)),
        ("returnAddress", .optional(party)), ("rooms", .optional(.dictionary(parcel))), ("handled_by", .optional(.string)),
    ])

    var isInteger: Bool {
        switch self {
        case .int, .int64, .uint8: return true
        default: return false
        }
    }

    var unwrapped: Shape {
        if case .optional(let wrapped) = self { return wrapped.unwrapped }
        return self
    }

    /// The shape of the value at `path`, or nil when the path leaves the shape.
    func at(_ path: JSONPath) -> Shape? {
        var shape = self
        for component in path.components {
            switch (shape.unwrapped, component) {
            case (.object(let members), .key(let key)):
                guard let member = members.first(where: { $0.key == key }) else { return nil }
                shape = member.shape
            case (.array(let element), .index):
                shape = element
            case (.dictionary(let value), .key):
                shape = value
            default:
                return nil
            }
        }
        return shape
    }

    /// True when `a` and `b` name different members of one dictionary (or values inside them).
    func inSameDictionary(_ a: JSONPath, _ b: JSONPath) -> Bool {
        let shared = zip(a.components, b.components).prefix { $0 == $1 }.count
        guard shared < a.components.count, shared < b.components.count,
            case .key = a.components[shared], case .key = b.components[shared],
            case .dictionary? = at(JSONPath(Array(a.components[..<shared])))?.unwrapped
        else { return false }
        return true
    }
}

/// SplitMix64: a small generator whose sequence its seed fixes, so that every run makes the
/// same documents.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}

/// A place where a document was broken.
struct MutationSite {
    enum Change { case replaced, removed, extraKey, renamed(to: JSONPath) }
    var path: JSONPath
    var change: Change

    /// True when `other` is this place, or inside or around it: no second change goes there.
    func overlaps(_ other: JSONPath) -> Bool {
        var paths = [path]
        if case .renamed(let renamed) = change { paths.append(renamed) }
        return paths.contains { $0.isPrefix(of: other) || other.isPrefix(of: $0) }
    }
}

extension JSONPath {
    func isPrefix(of other: JSONPath) -> Bool {
        components.count <= other.components.count && zip(components, other.components).allSatisfy { $0 == $1 }
    }

    var parent: JSONPath { JSONPath(Array(components.dropLast())) }
}

/// Valid documents of a shape, and the ways they are broken.
enum Documents {
    static func valid(_ shape: Shape, _ rng: inout SeededGenerator) -> JSONValue {
        switch shape {
        case .int: return integer(Int.self, &rng)
        case .int64: return integer(Int64.self, &rng)
        case .uint8: return integer(UInt8.self, &rng)
        case .double: return .number(JSONNumber(Double.random(in: -1e6 ... 1e6, using: &rng)) ?? 0)
        case .float: return .number(JSONNumber(Float.random(in: -100 ... 100, using: &rng)) ?? 0)
        case .bool: return .bool(Bool.random(using: &rng))
        case .string:
            let words = ["", "a", "é", "😀", "x\"y", "line\nbreak", "tab\t", "\\", "/path/", "\u{0}", "42", "true"]
            return .string((0 ..< Int.random(in: 0 ... 3, using: &rng)).map { _ in words.randomElement(using: &rng) ?? "" }.joined())
        case .date:
            // Seconds since 1970, below the size that `.automatic` takes for milliseconds.
            return .number(JSONNumber(Double.random(in: -1e9 ... 4e9, using: &rng).rounded() / 4) ?? 0)
        case .data:
            let bytes = (0 ..< Int.random(in: 0 ... 6, using: &rng)).map { _ in UInt8.random(in: 0 ... 255, using: &rng) }
            return .string(Data(bytes).base64EncodedString())
        case .url:
            let urls = ["https://example.com/a", "/relative/path", "mailto:a@b.c", "https://example.com/a?q=1#f", "file:///tmp/x"]
            return .string(urls.randomElement(using: &rng) ?? "")
        case .optional(let wrapped):
            return Int.random(in: 0 ..< 3, using: &rng) == 0 ? .null : valid(wrapped, &rng)
        case .array(let element):
            return .array((0 ..< Int.random(in: 0 ... 3, using: &rng)).map { _ in valid(element, &rng) })
        case .dictionary(let value):
            let keys = ["k0", "a b", "é", "1", "x.y", ""].shuffled(using: &rng).prefix(Int.random(in: 0 ... 3, using: &rng))
            return .object(JSONObject(keys.map { ($0, valid(value, &rng)) }))
        case .object(let members):
            var object = JSONObject()
            for member in members {
                if case .optional = member.shape, Int.random(in: 0 ..< 3, using: &rng) == 0 { continue }
                object[member.key] = valid(member.shape, &rng)
            }
            return .object(object)
        }
    }

    static func integer<T: FixedWidthInteger>(_ type: T.Type, _ rng: inout SeededGenerator) -> JSONValue {
        .number(JSONNumber([T.min, T.max, 0, T.random(in: T.min ... T.max, using: &rng)].randomElement(using: &rng) ?? 0))
    }

    /// Values that break one place or another: wrong types, numbers that do not fit, strings
    /// that the lenient coercion reads as numbers or Booleans, bad Base64, empty containers.
    static let replacements: [JSONValue] = [
        .null, true, false, "text", "42", "-7", "4.5", "1", "0", "true", "", "aGVsbG8=", "not base64!",
        "2016-01-15T14:30:05Z", "https://example.com/x", 0, 1, -1, 1.5, 300, 4294967296, [], [:], [1, 2], ["a"],
        number("1E400"), number("1.0"), number("1e20"), number("1e39"), number("-0"), number("1e-400"), number("1e12"),
        number("18446744073709551615"), number("9223372036854775808"),
    ]

    static func number(_ text: String) -> JSONValue { .number(JSONNumber(text: text) ?? 0) }

    /// Breaks one place of `document` that no earlier change touched: replaces a value, removes
    /// a member, adds one no property reads, or (with `renames`) respells a model's key.
    /// Without `underflowIntoIntegers`, `1e-400` goes nowhere an integer is read.
    static func mutate(
        _ document: inout JSONValue, sites: inout [MutationSite], shape: Shape, renames: Bool, underflowIntoIntegers: Bool,
        _ rng: inout SeededGenerator
    ) {
        var paths: [JSONPath] = []
        collectPaths(document, at: JSONPath(), into: &paths)
        paths.removeAll { path in sites.contains { $0.overlaps(path) } }
        guard let path = paths.randomElement(using: &rng), let current = value(at: path, in: document) else { return }
        let key: String? = if case .key(let key)? = path.components.last { key } else { nil }
        switch Int.random(in: 0 ..< 6, using: &rng) {
        case 0 where key != nil:
            guard case .object(var parent)? = value(at: path.parent, in: document), let key else { return }
            _ = parent.removeValue(forKey: key)
            try? document.set(.object(parent), at: path.parent)
            sites.append(MutationSite(path: path, change: .removed))
        case 1 where current.object != nil:
            guard case .object(var object) = current else { return }
            object["extra"] = "ignored"
            try? document.set(.object(object), at: path)
            sites.append(MutationSite(path: path, change: .extraKey))
        case 2 where renames && key != nil:
            guard let key, case .object? = shape.at(path.parent)?.unwrapped,
                case .object(let parent)? = value(at: path.parent, in: document)
            else { return }
            let respelt = respelling(of: key, &rng)
            try? document.set(.object(JSONObject(parent.map { ($0.key == key ? respelt : $0.key, $0.value) })), at: path.parent)
            sites.append(MutationSite(path: path, change: .renamed(to: path.parent.appending(key: respelt))))
        default:
            var replacement = replacements.randomElement(using: &rng) ?? .null
            if !underflowIntoIntegers, case .number(let written) = replacement, written.text == "1e-400",
                shape.at(path)?.unwrapped.isInteger == true
            {
                replacement = number("1e12")
            }
            try? document.set(replacement, at: path)
            sites.append(MutationSite(path: path, change: .replaced))
        }
    }

    /// `key` in another style that fuzzy matching reads as the same key.
    static func respelling(of key: String, _ rng: inout SeededGenerator) -> String {
        var snake = ""
        for character in key {
            if character.isUppercase { snake += "_" + character.lowercased() } else { snake.append(character) }
        }
        let forms = [snake, key.uppercased(), snake.replacingOccurrences(of: "_", with: "-"), key.prefix(1).uppercased() + key.dropFirst()]
        let different = forms.filter { $0 != key }
        return different.randomElement(using: &rng) ?? key.uppercased()
    }

    /// Replaces the value at `path` with a valid one of its shape (adding a missing member).
    static func repair(_ document: inout JSONValue, at path: JSONPath, shape: Shape, _ rng: inout SeededGenerator) {
        guard let member = shape.at(path) else { return }
        try? document.set(valid(member, &rng), at: path)
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

    static func value(at path: JSONPath, in document: JSONValue) -> JSONValue? {
        var value = document
        for component in path.components {
            switch (value, component) {
            case (.object(let object), .key(let key)):
                guard let member = object[key] else { return nil }
                value = member
            case (.array(let elements), .index(let index)) where elements.indices.contains(index):
                value = elements[index]
            default:
                return nil
            }
        }
        return value
    }
}

// MARK: - Outcomes

/// A failure as the tests compare them: the kind of `DecodingError` and the path of the value
/// (for a missing key, the path of the key itself).
struct DecodingFailure: Hashable, CustomStringConvertible {
    enum Kind: Hashable { case typeMismatch, valueNotFound, keyNotFound, dataCorrupted, other(String) }
    var kind: Kind
    var path: JSONPath

    init(kind: Kind, path: JSONPath) {
        self.kind = kind
        self.path = path
    }

    init(_ error: DecodingError) {
        switch error {
        case .typeMismatch(_, let context): self.init(kind: .typeMismatch, path: JSONPath(codingPath: context.codingPath))
        case .valueNotFound(_, let context): self.init(kind: .valueNotFound, path: JSONPath(codingPath: context.codingPath))
        case .keyNotFound(let key, let context): self.init(kind: .keyNotFound, path: JSONPath(codingPath: context.codingPath + [key]))
        case .dataCorrupted(let context): self.init(kind: .dataCorrupted, path: JSONPath(codingPath: context.codingPath))
        @unknown default: self.init(kind: .other("\(error)"), path: JSONPath())
        }
    }

    var description: String { "\(kind) at \(path.isEmpty ? "the top level" : path.description)" }
}

/// What one decode gave: a value, one `DecodingError`, or the list of failures a `DecodingError`
/// for several fields carries.
enum Outcome<Value: Equatable>: Equatable, CustomStringConvertible {
    case value(Value)
    case error(DecodingFailure)
    case failures([DecodingFailure])

    init(_ body: () throws -> Value) {
        do {
            self = .value(try body())
        } catch let error as DecodingError {
            // One failure is the error it is, whether or not it lists itself with its path in the
            // document; several are a list. Paths here are coding paths, which the reference
            // decoders give; paths in the document are tested on their own (DocumentPathTests).
            guard let list = JSONDecodingFailures(error), list.failures.count > 1 else {
                self = .error(DecodingFailure(error))
                return
            }
            self = .failures(list.failures.map { DecodingFailure($0.error) })
        } catch {
            self = .error(DecodingFailure(kind: .other("\(error)"), path: JSONPath()))
        }
    }

    var failures: [DecodingFailure] {
        switch self {
        case .value: return []
        case .error(let failure): return [failure]
        case .failures(let failures): return failures
        }
    }

    var description: String {
        switch self {
        case .value(let value): return "value \(value)"
        case .error(let failure): return "error: \(failure)"
        case .failures(let failures): return "failures: \(failures.map(\.description).joined(separator: "; "))"
        }
    }
}

// MARK: - The tests

/// The same models through Foundation's `JSONDecoder`, through `JSONModelDecoder`'s Codable
/// path (plain Codable types of the same shape and keys) and through its fast path
/// (`@JSONModel` types): generated documents, valid and broken, give equal values, or errors
/// of the same kind at the same path. The fast path lists every field that fails, and each one
/// fails on its own as well, in Foundation too. Every strategy of `JSONModelDecoder` that
/// applies gives the same result on both of its paths.
@Suite("Differential: @JSONModel's fast path, the Codable path and Foundation")
struct ModelDifferentialTests {
    /// How the decoders are set.
    enum Setting: String, CaseIterable, Sendable, CustomStringConvertible {
        /// `JSONModelDecoder.foundationCompatible` (no coercion) beside Foundation's
        /// `JSONDecoder`, all reading dates as unix seconds.
        case foundation
        /// The library's defaults (lenient coercion, automatic dates) with fuzzy keys on both
        /// paths, so that keys may be respelt; the Codable path is the reference.
        case library

        func decoder() -> JSONModelDecoder {
            switch self {
            case .foundation:
                let decoder = JSONModelDecoder.foundationCompatible
                decoder.dateDecodingStrategy = .secondsSince1970
                return decoder
            case .library:
                let decoder = JSONModelDecoder()
                decoder.keyDecodingStrategy = .fuzzy
                return decoder
            }
        }

        var description: String { rawValue }
    }

    static func foundationDecoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .secondsSince1970
        return decoder
    }

    /// A model type, the plain type of its shape, and how one becomes the other.
    struct Subject<Model: Decodable & Equatable, Mirror: Decodable> {
        var shape: Shape
        var convert: (Mirror) -> Model
    }

    /// What the generated documents did, to show that they reach what they are for.
    struct Tally: CustomStringConvertible {
        var values = 0, errors = 0, lists = 0, isolated = 0, reports = 0, linuxNumbers = 0, dictionaryOrder = 0

        var description: String {
            "\(values) values, \(errors) errors, \(lists) lists, \(isolated) failures isolated, \(reports) reports, "
                + "\(linuxNumbers) numbers at the top level, \(dictionaryOrder) dictionary members in hash order"
        }
    }

    @Test("generated shipments give the same outcomes on every path", arguments: Setting.allCases)
    func shipments(_ setting: Setting) {
        let tally = run(Subject<Shipment, Plain.Shipment>(shape: .shipment) { Shipment($0) }, setting, documents: 300, seed: 1)
        #expect(tally.values > 40 && tally.errors > 80 && tally.lists > 20 && tally.isolated > tally.lists, "\(tally)")
        if setting == .library { #expect(tally.reports > 20, "\(tally)") }
    }

    @Test("generated top-level arrays of models give the same outcomes on every path", arguments: Setting.allCases)
    func parcelArrays(_ setting: Setting) {
        let tally = run(Subject<[Parcel], [Plain.Parcel]>(shape: .array(.parcel)) { $0.map { Parcel($0) } }, setting, documents: 150, seed: 2)
        #expect(tally.values > 20 && tally.errors > 40 && tally.lists > 5, "\(tally)")
    }

    @Test("generated top-level dictionaries of models give the same outcomes on every path", arguments: Setting.allCases)
    func partyDictionaries(_ setting: Setting) {
        let tally = run(
            Subject<[String: Party], [String: Plain.Party]>(shape: .dictionary(.party)) { $0.mapValues { Party($0) } },
            setting, documents: 150, seed: 3)
        #expect(tally.values > 20 && tally.errors > 40 && tally.lists > 5, "\(tally)")
    }

    /// Makes `count` documents, valid and broken, and compares what each path makes of them.
    func run<Model, Mirror>(_ subject: Subject<Model, Mirror>, _ setting: Setting, documents count: Int, seed: UInt64) -> Tally {
        var rng = SeededGenerator(seed: seed)
        var tally = Tally()
        for _ in 0 ..< count {
            var document = Documents.valid(subject.shape, &rng)
            var sites: [MutationSite] = []
            for _ in 0 ..< Int.random(in: 0 ... 3, using: &rng) {
                // `1e-400` into an integer: see `underflowIntoAnInteger`.
                Documents.mutate(
                    &document, sites: &sites, shape: subject.shape, renames: setting == .library,
                    underflowIntoIntegers: setting == .library, &rng)
            }
            let text = document.jsonString(options: Bool.random(using: &rng) ? .compact : .pretty)
            compare(subject, setting, document, text: text, sites: sites, tally: &tally)
        }
        return tally
    }

    func compare<Model, Mirror>(
        _ subject: Subject<Model, Mirror>, _ setting: Setting, _ document: JSONValue, text: String, sites: [MutationSite],
        tally: inout Tally
    ) {
        let data = Data(text.utf8)
        let decoder = setting.decoder()
        let fast = Outcome { try decoder.decode(Model.self, from: data) }
        let codable = Outcome { subject.convert(try decoder.decode(Mirror.self, from: data)) }

        // The fast path throws one failure as the DecodingError it is, several as a list.
        if case .failures(let list) = fast {
            #expect(list.count >= 2, "a list of one: \(text)")
            tally.lists += 1
        }
        #expect(!fast.failures.contains { if case .other = $0.kind { true } else { false } }, "\(fast) for \(text)")
        if case .value = fast { tally.values += 1 } else { tally.errors += 1 }

        // The Codable path stops at the first failure: the fast path's first.
        switch codable {
        case .value(let value): #expect(fast == .value(value), "Codable path: \(codable)\nfor \(text)")
        case .error(let failure): #expect(fast.failures.first == failure, "fast path: \(fast), Codable path: \(codable)\nfor \(text)")
        case .failures: Issue.record("the Codable path threw a list: \(codable)")
        }

        switch setting {
        case .foundation:
            compareWithFoundation(subject, fast: fast, document, text: text, sites: sites, tally: &tally)
        case .library:
            // A report changes nothing but the report, and both paths report the same.
            let reported = Outcome { try decoder.decodeWithReport(Model.self, from: data).value }
            #expect(reported == fast, "with a report: \(reported), without: \(fast)\nfor \(text)")
            if case .value = fast, let model = try? decoder.decodeWithReport(Model.self, from: data),
                let mirror = try? decoder.decodeWithReport(Mirror.self, from: data)
            {
                #expect(model.report.entries == mirror.report.entries, "fast path:\n\(model.report)\nCodable path:\n\(mirror.report)\nfor \(text)")
                if !model.report.isEmpty { tally.reports += 1 }
            }
        }

        // Every failure the fast path lists is real: with every other broken place repaired,
        // it is the one error of the fast path and of the reference decoder.
        for failure in fast.failures {
            let isolated = isolating(failure, in: document, listed: fast.failures, sites: sites, shape: subject.shape)
            let isolatedData = Data(isolated.jsonString().utf8)
            let alone = Outcome { try decoder.decode(Model.self, from: isolatedData) }
            #expect(alone == .error(failure), "\(failure) alone: \(alone)\nin \(isolated)\nfrom \(text)")
            let reference: Outcome<Model> =
                switch setting {
                case .foundation: Outcome { try Self.foundationDecoder().decode(Model.self, from: isolatedData) }
                case .library: Outcome { subject.convert(try decoder.decode(Mirror.self, from: isolatedData)) }
                }
            var agrees = false
            if case .error(let found) = reference {
                if found == failure {
                    agrees = true
                } else if setting == .foundation && isLinuxNumberError(failure, found, in: isolated) {
                    agrees = true
                    tally.linuxNumbers += 1
                }
            }
            #expect(agrees, "\(failure) alone: \(setting) gives \(reference)\nin \(isolated)")
            tally.isolated += 1
        }
    }

    func compareWithFoundation<Model, Mirror>(
        _ subject: Subject<Model, Mirror>, fast: Outcome<Model>, _ document: JSONValue, text: String, sites: [MutationSite],
        tally: inout Tally
    ) {
        let data = Data(text.utf8)
        let foundation = Outcome { try Self.foundationDecoder().decode(Model.self, from: data) }
        let foundationMirror = Outcome { subject.convert(try Self.foundationDecoder().decode(Mirror.self, from: data)) }
        switch foundation {
        case .value(let value):
            #expect(fast == .value(value), "Foundation: \(foundation)\nfor \(text)")
            #expect(foundationMirror == .value(value), "Foundation with the plain type: \(foundationMirror)\nfor \(text)")
        case .error(let found):
            // Foundation with the generated `init(from:)` and with the synthesised one agree.
            let mirrorAgrees =
                if case .error(let other) = foundationMirror {
                    other == found || subject.shape.inSameDictionary(other.path, found.path)
                } else { false }
            #expect(mirrorAgrees, "Foundation: \(foundation), with the plain type: \(foundationMirror)\nfor \(text)")
            guard let first = fast.failures.first else {
                Issue.record("Foundation: \(foundation), fast path: \(fast)\nfor \(text)")
                return
            }
            if first == found { return }
            if isLinuxNumberError(first, found, in: document) {
                tally.linuxNumbers += 1
            } else if subject.shape.inSameDictionary(first.path, found.path) {
                // Foundation's member comes first in its hash order; it fails on the fast path too.
                tally.dictionaryOrder += 1
                let isolated = isolating(found, in: document, listed: fast.failures, sites: sites, shape: subject.shape)
                let alone = Outcome { try Self.foundationDecoder().decode(Model.self, from: Data(isolated.jsonString().utf8)) }
                let fastAlone = Outcome { try Setting.foundation.decoder().decode(Model.self, from: Data(isolated.jsonString().utf8)) }
                #expect(alone == .error(found) && fastAlone == .error(found), "\(found) alone: Foundation \(alone), fast path \(fastAlone)")
            } else {
                Issue.record("Foundation: \(foundation), fast path: \(fast)\nfor \(text)")
            }
        case .failures:
            Issue.record("Foundation threw a list: \(foundation)")
        }
    }

    /// True when Foundation reported a number that does not fit its type as corrupted data at the
    /// top level, as it does on Linux, where the library names the number's own path.
    func isLinuxNumberError(_ library: DecodingFailure, _ foundation: DecodingFailure, in document: JSONValue) -> Bool {
        guard foundation.kind == .dataCorrupted, foundation.path.isEmpty, library.kind == .dataCorrupted, !library.path.isEmpty,
            case .number? = Documents.value(at: library.path, in: document)
        else { return false }
        return true
    }

    /// `document` with every broken place but `failure`'s repaired: the other failures listed,
    /// and the changes made to it that lie elsewhere (the failures the fast path did not list,
    /// such as a second bad element of an array of numbers).
    func isolating(
        _ failure: DecodingFailure, in document: JSONValue, listed: [DecodingFailure], sites: [MutationSite], shape: Shape
    ) -> JSONValue {
        var rng = SeededGenerator(seed: 99)
        var isolated = document
        for other in listed where !other.path.isPrefix(of: failure.path) && !failure.path.isPrefix(of: other.path) {
            Documents.repair(&isolated, at: other.path, shape: shape, &rng)
        }
        for site in sites where !site.overlaps(failure.path) {
            if case .extraKey = site.change { continue }
            Documents.repair(&isolated, at: site.path, shape: shape, &rng)
        }
        return isolated
    }
}

// MARK: - Strategies

extension ModelDifferentialTests {
    /// A shipment with a value of every kind, and the model it is.
    static let base: JSONValue = [
        "id": 7, "serial": 9_007_199_254_740_993, "priority": 200, "weight": 12.5, "ratio": 0.25, "fragile": true,
        "label": "Glass vase", "shipped": 1_452_868_205, "checksum": "aGVsbG8=", "tracking": "https://example.com/t/7",
        "quantities": [1, 2, 3], "stock": ["vase": 2, "cup": 0],
        "sender": ["name": "Ada", "phones": ["+44 1"]],
        "parcels": [["code": "P1", "grams": 250, "sides": [1.5, 2, 3], "opened": 1_452_868_205], ["code": "P2", "grams": 3, "sides": []]],
        "returnAddress": ["name": "Grace", "email": "grace@example.com", "phones": []],
        "handled_by": "Linus",
    ]

    static var expected: Shipment {
        Shipment(
            id: 7, serial: 9_007_199_254_740_993, priority: 200, weight: 12.5, ratio: 0.25, fragile: true, label: "Glass vase",
            shipped: Date(timeIntervalSince1970: 1_452_868_205), checksum: Data("hello".utf8),
            tracking: URL(string: "https://example.com/t/7")!, note: nil, quantities: [1, 2, 3], stock: ["vase": 2, "cup": 0],
            sender: Party(name: "Ada", email: nil, phones: ["+44 1"]),
            parcels: [
                Parcel(code: "P1", grams: 250, sides: [1.5, 2, 3], sealed: nil, opened: Date(timeIntervalSince1970: 1_452_868_205)),
                Parcel(code: "P2", grams: 3, sides: [], sealed: nil, opened: nil),
            ],
            returnAddress: Party(name: "Grace", email: "grace@example.com", phones: []), rooms: nil, handler: "Linus")
    }

    /// The fast path's outcome for `text`, after checking that the Codable path gives the same
    /// (its one error being the fast path's first) and, when both decode, the same report.
    func decodeOnBothPaths<Model: Decodable & Equatable, Mirror: Decodable>(
        _ text: String, as subject: Subject<Model, Mirror>, with decoder: JSONModelDecoder,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> (outcome: Outcome<Model>, report: JSONDecodingReport?) {
        let fast = Outcome { try decoder.decode(Model.self, from: text) }
        let codable = Outcome { subject.convert(try decoder.decode(Mirror.self, from: text)) }
        switch codable {
        case .value(let value):
            #expect(fast == .value(value), "fast path: \(fast)\nCodable path: \(codable)", sourceLocation: sourceLocation)
        case .error(let failure):
            #expect(fast.failures.first == failure, "fast path: \(fast)\nCodable path: \(codable)", sourceLocation: sourceLocation)
        case .failures:
            Issue.record("the Codable path threw a list: \(codable)", sourceLocation: sourceLocation)
        }
        let fastReport = try? decoder.decodeWithReport(Model.self, from: text).report
        let codableReport = try? decoder.decodeWithReport(Mirror.self, from: text).report
        // An element left out says why in words, which name every failing field on the fast
        // path; see `skippedElementMessages`.
        func comparable(_ report: JSONDecodingReport?) -> [String]? {
            report?.entries.map { $0.kind == .skippedElement ? "\($0.kind.rawValue) \($0.path)" : "\($0.kind.rawValue) \($0)" }
        }
        #expect(
            comparable(fastReport) == comparable(codableReport),
            "fast path:\n\(fastReport?.description ?? "no value")\nCodable path:\n\(codableReport?.description ?? "no value")",
            sourceLocation: sourceLocation)
        return (fast, fastReport)
    }

    func decodeOnBothPaths(
        _ document: JSONValue, with decoder: JSONModelDecoder, sourceLocation: SourceLocation = #_sourceLocation
    ) -> (outcome: Outcome<Shipment>, report: JSONDecodingReport?) {
        decodeOnBothPaths(document.jsonString(), as: Self.shipments, with: decoder, sourceLocation: sourceLocation)
    }

    static var shipments: Subject<Shipment, Plain.Shipment> { Subject(shape: .shipment) { Shipment($0) } }

    /// `document` with the keys of its models (not of its dictionaries) changed by `respell`.
    static func respelling(_ document: JSONValue, _ shape: Shape, _ respell: (String) -> String) -> JSONValue {
        switch (document, shape.unwrapped) {
        case (.object(let object), .object(let members)):
            return .object(
                JSONObject(object.map { key, value in
                    guard let member = members.first(where: { $0.key == key }) else { return (key, value) }
                    return (respell(key), respelling(value, member.shape, respell))
                }))
        case (.object(let object), .dictionary(let valueShape)):
            return .object(JSONObject(object.map { ($0.key, respelling($0.value, valueShape, respell)) }))
        case (.array(let elements), .array(let element)):
            return .array(elements.map { respelling($0, element, respell) })
        default:
            return document
        }
    }

    static func failure(_ kind: DecodingFailure.Kind, _ path: JSONPath) -> DecodingFailure { DecodingFailure(kind: kind, path: path) }

    /// Paths that a strategy's function was called for, from any thread.
    final class CallLog: @unchecked Sendable {
        private let lock = NSLock()
        private var entries: [String] = []

        func add(_ path: [any CodingKey]) { lock.withLock { entries.append(JSONPath(codingPath: path).description) } }
        func take() -> [String] { lock.withLock { defer { entries = [] }; return entries } }
    }

    enum DateCase: String, CaseIterable, Sendable {
        case secondsSince1970, millisecondsSince1970, iso8601, formatted, format, custom, deferredToDate, automatic
    }

    @Test("every date strategy reads the same dates on both paths, and fails alike", arguments: DateCase.allCases)
    func dates(_ dateCase: DateCase) throws {
        let decoder = JSONModelDecoder()
        let log = CallLog()
        // The JSON of `shipped` and of the first parcel's `opened`, the dates they are, and a
        // value the strategy refuses, with the error it gives.
        let shipped: JSONValue, opened: JSONValue, broken: JSONValue
        var expectedShipped = Date(timeIntervalSince1970: 1_452_868_205.5)
        let expectedOpened = Date(timeIntervalSince1970: 86400)
        var brokenKind = DecodingFailure.Kind.dataCorrupted
        switch dateCase {
        case .secondsSince1970:
            decoder.dateDecodingStrategy = .secondsSince1970
            (shipped, opened, broken, brokenKind) = (1_452_868_205.5, 86400, "soon", .typeMismatch)
        case .millisecondsSince1970:
            decoder.dateDecodingStrategy = .millisecondsSince1970
            (shipped, opened, broken, brokenKind) = (1_452_868_205_500, 86_400_000, [1], .typeMismatch)
        case .iso8601:
            decoder.dateDecodingStrategy = .iso8601
            (shipped, opened, broken) = ("2016-01-15T14:30:05.5Z", "1970-01-02", "15/01/2016")
        case .formatted:
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.timeZone = TimeZone(identifier: "UTC")
            formatter.dateFormat = "yyyy-MM-dd HH:mm:ss"
            decoder.dateDecodingStrategy = .formatted(formatter)
            (shipped, opened, broken) = ("2016-01-15 14:30:05", "1970-01-02 00:00:00", "2016-01-15")
            expectedShipped = Date(timeIntervalSince1970: 1_452_868_205)
        case .format:
            decoder.dateDecodingStrategy = .format("dd.MM.yyyy")
            (shipped, opened, broken) = ("15.01.2016", "02.01.1970", "2016-01-15")
            expectedShipped = Date(timeIntervalSince1970: 1_452_816_000)
        case .custom:
            // "day N": N days after 1970.
            decoder.dateDecodingStrategy = .custom { decoder in
                log.add(decoder.codingPath)
                let container = try decoder.singleValueContainer()
                let text = try container.decode(String.self)
                guard text.hasPrefix("day "), let days = Double(text.dropFirst(4)) else {
                    throw DecodingError.dataCorruptedError(in: container, debugDescription: "not a day: \(text)")
                }
                return Date(timeIntervalSince1970: days * 86400)
            }
            (shipped, opened, broken) = ("day 16815", "day 1", "tomorrow")
            expectedShipped = Date(timeIntervalSince1970: 1_452_816_000)
        case .deferredToDate:
            decoder.dateDecodingStrategy = .deferredToDate
            (shipped, opened, broken, brokenKind) = (474_561_005.5, -978_220_800, "soon", .typeMismatch)
        case .automatic:
            // Seconds, ISO 8601 text, and milliseconds for a number from 10^11 up.
            (shipped, opened, broken) = (1_452_868_205.5, "1970-01-02T00:00:00Z", "soon")
        }
        var document = Self.base
        try document.set(shipped, at: ["shipped"])
        try document.set(opened, at: ["parcels", 0, "opened"])
        if dateCase == .automatic { try document.set(1_452_868_205_000, at: ["parcels", 1, "opened"]) }
        var expected = Self.expected
        expected.shipped = expectedShipped
        expected.parcels[0].opened = expectedOpened
        if dateCase == .automatic { expected.parcels[1].opened = Date(timeIntervalSince1970: 1_452_868_205) }
        let (outcome, report) = decodeOnBothPaths(document, with: decoder)
        #expect(outcome == .value(expected))
        if dateCase == .automatic {
            #expect(report?.entries(.millisecondTimestamp).map(\.path) == [["parcels", 1, "opened"]])
        }
        if dateCase == .custom {
            // Each path called the function once per date, at the date's own path.
            #expect(log.take() == ["shipped", "parcels[0].opened", "shipped", "parcels[0].opened", "shipped", "parcels[0].opened", "shipped", "parcels[0].opened"])
        }

        try document.set(broken, at: ["shipped"])
        try document.set(broken, at: ["parcels", 0, "opened"])
        let (failed, _) = decodeOnBothPaths(document, with: decoder)
        #expect(failed == .failures([Self.failure(brokenKind, ["shipped"]), Self.failure(brokenKind, ["parcels", 0, "opened"])]))
    }

    enum DataCase: String, CaseIterable, Sendable { case base64, deferredToData, custom }

    @Test("every data strategy reads the same bytes on both paths, and fails alike", arguments: DataCase.allCases)
    func data(_ dataCase: DataCase) throws {
        let decoder = JSONModelDecoder()
        let encoded: JSONValue, broken: JSONValue, brokenKind: DecodingFailure.Kind
        switch dataCase {
        case .base64:
            (encoded, broken, brokenKind) = ("aGVsbG8=", "aGVsbG8", .dataCorrupted)
        case .deferredToData:
            decoder.dataDecodingStrategy = .deferredToData
            (encoded, broken, brokenKind) = ([104, 101, 108, 108, 111], [104, 256], .dataCorrupted)
        case .custom:
            // Hexadecimal text.
            decoder.dataDecodingStrategy = .custom { decoder in
                let container = try decoder.singleValueContainer()
                let text = Array(try container.decode(String.self).utf8)
                var bytes: [UInt8] = []
                for start in stride(from: 0, to: text.count, by: 2) {
                    guard start + 1 < text.count, let byte = UInt8(String(decoding: text[start ... start + 1], as: UTF8.self), radix: 16) else {
                        throw DecodingError.dataCorruptedError(in: container, debugDescription: "not hexadecimal")
                    }
                    bytes.append(byte)
                }
                return Data(bytes)
            }
            (encoded, broken, brokenKind) = ("68656c6c6f", "68656", .dataCorrupted)
        }
        var document = Self.base
        try document.set(encoded, at: ["checksum"])
        #expect(decodeOnBothPaths(document, with: decoder).outcome == .value(Self.expected))
        try document.set(broken, at: ["checksum"])
        let path: JSONPath = dataCase == .deferredToData ? ["checksum", 1] : ["checksum"]
        #expect(decodeOnBothPaths(document, with: decoder).outcome == .error(Self.failure(brokenKind, path)))
    }

    @Test("non-conforming floats: the same infinities and NaN on both paths, or the same errors")
    func nonConformingFloats() throws {
        var document = Self.base
        try document.set("+Infinity", at: ["weight"])
        try document.set("NaN", at: ["ratio"])
        try document.set(["-Infinity", 2], at: ["parcels", 0, "sides"])
        let text = document.jsonString()

        let decoder = JSONModelDecoder()
        decoder.nonConformingFloatDecodingStrategy = .convertFromString(positiveInfinity: "+Infinity", negativeInfinity: "-Infinity", nan: "NaN")
        let fast = try decoder.decode(Shipment.self, from: text)
        let codable = Shipment(try decoder.decode(Plain.Shipment.self, from: text))
        for shipment in [fast, codable] {
            #expect(shipment.weight == .infinity)
            #expect(shipment.ratio.isNaN)
            #expect(shipment.parcels[0].sides == [-.infinity, 2])
            #expect(shipment.label == "Glass vase")
        }

        decoder.nonConformingFloatDecodingStrategy = .throw
        let (outcome, _) = decodeOnBothPaths(document, with: decoder)
        #expect(outcome == .failures([Self.failure(.typeMismatch, ["weight"]), Self.failure(.typeMismatch, ["ratio"]), Self.failure(.typeMismatch, ["parcels", 0, "sides", 0])]))
    }

    @Test("value coercion: lenient converts on both paths and reports it alike; strict fails on both")
    func coercion() throws {
        var document = Self.base
        let coerced: [(JSONPath, JSONValue)] = [
            (["id"], "7"), (["serial"], "9007199254740993"), (["priority"], "200"), (["weight"], "12.5"), (["fragile"], 1),
            (["label"], 42), (["parcels", 0, "grams"], "250"), (["returnAddress", "phones"], [5_551_234]),
        ]
        for (path, value) in coerced { try document.set(value, at: path) }
        var expected = Self.expected
        expected.label = "42"
        expected.returnAddress?.phones = ["5551234"]

        let lenient = JSONModelDecoder()
        let (outcome, report) = decodeOnBothPaths(document, with: lenient)
        #expect(outcome == .value(expected))
        let reportedPaths = coerced.map { $0.0 == ["returnAddress", "phones"] ? ["returnAddress", "phones", 0] : $0.0 }
        #expect(report?.entries(.coercedValue).map(\.path) == reportedPaths)
        #expect(report?.entries(.coercedValue).first?.message == #"read the string "7" as Int"#)

        let strict = JSONModelDecoder()
        strict.valueCoercion = .strict
        #expect(decodeOnBothPaths(document, with: strict).outcome == .failures(reportedPaths.map { Self.failure(.typeMismatch, $0) }))

        // Conversions that would lose something fail on both paths, lenient or not.
        try document.set("4.5", at: ["id"])
        try document.set(300, at: ["priority"])
        let lossy = decodeOnBothPaths(document, with: lenient).outcome
        #expect(lossy == .failures([Self.failure(.dataCorrupted, ["id"]), Self.failure(.dataCorrupted, ["priority"])]))
    }

    enum KeyCase: String, CaseIterable, Sendable { case useDefaultKeys, convertFromSnakeCase, fuzzy, custom }

    @Test("every key strategy finds the same members on both paths", arguments: KeyCase.allCases)
    func keyStrategies(_ keyCase: KeyCase) throws {
        let decoder = JSONModelDecoder()
        let log = CallLog()
        var document = Self.base
        var expected = Self.expected
        switch keyCase {
        case .useDefaultKeys:
            break
        case .convertFromSnakeCase:
            decoder.keyDecodingStrategy = .convertFromSnakeCase
            document = Self.respelling(document, .shipment) { $0 == "returnAddress" ? "return_address" : $0 }
            // As in Foundation, a key is converted before it is compared: "handled_by" becomes
            // "handledBy", which is not the property's key.
            expected.handler = nil
            let foundation = JSONDecoder()
            foundation.keyDecodingStrategy = .convertFromSnakeCase
            foundation.dateDecodingStrategy = .secondsSince1970
            let plain = try foundation.decode(Plain.Shipment.self, from: Data(document.jsonString().utf8))
            #expect(Shipment(plain) == expected)
        case .fuzzy:
            decoder.keyDecodingStrategy = .fuzzy
            var count = 0
            document = Self.respelling(document, .shipment) { key in
                count += 1
                return [key.uppercased(), key.prefix(1).uppercased() + key.dropFirst(), key.replacingOccurrences(of: "_", with: "-")][count % 3]
            }
        case .custom:
            decoder.keyDecodingStrategy = .custom { path in
                log.add(path)
                let key = path.last?.stringValue ?? ""
                return StringKey(key.hasPrefix("x-") ? String(key.dropFirst(2)) : key)
            }
            document = Self.respelling(document, .shipment) { "x-" + $0 }
        }
        let (outcome, _) = decodeOnBothPaths(document, with: decoder)
        #expect(outcome == .value(expected), "\(document)")
        if keyCase == .custom {
            // The function sees the same keys at the same paths on both paths; the path before
            // the key is made of coding keys, as in Foundation.
            _ = log.take()
            let text = document.jsonString()
            _ = try decoder.decode(Shipment.self, from: text)
            let fastCalls = log.take()
            _ = try decoder.decode(Plain.Shipment.self, from: text)
            let codableCalls = log.take()
            #expect(Set(fastCalls) == Set(codableCalls))
            let expectedCalls: [JSONPath] = [["x-id"], ["sender", "x-name"], ["parcels", 1, "x-code"], ["x-handled_by"]]
            #expect(Set(fastCalls).isSuperset(of: expectedCalls.map(\.description)), "\(fastCalls)")
        }
    }

    struct StringKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(_ string: String) { stringValue = string }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    @Test("a key strategy replaces the model's own fuzzy matching: then both paths match keys alike")
    func keyStrategyOverridesFuzzyMatching() throws {
        let document = Self.respelling(Self.base, .shipment) { $0 == "id" ? "ID" : $0 }
        let text = document.jsonString()
        // By default a model matches keys ignoring case, `_` and `-`; a plain type does not.
        let decoder = JSONModelDecoder()
        #expect(try decoder.decode(Shipment.self, from: text) == Self.expected)
        #expect(Outcome { Shipment(try decoder.decode(Plain.Shipment.self, from: text)) } == .error(Self.failure(.keyNotFound, ["id"])))
        // Foundation runs the model's own matching too.
        let foundation = JSONDecoder()
        foundation.dateDecodingStrategy = .secondsSince1970
        #expect(try foundation.decode(Shipment.self, from: Data(text.utf8)) == Self.expected)
        // Another strategy takes its place on both paths.
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        #expect(decodeOnBothPaths(document, with: decoder).outcome == .error(Self.failure(.keyNotFound, ["id"])))
        decoder.keyDecodingStrategy = .fuzzy
        #expect(decodeOnBothPaths(document, with: decoder).outcome == .value(Self.expected))
    }

    @Test("the decoding report lists the same entries on both paths")
    func report() throws {
        var document = Self.base
        try document.set("7", at: ["id"])
        try document.set("ignored", at: ["extra"])
        try document.set(true, at: ["parcels", 0, "unknown"])
        try document.set("glass", at: ["Label"])
        try document.set(["code": "P3", "grams": "heavy", "sides": []], at: ["parcels", 2])
        try document.set(1_452_868_205_000, at: ["parcels", 1, "opened"])
        let decoder = JSONModelDecoder()
        decoder.keyDecodingStrategy = .fuzzy
        decoder.invalidElementStrategy = .skip
        decoder.rootKey = .key("shipment")
        let (outcome, report) = decodeOnBothPaths(JSONValue.object(["shipment": document]).jsonString(), as: Self.shipments, with: decoder)
        var expected = Self.expected
        expected.parcels[1].opened = Date(timeIntervalSince1970: 1_452_868_205)
        #expect(outcome == .value(expected))
        let entries = try #require(report?.entries).map { "\($0.kind.rawValue) \($0.path)" }
        #expect(
            entries == [
                "coerced value shipment.id", "ambiguous key shipment.Label", "millisecond timestamp shipment.parcels[1].opened",
                "skipped element shipment.parcels[2]", "unwrapped root key shipment", "unused key shipment.parcels[0].unknown",
                "unused key shipment.extra",
            ], "\(entries)")
    }

    @Test("an element left out for one bad field is reported in the same words on both paths")
    func skippedElementMessages() throws {
        var document = Self.base
        try document.set(["code": "P3", "grams": "heavy", "sides": []], at: ["parcels", 2])
        let text = document.jsonString()
        let decoder = JSONModelDecoder()
        decoder.invalidElementStrategy = .skip
        let fast = try decoder.decodeWithReport(Shipment.self, from: text).report.entries(.skippedElement)
        let codable = try decoder.decodeWithReport(Plain.Shipment.self, from: text).report.entries(.skippedElement)
        #expect(fast.map(\.path) == [["parcels", 2]] && codable.map(\.path) == [["parcels", 2]])
        let column = try #require(text.range(of: #""heavy""#)).lowerBound.utf16Offset(in: text) + 1
        let expected = #"left out an element that could not be decoded: expected UInt8, found the string "heavy" at line 1, column "# + "\(column)"
        #expect(codable.map(\.message) == [expected])
        #expect(fast.map(\.message) == [expected])
    }

    @Test("root keys unwrap the same value on both paths")
    func rootKeys() throws {
        let decoder = JSONModelDecoder()
        decoder.rootKey = .automatic
        let wrapped = ["shipment": Self.base, "meta": ["page": 1]] as JSONValue
        #expect(decodeOnBothPaths(wrapped.jsonString(), as: Self.shipments, with: decoder).outcome == .value(Self.expected))
        let parcels = Subject<[Parcel], [Plain.Parcel]>(shape: .array(.parcel)) { $0.map { Parcel($0) } }
        let list = ["parcels": Self.base["parcels"].value ?? [], "count": 2] as JSONValue
        #expect(decodeOnBothPaths(list.jsonString(), as: parcels, with: decoder).outcome == .value(Self.expected.parcels))
        decoder.rootKey = .key("data")
        #expect(decodeOnBothPaths(list.jsonString(), as: parcels, with: decoder).outcome == .error(Self.failure(.keyNotFound, ["data"])))
    }

    @Test("parse options and the preprocessor read the same input on both paths")
    func parseOptionsAndPreprocessor() throws {
        let text = "callback(" + Self.base.jsonString().replacingOccurrences(of: #""Glass vase""#, with: #""Ollie\'s vase" /* sic */"#) + ")"
        let decoder = JSONModelDecoder()
        decoder.parseOptions = .lenient
        decoder.preprocessor = { bytes in bytes = Array(bytes.dropFirst("callback(".utf8.count).dropLast()) }
        var expected = Self.expected
        expected.label = "Ollie's vase"
        #expect(decodeOnBothPaths(text, as: Self.shipments, with: decoder).outcome == .value(expected))
        decoder.parseOptions = .foundationCompatible
        #expect(decodeOnBothPaths(text, as: Self.shipments, with: decoder).outcome == .error(Self.failure(.dataCorrupted, [])))
    }

    // MARK: - Deliberate differences and known issues

    @Test("invalid JSON in a value no property reads: Foundation decodes, both library paths refuse the input")
    func unreadInvalidValue() throws {
        let text = Self.base.jsonString().dropLast() + #","extra":"bad \q escape"}"#
        let foundation = JSONDecoder()
        foundation.dateDecodingStrategy = .secondsSince1970
        #expect(try foundation.decode(Shipment.self, from: Data(text.utf8)) == Self.expected)
        let decoder = JSONModelDecoder.foundationCompatible
        decoder.dateDecodingStrategy = .secondsSince1970
        for outcome in [Outcome { try decoder.decode(Shipment.self, from: String(text)) }, Outcome { Shipment(try decoder.decode(Plain.Shipment.self, from: String(text))) }] {
            #expect(outcome == .error(Self.failure(.dataCorrupted, [])))
        }
        do {
            _ = try decoder.decode(Shipment.self, from: String(text))
        } catch let DecodingError.dataCorrupted(context) {
            let syntax = try #require(context.underlyingError as? JSONSyntaxError)
            #expect(syntax.line == 1 && syntax.kind == .invalidEscape, "\(syntax)")
        }
    }

    @Test("an integer written with an exponent that underflows reads as 0 with foundationCompatible, as JSONDecoder reads it")
    func underflowIntoAnInteger() throws {
        let text = #"{"code": "P1", "grams": 1e-400, "sides": []}"#
        let foundation = try JSONDecoder().decode(Parcel.self, from: Data(text.utf8))
        #expect(foundation == Parcel(code: "P1", grams: 0, sides: [], sealed: nil, opened: nil))
        let fast = try JSONModelDecoder.foundationCompatible.decode(Parcel.self, from: text)
        let codable = try JSONModelDecoder.foundationCompatible.decode(Plain.Parcel.self, from: text)
        #expect(fast == foundation && Parcel(codable) == foundation)
        // The library's own default keeps refusing it: 1e-400 is not a whole number.
        #expect(throws: DecodingError.self) { try JSONModelDecoder().decode(Parcel.self, from: text) }
        // A number Double can tell from 0 stays an error on every side.
        let small = #"{"code": "P1", "grams": 1e-5, "sides": []}"#
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(Parcel.self, from: Data(small.utf8)) }
        #expect(throws: DecodingError.self) { try JSONModelDecoder.foundationCompatible.decode(Parcel.self, from: small) }
    }
}
