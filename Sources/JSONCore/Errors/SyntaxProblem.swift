// What went wrong while scanning, as the scanner knows it. Turning a problem into words
// ("expected …, found …") happens only when an error is thrown, so the scanner's hot path
// carries a small enum and nothing else.

enum SyntaxProblem: Hashable, Sendable {
    case expectedValue
    case expectedFirstKey
    case expectedKey
    case expectedColon
    case expectedCommaOrCloseBracket
    case expectedCommaOrCloseBrace
    case trailingContent
    case invalidLiteral(String)
    case leadingZero
    case expectedDigitAfterMinus
    case expectedFractionDigit
    case expectedExponentDigit
    case unterminatedString(start: Int)
    case controlCharacterInString
    case invalidEscape
    case invalidUnicodeEscape
    case loneHighSurrogate(UInt16)
    case loneLowSurrogate(UInt16)
    case invalidUTF8
    case tooDeep(Int)
    case inputTooLarge
    case unterminatedComment
    case invalidComment
    case invalidJSON5Number
    case invalidJSON5Escape
    case hexadecimalOutOfRange
    case invalidKeyEscape
    case nonFiniteNumber
    /// UTF-16 or UTF-32 input that ends inside a code unit.
    case truncatedCodeUnit(encoding: String, byteCount: Int)
    /// A UTF-16 surrogate without its other half.
    case loneSurrogateUnit(encoding: String, unit: UInt32)
    /// A UTF-32 unit that is no Unicode scalar: a surrogate or above U+10FFFF.
    case invalidCodePoint(encoding: String, value: UInt32)
    /// A key its object has already, at the line and column given (with
    /// `JSONParseOptions.duplicateKeys` refusing them).
    case duplicateKey(key: String, firstLine: Int, firstColumn: Int)

    /// A problem found between tokens, where any unexpected byte may stand.
    var isStructural: Bool {
        switch self {
        case .expectedValue, .expectedFirstKey, .expectedKey, .expectedColon, .expectedCommaOrCloseBracket,
            .expectedCommaOrCloseBrace, .trailingContent, .invalidLiteral, .leadingZero, .expectedDigitAfterMinus,
            .expectedFractionDigit, .expectedExponentDigit, .invalidJSON5Number:
            return true
        default:
            return false
        }
    }

    var kind: JSONSyntaxError.Kind {
        switch self {
        case .expectedValue, .expectedFirstKey, .expectedKey, .expectedColon, .expectedCommaOrCloseBracket,
            .expectedCommaOrCloseBrace, .invalidLiteral:
            return .unexpectedCharacter
        case .trailingContent: return .trailingContent
        case .leadingZero, .expectedDigitAfterMinus, .expectedFractionDigit, .expectedExponentDigit, .invalidJSON5Number,
            .nonFiniteNumber, .hexadecimalOutOfRange:
            return .invalidNumber
        case .unterminatedString, .controlCharacterInString: return .invalidString
        case .invalidEscape, .invalidUnicodeEscape, .invalidJSON5Escape, .invalidKeyEscape: return .invalidEscape
        case .loneHighSurrogate, .loneLowSurrogate: return .loneSurrogate
        case .invalidUTF8: return .invalidUTF8
        case .truncatedCodeUnit, .loneSurrogateUnit, .invalidCodePoint: return .invalidEncoding
        case .tooDeep: return .tooDeeplyNested
        case .inputTooLarge: return .inputTooLarge
        case .unterminatedComment, .invalidComment: return .invalidComment
        case .duplicateKey: return .duplicateKey
        }
    }

