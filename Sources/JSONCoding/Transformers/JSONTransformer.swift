/// Converts one property between its Swift type and the form it takes in JSON, both ways.
///
/// A transformer names the JSON form (`Encoded`, any `Codable` type) and the two conversions.
/// Use one from a hand-written `init(from:)` or `encode(to:)` through the container methods
/// `decode(_:forKey:using:)` and `encode(_:forKey:using:)`, which work with any decoder and
/// encoder, Foundation's included:
///
/// ```swift
/// struct Photo: Codable {
///     var taken: Date
///     var tags: [String]
///
///     enum CodingKeys: String, CodingKey { case taken, tags }
///
///     init(from decoder: any Decoder) throws {
///         let container = try decoder.container(keyedBy: CodingKeys.self)
///         taken = try container.decode(.taken, using: UnixSeconds())
///         tags = try container.decode(.tags, using: SpaceSeparated())
///     }
///
///     func encode(to encoder: any Encoder) throws {
///         var container = encoder.container(keyedBy: CodingKeys.self)
///         try container.encode(taken, forKey: .taken, using: UnixSeconds())
///         try container.encode(tags, forKey: .tags, using: SpaceSeparated())
///     }
/// }
/// ```
///
/// A conversion that fails throws; the container turns the error into a
/// `DecodingError.dataCorrupted` (or `EncodingError.invalidValue`) at the property's path,
/// with the transformer's error as the underlying error.
public protocol JSONTransformer<Value>: Sendable {
    /// The property's type in Swift.
    associatedtype Value
    /// The property's form in JSON: a string, a number, an array of strings, …
    associatedtype Encoded: Codable

    /// The Swift value for the JSON form read from the input.
    ///
    /// - Throws: any error, when `encoded` cannot be converted.
    func decode(_ encoded: Encoded) throws -> Value

    /// The JSON form to write for `value`.
    ///
    /// - Throws: any error, when `value` cannot be converted.
    func encode(_ value: Value) throws -> Encoded
}
