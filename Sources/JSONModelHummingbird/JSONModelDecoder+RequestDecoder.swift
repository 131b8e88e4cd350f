// JSONModelDecoder as Hummingbird's request decoder.

public import Hummingbird
public import JSONCoding

extension JSONModelDecoder: RequestDecoder {
    /// Decodes a request's JSON body: `@JSONModel` types take the fast path, and a body that is
    /// not JSON or does not fit the type is answered with ``JSONProblem`` details naming every
    /// bad field.
    ///
    /// ```swift
    /// struct AppContext: RequestContext {
    ///     var coreContext: CoreRequestContextStorage
    ///     init(source: Source) { coreContext = .init(source: source) }
    ///     var requestDecoder: JSONModelDecoder { JSONModelDecoder() }
    ///     var responseEncoder: JSONModelEncoder { JSONModelEncoder() }
    /// }
    /// router.post("orders") { request, context in
    ///     let order = try await request.decode(as: Order.self, context: context)
    ///     ...
    /// }
    /// ```
    ///
    /// The body is read up to the context's `maxUploadSize` (413 beyond it). A `Content-Type`
    /// that is not JSON (`application/json`, or any `…+json`) is refused with 415; a request
    /// without one is read as JSON.
    ///
    /// - Throws: ``JSONProblem``: 400 for a body that is not JSON, 422 for one that does not fit
    ///   `type`, 413 for one too large, 415 for another content type.
    public func decode<T: Decodable>(_ type: T.Type, from request: Request, context: some RequestContext) async throws -> T {
        if let contentType = request.headers[.contentType], !Self.isJSON(contentType) {
            throw JSONProblem.unsupportedMediaType(contentType, expected: "a JSON body (application/json)")
        }
        let buffer: ByteBuffer
        do {
            buffer = try await request.body.collect(upTo: context.maxUploadSize)
        } catch let error as any HTTPResponseError where error.status == .contentTooLarge {
            // NIO's error for a body beyond the limit, which Hummingbird answers with 413.
            throw JSONProblem.tooLarge(limit: context.maxUploadSize)
        }
        do {
            return try buffer.withUnsafeReadableBytes { bytes in try self.decode(type, fromBytes: bytes) }
        } catch {
            throw JSONProblem(decoding: error) ?? error
        }
    }

    /// `application/json`, `application/problem+json`, `text/json`, with any parameters.
    static func isJSON(_ contentType: String) -> Bool {
        let type = mediaType(of: contentType)
        return type == "application/json" || type == "text/json" || (type.hasPrefix("application/") && type.hasSuffix("+json"))
    }

    /// The media type of a `Content-Type`, without its parameters, in lowercase.
    static func mediaType(of contentType: String) -> String {
        contentType.split(separator: ";", maxSplits: 1).first.map { $0.trimmingCharacters(in: .whitespaces).lowercased() } ?? ""
    }
}
