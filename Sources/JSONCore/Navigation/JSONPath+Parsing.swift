// Reading the library's own key paths (`people[0].name`, `["first name"][1]`): the exact
// inverse of `JSONPath.description`.

extension JSONPath {
    /// Reads a key path as ``description`` writes it: plain keys joined by dots, indexes in
    /// brackets, and any other key as a JSON string in brackets.
    ///
    /// ```swift
    /// try JSONPath(parsing: "people[0].name")        // ["people", 0, "name"]
    /// try JSONPath(parsing: #"["first name"][1]"#)   // ["first name", 1]
    /// try JSONPath(parsing: "")                      // the top-level value
    /// ```
    ///
    /// A plain key is letters, digits, `_` and `$`, not starting with a digit; other keys are
    /// quoted, with JSON's escapes (`["a.b"]`, `["line\nbreak"]`). For every path,
    /// `JSONPath(parsing: path.description) == path`.
    ///
    /// - Throws: ``JSONQueryError`` with the offset of the first mistake: a key that is not plain
    ///   after a dot, an index with a leading zero or beyond `Int`, a bad string escape, a missing `]`.
    public init(parsing text: String) throws(JSONQueryError) {
        var reader = QueryReader(text, endName: "end of key path")
        var components: [Component] = []
        if !reader.isAtEnd && reader.peek != .openBracket {
            components.append(.key(try Self.readPlainKey(&reader, after: nil)))
        }
        while let byte = reader.peek {
            switch byte {
            case .period:
                reader.position += 1
                components.append(.key(try Self.readPlainKey(&reader, after: "'.'")))
            case .openBracket:
                reader.position += 1
                if reader.peek == .quote {
                    components.append(.key(try reader.readQuotedString(allowsSingleQuotes: false)))
                } else if let next = reader.peek, next.isDigit || next == .minus {
                    components.append(.index(Int(try reader.readInteger(in: Int64(Int.min) ... Int64(Int.max), what: "an index"))))
                } else {
                    throw reader.error(.unexpectedCharacter, expected: "an index or a key in double quotes after '['")
                }
                guard reader.skip(.closeBracket) else {
                    throw reader.error(.unexpectedCharacter, expected: "']' to close the brackets")
                }
            default:
                throw reader.error(.unexpectedCharacter, expected: "'.' and a key, or '[', after a step of the key path")
            }
        }
        self.init(components)
    }

    /// A key of letters, digits, `_` and `$`, not starting with a digit.
    private static func readPlainKey(_ reader: inout QueryReader, after what: String?) throws(JSONQueryError) -> String {
        let start = reader.position
        while let byte = reader.peek, byte.isASCIILetter || byte.isDigit || byte == .underscore || byte == .dollar {
            reader.position += 1
        }
        let key = reader.string(start ..< reader.position)
        guard let first = key.utf8.first, !first.isDigit else {
            let place = what.map { " after \($0)" } ?? ""
            let hint = reader.byte(at: start)?.isDigit == true ? "; an index is written [0]" : ""
            throw reader.error(
                .unexpectedCharacter,
                expected: "a key\(place) (letters, digits, '_' and '$', not starting with a digit; other keys are written [\"key\"]\(hint))",
                at: start)
        }
        return key
    }

    /// The value at this path in `value`, or nil where a key is missing, an index is out of
    /// range, or a step meets a value of the wrong kind.
    ///
    /// ```swift
    /// let path = try JSONPath(parsing: "people[0].name")
    /// path.value(in: ["people": [["name": "Ada"]]])   // "Ada"
    /// ```
    public func value(in value: JSONValue) -> JSONValue? {
        var current = value
        for component in components {
            switch (component, current) {
            case (.key(let key), .object(let object)):
                guard let member = object[key] else { return nil }
                current = member
            case (.index(let index), .array(let elements)):
                guard elements.indices.contains(index) else { return nil }
                current = elements[index]
            default:
                return nil
            }
        }
        return current
    }

    /// Why the path finds nothing in `value`, or nil when it finds a value.
    func explainNoMatch(in value: JSONValue) -> String? {
        var current = value
        for (position, component) in components.enumerated() {
            // Optional.none spelled out: a bare `nil` where a JSONValue fits is `null`.
            var next: JSONValue? = .none
            let step: NoMatchExplanation.Step
            switch (component, current) {
            case (.key(let key), .object(let object)):
                next = object[key]
                step = .name(key)
            case (.key(let key), _):
                step = .name(key)
            case (.index(let index), .array(let elements)):
                if elements.indices.contains(index) { next = elements[index] }
                step = .index(index)
            case (.index(let index), _):
                step = .index(index)
            }
            guard let next else {
                let prefix = position == 0 ? "the document" : JSONPath(Array(components.prefix(position))).description
                return NoMatchExplanation.explain(description, prefix: prefix, selected: [current], step: step)
            }
            current = next
        }
        return nil
    }
}
