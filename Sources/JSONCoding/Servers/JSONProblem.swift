// A request body that is not JSON, or does not fit the handler's type, as RFC 9457 problem
// details (`application/problem+json`) that name every bad field. Framework-neutral: the
// Hummingbird and Vapor integrations answer with it, and any other server can too.

public import JSONCore

/// Why a request's JSON body was refused, as an answer a client developer can act on: RFC 9457
/// problem details listing every field that could not be decoded, with its path, line, column
/// and what was expected and found.
///
/// The Hummingbird and Vapor integrations (the `JSONModelHummingbird` and `JSONModelVapor`
/// libraries) answer bad request bodies with it. Any other server can build it from what the
/// decoder threw:
///
/// ```swift
/// do {
///     let order = try JSONModelDecoder().decode(Order.self, from: body)
///     ...
/// } catch {
///     guard let problem = JSONProblem(decoding: error)?.applying(.default) else { throw error }
///     return (problem.statusCode, JSONProblem.mediaType, problem.json.jsonBytes())
/// }
/// ```
///
/// The answer to a body with two bad fields:
///
/// ```
/// HTTP/1.1 422 Unprocessable Content
/// Content-Type: application/problem+json
///
/// {"type":"about:blank","title":"The request body does not fit","status":422,
///  "detail":"2 fields could not be decoded","errors":[
///   {"path":"owner.name","pointer":"#/owner/name","line":4,"column":13,"expected":"String","found":"null","message":"expected String, found null"},
///   {"path":"photos[1].url","pointer":"#/photos/1/url","line":8,"column":13,"expected":"String","found":"an array","message":"expected String, found an array"}]}
/// ```
///
/// A body that is not JSON is 400 (Bad Request) with the place of the mistake; one that is JSON
/// but does not fit the type is 422 (Unprocessable Content); one too large 413, one of another
/// media type 415, both with an empty `errors` list. An answer is made with ``Options`` (the
/// integrations' middleware takes them; ``Options/default`` otherwise): texts are cut at 200
/// characters, so that an answer never echoes more than an excerpt of what a client sent, at most
/// 100 fields are listed, and a body that does not fit can be answered 400 instead of 422.
public struct JSONProblem: Error, Sendable, Hashable {
    /// One field that could not be decoded, or the place where the body stops being JSON.
    public struct Field: Sendable, Hashable {
        /// The field's path, with the keys as the body writes them (`owner.name`,
        /// `items[1].unit_price`); empty for the body as a whole.
        public var path: String
        /// The field's place as a JSON Pointer in URI fragment form (`#/items/1/unit_price`), as
        /// RFC 9457's examples name a place in a request body; nil for the body as a whole.
        public var pointer: String?
        /// The field's line in the body, from 1.
        public var line: Int?
        /// The field's column in the body, in characters from 1.
        public var column: Int?
        /// What was expected, when the message says: `String` for `expected String, found null`.
        public var expected: String?
        /// What was found instead, when the message says: `null` for `expected String, found null`.
        public var found: String?
        /// What was wrong, in words: `expected String, found null`.
        public var message: String

        /// A field with its place and message; `expected` and `found` are read from a message of
        /// the form `expected …, found …` when they are not given, and `pointer` made from a
        /// `path` in the library's key path form.
        ///
        /// ```swift
        /// let field = JSONProblem.Field(path: "items", message: "expected an array, found the number 5")
        /// // field.expected == "an array", field.found == "the number 5", field.pointer == "#/items"
        /// ```
        public init(
            path: String, pointer: String? = nil, line: Int? = nil, column: Int? = nil, expected: String? = nil, found: String? = nil,
            message: String
        ) {
            self.path = path
            if let pointer {
                self.pointer = pointer
            } else if !path.isEmpty, let parsed = try? JSONPath(parsing: path) {
                self.pointer = JSONPointer(parsed).uriFragment
            }
            self.line = line
            self.column = column
            self.message = message
            if expected == nil && found == nil, message.hasPrefix("expected "), let comma = message.range(of: ", found ") {
                self.expected = String(message[message.index(message.startIndex, offsetBy: 9) ..< comma.lowerBound])
                self.found = String(message[comma.upperBound...])
            } else {
                self.expected = expected
                self.found = found
            }
        }
    }

    /// The media type of problem details: `application/problem+json`.
    public static let mediaType = "application/problem+json"

    /// How a problem is answered: the status of a body that does not fit, and how much of what
    /// was found it repeats. The defaults are ``default``.
    ///
    /// ```swift
    /// // Every refused body answered 400, texts cut at 120 characters, at most 20 fields listed.
    /// let options = JSONProblem.Options(unfitStatusCode: 400, maximumTextLength: 120, maximumFieldCount: 20)
    /// ```
    public struct Options: Sendable, Hashable {
        /// The status of a body that is JSON but does not fit the type (a problem of status
        /// 422): 422 (Unprocessable Content) by default; 400 (Bad Request) for clients that expect
        /// every refused body to be 400.
        public var unfitStatusCode: Int
        /// The longest text (title, detail, path, message) an answer repeats, in characters: 200
        /// by default. A longer text is cut and ends with `…`.
        public var maximumTextLength: Int
        /// The most fields an answer lists: 100 by default. The detail still counts them all.
        public var maximumFieldCount: Int

