// Refusing objects that have a key twice (`{"customer": {…}, "customer": 5}`), for
// `JSONParseOptions.duplicateKeys`: a pass over the scanned tape, object by object, that the
// scanner's hot loop knows nothing of. Keys are compared as the text they decode to, so
// `"a"` and `"\u0061"` are the same key.

/// A key's decoded text as bytes: its raw text when it has no escapes, else the decoded text.
private struct KeyText {
    let raw: UnsafeRawBufferPointer
    let decoded: [UInt8]?

    init(_ entry: TapeEntry, in input: UnsafeRawBufferPointer) {
        raw = UnsafeRawBufferPointer(rebasing: input[entry.offset + 1 ..< entry.offset + 1 + entry.length])
        decoded = entry.hasEscapes ? Array(decodeStringContent(raw, entry: entry).utf8) : nil
    }

    func withBytes<R>(_ body: (UnsafeRawBufferPointer) -> R) -> R {
        if let decoded { return decoded.withUnsafeBytes(body) }
        return body(raw)
    }

    var string: String { withBytes { String(decoding: $0, as: UTF8.self) } }

    static func == (a: KeyText, b: KeyText) -> Bool {
        a.withBytes { x in b.withBytes { y in x.count == y.count && x.elementsEqual(y) } }
    }

    var hash: Int {
        withBytes { bytes in
            // FNV-1a: the keys of one object, for a table of their own.
            var hash: UInt64 = 0xCBF2_9CE4_8422_2325
            for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3 }
            return Int(truncatingIfNeeded: hash)
        }
    }
}

/// The entry after the value at `index`, skipping a container's contents.
@inline(__always)
private func valueEnd(_ tape: Tape, _ index: Int) -> Int {
    let entry = tape[index]
    return entry.isContainer ? entry.nextSibling : index + 1
}

/// The tape indexes of the keys of the object at `object`, in order.
private func memberKeys(of object: Int, in tape: Tape, into keys: inout [Int]) {
    keys.removeAll(keepingCapacity: true)
    var member = object + 1
    let end = tape[object].nextSibling
    while member < end {
        keys.append(member)
        member = valueEnd(tape, member + 1)
    }
}

/// The first key of `keys` (tape indexes, in order) that an earlier one equals, and that
/// earlier one; nil when every key differs. `table` is scratch space.
private func firstRepeat(among keys: [Int], in tape: Tape, input: UnsafeRawBufferPointer, table: inout [Int]) -> (first: Int, again: Int)? {
    if keys.count <= 12 {
        // Few keys: compared pairwise, by length first.
        for (position, key) in keys.enumerated() where position > 0 {
            let entry = tape[key]
            var text: KeyText?
            for earlier in keys[..<position] {
                let other = tape[earlier]
                // Without escapes, texts of different lengths differ.
                if !entry.hasEscapes && !other.hasEscapes && entry.length != other.length { continue }
                let current = text ?? KeyText(entry, in: input)
                text = current
                if KeyText(other, in: input) == current { return (earlier, key) }
            }
        }
        return nil
    }
    // Many keys: an open-addressing table of their positions in `keys`, by hash.
    var capacity = 32
    while capacity < keys.count * 2 { capacity *= 2 }
    table.removeAll(keepingCapacity: true)
    table.append(contentsOf: repeatElement(-1, count: capacity))
    var texts: [KeyText] = []
    texts.reserveCapacity(keys.count)
    for (position, key) in keys.enumerated() {
        let text = KeyText(tape[key], in: input)
        texts.append(text)
        var slot = text.hash & (capacity - 1)
        while table[slot] >= 0 {
            if texts[table[slot]] == text { return (keys[table[slot]], key) }
            slot = (slot + 1) & (capacity - 1)
        }
        table[slot] = position
    }
    return nil
}

/// The syntax problem of the key at `again`, which the object has already at `first`.
private func duplicateProblem(_ key: String, first: (line: Int, column: Int)) -> SyntaxProblem {
    .duplicateKey(key: key, firstLine: first.line, firstColumn: first.column)
}

/// Refuses a document whose objects have a key twice.
///
/// - Throws: ``JSONSyntaxError`` of kind ``JSONSyntaxError/Kind/duplicateKey`` at the first
///   key in the document that its object has already, naming the line and column of the first.
func checkDuplicateKeys(_ tape: Tape, input: UnsafeBufferPointer<UInt8>) throws(JSONSyntaxError) {
    let bytes = UnsafeRawBufferPointer(input)
    var keys: [Int] = []
    var table: [Int] = []
    var earliest: (first: Int, again: Int)?
    var index = 0
    while index < tape.count {
        // An object inside one that has a duplicate can have one earlier in the document.
        if tape[index].kind == .object && tape[index].count > 1 && index < earliest?.again ?? Int.max {
            memberKeys(of: index, in: tape, into: &keys)
            if let found = firstRepeat(among: keys, in: tape, input: bytes, table: &table), found.again < earliest?.again ?? Int.max {
                earliest = found
            }
        }
        index += 1
    }
    guard let (first, again) = earliest else { return }
    let problem = duplicateProblem(KeyText(tape[again], in: bytes).string, first: InputText(input).lineAndColumn(of: tape[first].offset))
    throw JSONSyntaxError(problem, offset: tape[again].offset, in: input)
}

// MARK: - Documents read in windows

/// The keys of an object that a window of a document leaves open, for the next window to check
/// its members against: each key's text and where it is in the document.
private final class OpenObjectKeys {
    var places: [[UInt8]: JSONStreamPosition] = [:]
}

