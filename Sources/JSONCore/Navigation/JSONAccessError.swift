/// Why reading a value out of a ``JSONValue`` failed, and where.
///
/// ```swift
/// let value = try JSONValue(parsing: #"{"people": [{"name": "Ada", "age": "abc"}]}"#)
/// do {
///     _ = try value["people"][0]["age"].decode(Int.self)
/// } catch {
///     print(error)   // people[0].age: expected Int but found a string "abc"
/// }
/// ```
public struct JSONAccessError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The category of an access error.
    public struct Kind: Sendable, Hashable, CustomStringConvertible {
        enum Raw: String, Sendable, Hashable {
            case keyNotFound = "key not found"
            case indexOutOfRange = "index out of range"
            case typeMismatch = "type mismatch"
            case numberOutOfRange = "number out of range"
        }

        let raw: Raw

        /// An object lacks the key asked for.
        public static let keyNotFound = Kind(raw: .keyNotFound)
        /// An array is shorter than the index asked for.
        public static let indexOutOfRange = Kind(raw: .indexOutOfRange)
        /// The value is of another JSON type than the one asked for.
        public static let typeMismatch = Kind(raw: .typeMismatch)
        /// The number is not representable in the type asked for (too large, or not whole for an integer).
        public static let numberOutOfRange = Kind(raw: .numberOutOfRange)

        public var description: String { raw.rawValue }
    }

    /// What kind of failure this is.
    public let kind: Kind
    /// Where it failed: the path of the value that was missing or did not fit.
    public let path: JSONPath
    /// What went wrong, in words, without the path: `expected Int but found a string "abc"`.
    public let message: String

    /// The path and the message: `people[0].age: expected Int but found a string "abc"`.
    public var description: String { path.isEmpty ? message : "\(path): \(message)" }

    init(_ kind: Kind, path: JSONPath, message: String) {
        self.kind = kind
        self.path = path
        self.message = message
    }

    static func keyNotFound(_ key: String, in object: JSONObject, path: JSONPath) -> JSONAccessError {
        let name = quoted(key)
        let message: String
        if object.isEmpty {
            message = "key \(name) not found in an empty object"
        } else if object.count <= 5 {
            message = "key \(name) not found; the object has keys \(object.keys.map(quoted).joined(separator: ", "))"
        } else {
            let some = object.keys.prefix(5).map(quoted).joined(separator: ", ")
            message = "key \(name) not found; the object has \(object.count) keys, among them \(some)"
        }
        return JSONAccessError(.keyNotFound, path: path, message: message)
    }

    static func indexOutOfRange(_ index: Int, count: Int, path: JSONPath) -> JSONAccessError {
        let array = count == 0 ? "an empty array" : count == 1 ? "an array of 1 element" : "an array of \(count) elements"
        return JSONAccessError(.indexOutOfRange, path: path, message: "index \(index) is out of range for \(array)")
    }

    static func typeMismatch(expected: String, found value: JSONValue, path: JSONPath) -> JSONAccessError {
        JSONAccessError(.typeMismatch, path: path, message: "expected \(expected) but found \(describe(value))")
    }

    static func numberOutOfRange(_ number: JSONNumber, type: String, path: JSONPath) -> JSONAccessError {
        JSONAccessError(.numberOutOfRange, path: path, message: "number \(number) does not fit \(type)")
    }

    /// A value in words: `a string "abc"`, `a number 4.5`, `an array of 2 elements`, `null`.
    static func describe(_ value: JSONValue) -> String {
        switch value {
        case .null: return "null"
        case .bool(let flag): return flag ? "true" : "false"
        case .number(let number): return "a number \(number)"
        case .string(let string): return "a string \(quoted(string))"
        case .array(let elements):
            return elements.isEmpty ? "an empty array"
                : elements.count == 1 ? "an array of 1 element" : "an array of \(elements.count) elements"
        case .object(let object):
            return object.isEmpty ? "an empty object"
                : "an object with keys \(object.keys.prefix(5).map(quoted).joined(separator: ", "))"
                    + (object.count > 5 ? ", …" : "")
        }
    }

    /// A string as JSON writes it, shortened to 40 characters.
    static func quoted(_ string: String) -> String {
        string.count <= 40 ? JSONValue.string(string).jsonString() : JSONValue.string(String(string.prefix(40))).jsonString().dropLast() + "…\""
    }
}