        /// Options; every argument left out is the default's. An `unfitStatusCode` outside
        /// 400...499 is taken as 422.
        public init(unfitStatusCode: Int = 422, maximumTextLength: Int = 200, maximumFieldCount: Int = 100) {
            self.unfitStatusCode = unfitStatusCode
            self.maximumTextLength = max(1, maximumTextLength)
            self.maximumFieldCount = max(0, maximumFieldCount)
        }

        /// 422 for a body that does not fit, texts cut at 200 characters, at most 100 fields.
        public static let `default` = Options()
    }

    /// The HTTP status: 400, 413, 415 or 422 for the problems this library finds.
    public let statusCode: Int
    /// The problem's title: what kind of problem it is.
    public let title: String
    /// A sentence about this occurrence.
    public let detail: String
    /// Every field that could not be decoded.
    public let fields: [Field]

    /// The problem for what decoding a request body threw: a `DecodingError` (every field of a
    /// `@JSONModel` type at once) or a `JSONStreamError` of a body read element by element (413
    /// for an element beyond the decoder's `maximumStreamElementSize`); nil for an error of
    /// another type.
    public init?(decoding error: any Error) {
        if let problem = error as? JSONProblem {
            self = problem
            return
        }
        if let failures = JSONDecodingFailures(error) {
            self.init(
                statusCode: 422, title: "The request body does not fit",
                detail: failures.failures.count == 1 ? "1 field could not be decoded" : "\(failures.failures.count) fields could not be decoded",
                fields: failures.failures.map {
                    Field(path: $0.path.description, pointer: JSONPointer($0.path).uriFragment, line: $0.line, column: $0.column, message: $0.message)
                })
            return
        }
        if let stream = error as? JSONStreamError {
            let element = stream.elementIndex.map { "[\($0)]" } ?? ""
            if stream.kind == .elementTooLarge {
                self.init(
                    statusCode: 413, title: "A request body's element is too large", detail: stream.message,
                    fields: [Field(path: element, line: stream.position.line, column: stream.position.column, message: stream.message)])
                return
            }
            if stream.kind == .keyPathNotFound {
                self.init(
                    statusCode: 422, title: "The request body does not fit", detail: stream.message,
                    fields: [Field(path: element, line: stream.position.line, column: stream.position.column, message: stream.message)])
                return
            }
            if let syntax = stream.syntaxError {
                self.init(syntax, path: element)
            } else {
                self.init(
                    statusCode: 400, title: "The request body is not JSON", detail: stream.message,
                    fields: [Field(path: element, line: stream.position.line, column: stream.position.column, message: stream.message)])
            }
            return
        }
        guard let error = error as? DecodingError else { return nil }
        if let syntax = error.context?.underlyingError as? JSONSyntaxError {
            self.init(syntax, path: "")
            return
        }
        let failure = JSONDecodingFailures.Failure(error)
        self.init(
            statusCode: 422, title: "The request body does not fit", detail: "1 field could not be decoded",
            fields: [
                Field(path: failure.path.description, pointer: JSONPointer(failure.path).uriFragment, line: failure.line, column: failure.column, message: failure.message)
            ])
    }

    /// 400 for a body that is not JSON, or has a key twice in an object (where duplicate keys
    /// are refused, as they are in request bodies by default).
    private init(_ syntax: JSONSyntaxError, path: String) {
        let title = syntax.kind == .duplicateKey ? "The request body has a key twice in an object" : "The request body is not JSON"
        self.init(
            statusCode: 400, title: title, detail: syntax.message,
            fields: [
                Field(path: path, line: syntax.line, column: syntax.column, expected: syntax.expected, found: syntax.found, message: syntax.message)
            ])
    }

    /// A problem of any status, title and fields, with their texts whole (an answer cuts them,
    /// see ``applying(_:)``). A status outside 100...599 is taken as 500.
    ///
    /// ```swift
    /// let problem = JSONProblem(
    ///     statusCode: 422, title: "The request body does not fit", detail: "the order has no items",
    ///     fields: [.init(path: "items", message: "expected at least one item")])
    /// ```
    public init(statusCode: Int, title: String, detail: String, fields: [Field] = []) {
        self.statusCode = (100 ... 599).contains(statusCode) ? statusCode : 500
        self.title = title
        self.detail = detail
        self.fields = fields
    }

