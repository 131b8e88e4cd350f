import Foundation

/// Every field of a value that could not be decoded, each with its path in the document, line
/// and column.
///
/// `JSONModelDecoder` decodes a `@JSONModel` value to the end even when a field fails, so that
/// one run names every problem of a document. What it throws is always a `DecodingError`, so
/// code written for `JSONDecoder` catches it: the first failure, as the Codable decoder would
/// throw it, whose `codingPath` names the Swift properties. Its context has the list as its
/// `underlyingError` (also for one failure), which ``init(_:)`` finds there; each failure's
/// ``Failure/path`` is written with the keys as the document has them (`items[1].unit_price`
/// where the property is `unitPrice`), so that a person finds it in the input. The list's
/// description reads like a compiler's:
///
/// ```swift
/// do {
///     let photo = try Photo(json: data)
/// } catch let error as DecodingError {
///     if let failures = JSONDecodingFailures(error) {
///         print(failures)
///         // 2 fields could not be decoded:
///         // 3:12: title: expected String, found the number 5
///         // 7:5: tags[2]: expected String, found null
///     }
/// }
/// ```
public struct JSONDecodingFailures: Error, CustomStringConvertible, CustomDebugStringConvertible {
    /// One field that could not be decoded.
    public struct Failure: CustomStringConvertible, Sendable {
        /// The error, as a Codable decoder throws it: its `codingPath` names the Swift
        /// properties and coding keys.
        public internal(set) var error: DecodingError
        /// Where the value is in the document, its keys as the input writes them: `items[1].unit_price`
        /// for a property `unitPrice` read from `unit_price`. For a missing key, its object's path
        /// and the key as the document would have it. Values the decoder cannot place (an error a
        /// type's own `init(from:)` throws) have their coding path.
        public internal(set) var path: JSONPath
        /// The line of the value (or, for a missing key, of its object), from 1; nil for input
        /// without positions (a `JSONValue`).
        public let line: Int?
        /// The column of that place, in bytes from 1.
        public let column: Int?

        /// What went wrong, without the path and position.
        public var message: String {
            let text: String
            switch error {
            case .typeMismatch(_, let context), .valueNotFound(_, let context), .keyNotFound(_, let context),
                .dataCorrupted(let context):
                text = context.debugDescription
            @unknown default:
                text = String(describing: error)
            }
            guard let line, let column else { return text }
            // The position is the failure's own, shown before the path: out of the text, also
            // where a suggestion follows it (`…at line 3, column 2; did you mean "name"?`).
            guard let range = text.range(of: " at line \(line), column \(column)", options: .backwards) else { return text }
            return text.replacingCharacters(in: range, with: "")
        }

        /// ``path`` as an RFC 6901 JSON Pointer: `/items/1/unit_price`.
        ///
        /// ```swift
        /// failure.pointer   // "/items/1/unit_price"
        /// ```
        public var pointer: String { JSONPointer(path).description }

        /// `line:column: path: message`.
        public var description: String {
            var text = ""
            if let line, let column { text += "\(line):\(column): " }
            if !path.isEmpty { text += "\(path): " }
            return text + message
        }
    }

    /// The failures, in the order the fields were decoded.
    public let failures: [Failure]

    /// The number of failures, then one per line.
    public var description: String {
        let heading = failures.count == 1 ? "1 field could not be decoded:" : "\(failures.count) fields could not be decoded:"
        return ([heading] + failures.map(\.description)).joined(separator: "\n")
    }

    public var debugDescription: String { description }

    /// The list of `failures`.
    init(_ failures: [Failure]) {
        self.failures = failures
    }

    /// The failures that `error` lists: the `underlyingError` of a `DecodingError` that
    /// `JSONModelDecoder` threw for values of its input (one or several), or of a
    /// ``JSONLoadingError`` whose decoding failed. Nil for any other error: input that is not
    /// JSON, a `DecodingError` of another decoder or one a type threw with an underlying error
    /// of its own.
    ///
    /// ```swift
    /// do {
    ///     let photo = try Photo(json: data)
    /// } catch {
    ///     for failure in JSONDecodingFailures(error)?.failures ?? [] {
    ///         print(failure.line ?? 0, failure.path, failure.message)
    ///     }
    /// }
    /// ```
    public init?(_ error: any Error) {
        if let failures = error as? JSONDecodingFailures {
            self = failures
        } else if let failures = (error as? DecodingError)?.context?.underlyingError as? JSONDecodingFailures {
            self = failures
        } else if let loading = error as? JSONLoadingError, let underlying = loading.underlyingError,
            let failures = JSONDecodingFailures(underlying)
        {
            self = failures
        } else {
            return nil
        }
    }

    /// The error that code outside the decoder sees for `failures`: the first one, with all of
    /// them as its underlying error, so that a `catch` of `DecodingError` (or of its case)
    /// catches a model that failed in several fields. One failure whose error has an underlying
    /// error of its own (a transformer's) is that error alone.
    static func error(for failures: [Failure]) -> DecodingError? {
        guard let first = failures.first else { return nil }
        if failures.count == 1 {
            guard first.error.context?.underlyingError == nil else { return first.error }
            let list = JSONDecodingFailures(failures)
            return first.error.mappingContext {
                DecodingError.Context(codingPath: $0.codingPath, debugDescription: $0.debugDescription, underlyingError: list)
            }
        }
        let note = " (the first of \(failures.count) fields that could not be decoded; the underlying error lists them all)"
        let list = JSONDecodingFailures(failures)
        return first.error.mappingContext {
            DecodingError.Context(codingPath: $0.codingPath, debugDescription: $0.debugDescription + note, underlyingError: list)
        }
    }

    /// The error a model, an enum or a reader throws for `failures` (at least one): the
    /// `DecodingError` of ``error(for:)``, which a hand-written `init(from:)` that calls a model's
    /// `init(from:)` catches as a `DecodingError`, and from which the decoder takes the list back
    /// with ``init(_:)`` when it gathers the failures of a whole document.
    static func thrown(_ failures: [Failure]) -> any Error {
        error(for: failures) ?? JSONDecodingFailures(failures)
    }
}

extension JSONDecodingFailures.Failure {
    /// The failure that one `DecodingError` stands for: the one it lists when it lists one (with
    /// its path in the document), else its coding path and the line and column its message names.
    package init(_ error: DecodingError) {
        if let listed = JSONDecodingFailures(error)?.failures, listed.count == 1 {
            self = listed[0]
            return
        }
        let context = error.context
        let location = context.flatMap { messageLocation(in: $0.debugDescription) }
        self.init(error: error, path: JSONPath(codingPath: context?.codingPath ?? []), line: location?.line, column: location?.column)
    }
}
