// The first phase of parsing: validate the input against JSON's grammar and record every
// value on a flat tape. Strings and numbers are checked here but decoded only on demand.
//
// The scanner is a loop with an explicit stack, never recursion, so nesting depth costs
// heap, not call stack, and the depth limit is a plain comparison. It is generic over a
// dialect so that the strict instantiation carries no checks for lenient syntax at all.

/// Selects, at compile time, whether the scanner looks at the lenient options, whether it
/// checks each object's keys for duplicates, and whether it records a tape at all.
protocol ScanDialect {
    static var isLenient: Bool { get }
    static var checksKeys: Bool { get }
    /// False for validation, which needs the verdict only: no entry is written, and the tape's
    /// memory is never allocated at its full size.
    static var recordsTape: Bool { get }
}

extension ScanDialect {
    @inline(__always) static var recordsTape: Bool { true }
}

/// RFC 8259 exactly: every lenient branch folds away.
enum StrictDialect: ScanDialect {
    @inline(__always) static var isLenient: Bool { false }
    @inline(__always) static var checksKeys: Bool { false }
}

/// Consults `JSONParseOptions` for comments, trailing commas, `\'` and lone surrogates.
enum LenientDialect: ScanDialect {
    @inline(__always) static var isLenient: Bool { true }
    @inline(__always) static var checksKeys: Bool { false }
}

/// The strict dialect that also checks each object's keys as it closes, for
/// ``JSONParseOptions/DuplicateKeys/refused``: the other dialects carry no trace of the check.
enum StrictKeyCheckingDialect: ScanDialect {
    @inline(__always) static var isLenient: Bool { false }
    @inline(__always) static var checksKeys: Bool { true }
}

/// The lenient dialect that also checks each object's keys as it closes.
enum LenientKeyCheckingDialect: ScanDialect {
    @inline(__always) static var isLenient: Bool { true }
    @inline(__always) static var checksKeys: Bool { true }
}

/// The strict dialect for validation: the same checks as ``StrictDialect``, and no tape.
enum StrictValidationDialect: ScanDialect {
    @inline(__always) static var isLenient: Bool { false }
    @inline(__always) static var checksKeys: Bool { false }
    @inline(__always) static var recordsTape: Bool { false }
}

/// The lenient dialect for validation: the same checks as ``LenientDialect``, and no tape.
enum LenientValidationDialect: ScanDialect {
    @inline(__always) static var isLenient: Bool { true }
    @inline(__always) static var checksKeys: Bool { false }
    @inline(__always) static var recordsTape: Bool { false }
}

/// Selects, at compile time, whether the scanner reads numbers' values or only checks them.
protocol NumberReading {
    static var readsValue: Bool { get }
}

/// Numbers are checked; validation and `JSONValue`, which keeps the digits, read no value.
enum CheckingOnly: NumberReading {
    @inline(__always) static var readsValue: Bool { false }
}

/// Numbers are checked and their values read into their entries.
enum ReadingValues: NumberReading {
    @inline(__always) static var readsValue: Bool { true }
}

/// Scans a whole document into a tape.
///
/// With `readingNumbers`, the scanner also reads each number's value while it checks the
/// number's syntax, into the number's entry (``TapeEntry/hasValue``): a reader that wants most
/// numbers as `Int` or `Double` then parses none of them again. Without it numbers are only
/// checked, which is what validation and readers that keep the text want.
///
/// - Throws: ``JSONSyntaxError`` at the first byte that breaks the grammar; with duplicate keys
///   ``JSONParseOptions/DuplicateKeys/refused``, at the first key its object has already.
package func scanJSON(
    _ bytes: UnsafeRawBufferPointer, options: JSONParseOptions, readingNumbers: Bool = false, reusing storage: TapeStorage? = nil
) throws(JSONSyntaxError) -> Tape {
    let input = bytes.bindMemory(to: UInt8.self)
    switch (options.isStrictSyntax, options.refusesDuplicateKeys) {
    case (true, true):
        let scanner = Scanner<StrictKeyCheckingDialect>(input: input, options: options, readingNumbers: readingNumbers, storage: storage)
        return try scanner.scanDocument()
    case (false, true):
        let scanner = Scanner<LenientKeyCheckingDialect>(input: input, options: options, readingNumbers: readingNumbers, storage: storage)
        return try scanner.scanDocument()
    default:
        break
    }
    if options.isStrictSyntax {
        let scanner = Scanner<StrictDialect>(input: input, options: options, readingNumbers: readingNumbers, storage: storage)
        return try scanner.scanDocument()
    } else {
        let scanner = Scanner<LenientDialect>(input: input, options: options, readingNumbers: readingNumbers, storage: storage)
        return try scanner.scanDocument()
    }
}

/// Checks a whole document against the grammar of `options`, as ``scanJSON(_:options:readingNumbers:reusing:)``
/// does, with the same errors, but records nothing unless duplicate keys are refused (that check
/// reads the tape).
///
/// - Throws: ``JSONSyntaxError`` at the first byte that breaks the grammar.
package func validateJSON(_ bytes: UnsafeRawBufferPointer, options: JSONParseOptions) throws(JSONSyntaxError) {
    let input = bytes.bindMemory(to: UInt8.self)
    if options.refusesDuplicateKeys {
        _ = try scanJSON(bytes, options: options)
    } else if options.isStrictSyntax {
        try Scanner<StrictValidationDialect>(input: input, options: options, readingNumbers: false).validateDocument()
    } else {
        try Scanner<LenientValidationDialect>(input: input, options: options, readingNumbers: false).validateDocument()
    }
}