    /// The problem as `options` answer it: a status of 422 replaced by
    /// ``Options/unfitStatusCode``, every text cut at ``Options/maximumTextLength`` characters,
    /// and no more than ``Options/maximumFieldCount`` fields. The server integrations answer with
    /// it; a server of another framework should too.
    ///
    /// ```swift
    /// let answer = problem.applying(.default)
    /// respond(status: answer.statusCode, type: JSONProblem.mediaType, body: answer.json.jsonBytes())
    /// ```
    public func applying(_ options: Options) -> JSONProblem {
        let length = max(1, options.maximumTextLength)
        let cut = { (text: String) in text.count <= length ? text : String(text.prefix(length)) + "…" }
        let unfit = (400 ... 499).contains(options.unfitStatusCode) ? options.unfitStatusCode : 422
        return JSONProblem(
            statusCode: statusCode == 422 ? unfit : statusCode, title: cut(title), detail: cut(detail),
            fields: fields.prefix(max(0, options.maximumFieldCount)).map {
                Field(
                    path: cut($0.path), pointer: $0.pointer.map(cut), line: $0.line, column: $0.column, expected: $0.expected.map(cut),
                    found: $0.found.map(cut), message: cut($0.message))
            })
    }

    /// 415: a body of another media type than the endpoint reads.
    ///
    /// ```swift
    /// JSONProblem.unsupportedMediaType("text/csv", expected: "a JSON body (application/json)").detail
    /// // expected a JSON body (application/json), found text/csv
    /// ```
    public static func unsupportedMediaType(_ contentType: String, expected: String) -> JSONProblem {
        JSONProblem(
            statusCode: 415, title: "The request body is not of a type this endpoint reads",
            detail: "expected \(expected), found \(contentType)")
    }

    /// 413: a body beyond the endpoint's limit, in bytes when it is known.
    ///
    /// ```swift
    /// JSONProblem.tooLarge(limit: 4096).detail
    /// // the body is larger than the 4096 bytes this endpoint reads
    /// ```
    public static func tooLarge(limit: Int?) -> JSONProblem {
        JSONProblem(
            statusCode: 413, title: "The request body is too large",
            detail: limit.map { "the body is larger than the \($0) bytes this endpoint reads" } ?? "the body is larger than this endpoint reads")
    }

    /// The problem details as JSON: `type`, `title`, `status`, `detail` and `errors`, one object
    /// per field with its `path` and `pointer` (left out for the body as a whole), `line`, `column`, `expected`
    /// and `found` (when the message says) and `message`; texts as they are (an answer is made of ``applying(_:)``'s problem).
    ///
    /// ```swift
    /// let body = problem.applying(.default).json.jsonBytes()
    /// ```
    public var json: JSONValue {
        var object: JSONObject = [
            "type": "about:blank", "title": .string(title), "status": .number(JSONNumber(statusCode)), "detail": .string(detail),
        ]
        let errors: [JSONValue] = fields.map { field in
            var error: JSONObject = [:]
            if !field.path.isEmpty { error.updateValue(.string(field.path), forKey: "path") }
            if let pointer = field.pointer { error.updateValue(.string(pointer), forKey: "pointer") }
            if let line = field.line { error.updateValue(.number(JSONNumber(line)), forKey: "line") }
            if let column = field.column { error.updateValue(.number(JSONNumber(column)), forKey: "column") }
            if let expected = field.expected { error.updateValue(.string(expected), forKey: "expected") }
            if let found = field.found { error.updateValue(.string(found), forKey: "found") }
            error.updateValue(.string(field.message), forKey: "message")
            return .object(error)
        }
        object.updateValue(.array(errors), forKey: "errors")
        return .object(object)
    }
}

/// The media types the server integrations read.
package enum JSONMediaType {
    /// `application/json`, `text/json`, `application/…+json` (`problem+json`, `vnd.api+json`),
    /// with any parameters.
    package static func isJSON(_ contentType: String) -> Bool {
        let type = of(contentType)
        return type == "application/json" || type == "text/json" || (type.hasPrefix("application/") && type.hasSuffix("+json"))
    }

    /// JSON Lines and JSON text sequences.
    package static func isStream(_ contentType: String) -> Bool {
        ["application/x-ndjson", "application/jsonl", "application/json-seq", "application/jsonlines"].contains(of(contentType))
    }

    /// The media type of a `Content-Type`, without its parameters, in lowercase.
    package static func of(_ contentType: String) -> String {
        var type = Substring(contentType.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false).first ?? "")
        while type.first == " " || type.first == "\t" { type.removeFirst() }
        while type.last == " " || type.last == "\t" { type.removeLast() }
        return type.lowercased()
    }
}

extension JSONElementStream {
    /// Calls `body` with each element of a request body as it arrives; an element or a body that
    /// cannot be read throws the ``JSONProblem`` that answers it (400, 422, with the element's
    /// index), what `body` throws goes through as it is.
    package func forEachElement(_ body: (Element) async throws -> Void) async throws -> JSONStreamSummary {
        var iterator = makeAsyncIterator()
        while true {
            let element: Element?
            do {
                element = try await iterator.next()
            } catch {
                throw JSONProblem(decoding: error) ?? error
            }
            guard let element else { break }
            try await body(element)
        }
        return summary
    }
}
