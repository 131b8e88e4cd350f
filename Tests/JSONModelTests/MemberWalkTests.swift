import Foundation
import JSONModel
import Testing
import TestThreads

// `init(from:)` walks its object once, member by member in document order; the failures it
// records are still listed in the order of the fields, and what it decodes is what the key
// lookups (with a report) decode.

@JSONModel
struct WalkedPerson: Equatable {
    var userName: String
    var age: Int
    var email: String?
    var score: Double = 1.5
}

@JSONModel
struct WalkedOrder: Equatable {
    var first: Int
    var second: Int
    var third: Int
    var fourth: Int?
}

@JSONModel
struct WalkedPhoto: Equatable {
    var title: String
    @JSONKey("media.m") var media: String
    var tags: [String]
}

@JSONModel
struct WalkedArrays: Equatable {
    var counts: [Int]
    var names: [String]
    var weights: [Double]
    var flag: Bool?
}

@JSONModel
struct WalkedAlbum: Equatable {
    var title: String
    var people: [WalkedPerson]
    var orders: [[Int]]
}

/// Models nested in a walked object: each made by its own `init(_jsonObject:)` with the
/// nested object, or, written by hand, through its `init(from:)`.
@JSONModel
struct EntryOwner: Equatable {
    var name: String
    var age: Int
}

@JSONModel
struct EntryTree: Equatable {
    var label: Int
    var children: [EntryTree]
}

@JSONModel
struct EntryListing: Equatable {
    var owner: EntryOwner
    var coOwner: EntryOwner?
    var points: [HandWrittenPoint]
    var corner: HandWrittenPoint
    var tree: EntryTree?
}

@JSONModel
struct EntryDirectory: Equatable {
    var owners: [String: EntryOwner]
    var names: [String: String]
    var groups: [String: [Int]]
}

/// A `JSONModelCodable` type without the macro: it has no `init(_jsonObject:)` of its own, so
/// the default one runs its `init(from:)`.
struct HandWrittenPoint: JSONModelCodable, Equatable {
    var x: Int
    var y: Int

    enum CodingKeys: String, CodingKey, CaseIterable { case x, y }

    init(x: Int, y: Int) {
        self.x = x
        self.y = y
    }

    static let fields: JSONFieldTable = ["x", "y"]

    init(from decoder: any Decoder) throws {
        self = try JSONFieldValue.reading(decoder) { object in
            var x: Int?
            var y: Int?
            try Self.fields.decode(&object) { field, value in
                switch field {
                case 0: value.read(&x)
                default: value.read(&y)
                }
            }
            return HandWrittenPoint(x: JSONFieldValue.take(required: &x), y: JSONFieldValue.take(required: &y))
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(x, forKey: .x)
        try container.encode(y, forKey: .y)
    }

    mutating func merge(from decoder: any Decoder) throws {
        self = try Self(from: decoder)
    }
}

@Suite struct MemberWalkTests {
    /// The value decoded, once by the walk and once by the lookups a report makes.
    func bothWays<T: Decodable & Equatable>(_ type: T.Type, _ json: String) throws -> T {
        let walked = try JSONModelDecoder().decode(T.self, from: Data(json.utf8))
        let (looked, _) = try JSONModelDecoder().decodeWithReport(T.self, from: Data(json.utf8))
        #expect(walked == looked)
        return walked
    }

    /// The paths of the failures of decoding `json`, by the walk and by the lookups.
    func failurePaths<T: Decodable>(_ type: T.Type, _ json: String) -> (walked: [String], looked: [String]) {
        func paths(_ body: () throws -> Void) -> [String] {
            do {
                try body()
                return []
            } catch {
                if let list = JSONDecodingFailures(error) { return list.failures.map(\.path.description) }
                switch error as? DecodingError {
                case .keyNotFound(let key, let context): return [(context.codingPath + [key]).map(\.stringValue).joined(separator: ".")]
                case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
                    return [context.codingPath.map(\.stringValue).joined(separator: ".")]
                default: return ["\(error)"]
                }
            }
        }
        let data = Data(json.utf8)
        return (
            paths { _ = try JSONModelDecoder().decode(T.self, from: data) },
            paths { _ = try JSONModelDecoder().decodeWithReport(T.self, from: data) }
        )
    }

