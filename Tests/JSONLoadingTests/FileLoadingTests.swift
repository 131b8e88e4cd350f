import Foundation
import JSONCoding
import Testing

struct Cache: Codable, Equatable, Sendable {
    var name: String
    var difficulty: Int
    var location: Coordinate
}

struct Coordinate: Codable, Equatable, Sendable {
    var latitude: Double
    var longitude: Double
}

/// A new empty folder under the system's temporary folder, removed by `body`'s end.
func withTemporaryFolder<R>(_ body: (URL) throws -> R) throws -> R {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("json-loading-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    return try body(folder)
}

@Suite("Bundle resources: decoded, or an error that says what to do")
struct BundleLoadingTests {
    @Test func decodesAResourceByNameWithOrWithoutItsExtension() throws {
        let caches = try Bundle.module.decode([String: Cache].self, fromResource: "caches.json")
        #expect(caches.count == 2)
        #expect(caches["Old Mill"] == Cache(name: "Old Mill", difficulty: 2, location: Coordinate(latitude: 52.5163, longitude: 13.3777)))
        #expect(try Bundle.module.decode([String: Cache].self, fromResource: "caches") == caches)
    }

    @Test func usesTheDecoderGiven() throws {
        let decoder = JSONModelDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        struct Found: Codable { var foundTimes: [String: Int] }
        let found = try Bundle.module.decode(Found.self, fromResource: "found.json", decoder: decoder)
        #expect(found.foundTimes == ["Old Mill": 1_714_557_600])
    }

    @Test func aMissingResourceNamesTheBundleAndSuggestsSimilarNames() throws {
        let error = try #require(throws: JSONLoadingError.self) {
            try Bundle.module.decode([String: Cache].self, fromResource: "cache.json")
        }
        #expect(error.kind == .resourceNotFound)
        #expect(error.suggestions == ["caches.json"])
        #expect(error.source == "cache.json")
        #expect(error.message.hasPrefix("no resource \"cache.json\" in the bundle \(Bundle.module.bundleURL.lastPathComponent)"))
        // The question ends its sentence; the hint is the next one.
        #expect(error.message.contains(#"; did you mean "caches.json"? A SwiftPM target lists its resources under `resources:`"#), "\(error)")
        #expect(!error.message.contains("?."))
        // Case and a missing extension are forgiven in the suggestions too.
        let other = try #require(throws: JSONLoadingError.self) {
            try Bundle.module.decode([String: Cache].self, fromResource: "Found.JSON")
        }
        #expect(other.suggestions == ["found.json"])
    }

    @Test func aResourceWithNothingAlikeListsWhatTheBundleHas() throws {
        let error = try #require(throws: JSONLoadingError.self) {
            try Bundle.module.decode([String: Cache].self, fromResource: "settings.plist")
        }
        #expect(error.kind == .resourceNotFound)
        #expect(error.suggestions.isEmpty)
        #expect(error.message.contains("it has \"broken.json\", \"caches.json\", \"found.json\", \"mismatched.json\""), "\(error)")
        #expect(error.message.hasSuffix(#"". A SwiftPM target lists its resources under `resources:` in Package.swift and reads them from Bundle.module."#), "\(error)")
    }

    @Test func aBundleFromAFolderReadsSubfoldersAndSaysWhenAResourceIsAFolder() throws {
        try withTemporaryFolder { folder in
            let data = folder.appendingPathComponent("Data")
            try FileManager.default.createDirectory(at: data.appendingPathComponent("points.json"), withIntermediateDirectories: true)
            try Data("[1, 2]".utf8).write(to: data.appendingPathComponent("numbers.json"))
            let bundle = try #require(Bundle(url: folder))
            #expect(try bundle.decode([Int].self, fromResource: "numbers.json", subdirectory: "Data") == [1, 2])
            let error = try #require(throws: JSONLoadingError.self) {
                try bundle.decode([Int].self, fromResource: "points.json", subdirectory: "Data")
            }
            #expect(error.kind == .unreadableFile)
            #expect(error.description.hasSuffix("points.json: it is a folder, not a file"), "\(error)")
            // Without the folder, the resource is found among the bundle's files all the same.
            let missing = try #require(throws: JSONLoadingError.self) { try bundle.decode([Int].self, fromResource: "numbers.json") }
            #expect(missing.kind == .resourceNotFound)
            #expect(missing.suggestions == ["Data/numbers.json"], "\(missing)")
        }
    }

    @Test func invalidJSONGivesTheLineColumnAndTheLine() throws {
        let error = try #require(throws: JSONLoadingError.self) {
            try Bundle.module.decode([String: Cache].self, fromResource: "broken.json")
        }
        #expect(error.kind == .invalidJSON)
        #expect(error.line == 4)
        #expect(error.column == 9)
        #expect(error.syntaxError?.kind == .unexpectedCharacter)
        #expect(
            error.description == """
                broken.json:4:9: error: expected ',' or '}' after an object member, found '"'
                        "difficulty": 2
                        ^
                """)
    }

    @Test func aValueThatDoesNotFitGivesThePathLineAndColumn() throws {
        let error = try #require(throws: JSONLoadingError.self) {
            try Bundle.module.decode([String: Cache].self, fromResource: "mismatched.json")
        }
        #expect(error.kind == .decodingFailed)
        #expect(error.path == ["Old Mill", "difficulty"])
        #expect(error.line == 4)
        #expect(error.column == 23)
        #expect(error.underlyingError is DecodingError)
        #expect(error.description.hasPrefix("mismatched.json:4:23: error: "), "\(error)")
        #expect(error.description.contains("difficulty"))
        #expect(error.description.contains("\"hard\""))
        #expect(error.description.hasSuffix("(decoding Dictionary<String, Cache>)"), "\(error)")
        // Also through localizedDescription, which apps show.
        #expect(error.localizedDescription == error.description)
    }
}

