// Diagnostics of @JSONModel and its property attributes: each golden shows the message, its
// place and severity (🛑 error) and the fix-its with the source they make; `diagnosticIDs`
// checks the stable id, line and column of each.
//
// To re-record the goldens after changing a message or the generated code (see
// ExpansionTests.swift):
//
//     touch Tests/JSONModelMacrosTests/*.swift
//     SNAPSHOT_TESTING_RECORD=failed swift test --filter JSONModelMacrosTests

import MacroTesting
import Testing

/// What `@JSONModel` and its attributes refuse, and how they say so.
@Suite(.macros(jsonModelMacros, indentationWidth: .spaces(4)))
struct DiagnosticTests {
    // MARK: - Declarations

    @Test func protocolsAreNotModels() {
        let source = """
            @JSONModel
            protocol Named {
                var name: String { get }
            }
            """
        assertMacro { source } diagnostics: {
            """
            @JSONModel
            ┬─────────
            ╰─ 🛑 @JSONModel applies to a struct, a class or an enum, not to a protocol
            protocol Named {
                var name: String { get }
            }
            """
        }
        #expect(diagnosticIDs(in: source) == ["1:1: error: jsonmodel-unsupported-declaration"])
    }

    @Test func actorsAreNotModels() {
        let source = """
            @JSONModel
            actor Counter {
                var count: Int
            }
            """
        assertMacro { source } diagnostics: {
            """
            @JSONModel
            ┬─────────
            ╰─ 🛑 @JSONModel applies to a struct, a class or an enum, not to an actor
            actor Counter {
                var count: Int
            }
            """
        }
        #expect(diagnosticIDs(in: source) == ["1:1: error: jsonmodel-unsupported-declaration"])
    }

    @Test func aTypeInsideAFunction() {
        let source = """
            func load() throws {
                @JSONModel
                struct Row {
                    var name: String
                }
            }
            """
        assertMacro { source } diagnostics: {
            """
            func load() throws {
                @JSONModel
                ┬─────────
                ╰─ 🛑 @JSONModel cannot be used on 'Row', a type declared inside a function: Swift allows no extension macro there; declare 'Row' at the top level of a file or inside another type
                struct Row {
                    var name: String
                }
            }
            """
        }
        #expect(diagnosticIDs(in: source) == ["2:5: error: jsonmodel-on-local-type"])
    }

    @Test func declaredCodingKeys() {
        let source = """
            @JSONModel
            struct Legacy {
                var name: String
                enum CodingKeys: String, CodingKey {
                    case name = "n"
                }
            }
            """
        assertMacro { source } diagnostics: {
            """
            @JSONModel
            struct Legacy {
                var name: String
                enum CodingKeys: String, CodingKey {
                     ┬─────────
                     ╰─ 🛑 @JSONModel takes its keys from the properties and @JSONKey, and would ignore this CodingKeys; rename keys with @JSONKey instead
                    case name = "n"
                }
            }
            """
        }
        #expect(diagnosticIDs(in: source) == ["4:10: error: codingkeys-declared"])
    }

    @Test func unknownKeyStyle() {
        let source = """
            @JSONModel(keys: .shouting)
            struct Alert {
                var message: String
            }
            """
        assertMacro { source } diagnostics: {
            """
            @JSONModel(keys: .shouting)
                       ┬──────────────
                       ╰─ 🛑 keys: takes a key style written as a literal: .snakeCase, .kebabCase, .camelCase, .pascalCase or .screamingSnakeCase
            struct Alert {
                var message: String
            }
            """
        }
        #expect(diagnosticIDs(in: source) == ["1:12: error: unknown-key-style"])
    }