/// One open array or object.
private struct Frame {
    var tapeIndex: Int
    var count: UInt32
    var isObject: Bool
}

/// A readable byte standing in for an empty input's missing base address.
nonisolated(unsafe) private let emptyInputByte = UnsafeMutablePointer<UInt8>.allocate(capacity: 1)

struct Scanner<Dialect: ScanDialect>: ~Copyable {
    private let start: UnsafePointer<UInt8>
    private let end: UnsafePointer<UInt8>
    private var p: UnsafePointer<UInt8>
    private let options: JSONParseOptions
    /// Whether numbers' values go into their entries; see ``scanJSON(_:options:readingNumbers:)``.
    private let readsNumbers: Bool

    private var tape: UnsafeMutablePointer<TapeEntry>
    private var tapeCount = 0
    private var tapeCapacity: Int

    private var frames: UnsafeMutablePointer<Frame>
    private var frameCapacity: Int
    private var depth = 0
    private var deepestLevel = 0
    private let maximumDepth: Int
    /// With duplicate keys refused: checks each object as it closes.
    private let duplicateKeys: DuplicateKeyFinder?

    init(input: UnsafeBufferPointer<UInt8>, options: JSONParseOptions, readingNumbers: Bool, storage: TapeStorage? = nil) {
        let base = input.baseAddress ?? UnsafePointer(emptyInputByte)
        start = base
        end = base + input.count
        p = base
        self.options = options
        readsNumbers = readingNumbers
        // About one tape entry per 8 input bytes in typical documents; the tape grows when needed.
        // Memory of an earlier tape is used when it is large enough.
        let wanted = Dialect.recordsTape ? max(64, input.count / 8) : 1
        if let storage, storage.capacity >= wanted {
            tapeCapacity = storage.capacity
            tape = storage.entries
        } else {
            storage?.deallocate()
            tapeCapacity = wanted
            tape = .allocate(capacity: tapeCapacity)
        }
        maximumDepth = options.effectiveMaximumDepth
        duplicateKeys = Dialect.checksKeys ? DuplicateKeyFinder(input: UnsafeRawBufferPointer(input)) : nil
        frameCapacity = min(maximumDepth, 64)
        frames = .allocate(capacity: frameCapacity)
    }

    deinit {
        tape.deallocate()
        frames.deallocate()
    }

    // MARK: - Document

    consuming func scanDocument() throws(JSONSyntaxError) -> Tape {
        do {
            try scanValues()
        } catch {
            // A key twice in an object that closed before the mistake comes first.
            if let duplicate = duplicateKeys?.error(in: tape, input: UnsafeBufferPointer(start: start, count: end - start)),
                duplicate.offset < error.offset
            {
                throw duplicate
            }
            throw error
        }
        if let duplicate = duplicateKeys?.error(in: tape, input: UnsafeBufferPointer(start: start, count: end - start)) { throw duplicate }
        // Hand the tape's memory to its owner; this scanner's deinit then frees a fresh, empty buffer.
        let result = Tape(taking: tape, count: tapeCount, capacity: tapeCapacity, deepestLevel: deepestLevel)
        tape = .allocate(capacity: 1)
        return result
    }

    /// Checks the document and records nothing: the validation dialects.
    consuming func validateDocument() throws(JSONSyntaxError) {
        try scanValues()
    }

    private mutating func scanValues() throws(JSONSyntaxError) {
        guard end - start <= Int(UInt32.max) else { throw fail(.inputTooLarge, at: start) }
        if options.allowsByteOrderMark, end - p >= 3, p[0] == 0xEF, p[1] == 0xBB, p[2] == 0xBF {
            p += 3
        }
        try skipWhitespace()

        scanning: while true {
            // A value starts at `p`; the whitespace before it is already skipped.
            guard p < end else { throw fail(.expectedValue, at: p) }
            switch p.pointee {
            case .quote:
                try scanString()
            case .minus, .zero ... .nine:
                if Dialect.isLenient && options.allowsJSON5 {
                    try scanJSON5Number()
                } else if readsNumbers {
                    try scanNumber(ReadingValues.self)
                } else {
                    try scanNumber(CheckingOnly.self)
                }
            case .apostrophe where Dialect.isLenient && options.allowsJSON5:
                try scanSingleQuotedString()
            case .plus where Dialect.isLenient && options.allowsJSON5,
                .period where Dialect.isLenient && options.allowsJSON5,
                .uppercaseI where Dialect.isLenient && options.allowsJSON5,
                .uppercaseN where Dialect.isLenient && options.allowsJSON5:
                // A `where` clause guards only the pattern it follows, so each has its own.
                try scanJSON5Number()
            case .openBrace:
                try openContainer(isObject: true)
                p += 1
                try skipWhitespace()
                if p < end && p.pointee == .closeBrace {
                    p += 1
                    closeContainer()
                } else {
                    if Dialect.recordsTape { frames[depth - 1].count = 1 }
                    try scanKeyAndColon(problem: .expectedFirstKey)
                    continue scanning
                }
            case .openBracket:
                try openContainer(isObject: false)
                p += 1
                try skipWhitespace()
                if p < end && p.pointee == .closeBracket {
                    p += 1
                    closeContainer()
                } else {
                    if Dialect.recordsTape { frames[depth - 1].count = 1 }
                    continue scanning
                }
            case .lowercaseT:
                try scanLiteral(0x6575_7274, length: 4, kind: .true)  // "true"
            case .lowercaseF:
                // "fals" and then "e"
                guard end - p >= 5, p[4] == .lowercaseE else { throw literalError("false") }
                try scanLiteral(0x736C_6166, length: 5, kind: .false)
            case .lowercaseN:
                try scanLiteral(0x6C6C_756E, length: 4, kind: .null)  // "null"
            default:
                // `]` after a comma: a trailing comma, when allowed. The lenient dialect takes
                // trailing commas at the comma; the strict one here, off its hot path.
                guard !Dialect.isLenient, closeAfterTrailingComma(isObject: false) else {
                    throw fail(.expectedValue, at: p)
                }
            }

            // After a complete value: close containers, or find the next element.
            while true {
                try skipWhitespace()
                guard depth > 0 else {
                    guard p == end else { throw fail(.trailingContent, at: p) }
                    return
                }
                let isObject = frames[depth - 1].isObject
                guard p < end else {
                    throw fail(isObject ? .expectedCommaOrCloseBrace : .expectedCommaOrCloseBracket, at: p)
                }
                let c = p.pointee
                if c == .comma {
                    p += 1
                    try skipWhitespace()
                    if Dialect.isLenient && options.acceptsTrailingCommas && p < end
                        && p.pointee == (isObject ? .closeBrace : .closeBracket)
                    {
                        p += 1
                        closeContainer()
                        continue
                    }
                    if Dialect.recordsTape { frames[depth - 1].count &+= 1 }
                    if isObject {
                        if !Dialect.isLenient && p < end && p.pointee == .quote {
                            try scanQuotedKeyAndColon()
                        } else if !Dialect.isLenient && closeAfterTrailingComma(isObject: true) {
                            continue
                        } else {
                            try scanKeyAndColon(problem: .expectedKey)
                        }
                    }
                    continue scanning
                }
                guard c == (isObject ? .closeBrace : .closeBracket) else {
                    throw fail(isObject ? .expectedCommaOrCloseBrace : .expectedCommaOrCloseBracket, at: p)
                }
                p += 1
                closeContainer()
            }
        }
    }

