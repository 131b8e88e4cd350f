// Expansion goldens of @JSONModel on enums, each next to a real enum with the same declaration
// that decodes and encodes real JSON: raw values, case names, and the four tagged shapes.
//
// To re-record them after changing the generated code (see ExpansionTests.swift):
//
//     touch Tests/JSONModelMacrosTests/*.swift
//     SNAPSHOT_TESTING_RECORD=failed swift test --filter JSONModelMacrosTests

import Foundation
import JSONModel
import MacroTesting
import Testing

// MARK: - Real types, with the same declarations as the goldens below

@JSONModel
struct Box: Equatable {
    var width: Double
    var height: Double
}

@JSONModel
enum OrderStatus: String {
    case placed
    case inTransit = "in_transit"
    case delivered
    @JSONUnknown case other
}

extension OrderStatus: Equatable {}

@JSONModel
enum Level: Int {
    case low = 1
    case medium
    case high
}

extension Level: Equatable {}

@JSONModel(keys: .snakeCase)
enum Genre {
    case sciFi
    @JSONTag("non-fiction", "nonfiction") case nonFiction
    @JSONUnknown case unknown(String)
}

extension Genre: Equatable {}

@JSONModel(tagging: .internal(key: "type"))
enum Shape {
    case circle(radius: Double, label: String?)
    @JSONTag("rect", "rectangle") case rectangle(Box)
    case dot
    @JSONUnknown case unknown(JSONValue)
}

extension Shape: Equatable {}

@JSONModel(tagging: .adjacent(key: "event", content: "data"))
enum Event {
    case login(user: String, attempts: Int = 1)
    case upload(Box)
    case logout
    @JSONUnknown case other(String)
}

extension Event: Equatable {}

@JSONModel
enum Action {
    case jump(height: Double)
    case carry(Box)
    case wait
}

extension Action: Equatable {}

@JSONModel(tagging: .untagged)
enum Size {
    case fixed(Double)
    case auto
    case range(min: Double, max: Double)
    @JSONUnknown case unknown(JSONValue)
}

extension Size: Equatable {}

// MARK: - Goldens

