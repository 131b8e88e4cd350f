// Streaming an answer's elements as its body arrives, through URLSession's delegate callbacks
// (the way FoundationNetworking delivers a body in parts on Linux, and the same on Apple's
// platforms), with the data task suspended while the loop is behind.

public import Foundation
public import JSONCore

#if canImport(FoundationNetworking)
public import FoundationNetworking
#endif

@available(macOS 12, iOS 15, tvOS 15, watchOS 8, visionOS 1, *)
extension URLSession {
    /// The elements of the JSON `url` answers with, decoded one at a time as the body
    /// arrives, while a `for try await` loop asks for them: a huge export, a paginated
    /// answer's `data` array (`format: .array(at: "data")`), or JSON Lines.
    ///
    /// ```swift
    /// let stream = URLSession.shared.elements(of: Item.self, from: exportURL, format: .array(at: "data"))
    /// for try await item in stream { handle(item) }
    /// print(stream.summary.envelope["total"])
    /// ```
    ///
    /// The request goes out when the loop begins, with this session's configuration. Parts of
    /// the body wait for the loop in a buffer; on Apple's platforms the transfer pauses while
    /// more than 4 MiB wait, so that a slow loop keeps memory flat. FoundationNetworking on
    /// Linux cannot pause a transfer reliably (a data task suspended and resumed there hands
    /// some bytes over twice), so there a loop slower than the network lets the parts pile up.
    /// Ending the loop early or cancelling its task cancels the request.
    ///
    /// - Throws (from the loop): ``JSONLoadingError`` for a request that fails
    ///   (``JSONLoadingError/Kind/requestFailed``, the connection lost mid-body included) or
    ///   a status outside 200–299 (``JSONLoadingError/Kind/httpStatus``, with the start of the
    ///   body); what the stream's decoding throws (see
    ///   ``JSONModelDecoder/decodeElements(of:from:format:reporting:_:)``);
    ///   `CancellationError`.
    public func elements<Element: Decodable>(
        of type: Element.Type, from url: URL, format: JSONStreamFormat = .array, decoder: JSONModelDecoder = JSONModelDecoder(),
        reporting: Bool = false
    ) -> JSONElementStream<Element> {
        elements(of: type, for: URLRequest(url: url), format: format, decoder: decoder, reporting: reporting)
    }

    /// ``elements(of:from:format:decoder:reporting:)`` for a request of your own: its method,
    /// headers and timeout. The request asks for `application/json` unless it names an
    /// `Accept` header itself.
    ///
    /// ```swift
    /// var request = URLRequest(url: exportURL)
    /// request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
    /// for try await record in URLSession.shared.elements(of: Record.self, for: request, format: .lines) {
    ///     handle(record)
    /// }
    /// ```
    public func elements<Element: Decodable>(
        of type: Element.Type, for request: URLRequest, format: JSONStreamFormat = .array,
        decoder: JSONModelDecoder = JSONModelDecoder(), reporting: Bool = false
    ) -> JSONElementStream<Element> {
        let configuration = self.configuration
        return JSONElementStream(decoder: decoder, format: format, reporting: reporting) {
            HTTPChunkSource(request: request, configuration: configuration)
        }
    }
}

/// The body of one request, part by part, as URLSession's delegate receives it.
@available(macOS 12, iOS 15, tvOS 15, watchOS 8, visionOS 1, *)
final class HTTPChunkSource: NSObject, URLSessionDataDelegate, StreamChunkSource, @unchecked Sendable {
    /// Bytes waiting for the loop beyond which the transfer pauses, and below which it goes on.
    static let pauseAbove = 4 << 20
    static let resumeBelow = 1 << 20

    private let request: URLRequest
    private let configuration: URLSessionConfiguration
    private let source: String
    private let url: URL?

    // Guarded by `lock`.
    private let lock = NSLock()
    private var session: URLSession?
    private var task: URLSessionDataTask?
    private var parts: [Data] = []
    private var waitingBytes = 0
    private var isPaused = false
    private var isComplete = false
    private var failure: (any Error)?
    private var waiter: CheckedContinuation<Data?, any Error>?
    /// For a status outside 200–299: the status and the start of the body, for the error.
    private var errorStatus: HTTPURLResponse?
    private var errorBody: [UInt8] = []

    init(request: URLRequest, configuration: URLSessionConfiguration) {
        var request = request
        if request.value(forHTTPHeaderField: "Accept") == nil {
            request.setValue("application/json", forHTTPHeaderField: "Accept")
        }
        self.request = request
        self.configuration = configuration
        url = request.url
        source = "\(request.httpMethod ?? "GET") \(request.url?.absoluteString ?? "(no URL)")"
    }

