public import Foundation

/// JSON that could not be loaded from a bundle, a file or a web service, or a value that could
/// not be written to a file: what was being loaded, what went wrong and, where it applies, the
/// line, column and path.
///
/// Every loading helper throws this error and nothing else (task cancellation aside), so one
/// `catch` shows a person a message they can act on:
///
/// ```swift
/// do {
///     let caches = try Bundle.module.decode([String: Cache].self, fromResource: "caches.json")
/// } catch let error as JSONLoadingError {
///     print(error)
///     // caches.json:4:19: error: "Old Mill".difficulty: expected Int, found the string "hard"
///     switch error.kind {
///     case .resourceNotFound: print("is caches.json listed under resources: in Package.swift?")
///     case .invalidJSON, .decodingFailed: print("line", error.line ?? 0)
///     default: break
///     }
/// }
/// ```
public struct JSONLoadingError: Error, CustomStringConvertible, Sendable {
    /// What kind of failure it is, for code that reacts to some differently.
    public struct Kind: Hashable, Sendable, CustomStringConvertible {
        enum Raw: String, Hashable, Sendable {
            case resourceNotFound = "resource not found"
            case unreadableFile = "unreadable file"
            case invalidJSON = "invalid JSON"
            case decodingFailed = "decoding failed"
            case notJSON = "not JSON"
            case httpStatus = "HTTP status"
            case requestFailed = "request failed"
            case encodingFailed = "encoding failed"
            case unwritableFile = "unwritable file"
        }

        let raw: Raw

        /// The bundle has no resource of that name; ``JSONLoadingError/suggestions`` has names alike.
        public static let resourceNotFound = Kind(raw: .resourceNotFound)
        /// The file is missing, is a folder, or cannot be read.
        public static let unreadableFile = Kind(raw: .unreadableFile)
        /// The bytes break JSON's grammar: ``JSONLoadingError/syntaxError`` says where.
        public static let invalidJSON = Kind(raw: .invalidJSON)
        /// The JSON does not fit the type: ``JSONLoadingError/path`` says where.
        public static let decodingFailed = Kind(raw: .decodingFailed)
        /// A web service answered with something that is not JSON at all, such as an HTML page.
        public static let notJSON = Kind(raw: .notJSON)
        /// A web service answered with a status outside 200–299.
        public static let httpStatus = Kind(raw: .httpStatus)
        /// No whole answer arrived: no connection, a timeout, the connection closed mid-body.
        public static let requestFailed = Kind(raw: .requestFailed)
        /// The value could not be encoded (such as a `Double.nan` with no strategy for it).
        public static let encodingFailed = Kind(raw: .encodingFailed)
        /// The file could not be written; a file that was there is left as it was.
        public static let unwritableFile = Kind(raw: .unwritableFile)

        public var description: String { raw.rawValue }
    }

    /// What kind of failure it is.
    public let kind: Kind
    /// What was being loaded or written, as the message names it: a resource name, a file's
    /// path, or a request's method and URL.
    public let source: String
    /// The file or the request's URL, when there is one.
    public let url: URL?
    /// The HTTP status of the answer, for ``Kind/httpStatus`` and ``Kind/notJSON``.
    public let statusCode: Int?
    /// The start of the answer's body as text on one line, for ``Kind/httpStatus`` and
    /// ``Kind/notJSON``: what the server said instead. At most 300 characters: a longer body
    /// is cut to 299 and `…`.
    public let bodyExcerpt: String?
    /// Resource names of the bundle alike to the one asked for, closest first, for
    /// ``Kind/resourceNotFound``.
    public let suggestions: [String]
    /// The error beneath, when there is one: a `JSONSyntaxError`, a `DecodingError` (for
    /// several fields, ``JSONDecodingFailures/init(_:)`` lists them), an `EncodingError` or a
    /// `URLError`.
    public let underlyingError: (any Error)?
    /// The whole message, as ``description`` shows it.
    public let message: String

    init(
        _ kind: Kind, source: String, url: URL? = nil, statusCode: Int? = nil, bodyExcerpt: String? = nil,
        suggestions: [String] = [], underlyingError: (any Error)? = nil, message: String
    ) {
        self.kind = kind
        self.source = source
        self.url = url
        self.statusCode = statusCode
        self.bodyExcerpt = bodyExcerpt
        self.suggestions = suggestions
        self.underlyingError = underlyingError
        self.message = message
    }

    public var description: String { message }

    /// The syntax error, for ``Kind/invalidJSON``: line, column, what was expected and found.
    /// Nil for ``Kind/notJSON``: a position in an HTML page or an empty body means nothing.
    public var syntaxError: JSONSyntaxError? { kind == .notJSON ? nil : underlyingError as? JSONSyntaxError }

