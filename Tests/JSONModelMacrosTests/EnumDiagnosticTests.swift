// Diagnostics of @JSONModel on enums and of @JSONTag and @JSONUnknown: each golden shows the
// message, its place and severity and the fix-its with the source they make; `diagnosticIDs`
// checks the stable id, line and column of each.
//
// To re-record the goldens (see ExpansionTests.swift):
//
//     touch Tests/JSONModelMacrosTests/*.swift
//     SNAPSHOT_TESTING_RECORD=failed swift test --filter JSONModelMacrosTests

import MacroTesting
import Testing

/// What `@JSONModel` refuses in enums, and how it says so.
@Suite(.macros(jsonModelMacros, indentationWidth: .spaces(4)))
struct EnumDiagnosticTests {
    @Test func duplicateTagValue() {
        let source = """
            @JSONModel(tagging: .internal(key: "type"))
            enum Pet {
                case cat(name: String)
                @JSONTag("cat", "kitten") case kitten(name: String)
            }
            """
        assertMacro { source } diagnostics: {
            """
            @JSONModel(tagging: .internal(key: "type"))
            enum Pet {
                case cat(name: String)
                @JSONTag("cat", "kitten") case kitten(name: String)
                ┬────────────────────────
                ╰─ 🛑 'kitten' is tagged "cat", which already names 'cat'
                   ✏️ remove "cat" from @JSONTag
            }
            """
        } fixes: {
            """
            @JSONModel(tagging: .internal(key: "type"))
            enum Pet {
                case cat(name: String)
                @JSONTag("kitten") case kitten(name: String)
            }
            """
        } expansion: {
            """
            enum Pet {
                case cat(name: String)
                case kitten(name: String)

                private static let _jsonFields: JSONFieldTable = [
                    .init("type"),
                    .init("name"),
                    .init("name"),
                ]

                init(from decoder: any Decoder) throws {
                    self = try JSONFieldValue.reading(decoder) { object throws -> Self in
                        let fields = Self._jsonFields
                        let tag = try object.tag(fields)
                        switch tag {
                        case "cat":
                            var name: Optional<String> = nil
                            try fields.decode(&object, fields: 1 ..< 2) { _, value in value.read(&name) }
                            return .cat(name: JSONFieldValue.take(required: &name))
                        case "kitten":
                            var name: Optional<String> = nil
                            try fields.decode(&object, fields: 2 ..< 3) { _, value in value.read(&name) }
                            return .kitten(name: JSONFieldValue.take(required: &name))
                        default:
                            throw object.unknownTag(tag, fields, of: Self.self, expected: ["cat", "kitten"])
                        }
                    }
                }

                func encode(to encoder: any Encoder) throws {
                    let fields = Self._jsonFields
                    switch self {
                    case .cat(let name):
                        var object = JSONObjectWriter(to: encoder, keyedBy: JSONFieldKey.self)
                        try object.encode("cat", for: fields[0])
                        try object.encode(name, for: fields[1])
                    case .kitten(let name):
                        var object = JSONObjectWriter(to: encoder, keyedBy: JSONFieldKey.self)
                        try object.encode("kitten", for: fields[0])
                        try object.encode(name, for: fields[2])
                    }
                }

                mutating func merge(from decoder: any Decoder) throws {
                    self = try Self(from: decoder)
                }
            }

            extension Pet: JSONModelCodable {}
            """
        }
        #expect(diagnosticIDs(in: source) == ["4:5: error: duplicate-json-tag (fix-it: remove-tag-value)"])
    }

    @Test func duplicateTagFromTheKeyStyle() {
        let source = """
            @JSONModel(keys: .snakeCase)
            enum Color {
                case darkRed
                @JSONTag("dark_red") case crimson
            }
            """
        assertMacro { source } diagnostics: {
            """
            @JSONModel(keys: .snakeCase)
            enum Color {
                case darkRed
                @JSONTag("dark_red") case crimson
                ┬───────────────────
                ╰─ 🛑 'crimson' is tagged "dark_red", which already names 'darkRed'
                   ✏️ remove @JSONTag
            }
            """
        } fixes: {
            """
            @JSONModel(keys: .snakeCase)
            enum Color {
                case darkRed
                case crimson
            }
            """
        } expansion: {
            """
            enum Color {
                case darkRed
                case crimson

                init(from decoder: any Decoder) throws {
                    let value = try decoder.singleValueContainer().decode(String.self)
                    switch value {
                    case "dark_red":
                        self = .darkRed
                    case "crimson":
                        self = .crimson
                    default:
                        throw JSONEnumCoding.unknownValue(value, of: Self.self, expected: ["dark_red", "crimson"], in: decoder)
                    }
                }

                func encode(to encoder: any Encoder) throws {
                    var container = encoder.singleValueContainer()
                    switch self {
                    case .darkRed:
                        try container.encode("dark_red")
                    case .crimson:
                        try container.encode("crimson")
                    }
                }

                mutating func merge(from decoder: any Decoder) throws {
                    self = try Self(from: decoder)
                }
            }

            extension Color: JSONModelCodable {}
            """
        }
        #expect(diagnosticIDs(in: source) == ["4:5: error: duplicate-json-tag (fix-it: remove-attribute)"])
    }

