// The parser of RFC 9535 JSONPath queries: recursive descent over the query's UTF-8 bytes,
// following the ABNF of the RFC's appendix A, with the well-typedness rules of §2.4.3 checked
// as each function call and comparison is read. Nesting (filters, parentheses and function
// calls) is limited, so a hostile query cannot exhaust the stack.

struct QueryParser {
    var reader: QueryReader
    /// Filters, parenthesized expressions and function calls open at the position.
    var nesting = 0

    /// The most filters, parentheses and function calls nested in one another. RFC 9535 sets no
    /// limit, and queries people write nest a few levels; at this depth evaluating the query
    /// (which recurses once per nested filter or function call) fits a 512 KiB thread stack even
    /// in a debug build, where a level takes about 5 KiB (under 1 KiB optimized).
    static let maximumNesting = 64

    init(_ text: String) {
        reader = QueryReader(text, endName: "end of query")
    }

    /// `$` and its segments, then the end of the text.
    mutating func parseQuery() throws(JSONQueryError) -> QueryPath {
        guard reader.skip(.dollar) else {
            throw reader.error(.unexpectedCharacter, expected: "'$' at the start of a JSONPath query")
        }
        let path = QueryPath(segments: try parseSegments())
        if !reader.isAtEnd {
            let whitespace = reader.position
            reader.skipWhitespace()
            if reader.isAtEnd {
                throw reader.error(
                    .unexpectedCharacter, expected: "the end of the query (whitespace may stand only before a segment)",
                    at: whitespace)
            }
            throw reader.error(.unexpectedCharacter, expected: "a segment ('.name', '[…]' or '..') or the end of the query")
        }
        return path
    }

    // MARK: - Segments and selectors

    /// Segments as long as one follows, whitespace allowed before each; stops before anything
    /// else (leaving whitespace that no segment follows unread).
    mutating func parseSegments() throws(JSONQueryError) -> [QuerySegment] {
        var segments: [QuerySegment] = []
        while true {
            let save = reader.position
            reader.skipWhitespace()
            switch reader.peek {
            case .period?:
                if reader.peek(1) == .period {
                    reader.position += 2
                    segments.append(try parseDescendantSegment())
                } else {
                    reader.position += 1
                    segments.append(try parseDotSegment())
                }
            case .openBracket?:
                let selectors = try parseBracketedSelection()
                segments.append(QuerySegment(isDescendant: false, selectors: selectors, end: reader.position))
            default:
                reader.position = save
                return segments
            }
        }
    }

    /// After `.`: `*` or a member name.
    private mutating func parseDotSegment() throws(JSONQueryError) -> QuerySegment {
        if reader.skip(.asterisk) { return QuerySegment(isDescendant: false, selectors: [.wildcard], end: reader.position) }
        guard let name = readMemberName() else {
            throw reader.error(.unexpectedCharacter, expected: dotFollowers(after: "'.'"))
        }
        return QuerySegment(isDescendant: false, selectors: [.name(name)], end: reader.position)
    }

    /// After `..`: `*`, a member name or a bracketed selection.
    private mutating func parseDescendantSegment() throws(JSONQueryError) -> QuerySegment {
        if reader.skip(.asterisk) { return QuerySegment(isDescendant: true, selectors: [.wildcard], end: reader.position) }
        if reader.peek == .openBracket {
            let selectors = try parseBracketedSelection()
            return QuerySegment(isDescendant: true, selectors: selectors, end: reader.position)
        }
        guard let name = readMemberName() else {
            throw reader.error(.unexpectedCharacter, expected: "a member name, '*' or '[' after '..'")
        }
        return QuerySegment(isDescendant: true, selectors: [.name(name)], end: reader.position)
    }

    private func dotFollowers(after what: String) -> String {
        let hint: String
        switch reader.peek {
        case let byte? where byte.isDigit: hint = " (an index is written [0])"
        case let byte? where byte.isJSONWhitespace: hint = " (no whitespace may follow it)"
        case nil: hint = ""
        default: hint = " (other names are written ['name'])"
        }
        return "a member name or '*' after \(what)\(hint)"
    }