    @Test func keyStyleThatIsNotALiteral() {
        let source = """
            @JSONModel(keys: preferredStyle)
            struct Alert {
                var message: String
            }
            """
        assertMacro { source } diagnostics: {
            """
            @JSONModel(keys: preferredStyle)
                       ┬───────────────────
                       ╰─ 🛑 keys: takes a key style written as a literal: .snakeCase, .kebabCase, .camelCase, .pascalCase or .screamingSnakeCase
            struct Alert {
                var message: String
            }
            """
        }
        #expect(diagnosticIDs(in: source) == ["1:12: error: unknown-key-style"])
    }

    // MARK: - Properties

    @Test func keyOnAComputedProperty() {
        let source = """
            @JSONModel
            struct Square {
                var side: Double
                @JSONKey("area") var area: Double { side * side }
            }
            """
        assertMacro { source } diagnostics: {
            """
            @JSONModel
            struct Square {
                var side: Double
                @JSONKey("area") var area: Double { side * side }
                ┬───────────────
                ╰─ 🛑 @JSONKey has no effect on a computed property: only stored properties are decoded and encoded
                   ✏️ remove @JSONKey
            }
            """
        } fixes: {
            """
            @JSONModel
            struct Square {
                var side: Double
                var area: Double { side * side }
            }
            """
        } expansion: {
            """
            struct Square {
                var side: Double
                var area: Double { side * side }

                static let _jsonFields: JSONFieldTable = [
                    .init("side"),
                ]

                static func _jsonDecode(_ object: inout JSONFieldValue) throws -> Self {
                    var side: Optional<Double> = nil
                    try _jsonFields.decode(&object) { field, value in
                        switch field {
                        case 0: value.read(&side)
                        default: break
                        }
                    }
                    return Self(side: JSONFieldValue.take(required: &side))
                }
            }

            extension Square: JSONModelCodable {
                init(from decoder: any Decoder) throws {
                    self = try JSONFieldValue.reading(decoder) { try Self._jsonDecode(&$0) }
                }

                func encode(to encoder: any Encoder) throws {
                    let fields = Self._jsonFields
                    var object = JSONObjectWriter(to: encoder, keyedBy: JSONFieldKey.self)
                    try object.encode(self.side, for: fields[0])
                }

                mutating func merge(from decoder: any Decoder) throws {
                    var merged = self
                    try JSONFieldValue.reading(decoder) { object in
                        try Self._jsonFields.merge(&object) { field, value in
                            switch field {
                            case 0: value.update(&merged.side)
                            default: break
                            }
                        }
                    }
                    self = merged
                }
            }
            """
        }
        #expect(diagnosticIDs(in: source) == ["4:5: error: jsonkey-on-computed-property (fix-it: remove-attribute)"])
    }

