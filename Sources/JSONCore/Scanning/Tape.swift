/// The scanner's output: one entry per JSON value (and per object key), in document order.
///
/// Each entry records what the value is and where its text starts, so strings and numbers
/// can be decoded later, only when asked for, and every value can report its line and column.
/// Arrays and objects store the index of the entry that follows their last descendant, so a
/// reader skips a whole subtree in one step, and their element count, so a builder can reserve.
///
/// Layout of an entry (two words):
/// - `header`: bits 0–3 the ``Kind``, bits 4–7 flags, bits 8–39 the byte offset of the token
///   (the opening quote of a string, the first character of a number, the bracket of a container;
///   inputs are below 2^32 bytes); numbers: bits 40–63 the byte length of the number text
///   (``numberLengthInPayload`` when it does not fit).
/// - `payload`: strings: byte length of the raw content between the quotes; numbers: the value
///   when the entry ``hasValue`` (else the text's length if the header could not hold it);
///   arrays and objects: next-sibling index (low 32 bits) and count (high 32 bits).
@frozen @usableFromInline
package struct TapeEntry: Sendable {
    @usableFromInline package var header: UInt64
    @usableFromInline package var payload: UInt64

    @usableFromInline package enum Kind: UInt8, Sendable {
        case null = 0, `true`, `false`, string, number, array, object
    }

    /// String flag: the raw text contains at least one backslash escape.
    @usableFromInline static let hasEscapes: UInt8 = 0x10
    /// String flag: the raw text contains at least one byte ≥ 0x80 (a multi-byte UTF-8 character).
    @usableFromInline static let hasNonASCII: UInt8 = 0x20
    /// String and number flag: JSON5 syntax that JSON has not (a single-quoted string, an
    /// unquoted key, a JSON5 escape; a hexadecimal, signed or dotted number, `Infinity`, `NaN`),
    /// which readers decode with their JSON5 path. An unquoted key's offset is one byte before
    /// it, as if it had an opening quote.
    @usableFromInline static let isJSON5: UInt8 = 0x40
    /// Number flag: the text has neither a fraction nor an exponent.
    @usableFromInline static let isInteger: UInt8 = 0x10
    /// Number flag: the text starts with `-`.
    @usableFromInline static let isNegative: UInt8 = 0x20
    /// Number flag: the scanner read the value into ``payload`` (see ``hasValue``).
    @usableFromInline static let hasValue: UInt8 = 0x80
    /// A number length the header cannot hold: the length is in ``payload`` instead.
    @usableFromInline static let numberLengthInPayload = 0xFF_FFFF

    @inline(__always)
    init(kind: Kind, flags: UInt8 = 0, offset: Int, payload: UInt64) {
        header = UInt64(truncatingIfNeeded: offset) << 8 | UInt64(flags) | UInt64(kind.rawValue)
        self.payload = payload
    }

    /// A number's entry: its text is `length` bytes at `offset`; `value` is the payload of an
    /// entry whose flags include ``hasValue``.
    @inline(__always)
    init(number flags: UInt8, offset: Int, length: Int, value: UInt64) {
        if length < TapeEntry.numberLengthInPayload {
            header = UInt64(truncatingIfNeeded: length) << 40 | UInt64(truncatingIfNeeded: offset) << 8 | UInt64(flags)
                | UInt64(Kind.number.rawValue)
            payload = value
        } else {
            header = UInt64(TapeEntry.numberLengthInPayload) << 40 | UInt64(truncatingIfNeeded: offset) << 8
                | UInt64(flags & ~TapeEntry.hasValue) | UInt64(Kind.number.rawValue)
            payload = UInt64(truncatingIfNeeded: length)
        }
    }

    @inlinable @inline(__always) package var kind: Kind { Kind(rawValue: UInt8(truncatingIfNeeded: header) & 0x0F) ?? .null }
    /// True for arrays and objects, whose ``nextSibling`` skips their contents.
    @inlinable @inline(__always) package var isContainer: Bool { UInt8(truncatingIfNeeded: header) & 0x0F >= Kind.array.rawValue }
    @inlinable @inline(__always) package var flags: UInt8 { UInt8(truncatingIfNeeded: header) & 0xF0 }
    /// Byte offset of the token in the input.
    @inlinable @inline(__always) package var offset: Int { Int(truncatingIfNeeded: header >> 8 & 0xFFFF_FFFF) }
    /// Strings: length in bytes of the raw text between the quotes.
    @inlinable @inline(__always) package var length: Int {
        assert(kind != .number, "a number's length is its numberLength")
        return Int(truncatingIfNeeded: payload)
    }
    /// Numbers: length in bytes of the number text.
    @inlinable @inline(__always) package var numberLength: Int {
        let length = Int(truncatingIfNeeded: header >> 40)
        return length == TapeEntry.numberLengthInPayload ? Int(truncatingIfNeeded: payload) : length
    }
    /// Arrays and objects: index of the first entry after this container's last descendant.
    @inlinable @inline(__always) package var nextSibling: Int { Int(truncatingIfNeeded: payload & 0xFFFF_FFFF) }
    /// Arrays: element count; objects: member count.
    @inlinable @inline(__always) package var count: Int { Int(truncatingIfNeeded: payload >> 32) }
    @inlinable @inline(__always) package var hasEscapes: Bool { flags & TapeEntry.hasEscapes != 0 }
    /// Strings: the raw text is not all ASCII. Without escapes, all-ASCII text decodes to itself.
    @inlinable @inline(__always) package var hasNonASCII: Bool { flags & TapeEntry.hasNonASCII != 0 }
    @inlinable @inline(__always) package var isInteger: Bool { flags & TapeEntry.isInteger != 0 }
    @inlinable @inline(__always) package var isNegative: Bool { flags & TapeEntry.isNegative != 0 }
    /// Numbers: the scanner read the value, which ``payload`` holds: for an ``isInteger`` number
    /// its magnitude (the sign is ``isNegative``), for any other its `Double`'s bit pattern,
    /// correctly rounded and finite. Set only when the document was scanned with its numbers
    /// read, for text of at most 19 digits (exponent aside) whose value is finite; other numbers
    /// are read from their text.
    @inlinable @inline(__always) package var hasValue: Bool { flags & TapeEntry.hasValue != 0 }
    /// A number with a fraction or an exponent whose `Double` the scanner read into ``payload``:
    /// kind, ``hasValue`` and not ``isInteger`` in one comparison (the sign's flag aside).
    @inlinable @inline(__always) package var hasDoubleValue: Bool {
        header & 0xDF == UInt64(TapeEntry.hasValue) | UInt64(Kind.number.rawValue)
    }
    /// Strings and numbers: written in JSON5 syntax that JSON has not.
    @inlinable @inline(__always) package var isJSON5: Bool { flags & TapeEntry.isJSON5 != 0 }
}

