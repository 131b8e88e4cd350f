// Evaluation of compiled queries (RFC 9535 §2.3–§2.5). Nodelists carry a location only when
// the caller asks for paths: the evaluation is generic over the location type, and the
// location-free one costs nothing. Descendant segments walk the value with a stack of their
// own, so a value nested as deep as memory allows is safe; recursion follows only the nesting
// of the query's filters, which the parser bounds.

/// Where a node stands, as far as the evaluation keeps track.
protocol NodeLocation {
    func appending(key: String) -> Self
    func appending(index: Int) -> Self
}

/// No location: for `select`, filters and everything that needs values only.
struct UntrackedLocation: NodeLocation {
    @inline(__always) func appending(key: String) -> Self { self }
    @inline(__always) func appending(index: Int) -> Self { self }
}

/// A location as a link to its parent's, so that a node's location costs one small allocation,
/// not a copy of its whole path; the path is built only for the nodes a query selects.
struct TrackedLocation: NodeLocation {
    final class Link: Sendable {
        let parent: Link?
        let component: JSONPath.Component

        init(parent: Link?, component: JSONPath.Component) {
            self.parent = parent
            self.component = component
        }
    }

    let link: Link?

    func appending(key: String) -> Self { TrackedLocation(link: Link(parent: link, component: .key(key))) }
    func appending(index: Int) -> Self { TrackedLocation(link: Link(parent: link, component: .index(index))) }

    /// The components from the root down.
    var path: JSONPath {
        var depth = 0
        var current = link
        while let node = current {
            depth += 1
            current = node.parent
        }
        var components = [JSONPath.Component](repeating: .index(0), count: depth)
        current = link
        while let node = current, depth > 0 {
            depth -= 1
            components[depth] = node.component
            current = node.parent
        }
        return JSONPath(components)
    }
}

struct QueryEvaluator {
    /// The argument of the query: what `$` stands for.
    let root: JSONValue
    /// Patterns read from the document, compiled once per evaluation.
    private let patterns = PatternCache()

    init(root: JSONValue) { self.root = root }

    // MARK: - Segments

    /// The nodelist of `segments` applied to `start`, in the order RFC 9535 gives.
    func select<Location: NodeLocation>(_ segments: [QuerySegment], from start: JSONValue, at location: Location)
        -> [(value: JSONValue, location: Location)]
    {
        var nodes = [(value: start, location: location)]
        for segment in segments {
            nodes = apply(segment, to: nodes)
            if nodes.isEmpty { break }
        }
        return nodes
    }

    /// One segment applied to each node of a nodelist, the results concatenated.
    func apply<Location: NodeLocation>(_ segment: QuerySegment, to nodes: [(value: JSONValue, location: Location)])
        -> [(value: JSONValue, location: Location)]
    {
        var output: [(value: JSONValue, location: Location)] = []
        for node in nodes {
            if segment.isDescendant {
                applyDescendant(segment.selectors, to: node.value, at: node.location, into: &output)
            } else {
                for selector in segment.selectors { apply(selector, to: node.value, at: node.location, into: &output) }
            }
        }
        return output
    }

    /// The selectors applied to `value` and to each of its descendants, visited depth first,
    /// arrays in order and each node before its descendants (RFC 9535 §2.5.2.2).
    private func applyDescendant<Location: NodeLocation>(
        _ selectors: [QuerySelector], to value: JSONValue, at location: Location,
        into output: inout [(value: JSONValue, location: Location)]
    ) {
        var pending = [(value: value, location: location)]
        while let (node, nodeLocation) = pending.popLast() {
            for selector in selectors { apply(selector, to: node, at: nodeLocation, into: &output) }
            switch node {
            case .array(let elements):
                for index in elements.indices.reversed() {
                    pending.append((elements[index], nodeLocation.appending(index: index)))
                }
            case .object(let object):
                for position in object.indices.reversed() {
                    let member = object.member(at: position)
                    pending.append((member.value, nodeLocation.appending(key: member.key)))
                }
            default:
                break
            }
        }
    }

    // MARK: - Selectors

