// Writing to standard output and standard error, in colour where that is welcome.

import Foundation

/// Standard output or standard error, and whether text for it gets colour: only on a terminal,
/// and never with `NO_COLOR` set (https://no-color.org).
struct Terminal {
    let handle: FileHandle
    let usesColour: Bool

    static let standardOutput = Terminal(handle: .standardOutput, descriptor: STDOUT_FILENO)
    static let standardError = Terminal(handle: .standardError, descriptor: STDERR_FILENO)

    private init(handle: FileHandle, descriptor: Int32) {
        self.handle = handle
        let noColour = ProcessInfo.processInfo.environment["NO_COLOR"].map { !$0.isEmpty } ?? false
        usesColour = !noColour && isatty(descriptor) == 1
    }

    func write(_ text: String) {
        handle.write(Data(text.utf8))
    }

    func write(_ bytes: UnsafeRawBufferPointer) {
        guard let base = bytes.baseAddress, bytes.count > 0 else { return }
        handle.write(Data(bytesNoCopy: UnsafeMutableRawPointer(mutating: base), count: bytes.count, deallocator: .none))
    }

    /// `text` in a style, when this terminal gets colour.
    func styled(_ text: String, _ style: Style) -> String {
        usesColour ? "\u{1B}[\(style.rawValue)m\(text)\u{1B}[0m" : text
    }

    enum Style: String {
        case bold = "1"
        case error = "1;31"
        case caret = "1;32"
        case ok = "32"
    }
}
