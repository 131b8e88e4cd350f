import Foundation

/// Every field of a `@JSONModel` value that could not be decoded, each with its path, line and
/// column, thrown when there is more than one.
///
/// `JSONModelDecoder` decodes a model to the end even when a field fails, so that one run names
/// every problem of a document. One failure is thrown as the `DecodingError` it is; several are
/// thrown together as this error, whose description reads like a compiler's list:
///
/// ```swift
/// do {
///     let photo = try Photo(json: data)
/// } catch let failures as JSONDecodingFailures {
///     print(failures)
///     // 2 fields could not be decoded:
///     // 3:12: title: expected String, found the number 5
///     // 7:5: tags[2]: expected String, found null
/// }
/// ```
public struct JSONDecodingFailures: Error, CustomStringConvertible, CustomDebugStringConvertible {
    /// One field that could not be decoded.
    public struct Failure: CustomStringConvertible, Sendable {
        /// The error, as a Codable decoder throws it.
        public let error: DecodingError
        /// Where the value is in the document.
        public let path: JSONPath
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

    init(_ failures: [Failure]) { self.failures = failures }

    /// The error to throw for `failures`: the one error alone, or all of them.
    static func error(for failures: [Failure]) -> any Error {
        failures.count == 1 ? failures[0].error : JSONDecodingFailures(failures)
    }
}
