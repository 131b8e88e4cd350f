// The UTF-8 bytes of a query, a JSON Pointer or a key path, read one byte at a time with the
// position of every error. Shared by the three parsers; reads no `Character`s.

struct QueryReader {
    let text: String
    let bytes: [UInt8]
    var position = 0
    /// How the end of the text is named in messages: `end of query`, `end of pointer`.
    let endName: String

    init(_ text: String, endName: String) {
        self.text = text
        bytes = Array(text.utf8)
        self.endName = endName
    }

    var isAtEnd: Bool { position >= bytes.count }

    /// The byte at the position, or nil at the end.
    @inline(__always)
    var peek: UInt8? { position < bytes.count ? bytes[position] : nil }

    /// The byte `distance` bytes after the position, or nil past the end.
    @inline(__always)
    func peek(_ distance: Int) -> UInt8? {
        let index = position + distance
        return index >= 0 && index < bytes.count ? bytes[index] : nil
    }

    @inline(__always)
    func byte(at index: Int) -> UInt8? { index >= 0 && index < bytes.count ? bytes[index] : nil }

    /// Moves past `byte` if it is next.
    @inline(__always)
    mutating func skip(_ byte: UInt8) -> Bool {
        guard peek == byte else { return false }
        position += 1
        return true
    }

    /// Moves past the blanks of RFC 9535 (space, tab, line feed, carriage return).
    @inline(__always)
    mutating func skipWhitespace() {
        while let byte = peek, byte.isJSONWhitespace { position += 1 }
    }

    /// The text of `range` of the bytes.
    func string(_ range: Range<Int>) -> String {
        let clamped = max(0, range.lowerBound) ..< min(bytes.count, max(range.upperBound, range.lowerBound))
        return String(decoding: bytes[clamped], as: UTF8.self)
    }

    // MARK: - Errors

    /// An error at `offset` (the position by default), naming what stands there.
    @inline(never)
    func error(_ kind: JSONQueryError.Kind, expected: String, at offset: Int? = nil, found: String? = nil) -> JSONQueryError {
        let offset = offset ?? position
        return JSONQueryError(kind, text: text, offset: offset, expected: expected, found: found ?? describe(at: offset))
    }

    /// What stands at `offset`, in words: `'x'`, `a space`, `end of query`.
    func describe(at offset: Int) -> String {
        guard let byte = byte(at: offset) else { return endName }
        switch byte {
        case .space: return "a space"
        case .tab: return "a tab"
        case .lineFeed: return "a line feed"
        case .carriageReturn: return "a carriage return"
        case ..<0x20, 0x7F: return "the control character \(Self.codePoint(UInt32(byte)))"
        case .apostrophe: return "an apostrophe (')"
        default:
            return "'\(scalar(at: offset).map { String(Character($0)) } ?? "?")'"
        }
    }

    /// The Unicode scalar whose UTF-8 sequence starts at `offset` (the text is valid UTF-8).
    func scalar(at offset: Int) -> Unicode.Scalar? {
        guard let lead = byte(at: offset) else { return nil }
        let length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
        var decoder = UTF8()
        var iterator = bytes[offset ..< min(bytes.count, offset + length)].makeIterator()
        if case .scalarValue(let scalar) = decoder.decode(&iterator) { return scalar }
        return nil
    }

