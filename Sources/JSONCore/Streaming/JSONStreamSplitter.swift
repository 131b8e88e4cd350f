// Finding where each value of a stream begins and ends, chunk by chunk.
//
// The splitter does not read the values: it finds their extent, checks what stands between
// them (commas, brackets, line feeds, record separators, the members of the objects around a
// keyed array), and counts lines and columns for the whole stream. Its state is bounded: the
// phase between values, the depth, whether it is inside a string and after a backslash, and the
// bytes of at most one value that began in an earlier chunk.

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

/// Splits a stream of JSON, handed over in chunks of any size, into its values: the elements of
/// an array, the lines of JSON Lines, the values of a concatenated stream or of a JSON text
/// sequence (see ``JSONStreamFormat``).
///
/// Call ``next(in:)`` with a chunk until it answers ``Step/needsInput``, then with the next
/// chunk; after the last chunk, call ``finish()`` until it answers ``Step/end``. An element
/// inside one chunk is handed out where it is, without a copy; one whose bytes arrive in
/// several chunks is assembled once. Read an element's bytes with
/// ``withBytes(of:in:_:)`` before the next call.
///
/// The splitter reads JSON between the elements, and finds where an element of an array or a
/// concatenated stream ends by its brackets and strings: comments or JSON5's single-quoted
/// strings that hold brackets or quotes can mislead it there. JSON Lines and text sequences
/// are split at line feeds and record separators, whatever the elements hold. Lines end at a
/// line feed, a carriage return and line feed, or a lone carriage return, as everywhere else
/// in the library, so an element's position agrees with the same document read whole.
///
/// ```swift
/// var splitter = JSONStreamSplitter(format: .lines)
/// for chunk in chunks {
///     try chunk.withUnsafeBytes { bytes in
///         while case .element(let element) = try splitter.next(in: bytes) {
///             let value = try splitter.withBytes(of: element, in: bytes) { try JSONValue(parsing: $0) }
///             print(element.index, value)
///         }
///     }
/// }
/// while case .element(let element) = try splitter.finish() {
///     print(element.index, try splitter.withBytes(of: element, in: UnsafeRawBufferPointer(start: nil, count: 0)) { try JSONValue(parsing: $0) })
/// }
/// ```
public struct JSONStreamSplitter: Sendable {
    /// One value of the stream: its place among the elements, where it starts, and where its
    /// bytes are.
    public struct Element: Sendable, Hashable {
        /// The element's place in the stream, from 0 (lines passed over as blank do not count).
        public let index: Int
        /// Where its first byte is in the stream.
        public let start: JSONStreamPosition
        /// Its bytes in the chunk it was found in; nil when the splitter assembled them.
        package let range: Range<Int>?
        /// How many bytes it has.
        public let byteCount: Int
    }

    /// What ``JSONStreamSplitter/next(in:)`` and ``JSONStreamSplitter/finish()`` found.
    public enum Step: Sendable, Hashable {
        /// The next element.
        case element(Element)
        /// The chunk is used up: call ``JSONStreamSplitter/next(in:)`` with the next one, or
        /// ``JSONStreamSplitter/finish()`` when there is none.
        case needsInput
        /// The stream is complete and well formed: there are no more elements.
        case end
    }

    /// The layout the stream is read as.
    public let format: JSONStreamFormat
    /// The largest element, in bytes, that the splitter accepts; a larger one is an error
    /// (``JSONStreamError/Kind/elementTooLarge``) instead of memory that grows without bound.
    public let maximumElementSize: Int
    /// How many elements the splitter has handed out.
    public private(set) var elementCount = 0

    // Where the current chunk is in the stream, and how far it has been read.
    private var chunkBase = 0
    private var chunkCount = 0
    private var cursor = 0
    private var awaitingChunk = false
    private var finished = false

    // Lines and columns: the current line, and a known column at a known offset on it (always
    // within the current chunk, or at its end).
    private var line = 1
    private var columnOffset = 0
    private var column = 1
    /// Whether the last chunk ended with a carriage return: a line feed that starts this chunk
    /// ends the same line.
    private var previousChunkEndedWithCarriageReturn = false