@Suite("Files: decoded from and written to file URLs, atomically")
struct FileLoadingTests {
    @Test func writesAndReadsBack() throws {
        try withTemporaryFolder { folder in
            let url = folder.appendingPathComponent("caches.json")
            let caches = ["Old Mill": Cache(name: "Old Mill", difficulty: 2, location: Coordinate(latitude: 1.5, longitude: -2))]
            let encoder = JSONModelEncoder()
            encoder.outputFormatting = [.sortedKeys]
            try encoder.encode(caches, to: url)
            #expect(
                try String(contentsOf: url, encoding: .utf8)
                    == #"{"Old Mill":{"difficulty":2,"location":{"latitude":1.5,"longitude":-2},"name":"Old Mill"}}"#)
            #expect(try JSONModelDecoder().decode([String: Cache].self, contentsOf: url) == caches)
            // Replacing it leaves no temporary file behind.
            try encoder.encode([String: Cache](), to: url)
            #expect(try String(contentsOf: url, encoding: .utf8) == "{}")
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["caches.json"])
        }
    }

    @Test func keepsTheFilesPermissions() throws {
        try withTemporaryFolder { folder in
            let url = folder.appendingPathComponent("private.json")
            try JSONModelEncoder().encode([1], to: url)
            try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: url.path)
            try JSONModelEncoder().encode([2], to: url)
            let permissions = try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? NSNumber
            #expect(permissions?.intValue == 0o600)
            #expect(try JSONModelDecoder().decode([Int].self, contentsOf: url) == [2])
        }
    }

    @Test func aMissingFileIsNamed() throws {
        try withTemporaryFolder { folder in
            let url = folder.appendingPathComponent("nothing.json")
            let error = try #require(throws: JSONLoadingError.self) { try JSONModelDecoder().decode([Int].self, contentsOf: url) }
            #expect(error.kind == .unreadableFile)
            #expect(error.url == url)
            #expect(error.description == "cannot read \(url.path): no such file or directory")
        }
    }

    @Test func aFolderIsNotAFile() throws {
        try withTemporaryFolder { folder in
            let error = try #require(throws: JSONLoadingError.self) { try JSONModelDecoder().decode([Int].self, contentsOf: folder) }
            #expect(error.kind == .unreadableFile)
            #expect(error.description == "cannot read \(folder.path): it is a folder, not a file")
            let writeError = try #require(throws: JSONLoadingError.self) { try JSONModelEncoder().encode([1], to: folder) }
            #expect(writeError.kind == .unwritableFile)
            #expect(writeError.description == "cannot write \(folder.path): it is a folder, not a file; nothing was written")
        }
    }

    @Test func aWebURLIsNotAFile() throws {
        let url = try #require(URL(string: "https://example.com/caches.json"))
        let error = try #require(throws: JSONLoadingError.self) { try JSONModelDecoder().decode([Int].self, contentsOf: url) }
        #expect(error.kind == .unreadableFile)
        #expect(error.description.contains("not a file URL"))
    }

    @Test func writingIntoAMissingFolderSaysSo() throws {
        try withTemporaryFolder { folder in
            let url = folder.appendingPathComponent("no/such/folder/out.json")
            let error = try #require(throws: JSONLoadingError.self) { try JSONModelEncoder().encode([1], to: url) }
            #expect(error.kind == .unwritableFile)
            #expect(error.description == "cannot write \(url.path): the folder \(url.deletingLastPathComponent().path) does not exist; nothing was written")
        }
    }

    @Test func aValueThatCannotBeEncodedLeavesTheFileAlone() throws {
        try withTemporaryFolder { folder in
            let url = folder.appendingPathComponent("ratios.json")
            try JSONModelEncoder().encode(["ratio": 0.5], to: url)
            let error = try #require(throws: JSONLoadingError.self) { try JSONModelEncoder().encode(["ratio": Double.nan], to: url) }
            #expect(error.kind == .encodingFailed)
            #expect(error.underlyingError is EncodingError)
            #expect(error.description.hasPrefix("cannot encode Dictionary<String, Double> as JSON for \(url.path): ratio: "), "\(error)")
            #expect(try String(contentsOf: url, encoding: .utf8) == #"{"ratio":0.5}"#)
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["ratios.json"])
        }
    }

    @Test func aBadFieldOfAFileIsNamedWithTheFilesPath() throws {
        try withTemporaryFolder { folder in
            let url = folder.appendingPathComponent("people.json")
            try Data(#"[{"name": "Ada", "age": "old"}, {"name": 7, "age": 3}]"#.utf8).write(to: url)
            struct Person: Codable { var name: String; var age: Int }
            let error = try #require(throws: JSONLoadingError.self) { try JSONModelDecoder().decode([Person].self, contentsOf: url) }
            #expect(error.kind == .decodingFailed)
            #expect(error.path == [0, "age"])
            #expect(error.line == 1)
            #expect(error.column == 25)
            #expect(error.description.hasPrefix("\(url.path):1:25: error: [0].age: "), "\(error)")
        }
    }

    /// A model that reads its fields through a field table, as `@JSONModel` code does.
    struct Member: Codable {
        var name: String
        var age: Int
        static let fields: JSONFieldTable = ["name", "age"]
        init(name: String, age: Int) {
            self.name = name
            self.age = age
        }
        init(from decoder: any Decoder) throws {
            self = try JSONFieldValue.reading(decoder) { object in
                var name: String?
                var age: Int?
                try Self.fields.decode(&object) { field, value in
                    switch field {
                    case 0: value.read(&name)
                    default: value.read(&age)
                    }
                }
                return Member(name: JSONFieldValue.take(required: &name), age: JSONFieldValue.take(required: &age))
            }
        }
    }

    @Test func everyBadFieldOfAFileIsListedWithTheFilesPath() throws {
        try withTemporaryFolder { folder in
            let url = folder.appendingPathComponent("member.json")
            try Data("{\n  \"name\": [\"Ada\"],\n  \"age\": \"old\"\n}".utf8).write(to: url)
            let error = try #require(throws: JSONLoadingError.self) { try JSONModelDecoder().decode(Member.self, contentsOf: url) }
            #expect(error.kind == .decodingFailed)
            #expect(JSONDecodingFailures(error)?.failures.count == 2)
            #expect(error.path == ["name"])
            #expect(error.line == 2)
            #expect(error.column == 11)
            #expect(
                error.description == """
                    2 fields of Member could not be decoded:
                    \(url.path):2:11: error: name: expected String, found an array
                    \(url.path):3:10: error: age: expected Int, found the string "old"
                    """)
        }
    }

    @Test func theJSONPPreprocessorUnwrapsACallbackAndLeavesPlainJSONAlone() throws {
        let decoder = JSONModelDecoder()
        decoder.preprocessor = JSONModelDecoder.removeJSONPCallback
        #expect(try decoder.decode([Int].self, from: "jsonFlickrFeed([1, 2]);\n") == [1, 2])
        #expect(try decoder.decode([Int].self, from: " window.cb_1 ( [3] ) ") == [3])
        #expect(try decoder.decode([Int].self, from: "[4]") == [4])
        // Not closed: left as it is, so the parser points at the callback.
        let error = try #require(throws: DecodingError.self) { try decoder.decode([Int].self, from: "callback([5]") }
        guard case .dataCorrupted(let context) = error, let syntax = context.underlyingError as? JSONSyntaxError else {
            Issue.record("expected a syntax error, got \(error)")
            return
        }
        #expect(syntax.column == 1)
    }
}
