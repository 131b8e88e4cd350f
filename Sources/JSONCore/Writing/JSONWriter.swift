// Writing JSONValue as JSON text, into a growable byte buffer.

extension JSONValue {
    /// The value as JSON text.
    ///
    /// ```swift
    /// let value: JSONValue = ["name": "Ada", "tags": ["math", "poetry"]]
    /// value.jsonString()                     // {"name":"Ada","tags":["math","poetry"]}
    /// value.jsonString(options: .pretty)
    /// ```
    public func jsonString(options: JSONWriteOptions = .compact) -> String {
        var writer = JSONWriter(options: options)
        defer { writer.deallocate() }
        writer.write(self)
        return writer.makeString()
    }

    /// The value as UTF-8 encoded JSON text.
    ///
    /// ```swift
    /// let bytes = JSONValue.array([1, 2]).jsonBytes()   // Array("[1,2]".utf8)
    /// ```
    public func jsonBytes(options: JSONWriteOptions = .compact) -> [UInt8] {
        var writer = JSONWriter(options: options)
        defer { writer.deallocate() }
        writer.write(self)
        return writer.makeBytes()
    }
}

/// Writes JSON text into a buffer it owns; the caller takes the result and deallocates.
package struct JSONWriter {
    package let options: JSONWriteOptions
    private var buffer: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    package private(set) var count = 0
    private var level = 0
    /// One level of indentation: `indentWidth` times `indentByte` (plain values, so that
    /// writing a new line copies no reference).
    private let indentByte: UInt8
    private let indentWidth: Int

    package init(options: JSONWriteOptions, initialCapacity: Int = 1024) {
        self.options = options
        capacity = max(initialCapacity, 16)
        buffer = .allocate(capacity: capacity)
        switch options.indentation {
        case .spaces(let count)?: (indentByte, indentWidth) = (.space, max(0, count))
        case .tabs?: (indentByte, indentWidth) = (.tab, 1)
        case nil: (indentByte, indentWidth) = (.space, 0)
        }
    }

    package mutating func deallocate() {
        buffer.deallocate()
        count = 0
        capacity = 0
    }

    package func makeString() -> String {
        String(unsafeUninitializedCapacity: count) { output in
            guard let destination = output.baseAddress else { return 0 }
            destination.initialize(from: buffer, count: count)
            return count
        }
    }

    package func makeBytes() -> [UInt8] {
        Array(UnsafeBufferPointer(start: buffer, count: count))
    }

    /// The bytes written so far, valid until the next write.
    package var writtenBytes: UnsafeRawBufferPointer {
        UnsafeRawBufferPointer(start: buffer, count: count)
    }

    /// Empties the writer for new text, keeping its buffer.
    package mutating func removeAll() {
        count = 0
        level = 0
    }

    /// Empties the writer of the text written so far, keeping its buffer and the containers
    /// open in it: what comes next continues that text.
    package mutating func removeWrittenBytes() {
        count = 0
    }

    // MARK: - Containers written piece by piece

    /// Writes the opening bracket of an array or object whose members follow one by one.
    package mutating func openContainer(isObject: Bool) {
        append(isObject ? .openBrace : .openBracket)
        level += 1
    }

    /// Writes what goes before an element of the open array: a comma unless it is the first,
    /// and in pretty output a new line.
    package mutating func startElement(first: Bool) {
        if !first { append(.comma) }
        newline()
    }

    /// Writes what goes before a member's key in the open object: a comma unless it is the
    /// first, and in pretty output a new line. The key follows, then ``endMemberKey()``.
    package mutating func startMemberKey(first: Bool) {
        if !first { append(.comma) }
        newline()
    }

    /// Writes what goes between a member's key and its value.
    package mutating func endMemberKey() {
        append(.colon)
        if options.indentation != nil { append(.space) }
    }

    /// Writes the closing bracket of the innermost open container; `empty` when nothing was
    /// written in it.
    package mutating func closeContainer(isObject: Bool, empty: Bool) {
        if empty {
            level -= 1
            append(isObject ? .closeBrace : .closeBracket)
        } else {
            close(isObject ? .closeBrace : .closeBracket)
        }
    }

    // MARK: - Bytes

    @inline(__always)
    package mutating func reserve(_ extra: Int) {
        if capacity - count < extra { grow(minimum: count + extra) }
    }

    @inline(never)
    private mutating func grow(minimum: Int) {
        let newCapacity = max(capacity * 2, minimum)
        let newBuffer = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newBuffer.initialize(from: buffer, count: count)
        buffer.deallocate()
        buffer = newBuffer
        capacity = newCapacity
    }

    @inline(__always)
    package mutating func append(_ byte: UInt8) {
        reserve(1)
        buffer[count] = byte
        count &+= 1
    }

    @inline(__always)
    package mutating func append(_ bytes: UnsafeRawBufferPointer) {
        guard let source = bytes.baseAddress, bytes.count > 0 else { return }
        reserve(bytes.count)
        UnsafeMutableRawPointer(buffer + count).copyMemory(from: source, byteCount: bytes.count)
        count &+= bytes.count
    }

    package mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { append(UnsafeRawBufferPointer($0)) }
    }

    // MARK: - Values

    /// Writes a value and everything in it. Arrays and objects are written by recursion, the
    /// fastest way, down to ``recursionLimit`` levels; deeper ones are walked with a stack of
    /// their own (``writeDeep(_:)``), so a value nested as deep as memory allows is written on
    /// any thread's stack.
    package mutating func write(_ value: JSONValue) {
        switch value {
        case .null: append(StaticString("null"))
        case .bool(let flag): append(flag ? StaticString("true") : StaticString("false"))
        case .number(let number): write(number)
        case .string(let string): write(string: string)
        case .array(let elements): level < JSONWriter.recursionLimit ? write(array: elements) : writeDeep(value)
        case .object(let object): level < JSONWriter.recursionLimit ? write(object: object) : writeDeep(value)
        }
    }

    /// Levels of nesting written by recursion: a few kilobytes of stack at most.
    static let recursionLimit = 64

    private mutating func write(array elements: [JSONValue]) {
        append(.openBracket)
        guard !elements.isEmpty else {
            append(.closeBracket)
            return
        }
        level += 1
        for (position, element) in elements.enumerated() {
            if position > 0 { append(.comma) }
            newline()
            write(element)
        }
        close(.closeBracket)
    }

    private mutating func write(object: JSONObject) {
        append(.openBrace)
        guard !object.isEmpty else {
            append(.closeBrace)
            return
        }
        level += 1
        if options.sortsKeys {
            for (position, member) in sortedOrder(of: object).enumerated() {
                write(writeMemberStart(object.member(at: member), first: position == 0))
            }
        } else {
            for position in 0 ..< object.count { write(writeMemberStart(object.member(at: position), first: position == 0)) }
        }
        close(.closeBrace)
    }

    /// The positions of an object's members in the order of their keys' Unicode scalars.
    private func sortedOrder(of object: JSONObject) -> [Int] {
        let keys = object.keys
        return keys.indices.sorted { keys[$0].unicodeScalars.lexicographicallyPrecedes(keys[$1].unicodeScalars) }
    }

    /// ``write(_:)`` for an array or object below the recursion limit, with a stack of open
    /// containers instead of recursion.
    @inline(never)
    private mutating func writeDeep(_ value: JSONValue) {
        guard let opened = open(value) else { return }
        var stack: [OpenContainer] = [opened]
        while !stack.isEmpty {
            let top = stack.count - 1
            let position = stack[top].next
            let child: JSONValue
            if let order = stack[top].order {
                guard position < order.count else {
                    close(.closeBrace)
                    stack.removeLast()
                    continue
                }
                child = writeMemberStart(stack[top].object.member(at: order[position]), first: position == 0)
            } else if stack[top].isObject {
                guard position < stack[top].object.count else {
                    close(.closeBrace)
                    stack.removeLast()
                    continue
                }
                child = writeMemberStart(stack[top].object.member(at: position), first: position == 0)
            } else {
                guard position < stack[top].elements.count else {
                    close(.closeBracket)
                    stack.removeLast()
                    continue
                }
                if position > 0 { append(.comma) }
                newline()
                child = stack[top].elements[position]
            }
            stack[top].next = position + 1
            if let nested = open(child) { stack.append(nested) }
        }
    }

    /// An array or object being written, and the position of the next element or member.
    private struct OpenContainer {
        var elements: [JSONValue] = []
        var object = JSONObject()
        var isObject = false
        /// With sorted keys, the members' positions in the order they are written.
        var order: [Int]?
        var next = 0
    }

    /// Writes a scalar or an empty container whole and returns nil; for any other array or
    /// object, writes its opening bracket and returns it, to be written member by member.
    private mutating func open(_ value: JSONValue) -> OpenContainer? {
        switch value {
        case .null, .bool, .number, .string:
            write(value)
        case .array(let elements):
            append(.openBracket)
            guard !elements.isEmpty else {
                append(.closeBracket)
                return nil
            }
            level += 1
            return OpenContainer(elements: elements)
        case .object(let object):
            append(.openBrace)
            guard !object.isEmpty else {
                append(.closeBrace)
                return nil
            }
            level += 1
            return OpenContainer(object: object, isObject: true, order: options.sortsKeys ? sortedOrder(of: object) : nil)
        }
        return nil
    }

    @inline(__always)
    private mutating func close(_ bracket: UInt8) {
        level -= 1
        newline()
        append(bracket)
    }

    @inline(__always)
    private mutating func append(_ literal: StaticString) {
        append(UnsafeRawBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
    }

    /// Writes a member's separator, key and colon; returns its value, which comes next.
    @inline(__always)
    private mutating func writeMemberStart(_ member: JSONObject.Member, first: Bool) -> JSONValue {
        if !first { append(.comma) }
        newline()
        write(string: member.key)
        append(.colon)
        if options.indentation != nil { append(.space) }
        return member.value
    }

    @inline(__always)
    private mutating func newline() {
        guard options.indentation != nil else { return }
        let indentation = level * indentWidth
        reserve(1 + indentation)
        buffer[count] = .lineFeed
        (buffer + count + 1).initialize(repeating: indentByte, count: indentation)
        count &+= 1 + indentation
    }

    // MARK: - Numbers

    package mutating func write(_ number: JSONNumber) {
        switch number.storage {
        case .int(let value):
            write(integer: value.magnitude, negative: value < 0)
        case .uint(let value):
            write(integer: value, negative: false)
        case .decimal(let significand, let fractionDigits, let negative):
            writeDecimal(significand: significand, fractionDigits: Int(fractionDigits), negative: negative)
        case .double, .text:
            append(number.text)
        }
    }

    /// Writes an integer's digits straight into the buffer.
    @inline(__always)
    package mutating func write(integer magnitude: UInt64, negative: Bool) {
        reserve(21)
        if negative {
            buffer[count] = .minus
            count &+= 1
        }
        var digits = 1
        var probe = magnitude
        while probe >= 10 {
            probe /= 10
            digits &+= 1
        }
        var remaining = magnitude
        var position = count + digits - 1
        repeat {
            buffer[position] = .zero &+ UInt8(truncatingIfNeeded: remaining % 10)
            remaining /= 10
            position &-= 1
        } while remaining != 0
        count &+= digits
    }

    private mutating func writeDecimal(significand: UInt64, fractionDigits: Int, negative: Bool) {
        // Digits of the significand, right-aligned, with zeros in front when the fraction is longer.
        reserve(24 + fractionDigits)
        if negative { append(.minus) }
        var digitBuffer: (UInt64, UInt64, UInt64) = (0, 0, 0)
        withUnsafeMutableBytes(of: &digitBuffer) { scratch in
            var length = 0
            var remaining = significand
            repeat {
                scratch[23 - length] = .zero &+ UInt8(truncatingIfNeeded: remaining % 10)
                remaining /= 10
                length += 1
            } while remaining != 0
            let integerDigits = length - fractionDigits
            if integerDigits <= 0 {
                append(.zero)
                append(.period)
                for _ in 0 ..< -integerDigits { append(.zero) }
                append(UnsafeRawBufferPointer(rebasing: scratch[(24 - length)...]))
            } else {
                append(UnsafeRawBufferPointer(rebasing: scratch[(24 - length) ..< (24 - length + integerDigits)]))
                if fractionDigits > 0 {
                    append(.period)
                    append(UnsafeRawBufferPointer(rebasing: scratch[(24 - fractionDigits)...]))
                }
            }
        }
    }

    // MARK: - Strings

    package mutating func write(string: String) {
        var string = string
        string.withUTF8 { write(stringBytes: UnsafeRawBufferPointer($0)) }
    }

    /// Writes UTF-8 bytes as a quoted JSON string, escaping what must (or, by option, should) be escaped.
    package mutating func write(stringBytes bytes: UnsafeRawBufferPointer) {
        append(.quote)
        let escapesSlashes = options.escapesSlashes
        let escapesNonASCII = options.escapesNonASCII
        var runStart = 0
        var i = 0
        let count = bytes.count
        while i < count {
            // Eight plain bytes at a time.
            if count - i >= 8, let base = bytes.baseAddress {
                let word = base.loadUnaligned(fromByteOffset: i, as: UInt64.self)
                if !needsEscaping(word, slashes: escapesSlashes, nonASCII: escapesNonASCII) {
                    i += 8
                    continue
                }
            }
            let byte = bytes[i]
            let escape: Bool
            switch byte {
            case .quote, .backslash, 0x00 ..< 0x20: escape = true
            case .slash: escape = escapesSlashes
            case 0x80...: escape = escapesNonASCII
            default: escape = false
            }
            guard escape else {
                i += 1
                continue
            }
            append(UnsafeRawBufferPointer(rebasing: bytes[runStart ..< i]))
            if byte >= 0x80 {
                i += writeEscapedScalar(bytes, at: i)
            } else {
                writeEscape(byte)
                i += 1
            }
            runStart = i
        }
        append(UnsafeRawBufferPointer(rebasing: bytes[runStart ..< count]))
        append(.quote)
    }

    @inline(__always)
    private func needsEscaping(_ word: UInt64, slashes: Bool, nonASCII: Bool) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        func has(_ byte: UInt8) -> UInt64 {
            let x = word ^ (ones &* UInt64(byte))
            return (x &- ones) & ~x
        }
        var special = has(.quote) | has(.backslash) | ((word &- ones &* 0x20) & ~word)
        if slashes { special |= has(.slash) }
        if nonASCII { special |= word }
        return special & highs != 0
    }

    private mutating func writeEscape(_ byte: UInt8) {
        let short: UInt8?
        switch byte {
        case .quote: short = .quote
        case .backslash: short = .backslash
        case .slash: short = .slash
        case .lineFeed: short = .lowercaseN
        case .carriageReturn: short = .lowercaseR
        case .tab: short = .lowercaseT
        case 0x08: short = .lowercaseB
        case 0x0C: short = .lowercaseF
        default: short = nil
        }
        if let short {
            append(.backslash)
            append(short)
        } else {
            writeUnicodeEscape(UInt16(byte))
        }
    }

    private mutating func writeUnicodeEscape(_ unit: UInt16) {
        let hexDigits: StaticString = "0123456789ABCDEF"
        append(.backslash)
        append(.lowercaseU)
        for shift in stride(from: 12, through: 0, by: -4) {
            append(hexDigits.utf8Start[Int(unit >> UInt16(shift) & 0xF)])
        }
    }

    /// Writes the UTF-8 sequence at `index` as `\uXXXX` (a surrogate pair above U+FFFF); returns its length.
    private mutating func writeEscapedScalar(_ bytes: UnsafeRawBufferPointer, at index: Int) -> Int {
        let lead = bytes[index]
        let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
        guard index + length <= bytes.count else {
            writeUnicodeEscape(0xFFFD)
            return bytes.count - index
        }
        var scalar = UInt32(lead) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
        for offset in 1 ..< length { scalar = scalar << 6 | UInt32(bytes[index + offset] & 0x3F) }
        if scalar >= 0x10000 {
            let value = scalar - 0x10000
            writeUnicodeEscape(UInt16(0xD800 + (value >> 10)))
            writeUnicodeEscape(UInt16(0xDC00 + (value & 0x3FF)))
        } else {
            writeUnicodeEscape(UInt16(scalar))
        }
        return length
    }
}