    // MARK: - Tape

    @inline(__always)
    private mutating func append(_ entry: TapeEntry) {
        guard Dialect.recordsTape else { return }
        if tapeCount == tapeCapacity { growTape() }
        tape[tapeCount] = entry
        tapeCount &+= 1
    }

    @inline(never)
    private mutating func growTape() {
        let newCapacity = tapeCapacity * 2
        let newTape = UnsafeMutablePointer<TapeEntry>.allocate(capacity: newCapacity)
        newTape.moveInitialize(from: tape, count: tapeCount)
        tape.deallocate()
        tape = newTape
        tapeCapacity = newCapacity
    }

    // MARK: - Containers

    @inline(__always)
    private mutating func openContainer(isObject: Bool) throws(JSONSyntaxError) {
        guard depth < maximumDepth else { throw fail(.tooDeep(maximumDepth), at: p) }
        if depth == frameCapacity { growFrames() }
        frames[depth] = Frame(tapeIndex: tapeCount, count: 0, isObject: isObject)
        depth &+= 1
        if depth > deepestLevel { deepestLevel = depth }
        append(TapeEntry(kind: isObject ? .object : .array, offset: p - start, payload: 0))
    }

    @inline(__always)
    private mutating func closeContainer() {
        depth &-= 1
        guard Dialect.recordsTape else { return }
        let frame = frames[depth]
        tape[frame.tapeIndex].payload = UInt64(frame.count) << 32 | UInt64(truncatingIfNeeded: tapeCount)
        if Dialect.checksKeys && frame.isObject && frame.count > 1 { checkKeys(ofObjectAt: frame.tapeIndex) }
    }

    /// Out of the loop that reads values, which stays as it is without the check.
    @inline(never)
    private func checkKeys(ofObjectAt index: Int) {
        duplicateKeys?.check(object: index, in: tape)
    }

    @inline(never)
    private mutating func growFrames() {
        let newCapacity = min(maximumDepth, frameCapacity * 2)
        let newFrames = UnsafeMutablePointer<Frame>.allocate(capacity: newCapacity)
        newFrames.moveInitialize(from: frames, count: depth)
        frames.deallocate()
        frames = newFrames
        frameCapacity = newCapacity
    }

    /// Closes the innermost container at `p` when it is the closing bracket or brace of that
    /// container, which follows a comma, and trailing commas are allowed; the strict dialect's
    /// way to accept them (see ``JSONParseOptions/allowsTrailingCommas``). The comma has already
    /// counted an element or member that is not there.
    @inline(never)
    private mutating func closeAfterTrailingComma(isObject: Bool) -> Bool {
        guard options.allowsTrailingCommas, depth > 0, frames[depth - 1].isObject == isObject, p < end,
            p.pointee == (isObject ? .closeBrace : .closeBracket)
        else { return false }
        frames[depth - 1].count &-= 1
        p += 1
        closeContainer()
        return true
    }

    /// Scans `"key"` `:` and the whitespace after it; `p` is at the key's opening quote.
    @_transparent
    private mutating func scanKeyAndColon(problem: SyntaxProblem) throws(JSONSyntaxError) {
        if Dialect.isLenient && options.allowsJSON5 && p < end && p.pointee != .quote {
            try scanJSON5Key(problem: problem)
        } else {
            guard p < end && p.pointee == .quote else { throw fail(problem, at: p) }
            try scanString()
        }
        try scanColon()
    }

