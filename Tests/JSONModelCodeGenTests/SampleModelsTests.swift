// The inference behind `json-model generate`, on small samples: names and types.

import JSONCore
import Testing

@testable import JSONModelCodeGen

@Suite("Sample models: names and types inferred from samples")
struct SampleModelsTests {
    @Test("array elements are named in the singular", arguments: [
        ("items", "Item"), ("people", "Person"), ("categories", "Category"), ("statuses", "Status"), ("addresses", "Address"),
        ("boxes", "Box"), ("matches", "Match"), ("user_photos", "UserPhoto"), ("data", "Datum"), ("news", "News"),
        ("series", "Series"), ("status", "Status"), ("analysis", "Analysis"), ("children", "Child"), ("tags", "Tag"),
    ])
    func singularNames(key: String, name: String) {
        #expect(SwiftNames.elementTypeName(key) == name)
    }

    @Test("property and type names: camelCase, keywords and names of common types avoided", arguments: [
        ("user_name", "userName", "UserName"), ("default", "defaultValue", "Default"), ("2fa", "value2fa", "Model2fa"),
        ("e-mail", "eMail", "EMail"), ("@context", "context", "Context"), ("data", "data", "DataModel"), ("URL", "url", "Url"),
        ("", "value", "Value"), ("class", "classValue", "Class"),
    ])
    func names(key: String, property: String, type: String) {
        #expect(SwiftNames.propertyName(key) == property)
        #expect(SwiftNames.typeName(key) == type)
    }

    @Test("numbers: Int within 32 bits, Int64 beyond, UInt64 beyond that, Double with any fraction or exponent")
    func numbers() throws {
        func type(_ text: String) throws -> String {
            SampleInference.numberType(try #require(try JSONValue(parsing: text).array).compactMap(\.number))
        }
        #expect(try type("[1, -2147483648, 2147483647]") == "Int")
        #expect(try type("[1, 2147483648]") == "Int64")
        #expect(try type("[1, 18446744073709551615]") == "UInt64")
        #expect(try type("[1, 18446744073709551616]") == "Double")
        #expect(try type("[1, 2.0]") == "Double")
        #expect(try type("[1, 1e3]") == "Double")
    }

    @Test("strings: dates, URLs and UUIDs only when every sample is one")
    func strings() {
        #expect(SampleInference.isISO8601("2024-05-01T10:00:00Z"))
        #expect(SampleInference.isISO8601("2024-05-01T10:00:00.123+02:00"))
        #expect(!SampleInference.isISO8601("2024-05-01"))
        #expect(!SampleInference.isISO8601("Sun Aug 31 00:29:15 +0000 2014"))
        #expect(SampleInference.isWebURL("https://api.github.com/repos/a/b"))
        #expect(!SampleInference.isWebURL("https://api.github.com/repos/a/b{/ref}"))
        #expect(!SampleInference.isWebURL("ftp://example.com"))
        #expect(SampleInference.isUUID("123e4567-e89b-12d3-a456-426614174000"))
        #expect(!SampleInference.isUUID("123e4567e89b12d3a456426614174000"))
    }

    @Test("one sample with a date and one without: String; a key in one sample only: optional")
    func mergedSamples() throws {
        let samples = [try JSONValue(parsing: #"{"when": "2024-05-01T10:00:00Z", "a": 1}"#), try JSONValue(parsing: #"{"when": "soon"}"#)]
        let source = SampleModels.source(for: samples, options: .init(rootName: "Plan"))
        #expect(source.contains("    var when: String\n    var a: Int?\n"), "\(source)")
    }
}
