import Foundation

/// Decodes `Decodable` types from JSON: a drop-in for Foundation's `JSONDecoder` that forgives
/// real-world JSON, explains every failure, and is several times faster.
///
/// It has `JSONDecoder`'s strategies under the same names, so switching is a change of type,
/// and adds what real payloads need: key matching that ignores case and separators, numbers
/// sent as strings, dates in several formats, wrapped root objects, arrays with a bad element,
/// and a report of everything it forgave.
///
/// ```swift
/// struct User: Decodable {
///     var id: Int
///     var userName: String
///     var joined: Date
/// }
///
/// let decoder = JSONModelDecoder()
/// decoder.keyDecodingStrategy = .fuzzy
/// let user = try decoder.decode(User.self, from: #"{"id": "42", "user_name": "ada", "joined": "2016-01-15"}"#)
/// ```
///
/// Errors are `DecodingError`s with the full coding path; their description adds where in the
/// input the value is and what was found:
/// `expected Int, found the string "abc" at line 5, column 20`.
///
/// Of two equal keys in an object the first is read, as `JSONDecoder` reads it, also into a
/// `JSONValue` (which `JSONValue(parsing:)` makes with the last, as `JSONSerialization` does);
/// with a key strategy, the first of two keys that convert alike.
///
/// Nested values decode by recursion through the types' own `init(from:)`: the decoder watches
/// the thread's stack and, where one more level would leave too little of it, stops with a
/// `DecodingError.dataCorrupted` that says so, on any thread and in any build.
///
/// A decoder can be shared between threads; a decode reads a snapshot of its settings.
public final class JSONModelDecoder: @unchecked Sendable {
    private let lock = NSLock()
    private var options = DecodingOptions()

    /// A decoder with the library's defaults: lenient value coercion, ``DateDecodingStrategy/automatic``
    /// dates, keys as they are, and the syntax and encodings `JSONDecoder` reads.
    public init() {}

    /// A decoder that behaves as Foundation's `JSONDecoder()` does for the same type and input:
    /// the same values, and for input it cannot decode, the same error kind and coding path.
    ///
    /// ```swift
    /// let decoder = JSONModelDecoder.foundationCompatible
    /// ```
    public static var foundationCompatible: JSONModelDecoder {
        let decoder = JSONModelDecoder()
        decoder.options = .foundation
        return decoder
    }

    private func withOptions<R>(_ body: (inout DecodingOptions) -> R) -> R {
        lock.lock()
        defer { lock.unlock() }
        return body(&options)
    }

    /// How dates are read. Default: ``DateDecodingStrategy/automatic``.
    public var dateDecodingStrategy: DateDecodingStrategy {
        get { withOptions { $0.dateStrategy } }
        set { withOptions { $0.dateStrategy = newValue } }
    }

    /// How `Data` is read. Default: ``DataDecodingStrategy/base64``.
    public var dataDecodingStrategy: DataDecodingStrategy {
        get { withOptions { $0.dataStrategy } }
        set { withOptions { $0.dataStrategy = newValue } }
    }

    /// How infinity and NaN are read. Default: ``NonConformingFloatDecodingStrategy/throw``.
    public var nonConformingFloatDecodingStrategy: NonConformingFloatDecodingStrategy {
        get { withOptions { $0.floatStrategy } }
        set { withOptions { $0.floatStrategy = newValue } }
    }

    /// How the input's keys are matched to coding keys. Default: ``KeyDecodingStrategy/useDefaultKeys``.
    public var keyDecodingStrategy: KeyDecodingStrategy {
        get { withOptions { $0.keyStrategy } }
        set { withOptions { $0.keyStrategy = newValue } }
    }

    /// Which conversions between JSON types are allowed. Default: ``ValueCoercion/lenient``.
    public var valueCoercion: ValueCoercion {
        get { withOptions { $0.coercion } }
        set { withOptions { $0.coercion = newValue } }
    }

    /// Where the value to decode sits in the top-level object. Default: ``RootKey/none``.
    public var rootKey: RootKey {
        get { withOptions { $0.rootKey } }
        set { withOptions { $0.rootKey = newValue } }
    }

