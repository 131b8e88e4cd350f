import Foundation
import JSONCoding
import PropertyBased
import Testing

/// A random JSON-shaped value that encodes itself through Codable's containers, choosing among
/// the ways a type can: the primitive overloads, the generic `encode`, nested containers, arrays
/// that encoders may write whole, dates, data, keys repeated and keys needing escapes.
indirect enum Shape: Encodable, Sendable, CustomStringConvertible {
    case null
    case bool(Bool)
    case int(Int64)
    case uint(UInt64)
    case small(Int8)
    case double(Double)
    case float(Float)
    case string(String)
    case date(Date)
    case data(Data)
    case doubles([Double])
    case strings([String])
    case array([Shape])
    /// Members encoded with the generic `encode(_:forKey:)`; keys may repeat.
    case object([Member])
    /// Members of container kinds filled through `nestedContainer(keyedBy:forKey:)` and
    /// `nestedUnkeyedContainer(forKey:)` instead.
    case nested([Member])

    struct Member: Sendable {
        var key: String
        var value: Shape
    }

    struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    /// The same shape with every key prefixed by its position in its object (`003|key`), so
    /// that sorting the keys gives the order in which they are encoded.
    var ordered: Shape {
        func number(_ members: [Member]) -> [Member] {
            members.enumerated().map { position, member in
                let prefix = String(position)
                return Member(key: String(repeating: "0", count: 3 - prefix.count) + prefix + "|" + member.key, value: member.value.ordered)
            }
        }
        switch self {
        case .array(let elements): return .array(elements.map(\.ordered))
        case .object(let members): return .object(number(members))
        case .nested(let members): return .nested(number(members))
        default: return self
        }
    }

    var description: String {
        switch self {
        case .null: "null"
        case .bool(let value): "\(value)"
        case .int(let value): "\(value)"
        case .uint(let value): "\(value)u"
        case .small(let value): "\(value)i8"
        case .double(let value): "\(value)d"
        case .float(let value): "\(value)f"
        case .string(let value): value.debugDescription
        case .date(let value): "date(\(value.timeIntervalSince1970))"
        case .data(let value): "data\(Array(value))"
        case .doubles(let values): "doubles\(values)"
        case .strings(let values): "strings\(values)"
        case .array(let elements): "[" + elements.map(\.description).joined(separator: ", ") + "]"
        case .object(let members): "{" + members.map { "\($0.key.debugDescription): \($0.value)" }.joined(separator: ", ") + "}"
        case .nested(let members): "nested{" + members.map { "\($0.key.debugDescription): \($0.value)" }.joined(separator: ", ") + "}"
        }
    }

    func encode(to encoder: any Encoder) throws {
        switch self {
        case .array(let elements):
            var container = encoder.unkeyedContainer()
            try Shape.encode(elements, into: &container)
        case .object(let members), .nested(let members):
            var container = encoder.container(keyedBy: Key.self)
            try Shape.encode(members, into: &container)
        default:
            var container = encoder.singleValueContainer()
            switch self {
            case .null: try container.encodeNil()
            case .bool(let value): try container.encode(value)
            case .int(let value): try container.encode(value)
            case .uint(let value): try container.encode(value)
            case .small(let value): try container.encode(value)
            case .double(let value): try container.encode(value)
            case .float(let value): try container.encode(value)
            case .string(let value): try container.encode(value)
            case .date(let value): try container.encode(value)
            case .data(let value): try container.encode(value)
            case .doubles(let values): try container.encode(values)
            case .strings(let values): try container.encode(values)
            case .array, .object, .nested: break
            }
        }
    }

    static func encode(_ elements: [Shape], into container: inout any UnkeyedEncodingContainer) throws {
        for element in elements {
            switch element {
            case .null: try container.encodeNil()
            case .bool(let value): try container.encode(value)
            case .int(let value): try container.encode(value)
            case .double(let value): try container.encode(value)
            case .string(let value): try container.encode(value)
            case .array(let inner):
                var nested = container.nestedUnkeyedContainer()
                try encode(inner, into: &nested)
            case .nested(let members):
                var nested = container.nestedContainer(keyedBy: Key.self)
                try encode(members, into: &nested)
            default: try container.encode(element)
            }
        }
    }

    static func encode(_ members: [Member], into container: inout KeyedEncodingContainer<Key>) throws {
        var seen: Set<String> = []
        for member in members {
            let key = Key(stringValue: member.key)
            // JSONEncoder stops the program when a nested container is asked for under a key
            // that holds a value of another kind; a repeated key is only encoded as a value.
            // Keys that snake case could make equal count as repeated.
            guard seen.insert(String(member.key.lowercased().filter { $0 != "_" })).inserted else {
                try container.encode(member.value, forKey: key)
                continue
            }
            switch member.value {
            case .null: try container.encodeNil(forKey: key)
            case .bool(let value): try container.encode(value, forKey: key)
            case .uint(let value): try container.encode(value, forKey: key)
            case .float(let value): try container.encode(value, forKey: key)
            case .string(let value): try container.encode(value, forKey: key)
            case .nested(let inner):
                var nested = container.nestedContainer(keyedBy: Key.self, forKey: key)
                try encode(inner, into: &nested)
            case .array(let inner) where inner.count.isMultiple(of: 2):
                var nested = container.nestedUnkeyedContainer(forKey: key)
                try encode(inner, into: &nested)
            default: try container.encode(member.value, forKey: key)
            }
        }
    }
}