    /// A member-name-shorthand: a letter, `_` or non-ASCII character, then those and digits.
    private mutating func readMemberName() -> String? {
        let start = reader.position
        guard let first = reader.peek, first.isASCIILetter || first == .underscore || first >= 0x80 else { return nil }
        reader.position += 1
        while let byte = reader.peek, byte.isASCIILetter || byte.isDigit || byte == .underscore || byte >= 0x80 {
            reader.position += 1
        }
        return reader.string(start ..< reader.position)
    }

    /// `[` selectors separated by commas `]`.
    private mutating func parseBracketedSelection() throws(JSONQueryError) -> [QuerySelector] {
        reader.position += 1  // '['
        var selectors: [QuerySelector] = []
        while true {
            reader.skipWhitespace()
            let selector = try parseSelector()
            selectors.append(selector)
            reader.skipWhitespace()
            if reader.skip(.comma) { continue }
            if reader.skip(.closeBracket) { return selectors }
            if reader.isAtEnd { throw reader.error(.unexpectedCharacter, expected: "']' to close the selector") }
            guard case .filter = selector else {
                throw reader.error(.unexpectedCharacter, expected: "',' or ']' after a selector")
            }
            if let hint = operatorHint {
                throw reader.error(.unexpectedCharacter, expected: hint)
            }
            throw reader.error(.unexpectedCharacter, expected: "'&&', '||', ',' or ']' after the filter")
        }
    }

    private mutating func parseSelector() throws(JSONQueryError) -> QuerySelector {
        switch reader.peek {
        case .apostrophe?, .quote?:
            return .name(try reader.readQuotedString())
        case .asterisk?:
            reader.position += 1
            return .wildcard
        case .questionMark?:
            reader.position += 1
            reader.skipWhitespace()
            return .filter(try parseLogicalOr())
        case .colon?, .minus?:
            return try parseIndexOrSlice()
        case let byte? where byte.isDigit:
            return try parseIndexOrSlice()
        default:
            let hint = reader.peek == .at || reader.peek == .dollar ? " (a filter starts with '?': [?@.name])" : ""
            throw reader.error(
                .unexpectedCharacter,
                expected: "a selector: a quoted name, '*', an index, a slice 'start:end:step' or a filter '?…'\(hint)")
        }
    }

    /// An index, or a slice `start:end:step` with each part optional (RFC 9535 §2.3.4).
    private mutating func parseIndexOrSlice() throws(JSONQueryError) -> QuerySelector {
        var start: Int?
        if reader.peek != .colon {
            let index = try readIndex()
            let save = reader.position
            reader.skipWhitespace()
            guard reader.peek == .colon else {
                reader.position = save
                return .index(index)
            }
            start = index
        }
        reader.position += 1  // ':'
        reader.skipWhitespace()
        var end: Int?
        if startsInteger {
            end = try readIndex()
            reader.skipWhitespace()
        }
        var step: Int?
        if reader.skip(.colon) {
            reader.skipWhitespace()
            if startsInteger { step = try readIndex() }
        }
        return .slice(start: start, end: end, step: step)
    }

    private var startsInteger: Bool {
        guard let byte = reader.peek else { return false }
        return byte.isDigit || byte == .minus
    }

    /// An index or slice bound within ±(2^53 − 1); where `Int` is 32 bits, clamped to its range,
    /// which selects the same elements of any array that fits in memory.
    private mutating func readIndex() throws(JSONQueryError) -> Int {
        Int(clamping: try reader.readInteger(in: QueryReader.exactIntegers, what: "an integer"))
    }

    // MARK: - Logical expressions

