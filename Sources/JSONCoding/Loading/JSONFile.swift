// Reading a whole file, and replacing one atomically, through the operating system's calls:
// each failure keeps its errno, so a message can say "permission denied" or "no such file".

import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A file on disk, read whole or replaced whole.
enum JSONFile {
    /// The bytes of the file at `url`.
    ///
    /// - Throws: ``JSONLoadingError`` (``JSONLoadingError/Kind/unreadableFile``) naming the file
    ///   and the reason: no such file, a folder, permission denied, not a file URL.
    static func read(_ url: URL) throws(JSONLoadingError) -> [UInt8] {
        let path = url.path
        guard url.isFileURL else {
            throw unreadable(url, "it is not a file URL (URLSession.decode reads from web services)")
        }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw unreadable(url, reason(errno)) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw unreadable(url, reason(errno)) }
        if status.st_mode & S_IFMT == S_IFDIR { throw unreadable(url, "it is a folder, not a file") }
        // The size is a hint: a file that grows or shrinks meanwhile is read to its end.
        var bytes: [UInt8] = []
        bytes.reserveCapacity(max(Int(status.st_size), 0) + 1)
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { break }
            if count < 0 {
                if errno == EINTR { continue }
                throw unreadable(url, reason(errno))
            }
            bytes.append(contentsOf: chunk[0 ..< count])
        }
        return bytes
    }

    /// Replaces the file at `url` with `bytes`, or creates it: the bytes go to a new file in the
    /// same folder, which is flushed to disk and then renamed over the old one. A process that
    /// dies at any moment leaves the old file whole or the new one whole, never a mix; it may
    /// leave its temporary file (`.NAME.json.XXXXXX.tmp`) behind. An existing file's
    /// permissions are kept.
    ///
    /// - Throws: ``JSONLoadingError`` (``JSONLoadingError/Kind/unwritableFile``) naming the file
    ///   and the reason; the file that was there is untouched.
    static func writeAtomically(_ bytes: [UInt8], to url: URL) throws(JSONLoadingError) {
        guard url.isFileURL else { throw unwritable(url, "it is not a file URL") }
        let path = url.path
        let folder = url.deletingLastPathComponent().path
        var existing = stat()
        let mode: mode_t
        if stat(path, &existing) == 0 {
            if existing.st_mode & S_IFMT == S_IFDIR { throw unwritable(url, "it is a folder") }
            mode = existing.st_mode & 0o7777
        } else {
            mode = 0o644
        }
        let temporary = folder + "/." + url.lastPathComponent + "." + randomSuffix() + ".tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
        guard descriptor >= 0 else {
            let code = errno
            throw unwritable(url, code == ENOENT ? "the folder \(folder) does not exist" : reason(code))
        }
        var failure: Int32?
        // The permissions as they were, whatever the process's umask.
        if fchmod(descriptor, mode) != 0 { failure = errno }
        bytes.withUnsafeBytes { buffer in
            var written = 0
            while failure == nil && written < buffer.count {
                let count = systemWrite(descriptor, buffer.baseAddress.map { $0 + written }, buffer.count - written)
                if count < 0 {
                    if errno != EINTR { failure = errno }
                } else {
                    written += count
                }
            }
        }
        // On disk before the rename, so that a crash of the machine cannot leave an empty file
        // under the old name.
        if failure == nil && fsync(descriptor) != 0 { failure = errno }
        if close(descriptor) != 0 && failure == nil { failure = errno }
        if failure == nil && rename(temporary, path) != 0 { failure = errno }
        if let failure {
            unlink(temporary)
            throw unwritable(url, reason(failure))
        }
        // The rename itself on disk: best effort, as some file systems refuse to sync a folder.
        let folderDescriptor = open(folder, O_RDONLY | O_CLOEXEC)
        if folderDescriptor >= 0 {
            _ = fsync(folderDescriptor)
            close(folderDescriptor)
        }
    }

    private static func unreadable(_ url: URL, _ reason: String) -> JSONLoadingError {
        JSONLoadingError(.unreadableFile, source: url.path, url: url, message: "cannot read \(url.path): \(reason)")
    }

    private static func unwritable(_ url: URL, _ reason: String) -> JSONLoadingError {
        JSONLoadingError(.unwritableFile, source: url.path, url: url, message: "cannot write \(url.path): \(reason); the file that was there is unchanged")
    }

    /// The system's words for `code`, lowercased: "no such file or directory".
    private static func reason(_ code: Int32) -> String {
        let text = String(cString: strerror(code))
        return text.prefix(1).lowercased() + text.dropFirst()
    }

    private static func randomSuffix() -> String {
        String(UInt64.random(in: 0 ... UInt64.max), radix: 36)
    }
}

// The C calls under names of their own: inside `JSONFile`, `read` names its own method.
@inline(__always)
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}

@inline(__always)
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}
