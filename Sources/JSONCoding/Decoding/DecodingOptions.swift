/// Everything that steers one decode, copied out of a ``JSONModelDecoder`` when it starts.
struct DecodingOptions: Sendable {
    var dateStrategy: JSONModelDecoder.DateDecodingStrategy = .automatic
    var dataStrategy: JSONModelDecoder.DataDecodingStrategy = .base64
    var floatStrategy: JSONModelDecoder.NonConformingFloatDecodingStrategy = .throw
    var keyStrategy: JSONModelDecoder.KeyDecodingStrategy = .useDefaultKeys
    var coercion: JSONModelDecoder.ValueCoercion = .lenient
    var rootKey: JSONModelDecoder.RootKey = .none
    var invalidElements: JSONModelDecoder.InvalidElementStrategy = .throw
    var parseOptions: JSONParseOptions = .foundationCompatible
    var assumesTopLevelDictionary = false
    var preprocessor: (@Sendable (inout [UInt8]) throws -> Void)?
    var userInfo: [CodingUserInfoKey: any Sendable] = [:]
    /// The largest element a stream may hold (see ``JSONModelDecoder/maximumStreamElementSize``).
    var maximumStreamElementSize = 64 << 20
    /// Numbers as `JSONDecoder` reads them where values are too small: a number other than
    /// zero that reads as zero in `Double` or `Float` (`1e-400`) is an error there, and an
    /// integer type reads it as 0 (through `Double`). Otherwise a floating-point type reads the
    /// nearest value, zero, and an integer type refuses a number that is not whole.
    var refusesUnderflow = false

    /// What Foundation's `JSONDecoder()` does.
    static var foundation: DecodingOptions {
        var options = DecodingOptions()
        options.dateStrategy = .deferredToDate
        options.coercion = .strict
        options.refusesUnderflow = true
        return options
    }
}
