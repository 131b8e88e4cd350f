// The contract of the one loop that reads every model's object (JSONFieldTable.decode): which
// member a field takes, key paths and alternatives, values decoded once, and a value lent to
// the model's code that nothing can keep. Each checked under JSONModelDecoder (the tape) and
// under Foundation's JSONDecoder (a keyed container), which take the same path.

import Foundation
import JSONModel
import PackageExecutables
import Testing

@JSONModel
struct LoopContact: Equatable {
    var name: String
    var userName: String
}

@JSONModel
struct LoopPhoto: Equatable {
    @JSONKey("media.m") var image: String
    @JSONKey("published", "info.date") var date: String
    var title: String?
}

/// A value whose every decode is counted by its text, and which fails on "bad…".
struct CountedValue: Codable, Equatable {
    var text: String

    init(from decoder: any Decoder) throws {
        text = try decoder.singleValueContainer().decode(String.self)
        DecodeCounts.shared.add(text)
        if text.hasPrefix("bad") {
            throw DecodingError.dataCorrupted(DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "a bad value"))
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(text)
    }
}

/// How many times each text was decoded, across the tests of this file (each uses texts of its own).
final class DecodeCounts: @unchecked Sendable {
    static let shared = DecodeCounts()
    private let lock = NSLock()
    private var counts: [String: Int] = [:]

    func add(_ text: String) {
        lock.lock()
        counts[text, default: 0] += 1
        lock.unlock()
    }

    func count(_ text: String) -> Int {
        lock.lock()
        defer { lock.unlock() }
        return counts[text] ?? 0
    }
}

@JSONModel
struct LoopInner: Equatable {
    var value: CountedValue
}

@JSONModel
struct LoopOuter: Equatable {
    var inner: LoopInner
    var items: [LoopInner]
    var values: [CountedValue]
    var last: Int
}

/// A generic tagged enum: its table is kept by the runtime (a generic type has no stored static).
@JSONModel(tagging: .internal(key: "kind"))
enum LoopEvent<Payload: Codable & Equatable>: Equatable {
    case moved(toX: Int, toY: Int)
    case carried(item: Payload, count: Int = 1)
    case stopped
}

/// An adjacently tagged enum whose cases share a key name with different types.
@JSONModel(tagging: .adjacent(key: "t", content: "c"))
enum LoopMeasure: Equatable {
    case length(value: Double)
    case label(value: String)
}

/// Models whose fields name a sibling nested type, which only the declaration's own scope sees,
/// and a property named as a type another field names.
enum LoopScope {
    struct Part: Codable, Equatable {
        var size: Int
    }

    @JSONModel
    struct Holder: Equatable {
        var Part: Int
        var piece: Part
        var spare: [Part]?
    }

    @JSONModel(tagging: .internal(key: "kind"))
    enum Slot: Equatable {
        case filled(Part: Part, count: Int)
        case empty
    }
}

/// Both decoders the loop serves.
enum LoopBackend: CaseIterable, CustomStringConvertible {
    case tape, foundation

    func decode<T: Decodable>(_ type: T.Type, _ json: String) throws -> T {
        switch self {
        case .tape: return try JSONModelDecoder().decode(T.self, from: json)
        case .foundation: return try JSONDecoder().decode(T.self, from: Data(json.utf8))
        }
    }

    var description: String { self == .tape ? "JSONModelDecoder" : "JSONDecoder" }
}

