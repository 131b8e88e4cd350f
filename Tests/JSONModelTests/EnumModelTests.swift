import Foundation
import JSONModel
import Testing

// MARK: - Models

@JSONModel
enum TicketStatus: String, Equatable {
    case open
    case inReview = "in_review"
    case closed
    @JSONUnknown case other
}

@JSONModel
enum Priority: Int, Equatable {
    case low = 1
    case normal
    case high = 5
}

@JSONModel(keys: .snakeCase)
enum Visibility: Equatable {
    case publicRepo
    case privateRepo
    @JSONTag("internal", "INTERNAL") case internalRepo
    @JSONUnknown case unknown(String)
}

@JSONModel
struct Circle: Equatable {
    var radius: Double
}

@JSONModel
struct Polygon: Equatable {
    var points: [[Double]]
    var closed = true
}

@JSONModel(tagging: .internal(key: "type"))
enum Figure: Equatable {
    case circle(Circle)
    @JSONTag("rect", "rectangle") case rectangle(width: Double, height: Double)
    case polygon(Polygon)
    case label(text: String, size: Int = 12, color: String?)
    case empty
    @JSONUnknown case unknown(JSONValue)
}

@JSONModel(tagging: .adjacent(key: "kind", content: "data"))
enum Message: Equatable {
    case text(body: String)
    case image(Circle)
    case ping
    @JSONUnknown case other(String)
}

@JSONModel
enum Command: Equatable {
    case move(x: Int, y: Int)
    case draw(Circle)
    case stop
}

@JSONModel(tagging: .untagged)
enum Width: Equatable {
    case points(Double)
    case auto
    case ratio(numerator: Int, denominator: Int)
}

@JSONModel(tagging: .internal(key: "type"))
enum StrictFigure: Equatable {
    case circle(radius: Double)
    case square(side: Double)
}

@JSONModel(keys: .snakeCase, tagging: .adjacent(key: "event_type", content: "event_data"))
enum Notice: Equatable {
    case accountCreated(userName: String)
    case passwordReset
}

@JSONModel
enum Step: Equatable {
    case walk(meters: Int)
    @JSONUnknown case unknown(String)
}

@JSONModel
enum StrictStep: Equatable {
    case walk(meters: Int)
    case rest
}

@JSONModel
struct Drawing: Equatable {
    var name: String
    var figures: [Figure]
    var status: TicketStatus = .open
}

// MARK: - Tests

