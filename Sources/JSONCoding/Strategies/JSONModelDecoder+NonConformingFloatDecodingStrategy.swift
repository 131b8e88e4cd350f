extension JSONModelDecoder {
    /// How infinity and NaN, which JSON numbers cannot express, are read.
    ///
    /// ```swift
    /// decoder.nonConformingFloatDecodingStrategy = .convertFromString(
    ///     positiveInfinity: "+Infinity", negativeInfinity: "-Infinity", nan: "NaN")
    /// ```
    public enum NonConformingFloatDecodingStrategy: Sendable {
        /// They are errors.
        case `throw`
        /// These strings stand for them wherever a floating-point number is expected.
        case convertFromString(positiveInfinity: String, negativeInfinity: String, nan: String)
    }
}
