// Reading one JSON document of any size in bounded memory: the document, handed over in
// chunks, is cut at commas into windows of about a megabyte, and each window is made into a
// document of its own that the scanner reads — the containers still open where the window
// starts are opened again before it, those open where it ends are closed after it — so that
// every rule of the scanner (and of its lenient and JSON5 dialects) applies to the whole
// document without a second implementation of the grammar.
//
// A window's text is `prefix + content + suffix`:
// - the prefix opens the containers open at the content's start, outermost first; the
//   innermost gets a stand-in first member and a comma (`[0,` or `{"":0,`), so that what
//   follows is read as it is in the document: after a comma (a strict reader then still
//   refuses `[1,]`); the others lead into the next one (`[` or `{"":`);
// - the content is the document's bytes from just after a comma to just before the next comma
//   (or its start and end);
// - the suffix goes on from that comma with a stand-in last member (`,0]` or `,"":0}`) and
//   closes the other open containers, innermost first.
// The structure is followed with a small state (depth, in a string, after a backslash, in a
// comment); anything it cannot follow (a closing bracket of the wrong kind, one too many) is
// left to the scanner, which reports it in the window where it is.

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#elseif canImport(ucrt)
import ucrt
#elseif canImport(WASILibc)
import WASILibc
#endif

/// A window of a document: a text the scanner can read on its own, and where its content
/// stands in the document.
package struct DocumentWindow {
    /// `prefix + content + suffix`.
    package var text: [UInt8] = []
    /// The bytes of the prefix, all ASCII on one line.
    package var prefixLength = 0
    /// Where the suffix begins in ``text``.
    package var contentEnd = 0
    /// The containers open at the content's start, outermost first (true for an object).
    package var openAtStart: [Bool] = []
    /// The containers open at the content's end, outermost first.
    package var openAtEnd: [Bool] = []
    /// Where the content begins in the document.
    package var start = JSONStreamPosition(offset: 0, line: 1, column: 1)
    /// The end of the document's line before the content, for excerpts of errors on the
    /// content's first line (at most ``DocumentWindows/excerptBytes`` bytes).
    package var lineBefore: [UInt8] = []
    /// Whether this is the document's first window, and its last.
    package var isFirst = true
    package var isLast = false

    /// The content, in ``text``.
    package var contentRange: Range<Int> { prefixLength ..< contentEnd }

    /// A syntax error found in ``text``, with its offset, line, column and excerpt moved to the
    /// document's.
    package func relocate(_ error: JSONSyntaxError) -> JSONSyntaxError {
        let contentOffset = min(max(error.offset, prefixLength), contentEnd)
        let offset = start.offset + contentOffset - prefixLength
        // The line of the error within the content, and where that line begins.
        let (breaks, lastBreak) = text.withUnsafeBytes {
            DocumentWindows.lineBreaks(in: UnsafeRawBufferPointer(rebasing: $0[prefixLength ..< contentOffset]))
        }
        let line = start.line + breaks
        let lineStart = lastBreak.map { prefixLength + $0 + 1 } ?? prefixLength
        var lineEnd = contentOffset
        while lineEnd < contentEnd && text[lineEnd] != .lineFeed && text[lineEnd] != .carriageReturn { lineEnd += 1 }
        var before = String(decoding: text[lineStart ..< contentOffset], as: UTF8.self)
        var column = before.count + 1
        if lineStart == prefixLength {
            column += start.column - 1
            before = String(decoding: lineBefore, as: UTF8.self) + before
        }
        let after = String(decoding: text[contentOffset ..< lineEnd], as: UTF8.self)
        let excerpt = JSONSyntaxError.excerpt(before: before, after: after)
        return JSONSyntaxError(
            kind: error.kind, offset: offset, line: line, column: column, expected: relocatingPositions(in: error.expected),
            found: error.found, sourceLine: excerpt.line, sourceLineColumn: excerpt.column)
    }

    /// A place `line`, `column` in ``text``, in the document.
    private func relocate(line: Int, column: Int) -> (line: Int, column: Int) {
        line == 1 ? (start.line, start.column + column - 1 - prefixLength) : (start.line + line - 1, column)
    }

    /// `message` with the place it names (`… starts at line 1, column 12`) moved to the document's.
    private func relocatingPositions(in message: String) -> String {
        let words = message.split(separator: " ", omittingEmptySubsequences: false)
        guard let at = words.firstIndex(of: "line"), at + 3 < words.count, words[at + 2] == "column",
            words[at + 1].hasSuffix(","), let line = Int(words[at + 1].dropLast())
        else { return message }
        let columnWord = words[at + 3]
        let digits = columnWord.prefix { $0.isNumber }
        guard let column = Int(digits) else { return message }
        let moved = relocate(line: line, column: column)
        var result = words
        result[at + 1] = "\(moved.line),"
        result[at + 3] = "\(moved.column)" + columnWord.dropFirst(digits.count)
        return result.joined(separator: " ")
    }
}

