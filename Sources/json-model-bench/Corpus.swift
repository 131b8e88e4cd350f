// Finding the corpus folder and loading the files to measure.

import Foundation

/// Where the corpus folder is, and which rule chose it, so a "not found" message can say both.
struct CorpusLocation {
    /// The folder's absolute path.
    var path: String
    /// How the path was chosen, in the words of the option or variable the user would change.
    var source: String

    /// Environment variable naming the corpus folder; the tests read the same one.
    static let environmentVariable = "JSON_MODEL_CORPUS"
    /// The default, relative to the current directory: the shared corpus beside the package.
    static let defaultRelativePath = "../shared/corpus"

    /// `--corpus` wins over `JSON_MODEL_CORPUS`, which wins over the default.
    init(argument: String?, environment: [String: String] = ProcessInfo.processInfo.environment) {
        if let argument {
            path = CorpusLocation.absolute(argument)
            source = "given with --corpus"
        } else if let variable = environment[CorpusLocation.environmentVariable], !variable.isEmpty {
            path = CorpusLocation.absolute(variable)
            source = "given in the environment variable \(CorpusLocation.environmentVariable)"
        } else {
            path = CorpusLocation.absolute(CorpusLocation.defaultRelativePath)
            source = "the default: \(CorpusLocation.defaultRelativePath) relative to the current directory, "
                + FileManager.default.currentDirectoryPath
        }
    }

    /// Resolves against the current directory so messages show the folder that was really tried.
    private static func absolute(_ path: String) -> String {
        let base = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
        return URL(fileURLWithPath: path, relativeTo: base).standardizedFileURL.path
    }
}

/// One corpus file, read into memory once so no sample measures the disk.
struct CorpusFile {
    /// The file name, e.g. `twitter.json`.
    var name: String
    /// The file's bytes, as the library reads them.
    var bytes: [UInt8]
    /// The same bytes, as Foundation reads them; made once so neither side pays for a copy.
    var data: Data
}

/// Why the corpus could not be used; each message says what to change.
struct CorpusError: Error, CustomStringConvertible {
    var description: String
}

extension CorpusLocation {
    /// Lists the `.json` files to run, sorted by name, restricted to `names` when it is not empty.
    ///
    /// - Throws: ``CorpusError`` if the folder is missing or empty, or a named file is not in it.
    func jsonFileNames(restrictedTo names: [String]) throws(CorpusError) -> [String] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw CorpusError(description: """
                corpus folder not found: \(path)
                (\(source)).
                Pass --corpus PATH or set \(CorpusLocation.environmentVariable)=PATH to the folder holding \
                twitter.json, canada.json, …
                """)
        }
        let available: [String]
        do {
            available = try FileManager.default.contentsOfDirectory(atPath: path)
                .filter { $0.hasSuffix(".json") }
                .sorted()
        } catch {
            throw CorpusError(description: "cannot list the corpus folder \(path): \(error.localizedDescription)")
        }
        guard !available.isEmpty else {
            throw CorpusError(description: "the corpus folder \(path) (\(source)) holds no .json files")
        }
        guard !names.isEmpty else { return available }

        // Keep the user's order and accept `twitter` for `twitter.json`, as people type it both ways.
        var chosen: [String] = []
        for name in names {
            let fileName = name.hasSuffix(".json") ? name : name + ".json"
            guard available.contains(fileName) else {
                throw CorpusError(description: """
                    no file named '\(name)' in the corpus folder \(path)
                    available: \(available.joined(separator: ", "))
                    """)
            }
            if !chosen.contains(fileName) { chosen.append(fileName) }
        }
        return chosen
    }

    /// Reads one corpus file.
    ///
    /// - Throws: ``CorpusError`` if it cannot be read.
    func load(_ name: String) throws(CorpusError) -> CorpusFile {
        let url = URL(fileURLWithPath: path, isDirectory: true).appendingPathComponent(name)
        do {
            let data = try Data(contentsOf: url)
            return CorpusFile(name: name, bytes: [UInt8](data), data: data)
        } catch {
            throw CorpusError(description: "cannot read \(url.path): \(error.localizedDescription)")
        }
    }
}