    /// ``scanKeyAndColon(problem:)`` where `p` is at the key's opening quote.
    @_transparent
    private mutating func scanQuotedKeyAndColon() throws(JSONSyntaxError) {
        try scanString()
        try scanColon()
    }

    /// Scans `:` after a key and the whitespace after it.
    @_transparent
    private mutating func scanColon() throws(JSONSyntaxError) {
        if p < end && p.pointee == .colon {
            // The usual `"key": value` and `"key":value`.
            p += 1
            if p < end && p.pointee == .space { p += 1 }
        } else {
            try skipWhitespace()
            guard p < end && p.pointee == .colon else { throw fail(.expectedColon, at: p) }
            p += 1
        }
        try skipWhitespace()
    }

    // MARK: - Whitespace

    @inline(__always)
    private mutating func skipWhitespace() throws(JSONSyntaxError) {
        if Dialect.isLenient && options.acceptsComments {
            // As below, most values follow a structural character directly; a comment starts
            // with '/', and JSON5's other spaces with a byte of 0x80 or more.
            guard p < end && (p.pointee <= .space || p.pointee == .slash || p.pointee >= 0x80) else { return }
            try skipWhitespaceAndComments()
            return
        }
        // Most values follow a structural character directly, or after one space or a new line.
        guard p < end && p.pointee <= .space else { return }
        while p < end {
            let c = p.pointee
            guard c.isJSONWhitespace else { return }
            p += 1
            if c == .lineFeed { skipIndentation() }
        }
    }

    /// Pretty-printed documents indent every line: skip runs of spaces, eight at first (most
    /// lines of a shallow document end their indentation there), then sixteen at a time (deep
    /// documents: citm_catalog.json indents its lines by 23 spaces on average).
    @inline(__always)
    private mutating func skipIndentation() {
        guard end - p >= 8 else { return }
        let first = UnsafeRawPointer(p).loadUnaligned(as: UInt64.self) ^ 0x2020_2020_2020_2020
        if first != 0 {
            p += first.trailingZeroBitCount &>> 3
            return
        }
        p += 8
        // Spelled with concrete vector types, as in `firstSpecialByte(in:)`.
        let spaces = SIMD16<UInt8>(repeating: .space)
        while end - p >= 16 {
            let bytes = UnsafeRawPointer(p).loadUnaligned(as: SIMD16<UInt8>.self)
            let other = laneBits(bytes .!= spaces)
            if other != 0 {
                p += other.trailingZeroBitCount
                return
            }
            p += 16
        }
        while end - p >= 8 {
            let word = UnsafeRawPointer(p).loadUnaligned(as: UInt64.self)
            let nonSpace = word ^ 0x2020_2020_2020_2020
            if nonSpace != 0 {
                p += nonSpace.trailingZeroBitCount &>> 3
                return
            }
            p += 8
        }
    }

    @inline(never)
    private mutating func skipWhitespaceAndComments() throws(JSONSyntaxError) {
        while p < end {
            let c = p.pointee
            if c.isJSONWhitespace {
                p += 1
                if c == .lineFeed { skipIndentation() }
                continue
            }
            if options.allowsJSON5, let length = json5WhitespaceLength(at: p) {
                p += length
                continue
            }
            guard c == .slash else { return }
            let commentStart = p
            guard end - p >= 2 else { throw fail(.invalidComment, at: p) }
            if p[1] == .slash {
                p += 2
                while p < end && p.pointee != .lineFeed && p.pointee != .carriageReturn { p += 1 }
            } else if p[1] == .asterisk {
                p += 2
                while true {
                    guard end - p >= 2 else { throw fail(.unterminatedComment, at: commentStart) }
                    if p[0] == .asterisk && p[1] == .slash {
                        p += 2
                        break
                    }
                    p += 1
                }
            } else {
                throw fail(.invalidComment, at: p)
            }
        }
    }

    // MARK: - Literals

    @inline(__always)
    private mutating func scanLiteral(_ word: UInt32, length: Int, kind: TapeEntry.Kind) throws(JSONSyntaxError) {
        guard end - p >= 4, UnsafeRawPointer(p).loadUnaligned(as: UInt32.self) == word else {
            throw literalError(kind == .true ? "true" : kind == .false ? "false" : "null")
        }
        append(TapeEntry(kind: kind, offset: p - start, payload: 0))
        p += length
    }

    /// The error for a literal that starts at `p` but is misspelled or cut off: it points at the
    /// first byte that differs, since everything before it could still have become the literal.
    @inline(never)
    private func literalError(_ literal: StaticString) -> JSONSyntaxError {
        var q = p
        var expected = literal.utf8Start
        let expectedEnd = literal.utf8Start + literal.utf8CodeUnitCount
        while q < end && expected < expectedEnd && q.pointee == expected.pointee {
            q += 1
            expected += 1
        }
        return fail(.invalidLiteral(literal.description), at: q)
    }

    // MARK: - Numbers

