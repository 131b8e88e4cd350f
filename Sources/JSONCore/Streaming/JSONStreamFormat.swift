/// How the values of a stream are laid out: the elements of one JSON array (at the top or at a
/// key path inside objects), JSON Lines, values one after another, or an RFC 7464 JSON text
/// sequence.
///
/// ```swift
/// var splitter = JSONStreamSplitter(format: .lines)
/// var pageItems = JSONStreamSplitter(format: .array(at: "data.items"))
/// ```
public struct JSONStreamFormat: Sendable, Hashable, CustomStringConvertible {
    package enum Layout: Hashable, Sendable {
        case array
        case lines
        case concatenated
        case sequence
    }

    package let layout: Layout
    /// For ``array(at:)``: the keys of the objects that lead to the array, outermost first;
    /// empty for the other formats.
    ///
    /// ```swift
    /// JSONStreamFormat.array(at: "data.items").keys   // ["data", "items"]
    /// ```
    public let keys: [String]

    init(_ layout: Layout, keys: [String] = []) {
        self.layout = layout
        self.keys = keys
    }

    /// The elements of a top-level JSON array: `[{...}, {...}]`. Whitespace and new lines may
    /// stand anywhere between the elements; a trailing comma before `]` is accepted.
    public static let array = JSONStreamFormat(.array)

    /// JSON Lines (NDJSON): one value per line. Lines end with LF or CR LF; lines holding only
    /// whitespace are passed over; the last line needs no line feed.
    public static let lines = JSONStreamFormat(.lines)

    /// Values one after another, separated by whitespace where they would otherwise run into
    /// each other (`{"a":1}{"a":2}`, `1 2 3`), as a log of concatenated JSON documents is.
    public static let concatenated = JSONStreamFormat(.concatenated)

    /// An RFC 7464 JSON text sequence (`application/json-seq`): each value follows a record
    /// separator (0x1E) and usually ends with a line feed.
    public static let sequence = JSONStreamFormat(.sequence)

    /// The elements of the array at `keyPath` in a document of objects, as a paginated answer
    /// holds its records: `.array(at: "data.items")` streams the elements of
    /// `{"total": 2, "data": {"items": [{...}, {...}]}}`. The keys are the document's own,
    /// separated by dots; the other members are checked and kept (see
    /// ``JSONStreamSplitter/envelope``).
    public static func array(at keyPath: String) -> JSONStreamFormat {
        keyPath.isEmpty ? .array : JSONStreamFormat(.array, keys: keyPath.split(separator: ".", omittingEmptySubsequences: false).map(String.init))
    }

    /// ``array(at:)`` with the keys given one by one, for keys that hold a dot.
    ///
    /// ```swift
    /// let format = JSONStreamFormat.array(atKeys: ["v1.0", "items"])
    /// ```
    public static func array(atKeys keys: [String]) -> JSONStreamFormat {
        JSONStreamFormat(.array, keys: keys)
    }

    public var description: String {
        switch layout {
        case .array: keys.isEmpty ? "a JSON array" : "the JSON array at \(keys.joined(separator: "."))"
        case .lines: "JSON Lines"
        case .concatenated: "concatenated JSON values"
        case .sequence: "a JSON text sequence"
        }
    }
}

/// A place in a stream: its byte offset from the stream's start, and its 1-based line and
/// column (columns count characters; lines end at a line feed).
///
/// ```swift
/// print("\(error.position.line):\(error.position.column)")
/// ```
public struct JSONStreamPosition: Sendable, Hashable, CustomStringConvertible {
    /// Bytes before this place, from the stream's start.
    public var offset: Int
    /// The 1-based line.
    public var line: Int
    /// The 1-based column, in characters.
    public var column: Int

    public init(offset: Int, line: Int, column: Int) {
        self.offset = offset
        self.line = line
        self.column = column
    }

    /// The place in the stream of `line`, `column` and `offset` counted within a value that
    /// starts here.
    ///
    /// ```swift
    /// let start = JSONStreamPosition(offset: 100, line: 3, column: 5)
    /// start.advanced(line: 1, column: 2, offset: 1)   // offset 101, line 3, column 6
    /// ```
    public func advanced(line innerLine: Int, column innerColumn: Int, offset innerOffset: Int) -> JSONStreamPosition {
        JSONStreamPosition(
            offset: offset + innerOffset, line: line + innerLine - 1,
            column: innerLine == 1 ? column + innerColumn - 1 : innerColumn)
    }

    public var description: String { "line \(line), column \(column)" }
}
