// Decoding a string's raw text (already validated by the scanner) into a Swift String.

/// Decodes string content that contains backslash escapes. The bytes passed the scanner, so
/// every escape is well formed; a lone surrogate (accepted only by lenient parsing) becomes U+FFFD.
@inline(never)
package func decodeEscapedString(_ raw: UnsafeRawBufferPointer) -> String {
    // Decoded text is never longer than its escaped form: `\uXXXX` (6 bytes) is at most 3 UTF-8
    // bytes, a surrogate pair (12 bytes) is 4, and a lone surrogate's U+FFFD is 3.
    String(unsafeUninitializedCapacity: raw.count) { output in
        guard let source = raw.baseAddress, let destination = output.baseAddress else { return 0 }
        var read = 0
        var written = 0
        let count = raw.count
        while read < count {
            let byte = raw[read]
            guard byte == .backslash else {
                // Copy the run up to the next backslash in one go.
                var runEnd = read + 1
                while runEnd < count && raw[runEnd] != .backslash { runEnd += 1 }
                let run = runEnd - read
                UnsafeMutableRawPointer(destination + written).copyMemory(from: source + read, byteCount: run)
                read = runEnd
                written += run
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
            case .lowercaseU:
                var scalar = UInt32(hexValue(raw, at: read))
                read += 4
                if scalar >= 0xD800 && scalar <= 0xDBFF, read + 6 <= count, raw[read] == .backslash,
                    raw[read + 1] == .lowercaseU
                {
                    let low = UInt32(hexValue(raw, at: read + 2))
                    if low >= 0xDC00 && low <= 0xDFFF {
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                        read += 6
                    }
                }
                if scalar >= 0xD800 && scalar <= 0xDFFF { scalar = 0xFFFD }
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
}

@inline(__always)
private func hexValue(_ raw: UnsafeRawBufferPointer, at offset: Int) -> UInt16 {
    var value: UInt16 = 0
    for i in offset ..< offset + 4 {
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
