// Using a JSONTransformer from hand-written Codable code, with any decoder or encoder.

extension KeyedDecodingContainer {
    /// Decodes the value for `key` in its JSON form and converts it with `transformer`.
    ///
    /// ```swift
    /// let taken = try container.decode(.taken, using: UnixSeconds())
    /// ```
    ///
    /// - Throws: the container's `DecodingError` when the JSON form is missing or of the wrong
    ///   type; `DecodingError.dataCorrupted` at `key` when the conversion fails.
    public func decode<Transformer: JSONTransformer>(_ key: Key, using transformer: Transformer) throws -> Transformer.Value {
        let encoded = try decode(Transformer.Encoded.self, forKey: key)
        return try convert(encoded, forKey: key, using: transformer)
    }

    /// Like ``decode(_:using:)``, but nil when `key` is missing or `null`.
    ///
    /// ```swift
    /// let edited = try container.decodeIfPresent(.edited, using: ISO8601Date())
    /// ```
    ///
    /// - Throws: as ``decode(_:using:)``, for a value that is present.
    public func decodeIfPresent<Transformer: JSONTransformer>(
        _ key: Key, using transformer: Transformer
    ) throws -> Transformer.Value? {
        guard let encoded = try decodeIfPresent(Transformer.Encoded.self, forKey: key) else { return nil }
        return try convert(encoded, forKey: key, using: transformer)
    }

    private func convert<Transformer: JSONTransformer>(
        _ encoded: Transformer.Encoded, forKey key: Key, using transformer: Transformer
    ) throws -> Transformer.Value {
        try decodeTransformed(encoded, using: transformer, path: codingPath + [key])
    }
}

extension KeyedEncodingContainer {
    /// Converts `value` with `transformer` and encodes the result for `key`.
    ///
    /// ```swift
    /// try container.encode(taken, forKey: .taken, using: UnixSeconds())
    /// ```
    ///
    /// - Throws: `EncodingError.invalidValue` at `key` when the conversion fails, or the
    ///   container's own error.
    public mutating func encode<Transformer: JSONTransformer>(
        _ value: Transformer.Value, forKey key: Key, using transformer: Transformer
    ) throws {
        try encode(try encodeTransformed(value, using: transformer, path: codingPath + [key]), forKey: key)
    }

    /// Like ``encode(_:forKey:using:)``; writes nothing when `value` is nil.
    ///
    /// - Throws: as ``encode(_:forKey:using:)``.
    public mutating func encodeIfPresent<Transformer: JSONTransformer>(
        _ value: Transformer.Value?, forKey key: Key, using transformer: Transformer
    ) throws {
        guard let value else { return }
        try encode(value, forKey: key, using: transformer)
    }
}

/// Converts a transformer's JSON form, or throws `dataCorrupted` at `path` (`location` is
/// appended to the description: the line and column, when known).
func decodeTransformed<Transformer: JSONTransformer>(
    _ encoded: Transformer.Encoded, using transformer: Transformer, path: [any CodingKey], location: String = ""
) throws -> Transformer.Value {
    do {
        return try transformer.decode(encoded)
    } catch {
        throw DecodingError.dataCorrupted(
            DecodingError.Context(
                codingPath: path, debugDescription: "\(Transformer.self) could not convert the value: \(error)\(location)",
                underlyingError: error))
    }
}

/// Converts a value to its transformer's JSON form, or throws `invalidValue` at `path`.
func encodeTransformed<Transformer: JSONTransformer>(
    _ value: Transformer.Value, using transformer: Transformer, path: [any CodingKey]
) throws -> Transformer.Encoded {
    do {
        return try transformer.encode(value)
    } catch {
        throw EncodingError.invalidValue(
            value,
            EncodingError.Context(
                codingPath: path, debugDescription: "\(Transformer.self) could not convert the value: \(error)", underlyingError: error))
    }
}
