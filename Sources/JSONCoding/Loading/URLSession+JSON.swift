public import Foundation

#if canImport(FoundationNetworking)
// URLSession lives here on Linux.
public import FoundationNetworking
#endif

// `URLSession.data(for:)` is async from these releases on Apple's platforms; on Linux always.
@available(macOS 12, iOS 15, tvOS 15, watchOS 8, visionOS 1, *)
extension URLSession {
    /// Fetches `url` and decodes the JSON it answers with.
    ///
    /// ```swift
    /// let feed = try await URLSession.shared.decode(PublicPhotos.self, from: feedURL)
    /// ```
    ///
    /// A payload that needs mending first goes through the decoder's
    /// ``JSONModelDecoder/preprocessor``, such as ``JSONModelDecoder/removeJSONPCallback`` for
    /// a JSONP wrapper, and its ``JSONModelDecoder/parseOptions`` (`.lenient` reads `\'`).
    ///
    /// - Parameters:
    ///   - type: The type to decode.
    ///   - url: The address to fetch, with a `GET` request.
    ///   - decoder: The decoder, with its strategies; a default one when left out.
    /// - Throws: ``JSONLoadingError``, whose message names the request: see
    ///   ``decode(_:for:decoder:)``. `CancellationError` when the task is cancelled.
    public func decode<T: Decodable>(_ type: T.Type, from url: URL, decoder: JSONModelDecoder = JSONModelDecoder()) async throws -> T {
        try await decode(type, for: URLRequest(url: url), decoder: decoder)
    }

    /// Sends `request` and decodes the JSON it answers with. Redirects are followed; the
    /// request asks for `application/json` unless it names an `Accept` header itself.
    ///
    /// ```swift
    /// var request = URLRequest(url: searchURL)
    /// request.timeoutInterval = 10
    /// request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
    /// let results = try await URLSession.shared.decode([Result].self, for: request)
    /// ```
    ///
    /// - Parameters:
    ///   - type: The type to decode.
    ///   - request: The request to send, with its method, headers and timeout.
    ///   - decoder: The decoder, with its strategies; a default one when left out.
    /// - Throws: ``JSONLoadingError``, whose message names the method and URL:
    ///   ``JSONLoadingError/Kind/requestFailed`` when no whole answer arrived (no connection, a
    ///   timeout, the connection closed mid-body); ``JSONLoadingError/Kind/httpStatus`` for a
    ///   status outside 200–299, with the status and the start of the body;
    ///   ``JSONLoadingError/Kind/notJSON`` for a body that is not JSON at all (an HTML error
    ///   page, an empty body); ``JSONLoadingError/Kind/invalidJSON`` with the line and column of
    ///   broken JSON; ``JSONLoadingError/Kind/decodingFailed`` with the path, line and column of
    ///   what does not fit. `CancellationError` when the task is cancelled.
    public func decode<T: Decodable>(_ type: T.Type, for request: URLRequest, decoder: JSONModelDecoder = JSONModelDecoder()) async throws -> T {
        var request = request
        let method = request.httpMethod ?? "GET"
        guard let url = request.url else {
            throw JSONLoadingError(.requestFailed, source: method, message: "\(method) request without a URL")
        }
        if request.value(forHTTPHeaderField: "Accept") == nil {
            request.setValue("application/json", forHTTPHeaderField: "Accept")
        }
        let source = "\(method) \(url.absoluteString)"
        let data: Data
        let response: URLResponse
        do {
            (data, response) = try await self.data(for: request)
        } catch {
            if error is CancellationError || Task.isCancelled { throw CancellationError() }
            throw JSONLoadingError(
                .requestFailed, source: source, url: url, underlyingError: error,
                message: "\(source) failed: \(Self.reason(for: error, timeout: request.timeoutInterval))")
        }
        let bytes = [UInt8](data)
        let http = response as? HTTPURLResponse
        // After redirects, the URL that answered; messages name both it and the one asked for.
        let answeredURL = response.url ?? url
        let isRedirected = answeredURL.absoluteString != url.absoluteString
        let asked = isRedirected ? "\(source) (redirected to \(answeredURL.absoluteString))" : source
        if let http, !(200 ... 299).contains(http.statusCode) {
            let excerpt = JSONLoadingError.excerpt(of: bytes)
            throw JSONLoadingError(
                .httpStatus, source: source, url: answeredURL, statusCode: http.statusCode, bodyExcerpt: excerpt,
                message: "\(asked) answered \(Self.status(http.statusCode))"
                    + (excerpt.isEmpty ? " with an empty body" : ": \(excerpt)"))
        }
        do {
            let document = isRedirected ? "\(answeredURL.absoluteString) (redirected from \(url.absoluteString))" : answeredURL.absoluteString
            return try decoder.decode(type, from: bytes, source: document, url: answeredURL)
        } catch {
            let contentType = http?.value(forHTTPHeaderField: "Content-Type")
            guard error.kind == .invalidJSON, Self.isOtherContent(bytes, contentType: contentType) else { throw error }
            let excerpt = JSONLoadingError.excerpt(of: bytes)
            let what = bytes.allSatisfy(\.isJSONWhitespace) ? "an empty body" : "\(contentType.map { "a \($0) body" } ?? "a body"), not JSON: \(excerpt)"
            throw JSONLoadingError(
                .notJSON, source: source, url: answeredURL, statusCode: http?.statusCode, bodyExcerpt: excerpt,
                underlyingError: error.underlyingError,
                message: "\(asked) answered \(http.map { Self.status($0.statusCode) + " " } ?? "")with \(what)")
        }
    }

