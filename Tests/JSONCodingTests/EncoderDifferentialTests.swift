import Foundation
import JSONCoding
import Testing
import TestThreads

/// Options set the same way on Foundation's `JSONEncoder` and on `JSONModelEncoder`.
struct SharedOptions: Sendable, CustomStringConvertible {
    enum Keys: Sendable { case useDefaultKeys, convertToSnakeCase, prefixed }
    enum Dates: Sendable { case deferredToDate, secondsSince1970, millisecondsSince1970, iso8601, formatted, custom, customEmpty }
    enum Bytes: Sendable { case deferredToData, base64, custom }

    var formatting: JSONModelEncoder.OutputFormatting = [.sortedKeys]
    var keys = Keys.useDefaultKeys
    var dates = Dates.deferredToDate
    var data = Bytes.base64
    var convertsFloats = false

    var description: String {
        "formatting \(formatting.rawValue), keys \(keys), dates \(dates), data \(data), convertsFloats \(convertsFloats)"
    }

    static let sorted = SharedOptions()
    static let prettySorted = SharedOptions(formatting: [.prettyPrinted, .sortedKeys])
    /// Every layout, all with sorted keys: `JSONEncoder`'s unsorted order changes from run to run.
    static let layouts: [SharedOptions] = [
        SharedOptions(formatting: [.sortedKeys]),
        SharedOptions(formatting: [.sortedKeys, .prettyPrinted]),
        SharedOptions(formatting: [.sortedKeys, .withoutEscapingSlashes]),
        SharedOptions(formatting: [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]),
    ]

    static let utc = TimeZone(identifier: "UTC") ?? TimeZone.current

    /// The date formatter of `.formatted`, made once: `DateFormatter` is costly to create.
    static let formatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = utc
        formatter.dateFormat = "yyyy-MM-dd HH:mm:ss.SSS"
        return formatter
    }()

    /// The key `.prefixed` writes: `k_` and the key, with its integer value when it has one.
    /// It does not look at the rest of the path, which `JSONEncoder` gets wrong inside nested
    /// containers (see `codingPaths()`).
    struct PrefixedKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    static let prefixKey: @Sendable ([any CodingKey]) -> any CodingKey = { path in
        let last = path.last
        return PrefixedKey(stringValue: "k_\(last?.stringValue ?? "")\(last?.intValue.map { "#\($0)" } ?? "")")
    }

    static let encodeDateAsParts: @Sendable (Date, any Encoder) throws -> Void = { date, encoder in
        var container = encoder.unkeyedContainer()
        try container.encode(Int(date.timeIntervalSince1970))
        try container.encode("s")
    }

    static let encodeDataAsCount: @Sendable (Data, any Encoder) throws -> Void = { data, encoder in
        var container = encoder.singleValueContainer()
        try container.encode(data.count)
    }

    func foundation() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = JSONEncoder.OutputFormatting(rawValue: formatting.rawValue)
        switch keys {
        case .useDefaultKeys: encoder.keyEncodingStrategy = .useDefaultKeys
        case .convertToSnakeCase: encoder.keyEncodingStrategy = .convertToSnakeCase
        case .prefixed: encoder.keyEncodingStrategy = .custom(SharedOptions.prefixKey)
        }
        switch dates {
        case .deferredToDate: encoder.dateEncodingStrategy = .deferredToDate
        case .secondsSince1970: encoder.dateEncodingStrategy = .secondsSince1970
        case .millisecondsSince1970: encoder.dateEncodingStrategy = .millisecondsSince1970
        case .iso8601: encoder.dateEncodingStrategy = .iso8601
        case .formatted: encoder.dateEncodingStrategy = .formatted(SharedOptions.formatter)
        case .custom: encoder.dateEncodingStrategy = .custom(SharedOptions.encodeDateAsParts)
        case .customEmpty: encoder.dateEncodingStrategy = .custom { _, _ in }
        }
        switch data {
        case .deferredToData: encoder.dataEncodingStrategy = .deferredToData
        case .base64: encoder.dataEncodingStrategy = .base64
        case .custom: encoder.dataEncodingStrategy = .custom(SharedOptions.encodeDataAsCount)
        }
        if convertsFloats {
            encoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "+∞", negativeInfinity: "-∞", nan: "NaN/")
        }
        return encoder
    }

    func model() -> JSONModelEncoder {
        let encoder = JSONModelEncoder()
        encoder.outputFormatting = formatting
        switch keys {
        case .useDefaultKeys: encoder.keyEncodingStrategy = .useDefaultKeys
        case .convertToSnakeCase: encoder.keyEncodingStrategy = .convertToSnakeCase
        case .prefixed: encoder.keyEncodingStrategy = .custom(SharedOptions.prefixKey)
        }
        switch dates {
        case .deferredToDate: encoder.dateEncodingStrategy = .deferredToDate
        case .secondsSince1970: encoder.dateEncodingStrategy = .secondsSince1970
        case .millisecondsSince1970: encoder.dateEncodingStrategy = .millisecondsSince1970
        case .iso8601: encoder.dateEncodingStrategy = .iso8601
        case .formatted: encoder.dateEncodingStrategy = .formatted(SharedOptions.formatter)
        case .custom: encoder.dateEncodingStrategy = .custom(SharedOptions.encodeDateAsParts)
        case .customEmpty: encoder.dateEncodingStrategy = .custom { _, _ in }
        }
        switch data {
        case .deferredToData: encoder.dataEncodingStrategy = .deferredToData
        case .base64: encoder.dataEncodingStrategy = .base64
        case .custom: encoder.dataEncodingStrategy = .custom(SharedOptions.encodeDataAsCount)
        }
        if convertsFloats {
            encoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "+∞", negativeInfinity: "-∞", nan: "NaN/")
        }
        return encoder
    }
}