    @Test func fallbackWithTheWrongShape() {
        let source = """
            @JSONModel(tagging: .internal(key: "type"))
            enum Payment {
                case card(number: String)
                @JSONUnknown case unknown(code: Int, reason: String)
            }
            """
        assertMacro { source } diagnostics: {
            """
            @JSONModel(tagging: .internal(key: "type"))
            enum Payment {
                case card(number: String)
                @JSONUnknown case unknown(code: Int, reason: String)
                                         ┬──────────────────────────
                                         ╰─ 🛑 the @JSONUnknown case 'unknown' of this enum takes no associated values, one String (the tag), or one JSONValue (the whole value)
                                            ✏️ remove the associated values
            }
            """
        } fixes: {
            """
            @JSONModel(tagging: .internal(key: "type"))
            enum Payment {
                case card(number: String)
                @JSONUnknown case unknown
            }
            """
        } expansion: {
            """
            enum Payment {
                case card(number: String)
                case unknown

                private static let _jsonFields: JSONFieldTable = [
                    .init("type"),
                    .init("number"),
                ]

                init(from decoder: any Decoder) throws {
                    self = try JSONFieldValue.reading(decoder) { object throws -> Self in
                        let fields = Self._jsonFields
                        let tag = try object.tag(fields)
                        switch tag {
                        case "card":
                            var number: Optional<String> = nil
                            try fields.decode(&object, fields: 1 ..< 2) { _, value in value.read(&number) }
                            return .card(number: JSONFieldValue.take(required: &number))
                        case "unknown":
                            return .unknown
                        default:
                            object.reportUnknownTag(tag, fields, of: Self.self, decodedAs: "unknown")
                            return .unknown
                        }
                    }
                }

                func encode(to encoder: any Encoder) throws {
                    let fields = Self._jsonFields
                    switch self {
                    case .card(let number):
                        var object = JSONObjectWriter(to: encoder, keyedBy: JSONFieldKey.self)
                        try object.encode("card", for: fields[0])
                        try object.encode(number, for: fields[1])
                    case .unknown:
                        var object = JSONObjectWriter(to: encoder, keyedBy: JSONFieldKey.self)
                        try object.encode("unknown", for: fields[0])
                    }
                }

                mutating func merge(from decoder: any Decoder) throws {
                    self = try Self(from: decoder)
                }
            }

            extension Payment: JSONModelCodable {}
            """
        }
        #expect(diagnosticIDs(in: source) == ["4:30: error: jsonunknown-wrong-shape (fix-it: remove-associated-values)"])
    }

    @Test func fallbackOfARawValueEnumTakesNoValues() {
        let source = """
            @JSONModel
            enum Direction {
                case north, south
                @JSONUnknown case other(JSONValue)
            }
            """
        assertMacro { source } diagnostics: {
            """
            @JSONModel
            enum Direction {
                case north, south
                @JSONUnknown case other(JSONValue)
                                       ┬──────────
                                       ╰─ 🛑 the @JSONUnknown case 'other' of this enum takes no associated values, or one String (the value)
                                          ✏️ remove the associated values
            }
            """
        } fixes: {
            """
            @JSONModel
            enum Direction {
                case north, south
                @JSONUnknown case other
            }
            """
        } expansion: {
            """
            enum Direction {
                case north, south
                case other

                init(from decoder: any Decoder) throws {
                    let value = try decoder.singleValueContainer().decode(String.self)
                    switch value {
                    case "north":
                        self = .north
                    case "south":
                        self = .south
                    case "other":
                        self = .other
                    default:
                        JSONEnumCoding.reportUnknownValue(value, of: Self.self, decodedAs: "other", in: decoder)
                        self = .other
                    }
                }

                func encode(to encoder: any Encoder) throws {
                    var container = encoder.singleValueContainer()
                    switch self {
                    case .north:
                        try container.encode("north")
                    case .south:
                        try container.encode("south")
                    case .other:
                        try container.encode("other")
                    }
                }

                mutating func merge(from decoder: any Decoder) throws {
                    self = try Self(from: decoder)
                }
            }

            extension Direction: JSONModelCodable {}
            """
        }
        #expect(diagnosticIDs(in: source) == ["4:28: error: jsonunknown-wrong-shape (fix-it: remove-associated-values)"])
    }

