import Foundation
import JSONModel
import Testing

// Models whose properties and labels are named after every name the generated code gives its
// own variables and parameters: `object`, `decoder`, `encoder`, `source`, `tag`, `cases`,
// `value`, `container` and `known`, and the names it would fall back on (`object_`).

@JSONModel
struct Everything: Equatable {
    var object: String
    var decoder: Int
    var encoder: Bool
    var tag: String
    var cases: [Int]
    @JSONKey("meta.value") var value: Double
    var container: String?
    var known: Int = 1
    var object_: String = "spare"
}

@JSONModel
class Named {
    var object: String
    var decoder: Int = 0

    init(object: String, decoder: Int) {
        self.object = object
        self.decoder = decoder
    }
}

@JSONModel
final class NamedChild: Named {
    var encoder: String
    var value: Int?

    init(object: String, decoder: Int, encoder: String, value: Int?) {
        self.encoder = encoder
        self.value = value
        super.init(object: object, decoder: decoder)
    }
}

@JSONModel
struct Inner: Equatable {
    var known: Int
}

@JSONModel
struct Flattening: Equatable {
    var object: String
    @JSONFlatten var encoder: Inner
}

@JSONModel(tagging: .internal(key: "kind"))
enum Labelled: Equatable {
    case box(object: String, value: Int, tag: String, decoder: Bool)
    case pair(cases: Int, cases_: Int)
}

@JSONModel(tagging: .untagged)
enum UntaggedLabelled: Equatable {
    case named(object: String, known: Int)
    case count(Int)
}

/// `source` is the parameter of a struct's `init(_jsonObject:)`.
@JSONModel
struct NamedSource: Equatable {
    var source: String
    var object: Int
}

@JSONModel
struct SourceHolder: Equatable {
    var sources: [NamedSource]
    var main: NamedSource?
}

@Suite struct GeneratedNamesTests {
    let json = #"{"object": "o", "decoder": 1, "encoder": true, "tag": "t", "cases": [2, 3], "meta": {"value": 4.5}, "container": "c", "known": 6, "object_": "x"}"#

    @Test func aStructReadsWritesAndMerges() throws {
        let value = try Everything(json: json)
        let expected = Everything(
            object: "o", decoder: 1, encoder: true, tag: "t", cases: [2, 3], value: 4.5, container: "c", known: 6, object_: "x")
        #expect(value == expected)
        #expect(try JSONDecoder().decode(Everything.self, from: Data(json.utf8)) == expected)
        #expect(
            try value.jsonString()
                == #"{"object":"o","decoder":1,"encoder":true,"tag":"t","cases":[2,3],"meta":{"value":4.5},"container":"c","known":6,"object_":"x"}"#)
        #expect(try Everything(json: value.jsonString()) == expected)

        var merged = value
        try merged.merge(json: #"{"object": "new", "known": 7}"#)
        #expect(merged.object == "new" && merged.known == 7 && merged.decoder == 1)
    }

    @Test func everyBadFieldIsNamedByItsOwnName() throws {
        let failures = try requireFailures {
            try Everything(json: #"{"object": [], "decoder": "d", "encoder": true, "tag": "t", "cases": [], "meta": {"value": "v"}}"#)
        }
        // `object_` reads "object" too when it has no key of its own: keys match ignoring `_`.
        // The coding paths name each property; the paths in the document, the key both read.
        #expect(failures.failures.map { JSONPath(codingPath: $0.error.context?.codingPath ?? []).description } == ["object", "decoder", "meta.value", "object_"])
        #expect(failures.failures.map(\.path.description) == ["object", "decoder", "meta.value", "object"])
        #expect(try Everything(json: #"{"object": 1.5, "decoder": 2, "encoder": true, "tag": "t", "cases": [], "meta": {"value": 1}}"#).object == "1.5")
    }

    @Test func classesAndSubclasses() throws {
        var child = try NamedChild(json: #"{"object": "o", "decoder": 2, "encoder": "e", "value": 3}"#)
        #expect(child.object == "o" && child.decoder == 2 && child.encoder == "e" && child.value == 3)
        let written = try JSONValue(parsing: child.jsonString())
        #expect(written == ["encoder": "e", "value": 3, "object": "o", "decoder": 2])
        try child.merge(json: #"{"object": "p", "value": null}"#)
        #expect(child.object == "p" && child.value == nil)
    }

    @Test func aFlattenedProperty() throws {
        let value = try Flattening(json: #"{"object": "o", "known": 3}"#)
        #expect(value == Flattening(object: "o", encoder: Inner(known: 3)))
        #expect(try value.jsonString() == #"{"object":"o","known":3}"#)
    }

    @Test func enumLabels() throws {
        let values = try [Labelled](json: #"[{"kind": "box", "object": "o", "value": 1, "tag": "t", "decoder": true}, {"kind": "pair", "cases": 1, "cases_": 2}]"#)
        #expect(values == [.box(object: "o", value: 1, tag: "t", decoder: true), .pair(cases: 1, cases_: 2)])
        #expect(try [Labelled](json: JSONModelEncoder().encodeToString(values)) == values)
        let untagged = try [UntaggedLabelled](json: #"[{"object": "o", "known": 1}, 2]"#)
        #expect(untagged == [.named(object: "o", known: 1), .count(2)])
        #expect(try [UntaggedLabelled](json: JSONModelEncoder().encodeToString(untagged)) == untagged)
    }

    @Test func aPropertyNamedSourceIsReadByTheObjectInitializer() throws {
        let json = #"{"sources": [{"source": "a", "object": 1}], "main": {"object": 2, "source": "b"}}"#
        let holder = try SourceHolder(json: json)
        #expect(holder == SourceHolder(sources: [NamedSource(source: "a", object: 1)], main: NamedSource(source: "b", object: 2)))
        #expect(try JSONDecoder().decode(SourceHolder.self, from: Data(json.utf8)) == holder)
        #expect(try SourceHolder(json: holder.jsonString()) == holder)
        var merged = holder.main
        try merged?.merge(json: #"{"source": "c"}"#)
        #expect(merged == NamedSource(source: "c", object: 2))
    }
}
