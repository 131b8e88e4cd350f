extension JSONModelEncoder {
    /// How `UUID` values are written.
    ///
    /// RFC 9562 (section 4) reads UUIDs in either case and asks that they be written in
    /// lowercase, as most web APIs send them; `UUID`'s own `Codable` writes its `uuidString`,
    /// in uppercase. `JSONModelEncoder()` writes lowercase, so that a UUID read from a service
    /// goes back as it came, and ``JSONModelEncoder/foundationCompatible`` writes uppercase, as
    /// `JSONEncoder` does. Both decoders read either case.
    ///
    /// ```swift
    /// let id = UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!
    /// let encoder = JSONModelEncoder()
    /// try encoder.encodeToString([id])   // ["e621e1f8-c36c-495a-93fc-0c247a3e6e5f"]
    /// encoder.uuidEncodingStrategy = .uppercase
    /// try encoder.encodeToString([id])   // ["E621E1F8-C36C-495A-93FC-0C247A3E6E5F"]
    /// ```
    public enum UUIDEncodingStrategy: Sendable, Hashable {
        /// Lowercase hexadecimal digits, as RFC 9562 asks. The default.
        case lowercase
        /// Uppercase hexadecimal digits: `UUID.uuidString`, what `JSONEncoder` writes.
        case uppercase
    }
}