    @Test func twoFallbacks() {
        let source = """
            @JSONModel
            enum Mood: String {
                case happy
                @JSONUnknown case unknown
                @JSONUnknown case other
            }
            """
        assertMacro { source } diagnostics: {
            """
            @JSONModel
            enum Mood: String {
                case happy
                @JSONUnknown case unknown
                @JSONUnknown case other
                ┬───────────
                ╰─ 🛑 'other' is marked @JSONUnknown, and so is 'unknown': an enum has one case for unknown values
                   ✏️ remove @JSONUnknown
            }
            """
        } fixes: {
            """
            @JSONModel
            enum Mood: String {
                case happy
                @JSONUnknown case unknown
                case other
            }
            """
        } expansion: {
            """
            enum Mood: String {
                case happy
                case unknown
                case other

                init(from decoder: any Decoder) throws {
                    let value = try decoder.singleValueContainer().decode(String.self)
                    if let known = Self(rawValue: value) {
                        self = known
                    } else {
                        JSONEnumCoding.reportUnknownValue(value, of: Self.self, decodedAs: "unknown", in: decoder)
                        self = .unknown
                    }
                }

                func encode(to encoder: any Encoder) throws {
                    var container = encoder.singleValueContainer()
                    try container.encode(rawValue)
                }

                mutating func merge(from decoder: any Decoder) throws {
                    self = try Self(from: decoder)
                }
            }

            extension Mood: JSONModelCodable {}
            """
        }
        #expect(diagnosticIDs(in: source) == ["5:5: error: duplicate-jsonunknown (fix-it: remove-attribute)"])
    }

    @Test func tagKeyCollidesWithAPayloadProperty() {
        let source = """
            @JSONModel(tagging: .internal(key: "type"))
            enum Animal {
                case dog(type: String, name: String)
                case cat(name: String)
            }
            """
        assertMacro { source } diagnostics: {
            """
            @JSONModel(tagging: .internal(key: "type"))
            enum Animal {
                case dog(type: String, name: String)
                     ┬──────────────────────────────
                     ╰─ 🛑 the tag key "type" is also the key of 'type' in 'dog'; one object cannot hold both
                        ✏️ put the payload under "data" (adjacent tagging)
                case cat(name: String)
            }
            """
        } fixes: {
            """
            @JSONModel(tagging: .adjacent(key: "type", content: "data"))
            enum Animal {
                case dog(type: String, name: String)
                case cat(name: String)
            }
            """
        } expansion: {
            """
            enum Animal {
                case dog(type: String, name: String)
                case cat(name: String)

                private static let _jsonFields: JSONFieldTable = [
                    .init("type"),
                    .init(paths: [["data", "type"]], alike: ["data"]),
                    .init(paths: [["data", "name"]], alike: ["data"]),
                    .init(paths: [["data", "name"]], alike: ["data"]),
                ]

                init(from decoder: any Decoder) throws {
                    self = try JSONFieldValue.reading(decoder) { object throws -> Self in
                        let fields = Self._jsonFields
                        let tag = try object.tag(fields)
                        switch tag {
                        case "dog":
                            var type: Optional<String> = nil
                            var name: Optional<String> = nil
                            try fields.decode(&object, fields: 1 ..< 3) { field, value in
                                switch field {
                                case 1: value.read(&type)
                                default: value.read(&name)
                                }
                            }
                            return .dog(type: JSONFieldValue.take(required: &type), name: JSONFieldValue.take(required: &name))
                        case "cat":
                            var name: Optional<String> = nil
                            try fields.decode(&object, fields: 3 ..< 4) { _, value in value.read(&name) }
                            return .cat(name: JSONFieldValue.take(required: &name))
                        default:
                            throw object.unknownTag(tag, fields, of: Self.self, expected: ["dog", "cat"])
                        }
                    }
                }

                func encode(to encoder: any Encoder) throws {
                    let fields = Self._jsonFields
                    switch self {
                    case .dog(let type, let name):
                        var object = JSONObjectWriter(to: encoder, keyedBy: JSONFieldKey.self)
                        try object.encode("dog", for: fields[0])
                        try object.encode(type, for: fields[1])
                        try object.encode(name, for: fields[2])
                    case .cat(let name):
                        var object = JSONObjectWriter(to: encoder, keyedBy: JSONFieldKey.self)
                        try object.encode("cat", for: fields[0])
                        try object.encode(name, for: fields[3])
                    }
                }

                mutating func merge(from decoder: any Decoder) throws {
                    self = try Self(from: decoder)
                }
            }

            extension Animal: JSONModelCodable {}
            """
        }
        #expect(diagnosticIDs(in: source) == ["3:10: error: tag-key-collision (fix-it: use-adjacent-tagging)"])
    }