    /// The words for what was expected and what was found at `offset`.
    func describe(at offset: Int, in input: UnsafeBufferPointer<UInt8>) -> (expected: String, found: String) {
        let text = InputText(input)
        let found = text.describeToken(at: offset)
        switch self {
        case .expectedValue:
            switch text.previousSignificantByte(before: offset) {
            case nil:
                return ("a JSON value", input.isEmpty ? "an empty input" : found)
            case .colon?:
                return ("a value after ':'", found)
            case .openBracket?:
                return ("a value or ']'", found)
            case .comma?:
                let hint = text.byte(at: offset) == .closeBracket ? trailingCommaHint : ""
                return ("a value after ','" + hint, found)
            default:
                return ("a value", found)
            }
        case .expectedFirstKey:
            return ("a string key or '}' after '{'", found)
        case .expectedKey:
            let hint = text.byte(at: offset) == .closeBrace ? trailingCommaHint : ""
            return ("a string key after ','" + hint, found)
        case .expectedColon:
            return ("':' after an object key", found)
        case .expectedCommaOrCloseBracket:
            return ("',' or ']' after an array element", found)
        case .expectedCommaOrCloseBrace:
            return ("',' or '}' after an object member", found)
        case .trailingContent:
            return ("the end of the input after the top-level value", found)
        case .invalidLiteral(let literal):
            return ("'\(literal)'", found)
        case .leadingZero:
            return ("the end of the number after a leading 0 (JSON numbers have no leading zeros)", found)
        case .expectedDigitAfterMinus:
            return ("a digit after '-'", found)
        case .expectedFractionDigit:
            return ("a digit after the decimal point", found)
        case .expectedExponentDigit:
            return ("a digit in the exponent", found)
        case .unterminatedString(let start):
            let (line, column) = text.lineAndColumn(of: start)
            let quote = text.byte(at: start) == .apostrophe ? "'" : "\""
            return ("'\(quote)' to close the string that starts at line \(line), column \(column)", found)
        case .controlCharacterInString:
            let byte = text.byte(at: offset) ?? 0
            return ("the escape \(escapeSuggestion(for: byte))", "\(text.describeControl(byte)) in a string")
        case .invalidEscape:
            let hint =
                text.byte(at: offset + 1) == .apostrophe
                ? " (\\' is accepted only with JSONParseOptions.allowsEscapedApostrophes)" : ""
            let found: String
            switch text.byte(at: offset + 1) {
            case nil: found = "'\\' at the end of the input"
            case let next? where next < .space: found = "'\\' followed by \(text.describeControl(next))"
            default: found = "'\(text.visibleText(from: offset, maximumCount: 2))'"
            }
            return ("one of the escapes \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX" + hint, found)
        case .invalidUnicodeEscape:
            return ("four hexadecimal digits after \\u", text.describeEscapeText(at: offset))
        case .hexadecimalOutOfRange:
            return ("a hexadecimal number below 2^1024, the limit of Double", "one of \(text.hexadecimalDigitCount(at: offset)) hexadecimal digits")
        case .invalidJSON5Escape:
            switch text.byte(at: offset + 1) {
            case nil:
                return ("a character after '\\'", "the end of the input")
            case .lowercaseX?:
                return ("two hexadecimal digits after \\x", "'\(text.visibleText(from: offset, maximumCount: 4))'")
            default:
                return (
                    "an escape other than a digit (JSON5 has no octal escapes; \\0 is U+0000 when no digit follows)",
                    "'\(text.visibleText(from: offset, maximumCount: 3))'"
                )
            }
        case .invalidKeyEscape:
            return ("\\uXXXX, the only escape in a key without quotes", "'\(text.visibleText(from: offset, maximumCount: 2))'")
        case .loneHighSurrogate(let unit):
            return (
                "a low surrogate \\uDC00–\\uDFFF after the high surrogate \\u\(hex(unit))",
                // Another escape is named whole: its backslash alone would look like the right start.
                text.byte(at: offset + 6) == .backslash
                    ? "'\(text.visibleText(from: offset + 6, maximumCount: 6))'" : text.describeToken(at: offset + 6)
            )
        case .loneLowSurrogate(let unit):
            return ("a high surrogate \\uD800–\\uDBFF before it", "the lone low surrogate \\u\(hex(unit))")
        case .invalidUTF8:
            return ("valid UTF-8", text.describeInvalidUTF8(at: offset))
        case .truncatedCodeUnit(let encoding, let byteCount):
            return (
                "whole \(encoding) code units (the input was read as \(encoding) from its first bytes)",
                "\(byteCount == 1 ? "a single byte" : "\(byteCount) bytes") at the end of the input"
            )
        case .loneSurrogateUnit(let encoding, let unit):
            let half = unit < 0xDC00 ? "high" : "low"
            let other = unit < 0xDC00 ? "a low surrogate after it" : "a high surrogate before it"
            return ("well-formed \(encoding): \(other)", "the lone \(half) surrogate 0x\(hex(UInt16(truncatingIfNeeded: unit)))")
        case .invalidCodePoint(let encoding, let value):
            let digits = String(value, radix: 16, uppercase: true)
            return (
                "well-formed \(encoding): a Unicode scalar value",
                "0x\(String(repeating: "0", count: max(0, 8 - digits.count)) + digits), which is no Unicode scalar"
            )
        case .tooDeep(let maximum):
            return (
                "at most \(maximum) nested arrays and objects (JSONParseOptions.maximumDepth)",
                "\(found) opening level \(maximum + 1)"
            )
        case .inputTooLarge:
            return ("an input of at most 4 GiB", "\(input.count) bytes")
        case .unterminatedComment:
            return ("'*/' to close the comment", "the end of the input")
        case .invalidComment:
            return ("'//' or '/*' to start a comment", "'\(text.visibleText(from: offset, maximumCount: 2))'")
        case .duplicateKey(let key, let line, let column):
            return ("each key once in an object", "\(quotedKey(key)) again (first at line \(line), column \(column))")
        case .invalidJSON5Number:
            return ("a JSON5 number (digits, 0x and hexadecimal digits, Infinity or NaN, with an optional sign)", found)
        case .nonFiniteNumber:
            return (
                "a finite number (a JSONValue cannot hold Infinity or NaN; JSONModelDecoder reads them into Double)",
                "'\(text.visibleText(from: offset, maximumCount: text.nonFiniteLiteralLength(at: offset)))'"
            )
        }
    }

