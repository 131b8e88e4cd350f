// JSONValue works with any Codable coder: it decodes whatever JSON-shaped data a decoder
// holds and encodes itself as the same structure.

extension JSONValue: Codable {
    /// Decodes any JSON-shaped value from a decoder.
    ///
    /// ```swift
    /// struct Event: Decodable { var payload: JSONValue }
    /// ```
    ///
    /// - Throws: `DecodingError.dataCorrupted` when the decoder holds something that is none of
    ///   null, Boolean, number, string, array or object.
    public init(from decoder: any Decoder) throws {
        if let container = try? decoder.singleValueContainer() {
            if container.decodeNil() {
                self = .null
                return
            }
            if let value = try? container.decode(Bool.self) {
                self = .bool(value)
                return
            }
            if let value = try? container.decode(Int64.self) {
                self = .number(JSONNumber(value))
                return
            }
            if let value = try? container.decode(UInt64.self) {
                self = .number(JSONNumber(value))
                return
            }
            if let value = try? container.decode(Double.self), let number = JSONNumber(value) {
                self = .number(number)
                return
            }
            if let value = try? container.decode(String.self) {
                self = .string(value)
                return
            }
        }
        // Arrays and objects decode their elements through this initializer, one call deeper
        // per level: stop before the stack runs out.
        guard ThreadStack.hasRoom() else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(codingPath: decoder.codingPath, debugDescription: ThreadStack.exhaustedMessage(decoding: true)))
        }
        if let container = try? decoder.container(keyedBy: AnyCodingKey.self) {
            var object = JSONObject()
            for key in container.allKeys {
                object[key.stringValue] = try container.decode(JSONValue.self, forKey: key)
            }
            self = .object(object)
            return
        }
        if var container = try? decoder.unkeyedContainer() {
            var elements: [JSONValue] = []
            if let count = container.count { elements.reserveCapacity(count) }
            while !container.isAtEnd {
                elements.append(try container.decode(JSONValue.self))
            }
            self = .array(elements)
            return
        }
        throw DecodingError.dataCorrupted(
            DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "expected a JSON value"))
    }

    /// Encodes the value's structure. Numbers go out as `Int64`, `UInt64` or `Double`,
    /// the richest type a generic encoder accepts.
    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .null:
            var container = encoder.singleValueContainer()
            try container.encodeNil()
        case .bool(let value):
            var container = encoder.singleValueContainer()
            try container.encode(value)
        case .number(let number):
            var container = encoder.singleValueContainer()
            if let value = number.int64 {
                try container.encode(value)
            } else if let value = number.uint64 {
                try container.encode(value)
            } else if let value = number.double {
                try container.encode(value)
            } else {
                throw EncodingError.invalidValue(
                    number,
                    EncodingError.Context(
                        codingPath: encoder.codingPath,
                        debugDescription: "the number \(number) is too large for Double"))
            }
        case .string(let value):
            var container = encoder.singleValueContainer()
            try container.encode(value)
        case .array, .object:
            guard ThreadStack.hasRoom() else {
                throw EncodingError.invalidValue(
                    self,
                    EncodingError.Context(codingPath: encoder.codingPath, debugDescription: ThreadStack.exhaustedMessage(decoding: false)))
            }
            try encodeContainer(to: encoder)
        }
    }

    private func encodeContainer(to encoder: any Encoder) throws {
        switch self {
        case .null, .bool, .number, .string:
            break
        case .array(let elements):
            var container = encoder.unkeyedContainer()
            for element in elements { try container.encode(element) }
        case .object(let object):
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            for (key, value) in object { try container.encode(value, forKey: AnyCodingKey(key)) }
        }
    }
}

/// A coding key for any string.
struct AnyCodingKey: CodingKey {
    var stringValue: String
    var intValue: Int?

    init(_ string: String) {
        stringValue = string
        intValue = nil
    }

    init?(stringValue: String) { self.init(stringValue) }

    init?(intValue: Int) {
        stringValue = String(intValue)
        self.intValue = intValue
    }
}