    @Test func contentKeyIsTheTagKey() {
        let source = """
            @JSONModel(tagging: .adjacent(key: "type", content: "type"))
            enum Note {
                case text(body: String)
            }
            """
        assertMacro { source } diagnostics: {
            """
            @JSONModel(tagging: .adjacent(key: "type", content: "type"))
                       ┬───────────────────────────────────────────────
                       ╰─ 🛑 the content key and the tag key are both "type"; they must differ
            enum Note {
                case text(body: String)
            }
            """
        }
        #expect(diagnosticIDs(in: source) == ["1:12: error: content-key-is-tag-key"])
    }

    @Test func unlabelledValues() {
        let source = """
            @JSONModel
            enum Location {
                case point(Double, Double)
                case named(String)
            }
            """
        assertMacro { source } diagnostics: {
            """
            @JSONModel
            enum Location {
                case point(Double, Double)
                     ┬────────────────────
                     ╰─ 🛑 the values of 'point' need labels, which are their JSON keys (one unlabelled value is the payload whole)
                        ✏️ label the values
                case named(String)
            }
            """
        } fixes: {
            """
            @JSONModel
            enum Location {
                case point(<#label#>: Double, <#label#>: Double)
                case named(String)
            }
            """
        } expansion: {
            """
            enum Location {
                case point(<#label#>: Double, <#label#>: Double)
                case named(String)

                private static let _jsonFields: JSONFieldTable = [
                    .init(paths: [["point", "<#label#>"]], alike: ["point"]),
                    .init(paths: [["point", "<#label#>"]], alike: ["point"]),
                    .init("named"),
                ]

                init(from decoder: any Decoder) throws {
                    self = try JSONFieldValue.reading(decoder) { object throws -> Self in
                        let fields = Self._jsonFields
                        let tag = try object.externalTag(of: Self.self)
                        switch tag {
                        case "point":
                            var <#label#>: Optional<Double> = nil
                            var <#label#>: Optional<Double> = nil
                            try fields.decode(&object, fields: 0 ..< 2) { field, value in
                                switch field {
                                case 0: value.read(&<#label#>)
                                default: value.read(&<#label#>)
                                }
                            }
                            return .point(<#label#>: JSONFieldValue.take(required: &<#label#>), <#label#>: JSONFieldValue.take(required: &<#label#>))
                        case "named":
                            var payload: Optional<String> = nil
                            try fields.decode(&object, fields: 2 ..< 3) { _, value in value.read(&payload) }
                            return .named(JSONFieldValue.take(required: &payload))
                        default:
                            throw object.unknownTag(tag, nil, of: Self.self, expected: ["point", "named"])
                        }
                    }
                }

                func encode(to encoder: any Encoder) throws {
                    let fields = Self._jsonFields
                    switch self {
                    case .point(let <#label#>, let <#label#>):
                        var object = JSONObjectWriter(to: encoder, keyedBy: JSONFieldKey.self)
                        try object.encode(<#label#>, for: fields[0])
                        try object.encode(<#label#>, for: fields[1])
                    case .named(let value):
                        var object = JSONObjectWriter(to: encoder, keyedBy: JSONFieldKey.self)
                        try object.encode(value, for: fields[2])
                    }
                }

                mutating func merge(from decoder: any Decoder) throws {
                    self = try Self(from: decoder)
                }
            }

            extension Location: JSONModelCodable {}
            """
        }
        #expect(diagnosticIDs(in: source) == ["3:10: error: unlabelled-associated-values (fix-it: label-values)"])
    }