    /// A key in double quotes with JSON's escapes, shortened past 60 characters.
    private func quotedKey(_ key: String) -> String {
        var text = "\""
        for scalar in (key.count > 60 ? String(key.prefix(60)) : key).unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F: text += "\\u" + hex(UInt16(scalar.value))
            default: text.unicodeScalars.append(scalar)
            }
        }
        return text + (key.count > 60 ? "…\"" : "\"")
    }

    private var trailingCommaHint: String { " (a trailing comma is accepted only with JSONParseOptions.allowsTrailingCommas)" }

    private func escapeSuggestion(for byte: UInt8) -> String {
        switch byte {
        case .lineFeed: return "\\n"
        case .carriageReturn: return "\\r"
        case .tab: return "\\t"
        case 0x08: return "\\b"
        case 0x0C: return "\\f"
        default: return "\\u00" + hex(UInt16(byte)).suffix(2)
        }
    }
}

/// Four upper-case hexadecimal digits.
func hex(_ value: UInt16) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
}

/// The 1-based line and column of a byte offset in `bytes` (lines end at LF, CR LF or CR;
/// columns count characters), for messages that point into the input.
package func sourceLocation(of offset: Int, in bytes: UnsafeRawBufferPointer) -> (line: Int, column: Int) {
    InputText(bytes.bindMemory(to: UInt8.self)).lineAndColumn(of: offset)
}

/// Reads around an error position to describe it in words. Used only on the error path.
struct InputText {
    let bytes: UnsafeBufferPointer<UInt8>

    init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    func byte(at offset: Int) -> UInt8? {
        offset >= 0 && offset < bytes.count ? bytes[offset] : nil
    }

    /// The last byte before `offset` that is not whitespace, if any.
    func previousSignificantByte(before offset: Int) -> UInt8? {
        var i = min(offset, bytes.count) - 1
        while i >= 0 {
            if !bytes[i].isJSONWhitespace { return bytes[i] }
            i -= 1
        }
        return nil
    }

    /// 1-based line and column; lines end at LF, CR LF or a lone CR; columns count characters.
    func lineAndColumn(of offset: Int) -> (line: Int, column: Int) {
        let (line, lineStart) = lineStart(of: offset)
        let prefix = UnsafeBufferPointer(rebasing: bytes[lineStart ..< min(offset, bytes.count)])
        return (line, String(decoding: prefix, as: UTF8.self).count + 1)
    }

    /// The 1-based line number of `offset` and the offset where that line starts.
    func lineStart(of offset: Int) -> (line: Int, start: Int) {
        var line = 1
        var start = 0
        var i = 0
        let limit = min(offset, bytes.count)
        while i < limit {
            let byte = bytes[i]
            if byte == .lineFeed {
                line += 1
                start = i + 1
            } else if byte == .carriageReturn {
                if i + 1 < bytes.count && bytes[i + 1] == .lineFeed {
                    if i + 1 < limit { i += 1 } else { break }
                }
                line += 1
                start = i + 1
            }
            i += 1
        }
        return (line, start)
    }

    /// The offset just past the last byte of the line that starts at `start`.
    func lineEnd(from start: Int) -> Int {
        var i = start
        while i < bytes.count && bytes[i] != .lineFeed && bytes[i] != .carriageReturn { i += 1 }
        return i
    }

    /// Up to `maximumCount` characters from `offset`, made printable.
    func visibleText(from offset: Int, maximumCount: Int) -> String {
        guard offset < bytes.count else { return "" }
        let tail = UnsafeBufferPointer(rebasing: bytes[offset ..< min(bytes.count, offset + maximumCount * 4)])
        return String(String(decoding: tail, as: UTF8.self).prefix(maximumCount))
    }

