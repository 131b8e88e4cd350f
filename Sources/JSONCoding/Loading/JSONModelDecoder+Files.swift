public import Foundation

extension JSONModelDecoder {
    /// Decodes a value of `type` from the JSON file at `url`.
    ///
    /// ```swift
    /// let settings = try JSONModelDecoder().decode(Settings.self, contentsOf: settingsURL)
    /// ```
    ///
    /// - Throws: ``JSONLoadingError``: ``JSONLoadingError/Kind/unreadableFile`` (no such file,
    ///   a folder, permission denied), ``JSONLoadingError/Kind/invalidJSON`` with the line,
    ///   column and the line's text, or ``JSONLoadingError/Kind/decodingFailed`` with the path,
    ///   line and column of each value that does not fit. Never traps.
    public func decode<T: Decodable>(_ type: T.Type, contentsOf url: URL) throws -> T {
        let bytes = try JSONFile.read(url)
        return try decode(type, from: bytes, source: url.path, url: url)
    }

    /// Decodes `bytes` that came from `source`, with every error as a ``JSONLoadingError``
    /// that names it.
    func decode<T: Decodable>(_ type: T.Type, from bytes: [UInt8], source: String, url: URL?) throws(JSONLoadingError) -> T {
        do {
            return try decode(type, from: bytes)
        } catch {
            throw JSONLoadingError.decoding(error, as: type, source: source, url: url)
        }
    }
}

extension JSONModelEncoder {
    /// Writes `value` as JSON to the file at `url`, atomically: the file holds either what was
    /// there before or the whole new document, even if the process dies mid-write.
    ///
    /// The JSON goes to a temporary file in the same folder, which is flushed to disk and then
    /// renamed over the old file. An existing file keeps its permissions. When `url` is a
    /// symbolic link, the file it points to is replaced, in that file's folder, and the link
    /// stays: writing through a link to a configuration file changes the configuration file.
    ///
    /// ```swift
    /// let encoder = JSONModelEncoder()
    /// encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    /// try encoder.encode(settings, to: settingsURL)
    /// ```
    ///
    /// - Throws: ``JSONLoadingError``: ``JSONLoadingError/Kind/encodingFailed`` when the value
    ///   cannot be encoded, ``JSONLoadingError/Kind/unwritableFile`` when the file cannot be
    ///   written (no such folder, permission denied), saying whether a file was there and is
    ///   unchanged or nothing was written; either way the old file is untouched.
    public func encode<T: Encodable>(_ value: T, to url: URL) throws {
        let bytes: [UInt8]
        do {
            bytes = try encodeToBytes(value)
        } catch {
            let details = (error as? EncodingError)?.explanation ?? String(describing: error)
            throw JSONLoadingError(
                .encodingFailed, source: url.path, url: url, underlyingError: error,
                message: "cannot encode \(T.self) as JSON for \(url.path): \(details); the file was not written")
        }
        try JSONFile.writeAtomically(bytes, to: url)
    }
}

extension Bundle {
    /// Decodes a value of `type` from a JSON resource of the bundle, such as a SwiftPM target's
    /// `Bundle.module` (on Linux too).
    ///
    /// The name may have its extension (`"caches.json"`) or not (`"caches"`, read as
    /// `caches.json`).
    ///
    /// ```swift
    /// let caches = try Bundle.module.decode([String: Cache].self, fromResource: "caches.json")
    /// ```
    ///
    /// - Parameters:
    ///   - type: The type to decode.
    ///   - name: The resource's file name, with or without `.json`.
    ///   - subdirectory: The folder of the resource inside the bundle, for resources copied
    ///     with their folders (`.copy("Data")`).
    ///   - decoder: The decoder, with its strategies; a default one when left out.
    /// - Throws: ``JSONLoadingError``: ``JSONLoadingError/Kind/resourceNotFound`` naming the
    ///   bundle and the resources with similar names, ``JSONLoadingError/Kind/unreadableFile``,
    ///   ``JSONLoadingError/Kind/invalidJSON`` with the line, column and the line's text, or
    ///   ``JSONLoadingError/Kind/decodingFailed`` with the path, line and column. Never traps.
    public func decode<T: Decodable>(
        _ type: T.Type, fromResource name: String, subdirectory: String? = nil, decoder: JSONModelDecoder = JSONModelDecoder()
    ) throws -> T {
        guard let url = jsonResourceURL(named: name, subdirectory: subdirectory) else {
            throw missingResource(name, subdirectory: subdirectory)
        }
        let bytes = try JSONFile.read(url)
        let source = subdirectory.map { "\($0)/\(name)" } ?? name
        return try decoder.decode(type, from: bytes, source: source, url: url)
    }