enum RandomShape {
    static let value = Generator<Shape, Shrink.None<Shape>> { rng in
        var budget = Int.random(in: 1 ... 120, using: &rng)
        return make(&rng, depth: 0, budget: &budget)
    }

    static func make(_ rng: inout any SeededRandomNumberGenerator, depth: Int, budget: inout Int) -> Shape {
        budget -= 1
        guard budget > 0, depth < 8, Int.random(in: 0 ..< 3, using: &rng) != 0 else { return scalar(&rng) }
        let count = Int.random(in: 0 ... 6, using: &rng)
        switch Int.random(in: 0 ..< 3, using: &rng) {
        case 0:
            return .array((0 ..< count).map { _ in make(&rng, depth: depth + 1, budget: &budget) })
        default:
            // Few distinct keys, so that some repeat.
            let keys = (0 ..< max(1, count - 1)).map { _ in string(&rng) }
            let members = (0 ..< count).map { _ in
                Shape.Member(key: keys.randomElement(using: &rng) ?? "", value: make(&rng, depth: depth + 1, budget: &budget))
            }
            return Bool.random(using: &rng) ? .object(members) : .nested(members)
        }
    }

    static func scalar(_ rng: inout any SeededRandomNumberGenerator) -> Shape {
        switch Int.random(in: 0 ..< 13, using: &rng) {
        case 0: return .null
        case 1: return .bool(Bool.random(using: &rng))
        case 2: return .int([Int64.min, Int64.max, 0, -1].randomElement(using: &rng) ?? 0)
        case 3: return .int(Int64.random(in: Int64.min ... Int64.max, using: &rng))
        case 4: return .uint(UInt64.random(in: 0 ... UInt64.max, using: &rng))
        case 5: return .small(Int8.random(in: Int8.min ... Int8.max, using: &rng))
        case 6: return .double(double(&rng))
        case 7: return .float(Float(bitPattern: UInt32.random(in: 0 ... UInt32.max, using: &rng)))
        case 8: return .date(Date(timeIntervalSince1970: Double(Int.random(in: -1_000_000_000 ... 4_000_000_000, using: &rng)) / 8))
        case 9: return .data(Data((0 ..< Int.random(in: 0 ... 12, using: &rng)).map { _ in UInt8.random(in: 0 ... 255, using: &rng) }))
        case 10: return .doubles((0 ..< Int.random(in: 0 ... 4, using: &rng)).map { _ in double(&rng) })
        case 11: return .strings((0 ..< Int.random(in: 0 ... 4, using: &rng)).map { _ in string(&rng) })
        default: return .string(string(&rng))
        }
    }

    /// Any Double from its bits (subnormals, huge, tiny, NaN, infinity) or a short decimal.
    static func double(_ rng: inout any SeededRandomNumberGenerator) -> Double {
        Bool.random(using: &rng)
            ? Double(bitPattern: UInt64.random(in: 0 ... UInt64.max, using: &rng))
            : Double(Int.random(in: -100_000 ... 100_000, using: &rng)) / 100
    }

    static func string(_ rng: inout any SeededRandomNumberGenerator) -> String {
        var scalars = String.UnicodeScalarView()
        for _ in 0 ..< Int.random(in: 0 ... 12, using: &rng) {
            let value: UInt32
            switch Int.random(in: 0 ..< 7, using: &rng) {
            case 0: value = UInt32.random(in: 0 ... 0x1F, using: &rng)
            case 1: value = [0x22, 0x5C, 0x2F, 0x7F].randomElement(using: &rng) ?? 0x22
            case 2: value = UInt32.random(in: 0x80 ... 0xD7FF, using: &rng)
            case 3: value = UInt32.random(in: 0xE000 ... 0x10FFFF, using: &rng)
            case 4: value = UInt32.random(in: 0x41 ... 0x5A, using: &rng)
            default: value = UInt32.random(in: 0x20 ... 0x7E, using: &rng)
            }
            if let scalar = Unicode.Scalar(value) { scalars.append(scalar) }
        }
        return String(scalars)
    }

