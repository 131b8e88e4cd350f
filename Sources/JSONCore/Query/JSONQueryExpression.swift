/// A query in any of the three syntaxes the library reads, told apart by its first character:
/// a JSONPath query (RFC 9535), a JSON Pointer (RFC 6901) or a key path (`people[0].name`).
///
/// The rule, for text typed on a command line:
/// - text starting with `$` and then anything but a letter, digit, `_` or `$` (so `$`, `$.a`,
///   `$[0]`, `$..x`) is a **JSONPath query**;
/// - empty text, or text starting with `/`, is a **JSON Pointer**;
/// - anything else is a **key path**, as ``JSONPath/description`` writes it (`people[0].name`,
///   `$ref.id`, `["first name"]`). A key path whose first key is `$` alone is written `["$"]`.
///
/// Each answers with a nodelist: a pointer or a key path selects at most one node.
///
/// ```swift
/// let value = try JSONValue(parsing: #"{"people": [{"name": "Ada"}, {"name": "Alan"}]}"#)
/// try JSONQueryExpression("$.people[*].name").select(in: value)   // ["Ada", "Alan"]
/// try JSONQueryExpression("/people/1/name").select(in: value)     // ["Alan"]
/// try JSONQueryExpression("people[0].name").select(in: value)     // ["Ada"]
/// ```
public enum JSONQueryExpression: Sendable, Hashable, CustomStringConvertible {
    /// An RFC 9535 JSONPath query.
    ///
    /// ```swift
    /// if case .jsonPath(let query) = try JSONQueryExpression("$..name") { … }
    /// ```
    case jsonPath(JSONQuery)

    /// An RFC 6901 JSON Pointer.
    ///
    /// ```swift
    /// if case .pointer(let pointer) = try JSONQueryExpression("/people/0") { … }
    /// ```
    case pointer(JSONPointer)

    /// A key path of the library.
    ///
    /// ```swift
    /// if case .keyPath(let path) = try JSONQueryExpression("people[0].name") { … }
    /// ```
    case keyPath(JSONPath)

    /// Reads a query in the syntax its first character tells (see ``JSONQueryExpression``).
    ///
    /// ```swift
    /// let expression = try JSONQueryExpression(CommandLine.arguments[2])
    /// ```
    ///
    /// - Throws: ``JSONQueryError`` from the syntax the text was read in, with the offset of the mistake.
    public init(_ text: String) throws(JSONQueryError) {
        let utf8 = text.utf8
        guard let first = utf8.first, first != .slash else {
            self = .pointer(try JSONPointer(text))
            return
        }
        if first == .dollar {
            let second = utf8.dropFirst().first
            let continuesKey = second.map { $0.isASCIILetter || $0.isDigit || $0 == .underscore || $0 == .dollar } ?? false
            if !continuesKey {
                self = .jsonPath(try JSONQuery(text))
                return
            }
        }
        self = .keyPath(try JSONPath(parsing: text))
    }

    /// The nodes the expression selects in `value`, with their locations.
    ///
    /// ```swift
    /// try JSONQueryExpression("/a/0").matches(in: ["a": [true]]).map(\.normalizedPath)   // ["$['a'][0]"]
    /// ```
    public func matches(in value: JSONValue) -> [JSONQuery.Match] {
        switch self {
        case .jsonPath(let query):
            return query.matches(in: value)
        case .pointer(let pointer):
            return pointer.locate(in: value).map { [JSONQuery.Match(value: $0.value, path: $0.path)] } ?? []
        case .keyPath(let path):
            return path.value(in: value).map { [JSONQuery.Match(value: $0, path: path)] } ?? []
        }
    }

    /// The values the expression selects in `value`.
    ///
    /// ```swift
    /// try JSONQueryExpression("a[1]").select(in: ["a": [1, 2]])   // [2]
    /// ```
    public func select(in value: JSONValue) -> [JSONValue] {
        switch self {
        case .jsonPath(let query): return query.select(in: value)
        case .pointer(let pointer): return pointer.resolve(in: value).map { [$0] } ?? []
        case .keyPath(let path): return path.value(in: value).map { [$0] } ?? []
        }
    }

    /// When the expression selects nothing in `value`, why: the longest leading part that still
    /// selects something and what stands there; nil when it selects something.
    ///
    /// ```swift
    /// try JSONQueryExpression("people[5]").explainNoMatch(in: ["people": ["a", "b", "c"]])
    /// // people[5] matches nothing: people is an array of 3 elements
    /// ```
    public func explainNoMatch(in value: JSONValue) -> String? {
        switch self {
        case .jsonPath(let query): return query.explainNoMatch(in: value)
        case .pointer(let pointer): return pointer.explainNoMatch(in: value)
        case .keyPath(let path): return path.explainNoMatch(in: value)
        }
    }

    /// True when the expression selects at most one node whatever the value: always for a
    /// pointer and a key path, and for a JSONPath query of names and indexes only.
    ///
    /// ```swift
    /// try JSONQueryExpression("$..name").isSingular   // false
    /// ```
    public var isSingular: Bool {
        if case .jsonPath(let query) = self { return query.isSingular }
        return true
    }

    /// The expression's text: the query as given, or the pointer's or key path's own text.
    ///
    /// ```swift
    /// try JSONQueryExpression(#"a["b"]"#).description   // a.b
    /// ```
    public var description: String {
        switch self {
        case .jsonPath(let query): return query.description
        case .pointer(let pointer): return pointer.description
        case .keyPath(let path): return path.description
        }
    }
}
