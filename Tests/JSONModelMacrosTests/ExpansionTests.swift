// Expansion goldens of @JSONModel, each next to a real type with the same declaration that
// decodes and encodes real JSON. The goldens are inline snapshots (swift-macro-testing).
//
// To re-record them after changing the generated code (from the package's root; the `touch`
// makes the compiler expand the real types in these files again):
//
//     touch Tests/JSONModelMacrosTests/*.swift
//     SNAPSHOT_TESTING_RECORD=failed swift test --filter JSONModelMacrosTests
//
// That run writes each golden that differs into these files (and fails its test); run
// `swift test --filter JSONModelMacrosTests` again to see them pass, and read the diff.
// `SNAPSHOT_TESTING_RECORD=all` rewrites every golden; without the variable only a missing
// golden (an `assertMacro` without its trailing closures) is written.

import Foundation
// Public: `PublicProfile` below conforms to JSONModelCodable in public.
public import JSONModel
import JSONModelMacros
import MacroTesting
import SwiftDiagnostics
import SwiftParser
import SwiftSyntax
import SwiftSyntaxMacroExpansion
import Testing

// MARK: - Support

/// The macros as the compiler sees them: `@JSONModel` asks for `JSONModelCodable`.
let jsonModelMacros: [String: MacroSpec] = [
    "JSONModel": MacroSpec(type: JSONModelMacro.self, conformances: ["JSONModelCodable"]),
    "JSONKey": MacroSpec(type: JSONPropertyMacro.self),
    "JSONIgnore": MacroSpec(type: JSONPropertyMacro.self),
    "JSONTransform": MacroSpec(type: JSONPropertyMacro.self),
    "JSONLossy": MacroSpec(type: JSONPropertyMacro.self),
    "JSONDefaultIfInvalid": MacroSpec(type: JSONPropertyMacro.self),
    "JSONFlatten": MacroSpec(type: JSONPropertyMacro.self),
    "JSONTag": MacroSpec(type: JSONPropertyMacro.self),
    "JSONUnknown": MacroSpec(type: JSONPropertyMacro.self),
]

/// The macros for a subclass of a `@JSONModel` class: it conforms through its superclass, so
/// the compiler asks for no conformance.
let subclassMacros: [String: MacroSpec] = jsonModelMacros.merging(
    ["JSONModel": MacroSpec(type: JSONModelMacro.self, conformances: [])], uniquingKeysWith: { $1 })

/// The diagnostics the macros report for `source`, as `line:column: severity: id`, with the
/// ids of their fix-its. The goldens show messages and places; this names the stable ids.
func diagnosticIDs(in source: String) -> [String] {
    let file = Parser.parse(source: source)
    let context = BasicMacroExpansionContext(
        sourceFiles: [file: .init(moduleName: "TestModule", fullFilePath: "Test.swift")])
    _ = file.expand(
        macroSpecs: jsonModelMacros,
        contextGenerator: { BasicMacroExpansionContext(sharingWith: context, lexicalContext: $0.allMacroLexicalContexts()) },
        indentationWidth: .spaces(4))
    return context.diagnostics.map { diagnostic in
        let location = context.location(for: diagnostic.position, anchoredAt: diagnostic.node, fileName: "Test.swift")
        let id = (diagnostic.diagMessage as? JSONModelDiagnostic)?.id ?? "not a JSONModelDiagnostic"
        let fixIts = diagnostic.fixIts.map { ($0.message as? JSONModelFixIt)?.id ?? "?" }
        let fixItText = fixIts.isEmpty ? "" : " (fix-it: \(fixIts.joined(separator: ", ")))"
        return "\(location.line):\(location.column): \(diagnostic.diagMessage.severity): \(id)\(fixItText)"
    }
}

/// The sources of the `assertMacro` goldens in a test file's text, without their indentation.
func goldenSources(in text: String) -> [(source: String, isRaw: Bool)] {
    var sources: [(String, Bool)] = []
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)[...]
    while let line = lines.popFirst() {
        guard line.contains("assertMacro"), line.hasSuffix("{"), let opening = lines.first?.trimmingCharacters(in: .whitespaces),
            opening == "\"\"\"" || opening == "#\"\"\""
        else { continue }
        lines.removeFirst()
        let isRaw = opening.hasPrefix("#")
        var body: [Substring] = []
        while let next = lines.popFirst(), next.trimmingCharacters(in: .whitespaces) != (isRaw ? "\"\"\"#" : "\"\"\"") {
            body.append(next)
        }
        // A multi-line literal leaves out the indentation of its closing delimiter.
        let indentation = body.first?.prefix { $0 == " " }.count ?? 0
        let source = body.map { line in String(line.dropFirst(min(indentation, line.prefix { $0 == " " }.count))) }
        sources.append((source.joined(separator: "\n"), isRaw))
    }
    return sources
}

/// The files with expansion goldens of valid models, each of which has the real types too.
let goldenFiles = [
    "ExpansionTests.swift", "KeyExpansionTests.swift", "FieldRuleExpansionTests.swift", "ModelKindExpansionTests.swift",
    "EnumExpansionTests.swift",
]