/// Both encoders' text for a value, or what each threw.
enum Differential {
    static func texts<T: Encodable>(_ value: T, _ options: SharedOptions) -> (foundation: String, model: String) {
        let foundation: String
        do {
            foundation = String(decoding: try options.foundation().encode(value), as: UTF8.self)
        } catch {
            foundation = "threw \(error)"
        }
        let model: String
        do {
            model = String(decoding: try options.model().encode(value), as: UTF8.self)
        } catch {
            model = "threw \(error)"
        }
        return (foundation, model)
    }

    /// Expects the same bytes from both encoders, and that the output is the expected text
    /// when one is given.
    /// Whether this system's JSONEncoder sorts keys by their UTF-8 bytes.
    static var sortsByUTF8: Bool {
        #if canImport(Darwin)
        if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) { return true }
        return false
        #else
        return true
        #endif
    }

    static func expectSame<T: Encodable>(
        _ value: T, _ options: SharedOptions = .sorted, is expected: String? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let (foundation, model) = texts(value, options)
        #expect(!foundation.hasPrefix("threw"), "JSONEncoder \(foundation)", sourceLocation: sourceLocation)
        // Before macOS 15 and iOS 18, JSONEncoder sorts keys as NSString compares them, not by
        // their UTF-8 bytes as JSONModelEncoder (and JSONEncoder since) does.
        if options.formatting.contains(.sortedKeys) && !Self.sortsByUTF8 {
            #expect((try? JSONValue(parsing: model)) == (try? JSONValue(parsing: foundation)), "\(options)", sourceLocation: sourceLocation)
        } else {
            #expect(model == foundation, "\(options)", sourceLocation: sourceLocation)
        }
        if let expected { #expect(model == expected, sourceLocation: sourceLocation) }
    }
}

// MARK: - Values used below

struct EmptyStruct: Codable, Equatable {}

/// A type whose `encode(to:)` encodes nothing at all.
struct EncodesNothing: Encodable {
    func encode(to encoder: any Encoder) throws {}
}

struct Address: Codable {
    var street: String
    var city: String
    var zipCode: String?
}

struct Person: Codable {
    var firstName: String
    var age: Int
    var height: Double
    var isAdmin: Bool
    var address: Address
    var nicknames: [String]
    var scores: [Int: Double]
    var attributes: [String: String]
    var homePageURL: URL?
    var lastLogin: Date?
    var avatar: Data?
    var balance: Decimal
}

let samplePerson = Person(
    firstName: "Ada / \"Countess\"", age: 36, height: 1.65, isAdmin: true,
    address: Address(street: "12 St James's Sq.", city: "London", zipCode: nil),
    nicknames: ["Enchantress of Numbers", "", "A\tL"], scores: [1: 0.5, 20: 1e21, -3: -0.0],
    attributes: ["eyeColor": "grey", "HTTPStatus": "200", "snake_case": "kept"],
    homePageURL: URL(string: "https://example.com/ada?q=1&r=2"),
    lastLogin: Date(timeIntervalSince1970: 1_450_000_000.25), avatar: Data([0xFB, 0xFF, 0x00, 0x3E, 0x3F]),
    balance: Decimal(string: "-1234.5678") ?? 0)

/// Every fixed-width integer type at both ends, in keyed containers.
struct Extremes: Codable {
    var int = [Int.min, Int.max]
    var int8 = [Int8.min, Int8.max]
    var int16 = [Int16.min, Int16.max]
    var int32 = [Int32.min, Int32.max]
    var int64 = [Int64.min, Int64.max]
    var uint = [UInt.min, UInt.max]
    var uint8 = [UInt8.min, UInt8.max]
    var uint16 = [UInt16.min, UInt16.max]
    var uint32 = [UInt32.min, UInt32.max]
    var uint64 = [UInt64.min, UInt64.max]
    var singleInt8 = Int8.min
    var singleUInt16 = UInt16.max
    var singleInt32 = Int32.min
    var singleUInt64 = UInt64.max
}

