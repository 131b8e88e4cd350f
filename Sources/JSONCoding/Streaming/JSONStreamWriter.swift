// Writing a stream one element at a time: JSON Lines, a JSON array (at the top or at a key
// path), a JSON text sequence or concatenated values, to a file replaced atomically or to
// any byte sink, so that a program converts a stream of any size element by element.

public import Foundation
public import JSONCore

/// Writes values one at a time as a stream laid out as a `JSONStreamFormat`: each value
/// encoded by a ``JSONModelEncoder`` (models, any `Encodable`) or written as it is
/// (`JSONValue`), with the separators the format needs. Output is buffered and handed on in
/// parts of about 64 KiB.
///
/// To a file, the stream replaces the file atomically: it goes to a new file in the same
/// folder, which ``finish()`` puts in the old one's place; a writer dropped without
/// ``finish()`` (after an error) leaves the old file as it was.
///
/// ```swift
/// let writer = try JSONStreamWriter(toFileAt: outputURL, format: .lines)
/// try JSONModelDecoder().decodeElements(of: Event.self, fromFileAt: inputURL) { event in
///     try writer.append(event.summary)
/// }
/// try writer.finish()
/// ```
public final class JSONStreamWriter {
    /// The layout written.
    public let format: JSONStreamFormat
    /// How many values have been appended.
    public private(set) var count = 0

    private let encoder: JSONModelEncoder
    private let sink: ([UInt8]) throws -> Void
    private let file: JSONFile.AtomicWriter?
    private var buffer: [UInt8] = []
    private var isFinished = false
    /// What made writing fail: thrown again by every later call, so that a failed stream
    /// never looks finished.
    private var failure: (any Error)?
    private static let flushSize = 1 << 16

    /// A writer that hands its output to `sink`, in parts, in order.
    ///
    /// ```swift
    /// var output: [UInt8] = []
    /// let writer = JSONStreamWriter(format: .array) { output += $0 }
    /// try writer.append(1)
    /// try writer.append("two")
    /// try writer.finish()   // output is [1,"two"]
    /// ```
    ///
    /// - Parameters:
    ///   - format: The layout. Pretty-printing by the encoder is kept for arrays and
    ///     concatenated values, and left out of JSON Lines and JSON text sequences, whose values
    ///     each take one line.
    ///   - encoder: The encoder of the values appended with `append(_:)`.
    ///   - sink: Takes each part of the output; what it throws, `append(_:)` and
    ///     ``finish()`` throw.
    public init(format: JSONStreamFormat = .lines, encoder: JSONModelEncoder = JSONModelEncoder(), sink: @escaping ([UInt8]) throws -> Void) {
        self.format = format
        self.encoder = encoder
        self.sink = sink
        file = nil
        buffer.reserveCapacity(Self.flushSize + 4096)
        writeOpening()
    }

    /// A writer that replaces the file at `url` atomically when it finishes.
    ///
    /// ```swift
    /// let writer = try JSONStreamWriter(toFileAt: URL(fileURLWithPath: "out.jsonl"))
    /// ```
    ///
    /// - Throws: ``JSONLoadingError`` (``JSONLoadingError/Kind/unwritableFile``) when the new
    ///   file cannot be made: a folder that does not exist, no permission.
    public init(toFileAt url: URL, format: JSONStreamFormat = .lines, encoder: JSONModelEncoder = JSONModelEncoder()) throws {
        self.format = format
        self.encoder = encoder
        let file = try JSONFile.AtomicWriter(url)
        self.file = file
        sink = { try file.write($0) }
        buffer.reserveCapacity(Self.flushSize + 4096)
        writeOpening()
    }

    /// Appends `value`, encoded by the writer's encoder.
    ///
    /// ```swift
    /// try writer.append(Record(id: 1))
    /// ```
    ///
    /// - Throws: the encoder's `EncodingError`, or what writing throws.
    public func append<Value: Encodable>(_ value: Value) throws {
        let compact = format.layout == .lines || format.layout == .sequence
        try appendEncoded(try encoder.encodeTree(value, compact: compact) { $0.outputBytes() })
    }

    /// Appends `value` as it is, compact.
    ///
    /// ```swift
    /// try writer.append(["id": 1, "tags": ["a"]] as JSONValue)
    /// ```
    public func append(_ value: JSONValue) throws {
        try appendEncoded(value.jsonBytes())
    }

    /// Ends the stream (the closing `]` of an array) and hands on the rest of the output; to a
    /// file, puts the new file in the old one's place. Nothing can be appended after.
    ///
    /// - Throws: what writing throws; ``JSONLoadingError`` when the file cannot be put in place.
    public func finish() throws {
        if let failure { throw failure }
        guard !isFinished else { return }
        if format.layout == .array {
            buffer.append(UInt8(ascii: "]"))
            buffer.append(contentsOf: repeatElement(UInt8(ascii: "}"), count: format.keys.count))
            buffer.append(UInt8(ascii: "\n"))
        }
        try flush()
        do {
            try file?.commit()
        } catch {
            failure = error
            throw error
        }
        isFinished = true
    }

    private func writeOpening() {
        guard format.layout == .array else { return }
        for key in format.keys {
            buffer.append(UInt8(ascii: "{"))
            buffer.append(contentsOf: JSONValue.string(key).jsonBytes())
            buffer.append(UInt8(ascii: ":"))
        }
        buffer.append(UInt8(ascii: "["))
    }

    private func appendEncoded(_ bytes: [UInt8]) throws {
        if let failure { throw failure }
        precondition(!isFinished, "JSONStreamWriter.append after finish()")
        switch format.layout {
        case .array:
            if count > 0 { buffer.append(UInt8(ascii: ",")) }
            buffer.append(contentsOf: bytes)
        case .lines:
            buffer.append(contentsOf: bytes)
            buffer.append(UInt8(ascii: "\n"))
        case .sequence:
            buffer.append(0x1E)
            buffer.append(contentsOf: bytes)
            buffer.append(UInt8(ascii: "\n"))
        case .concatenated:
            buffer.append(contentsOf: bytes)
            buffer.append(UInt8(ascii: "\n"))
        }
        count += 1
        if buffer.count >= Self.flushSize { try flush() }
    }

    private func flush() throws {
        guard !buffer.isEmpty else { return }
        let part = buffer
        buffer.removeAll(keepingCapacity: true)
        do {
            try sink(part)
        } catch {
            file?.abandon()
            failure = error
            throw error
        }
    }
}
