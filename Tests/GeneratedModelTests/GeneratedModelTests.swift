import CorpusFiles
import Foundation
import JSONModel
import PackageExecutables
import Testing

/// A sample `json-model generate` made types for (a line of samples.txt), and a round trip
/// through those types. Every corpus file and every example's JSON is one; flickr-feed's
/// photos_public.js is JSONP (JSON inside a function call), which is not JSON.
struct GeneratedSample: CustomTestStringConvertible, Sendable {
    var namespace: String
    var path: String
    var options: [String]
    var testDescription: String { namespace }

    /// The sample file: a path from the package's root (`../shared/corpus/…` follows the corpus
    /// folder, which `JSON_MODEL_CORPUS` may move).
    var url: URL {
        let corpusPrefix = "../shared/corpus/"
        if path.hasPrefix(corpusPrefix) { return CorpusFiles.folder.appendingPathComponent(String(path.dropFirst(corpusPrefix.count))) }
        return packageRoot.appendingPathComponent(path)
    }

    /// The samples from the examples' data, always in the package.
    static var examples: [GeneratedSample] { all.filter { !$0.isFromCorpus } }
    /// The samples from the benchmark corpus, which a fresh clone may not have beside it.
    static var corpus: [GeneratedSample] { all.filter(\.isFromCorpus) }
    static let corpusAvailable = CorpusFiles.has("twitter.json")
    static let corpusMissing = Comment(rawValue: CorpusFiles.missing("twitter.json"))

    var isFromCorpus: Bool { path.hasPrefix("../shared/corpus/") }

    static let all: [GeneratedSample] = {
        let list = (try? String(contentsOf: packageRoot.appendingPathComponent("Tests/GeneratedModelTests/samples.txt"), encoding: .utf8)) ?? ""
        return list.split(separator: "\n").map { line in
            let words = line.split(separator: " ").map(String.init)
            return GeneratedSample(namespace: words[0], path: words[1], options: Array(words.dropFirst(2)))
        }
    }()

    /// Decodes the sample into its generated root type and encodes it again.
    static let roundTrips: [String: @Sendable (Data, JSONModelDecoder) throws -> Data] = [
        "Canada": { try JSONModelEncoder().encode(try $1.decode(Canada.Root.self, from: $0)) },
        "CITMCatalog": { try JSONModelEncoder().encode(try $1.decode(CITMCatalog.Root.self, from: $0)) },
        "GitHubEvents": { try JSONModelEncoder().encode(try $1.decode([GitHubEvents.Root].self, from: $0)) },
        "GSoC2018": { try JSONModelEncoder().encode(try $1.decode(GSoC2018.Root.self, from: $0)) },
        "Mesh": { try JSONModelEncoder().encode(try $1.decode(Mesh.Root.self, from: $0)) },
        "Numbers": { try JSONModelEncoder().encode(try $1.decode(Numbers.Root.self, from: $0)) },
        "Twitter": { try JSONModelEncoder().encode(try $1.decode(Twitter.Root.self, from: $0)) },
        "TwitterEscaped": { try JSONModelEncoder().encode(try $1.decode(TwitterEscaped.Root.self, from: $0)) },
        "Caches": { try JSONModelEncoder().encode(try $1.decode(Caches.Root.self, from: $0)) },
        "Found": { try JSONModelEncoder().encode(try $1.decode(Found.Root.self, from: $0)) },
        "People": { try JSONModelEncoder().encode(try $1.decode(People.Root.self, from: $0)) },
        "ComicBookStore": { try JSONModelEncoder().encode(try $1.decode(ComicBookStore.Root.self, from: $0)) },
        "ComicBookNerd": { try JSONModelEncoder().encode(try $1.decode(ComicBookNerd.Root.self, from: $0)) },
        "ComicBook": { try JSONModelEncoder().encode(try $1.decode(ComicBook.Root.self, from: $0)) },
        "ComicBooks": { try JSONModelEncoder().encode(try $1.decode(ComicBooks.Root.self, from: $0)) },
        "BrokenNerd": { try JSONModelEncoder().encode(try $1.decode(BrokenNerd.Root.self, from: $0)) },
        "MainObject": { try JSONModelEncoder().encode(try $1.decode(MainObject.Root.self, from: $0)) },
        "MyComicBooks": { try JSONModelEncoder().encode(try $1.decode(MyComicBooks.Root.self, from: $0)) },
        "NoRootKey": { try JSONModelEncoder().encode(try $1.decode(NoRootKey.Root.self, from: $0)) },
        "Release": { try JSONModelEncoder().encode(try $1.decode(Release.Root.self, from: $0)) },
        "SingleKey": { try JSONModelEncoder().encode(try $1.decode(SingleKey.Root.self, from: $0)) },
        "AwkwardKeys": { try JSONModelEncoder().encode(try $1.decode(AwkwardKeys.Root.self, from: $0)) },
        "WorldBank": { try JSONModelEncoder().encode(try $1.decode([WorldBank.Root].self, from: $0)) },
        "Pokedex": { try JSONModelEncoder().encode(try $1.decode(Pokedex.Root.self, from: $0)) },
        "Notifications": { try JSONModelEncoder().encode(try $1.decode([Notifications.Root].self, from: $0)) },
        "Links": { try JSONModelEncoder().encode(try $1.decode([Links.Root].self, from: $0)) },
    ]
}