/// Every primitive through each container's own `encode` overload, and through the generic one.
struct Primitives: Encodable {
    enum Keys: String, CodingKey { case bool, int, int8, int16, int32, int64, uint, uint8, uint16, uint32, uint64, int128, uint128, float, double, string, null, list, single }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(true, forKey: .bool)
        try container.encode(-1, forKey: .int)
        try container.encode(Int8(-8), forKey: .int8)
        try container.encode(Int16(-16), forKey: .int16)
        try container.encode(Int32(-32), forKey: .int32)
        try container.encode(Int64(-64), forKey: .int64)
        try container.encode(UInt(1), forKey: .uint)
        try container.encode(UInt8(8), forKey: .uint8)
        try container.encode(UInt16(16), forKey: .uint16)
        try container.encode(UInt32(32), forKey: .uint32)
        try container.encode(UInt64(64), forKey: .uint64)
        // 128-bit integers where the runtime has them, for both encoders alike.
        if #available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *) {
            try container.encode(Int128(-128), forKey: .int128)
            try container.encode(UInt128(128), forKey: .uint128)
        }
        try container.encode(Float(0.1), forKey: .float)
        try container.encode(0.1, forKey: .double)
        try container.encode("s", forKey: .string)
        try container.encodeNil(forKey: .null)
        var list = container.nestedUnkeyedContainer(forKey: .list)
        try list.encode(false)
        try list.encode(-2)
        try list.encode(Int8(-9))
        try list.encode(Int16(-17))
        try list.encode(Int32(-33))
        try list.encode(Int64(-65))
        try list.encode(UInt(2))
        try list.encode(UInt8(9))
        try list.encode(UInt16(17))
        try list.encode(UInt32(33))
        try list.encode(UInt64(65))
        if #available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *) {
            try list.encode(Int128.max)
            try list.encode(UInt128(0))
        }
        try list.encode(Float(-2.5))
        try list.encode(1e-7)
        try list.encode("t")
        try list.encodeNil()
        try list.encode(Optional(3))
        try list.encode(Optional<Int>.none)
        var single = container.superEncoder(forKey: .single).singleValueContainer()
        try single.encode(UInt16(7))
    }
}

/// Builds nested containers up front and fills them in turns, which forces any encoder to keep a tree.
struct Interleaved: Encodable {
    enum Keys: String, CodingKey { case first, second, flag, object }
    enum Inner: String, CodingKey { case x, y }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        var first = container.nestedUnkeyedContainer(forKey: .first)
        var second = container.nestedUnkeyedContainer(forKey: .second)
        var object = container.nestedContainer(keyedBy: Inner.self, forKey: .object)
        for number in 0 ..< 3 {
            try first.encode(number)
            try second.encode(number * 10)
            var nested = first.nestedUnkeyedContainer()
            try second.encode(-1)
            try nested.encode("n\(number)")
            try object.encode(number, forKey: number.isMultiple(of: 2) ? .x : .y)
        }
        try container.encode(true, forKey: .flag)
        try first.encode("last")
    }
}

/// Asks for a nested container under a key twice, and under a key that holds a value.
struct ReopenedContainers: Encodable {
    enum Keys: String, CodingKey { case a, b, c, d, e }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        var first = container.nestedContainer(keyedBy: Keys.self, forKey: .a)
        try container.encode(5, forKey: .b)
        try first.encode(1, forKey: .a)
        var again = container.nestedContainer(keyedBy: Keys.self, forKey: .a)
        try again.encode(2, forKey: .b)
        try first.encode(3, forKey: .b)
        // An object and an array encoded as values are opened again for more.
        try container.encode(["x": 1], forKey: .c)
        var reopened = container.nestedContainer(keyedBy: Keys.self, forKey: .c)
        try reopened.encode(2, forKey: .e)
        try container.encode([7, 8], forKey: .d)
        var list = container.nestedUnkeyedContainer(forKey: .d)
        try list.encode(9)
        try container.encode(["k": [JSONValue.string("v")]] as [String: [JSONValue]], forKey: .e)
        var lists = container.nestedContainer(keyedBy: Keys.self, forKey: .e)
        var inner = lists.nestedUnkeyedContainer(forKey: .a)
        try inner.encode("w")
    }
}

/// Encodes the same key twice, and a nested container under a key then a value under it.
struct RepeatedKeys: Encodable {
    enum Keys: String, CodingKey { case a, b, c }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(1, forKey: .a)
        try container.encode(2, forKey: .b)
        try container.encode("x", forKey: .a)
        var nested = container.nestedContainer(keyedBy: Keys.self, forKey: .c)
        try nested.encode(true, forKey: .a)
        try container.encode([1, 2], forKey: .c)
        try nested.encode(false, forKey: .b)
        try container.encode(3, forKey: .a)
    }
}

class Animal: Codable {
    var name: String
    var legs: Int

    init(name: String, legs: Int) {
        self.name = name
        self.legs = legs
    }
}

/// Shares its encoder's container with its superclass, and writes a key the superclass wrote.
final class Dog: Animal {
    var breed: String
    enum Keys: String, CodingKey { case breed, legs }

    init(name: String, breed: String) {
        self.breed = breed
        super.init(name: name, legs: 4)
    }

    required init(from decoder: any Decoder) throws {
        breed = try decoder.container(keyedBy: Keys.self).decode(String.self, forKey: .breed)
        try super.init(from: decoder)
    }

    override func encode(to encoder: any Encoder) throws {
        try super.encode(to: encoder)
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(breed, forKey: .breed)
        try container.encode(3, forKey: .legs)
    }
}

/// Encodes its superclass under `super`, and a second one under its own key.
final class Cat: Animal {
    var indoor: Bool
    enum Keys: String, CodingKey { case indoor, parent }

    init(name: String, indoor: Bool) {
        self.indoor = indoor
        super.init(name: name, legs: 4)
    }

    required init(from decoder: any Decoder) throws {
        indoor = try decoder.container(keyedBy: Keys.self).decode(Bool.self, forKey: .indoor)
        try super.init(from: decoder)
    }

    override func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(indoor, forKey: .indoor)
        try super.encode(to: container.superEncoder())
        try super.encode(to: container.superEncoder(forKey: .parent))
    }
}

