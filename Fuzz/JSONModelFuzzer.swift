// libFuzzer target over the @JSONModel path: the code the macros generate and the runtime it
// calls (see Fuzz/README.md).
//
// `Fuzz/run.sh model` compiles JSONCore and JSONCoding into modules of their own, then this file
// together with Sources/JSONModel/JSONModel.swift (the macros' declarations), expanding the
// macros with the package's own plugin (JSONModelMacros-tool, built by SwiftPM), all with
// `-sanitize=fuzzer,address`. The harness uses public API only.
//
// An input is one configuration byte followed by the JSON document: bits 0-2 choose the model,
// bit 3 the setting (the library's defaults with fuzzy keys for every type, or
// `JSONModelDecoder.foundationCompatible` beside Foundation's `JSONDecoder`), bit 4 decodes with
// a report too.
//
// Any thrown error is an acceptable outcome for bad input. A check that fails calls `fatalError`
// with a message naming the property, which is how libFuzzer records a finding.
//
// Properties checked on every input:
//  1. Decoding never crashes. What it throws is a `DecodingError` (a model that fails in several
//     fields too: `JSONDecodingFailures` never escapes, it is the error's underlying error, with
//     one failure or more, each with a message; the first is the error itself, at its coding path).
//  2. Models that have a plain Codable mirror (the same shapes and keys, synthesised Codable),
//     under the defaults setting: the fast path and `JSONModelDecoder`'s Codable path decode
//     equal values, or both fail, the Codable path at the fast path's first failure (same kind,
//     same path).
//  3. Under `.foundationCompatible`: where Foundation's `JSONDecoder` decodes a model (through
//     the generated `init(from:)`) from a document the library parses, the fast path decodes an
//     equal value (numbers inside a `JSONValue` compared as Foundation reads them: as the nearest
//     Double, where the library keeps them exactly). Documents with a number that has a fraction
//     and more than 15 digits are left out: Foundation reads `9007199254740993.5` as an `Int`.
//  4. `decodeWithReport` agrees with `decode`: equal values, or errors at the same path.
//  5. A decoded value encodes with `JSONModelEncoder`, and what it writes decodes to an equal
//     value with the same decoder (but for a whole `Double` of an untagged union, which reads
//     back as the `Int` case declared before it, as documented).

import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func jsonModelFuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    ModelFuzz.run(data, size)
    return 0
}

// MARK: - Models

@JSONModel
struct Shipment: Equatable {
    var id: Int
    var serial: Int64
    var priority: UInt8
    var weight: Double
    var ratio: Float
    var fragile: Bool
    var label: String
    var note: String?
    var quantities: [Int]
    var stock: [String: Int]
    var sender: Party
    var parcels: [Parcel]
    var returnAddress: Party?
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
}

/// The same shapes with synthesised Codable, which `JSONModelDecoder` reads through Codable's
/// containers.
enum Plain {
    struct Shipment: Codable {
        var id: Int
        var serial: Int64
        var priority: UInt8
        var weight: Double
        var ratio: Float
        var fragile: Bool
        var label: String
        var note: String?
        var quantities: [Int]
        var stock: [String: Int]
        var sender: Party
        var parcels: [Parcel]
        var returnAddress: Party?
        var handler: String?