    @Test func taggingOnAStruct() {
        let source = """
            @JSONModel(tagging: .external)
            struct Point {
                var x: Double
            }
            """
        assertMacro { source } diagnostics: {
            """
            @JSONModel(tagging: .external)
                       ┬─────────────────
                       ╰─ 🛑 tagging: applies to enums, not to structs or classes
            struct Point {
                var x: Double
            }
            """
        }
        #expect(diagnosticIDs(in: source) == ["1:12: error: tagging-on-struct"])
    }

    @Test func taggingOnARawValueEnum() {
        let source = """
            @JSONModel(tagging: .internal(key: "type"))
            enum Suit: String {
                case hearts, spades
            }
            """
        assertMacro { source } diagnostics: {
            """
            @JSONModel(tagging: .internal(key: "type"))
                       ┬──────────────────────────────
                       ╰─ 🛑 tagging: applies to enums with associated values; an enum with raw values is written as its raw value
            enum Suit: String {
                case hearts, spades
            }
            """
        }
        #expect(diagnosticIDs(in: source) == ["1:12: error: tagging-on-raw-value-enum"])
    }

    @Test func unsupportedRawType() {
        let source = """
            @JSONModel
            enum Ratio: Double {
                case half = 0.5
            }
            """
        assertMacro { source } diagnostics: {
            """
            @JSONModel
            enum Ratio: Double {
                        ┬─────
                        ╰─ 🛑 @JSONModel reads enums with String or integer raw values, not Double; use @JSONTag to give cases string values
                case half = 0.5
            }
            """
        }
        #expect(diagnosticIDs(in: source) == ["2:13: error: enum-unsupported-raw-type"])
    }

    @Test func taggingNotALiteral() {
        let source = """
            @JSONModel(tagging: defaultTagging)
            enum Reply {
                case text(body: String)
            }
            """
        assertMacro { source } diagnostics: {
            """
            @JSONModel(tagging: defaultTagging)
                       ┬──────────────────────
                       ╰─ 🛑 tagging: takes .internal(key:), .adjacent(key:content:), .external or .untagged, with non-empty string literals
            enum Reply {
                case text(body: String)
            }
            """
        }
        #expect(diagnosticIDs(in: source) == ["1:12: error: unknown-tagging"])
    }

    @Test func keysOnARawValueEnum() {
        let source = """
            @JSONModel(keys: .snakeCase)
            enum Plan: String {
                case freeTier
            }
            """
        assertMacro { source } diagnostics: {
            """
            @JSONModel(keys: .snakeCase)
                       ┬───────────────
                       ╰─ ⚠️ keys: does not change the raw values of an enum, which are written as they are; drop the raw type to write case names in a key style
            enum Plan: String {
                case freeTier
            }
            """
        } expansion: {
            """
            enum Plan: String {
                case freeTier

                init(from decoder: any Decoder) throws {
                    let value = try decoder.singleValueContainer().decode(String.self)
                    guard let known = Self(rawValue: value) else {
                        throw JSONEnumCoding.unknownValue(value, of: Self.self, expected: [Self.freeTier.rawValue], in: decoder)
                    }
                    self = known
                }

                func encode(to encoder: any Encoder) throws {
                    var container = encoder.singleValueContainer()
                    try container.encode(rawValue)
                }

                mutating func merge(from decoder: any Decoder) throws {
                    self = try Self(from: decoder)
                }
            }

            extension Plan: JSONModelCodable {}
            """
        }
        #expect(diagnosticIDs(in: source) == ["1:12: warning: keys-on-raw-value-enum"])
    }

    @Test func tagOnARawValueCase() {
        let source = """
            @JSONModel
            enum Coin: String {
                @JSONTag("H") case heads
                case tails
            }
            """
        assertMacro { source } diagnostics: {
            """
            @JSONModel
            enum Coin: String {
                @JSONTag("H") case heads
                ┬────────────
                ╰─ 🛑 a case of an enum with raw values is written as its raw value; set it with = instead of @JSONTag
                   ✏️ remove @JSONTag
                case tails
            }
            """
        } fixes: {
            """
            @JSONModel
            enum Coin: String {
                case heads
                case tails
            }
            """
        } expansion: {
            """
            enum Coin: String {
                case heads
                case tails

                init(from decoder: any Decoder) throws {
                    let value = try decoder.singleValueContainer().decode(String.self)
                    guard let known = Self(rawValue: value) else {
                        throw JSONEnumCoding.unknownValue(value, of: Self.self, expected: [Self.heads.rawValue, Self.tails.rawValue], in: decoder)
                    }
                    self = known
                }

                func encode(to encoder: any Encoder) throws {
                    var container = encoder.singleValueContainer()
                    try container.encode(rawValue)
                }

                mutating func merge(from decoder: any Decoder) throws {
                    self = try Self(from: decoder)
                }
            }

            extension Coin: JSONModelCodable {}
            """
        }
        #expect(diagnosticIDs(in: source) == ["3:5: error: jsontag-on-raw-value-case (fix-it: remove-attribute)"])
    }