    /// Counts one more level of nesting, refusing one too many, or one the thread's stack has no room for.
    private mutating func enterNesting() throws(JSONQueryError) {
        nesting += 1
        if nesting > Self.maximumNesting {
            throw reader.error(
                .tooDeeplyNested,
                expected: "at most \(Self.maximumNesting) filters, parentheses and function calls nested in one another",
                found: "one more")
        }
        // Every level asks: in a debug build a level takes several kilobytes of stack.
        if !ThreadStack.hasRoom() {
            throw reader.error(
                .tooDeeplyNested,
                expected: "fewer filters, parentheses and function calls nested in one another (this thread's stack has room for \(nesting - 1))",
                found: "one more")
        }
    }

    /// `a || b || …`; `leading`, when given, is the first operand, already read.
    private mutating func parseLogicalOr(leading: Operand? = nil) throws(JSONQueryError) -> FilterExpression {
        try enterNesting()
        defer { nesting -= 1 }
        var terms = [try parseLogicalAnd(leading: leading)]
        while true {
            let save = reader.position
            reader.skipWhitespace()
            guard reader.peek == .verticalBar, reader.peek(1) == .verticalBar else {
                reader.position = save
                break
            }
            reader.position += 2
            reader.skipWhitespace()
            terms.append(try parseLogicalAnd())
        }
        return terms.count == 1 ? terms[0] : .or(terms)
    }

    private mutating func parseLogicalAnd(leading: Operand? = nil) throws(JSONQueryError) -> FilterExpression {
        var terms = [try parseBasic(leading: leading)]
        while true {
            let save = reader.position
            reader.skipWhitespace()
            guard reader.peek == .ampersand, reader.peek(1) == .ampersand else {
                reader.position = save
                break
            }
            reader.position += 2
            reader.skipWhitespace()
            terms.append(try parseBasic())
        }
        return terms.count == 1 ? terms[0] : .and(terms)
    }

    /// A parenthesized expression, a comparison or a test, each perhaps negated with `!`.
    private mutating func parseBasic(leading: Operand? = nil) throws(JSONQueryError) -> FilterExpression {
        let operand: Operand
        if let leading {
            operand = leading
        } else {
            if reader.skip(.exclamationMark) {
                reader.skipWhitespace()
                if reader.peek == .openParenthesis { return .not(try parseParenthesized()) }
                guard startsOperand else {
                    throw reader.error(.unexpectedCharacter, expected: "'(', a query or a function after '!'")
                }
                return .not(try test(try parseOperand()))
            }
            if reader.peek == .openParenthesis { return try parseParenthesized() }
            guard startsOperand else {
                throw reader.error(
                    .unexpectedCharacter,
                    expected: "a test or comparison: a query ('@…' or '$…'), a function, a literal, '!' or '('")
            }
            operand = try parseOperand()
        }
        let save = reader.position
        reader.skipWhitespace()
        guard let comparison = readComparisonOperator() else {
            reader.position = save
            return try test(operand)
        }
        reader.skipWhitespace()
        guard startsOperand else {
            throw reader.error(
                .unexpectedCharacter, expected: "a literal, a singular query or a function after the comparison operator")
        }
        let right = try parseOperand()
        return .comparison(try comparable(operand), comparison, try comparable(right))
    }

    private mutating func parseParenthesized() throws(JSONQueryError) -> FilterExpression {
        reader.position += 1  // '('
        reader.skipWhitespace()
        let expression = try parseLogicalOr()
        reader.skipWhitespace()
        guard reader.skip(.closeParenthesis) else {
            if let hint = operatorHint {
                throw reader.error(.unexpectedCharacter, expected: hint)
            }
            throw reader.error(.unexpectedCharacter, expected: "')' to close the parenthesized expression, or '&&' or '||'")
        }
        return expression
    }

