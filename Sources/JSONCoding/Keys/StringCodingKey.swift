/// A coding key made from a string, in both coders: dictionary keys, `super`, root keys, keys
/// inside a `JSONValue`, and the keys `@JSONModel` types read from Foundation's decoders.
struct StringCodingKey: CodingKey {
    let stringValue: String

    init(_ string: String) { stringValue = string }

    init?(stringValue: String) { self.stringValue = stringValue }

    init?(intValue: Int) { nil }

    var intValue: Int? { nil }

    /// The key a keyed container's `superDecoder()` and `superEncoder()` use.
    static let `super` = StringCodingKey("super")
}