        enum CodingKeys: String, CodingKey {
            case id, serial, priority, weight, ratio, fragile, label, note, quantities, stock, sender, parcels, returnAddress
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
    }
}

extension Shipment {
    init(_ plain: Plain.Shipment) {
        self.init(
            id: plain.id, serial: plain.serial, priority: plain.priority, weight: plain.weight, ratio: plain.ratio,
            fragile: plain.fragile, label: plain.label, note: plain.note, quantities: plain.quantities, stock: plain.stock,
            sender: Party(plain.sender), parcels: plain.parcels.map { Parcel($0) },
            returnAddress: plain.returnAddress.map { Party($0) }, handler: plain.handler)
    }
}

extension Party {
    init(_ plain: Plain.Party) { self.init(name: plain.name, email: plain.email, phones: plain.phones) }
}

extension Parcel {
    init(_ plain: Plain.Parcel) { self.init(code: plain.code, grams: plain.grams, sides: plain.sides, sealed: plain.sealed) }
}

/// Defaults, key paths, lossy collections, values that fall back when invalid, a flattened
/// model, and a transformer.
@JSONModel
struct Profile: Equatable {
    var name: String
    @JSONKey("meta.age", "age") var age: Int = 0
    @JSONLossy var tags: [String] = []
    @JSONDefaultIfInvalid var score: Double = 1.5
    @JSONFlatten var place: Place
    @JSONTransform(CommaSeparated()) var colors: [String]?
    var nicknames: [String: String]?
}

@JSONModel
struct Place: Equatable {
    var city: String?
    var zip: Int?
}

/// `"a,b,c"` ↔ `["a", "b", "c"]`.
struct CommaSeparated: JSONTransformer {
    func decode(_ value: String) throws -> [String] { value.split(separator: ",").map(String.init) }
    func encode(_ value: [String]) throws -> String { value.joined(separator: ",") }
}

/// An internally tagged union with a fallback.
@JSONModel(tagging: .internal(key: "type"))
enum Shape: Equatable {
    case circle(radius: Double)
    @JSONTag("rect", "rectangle") case rectangle(width: Double, height: Double = 1)
    case polygon(Polygon)
    @JSONUnknown case unknown(JSONValue)
}

@JSONModel
struct Polygon: Equatable {
    var points: [[Double]]
}

/// An externally tagged union without a fallback.
@JSONModel
enum Command: Equatable {
    case move(x: Int, y: Int)
    case say(String)
    case stop
}

/// An untagged union of scalars and a model.
@JSONModel(tagging: .untagged)
enum Amount: Equatable {
    case count(Int)
    case ratio(Double)
    case flag(Bool)
    case text(String)
    case place(Place)
}

/// A class and its subclass.
@JSONModel
class Vehicle {
    var wheels: Int
    var maker: String?
}

@JSONModel
final class Car: Vehicle, Equatable {
    var doors: Int = 4

    static func == (a: Car, b: Car) -> Bool { a.wheels == b.wheels && a.maker == b.maker && a.doors == b.doors }
}

/// A generic model.
@JSONModel
struct Page<Item: Codable & Equatable>: Equatable {
    var items: [Item]
    var next: String?
}

// MARK: - The run

enum ModelFuzz {
    static let modelNames = ["Shipment", "[Parcel]", "[String: Party]", "Profile", "[Shape]", "[Command]", "[Amount]", "Page<Car>"]

    static func run(_ data: UnsafePointer<UInt8>?, _ size: Int) {
        guard let data, size >= 1 else { return }
        let configuration = data[0]
        let document = Data(bytes: data + 1, count: size - 1)
        let foundation = configuration & 0x08 != 0
        let report = configuration & 0x10 != 0
        let snakeCase = configuration & 0x20 != 0 && !foundation
        let run = Run(document: document, foundation: foundation, report: report, snakeCase: snakeCase)
        switch configuration & 7 {
        case 0: run.check(Shipment.self, mirror: Plain.Shipment.self) { Shipment($0) }
        case 1: run.check([Parcel].self, mirror: [Plain.Parcel].self) { $0.map { Parcel($0) } }
        case 2: run.check([String: Party].self, mirror: [String: Plain.Party].self) { $0.mapValues { Party($0) } }
        case 3: run.check(Profile.self)
        case 4: run.check([Shape].self)
        case 5: run.check([Command].self)
        case 6: run.check([Amount].self)
        default: run.check(Page<Car>.self)
        }
    }
}

/// One input under one setting.
struct Run {
    let document: Data
    let foundation: Bool
    let report: Bool
    /// `.convertFromSnakeCase`: models are walked under it, while a report looks each key up,
    /// so property 4 compares the two.
    let snakeCase: Bool

    var text: String { String(decoding: document.prefix(300), as: UTF8.self) }

    /// `.foundationCompatible`, or the defaults with fuzzy keys for every type, so that the
    /// plain mirrors match keys as the models do.
    func decoder() -> JSONModelDecoder {
        if foundation { return .foundationCompatible }
        let decoder = JSONModelDecoder()
        decoder.keyDecodingStrategy = snakeCase ? .convertFromSnakeCase : .fuzzy
        return decoder
    }

    func encoder() -> JSONModelEncoder {
        foundation ? .foundationCompatible : JSONModelEncoder()
    }

    func check<Model: Codable & Equatable>(_ type: Model.Type) {
        _ = fastPath(type)
    }

