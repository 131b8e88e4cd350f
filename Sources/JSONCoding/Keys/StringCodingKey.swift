/// A coding key made from a string: the one key type of a model's fields (written and read by
/// their ``JSONFieldTable``), and of dictionary keys, `super`, root keys and keys inside a
/// `JSONValue` in both coders.
///
/// ```swift
/// var container = encoder.container(keyedBy: JSONFieldKey.self)
/// try container.encode("Ada", forKey: JSONFieldKey("name"))
/// ```
public struct JSONFieldKey: CodingKey, Hashable, Sendable {
    public let stringValue: String

    /// The key `string`.
    public init(_ string: String) { stringValue = string }

    public init?(stringValue: String) { self.stringValue = stringValue }

    /// Integer keys are not JSON object keys: nil.
    public init?(intValue: Int) { nil }

    public var intValue: Int? { nil }

    /// The key a keyed container's `superDecoder()` and `superEncoder()` use.
    static let `super` = JSONFieldKey("super")
}

/// The key type's name inside the coders.
typealias StringCodingKey = JSONFieldKey
