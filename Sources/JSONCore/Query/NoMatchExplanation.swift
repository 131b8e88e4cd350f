// Why a query, pointer or key path selects nothing: the longest leading part of it that still
// selects something, and what stands there. For people reading a command's output.

enum NoMatchExplanation {
    /// The step that found nothing, as far as the explanation tells it apart.
    enum Step {
        case name(String)
        case index(Int)
        /// A JSON Pointer's reference token, which names a member or an element.
        case token(String)
        case filter
        /// A descendant segment, with its text (`..author`).
        case descendant(String)
        /// Anything else: a wildcard, a slice, several selectors.
        case other
    }

    /// `<text> matches nothing: <prefix> is …` for the values the prefix selects.
    static func explain(_ text: String, prefix: String, selected values: [JSONValue], step: Step) -> String {
        "\(text) matches nothing: " + (values.count == 1 ? one(values[0], prefix: prefix, step: step)
            : several(values, prefix: prefix, step: step))
    }

    private static func one(_ value: JSONValue, prefix: String, step: Step) -> String {
        let described = "\(prefix) is \(JSONAccessError.describe(value))"
        switch (step, value) {
        case (.name(let name), .object(let object)), (.token(let name), .object(let object)):
            return object.count > 5 ? described + "; none of its \(object.count) keys is \(JSONAccessError.quoted(name))" : described
        case (.name, _):
            return described + ", not an object"
        case (.index, .array), (.token, .array):
            if case .token(let token) = step, !isArrayIndex(token) {
                let reason = token == "-" ? "'-' stands past the last element" : "\(JSONAccessError.quoted(token)) is no array index"
                return described + " (\(reason))"
            }
            return described
        case (.index, _):
            return described + ", not an array"
        case (.token, _):
            return described + ", which has no members or elements"
        case (.filter, .array):
            return described + ", and the filter selects none of them"
        case (.filter, .object):
            return described + ", and the filter selects none of its members"
        case (.filter, _):
            return described + ", which has no elements or members to filter"
        case (.descendant(let segment), _):
            return described + ", and nothing in it matches \(segment)"
        case (.other, _):
            return described
        }
    }

    private static func several(_ values: [JSONValue], prefix: String, step: Step) -> String {
        let summary = "\(prefix) selects \(values.count) values (\(kinds(of: values)))"
        switch step {
        case .name(let name), .token(let name): return summary + ", none with the key \(JSONAccessError.quoted(name))"
        case .index(let index): return summary + ", none with an element at \(index)"
        case .filter: return summary + ", and the filter selects nothing in them"
        case .descendant(let segment): return summary + ", and nothing in them matches \(segment)"
        case .other: return summary
        }
    }

    /// `2 objects, 1 array and 1 string`.
    static func kinds(of values: [JSONValue]) -> String {
        var counts: [(singular: String, plural: String, count: Int)] = [
            ("object", "objects", 0), ("array", "arrays", 0), ("string", "strings", 0), ("number", "numbers", 0),
            ("Boolean", "Booleans", 0), ("null", "nulls", 0),
        ]
        for value in values {
            let kind: Int
            switch value {
            case .object: kind = 0
            case .array: kind = 1
            case .string: kind = 2
            case .number: kind = 3
            case .bool: kind = 4
            case .null: kind = 5
            }
            counts[kind].count += 1
        }
        let parts = counts.filter { $0.count > 0 }.map { "\($0.count) \($0.count == 1 ? $0.singular : $0.plural)" }
        guard parts.count > 1, let last = parts.last else { return parts.first ?? "" }
        return parts.dropLast().joined(separator: ", ") + " and " + last
    }

    /// An RFC 6901 array index: `0`, or digits without a leading zero.
    static func isArrayIndex(_ token: String) -> Bool {
        guard let first = token.utf8.first, first.isDigit else { return false }
        return token.utf8.allSatisfy(\.isDigit) && (first != .zero || token.utf8.count == 1)
    }
}

extension JSONQuery {
    /// When the query selects nothing in `value`, why: the longest leading part of the query
    /// that still selects something, and what stands there; nil when the query selects something.
    ///
    /// ```swift
    /// let value = try JSONValue(parsing: #"{"store": {"book": [], "bicycle": {}}}"#)
    /// try JSONQuery("$.store.bike").explainNoMatch(in: value)
    /// // $.store.bike matches nothing: $.store is an object with keys "book", "bicycle"
    /// ```
    public func explainNoMatch(in value: JSONValue) -> String? {
        let evaluator = QueryEvaluator(root: value)
        var nodes = [(value: value, location: UntrackedLocation())]
        var prefixEnd = 1  // "$"
        for segment in path.segments {
            let next = evaluator.apply(segment, to: nodes)
            guard next.isEmpty else {
                nodes = next
                prefixEnd = segment.end
                continue
            }
            let utf8 = Array(description.utf8)
            let prefix = String(decoding: utf8.prefix(prefixEnd), as: UTF8.self)
            let segmentText = String(decoding: utf8.prefix(segment.end).dropFirst(prefixEnd), as: UTF8.self)
            return NoMatchExplanation.explain(
                description, prefix: prefix, selected: nodes.map(\.value), step: Self.step(of: segment, text: segmentText))
        }
        return nil
    }

    private static func step(of segment: QuerySegment, text: String) -> NoMatchExplanation.Step {
        if segment.isDescendant {
            return .descendant(String(text.drop { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }))
        }
        guard segment.selectors.count == 1, let selector = segment.selectors.first else { return .other }
        switch selector {
        case .name(let name): return .name(name)
        case .index(let index): return .index(index)
        case .filter: return .filter
        case .wildcard, .slice: return .other
        }
    }
}