/// Super encoders that nothing is encoded into, and one in an unkeyed container used late.
struct SuperEncoders: Encodable {
    enum Keys: String, CodingKey { case unused, list }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        _ = container.superEncoder()
        _ = container.superEncoder(forKey: .unused)
        var list = container.nestedUnkeyedContainer(forKey: .list)
        try list.encode(1)
        let element = list.superEncoder()
        try list.encode(2)
        var single = element.singleValueContainer()
        try single.encode("from super")
        try list.encode(3)
        _ = list.superEncoder()
    }
}

/// A single value container holding an object, then a keyed container adding to it.
struct SingleThenKeyed: Encodable {
    enum Keys: String, CodingKey { case b }

    func encode(to encoder: any Encoder) throws {
        var single = encoder.singleValueContainer()
        try single.encode(["a": 1])
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(2, forKey: .b)
    }
}

/// Holds a value whose encoding throws, caught by the type: the key is left out, as in JSONEncoder.
struct CaughtFailure: Encodable {
    enum Keys: String, CodingKey { case bad, good, list }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try? container.encode(Double.nan, forKey: .bad)
        try? container.encode([1, .infinity], forKey: .bad)
        try container.encode(1, forKey: .good)
        var list = container.nestedUnkeyedContainer(forKey: .list)
        try? list.encode(Float.nan)
        try list.encode(2)
    }
}

/// Containers nested `depth` levels deep.
struct Nested: Encodable {
    var depth: Int
    var keyed = false

    enum Keys: String, CodingKey { case next }

    func encode(to encoder: any Encoder) throws {
        guard depth > 1 else {
            _ = encoder.unkeyedContainer()
            return
        }
        if keyed {
            var container = encoder.container(keyedBy: Keys.self)
            try container.encode(Nested(depth: depth - 1, keyed: keyed), forKey: .next)
        } else {
            var container = encoder.unkeyedContainer()
            try container.encode(Nested(depth: depth - 1, keyed: keyed))
        }
    }
}

/// Records the coding paths an encoder shows at every step, as strings.
final class PathRecorder: @unchecked Sendable {
    private let lock = NSLock()
    private var paths: [String] = []

    func record(_ label: String, _ path: [any CodingKey]) {
        lock.lock()
        paths.append(label + ": " + path.map { key in key.intValue.map { "[\($0)]\(key.stringValue)" } ?? key.stringValue }.joined(separator: "."))
        lock.unlock()
    }

    func take() -> [String] {
        lock.lock()
        defer {
            paths = []
            lock.unlock()
        }
        return paths
    }
}

struct PathReporter: Encodable {
    static let recorder = PathRecorder()
    var child: [PathReporter] = []
    enum Keys: String, CodingKey { case child, nested, superKey }

    func encode(to encoder: any Encoder) throws {
        Self.recorder.record("encoder", encoder.codingPath)
        var container = encoder.container(keyedBy: Keys.self)
        Self.recorder.record("keyed", container.codingPath)
        try container.encode(child, forKey: .child)
        var nested = container.nestedUnkeyedContainer(forKey: .nested)
        Self.recorder.record("nested", nested.codingPath)
        var deeper = nested.nestedContainer(keyedBy: Keys.self)
        Self.recorder.record("deeper", deeper.codingPath)
        let superEncoder = deeper.superEncoder()
        Self.recorder.record("super", superEncoder.codingPath)
        var single = superEncoder.singleValueContainer()
        Self.recorder.record("single", single.codingPath)
        try single.encode(1)
        let keyedSuper = deeper.superEncoder(forKey: .superKey)
        Self.recorder.record("keyedSuper", keyedSuper.codingPath)
        try nested.encode(2)
        Self.recorder.record("after", nested.codingPath)
    }
}

// MARK: - Tests

@Suite("JSONModelEncoder writes what JSONEncoder writes", .serialized)
struct EncoderDifferentialTests {
    @Test("top-level scalars and empty containers", arguments: SharedOptions.layouts)
    func topLevel(options: SharedOptions) {
        Differential.expectSame(1, options)
        Differential.expectSame(-0.0, options)
        Differential.expectSame("text / more", options)
        Differential.expectSame(true, options)
        Differential.expectSame(Optional<Int>.none, options)
        Differential.expectSame(EmptyStruct(), options)
        Differential.expectSame([Int](), options)
        Differential.expectSame([String: Int](), options)
        Differential.expectSame([[Int]()], options)
        Differential.expectSame([EmptyStruct()], options)
        Differential.expectSame(["a": EmptyStruct()], options)
        Differential.expectSame(["a": [EncodesNothing()]], options)
        Differential.expectSame([EncodesNothing()], options)
    }