    private func apply<Location: NodeLocation>(
        _ selector: QuerySelector, to value: JSONValue, at location: Location,
        into output: inout [(value: JSONValue, location: Location)]
    ) {
        switch selector {
        case .name(let name):
            guard case .object(let object) = value, let position = object.index(forKey: name) else { return }
            output.append((object.member(at: position).value, location.appending(key: name)))
        case .wildcard:
            switch value {
            case .array(let elements):
                for (index, element) in elements.enumerated() { output.append((element, location.appending(index: index))) }
            case .object(let object):
                for position in object.indices {
                    let member = object.member(at: position)
                    output.append((member.value, location.appending(key: member.key)))
                }
            default:
                break
            }
        case .index(let index):
            guard case .array(let elements) = value, let position = Self.position(of: index, count: elements.count) else { return }
            output.append((elements[position], location.appending(index: position)))
        case .slice(let start, let end, let step):
            guard case .array(let elements) = value else { return }
            for index in Self.sliceIndices(start: start, end: end, step: step, count: elements.count) {
                output.append((elements[index], location.appending(index: index)))
            }
        case .filter(let expression):
            switch value {
            case .array(let elements):
                for (index, element) in elements.enumerated() where test(expression, current: element) {
                    output.append((element, location.appending(index: index)))
                }
            case .object(let object):
                for position in object.indices {
                    let member = object.member(at: position)
                    if test(expression, current: member.value) { output.append((member.value, location.appending(key: member.key))) }
                }
            default:
                break
            }
        }
    }

    /// The array position of an index, counting from the end when negative; nil when out of range.
    @inline(__always)
    static func position(of index: Int, count: Int) -> Int? {
        let position = index < 0 ? count + index : index
        return position >= 0 && position < count ? position : nil
    }

    /// The indexes a slice selects, in order (RFC 9535 §2.3.4.2.2). Bounds are within ±(2^53 − 1)
    /// and counts within memory, so no sum here overflows.
    static func sliceIndices(start: Int?, end: Int?, step: Int?, count: Int) -> StrideTo<Int> {
        let step = step ?? 1
        guard step != 0 else { return stride(from: 0, to: 0, by: 1) }
        func normalized(_ index: Int) -> Int { index >= 0 ? index : count + index }
        if step > 0 {
            let lower = min(max(normalized(start ?? 0), 0), count)
            let upper = min(max(normalized(end ?? count), 0), count)
            return stride(from: lower, to: upper, by: step)
        }
        let upper = min(max(normalized(start ?? count - 1), -1), count - 1)
        let lower = min(max(end.map(normalized) ?? -1, -1), count - 1)
        return stride(from: upper, to: lower, by: step)
    }

    // MARK: - Filters

    /// The logical value of a filter expression for the current node `@`.
    func test(_ expression: FilterExpression, current: JSONValue) -> Bool {
        switch expression {
        case .or(let terms): return terms.contains { test($0, current: current) }
        case .and(let terms): return terms.allSatisfy { test($0, current: current) }
        case .not(let inner): return !test(inner, current: current)
        case .exists(let query): return exists(query, current: current)
        case .comparison(let left, let comparison, let right):
            return Self.compare(value(of: left, current: current), comparison, value(of: right, current: current))
        case .test(let call):
            switch evaluate(call, current: current) {
            case .logical(let result): return result
            case .nodes(let nodes): return !nodes.isEmpty
            case .value: return false  // refused by the parser
            }
        }
    }

    private func exists(_ query: EmbeddedQuery, current: JSONValue) -> Bool {
        let start = query.isRelative ? current : root
        if let steps = query.path.singularSteps { return Self.lookUp(steps, in: start) != nil }
        return !select(query.path.segments, from: start, at: UntrackedLocation()).isEmpty
    }

    /// The node a singular query selects, or nil (Nothing).
    static func lookUp(_ steps: [SingularStep], in start: JSONValue) -> JSONValue? {
        var current = start
        for step in steps {
            switch (step, current) {
            case (.name(let name), .object(let object)):
                guard let value = object[name] else { return nil }
                current = value
            case (.index(let index), .array(let elements)):
                guard let position = position(of: index, count: elements.count) else { return nil }
                current = elements[position]
            default:
                return nil
            }
        }
        return current
    }

    private func lookUp(_ query: SingularQuery, current: JSONValue) -> JSONValue? {
        Self.lookUp(query.steps, in: query.isRelative ? current : root)
    }

    private func value(of comparable: FilterExpression.Comparable, current: JSONValue) -> JSONValue? {
        switch comparable {
        case .literal(let value): return value
        case .query(let query): return lookUp(query, current: current)
        case .function(let call):
            if case .value(let value) = evaluate(call, current: current) { return value }
            return nil
        }
    }