    /// Scans a number; with `Reading.readsValue`, also reads its value as it goes: the digits
    /// into a 64-bit significand, eight at a time, and the exponent; then, for a number of at
    /// most 19 digits, the integer's magnitude or the nearest `Double` into the entry (see
    /// ``TapeEntry/hasValue``), the value ``jsonNumberToDouble(_:readable:)`` reads from the
    /// same text. Without it, the digits are only checked.
    @inline(__always)
    private mutating func scanNumber<Reading: NumberReading>(_ reading: Reading.Type) throws(JSONSyntaxError) {
        // A local cursor, kept in a register: `p` is written once, at the end.
        var q = p
        let numberStart = q
        var flags = TapeEntry.isInteger
        let negative = q.pointee == .minus
        if negative {
            flags |= TapeEntry.isNegative
            q += 1
        }
        guard q < end else { throw fail(.expectedDigitAfterMinus, at: q) }
        var significand: UInt64 = 0
        let digitsStart = q
        if q.pointee == .zero {
            q += 1
            if q < end && q.pointee.isDigit { throw fail(.leadingZero, at: q) }
        } else if q.pointee.isDigit {
            digits(&q, into: &significand, Reading.self)
        } else {
            throw fail(.expectedDigitAfterMinus, at: q)
        }
        // Leading zeros count too, as in jsonNumberToDouble: 19 digits of any kind fit 64 bits.
        var digitCount = q - digitsStart
        var exponent10 = 0
        if q < end && q.pointee == .period {
            flags &= ~TapeEntry.isInteger
            q += 1
            guard q < end && q.pointee.isDigit else { throw fail(.expectedFractionDigit, at: q) }
            let fractionStart = q
            digits(&q, into: &significand, Reading.self)
            exponent10 = fractionStart - q
            digitCount += q - fractionStart
        }
        if q < end && q.pointee | 0x20 == .lowercaseE {
            flags &= ~TapeEntry.isInteger
            q += 1
            var exponentIsNegative = false
            if q < end && (q.pointee == .plus || q.pointee == .minus) {
                exponentIsNegative = q.pointee == .minus
                q += 1
            }
            guard q < end && q.pointee.isDigit else { throw fail(.expectedExponentDigit, at: q) }
            if Reading.readsValue {
                var exponent = 0
                repeat {
                    // Saturates as exponentValue(_:from:) does, where the value is ±infinity or zero.
                    if exponent < 1_000_000_000_000_000 { exponent = exponent &* 10 &+ Int(q.pointee &- .zero) }
                    q += 1
                } while q < end && q.pointee.isDigit
                exponent10 += exponentIsNegative ? -exponent : exponent
            } else {
                Self.skipDigits(&q, end)
            }
        }
        var value: UInt64 = 0
        if Reading.readsValue && digitCount <= 19 {
            if flags & TapeEntry.isInteger != 0 {
                value = significand
                flags |= TapeEntry.hasValue
            } else {
                let double = decimalToDouble(significand: significand, exponent10: exponent10, negative: negative)
                if double.isFinite {
                    value = double.bitPattern
                    flags |= TapeEntry.hasValue
                }
            }
        }
        p = q
        append(TapeEntry(number: flags, offset: numberStart - start, length: q - numberStart, value: value))
    }

    /// Passes the run of digits at `q`, reading them into `significand` when values are read.
    @inline(__always)
    private func digits<Reading: NumberReading>(_ q: inout UnsafePointer<UInt8>, into significand: inout UInt64, _ reading: Reading.Type) {
        if Reading.readsValue {
            readDigits(&q, end, end, into: &significand)
        } else {
            Self.skipDigits(&q, end)
        }
    }

    @inline(__always)
    private mutating func skipDigits() {
        Self.skipDigits(&p, end)
    }

    /// Passes the run of digits at `q`, which ends before `end`, eight bytes at a time.
    @inline(__always)
    private static func skipDigits(_ q: inout UnsafePointer<UInt8>, _ end: UnsafePointer<UInt8>) {
        while end - q >= 8 {
            let nonDigits = nonDigitBytes(UnsafeRawPointer(q).loadUnaligned(as: UInt64.self))
            if nonDigits != 0 {
                q += nonDigits.trailingZeroBitCount &>> 3
                return
            }
            q += 8
        }
        while q < end && q.pointee.isDigit { q += 1 }
    }

    // MARK: - Strings

    /// Scans a string from its opening quote to just past its closing quote.
    ///
    /// The common case, plain ASCII up to the closing quote, stays here and inline; escapes,
    /// multi-byte characters, the input's last bytes and errors continue in ``scanStringRest(from:)``.
    @inline(__always)
    private mutating func scanString() throws(JSONSyntaxError) {
        let quote = p
        p += 1
        // Sixteen bytes at a time while none is a quote, a backslash, a control character or non-ASCII.
        while end - p >= 16 {
            let special = firstSpecialByte(in: UnsafeRawPointer(p).loadUnaligned(as: SIMD16<UInt8>.self))
            if special < 16 {
                p += special
                if p.pointee == .quote {
                    append(TapeEntry(kind: .string, offset: quote - start, payload: UInt64(p - quote - 1)))
                    p += 1
                    return
                }
                break
            }
            p += 16
        }
        try scanStringRest(from: quote)
    }

    /// Finishes a string that ``scanString()`` could not: `p` is inside it, at a byte that is not
    /// plain ASCII or within eight bytes of the input's end.
    @inline(never)
    private mutating func scanStringRest(from quote: UnsafePointer<UInt8>) throws(JSONSyntaxError) {
        var flags: UInt8 = 0
        while true {
            guard p < end else { throw fail(.unterminatedString(start: quote - start), at: p) }
            let c = p.pointee
            if c == .quote { break }
            if c == .backslash {
                flags |= TapeEntry.hasEscapes
                if Dialect.isLenient && options.allowsJSON5 {
                    flags |= try scanJSON5Escape()
                } else {
                    try scanEscape()
                }
            } else if c >= 0x80 {
                flags |= TapeEntry.hasNonASCII
                try scanMultibyteCharacters()
            } else if c < .space && !(Dialect.isLenient && options.allowsJSON5 && c != .lineFeed && c != .carriageReturn) {
                // JSON5 strings may hold control characters, but not a raw line break.
                throw fail(.controlCharacterInString, at: p)
            } else {
                p += 1
            }
            while end - p >= 16 {
                let special = firstSpecialByte(in: UnsafeRawPointer(p).loadUnaligned(as: SIMD16<UInt8>.self))
                p += special
                if special < 16 { break }
            }
        }
        append(TapeEntry(kind: .string, flags: flags, offset: quote - start, payload: UInt64(p - quote - 1)))
        p += 1
    }