/// `value` for comparing a sample with what its types encode: members that are null left out
/// (a nil optional is not written), numbers with a fraction as the `Double` they read as (a
/// `Double` is written in its shortest form), and strings that are ISO 8601 dates as the instant
/// they name (a `Date` is written again in its own form).
func comparable(_ value: JSONValue) -> JSONValue {
    switch value {
    case .number(let number) where !number.isWholeNumber:
        return number.double.flatMap(JSONNumber.init).map(JSONValue.number) ?? value
    case .object(let object):
        return .object(JSONObject(object.compactMap { $0.value.isNull ? nil : ($0.key, comparable($0.value)) }))
    case .array(let elements):
        return .array(elements.map(comparable))
    case .string(let text):
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        let plain = ISO8601DateFormatter()
        if text.count >= 20, let date = formatter.date(from: text) ?? plain.date(from: text) {
            return .number(JSONNumber(date.timeIntervalSince1970) ?? 0)
        }
        return value
    default:
        return value
    }
}

/// Where two values first differ, for a readable failure.
func firstDifference(_ left: JSONValue, _ right: JSONValue, at path: String = "$") -> String? {
    switch (left, right) {
    case (.object(let a), .object(let b)):
        for key in Set(a.keys).union(b.keys).sorted() {
            guard let x = a[key], let y = b[key] else { return "\(path).\(key): \(a[key].map { "\($0)" } ?? "missing") vs \(b[key].map { "\($0)" } ?? "missing")" }
            if let difference = firstDifference(x, y, at: path + "." + key) { return difference }
        }
        return nil
    case (.array(let a), .array(let b)):
        guard a.count == b.count else { return "\(path): \(a.count) elements vs \(b.count)" }
        for (index, (x, y)) in zip(a, b).enumerated() {
            if let difference = firstDifference(x, y, at: "\(path)[\(index)]") { return difference }
        }
        return nil
    default:
        return left == right ? nil : "\(path): \(left) vs \(right)"
    }
}

@Suite("json-model generate: the types it writes build, decode their samples and encode them back")
struct GeneratedModelTests {
    // Running json-model: Process does not exist on iOS, tvOS, watchOS or visionOS.
    #if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS))
    @Test("the files in Generated/ for the examples' data are what json-model generate writes now", arguments: GeneratedSample.examples)
    func generatedFilesAreCurrent(_ sample: GeneratedSample) throws {
        try checkCurrent(sample)
    }

    @Test("the files in Generated/ for the corpus are what json-model generate writes now",
        .enabled(if: GeneratedSample.corpusAvailable, GeneratedSample.corpusMissing), arguments: GeneratedSample.corpus)
    func generatedCorpusFilesAreCurrent(_ sample: GeneratedSample) throws {
        try checkCurrent(sample)
    }
    #endif

    @Test("each example's sample decodes into its generated types, and encodes back to an equal value", arguments: GeneratedSample.examples)
    func roundTrip(_ sample: GeneratedSample) throws {
        try checkRoundTrip(sample)
    }

    @Test("each corpus file decodes into its generated types, and encodes back to an equal value",
        .enabled(if: GeneratedSample.corpusAvailable, GeneratedSample.corpusMissing), arguments: GeneratedSample.corpus)
    func corpusRoundTrip(_ sample: GeneratedSample) throws {
        try checkRoundTrip(sample)
    }

    #if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS))
    private func checkCurrent(_ sample: GeneratedSample) throws {
        try #require(FileManager.default.fileExists(atPath: sample.url.path), "\(sample.url.path) is missing; set JSON_MODEL_CORPUS")
        let process = Process()
        process.executableURL = try packageExecutable("json-model")
        process.arguments = ["generate", "--namespace", sample.namespace] + sample.options + [sample.url.path]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let printed = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let recorded = try Data(contentsOf: packageRoot.appendingPathComponent("Tests/GeneratedModelTests/Generated/\(sample.namespace).swift"))
        #expect(
            String(decoding: printed, as: UTF8.self) == String(decoding: recorded, as: UTF8.self),
            "run Scripts/generate-sample-models.sh and read the diff")
    }
    #endif

    private func checkRoundTrip(_ sample: GeneratedSample) throws {
        try #require(FileManager.default.fileExists(atPath: sample.url.path), "\(sample.url.path) is missing; set JSON_MODEL_CORPUS")
        let data = try Data(contentsOf: sample.url)
        let decoder = JSONModelDecoder()
        if sample.options.contains("--lenient") { decoder.parseOptions = .lenient }
        let roundTrip = try #require(GeneratedSample.roundTrips[sample.namespace], "no round trip for \(sample.namespace)")
        let encoded = try roundTrip(data, decoder)
        let original = try JSONValue(parsing: [UInt8](data), options: .lenient)
        let again = comparable(try JSONValue(parsing: [UInt8](encoded)))
        let expected = comparable(original)
        #expect(again == expected, "first difference: \(firstDifference(again, expected) ?? "none")")
    }
}
