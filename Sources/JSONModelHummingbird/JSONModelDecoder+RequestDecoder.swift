// JSONModelDecoder as Hummingbird's request decoder.

#if Hummingbird
public import Hummingbird
@_exported public import JSONCoding

@available(macOS 14, iOS 17, tvOS 17, visionOS 1, *)  // Hummingbird 2
extension JSONModelDecoder: RequestDecoder {
    /// Decodes a request's JSON body: `@JSONModel` types take the fast path, and a body that is
    /// not JSON or does not fit the type is answered with `JSONProblem` details naming every
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
    /// - Throws: `JSONProblem`: 400 for a body that is not JSON, 422 for one that does not fit
    ///   `type`, 413 for one too large, 415 for another content type.
    public func decode<T: Decodable>(_ type: T.Type, from request: Request, context: some RequestContext) async throws -> T {
        if let contentType = request.headers[.contentType], !JSONMediaType.isJSON(contentType) {
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
            return try buffer.withUnsafeReadableBytes { bytes in try self.decode(type, fromRequestBody: bytes) }
        } catch {
            throw JSONProblem(decoding: error) ?? error
        }
    }
}
#endif