    /// The position of the first byte among sixteen that a string scan must look at (a quote, a
    /// backslash, a control character or a non-ASCII byte), or 16 if there is none.
    @inline(__always)
    private func firstSpecialByte(in bytes: SIMD16<UInt8>) -> Int {
        // Spelled with concrete vector types: with `SIMD16(repeating:)` inferred, the comparisons
        // resolve to the generic lane-by-lane implementations, about forty times slower.
        let quotes = SIMD16<UInt8>(repeating: .quote)
        let backslashes = SIMD16<UInt8>(repeating: .backslash)
        let spaces = SIMD16<UInt8>(repeating: .space)
        let nonASCII = SIMD16<UInt8>(repeating: 0x80)
        let special = (bytes .== quotes) .| (bytes .== backslashes) .| (bytes .< spaces) .| (bytes .>= nonASCII)
        // A bit above the sixteen lanes makes 16 the answer when none is set.
        return (UInt32(laneBits(special)) | 0x1_0000).trailingZeroBitCount
    }

    /// Validates one or more UTF-8 encoded characters; `p` is at a byte ≥ 0x80.
    @inline(__always)
    private mutating func scanMultibyteCharacters() throws(JSONSyntaxError) {
        repeat {
            // Two three-byte characters in one load (most characters of Chinese and Japanese
            // text), neither with the lead bytes whose second byte has a narrower range; with a
            // local cursor, kept in a register.
            var q = p
            while end - q >= 8 {
                let word = UnsafeRawPointer(q).loadUnaligned(as: UInt64.self)
                guard word & 0xC0C0_F0C0_C0F0 == 0x8080_E080_80E0 else { break }
                let first = word & 0xFF
                let second = word >> 24 & 0xFF
                guard first != 0xE0 && first != 0xED && second != 0xE0 && second != 0xED else { break }
                q += 6
            }
            p = q
            guard p < end && p.pointee >= 0x80 else { return }
            let remaining = end - p
            if remaining >= 4 {
                // The common two- and three-byte forms, checked in one load; the lead bytes with
                // narrower second-byte ranges (0xE0, 0xED) and everything else take the switch.
                let word = UnsafeRawPointer(p).loadUnaligned(as: UInt32.self)
                let lead = word & 0xFF
                if word & 0x00C0_C0F0 == 0x0080_80E0 && lead != 0xE0 && lead != 0xED {
                    p += 3
                    continue
                }
                if word & 0xC0E0 == 0x80C0 && lead >= 0xC2 {
                    p += 2
                    continue
                }
            }
            let lead = p.pointee
            switch lead {
            case 0xC2 ... 0xDF:
                guard remaining >= 2, p[1] & 0xC0 == 0x80 else { throw fail(.invalidUTF8, at: p) }
                p += 2
            case 0xE0 ... 0xEF:
                guard remaining >= 3 else { throw fail(.invalidUTF8, at: p) }
                let second = p[1]
                let secondIsValid: Bool
                switch lead {
                case 0xE0: secondIsValid = second >= 0xA0 && second <= 0xBF  // no overlong forms
                case 0xED: secondIsValid = second >= 0x80 && second <= 0x9F  // no surrogates
                default: secondIsValid = second & 0xC0 == 0x80
                }
                guard secondIsValid, p[2] & 0xC0 == 0x80 else { throw fail(.invalidUTF8, at: p) }
                p += 3
            case 0xF0 ... 0xF4:
                guard remaining >= 4 else { throw fail(.invalidUTF8, at: p) }
                let second = p[1]
                let secondIsValid: Bool
                switch lead {
                case 0xF0: secondIsValid = second >= 0x90 && second <= 0xBF  // no overlong forms
                case 0xF4: secondIsValid = second >= 0x80 && second <= 0x8F  // nothing above U+10FFFF
                default: secondIsValid = second & 0xC0 == 0x80
                }
                guard secondIsValid, p[2] & 0xC0 == 0x80, p[3] & 0xC0 == 0x80 else {
                    throw fail(.invalidUTF8, at: p)
                }
                p += 4
            default:
                throw fail(.invalidUTF8, at: p)
            }
        } while p < end && p.pointee >= 0x80
    }

    /// Checks one escape sequence; `p` is at its backslash.
    @inline(__always)
    private mutating func scanEscape() throws(JSONSyntaxError) {
        guard end - p >= 2 else { throw fail(.invalidEscape, at: p) }
        switch p[1] {
        case .quote, .backslash, .slash, .lowercaseB, .lowercaseF, .lowercaseN, .lowercaseR, .lowercaseT:
            p += 2
        case .lowercaseU:
            try scanUnicodeEscape()
        case .apostrophe where Dialect.isLenient && options.allowsEscapedApostrophes:
            p += 2
        default:
            throw fail(.invalidEscape, at: p)
        }
    }