    /// `U+000A`.
    static func codePoint(_ value: UInt32) -> String {
        let hex = String(value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    // MARK: - Integers

    /// The indexes and slice bounds of RFC 9535 (§2.1): the I-JSON range, ±(2^53 − 1).
    static let exactIntegers: ClosedRange<Int64> = -9_007_199_254_740_991 ... 9_007_199_254_740_991

    /// Reads `0` or `-`? a digit 1-9 and more digits, within `range` (`-0` and leading zeros refused);
    /// `what` names the number in messages: `an index`.
    mutating func readInteger(in range: ClosedRange<Int64>, what: String) throws(JSONQueryError) -> Int64 {
        let start = position
        let negative = skip(.minus)
        guard let first = peek, first.isDigit else {
            throw error(.invalidNumber, expected: negative ? "a digit after '-'" : what)
        }
        if first == .zero {
            if negative {
                throw error(.invalidNumber, expected: "\(what) other than -0 (zero has no sign)", at: start,
                    found: "'\(string(start ..< digitsEnd(from: position)))'")
            }
            if let next = peek(1), next.isDigit {
                throw error(.invalidNumber, expected: "\(what) without leading zeros", at: start,
                    found: "'\(string(start ..< digitsEnd(from: position)))'")
            }
            position += 1
            return 0
        }
        // The magnitude allowed: up to the bound on this side (Int64.min's is one past Int64.max).
        let limit: UInt64
        if negative {
            limit = range.lowerBound < 0 ? UInt64(-(range.lowerBound + 1)) + 1 : 0
        } else {
            limit = UInt64(max(0, range.upperBound))
        }
        var magnitude: UInt64 = 0
        var outOfRange = false
        while let byte = peek, byte.isDigit {
            if !outOfRange {
                let (times10, overflow1) = magnitude.multipliedReportingOverflow(by: 10)
                let (sum, overflow2) = times10.addingReportingOverflow(UInt64(byte &- .zero))
                if overflow1 || overflow2 || sum > limit { outOfRange = true } else { magnitude = sum }
            }
            position += 1
        }
        guard !outOfRange else {
            let digits = string(start ..< position)
            let shown = digits.utf8.count > 40 ? String(digits.prefix(40)) + "…" : digits
            throw error(.invalidNumber, expected: "\(what) from \(range.lowerBound) to \(range.upperBound)", at: start, found: shown)
        }
        // In range: a negative magnitude is at most 2^63, whose negation is Int64.min.
        return negative ? Int64(truncatingIfNeeded: 0 &- magnitude) : Int64(magnitude)
    }

    private func digitsEnd(from index: Int) -> Int {
        var end = index
        while let byte = byte(at: end), byte.isDigit { end += 1 }
        return end
    }

    // MARK: - Strings

    /// Reads a string literal in single or double quotes (RFC 9535 §2.3.1.1); with
    /// `allowsSingleQuotes` false, only JSON's double-quoted strings, whose escapes are the same.
    mutating func readQuotedString(allowsSingleQuotes: Bool = true) throws(JSONQueryError) -> String {
        let start = position
        guard let quote = peek, quote == .quote || (allowsSingleQuotes && quote == .apostrophe) else {
            throw error(.unexpectedCharacter, expected: allowsSingleQuotes ? "a quoted name" : "'\"' to start a key")
        }
        position += 1
        var utf8: [UInt8] = []
        while true {
            guard let byte = peek else {
                let column = JSONQueryError.column(of: start, in: text)
                let closing = quote == .apostrophe ? "an apostrophe (')" : "'\"'"
                throw error(.invalidString, expected: "\(closing) to close the string that starts at column \(column)")
            }
            if byte == quote {
                position += 1
                return String(decoding: utf8, as: UTF8.self)
            }
            if byte == .backslash {
                try readEscape(quote: quote, into: &utf8)
                continue
            }
            if byte < 0x20 {
                throw error(.invalidString, expected: "the escape \(Self.escapeSuggestion(for: byte))",
                    found: "\(describe(at: position)) in a string")
            }
            utf8.append(byte)
            position += 1
        }
    }

    private mutating func readEscape(quote: UInt8, into utf8: inout [UInt8]) throws(JSONQueryError) {
        let start = position
        position += 1
        guard let letter = peek else {
            throw error(.invalidString, expected: escapesExpected(quote: quote), at: start, found: "'\\' at the \(endName)")
        }
        switch letter {
        case .lowercaseB: utf8.append(0x08)
        case .lowercaseF: utf8.append(0x0C)
        case .lowercaseN: utf8.append(.lineFeed)
        case .lowercaseR: utf8.append(.carriageReturn)
        case .lowercaseT: utf8.append(.tab)
        case .slash, .backslash: utf8.append(letter)
        case quote: utf8.append(letter)
        case .lowercaseU:
            position += 1
            let value = try readEscapedScalar(escapeStart: start)
            guard let scalar = Unicode.Scalar(value) else {
                throw error(.invalidString, expected: "a Unicode scalar", at: start)
            }
            utf8.append(contentsOf: String(Character(scalar)).utf8)
            return
        default:
            let shown = letter < 0x20 ? "'\\' followed by \(describe(at: position))" : "'\\\(scalar(at: position).map { String(Character($0)) } ?? "?")'"
            throw error(.invalidString, expected: escapesExpected(quote: quote), at: start, found: shown)
        }
        position += 1
    }

    private func escapesExpected(quote: UInt8) -> String {
        let quoteEscape = quote == .apostrophe ? "\\'" : "\\\""
        return "one of the escapes \\b \\f \\n \\r \\t \\/ \\\\ \(quoteEscape) \\uXXXX"
    }

    /// Reads the four hexadecimal digits after `\u` and, for a high surrogate, the `\uXXXX` of
    /// its low surrogate; returns the scalar value.
    private mutating func readEscapedScalar(escapeStart: Int) throws(JSONQueryError) -> UInt32 {
        let high = try readHexQuad(escapeStart: escapeStart)
        switch high {
        case 0xDC00 ... 0xDFFF:
            throw error(.invalidString, expected: "a high surrogate \\uD800–\\uDBFF before a low surrogate",
                at: escapeStart, found: "the lone low surrogate '\(string(escapeStart ..< position))'")
        case 0xD800 ... 0xDBFF:
            let lowStart = position
            let expected = "a low surrogate \\uDC00–\\uDFFF after the high surrogate \(string(escapeStart ..< position))"
            guard peek == .backslash, peek(1) == .lowercaseU else {
                throw error(.invalidString, expected: expected, at: lowStart)
            }
            position += 2
            let low = try readHexQuad(escapeStart: lowStart)
            guard (0xDC00 ... 0xDFFF).contains(low) else {
                throw error(.invalidString, expected: expected, at: lowStart, found: "'\(string(lowStart ..< position))'")
            }
            return 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
        default:
            return high
        }
    }

    private mutating func readHexQuad(escapeStart: Int) throws(JSONQueryError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0 ..< 4 {
            guard let digit = peek?.hexDigitValue else {
                let end = min(bytes.count, position + 1)
                throw error(.invalidString, expected: "four hexadecimal digits after \\u", at: escapeStart,
                    found: isAtEnd ? "'\(string(escapeStart ..< end))' at the \(endName)" : "'\(string(escapeStart ..< end))'")
            }
            value = value << 4 | UInt32(digit)
            position += 1
        }
        return value
    }

    /// The escape that writes a control character in a string: `\n`, or `\u0001`.
    static func escapeSuggestion(for byte: UInt8) -> String {
        switch byte {
        case 0x08: return "\\b"
        case 0x0C: return "\\f"
        case .lineFeed: return "\\n"
        case .carriageReturn: return "\\r"
        case .tab: return "\\t"
        default:
            let hex = String(byte, radix: 16, uppercase: true)
            return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        }
    }
}

extension UInt8 {
    /// An ASCII lowercase letter.
    @inline(__always)
    var isLowercaseLetter: Bool { self &- 0x61 < 26 }
}