    /// Options with sorted keys, under which the two encoders' bytes can be compared.
    static let options = Generator<SharedOptions, Shrink.None<SharedOptions>> { rng in
        var formatting: JSONModelEncoder.OutputFormatting = [.sortedKeys]
        if Bool.random(using: &rng) { formatting.insert(.prettyPrinted) }
        if Bool.random(using: &rng) { formatting.insert(.withoutEscapingSlashes) }
        return SharedOptions(
            formatting: formatting,
            keys: [.useDefaultKeys, .convertToSnakeCase, .prefixed].randomElement(using: &rng) ?? .useDefaultKeys,
            dates: [.deferredToDate, .secondsSince1970, .millisecondsSince1970, .iso8601, .custom].randomElement(using: &rng) ?? .iso8601,
            data: [.deferredToData, .base64, .custom].randomElement(using: &rng) ?? .base64,
            convertsFloats: Int.random(in: 0 ..< 4, using: &rng) != 0)
    }
}

@Suite("JSONModelEncoder agrees with JSONEncoder on random values")
struct EncoderPropertyTests {
    @Test("the same bytes, or the same error, for random values and options")
    func sameBytes() async {
        await propertyCheck(count: 400, input: RandomShape.value, RandomShape.options) { shape, options in
            let foundation = Result { try options.foundation().encode(shape) }
            let model = Result { try options.model().encode(shape) }
            switch (foundation, model) {
            case (.success(let expected), .success(let actual)):
                #expect(String(decoding: actual, as: UTF8.self) == String(decoding: expected, as: UTF8.self), "\(shape) \(options)")
            case (.failure, .failure(let error)):
                // Non-conforming floats are the only failures here; JSONEncoder leaves the keys
                // of nested containers out of its paths, so only the offending value is compared.
                guard case EncodingError.invalidValue(let value, _)? = error as? EncodingError else {
                    Issue.record("unexpected \(error)")
                    return
                }
                #expect(value is Double || value is Float, "\(error)")
            default:
                Issue.record("JSONEncoder \(foundation), JSONModelEncoder \(model) for \(shape) \(options)")
            }
        }
    }

    @Test("without sorted keys, the same value in encoding order")
    func sameValueUnsorted() async {
        await propertyCheck(count: 200, input: RandomShape.value) { shape in
            var options = SharedOptions(formatting: [], convertsFloats: true)
            options.formatting = Bool.random() ? [] : [.prettyPrinted]
            guard let expected = try? options.foundation().encode(shape) else {
                Issue.record("JSONEncoder failed on \(shape)")
                return
            }
            do {
                let actual = try options.model().encode(shape)
                #expect(try JSONValue(parsing: Array(actual)) == JSONValue(parsing: Array(expected)), "\(shape)")
            } catch {
                Issue.record("\(error) for \(shape)")
            }
        }
    }

    /// Unsorted, `JSONEncoder` writes members in a `Dictionary`'s order; with keys that sort in
    /// encoding order, its sorted output is what this encoder writes in encoding order.
    @Test("without sorted keys, members in encoding order, byte for byte")
    func encodingOrder() async {
        await propertyCheck(count: 300, input: RandomShape.value, RandomShape.options) { shape, options in
            let ordered = shape.ordered
            guard let expected = try? options.foundation().encode(ordered) else { return }
            var unsorted = options
            unsorted.formatting.remove(.sortedKeys)
            do {
                let actual = try unsorted.model().encode(ordered)
                #expect(String(decoding: actual, as: UTF8.self) == String(decoding: expected, as: UTF8.self), "\(ordered) \(options)")
            } catch {
                Issue.record("\(error) for \(ordered)")
            }
        }
    }

    @Test("every output parses back to the value that was encoded")
    func parsesBack() async {
        await propertyCheck(count: 200, input: RandomShape.value, RandomShape.options) { shape, options in
            guard let text = try? options.model().encodeToString(shape) else { return }
            #expect((try? JSONValue(parsing: text)) != nil, "\(text)")
        }
    }
}