    /// For an operator written as in other languages (`=`, `&`, `|`): how JSONPath writes it.
    private var operatorHint: String? {
        var probe = self
        if probe.readComparisonOperator() != nil {
            return "'&&' or '||' (a comparison cannot follow a test negated with '!' or another comparison; write !(a == b))"
        }
        switch reader.peek {
        case .equals?: return "'==' to compare"
        case .ampersand?: return "'&&' for 'and'"
        case .verticalBar?: return "'||' for 'or'"
        default: return nil
        }
    }

    private mutating func readComparisonOperator() -> ComparisonOperator? {
        let next = reader.peek(1)
        switch reader.peek {
        case .equals? where next == .equals:
            reader.position += 2
            return .equal
        case .exclamationMark? where next == .equals:
            reader.position += 2
            return .notEqual
        case .lessThan? where next == .equals:
            reader.position += 2
            return .lessOrEqual
        case .greaterThan? where next == .equals:
            reader.position += 2
            return .greaterOrEqual
        case .lessThan?:
            reader.position += 1
            return .less
        case .greaterThan?:
            reader.position += 1
            return .greater
        default:
            return nil
        }
    }

    // MARK: - Operands

    /// A literal, a query or a function call, before the parser knows what it is for: the
    /// comparison, test or argument it turns out to be decides whether it is well-typed.
    enum Operand {
        case literal(JSONValue, offset: Int)
        case query(EmbeddedQuery, offset: Int)
        case function(FunctionCall, offset: Int)
        /// A logical expression, possible only as a function argument.
        case logical(FilterExpression, offset: Int)

        var offset: Int {
            switch self {
            case .literal(_, let offset), .query(_, let offset), .function(_, let offset), .logical(_, let offset):
                return offset
            }
        }
    }

    private var startsOperand: Bool {
        guard let byte = reader.peek else { return false }
        return byte == .at || byte == .dollar || byte == .quote || byte == .apostrophe || byte == .minus || byte.isDigit
            || byte.isLowercaseLetter
    }

    private mutating func parseOperand() throws(JSONQueryError) -> Operand {
        let start = reader.position
        switch reader.peek {
        case .at?, .dollar?:
            let isRelative = reader.peek == .at
            reader.position += 1
            let path = QueryPath(segments: try parseSegments())
            return .query(EmbeddedQuery(isRelative: isRelative, path: path), offset: start)
        case .quote?, .apostrophe?:
            return .literal(.string(try reader.readQuotedString()), offset: start)
        case let byte? where byte == .minus || byte.isDigit:
            return .literal(.number(try readNumber()), offset: start)
        default:
            var end = start
            while let byte = reader.byte(at: end), byte.isLowercaseLetter || byte.isDigit || byte == .underscore { end += 1 }
            let name = reader.string(start ..< end)
            if reader.byte(at: end) == .openParenthesis {
                reader.position = end
                return .function(try parseFunctionCall(name: name, at: start), offset: start)
            }
            let literal: JSONValue
            switch name {
            case "true": literal = true
            case "false": literal = false
            case "null": literal = nil
            default:
                reader.position = end
                throw reader.error(
                    .unexpectedCharacter,
                    expected: "'(' right after the function name \(name), or one of the literals true, false, null")
            }
            reader.position = end
            return .literal(literal, offset: start)
        }
    }

    /// A number literal: JSON's number grammar, `-0` included (RFC 9535 §2.3.5.1).
    private mutating func readNumber() throws(JSONQueryError) -> JSONNumber {
        let start = reader.position
        _ = reader.skip(.minus)
        guard let first = reader.peek, first.isDigit else {
            throw reader.error(.invalidNumber, expected: "a digit after '-'")
        }
        reader.position += 1
        if first == .zero, let next = reader.peek, next.isDigit {
            throw reader.error(.invalidNumber, expected: "a number without leading zeros", at: start,
                found: "'\(reader.string(start ..< reader.position + 1))'")
        }
        skipDigits()
        if reader.skip(.period) {
            guard let byte = reader.peek, byte.isDigit else {
                throw reader.error(.invalidNumber, expected: "a digit after the decimal point")
            }
            skipDigits()
        }
        if reader.peek == .lowercaseE || reader.peek == .uppercaseE {
            reader.position += 1
            if reader.peek == .plus || reader.peek == .minus { reader.position += 1 }
            guard let byte = reader.peek, byte.isDigit else {
                throw reader.error(.invalidNumber, expected: "a digit in the exponent")
            }
            skipDigits()
        }
        let text = reader.string(start ..< reader.position)
        guard let number = JSONNumber(text: text) else {
            throw reader.error(.invalidNumber, expected: "a number", at: start, found: "'\(text)'")
        }
        return number
    }