/// A scanned document's tape. It refers to the input by offset, so a reader uses it together
/// with the bytes it was scanned from; the tape does not own them.
@usableFromInline
package final class Tape {
    @usableFromInline package let entries: UnsafeMutablePointer<TapeEntry>
    @usableFromInline package let count: Int
    /// The deepest nesting of arrays and objects in the document.
    package let deepestLevel: Int

    /// How many entries the memory holds.
    let capacity: Int
    /// Where the memory goes when the tape does: to be scanned into again, instead of freed.
    package var recycler: (any TapeStorageRecycler)?

    /// Takes ownership of `entries` (`capacity` of them), which must come from
    /// `UnsafeMutablePointer.allocate`.
    init(taking entries: UnsafeMutablePointer<TapeEntry>, count: Int, capacity: Int, deepestLevel: Int) {
        self.entries = entries
        self.count = count
        self.capacity = capacity
        self.deepestLevel = deepestLevel
    }

    deinit {
        let storage = TapeStorage(entries: entries, capacity: capacity)
        if let recycler { recycler.recycle(storage) } else { storage.deallocate() }
    }

    @inlinable @inline(__always)
    package subscript(index: Int) -> TapeEntry { entries[index] }
}

/// The memory of a tape that is gone, for the next scan to write into: a large document's tape
/// is a large allocation, and allocating and freeing one for each document costs the allocator
/// more than the scan costs to write it.
package struct TapeStorage {
    package let entries: UnsafeMutablePointer<TapeEntry>
    package let capacity: Int

    package func deallocate() { entries.deallocate() }
}

/// Takes the memory of tapes that are gone (see ``Tape/recycler``).
package protocol TapeStorageRecycler: AnyObject, Sendable {
    /// Keeps `storage` for a later scan, or deallocates it.
    func recycle(_ storage: TapeStorage)
}
