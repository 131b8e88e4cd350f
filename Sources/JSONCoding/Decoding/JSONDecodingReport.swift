/// Everything a decode forgave, each with its path in the input: values converted between JSON
/// types, array elements left out, keys no property read, root keys unwrapped.
///
/// ```swift
/// let decoder = JSONModelDecoder()
/// let (user, report) = try decoder.decodeWithReport(User.self, from: #"{"id": "42", "name": "Ada", "age": 36}"#)
/// print(report)
/// // id: read the string "42" as Int
/// // age: no property read this key
/// ```
public struct JSONDecodingReport: Sendable, Hashable, CustomStringConvertible {
    /// One thing the decoder forgave.
    public struct Entry: Sendable, Hashable, CustomStringConvertible {
        /// What kind of thing was forgiven.
        public enum Kind: String, Sendable, Hashable {
            /// A value of another JSON type was converted (`"42"` read as `Int`).
            case coercedValue = "coerced value"
            /// An array element that could not be decoded was left out.
            case skippedElement = "skipped element"
            /// A key in the input that no property read.
            case unusedKey = "unused key"
            /// The value was found under a root key of the top-level object.
            case unwrappedRootKey = "unwrapped root key"
            /// A number read as a date by ``JSONModelDecoder/DateDecodingStrategy/automatic`` was
            /// taken for milliseconds since 1970, for its size.
            case millisecondTimestamp = "millisecond timestamp"
            /// Two keys of an object matched one property under
            /// ``JSONModelDecoder/KeyDecodingStrategy/fuzzy``: the one read, and the one left.
            case ambiguousKey = "ambiguous key"
            /// A `@JSONModel` property that opts into defaults for invalid values got its
            /// default instead of a value of the wrong type.
            case defaultedValue = "defaulted value"
            /// A `@JSONModel` enum met a value or tag that names none of its cases, and
            /// decoded it as its `@JSONUnknown` case.
            case unknownEnumValue = "unknown enum value"
            /// A string read as a `URL` that `URL` does not give back as it was written: it
            /// percent-encodes what a URL cannot hold as it is (`"a b"` becomes `"a%20b"`, a `%`
            /// without two hex digits `%25`), so encoding the value writes the changed text.
            case rewrittenURL = "rewritten URL"
        }

        /// What kind of thing was forgiven.
        public let kind: Kind
        /// Where, in the input: `people[0].age`.
        public let path: JSONPath
        /// What happened, in words.
        public let message: String

        /// `people[0].age: read the string "42" as Int`.
        public var description: String { path.isEmpty ? message : "\(path): \(message)" }
    }

    /// The entries in the order the decoder met them; unused keys come last, in input order.
    public internal(set) var entries: [Entry] = []

    /// True when the decode forgave nothing.
    public var isEmpty: Bool { entries.isEmpty }

    /// The entries of one kind.
    ///
    /// ```swift
    /// let ignored = report.entries(.unusedKey).map(\.path)
    /// ```
    public func entries(_ kind: Entry.Kind) -> [Entry] { entries.filter { $0.kind == kind } }

    /// One entry per line.
    public var description: String { entries.map(\.description).joined(separator: "\n") }
}

/// Collects a report during a decode; the decoder has one only when a report was asked for.
final class ReportRecorder {
    var entries: [JSONDecodingReport.Entry] = []
    /// Tape indices of member keys that a keyed container found.
    var consumedKeys = Set<Int>()
    /// Tape indices of objects that were read through a keyed container.
    var visitedObjects = Set<Int>()
    /// Tape indices of keys already reported as ``JSONDecodingReport/Entry/Kind/ambiguousKey``.
    var reportedAmbiguities = Set<Int>()

    /// What the recorder holds at one moment, to undo what an attempt recorded after it.
    struct Checkpoint {
        let entryCount: Int
        let consumedKeys: Set<Int>
        let visitedObjects: Set<Int>
        let reportedAmbiguities: Set<Int>
    }

    func checkpoint() -> Checkpoint {
        Checkpoint(
            entryCount: entries.count, consumedKeys: consumedKeys, visitedObjects: visitedObjects,
            reportedAmbiguities: reportedAmbiguities)
    }

    /// Forgets what was recorded after `checkpoint`.
    func rollBack(to checkpoint: Checkpoint) {
        entries.removeSubrange(min(checkpoint.entryCount, entries.count)...)
        consumedKeys = checkpoint.consumedKeys
        visitedObjects = checkpoint.visitedObjects
        reportedAmbiguities = checkpoint.reportedAmbiguities
    }

    /// Adds what `other`, a recorder of the same decode, recorded.
    func merge(_ other: ReportRecorder) {
        entries += other.entries
        consumedKeys.formUnion(other.consumedKeys)
        visitedObjects.formUnion(other.visitedObjects)
        reportedAmbiguities.formUnion(other.reportedAmbiguities)
    }

    func add(_ kind: JSONDecodingReport.Entry.Kind, path: JSONPath, message: String) {
        entries.append(JSONDecodingReport.Entry(kind: kind, path: path, message: message))
    }

    func add(_ kind: JSONDecodingReport.Entry.Kind, path: [any CodingKey], message: String) {
        add(kind, path: JSONPath(codingPath: path), message: message)
    }

    /// Lists the keys of every object read through a keyed container that nothing read.
    func addUnusedKeys(tape: Tape, decoder: TapeDecoder, root: JSONPath = JSONPath()) {
        guard !visitedObjects.isEmpty else { return }
        // Walk the document once, keeping each open container's path on a stack.
        struct Frame {
            var start: Int
            var end: Int
            var path: JSONPath
            var isObject: Bool
            var nextIndex = 0
        }
        var stack: [Frame] = []
        func open(_ index: Int, path: JSONPath) -> Int {
            let entry = tape[index]
            guard entry.isContainer else { return index + 1 }
            stack.append(Frame(start: index, end: entry.nextSibling, path: path, isObject: entry.kind == .object))
            return index + 1
        }
        var cursor = open(0, path: root)
        while let frame = stack.last {
            if cursor >= frame.end {
                stack.removeLast()
                continue
            }
            if frame.isObject {
                let key = decoder.string(tape[cursor])
                let path = frame.path.appending(key: key)
                if visitedObjects.contains(frame.start) && !consumedKeys.contains(cursor) {
                    add(.unusedKey, path: path, message: "no property read this key")
                }
                cursor = open(cursor + 1, path: path)
            } else {
                let path = frame.path.appending(index: frame.nextIndex)
                stack[stack.count - 1].nextIndex += 1
                cursor = open(cursor, path: path)
            }
        }
    }
}