    /// Checks `\uXXXX`, and for a high surrogate the `\uXXXX` low surrogate that must follow.
    @inline(never)
    private mutating func scanUnicodeEscape() throws(JSONSyntaxError) {
        guard let unit = hexQuad(at: p + 2) else { throw fail(.invalidUnicodeEscape, at: p) }
        switch unit {
        case 0xD800 ... 0xDBFF:
            if end - p >= 12, p[6] == .backslash, p[7] == .lowercaseU {
                guard let low = hexQuad(at: p + 8) else { throw fail(.invalidUnicodeEscape, at: p + 6) }
                if low >= 0xDC00 && low <= 0xDFFF {
                    p += 12
                    return
                }
            }
            guard Dialect.isLenient && options.allowsLoneSurrogates else {
                throw fail(.loneHighSurrogate(unit), at: p)
            }
        case 0xDC00 ... 0xDFFF:
            guard Dialect.isLenient && options.allowsLoneSurrogates else {
                throw fail(.loneLowSurrogate(unit), at: p)
            }
        default:
            break
        }
        p += 6
    }

    /// The value of four hexadecimal digits at `q`, or nil if they are not all there.
    @inline(__always)
    private func hexQuad(at q: UnsafePointer<UInt8>) -> UInt16? {
        guard end - q >= 4 else { return nil }
        var value: UInt16 = 0
        for i in 0 ..< 4 {
            guard let digit = q[i].hexDigitValue else { return nil }
            value = value &<< 4 | UInt16(digit)
        }
        return value
    }

    // MARK: - JSON5

    /// Scans a JSON5 string in single quotes; `p` is at its opening quote.
    private mutating func scanSingleQuotedString() throws(JSONSyntaxError) {
        let quote = p
        p += 1
        var flags = TapeEntry.isJSON5
        while true {
            guard p < end else { throw fail(.unterminatedString(start: quote - start), at: p) }
            let c = p.pointee
            if c == .apostrophe { break }
            if c == .backslash {
                flags |= TapeEntry.hasEscapes
                flags |= try scanJSON5Escape()
            } else if c >= 0x80 {
                flags |= TapeEntry.hasNonASCII
                try scanMultibyteCharacters()
            } else if c == .lineFeed || c == .carriageReturn {
                throw fail(.controlCharacterInString, at: p)
            } else {
                p += 1
            }
        }
        append(TapeEntry(kind: .string, flags: flags, offset: quote - start, payload: UInt64(p - quote - 1)))
        p += 1
    }

    /// Checks one JSON5 escape; `p` is at its backslash. Returns ``TapeEntry/isJSON5`` for an
    /// escape that JSON has not, else 0.
    private mutating func scanJSON5Escape() throws(JSONSyntaxError) -> UInt8 {
        guard end - p >= 2 else { throw fail(.invalidJSON5Escape, at: p) }
        let next = p[1]
        switch next {
        case .quote, .backslash, .slash, .lowercaseB, .lowercaseF, .lowercaseN, .lowercaseR, .lowercaseT:
            p += 2
            return 0
        case .lowercaseU:
            try scanUnicodeEscape()
            return 0
        case .zero:
            // \0 is NUL, but not before a digit (no octal escapes).
            if end - p >= 3 && p[2].isDigit { throw fail(.invalidJSON5Escape, at: p) }
            p += 2
        case .zero + 1 ... .nine:
            throw fail(.invalidJSON5Escape, at: p)
        case .lowercaseX:
            guard end - p >= 4, p[2].hexDigitValue != nil, p[3].hexDigitValue != nil else { throw fail(.invalidJSON5Escape, at: p) }
            p += 4
        case .carriageReturn:
            // A line continuation: the line break is left out of the string.
            p += end - p >= 3 && p[2] == .lineFeed ? 3 : 2
        case 0x80...:
            // Any character escapes to itself (U+2028 and U+2029 continue the line).
            p += 1
            try scanMultibyteCharacters()
        default:
            // \' \v, a line feed (a continuation) and any other character, as itself.
            p += 2
        }
        return TapeEntry.isJSON5
    }

    /// Scans a JSON5 key without quotes (an ECMAScript identifier name) or in single quotes;
    /// `p` is at its first character.
    private mutating func scanJSON5Key(problem: SyntaxProblem) throws(JSONSyntaxError) {
        if p.pointee == .apostrophe {
            try scanSingleQuotedString()
            return
        }
        let keyStart = p
        var flags = TapeEntry.isJSON5
        while p < end {
            let c = p.pointee
            if c.isIdentifierASCII {
                // Digits may continue a name but not start it.
                if p == keyStart && c.isDigit { throw fail(problem, at: p) }
                p += 1
            } else if c == .backslash {
                // Only \uXXXX escapes belong in a name.
                guard end - p >= 2, p[1] == .lowercaseU else { throw fail(.invalidKeyEscape, at: p) }
                try scanUnicodeEscape()
                flags |= TapeEntry.hasEscapes
            } else if c >= 0x80 {
                let input = UnsafeBufferPointer(start: start, count: end - start)
                guard let scalar = InputText(input).decodeScalar(at: p - start) else { throw fail(.invalidUTF8, at: p) }
                let properties = scalar.properties
                let isNamePart =
                    p == keyStart ? properties.isIDStart : properties.isIDContinue || scalar.value == 0x200C || scalar.value == 0x200D
                guard isNamePart else { break }
                flags |= TapeEntry.hasNonASCII
                p += UTF8.width(scalar)
            } else {
                break
            }
        }
        guard p > keyStart else { throw fail(problem, at: p) }
        // The offset is one before the name, where a quote would be, so that the name's text
        // starts one byte after the offset as every string's does.
        append(TapeEntry(kind: .string, flags: flags, offset: keyStart - start - 1, payload: UInt64(p - keyStart)))
    }