/// Refuses objects with a key twice in a document read window by window (``DocumentWindows``):
/// the keys of objects that go on past a window are kept for the next, those of objects within
/// a window are checked there.
///
/// ```swift
/// var keys = DocumentDuplicateKeys()
/// try keys.check(window, tape: tape)   // for each window, after scanning it
/// ```
package struct DocumentDuplicateKeys {
    /// For each container open at the end of the last window, outermost first: its keys when it
    /// is an object.
    private var open: [OpenObjectKeys?] = []

    package init() {}

    /// Checks the objects of `window`, read into `tape`.
    ///
    /// - Throws: ``JSONSyntaxError`` at the document's first key that its object has already,
    ///   with the document's line and column.
    package mutating func check(_ window: DocumentWindow, tape: Tape) throws {
        guard tape.count > 0 else { return }
        // The containers the prefix opened again (first children from the root down), and those
        // the suffix closes (last children).
        let reopened = chain(in: tape, levels: window.openAtStart.count, last: false)
        let leftOpen = chain(in: tape, levels: window.openAtEnd.count, last: true)
        var records: [Int: OpenObjectKeys] = [:]
        for (level, index) in reopened.enumerated() where level < open.count {
            if let record = open[level] { records[index] = record }
        }
        for index in leftOpen where tape[index].kind == .object && records[index] == nil { records[index] = OpenObjectKeys() }

        try window.text.withUnsafeBytes { bytes in
            var cursor = PositionCursor(window)
            var keys: [Int] = []
            var table: [Int] = []
            // Keys of kept objects, with their places: in document order, for the cursor.
            var kept: [(entry: Int, record: OpenObjectKeys)] = []
            // The window's first duplicate: in an object within the window, or in one that a
            // window before began.
            var earliest: (first: Int, again: Int)?
            var index = 0
            while index < tape.count {
                defer { index += 1 }
                guard tape[index].kind == .object else { continue }
                memberKeys(of: index, in: tape, into: &keys)
                // The stand-in members of the prefix and the suffix are not the document's.
                keys.removeAll { key in !window.contentRange.contains(tape[key].offset) }
                if let record = records[index] {
                    for key in keys { kept.append((key, record)) }
                } else if keys.count > 1, let found = firstRepeat(among: keys, in: tape, input: bytes, table: &table),
                    found.again < earliest?.again ?? Int.max
                {
                    earliest = found
                }
            }
            kept.sort { $0.entry < $1.entry }
            for (key, record) in kept {
                if key > earliest?.again ?? Int.max { break }
                let text = KeyText(tape[key], in: bytes)
                let bytesOfKey = text.withBytes { Array($0) }
                let place = cursor.position(of: tape[key].offset, in: bytes)
                if let first = record.places[bytesOfKey] {
                    throw duplicate(key, in: window, tape: tape, bytes: bytes, first: first)
                }
                record.places[bytesOfKey] = place
            }
            if let (first, again) = earliest {
                var firstCursor = PositionCursor(window)
                throw duplicate(again, in: window, tape: tape, bytes: bytes, first: firstCursor.position(of: tape[first].offset, in: bytes))
            }
        }
        open = leftOpen.map { tape[$0].kind == .object ? records[$0] : nil }
    }

    /// The containers `levels` deep from the root down its first (or `last`) children.
    private func chain(in tape: Tape, levels: Int, last: Bool) -> [Int] {
        var indexes: [Int] = []
        var index = 0
        while indexes.count < levels, index < tape.count, tape[index].isContainer {
            indexes.append(index)
            let isObject = tape[index].kind == .object
            var child = index + 1
            guard child < tape[index].nextSibling else { break }
            if last {
                while true {
                    let value = isObject ? child + 1 : child
                    let next = valueEnd(tape, value)
                    if next >= tape[index].nextSibling {
                        child = value
                        break
                    }
                    child = next
                }
            } else if isObject {
                child += 1
            }
            index = child
        }
        return indexes
    }

    /// The error for the key at `again`, which its object has already at `first` (a place in
    /// the document).
    private func duplicate(
        _ again: Int, in window: DocumentWindow, tape: Tape, bytes: UnsafeRawBufferPointer, first: JSONStreamPosition
    ) -> JSONSyntaxError {
        let key = KeyText(tape[again], in: bytes).string
        let problem = duplicateProblem(key, first: (first.line, first.column))
        let local = JSONSyntaxError(problem, offset: tape[again].offset, in: bytes.bindMemory(to: UInt8.self))
        return window.relocate(local)
    }
}

/// The document's line and column of places in a window, read forward: each place is counted
/// from the one before, so a window's keys cost one pass over its text.
private struct PositionCursor {
    private let window: DocumentWindow
    private var offset: Int
    private var line: Int
    private var column: Int

    init(_ window: DocumentWindow) {
        self.window = window
        offset = window.prefixLength
        line = window.start.line
        column = window.start.column
    }

    /// The place of the window's byte at `target`, in its content and at or after the last one asked for.
    mutating func position(of target: Int, in bytes: UnsafeRawBufferPointer) -> JSONStreamPosition {
        let target = max(target, offset)
        let (breaks, lastBreak) = DocumentWindows.lineBreaks(in: UnsafeRawBufferPointer(rebasing: bytes[offset ..< target]))
        if let lastBreak {
            line += breaks
            column = 1
            offset += lastBreak + 1
        }
        column += String(decoding: UnsafeRawBufferPointer(rebasing: bytes[offset ..< target]), as: UTF8.self).count
        offset = target
        return JSONStreamPosition(offset: window.start.offset + target - window.prefixLength, line: line, column: column)
    }
}
