/// The result of looking something up in a ``JSONValue``: the value found, or why and where
/// the lookup failed. Lookups chain without ever trapping; the first failure is kept.
///
/// ```swift
/// let value = try JSONValue(parsing: #"{"people": [{"name": "Ada"}]}"#)
/// value["people"][0]["name"].string                // "Ada"
/// value["people"][3]["name"].string                // nil
/// try value["people"][3]["name"].decode(String.self)
/// // throws: people[3]: index 3 is out of range for an array of 1 element
/// ```
public struct JSONLookup: Sendable {
    package enum Outcome: Sendable {
        case found(JSONValue)
        case failed(JSONAccessError)
    }

    package internal(set) var outcome: Outcome

    /// Where this lookup points: the full path asked for, even past a failure.
    public let path: JSONPath

    init(found value: JSONValue, path: JSONPath) {
        outcome = .found(value)
        self.path = path
    }

    init(failure: JSONAccessError, path: JSONPath) {
        outcome = .failed(failure)
        self.path = path
    }

    /// The value found, or nil if the lookup failed.
    public var value: JSONValue? {
        if case .found(let value) = outcome { return value }
        return nil
    }

    /// The failure, or nil if the lookup found a value.
    public var error: JSONAccessError? {
        if case .failed(let error) = outcome { return error }
        return nil
    }

    /// The value found.
    ///
    /// - Throws: ``JSONAccessError`` naming the failed step: a missing key, an index out of range,
    ///   or a value that is not an object or array.
    public func get() throws(JSONAccessError) -> JSONValue {
        switch outcome {
        case .found(let value): return value
        case .failed(let error): throw error
        }
    }

    /// Decodes the value found as `T`.
    ///
    /// ```swift
    /// let age = try value["people"][0]["age"].decode(Int.self)
    /// let nickname = try value["people"][0]["nickname"].decode(String?.self)   // nil when missing or null
    /// ```
    ///
    /// - Throws: ``JSONAccessError`` with the path and reason: the lookup's own failure, a type
    ///   mismatch (`expected Int but found a string "abc"`) or a number that does not fit.
    public func decode<T: JSONValueDecodable>(_ type: T.Type = T.self) throws(JSONAccessError) -> T {
        switch outcome {
        case .found(let value): return try T(jsonValue: value, path: path)
        case .failed(let error): return try T.valueForMissing(error)
        }
    }

    /// The string, or nil if the lookup failed or found something else.
    public var string: String? { value?.string }
    /// The whole number as `Int`, or nil.
    public var int: Int? { value?.int }
    /// The whole number as `Int64`, or nil.
    public var int64: Int64? { value?.int64 }
    /// The number as `Double`, or nil.
    public var double: Double? { value?.double }
    /// The number, or nil.
    public var number: JSONNumber? { value?.number }
    /// The Boolean, or nil.
    public var bool: Bool? { value?.bool }
    /// The array's elements, or nil.
    public var array: [JSONValue]? { value?.array }
    /// The object, or nil.
    public var object: JSONObject? { value?.object }
    /// True if the lookup found `null`.
    public var isNull: Bool { value?.isNull ?? false }
}

extension JSONLookup {
    /// True when the lookup found a value equal to `rhs`: `value["a"][0] == 1`.
    public static func == (lhs: JSONLookup, rhs: JSONValue) -> Bool { lhs.value == rhs }

    /// True when the lookup failed or found a value other than `rhs`.
    public static func != (lhs: JSONLookup, rhs: JSONValue) -> Bool { !(lhs == rhs) }
}

extension JSONValue {
    /// Decodes this value as `T`.
    ///
    /// ```swift
    /// let numbers = try JSONValue(parsing: "[1, 2, 3]").decode([Int].self)
    /// ```
    ///
    /// - Throws: ``JSONAccessError`` naming the path inside this value that did not fit.
    public func decode<T: JSONValueDecodable>(_ type: T.Type = T.self) throws(JSONAccessError) -> T {
        try T(jsonValue: self, path: JSONPath())
    }

    func lookUp(key: String, at path: JSONPath) -> JSONLookup {
        let next = path.appending(.key(key))
        guard case .object(let object) = self else {
            let error = JSONAccessError.typeMismatch(
                expected: "an object to look up key \(JSONAccessError.quoted(key))", found: self, path: path)
            return JSONLookup(failure: error, path: next)
        }
        guard let member = object[key] else {
            return JSONLookup(failure: .keyNotFound(key, in: object, path: next), path: next)
        }
        return JSONLookup(found: member, path: next)
    }

    func lookUp(index: Int, at path: JSONPath) -> JSONLookup {
        let next = path.appending(.index(index))
        guard case .array(let elements) = self else {
            let error = JSONAccessError.typeMismatch(
                expected: "an array to read index \(index)", found: self, path: path)
            return JSONLookup(failure: error, path: next)
        }
        guard elements.indices.contains(index) else {
            return JSONLookup(failure: .indexOutOfRange(index, count: elements.count, path: next), path: next)
        }
        return JSONLookup(found: elements[index], path: next)
    }
}