    /// "the end of the input", "'}'", "'undefined'", "a line feed", "'é'" …
    func describeToken(at offset: Int) -> String {
        guard let first = byte(at: offset) else { return "the end of the input" }
        if first.isASCIILetter {
            var end = offset
            while end < bytes.count && end - offset < 24 && (bytes[end].isASCIILetter || bytes[end].isDigit) {
                end += 1
            }
            let word = String(decoding: UnsafeBufferPointer(rebasing: bytes[offset ..< end]), as: UTF8.self)
            return end == bytes.count ? "'\(word)' at the end of the input" : "'\(word)'"
        }
        switch first {
        case .space: return "a space"
        case .apostrophe: return "an apostrophe (')"
        case 0x21 ... 0x7E: return "'\(Character(Unicode.Scalar(first)))'"
        case 0x80 ... 0xFF:
            if let scalar = decodeScalar(at: offset) {
                return "'\(Character(scalar))' (U+\(hex(scalar)))"
            }
            return describeInvalidUTF8(at: offset)
        default: return describeControl(first)
        }
    }

    func describeControl(_ byte: UInt8) -> String {
        switch byte {
        case .lineFeed: return "a raw line feed (U+000A)"
        case .carriageReturn: return "a raw carriage return (U+000D)"
        case .tab: return "a raw tab (U+0009)"
        default: return "the control character U+\(hex(UInt16(byte)))"
        }
    }

    /// The number of digits of the hexadecimal number (with its sign and `0x`) at `offset`.
    func hexadecimalDigitCount(at offset: Int) -> Int {
        var position = offset
        while let byte = byte(at: position), byte == .plus || byte == .minus { position += 1 }
        position += 2
        let first = position
        while let byte = byte(at: position), byte.hexDigitValue != nil { position += 1 }
        return position - first
    }

    /// The length of `Infinity` or `NaN` at `offset`, with its sign.
    func nonFiniteLiteralLength(at offset: Int) -> Int {
        let sign = byte(at: offset) == .plus || byte(at: offset) == .minus ? 1 : 0
        return sign + (byte(at: offset + sign) == .uppercaseI ? 8 : 3)
    }

    func describeEscapeText(at offset: Int) -> String {
        let text = visibleText(from: offset, maximumCount: 6)
        return text.count < 6 && offset + text.utf8.count >= bytes.count
            ? "'\(text)' at the end of the input" : "'\(text)'"
    }

    /// A valid UTF-8 scalar starting at `offset`, if there is one.
    func decodeScalar(at offset: Int) -> Unicode.Scalar? {
        let tail = UnsafeBufferPointer(rebasing: bytes[offset ..< min(bytes.count, offset + 4)])
        var iterator = tail.makeIterator()
        var decoder = UTF8()
        if case .scalarValue(let scalar) = decoder.decode(&iterator) { return scalar }
        return nil
    }

    /// Names the invalid UTF-8 sequence at `offset` precisely.
    func describeInvalidUTF8(at offset: Int) -> String {
        guard let lead = byte(at: offset) else { return "the end of the input" }
        let second = byte(at: offset + 1)
        func bytesText(_ count: Int) -> String {
            (offset ..< min(bytes.count, offset + count)).map { "0x" + hex(UInt16(bytes[$0])).suffix(2) }
                .joined(separator: " ")
        }
        let expectedLength: Int
        switch lead {
        case 0x80 ... 0xBF:
            return "the continuation byte \(bytesText(1)) without a lead byte"
        case 0xC0, 0xC1:
            return "the overlong encoding \(bytesText(2))"
        case 0xF5 ... 0xFF:
            return "the byte \(bytesText(1)), which never appears in UTF-8"
        case 0xE0 where second.map { $0 >= 0x80 && $0 < 0xA0 } ?? false,
            0xF0 where second.map { $0 >= 0x80 && $0 < 0x90 } ?? false:
            return "the overlong encoding \(bytesText(lead == 0xE0 ? 3 : 4))"
        case 0xED where second.map { $0 >= 0xA0 && $0 <= 0xBF } ?? false:
            return "the UTF-8 encoded surrogate \(bytesText(3))"
        case 0xF4 where second.map { $0 >= 0x90 && $0 <= 0xBF } ?? false:
            return "the sequence \(bytesText(4)), which encodes a code point above U+10FFFF"
        case 0xC2 ... 0xDF: expectedLength = 2
        case 0xE0 ... 0xEF: expectedLength = 3
        default: expectedLength = 4
        }
        var valid = 1
        while valid < expectedLength, let next = byte(at: offset + valid), next & 0xC0 == 0x80 { valid += 1 }
        let cause = offset + valid >= bytes.count ? "cut off by the end of the input" : "cut short"
        return "the \(expectedLength)-byte sequence \(bytesText(valid)) \(cause)"
    }
}

extension UInt8 {
    var isASCIILetter: Bool { (self | 0x20) >= 0x61 && (self | 0x20) <= 0x7A }
}

func hex(_ scalar: Unicode.Scalar) -> String {
    let digits = String(scalar.value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
}
