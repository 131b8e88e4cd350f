/// Writes one JSON document of any size, handed over in chunks, again with other whitespace
/// (compact, or indented), in bounded memory: each window of about a megabyte (see
/// ``DocumentWindows``) is read into a ``JSONValue`` and written as soon as it is complete,
/// the containers it leaves open staying open in the output for the next window. Numbers are
/// written as their text came; lenient and JSON5 input comes out as strict JSON.
///
/// With ``JSONWriteOptions/sortsKeys`` the document is read whole: an object's keys can only be
/// sorted once all of them are known.
///
/// ```swift
/// var formatter = DocumentFormatter(parsing: .json5, writing: .pretty)
/// for chunk in chunks { try chunk.withUnsafeBytes { try formatter.append($0) { output.write($0) } } }
/// try formatter.finish { output.write($0) }
/// ```
package struct DocumentFormatter {
    private var windows: DocumentWindows
    private let options: JSONParseOptions
    private var writer: JSONWriter
    /// With duplicate keys refused: the keys of objects that go on past a window.
    private var keys: DocumentDuplicateKeys?
    /// The containers open in the output, innermost last: whether anything was written in each.
    private var written: [Bool] = []

    package init(
        parsing options: JSONParseOptions, writing writeOptions: JSONWriteOptions, windowSize: Int = 1 << 20,
        maximumWindowSize: Int = 64 << 20
    ) {
        var options = options
        options.detectsEncoding = false
        // Keys are checked across windows here, not by the scan of one window.
        if options.refusesDuplicateKeys {
            keys = DocumentDuplicateKeys()
            options.duplicateKeys = .accepted
        }
        self.options = options
        writer = JSONWriter(options: writeOptions, initialCapacity: 1 << 16)
        let whole = writeOptions.sortsKeys
        windows = DocumentWindows(
            options: options, targetSize: whole ? Int.max : windowSize, maximumSize: whole ? Int.max : maximumWindowSize)
    }

    /// Frees the writer's buffer; the formatter is not used after.
    package mutating func deallocate() {
        writer.deallocate()
    }

    /// Reads the next chunk and hands `output` the text of the windows it completes.
    ///
    /// - Throws: ``JSONSyntaxError`` at the document's first mistake (the text handed out
    ///   before it is the document's up to a window before the mistake); ``JSONStreamError``
    ///   for a stretch without a comma longer than the maximum window.
    package mutating func append(_ chunk: UnsafeRawBufferPointer, _ output: (UnsafeRawBufferPointer) throws -> Void) throws {
        var windows = windows
        defer { self.windows = windows }
        try windows.append(chunk) { window in try write(window, output) }
    }

    /// Reads what is left after the last chunk and hands `output` the rest of the text, which
    /// ends with a line feed.
    ///
    /// - Throws: as ``append(_:_:)``.
    package mutating func finish(_ output: (UnsafeRawBufferPointer) throws -> Void) throws {
        var windows = windows
        defer { self.windows = windows }
        try windows.finish { window in try write(window, output) }
        writer.append(.lineFeed)
        try output(writer.writtenBytes)
        writer.removeWrittenBytes()
    }

    /// Writes a whole document held in memory, such as a line of JSON Lines, followed by a line
    /// feed, and hands `output` the text.
    ///
    /// - Throws: ``JSONSyntaxError`` with the place in `bytes`.
    package mutating func formatWhole(_ bytes: UnsafeRawBufferPointer, _ output: (UnsafeRawBufferPointer) throws -> Void) throws {
        var options = options
        if keys != nil { options.duplicateKeys = .refused }
        let tape = try scanJSON(bytes, options: options)
        emit(tape, input: bytes, openAtStart: 0, openAtEnd: 0)
        writer.append(.lineFeed)
        try output(writer.writtenBytes)
        writer.removeWrittenBytes()
    }

    private mutating func write(_ window: DocumentWindow, _ output: (UnsafeRawBufferPointer) throws -> Void) throws {
        var options = options
        if !window.isFirst { options.allowsByteOrderMark = false }
        try window.text.withUnsafeBytes { input in
            let tape: Tape
            do {
                tape = try scanJSON(input, options: options)
            } catch let error as JSONSyntaxError {
                throw window.relocate(error)
            }
            try keys?.check(window, tape: tape)
            emit(tape, input: input, openAtStart: window.openAtStart.count, openAtEnd: window.openAtEnd.count)
        }
        try output(writer.writtenBytes)
        writer.removeWrittenBytes()
    }

    /// An array or object of a window being written, and where its next child is: plain
    /// values only, so that reading and updating the top of the stack copies no reference.
    private struct Frame {
        /// The container's tape entry.
        var index: Int
        var isObject: Bool
        var depth: Int
        /// The tape entry of the next child (of an object: of its key).
        var cursor: Int
        /// The position of the next child, and the position the container's writing ends at.
        var position = 0
        var end: Int
        /// For sorted keys: the index in the walk's list of member orders, else -1.
        var sortedSlot = -1
        /// Opened by the window's prefix (and written by an earlier window), and left open for
        /// the next window.
        var continued: Bool
        var leftOpen: Bool
    }

    /// Writes the content of a window read into `tape`: all of it but the containers the
    /// prefix opened again (`openAtStart` levels down their first children) with their
    /// stand-in first member, and the closing of those left open (`openAtEnd` levels down
    /// their last children) with their stand-in last member. Read from the tape, not from a
    /// ``JSONValue``: every member of an object is written, also of equal keys (the stand-ins'
    /// keys may equal a real one). A stack instead of recursion: windows are as deep as the
    /// scanner allows.
    private mutating func emit(_ tape: Tape, input: UnsafeRawBufferPointer, openAtStart: Int, openAtEnd: Int) {
        var strings = StringInterner(input: input, tape: tape)
        defer { strings.deallocate() }
        let entries = tape.entries
        var stack: [Frame] = []
        // With sorted keys: each object's members, as (key entry, value entry), in key order.
        var sortedOrders: [[(key: Int, value: Int)]] = []
        let root = entries[0]
        if root.isContainer {
            enter(0, entries, &strings, depth: 0, continued: openAtStart > 0, leftOpen: openAtEnd > 0, openAtStart, openAtEnd, &stack, &sortedOrders)
        } else {
            writeScalar(root, input: input, &strings)
        }
        while let top = stack.indices.last {
            let position = stack[top].position
            guard position < stack[top].end else {
                let frame = stack.removeLast()
                if frame.sortedSlot >= 0 { sortedOrders.removeLast() }
                if !frame.leftOpen, let wasWritten = written.popLast() {
                    writer.closeContainer(isObject: frame.isObject, empty: !wasWritten)
                }
                continue
            }
            stack[top].position = position + 1
            let depth = stack[top].depth
            let keyIndex: Int
            let valueIndex: Int
            if stack[top].sortedSlot >= 0 {
                let member = sortedOrders[stack[top].sortedSlot][position]
                keyIndex = member.key
                valueIndex = member.value
            } else if stack[top].isObject {
                keyIndex = stack[top].cursor
                valueIndex = keyIndex + 1
                stack[top].cursor = Self.after(valueIndex, in: entries)
            } else {
                keyIndex = -1
                valueIndex = stack[top].cursor
                stack[top].cursor = Self.after(valueIndex, in: entries)
            }
            let continued = stack[top].continued
            // The stand-in first member, before the content.
            if continued && depth == openAtStart - 1 && position == 0 { continue }
            let continuesLeft = continued && depth < openAtStart - 1 && position == 0
            let continuesRight = stack[top].leftOpen && depth < openAtEnd - 1 && position == stack[top].end - 1
            if !continuesLeft {
                let first = !(written.last ?? true)
                if !written.isEmpty { written[written.count - 1] = true }
                if keyIndex >= 0 {
                    writer.startMemberKey(first: first)
                    writeString(entries[keyIndex], input: input, &strings)
                    writer.endMemberKey()
                } else {
                    writer.startElement(first: first)
                }
            }
            let value = entries[valueIndex]
            if value.isContainer {
                enter(
                    valueIndex, entries, &strings, depth: depth + 1, continued: continuesLeft, leftOpen: continuesRight,
                    openAtStart, openAtEnd, &stack, &sortedOrders)
            } else {
                writeScalar(value, input: input, &strings)
            }
        }
    }

    /// Starts writing the container at tape entry `index`.
    private mutating func enter(
        _ index: Int, _ entries: UnsafeMutablePointer<TapeEntry>, _ strings: inout StringInterner, depth: Int, continued: Bool,
        leftOpen: Bool, _ openAtStart: Int, _ openAtEnd: Int, _ stack: inout [Frame], _ sortedOrders: inout [[(key: Int, value: Int)]]
    ) {
        let entry = entries[index]
        let isObject = entry.kind == .object
        if !continued {
            writer.openContainer(isObject: isObject)
            written.append(false)
        }
        // The stand-in last member of the innermost container the suffix closes is not written.
        let end = leftOpen && depth == openAtEnd - 1 ? entry.count - 1 : entry.count
        var frame = Frame(index: index, isObject: isObject, depth: depth, cursor: index + 1, end: max(0, end), continued: continued, leftOpen: leftOpen)
        if isObject && writer.options.sortsKeys && entry.count > 1 {
            // Sorting reads the whole document in one window: no container here continues.
            var members: [(key: Int, value: Int, text: String)] = []
            members.reserveCapacity(entry.count)
            var cursor = index + 1
            for _ in 0 ..< entry.count {
                members.append((cursor, cursor + 1, strings.string(for: entries[cursor])))
                cursor = Self.after(cursor + 1, in: entries)
            }
            // A stable sort: of equal keys, the first stays first.
            let order = members.indices.sorted {
                let left = members[$0].text.unicodeScalars
                let right = members[$1].text.unicodeScalars
                return left.lexicographicallyPrecedes(right) || (left.elementsEqual(right) && $0 < $1)
            }
            frame.sortedSlot = sortedOrders.count
            sortedOrders.append(order.map { (members[$0].key, members[$0].value) })
        }
        stack.append(frame)
    }

    /// The tape entry after the value at `index` and everything in it.
    @inline(__always)
    private static func after(_ index: Int, in entries: UnsafeMutablePointer<TapeEntry>) -> Int {
        let entry = entries[index]
        return entry.isContainer ? entry.nextSibling : index + 1
    }

    /// Writes a string entry: straight from its bytes when it has no escapes, which the writer
    /// escapes as JSON needs; else decoded first.
    @inline(__always)
    private mutating func writeString(_ entry: TapeEntry, input: UnsafeRawBufferPointer, _ strings: inout StringInterner) {
        if entry.hasEscapes {
            writer.write(string: strings.string(for: entry))
        } else {
            writer.write(stringBytes: UnsafeRawBufferPointer(rebasing: input[entry.offset + 1 ..< entry.offset + 1 + entry.length]))
        }
    }

    private mutating func writeScalar(_ entry: TapeEntry, input: UnsafeRawBufferPointer, _ strings: inout StringInterner) {
        switch entry.kind {
        case .null: writer.append("null")
        case .true: writer.append("true")
        case .false: writer.append("false")
        case .string: writeString(entry, input: input, &strings)
        case .number:
            let text = UnsafeRawBufferPointer(rebasing: input[entry.offset ..< entry.offset + entry.numberLength])
            writer.write(JSONNumber(parsing: text, readable: input.count - entry.offset, entry: entry))
        case .array, .object:
            break
        }
    }
}