@Suite struct FieldLoopTests {
    @Test(arguments: LoopBackend.allCases)
    func aFieldTakesAKeyAlikeAfterAnotherFieldsExactKey(backend: LoopBackend) throws {
        // "name" is the first field's key exactly; "user-name" reads like the second's.
        #expect(try backend.decode(LoopContact.self, #"{"name": "n", "user-name": "u"}"#) == LoopContact(name: "n", userName: "u"))
        // An exact key wins over a key alike, before or after it.
        #expect(try backend.decode(LoopContact.self, #"{"name": "n", "USERNAME": "a", "userName": "b"}"#).userName == "b")
        #expect(try backend.decode(LoopContact.self, #"{"userName": "b", "name": "n", "USER_NAME": "a"}"#).userName == "b")
        // Of two keys alike, the first in the document; Foundation's keyed container lists its
        // keys in no set order, so there it is one of them.
        let twoAlike = try backend.decode(LoopContact.self, #"{"user_name": "a", "name": "n", "USERNAME": "b"}"#).userName
        #expect(backend == .tape ? twoAlike == "a" : ["a", "b"].contains(twoAlike))
    }

    @Test(arguments: LoopBackend.allCases)
    func keyPathsAndAlternatives(backend: LoopBackend) throws {
        let photo = try backend.decode(LoopPhoto.self, #"{"info": {"date": "later"}, "media": {"m": "a.jpg"}, "published": "first"}"#)
        // The first alternative that the object has, whatever the order of the members.
        #expect(photo == LoopPhoto(image: "a.jpg", date: "first", title: nil))
        let second = try backend.decode(LoopPhoto.self, #"{"MEDIA": {"M": "b.jpg"}, "info": {"date": "second"}}"#)
        #expect(second == LoopPhoto(image: "b.jpg", date: "second", title: nil))
        #expect(throws: DecodingError.self) { try backend.decode(LoopPhoto.self, #"{"media": {}, "published": "x"}"#) }
    }

    @Test(arguments: LoopBackend.allCases)
    func aTaggedEnumReadsItsTagThenTheFieldsOfItsCase(backend: LoopBackend) throws {
        #expect(try backend.decode(LoopEvent<String>.self, #"{"to_x": 1, "kind": "moved", "TO-Y": 2}"#) == .moved(toX: 1, toY: 2))
        #expect(try backend.decode(LoopEvent<String>.self, #"{"kind": "carried", "item": "box"}"#) == .carried(item: "box", count: 1))
        #expect(try backend.decode(LoopEvent<[Int]>.self, #"{"kind": "carried", "item": [1], "count": 3}"#) == .carried(item: [1], count: 3))
        #expect(try backend.decode(LoopEvent<String>.self, #"{"kind": "stopped", "toX": "ignored"}"#) == .stopped)
        // One key, two cases, two types: each case reads it as its own.
        #expect(try backend.decode(LoopMeasure.self, #"{"t": "length", "c": {"value": 2.5}}"#) == .length(value: 2.5))
        #expect(try backend.decode(LoopMeasure.self, #"{"t": "label", "c": {"value": "wide"}}"#) == .label(value: "wide"))
        #expect(throws: DecodingError.self) { try backend.decode(LoopEvent<String>.self, #"{"kind": "moved", "toX": 1}"#) }
        #expect(throws: DecodingError.self) { try backend.decode(LoopEvent<String>.self, #"{"toX": 1, "toY": 2}"#) }
        let encoded = try JSONModelEncoder().encodeToString(LoopEvent<String>.carried(item: "box", count: 2))
        #expect(encoded == #"{"kind":"carried","item":"box","count":2}"#)
        #expect(try backend.decode(LoopEvent<String>.self, encoded) == .carried(item: "box", count: 2))
    }

    @Test(arguments: LoopBackend.allCases)
    func fieldsNameTypesAsTheDeclarationDoes(backend: LoopBackend) throws {
        let holder = try backend.decode(LoopScope.Holder.self, #"{"Part": 3, "piece": {"size": 1}, "spare": [{"size": 2}]}"#)
        #expect(holder == LoopScope.Holder(Part: 3, piece: LoopScope.Part(size: 1), spare: [LoopScope.Part(size: 2)]))
        #expect(try backend.decode(LoopScope.Slot.self, #"{"kind": "filled", "Part": {"size": 4}, "count": 1}"#) == .filled(Part: LoopScope.Part(size: 4), count: 1))
    }

    @Test func aTaggedEnumsFailuresComeAtOnceAndAnUnknownTagIsLocated() throws {
        let failures = try requireFailures { try LoopEvent<String>(json: "{\"kind\": \"moved\",\n \"toX\": \"far\"}") }
        #expect(failures.failures.map(\.path.description) == ["toX", "toY"])
        #expect(failures.failures.map { $0.line ?? 0 } == [2, 1])
        let unknown = try requireFailures { try JSONModelDecoder().decode([LoopEvent<String>].self, from: "[{\"kind\": \"stopped\"},\n {\"kind\": \"jumped\"}]") }
        #expect(unknown.failures.map(\.path.description) == ["[1].kind"])
        #expect(unknown.failures[0].line == 2 && unknown.failures[0].column == 11)
        #expect("\(unknown.failures[0].error)".contains(#"unknown value "jumped" for LoopEvent"#))
    }

    @Test func aMissingPathNamesEveryPathLookedFor() throws {
        let failures = try requireFailures { try LoopPhoto(json: #"{"media": {"m": "a.jpg"}, "title": "t"}"#) }
        #expect(failures.failures.map(\.path.description) == ["published"])
        let message = "\(failures.failures[0].error)"
        #expect(message.contains(#"(looked for "published", "info.date")"#), "\(message)")
        #expect(failures.failures[0].line == 1 && failures.failures[0].column == 1)
    }

    @Test func aFailingNestedModelAndArrayElementAreEachDecodedOnce() throws {
        let json = #"""
            {"inner": {"value": "bad-nested-1"}, "last": "x",
             "items": [{"value": "good-item-1"}, {"value": "bad-item-1"}, {"value": "bad-item-2"}],
             "values": ["good-value-1", "bad-value-1", "bad-value-2"]}
            """#
        let failures = try requireFailures { try LoopOuter(json: json) }
        // Every failure at once, in the order of the fields; every bad model of an array.
        #expect(failures.failures.map(\.path.description) == ["inner.value", "items[1].value", "items[2].value", "values[1]", "last"])
        for text in ["bad-nested-1", "good-item-1", "bad-item-1", "bad-item-2", "good-value-1", "bad-value-1"] {
            #expect(DecodeCounts.shared.count(text) == 1, "\(text) decoded \(DecodeCounts.shared.count(text)) times")
        }
        // A plain value's array stops at its first bad element, as Foundation's does.
        #expect(DecodeCounts.shared.count("bad-value-2") == 0)
    }

    @Test func underAnotherDecoderTheFirstFailureInFieldOrderIsThrownAndNothingAfterIt() throws {
        let json = #"{"last": 1, "values": [], "items": [{"value": "bad-foundation-item"}], "inner": {"value": "bad-foundation-nested"}}"#
        let error = try #require(throws: DecodingError.self) { try JSONDecoder().decode(LoopOuter.self, from: Data(json.utf8)) }
        guard case .dataCorrupted(let context) = error else {
            Issue.record("expected dataCorrupted, got \(error)")
            return
        }
        #expect(context.codingPath.map(\.stringValue) == ["inner", "value"])
        // Codable's order: the first field failed, and the fields after it were not read.
        #expect(DecodeCounts.shared.count("bad-foundation-nested") == 1)
        #expect(DecodeCounts.shared.count("bad-foundation-item") == 0)
    }

    #if os(macOS) || os(Linux)
    /// The value the loop lends to a model's code is noncopyable and `inout`: code that keeps
    /// it past the closure does not compile.
    @Test func aValueCannotBeKeptPastItsField() throws {
        let modules = try packageExecutable("json-model").deletingLastPathComponent().appendingPathComponent("Modules")
        let kept = """
            import JSONCoding
            final class Keeper { var keep: (() -> Void)? }
            func read(_ object: inout JSONFieldValue, keeper: Keeper) throws {
                var a: Int?
                try JSONFieldTable([.init("a")]).decode(&object) { field, value in
                    keeper.keep = { value.read(&a) }
                }
            }
            """
        let copied = """
            import JSONCoding
            func read(_ object: inout JSONFieldValue) throws {
                try JSONFieldTable([.init("a")]).decode(&object) { field, value in
                    let copy = value
                    _ = copy
                }
            }
            """
        let lent = """
            import JSONCoding
            func read(_ object: inout JSONFieldValue) throws {
                var a: Int?
                try JSONFieldTable([.init("a")]).decode(&object) { field, value in
                    value.read(&a)
                }
                _ = a
            }
            """
        #expect(try compile(lent, modules: modules) == "")
        #expect(try compile(kept, modules: modules).contains("escaping closure captures 'inout' parameter 'value'"))
        #expect(try compile(copied, modules: modules).contains("missing reinitialization of inout parameter 'value' after consume"))
    }

    /// The compiler's errors for `source`, checked against the package's modules through SIL
    /// (where noncopyable values are checked); empty when it compiles.
    private func compile(_ source: String, modules: URL) throws -> String {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("loop-contract-\(UUID().uuidString).swift")
        try source.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc", "-emit-sil", "-o", "/dev/null", "-swift-version", "6", "-I", modules.path, file.path]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = Pipe()
        try process.run()
        let output = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return process.terminationStatus == 0 ? "" : output
    }
    #endif
}