    @Test("the exact text of compact and pretty output")
    func exactText() {
        Differential.expectSame(["b": [1, 2], "a": []], .sorted, is: #"{"a":[],"b":[1,2]}"#)
        Differential.expectSame(["b": [1, 2], "a": []], .prettySorted, is: "{\n  \"a\" : [\n\n  ],\n  \"b\" : [\n    1,\n    2\n  ]\n}")
        Differential.expectSame([EmptyStruct()], .prettySorted, is: "[\n  {\n\n  }\n]")
        Differential.expectSame(EmptyStruct(), .prettySorted, is: "{\n\n}")
        Differential.expectSame("a/b", .sorted, is: #""a\/b""#)
        Differential.expectSame("a/b", SharedOptions(formatting: [.withoutEscapingSlashes]), is: #""a/b""#)
    }

    static let specialStrings: [String] = [
        "", "plain", "quote \" backslash \\ slash /", "a//b\\/c", "tab\tnew\nline\rreturn",
        String((0 ..< 32).map { Character(Unicode.Scalar(UInt8($0))) }), "\u{7F} DEL", "é ü ß 中文 日本語",
        "emoji 😀👩‍👩‍👧‍👦🇫🇷", "\u{2028}\u{2029} separators", "\u{FEFF} BOM", "combining e\u{301}",
        "eight by\"", "seven/\"", "12345678\u{1}", "\u{0}", "/", "\"", "\\", String(repeating: "long text ", count: 40),
    ]

    @Test("strings with quotes, backslashes, slashes, control characters and emoji", arguments: SharedOptions.layouts)
    func strings(options: SharedOptions) {
        for string in Self.specialStrings {
            Differential.expectSame(string, options)
            Differential.expectSame([string, string], options)
        }
        // As keys too, where sorting compares the unescaped text.
        var dictionary: [String: Int] = [:]
        for (index, string) in Self.specialStrings.enumerated() { dictionary[string] = index }
        Differential.expectSame(dictionary, options)
        Differential.expectSame(["a": dictionary], options)
    }

    static let doubles: [Double] = [
        0, -0.0, 0.1, 0.2, 0.3, 1, -1, 1.5, -1.5, 100, 1e-7, 1e-5, 1e-4, 0.001, 1e15, 1e16, 1e17, 1e21, 1e22,
        123_456_789_012_345_680, 9_007_199_254_740_992, .leastNonzeroMagnitude, 2.2250738585072014e-308, 1.7976931348623157e308,
        -1.7976931348623157e308, 3.141592653589793, 2.718281828459045, 1 / 3, 299_792_458, 6.02214076e23,
        -65.613616999999977, 1.0000000000000002, 0.30000000000000004,
    ]

    static let floats: [Float] = [
        0, -0.0, 0.1, 0.3, 1, -1, 1.5, 100, 1e-7, 1e-5, 1e8, 1e10, 16_777_216, 33_554_432, 3.4028235e38,
        -3.4028235e38, .leastNonzeroMagnitude, .leastNormalMagnitude, 3.1415927, 1 / 3,
    ]

    @Test("Doubles and Floats in every container", arguments: [SharedOptions.sorted, .prettySorted])
    func numbers(options: SharedOptions) {
        struct Numbers: Encodable {
            var double: Double
            var float: Float
            var doubles: [Double]
            var floats: [Float]
            var optional: Double?
        }
        for double in Self.doubles {
            Differential.expectSame(double, options)
            // Doubles beyond Float's range would be infinite as Floats.
            let float = Float(double).isFinite ? Float(double) : 1
            Differential.expectSame(Numbers(double: double, float: float, doubles: [double, -double], floats: [float], optional: double), options)
        }
        for float in Self.floats {
            Differential.expectSame(float, options)
            Differential.expectSame([float], options)
        }
        Differential.expectSame(Self.doubles, options)
        Differential.expectSame(Self.floats, options)
        Differential.expectSame(Self.doubles.map { [$0] }, options)
    }

    @Test("arrays of arrays of Doubles, Ints and Strings, which are written whole", arguments: SharedOptions.layouts)
    func nestedArrays(options: SharedOptions) {
        struct Shapes: Encodable {
            var rings: [[Double]]
            var grid: [[Int]]
            var words: [[String]]
        }
        Differential.expectSame([[Double]](), options)
        Differential.expectSame([[Double](), [], [1.5]], options)
        Differential.expectSame([Self.doubles, [], Self.doubles.reversed()], options)
        Differential.expectSame([[Int.min, 0, Int.max], [], [7]], options)
        Differential.expectSame([Self.specialStrings, [], ["a/b"]], options)
        Differential.expectSame([[[1.5, 2.5], [3.5]], [[]]], options)
        Differential.expectSame(
            Shapes(rings: [[-65.613616999999977, 43.420273000000009], [0.1]], grid: [[1, 2], [3]], words: [["x"], []]), options)
        Differential.expectSame(["k": [[1.0], [2.0, 3.0]]], options)
    }

    @Test("infinity in an array of arrays: converted, or an error at its element's path")
    func nonConformingInNestedArrays() throws {
        var options = SharedOptions.prettySorted
        options.convertsFloats = true
        Differential.expectSame([[1.0], [2.0, .infinity, -.infinity]], options)
        let value: [String: [[Double]]] = ["rings": [[1.0], [2.0, .nan]]]
        let ours = #expect(throws: EncodingError.self) { _ = try JSONModelEncoder().encode(value) }
        let theirs = #expect(throws: EncodingError.self) { _ = try JSONEncoder().encode(value) }
        guard case .invalidValue(_, let context)? = ours, case .invalidValue(_, let foundation)? = theirs else {
            Issue.record("not invalidValue errors: \(String(describing: ours)), \(String(describing: theirs))")
            return
        }
        #expect(context.codingPath.map(\.stringValue) == ["rings", "Index 1", "Index 1"])
        #expect(context.codingPath.map(\.intValue) == foundation.codingPath.map(\.intValue))
    }

    @Test("integers at every width's extremes", arguments: [SharedOptions.sorted, .prettySorted])
    func integers(options: SharedOptions) {
        Differential.expectSame(Extremes(), options)
        Differential.expectSame([Int.min, 0, Int.max], options)
        Differential.expectSame(UInt64.max, options)
        if #available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *) {
            Differential.expectSame(Int128.min, options)
            Differential.expectSame([UInt128.max], options)
            Differential.expectSame(["single": Int128.min], options)
        }
        Differential.expectSame([Int8.min], options)
        Differential.expectSame([[UInt16.max]], options)
    }

    @Test("runs of every length up to 40 between escapes, as keys and as values")
    func runLengthsBetweenEscapes() {
        var strings: [String] = []
        for length in 0 ... 40 {
            let run = String((0 ..< length).map { Character(UnicodeScalar(UInt8(97 + $0 % 26))) })
            strings += [run, run + "/", "\"" + run, run + "\\" + run, "é" + run + "\n"]
        }
        Differential.expectSame(strings, .sorted)
        Differential.expectSame(Dictionary(uniqueKeysWithValues: strings.enumerated().map { ($1, $0) }), .sorted)
    }

    @Test("integers at each change in their number of digits, positive and negative, alone and in objects")
    func integerDigitCounts() throws {
        var values: [Int64] = [0, 1, -1, Int64.max, Int64.min]
        var power: Int64 = 1
        for _ in 1 ... 18 {
            power *= 10
            values += [power - 1, power, power + 1, -(power - 1), -power, 42 * (power / 10) + 7]
        }
        for value in values {
            let expected = String(value)
            #expect(String(decoding: try JSONModelEncoder().encode(value), as: UTF8.self) == expected)
            #expect(String(decoding: try JSONModelEncoder().encode(["n": value]), as: UTF8.self) == "{\"n\":\(expected)}")
            let unsigned = UInt64(bitPattern: value)
            #expect(String(decoding: try JSONModelEncoder().encode(unsigned), as: UTF8.self) == String(unsigned))
        }
        Differential.expectSame(values, .sorted)
        Differential.expectSame(values.map { Int($0) }, .prettySorted)
    }

    @Test("every primitive through every container", arguments: SharedOptions.layouts)
    func primitives(options: SharedOptions) {
        Differential.expectSame(Primitives(), options)
    }

    @Test("a model with nested structs, optionals, dictionaries, URLs, dates, data and decimals", arguments: SharedOptions.layouts)
    func model(options: SharedOptions) {
        Differential.expectSame(samplePerson, options)
        Differential.expectSame([samplePerson, samplePerson], options)
        Differential.expectSame(["people": [samplePerson]], options)
    }

    @Test("nested containers filled in turns", arguments: SharedOptions.layouts)
    func interleaved(options: SharedOptions) {
        Differential.expectSame(Interleaved(), options)
        Differential.expectSame([Interleaved()], options)
    }

    @Test("containers asked for again are the same container", arguments: SharedOptions.layouts)
    func reopened(options: SharedOptions) {
        Differential.expectSame(ReopenedContainers(), options)
    }

    @Test("a key encoded twice keeps the last value")
    func repeatedKeys() {
        Differential.expectSame(RepeatedKeys(), .sorted, is: #"{"a":3,"b":2,"c":[1,2]}"#)
        Differential.expectSame(RepeatedKeys(), .prettySorted)
    }

    @Test("classes: a shared container, super encoders, empty super encoders", arguments: SharedOptions.layouts)
    func classes(options: SharedOptions) {
        Differential.expectSame(Dog(name: "Rex", breed: "Collie"), options)
        Differential.expectSame(Cat(name: "Tom", indoor: true), options)
        Differential.expectSame([Dog(name: "Rex", breed: "Collie"), Cat(name: "Tom", indoor: false)] as [Animal], options)
        Differential.expectSame(SuperEncoders(), options)
    }

    @Test("a value in a single value container, then a keyed container adding to it")
    func singleThenKeyed() {
        Differential.expectSame(SingleThenKeyed(), .sorted, is: #"{"a":1,"b":2}"#)
    }

    @Test("a failure the type catches leaves no key behind")
    func caughtFailure() {
        Differential.expectSame(CaughtFailure(), .sorted, is: #"{"good":1,"list":[2]}"#)
    }

    @Test("optionals: nil left out by synthesized code, null in arrays and dictionaries")
    func optionals() {
        Differential.expectSame(Address(street: "s", city: "c", zipCode: nil), .sorted, is: #"{"city":"c","street":"s"}"#)
        Differential.expectSame([1, nil, 3] as [Int?], .sorted, is: "[1,null,3]")
        Differential.expectSame(["a": nil, "b": 1] as [String: Int?], .sorted, is: #"{"a":null,"b":1}"#)
        Differential.expectSame([Optional<Address>.none], .prettySorted)
    }

    /// `.writeNull` writes what `JSONEncoder` writes for a type that encodes nil with `encode`.
    @Test("the writeNull strategy writes what encoding nil explicitly writes")
    func writeNull() throws {
        struct Explicit: Encodable {
            var value: Address
            enum Keys: String, CodingKey { case street, city, zipCode }
            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: Keys.self)
                try container.encode(value.street, forKey: .street)
                try container.encode(value.city, forKey: .city)
                try container.encode(value.zipCode, forKey: .zipCode)
            }
        }
        let address = Address(street: "s", city: "c", zipCode: nil)
        let foundation = JSONEncoder()
        foundation.outputFormatting = [.sortedKeys, .prettyPrinted]
        let model = JSONModelEncoder()
        model.outputFormatting = [.sortedKeys, .prettyPrinted]
        model.nilEncodingStrategy = .writeNull
        let expected = String(decoding: try foundation.encode(Explicit(value: address)), as: UTF8.self)
        #expect(try model.encodeToString(address) == expected)
        #expect(expected.contains("\"zipCode\" : null"))
    }

    static let dateOptions: [SharedOptions] = [
        .deferredToDate, .secondsSince1970, .millisecondsSince1970, .iso8601, .formatted, .custom, .customEmpty,
    ].flatMap { dates in
        [SharedOptions(dates: dates), SharedOptions(formatting: [.sortedKeys, .prettyPrinted], dates: dates)]
    }

    /// Dates from 1583 on: before the Gregorian reform Foundation's ISO 8601 formatter uses the
    /// Julian calendar (see the behaviour tests).
    static let dates: [Date] = [
        0, 1, -1, 0.5, -0.5, 1_450_000_000.25, 1_000_000_000.999, -1_000_000_000, 253_402_300_799, 253_402_300_800,
        -11_676_096_000, 4_102_444_800, 951_782_400, 1e12, 1e-3,
    ].map { Date(timeIntervalSince1970: $0) } + [Date(timeIntervalSinceReferenceDate: 0), .distantFuture]

    @Test("every date strategy", arguments: dateOptions)
    func dates(options: SharedOptions) {
        struct Dated: Encodable {
            var date: Date
            var optional: Date?
            var list: [Date]
        }
        for date in Self.dates {
            Differential.expectSame(date, options)
            Differential.expectSame(Dated(date: date, optional: date, list: [date, date]), options)
        }
    }

    static let dataOptions: [SharedOptions] = [SharedOptions.Bytes.deferredToData, .base64, .custom].flatMap { data in
        SharedOptions.layouts.map { layout in
            var options = layout
            options.data = data
            return options
        }
    }

    @Test("every data strategy, with Base64 of every padding and `/`", arguments: dataOptions)
    func data(options: SharedOptions) {
        for length in 0 ..< 10 {
            let data = Data((0 ..< length).map { UInt8(truncatingIfNeeded: 250 &+ $0 &* 37) })
            Differential.expectSame(data, options)
            Differential.expectSame(["data": data], options)
        }
        Differential.expectSame(Data(repeating: 0xFF, count: 1000), options)
        Differential.expectSame(Data((0 ..< 255).map { UInt8($0) }), options)
    }

    @Test("infinity and NaN converted to strings", arguments: [SharedOptions.sorted, .prettySorted])
    func nonConformingFloats(options: SharedOptions) {
        var options = options
        options.convertsFloats = true
        struct Floats: Encodable {
            var double: Double
            var float: Float
            var doubles: [Double]
            var floats: [Float]
        }
        for double in [Double.infinity, -.infinity, .nan] {
            Differential.expectSame(double, options)
            Differential.expectSame(Float(double), options)
            Differential.expectSame(Floats(double: double, float: Float(double), doubles: [1, double], floats: [Float(double), 2]), options)
            Differential.expectSame(["k": [double]], options)
        }
    }

    static let keyOptions: [SharedOptions] = [SharedOptions.Keys.convertToSnakeCase, .prefixed].flatMap { keys in
        [SharedOptions(keys: keys), SharedOptions(formatting: [.sortedKeys, .prettyPrinted], keys: keys)]
    }

    @Test("key strategies; `[String: Value]` keys are left alone", arguments: keyOptions)
    func keyStrategies(options: SharedOptions) {
        Differential.expectSame(samplePerson, options)
        Differential.expectSame(Primitives(), options)
        Differential.expectSame(Cat(name: "Tom", indoor: true), options)
        Differential.expectSame(SuperEncoders(), options)
        Differential.expectSame(["someKey": ["innerKey": 1]], options)
        Differential.expectSame([1: ["someKey": 2]], options)
        Differential.expectSame(Interleaved(), options)
    }

    struct SnakeKeys: Encodable {
        var names: [String]
        struct Key: CodingKey {
            var stringValue: String
            var intValue: Int? { nil }
            init(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { nil }
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.unkeyedContainer()
            for name in names {
                var object = container.nestedContainer(keyedBy: Key.self)
                try object.encode(name, forKey: Key(stringValue: name))
            }
        }
    }

    @Test("convertToSnakeCase is Foundation's algorithm, acronyms and all")
    func foundationSnakeCase() {
        let names = [
            "userID", "URLString", "HTTPSConnection", "utf8Data", "imageURLs", "_oneTwoThree_", "a", "", "ABC", "aBC",
            "AbC", "__x__", "myURLProperty", "Éclair", "çaVaÉtéBien", "user_id", "x1Y2", "ǅemal", "aǅb", "üÜü",
            "a\u{301}Bc", "ÀB\u{301}c", "already_snake_Case", "ALLCAPS", "endsWithCAPS", "oneTwo3Four", "a__B",
        ]
        Differential.expectSame(SnakeKeys(names: names), SharedOptions(keys: .convertToSnakeCase))
    }

    @Test("URLs, decimals and JSON values in keyed and unkeyed containers", arguments: SharedOptions.layouts)
    func foundationTypes(options: SharedOptions) {
        let urls = ["https://example.com/a/b?c=d#e", "file:///tmp/x%20y", "mailto:a@b.c"].compactMap(URL.init(string:))
        Differential.expectSame(urls, options)
        Differential.expectSame(["u": urls], options)
        let decimals = ["0", "-0.001", "1", "3.14159265358979323846", "1e30", "-12345678901234567890.5"].compactMap { Decimal(string: $0) }
        Differential.expectSame(decimals, options)
        Differential.expectSame(["d": decimals], options)
        // Where JSONValue's numbers fit Int64 or Double exactly, JSONEncoder writes the same.
        let json: JSONValue = ["b": [1, 2.5, "x/y", nil, true, ["c": []]], "a": [:], "e": -7]
        Differential.expectSame(json, options)
        Differential.expectSame([json, json], options)
        Differential.expectSame(["j": json], options)
    }

    /// `JSONEncoder` builds the coding path of a nested value or super encoder from the encoder
    /// that made the outermost container, leaving out the keys of the containers nested in it:
    /// a value at `a.b[1]` is reported at `[1]`. These paths include every key.
    @Test("the coding paths a type sees include every nested container's key")
    func codingPaths() throws {
        let value = PathReporter(child: [PathReporter()])
        _ = try JSONModelEncoder().encode(value)
        let model = PathReporter.recorder.take()
        #expect(model == [
            "encoder: ", "keyed: ",
            "encoder: child.[0]Index 0", "keyed: child.[0]Index 0", "nested: child.[0]Index 0.nested",
            "deeper: child.[0]Index 0.nested.[0]Index 0", "super: child.[0]Index 0.nested.[0]Index 0.super",
            "single: child.[0]Index 0.nested.[0]Index 0.super", "keyedSuper: child.[0]Index 0.nested.[0]Index 0.superKey",
            "after: child.[0]Index 0.nested",
            "nested: nested", "deeper: nested.[0]Index 0", "super: nested.[0]Index 0.super",
            "single: nested.[0]Index 0.super", "keyedSuper: nested.[0]Index 0.superKey", "after: nested",
        ])
        _ = try JSONEncoder().encode(value)
        let foundation = PathReporter.recorder.take()
        #expect(foundation.filter { !$0.contains("uper") } == model.filter { !$0.contains("uper") })
        #expect(foundation.contains("super: super"))
    }

    @Test("an error inside nested containers names the full path, where JSONEncoder leaves out the nested keys")
    func nestedErrorPath() {
        struct NaNInside: Encodable {
            enum Keys: String, CodingKey { case a, b }
            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: Keys.self)
                var nested = container.nestedContainer(keyedBy: Keys.self, forKey: .a)
                var list = nested.nestedUnkeyedContainer(forKey: .b)
                try list.encode(1)
                try list.encode(Double.nan)
            }
        }
        for (encode, path) in [
            ({ _ = try JSONModelEncoder().encode(NaNInside()) } as () throws -> Void, ["a", "b", "Index 1"]),
            ({ _ = try JSONEncoder().encode(NaNInside()) }, ["Index 1"]),
        ] {
            #expect {
                try encode()
            } throws: { error in
                guard case EncodingError.invalidValue(_, let context) = error else { return false }
                return context.codingPath.map(\.stringValue) == path
            }
        }
    }

    @Test("userInfo reaches the types being encoded")
    func userInfo() throws {
        struct Versioned: Encodable {
            static let key = CodingUserInfoKey(rawValue: "version")!
            func encode(to encoder: any Encoder) throws {
                var container = encoder.singleValueContainer()
                try container.encode(encoder.userInfo[Self.key] as? Int ?? -1)
            }
        }
        let foundation = JSONEncoder()
        foundation.userInfo[Versioned.key] = 7
        let model = JSONModelEncoder()
        model.userInfo[Versioned.key] = 7
        #expect(try model.encodeToString([Versioned()]) == String(decoding: try foundation.encode([Versioned()]), as: UTF8.self))
        #expect(try model.encodeToString(Versioned()) == "7")
    }

    @Test("511 levels of nesting are written, 512 are refused by both")
    func nesting() {
        // On a thread of 8 MiB (Swift Testing's have 512 KiB on Apple platforms, too little for
        // JSONEncoder itself at this depth in debug builds).
        for (nested, options) in [(Nested(depth: 511), SharedOptions.sorted), (Nested(depth: 511, keyed: true), .prettySorted)] {
            let (foundation, model) = onLargeStack { Differential.texts(nested, options) }
            #expect(!foundation.hasPrefix("threw"), "\(foundation)")
            #expect(model == foundation)
        }
        for nested in [Nested(depth: 512), Nested(depth: 512, keyed: true), Nested(depth: 600)] {
            let (foundation, model) = onLargeStack { Differential.texts(nested, .sorted) }
            #expect(foundation.hasPrefix("threw"))
            #expect(model.hasPrefix("threw"))
        }
    }

    @Test("without sorted keys the same members come out, in encoding order")
    func unsorted() throws {
        for options in [SharedOptions(formatting: []), SharedOptions(formatting: [.prettyPrinted])] {
            for value in [samplePerson] {
                let (foundation, model) = Differential.texts(value, options)
                #expect(try JSONValue(parsing: model) == JSONValue(parsing: foundation))
            }
            let (foundation, model) = Differential.texts(Interleaved(), options)
            #expect(try JSONValue(parsing: model) == JSONValue(parsing: foundation))
        }
        #expect(try JSONModelEncoder().encodeToString(Address(street: "s", city: "c", zipCode: "z")) == #"{"street":"s","city":"c","zipCode":"z"}"#)
    }
}
