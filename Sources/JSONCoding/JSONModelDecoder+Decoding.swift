public import Foundation

extension JSONModelDecoder {
    /// Decodes a value of `type` from UTF-8 JSON data.
    ///
    /// ```swift
    /// let user = try JSONModelDecoder().decode(User.self, from: data)
    /// ```
    ///
    /// - Throws: `DecodingError`: `dataCorrupted` with a `JSONSyntaxError` as its underlying
    ///   error for input that is not JSON; otherwise the error of the value that could not be
    ///   decoded, with its coding path, and its line and column in the description.
    public func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
        try data.withUnsafeBytes { try decode(type, from: $0, options: currentOptions, locatesErrors: true, report: nil) }
    }

    /// Decodes a value of `type` from UTF-8 JSON bytes.
    ///
    /// ```swift
    /// let numbers = try JSONModelDecoder().decode([Int].self, from: Array("[1, 2]".utf8))
    /// ```
    ///
    /// - Throws: as ``decode(_:from:)-(_,Data)``.
    public func decode<T: Decodable>(_ type: T.Type, from bytes: [UInt8]) throws -> T {
        try bytes.withUnsafeBytes { try decode(type, from: $0, options: currentOptions, locatesErrors: true, report: nil) }
    }

    /// Decodes a value of `type` from a request body's UTF-8 JSON bytes, which the caller keeps
    /// alive for the call (a server's request buffer), without copying them; duplicate keys are
    /// refused unless the parse options accept them by choice (see ``forRequestBodies``).
    package func decode<T: Decodable>(_ type: T.Type, fromRequestBody bytes: UnsafeRawBufferPointer) throws -> T {
        try decode(type, from: bytes, options: currentOptions.forRequestBodies, locatesErrors: true, report: nil)
    }

    /// As ``decode(_:fromRequestBody:)``, with `userInfo` added to the decoder's for this decode
    /// only (a framework's values for the types it decodes).
    package func decode<T: Decodable>(
        _ type: T.Type, fromRequestBody bytes: UnsafeRawBufferPointer, userInfo: [CodingUserInfoKey: any Sendable]
    ) throws -> T {
        var options = currentOptions.forRequestBodies
        options.userInfo.merge(userInfo) { _, given in given }
        return try decode(type, from: bytes, options: options, locatesErrors: true, report: nil)
    }

    /// Decodes a value of `type` from JSON text.
    ///
    /// ```swift
    /// let point = try JSONModelDecoder().decode(Point.self, from: #"{"x": 1, "y": 2}"#)
    /// ```
    ///
    /// - Throws: as ``decode(_:from:)-(_,Data)``.
    public func decode<T: Decodable>(_ type: T.Type, from text: String) throws -> T {
        var text = text
        return try text.withUTF8 {
            try decode(type, from: UnsafeRawBufferPointer($0), options: currentOptions, locatesErrors: true, report: nil)
        }
    }

    /// Decodes a value of `type` from a `JSONValue`.
    ///
    /// ```swift
    /// let value = try JSONValue(parsing: #"{"people": [{"name": "Ada"}]}"#)
    /// let people = try JSONModelDecoder().decode([Person].self, from: value["people"].get())
    /// ```
    ///
    /// - Throws: `DecodingError` with the coding path; there is no line or column to give.
    public func decode<T: Decodable>(_ type: T.Type, from value: JSONValue) throws -> T {
        let bytes = value.jsonBytes()
        return try bytes.withUnsafeBytes { try decode(type, from: $0, options: currentOptions, locatesErrors: false, report: nil) }
    }

    /// Decodes a value and reports everything the decoder forgave on the way: values converted
    /// between JSON types, array elements left out, keys no property read, a root key unwrapped.
    ///
    /// ```swift
    /// let (user, report) = try decoder.decodeWithReport(User.self, from: data)
    /// for entry in report.entries(.unusedKey) { print("ignored", entry.path) }
    /// ```
    ///
    /// - Throws: as ``decode(_:from:)-(_,Data)``.
    public func decodeWithReport<T: Decodable>(_ type: T.Type, from data: Data) throws -> (value: T, report: JSONDecodingReport) {
        let recorder = ReportRecorder()
        let value = try data.withUnsafeBytes {
            try decode(type, from: $0, options: currentOptions, locatesErrors: true, report: recorder)
        }
        return (value, JSONDecodingReport(entries: recorder.entries))
    }

    /// Like ``decodeWithReport(_:from:)-(_,Data)``, from UTF-8 bytes.
    ///
    /// - Throws: as ``decode(_:from:)-(_,Data)``.
    public func decodeWithReport<T: Decodable>(_ type: T.Type, from bytes: [UInt8]) throws -> (value: T, report: JSONDecodingReport) {
        let recorder = ReportRecorder()
        let value = try bytes.withUnsafeBytes {
            try decode(type, from: $0, options: currentOptions, locatesErrors: true, report: recorder)
        }
        return (value, JSONDecodingReport(entries: recorder.entries))
    }

    /// Like ``decodeWithReport(_:from:)-(_,Data)``, from JSON text.
    ///
    /// - Throws: as ``decode(_:from:)-(_,Data)``.
    public func decodeWithReport<T: Decodable>(_ type: T.Type, from text: String) throws -> (value: T, report: JSONDecodingReport) {
        var text = text
        let recorder = ReportRecorder()
        let value = try text.withUTF8 {
            try decode(type, from: UnsafeRawBufferPointer($0), options: currentOptions, locatesErrors: true, report: recorder)
        }
        return (value, JSONDecodingReport(entries: recorder.entries))
    }

    // MARK: - The decode

    func decode<T: Decodable>(
        _ type: T.Type, from input: UnsafeRawBufferPointer, options: DecodingOptions, locatesErrors: Bool, report: ReportRecorder?,
        origin: StreamElementOrigin? = nil
    ) throws -> T {
        try withTapeDecoder(for: input, options: options, locatesErrors: locatesErrors, report: report, origin: origin) { decoder in
            let value = try decodeRoot(type, with: decoder)
            report?.addUnusedKeys(tape: decoder.tape, decoder: decoder, root: origin.map { JSONPath([.index($0.index)]) } ?? JSONPath())
            return value
        }
    }

    /// Scans `input` (as UTF-8, after the preprocessor and the top-level-dictionary option) and
    /// runs `body` with a decoder over it, which is let go of when `body` returns or throws.
    /// `encoding` is what `input` was before it became UTF-8, for the positions of syntax errors.
    func withTapeDecoder<R>(
        for input: UnsafeRawBufferPointer, options: DecodingOptions, locatesErrors: Bool, report: ReportRecorder?,
        encoding: InputEncoding = InputEncoding(.utf8, markLength: 0), origin: StreamElementOrigin? = nil,
        _ body: (TapeDecoder) throws -> R
    ) throws -> R {
        if options.parseOptions.detectsEncoding {
            let detected = InputEncoding.detect(input)
            if !detected.isPlainUTF8 {
                var utf8Options = options
                utf8Options.parseOptions.detectsEncoding = false
                if detected.form == .utf8 {
                    let text = UnsafeRawBufferPointer(rebasing: input[detected.markLength...])
                    return try withTapeDecoder(
                        for: text, options: utf8Options, locatesErrors: locatesErrors, report: report, encoding: detected, body)
                }
                let text: [UInt8]
                do {
                    text = try detected.utf8Text(of: input)
                } catch {
                    throw notJSON(error)
                }
                return try text.withUnsafeBytes {
                    try withTapeDecoder(
                        for: $0, options: utf8Options, locatesErrors: locatesErrors, report: report, encoding: detected, body)
                }
            }
        }
        if options.preprocessor != nil || options.assumesTopLevelDictionary {
            var bytes = Array(input)
            if let preprocessor = options.preprocessor { try preprocessor(&bytes) }
            if options.assumesTopLevelDictionary && bytes.first(where: { !isJSONSpace($0) }) != UInt8(ascii: "{") {
                bytes = [UInt8(ascii: "{")] + bytes + [UInt8(ascii: "}")]
            }
            var plain = options
            plain.preprocessor = nil
            plain.assumesTopLevelDictionary = false
            // Positions are in the bytes as the preprocessor left them.
            return try bytes.withUnsafeBytes {
                try withTapeDecoder(for: $0, options: plain, locatesErrors: locatesErrors, report: report, origin: origin, body)
            }
        }

        let tape: Tape
        do {
            var parseOptions = options.parseOptions
            // A decoder can hold JSON5's Infinity and NaN, in Double and Float.
            parseOptions.allowsNonFiniteNumbers = parseOptions.allowsJSON5
            tape = try scanJSON(input, options: parseOptions, readingNumbers: true, reusing: TapeStoragePool.shared.take())
            tape.recycler = TapeStoragePool.shared
        } catch {
            // An element of a stream that is not JSON ends the stream, wherever it stands.
            if let origin { throw JSONStreamError(error, inElement: origin.index, startingAt: origin.start) }
            throw notJSON(encoding.relocating(error, in: input))
        }
        var decoder = TapeDecoder(input: input, tape: tape, options: options, locatesErrors: locatesErrors, report: report)
        if let origin {
            decoder.origin = origin
            decoder.node = PathNode().appending(.index(origin.index))
        }
        defer {
            // Held elsewhere now, the decoder (or an unkeyed container, which retains it)
            // outlives the decode, and with it the need for the input.
            let isKept = !isKnownUniquelyReferenced(&decoder)
            decoder.finishDecode(isKept: isKept)
        }
        do {
            return try body(decoder)
        } catch {
            // Models gather their failures on the way up; each failure is given its path in the
            // document, and several are the first with the list as its underlying error.
            throw decoder.publicError(error)
        }
    }

    /// The error for input that is not JSON, as `JSONDecoder` reports it: `dataCorrupted` at
    /// the top level with `JSONDecoder`'s words, and the syntax error (line, column, what was
    /// expected and found) as its underlying error. The details are there once: printing a
    /// `DecodingError` shows both the description and the underlying error (and puts the full
    /// stop after the description itself).
    private func notJSON(_ error: JSONSyntaxError) -> DecodingError {
        DecodingError.dataCorrupted(
            DecodingError.Context(codingPath: [], debugDescription: "The given data was not valid JSON", underlyingError: error))
    }

    /// Decodes the top-level value, or the value under the root key.
    private func decodeRoot<T: Decodable>(_ type: T.Type, with decoder: TapeDecoder) throws -> T {
        let root = decoder.node
        switch decoder.options.rootKey {
        case .none:
            return try decoder.decode(type, at: 0, parent: root, component: nil)
        case .key(let name):
            let container = try decoder.keyedContainer(keyedBy: StringCodingKey.self, at: 0, node: root)
            let value = try container.decode(type, forKey: StringCodingKey(name))
            decoder.report?.add(.unwrappedRootKey, path: JSONPath([.key(name)]), message: "decoded the value of the root key")
            return value
        case .automatic:
            return try AutomaticRootKey(type, decoder: decoder).decode()
        }
    }
}

@inline(__always)
private func isJSONSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
}
