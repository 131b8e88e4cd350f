/// A JSONPath query, exactly as RFC 9535 defines it, compiled once and run on any number of values.
///
/// A query starts at the root `$` and selects nodes segment by segment: names (`.store`,
/// `['first name']`), indexes (`[0]`, `[-1]`), slices (`[1:5:2]`), wildcards (`*`), descendants
/// (`..author`) and filters (`[?@.price < 10 && match(@.category, 'fic.*')]`) with the functions
/// `length`, `count`, `match`, `search` and `value`. The result is a nodelist: the values selected,
/// in the order the RFC gives, each with its location.
///
/// ```swift
/// let store = try JSONValue(parsing: #"{"book": [{"title": "Sayings", "price": 8.95}, {"title": "Moby Dick", "price": 22.99}]}"#)
/// let cheap = try JSONQuery("$.book[?@.price < 10].title")
/// cheap.select(in: store)                          // ["Sayings"]
/// cheap.matches(in: store).map(\.normalizedPath)   // ["$['book'][0]['title']"]
/// ```
///
/// A query that is not valid or not well-typed is refused when it is compiled, with the
/// position of the mistake; evaluating a compiled query never fails.
public struct JSONQuery: Sendable, Hashable, CustomStringConvertible {
    /// The query's text, as given.
    ///
    /// ```swift
    /// try JSONQuery("$.a[0]").description   // $.a[0]
    /// ```
    public let description: String
    let path: QueryPath

    /// Compiles a JSONPath query.
    ///
    /// ```swift
    /// let authors = try JSONQuery("$..book[*].author")
    /// ```
    ///
    /// - Throws: ``JSONQueryError`` with the offset and column of the first mistake: a syntax
    ///   error, a bad string escape, an index beyond ±(2^53 − 1), or a filter that is not
    ///   well-typed (a literal alone, a query that can select several nodes in a comparison,
    ///   an unknown function or wrong arguments); also when filters, parentheses and function
    ///   calls nest more than 64 deep.
    public init(_ text: String) throws(JSONQueryError) {
        var parser = QueryParser(text)
        path = try parser.parseQuery()
        description = text
    }

    /// The values the query selects in `value`, in the nodelist's order.
    ///
    /// ```swift
    /// try JSONQuery("$[1:]").select(in: [1, 2, 3])   // [2, 3]
    /// ```
    public func select(in value: JSONValue) -> [JSONValue] {
        QueryEvaluator(root: value).select(path.segments, from: value, at: UntrackedLocation()).map(\.value)
    }

    /// The nodes the query selects in `value`: each value with its location.
    ///
    /// ```swift
    /// let match = try JSONQuery("$..name").matches(in: ["people": [["name": "Ada"]]])[0]
    /// match.path              // people[0].name
    /// match.normalizedPath    // $['people'][0]['name']
    /// ```
    public func matches(in value: JSONValue) -> [Match] {
        QueryEvaluator(root: value).select(path.segments, from: value, at: TrackedLocation(link: nil)).map {
            Match(value: $0.value, path: $0.location.path)
        }
    }

    /// True when the query selects at most one node whatever the value: `$` followed by names
    /// and indexes only (RFC 9535 §2.3.5.1's singular query).
    ///
    /// ```swift
    /// try JSONQuery("$.people[0]").isSingular   // true
    /// try JSONQuery("$.people[*]").isSingular   // false
    /// ```
    public var isSingular: Bool { path.singularSteps != nil }

    /// Queries are equal when their texts are.
    ///
    /// ```swift
    /// try JSONQuery("$.a") == JSONQuery("$.a")       // true
    /// try JSONQuery("$.a") == JSONQuery("$['a']")    // false: the same nodes, another text
    /// ```
    public static func == (lhs: JSONQuery, rhs: JSONQuery) -> Bool { lhs.description == rhs.description }

    /// Hashes the query's text.
    ///
    /// ```swift
    /// let seen: Set<JSONQuery> = [try JSONQuery("$.a")]
    /// ```
    public func hash(into hasher: inout Hasher) { hasher.combine(description) }
}

extension JSONValue {
    /// The values a JSONPath query (RFC 9535) selects in this value.
    ///
    /// ```swift
    /// let value = try JSONValue(parsing: #"{"people": [{"name": "Ada"}, {"name": "Alan"}]}"#)
    /// try value.query("$.people[*].name")   // ["Ada", "Alan"]
    /// ```
    ///
    /// - Throws: ``JSONQueryError`` when the text is not a valid, well-typed query.
    public func query(_ text: String) throws(JSONQueryError) -> [JSONValue] {
        try JSONQuery(text).select(in: self)
    }
}
