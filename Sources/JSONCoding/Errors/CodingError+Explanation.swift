extension DecodingError {
    /// The error in one line for people: where (the path in the document, with the keys as the
    /// input writes them — `items[1].unit_price`, where the coding path says `unitPrice` —, or
    /// the coding path for an error of another decoder; written like `people[0].name`, a path
    /// of more than twelve steps shortened to its first and last three) and what went wrong,
    /// with the line and column when the decoder knows them. For a model that failed in several
    /// fields, the list of them all, one per line (``JSONDecodingFailures``).
    ///
    /// ```swift
    /// do {
    ///     _ = try JSONModelDecoder().decode([User].self, from: json)
    /// } catch let error as DecodingError {
    ///     print(error.explanation)
    ///     // [0].age: expected Int, found the string "abc" at line 1, column 21
    /// }
    /// ```
    public var explanation: String {
        let context: Context
        switch self {
        case .typeMismatch(_, let found), .valueNotFound(_, let found), .dataCorrupted(let found):
            context = found
        case .keyNotFound(_, let found):
            context = found
        @unknown default:
            return String(describing: self)
        }
        if let failures = context.underlyingError as? JSONDecodingFailures {
            guard failures.failures.count == 1, let failure = failures.failures.first else { return failures.description }
            // One failure: its path in the document, and the message with its place. The message
            // of a missing key names the key, and the path is its object's.
            var path = failure.path
            if case .keyNotFound = self, !path.isEmpty { path = JSONPath(Array(path.components.dropLast())) }
            return path.isEmpty ? context.debugDescription : "\(path.abbreviatedDescription()): \(context.debugDescription)"
        }
        var message = context.debugDescription
        if let syntax = context.underlyingError as? JSONSyntaxError {
            // Input that is not JSON: the syntax error says where and why.
            message += ": \(syntax)"
        }
        let path = JSONPath(codingPath: context.codingPath)
        return path.isEmpty ? message : "\(path.abbreviatedDescription()): \(message)"
    }
}

extension EncodingError {
    /// The error in one line for people: where (the coding path, written like `people[0].name`;
    /// a path of more than twelve steps shortened to its first and last three) and what went
    /// wrong. The value that failed is not described, which for a large value would be long.
    ///
    /// ```swift
    /// do {
    ///     _ = try JSONModelEncoder().encode(["ratio": Double.nan])
    /// } catch let error as EncodingError {
    ///     print(error.explanation)
    ///     // ratio: Unable to encode Double.nan directly in JSON. Use .convertToString …
    /// }
    /// ```
    public var explanation: String {
        switch self {
        case .invalidValue(_, let context):
            let path = JSONPath(codingPath: context.codingPath)
            return path.isEmpty ? context.debugDescription : "\(path.abbreviatedDescription()): \(context.debugDescription)"
        @unknown default:
            return String(describing: self)
        }
    }
}

extension JSONPath {
    /// The path of a Codable coding path: array positions as indexes, everything else as keys.
    ///
    /// ```swift
    /// catch DecodingError.typeMismatch(_, let context) {
    ///     print(JSONPath(codingPath: context.codingPath))   // lines[0].quantity
    /// }
    /// ```
    public init(codingPath: [any CodingKey]) {
        self.init(
            codingPath.map { key in
                if key is IndexCodingKey, let index = key.intValue { return .index(index) }
                // Foundation's own coders name array positions "Index N".
                if let index = key.intValue, key.stringValue == "Index \(index)" { return .index(index) }
                return .key(key.stringValue)
            })
    }
}