    @Test func caseAttributeOnSeveralCases() {
        let source = """
            @JSONModel
            enum Fruit {
                @JSONTag("x") case apple, pear
            }
            """
        assertMacro { source } diagnostics: {
            """
            @JSONModel
            enum Fruit {
                @JSONTag("x") case apple, pear
                ┬────────────
                ╰─ 🛑 @JSONTag applies to one case; declare the cases of this line one by one
            }
            """
        }
        #expect(diagnosticIDs(in: source) == ["3:5: error: jsontag-on-several-cases"])
    }

    @Test func caseAttributesOnAProperty() {
        let source = """
            @JSONModel
            struct Order {
                @JSONTag("id") var id: Int
            }
            """
        assertMacro { source } diagnostics: {
            """
            @JSONModel
            struct Order {
                @JSONTag("id") var id: Int
                ┬─────────────
                ╰─ 🛑 @JSONTag applies to an enum case of a @JSONModel enum
                   ✏️ remove @JSONTag
            }
            """
        } fixes: {
            """
            @JSONModel
            struct Order {
                var id: Int
            }
            """
        } expansion: {
            """
            struct Order {
                var id: Int

                static let _jsonFields: JSONFieldTable = [
                    .init("id"),
                ]

                static func _jsonDecode(_ object: inout JSONFieldValue) throws -> Self {
                    var id: Optional<Int> = nil
                    try _jsonFields.decode(&object) { field, value in
                        switch field {
                        case 0: value.read(&id)
                        default: break
                        }
                    }
                    return Self(id: JSONFieldValue.take(required: &id))
                }
            }

            extension Order: JSONModelCodable {
                init(from decoder: any Decoder) throws {
                    self = try JSONFieldValue.reading(decoder) { try Self._jsonDecode(&$0) }
                }

                func encode(to encoder: any Encoder) throws {
                    let fields = Self._jsonFields
                    var object = JSONObjectWriter(to: encoder, keyedBy: JSONFieldKey.self)
                    try object.encode(self.id, for: fields[0])
                }

                mutating func merge(from decoder: any Decoder) throws {
                    var merged = self
                    try JSONFieldValue.reading(decoder) { object in
                        try Self._jsonFields.merge(&object) { field, value in
                            switch field {
                            case 0: value.update(&merged.id)
                            default: break
                            }
                        }
                    }
                    self = merged
                }
            }
            """
        }
        #expect(diagnosticIDs(in: source) == ["3:5: error: jsontag-not-on-case (fix-it: remove-attribute)"])
    }

    @Test func propertyAttributesOnACase() {
        let source = """
            @JSONModel
            enum Stage {
                @JSONKey("first") case alpha
                case beta
            }
            """
        assertMacro { source } diagnostics: {
            """
            @JSONModel
            enum Stage {
                @JSONKey("first") case alpha
                ┬────────────────
                ╰─ 🛑 @JSONKey applies to properties, not to enum cases; set a case's JSON values with @JSONTag
                   ✏️ remove @JSONKey
                case beta
            }
            """
        } fixes: {
            """
            @JSONModel
            enum Stage {
                case alpha
                case beta
            }
            """
        } expansion: {
            """
            enum Stage {
                case alpha
                case beta

                init(from decoder: any Decoder) throws {
                    let value = try decoder.singleValueContainer().decode(String.self)
                    switch value {
                    case "alpha":
                        self = .alpha
                    case "beta":
                        self = .beta
                    default:
                        throw JSONEnumCoding.unknownValue(value, of: Self.self, expected: ["alpha", "beta"], in: decoder)
                    }
                }

                func encode(to encoder: any Encoder) throws {
                    var container = encoder.singleValueContainer()
                    switch self {
                    case .alpha:
                        try container.encode("alpha")
                    case .beta:
                        try container.encode("beta")
                    }
                }

                mutating func merge(from decoder: any Decoder) throws {
                    self = try Self(from: decoder)
                }
            }

            extension Stage: JSONModelCodable {}
            """
        }
        #expect(diagnosticIDs(in: source) == ["3:5: error: jsonkey-on-enum-case (fix-it: remove-attribute)"])
    }

}