    @Test func membersInAnyOrderFillTheirFields() throws {
        let person = try bothWays(WalkedPerson.self, #"{"score": 2.5, "email": "a@b.c", "age": 36, "user_name": "ada"}"#)
        #expect(person == WalkedPerson(userName: "ada", age: 36, email: "a@b.c", score: 2.5))
        let defaults = try bothWays(WalkedPerson.self, #"{"age": 36, "userName": "ada", "email": null}"#)
        #expect(defaults == WalkedPerson(userName: "ada", age: 36, email: nil, score: 1.5))
    }

    @Test func anExactKeyLaterReplacesAKeyAlikeAndWhatItsValueRecorded() throws {
        // `user_name` reads alike and fails (a number); the exact `userName` after it wins.
        let person = try bothWays(WalkedPerson.self, #"{"user_name": [5], "age": 1, "userName": "ada"}"#)
        #expect(person.userName == "ada")
        // The other way round: the exact key first, the key alike after it is passed over.
        let first = try bothWays(WalkedPerson.self, #"{"userName": "ada", "age": 1, "USER_NAME": [5]}"#)
        #expect(first.userName == "ada")
    }

    @Test func theFirstOfTwoEqualKeysWins() throws {
        let person = try bothWays(WalkedPerson.self, #"{"userName": "ada", "age": 1, "age": "old", "userName": "bob"}"#)
        #expect(person == WalkedPerson(userName: "ada", age: 1, email: nil, score: 1.5))
        // The same for keys alike: the first one read.
        let alike = try bothWays(WalkedPerson.self, #"{"user-name": "ada", "age": 1, "User_Name": "bob"}"#)
        #expect(alike.userName == "ada")
    }

    @Test func escapedAndOtherThanASCIIKeysAreMatchedAsText() throws {
        // `user\u004eame` is `userName` exactly; `\u0075ser_name` reads alike.
        let escaped = try bothWays(WalkedPerson.self, #"{"user\u004eame": "ada", "\u0061ge": 2}"#)
        #expect(escaped == WalkedPerson(userName: "ada", age: 2, email: nil, score: 1.5))
        let alike = try bothWays(WalkedPerson.self, #"{"\u0075ser_name": "ada", "age": 2, "émail": "x"}"#)
        #expect(alike.userName == "ada" && alike.email == nil)
    }

    @Test func failuresAreInTheOrderOfTheFieldsNotOfTheMembers() {
        // Members last to first; `second` missing, `first` and `third` of the wrong type.
        let (walked, looked) = failurePaths(WalkedOrder.self, #"{"fourth": "x", "third": [3], "first": {}}"#)
        #expect(walked == ["first", "second", "third", "fourth"])
        #expect(walked == looked)
    }

    @Test func aKeyPathFieldFailsInItsPlaceAmongTheFields() {
        let (walked, looked) = failurePaths(WalkedPhoto.self, #"{"tags": "x", "title": [1], "media": {"m": {}}}"#)
        #expect(walked == ["title", "media.m", "tags"])
        #expect(walked == looked)
        let missing = failurePaths(WalkedPhoto.self, #"{"tags": [], "title": "t"}"#)
        #expect(missing.walked == ["media"])
        #expect(missing.walked == missing.looked)
    }

    @Test func aMissingRequiredFieldIsNamedWithItsObjectsPlace() throws {
        do {
            _ = try WalkedOrder(json: "{\n  \"first\": 1,\n  \"third\": 3\n}")
            Issue.record("decoded without a required field")
        } catch DecodingError.keyNotFound(let key, let context) {
            #expect(key.stringValue == "second")
            #expect(context.codingPath.isEmpty)
            #expect(context.debugDescription.contains("line 1, column 1"))
        }
    }

    @Test func foundationsDecoderReadsTheSameValues() throws {
        let json = #"{"score": 2.5, "age": 36, "userName": "ada", "extra": [1, 2]}"#
        let expected = try JSONModelDecoder().decode(WalkedPerson.self, from: Data(json.utf8))
        #expect(try JSONDecoder().decode(WalkedPerson.self, from: Data(json.utf8)) == expected)
        #expect(throws: DecodingError.self) { _ = try JSONDecoder().decode(WalkedOrder.self, from: Data(#"{"first": 1}"#.utf8)) }
    }

    @Test func arraysOfScalarsReadStraightOrThroughTheGeneralReader() throws {
        // Plain elements, read as they stand; integers into `[Double]` and escapes in strings
        // through the general reader, which gives the same values.
        let plain = try bothWays(WalkedArrays.self, #"{"counts": [1, -2, 3, 4, 5], "names": ["a", "b\u0043"], "weights": [0.5, 2, -1e3]}"#)
        #expect(plain == WalkedArrays(counts: [1, -2, 3, 4, 5], names: ["a", "bC"], weights: [0.5, 2, -1000], flag: nil))
        let empty = try bothWays(WalkedArrays.self, #"{"counts": [], "names": [], "weights": [], "flag": true}"#)
        #expect(empty == WalkedArrays(counts: [], names: [], weights: [], flag: true))
    }

    @Test func aBadElementAfterPlainOnesIsNamedAtItsIndex() throws {
        let json = "{\"counts\": [1, 2, 3.5, 4],\n \"names\": [\"a\", {}],\n \"weights\": [1.5, null], \"flag\": \"yes\"}"
        let (walked, looked) = failurePaths(WalkedArrays.self, json)
        #expect(walked == ["counts[2]", "names[1]", "weights[1]", "flag"])
        #expect(walked == looked)
        do {
            _ = try WalkedArrays(json: json)
            Issue.record("decoded an array with a bad element")
        } catch {
            let failures = try #require(JSONDecodingFailures(error)).failures
            #expect(failures.map(\.line) == [1, 2, 3, 3])
            #expect(failures.map(\.column) == [19, 17, 19, 34])
        }
    }

    @Test func arraysOfModelsAreFilledInPlaceAndNameEveryBadElement() throws {
        let json = #"{"title": "t", "people": [{"userName": "a", "age": 1}, {"user_name": "b", "age": 2, "score": 3}], "orders": [[1], []]}"#
        let album = try bothWays(WalkedAlbum.self, json)
        #expect(album.people == [WalkedPerson(userName: "a", age: 1, email: nil, score: 1.5), WalkedPerson(userName: "b", age: 2, email: nil, score: 3)])
        #expect(album.orders == [[1], []])
        #expect(try bothWays(WalkedAlbum.self, #"{"title": "t", "people": [], "orders": []}"#).people.isEmpty)

        // Every bad element of the array, each at its index, and the fields after the array.
        let bad = "{\"people\": [{\"age\": 1}, {\"userName\": \"x\", \"age\": 2},\n  {\"userName\": [5], \"age\": \"old\"}], \"orders\": 3}"
        let (walked, looked) = failurePaths(WalkedAlbum.self, bad)
        #expect(walked == ["title", "people[0].userName", "people[2].userName", "people[2].age", "orders"])
        #expect(walked == looked)
        do {
            _ = try WalkedAlbum(json: bad)
            Issue.record("decoded an array with bad elements")
        } catch {
            let failures = try #require(JSONDecodingFailures(error)).failures
            #expect(failures.map(\.line) == [1, 1, 2, 2, 2])
            #expect(failures.map(\.column) == [1, 13, 16, 28, 47])
        }
        // Not an array, or `null`: the field's own error.
        #expect(failurePaths(WalkedAlbum.self, #"{"title": "t", "people": null, "orders": []}"#).walked == ["people"])
        #expect(failurePaths(WalkedAlbum.self, #"{"title": "t", "people": {}, "orders": []}"#).walked == ["people"])
    }

    @Test func elementsLeftOutWhenInvalidAreReportedFromAWalkedObject() throws {
        let decoder = JSONModelDecoder()
        decoder.invalidElementStrategy = .skip
        let json = #"{"title": "t", "people": [{"userName": "a", "age": 1}, {"age": "x"}], "orders": [[1], "no"]}"#
        let album = try decoder.decode(WalkedAlbum.self, from: Data(json.utf8))
        #expect(album.people.map(\.userName) == ["a"])
        #expect(album.orders == [[1]])
    }

    @Test func nestedModelsAreMadeByTheirObjectInitializer() throws {
        let json = """
            {"owner": {"name": "Ada", "age": 36}, "co_owner": {"age": 40, "name": "Bob"},
             "points": [{"x": 1, "y": 2}, {"y": 4, "x": 3}], "corner": {"x": 0, "y": -1},
             "tree": {"label": 1, "children": [{"label": 2, "children": []}, {"label": 3, "children": [{"label": 4, "children": []}]}]}}
            """
        let listing = try bothWays(EntryListing.self, json)
        #expect(listing.owner == EntryOwner(name: "Ada", age: 36))
        #expect(listing.coOwner == EntryOwner(name: "Bob", age: 40))
        #expect(listing.points == [HandWrittenPoint(x: 1, y: 2), HandWrittenPoint(x: 3, y: 4)])
        #expect(listing.corner == HandWrittenPoint(x: 0, y: -1))
        let tree = try #require(listing.tree)
        #expect(tree.children.map(\.label) == [2, 3])
        #expect(tree.children[1].children == [EntryTree(label: 4, children: [])])
        // Foundation's decoder reaches the same initializer through `init(from:)`.
        #expect(try JSONDecoder().decode(EntryOwner.self, from: Data(#"{"name": "Ada", "age": 36}"#.utf8)) == listing.owner)
        let listingJSON = #"{"owner": {"name": "Ada", "age": 36}, "points": [], "corner": {"x": 0, "y": 0}}"#
        #expect(try JSONDecoder().decode(EntryListing.self, from: Data(listingJSON.utf8)).owner == listing.owner)
        // `null` and a missing key for the optional model.
        let none = try bothWays(EntryListing.self, #"{"owner": {"name": "A", "age": 1}, "coOwner": null, "points": [], "corner": {"x": 0, "y": 0}}"#)
        #expect(none.coOwner == nil && none.tree == nil)
    }

    @Test func aNestedModelThatFailsIsReadAgainAndNamesEveryBadField() throws {
        // Bad fields inside a nested model, inside an element of an array of models, inside a
        // hand-written model, and a model that is not an object: every one, with its line and column.
        let json = """
            {"owner": {"name": {}, "age": "x"}, "coOwner": [],
             "points": [{"x": 1, "y": 2}, {"x": true, "y": 4}],
             "corner": {"x": 0}, "tree": {"label": 1, "children": [{"label": "two", "children": []}]}}
            """
        let (walked, looked) = failurePaths(EntryListing.self, json)
        #expect(walked == ["owner.name", "owner.age", "coOwner", "points[1].x", "corner.y", "tree.children[0].label"])
        #expect(walked == looked)
        do {
            _ = try EntryListing(json: json)
            Issue.record("decoded bad nested models")
        } catch {
            let failures = try #require(JSONDecodingFailures(error)).failures
            #expect(failures.map(\.line) == [1, 1, 1, 2, 3, 3])
            #expect(failures.map(\.column) == [20, 31, 48, 37, 12, 66])
        }
        // Bad values inside an otherwise good document fail the same way under Foundation's decoder.
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(EntryListing.self, from: Data(json.utf8)) }
    }

    @Test func deepTreesOfNestedModelsDecodeOrStopWithAnError() throws {
        // 400 levels of arrays of models: each level opened for its model's own initializer.
        let depth = 400
        let json = String(repeating: #"{"label": 1, "children": ["#, count: depth) + String(repeating: "]}", count: depth)
        let decoder = JSONModelDecoder()
        decoder.parseOptions.maximumDepth = 2 * depth + 1
        // On a thread of 8 MiB: Swift Testing's have 512 KiB on Apple platforms.
        let decoded: Result<EntryTree, any Error> = onLargeStack { Result { try decoder.decode(EntryTree.self, from: Data(json.utf8)) } }
        var tree = try decoded.get()
        var levels = 1
        while let child = tree.children.first {
            tree = child
            levels += 1
        }
        #expect(levels == depth)
    }

    @Test func dictionariesAreFilledWhereTheModelIsCompiled() throws {
        let json = #"{"owners": {"a": {"name": "Ada", "age": 36}, "b": {"name": "Bob", "age": 40}, "a": {"name": "Second", "age": 1}}, "names": {"x": "1", "y": "\u0032", "x": "3"}, "groups": {"g": [1, 2], "h": []}}"#
        let directory = try bothWays(EntryDirectory.self, json)
        // The first of two equal keys wins, as in Foundation.
        #expect(directory.owners == ["a": EntryOwner(name: "Ada", age: 36), "b": EntryOwner(name: "Bob", age: 40)])
        #expect(directory.names == ["x": "1", "y": "2"])
        #expect(directory.groups == ["g": [1, 2], "h": []])
        #expect(try bothWays(EntryDirectory.self, #"{"owners": {}, "names": {}, "groups": {}}"#) == EntryDirectory(owners: [:], names: [:], groups: [:]))

        // A bad value in any member: the dictionary is read again, naming each one.
        let bad = "{\"owners\": {\"a\": {\"name\": \"Ada\", \"age\": 36}, \"b\": {\"name\": \"Bob\"}},\n \"names\": {\"x\": {}}, \"groups\": {\"g\": [1, \"two\"]}}"
        let (walked, looked) = failurePaths(EntryDirectory.self, bad)
        #expect(walked == ["owners.b.age", "names.x", "groups.g[1]"])
        #expect(walked == looked)
        do {
            _ = try EntryDirectory(json: bad)
            Issue.record("decoded dictionaries with bad values")
        } catch {
            let failures = try #require(JSONDecodingFailures(error)).failures
            #expect(failures.map(\.line) == [1, 2, 2])
            #expect(failures.map(\.column) == [51, 17, 42])
        }
        #expect(failurePaths(EntryDirectory.self, #"{"owners": [], "names": {}, "groups": {}}"#).walked == ["owners"])
    }
}
