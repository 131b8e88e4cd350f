// Strings as `JSONEncoder` writes them: `"`, `\` and control characters escaped (the usual short
// escapes, else `\u00XX` in lowercase hex), `/` as `\/` unless asked not to, and everything
// else, DEL and all non-ASCII characters included, as it is. `JSONWriter` escapes in uppercase
// hex and lives in another module, where every append is a call; this is the encoder's hottest loop.

extension ByteBuffer {
    /// Writes `string` quoted and escaped; returns true when anything needed an escape.
    @inline(__always)
    @discardableResult
    mutating func writeEscaped(_ string: String, escapingSlashes: Bool) -> Bool {
        // Native strings, small ones included, lend their UTF-8 without a copy of the string.
        if let escaped = string.utf8.withContiguousStorageIfAvailable({
            writeEscaped(UnsafeRawBufferPointer($0), escapingSlashes: escapingSlashes)
        }) {
            return escaped
        }
        var string = string
        return string.withUTF8 { writeEscaped(UnsafeRawBufferPointer($0), escapingSlashes: escapingSlashes) }
    }

    /// Scans eight bytes at a time; the bytes before the first one that needs an escape are
    /// copied in one piece.
    mutating func writeEscaped(_ bytes: UnsafeRawBufferPointer, escapingSlashes: Bool) -> Bool {
        append(UInt8(ascii: "\""))
        guard let base = bytes.baseAddress else {
            append(UInt8(ascii: "\""))
            return false
        }
        let count = bytes.count
        var index = 0
        var runStart = 0
        var escaped = false
        while index < count {
            let remaining = count - index
            if remaining >= 16 {
                // Sixteen bytes at a time while none needs an escape: most strings have none, or
                // long runs between them.
                let first = firstByteNeedingEscape(
                    in: UnsafeRawPointer(base + index).loadUnaligned(as: SIMD16<UInt8>.self), slashes: escapingSlashes)
                if first == 16 {
                    index += 16
                    continue
                }
                let position = index + first
                if position > runStart { append(UnsafeRawBufferPointer(start: base + runStart, count: position - runStart)) }
                appendEscape(for: bytes[position])
                escaped = true
                index = position + 1
                runStart = index
                continue
            }
            let word: UInt64
            if remaining >= 8 {
                word = base.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            } else {
                // The last few bytes, with a filler that needs no escape above them. Built in a
                // register: a copy through memory would stall the load that reads it back.
                let filler: UInt64 = 0x4141_4141_4141_4141 << UInt64(remaining &* 8)
                if count >= 8 {
                    word = base.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self) >> UInt64((8 &- remaining) &* 8) | filler
                } else {
                    var bytes: UInt64 = 0
                    for offset in 0 ..< remaining {
                        bytes |= UInt64(base.load(fromByteOffset: index &+ offset, as: UInt8.self)) << UInt64(offset &* 8)
                    }
                    word = bytes | filler
                }
            }
            let special = bytesNeedingEscape(word, slashes: escapingSlashes)
            guard special != 0 else {
                index += min(8, remaining)
                continue
            }
            // The lowest marked byte is exact; marks above it may be false, so scanning resumes after it.
            let position = index + special.trailingZeroBitCount >> 3
            if position > runStart { append(UnsafeRawBufferPointer(start: base + runStart, count: position - runStart)) }
            appendEscape(for: bytes[position])
            escaped = true
            index = position + 1
            runStart = index
        }
        if count > runStart { append(UnsafeRawBufferPointer(start: base + runStart, count: count - runStart)) }
        append(UInt8(ascii: "\""))
        return escaped
    }

    private mutating func appendEscape(for byte: UInt8) {
        let short: UInt8
        switch byte {
        case UInt8(ascii: "\""): short = UInt8(ascii: "\"")
        case UInt8(ascii: "\\"): short = UInt8(ascii: "\\")
        case UInt8(ascii: "/"): short = UInt8(ascii: "/")
        case 0x08: short = UInt8(ascii: "b")
        case 0x0C: short = UInt8(ascii: "f")
        case 0x0A: short = UInt8(ascii: "n")
        case 0x0D: short = UInt8(ascii: "r")
        case 0x09: short = UInt8(ascii: "t")
        default:
            let hex: StaticString = "0123456789abcdef"
            append(literal: "\\u00")
            append(hex.utf8Start[Int(byte >> 4)])
            append(hex.utf8Start[Int(byte & 0xF)])
            return
        }
        append(UInt8(ascii: "\\"))
        append(short)
    }
}

/// Marks, in the high bit of each byte, the bytes of a little-endian word that need an escape.
/// The lowest mark is exact; a borrow can add false marks above it.
@inline(__always)
private func bytesNeedingEscape(_ word: UInt64, slashes: Bool) -> UInt64 {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs: UInt64 = 0x8080_8080_8080_8080
    @inline(__always)
    func zeroBytes(_ value: UInt64) -> UInt64 { (value &- ones) & ~value & highs }
    var special = zeroBytes(word ^ (ones &* 0x22)) | zeroBytes(word ^ (ones &* 0x5C)) | ((word &- ones &* 0x20) & ~word & highs)
    if slashes { special |= zeroBytes(word ^ (ones &* 0x2F)) }
    return special
}

/// The position of the first of sixteen bytes that needs an escape, or 16 if none does.
@inline(__always)
private func firstByteNeedingEscape(in bytes: SIMD16<UInt8>, slashes: Bool) -> Int {
    // Concrete vector types throughout: with inferred ones the comparisons fall back to the
    // generic lane-by-lane implementations.
    var special = (bytes .== SIMD16<UInt8>(repeating: 0x22)) .| (bytes .== SIMD16<UInt8>(repeating: 0x5C))
        .| (bytes .< SIMD16<UInt8>(repeating: 0x20))
    if slashes { special = special .| (bytes .== SIMD16<UInt8>(repeating: 0x2F)) }
    // A bit above the sixteen lanes makes 16 the answer when none is set.
    return (UInt32(laneBits(special)) | 0x1_0000).trailingZeroBitCount
}
