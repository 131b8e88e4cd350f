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
        ///
        /// Where a value could go to one of several types, the type it is comes first: an
        /// untagged `@JSONModel` enum tries all its cases strictly before any with a
        /// conversion, so `3` reads as its `Int` case even when a `String` case is declared
        /// first. A hand-written `init(from:)` that tries types in turn with `try?` is not told
        /// which attempt converts: under `.lenient` an attempt at `String` takes `3` as `"3"`,
        /// and one at `Int` takes `"3"` as `3`, where `JSONDecoder` would go on to the next
        /// type. Declare such a type with `@JSONModel(tagging: .untagged)`, or decode it with
        /// `.strict`.
        case lenient
        /// None: a string is only a string and a number only a number, as in `JSONDecoder`.
        case strict
    }
}