/// Goldens and real types cannot drift apart: each golden's source is declared in its file.
@Suite struct GoldenSourceTests {
    @Test(arguments: goldenFiles)
    func everyGoldenSourceIsAlsoARealDeclaration(file: String) throws {
        let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        let text = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
        let sources = goldenSources(in: text)
        #expect(sources.count >= 3)
        for (source, isRaw) in sources {
            #expect(source.hasPrefix("@JSONModel"))
            // In a plain literal an escape would read differently from the declaration.
            #expect(isRaw || !source.contains("\\"), "use #\"\"\" for a source with a backslash:\n\(source)")
            let isDeclared = text.contains("\n\(source)\n")
            #expect(isDeclared, "no real declaration in \(file) is the golden's source:\n\(source)")
        }
    }

    @Test func findsSourcesAndTakesOffTheirIndentation() {
        let text = """
            func f() {
                assertMacro {
                    \"\"\"
                    @JSONModel
                    struct A {
                        var b: Int
                    }
                    \"\"\"
                } expansion: {
                    \"\"\"
                    not a source
                    \"\"\"
                }
            }
            """
        let sources = goldenSources(in: text)
        #expect(sources.map(\.source) == ["@JSONModel\nstruct A {\n    var b: Int\n}"])
        #expect(sources.map(\.isRaw) == [false])
    }
}

// MARK: - Real types, with the same declarations as the goldens below

@JSONModel
struct PlainUser: Equatable {
    var id: Int
    var name: String
}

@JSONModel
struct Listing: Equatable {
    let id: Int
    var title: String
    var subtitle: String?
    var isNew = true
    var price: Double = 9.5
    let currency = "EUR"
}

@JSONModel
struct Rectangle {
    var width: Double
    var height: Double
    var area: Double { width * height }
    var aspectRatio: Double {
        get { width / height }
        set { width = height * newValue }
    }
    static let unit = "cm"
    lazy var label = "\(width) × \(height)"
}

@JSONModel
struct Thumbnail: Equatable {
    var url: String
    @JSONIgnore var pixels: [UInt8]? = nil
    @JSONIgnore var loadCount = 0
}

@JSONModel
public struct PublicProfile: Equatable {
    public var handle: String
    public var followers: Int
}

@JSONModel
package struct PackageProfile: Equatable {
    package var handle: String
    var isStaff: Bool?
}

@JSONModel
struct Request: Equatable {
    var object: String
    var decoder: Int
    var encoder: Bool?
    var object_ = 0
}

/// A model of a type that is available from some release only: the generated extension says so
/// too, or the compiler refuses it on those platforms.
@JSONModel
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
struct Ledger: Equatable {
    var total: Int128
}

// MARK: - Goldens

/// The members `@JSONModel` writes for stored properties, and the properties it leaves out.
@Suite(.macros(jsonModelMacros, indentationWidth: .spaces(4)))
struct PropertyExpansionTests {
    @Test func plainStruct() {
        assertMacro {
            """
            @JSONModel
            struct PlainUser: Equatable {
                var id: Int
                var name: String
            }
            """
        } expansion: {
            """
            struct PlainUser: Equatable {
                var id: Int
                var name: String
            }

            extension PlainUser: JSONModelCodable {
                enum CodingKeys: String, CodingKey, CaseIterable, _JSONFieldKeys {
                    case id
                    case name

                    static func _jsonMatch(_ key: _JSONKeyBytes) -> UInt64 {
                        switch key.count {
                        case 2:
                            switch key.word(0) {
                            case 0x6469:  // "id"
                                return 0x8001
                            default: return 0
                            }
                        case 4:
                            switch key.word(0) {
                            case 0x656D616E:  // "name"
                                return 0x8002
                            default: return 0
                            }
                        default:
                            return 0
                        }
                    }

                    static func _jsonMatch(alike key: _JSONKeyBytes) -> UInt64 {
                        switch key.count {
                        case 2:
                            switch key.word(0) {
                            case 0x6469:  // "id"
                                return 0x1
                            default: return 0
                            }
                        case 4:
                            switch key.word(0) {
                            case 0x656D616E:  // "name"
                                return 0x2
                            default: return 0
                            }
                        default:
                            return 0
                        }
                    }
                }

                init(from decoder: any Decoder) throws {
                    self = try Self._fromJSONObject(JSONObjectSource(from: decoder))
                }

                static func _fromJSONObject(_ source: consuming JSONObjectSource) throws -> Self {
                    var object = JSONObjectReader(source, keyedBy: CodingKeys.self)
                    var id = object.unread({ (model: Self) in model.id })
                    var name = object.unread({ (model: Self) in model.name })
                    while let key = object.nextField() {
                        switch key {
                        case .id:
                            object._decode(&id, .id, .required)
                        case .name:
                            object._decode(&name, .name, .required)
                        }
                    }
                    guard object._has(&id), object._has(&name), object.succeeded else {
                        throw object.failure(requiring: [.id, .name])
                    }
                    return Self(id: object._unwrap(&id), name: object._unwrap(&name))
                }

                func encode(to encoder: any Encoder) throws {
                    var object = JSONObjectWriter(to: encoder, keyedBy: CodingKeys.self)
                    try object.encode(self.id, for: .key(.id))
                    try object.encode(self.name, for: .key(.name))
                }

                mutating func merge(from decoder: any Decoder) throws {
                    var object = try JSONObjectReader(from: decoder, keyedBy: CodingKeys.self)
                    var merged = self
                    object._update(&merged.id, for: .key(.id))
                    object._update(&merged.name, for: .key(.name))
                    try object.finish()
                    self = merged
                }
            }
            """
        }
    }

