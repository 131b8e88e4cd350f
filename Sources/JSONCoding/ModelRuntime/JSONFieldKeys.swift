// The key matchers `@JSONModel` writes into a model's `CodingKeys`, and how the decoder calls
// them: one rule for which field a key names, decided when the macro expands.

/// Coding keys with a key matcher written by `@JSONModel`: which of them a key of the input
/// names, under the model's fuzzy rule (the key's value exactly, else a key that reads alike:
/// equal once lower-cased and without `_` and `-`). Only generated code conforms.
///
/// ```swift
/// enum CodingKeys: String, CodingKey, CaseIterable, _JSONFieldKeys {
///     case id
///     static func _jsonMatch(_ key: _JSONKeyBytes) -> UInt64 {
///         switch key.count {
///         case 2:
///             switch key.word(0) {
///             case 0x6469: return 0x8001
///             default: return 0
///             }
///         default:
///             return 0
///         }
///     }
///     static func _jsonMatch(alike key: _JSONKeyBytes) -> UInt64 { … }
/// }
/// ```
@_documentation(visibility: internal)
public protocol _JSONFieldKeys: CodingKey, CaseIterable {
    /// The coding keys `key` names when it is one of the spellings the model lists (each value
    /// exactly, and forms of it): up to four, one per 16 bits, each the key's place among the
    /// cases plus one, with `0x8000` when `key` is its value exactly; 0 for none.
    static func _jsonMatch(_ key: _JSONKeyBytes) -> UInt64

    /// The coding keys whose values read as `key` does, given lower-cased and without `_`
    /// and `-` (see ``_jsonMatch(_:)``; none is exact).
    static func _jsonMatch(alike key: _JSONKeyBytes) -> UInt64
}

/// The bytes of a key, as a generated key matcher reads them: eight at a time. At least seven
/// bytes after the key can be read (the input goes on, or the key was copied with room after
/// it), so that every word is one load, masked to the key's end.
@_documentation(visibility: internal)
@frozen
public struct _JSONKeyBytes {
    @usableFromInline let start: UnsafeRawPointer
    /// The key's length in bytes.
    public let count: Int

    /// The `count` bytes at `start`, of which `readable` may be read: at least `count + 7`.
    @inlinable
    public init(start: UnsafeRawPointer, count: Int, readable: Int) {
        precondition(readable >= count &+ 7, "a key's words are read whole: seven bytes after it must be readable")
        self.init(unchecked: start, count: count)
    }

    /// A key at `start` whose `count` bytes are followed by at least seven readable ones.
    @inlinable @inline(__always)
    init(unchecked start: UnsafeRawPointer, count: Int) {
        self.start = start
        self.count = count
    }

    /// The key's bytes from `offset` up to eight of them, the first in the lowest bits, zero
    /// past the key's end.
    @inlinable @inline(__always)
    public func word(_ offset: Int) -> UInt64 {
        assert(offset >= 0 && offset < count, "a word starts inside the key")
        let word = UInt64(littleEndian: start.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
        let remaining = count &- offset
        return remaining >= 8 ? word : word & ((1 &<< UInt64(truncatingIfNeeded: remaining &* 8)) &- 1)
    }

    /// `body` with `key` copied where seven bytes after it can be read (zeros): for a key that
    /// ends too near the end of its buffer.
    static func padding<R>(_ key: UnsafeRawBufferPointer, _ body: (_JSONKeyBytes) -> R) -> R {
        withUnsafeTemporaryAllocation(byteCount: key.count &+ 8, alignment: 8) { buffer in
            buffer.initializeMemory(as: UInt8.self, repeating: 0)
            if key.count > 0 { buffer.copyMemory(from: key) }
            // Eight bytes or more: the buffer has an address.
            return body(_JSONKeyBytes(unchecked: UnsafeRawPointer(buffer.baseAddress.unsafelyUnwrapped), count: key.count))
        }
    }
}

/// What a key matches: the coding keys of a generated matcher's result, in turn.
struct FieldMatch: Sequence, IteratorProtocol {
    private var lanes: UInt64

    init(_ lanes: UInt64) { self.lanes = lanes }

    /// Whether the key names no coding key.
    var isEmpty: Bool { lanes == 0 }

    /// The next coding key named: its place among the cases, and whether the key is its value
    /// exactly.
    mutating func next() -> (place: Int, isExact: Bool)? {
        let lane = lanes & 0xFFFF
        guard lane != 0 else { return nil }
        lanes &>>= 16
        return (Int(truncatingIfNeeded: lane & 0x7FFF) &- 1, lane & 0x8000 != 0)
    }
}

extension _JSONFieldKeys {
    /// The coding keys that `key`, the text of a key, names: its spelling first, else its alike
    /// form.
    static func match(_ key: UnsafeRawBufferPointer) -> FieldMatch {
        let exact = _JSONKeyBytes.padding(key) { _jsonMatch($0) }
        if exact != 0 { return FieldMatch(exact) }
        return matchAlike(key)
    }

    /// ``match(_:)`` for a key that is none of the spellings: by its alike form. A plain ASCII
    /// key of up to 64 bytes makes its form on the stack.
    static func matchAlike(_ key: UnsafeRawBufferPointer) -> FieldMatch {
        if key.count <= 64 && key.allSatisfy({ $0 < 0x80 }) {
            return withUnsafeTemporaryAllocation(byteCount: 72, alignment: 8) { buffer in
                buffer.initializeMemory(as: UInt8.self, repeating: 0)
                var count = 0
                for byte in key where byte != UInt8(ascii: "_") && byte != UInt8(ascii: "-") {
                    buffer[count] = asciiLowercased(byte)
                    count &+= 1
                }
                // 72 bytes: a form of up to 64 has eight after it.
                let form = _JSONKeyBytes(unchecked: UnsafeRawPointer(buffer.baseAddress.unsafelyUnwrapped), count: count)
                return FieldMatch(_jsonMatch(alike: form))
            }
        }
        var form = fuzzyNormalized(String(decoding: key, as: UTF8.self))
        return form.withUTF8 { bytes in FieldMatch(_JSONKeyBytes.padding(UnsafeRawBufferPointer(bytes)) { _jsonMatch(alike: $0) }) }
    }
}