    private mutating func skipDigits() {
        while let byte = reader.peek, byte.isDigit { reader.position += 1 }
    }

    // MARK: - Functions

    private mutating func parseFunctionCall(name: String, at start: Int) throws(JSONQueryError) -> FunctionCall {
        guard let function = QueryFunction(rawValue: name) else {
            throw reader.error(
                .notWellTyped, expected: "one of the functions length, count, match, search, value", at: start,
                found: "'\(name)'")
        }
        try enterNesting()
        defer { nesting -= 1 }
        reader.position += 1  // '('
        reader.skipWhitespace()
        var arguments: [Operand] = []
        if !reader.skip(.closeParenthesis) {
            while true {
                arguments.append(try parseArgument())
                reader.skipWhitespace()
                if reader.skip(.closeParenthesis) { break }
                guard reader.skip(.comma) else {
                    throw reader.error(.unexpectedCharacter, expected: "',' or ')' after an argument of \(name)()")
                }
                reader.skipWhitespace()
            }
        }
        let parameters = function.parameters
        guard arguments.count == parameters.count else {
            let expected = parameters.count == 1 ? "1 argument" : "\(parameters.count) arguments"
            throw reader.error(
                .notWellTyped, expected: "\(expected) for \(name)()", at: start, found: "\(arguments.count)")
        }
        var call = FunctionCall(function: function, arguments: [])
        for (index, (argument, parameter)) in zip(arguments, parameters).enumerated() {
            call.arguments.append(try typeCheck(argument, as: parameter, position: index + 1, of: name))
        }
        if function == .match || function == .search, case .literal(let pattern)? = call.arguments.last {
            call.pattern = pattern.string.flatMap(IRegexp.init).map(PatternArgument.compiled) ?? .invalid
        }
        return call
    }

    /// A literal, a query, a function call or a logical expression.
    private mutating func parseArgument() throws(JSONQueryError) -> Operand {
        let start = reader.position
        guard reader.peek != .exclamationMark, reader.peek != .openParenthesis else {
            return .logical(try parseLogicalOr(), offset: start)
        }
        guard startsOperand else {
            throw reader.error(
                .unexpectedCharacter, expected: "a function argument: a literal, a query, a function or a logical expression")
        }
        let operand = try parseOperand()
        let save = reader.position
        reader.skipWhitespace()
        let next = reader.peek
        reader.position = save
        if next == .comma || next == .closeParenthesis { return operand }
        return .logical(try parseLogicalOr(leading: operand), offset: start)
    }