    @Test func plainStructRoundTrips() throws {
        let json = #"{"id": 7, "name": "Ada", "email": "ada@example.com"}"#
        let user = try PlainUser(json: json)
        #expect(user.id == 7)
        #expect(user.name == "Ada")
        #expect(try JSONDecoder().decode(PlainUser.self, from: Data(json.utf8)) == user)
        #expect(try user.jsonString() == #"{"id":7,"name":"Ada"}"#)
        #expect(try foundationJSON(user) == #"{"id":7,"name":"Ada"}"#)
        #expect(throws: DecodingError.self) { _ = try PlainUser(json: #"{"id": 7}"#) }
    }

    @Test func letVarOptionalAndDefaults() {
        assertMacro {
            """
            @JSONModel
            struct Listing: Equatable {
                let id: Int
                var title: String
                var subtitle: String?
                var isNew = true
                var price: Double = 9.5
                let currency = "EUR"
            }
            """
        } expansion: {
            """
            struct Listing: Equatable {
                let id: Int
                var title: String
                var subtitle: String?
                var isNew = true
                var price: Double = 9.5
                let currency = "EUR"
            }

            extension Listing: JSONModelCodable {
                enum CodingKeys: String, CodingKey, CaseIterable, _JSONFieldKeys {
                    case id
                    case title
                    case subtitle
                    case isNew
                    case price
                    case currency

                    static func _jsonMatch(_ key: _JSONKeyBytes) -> UInt64 {
                        switch key.count {
                        case 2:
                            switch key.word(0) {
                            case 0x6469:  // "id"
                                return 0x8001
                            default: return 0
                            }
                        case 5:
                            switch key.word(0) {
                            case 0x656C746974:  // "title"
                                return 0x8002
                            case 0x77654E7369:  // "isNew"
                                return 0x8004
                            case 0x6563697270:  // "price"
                                return 0x8005
                            default: return 0
                            }
                        case 6:
                            switch key.word(0) {
                            case 0x77656E5F7369:  // "is_new"
                                return 0x4
                            default: return 0
                            }
                        case 8:
                            switch key.word(0) {
                            case 0x656C746974627573:  // "subtitle"
                                return 0x8003
                            case 0x79636E6572727563:  // "currency"
                                return 0x8006
                            default: return 0
                            }
                        default:
                            return 0
                        }
                    }

                    static func _jsonMatch(alike key: _JSONKeyBytes) -> UInt64 {
                        switch key.count {
                        case 2:
                            switch key.word(0) {
                            case 0x6469:  // "id"
                                return 0x1
                            default: return 0
                            }
                        case 5:
                            switch key.word(0) {
                            case 0x656C746974:  // "title"
                                return 0x2
                            case 0x77656E7369:  // "isnew"
                                return 0x4
                            case 0x6563697270:  // "price"
                                return 0x5
                            default: return 0
                            }
                        case 8:
                            switch key.word(0) {
                            case 0x656C746974627573:  // "subtitle"
                                return 0x3
                            case 0x79636E6572727563:  // "currency"
                                return 0x6
                            default: return 0
                            }
                        default:
                            return 0
                        }
                    }
                }

                init(from decoder: any Decoder) throws {
                    try self.init(_jsonObject: JSONObjectSource(from: decoder))
                }

                init(_jsonObject source: consuming JSONObjectSource) throws {
                    var object = JSONObjectReader(source, keyedBy: CodingKeys.self)
                    var id = object.unread({ (model: Self) in model.id })
                    var title = object.unread({ (model: Self) in model.title })
                    var subtitle = object.unread(optional: { (model: Self) in model.subtitle })
                    var isNew = object.unread({ (model: Self) in model.isNew })
                    var price = object.unread({ (model: Self) in model.price })
                    while let key = object.nextField() {
                        switch key {
                        case .id:
                            object._decode(&id, .id, .required)
                        case .title:
                            object._decode(&title, .title, .required)
                        case .subtitle:
                            object._decode(&subtitle, .subtitle, .optional)
                        case .isNew:
                            object._decode(&isNew, .isNew, .optional)
                        case .price:
                            object._decode(&price, .price, .optional)
                        default:
                            break
                        }
                    }
                    guard object._has(&id), object._has(&title), object.succeeded else {
                        throw object.failure(requiring: [.id, .title])
                    }
                    self.id = object._unwrap(&id)
                    self.title = object._unwrap(&title)
                    self.subtitle = object._take(&subtitle)
                    self.isNew = object._take(&isNew) ?? true
                    self.price = object._take(&price) ?? 9.5
                }

                static func _fromJSONObject(_ source: consuming JSONObjectSource) throws -> Self {
                    try Self(_jsonObject: source)
                }

                func encode(to encoder: any Encoder) throws {
                    var object = JSONObjectWriter(to: encoder, keyedBy: CodingKeys.self)
                    try object.encode(self.id, for: .key(.id))
                    try object.encode(self.title, for: .key(.title))
                    try object.encodeIfPresent(self.subtitle, for: .key(.subtitle))
                    try object.encode(self.isNew, for: .key(.isNew))
                    try object.encode(self.price, for: .key(.price))
                    try object.encode(self.currency, for: .key(.currency))
                }

                mutating func merge(from decoder: any Decoder) throws {
                    var object = try JSONObjectReader(from: decoder, keyedBy: CodingKeys.self)
                    var merged = self
                    object._update(&merged.title, for: .key(.title))
                    object._update(&merged.subtitle, for: .key(.subtitle))
                    object._update(&merged.isNew, for: .key(.isNew))
                    object._update(&merged.price, for: .key(.price))
                    try object.finish()
                    self = merged
                }
            }
            """
        }
    }