    /// Scans a JSON5 number: JSON's, or with a `+` sign, a leading or trailing decimal point,
    /// in hexadecimal, `Infinity` or `NaN`.
    private mutating func scanJSON5Number() throws(JSONSyntaxError) {
        let numberStart = p
        var flags = TapeEntry.isInteger
        var isJSON5 = false
        if p.pointee == .minus || p.pointee == .plus {
            if p.pointee == .minus { flags |= TapeEntry.isNegative } else { isJSON5 = true }
            p += 1
        }
        guard p < end else { throw fail(.invalidJSON5Number, at: p) }
        if p.pointee == .uppercaseI || p.pointee == .uppercaseN {
            let literal: StaticString = p.pointee == .uppercaseI ? "Infinity" : "NaN"
            let count = literal.utf8CodeUnitCount
            guard end - p >= count, UnsafeRawBufferPointer(start: p, count: count).elementsEqual(
                UnsafeRawBufferPointer(start: literal.utf8Start, count: count))
            else { throw literalError(literal) }
            guard options.allowsNonFiniteNumbers else { throw fail(.nonFiniteNumber, at: numberStart) }
            p += count
            append(TapeEntry(number: TapeEntry.isJSON5, offset: numberStart - start, length: p - numberStart, value: 0))
            return
        }
        if p.pointee == .zero && end - p >= 2 && (p[1] == .lowercaseX || p[1] == .uppercaseX) {
            p += 2
            let digitsStart = p
            while p < end && p.pointee.hexDigitValue != nil { p += 1 }
            guard p > digitsStart else { throw fail(.invalidJSON5Number, at: p) }
            if p - digitsStart > 16
                && !JSONNumber.hexadecimalValue(UnsafeRawBufferPointer(start: digitsStart, count: p - digitsStart)).nearest.isFinite
            {
                throw fail(.hexadecimalOutOfRange, at: numberStart)
            }
            append(TapeEntry(number: flags | TapeEntry.isJSON5, offset: numberStart - start, length: p - numberStart, value: 0))
            return
        }
        var integerDigits = 0
        if p.pointee == .zero {
            p += 1
            integerDigits = 1
            if p < end && p.pointee.isDigit { throw fail(.leadingZero, at: p) }
        } else {
            while p < end && p.pointee.isDigit {
                p += 1
                integerDigits += 1
            }
        }
        if p < end && p.pointee == .period {
            flags &= ~TapeEntry.isInteger
            p += 1
            var fractionDigits = 0
            while p < end && p.pointee.isDigit {
                p += 1
                fractionDigits += 1
            }
            if integerDigits == 0 && fractionDigits == 0 { throw fail(.invalidJSON5Number, at: p) }
            if integerDigits == 0 || fractionDigits == 0 { isJSON5 = true }
        } else if integerDigits == 0 {
            throw fail(.invalidJSON5Number, at: p)
        }
        if p < end && p.pointee | 0x20 == .lowercaseE {
            flags &= ~TapeEntry.isInteger
            p += 1
            if p < end && (p.pointee == .plus || p.pointee == .minus) { p += 1 }
            guard p < end && p.pointee.isDigit else { throw fail(.expectedExponentDigit, at: p) }
            skipDigits()
        }
        if isJSON5 { flags |= TapeEntry.isJSON5 }
        append(TapeEntry(number: flags, offset: numberStart - start, length: p - numberStart, value: 0))
    }

    /// The length of the JSON5 whitespace character at `q` that JSON has not (vertical tab, form
    /// feed, no-break space, byte order mark, line and paragraph separators, Unicode spaces), or nil.
    private func json5WhitespaceLength(at q: UnsafePointer<UInt8>) -> Int? {
        let remaining = end - q
        switch q.pointee {
        case 0x0B, 0x0C:
            return 1
        case 0xC2 where remaining >= 2 && q[1] == 0xA0:
            return 2
        case 0xE1 where remaining >= 3 && q[1] == 0x9A && q[2] == 0x80:
            return 3
        case 0xE2 where remaining >= 3 && q[1] == 0x80 && ((0x80 ... 0x8A).contains(q[2]) || q[2] == 0xA8 || q[2] == 0xA9 || q[2] == 0xAF):
            return 3
        case 0xE2 where remaining >= 3 && q[1] == 0x81 && q[2] == 0x9F:
            return 3
        case 0xE3 where remaining >= 3 && q[1] == 0x80 && q[2] == 0x80:
            return 3
        case 0xEF where remaining >= 3 && q[1] == 0xBB && q[2] == 0xBF:
            return 3
        default:
            return nil
        }
    }

    // MARK: - Errors

    @inline(never)
    private func fail(_ problem: SyntaxProblem, at position: UnsafePointer<UInt8>) -> JSONSyntaxError {
        let input = UnsafeBufferPointer(start: start, count: end - start)
        var problem = problem
        // Bytes that are not UTF-8 at all are named as such wherever they stand, not only in strings.
        if problem.isStructural, position < end, position.pointee >= 0x80,
            InputText(input).decodeScalar(at: position - start) == nil
        {
            problem = .invalidUTF8
        }
        return JSONSyntaxError(problem, offset: position - start, in: input)
    }
}
