extension JSONModelDecoder {
    /// Which conversions between JSON types the decoder allows.
    ///
    /// ```swift
    /// decoder.valueCoercion = .strict
    /// ```
    public enum ValueCoercion: Sendable {
        /// Conversions that lose nothing: `"42"` → `Int`, `42` → `String`, `"4.5"` → `Double`,
        /// `"true"`/`"false"`/`1`/`0` → `Bool`. A lossy one (`"4.5"` → `Int`, `300` → `UInt8`)
        /// still fails. Each conversion is listed in the decoding report.
        case lenient
        /// None: a string is only a string and a number only a number, as in `JSONDecoder`.
        case strict
    }
}
