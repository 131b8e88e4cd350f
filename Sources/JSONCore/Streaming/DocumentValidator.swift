/// Checks one JSON document of any size, handed over in chunks, in bounded memory: each
/// window of about a megabyte (see ``DocumentWindows``) is scanned as it is complete, and the
/// first mistake is thrown as a ``JSONSyntaxError`` with its line, column and offset in the
/// whole document.
///
/// ```swift
/// var validator = DocumentValidator(options: .strict)
/// for chunk in chunks { try chunk.withUnsafeBytes { try validator.append($0) } }
/// try validator.finish()
/// ```
package struct DocumentValidator {
    private var windows: DocumentWindows
    private let options: JSONParseOptions
    /// With duplicate keys refused: the keys of objects that go on past a window.
    private var keys: DocumentDuplicateKeys?

    /// `windowSize`: the bytes a window holds before it is cut at the next comma;
    /// `maximumWindowSize`: the longest stretch without a comma to cut at that is accepted.
    package init(options: JSONParseOptions, windowSize: Int = 1 << 20, maximumWindowSize: Int = 64 << 20) {
        var options = options
        // Other encodings than UTF-8 are converted before the text gets here.
        options.detectsEncoding = false
        // Keys are checked across windows here, not by the scan of one window.
        if options.refusesDuplicateKeys {
            keys = DocumentDuplicateKeys()
            options.duplicateKeys = .accepted
        }
        self.options = options
        windows = DocumentWindows(options: options, targetSize: windowSize, maximumSize: maximumWindowSize)
    }

    /// Checks the next chunk, as far as it completes windows.
    ///
    /// - Throws: ``JSONSyntaxError`` at the document's first mistake; ``JSONStreamError`` for a
    ///   stretch without a comma longer than the maximum window.
    package mutating func append(_ chunk: UnsafeRawBufferPointer) throws {
        let options = options
        var keys = keys
        defer { self.keys = keys }
        try windows.append(chunk) { window in try Self.scan(window, options: options, keys: &keys) }
    }

    /// Checks what is left after the last chunk.
    ///
    /// - Throws: as ``append(_:)``.
    package mutating func finish() throws {
        let options = options
        var keys = keys
        defer { self.keys = keys }
        try windows.finish { window in try Self.scan(window, options: options, keys: &keys) }
    }

    private static func scan(_ window: DocumentWindow, options: JSONParseOptions, keys: inout DocumentDuplicateKeys?) throws {
        var options = options
        if !window.isFirst { options.allowsByteOrderMark = false }
        // Only the duplicate-key check reads a tape: without it the window is validated, which
        // records nothing.
        let checksKeys = keys != nil
        let tape: Tape?
        do {
            tape = try window.text.withUnsafeBytes { bytes in
                guard checksKeys else {
                    try validateJSON(bytes, options: options)
                    return nil
                }
                return try scanJSON(bytes, options: options)
            }
        } catch let error as JSONSyntaxError {
            throw window.relocate(error)
        }
        if let tape { try keys?.check(window, tape: tape) }
    }
}
