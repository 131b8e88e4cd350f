// Reading a command's input — a file, or standard input for "-" — a megabyte at a time.

import Foundation
import JSONCoding
import JSONCore

/// A file named on the command line, or standard input for `-`.
struct Input {
    /// The name findings are reported under: the path as given, or `<stdin>`.
    let name: String
    let path: String

    init(_ path: String) {
        self.path = path
        name = path == "-" ? "<stdin>" : path
    }

    var isStandardInput: Bool { path == "-" }

    static let chunkSize = 1 << 20

    /// Calls `body` with each chunk of the input, in order. Input in UTF-16 or UTF-32 (told by
    /// its first bytes) is read whole and handed over as one chunk of UTF-8.
    ///
    /// - Throws: ``InputError`` when the input cannot be read; whatever `body` throws.
    func forEachChunk(_ body: (UnsafeRawBufferPointer) throws -> Void) throws {
        let reader: JSONFile.ChunkReader
        do {
            reader = isStandardInput
                ? JSONFile.ChunkReader(descriptor: STDIN_FILENO, source: "standard input")
                : try JSONFile.ChunkReader(URL(fileURLWithPath: path))
        } catch {
            throw InputError(message: error.message)
        }
        defer { reader.finish() }
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: Self.chunkSize, alignment: 16)
        defer { buffer.deallocate() }
        var first = true
        while true {
            let count = try read(reader, into: buffer)
            guard count > 0 else { return }
            let chunk = UnsafeRawBufferPointer(rebasing: buffer[..<count])
            if first {
                first = false
                let encoding = InputEncoding.detect(chunk)
                if encoding.form != .utf8 {
                    try convertWhole(firstChunk: chunk, encoding: encoding, reader: reader, body)
                    return
                }
            }
            try body(chunk)
        }
    }

    /// Calls `body` with each line of a JSON Lines input, as it is read: the line's place and its
    /// bytes (blank lines are passed over).
    ///
    /// - Throws: ``InputError``; `JSONStreamError` for a line longer than the splitter takes;
    ///   whatever `body` throws.
    func forEachLine(_ body: (JSONStreamSplitter.Element, UnsafeRawBufferPointer) throws -> Void) throws {
        var splitter = JSONStreamSplitter(format: .lines)
        func take(_ element: JSONStreamSplitter.Element, _ chunk: UnsafeRawBufferPointer) throws {
            try splitter.withBytes(of: element, in: chunk) { try body(element, $0) }
        }
        try forEachChunk { chunk in
            while case .element(let element) = try splitter.next(in: chunk) { try take(element, chunk) }
        }
        let none = UnsafeRawBufferPointer(start: nil, count: 0)
        while case .element(let element) = try splitter.finish() { try take(element, none) }
    }

    /// The whole input, parsed.
    ///
    /// - Throws: ``InputError``, `JSONSyntaxError`.
    func readDocument(options: JSONParseOptions) throws -> JSONValue {
        var bytes: [UInt8] = []
        try forEachChunk { bytes.append(contentsOf: $0) }
        return try JSONValue(parsing: bytes, options: options)
    }

    /// The next bytes from `reader` into `buffer`; 0 at the end.
    private func read(_ reader: JSONFile.ChunkReader, into buffer: UnsafeMutableRawBufferPointer) throws(InputError) -> Int {
        do {
            return try reader.read(into: buffer)
        } catch {
            throw InputError(message: error.message)
        }
    }

    /// The rest of a UTF-16 or UTF-32 input, read whole and converted to UTF-8.
    private func convertWhole(
        firstChunk: UnsafeRawBufferPointer, encoding: InputEncoding, reader: JSONFile.ChunkReader,
        _ body: (UnsafeRawBufferPointer) throws -> Void
    ) throws {
        var whole = Array(firstChunk)
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: Self.chunkSize, alignment: 16)
        defer { buffer.deallocate() }
        while true {
            let count = try read(reader, into: buffer)
            guard count > 0 else { break }
            whole.append(contentsOf: UnsafeRawBufferPointer(rebasing: buffer[..<count]))
        }
        let text = try whole.withUnsafeBytes { bytes in try encoding.utf8Text(of: bytes) }
        try text.withUnsafeBytes { try body($0) }
    }
}

/// An input that cannot be read: no such file, a folder, no permission.
struct InputError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