    /// A comparison of two values or Nothings (nil), RFC 9535 §2.3.5.2.2.
    static func compare(_ left: JSONValue?, _ comparison: ComparisonOperator, _ right: JSONValue?) -> Bool {
        if case .number(let a)? = left, case .number(let b)? = right, let order = a.compareByValue(b) {
            switch comparison {
            case .equal: return order == 0
            case .notEqual: return order != 0
            case .less: return order < 0
            case .lessOrEqual: return order <= 0
            case .greater: return order > 0
            case .greaterOrEqual: return order >= 0
            }
        }
        switch comparison {
        case .equal: return left == right
        case .notEqual: return left != right
        case .less: return isLess(left, right)
        case .lessOrEqual: return isLess(left, right) || left == right
        case .greater: return isLess(right, left)
        case .greaterOrEqual: return isLess(right, left) || left == right
        }
    }

    /// Only strings (by Unicode scalar values) and numbers are ordered; numbers are compared
    /// above, but for a NaN made in Swift code, which is below nothing.
    private static func isLess(_ left: JSONValue?, _ right: JSONValue?) -> Bool {
        if case .string(let a)? = left, case .string(let b)? = right { return scalarOrderLess(a, b) }
        return false
    }

    /// UTF-8 byte order is Unicode scalar order.
    private static func scalarOrderLess(_ a: String, _ b: String) -> Bool {
        a.utf8.lexicographicallyPrecedes(b.utf8)
    }

    // MARK: - Functions

    enum FunctionResult {
        /// A value, or nil for Nothing.
        case value(JSONValue?)
        case logical(Bool)
        case nodes([JSONValue])
    }

    func evaluate(_ call: FunctionCall, current: JSONValue) -> FunctionResult {
        switch call.function {
        case .length:
            switch valueArgument(0, of: call, current: current) {
            case .string(let string)?: return .value(.number(JSONNumber(string.unicodeScalars.count)))
            case .array(let elements)?: return .value(.number(JSONNumber(elements.count)))
            case .object(let object)?: return .value(.number(JSONNumber(object.count)))
            default: return .value(nil)
            }
        case .count:
            return .value(.number(JSONNumber(nodesArgument(0, of: call, current: current).count)))
        case .value:
            let nodes = nodesArgument(0, of: call, current: current)
            return .value(nodes.count == 1 ? nodes.first : nil)
        case .match, .search:
            guard case .string(let string)? = valueArgument(0, of: call, current: current) else { return .logical(false) }
            let regexp: IRegexp?
            switch call.pattern {
            case .compiled(let compiled): regexp = compiled
            case .invalid: regexp = nil
            case .dynamic:
                guard case .string(let pattern)? = valueArgument(1, of: call, current: current) else { return .logical(false) }
                regexp = patterns.compiled(pattern)
            }
            guard let regexp else { return .logical(false) }
            return .logical(call.function == .match ? regexp.matchesWhole(string) : regexp.matchesPart(string))
        }
    }

    private func valueArgument(_ index: Int, of call: FunctionCall, current: JSONValue) -> JSONValue? {
        guard index < call.arguments.count else { return nil }
        switch call.arguments[index] {
        case .literal(let value): return value
        case .singularQuery(let query): return lookUp(query, current: current)
        case .function(let inner):
            if case .value(let value) = evaluate(inner, current: current) { return value }
            return nil
        case .query(let query):
            // Refused by the parser for value parameters; read as the value() function would.
            let nodes = select(query.path.segments, from: query.isRelative ? current : root, at: UntrackedLocation())
            return nodes.count == 1 ? nodes.first?.value : nil
        }
    }

    private func nodesArgument(_ index: Int, of call: FunctionCall, current: JSONValue) -> [JSONValue] {
        guard index < call.arguments.count else { return [] }
        switch call.arguments[index] {
        case .query(let query):
            return select(query.path.segments, from: query.isRelative ? current : root, at: UntrackedLocation()).map(\.value)
        case .function(let inner):
            if case .nodes(let nodes) = evaluate(inner, current: current) { return nodes }
            return []
        case .literal, .singularQuery:
            return []  // refused by the parser for nodelist parameters
        }
    }
}

/// Patterns of `match` and `search` read from the document, compiled once per evaluation
/// (nil for a pattern that is no I-Regexp); a bounded number of them.
private final class PatternCache {
    private var compiled: [String: IRegexp?] = [:]
    private static let capacity = 64

    func compiled(_ pattern: String) -> IRegexp? {
        if let known = compiled[pattern] { return known }
        let regexp = IRegexp(pattern)
        if compiled.count >= Self.capacity { compiled.removeAll(keepingCapacity: true) }
        compiled[pattern] = regexp
        return regexp
    }
}
