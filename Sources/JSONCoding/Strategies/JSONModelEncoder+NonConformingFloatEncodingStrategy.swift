extension JSONModelEncoder {
    /// What to do with infinity and NaN, which JSON numbers cannot represent.
    ///
    /// ```swift
    /// encoder.nonConformingFloatEncodingStrategy =
    ///     .convertToString(positiveInfinity: "+Infinity", negativeInfinity: "-Infinity", nan: "NaN")
    /// try encoder.encodeToString([1, Double.nan])   // [1,"NaN"]
    /// ```
    public enum NonConformingFloatEncodingStrategy: Sendable, Hashable {
        /// Throw `EncodingError.invalidValue`, with the value's coding path. The default.
        ///
        /// ```swift
        /// try encoder.encode(["t": Double.infinity])   // throws, path "t"
        /// ```
        case `throw`
        /// Write the given strings instead.
        ///
        /// ```swift
        /// encoder.nonConformingFloatEncodingStrategy =
        ///     .convertToString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        /// ```
        case convertToString(positiveInfinity: String, negativeInfinity: String, nan: String)
    }
}
