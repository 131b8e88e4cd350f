// Decoding a string's raw text (already validated by the scanner) into a Swift String.

/// A string made from bytes that are known to be valid UTF-8: the scanner checked them, or
/// ``decodeEscapedString(_:)`` encoded them. Where the standard library offers it, the bytes are
/// copied without being validated a second time.
@inline(__always)
package func makeString(validUTF8 bytes: UnsafeRawBufferPointer, isASCII: Bool) -> String {
    // `UTF8Span` and the `unsafe` expression came with Swift 6.2; the package builds with 6.1.
    #if compiler(>=6.2)
    if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) {
        let span = Span<UInt8>(_unsafeBytes: bytes)
        return String(copying: unsafe UTF8Span(unchecked: span, isKnownASCII: isASCII))
    }
    #endif
    return String(decoding: bytes, as: UTF8.self)
}

/// The decoded text of a string token's raw content (the bytes between its quotes).
@inline(__always)
package func decodeStringContent(_ raw: UnsafeRawBufferPointer, entry: TapeEntry) -> String {
    if entry.isJSON5 && entry.hasEscapes { return decodeJSON5EscapedString(raw) }
    return entry.hasEscapes
        ? decodeEscapedString(raw, rawIsASCII: !entry.hasNonASCII) : makeString(validUTF8: raw, isASCII: !entry.hasNonASCII)
}

/// Decodes string content that contains backslash escapes. The bytes passed the scanner, so
/// every escape is well formed; a lone surrogate (accepted only by lenient parsing) becomes U+FFFD.
/// `rawIsASCII` says the raw text has no byte ≥ 0x80, as the scanner recorded.
@inline(never)
package func decodeEscapedString(_ raw: UnsafeRawBufferPointer, rawIsASCII: Bool = false) -> String {
    // Decoded text is never longer than its escaped form: `\uXXXX` (6 bytes) is at most 3 UTF-8
    // bytes, a surrogate pair (12 bytes) is 4, and a lone surrogate's U+FFFD is 3. It is decoded
    // into scratch space (on the stack when small) and copied into the string from there: the
    // result is valid UTF-8 by construction and needs no second check.
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: raw.count) { output in
        var isASCII = rawIsASCII
        let written = decodeEscapes(raw, into: output, isASCII: &isASCII)
        return makeString(validUTF8: UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(output)[..<written]), isASCII: isASCII)
    }
}

/// Writes the decoded form of `raw` into `output`, which has room for `raw.count` bytes, and
/// returns the number of bytes written; clears `isASCII` when a `\u` escape makes a non-ASCII character.
@inline(__always)
private func decodeEscapes(
    _ raw: UnsafeRawBufferPointer, into output: UnsafeMutableBufferPointer<UInt8>, isASCII: inout Bool
) -> Int {
    guard let rawSource = raw.baseAddress, let destination = output.baseAddress else { return 0 }
    let source = rawSource.assumingMemoryBound(to: UInt8.self)
    var read = 0
    var written = 0
    let count = raw.count
    while read < count {
        guard source[read] == .backslash else {
            // Copy the run up to the next backslash in one go, finding it eight bytes at a time.
            var runEnd = read + 1
            while count - runEnd >= 8 {
                let backslashes = backslashBytes(UnsafeRawPointer(source + runEnd).loadUnaligned(as: UInt64.self))
                if backslashes != 0 {
                    runEnd += backslashes.trailingZeroBitCount &>> 3
                    break
                }
                runEnd += 8
            }
            while runEnd < count && source[runEnd] != .backslash { runEnd += 1 }
            let run = runEnd - read
            UnsafeMutableRawPointer(destination + written).copyMemory(from: source + read, byteCount: run)
            read = runEnd
            written += run
            continue
        }
        let escaped = source[read + 1]
        read += 2
        switch escaped {
        case .lowercaseB: output[written] = 0x08
        case .lowercaseF: output[written] = 0x0C
        case .lowercaseN: output[written] = .lineFeed
        case .lowercaseR: output[written] = .carriageReturn
        case .lowercaseT: output[written] = .tab
        case .lowercaseU:
            let scalar = unicodeEscape(raw, at: &read)
            if scalar >= 0x80 { isASCII = false }
            written += encodeUTF8(scalar, into: output, at: written)
            continue
        default:
            // \" \\ \/ and, when allowed, \'
            output[written] = escaped
        }
        written += 1
    }
    return written
}