    private var phase: Phase
    private var byteOrderMarkSeen = 0
    private static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]
    private var value = ValueScan()
    /// The bytes of a value that began in an earlier chunk.
    private var assembled: [UInt8] = []
    private var clearsAssembled = false

    // The objects around a keyed array: the members read so far at each level, the key of the
    // member being read, and whether the array has been streamed.
    private var levels: [[(String, JSONValue)]] = []
    private var memberKey = ""
    private var arrayFound = false
    /// How many objects of the key path have been entered (the document's own is the first).
    private var pathObjectsEntered = 0
    /// The bytes of the members kept in `levels`.
    private var envelopeBytes = 0

    /// Where the splitter is between values.
    private enum Phase: Sendable, Equatable {
        // A top-level or keyed array.
        case arrayOpen, arrayFirst, arrayAfterElement, arrayAfterComma, arrayClosed
        // JSON Lines, a JSON text sequence, concatenated values.
        case between, sequenceStart
        // The objects around a keyed array.
        case objectOpen, objectFirst, objectKey, objectColon, objectValue, objectAfterMember, objectClosed
        // Inside a value (its extent is in `value`).
        case inValue(ValueRole)
    }

    /// What the value being read is for.
    private enum ValueRole: Sendable, Equatable {
        case element, key, member
    }

    /// A splitter for a stream laid out as `format`.
    ///
    /// ```swift
    /// var splitter = JSONStreamSplitter(format: .array(at: "data"), maximumElementSize: 1 << 20)
    /// ```
    public init(format: JSONStreamFormat, maximumElementSize: Int = 64 << 20) {
        self.format = format
        self.maximumElementSize = max(1, maximumElementSize)
        switch format.layout {
        case .array: phase = format.keys.isEmpty ? .arrayOpen : .objectOpen
        case .lines, .concatenated: phase = .between
        case .sequence: phase = .sequenceStart
        }
    }

    /// The members of the objects around a keyed array (``JSONStreamFormat/array(at:)``), the
    /// array itself left out: for `{"total": 2, "data": {"items": [...], "next": null}}` and
    /// `.array(at: "data.items")`, `{"total": 2, "data": {"next": null}}`. Holds the members
    /// read so far: those before the array while it streams, all of them at the end. An empty
    /// object for the other formats.
    ///
    /// ```swift
    /// let total = splitter.envelope["total"].int
    /// ```
    public var envelope: JSONValue {
        var inner: JSONObject? = nil
        for level in levels.indices.reversed() {
            var object = JSONObject(levels[level])
            if let inner, level < format.keys.count, object[format.keys[level]] == nil {
                _ = object.updateValue(.object(inner), forKey: format.keys[level])
            }
            inner = object
        }
        return .object(inner ?? JSONObject())
    }

    // MARK: - Stepping

    /// The next element in `chunk`, continuing where the last call left off; ``Step/needsInput``
    /// once the chunk is used up. Pass the same chunk until then, and each chunk once.
    ///
    /// - Throws: ``JSONStreamError`` for bytes that break the format, or an element larger
    ///   than ``maximumElementSize``.
    public mutating func next(in chunk: UnsafeRawBufferPointer) throws(JSONStreamError) -> Step {
        precondition(!finished, "JSONStreamSplitter.next(in:) after finish()")
        if awaitingChunk {
            chunkBase &+= chunkCount
            chunkCount = chunk.count
            cursor = 0
            value.next = 0
            awaitingChunk = false
        } else if chunkCount == 0 {
            chunkCount = chunk.count
        }
        precondition(chunk.count == chunkCount, "JSONStreamSplitter.next(in:) with another chunk before .needsInput")
        return try step(chunk, atEnd: false)
    }

    /// After the last chunk: the elements that only the end of the stream completes (a last
    /// line without a line feed, a number at the very end), then ``Step/end``.
    ///
    /// - Throws: ``JSONStreamError`` when the stream ends inside an element, before an array's
    ///   `]`, or without the key path's array.
    public mutating func finish() throws(JSONStreamError) -> Step {
        if !finished {
            precondition(awaitingChunk || cursor == chunkCount, "JSONStreamSplitter.finish() before .needsInput")
            chunkBase &+= chunkCount
            chunkCount = 0
            cursor = 0
            value.next = 0
            awaitingChunk = false
            finished = true
        }
        return try step(UnsafeRawBufferPointer(start: nil, count: 0), atEnd: true)
    }

    /// Calls `body` with the bytes of `element`, which ``next(in:)`` or ``finish()`` just
    /// handed out; `chunk` is the chunk it was found in.
    ///
    /// ```swift
    /// let value = try splitter.withBytes(of: element, in: bytes) { try JSONValue(parsing: $0) }
    /// ```
    public func withBytes<R, Failure: Error>(
        of element: Element, in chunk: UnsafeRawBufferPointer, _ body: (UnsafeRawBufferPointer) throws(Failure) -> R
    ) throws(Failure) -> R {
        if let range = element.range {
            precondition(range.upperBound <= chunk.count, "withBytes(of:in:) with another chunk than the element's")
            return try body(UnsafeRawBufferPointer(rebasing: chunk[range]))
        }
        return try withAssembledBytes(body)
    }

    private func withAssembledBytes<R, Failure: Error>(_ body: (UnsafeRawBufferPointer) throws(Failure) -> R) throws(Failure) -> R {
        let result: Result<R, Failure> = assembled.withUnsafeBytes { bytes in
            do throws(Failure) { return .success(try body(bytes)) } catch { return .failure(error) }
        }
        return try result.get()
    }

    private mutating func step(_ chunk: UnsafeRawBufferPointer, atEnd: Bool) throws(JSONStreamError) -> Step {
        while true {
            if case .inValue(let role) = phase {
                guard let element = try continueValue(chunk, role: role, atEnd: atEnd) else {
                    return try endOfChunk(chunk, atEnd: atEnd)
                }
                if let element { return .element(element) }
                continue
            }
            guard let byte = nextSignificantByte(chunk) else { return try endOfChunk(chunk, atEnd: atEnd) }
            try advance(over: byte, chunk)
        }
    }

    /// The chunk is used up: ``Step/needsInput``, or at the end of the stream the check that
    /// the stream is complete.
    private mutating func endOfChunk(_ chunk: UnsafeRawBufferPointer, atEnd: Bool) throws(JSONStreamError) -> Step {
        guard atEnd else {
            // Carry the column to the chunk's end, so that it is known in the next one.
            column = columnAt(chunkCount, in: chunk)
            columnOffset = 0
            if chunkCount > 0 { previousChunkEndedWithCarriageReturn = chunk[chunkCount &- 1] == .carriageReturn }
            awaitingChunk = true
            return .needsInput
        }
        switch phase {
        case .between, .sequenceStart, .arrayClosed, .objectClosed:
            return .end
        case .objectOpen where levels.isEmpty && pathObjectsEntered == 0:
            throw problem(.unexpectedEnd, "expected '{' to open the document around the array, found the end of the stream", chunk)
        case .arrayOpen:
            throw problem(.unexpectedEnd, "expected '[' to open the array, found the end of the stream", chunk)
        case .arrayFirst, .arrayAfterElement, .arrayAfterComma:
            throw problem(.unexpectedEnd, "expected an element or ']', found the end of the stream", chunk)
        case .objectOpen, .objectFirst, .objectKey, .objectColon, .objectValue, .objectAfterMember:
            if !arrayFound && levels.count < pathObjectsEntered { throw missingKeyPath(chunk, found: nil) }
            throw problem(.unexpectedEnd, "expected the rest of the object around the array, found the end of the stream", chunk)
        case .inValue(let role):
            guard role == .element else {
                let what = role == .key ? "key" : "member"
                throw JSONStreamError(
                    .unexpectedEnd,
                    "the stream ended inside the document around the array, in a \(what) that began at \(value.start)",
                    at: position(at: cursor, in: chunk), elementIndex: nil)
            }
            throw problem(
                .unexpectedEnd, "the stream ended inside element \(elementCount)", chunk, elementStart: value.start)
        }
    }

    // MARK: - Between values

    /// Skips whitespace (counting lines); the next byte, which stays unread, or nil at the
    /// chunk's end.
    private mutating func nextSignificantByte(_ chunk: UnsafeRawBufferPointer) -> UInt8? {
        while cursor < chunkCount {
            let byte = chunk[cursor]
            switch byte {
            case .space, .tab:
                cursor &+= 1
            case .lineFeed, .carriageReturn:
                lineBreak(at: cursor, chunk)
                cursor &+= 1
            default:
                if byteOrderMarkSeen < 3 && chunkBase &+ cursor == byteOrderMarkSeen
                    && byte == JSONStreamSplitter.byteOrderMark[byteOrderMarkSeen]
                {
                    // A byte order mark at the stream's start, which may come in several chunks.
                    cursor &+= 1
                    columnOffset = cursor
                    byteOrderMarkSeen &+= 1
                    continue
                }
                return byte
            }
        }
        return nil
    }

    /// Reads `byte`, the first one after whitespace, in the current phase.
    private mutating func advance(over byte: UInt8, _ chunk: UnsafeRawBufferPointer) throws(JSONStreamError) {
        switch phase {
        case .arrayOpen:
            guard byte == .openBracket else { throw unexpected(byte, expected: "'[' to open the array", chunk) }
            cursor &+= 1
            phase = .arrayFirst
        case .arrayFirst, .arrayAfterComma:
            if byte == .closeBracket {
                // `[]`, and a trailing comma: `[1, 2,]`.
                cursor &+= 1
                closeArray()
            } else if byte == .comma {
                throw unexpected(byte, expected: "an element", chunk)
            } else {
                startValue(chunk, role: .element)
            }
        case .arrayAfterElement:
            if byte == .comma {
                cursor &+= 1
                phase = .arrayAfterComma
            } else if byte == .closeBracket {
                cursor &+= 1
                closeArray()
            } else {
                throw unexpected(byte, expected: "',' or ']' after an element", chunk)
            }
        case .arrayClosed:
            throw unexpected(byte, expected: "the end of the stream after the array", chunk)
        case .between:
            if format.layout == .lines {
                startLine(chunk)
            } else {
                startValue(chunk, role: .element)
            }
        case .sequenceStart:
            guard byte == 0x1E else { throw unexpected(byte, expected: "a record separator (0x1E)", chunk) }
            cursor &+= 1
            startLine(chunk)
        case .objectOpen:
            guard byte == .openBrace else {
                throw levels.isEmpty
                    ? unexpected(byte, expected: "'{' to open the document around the array", chunk)
                    : missingKeyPath(chunk, found: describe(byte))
            }
            cursor &+= 1
            levels.append([])
            pathObjectsEntered &+= 1
            phase = .objectFirst
        case .objectFirst, .objectKey:
            if byte == .closeBrace && phase == .objectFirst {
                try closeObject(chunk)
                cursor &+= 1
            } else if byte == .quote {
                startValue(chunk, role: .key)
            } else {
                throw unexpected(byte, expected: phase == .objectFirst ? "a key or '}'" : "a key", chunk)
            }
        case .objectColon:
            guard byte == .colon else { throw unexpected(byte, expected: "':' after the key", chunk) }
            cursor &+= 1
            phase = .objectValue
        case .objectValue:
            let level = levels.count - 1
            if !arrayFound && level < format.keys.count && memberKey == format.keys[level] {
                if level == format.keys.count - 1 {
                    guard byte == .openBracket else { throw missingKeyPath(chunk, found: describe(byte)) }
                    cursor &+= 1
                    arrayFound = true
                    phase = .arrayFirst
                } else {
                    phase = .objectOpen
                }
            } else {
                startValue(chunk, role: .member)
            }
        case .objectAfterMember:
            if byte == .comma {
                cursor &+= 1
                phase = .objectKey
            } else if byte == .closeBrace {
                try closeObject(chunk)
                cursor &+= 1
            } else {
                throw unexpected(byte, expected: "',' or '}' after a member", chunk)
            }
        case .objectClosed:
            throw unexpected(byte, expected: "the end of the stream after the document", chunk)
        case .inValue:
            preconditionFailure("a value is read by continueValue")
        }
    }

    private mutating func closeArray() {
        phase = format.keys.isEmpty ? .arrayClosed : .objectAfterMember
    }

    private mutating func closeObject(_ chunk: UnsafeRawBufferPointer) throws(JSONStreamError) {
        if !arrayFound && levels.count == pathObjectsEntered { throw missingKeyPath(chunk, found: nil) }
        let members = levels.removeLast()
        if levels.isEmpty {
            levels.append(members)
            phase = .objectClosed
        } else {
            levels[levels.count - 1].append((format.keys[levels.count - 1], .object(JSONObject(members))))
            phase = .objectAfterMember
        }
    }

    // MARK: - Values

    /// Starts reading the value whose first byte is at the cursor.
    private mutating func startValue(_ chunk: UnsafeRawBufferPointer, role: ValueRole) {
        // The caller is done with the last element's bytes.
        if clearsAssembled { clearAssembled() }
        value = ValueScan()
        value.start = position(at: cursor, in: chunk)
        value.firstInChunk = cursor
        switch chunk[cursor] {
        case .openBrace, .openBracket:
            value.kind = .container
        case .quote:
            value.kind = .string
        default:
            value.kind = .scalar
        }
        value.next = cursor
        phase = .inValue(role)
    }

    /// Starts reading a line of JSON Lines or a text of a JSON text sequence, from the cursor.
    private mutating func startLine(_ chunk: UnsafeRawBufferPointer) {
        if clearsAssembled { clearAssembled() }
        value = ValueScan()
        value.start = position(at: cursor, in: chunk)
        value.firstInChunk = cursor
        value.kind = .delimited
        value.next = cursor
        phase = .inValue(.element)
    }

    /// Reads on in the value: nil when the chunk ends first (its bytes so far are assembled);
    /// `.some(element)` when an element is complete, `.some(nil)` when a key or a member is.
    private mutating func continueValue(
        _ chunk: UnsafeRawBufferPointer, role: ValueRole, atEnd: Bool
    ) throws(JSONStreamError) -> Element?? {
        let end = value.kind == .delimited ? findDelimiter(chunk) : findValueEnd(chunk)
        guard let end else {
            guard atEnd else {
                // The value goes on in the next chunk.
                try assemble(chunk, from: value.firstInChunk ?? 0, to: chunkCount)
                value.firstInChunk = nil
                cursor = chunkCount
                return nil
            }
            // The end of the stream ends a number, a literal, a last line and a last text;
            // anything else is cut short.
            guard value.kind == .scalar || value.kind == .delimited else { return nil }
            return try complete(chunk, to: 0, role: role)
        }
        return try complete(chunk, to: end, role: role)
    }

    /// The value ends before `end` in the chunk; hands out an element, or records a key or a
    /// member.
    private mutating func complete(_ chunk: UnsafeRawBufferPointer, to end: Int, role: ValueRole) throws(JSONStreamError) -> Element?? {
        var range: Range<Int>?
        if let first = value.firstInChunk {
            range = first ..< end
        } else {
            try assemble(chunk, from: 0, to: end)
            clearsAssembled = true
        }
        let byteCount = range?.count ?? assembled.count
        if byteCount > maximumElementSize { throw tooLarge(chunk) }
        if byteCount == 0 && value.kind != .delimited {
            // A scalar that is not there: `}` where a value should be.
            cursor = end
            throw unexpected(chunk[end], expected: role == .element ? "an element" : "a value", chunk)
        }
        cursor = value.kind == .delimited && format.layout == .lines && end < chunkCount ? end &+ 1 : end
        let start = value.start
        switch role {
        case .element:
            phase = nextPhaseAfterElement()
            if value.kind == .delimited {
                if format.layout == .lines {
                    // A line holds no line feed, but a lone carriage return in it ends a line too;
                    // one right before the line feed is part of it. Most lines have none: one
                    // search of the C library finds that.
                    withElementBytes(range, chunk) { bytes in
                        guard let base = bytes.baseAddress, memchr(base, Int32(UInt8.carriageReturn), bytes.count) != nil else { return }
                        let content = bytes.last == .carriageReturn ? UnsafeRawBufferPointer(rebasing: bytes.dropLast()) : bytes
                        line &+= DocumentWindows.lineBreaks(in: content).count
                    }
                    if end < chunkCount { newLine(at: cursor) }
                }
                if format.layout == .sequence { countLines(inElement: range, chunk) }
                if isBlank(range, chunk) { return .some(nil) }
            }
            let element = Element(index: elementCount, start: start, range: range, byteCount: byteCount)
            elementCount &+= 1
            return .some(element)
        case .key:
            memberKey = try parse(range, chunk, start: start).string ?? ""
            clearAssembled()
            phase = .objectColon
            return .some(nil)
        case .member:
            // The members around the array are kept: together no larger than one element may be.
            envelopeBytes &+= byteCount
            if envelopeBytes > maximumElementSize {
                throw JSONStreamError(
                    .elementTooLarge, "the members around the array are larger than the maximum of \(maximumElementSize) bytes",
                    at: start, elementIndex: nil, elementStart: start)
            }
            let member = try parse(range, chunk, start: start)
            clearAssembled()
            levels[levels.count - 1].append((memberKey, member))
            phase = .objectAfterMember
            return .some(nil)
        }
    }

    private func nextPhaseAfterElement() -> Phase {
        switch format.layout {
        case .array: .arrayAfterElement
        case .lines, .concatenated: .between
        case .sequence: .sequenceStart
        }
    }

    /// A key or a member's value, parsed.
    private func parse(_ range: Range<Int>?, _ chunk: UnsafeRawBufferPointer, start: JSONStreamPosition) throws(JSONStreamError) -> JSONValue {
        let parsed: Result<JSONValue, JSONSyntaxError> =
            if let range {
                Result { () throws(JSONSyntaxError) in try JSONValue(parsing: UnsafeRawBufferPointer(rebasing: chunk[range])) }
            } else {
                assembled.withUnsafeBytes { bytes in Result { () throws(JSONSyntaxError) in try JSONValue(parsing: bytes) } }
            }
        switch parsed {
        case .success(let value): return value
        case .failure(let error): throw JSONStreamError(error, inElement: nil, startingAt: start)
        }
    }

    private func isBlank(_ range: Range<Int>?, _ chunk: UnsafeRawBufferPointer) -> Bool {
        if let range { return !chunk[range].contains { !$0.isJSONWhitespace } }
        return !assembled.contains { !$0.isJSONWhitespace }
    }

    /// Forgets the bytes of the last value assembled, keeping up to a megabyte of storage.
    private mutating func clearAssembled() {
        assembled.removeAll(keepingCapacity: assembled.capacity <= 1 << 20)
        clearsAssembled = false
    }

    /// Keeps `chunk[first..<end]`, part of a value that began in this chunk or an earlier one.
    private mutating func assemble(_ chunk: UnsafeRawBufferPointer, from first: Int, to end: Int) throws(JSONStreamError) {
        guard first < end else { return }
        if assembled.count + (end - first) > maximumElementSize { throw tooLarge(chunk) }
        assembled.append(contentsOf: chunk[first ..< end])
    }

    /// The index just past the value in the chunk, or nil when it goes on past the chunk's end.
    /// Counts the lines it passes over outside strings.
    private mutating func findValueEnd(_ chunk: UnsafeRawBufferPointer) -> Int? {
        var i = value.next
        let count = chunkCount
        guard let base = chunk.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return nil }
        if value.kind == .scalar {
            while i < count {
                switch base[i] {
                case .space, .tab, .lineFeed, .carriageReturn, .comma, .closeBracket, .closeBrace, .openBracket, .openBrace,
                    .quote, 0x1E:
                    return i
                default:
                    i &+= 1
                }
            }
            value.next = i
            return nil
        }
        while i < count {
            if value.inString {
                if value.escaped {
                    // The byte after a backslash that ended the last chunk.
                    value.escaped = false
                    i &+= 1
                    continue
                }
                // Sixteen bytes at a time to the next quote or backslash.
                while count - i >= 16 {
                    let bytes = UnsafeRawPointer(base + i).loadUnaligned(as: SIMD16<UInt8>.self)
                    let found = laneBits(
                        (bytes .== SIMD16<UInt8>(repeating: .quote)) .| (bytes .== SIMD16<UInt8>(repeating: .backslash)))
                    if found != 0 {
                        i &+= found.trailingZeroBitCount
                        break
                    }
                    i &+= 16
                }
                while i < count {
                    let byte = base[i]
                    i &+= 1
                    if value.escaped {
                        value.escaped = false
                    } else if byte == .backslash {
                        value.escaped = true
                    } else if byte == .quote {
                        value.inString = false
                        if value.kind == .string { return i }
                        break
                    }
                }
                continue
            }
            // Sixteen bytes at a time past those that need no look (indentation, numbers,
            // literals, colons and commas), to the next quote, bracket, brace or line break.
            while count - i >= 16 {
                let bytes = UnsafeRawPointer(base + i).loadUnaligned(as: SIMD16<UInt8>.self)
                // `[` and `]` with the 0x20 bit set are `{` and `}`; no other byte becomes either.
                let folded = bytes | SIMD16<UInt8>(repeating: 0x20)
                let marks = (folded .== SIMD16<UInt8>(repeating: .openBrace)) .| (folded .== SIMD16<UInt8>(repeating: .closeBrace))
                    .| (bytes .== SIMD16<UInt8>(repeating: .quote)) .| (bytes .== SIMD16<UInt8>(repeating: .lineFeed))
                    .| (bytes .== SIMD16<UInt8>(repeating: .carriageReturn))
                let found = laneBits(marks)
                if found != 0 {
                    i &+= found.trailingZeroBitCount
                    break
                }
                i &+= 16
            }
            guard i < count else { break }
            let byte = base[i]
            i &+= 1
            switch byte {
            case .quote:
                value.inString = true
            case .openBrace, .openBracket:
                value.depth &+= 1
            case .closeBrace, .closeBracket:
                value.depth &-= 1
                if value.depth <= 0 { return i }
            case .lineFeed, .carriageReturn:
                lineBreak(at: i &- 1, chunk)
            default:
                break
            }
        }
        value.next = i
        return nil
    }

    /// The index of the line feed (JSON Lines) or record separator (a text sequence) that ends
    /// the value, or nil when the chunk ends first.
    private mutating func findDelimiter(_ chunk: UnsafeRawBufferPointer) -> Int? {
        let delimiter: UInt8 = format.layout == .lines ? .lineFeed : 0x1E
        guard let base = chunk.baseAddress, value.next < chunkCount else {
            value.next = chunkCount
            return nil
        }
        // The C library's search reads a vector register's width of bytes at a time.
        if let found = memchr(base + value.next, Int32(delimiter), chunkCount - value.next) {
            return base.distance(to: UnsafeRawPointer(found))
        }
        value.next = chunkCount
        return nil
    }

    // MARK: - Lines and columns

    /// A line begins at `index` in the chunk.
    private mutating func newLine(at index: Int) {
        line &+= 1
        columnOffset = index
        column = 1
    }

    /// The line feed or carriage return at `index` in the chunk ends a line, unless it is the
    /// line feed of a carriage return and line feed, whose carriage return ended it already.
    private mutating func lineBreak(at index: Int, _ chunk: UnsafeRawBufferPointer) {
        let afterCarriageReturn = index > 0 ? chunk[index &- 1] == .carriageReturn : previousChunkEndedWithCarriageReturn
        if chunk[index] == .lineFeed && afterCarriageReturn {
            columnOffset = index &+ 1
            column = 1
        } else {
            newLine(at: index &+ 1)
        }
    }

    /// Calls `body` with the bytes of the element just completed: `range` of the chunk, or the
    /// assembled bytes.
    private func withElementBytes(_ range: Range<Int>?, _ chunk: UnsafeRawBufferPointer, _ body: (UnsafeRawBufferPointer) -> Void) {
        if let range {
            body(UnsafeRawBufferPointer(rebasing: chunk[range]))
        } else {
            assembled.withUnsafeBytes(body)
        }
    }

    /// The lines of a text of a JSON text sequence (its line breaks are inside the value).
    private mutating func countLines(inElement range: Range<Int>?, _ chunk: UnsafeRawBufferPointer) {
        if let range {
            // The lines of a text in this chunk: the line starts after its last line break.
            let (count, last) = DocumentWindows.lineBreaks(in: UnsafeRawBufferPointer(rebasing: chunk[range]))
            if let last {
                line &+= count
                columnOffset = range.lowerBound &+ last &+ 1
                column = 1
            }
        } else {
            // A text from earlier chunks: its last line break may be in one of them.
            let (count, last) = assembled.withUnsafeBytes { DocumentWindows.lineBreaks(in: $0) }
            line &+= count
            if let lastLineFeed = last {
                let inChunk = cursor - (assembled.count - lastLineFeed - 1)
                if inChunk >= 0 {
                    columnOffset = inChunk
                    column = 1
                } else {
                    // The line began in an earlier chunk: count its characters there.
                    columnOffset = 0
                    column = 1 + characterCount(assembled[(lastLineFeed + 1)...].prefix(-inChunk))
                }
            }
        }
    }

    /// The position of `index` in the chunk.
    private mutating func position(at index: Int, in chunk: UnsafeRawBufferPointer) -> JSONStreamPosition {
        let column = columnAt(index, in: chunk)
        columnOffset = index
        self.column = column
        return JSONStreamPosition(offset: chunkBase + index, line: line, column: column)
    }

    /// The column of `index` on the current line, counted on from the last known one.
    private func columnAt(_ index: Int, in chunk: UnsafeRawBufferPointer) -> Int {
        guard index > columnOffset else { return column }
        return column + characterCount(chunk[columnOffset ..< index])
    }

    private func characterCount(_ bytes: some Collection<UInt8>) -> Int {
        var count = 0
        for byte in bytes where byte & 0xC0 != 0x80 { count &+= 1 }
        return count
    }

    // MARK: - Errors

    private func describe(_ byte: UInt8) -> String {
        switch byte {
        case .quote: return "a string"
        case .openBrace: return "an object"
        case .openBracket: return "an array"
        case UInt8(ascii: "t"), UInt8(ascii: "f"): return "a Boolean"
        case UInt8(ascii: "n"): return "null"
        case .minus, .zero ... .nine: return "a number"
        case 0x20 ..< 0x7F: return "'\(Character(Unicode.Scalar(byte)))'"
        default: return "the byte 0x\(String(byte, radix: 16, uppercase: true))"
        }
    }

    private mutating func unexpected(_ byte: UInt8, expected: String, _ chunk: UnsafeRawBufferPointer) -> JSONStreamError {
        let found = describe(byte)
        let at = position(at: cursor, in: chunk)
        let syntax = JSONSyntaxError(
            kind: .unexpectedCharacter, offset: at.offset, line: at.line, column: at.column, expected: expected, found: found,
            sourceLine: excerpt(chunk).text, sourceLineColumn: excerpt(chunk).column)
        let after = elementCount > 0 ? elementCount - 1 : nil
        return JSONStreamError(.syntax, "expected \(expected), found \(found)", at: at, elementIndex: after, syntaxError: syntax)
    }

    /// The current line around the cursor, as far as the chunk holds it, for a caret.
    private func excerpt(_ chunk: UnsafeRawBufferPointer) -> (text: String, column: Int) {
        var first = cursor
        while first > 0 && cursor - first < 40 && chunk[first - 1] != .lineFeed && chunk[first - 1] != .carriageReturn {
            first -= 1
        }
        var last = cursor
        while last < chunkCount && last - cursor < 40 && chunk[last] != .lineFeed && chunk[last] != .carriageReturn { last += 1 }
        let before = String(decoding: chunk[first ..< min(cursor, chunkCount)], as: UTF8.self)
        let after = String(decoding: chunk[min(cursor, chunkCount) ..< last], as: UTF8.self)
        return (before + after, before.count + 1)
    }

    private mutating func problem(
        _ kind: JSONStreamError.Kind, _ message: String, _ chunk: UnsafeRawBufferPointer, elementStart: JSONStreamPosition? = nil
    ) -> JSONStreamError {
        let at = position(at: cursor, in: chunk)
        let index = elementStart != nil ? elementCount : (elementCount > 0 ? elementCount - 1 : nil)
        return JSONStreamError(kind, message, at: at, elementIndex: index, elementStart: elementStart)
    }

    private mutating func tooLarge(_ chunk: UnsafeRawBufferPointer) -> JSONStreamError {
        let what = value.kind == .delimited || phaseRole == .element ? "element \(elementCount)" : "a member of the document"
        return JSONStreamError(
            .elementTooLarge, "\(what) is larger than the maximum of \(maximumElementSize) bytes", at: value.start,
            elementIndex: phaseRole == .element ? elementCount : nil, elementStart: value.start)
    }

    private var phaseRole: ValueRole? {
        if case .inValue(let role) = phase { return role }
        return nil
    }

    /// The key path's array is not there: the value at one of its keys is of another type
    /// (`found`), or an object of the path ends without the key (`found` nil).
    private mutating func missingKeyPath(_ chunk: UnsafeRawBufferPointer, found: String?) -> JSONStreamError {
        let keys = format.keys
        let reached = max(1, min(pathObjectsEntered, keys.count))
        let message: String
        if let found {
            let expected = levels.count == keys.count ? "an array" : "an object"
            message = "expected \(expected) at \(keys.prefix(levels.count).joined(separator: ".")), found \(found)"
        } else {
            let object = reached == 1 ? "the document" : "the object at \(keys.prefix(reached - 1).joined(separator: "."))"
            message = "no key '\(keys[reached - 1])' in \(object), so no array at \(keys.joined(separator: "."))"
        }
        return JSONStreamError(.keyPathNotFound, message, at: position(at: cursor, in: chunk), elementIndex: nil)
    }
}

/// How far the splitter is in the value it reads.
private struct ValueScan: Sendable {
    enum Kind: Sendable {
        case container, string, scalar, delimited
    }

    var kind = Kind.scalar
    var start = JSONStreamPosition(offset: 0, line: 1, column: 1)
    /// Where the value starts in the current chunk; nil when it began in an earlier one.
    var firstInChunk: Int?
    /// Where to read on in the current chunk.
    var next = 0
    var depth = 0
    var inString = false
    var escaped = false
}