    /// The argument as the parameter's type needs it, or the error of RFC 9535 §2.4.3.
    private func typeCheck(_ argument: Operand, as parameter: FunctionType, position: Int, of name: String)
        throws(JSONQueryError) -> FunctionArgument
    {
        let which = "argument \(position) of \(name)()"
        switch (parameter, argument) {
        case (.value, .literal(let value, _)):
            return .literal(value)
        case (.value, .query(let query, let offset)):
            guard let steps = query.path.singularSteps else {
                throw reader.error(
                    .notWellTyped, expected: "a singular query (only names and indexes) as \(which)", at: offset,
                    found: "a query that can select several nodes")
            }
            return .singularQuery(SingularQuery(isRelative: query.isRelative, steps: steps))
        case (.value, .function(let call, let offset)):
            guard call.function.result == .value else {
                throw reader.error(
                    .notWellTyped, expected: "a value (a literal, a singular query or a function such as length()) as \(which)",
                    at: offset, found: "\(call.function.rawValue)(), which is true or false")
            }
            return .function(call)
        case (.value, .logical(_, let offset)):
            throw reader.error(
                .notWellTyped, expected: "a value (a literal, a singular query or a function such as length()) as \(which)",
                at: offset, found: "a logical expression")
        case (.nodes, .query(let query, _)):
            return .query(query)
        case (.nodes, .function(let call, let offset)):
            guard call.function.result == .nodes else {
                throw reader.error(
                    .notWellTyped, expected: "a query as \(which)", at: offset,
                    found: "\(call.function.rawValue)(), which gives \(call.function.result == .value ? "a value" : "true or false")")
            }
            return .function(call)
        case (.nodes, .literal(_, let offset)):
            throw reader.error(.notWellTyped, expected: "a query as \(which)", at: offset, found: "a literal")
        case (.nodes, .logical(_, let offset)):
            throw reader.error(.notWellTyped, expected: "a query as \(which)", at: offset, found: "a logical expression")
        case (.logical, _):
            // No function of RFC 9535 has a logical parameter.
            throw reader.error(.notWellTyped, expected: "no logical argument", at: argument.offset, found: "one")
        }
    }

    // MARK: - Comparisons and tests

    /// A side of a comparison: a literal, a singular query or a function with a value result.
    private func comparable(_ operand: Operand) throws(JSONQueryError) -> FilterExpression.Comparable {
        switch operand {
        case .literal(let value, _):
            return .literal(value)
        case .query(let query, let offset):
            guard let steps = query.path.singularSteps else {
                throw reader.error(
                    .notWellTyped, expected: "a singular query (only names and indexes) in a comparison", at: offset,
                    found: "a query that can select several nodes")
            }
            return .query(SingularQuery(isRelative: query.isRelative, steps: steps))
        case .function(let call, let offset):
            guard call.function.result == .value else {
                throw reader.error(
                    .notWellTyped, expected: "a function with a value result (length, count, value) in a comparison",
                    at: offset, found: "\(call.function.rawValue)(), which is true or false and cannot be compared")
            }
            return .function(call)
        case .logical(_, let offset):
            throw reader.error(.notWellTyped, expected: "a value in a comparison", at: offset, found: "a logical expression")
        }
    }

    /// An operand standing alone: a query (true when it selects a node) or a function with a
    /// logical or nodelist result; the reader stands just past it.
    private func test(_ operand: Operand) throws(JSONQueryError) -> FilterExpression {
        var next = reader
        next.skipWhitespace()
        switch operand {
        case .query(let query, _):
            return .exists(query)
        case .function(let call, _):
            guard call.function.result != .value else {
                let name = call.function.rawValue
                throw next.error(
                    .notWellTyped,
                    expected: "a comparison operator after \(name)(…) (its result is a value, which is no test on its own)")
            }
            return .test(call)
        case .literal(let value, _):
            throw next.error(
                .notWellTyped, expected: "a comparison operator after the literal \(value) (a literal is no test on its own)")
        case .logical(let expression, _):
            return expression
        }
    }
}

extension UInt8 {
    static let questionMark: UInt8 = 0x3F  // ?
    static let at: UInt8 = 0x40  // @
    static let verticalBar: UInt8 = 0x7C  // |
    static let ampersand: UInt8 = 0x26  // &
    static let exclamationMark: UInt8 = 0x21  // !
    static let equals: UInt8 = 0x3D  // =
    static let lessThan: UInt8 = 0x3C  // <
    static let greaterThan: UInt8 = 0x3E  // >
    static let openParenthesis: UInt8 = 0x28  // (
    static let closeParenthesis: UInt8 = 0x29  // )
    static let uppercaseE: UInt8 = 0x45  // E
}