    func nextChunk() async throws -> (any ContiguousBytes)? {
        guard url != nil else {
            throw JSONLoadingError(.requestFailed, source: source, message: "\(source): a request without a URL")
        }
        startIfNeeded()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Data?, any Error>) in
                lock.withLock {
                    if !parts.isEmpty {
                        let part = parts.removeFirst()
                        waitingBytes -= part.count
                        if isPaused && waitingBytes < Self.resumeBelow {
                            isPaused = false
                            task?.resume()
                        }
                        continuation.resume(returning: part)
                    } else if let failure {
                        continuation.resume(throwing: failure)
                    } else if isComplete {
                        continuation.resume(returning: nil)
                    } else {
                        waiter = continuation
                    }
                }
            }
        } onCancel: {
            cancel(with: CancellationError())
        }
    }

    func finish() {
        cancel(with: nil)
    }

    private func startIfNeeded() {
        lock.withLock {
            guard session == nil else { return }
            let session = URLSession(configuration: configuration, delegate: self, delegateQueue: nil)
            self.session = session
            let task = session.dataTask(with: request)
            self.task = task
            task.resume()
        }
    }

    /// Stops the transfer; a loop waiting for a part gets `error`.
    private func cancel(with error: (any Error)?) {
        let (waiter, task, session) = lock.withLock { () -> (CheckedContinuation<Data?, any Error>?, URLSessionDataTask?, URLSession?) in
            let waiting = self.waiter
            self.waiter = nil
            if !isComplete {
                isComplete = true
                failure = failure ?? error
            }
            parts.removeAll()
            let current = (waiting, self.task, self.session)
            self.task = nil
            self.session = nil
            return current
        }
        task?.cancel()
        session?.invalidateAndCancel()
        if let waiter {
            if let error { waiter.resume(throwing: error) } else { waiter.resume(returning: nil) }
        }
    }

    // MARK: - The delegate

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
        if let http = response as? HTTPURLResponse, !(200 ... 299).contains(http.statusCode) {
            lock.withLock { errorStatus = http }
        }
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let waiter = lock.withLock { () -> CheckedContinuation<Data?, any Error>? in
            guard !isComplete else { return nil }
            if errorStatus != nil {
                // The start of an error answer's body, for its message.
                if errorBody.count < 1024 { errorBody.append(contentsOf: data.prefix(1024 - errorBody.count)) }
                return nil
            }
            if let waiting = self.waiter {
                self.waiter = nil
                return waiting
            }
            parts.append(data)
            waitingBytes += data.count
            #if !canImport(FoundationNetworking)
            // FoundationNetworking (Linux) cannot pause a transfer: a data task suspended and
            // resumed there hands some bytes over twice. There, parts wait for the loop.
            if waitingBytes > Self.pauseAbove && !isPaused {
                isPaused = true
                dataTask.suspend()
            }
            #endif
            return nil
        }
        waiter?.resume(returning: data)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        let (waiter, outcome) = lock.withLock { () -> (CheckedContinuation<Data?, any Error>?, Result<Data?, any Error>) in
            if !isComplete {
                isComplete = true
                if let status = errorStatus {
                    failure = statusError(status)
                } else if let error {
                    failure = JSONLoadingError(
                        .requestFailed, source: source, url: url, underlyingError: error,
                        message: "\(source) failed: \(URLSession.reason(for: error, timeout: request.timeoutInterval))")
                }
            }
            let waiting = self.waiter
            self.waiter = nil
            if let failure, parts.isEmpty { return (waiting, .failure(failure)) }
            return (waiting, .success(nil))
        }
        session.finishTasksAndInvalidate()
        switch outcome {
        case .success: waiter?.resume(returning: nil)
        case .failure(let error): waiter?.resume(throwing: error)
        }
    }

    private func statusError(_ http: HTTPURLResponse) -> JSONLoadingError {
        let excerpt = JSONLoadingError.excerpt(of: errorBody)
        let answered = http.url ?? url
        let asked = answered.map { $0.absoluteString != url?.absoluteString ? "\(source) (redirected to \($0.absoluteString))" : source } ?? source
        return JSONLoadingError(
            .httpStatus, source: source, url: answered, statusCode: http.statusCode, bodyExcerpt: excerpt,
            message: "\(asked) answered \(URLSession.status(http.statusCode))" + (excerpt.isEmpty ? " with an empty body" : ": \(excerpt)"))
    }
}