    /// What an array does with an element that cannot be decoded. Default: ``InvalidElementStrategy/throw``.
    public var invalidElementStrategy: InvalidElementStrategy {
        get { withOptions { $0.invalidElements } }
        set { withOptions { $0.invalidElements = newValue } }
    }

    /// The syntax the parser accepts. Default: `JSONParseOptions/foundationCompatible`, what
    /// `JSONDecoder` reads: RFC 8259 with trailing commas, in UTF-8, UTF-16 or UTF-32 (told by
    /// the first bytes, as `JSONDecoder` tells it). `JSONParseOptions/strict` refuses
    /// trailing commas and reads UTF-8 only; `JSONParseOptions/lenient` forgives more.
    public var parseOptions: JSONParseOptions {
        get { withOptions { $0.parseOptions } }
        set { withOptions { $0.parseOptions = newValue } }
    }

    /// Accept JSON5, as `JSONDecoder.allowsJSON5` does: keys without quotes, single-quoted
    /// strings, more escapes, hexadecimal and signed numbers, `Infinity` and `NaN` (read into
    /// `Double` and `Float`), comments and trailing commas. See `JSONParseOptions/allowsJSON5`.
    ///
    /// ```swift
    /// decoder.allowsJSON5 = true
    /// let limits = try decoder.decode(Limits.self, from: "{max: 0x7F, ratio: .5, // soft\n}")
    /// ```
    public var allowsJSON5: Bool {
        get { withOptions { $0.parseOptions.allowsJSON5 } }
        set { withOptions { $0.parseOptions.allowsJSON5 = newValue } }
    }

    /// When set, the input is treated as the members of an object even without its outer braces,
    /// as `JSONDecoder.assumesTopLevelDictionary` does: `"a": 1, "b": 2` reads as `{"a": 1, "b": 2}`.
    public var assumesTopLevelDictionary: Bool {
        get { withOptions { $0.assumesTopLevelDictionary } }
        set { withOptions { $0.assumesTopLevelDictionary = newValue } }
    }

    /// A function that may rewrite the raw input before it is parsed: for payloads too broken
    /// even for lenient parsing.
    ///
    /// ```swift
    /// decoder.preprocessor = { bytes in
    ///     if bytes.starts(with: Array("callback(".utf8)) { bytes = Array(bytes.dropFirst(9).dropLast(1)) }
    /// }
    /// ```
    public var preprocessor: (@Sendable (inout [UInt8]) throws -> Void)? {
        get { withOptions { $0.preprocessor } }
        set { withOptions { $0.preprocessor = newValue } }
    }

    /// Values handed to every `init(from:)` as `decoder.userInfo`.
    public var userInfo: [CodingUserInfoKey: any Sendable] {
        get { withOptions { $0.userInfo } }
        set { withOptions { $0.userInfo = newValue } }
    }

    /// The largest element, in bytes, that decoding a stream accepts (`decodeElements`,
    /// `elements(of:…)`): a larger one ends the stream with a `JSONStreamError` of kind
    /// `JSONStreamError/Kind/elementTooLarge`, instead of memory that grows without bound.
    /// Default: 64 MiB.
    ///
    /// ```swift
    /// decoder.maximumStreamElementSize = 1 << 20   // records of at most 1 MiB
    /// ```
    public var maximumStreamElementSize: Int {
        get { withOptions { $0.maximumStreamElementSize } }
        set { withOptions { $0.maximumStreamElementSize = newValue } }
    }

    /// A snapshot of the settings for one decode.
    var currentOptions: DecodingOptions { withOptions { $0 } }

    /// The decoder the server integrations read request bodies with: this one's settings, with
    /// duplicate keys refused unless they are accepted by choice
    /// (`JSONParseOptions.DuplicateKeys.refusedInRequestBodies`, the default, becomes `.refused`).
    package var forRequestBodies: JSONModelDecoder {
        let decoder = JSONModelDecoder()
        decoder.options = currentOptions.forRequestBodies
        return decoder
    }
}

extension DecodingOptions {
    /// These settings for a request body: duplicate keys refused unless accepted by choice.
    var forRequestBodies: DecodingOptions {
        var options = self
        if options.parseOptions.duplicateKeys == .refusedInRequestBodies { options.parseOptions.duplicateKeys = .refused }
        return options
    }
}