/// Cuts a document, handed over in chunks, into ``DocumentWindow``s.
package struct DocumentWindows {
    /// Bytes of the line before a window kept for excerpts: the 40 characters an excerpt shows
    /// before an error, in up to four bytes each.
    static let excerptBytes = 160
    /// Bytes after an invalid escape that an error in it may quote: six characters of up to four
    /// bytes from its backslash (or from a second escape after a high surrogate's).
    static let escapeReach = 32

    private let options: JSONParseOptions
    /// A window is cut at the first comma after it holds this many bytes of content.
    private let targetSize: Int
    /// A window that finds no comma to be cut at beyond this size is refused.
    private let maximumSize: Int

    private var window = DocumentWindow()
    /// The containers open at the current byte, outermost first (true for an object).
    private var open: [Bool] = []
    /// Brackets beyond the depth the scanner accepts: not followed, and no cut until the
    /// scanner has reported them.
    private var excessDepth = 0
    /// A closing bracket that did not match what is open: the structure is no longer followed,
    /// and the window ends with the chunk, for the scanner to report the mistake.
    private var broken = false
    /// Within a JSON5 identifier escape, the content length before which no cut is made.
    private var noCutBefore = 0
    private var lexical = Lexical.normal

    private enum Lexical {
        case normal
        case string(quote: UInt8)
        /// After a string's backslash; `afterHigh`: right after a high surrogate's `\uXXXX`.
        case escape(quote: UInt8, afterHigh: Bool)
        /// In a `\u` escape, after `digits` hexadecimal digits making `value`.
        case unicode(quote: UInt8, digits: UInt8, value: UInt16, afterHigh: Bool)
        /// Right after a high surrogate's `\uXXXX`, where its low one may follow.
        case afterHighSurrogate(quote: UInt8)
        case slash
        case lineComment
        case blockComment
        case blockCommentStar
    }

    package init(options: JSONParseOptions, targetSize: Int = 1 << 20, maximumSize: Int = 64 << 20) {
        self.options = options
        self.targetSize = max(1, targetSize)
        self.maximumSize = max(targetSize, maximumSize)
        startWindow(at: JSONStreamPosition(offset: 0, line: 1, column: 1), lineBefore: [])
    }

    /// Follows `chunk`, calling `body` with each window it completes.
    package mutating func append(
        _ chunk: UnsafeRawBufferPointer, _ body: (DocumentWindow) throws -> Void
    ) throws {
        guard let base = chunk.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return }
        var runStart = 0
        var index = 0
        let count = chunk.count
        while index < count {
            if case .normal = lexical {
                // Whitespace, numbers, literals, colons and unquoted keys do not change the state.
                while index < count && !Self.changesState(base[index]) { index &+= 1 }
                guard index < count else { break }
            }
            let byte = base[index]
            switch lexical {
            case .normal:
                switch byte {
                case .quote:
                    lexical = .string(quote: byte)
                case .apostrophe where options.allowsJSON5:
                    lexical = .string(quote: byte)
                case .slash where options.allowsComments || options.allowsJSON5:
                    lexical = .slash
                case .backslash where options.allowsJSON5:
                    // A key's `\uXXXX` escape outside quotes: no cut inside it, so that an error
                    // in it reads the same bytes as in the whole document.
                    noCutBefore = window.text.count - window.prefixLength + index - runStart + Self.escapeReach
                case .openBracket, .openBrace:
                    if open.count < options.effectiveMaximumDepth {
                        open.append(byte == .openBrace)
                    } else {
                        excessDepth += 1
                    }
                case .closeBracket, .closeBrace:
                    if excessDepth > 0 {
                        excessDepth -= 1
                    } else if let last = open.last, last == (byte == .closeBrace) {
                        open.removeLast()
                    } else {
                        // Not followed further: the scanner reports it, when the window ends
                        // with this chunk.
                        broken = true
                    }
                case .comma:
                    let contentLength = window.text.count - window.prefixLength + index - runStart
                    if !open.isEmpty && excessDepth == 0 && !broken && contentLength >= targetSize && contentLength >= noCutBefore {
                        window.text.append(contentsOf: UnsafeBufferPointer(start: base + runStart, count: index - runStart))
                        runStart = index + 1
                        try cut(at: index, body)
                    }
                default:
                    break
                }
            case .string(let quote):
                // The rest of the string's plain bytes in one step.
                index = Self.nextQuoteOrBackslash(quote, in: base, from: index, count: count)
                guard index < count else { continue }
                lexical = base[index] == quote ? .normal : .escape(quote: quote, afterHigh: false)
            case .escape(let quote, let afterHigh):
                if byte == .lowercaseU {
                    lexical = .unicode(quote: quote, digits: 0, value: 0, afterHigh: afterHigh)
                } else {
                    // After a high surrogate, another escape than `\u` is an error that quotes it.
                    if afterHigh { noCutBefore = window.text.count - window.prefixLength + index - runStart + Self.escapeReach }
                    lexical = .string(quote: quote)
                }
            case .unicode(let quote, let digits, let value, let afterHigh):
                // An error in a `\u` escape quotes six characters from its backslash, which can
                // go past the string's end (`"\u", "`): no cut close enough after a `\u` without
                // four hexadecimal digits, or a high surrogate without its low one, for them to
                // be the window's stand-in suffix. Valid escapes hold no cut back.
                guard let digit = byte.hexDigitValue else {
                    noCutBefore = window.text.count - window.prefixLength + index - runStart + Self.escapeReach
                    lexical = .string(quote: quote)
                    continue  // this byte is read again, in the string
                }
                let unit = value << 4 | UInt16(digit)
                guard digits == 3 else {
                    lexical = .unicode(quote: quote, digits: digits + 1, value: unit, afterHigh: afterHigh)
                    break
                }
                if afterHigh && !(0xDC00 ... 0xDFFF).contains(unit) {
                    noCutBefore = window.text.count - window.prefixLength + index - runStart + Self.escapeReach
                }
                lexical = (0xD800 ... 0xDBFF).contains(unit) ? .afterHighSurrogate(quote: quote) : .string(quote: quote)
            case .afterHighSurrogate(let quote):
                if byte == .backslash {
                    lexical = .escape(quote: quote, afterHigh: true)
                } else {
                    lexical = .string(quote: quote)
                    continue  // this byte is read again, in the string
                }
            case .slash:
                if byte == .slash {
                    lexical = .lineComment
                } else if byte == .asterisk {
                    lexical = .blockComment
                } else {
                    lexical = .normal
                    continue  // this byte is read again as it stands
                }
            case .lineComment:
                if byte == .lineFeed || byte == .carriageReturn { lexical = .normal }
            case .blockComment:
                if byte == .asterisk { lexical = .blockCommentStar }
            case .blockCommentStar:
                lexical = byte == .slash ? .normal : byte == .asterisk ? .blockCommentStar : .blockComment
            }
            index += 1
        }
        window.text.append(contentsOf: UnsafeBufferPointer(start: base + runStart, count: count - runStart))
        if broken {
            try cut(at: nil, body)
            return
        }
        if window.text.count - window.prefixLength > maximumSize {
            throw JSONStreamError(
                .elementTooLarge,
                "a stretch of \(window.text.count - window.prefixLength) bytes without a comma to read it by, more than the limit of \(maximumSize)",
                at: window.start, elementIndex: nil)
        }
    }

    /// Whether `byte`, outside strings and comments, can change what the structure is:
    /// quotes, slashes, brackets, commas, and a backslash (a JSON5 key's escape).
    @inline(__always)
    private static func changesState(_ byte: UInt8) -> Bool {
        // One bit per byte below 128 that matters: " ' , / [ \ ] { }
        let low: UInt64 = 1 << 0x22 | 1 << 0x27 | 1 << 0x2C | 1 << 0x2F
        let high: UInt64 = 1 << (0x5B - 64) | 1 << (0x5C - 64) | 1 << (0x5D - 64) | 1 << (0x7B - 64) | 1 << (0x7D - 64)
        return byte < 64 ? low >> byte & 1 != 0 : byte < 128 && high >> (byte &- 64) & 1 != 0
    }

    /// The index of the first `quote` or backslash at or after `index`, or `count`: eight
    /// bytes at a time.
    @inline(__always)
    private static func nextQuoteOrBackslash(_ quote: UInt8, in base: UnsafePointer<UInt8>, from index: Int, count: Int) -> Int {
        var i = index
        while count - i >= 8 {
            let found = bytesEqual(to: quote, or: .backslash, in: UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self))
            if found != 0 { return i &+ found.trailingZeroBitCount &>> 3 }
            i &+= 8
        }
        while i < count && base[i] != quote && base[i] != .backslash { i &+= 1 }
        return i
    }

    /// After the last chunk: the last window.
    package mutating func finish(_ body: (DocumentWindow) throws -> Void) throws {
        window.contentEnd = window.text.count
        window.openAtEnd = []
        window.isLast = true
        try body(window)
    }

    /// Ends the window before the comma at `comma` in the current chunk (nil: after the bytes
    /// appended so far, for the scanner to report what ends it), hands it to `body`, and starts
    /// the next one.
    private mutating func cut(at comma: Int?, _ body: (DocumentWindow) throws -> Void) throws {
        window.contentEnd = window.text.count
        window.openAtEnd = open
        if comma != nil, let innermost = open.last {
            window.text.append(contentsOf: innermost ? Array(#","":0}"#.utf8) : Array(",0]".utf8))
            for isObject in open.dropLast().reversed() { window.text.append(isObject ? .closeBrace : .closeBracket) }
        }
        try body(window)
        // The scanner found no mistake where the structure was lost: nothing more can be read.
        if comma == nil {
            throw JSONStreamError(
                .syntax, "a closing bracket that does not match the open array or object", at: window.start, elementIndex: nil)
        }
        // Where the next content starts: after the content and its comma.
        let content = window.contentRange
        var end = window.start
        let (breaks, lastBreak) = window.text.withUnsafeBytes { Self.lineBreaks(in: UnsafeRawBufferPointer(rebasing: $0[content])) }
        end.line += breaks
        let lineStart = lastBreak.map { content.lowerBound + $0 + 1 } ?? content.lowerBound
        var lineBefore = lastBreak == nil ? window.lineBefore : []
        lineBefore.append(contentsOf: window.text[lineStart ..< content.upperBound])
        end.column = (lastBreak == nil ? window.start.column : 1)
            + String(decoding: window.text[lineStart ..< content.upperBound], as: UTF8.self).count
        end.offset += content.count
        if comma != nil {
            end.offset += 1
            end.column += 1
            lineBefore.append(.comma)
        }
        if lineBefore.count > Self.excerptBytes { lineBefore.removeFirst(lineBefore.count - Self.excerptBytes) }
        startWindow(at: end, lineBefore: lineBefore)
        window.isFirst = false
    }

    /// The line breaks in `bytes` (LF, CR LF, or a lone CR, as the scanner counts them), and
    /// the index of the last one's last byte.
    static func lineBreaks(in bytes: UnsafeRawBufferPointer) -> (count: Int, last: Int?) {
        guard let base = bytes.baseAddress, bytes.count > 0 else { return (0, nil) }
        if memchr(base, Int32(UInt8.carriageReturn), bytes.count) == nil {
            var count = 0
            var last: Int? = nil
            var from = 0
            while from < bytes.count, let found = memchr(base + from, Int32(UInt8.lineFeed), bytes.count - from) {
                let index = base.distance(to: UnsafeRawPointer(found))
                count += 1
                last = index
                from = index + 1
            }
            return (count, last)
        }
        var count = 0
        var last: Int? = nil
        for index in 0 ..< bytes.count {
            let byte = bytes[index]
            if byte == .lineFeed || (byte == .carriageReturn && (index + 1 >= bytes.count || bytes[index + 1] != .lineFeed)) {
                count += 1
                last = index
            }
        }
        return (count, last)
    }

    private mutating func startWindow(at position: JSONStreamPosition, lineBefore: [UInt8]) {
        window.text.removeAll(keepingCapacity: true)
        window.openAtStart = open
        for (level, isObject) in open.enumerated() {
            let innermost = level == open.count - 1
            switch (isObject, innermost) {
            case (false, false): window.text.append(.openBracket)
            case (true, false): window.text.append(contentsOf: Array(#"{"":"#.utf8))
            case (false, true): window.text.append(contentsOf: Array("[0,".utf8))
            case (true, true): window.text.append(contentsOf: Array(#"{"":0,"#.utf8))
            }
        }
        window.prefixLength = window.text.count
        noCutBefore = 0
        window.start = position
        window.lineBefore = lineBefore
    }
}
