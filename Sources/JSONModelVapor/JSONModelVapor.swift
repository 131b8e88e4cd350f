// JSONModelDecoder and JSONModelEncoder as Vapor's content coders, registered in one line, and
// problem details for request bodies that are not JSON or do not fit.

#if Vapor
@_exported public import JSONCoding
public import Vapor

extension JSONModelDecoder: ContentDecoder {
    /// Decodes a request's (or a client response's) JSON body: `@JSONModel` types take the fast
    /// path. Vapor calls it for the media types it is registered for; see
    /// `Vapor/Application/useJSONModel(decoder:encoder:problems:)`.
    ///
    /// ```swift
    /// let order = try req.content.decode(Order.self)
    /// ```
    ///
    /// - Throws: the decoder's `DecodingError` as it is, which ``JSONProblemMiddleware`` answers
    ///   with problem details naming every bad field.
    public func decode<D: Decodable>(_ decodable: D.Type, from body: ByteBuffer, headers: HTTPHeaders) throws -> D {
        try body.withUnsafeReadableBytes { bytes in try self.decode(decodable, fromRequestBody: bytes) }
    }

    /// As ``decode(_:from:headers:)``, with Vapor's `userInfo` (what `Validatable` and
    /// `req.content.get(_:at:)` hand their decoders) added to the decoder's for this decode.
    public func decode<D: Decodable>(
        _ decodable: D.Type, from body: ByteBuffer, headers: HTTPHeaders, userInfo: [CodingUserInfoKey: any Sendable]
    ) throws -> D {
        try body.withUnsafeReadableBytes { bytes in try self.decode(decodable, fromRequestBody: bytes, userInfo: userInfo) }
    }
}

extension JSONModelEncoder: ContentEncoder {
    /// Encodes a value as a JSON body, with `Content-Type: application/json; charset=utf-8`.
    ///
    /// ```swift
    /// try response.content.encode(order)
    /// ```
    ///
    /// - Throws: the encoder's `EncodingError`.
    public func encode<E: Encodable>(_ encodable: E, to body: inout ByteBuffer, headers: inout HTTPHeaders) throws {
        let bytes = try encodeToBytes(encodable)
        headers.contentType = .json
        body.writeBytes(bytes)
    }

    /// As ``encode(_:to:headers:)``, with Vapor's `userInfo` added to the encoder's for this
    /// encode.
    public func encode<E: Encodable>(
        _ encodable: E, to body: inout ByteBuffer, headers: inout HTTPHeaders, userInfo: [CodingUserInfoKey: any Sendable]
    ) throws {
        let bytes = try encodeToBytes(encodable, userInfo: userInfo)
        headers.contentType = .json
        body.writeBytes(bytes)
    }
}

extension ContentConfiguration {
    /// The JSON media types the coders are registered for: `application/json`,
    /// `application/vnd.api+json` and `text/json`.
    static let jsonMediaTypes: [HTTPMediaType] = [.json, .jsonAPI, HTTPMediaType(type: "text", subType: "json")]

    /// Registers this library's coders for `application/json`, `application/vnd.api+json` and
    /// `text/json`; the other media types keep their coders.
    ///
    /// ```swift
    /// ContentConfiguration.global.useJSONModel()
    /// ```
    public mutating func useJSONModel(decoder: JSONModelDecoder = JSONModelDecoder(), encoder: JSONModelEncoder = JSONModelEncoder()) {
        for mediaType in Self.jsonMediaTypes {
            use(decoder: decoder, for: mediaType)
            use(encoder: encoder, for: mediaType)
        }
    }
}

extension Application {
    /// Makes this library the JSON coder of the application's content, and answers request
    /// bodies that are not JSON or do not fit with problem details, in one line:
    ///
    /// ```swift
    /// let app = try await Application.make(.detect())
    /// app.useJSONModel()
    /// app.post("orders") { req async throws -> Order in
    ///     try req.content.decode(Order.self)
    /// }
    /// ```
    ///
    /// Registers the coders for `application/json`, `application/vnd.api+json` and `text/json`
    /// in `ContentConfiguration.global` (Vapor's content configuration, shared by every application
    /// of the process), and adds ``JSONProblemMiddleware`` with `problems` after the middleware
    /// already there.
    public func useJSONModel(
        decoder: JSONModelDecoder = JSONModelDecoder(), encoder: JSONModelEncoder = JSONModelEncoder(), problems: JSONProblem.Options = .default
    ) {
        ContentConfiguration.global.useJSONModel(decoder: decoder, encoder: encoder)
        middleware.use(JSONProblemMiddleware(options: problems))
    }
}

extension JSONProblem: AbortError {
    /// The problem's `statusCode` as Vapor's status.
    public var status: HTTPResponseStatus { HTTPResponseStatus(statusCode: statusCode) }

    /// The problem's detail, which Vapor's `ErrorMiddleware` answers with (in its own
    /// `{"error": true, "reason": …}`, with the problem's status) when ``JSONProblemMiddleware``
    /// is not used.
    public var reason: String { applying(.default).detail }

    /// The answer with `options`: the status, `Content-Type: application/problem+json` and the
    /// problem details as JSON.
    ///
    /// ```swift
    /// return JSONProblem(statusCode: 422, title: "The order is empty", detail: "an order needs at least one item").response()
    /// ```
    public func response(options: JSONProblem.Options = .default) -> Response {
        let answer = applying(options)
        var headers = HTTPHeaders()
        headers.replaceOrAdd(name: .contentType, value: JSONProblem.mediaType)
        return Response(status: answer.status, headers: headers, body: .init(buffer: ByteBuffer(bytes: answer.json.jsonBytes())))
    }
}