    /// Where in the document the value that failed to decode is, for ``Kind/decodingFailed``
    /// (the first failure's, when there are several).
    public var path: JSONPath? {
        if let failures = underlyingError.flatMap(JSONDecodingFailures.init) { return failures.failures.first?.path }
        if let error = underlyingError as? DecodingError, let context = error.context { return JSONPath(codingPath: context.codingPath) }
        return nil
    }

    /// The line of the syntax error or of the value that failed to decode, from 1; nil for
    /// other kinds, ``Kind/notJSON`` among them.
    public var line: Int? { location?.line }

    /// The column of the syntax error or of the value that failed to decode, from 1; nil for
    /// other kinds.
    public var column: Int? { location?.column }

    private var location: (line: Int, column: Int)? {
        if kind == .notJSON { return nil }
        if let syntax = syntaxError { return (syntax.line, syntax.column) }
        if let failures = underlyingError.flatMap(JSONDecodingFailures.init), let first = failures.failures.first,
            let line = first.line, let column = first.column
        {
            return (line, column)
        }
        if let error = underlyingError as? DecodingError { return error.context.flatMap { messageLocation(in: $0.debugDescription) } }
        return nil
    }
}

extension JSONLoadingError: LocalizedError {
    /// The message, for `localizedDescription` and alerts.
    public var errorDescription: String? { message }
}

extension DecodingError {
    /// The context of every case but an unknown one.
    package var context: Context? {
        switch self {
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .keyNotFound(_, let context), .dataCorrupted(let context):
            return context
        @unknown default:
            return nil
        }
    }
}

/// The line and column `JSONModelDecoder` ends a message with (`… at line 4, column 19`).
func messageLocation(in message: String) -> (line: Int, column: Int)? {
    guard let range = message.range(of: " at line ", options: .backwards) else { return nil }
    let rest = message[range.upperBound...]
    let lineDigits = rest.prefix { $0.isASCII && $0.isNumber }
    let afterLine = rest.dropFirst(lineDigits.count)
    guard let line = Int(lineDigits), afterLine.hasPrefix(", column ") else { return nil }
    let columnDigits = afterLine.dropFirst(", column ".count).prefix { $0.isASCII && $0.isNumber }
    guard let column = Int(columnDigits) else { return nil }
    return (line, column)
}

// MARK: - Messages

extension JSONLoadingError {
    /// Input that is not JSON, or that does not decode as `type`: the error a decoder threw,
    /// named after `source` and rendered as a compiler would.
    static func decoding(_ error: any Error, as type: Any.Type, source: String, url: URL?) -> JSONLoadingError {
        if let error = error as? JSONLoadingError { return error }
        if case .dataCorrupted(let context) = error as? DecodingError, let syntax = context.underlyingError as? JSONSyntaxError {
            return JSONLoadingError(
                .invalidJSON, source: source, url: url, underlyingError: syntax,
                message: syntax.rendered(fileName: source))
        }
        let message: String
        if let failures = JSONDecodingFailures(error), failures.failures.count > 1 {
            // One line per field, each as a compiler writes it.
            let lines = failures.failures.map { failure in
                let place = failure.line.map { line in ":\(line):\(failure.column ?? 1):" } ?? ":"
                let path = failure.path.isEmpty ? "" : "\(failure.path): "
                return "\(source)\(place) error: \(path)\(failure.message)"
            }
            message = (["\(failures.failures.count) fields of \(type) could not be decoded:"] + lines).joined(separator: "\n")
        } else if let decoding = error as? DecodingError {
            var details = decoding.explanation
            var place = ":"
            if let context = decoding.context, let found = messageLocation(in: context.debugDescription) {
                place = ":\(found.line):\(found.column):"
                let suffix = " at line \(found.line), column \(found.column)"
                if let range = details.range(of: suffix, options: .backwards) { details.removeSubrange(range) }
            }
            message = "\(source)\(place) error: \(details) (decoding \(type))"
        } else {
            message = "\(source): error: \(error) (decoding \(type))"
        }
        return JSONLoadingError(.decodingFailed, source: source, url: url, underlyingError: error, message: message)
    }

    /// The first `limit` characters of a body, as text, on one line.
    static func excerpt(of body: some Collection<UInt8>, limit: Int = 300) -> String {
        let text = String(decoding: body.prefix(limit * 4), as: UTF8.self)
        let line = text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        // Shortened to `limit` characters in all, the ellipsis included.
        return line.count > limit ? String(line.prefix(limit - 1)) + "…" : line
    }
}
