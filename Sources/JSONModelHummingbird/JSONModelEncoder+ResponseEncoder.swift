// JSONModelEncoder as Hummingbird's response encoder.

#if Hummingbird
public import Hummingbird
public import JSONCoding

@available(macOS 14, iOS 17, tvOS 17, visionOS 1, *)  // Hummingbird 2
extension JSONModelEncoder: ResponseEncoder {
    /// Encodes a handler's result as a JSON response: status 200, `Content-Type:
    /// application/json; charset=utf-8` and the body's `Content-Length`.
    ///
    /// ```swift
    /// router.get("orders/:id") { request, context -> Order in
    ///     try await store.order(context.parameters.require("id"))
    /// }
    /// ```
    ///
    /// - Throws: the encoder's `EncodingError`.
    public func encode(_ value: some Encodable, from request: Request, context: some RequestContext) throws -> Response {
        let bytes = try encodeToBytes(value)
        return Response(
            status: .ok,
            headers: [.contentType: "application/json; charset=utf-8", .contentLength: String(bytes.count)],
            body: .init(byteBuffer: ByteBuffer(bytes: bytes)))
    }
}
#endif
