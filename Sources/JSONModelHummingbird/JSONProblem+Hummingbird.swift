// JSONProblem as Hummingbird's error answer: problem details with their status and media type.

#if Hummingbird
public import Hummingbird
public import JSONCoding

extension JSONProblem: HTTPResponseError {
    /// The problem's `statusCode` as Hummingbird's status.
    public var status: HTTPResponse.Status { HTTPResponse.Status(code: statusCode) }

    /// The answer: the status, `Content-Type: application/problem+json`, `Content-Length` and the
    /// problem details as JSON.
    ///
    /// ```swift
    /// router.post("orders") { request, context -> Order in
    ///     let order = try await request.decode(as: Order.self, context: context)
    ///     guard !order.items.isEmpty else {
    ///         throw JSONProblem(statusCode: 422, title: "The order is empty", detail: "an order needs at least one item")
    ///     }
    ///     return order
    /// }
    /// ```
    public func response(from request: Request, context: some RequestContext) throws -> Response {
        let body = json.jsonBytes()
        return Response(
            status: status,
            headers: [.contentType: JSONProblem.mediaType, .contentLength: String(body.count)],
            body: .init(byteBuffer: ByteBuffer(bytes: body)))
    }
}
#endif