    /// Whether a body that failed to parse is something else than JSON: empty, markup (an
    /// HTML error page), or of a content type that is neither JSON nor script nor plain text.
    static func isOtherContent(_ bytes: [UInt8], contentType: String?) -> Bool {
        guard let first = bytes.first(where: { !$0.isJSONWhitespace }) else { return true }
        if first == UInt8(ascii: "<") { return true }
        guard let type = contentType?.lowercased() else { return false }
        return !(type.contains("json") || type.contains("javascript") || type.hasPrefix("text/plain"))
    }

    /// `404 (not found)`: RFC 9110's reason phrase, from the library's own table, so that the
    /// message reads the same on every platform (`HTTPURLResponse.localizedString(forStatusCode:)`
    /// words statuses otherwise on Darwin, and in the user's language).
    static func status(_ code: Int) -> String {
        guard let phrase = statusPhrases[code] else { return "\(code)" }
        return "\(code) (\(phrase))"
    }

    /// The reason phrases of RFC 9110 (and of RFC 6585 for 428, 429, 431 and 511), lowercased.
    static let statusPhrases: [Int: String] = [
        100: "continue", 101: "switching protocols", 200: "ok", 201: "created", 202: "accepted",
        203: "non-authoritative information", 204: "no content", 205: "reset content", 206: "partial content",
        300: "multiple choices", 301: "moved permanently", 302: "found", 303: "see other", 304: "not modified",
        305: "use proxy", 307: "temporary redirect", 308: "permanent redirect", 400: "bad request", 401: "unauthorized",
        402: "payment required", 403: "forbidden", 404: "not found", 405: "method not allowed", 406: "not acceptable",
        407: "proxy authentication required", 408: "request timeout", 409: "conflict", 410: "gone", 411: "length required",
        412: "precondition failed", 413: "content too large", 414: "uri too long", 415: "unsupported media type",
        416: "range not satisfiable", 417: "expectation failed", 421: "misdirected request", 422: "unprocessable content",
        426: "upgrade required", 428: "precondition required", 429: "too many requests", 431: "request header fields too large",
        451: "unavailable for legal reasons", 500: "internal server error", 501: "not implemented", 502: "bad gateway",
        503: "service unavailable", 504: "gateway timeout", 505: "http version not supported", 511: "network authentication required",
    ]

    /// Why a request got no answer, in words.
    static func reason(for error: any Error, timeout: TimeInterval) -> String {
        guard let error = error as? URLError else { return String(describing: error) }
        let closedMidBody = "the connection closed before the whole answer arrived"
        switch error.code {
        case .timedOut:
            return "no answer within the timeout of \(timeout.formatted()) s"
        case .networkConnectionLost:
            return closedMidBody
        case .cannotConnectToHost:
            return "could not connect to the server (is it running, and on this port?)"
        case .cannotFindHost, .dnsLookupFailed:
            return "no such host"
        case .notConnectedToInternet:
            return "no network connection"
        case .httpTooManyRedirects:
            return "too many redirects"
        case .badServerResponse:
            return "the server's answer was not valid HTTP"
        default:
            // FoundationNetworking passes on some of libcurl's errors with their words only.
            let words = error.localizedDescription
            return words.hasPrefix("transfer closed") ? "\(closedMidBody) (\(words))" : words
        }
    }
}

extension TimeInterval {
    /// `1.5`, `30`: seconds without a trailing `.0`.
    fileprivate func formatted() -> String {
        self == rounded() ? String(Int(self)) : String(self)
    }
}
