// The inference behind `json-model generate`, on small samples: names and types.

import Foundation
import JSONCore
import Testing

@testable import JSONModelInference

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

    /// `URL(string:)` percent-encodes what a URL cannot hold as written: such a string typed
    /// `URL` would come back changed (`http://a/%%30%30` as `http://a/%25%2530%2530`).
    @Test("URL only for strings that URL gives back unchanged", arguments: [
        "http://a/%%30%30", "http://a/%2", "https://x.org/100%", "http://b/%E0%A4%A", "https://example.com/a b",
        "https://ja.wikipedia.org/wiki/東京", "https://example.com/naïve", "https://api.example.com/users{/id}",
        "https://example.com/a|b", "http://example.org/a^b", "https://example.com/a\\b", "https://example.com/\"q\"",
        "https://example.com/a<b>", "https://example.com/`tick`",
    ])
    func urlsThatWouldChange(text: String) throws {
        // This platform's URL would not give it back as written (or would not read it).
        #expect(URL(string: text)?.absoluteString != text, "\(text)")
        #expect(!SampleInference.isWebURL(text))
        let source = SampleModels.source(for: [.object(["link": .string(text)])], options: .init(rootName: "Page"))
        #expect(source.contains("    var link: String\n"), "\(source)")
    }

    @Test("URL for strings that read back as written")
    func urlsThatReadBack() throws {
        let texts = [
            "https://example.com/a/b?q=1&r=2#top", "https://example.com/caf%C3%A9?tag=%2Fnews", "http://example.org/%7Euser/",
            "https://api.github.com/repos/a/b", "https://user@example.com:8080/p;x=1/(a)*+,=!$'~",
        ]
        for text in texts {
            #expect(URL(string: text)?.absoluteString == text)
            #expect(SampleInference.isWebURL(text), "\(text)")
        }
        let samples = texts.map { JSONValue.object(["link": .string($0)]) }
        let source = SampleModels.source(for: samples, options: .init(rootName: "Page"))
        #expect(source.contains("    var link: URL\n"), "\(source)")
        let mixed = SampleModels.source(for: samples + [.object(["link": "http://a/%%30%30"])], options: .init(rootName: "Page"))
        #expect(mixed.contains("    var link: String\n"), "\(mixed)")
    }

    @Test("one sample with a date and one without: String; a key in one sample only: optional")
    func mergedSamples() throws {
        let samples = [try JSONValue(parsing: #"{"when": "2024-05-01T10:00:00Z", "a": 1}"#), try JSONValue(parsing: #"{"when": "soon"}"#)]
        let source = SampleModels.source(for: samples, options: .init(rootName: "Plan"))
        #expect(source.contains("    var when: String\n    var a: Int?\n"), "\(source)")
    }

    // MARK: - Tagged unions only where a field tells the shapes

    /// `count` records of one shape whose only differences are optional keys, with a field of
    /// a value each (`height`), free text, and a field of two recurring values (`gender`).
    static func records(count: Int) -> JSONValue {
        .array((0 ..< count).map { index in
            var record: JSONObject = [
                "name": .string("Pokémon \(index)"), "height": .string("0.\(index + 10) m"),
                "description": .string("A small creature of kind \(index), found in forests and seen at dusk"),
                "gender": index % 2 == 0 ? "female" : "male",
            ]
            if index % 3 != 2 { record.updateValue(["num": .string("\(index + 1)")], forKey: "next_evolution") }
            if index % 3 != 0 { record.updateValue(["num": .string("\(index - 1)")], forKey: "prev_evolution") }
            if index % 4 == 0 { record.updateValue("2 km", forKey: "egg") }
            return .object(record)
        })
    }

    @Test("records of one shape with optional keys give one struct, whatever their fields' values")
    func recordsWithOptionalKeysGiveOneStruct() {
        let source = SampleModels.source(for: [Self.records(count: 14)], options: .init(rootName: "Pokemon"))
        #expect(!source.contains("tagging:"), "\(source)")
        #expect(!source.contains("enum"), "\(source)")
        #expect(source.contains("struct Pokemon {\n    var name: String\n    var height: String\n"), "\(source)")
        #expect(source.contains("    var gender: String\n"), "\(source)")
        #expect(source.contains("    var nextEvolution: NextEvolution?\n"), "\(source)")
    }

    @Test("a field with recurring values that tell the shapes apart at any depth gives an internally tagged enum")
    func eventsByTypeGiveATaggedEnum() throws {
        let events = try JSONValue(parsing: """
            [{"type": "push", "id": 1, "payload": {"commits": [{"sha": "a"}], "size": 1}},
             {"type": "fork", "id": 2, "payload": {"forkee": {"name": "x"}}},
             {"type": "push", "id": 3, "payload": {"commits": [], "size": 0}},
             {"type": "watch", "id": 4, "payload": {"action": "started"}},
             {"type": "fork", "id": 5, "payload": {"forkee": {"name": "y"}}},
             {"type": "push", "id": 6, "payload": {"commits": [{"sha": "b"}], "size": 1}}]
            """)
        let source = SampleModels.source(for: [events], options: .init(rootName: "Event"))
        #expect(source.contains("""
            @JSONModel(tagging: .internal(key: "type"))
            enum Event {
                case push(Push)
                case fork(Fork)
                case watch(Watch)
                @JSONUnknown case unknown(JSONValue)
            }
            """), "\(source)")
    }

    @Test("a field not named as discriminators are needs every value twice and every two values apart")
    func ordinaryFieldsNeedStrongEvidence() throws {
        // `status` splits the shapes, each value recurs: a union.
        let split = try JSONValue(parsing: """
            [{"status": "ok", "data": {"a": 1}}, {"status": "error", "error": "x"},
             {"status": "ok", "data": {"a": 2}}, {"status": "error", "error": "y"}]
            """)
        #expect(SampleModels.source(for: [split], options: .init(rootName: "Reply")).contains(#"tagging: .internal(key: "status")"#))
        // A value that comes once (`artist`) is a name, not a tag.
        let names = try JSONValue(parsing: """
            [{"artist": "Nina", "born": 1933}, {"artist": "Miles", "instrument": "trumpet"},
             {"artist": "Ella", "born": 1917}, {"artist": "Chet", "instrument": "trumpet"}]
            """)
        let source = SampleModels.source(for: [names], options: .init(rootName: "Artist"))
        #expect(!source.contains("enum"), "\(source)")
        #expect(source.contains("    var artist: String\n    var born: Int?\n    var instrument: String?\n"), "\(source)")
    }

    @Test("a field named as a discriminator whose values do not split the shapes: one struct, and a comment suggesting the enum")
    func discriminatorNameWithoutASplitGivesASuggestion() throws {
        let items = try JSONValue(parsing: """
            [{"kind": "book", "title": "A", "price": 5}, {"kind": "film", "title": "B", "price": 7},
             {"kind": "book", "title": "C", "price": 9, "isbn": "1"}, {"kind": "film", "title": "D", "price": 3, "isbn": "2"}]
            """)
        let source = SampleModels.source(for: [items], options: .init(rootName: "Item"))
        #expect(!source.contains("enum Item"), "\(source)")
        #expect(source.contains("""
            // "kind" takes 2 values in the samples ("book", "film"), but the objects of each have no keys the
            // others lack. If it names what an object is, an enum with a case per value may fit better:
            //     @JSONModel(tagging: .internal(key: "kind"))
            @JSONModel
            struct Item {
            """), "\(source)")
    }

    @Test("free text and values with spaces are never tags")
    func tagTokens() {
        #expect(SampleInference.isTagToken("PushEvent"))
        #expect(SampleInference.isTagToken("com.example/v1:created"))
        #expect(!SampleInference.isTagToken("0.71 m"))
        #expect(!SampleInference.isTagToken(String(repeating: "a", count: 41)))
        #expect(!SampleInference.isTagToken(""))
    }

    // MARK: - Values of several kinds

    @Test("a top-level array of an object and an array (the World Bank's shape) gives an untagged enum of the two")
    func mixedTopLevelArray() throws {
        let page = try JSONValue(parsing: #"[{"page": 1, "pages": 1}, [{"id": "BR", "value": 1.5}, {"id": "CL", "value": 2}]]"#)
        let source = SampleModels.source(for: [page], options: .init(rootName: "Page"))
        #expect(source.contains("// The samples are arrays of Page: decode [Page].self."), "\(source)")
        #expect(source.contains("""
            @JSONModel(tagging: .untagged)
            enum Page {
                case array([PageItem])
                case object(PageObject)
            }
            """), "\(source)")
        #expect(source.contains("struct PageItem {\n    var id: String\n    var value: Double\n}"), "\(source)")
        #expect(source.contains("struct PageObject {\n    var page: Int\n    var pages: Int\n}"), "\(source)")
    }

    @Test("a field that is a number in one sample and a string in another keeps both")
    func numberOrString() throws {
        let samples = [try JSONValue(parsing: #"{"size": 2}"#), try JSONValue(parsing: #"{"size": "large"}"#)]
        let source = SampleModels.source(for: samples, options: .init(rootName: "Box"))
        #expect(source.contains("    var size: Size\n"), "\(source)")
        #expect(source.contains("enum Size {\n    case number(Int)\n    case string(String)\n}"), "\(source)")
    }

    // MARK: - Keys that are not plain names

    /// Every keyword of Swift, and names that a property cannot have although they are not
    /// keywords.
    static let unusableNames = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout", "internal",
        "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static", "struct",
        "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough",
        "for", "guard", "if", "in", "repeat", "return", "switch", "throw", "where", "while", "Any", "as", "await", "false",
        "is", "nil", "self", "Self", "super", "throws", "true", "try", "_", "Type", "Protocol", "CodingKeys", "some", "any",
        "package", "JSONFieldTable", "JSONFieldValue", "JSONFieldKey", "JSONObjectWriter",
    ]

    @Test("no key becomes a property name that is a keyword or otherwise unusable", arguments: unusableNames)
    func unusableNamesAreAvoided(name: String) throws {
        #expect(!SwiftNames.isIdentifier(name))
        let property = SwiftNames.propertyName(name)
        #expect(!Self.unusableNames.contains(property), "\(name) → \(property)")
        #expect(SwiftNames.isIdentifier(property), "\(name) → \(property)")
        let source = SampleModels.source(for: [.object([name: 1])], options: .init(rootName: "Keys"))
        #expect(source.contains("@JSONKey(\(SwiftNames.literal(name))) var \(property): Int"), "\(source)")
    }

    @Test("string literals escape controls, DEL and invisible characters; key paths escape dots and backslashes")
    func literalsAndKeyPaths() {
        #expect(SwiftNames.literal("a\u{7F}b") == #""a\u{7F}b""#)
        #expect(SwiftNames.literal("nul\u{0}\u{1B}[0m") == #""nul\u{0}\u{1B}[0m""#)
        #expect(SwiftNames.literal("bidi\u{202E}x\u{200B}\u{2028}\u{A0}\u{E000}") == #""bidi\u{202E}x\u{200B}\u{2028}\u{A0}\u{E000}""#)
        #expect(SwiftNames.literal("q\"\\\n\t é 日本 😀") == #""q\"\\\n\t é 日本 😀""#)
        #expect(SwiftNames.keyText("media.m") == #"media\.m"#)
        #expect(SwiftNames.keyText(#"a\b"#) == #"a\\b"#)
        #expect(SwiftNames.keyText("plain") == "plain")
    }

    @Test("the empty key keeps its @JSONKey")
    func emptyKey() {
        let source = SampleModels.source(for: [.object(["": "x", "value": "y"])], options: .init(rootName: "Odd"))
        #expect(source.contains(#"    @JSONKey("") var value: String"#), "\(source)")
        #expect(source.contains(#"    @JSONKey("value") var value2: String"#), "\(source)")
    }
}