    func check<Model: Codable & Equatable, Mirror: Decodable>(_ type: Model.Type, mirror: Mirror.Type, convert: (Mirror) -> Model) {
        let fast = fastPath(type)
        // Models match keys fuzzily under any decoder; the plain mirrors do under the defaults
        // setting only (`keyDecodingStrategy = .fuzzy`).
        guard !foundation, !snakeCase else { return }
        // 2. The Codable path stops at the fast path's first failure.
        let codable = Outcome { convert(try decoder().decode(Mirror.self, from: document)) }
        switch (fast, codable) {
        case (.value(let a), .value(let b)):
            require(a == b, "the fast path and the Codable path decode different values")
        case (.error(let a), .error(let b)):
            require(a.first == b.first, "the Codable path failed at \(b.first), the fast path first at \(a.first)")
        default:
            fail("the fast path gives \(fast), the Codable path \(codable)")
        }
    }

    /// Properties 1, 3, 4 and 5; the fast path's outcome.
    func fastPath<Model: Codable & Equatable>(_ type: Model.Type) -> Outcome<Model> {
        let fast = Outcome { try decoder().decode(Model.self, from: document) }
        // 1. Errors are DecodingErrors; a list has a failure or more, the first the error's own.
        if case .error(let failure) = fast, let list = failure.list {
            require(!list.failures.isEmpty, "an empty list of failures")
            require(list.failures.allSatisfy { !$0.message.isEmpty }, "a failure without a message")
            require(list.failures.first.map { Failure.Place($0.error) } == failure.first, "a list whose first failure is not the error's")
        }
        // 3. Where Foundation decodes, the fast path decodes the same; the syntax both read is
        // the JSONCore fuzzer's business (Foundation takes control characters in strings, for one).
        if foundation, !fast.isSyntaxError, !hasLongFractionalNumber, !hasKeysThatReadAlike,
            let value = try? JSONDecoder().decode(Model.self, from: document)
        {
            guard case .value(let decoded) = fast else { fail("Foundation decodes \(value), the fast path gives \(fast)") }
            require(
                decoded == value || sameAsFoundationReadsIt(decoded, value),
                "Foundation decodes \(value), the fast path \(decoded)")
        }
        // 4. A report changes nothing but the report.
        if report {
            let reported = Outcome { try decoder().decodeWithReport(Model.self, from: document).value }
            switch (fast, reported) {
            case (.value(let a), .value(let b)): require(a == b, "with a report the value differs")
            case (.error(let a), .error(let b)): require(a.first == b.first, "with a report the error differs: \(b.first) vs \(a.first)")
            default: fail("with a report: \(reported), without: \(fast)")
            }
        }
        // 5. What is decoded encodes, and decodes back the same (not under `.convertFromSnakeCase`,
        // which does not read the snake_case keys a model declares).
        if case .value(let value) = fast, !snakeCase {
            let written: Data
            do {
                written = try encoder().encode(value)
            } catch {
                fail("a decoded value does not encode: \(error)")
            }
            do {
                let again = try decoder().decode(Model.self, from: written)
                require(
                    again == value || sameReadingWholeNumbersAsCounts(again, value),
                    "a value decodes differently after encoding: \(String(decoding: written, as: UTF8.self))")
            } catch {
                fail("what the encoder wrote does not decode: \(error) in \(String(decoding: written, as: UTF8.self))")
            }
        }
        return fast
    }

    /// True when the document has a number with a fraction or an exponent and more than 15
    /// digits: Foundation reads it as an integer when its nearest `Double` is whole
    /// (`9007199254740993.5` as the `Int` 9007199254740993), where the library, which reads the
    /// text, says it is not one.
    var hasLongFractionalNumber: Bool {
        guard let value = try? JSONModelDecoder.foundationCompatible.decode(JSONValue.self, from: document) else { return false }
        func check(_ value: JSONValue) -> Bool {
            switch value {
            case .number(let number):
                let text = number.text
                return text.contains(where: { $0 == "." || $0 == "e" || $0 == "E" }) && text.filter(\.isWholeNumber).count > 15
            case .array(let elements): return elements.contains(where: check)
            case .object(let object): return object.contains { check($0.value) }
            default: return false
            }
        }
        return check(value)
    }

    /// Whether an object has two different keys that read alike (`grAms` and `gramS`): which
    /// one a field takes is the first in the input, and Foundation's keyed container lists its
    /// keys in no order, so a model read through it cannot know which came first.
    var hasKeysThatReadAlike: Bool {
        guard let value = try? JSONModelDecoder.foundationCompatible.decode(JSONValue.self, from: document) else { return false }
        func check(_ value: JSONValue) -> Bool {
            switch value {
            case .array(let elements): return elements.contains(where: check)
            case .object(let object):
                var forms: [String: String] = [:]
                for (key, _) in object {
                    let form = key.lowercased().filter { $0 != "_" && $0 != "-" }
                    if let other = forms[form], other != key { return true }
                    forms[form] = key
                }
                return object.contains { check($0.value) }
            default: return false
            }
        }
        return check(value)
    }

