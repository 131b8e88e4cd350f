// A request body that is a JSON array, JSON Lines or a JSON text sequence, decoded element by
// element as it arrives.

#if Hummingbird
public import Hummingbird
public import JSONCoding
public import JSONCore

@available(macOS 14, iOS 17, tvOS 17, visionOS 1, *)  // Hummingbird 2
extension Request {
    /// Decodes the elements of the body one at a time as it arrives, in bounded memory: a JSON
    /// array (`.array`, also at a key path), JSON Lines (`.lines`) or a JSON text sequence, and
    /// calls `body` with each. An element or a body that cannot be read becomes a
    /// `JSONProblem` (400 with the element's index, line and column), so that the handler
    /// answers with problem details when it throws before its answer is sent.
    ///
    /// ```swift
    /// router.post("events") { request, context -> Int in
    ///     var count = 0
    ///     try await request.decodeElements(of: Event.self, format: .lines, context: context) { event in
    ///         store.add(event)
    ///         count += 1
    ///     }
    ///     return count
    /// }
    /// ```
    ///
    /// The body is not limited by `maxUploadSize` (it is never held whole); each element is
    /// limited by the decoder's `maximumStreamElementSize`.
    ///
    /// - Throws: `JSONProblem` (415 for a `Content-Type` that is not JSON, JSON Lines
    ///   (`application/x-ndjson`, `application/jsonl`) or a JSON text sequence
    ///   (`application/json-seq`)); what `body` throws.
    @discardableResult
    public func decodeElements<Element: Decodable>(
        of type: Element.Type, format: JSONStreamFormat = .array, decoder: JSONModelDecoder = JSONModelDecoder(),
        context: some RequestContext, _ body: (Element) async throws -> Void
    ) async throws -> JSONStreamSummary {
        if let contentType = headers[.contentType], !JSONMediaType.isJSON(contentType) && !JSONMediaType.isStream(contentType) {
            throw JSONProblem.unsupportedMediaType(contentType, expected: "JSON, JSON Lines or a JSON text sequence")
        }
        return try await decoder.forRequestBodies.elements(of: type, from: self.body.map { Array(buffer: $0) }, format: format).forEachElement(body)
    }
}
#endif
