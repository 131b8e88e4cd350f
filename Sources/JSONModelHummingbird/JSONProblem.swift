// A request body that is not JSON, or does not fit the handler's type, answered as RFC 9457
// problem details (`application/problem+json`) that name every bad field.

public import Hummingbird
import JSONCoding
public import JSONCore

/// Why a request's JSON body was refused, as an answer a client developer can act on: RFC 9457
/// problem details listing every field that could not be decoded, with its path, line, column
/// and what was expected and found.
///
/// `JSONModelDecoder` throws it from Hummingbird's `request.decode(as:context:)`; Hummingbird
/// turns it into the answer:
///
/// ```
/// HTTP/1.1 422 Unprocessable Content
/// Content-Type: application/problem+json
///
/// {"type":"about:blank","title":"The request body does not fit","status":422,
///  "detail":"2 fields could not be decoded","errors":[
///   {"path":"owner.name","line":4,"column":13,"message":"expected String, found null"},
///   {"path":"photos[1].url","line":8,"column":13,"message":"expected String, found an array"}]}
/// ```
///
/// A body that is not JSON is 400 (Bad Request) with the place of the mistake; one that is JSON
/// but does not fit the type is 422 (Unprocessable Content); one too large 413, one of another
/// media type 415, both with an empty `errors` list. Texts are cut at
/// ``maximumTextLength`` characters, so that an answer never echoes more than an excerpt of what
/// a client sent.
public struct JSONProblem: HTTPResponseError, Sendable {
    /// One field that could not be decoded, or the place where the body stops being JSON.
    public struct Field: Sendable, Hashable {
        /// The field's path (`owner.name`, `photos[1].url`); empty for the body as a whole.
        public var path: String
        public var line: Int?
        public var column: Int?
        /// What was wrong, in words: `expected String, found null`.
        public var message: String
    }

    /// The longest text an answer repeats, in characters.
    public static let maximumTextLength = 200

    public let status: HTTPResponse.Status
    /// The problem's title: what kind of problem it is.
    public let title: String
    /// A sentence about this occurrence.
    public let detail: String
    /// Every field that could not be decoded.
    public let fields: [Field]

    /// The problem for what decoding a request body threw: a `DecodingError` (every field of a
    /// `@JSONModel` type at once) or a `JSONStreamError` of a body read element by element; nil
    /// for an error that is not about the body.
    public init?(decoding error: any Error) {
        if let failures = JSONDecodingFailures(error) {
            self.init(
                status: .unprocessableContent, title: "The request body does not fit",
                detail: "\(failures.failures.count) fields could not be decoded",
                fields: failures.failures.map { Field(path: $0.path.description, line: $0.line, column: $0.column, message: $0.message) })
            return
        }
        if let stream = error as? JSONStreamError {
            let element = stream.elementIndex.map { "[\($0)]" } ?? ""
            if let syntax = stream.syntaxError {
                self.init(
                    status: .badRequest, title: "The request body is not JSON", detail: syntax.message,
                    fields: [Field(path: element, line: syntax.line, column: syntax.column, message: syntax.message)])
            } else {
                self.init(
                    status: .badRequest, title: "The request body is not JSON", detail: stream.message,
                    fields: [Field(path: element, line: stream.position.line, column: stream.position.column, message: stream.message)])
            }
            return
        }
        guard let error = error as? DecodingError else { return nil }
        if let syntax = error.context?.underlyingError as? JSONSyntaxError {
            self.init(
                status: .badRequest, title: "The request body is not JSON", detail: syntax.message,
                fields: [Field(path: "", line: syntax.line, column: syntax.column, message: syntax.message)])
            return
        }
        let failure = JSONDecodingFailures.Failure(error)
        self.init(
            status: .unprocessableContent, title: "The request body does not fit", detail: "1 field could not be decoded",
            fields: [Field(path: failure.path.description, line: failure.line, column: failure.column, message: failure.message)])
    }

    init(status: HTTPResponse.Status, title: String, detail: String, fields: [Field]) {
        self.status = status
        self.title = title
        self.detail = Self.cut(detail)
        self.fields = fields.map { Field(path: Self.cut($0.path), line: $0.line, column: $0.column, message: Self.cut($0.message)) }
    }

    /// 415: a body of another media type than the endpoint reads.
    static func unsupportedMediaType(_ contentType: String, expected: String) -> JSONProblem {
        JSONProblem(
            status: .unsupportedMediaType, title: "The request body is not of a type this endpoint reads",
            detail: "expected \(expected), found \(contentType)", fields: [])
    }

    /// 413: a body beyond the context's limit.
    static func tooLarge(limit: Int) -> JSONProblem {
        JSONProblem(
            status: .contentTooLarge, title: "The request body is too large",
            detail: "the body is larger than the \(limit) bytes this endpoint reads", fields: [])
    }

    /// `text`, cut at ``maximumTextLength`` characters.
    static func cut(_ text: String) -> String {
        text.count <= maximumTextLength ? text : String(text.prefix(maximumTextLength)) + "…"
    }

    /// The problem details as JSON.
    public var json: JSONValue {
        var object: JSONObject = [
            "type": "about:blank", "title": .string(title), "status": .number(JSONNumber(Int(status.code))), "detail": .string(detail),
        ]
        let errors: [JSONValue] = fields.map { field in
            var error: JSONObject = [:]
            if !field.path.isEmpty { error.updateValue(.string(field.path), forKey: "path") }
            if let line = field.line { error.updateValue(.number(JSONNumber(line)), forKey: "line") }
            if let column = field.column { error.updateValue(.number(JSONNumber(column)), forKey: "column") }
            error.updateValue(.string(field.message), forKey: "message")
            return .object(error)
        }
        object.updateValue(.array(errors), forKey: "errors")
        return .object(object)
    }

    public func response(from request: Request, context: some RequestContext) throws -> Response {
        let body = json.jsonBytes()
        return Response(
            status: status,
            headers: [.contentType: "application/problem+json", .contentLength: String(body.count)],
            body: .init(byteBuffer: ByteBuffer(bytes: body)))
    }
}