/// What `@JSONModel` writes for each form of enum, and the real enums decoding and encoding.
@Suite(.macros(jsonModelMacros, indentationWidth: .spaces(4)))
struct EnumExpansionTests {
    @Test func rawStringValuesWithAFallback() throws {
        let statuses = try [OrderStatus](json: #"["placed", "in_transit", "lost"]"#)
        #expect(statuses == [.placed, .inTransit, .other])
        #expect(try JSONModelEncoder().encodeToString(statuses) == #"["placed","in_transit","other"]"#)
        assertMacro {
            """
            @JSONModel
            enum OrderStatus: String {
                case placed
                case inTransit = "in_transit"
                case delivered
                @JSONUnknown case other
            }
            """
        } expansion: {
            """
            enum OrderStatus: String {
                case placed
                case inTransit = "in_transit"
                case delivered
                case other

                init(from decoder: any Decoder) throws {
                    let value = try decoder.singleValueContainer().decode(String.self)
                    if let known = Self(rawValue: value) {
                        self = known
                    } else {
                        JSONEnumCoding.reportUnknownValue(value, of: Self.self, decodedAs: "other", in: decoder)
                        self = .other
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

            extension OrderStatus: JSONModelCodable {}
            """
        }
    }

    @Test func intRawValuesWithoutAFallback() throws {
        #expect(try [Level](json: "[1, 3]") == [.low, .high])
        #expect(throws: DecodingError.self) { try Level(json: "4") }
        assertMacro {
            """
            @JSONModel
            enum Level: Int {
                case low = 1
                case medium
                case high
            }
            """
        } expansion: {
            """
            enum Level: Int {
                case low = 1
                case medium
                case high

                init(from decoder: any Decoder) throws {
                    let value = try decoder.singleValueContainer().decode(Int.self)
                    guard let known = Self(rawValue: value) else {
                        throw JSONEnumCoding.unknownValue(value, of: Self.self, expected: [Self.low.rawValue, Self.medium.rawValue, Self.high.rawValue], in: decoder)
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

            extension Level: JSONModelCodable {}
            """
        }
    }

    @Test func caseNamesInAKeyStyleWithTags() throws {
        let genres = try [Genre](json: #"["sci_fi", "nonfiction", "poetry"]"#)
        #expect(genres == [.sciFi, .nonFiction, .unknown("poetry")])
        #expect(try JSONModelEncoder().encodeToString(genres) == #"["sci_fi","non-fiction","poetry"]"#)
        assertMacro {
            """
            @JSONModel(keys: .snakeCase)
            enum Genre {
                case sciFi
                @JSONTag("non-fiction", "nonfiction") case nonFiction
                @JSONUnknown case unknown(String)
            }
            """
        } expansion: {
            """
            enum Genre {
                case sciFi
                case nonFiction
                case unknown(String)

                init(from decoder: any Decoder) throws {
                    let value = try decoder.singleValueContainer().decode(String.self)
                    switch value {
                    case "sci_fi":
                        self = .sciFi
                    case "non-fiction", "nonfiction":
                        self = .nonFiction
                    default:
                        JSONEnumCoding.reportUnknownValue(value, of: Self.self, decodedAs: "unknown", in: decoder)
                        self = .unknown(value)
                    }
                }

                func encode(to encoder: any Encoder) throws {
                    var container = encoder.singleValueContainer()
                    switch self {
                    case .sciFi:
                        try container.encode("sci_fi")
                    case .nonFiction:
                        try container.encode("non-fiction")
                    case .unknown(let value):
                        try container.encode(value)
                    }
                }

                mutating func merge(from decoder: any Decoder) throws {
                    self = try Self(from: decoder)
                }
            }

            extension Genre: JSONModelCodable {}
            """
        }
    }

    @Test func internallyTagged() throws {
        let json = #"[{"type": "circle", "radius": 1}, {"type": "rectangle", "width": 2, "height": 3}, {"type": "dot"}, {"type": "star"}]"#
        let shapes = try [Shape](json: json)
        #expect(shapes == [.circle(radius: 1, label: nil), .rectangle(Box(width: 2, height: 3)), .dot, .unknown(["type": "star"])])
        #expect(
            try JSONModelEncoder().encodeToString(shapes)
                == #"[{"type":"circle","radius":1},{"type":"rect","width":2,"height":3},{"type":"dot"},{"type":"star"}]"#)
        assertMacro {
            """
            @JSONModel(tagging: .internal(key: "type"))
            enum Shape {
                case circle(radius: Double, label: String?)
                @JSONTag("rect", "rectangle") case rectangle(Box)
                case dot
                @JSONUnknown case unknown(JSONValue)
            }
            """
        } expansion: {
            """
            enum Shape {
                case circle(radius: Double, label: String?)
                case rectangle(Box)
                case dot
                case unknown(JSONValue)

                private static let _jsonFields: JSONFieldTable = [
                    .init("type"),
                    .init("radius"),
                    .init("label", .optional),
                    .flattened(),
                ]

                init(from decoder: any Decoder) throws {
                    self = try JSONFieldValue.reading(decoder) { object throws -> Self in
                        let fields = Self._jsonFields
                        let tag = try object.tag(fields)
                        switch tag {
                        case "circle":
                            var radius: Optional<Double> = nil
                            var label: Optional<String> = nil
                            try fields.decode(&object, fields: 1 ..< 3) { field, value in
                                switch field {
                                case 1: value.read(&radius)
                                default: value.read(&label)
                                }
                            }
                            return .circle(radius: JSONFieldValue.take(required: &radius), label: JSONFieldValue.take(&label))
                        case "rect", "rectangle":
                            var payload: Optional<Box> = nil
                            try fields.decode(&object, fields: 3 ..< 4) { _, value in value.readFlattened(&payload) }
                            return .rectangle(JSONFieldValue.take(required: &payload))
                        case "dot":
                            return .dot
                        default:
                            object.reportUnknownTag(tag, fields, of: Self.self, decodedAs: "unknown")
                            return .unknown(try decoder.singleValueContainer().decode(JSONValue.self))
                        }
                    }
                }

                func encode(to encoder: any Encoder) throws {
                    let fields = Self._jsonFields
                    switch self {
                    case .circle(let radius, let label):
                        var object = JSONObjectWriter(to: encoder, keyedBy: JSONFieldKey.self)
                        try object.encode("circle", for: fields[0])
                        try object.encode(radius, for: fields[1])
                        try object.encodeIfPresent(label, for: fields[2])
                    case .rectangle(let value):
                        var object = JSONObjectWriter(to: encoder, keyedBy: JSONFieldKey.self)
                        try object.encode("rect", for: fields[0])
                        try object.encodeFlattened(value, to: encoder)
                    case .dot:
                        var object = JSONObjectWriter(to: encoder, keyedBy: JSONFieldKey.self)
                        try object.encode("dot", for: fields[0])
                    case .unknown(let value):
                        var container = encoder.singleValueContainer()
                        try container.encode(value)
                    }
                }

                mutating func merge(from decoder: any Decoder) throws {
                    self = try Self(from: decoder)
                }
            }

            extension Shape: JSONModelCodable {}
            """
        }
    }

    @Test func adjacentlyTagged() throws {
        let json = #"[{"event": "login", "data": {"user": "ada"}}, {"event": "upload", "data": {"width": 1, "height": 2}}, {"event": "logout"}, {"event": "ping"}]"#
        let events = try [Event](json: json)
        #expect(events == [.login(user: "ada", attempts: 1), .upload(Box(width: 1, height: 2)), .logout, .other("ping")])
        #expect(
            try JSONModelEncoder().encodeToString(events)
                == #"[{"event":"login","data":{"user":"ada","attempts":1}},{"event":"upload","data":{"width":1,"height":2}},{"event":"logout"},{"event":"ping"}]"#)
        assertMacro {
            """
            @JSONModel(tagging: .adjacent(key: "event", content: "data"))
            enum Event {
                case login(user: String, attempts: Int = 1)
                case upload(Box)
                case logout
                @JSONUnknown case other(String)
            }
            """
        } expansion: {
            """
            enum Event {
                case login(user: String, attempts: Int = 1)
                case upload(Box)
                case logout
                case other(String)

                private static let _jsonFields: JSONFieldTable = [
                    .init("event"),
                    .init(paths: [["data", "user"]], alike: ["data"]),
                    .init(paths: [["data", "attempts"]], alike: ["data"], .optional),
                    .init("data"),
                ]

                init(from decoder: any Decoder) throws {
                    self = try JSONFieldValue.reading(decoder) { object throws -> Self in
                        let fields = Self._jsonFields
                        let tag = try object.tag(fields)
                        switch tag {
                        case "login":
                            var user: Optional<String> = nil
                            var attempts: Optional<Int> = nil
                            try fields.decode(&object, fields: 1 ..< 3) { field, value in
                                switch field {
                                case 1: value.read(&user)
                                default: value.read(&attempts)
                                }
                            }
                            return .login(user: JSONFieldValue.take(required: &user), attempts: JSONFieldValue.take(&attempts) ?? 1)
                        case "upload":
                            var payload: Optional<Box> = nil
                            try fields.decode(&object, fields: 3 ..< 4) { _, value in value.read(&payload) }
                            return .upload(JSONFieldValue.take(required: &payload))
                        case "logout":
                            return .logout
                        default:
                            object.reportUnknownTag(tag, fields, of: Self.self, decodedAs: "other")
                            return .other(tag)
                        }
                    }
                }

                func encode(to encoder: any Encoder) throws {
                    let fields = Self._jsonFields
                    switch self {
                    case .login(let user, let attempts):
                        var object = JSONObjectWriter(to: encoder, keyedBy: JSONFieldKey.self)
                        try object.encode("login", for: fields[0])
                        try object.encode(user, for: fields[1])
                        try object.encode(attempts, for: fields[2])
                    case .upload(let value):
                        var object = JSONObjectWriter(to: encoder, keyedBy: JSONFieldKey.self)
                        try object.encode("upload", for: fields[0])
                        try object.encode(value, for: fields[3])
                    case .logout:
                        var object = JSONObjectWriter(to: encoder, keyedBy: JSONFieldKey.self)
                        try object.encode("logout", for: fields[0])
                    case .other(let value):
                        var object = JSONObjectWriter(to: encoder, keyedBy: JSONFieldKey.self)
                        try object.encode(value, for: fields[0])
                    }
                }

                mutating func merge(from decoder: any Decoder) throws {
                    self = try Self(from: decoder)
                }
            }

            extension Event: JSONModelCodable {}
            """
        }
    }

    @Test func externallyTagged() throws {
        let actions = try [Action](json: #"[{"jump": {"height": 2}}, {"carry": {"width": 1, "height": 1}}, {"wait": {}}, "wait"]"#)
        #expect(actions == [.jump(height: 2), .carry(Box(width: 1, height: 1)), .wait, .wait])
        #expect(try JSONModelEncoder().encodeToString(actions) == #"[{"jump":{"height":2}},{"carry":{"width":1,"height":1}},{"wait":{}},{"wait":{}}]"#)
        assertMacro {
            """
            @JSONModel
            enum Action {
                case jump(height: Double)
                case carry(Box)
                case wait
            }
            """
        } expansion: {
            """
            enum Action {
                case jump(height: Double)
                case carry(Box)
                case wait

                private static let _jsonFields: JSONFieldTable = [
                    .init(paths: [["jump", "height"]], alike: ["jump"]),
                    .init("carry"),
                ]

                init(from decoder: any Decoder) throws {
                    if let tag = JSONEnumCoding.stringValue(in: decoder) {
                        switch tag {
                        case "wait":
                            self = .wait
                            return
                        default:
                            break
                        }
                    }
                    self = try JSONFieldValue.reading(decoder) { object throws -> Self in
                        let fields = Self._jsonFields
                        let tag = try object.externalTag(of: Self.self)
                        switch tag {
                        case "jump":
                            var height: Optional<Double> = nil
                            try fields.decode(&object, fields: 0 ..< 1) { _, value in value.read(&height) }
                            return .jump(height: JSONFieldValue.take(required: &height))
                        case "carry":
                            var payload: Optional<Box> = nil
                            try fields.decode(&object, fields: 1 ..< 2) { _, value in value.read(&payload) }
                            return .carry(JSONFieldValue.take(required: &payload))
                        case "wait":
                            return .wait
                        default:
                            throw object.unknownTag(tag, nil, of: Self.self, expected: ["jump", "carry", "wait"])
                        }
                    }
                }

                func encode(to encoder: any Encoder) throws {
                    let fields = Self._jsonFields
                    switch self {
                    case .jump(let height):
                        var object = JSONObjectWriter(to: encoder, keyedBy: JSONFieldKey.self)
                        try object.encode(height, for: fields[0])
                    case .carry(let value):
                        var object = JSONObjectWriter(to: encoder, keyedBy: JSONFieldKey.self)
                        try object.encode(value, for: fields[1])
                    case .wait:
                        try JSONEnumCoding.encodeExternalTag("wait", to: encoder)
                    }
                }

                mutating func merge(from decoder: any Decoder) throws {
                    self = try Self(from: decoder)
                }
            }

            extension Action: JSONModelCodable {}
            """
        }
    }

    @Test func untagged() throws {
        let sizes = try [Size](json: #"[3, "auto", {"min": 1, "max": 2}, true]"#)
        #expect(sizes == [.fixed(3), .auto, .range(min: 1, max: 2), .unknown(true)])
        #expect(try JSONModelEncoder().encodeToString(sizes) == #"[3,"auto",{"min":1,"max":2},true]"#)
        assertMacro {
            """
            @JSONModel(tagging: .untagged)
            enum Size {
                case fixed(Double)
                case auto
                case range(min: Double, max: Double)
                @JSONUnknown case unknown(JSONValue)
            }
            """
        } expansion: {
            """
            enum Size {
                case fixed(Double)
                case auto
                case range(min: Double, max: Double)
                case unknown(JSONValue)

                private static let _jsonFields: JSONFieldTable = [
                    .init("min"),
                    .init("max"),
                ]

                init(from decoder: any Decoder) throws {
                    var cases = JSONUntaggedReader(decoder)
                    while cases.nextPass() {
                        if let value = cases.attempt("fixed", { () throws -> Self in
                            return .fixed(try decoder.singleValueContainer().decode(Double.self))
                        }) {
                            self = value
                            return
                        }
                        if let value = cases.attempt("auto", { () throws -> Self in
                            try JSONUntaggedReader.expectString("auto", in: decoder)
                            return .auto
                        }) {
                            self = value
                            return
                        }
                        if let value = cases.attempt("range", { () throws -> Self in
                            try JSONFieldValue.reading(decoder) { object throws -> Self in
                                let fields = Self._jsonFields
                        var min: Optional<Double> = nil
                        var max: Optional<Double> = nil
                        try fields.decode(&object, fields: 0 ..< 2) { field, value in
                            switch field {
                            case 0: value.read(&min)
                            default: value.read(&max)
                            }
                        }
                        return .range(min: JSONFieldValue.take(required: &min), max: JSONFieldValue.take(required: &max))
                            }
                        }) {
                            self = value
                            return
                        }
                    }
                    cases.reportFallback(of: Self.self, decodedAs: "unknown")
                    self = .unknown(try decoder.singleValueContainer().decode(JSONValue.self))
                }

                func encode(to encoder: any Encoder) throws {
                    let fields = Self._jsonFields
                    switch self {
                    case .fixed(let value):
                        var container = encoder.singleValueContainer()
                        try container.encode(value)
                    case .auto:
                        var container = encoder.singleValueContainer()
                        try container.encode("auto")
                    case .range(let min, let max):
                        var object = JSONObjectWriter(to: encoder, keyedBy: JSONFieldKey.self)
                        try object.encode(min, for: fields[0])
                        try object.encode(max, for: fields[1])
                    case .unknown(let value):
                        var container = encoder.singleValueContainer()
                        try container.encode(value)
                    }
                }

                mutating func merge(from decoder: any Decoder) throws {
                    self = try Self(from: decoder)
                }
            }

            extension Size: JSONModelCodable {}
            """
        }
    }

}