    /// The resource's file: the name as given, else with `.json` added.
    private func jsonResourceURL(named name: String, subdirectory: String?) -> URL? {
        let base = (name as NSString).deletingPathExtension
        let pathExtension = (name as NSString).pathExtension
        if !pathExtension.isEmpty, let url = url(forResource: base, withExtension: pathExtension, subdirectory: subdirectory) {
            return url
        }
        if pathExtension.isEmpty, let url = url(forResource: name, withExtension: "json", subdirectory: subdirectory) {
            return url
        }
        return url(forResource: name, withExtension: nil, subdirectory: subdirectory)
    }

    /// The error for a resource the bundle does not have: the bundle's name and place, and the
    /// names of its resources that are alike.
    private func missingResource(_ name: String, subdirectory: String?) -> JSONLoadingError {
        let wanted = subdirectory.map { "\($0)/\(name)" } ?? name
        let resources = resourceNames()
        let similar = similarResourceNames(to: wanted, among: resources)
        var message = "no resource \"\(wanted)\" in the bundle \(bundleURL.lastPathComponent) (\(bundlePath))"
        if !similar.isEmpty {
            message += "; did you mean " + similar.map { "\"\($0)\"" }.joined(separator: " or ") + "?"
        } else if resources.isEmpty {
            message += ", which has no resources"
        } else {
            let shown = resources.prefix(8).map { "\"\($0)\"" }.joined(separator: ", ")
            message += "; it has \(shown)\(resources.count > 8 ? " and \(resources.count - 8) more" : "")"
        }
        // After a question the sentence has ended; after anything else it ends here.
        message += message.hasSuffix("?") ? " " : ". "
        message += "A SwiftPM target lists its resources under `resources:` in Package.swift and reads them from Bundle.module."
        return JSONLoadingError(.resourceNotFound, source: wanted, suggestions: similar, message: message)
    }

    /// The bundle's files, as paths inside its resource folder (at most 2,000, sorted).
    private func resourceNames() -> [String] {
        guard let root = resourceURL ?? Optional(bundleURL),
            let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey])
        else { return [] }
        let rootPath = root.standardizedFileURL.path
        var names: [String] = []
        while let file = walker.nextObject() as? URL, names.count < 2_000 {
            guard (try? file.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { continue }
            let path = file.standardizedFileURL.path
            names.append(path.hasPrefix(rootPath + "/") ? String(path.dropFirst(rootPath.count + 1)) : file.lastPathComponent)
        }
        return names.sorted()
    }
}

/// The names among `names` that a person may have meant by `wanted`: the same name in another
/// case or folder, or one a few letters away; closest first, at most three.
func similarResourceNames(to wanted: String, among names: [String]) -> [String] {
    let target = wanted.lowercased()
    let targetFile = fileName(of: target)
    let targetStem = stem(of: targetFile)
    let allowed = max(2, targetFile.count / 3)
    var scored: [(distance: Int, name: String)] = []
    for name in names where name != wanted {
        let candidate = name.lowercased()
        let file = fileName(of: candidate)
        // The whole path, the file's name in any folder, or the name without its extension.
        let distance = min(editDistance(candidate, target), editDistance(file, targetFile), editDistance(stem(of: file), targetStem))
        if distance <= allowed { scored.append((distance, name)) }
    }
    return scored.sorted { ($0.distance, $0.name) < ($1.distance, $1.name) }.prefix(3).map(\.name)
}

/// The last part of a path.
private func fileName(of path: String) -> String {
    path.split(separator: "/").last.map(String.init) ?? ""
}

/// A file name up to its last dot, if it has one past its first character.
private func stem(of file: String) -> String {
    guard let dot = file.lastIndex(of: "."), dot > file.startIndex else { return file }
    return String(file[..<dot])
}
