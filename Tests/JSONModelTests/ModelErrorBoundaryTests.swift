// What leaves a `@JSONModel` type's decoding when code other than the decoder calls it: a
// hand-written `init(from:)` that calls a model's `init(from:)`, `merge(from:)` or an enum,
// catching `DecodingError` as it would with `JSONDecoder`. And how often the `init(from:)` of a
// value inside a failing nested model or array element runs: once.

import Foundation
import JSONModel
import Testing

@Suite("Errors that leave a model's init(from:) are DecodingErrors; failing values are decoded once")
struct ModelErrorBoundaryTests {
    @JSONModel
    struct Profile: Equatable {
        var name: String
        var age: Int
        var email: String
    }

    @JSONModel(tagging: .internal(key: "type"))
    enum Pet: Equatable {
        case dog(name: String)
        case cat(name: String, lives: Int)
    }

    /// What a hand-written `init(from:)` caught from the model it called, as `JSONDecoder` code
    /// catches it.
    enum Caught: Equatable {
        case decodingError(first: String, listed: [String])
        case other(String)
    }

    /// Decodes `Inner` from the member `inner` by its own `init(from:)`, and keeps what it threw.
    struct Wrapper<Inner: Decodable>: Decodable {
        var caught: Caught?
        var inner: Inner?

