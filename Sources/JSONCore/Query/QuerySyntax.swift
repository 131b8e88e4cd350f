// A compiled JSONPath query (RFC 9535), as the parser builds it and the evaluator reads it.
// Everything here is checked when the query is parsed: a filter that is not well-typed never
// gets this far, so evaluation has no error paths.

/// A query's segments, from `$` or `@`.
struct QueryPath: Sendable {
    var segments: [QuerySegment]
    /// The name and index steps, when every segment is a child segment with one name or index
    /// selector: such a query selects at most one node and is evaluated without a nodelist.
    var singularSteps: [SingularStep]?

    init(segments: [QuerySegment]) {
        self.segments = segments
        var steps: [SingularStep] = []
        for segment in segments {
            guard !segment.isDescendant, segment.selectors.count == 1 else {
                singularSteps = nil
                return
            }
            switch segment.selectors[0] {
            case .name(let name): steps.append(.name(name))
            case .index(let index): steps.append(.index(index))
            default:
                singularSteps = nil
                return
            }
        }
        singularSteps = steps
    }
}

/// One step of a singular query.
enum SingularStep: Sendable {
    case name(String)
    case index(Int)
}

/// A child segment (`.a`, `[…]`) or a descendant segment (`..a`, `..[…]`).
struct QuerySegment: Sendable {
    var isDescendant: Bool
    var selectors: [QuerySelector]
    /// The UTF-8 offset just past the segment in the query text, for explaining an empty result.
    var end: Int
}

enum QuerySelector: Sendable {
    case name(String)
    case wildcard
    case index(Int)
    case slice(start: Int?, end: Int?, step: Int?)
    case filter(FilterExpression)
}

/// A logical expression of a filter selector.
indirect enum FilterExpression: Sendable {
    case or([FilterExpression])
    case and([FilterExpression])
    case not(FilterExpression)
    /// A query that is true when it selects at least one node.
    case exists(EmbeddedQuery)
    case comparison(Comparable, ComparisonOperator, Comparable)
    /// A function whose result is logical (`match`, `search`) or a nodelist.
    case test(FunctionCall)

    /// A side of a comparison: always a value or Nothing.
    enum Comparable: Sendable {
        case literal(JSONValue)
        case query(SingularQuery)
        /// A function whose result is a value.
        case function(FunctionCall)
    }
}

/// A query inside a filter: relative to the current node (`@`) or to the root (`$`).
struct EmbeddedQuery: Sendable {
    var isRelative: Bool
    var path: QueryPath
}

/// A query of names and indexes only, which selects at most one node.
struct SingularQuery: Sendable {
    var isRelative: Bool
    var steps: [SingularStep]
}

enum ComparisonOperator: Sendable {
    case equal, notEqual, less, lessOrEqual, greater, greaterOrEqual
}

/// The declared types of function parameters and results (RFC 9535 §2.4.1).
enum FunctionType: Sendable {
    /// A JSON value or Nothing.
    case value
    /// True or false.
    case logical
    /// A nodelist.
    case nodes
}

/// The function extensions of RFC 9535 §2.4.
enum QueryFunction: String, Sendable, CaseIterable {
    case length, count, match, search, value

    var parameters: [FunctionType] {
        switch self {
        case .length: return [.value]
        case .count, .value: return [.nodes]
        case .match, .search: return [.value, .value]
        }
    }

    var result: FunctionType {
        switch self {
        case .length, .count, .value: return .value
        case .match, .search: return .logical
        }
    }
}

struct FunctionCall: Sendable {
    var function: QueryFunction
    var arguments: [FunctionArgument]
    /// For `match` and `search` with a string literal as the pattern: the pattern compiled
    /// once, when the query was parsed.
    var pattern: PatternArgument = .dynamic
}

/// An argument, checked against its parameter's type: a value parameter takes a literal, a
/// singular query or a function with a value result; a nodelist parameter takes a query.
enum FunctionArgument: Sendable {
    case literal(JSONValue)
    case singularQuery(SingularQuery)
    case query(EmbeddedQuery)
    case function(FunctionCall)
}

/// The regular expression of a `match` or `search` call.
enum PatternArgument: Sendable {
    /// Read from the document (or not a string): compiled when the call is evaluated.
    case dynamic
    /// A literal that is not an I-Regexp: the call is always false.
    case invalid
    case compiled(IRegexp)
}