/// Answers request bodies that are not JSON, do not fit, are too large or of another media type
/// with RFC 9457 problem details (`JSONProblem`, `application/problem+json`) instead of Vapor's
/// `{"error": true, "reason": …}`.
///
/// ```swift
/// app.middleware.use(JSONProblemMiddleware())   // or app.useJSONModel(), which adds it
/// ```
///
/// It answers:
/// - a `DecodingError` (from this library's decoder, every bad field of a `@JSONModel` type at
///   once, or any other), a `JSONStreamError` and a `JSONProblem`: 400 for a body that is not
///   JSON, 422 for one that does not fit. As Vapor answers every `DecodingError` 400, a
///   `DecodingError` a handler lets through from decoding something else (a query, an upstream
///   answer) is answered as a problem with the request too;
/// - Vapor's own answers about the body: 413 (a body beyond the route's `collect(maxSize:)` or
///   `app.routes.defaultMaxBodySize`), 415 when the request's `Content-Type` has no registered
///   decoder or there is none, and the 422 Vapor gives a request without a body (answered 400:
///   an empty body is not JSON).
///
/// Any other error goes on to the middleware before it (Vapor's `ErrorMiddleware`), as do a 415
/// about something else than the request's body (a response type without an encoder). The answers
/// are made with `options`: `JSONProblem.Options.default` (422 for a body that does
/// not fit, texts cut at 200 characters, at most 100 fields) unless given others:
///
/// ```swift
/// app.middleware.use(JSONProblemMiddleware(options: .init(unfitStatusCode: 400, maximumFieldCount: 20)))
/// ```
public struct JSONProblemMiddleware: AsyncMiddleware {
    /// How problems are answered.
    public var options: JSONProblem.Options

    /// The middleware; add it after Vapor's `ErrorMiddleware`, which every application has.
    public init(options: JSONProblem.Options = .default) {
        self.options = options
    }

    public func respond(to request: Request, chainingTo next: any AsyncResponder) async throws -> Response {
        do {
            return try await next.respond(to: request)
        } catch {
            guard let problem = Self.problem(for: error, answering: request) else { throw error }
            return problem.response(options: options)
        }
    }

    /// The problem that answers `error`, nil for an error that is not about the request body.
    static func problem(for error: any Error, answering request: Request) -> JSONProblem? {
        if let problem = JSONProblem(decoding: error) { return problem }
        guard let abort = error as? any AbortError else { return nil }
        switch abort.status {
        case .payloadTooLarge:
            return .tooLarge(limit: nil)
        case .unsupportedMediaType:
            // Only when the request's own type is what could not be read.
            if let contentType = request.headers.contentType, (try? ContentConfiguration.global.requireDecoder(for: contentType)) != nil {
                return nil
            }
            let found = request.headers.first(name: .contentType) ?? "no Content-Type"
            return .unsupportedMediaType(found, expected: "a JSON body (application/json)")
        case .unprocessableEntity where request.body.data == nil && abort.reason == HTTPResponseStatus.unprocessableEntity.reasonPhrase:
            // What `req.content.decode` throws for a request without a body.
            return JSONProblem(
                statusCode: 400, title: "The request body is not JSON", detail: "expected a JSON value, found an empty body",
                fields: [JSONProblem.Field(path: "", line: 1, column: 1, expected: "a JSON value", found: "an empty body", message: "expected a JSON value, found an empty body")])
        default:
            return nil
        }
    }
}

extension Request {
    /// Decodes the elements of the body one at a time as it arrives, in bounded memory: a JSON
    /// array (`.array`, also at a key path), JSON Lines (`.lines`) or a JSON text sequence, and
    /// calls `body` with each. An element or a body that cannot be read throws a `JSONProblem`
    /// (400 or 422 with the element's index, line and column), which ``JSONProblemMiddleware``
    /// answers.
    ///
    /// ```swift
    /// app.on(.POST, "events", body: .stream) { req async throws -> String in
    ///     var count = 0
    ///     try await req.decodeElements(of: Event.self, format: .lines) { event in
    ///         store.add(event)
    ///         count += 1
    ///     }
    ///     return "\(count) events"
    /// }
    /// ```
    ///
    /// Register the route with `body: .stream`: the body is then never held whole, and not
    /// limited by the route's maximum body size; each element is limited by the decoder's
    /// `maximumStreamElementSize`.
    ///
    /// - Throws: `JSONProblem` (415 for a `Content-Type` that is not JSON, JSON Lines
    ///   (`application/x-ndjson`, `application/jsonl`) or a JSON text sequence
    ///   (`application/json-seq`)); what `body` throws.
    @discardableResult
    public func decodeElements<Element: Decodable>(
        of type: Element.Type, format: JSONStreamFormat = .array, decoder: JSONModelDecoder = JSONModelDecoder(),
        _ body: (Element) async throws -> Void
    ) async throws -> JSONStreamSummary {
        if let contentType = headers.first(name: .contentType), !JSONMediaType.isJSON(contentType) && !JSONMediaType.isStream(contentType) {
            throw JSONProblem.unsupportedMediaType(contentType, expected: "JSON, JSON Lines or a JSON text sequence")
        }
        return try await decoder.forRequestBodies.elements(of: type, from: self.body.map { Array(buffer: $0) }, format: format).forEachElement(body)
    }
}
#endif