    @Test func otherAttributesOnAComputedProperty() {
        let source = """
            @JSONModel
            struct Square {
                var side: Double
                @JSONIgnore var perimeter: Double {
                    get { 4 * side }
                    set { side = newValue / 4 }
                }
                @JSONLossy var corners: [Int] { [1, 2, 3, 4] }
            }
            """
        assertMacro { source } diagnostics: {
            """
            @JSONModel
            struct Square {
                var side: Double
                @JSONIgnore var perimeter: Double {
                ┬──────────
                ╰─ 🛑 @JSONIgnore has no effect on a computed property: only stored properties are decoded and encoded
                   ✏️ remove @JSONIgnore
                    get { 4 * side }
                    set { side = newValue / 4 }
                }
                @JSONLossy var corners: [Int] { [1, 2, 3, 4] }
                ┬─────────
                ╰─ 🛑 @JSONLossy has no effect on a computed property: only stored properties are decoded and encoded
                   ✏️ remove @JSONLossy
            }
            """
        } fixes: {
            """
            @JSONModel
            struct Square {
                var side: Double
                var perimeter: Double {
                    get { 4 * side }
                    set { side = newValue / 4 }
                }
                var corners: [Int] { [1, 2, 3, 4] }
            }
            """
        } expansion: {
            """
            struct Square {
                var side: Double
                var perimeter: Double {
                    get { 4 * side }
                    set { side = newValue / 4 }
                }
                var corners: [Int] { [1, 2, 3, 4] }

                static let _jsonFields: JSONFieldTable = [
                    .init("side"),
                ]

                static func _jsonDecode(_ object: inout JSONFieldValue) throws -> Self {
                    var side: Optional<Double> = nil
                    try _jsonFields.decode(&object) { field, value in
                        switch field {
                        case 0: value.read(&side)
                        default: break
                        }
                    }
                    return Self(side: JSONFieldValue.take(required: &side))
                }
            }

            extension Square: JSONModelCodable {
                init(from decoder: any Decoder) throws {
                    self = try JSONFieldValue.reading(decoder) { try Self._jsonDecode(&$0) }
                }

                func encode(to encoder: any Encoder) throws {
                    let fields = Self._jsonFields
                    var object = JSONObjectWriter(to: encoder, keyedBy: JSONFieldKey.self)
                    try object.encode(self.side, for: fields[0])
                }

                mutating func merge(from decoder: any Decoder) throws {
                    var merged = self
                    try JSONFieldValue.reading(decoder) { object in
                        try Self._jsonFields.merge(&object) { field, value in
                            switch field {
                            case 0: value.update(&merged.side)
                            default: break
                            }
                        }
                    }
                    self = merged
                }
            }
            """
        }
        #expect(
            diagnosticIDs(in: source) == [
                "4:5: error: jsonignore-on-computed-property (fix-it: remove-attribute)",
                "8:5: error: jsonlossy-on-computed-property (fix-it: remove-attribute)",
            ])
    }

    @Test func ignoredWithoutADefault() {
        let source = """
            @JSONModel
            struct Session {
                var token: String
                @JSONIgnore var startedAt: Double  // set by start()
            }
            """
        assertMacro { source } diagnostics: {
            """
            @JSONModel
            struct Session {
                var token: String
                @JSONIgnore var startedAt: Double  // set by start()
                                ┬────────────────
                                ╰─ 🛑 a property marked @JSONIgnore needs a default value: it is never decoded, so nothing else sets it
                                   ✏️ add a default value
            }
            """
        } fixes: {
            """
            @JSONModel
            struct Session {
                var token: String
                @JSONIgnore var startedAt: Double = <#default#>  // set by start()
            }
            """
        } expansion: {
            """
            struct Session {
                var token: String
                var startedAt: Double = <#default#>  // set by start()

                static let _jsonFields: JSONFieldTable = [
                    .init("token"),
                ]

                static func _jsonDecode(_ object: inout JSONFieldValue) throws -> Self {
                    var token: Optional<String> = nil
                    try _jsonFields.decode(&object) { field, value in
                        switch field {
                        case 0: value.read(&token)
                        default: break
                        }
                    }
                    return Self(token: JSONFieldValue.take(required: &token))
                }
            }

            extension Session: JSONModelCodable {
                init(from decoder: any Decoder) throws {
                    self = try JSONFieldValue.reading(decoder) { try Self._jsonDecode(&$0) }
                }

                func encode(to encoder: any Encoder) throws {
                    let fields = Self._jsonFields
                    var object = JSONObjectWriter(to: encoder, keyedBy: JSONFieldKey.self)
                    try object.encode(self.token, for: fields[0])
                }

                mutating func merge(from decoder: any Decoder) throws {
                    var merged = self
                    try JSONFieldValue.reading(decoder) { object in
                        try Self._jsonFields.merge(&object) { field, value in
                            switch field {
                            case 0: value.update(&merged.token)
                            default: break
                            }
                        }
                    }
                    self = merged
                }
            }
            """
        }
        #expect(diagnosticIDs(in: source) == ["4:21: error: jsonignore-without-default (fix-it: add-default)"])
    }

    @Test func duplicateKey() {
        let source = """
            @JSONModel(keys: .snakeCase)
            struct Person {
                var userName: String
                @JSONKey("login", "user_name") var login: String
            }
            """
        assertMacro { source } diagnostics: {
            """
            @JSONModel(keys: .snakeCase)
            struct Person {
                var userName: String
                @JSONKey("login", "user_name") var login: String
                                                   ┬────────────
                                                   ╰─ 🛑 'login' is mapped to the key "user_name", which 'userName' already uses
            }
            """
        }
        #expect(diagnosticIDs(in: source) == ["4:40: error: duplicate-json-key"])
    }

    @Test func emptyPartsOfKeyPaths() {
        // `@JSONKey("")` is the empty key, which JSON allows; an empty part of a path is a slip.
        let source = """
            @JSONModel
            struct Box {
                @JSONKey("") var label: String
                @JSONKey("meta..size") var size: Int
                @JSONKey(".size") var width: Int
            }
            """
        assertMacro { source } diagnostics: {
            """
            @JSONModel
            struct Box {
                @JSONKey("") var label: String
                @JSONKey("meta..size") var size: Int
                         ┬───────────
                         ╰─ 🛑 a part of a key path must not be empty (a key that is empty itself is written @JSONKey(""))
                @JSONKey(".size") var width: Int
                         ┬──────
                         ╰─ 🛑 a part of a key path must not be empty (a key that is empty itself is written @JSONKey(""))
            }
            """
        }
        #expect(diagnosticIDs(in: source) == ["4:14: error: empty-json-key", "5:14: error: empty-json-key"])
    }

    @Test func attributesOnStaticAndLazyProperties() {
        let source = """
            @JSONModel
            final class Counter {
                @JSONKey("all") static var total = 0
                @JSONIgnore lazy var label: String = "counter"
                var count: Int
            }
            """
        assertMacro { source } diagnostics: {
            """
            @JSONModel
            final class Counter {
                @JSONKey("all") static var total = 0
                ┬──────────────
                ╰─ 🛑 @JSONKey has no effect on a static property: only stored instance properties are decoded and encoded
                   ✏️ remove @JSONKey
                @JSONIgnore lazy var label: String = "counter"
                ┬──────────
                ╰─ 🛑 @JSONIgnore has no effect on a lazy property: only stored instance properties are decoded and encoded
                   ✏️ remove @JSONIgnore
                var count: Int
            }
            """
        } fixes: {
            """
            @JSONModel
            final class Counter {
                static var total = 0
                lazy var label: String = "counter"
                var count: Int
            }
            """
        } expansion: {
            """
            final class Counter {
                static var total = 0
                lazy var label: String = "counter"
                var count: Int

                private static let _jsonFields: JSONFieldTable = [
                    .init("count"),
                ]

                required init(from decoder: any Decoder) throws {
                    var count: Optional<Int> = nil
                    try JSONFieldValue.reading(decoder) { object in
                        try Counter._jsonFields.decode(&object) { field, value in
                            switch field {
                            case 0: value.read(&count)
                            default: break
                            }
                        }
                    }
                    self.count = JSONFieldValue.take(required: &count)
                }

                func encode(to encoder: any Encoder) throws {
                    let fields = Counter._jsonFields
                    var object = JSONObjectWriter(to: encoder, keyedBy: JSONFieldKey.self)
                    try object.encode(self.count, for: fields[0])
                }

                func merge(from decoder: any Decoder) throws {
                    var count = self.count
                    try JSONFieldValue.reading(decoder) { object in
                        try Counter._jsonFields.merge(&object) { field, value in
                            switch field {
                            case 0: value.update(&count)
                            default: break
                            }
                        }
                    }
                    self.count = count
                }
            }

            extension Counter: JSONModelCodable {}
            """
        }
        #expect(diagnosticIDs(in: source) == ["3:5: error: jsonkey-on-static-property (fix-it: remove-attribute)", "4:5: error: jsonignore-on-lazy-property (fix-it: remove-attribute)"])
    }

    @Test func tuplePatterns() {
        let source = """
            @JSONModel
            struct Span {
                var (start, end): (Int, Int)
            }
            """
        assertMacro { source } diagnostics: {
            """
            @JSONModel
            struct Span {
                var (start, end): (Int, Int)
                    ┬───────────────────────
                    ╰─ 🛑 @JSONModel maps properties declared one name at a time; declare each name of the tuple pattern on its own
            }
            """
        }
        #expect(diagnosticIDs(in: source) == ["3:9: error: tuple-pattern-property"])
    }

    @Test func invalidValuesThatIsNotALiteral() {
        let source = """
            @JSONModel(invalidValues: strategy)
            struct Volume {
                var level = 5
            }
            """
        assertMacro { source } diagnostics: {
            """
            @JSONModel(invalidValues: strategy)
                       ┬──────────────────────
                       ╰─ 🛑 invalidValues: takes .throw or .useDefault written as a literal
            struct Volume {
                var level = 5
            }
            """
        }
        #expect(diagnosticIDs(in: source) == ["1:12: error: unknown-invalid-values"])
    }

    @Test func missingTypeAnnotation() {
        let source = """
            @JSONModel
            struct Event {
                var name = "launch"
                var date = Date()
            }
            """
        assertMacro { source } diagnostics: {
            """
            @JSONModel
            struct Event {
                var name = "launch"
                var date = Date()
                    ┬────────────
                    ╰─ 🛑 @JSONModel needs the property's type written out (its default value is not a plain literal)
            }
            """
        }
        #expect(diagnosticIDs(in: source) == ["4:9: error: missing-type-annotation"])
    }

    @Test func lossyOnAValueThatIsNotACollection() {
        let source = """
            @JSONModel
            struct Score {
                @JSONLossy var points: Int
                @JSONLossy var namesByID: [Int: String]
                @JSONLossy var rows: [[Int: String]]
            }
            """
        assertMacro { source } diagnostics: {
            """
            @JSONModel
            struct Score {
                @JSONLossy var points: Int
                ┬─────────────────────────
                ╰─ 🛑 @JSONLossy applies to an array or a [String: Value] dictionary property
                @JSONLossy var namesByID: [Int: String]
                ┬──────────────────────────────────────
                ╰─ 🛑 @JSONLossy applies to an array or a [String: Value] dictionary property
                @JSONLossy var rows: [[Int: String]]
            }
            """
        }
        #expect(diagnosticIDs(in: source) == ["3:5: error: jsonlossy-not-collection", "4:5: error: jsonlossy-not-collection"])
    }

    @Test func defaultIfInvalidWithoutADefault() {
        let source = """
            @JSONModel
            struct Speaker {
                @JSONDefaultIfInvalid var volume: Int
            }
            """
        assertMacro { source } diagnostics: {
            """
            @JSONModel
            struct Speaker {
                @JSONDefaultIfInvalid var volume: Int
                ┬────────────────────────────────────
                ╰─ 🛑 @JSONDefaultIfInvalid needs a default value (or an optional type) to fall back on
            }
            """
        }
        #expect(diagnosticIDs(in: source) == ["3:5: error: jsondefaultifinvalid-without-default"])
    }

    @Test func keysThatAreNotLiterals() {
        let source = """
            let prefix = "x"
            @JSONModel
            struct Flags {
                @JSONKey(prefix) var a: Bool
                @JSONKey("\\(prefix).b") var b: Bool
            }
            """
        assertMacro { source } diagnostics: {
            #"""
            let prefix = "x"
            @JSONModel
            struct Flags {
                @JSONKey(prefix) var a: Bool
                         ┬─────
                         ╰─ 🛑 @JSONKey takes string literals
                @JSONKey("\(prefix).b") var b: Bool
                         ┬────────────
                         ╰─ 🛑 @JSONKey takes string literals
            }
            """#
        }
        #expect(
            diagnosticIDs(in: source) == ["4:14: error: json-key-not-literal", "5:14: error: json-key-not-literal"])
    }
}
