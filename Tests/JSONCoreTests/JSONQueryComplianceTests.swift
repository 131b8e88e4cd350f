import Foundation
import JSONCore
import Testing

/// The JSONPath Compliance Test Suite of RFC 9535 (jsonpath-standard/jsonpath-compliance-test-suite),
/// read in place, never copied into the package: `$JSON_MODEL_JSONPATH_CTS` (the path of
/// cts.json), or `../shared/jsonpath-cts/cts.json` beside the package.
@Suite("JSONPath compliance test suite")
struct JSONQueryComplianceTests {
    static let file: URL = {
        if let path = ProcessInfo.processInfo.environment["JSON_MODEL_JSONPATH_CTS"], !path.isEmpty {
            return URL(fileURLWithPath: path)
        }
        // Tests/JSONCoreTests/JSONQueryComplianceTests.swift: the package root is three folders up.
        let packageRoot = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return packageRoot.deletingLastPathComponent().appendingPathComponent("shared/jsonpath-cts/cts.json")
    }()

    static var isAvailable: Bool { FileManager.default.fileExists(atPath: file.path) }

    /// Cases that cannot pass, by name, with the reason. Each is checked to fail still, so that
    /// the table cannot go stale.
    static let knownFailures: [String: String] = [:]

    @Test(
        "every case passes: invalid queries refused, valid ones give the expected values and normalized paths",
        .enabled(
            if: isAvailable,
            "cts.json is not at \(file.path); set JSON_MODEL_JSONPATH_CTS to the path of the suite's cts.json"))
    func everyCase() throws {
        let suite = try JSONValue(parsing: Array(try Data(contentsOf: Self.file)))
        let cases = try #require(suite["tests"].array)
        #expect(cases.count == 703)
        var passed = 0
        for testCase in cases {
            let name = testCase["name"].string ?? "(unnamed)"
            let failure = Self.failure(of: testCase)
            if let reason = Self.knownFailures[name] {
                #expect(failure != nil, "\(name) passes now; remove it from knownFailures (\(reason))")
            } else if let failure {
                Issue.record("\(name): \(failure)")
            } else {
                passed += 1
            }
        }
        print("JSONPath compliance test suite: \(passed)/\(cases.count) cases pass")
        #expect(passed == cases.count - Self.knownFailures.count)
    }

    /// Why a case fails, or nil when it passes.
    static func failure(of testCase: JSONValue) -> String? {
        guard let selector = testCase["selector"].string else { return "no selector" }
        if testCase["invalid_selector"].bool == true {
            guard (try? JSONQuery(selector)) == nil else { return "the invalid query \(selector) was accepted" }
            return nil
        }
        let query: JSONQuery
        do {
            query = try JSONQuery(selector)
        } catch {
            return "the query \(selector) was refused:\n\(error)"
        }
        guard let document = testCase["document"].value else { return "no document" }
        let matches = query.matches(in: document)
        let values = matches.map(\.value)
        let paths = matches.map(\.normalizedPath)
        guard query.select(in: document) == values else { return "select(in:) differs from matches(in:)" }
        var expected: [(values: [JSONValue], paths: [String])] = []
        if let result = testCase["result"].array {
            expected.append((result, testCase["result_paths"].array?.compactMap(\.string) ?? []))
        }
        for (index, result) in (testCase["results"].array ?? []).enumerated() {
            expected.append((result.array ?? [], testCase["results_paths"][index].array?.compactMap(\.string) ?? []))
        }
        guard !expected.isEmpty else { return "no expected result" }
        if expected.contains(where: { $0.values == values && $0.paths == paths }) { return nil }
        return "\(selector) gave \(JSONValue.array(values)) at \(paths), expected \(JSONValue.array(expected[0].values)) at \(expected[0].paths)"
    }
}
