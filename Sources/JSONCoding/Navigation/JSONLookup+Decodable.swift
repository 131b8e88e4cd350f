import Foundation

extension JSONLookup {
    /// Decodes the value found as any `Decodable` type.
    ///
    /// ```swift
    /// let value = try JSONValue(parsing: #"{"people": [{"name": "Ada", "born": 1815}]}"#)
    /// let ada = try value["people"][0].decode(Person.self)
    /// let nobody = try value["people"][5].decode(Person?.self)   // nil: missing
    /// ```
    ///
    /// - Throws: the lookup's `JSONAccessError` when it failed (unless `T` is optional);
    ///   otherwise the decoder's `DecodingError`, whose coding path starts with this lookup's path.
    public func decode<T: Decodable>(_ type: T.Type = T.self, using decoder: JSONModelDecoder = JSONModelDecoder()) throws -> T {
        switch outcome {
        case .failed(let error):
            if let optional = T.self as? any MissingAsNil.Type, let none = optional.missing as? T { return none }
            throw error
        case .found(let value):
            return try decodeFound(T.self, from: value, at: path, using: decoder)
        }
    }
}

extension JSONValue {
    /// Decodes this value as any `Decodable` type.
    ///
    /// ```swift
    /// let point = try JSONValue(parsing: #"{"x": 1, "y": 2}"#).decode(Point.self)
    /// ```
    ///
    /// - Throws: the decoder's `DecodingError`.
    public func decode<T: Decodable>(_ type: T.Type = T.self, using decoder: JSONModelDecoder = JSONModelDecoder()) throws -> T {
        try decoder.decode(T.self, from: self)
    }
}

/// Decodes `value` and puts `path` in front of the coding path of any error.
private func decodeFound<T: Decodable>(_ type: T.Type, from value: JSONValue, at path: JSONPath, using decoder: JSONModelDecoder) throws -> T {
    do {
        return try decoder.decode(T.self, from: value)
    } catch let error as DecodingError {
        let prefix: [any CodingKey] = path.components.map { component in
            switch component {
            case .key(let key): return StringCodingKey(key)
            case .index(let index): return IndexCodingKey(index)
            }
        }
        throw error.prependingCodingPath(prefix, path: path)
    }
}

/// Optionals, which a failed lookup decodes as nil.
protocol MissingAsNil {
    static var missing: Self { get }
}

extension Optional: MissingAsNil {
    static var missing: Wrapped? { nil }
}

extension DecodingError {
    /// The same error with `prefix` in front of its coding path, and `path` (the same place in
    /// the document) in front of the paths of the failures it lists.
    func prependingCodingPath(_ prefix: [any CodingKey], path: JSONPath) -> DecodingError {
        mappingContext { context in
            var underlying = context.underlyingError
            if let failures = underlying as? JSONDecodingFailures { underlying = failures.prepending(prefix, path: path) }
            return Context(codingPath: prefix + context.codingPath, debugDescription: context.debugDescription, underlyingError: underlying)
        }
    }
}

extension JSONDecodingFailures {
    /// The failures of a value that is at `path` (coding path `prefix`) in a larger document.
    func prepending(_ prefix: [any CodingKey], path: JSONPath) -> JSONDecodingFailures {
        JSONDecodingFailures(
            failures.map { failure in
                var moved = failure
                moved.path = JSONPath(path.components + failure.path.components)
                moved.error = failure.error.prependingCodingPath(prefix, path: path)
                return moved
            })
    }
}
