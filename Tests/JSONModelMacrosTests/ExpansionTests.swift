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

                static let _jsonFields: JSONFieldTable = [
                    .init("id"),
                    .init("name"),
                ]

                static func _jsonDecode(_ object: inout JSONFieldValue) throws -> Self {
                    var id: Optional<Int> = nil
                    var name: Optional<String> = nil
                    try _jsonFields.decode(&object) { field, value in
                        switch field {
                        case 0: value.read(&id)
                        case 1: value.read(&name)
                        default: break
                        }
                    }
                    return Self(id: JSONFieldValue.take(required: &id), name: JSONFieldValue.take(required: &name))
                }
            }

            extension PlainUser: JSONModelCodable {
                init(from decoder: any Decoder) throws {
                    self = try JSONFieldValue.reading(decoder) { try Self._jsonDecode(&$0) }
                }

                func encode(to encoder: any Encoder) throws {
                    let fields = Self._jsonFields
                    var object = JSONObjectWriter(to: encoder, keyedBy: JSONFieldKey.self)
                    try object.encode(self.id, for: fields[0])
                    try object.encode(self.name, for: fields[1])
                }

                mutating func merge(from decoder: any Decoder) throws {
                    var merged = self
                    try JSONFieldValue.reading(decoder) { object in
                        try Self._jsonFields.merge(&object) { field, value in
                            switch field {
                            case 0: value.update(&merged.id)
                            case 1: value.update(&merged.name)
                            default: break
                            }
                        }
                    }
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

                static let _jsonFields: JSONFieldTable = [
                    .init("id"),
                    .init("title"),
                    .init("subtitle", .optional),
                    .init("isNew", alike: "isnew", .optional),
                    .init("price", .optional),
                    .init("currency", .optional),
                ]

                init(from decoder: any Decoder) throws {
                    var id: Optional<Int> = nil
                    var title: Optional<String> = nil
                    var subtitle: Optional<String> = nil
                    var isNew: Optional<Bool> = nil
                    var price: Optional<Double> = nil
                    try JSONFieldValue.reading(decoder) { object in
                        try Self._jsonFields.decode(&object) { field, value in
                            switch field {
                            case 0: value.read(&id)
                            case 1: value.read(&title)
                            case 2: value.read(&subtitle)
                            case 3: value.read(&isNew)
                            case 4: value.read(&price)
                            default: break
                            }
                        }
                    }
                    self.id = JSONFieldValue.take(required: &id)
                    self.title = JSONFieldValue.take(required: &title)
                    self.subtitle = JSONFieldValue.take(&subtitle)
                    self.isNew = JSONFieldValue.take(&isNew) ?? true
                    self.price = JSONFieldValue.take(&price) ?? 9.5
                }
            }

            extension Listing: JSONModelCodable {
                func encode(to encoder: any Encoder) throws {
                    let fields = Self._jsonFields
                    var object = JSONObjectWriter(to: encoder, keyedBy: JSONFieldKey.self)
                    try object.encode(self.id, for: fields[0])
                    try object.encode(self.title, for: fields[1])
                    try object.encodeIfPresent(self.subtitle, for: fields[2])
                    try object.encode(self.isNew, for: fields[3])
                    try object.encode(self.price, for: fields[4])
                    try object.encode(self.currency, for: fields[5])
                }

                mutating func merge(from decoder: any Decoder) throws {
                    var merged = self
                    try JSONFieldValue.reading(decoder) { object in
                        try Self._jsonFields.merge(&object) { field, value in
                            switch field {
                            case 1: value.update(&merged.title)
                            case 2: value.update(&merged.subtitle)
                            case 3: value.update(&merged.isNew)
                            case 4: value.update(&merged.price)
                            default: break
                            }
                        }
                    }
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

                static let _jsonFields: JSONFieldTable = [
                    .init("width"),
                    .init("height"),
                ]

                init(from decoder: any Decoder) throws {
                    var width: Optional<Double> = nil
                    var height: Optional<Double> = nil
                    try JSONFieldValue.reading(decoder) { object in
                        try Self._jsonFields.decode(&object) { field, value in
                            switch field {
                            case 0: value.read(&width)
                            case 1: value.read(&height)
                            default: break
                            }
                        }
                    }
                    self.width = JSONFieldValue.take(required: &width)
                    self.height = JSONFieldValue.take(required: &height)
                }
            }

            extension Rectangle: JSONModelCodable {
                func encode(to encoder: any Encoder) throws {
                    let fields = Self._jsonFields
                    var object = JSONObjectWriter(to: encoder, keyedBy: JSONFieldKey.self)
                    try object.encode(self.width, for: fields[0])
                    try object.encode(self.height, for: fields[1])
                }

                mutating func merge(from decoder: any Decoder) throws {
                    var merged = self
                    try JSONFieldValue.reading(decoder) { object in
                        try Self._jsonFields.merge(&object) { field, value in
                            switch field {
                            case 0: value.update(&merged.width)
                            case 1: value.update(&merged.height)
                            default: break
                            }
                        }
                    }
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

                static let _jsonFields: JSONFieldTable = [
                    .init("url"),
                ]

                static func _jsonDecode(_ object: inout JSONFieldValue) throws -> Self {
                    var url: Optional<String> = nil
                    try _jsonFields.decode(&object) { field, value in
                        switch field {
                        case 0: value.read(&url)
                        default: break
                        }
                    }
                    return Self(url: JSONFieldValue.take(required: &url))
                }
            }

            extension Thumbnail: JSONModelCodable {
                init(from decoder: any Decoder) throws {
                    self = try JSONFieldValue.reading(decoder) { try Self._jsonDecode(&$0) }
                }

                func encode(to encoder: any Encoder) throws {
                    let fields = Self._jsonFields
                    var object = JSONObjectWriter(to: encoder, keyedBy: JSONFieldKey.self)
                    try object.encode(self.url, for: fields[0])
                }

                mutating func merge(from decoder: any Decoder) throws {
                    var merged = self
                    try JSONFieldValue.reading(decoder) { object in
                        try Self._jsonFields.merge(&object) { field, value in
                            switch field {
                            case 0: value.update(&merged.url)
                            default: break
                            }
                        }
                    }
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

                static let _jsonFields: JSONFieldTable = [
                    .init("handle"),
                    .init("followers"),
                ]

                public static func _jsonDecode(_ object: inout JSONFieldValue) throws -> Self {
                    var handle: Optional<String> = nil
                    var followers: Optional<Int> = nil
                    try _jsonFields.decode(&object) { field, value in
                        switch field {
                        case 0: value.read(&handle)
                        case 1: value.read(&followers)
                        default: break
                        }
                    }
                    return Self(handle: JSONFieldValue.take(required: &handle), followers: JSONFieldValue.take(required: &followers))
                }
            }

            extension PublicProfile: JSONModelCodable {
                public init(from decoder: any Decoder) throws {
                    self = try JSONFieldValue.reading(decoder) { try Self._jsonDecode(&$0) }
                }

                public func encode(to encoder: any Encoder) throws {
                    let fields = Self._jsonFields
                    var object = JSONObjectWriter(to: encoder, keyedBy: JSONFieldKey.self)
                    try object.encode(self.handle, for: fields[0])
                    try object.encode(self.followers, for: fields[1])
                }

                public mutating func merge(from decoder: any Decoder) throws {
                    var merged = self
                    try JSONFieldValue.reading(decoder) { object in
                        try Self._jsonFields.merge(&object) { field, value in
                            switch field {
                            case 0: value.update(&merged.handle)
                            case 1: value.update(&merged.followers)
                            default: break
                            }
                        }
                    }
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

                static let _jsonFields: JSONFieldTable = [
                    .init("handle"),
                    .init("isStaff", alike: "isstaff", .optional),
                ]

                package static func _jsonDecode(_ object: inout JSONFieldValue) throws -> Self {
                    var handle: Optional<String> = nil
                    var isStaff: Optional<Bool> = nil
                    try _jsonFields.decode(&object) { field, value in
                        switch field {
                        case 0: value.read(&handle)
                        case 1: value.read(&isStaff)
                        default: break
                        }
                    }
                    return Self(handle: JSONFieldValue.take(required: &handle), isStaff: JSONFieldValue.take(&isStaff))
                }
            }

            extension PackageProfile: JSONModelCodable {
                package init(from decoder: any Decoder) throws {
                    self = try JSONFieldValue.reading(decoder) { try Self._jsonDecode(&$0) }
                }

                package func encode(to encoder: any Encoder) throws {
                    let fields = Self._jsonFields
                    var object = JSONObjectWriter(to: encoder, keyedBy: JSONFieldKey.self)
                    try object.encode(self.handle, for: fields[0])
                    try object.encodeIfPresent(self.isStaff, for: fields[1])
                }

                package mutating func merge(from decoder: any Decoder) throws {
                    var merged = self
                    try JSONFieldValue.reading(decoder) { object in
                        try Self._jsonFields.merge(&object) { field, value in
                            switch field {
                            case 0: value.update(&merged.handle)
                            case 1: value.update(&merged.isStaff)
                            default: break
                            }
                        }
                    }
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

                static let _jsonFields: JSONFieldTable = [
                    .init("object"),
                    .init("decoder"),
                    .init("encoder", .optional),
                    .init("object_", alike: "object", .optional),
                ]

                static func _jsonDecode(_ object: inout JSONFieldValue) throws -> Self {
                    var object__: Optional<String> = nil
                    var decoder_: Optional<Int> = nil
                    var encoder_: Optional<Bool> = nil
                    var object_: Optional<Int> = nil
                    try _jsonFields.decode(&object) { field, value in
                        switch field {
                        case 0: value.read(&object__)
                        case 1: value.read(&decoder_)
                        case 2: value.read(&encoder_)
                        case 3: value.read(&object_)
                        default: break
                        }
                    }
                    return Self(object: JSONFieldValue.take(required: &object__), decoder: JSONFieldValue.take(required: &decoder_), encoder: JSONFieldValue.take(&encoder_), object_: JSONFieldValue.take(&object_) ?? 0)
                }
            }

            extension Request: JSONModelCodable {
                init(from decoder: any Decoder) throws {
                    self = try JSONFieldValue.reading(decoder) { try Self._jsonDecode(&$0) }
                }

                func encode(to encoder: any Encoder) throws {
                    let fields = Self._jsonFields
                    var object = JSONObjectWriter(to: encoder, keyedBy: JSONFieldKey.self)
                    try object.encode(self.object, for: fields[0])
                    try object.encode(self.decoder, for: fields[1])
                    try object.encodeIfPresent(self.encoder, for: fields[2])
                    try object.encode(self.object_, for: fields[3])
                }

                mutating func merge(from decoder: any Decoder) throws {
                    var merged = self
                    try JSONFieldValue.reading(decoder) { object in
                        try Self._jsonFields.merge(&object) { field, value in
                            switch field {
                            case 0: value.update(&merged.object)
                            case 1: value.update(&merged.decoder)
                            case 2: value.update(&merged.encoder)
                            case 3: value.update(&merged.object_)
                            default: break
                            }
                        }
                    }
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

                static let _jsonFields: JSONFieldTable = [
                    .init("total"),
                ]

                init(from decoder: any Decoder) throws {
                    var total: Optional<Int128> = nil
                    try JSONFieldValue.reading(decoder) { object in
                        try Self._jsonFields.decode(&object) { field, value in
                            switch field {
                            case 0: value.read(&total)
                            default: break
                            }
                        }
                    }
                    self.total = JSONFieldValue.take(required: &total)
                }
            }

            @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
            extension Ledger: JSONModelCodable {
                func encode(to encoder: any Encoder) throws {
                    let fields = Self._jsonFields
                    var object = JSONObjectWriter(to: encoder, keyedBy: JSONFieldKey.self)
                    try object.encode(self.total, for: fields[0])
                }

                mutating func merge(from decoder: any Decoder) throws {
                    var merged = self
                    try JSONFieldValue.reading(decoder) { object in
                        try Self._jsonFields.merge(&object) { field, value in
                            switch field {
                            case 0: value.update(&merged.total)
                            default: break
                            }
                        }
                    }
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
        #expect(code.contains("_ = JSONObjectWriter(to: encoder, keyedBy: JSONFieldKey.self)"))
        #expect(!code.contains("var object = JSONObjectWriter"))
    }

    /// A property named by a keyword is escaped where it is named, but not as an argument label
    /// (the compiler warns about a keyword escaped in an argument list).
    @Test func aKeywordPropertyIsNotEscapedAsAnArgumentLabel() {
        let code = expanded("@JSONModel\nstruct Flags {\n    var `default`: Bool\n}")
        #expect(code.contains("return Self(default: JSONFieldValue.take(required: &`default`))"), "\(code)")
        #expect(code.contains(".init(\"default\")"))
    }
}

/// Properties named by keywords, in the places the generated code names them.
@Suite struct KeywordExpansionTests {
    /// A property named `self` is the property, never the value: encoded as `self.`self``, read
    /// into a local that does not hide `self`; a property named `Self` makes the generated code
    /// name the type by its name; `await` is escaped where it stands as an expression, not after a dot.
    @Test func keywordPropertiesAreReachedThroughSelf() {
        let code = expanded("@JSONModel\nstruct Keywords {\n    var `self`: Int?\n    var `Self`: Int\n    var `await`: Bool\n}")
        #expect(code.contains("try object.encodeIfPresent(self.`self`, for: fields[0])"), "\(code)")
        #expect(code.contains("try object.encode(self.await, for: fields[2])"), "\(code)")
        #expect(code.contains("var self_: Optional<Int> = nil"), "\(code)")
        #expect(code.contains("var Self_: Optional<Int> = nil"), "\(code)")
        #expect(code.contains("var `await`: Optional<Bool> = nil"), "\(code)")
        #expect(
            code.contains(
                "return Keywords(self: JSONFieldValue.take(&self_), Self: JSONFieldValue.take(required: &Self_), await: JSONFieldValue.take(required: &`await`))"),
            "\(code)")
        #expect(code.contains("self = try JSONFieldValue.reading(decoder) { try Keywords._jsonDecode(&$0) }"), "\(code)")
        #expect(code.contains("let fields = Keywords._jsonFields"), "\(code)")
        #expect(code.contains("merged.`self`"), "\(code)")
        #expect(!code.contains("var `self` =") && !code.contains("var `Self` ="), "\(code)")
    }
}
