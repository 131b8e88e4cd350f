extension JSONModelDecoder {
    /// What an array does with an element that cannot be decoded.
    ///
    /// ```swift
    /// decoder.invalidElementStrategy = .skip   // [1, "x", 3] as [Int] → [1, 3]
    /// ```
    public enum InvalidElementStrategy: Sendable {
        /// The whole decode fails, naming the element's path.
        case `throw`
        /// The element is left out of `Array`s (at any depth) and listed in the decoding report.
        case skip
    }
}