/// Decodes string content in JSON5 syntax with escapes: JSON's, and `\'`, `\v`, `\0`, `\xHH`,
/// a backslash before a line break (which leaves both out) and before any other character
/// (which stands for itself). The scanner checked them.
@inline(never)
package func decodeJSON5EscapedString(_ raw: UnsafeRawBufferPointer) -> String {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: raw.count) { output in
        var read = 0
        var written = 0
        let count = raw.count
        while read < count {
            let byte = raw[read]
            guard byte == .backslash, read + 1 < count else {
                output[written] = byte
                written += 1
                read += 1
                continue
            }
            let escaped = raw[read + 1]
            read += 2
            switch escaped {
            case .lowercaseB: output[written] = 0x08
            case .lowercaseF: output[written] = 0x0C
            case .lowercaseN: output[written] = .lineFeed
            case .lowercaseR: output[written] = .carriageReturn
            case .lowercaseT: output[written] = .tab
            case .lowercaseV: output[written] = 0x0B
            case .zero: output[written] = 0
            case .lineFeed:
                continue
            case .carriageReturn:
                if read < count && raw[read] == .lineFeed { read += 1 }
                continue
            case .lowercaseX:
                let scalar = UInt32(hexValue(raw, at: read, digits: 2))
                read += 2
                written += encodeUTF8(scalar, into: output, at: written)
                continue
            case .lowercaseU:
                written += encodeUTF8(unicodeEscape(raw, at: &read), into: output, at: written)
                continue
            case 0xE2 where read + 1 < count && raw[read] == 0x80 && (raw[read + 1] == 0xA8 || raw[read + 1] == 0xA9):
                // A line or paragraph separator after a backslash continues the line.
                read += 2
                continue
            default:
                // \" \\ \/ \' and any other character, as itself (its other UTF-8 bytes follow as they are).
                output[written] = escaped
            }
            written += 1
        }
        return makeString(validUTF8: UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(output)[..<written]), isASCII: false)
    }
}

/// Marks (with the byte's high bit) the backslashes in a little-endian word; the lowest mark is exact.
@inline(__always)
private func backslashBytes(_ word: UInt64) -> UInt64 {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let difference = word ^ (ones &* UInt64(UInt8.backslash))
    return (difference &- ones) & ~difference & (ones &* 0x80)
}

/// The scalar of the `\\uXXXX` escape whose hexadecimal digits start at `read`, joined with a
/// following low-surrogate escape into one scalar; a lone surrogate is U+FFFD. Moves `read`
/// past what it used.
@inline(__always)
private func unicodeEscape(_ raw: UnsafeRawBufferPointer, at read: inout Int) -> UInt32 {
    var scalar = UInt32(hexValue(raw, at: read))
    read += 4
    if scalar >= 0xD800 && scalar <= 0xDBFF, read + 6 <= raw.count, raw[read] == .backslash, raw[read + 1] == .lowercaseU {
        let low = UInt32(hexValue(raw, at: read + 2))
        if low >= 0xDC00 && low <= 0xDFFF {
            scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
            read += 6
        }
    }
    return scalar >= 0xD800 && scalar <= 0xDFFF ? 0xFFFD : scalar
}

@inline(__always)
private func hexValue(_ raw: UnsafeRawBufferPointer, at offset: Int, digits: Int = 4) -> UInt16 {
    var value: UInt16 = 0
    for i in offset ..< offset + digits {
        value = value << 4 | UInt16(raw[i].hexDigitValue ?? 0)
    }
    return value
}

/// Writes `scalar` as UTF-8 and returns the number of bytes written.
@inline(__always)
private func encodeUTF8(_ scalar: UInt32, into output: UnsafeMutableBufferPointer<UInt8>, at index: Int) -> Int {
    switch scalar {
    case 0 ..< 0x80:
        output[index] = UInt8(scalar)
        return 1
    case 0x80 ..< 0x800:
        output[index] = UInt8(0xC0 | scalar >> 6)
        output[index + 1] = UInt8(0x80 | scalar & 0x3F)
        return 2
    case 0x800 ..< 0x10000:
        output[index] = UInt8(0xE0 | scalar >> 12)
        output[index + 1] = UInt8(0x80 | scalar >> 6 & 0x3F)
        output[index + 2] = UInt8(0x80 | scalar & 0x3F)
        return 3
    default:
        output[index] = UInt8(0xF0 | scalar >> 18)
        output[index + 1] = UInt8(0x80 | scalar >> 12 & 0x3F)
        output[index + 2] = UInt8(0x80 | scalar >> 6 & 0x3F)
        output[index + 3] = UInt8(0x80 | scalar & 0x3F)
        return 4
    }
}
