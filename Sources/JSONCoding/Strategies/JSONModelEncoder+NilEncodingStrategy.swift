extension JSONModelEncoder {
    /// What a keyed container writes for a `nil` optional encoded with `encodeIfPresent`, which
    /// is how synthesized `Encodable` conformances encode optional properties.
    ///
    /// ```swift
    /// struct User: Encodable { var name: String; var nickname: String? }
    /// let encoder = JSONModelEncoder()
    /// try encoder.encodeToString(User(name: "Ada", nickname: nil))   // {"name":"Ada"}
    /// encoder.nilEncodingStrategy = .writeNull
    /// try encoder.encodeToString(User(name: "Ada", nickname: nil))   // {"name":"Ada","nickname":null}
    /// ```
    public enum NilEncodingStrategy: Sendable, Hashable {
        /// Leave the key out, as `JSONEncoder` does. The default.
        ///
        /// ```swift
        /// encoder.nilEncodingStrategy = .omitKey      // {"name":"Ada"}
        /// ```
        case omitKey
        /// Write the key with the value `null`.
        ///
        /// ```swift
        /// encoder.nilEncodingStrategy = .writeNull    // {"name":"Ada","nickname":null}
        /// ```
        case writeNull
    }
}
