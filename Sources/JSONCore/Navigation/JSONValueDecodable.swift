/// A type that reads itself straight from a ``JSONValue``, for ``JSONLookup/decode(_:)``.
///
/// The standard library's strings, Booleans, integers of every width, `Double`, `Float`, and
/// arrays, optionals and `[String: T]` dictionaries of these conform; so do ``JSONValue`` and
/// ``JSONNumber``. A type of your own conforms by reading the value it is given:
///
/// ```swift
/// struct Celsius: JSONValueDecodable {
///     var degrees: Double
///     init(jsonValue: JSONValue, path: JSONPath) throws(JSONAccessError) {
///         degrees = try Double(jsonValue: jsonValue, path: path)
///     }
/// }
/// let temperature = try value["weather"]["today"].decode(Celsius.self)
/// ```
public protocol JSONValueDecodable: Decodable {
    /// Reads the value; `path` is where it sits, for error messages.
    ///
    /// - Throws: ``JSONAccessError`` naming `path` (or a path inside it) and what did not fit.
    init(jsonValue: JSONValue, path: JSONPath) throws(JSONAccessError)

    /// The type's name in error messages: `Int`, `[String]`.
    static var jsonTypeName: String { get }

    /// The result when the value is missing (a key not found, an index out of range); by default
    /// the lookup's error is thrown. `Optional` answers nil.
    static func valueForMissing(_ error: JSONAccessError) throws(JSONAccessError) -> Self
}

extension JSONValueDecodable {
    public static var jsonTypeName: String { String(describing: Self.self) }

    public static func valueForMissing(_ error: JSONAccessError) throws(JSONAccessError) -> Self {
        throw error
    }
}

extension JSONValue: JSONValueDecodable {
    public init(jsonValue: JSONValue, path: JSONPath) throws(JSONAccessError) { self = jsonValue }
}

extension JSONNumber: JSONValueDecodable {
    public init(jsonValue: JSONValue, path: JSONPath) throws(JSONAccessError) {
        guard case .number(let number) = jsonValue else {
            throw .typeMismatch(expected: "a number", found: jsonValue, path: path)
        }
        self = number
    }
}

extension JSONNumber: Codable {
    /// Decodes a number from any decoder, as `Int64`, `UInt64` or `Double`.
    public init(from decoder: any Decoder) throws {
        let value = try JSONValue(from: decoder)
        guard case .number(let number) = value else {
            throw DecodingError.typeMismatch(
                JSONNumber.self,
                DecodingError.Context(
                    codingPath: decoder.codingPath, debugDescription: "expected a number but found \(JSONAccessError.describe(value))"))
        }
        self = number
    }

    public func encode(to encoder: any Encoder) throws {
        try JSONValue.number(self).encode(to: encoder)
    }
}

extension String: JSONValueDecodable {
    public init(jsonValue: JSONValue, path: JSONPath) throws(JSONAccessError) {
        guard case .string(let string) = jsonValue else {
            throw .typeMismatch(expected: "String", found: jsonValue, path: path)
        }
        self = string
    }
}

extension Bool: JSONValueDecodable {
    public init(jsonValue: JSONValue, path: JSONPath) throws(JSONAccessError) {
        guard case .bool(let flag) = jsonValue else {
            throw .typeMismatch(expected: "Bool", found: jsonValue, path: path)
        }
        self = flag
    }
}

extension Double: JSONValueDecodable {
    public init(jsonValue: JSONValue, path: JSONPath) throws(JSONAccessError) {
        guard case .number(let number) = jsonValue else {
            throw .typeMismatch(expected: "Double", found: jsonValue, path: path)
        }
        guard let value = number.double else { throw .numberOutOfRange(number, type: "Double", path: path) }
        self = value
    }
}

extension Float: JSONValueDecodable {
    public init(jsonValue: JSONValue, path: JSONPath) throws(JSONAccessError) {
        guard case .number(let number) = jsonValue else {
            throw .typeMismatch(expected: "Float", found: jsonValue, path: path)
        }
        guard let value = number.double.map(Float.init), value.isFinite else {
            throw .numberOutOfRange(number, type: "Float", path: path)
        }
        self = value
    }
}

/// Integers of every width read whole numbers that fit exactly; `5.0` counts as whole.
extension JSONValueDecodable where Self: FixedWidthInteger {
    public init(jsonValue: JSONValue, path: JSONPath) throws(JSONAccessError) {
        guard case .number(let number) = jsonValue else {
            throw .typeMismatch(expected: Self.jsonTypeName, found: jsonValue, path: path)
        }
        guard let value = number.exactly(Self.self) else {
            throw .numberOutOfRange(number, type: Self.jsonTypeName, path: path)
        }
        self = value
    }
}

extension Int: JSONValueDecodable {}
extension Int8: JSONValueDecodable {}
extension Int16: JSONValueDecodable {}
extension Int32: JSONValueDecodable {}
extension Int64: JSONValueDecodable {}
extension UInt: JSONValueDecodable {}
extension UInt8: JSONValueDecodable {}
extension UInt16: JSONValueDecodable {}
extension UInt32: JSONValueDecodable {}
extension UInt64: JSONValueDecodable {}
@available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
extension Int128: JSONValueDecodable {}
@available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
extension UInt128: JSONValueDecodable {}

extension Array: JSONValueDecodable where Element: JSONValueDecodable {
    public static var jsonTypeName: String { "[\(Element.jsonTypeName)]" }

    public init(jsonValue: JSONValue, path: JSONPath) throws(JSONAccessError) {
        guard case .array(let elements) = jsonValue else {
            throw .typeMismatch(expected: Self.jsonTypeName, found: jsonValue, path: path)
        }
        var result: [Element] = []
        result.reserveCapacity(elements.count)
        for (index, element) in elements.enumerated() {
            result.append(try Element(jsonValue: element, path: path.appending(.index(index))))
        }
        self = result
    }
}

extension Dictionary: JSONValueDecodable where Key == String, Value: JSONValueDecodable {
    public static var jsonTypeName: String { "[String: \(Value.jsonTypeName)]" }

    public init(jsonValue: JSONValue, path: JSONPath) throws(JSONAccessError) {
        guard case .object(let object) = jsonValue else {
            throw .typeMismatch(expected: Self.jsonTypeName, found: jsonValue, path: path)
        }
        var result: [String: Value] = [:]
        result.reserveCapacity(object.count)
        for (key, value) in object {
            result[key] = try Value(jsonValue: value, path: path.appending(.key(key)))
        }
        self = result
    }
}

/// An optional reads `null`, a missing key and an index out of range as nil.
extension Optional: JSONValueDecodable where Wrapped: JSONValueDecodable {
    public static var jsonTypeName: String { "\(Wrapped.jsonTypeName)?" }

    public init(jsonValue: JSONValue, path: JSONPath) throws(JSONAccessError) {
        if case .null = jsonValue {
            self = nil
        } else {
            self = try Wrapped(jsonValue: jsonValue, path: path)
        }
    }

    public static func valueForMissing(_ error: JSONAccessError) throws(JSONAccessError) -> Self {
        guard error.kind == .keyNotFound || error.kind == .indexOutOfRange else { throw error }
        return nil
    }
}
