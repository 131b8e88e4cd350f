/// Why a stream of JSON values could not be read on: where (the line and column in the whole
/// stream), which element, and what was expected.
///
/// ```swift
/// do {
///     try splitter.next(in: chunk)
/// } catch {
///     print(error)   // line 4, column 2, element 3: expected ',' or ']' after an element, found '{'
/// }
/// ```
public struct JSONStreamError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What kind of problem it is.
    public struct Kind: Hashable, Sendable, CustomStringConvertible {
        let name: String

        /// Bytes that are not JSON where a value or a separator was expected, or an element that
        /// is not valid JSON (``JSONStreamError/syntaxError`` has the scanner's details).
        public static let syntax = Kind(name: "syntax")
        /// An element larger than the splitter's maximum element size.
        public static let elementTooLarge = Kind(name: "element too large")
        /// The stream ended inside an element, or before the array or the key path was complete.
        public static let unexpectedEnd = Kind(name: "unexpected end")
        /// The key path of ``JSONStreamFormat/array(at:)`` leads to something else than an
        /// array, or is not in the document.
        public static let keyPathNotFound = Kind(name: "key path not found")

        public var description: String { name }
    }

    /// What kind of problem it is.
    public let kind: Kind
    /// What went wrong, in words.
    public let message: String
    /// Where in the stream.
    public let position: JSONStreamPosition
    /// The element the problem is in or after (0-based), when there is one.
    public let elementIndex: Int?
    /// Where that element began, for problems inside an element.
    public let elementStart: JSONStreamPosition?
    /// For a syntax error inside an element or a member, the scanner's error with its line,
    /// column and offset in the whole stream.
    public let syntaxError: JSONSyntaxError?

    package init(
        _ kind: Kind, _ message: String, at position: JSONStreamPosition, elementIndex: Int?,
        elementStart: JSONStreamPosition? = nil, syntaxError: JSONSyntaxError? = nil
    ) {
        self.kind = kind
        self.message = message
        self.position = position
        self.elementIndex = elementIndex
        self.elementStart = elementStart
        self.syntaxError = syntaxError
    }

    /// The syntax error `error`, found in the element `index` that starts at `start`, with its
    /// positions moved from the element's to the stream's.
    ///
    /// ```swift
    /// catch let error as JSONSyntaxError {
    ///     throw JSONStreamError(error, inElement: element.index, startingAt: element.start)
    /// }
    /// ```
    public init(_ error: JSONSyntaxError, inElement index: Int?, startingAt start: JSONStreamPosition) {
        let moved = error.moved(to: start)
        self.init(
            .syntax, moved.message, at: JSONStreamPosition(offset: moved.offset, line: moved.line, column: moved.column),
            elementIndex: index, elementStart: start, syntaxError: moved)
    }

    public var description: String {
        var text = "line \(position.line), column \(position.column)"
        if let elementIndex { text += ", element \(elementIndex)" }
        text += ": " + message
        if kind == .unexpectedEnd, let elementStart {
            text += " (the element began at line \(elementStart.line), column \(elementStart.column))"
        }
        return text
    }
}

extension JSONSyntaxError {
    /// This error with its offset, line and column counted from `start` instead of from the
    /// beginning of the text it was found in.
    ///
    /// ```swift
    /// let inStream = error.moved(to: JSONStreamPosition(offset: 120, line: 7, column: 1))
    /// ```
    public func moved(to start: JSONStreamPosition) -> JSONSyntaxError {
        let position = start.advanced(line: line, column: column, offset: offset)
        return JSONSyntaxError(
            kind: kind, offset: position.offset, line: position.line, column: position.column, expected: expected,
            found: found, sourceLine: sourceLine, sourceLineColumn: sourceLineColumn)
    }
}