    /// `value` with every number inside a `JSONValue` as the nearest `Double`: `JSONValue`'s
    /// `init(from:)` under Foundation reads numbers as `Int64`, `UInt64` or `Double`, where the
    /// library's decoder keeps them exactly (`92233720368547758081` stays whole).
    func sameAsFoundationReadsIt<Model>(_ value: Model, _ foundation: Model) -> Bool {
        guard let shapes = value as? [Shape], let other = foundation as? [Shape] else { return false }
        func rounded(_ shapes: [Shape]) -> [Shape] {
            shapes.map { shape in if case .unknown(let json) = shape { .unknown(nearestDoubles(json)) } else { shape } }
        }
        return rounded(shapes) == rounded(other)
    }

    /// True for amounts that differ only in a whole `.ratio` that reads back as a `.count`:
    /// `Amount` declares its `Int` case first, and a whole number is both (the enums article says
    /// so); `.ratio(0)` comes from text such as `1e-400`, and is written as `0`, and a `.ratio`
    /// beyond 2^53 is written in its shortest text, which as an `Int` is the Double's nearest
    /// whole decimal. So both compare as the `Double` they stand for.
    func sameReadingWholeNumbersAsCounts<Model>(_ value: Model, _ other: Model) -> Bool {
        guard let amounts = value as? [Amount], let others = other as? [Amount] else { return false }
        func asDoubles(_ amounts: [Amount]) -> [Amount] {
            amounts.map { amount in if case .count(let whole) = amount { .ratio(Double(whole)) } else { amount } }
        }
        return asDoubles(amounts) == asDoubles(others)
    }

    func nearestDoubles(_ value: JSONValue) -> JSONValue {
        switch value {
        case .number(let number): return number.double.flatMap(JSONNumber.init).map(JSONValue.number) ?? value
        case .array(let elements): return .array(elements.map(nearestDoubles))
        case .object(let object): return .object(JSONObject(object.map { ($0.key, nearestDoubles($0.value)) }))
        default: return value
        }
    }

    func require(_ condition: Bool, _ message: @autoclosure () -> String) {
        if !condition { fail(message()) }
    }

    func fail(_ message: String) -> Never {
        fatalError("JSONModel fuzz property violated: \(message)\nsetting: \(foundation ? "foundationCompatible" : "defaults")\ninput: \(text)")
    }
}

/// What a decode gave.
enum Outcome<Value> {
    case value(Value)
    case error(Failure)

    /// True when the input is not JSON.
    var isSyntaxError: Bool {
        guard case .error(let failure) = self, case .dataCorrupted(let context) = failure.error else { return false }
        return context.underlyingError is JSONSyntaxError
    }

    init(_ body: () throws -> Value) {
        do {
            self = .value(try body())
        } catch let error as DecodingError {
            self = .error(Failure(error))
        } catch {
            fatalError("JSONModel fuzz property violated: an error that is not a DecodingError: \(error)")
        }
    }
}

/// A decoding error's kind and path; for a model that failed in several fields, the list.
struct Failure: CustomStringConvertible {
    let error: DecodingError
    let list: JSONDecodingFailures?

    init(_ error: DecodingError) {
        self.error = error
        list = JSONDecodingFailures(error)
    }

    /// The first failure, as the Codable path reports its one error.
    var first: Place {
        Place(error)
    }

    var description: String { error.explanation }

    struct Place: Equatable, CustomStringConvertible {
        let kind: String
        let path: String

        init(_ error: DecodingError) {
            switch error {
            case .typeMismatch(_, let context): (kind, path) = ("typeMismatch", JSONPath(codingPath: context.codingPath).description)
            case .valueNotFound(_, let context): (kind, path) = ("valueNotFound", JSONPath(codingPath: context.codingPath).description)
            case .keyNotFound(let key, let context):
                (kind, path) = ("keyNotFound", JSONPath(codingPath: context.codingPath + [key]).description)
            case .dataCorrupted(let context): (kind, path) = ("dataCorrupted", JSONPath(codingPath: context.codingPath).description)
            @unknown default: (kind, path) = ("unknown", "")
            }
        }

        var description: String { "\(kind) at \(path.isEmpty ? "the top" : path)" }
    }
}
