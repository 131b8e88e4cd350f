extension JSONModelEncoder {
    /// How the keys of keyed containers are written.
    ///
    /// ```swift
    /// struct Photo: Encodable { var imageURL: String }
    /// encoder.keyEncodingStrategy = .convertToSnakeCase    // {"image_url":…}, as JSONEncoder
    /// encoder.keyEncodingStrategy = .style(.snakeCase)     // {"image_url":…}
    /// encoder.keyEncodingStrategy = .style(.kebabCase)     // {"image-url":…}
    /// ```
    ///
    /// As with `JSONEncoder`, the keys of a `[String: Value]` dictionary are data, not names, and
    /// are written unchanged by every strategy.
    public enum KeyEncodingStrategy: Sendable {
        /// The keys as the types give them. The default.
        ///
        /// ```swift
        /// encoder.keyEncodingStrategy = .useDefaultKeys   // {"imageURL":…}
        /// ```
        case useDefaultKeys
        /// Foundation's conversion to snake case, exactly: words split where a lowercase letter
        /// meets an uppercase one and before the last capital of a run followed by lowercase.
        ///
        /// It assumes the name starts lowercase, so a leading run of capitals is split after its
        /// first letter (`URLString` becomes `u_rl_string`). ``style(_:)`` with
        /// `JSONKeyStyle/snakeCase` treats acronyms as words (`url_string`).
        ///
        /// ```swift
        /// encoder.keyEncodingStrategy = .convertToSnakeCase   // {"image_url":…}
        /// ```
        case convertToSnakeCase
        /// The key the closure returns for the full coding path, whose last element is the key
        /// being written.
        ///
        /// ```swift
        /// // PlainKey: any CodingKey type of yours with init(stringValue:)
        /// encoder.keyEncodingStrategy = .custom { path in
        ///     PlainKey(stringValue: "x_" + (path.last?.stringValue ?? ""))
        /// }
        /// ```
        case custom(@Sendable ([any CodingKey]) -> any CodingKey)
        /// The key in the given naming convention.
        ///
        /// ```swift
        /// encoder.keyEncodingStrategy = .style(.camelCase)   // user_id → userId
        /// ```
        case style(JSONKeyStyle)
    }
}

extension JSONModelEncoder.KeyEncodingStrategy {
    /// Foundation's `JSONEncoder.KeyEncodingStrategy.convertToSnakeCase`, step for step, so that
    /// both encoders write the same keys. Words are searched for by Unicode scalar (capitals are
    /// Lu and Lt, lowercase letters Ll) while positions move by `Character`, as Foundation's do.
    static func foundationSnakeCase(_ key: String) -> String {
        guard !key.isEmpty else { return key }
        var words: [Range<String.Index>] = []
        var wordStart = key.startIndex
        var searchRange = key.index(after: wordStart) ..< key.endIndex
        while let upperCaseRange = firstScalar(in: key, searchRange, where: isUppercase) {
            words.append(wordStart ..< upperCaseRange.lowerBound)
            searchRange = upperCaseRange.lowerBound ..< searchRange.upperBound
            guard let lowerCaseRange = firstScalar(in: key, searchRange, where: isLowercase) else {
                wordStart = searchRange.lowerBound
                break
            }
            let nextCharacterAfterCapital = key.index(after: upperCaseRange.lowerBound)
            if lowerCaseRange.lowerBound == nextCharacterAfterCapital {
                wordStart = upperCaseRange.lowerBound
            } else {
                let beforeLowerIndex = key.index(before: lowerCaseRange.lowerBound)
                words.append(upperCaseRange.lowerBound ..< beforeLowerIndex)
                wordStart = beforeLowerIndex
            }
            searchRange = lowerCaseRange.upperBound ..< searchRange.upperBound
        }
        words.append(wordStart ..< searchRange.upperBound)
        return words.map { key[$0].lowercased() }.joined(separator: "_")
    }

    private static func isUppercase(_ scalar: Unicode.Scalar) -> Bool {
        let category = scalar.properties.generalCategory
        return category == .uppercaseLetter || category == .titlecaseLetter
    }

    private static func isLowercase(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.generalCategory == .lowercaseLetter
    }

    private static func firstScalar(
        in key: String, _ range: Range<String.Index>, where matches: (Unicode.Scalar) -> Bool
    ) -> Range<String.Index>? {
        let scalars = key.unicodeScalars
        var index = range.lowerBound
        while index < range.upperBound {
            let next = scalars.index(after: index)
            if matches(scalars[index]) { return index ..< next }
            index = next
        }
        return nil
    }
}