    @Test func letVarOptionalAndDefaultsRoundTrip() throws {
        let json = #"{"id": 3, "title": "Lamp", "isNew": null, "price": 12.25, "currency": "USD"}"#
        let listing = try Listing(json: json)
        #expect(listing.id == 3)
        #expect(listing.title == "Lamp")
        #expect(listing.subtitle == nil)
        #expect(listing.isNew == true)
        #expect(listing.price == 12.25)
        // A `let` with a default keeps it, as in Codable.
        #expect(listing.currency == "EUR")
        #expect(try JSONDecoder().decode(Listing.self, from: Data(json.utf8)) == listing)
        #expect(try listing.jsonString() == #"{"id":3,"title":"Lamp","isNew":true,"price":12.25,"currency":"EUR"}"#)
        #expect(try foundationJSON(listing) == #"{"currency":"EUR","id":3,"isNew":true,"price":12.25,"title":"Lamp"}"#)

        var merged = listing
        try merged.merge(json: #"{"id": 9, "subtitle": "desk", "isNew": false}"#)
        #expect(merged.id == 3)
        #expect(merged.subtitle == "desk")
        #expect(merged.isNew == false)
        #expect(merged.price == 12.25)
    }

    @Test func computedStaticAndLazyPropertiesAreLeftOut() {
        assertMacro {
            #"""
            @JSONModel
            struct Rectangle {
                var width: Double
                var height: Double
                var area: Double { width * height }
                var aspectRatio: Double {
                    get { width / height }
                    set { width = height * newValue }
                }
                static let unit = "cm"
                lazy var label = "\(width) × \(height)"
            }
            """#
        } expansion: {
            #"""
            struct Rectangle {
                var width: Double
                var height: Double
                var area: Double { width * height }
                var aspectRatio: Double {
                    get { width / height }
                    set { width = height * newValue }
                }
                static let unit = "cm"
                lazy var label = "\(width) × \(height)"
            }

            extension Rectangle: JSONModelCodable {
                enum CodingKeys: String, CodingKey, CaseIterable, _JSONFieldKeys {
                    case width
                    case height

                    static func _jsonMatch(_ key: _JSONKeyBytes) -> UInt64 {
                        switch key.count {
                        case 5:
                            switch key.word(0) {
                            case 0x6874646977:  // "width"
                                return 0x8001
                            default: return 0
                            }
                        case 6:
                            switch key.word(0) {
                            case 0x746867696568:  // "height"
                                return 0x8002
                            default: return 0
                            }
                        default:
                            return 0
                        }
                    }

                    static func _jsonMatch(alike key: _JSONKeyBytes) -> UInt64 {
                        switch key.count {
                        case 5:
                            switch key.word(0) {
                            case 0x6874646977:  // "width"
                                return 0x1
                            default: return 0
                            }
                        case 6:
                            switch key.word(0) {
                            case 0x746867696568:  // "height"
                                return 0x2
                            default: return 0
                            }
                        default:
                            return 0
                        }
                    }
                }

                init(from decoder: any Decoder) throws {
                    try self.init(_jsonObject: JSONObjectSource(from: decoder))
                }

                init(_jsonObject source: consuming JSONObjectSource) throws {
                    var object = JSONObjectReader(source, keyedBy: CodingKeys.self)
                    var width = object.unread({ (model: Self) in model.width })
                    var height = object.unread({ (model: Self) in model.height })
                    while let key = object.nextField() {
                        switch key {
                        case .width:
                            object._decode(&width, .width, .required)
                        case .height:
                            object._decode(&height, .height, .required)
                        }
                    }
                    guard object._has(&width), object._has(&height), object.succeeded else {
                        throw object.failure(requiring: [.width, .height])
                    }
                    self.width = object._unwrap(&width)
                    self.height = object._unwrap(&height)
                }

                static func _fromJSONObject(_ source: consuming JSONObjectSource) throws -> Self {
                    try Self(_jsonObject: source)
                }

                func encode(to encoder: any Encoder) throws {
                    var object = JSONObjectWriter(to: encoder, keyedBy: CodingKeys.self)
                    try object.encode(self.width, for: .key(.width))
                    try object.encode(self.height, for: .key(.height))
                }

                mutating func merge(from decoder: any Decoder) throws {
                    var object = try JSONObjectReader(from: decoder, keyedBy: CodingKeys.self)
                    var merged = self
                    object._update(&merged.width, for: .key(.width))
                    object._update(&merged.height, for: .key(.height))
                    try object.finish()
                    self = merged
                }
            }
            """#
        }
    }

    @Test func computedStaticAndLazyPropertiesRoundTrip() throws {
        let json = #"{"width": 2, "height": 4, "area": 100, "aspectRatio": 9, "unit": "m", "label": "big"}"#
        var rectangle = try Rectangle(json: json)
        #expect(rectangle.width == 2)
        #expect(rectangle.height == 4)
        #expect(rectangle.area == 8)
        #expect(rectangle.aspectRatio == 0.5)
        #expect(rectangle.label == "2.0 × 4.0")
        var foundation = try JSONDecoder().decode(Rectangle.self, from: Data(json.utf8))
        #expect(foundation.width == 2 && foundation.height == 4 && foundation.label == "2.0 × 4.0")
        #expect(try rectangle.jsonString() == #"{"width":2,"height":4}"#)
        #expect(try foundationJSON(rectangle) == #"{"height":4,"width":2}"#)
    }

    @Test func ignoredProperties() {
        assertMacro {
            """
            @JSONModel
            struct Thumbnail: Equatable {
                var url: String
                @JSONIgnore var pixels: [UInt8]? = nil
                @JSONIgnore var loadCount = 0
            }
            """
        } expansion: {
            """
            struct Thumbnail: Equatable {
                var url: String
                var pixels: [UInt8]? = nil
                var loadCount = 0
            }

            extension Thumbnail: JSONModelCodable {
                enum CodingKeys: String, CodingKey, CaseIterable, _JSONFieldKeys {
                    case url

                    static func _jsonMatch(_ key: _JSONKeyBytes) -> UInt64 {
                        switch key.count {
                        case 3:
                            switch key.word(0) {
                            case 0x6C7275:  // "url"
                                return 0x8001
                            default: return 0
                            }
                        default:
                            return 0
                        }
                    }

                    static func _jsonMatch(alike key: _JSONKeyBytes) -> UInt64 {
                        switch key.count {
                        case 3:
                            switch key.word(0) {
                            case 0x6C7275:  // "url"
                                return 0x1
                            default: return 0
                            }
                        default:
                            return 0
                        }
                    }
                }

                init(from decoder: any Decoder) throws {
                    self = try Self._fromJSONObject(JSONObjectSource(from: decoder))
                }

                static func _fromJSONObject(_ source: consuming JSONObjectSource) throws -> Self {
                    var object = JSONObjectReader(source, keyedBy: CodingKeys.self)
                    var url = object.unread({ (model: Self) in model.url })
                    while let key = object.nextField() {
                        switch key {
                        case .url:
                            object._decode(&url, .url, .required)
                        }
                    }
                    guard object._has(&url), object.succeeded else {
                        throw object.failure(requiring: [.url])
                    }
                    return Self(url: object._unwrap(&url))
                }

                func encode(to encoder: any Encoder) throws {
                    var object = JSONObjectWriter(to: encoder, keyedBy: CodingKeys.self)
                    try object.encode(self.url, for: .key(.url))
                }

                mutating func merge(from decoder: any Decoder) throws {
                    var object = try JSONObjectReader(from: decoder, keyedBy: CodingKeys.self)
                    var merged = self
                    object._update(&merged.url, for: .key(.url))
                    try object.finish()
                    self = merged
                }
            }
            """
        }
    }

    @Test func ignoredPropertiesRoundTrip() throws {
        let json = #"{"url": "a.png", "pixels": [1, 2], "loadCount": 5}"#
        var thumbnail = try Thumbnail(json: json)
        #expect(thumbnail == Thumbnail(url: "a.png", pixels: nil, loadCount: 0))
        #expect(try JSONDecoder().decode(Thumbnail.self, from: Data(json.utf8)) == thumbnail)
        thumbnail.pixels = [9]
        thumbnail.loadCount = 2
        #expect(try thumbnail.jsonString() == #"{"url":"a.png"}"#)
        #expect(try foundationJSON(thumbnail) == #"{"url":"a.png"}"#)
        try thumbnail.merge(json: json)
        #expect(thumbnail == Thumbnail(url: "a.png", pixels: [9], loadCount: 2))
    }

    @Test func publicModelGetsPublicMembers() {
        assertMacro {
            """
            @JSONModel
            public struct PublicProfile: Equatable {
                public var handle: String
                public var followers: Int
            }
            """
        } expansion: {
            """
            public struct PublicProfile: Equatable {
                public var handle: String
                public var followers: Int
            }

            extension PublicProfile: JSONModelCodable {
                public enum CodingKeys: String, CodingKey, CaseIterable, _JSONFieldKeys {
                    case handle
                    case followers

                    public static func _jsonMatch(_ key: _JSONKeyBytes) -> UInt64 {
                        switch key.count {
                        case 6:
                            switch key.word(0) {
                            case 0x656C646E6168:  // "handle"
                                return 0x8001
                            default: return 0
                            }
                        case 9:
                            switch (key.word(0), key.word(8)) {
                            case (0x7265776F6C6C6F66, 0x73):  // "followers"
                                return 0x8002
                            default: return 0
                            }
                        default:
                            return 0
                        }
                    }

                    public static func _jsonMatch(alike key: _JSONKeyBytes) -> UInt64 {
                        switch key.count {
                        case 6:
                            switch key.word(0) {
                            case 0x656C646E6168:  // "handle"
                                return 0x1
                            default: return 0
                            }
                        case 9:
                            switch (key.word(0), key.word(8)) {
                            case (0x7265776F6C6C6F66, 0x73):  // "followers"
                                return 0x2
                            default: return 0
                            }
                        default:
                            return 0
                        }
                    }
                }

                public init(from decoder: any Decoder) throws {
                    self = try Self._fromJSONObject(JSONObjectSource(from: decoder))
                }

                public static func _fromJSONObject(_ source: consuming JSONObjectSource) throws -> Self {
                    var object = JSONObjectReader(source, keyedBy: CodingKeys.self)
                    var handle = object.unread({ (model: Self) in model.handle })
                    var followers = object.unread({ (model: Self) in model.followers })
                    while let key = object.nextField() {
                        switch key {
                        case .handle:
                            object._decode(&handle, .handle, .required)
                        case .followers:
                            object._decode(&followers, .followers, .required)
                        }
                    }
                    guard object._has(&handle), object._has(&followers), object.succeeded else {
                        throw object.failure(requiring: [.handle, .followers])
                    }
                    return Self(handle: object._unwrap(&handle), followers: object._unwrap(&followers))
                }

                public func encode(to encoder: any Encoder) throws {
                    var object = JSONObjectWriter(to: encoder, keyedBy: CodingKeys.self)
                    try object.encode(self.handle, for: .key(.handle))
                    try object.encode(self.followers, for: .key(.followers))
                }

                public mutating func merge(from decoder: any Decoder) throws {
                    var object = try JSONObjectReader(from: decoder, keyedBy: CodingKeys.self)
                    var merged = self
                    object._update(&merged.handle, for: .key(.handle))
                    object._update(&merged.followers, for: .key(.followers))
                    try object.finish()
                    self = merged
                }
            }
            """
        }
    }

    @Test func packageModelGetsPackageMembers() {
        assertMacro {
            """
            @JSONModel
            package struct PackageProfile: Equatable {
                package var handle: String
                var isStaff: Bool?
            }
            """
        } expansion: {
            """
            package struct PackageProfile: Equatable {
                package var handle: String
                var isStaff: Bool?
            }

            extension PackageProfile: JSONModelCodable {
                package enum CodingKeys: String, CodingKey, CaseIterable, _JSONFieldKeys {
                    case handle
                    case isStaff

                    package static func _jsonMatch(_ key: _JSONKeyBytes) -> UInt64 {
                        switch key.count {
                        case 6:
                            switch key.word(0) {
                            case 0x656C646E6168:  // "handle"
                                return 0x8001
                            default: return 0
                            }
                        case 7:
                            switch key.word(0) {
                            case 0x66666174537369:  // "isStaff"
                                return 0x8002
                            default: return 0
                            }
                        case 8:
                            switch key.word(0) {
                            case 0x66666174735F7369:  // "is_staff"
                                return 0x2
                            default: return 0
                            }
                        default:
                            return 0
                        }
                    }

                    package static func _jsonMatch(alike key: _JSONKeyBytes) -> UInt64 {
                        switch key.count {
                        case 6:
                            switch key.word(0) {
                            case 0x656C646E6168:  // "handle"
                                return 0x1
                            default: return 0
                            }
                        case 7:
                            switch key.word(0) {
                            case 0x66666174737369:  // "isstaff"
                                return 0x2
                            default: return 0
                            }
                        default:
                            return 0
                        }
                    }
                }

                package init(from decoder: any Decoder) throws {
                    self = try Self._fromJSONObject(JSONObjectSource(from: decoder))
                }

                package static func _fromJSONObject(_ source: consuming JSONObjectSource) throws -> Self {
                    var object = JSONObjectReader(source, keyedBy: CodingKeys.self)
                    var handle = object.unread({ (model: Self) in model.handle })
                    var isStaff = object.unread(optional: { (model: Self) in model.isStaff })
                    while let key = object.nextField() {
                        switch key {
                        case .handle:
                            object._decode(&handle, .handle, .required)
                        case .isStaff:
                            object._decode(&isStaff, .isStaff, .optional)
                        }
                    }
                    guard object._has(&handle), object.succeeded else {
                        throw object.failure(requiring: [.handle])
                    }
                    return Self(handle: object._unwrap(&handle), isStaff: object._take(&isStaff))
                }

                package func encode(to encoder: any Encoder) throws {
                    var object = JSONObjectWriter(to: encoder, keyedBy: CodingKeys.self)
                    try object.encode(self.handle, for: .key(.handle))
                    try object.encodeIfPresent(self.isStaff, for: .key(.isStaff))
                }

                package mutating func merge(from decoder: any Decoder) throws {
                    var object = try JSONObjectReader(from: decoder, keyedBy: CodingKeys.self)
                    var merged = self
                    object._update(&merged.handle, for: .key(.handle))
                    object._update(&merged.isStaff, for: .key(.isStaff))
                    try object.finish()
                    self = merged
                }
            }
            """
        }
    }

    @Test func accessLevelsRoundTrip() throws {
        let json = #"{"handle": "ada", "followers": 1815, "isStaff": true}"#
        let profile = try PublicProfile(json: json)
        #expect(profile == PublicProfile(handle: "ada", followers: 1815))
        #expect(try JSONDecoder().decode(PublicProfile.self, from: Data(json.utf8)) == profile)
        #expect(try profile.jsonString() == #"{"handle":"ada","followers":1815}"#)
        let staff = try PackageProfile(json: json)
        #expect(staff == PackageProfile(handle: "ada", isStaff: true))
        #expect(try JSONDecoder().decode(PackageProfile.self, from: Data(json.utf8)) == staff)
        #expect(try staff.jsonString() == #"{"handle":"ada","isStaff":true}"#)
    }

    /// Properties named as the generated code's own variables and parameters: their locals get
    /// another name, and `encode(to:)` reads them through `self`.
    @Test func propertiesNamedAsTheGeneratedCodesOwnNames() {
        assertMacro {
            """
            @JSONModel
            struct Request: Equatable {
                var object: String
                var decoder: Int
                var encoder: Bool?
                var object_ = 0
            }
            """
        } expansion: {
            """
            struct Request: Equatable {
                var object: String
                var decoder: Int
                var encoder: Bool?
                var object_ = 0
            }

            extension Request: JSONModelCodable {
                enum CodingKeys: String, CodingKey, CaseIterable, _JSONFieldKeys {
                    case object
                    case decoder
                    case encoder
                    case object_

                    static func _jsonMatch(_ key: _JSONKeyBytes) -> UInt64 {
                        switch key.count {
                        case 6:
                            switch key.word(0) {
                            case 0x7463656A626F:  // "object"
                                return 0x48001
                            default: return 0
                            }
                        case 7:
                            switch key.word(0) {
                            case 0x7265646F636564:  // "decoder"
                                return 0x8002
                            case 0x7265646F636E65:  // "encoder"
                                return 0x8003
                            case 0x5F7463656A626F:  // "object_"
                                return 0x80040001
                            default: return 0
                            }
                        default:
                            return 0
                        }
                    }

                    static func _jsonMatch(alike key: _JSONKeyBytes) -> UInt64 {
                        switch key.count {
                        case 6:
                            switch key.word(0) {
                            case 0x7463656A626F:  // "object"
                                return 0x40001
                            default: return 0
                            }
                        case 7:
                            switch key.word(0) {
                            case 0x7265646F636564:  // "decoder"
                                return 0x2
                            case 0x7265646F636E65:  // "encoder"
                                return 0x3
                            default: return 0
                            }
                        default:
                            return 0
                        }
                    }
                }

                init(from decoder: any Decoder) throws {
                    self = try Self._fromJSONObject(JSONObjectSource(from: decoder))
                }

                static func _fromJSONObject(_ source: consuming JSONObjectSource) throws -> Self {
                    var object = JSONObjectReader(source, keyedBy: CodingKeys.self)
                    var object__ = object.unread({ (model: Self) in model.object })
                    var decoder_ = object.unread({ (model: Self) in model.decoder })
                    var encoder_ = object.unread(optional: { (model: Self) in model.encoder })
                    var object_ = object.unread({ (model: Self) in model.object_ })
                    while let key = object.nextField() {
                        switch key {
                        case .object:
                            object._decode(&object__, .object, .required)
                        case .decoder:
                            object._decode(&decoder_, .decoder, .required)
                        case .encoder:
                            object._decode(&encoder_, .encoder, .optional)
                        case .object_:
                            object._decode(&object_, .object_, .optional)
                        }
                    }
                    guard object._has(&object__), object._has(&decoder_), object.succeeded else {
                        throw object.failure(requiring: [.object, .decoder])
                    }
                    return Self(object: object._unwrap(&object__), decoder: object._unwrap(&decoder_), encoder: object._take(&encoder_), object_: object._take(&object_) ?? 0)
                }

                func encode(to encoder: any Encoder) throws {
                    var object = JSONObjectWriter(to: encoder, keyedBy: CodingKeys.self)
                    try object.encode(self.object, for: .key(.object))
                    try object.encode(self.decoder, for: .key(.decoder))
                    try object.encodeIfPresent(self.encoder, for: .key(.encoder))
                    try object.encode(self.object_, for: .key(.object_))
                }

                mutating func merge(from decoder: any Decoder) throws {
                    var object = try JSONObjectReader(from: decoder, keyedBy: CodingKeys.self)
                    var merged = self
                    object._update(&merged.object, for: .key(.object))
                    object._update(&merged.decoder, for: .key(.decoder))
                    object._update(&merged.encoder, for: .key(.encoder))
                    object._update(&merged.object_, for: .key(.object_))
                    try object.finish()
                    self = merged
                }
            }
            """
        }
    }

    @Test func propertiesNamedAsTheGeneratedCodesOwnNamesRoundTrip() throws {
        let json = #"{"object": "o", "decoder": 1, "encoder": true, "object_": 2}"#
        let request = try Request(json: json)
        #expect(request == Request(object: "o", decoder: 1, encoder: true, object_: 2))
        #expect(try JSONDecoder().decode(Request.self, from: Data(json.utf8)) == request)
        #expect(try request.jsonString() == #"{"object":"o","decoder":1,"encoder":true,"object_":2}"#)
    }
}

/// `value` as Foundation's `JSONEncoder` writes it, keys sorted, slashes not escaped.
func foundationJSON(_ value: some Encodable) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(value), as: UTF8.self)
}

/// The extension `@JSONModel` writes carries the type's availability.
@Suite(.macros(jsonModelMacros, indentationWidth: .spaces(4)))
struct AvailabilityExpansionTests {
    @Test func theExtensionHasTheTypesAvailability() {
        assertMacro {
            """
            @JSONModel
            @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
            struct Ledger: Equatable {
                var total: Int128
            }
            """
        } expansion: {
            """
            @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
            struct Ledger: Equatable {
                var total: Int128
            }

            @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
            extension Ledger: JSONModelCodable {
                enum CodingKeys: String, CodingKey, CaseIterable, _JSONFieldKeys {
                    case total

                    static func _jsonMatch(_ key: _JSONKeyBytes) -> UInt64 {
                        switch key.count {
                        case 5:
                            switch key.word(0) {
                            case 0x6C61746F74:  // "total"
                                return 0x8001
                            default: return 0
                            }
                        default:
                            return 0
                        }
                    }

                    static func _jsonMatch(alike key: _JSONKeyBytes) -> UInt64 {
                        switch key.count {
                        case 5:
                            switch key.word(0) {
                            case 0x6C61746F74:  // "total"
                                return 0x1
                            default: return 0
                            }
                        default:
                            return 0
                        }
                    }
                }

                init(from decoder: any Decoder) throws {
                    try self.init(_jsonObject: JSONObjectSource(from: decoder))
                }

                init(_jsonObject source: consuming JSONObjectSource) throws {
                    var object = JSONObjectReader(source, keyedBy: CodingKeys.self)
                    var total = object.unread({ (model: Self) in model.total })
                    while let key = object.nextField() {
                        switch key {
                        case .total:
                            object._decode(&total, .total, .required)
                        }
                    }
                    guard object._has(&total), object.succeeded else {
                        throw object.failure(requiring: [.total])
                    }
                    self.total = object._unwrap(&total)
                }

                static func _fromJSONObject(_ source: consuming JSONObjectSource) throws -> Self {
                    try Self(_jsonObject: source)
                }

                func encode(to encoder: any Encoder) throws {
                    var object = JSONObjectWriter(to: encoder, keyedBy: CodingKeys.self)
                    try object.encode(self.total, for: .key(.total))
                }

                mutating func merge(from decoder: any Decoder) throws {
                    var object = try JSONObjectReader(from: decoder, keyedBy: CodingKeys.self)
                    var merged = self
                    object._update(&merged.total, for: .key(.total))
                    try object.finish()
                    self = merged
                }
            }
            """
        }
    }

    @Test func aLedgerRoundTrips() throws {
        if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
            let ledger = try Ledger(json: #"{"total": 170141183460469231731687303715884105727}"#)
            #expect(ledger.total == Int128.max)
            #expect(try ledger.jsonString() == #"{"total":170141183460469231731687303715884105727}"#)
        }
    }
}


// MARK: - Code the compiler warns about

/// The expansion of `source`, as the compiler sees it.
func expanded(_ source: String) -> String {
    let file = Parser.parse(source: source)
    let context = BasicMacroExpansionContext(
        sourceFiles: [file: .init(moduleName: "TestModule", fullFilePath: "Test.swift")])
    return file.expand(
        macroSpecs: jsonModelMacros,
        contextGenerator: { BasicMacroExpansionContext(sharingWith: context, lexicalContext: $0.allMacroLexicalContexts()) },
        indentationWidth: .spaces(4)
    ).description
}

@Suite struct WarningFreeExpansionTests {
    /// A model without stored properties writes `{}` without a writer left unused (the compiler
    /// warns about `var object` never used).
    @Test func aModelWithoutPropertiesOpensItsObjectWithoutAnUnusedWriter() {
        let code = expanded("@JSONModel\nstruct Empty {}")
        #expect(code.contains("_ = JSONObjectWriter(to: encoder, keyedBy: CodingKeys.self)"))
        #expect(!code.contains("var object = JSONObjectWriter"))
    }

    /// A property named by a keyword is escaped where it is named, but not as an argument label
    /// (the compiler warns about a keyword escaped in an argument list).
    @Test func aKeywordPropertyIsNotEscapedAsAnArgumentLabel() {
        let code = expanded("@JSONModel\nstruct Flags {\n    var `default`: Bool\n}")
        #expect(code.contains("return Self(default: object._unwrap(&`default`))"), "\(code)")
        #expect(code.contains("case `default`"))
    }
}

/// Properties named by keywords, in the places the generated code names them.
@Suite struct KeywordExpansionTests {
    /// A property named `self` is the property, never the value: encoded as `self.`self``, read
    /// into a local that does not hide `self`; a property named `Self` makes the generated code
    /// name the type by its name; `await` is escaped where it stands as an expression, not after a dot.
    @Test func keywordPropertiesAreReachedThroughSelf() {
        let code = expanded("@JSONModel\nstruct Keywords {\n    var `self`: Int?\n    var `Self`: Int\n    var `await`: Bool\n}")
        #expect(code.contains("try object.encodeIfPresent(self.`self`, for: .key(.`self`))"), "\(code)")
        #expect(code.contains("try object.encode(self.await, for: .key(.await))"), "\(code)")
        #expect(code.contains("var self_ = object.unread(optional: { (model: Self) in"), "\(code)")
        #expect(code.contains("var Self_ = object.unread({ (model: Self) in"), "\(code)")
        #expect(code.contains("var `await` = object.unread("), "\(code)")
        #expect(code.contains("return Keywords(self: object._take(&self_), Self: object._unwrap(&Self_), await: object._unwrap(&`await`))"), "\(code)")
        #expect(code.contains("self = try Keywords._fromJSONObject(JSONObjectSource(from: decoder))"), "\(code)")
        #expect(code.contains("merged.`self`"), "\(code)")
        #expect(!code.contains("var `self` =") && !code.contains("var `Self` ="), "\(code)")
    }
}
