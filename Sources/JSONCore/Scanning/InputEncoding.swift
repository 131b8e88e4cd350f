// Input in UTF-16 or UTF-32, or UTF-8 behind a byte order mark, recognised from its first bytes
// as Foundation's `JSONDecoder` recognises it, and read as UTF-8: the scanner and every reader
// of the tape see UTF-8 only. Plain UTF-8, the usual input, costs a look at its first bytes.

/// The encoding of a JSON input, as its first bytes tell it.
///
/// A byte order mark names the encoding; without one, the zero bytes that UTF-16 and UTF-32
/// give ASCII text do (JSON text starts with an ASCII character, RFC 8259 section 8.1 and
/// RFC 4627 section 3). Anything else is UTF-8.
package struct InputEncoding: Hashable, Sendable {
    package enum Form: Hashable, Sendable {
        case utf8, utf16BigEndian, utf16LittleEndian, utf32BigEndian, utf32LittleEndian
    }

    package let form: Form
    /// The length of the byte order mark; 0 when there is none.
    package let markLength: Int

    package init(_ form: Form, markLength: Int) {
        self.form = form
        self.markLength = markLength
    }

    /// UTF-8 without a byte order mark: the bytes are read as they are.
    @inline(__always)
    package var isPlainUTF8: Bool { form == .utf8 && markLength == 0 }

    /// The encoding of `bytes`, from their first four bytes at most.
    @inline(__always)
    package static func detect(_ bytes: UnsafeRawBufferPointer) -> InputEncoding {
        // Plain UTF-8 JSON starts with an ASCII character other than NUL, and no byte order
        // mark starts with one: one look at the first byte rules marks out, and one at the
        // second every pattern of zeros that says UTF-16 or UTF-32.
        if bytes.count >= 4 {
            let first = bytes[0]
            if first != 0 && first < 0x80 && bytes[1] != 0 { return InputEncoding(.utf8, markLength: 0) }
        }
        return detectOther(bytes)
    }

    /// The checks of `JSONDecoder`, in its order: byte order marks first, then the zeros that
    /// UTF-16 and UTF-32 give the ASCII character JSON text starts with (RFC 4627, section 3).
    @inline(never)
    private static func detectOther(_ bytes: UnsafeRawBufferPointer) -> InputEncoding {
        let count = bytes.count
        /// The byte at `index`, or -1 past the end, which matches no byte.
        func byte(_ index: Int) -> Int { index < count ? Int(bytes[index]) : -1 }
        let (b0, b1, b2, b3) = (byte(0), byte(1), byte(2), byte(3))
        if b0 == 0x00 && b1 == 0x00 && b2 == 0xFE && b3 == 0xFF { return InputEncoding(.utf32BigEndian, markLength: 4) }
        // UTF-32's mark in little-endian order is FF FE 00 00. `JSONDecoder` takes FE FF 00 00
        // for it (and FF FE 00 00 for UTF-16's mark followed by U+0000, which no JSON text
        // starts with): both read as UTF-32 (little-endian) here.
        if (b0 == 0xFF && b1 == 0xFE || b0 == 0xFE && b1 == 0xFF) && b2 == 0x00 && b3 == 0x00 {
            return InputEncoding(.utf32LittleEndian, markLength: 4)
        }
        if b0 == 0xFE && b1 == 0xFF { return InputEncoding(.utf16BigEndian, markLength: 2) }
        if b0 == 0xFF && b1 == 0xFE { return InputEncoding(.utf16LittleEndian, markLength: 2) }
        if b0 == 0xEF && b1 == 0xBB && b2 == 0xBF { return InputEncoding(.utf8, markLength: 3) }
        if count >= 4 {
            if b0 == 0 && b1 == 0 && b2 == 0 && b3 != 0 { return InputEncoding(.utf32BigEndian, markLength: 0) }
            if b0 == 0 && b1 != 0 && b2 == 0 && b3 != 0 { return InputEncoding(.utf16BigEndian, markLength: 0) }
            if b0 != 0 && b1 == 0 && b2 == 0 && b3 == 0 { return InputEncoding(.utf32LittleEndian, markLength: 0) }
            if b0 != 0 && b1 == 0 && b2 != 0 && b3 == 0 { return InputEncoding(.utf16LittleEndian, markLength: 0) }
        } else if count == 2 {
            if b0 == 0 && b1 != 0 { return InputEncoding(.utf16BigEndian, markLength: 0) }
            if b0 != 0 && b1 == 0 { return InputEncoding(.utf16LittleEndian, markLength: 0) }
        }
        return InputEncoding(.utf8, markLength: 0)
    }

    /// The name of the encoding in messages: `UTF-16 (big-endian)`.
    var name: String {
        switch form {
        case .utf8: return "UTF-8"
        case .utf16BigEndian: return "UTF-16 (big-endian)"
        case .utf16LittleEndian: return "UTF-16 (little-endian)"
        case .utf32BigEndian: return "UTF-32 (big-endian)"
        case .utf32LittleEndian: return "UTF-32 (little-endian)"
        }
    }

    /// Bytes per code unit.
    private var unitSize: Int {
        switch form {
        case .utf8: return 1
        case .utf16BigEndian, .utf16LittleEndian: return 2
        case .utf32BigEndian, .utf32LittleEndian: return 4
        }
    }

    // MARK: - Reading as UTF-8

    /// Runs `body` over the input as UTF-8 text: the bytes after a UTF-8 byte order mark, or
    /// the UTF-16 or UTF-32 text converted. An error that `body` throws is moved to its position
    /// in `bytes` (its line and column are the same in both texts).
    ///
    /// - Throws: ``JSONSyntaxError`` of kind ``JSONSyntaxError/Kind/invalidEncoding`` for input
    ///   that is not well-formed in its encoding; what `body` throws.
    package func withUTF8<R>(
        of bytes: UnsafeRawBufferPointer, _ body: (UnsafeRawBufferPointer) throws(JSONSyntaxError) -> R
    ) throws(JSONSyntaxError) -> R {
        if form == .utf8 {
            let text = UnsafeRawBufferPointer(rebasing: bytes[min(markLength, bytes.count)...])
            do {
                return try body(text)
            } catch {
                throw relocating(error, in: text)
            }
        }
        let converted = try utf8Text(of: bytes)
        return try converted.withUnsafeBytes { text in
            Result { () throws(JSONSyntaxError) in try body(text) }.mapError { relocating($0, in: text) }
        }.get()
    }

    /// `error`, found at a position in `text` (this input as UTF-8), at the same position in the input.
    package func relocating(_ error: JSONSyntaxError, in text: UnsafeRawBufferPointer) -> JSONSyntaxError {
        var moved = error
        moved.offset = inputOffset(ofUTF8Offset: error.offset, in: text)
        return moved
    }

    /// The offset in the input of the character at `offset` in `text`, this input as UTF-8.
    package func inputOffset(ofUTF8Offset offset: Int, in text: UnsafeRawBufferPointer) -> Int {
        if form == .utf8 { return markLength + offset }
        var units = 0
        for position in 0 ..< min(offset, text.count) {
            let byte = text[position]
            // A scalar's lead byte; a four-byte one is a surrogate pair in UTF-16.
            if byte & 0xC0 != 0x80 { units += (byte >= 0xF0 && unitSize == 2) ? 2 : 1 }
        }
        return markLength + units * unitSize
    }

    /// The UTF-16 or UTF-32 input converted to UTF-8.
    ///
    /// - Throws: ``JSONSyntaxError`` at the first code unit that is not well-formed: a lone
    ///   surrogate, a value above U+10FFFF, or a unit cut off by the end of the input.
    package func utf8Text(of bytes: UnsafeRawBufferPointer) throws(JSONSyntaxError) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity((bytes.count - markLength) / unitSize + 16)
        let bigEndian = form == .utf16BigEndian || form == .utf32BigEndian
        var position = markLength
        let end = bytes.count
        @inline(__always) func unit16(at offset: Int) -> UInt32 {
            bigEndian
                ? UInt32(bytes[offset]) << 8 | UInt32(bytes[offset + 1])
                : UInt32(bytes[offset + 1]) << 8 | UInt32(bytes[offset])
        }
        @inline(__always) func unit32(at offset: Int) -> UInt32 {
            bigEndian
                ? UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16 | UInt32(bytes[offset + 2]) << 8
                    | UInt32(bytes[offset + 3])
                : UInt32(bytes[offset + 3]) << 24 | UInt32(bytes[offset + 2]) << 16 | UInt32(bytes[offset + 1]) << 8
                    | UInt32(bytes[offset])
        }
        while position < end {
            guard end - position >= unitSize else {
                throw encodingError(.truncatedCodeUnit(encoding: name, byteCount: end - position), at: position, converted: output)
            }
            var scalar: UInt32
            if unitSize == 2 {
                scalar = unit16(at: position)
                if scalar & 0xF800 == 0xD800 {
                    guard scalar < 0xDC00 else {
                        throw encodingError(.loneSurrogateUnit(encoding: name, unit: scalar), at: position, converted: output)
                    }
                    guard end - position >= 4, case let low = unit16(at: position + 2), low & 0xFC00 == 0xDC00 else {
                        throw encodingError(.loneSurrogateUnit(encoding: name, unit: scalar), at: position, converted: output)
                    }
                    scalar = 0x10000 + ((scalar - 0xD800) << 10 | (low - 0xDC00))
                    position += 2
                }
                position += 2
            } else {
                scalar = unit32(at: position)
                guard scalar <= 0x10FFFF, scalar & 0xFFFF_F800 != 0xD800 else {
                    throw encodingError(.invalidCodePoint(encoding: name, value: scalar), at: position, converted: output)
                }
                position += 4
            }
            appendUTF8(scalar, to: &output)
        }
        return output
    }

    @inline(__always)
    private func appendUTF8(_ scalar: UInt32, to output: inout [UInt8]) {
        switch scalar {
        case 0 ..< 0x80:
            output.append(UInt8(truncatingIfNeeded: scalar))
        case 0x80 ..< 0x800:
            output.append(0xC0 | UInt8(truncatingIfNeeded: scalar >> 6))
            output.append(0x80 | UInt8(truncatingIfNeeded: scalar & 0x3F))
        case 0x800 ..< 0x10000:
            output.append(0xE0 | UInt8(truncatingIfNeeded: scalar >> 12))
            output.append(0x80 | UInt8(truncatingIfNeeded: (scalar >> 6) & 0x3F))
            output.append(0x80 | UInt8(truncatingIfNeeded: scalar & 0x3F))
        default:
            output.append(0xF0 | UInt8(truncatingIfNeeded: scalar >> 18))
            output.append(0x80 | UInt8(truncatingIfNeeded: (scalar >> 12) & 0x3F))
            output.append(0x80 | UInt8(truncatingIfNeeded: (scalar >> 6) & 0x3F))
            output.append(0x80 | UInt8(truncatingIfNeeded: scalar & 0x3F))
        }
    }

    /// An error at byte `position` of the input: its line and column are those of the end of
    /// the text converted so far, and its offset `position`.
    @inline(never)
    private func encodingError(_ problem: SyntaxProblem, at position: Int, converted: [UInt8]) -> JSONSyntaxError {
        var error = converted.withUnsafeBufferPointer { JSONSyntaxError(problem, offset: converted.count, in: $0) }
        error.offset = position
        return error
    }
}
