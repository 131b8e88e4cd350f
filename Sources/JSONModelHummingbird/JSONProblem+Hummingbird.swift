// JSONProblem as Hummingbird's error answer: problem details with their status and media type.

#if Hummingbird
public import Hummingbird
public import JSONCoding

@available(macOS 14, iOS 17, tvOS 17, visionOS 1, *)  // Hummingbird 2
extension JSONProblem: HTTPResponseError {
    /// The problem's `statusCode` as Hummingbird's status.
    public var status: HTTPResponse.Status { HTTPResponse.Status(code: (100 ... 599).contains(statusCode) ? statusCode : 500) }

    /// The answer with the default options (`JSONProblem.Options.default`: 422 for a
    /// body that does not fit, texts cut at 200 characters, at most 100 fields): the status,
    /// `Content-Type: application/problem+json`, `Content-Length` and the problem details as
    /// JSON. ``JSONProblemMiddleware`` answers with other options.
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
        applying(.default).response()
    }

    /// The problem as it is, as a response.
    func response() -> Response {
        let body = json.jsonBytes()
        return Response(
            status: status,
            headers: [.contentType: JSONProblem.mediaType, .contentLength: String(body.count)],
            body: .init(byteBuffer: ByteBuffer(bytes: body)))
    }
}

/// Answers request bodies that are not JSON or do not fit with problem details made with
/// options of your choice: the status of a body that does not fit, how much of the body the
/// answer repeats, how many fields it lists.
///
/// ```swift
/// let router = Router(context: AppContext.self)
/// router.add(middleware: JSONProblemMiddleware(options: .init(unfitStatusCode: 400)))
/// ```
///
/// Without it, `JSONProblem` answers with `JSONProblem.Options.default`. It also
/// answers a `DecodingError` or `JSONStreamError` that a handler lets through (from decoding
/// something else than the body with this library, or with Foundation's `JSONDecoder`) with
/// problem details rather than Hummingbird's 500.
@available(macOS 14, iOS 17, tvOS 17, visionOS 1, *)  // Hummingbird 2
public struct JSONProblemMiddleware<Context: RequestContext>: RouterMiddleware {
    /// How problems are answered.
    public var options: JSONProblem.Options

    /// A middleware that answers with `options`.
    public init(options: JSONProblem.Options = .default) {
        self.options = options
    }

    public func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        do {
            return try await next(request, context)
        } catch {
            guard let problem = JSONProblem(decoding: error) else { throw error }
            return problem.applying(options).response()
        }
    }
}
#endif
