/// Heap storage that lets a struct hold a value of its own type, such as a retweet's original status.
///
/// It is invisible in JSON: it decodes and encodes exactly as `Value` does, through the same
/// decoder or encoder, so no container is added and both JSON decoders do the same work as for a
/// plain `Value`.
///
/// ```swift
/// if let original = status.retweetedStatus?.value { print(original.user.screenName) }
/// ```
public final class Indirect<Value: Codable & Equatable & Sendable>: Codable, Equatable, Sendable {
    /// The stored value.
    public let value: Value

    /// Stores `value` on the heap.
    ///
    /// ```swift
    /// let boxed = Indirect(status)
    /// ```
    public init(_ value: Value) {
        self.value = value
    }

    /// Decodes `Value` from the same decoder.
    ///
    /// ```swift
    /// let boxed = try JSONDecoder().decode(Indirect<Twitter.Status>.self, from: data)
    /// ```
    ///
    /// - Throws: whatever `Value.init(from:)` throws.
    public init(from decoder: any Decoder) throws {
        value = try Value(from: decoder)
    }

    /// Encodes `Value` to the same encoder.
    ///
    /// ```swift
    /// let data = try JSONEncoder().encode(Indirect(status))
    /// ```
    ///
    /// - Throws: whatever `Value.encode(to:)` throws.
    public func encode(to encoder: any Encoder) throws {
        try value.encode(to: encoder)
    }

    /// Boxes are equal when their values are; identity does not matter.
    public static func == (lhs: Indirect, rhs: Indirect) -> Bool {
        lhs === rhs || lhs.value == rhs.value
    }
}