        enum CodingKeys: String, CodingKey { case inner }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            do {
                inner = try Inner(from: container.superDecoder(forKey: .inner))
            } catch let error as DecodingError {
                let listed = JSONDecodingFailures(error)?.failures.map(\.description) ?? []
                caught = .decodingError(first: ModelErrorBoundaryTests.describe(error), listed: listed)
            } catch {
                caught = .other("\(type(of: error))")
            }
        }
    }

    /// The case and coding path of a `DecodingError`.
    static func describe(_ error: DecodingError) -> String {
        switch error {
        case .typeMismatch(_, let context): "typeMismatch at \(path(context))"
        case .valueNotFound(_, let context): "valueNotFound at \(path(context))"
        case .keyNotFound(let key, let context): "keyNotFound \(key.stringValue) at \(path(context))"
        case .dataCorrupted(let context): "dataCorrupted at \(path(context))"
        @unknown default: "unknown"
        }
    }

    static func path(_ context: DecodingError.Context) -> String {
        context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".")
    }

    @Test("two bad fields: a DecodingError listing both", arguments: [false, true])
    func twoBadFields(foundation: Bool) throws {
        let json = #"{"inner": {"name": [5], "age": "old", "email": "a@b.c"}}"#
        let wrapper = try decode(Wrapper<Profile>.self, json, foundation: foundation)
        #expect(wrapper.inner == nil)
        if foundation {
            #expect(wrapper.caught == .decodingError(first: "typeMismatch at inner.name", listed: []))
        } else {
            #expect(
                wrapper.caught
                    == .decodingError(
                        first: "typeMismatch at inner.name",
                        listed: [
                            "1:20: inner.name: expected String, found an array",
                            #"1:32: inner.age: expected Int, found the string "old""#,
                        ]))
        }
    }

    @Test("one missing field: a DecodingError.keyNotFound", arguments: [false, true])
    func oneMissingField(foundation: Bool) throws {
        let json = #"{"inner": {"name": "Ada", "email": "a@b.c"}}"#
        let wrapper = try decode(Wrapper<Profile>.self, json, foundation: foundation)
        #expect(wrapper.inner == nil)
        guard case .decodingError(let first, let listed) = wrapper.caught else {
            Issue.record("caught \(String(describing: wrapper.caught))")
            return
        }
        #expect(first == "keyNotFound age at inner")
        #expect(listed.count == (foundation ? 0 : 1))
        if !foundation { #expect(listed.first?.hasPrefix("1:11: inner.age: ") == true, "\(listed)") }
    }

    @Test("an unknown tag: a DecodingError.dataCorrupted at the tag", arguments: [false, true])
    func unknownTag(foundation: Bool) throws {
        let json = #"{"inner": {"type": "parrot", "name": "Polly"}}"#
        let wrapper = try decode(Wrapper<Pet>.self, json, foundation: foundation)
        #expect(wrapper.inner == nil)
        guard case .decodingError(let first, let listed) = wrapper.caught else {
            Issue.record("caught \(String(describing: wrapper.caught))")
            return
        }
        #expect(first == "dataCorrupted at inner.type")
        if !foundation {
            #expect(listed.count == 1)
            #expect(listed.first?.hasPrefix(#"1:20: inner.type: unknown value "parrot" for Pet"#) == true, "\(listed)")
        }
    }

    @Test("a value that is not an object: a DecodingError.typeMismatch")
    func notAnObject() throws {
        let wrapper = try decode(Wrapper<Profile>.self, #"{"inner": [1, 2]}"#, foundation: false)
        #expect(wrapper.caught == .decodingError(first: "typeMismatch at inner", listed: ["1:11: inner: expected an object, found an array"]))
    }

    /// Starts from defaults and merges what the input has, in a hand-written `init(from:)`.
    struct Settings: Decodable {
        var profile = Profile(name: "anonymous", age: 0, email: "")
        var caught: Caught?

        init(from decoder: any Decoder) throws {
            do {
                try profile.merge(from: decoder)
            } catch let error as DecodingError {
                caught = .decodingError(
                    first: ModelErrorBoundaryTests.describe(error), listed: JSONDecodingFailures(error)?.failures.map(\.description) ?? [])
            } catch {
                caught = .other("\(type(of: error))")
            }
        }
    }

    @Test("merge(from:) with two bad fields: a DecodingError listing both; the value unchanged")
    func mergeFailures() throws {
        let settings = try JSONModelDecoder().decode(Settings.self, from: #"{"age": "x", "email": [3]}"#)
        #expect(settings.profile == Profile(name: "anonymous", age: 0, email: ""))
        #expect(
            settings.caught
                == .decodingError(
                    first: "typeMismatch at age",
                    listed: [#"1:9: age: expected Int, found the string "x""#, "1:23: email: expected String, found an array"]))
    }

    @Test("merge(from:) under JSONDecoder: the first bad field's error; fields before it not applied")
    func mergeFailuresUnderFoundation() throws {
        // `name` is good and comes first: on the error after it, nothing is changed.
        let json = #"{"name": "Ada", "age": "x", "email": [3]}"#
        let settings = try JSONDecoder().decode(Settings.self, from: Data(json.utf8))
        #expect(settings.profile == Profile(name: "anonymous", age: 0, email: ""))
        #expect(settings.caught == .decodingError(first: "typeMismatch at age", listed: []))
    }

    @Test("merge(from:) changes the fields the input has, and only those", arguments: [false, true])
    func mergeChangesPresentFields(foundation: Bool) throws {
        let settings = try decode(Settings.self, #"{"email": "ada@example.com", "age": 36}"#, foundation: foundation)
        #expect(settings.caught == nil)
        #expect(settings.profile == Profile(name: "anonymous", age: 36, email: "ada@example.com"))
    }

    @Test("JSONModelDecoder still throws one DecodingError naming every failure of the document")
    func wholeDocument() throws {
        let json = #"{"inner": {"name": [5], "age": "old", "email": "a@b.c"}}"#
        struct Outer: Decodable { var inner: Profile }
        let error = try #require(throws: DecodingError.self) { try JSONModelDecoder().decode(Outer.self, from: json) }
        #expect(Self.describe(error) == "typeMismatch at inner.name")
        #expect(JSONDecodingFailures(error)?.failures.map(\.path.description) == ["inner.name", "inner.age"])
    }

    private func decode<T: Decodable>(_ type: T.Type, _ json: String, foundation: Bool) throws -> T {
        foundation ? try JSONDecoder().decode(type, from: Data(json.utf8)) : try JSONModelDecoder().decode(type, from: json)
    }
}

// MARK: - Decoded once

/// Counts the runs of ``Counted/init(from:)``: handed to the decode in its `userInfo`.
final class RunCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0
    var count: Int { lock.withLock { value } }
    func add() { lock.withLock { value += 1 } }
    static let key = CodingUserInfoKey(rawValue: "RunCounter")!
}

/// A value with a hand-written `init(from:)` that counts its runs.
struct Counted: Codable, Equatable {
    var text: String

    init(text: String) { self.text = text }

    init(from decoder: any Decoder) throws {
        (decoder.userInfo[RunCounter.key] as? RunCounter)?.add()
        text = try decoder.singleValueContainer().decode(String.self)
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(text)
    }
}

@Suite("A failing nested model, array element or dictionary value is decoded once")
struct DecodedOnceTests {
    @JSONModel
    struct Line: Equatable {
        var label: Counted
        var quantity: Int
    }

    @JSONModel
    struct Order: Equatable {
        var first: Line
        var lines: [Line]
        var byName: [String: Line]
        var spare: Line?
    }

    /// `Order` read by a hand-written table with the typed reads of models, arrays of models and
    /// dictionaries: the same loop as generated code, so the same failures and runs.
    struct HandWrittenOrder: Decodable, Equatable {
        var first: Line
        var lines: [Line]
        var byName: [String: Line]
        var spare: Line?

        static let fields: JSONFieldTable = ["first", "lines", "byName", .init("spare", .optional)]

        init(first: Line, lines: [Line], byName: [String: Line], spare: Line?) {
            self.first = first
            self.lines = lines
            self.byName = byName
            self.spare = spare
        }

        init(from decoder: any Decoder) throws {
            self = try JSONFieldValue.reading(decoder) { object in
                var first: Line?
                var lines: [Line]?
                var byName: [String: Line]?
                var spare: Line?
                try Self.fields.decode(&object) { field, value in
                    switch field {
                    case 0: value.read(&first)
                    case 1: value.read(&lines)
                    case 2: value.read(&byName)
                    default: value.read(&spare)
                    }
                }
                return HandWrittenOrder(
                    first: JSONFieldValue.take(required: &first), lines: JSONFieldValue.take(required: &lines),
                    byName: JSONFieldValue.take(required: &byName), spare: spare)
            }
        }
    }

    /// The decode's failures and how often `Counted` ran.
    func decode<T: Decodable>(_ json: String, as type: T.Type = Order.self) throws -> (paths: [String], runs: Int) {
        let counter = RunCounter()
        let decoder = JSONModelDecoder()
        decoder.userInfo[RunCounter.key] = counter
        let error = try #require(throws: DecodingError.self) { try decoder.decode(T.self, from: json) }
        return (JSONDecodingFailures(error)?.failures.map(\.path.description) ?? ["not listed: \(error)"], counter.count)
    }

    @Test("each Counted runs once: 1 in first, 3 in lines, 2 in byName, 1 in spare")
    func failingModelsAndElements() throws {
        let json = """
            {
              "first": {"label": "a", "quantity": "one"},
              "lines": [{"label": "b", "quantity": 1}, {"label": "c", "quantity": "two"}, {"label": "d", "quantity": "x"}],
              "byName": {"e": {"label": "e", "quantity": 1}, "f": {"label": "f", "quantity": false}},
              "spare": {"label": "g", "quantity": null}
            }
            """
        let (paths, runs) = try decode(json)
        #expect(paths == ["first.quantity", "lines[1].quantity", "lines[2].quantity", "byName.f.quantity", "spare.quantity"])
        #expect(runs == 7)
        let (handPaths, handRuns) = try decode(json, as: HandWrittenOrder.self)
        #expect(handPaths == paths)
        #expect(handRuns == 7)
    }

    @Test("an element that is not an object: named, and the elements after it decoded once for theirs")
    func elementThatIsNotAnObject() throws {
        let json = """
            {
              "first": {"label": "a", "quantity": 1},
              "lines": [{"label": "b", "quantity": 1}, 5, {"label": "c", "quantity": "x"}, {"label": "d", "quantity": 2}],
              "byName": {}
            }
            """
        let (paths, runs) = try decode(json)
        #expect(paths == ["lines[1]", "lines[2].quantity"])
        #expect(runs == 4)
        #expect(try decode(json, as: HandWrittenOrder.self) == (paths, runs))
    }

    @Test("a failing model before an element that is not an object: both named")
    func modelThenNotAnObject() throws {
        let json = """
            {
              "first": {"label": "a", "quantity": 1},
              "lines": [{"label": "b", "quantity": "x"}, 5, {"label": "c", "quantity": 3}],
              "byName": {}
            }
            """
        let (paths, runs) = try decode(json)
        #expect(paths == ["lines[0].quantity", "lines[1]"])
        #expect(runs == 3)
    }

    @Test("nothing fails: each value once, the same order as JSONDecoder")
    func success() throws {
        let json = """
            {"first": {"label": "a", "quantity": 1}, "lines": [{"label": "b", "quantity": 2}],
             "byName": {"c": {"label": "c", "quantity": 3}}, "spare": null}
            """
        let counter = RunCounter()
        let decoder = JSONModelDecoder()
        decoder.userInfo[RunCounter.key] = counter
        let order = try decoder.decode(Order.self, from: json)
        #expect(counter.count == 3)
        #expect(order == (try JSONDecoder().decode(Order.self, from: Data(json.utf8))))
        #expect(order.byName["c"]?.label == Counted(text: "c"))
        let handWritten = try decoder.decode(HandWrittenOrder.self, from: json)
        #expect(counter.count == 6)
        #expect(handWritten.lines == order.lines && handWritten.byName == order.byName && handWritten.first == order.first)
        #expect(try JSONDecoder().decode(HandWrittenOrder.self, from: Data(json.utf8)) == handWritten)
    }
}
