// Reading a whole file, and replacing one atomically, through the operating system's calls:
// each failure keeps its errno, so a message can say "permission denied" or "no such file".

package import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A file on disk, read whole or replaced whole.
package enum JSONFile {
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
    /// A symbolic link is followed, as editors follow one: the file it points to (through any
    /// chain of links, relative ones read from the link's folder) is replaced in its own folder,
    /// and the link stays as it is. A link to nothing creates the file it names.
    ///
    /// - Throws: ``JSONLoadingError`` (``JSONLoadingError/Kind/unwritableFile``) naming the file
    ///   and the reason; a file that was there is untouched.
    static func writeAtomically(_ bytes: [UInt8], to url: URL) throws(JSONLoadingError) {
        let file = try AtomicWriter(url)
        try file.write(bytes)
        try file.commit()
    }

    /// A file replaced atomically after being written in parts: the parts go to a new file in
    /// the same folder, which ``commit()`` flushes to disk and renames over the old one (see
    /// ``JSONFile/writeAtomically(_:to:)``); ``abandon()``, or the writer's end without a
    /// commit, removes the new file and leaves the old one as it was.
    package final class AtomicWriter {
        private let url: URL
        private let path: String
        private let folder: String
        private let temporary: String
        private let existed: Bool
        private var descriptor: Int32
        private var failureCode: Int32?

        package init(_ url: URL) throws(JSONLoadingError) {
            guard url.isFileURL else { throw unwritable(url, "it is not a file URL", outcome: .nothingWritten) }
            self.url = url
            path = try resolvingLinks(url)
            let target = URL(fileURLWithPath: path)
            folder = target.deletingLastPathComponent().path
            var existing = stat()
            existed = stat(path, &existing) == 0
            if existed && existing.st_mode & S_IFMT == S_IFDIR {
                throw unwritable(url, "it is a folder, not a file", resolved: path, outcome: .nothingWritten)
            }
            // A new file gets what the process's umask leaves of read and write for everyone,
            // as any other new file; a replaced one keeps its permissions.
            let mode = existed ? existing.st_mode & 0o7777 : 0o666
            temporary = folder + "/." + target.lastPathComponent + "." + randomSuffix() + ".tmp"
            descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
            guard descriptor >= 0 else {
                let code = errno
                let outcome: WriteOutcome = existed ? .fileUnchanged : .nothingWritten
                switch code {
                case ENOENT: throw unwritable(url, "the folder \(folder) does not exist", resolved: path, outcome: outcome)
                case ENOTDIR: throw unwritable(url, "\(firstFile(above: folder)) is a file, not a folder", resolved: path, outcome: outcome)
                default: throw unwritable(url, reason(code), resolved: path, outcome: outcome)
                }
            }
            // A replaced file's permissions as they were, whatever the process's umask, and its
            // owner as it was where the process may set it (as root); elsewhere the writer owns
            // the new file. Best effort: file systems without Unix permissions (FAT, some
            // network shares) refuse both, and the file is written all the same.
            if existed {
                _ = fchmod(descriptor, mode)
                if existing.st_uid != getuid() || existing.st_gid != getgid() {
                    _ = fchown(descriptor, existing.st_uid, existing.st_gid)
                }
            }
        }

        deinit { abandon() }

        /// Appends `bytes` to the new file.
        package func write(_ bytes: [UInt8]) throws(JSONLoadingError) {
            var failure: JSONLoadingError?
            bytes.withUnsafeBytes { buffer in
                do throws(JSONLoadingError) {
                    try write(buffer)
                } catch {
                    failure = error
                }
            }
            if let failure { throw failure }
        }

        /// Appends `buffer` to the new file.
        package func write(_ buffer: UnsafeRawBufferPointer) throws(JSONLoadingError) {
            guard descriptor >= 0 else { throw failure("the file was already finished") }
            var written = 0
            while failureCode == nil && written < buffer.count {
                let count = systemWrite(descriptor, buffer.baseAddress.map { $0 + written }, buffer.count - written)
                if count < 0 {
                    if errno != EINTR { failureCode = errno }
                } else {
                    written += count
                }
            }
            if let failureCode {
                abandon()
                throw failure(reason(failureCode))
            }
        }

        /// Puts the new file in the old one's place.
        package func commit() throws(JSONLoadingError) {
            guard descriptor >= 0 else { throw failure("the file was already finished") }
            // On disk before the rename, so that a crash of the machine cannot leave an empty
            // file under the old name.
            if failureCode == nil && !flushToDisk(descriptor) { failureCode = errno }
            if close(descriptor) != 0 && failureCode == nil { failureCode = errno }
            descriptor = -1
            if failureCode == nil && rename(temporary, path) != 0 { failureCode = errno }
            if let failureCode {
                unlink(temporary)
                throw failure(reason(failureCode))
            }
            // The rename itself on disk: best effort, as some file systems refuse to sync a folder.
            let folderDescriptor = open(folder, O_RDONLY | O_CLOEXEC)
            if folderDescriptor >= 0 {
                _ = fsync(folderDescriptor)
                close(folderDescriptor)
            }
        }

        /// Writes the file's data through to the drive. On Darwin `fsync` stops at the drive's
        /// own cache, which a power loss empties; `F_FULLFSYNC` asks the drive to flush it too.
        /// A file system that does not take `F_FULLFSYNC` (some network volumes) gets `fsync`.
        private func flushToDisk(_ descriptor: Int32) -> Bool {
            #if canImport(Darwin)
            if fcntl(descriptor, F_FULLFSYNC) == 0 { return true }
            #endif
            return fsync(descriptor) == 0
        }

        /// Removes the new file; the old one stays as it was.
        package func abandon() {
            guard descriptor >= 0 else { return }
            close(descriptor)
            descriptor = -1
            unlink(temporary)
        }

        private func failure(_ reason: String) -> JSONLoadingError {
            unwritable(url, reason, resolved: path, outcome: existed ? .fileUnchanged : .nothingWritten)
        }
    }

    /// The file `url` names once every symbolic link at its end is followed: the path itself
    /// when it is no link (or names nothing), else the last link's target.
    ///
    /// - Throws: ``JSONLoadingError`` for a chain of links that does not end (`ELOOP`) or a
    ///   link that cannot be read.
    fileprivate static func resolvingLinks(_ url: URL) throws(JSONLoadingError) -> String {
        var path = url.path
        // As the system gives up on a path: after 40 links.
        for _ in 0 ..< 40 {
            var status = stat()
            guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else { return path }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = readlink(path, &buffer, buffer.count - 1)
            guard count >= 0 else { throw unwritable(url, reason(errno), outcome: .nothingWritten) }
            let destination = String(decoding: buffer[0 ..< count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            // A relative target is read from the link's own folder.
            path = destination.hasPrefix("/") ? destination : URL(fileURLWithPath: path).deletingLastPathComponent().path + "/" + destination
            path = URL(fileURLWithPath: path).standardizedFileURL.path
        }
        throw unwritable(url, reason(ELOOP), outcome: .nothingWritten)
    }

    /// The nearest of `folder` and the folders above it that exists: when creating a file in
    /// `folder` fails with `ENOTDIR`, the file that stands where a folder should.
    fileprivate static func firstFile(above folder: String) -> String {
        var candidate = URL(fileURLWithPath: folder)
        while candidate.path != "/" {
            var status = stat()
            if stat(candidate.path, &status) == 0 { return candidate.path }
            candidate.deleteLastPathComponent()
        }
        return folder
    }

    fileprivate static func unreadable(_ url: URL, _ reason: String) -> JSONLoadingError {
        JSONLoadingError(.unreadableFile, source: url.path, url: url, message: "cannot read \(url.path): \(reason)")
    }

    /// What a failed write left behind, as its message says it.
    fileprivate enum WriteOutcome {
        /// There was a file, and it is as it was.
        case fileUnchanged
        /// There was no file to keep, and none was made.
        case nothingWritten
    }

    /// The error for a write that failed: the path as given, the link's target when it is a
    /// link, the reason, and what is left.
    fileprivate static func unwritable(_ url: URL, _ reason: String, resolved: String? = nil, outcome: WriteOutcome) -> JSONLoadingError {
        let link = resolved.flatMap { $0 == url.path ? nil : " (a link to \($0))" } ?? ""
        let left: String
        switch outcome {
        case .fileUnchanged: left = "the file that was there is unchanged"
        case .nothingWritten: left = "nothing was written"
        }
        return JSONLoadingError(.unwritableFile, source: url.path, url: url, message: "cannot write \(url.path)\(link): \(reason); \(left)")
    }

    /// The system's words for `code`, lowercased: "no such file or directory".
    fileprivate static func reason(_ code: Int32) -> String {
        let text = String(cString: strerror(code))
        return text.prefix(1).lowercased() + text.dropFirst()
    }

    fileprivate static func randomSuffix() -> String {
        String(UInt64.random(in: 0 ... UInt64.max), radix: 36)
    }
}

extension JSONFile {
    /// A file, or any file descriptor (standard input, a pipe), read a chunk at a time.
    package final class ChunkReader {
        /// What the errors name: the file's URL, or "standard input".
        package let source: String
        private let url: URL?
        private var descriptor: Int32
        private let ownsDescriptor: Bool

        /// Opens the file at `url` for reading.
        ///
        /// - Throws: ``JSONLoadingError`` (``JSONLoadingError/Kind/unreadableFile``): no such
        ///   file, a folder, permission denied, not a file URL.
        package init(_ url: URL) throws(JSONLoadingError) {
            guard url.isFileURL else {
                throw unreadable(url, "it is not a file URL (URLSession.elements reads from web services)")
            }
            let descriptor = open(url.path, O_RDONLY | O_CLOEXEC)
            guard descriptor >= 0 else { throw unreadable(url, reason(errno)) }
            var status = stat()
            if fstat(descriptor, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR {
                close(descriptor)
                throw unreadable(url, "it is a folder, not a file")
            }
            self.url = url
            source = url.path
            self.descriptor = descriptor
            ownsDescriptor = true
        }

        /// Reads from `descriptor`, which stays open: the caller's.
        package init(descriptor: Int32, source: String) {
            url = nil
            self.source = source
            self.descriptor = descriptor
            ownsDescriptor = false
        }

        deinit { finish() }

        /// Fills `buffer` from the start with the next bytes; 0 at the end of the file.
        package func read(into buffer: UnsafeMutableRawBufferPointer) throws(JSONLoadingError) -> Int {
            guard descriptor >= 0 else { return 0 }
            while true {
                let count = systemRead(descriptor, buffer.baseAddress, buffer.count)
                if count >= 0 { return count }
                if errno == EINTR { continue }
                let code = errno
                throw JSONLoadingError(
                    .unreadableFile, source: source, url: url, message: "cannot read \(source): \(JSONFile.reason(code))")
            }
        }

        /// The next chunk of at most `size` bytes, or nil at the end of the file.
        func nextChunk(size: Int) throws(JSONLoadingError) -> [UInt8]? {
            var chunk = [UInt8](repeating: 0, count: size)
            var failure: JSONLoadingError?
            let count = chunk.withUnsafeMutableBytes { buffer in
                do throws(JSONLoadingError) {
                    return try read(into: buffer)
                } catch {
                    failure = error
                    return 0
                }
            }
            if let failure { throw failure }
            guard count > 0 else { return nil }
            chunk.removeLast(size - count)
            return chunk
        }

        /// Closes the file, if this reader opened it.
        package func finish() {
            if ownsDescriptor && descriptor >= 0 { close(descriptor) }
            descriptor = -1
        }
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