@Suite struct RawValueEnumTests {
    @Test func decodesAndEncodesByRawValue() throws {
        let statuses = try [TicketStatus](json: #"["open", "in_review", "closed"]"#)
        #expect(statuses == [.open, .inReview, .closed])
        let text = try JSONModelEncoder().encodeToString(statuses)
        #expect(text == #"["open","in_review","closed"]"#)
        let priorities = try [Priority](json: "[1, 2, 5]")
        #expect(priorities == [.low, .normal, .high])
        #expect(try JSONModelEncoder().encodeToString(priorities) == "[1,2,5]")
    }

    @Test func unknownValueGoesToTheFallbackAndIsReported() throws {
        let decoder = JSONModelDecoder()
        let (statuses, report) = try decoder.decodeWithReport([TicketStatus].self, from: #"["open", "deleted"]"#)
        #expect(statuses == [.open, .other])
        #expect(report.entries(.unknownEnumValue).map(\.description) == [#"[1]: decoded the unknown value "deleted" of TicketStatus as .other"#])
    }

    @Test func unknownValueWithoutFallbackIsAnError() throws {
        let error = try #require(throws: DecodingError.self) {
            try JSONModelDecoder().decode([Priority].self, from: "[1,\n 3]")
        }
        guard case .dataCorrupted(let context) = error else { Issue.record("\(error)"); return }
        #expect(context.codingPath.map(\.stringValue) == ["Index 1"])
        #expect(context.debugDescription == "unknown value 3 for Priority; expected one of 1, 2 or 5 at line 2, column 2")
    }

    @Test func caseNamesInTheKeyStyleAndTagsKeepTheUnknownValue() throws {
        let values = try [Visibility](json: #"["public_repo", "INTERNAL", "internal", "secret"]"#)
        #expect(values == [.publicRepo, .internalRepo, .internalRepo, .unknown("secret")])
        #expect(try JSONModelEncoder().encodeToString(values) == #"["public_repo","internal","internal","secret"]"#)
    }
}

@Suite struct TaggedEnumTests {
    @Test func aFallbackKeepsTheTagItWasChosenByWhenTheTagKeyIsThereTwice() throws {
        // The first "type" chooses the case, as in JSONDecoder; the kept value holds that one, so
        // that it is written back as the same unknown figure.
        let json = #"{"type": "hexagon", "type": "polygon", "points": [[0, 0]]}"#
        let figure = try Figure(json: json)
        #expect(figure == .unknown(["type": "hexagon", "points": [[0, 0]]]))
        #expect(try JSONDecoder().decode(Figure.self, from: Data(json.utf8)) == figure)
        #expect(try Figure(json: JSONModelEncoder().encode(figure)) == figure)
    }

    @Test func internallyTagged() throws {
        let json = #"""
            [{"type": "circle", "radius": 2},
             {"type": "rect", "width": 3, "height": 4},
             {"type": "rectangle", "width": 5, "height": 6},
             {"type": "polygon", "points": [[0, 0], [1, 1]]},
             {"type": "label", "text": "hi", "color": null},
             {"type": "empty"}]
            """#
        let figures = try [Figure](json: json)
        #expect(
            figures == [
                .circle(Circle(radius: 2)), .rectangle(width: 3, height: 4), .rectangle(width: 5, height: 6),
                .polygon(Polygon(points: [[0, 0], [1, 1]])), .label(text: "hi", size: 12, color: nil), .empty,
            ])
        let encoded = try JSONModelEncoder().encodeToString(figures)
        #expect(
            encoded
                == #"[{"type":"circle","radius":2},{"type":"rect","width":3,"height":4},{"type":"rect","width":5,"height":6},{"type":"polygon","points":[[0,0],[1,1]],"closed":true},{"type":"label","text":"hi","size":12},{"type":"empty"}]"#
        )
        #expect(try [Figure](json: encoded) == figures)
    }

    @Test func unknownTagIsKeptWholeAndWrittenBack() throws {
        let json = #"{"name": "d", "figures": [{"type": "hexagon", "side": 2}]}"#
        let (drawing, report) = try JSONModelDecoder().decodeWithReport(Drawing.self, from: json)
        #expect(drawing.figures == [.unknown(["type": "hexagon", "side": 2])])
        #expect(report.description == #"figures[0].type: decoded the unknown value "hexagon" of Figure as .unknown"#)
        #expect(try drawing.jsonString() == #"{"name":"d","figures":[{"type":"hexagon","side":2}],"status":"open"}"#)
    }

    @Test func unknownTagWithoutFallbackIsAnError() throws {
        let error = try #require(throws: DecodingError.self) {
            try JSONModelDecoder().decode([StrictFigure].self, from: #"[{"type": "circle", "radius": 1}, {"type": "hexagon"}]"#)
        }
        #expect(
            "\(error.explanation)"
                == #"[1].type: unknown value "hexagon" for StrictFigure; expected "circle" or "square" at line 1, column 44"#)
    }

    @Test func everyBadFieldOfTheChosenCaseIsReported() throws {
        let error = try requireFailures {
            try JSONModelDecoder().decode(Figure.self, from: #"{"type": "label", "text": [5], "size": "big"}"#)
        }
        #expect(error.failures.map(\.description) == [
            "1:27: text: expected String, found an array",
            #"1:40: size: expected Int, found the string "big""#,
        ])
    }

    @Test func adjacentlyTagged() throws {
        let json = #"[{"kind": "text", "data": {"body": "hi"}}, {"kind": "image", "data": {"radius": 1}}, {"kind": "ping"}, {"kind": "video", "data": 1}]"#
        let messages = try [Message](json: json)
        #expect(messages == [.text(body: "hi"), .image(Circle(radius: 1)), .ping, .other("video")])
        #expect(
            try JSONModelEncoder().encodeToString(messages)
                == #"[{"kind":"text","data":{"body":"hi"}},{"kind":"image","data":{"radius":1}},{"kind":"ping"},{"kind":"video"}]"#)
    }

    @Test func externallyTagged() throws {
        let json = #"[{"move": {"x": 1, "y": 2}}, {"draw": {"radius": 3}}, {"stop": {}}, "stop"]"#
        let commands = try [Command](json: json)
        #expect(commands == [.move(x: 1, y: 2), .draw(Circle(radius: 3)), .stop, .stop])
        #expect(try JSONModelEncoder().encodeToString(commands) == #"[{"move":{"x":1,"y":2}},{"draw":{"radius":3}},{"stop":{}},{"stop":{}}]"#)
        let error = try #require(throws: DecodingError.self) { try Command(json: #"{"move": {}, "stop": {}}"#) }
        #expect(error.explanation == #"expected an object with one key, the case of Command, found 2 keys: "move", "stop" at line 1, column 1"#)
    }

    @Test func untagged() throws {
        let widths = try [Width](json: #"[12.5, "auto", {"numerator": 1, "denominator": 3}]"#)
        #expect(widths == [.points(12.5), .auto, .ratio(numerator: 1, denominator: 3)])
        #expect(try JSONModelEncoder().encodeToString(widths) == #"[12.5,"auto",{"numerator":1,"denominator":3}]"#)
        let error = try #require(throws: DecodingError.self) { try [Width](json: #"[1, "wide"]"#) }
        #expect(
            error.explanation
                == #"[1]: no case of Width matches the value (points: expected Double, found the string "wide"; auto: expected "auto", found "wide"; ratio: expected an object, found the string "wide") at line 1, column 5"#)
    }

    @Test func keyStylesApplyToTagValuesAndLabels() throws {
        let json = #"[{"event_type": "account_created", "event_data": {"user_name": "ada"}}, {"event_type": "password_reset"}]"#
        let notices = try [Notice](json: json)
        #expect(notices == [.accountCreated(userName: "ada"), .passwordReset])
        #expect(
            try JSONModelEncoder().encodeToString(notices)
                == #"[{"event_type":"account_created","event_data":{"user_name":"ada"}},{"event_type":"password_reset"}]"#)
    }

    @Test func externallyTaggedUnknownKeys() throws {
        let (steps, report) = try JSONModelDecoder().decodeWithReport([Step].self, from: #"[{"walk": {"meters": 5}}, {"fly": {"height": 9}}]"#)
        #expect(steps == [.walk(meters: 5), .unknown("fly")])
        #expect(report.description == #"[1].fly: decoded the unknown key "fly" of Step as .unknown"#)
        // The kept tag is written in the shape it came in, and reads back as itself.
        let written = try JSONModelEncoder().encodeToString(steps)
        #expect(written == #"[{"walk":{"meters":5}},{"fly":{}}]"#)
        #expect(try [Step](json: written) == steps)

        let error = try #require(throws: DecodingError.self) { try [StrictStep](json: #"[{"rest": {}}, {"fly": {}}]"#) }
        #expect(error.explanation == #"[1].fly: unknown key "fly" for StrictStep; expected "walk" or "rest" at line 1, column 17"#)
    }

    @Test func foundationReadsEveryShapeAlike() throws {
        func agree<T: Codable & Equatable>(_ type: T.Type, _ json: String) throws {
            let ours = try JSONModelDecoder().decode(T.self, from: json)
            let foundation = try JSONDecoder().decode(T.self, from: Data(json.utf8))
            #expect(ours == foundation)
            #expect(try JSONDecoder().decode(T.self, from: JSONEncoder().encode(foundation)) == ours)
        }
        try agree([TicketStatus].self, #"["open", "in_review", "gone"]"#)
        try agree([Priority].self, "[1, 2, 5]")
        try agree([Visibility].self, #"["public_repo", "INTERNAL", "secret"]"#)
        try agree([Message].self, #"[{"kind": "text", "data": {"body": "hi"}}, {"kind": "image", "data": {"radius": 1}}, {"kind": "ping"}, {"kind": "video"}]"#)
        try agree([Command].self, #"[{"move": {"x": 1, "y": 2}}, {"draw": {"radius": 3}}, {"stop": {}}, "stop"]"#)
        try agree([Width].self, #"[12.5, "auto", {"numerator": 1, "denominator": 3}]"#)
        try agree([Step].self, #"[{"walk": {"meters": 5}}, {"fly": {}}]"#)
        try agree([Notice].self, #"[{"event_type": "account_created", "event_data": {"user_name": "ada"}}]"#)
    }

    @Test func foundationDecodesTheSameValues() throws {
        let json = Data(#"[{"type": "circle", "radius": 2}, {"type": "rect", "width": 3, "height": 4}, {"type": "hexagon"}]"#.utf8)
        let ours = try JSONModelDecoder().decode([Figure].self, from: json)
        let foundation = try JSONDecoder().decode([Figure].self, from: json)
        #expect(ours == foundation)
        let back = try JSONDecoder().decode([Figure].self, from: JSONEncoder().encode(foundation))
        #expect(back == foundation)
    }
}

// MARK: - Differential

/// `StrictFigure` written by hand with Codable's containers: what `JSONModelDecoder` reads
/// through its Codable path.
enum PlainFigure: Decodable {
    case circle(radius: Double)
    case square(side: Double)

    enum CodingKeys: String, CodingKey { case type, radius, side }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let type = try container.decode(String.self, forKey: .type)
        switch type {
        case "circle": self = .circle(radius: try container.decode(Double.self, forKey: .radius))
        case "square": self = .square(side: try container.decode(Double.self, forKey: .side))
        default:
            throw DecodingError.dataCorruptedError(forKey: .type, in: container, debugDescription: "unknown type \(type)")
        }
    }

    var model: StrictFigure {
        switch self {
        case .circle(let radius): .circle(radius: radius)
        case .square(let side): .square(side: side)
        }
    }
}

/// Foundation's `JSONDecoder`, the Codable path and the fast path read the same values, and
/// fail at the same place in the same way.
@Suite struct EnumDifferentialTests {
    static let valid = [
        #"[{"type": "circle", "radius": 1.5}, {"type": "square", "side": 2}]"#,
        #"[{"side": 3, "type": "square"}]"#,
        #"[]"#,
    ]

    static let invalid = [
        #"[{"type": "circle"}]"#,
        #"[{"type": "circle", "radius": "big"}]"#,
        #"[{"type": "square", "side": null}]"#,
        #"[{"radius": 1}]"#,
        #"[{"type": "hexagon"}]"#,
        #"[[]]"#,
        #"[{"type": "circle", "radius": 1}, "circle"]"#,
    ]

    @Test(arguments: valid)
    func sameValues(json: String) throws {
        let data = Data(json.utf8)
        let fast = try JSONModelDecoder().decode([StrictFigure].self, from: data)
        let codable = try JSONModelDecoder().decode([PlainFigure].self, from: data).map(\.model)
        let foundation = try JSONDecoder().decode([StrictFigure].self, from: data)
        #expect(fast == codable)
        #expect(fast == foundation)
    }

    @Test(arguments: invalid)
    func sameErrors(json: String) throws {
        let data = Data(json.utf8)
        let fast = try #require(throws: DecodingError.self) { try JSONModelDecoder().decode([StrictFigure].self, from: data) }
        let codable = try #require(throws: DecodingError.self) { try JSONModelDecoder().decode([PlainFigure].self, from: data) }
        let foundation = try #require(throws: DecodingError.self) { try JSONDecoder().decode([StrictFigure].self, from: data) }
        #expect(Self.shape(fast) == Self.shape(codable))
        #expect(Self.shape(fast) == Self.shape(foundation))
    }

    /// A tag of the wrong JSON type: `JSONModelDecoder` reads the number as the string "5" (its
    /// value coercion, on both of its paths), which names no case; Foundation does not convert.
    @Test func numberTag() throws {
        let data = Data(#"[{"type": 5, "radius": 1}]"#.utf8)
        let fast = try #require(throws: DecodingError.self) { try JSONModelDecoder().decode([StrictFigure].self, from: data) }
        let codable = try #require(throws: DecodingError.self) { try JSONModelDecoder().decode([PlainFigure].self, from: data) }
        let foundation = try #require(throws: DecodingError.self) { try JSONDecoder().decode([StrictFigure].self, from: data) }
        #expect(Self.shape(fast) == "dataCorrupted [0].type")
        #expect(Self.shape(codable) == "dataCorrupted [0].type")
        #expect(Self.shape(foundation) == "typeMismatch [0].type")
        #expect(fast.explanation == #"[0].type: unknown value "5" for StrictFigure; expected "circle" or "square" at line 1, column 11"#)
    }

    /// The kind of a decoding error and the path it names.
    static func shape(_ error: DecodingError) -> String {
        switch error {
        case .keyNotFound(let key, let context): "keyNotFound \(JSONPath(codingPath: context.codingPath + [key]))"
        case .typeMismatch(_, let context): "typeMismatch \(JSONPath(codingPath: context.codingPath))"
        case .valueNotFound(_, let context): "valueNotFound \(JSONPath(codingPath: context.codingPath))"
        case .dataCorrupted(let context): "dataCorrupted \(JSONPath(codingPath: context.codingPath))"
        @unknown default: "\(error)"
        }
    }
}
