import Foundation
import JSONModel
import Testing

// A model's object is walked once, each member's key matched to the fields, when no report is
// kept; with a report the fields look their keys up one by one. Both must read the same
// member for every field: the first exact key, else the first key alike.

@JSONModel
struct Spellings: Equatable {
    var userName: String?
    var username: String?
    var id: Int?
    var count: Int?
    var isAdmin: Bool?
}

@JSONModel
struct Outer: Equatable {
    var name: String
    var inner: Spellings
    var list: [Spellings]
    var after: String?
}

@JSONModel
struct Wide: Equatable {
    var descriptionOfTheThing: String?
    var id: Int?
}

/// Nine fields per level: sixty levels take more field slots than a decoder starts with.
@JSONModel
struct Branch: Equatable {
    var a: Int?
    var b: Int?
    var c: Int?
    var d: Int?
    var e: Int?
    var f: Int?
    var g: Int?
    var h: Int?
    var next: [Branch] = []
}

@Suite struct WalkedObjectTests {
    /// Keys that read alike, in several spellings, and some that read as no field.
    static let nameKeys = ["userName", "user_name", "USERNAME", "username", "user-name", "User_Name"]
    static let otherKeys = ["id", "ID", "Id", "i_d", "count", "COUNT", "is_admin", "isAdmin", "IsAdmin", "zzz", "idx"]

    /// A deterministic generator, so that a failure comes back the same.
    struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    static func object(_ generator: inout Generator) -> String {
        var members: [String] = []
        for position in 0 ..< generator.next(9) {
            let all = nameKeys + otherKeys
            let key = all[generator.next(all.count)]
            let value: String
            if nameKeys.contains(key) || key == "zzz" {
                value = "\"\(key)-\(position)\""
            } else if key.lowercased().contains("admin") {
                value = position % 2 == 0 ? "true" : "false"
            } else {
                value = String(position)
            }
            members.append("\"\(key)\": \(value)")
        }
        return "{" + members.joined(separator: ", ") + "}"
    }

    @Test func aWalkReadsWhatTheLookupsRead() throws {
        var generator = Generator(state: 7)
        for _ in 0 ..< 3_000 {
            let json = Self.object(&generator)
            let walked = try JSONModelDecoder().decode(Spellings.self, from: json)
            let (lookedUp, _) = try JSONModelDecoder().decodeWithReport(Spellings.self, from: json)
            #expect(walked == lookedUp, "\(json)")
        }
    }

    @Test func theRulesOfOneObject() throws {
        // An exact key wins over a key alike before it; of two keys alike, the first.
        let value = try Spellings(json: #"{"user_name": "alike", "userName": "exact", "ID": 1, "Id": 2}"#)
        #expect(value.userName == "exact")
        #expect(value.username == "alike")
        #expect(value.id == 1)
        // Of two equal keys, the first.
        #expect(try Spellings(json: #"{"id": 1, "id": 2, "count": 3}"#).id == 1)
        // Exact keys after keys alike, for both fields of one form.
        let both = try Spellings(json: #"{"USERNAME": "a", "username": "b", "userName": "c"}"#)
        #expect(both == Spellings(userName: "c", username: "b"))
    }

    @Test func nestedObjectsKeepTheirOwnSlots() throws {
        let json = #"""
            {"list": [{"id": 1, "user_name": "a"}, {"ID": 2}, {}],
             "name": "outer",
             "inner": {"count": 4, "inner": {"id": 9}, "is_admin": true},
             "after": "x"}
            """#
        let outer = try Outer(json: json)
        #expect(outer.name == "outer" && outer.after == "x")
        #expect(outer.inner == Spellings(count: 4, isAdmin: true))
        #expect(outer.list == [Spellings(userName: "a", username: "a", id: 1), Spellings(id: 2), Spellings()])
        let (reported, _) = try JSONModelDecoder().decodeWithReport(Outer.self, from: json)
        #expect(reported == outer)
    }

    @Test func escapedOrNonASCIIKeysAreLookedUpAsText() throws {
        // "user\u005Fname" is user_name; "Ｉd" (full width) reads as no field.
        let value = try Spellings(json: #"{"user\u005Fname": "escaped", "\uFF29d": 5, "id": 1}"#)
        #expect(value.userName == "escaped" && value.username == "escaped")
        #expect(value.id == 1)
    }

    @Test func longKeysManyMembersAndManySpellings() throws {
        // Keys longer than two words, a field past the 64th member, and more spellings of keys
        // than a table keeps: the walk reads what the lookups read.
        var members = (0 ..< 100).map { #""unknown_key_number_\#($0)": \#($0)"# }
        members.append(#""description_of_the_thing": "long""#)
        members.append(#""ID": 7"#)
        let json = "{" + members.joined(separator: ", ") + "}"
        for _ in 0 ..< 4 {
            let wide = try Wide(json: json)
            #expect(wide == Wide(descriptionOfTheThing: "long", id: 7))
            #expect(try JSONModelDecoder().decodeWithReport(Wide.self, from: json).value == wide)
        }
        for round in 0 ..< 6 {
            let fresh = (0 ..< 100).map { #""other_\#(round)_\#($0)": 0"# }.joined(separator: ", ")
            let value = try Wide(json: "{\(fresh), \"descriptionOfTheThing\": \"r\(round)\", \"id\": \(round)}")
            #expect(value == Wide(descriptionOfTheThing: "r\(round)", id: round))
        }
        // The last key of a document, with fewer than sixteen bytes after it.
        #expect(try Wide(json: #"{"id":1}"#) == Wide(id: 1))
        #expect(try Wide(json: #"{"description_of_the_thing":"x"}"#) == Wide(descriptionOfTheThing: "x"))
    }

    @Test func deepNestingTakesMoreSlots() throws {
        var json = "[]"
        for level in 0 ..< 60 {
            json = #"[{"a": \#(level), "b": 1, "c": 2, "d": 3, "e": 4, "f": 5, "g": 6, "h": 7, "next": \#(json)}]"#
        }
        var branch = try [Branch](json: json)[0]
        var depth = 0
        while true {
            #expect(branch.a == 59 - depth && branch.h == 7)
            guard let next = branch.next.first else { break }
            branch = next
            depth += 1
        }
        #expect(depth == 59)
    }

    @Test func aMissingRequiredFieldIsStillNamed() throws {
        let error = try #require(throws: DecodingError.self) { try Outer(json: #"{"name": "x", "list": []}"#) }
        #expect(error.explanation == #"no key "inner" in the object at line 1, column 1"#)
    }
}
