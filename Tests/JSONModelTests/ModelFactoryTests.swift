import Foundation
import JSONModel
import Testing

// A struct whose memberwise initializer `@JSONModel` can call is made by a generated
// `_fromJSONObject(_:)` that returns that initializer's value; the others are set field by field
// in `init(_jsonObject:)`. Both read the same fields, defaults, ignored properties and errors.

@JSONModel
struct FactoryAccount: Equatable {
    var name: String
    private var secret: String
    var nickname: String?
    var score: Int = 7
    let id: Int
    @JSONIgnore var cache: [String: Int] = ["kept": 1]
    @JSONIgnore var note: String?
    var `default`: Bool

    var revealed: String { secret }
}

/// The same fields with an initializer of its own: no memberwise initializer.
@JSONModel
struct FactoryAccountWithInit: Equatable {
    var name: String
    var nickname: String?
    var score: Int = 7
    let id: Int
    var flag: Bool

    init(name: String, nickname: String?, score: Int, id: Int, flag: Bool) {
        self.name = name
        self.nickname = nickname
        self.score = score
        self.id = id
        self.flag = flag
    }
}

/// A `let` with its value keeps `self` from being assigned whole.
@JSONModel
struct FactoryAccountWithConstant: Equatable {
    let kind = "account"
    var name: String
    var nickname: String?
    var score: Int = 7
    let id: Int
    var flag: Bool
}

@JSONModel
struct FactoryHolder: Equatable {
    var accounts: [FactoryAccount]
    var first: FactoryAccount?
    var byName: [String: FactoryAccountWithConstant]
    var other: FactoryAccountWithInit
}

@Suite("Models made by their memberwise initializer")
struct ModelFactoryTests {
    @Test("fields, defaults, ignored properties, a private property and a keyword name")
    func factoryReadsEveryKindOfProperty() throws {
        let account = try FactoryAccount(json: Data(#"{"name": "ann", "secret": "s3", "id": 4, "default": true}"#.utf8))
        #expect(account.name == "ann")
        #expect(account.revealed == "s3")
        #expect(account.nickname == nil)
        #expect(account.score == 7)
        #expect(account.id == 4)
        #expect(account.cache == ["kept": 1])
        #expect(account.note == nil)
        #expect(account.default)
        let full = try FactoryAccount(
            json: Data(#"{"name": "bo", "secret": "x", "nickname": "b", "score": 9, "id": 5, "default": false, "cache": {"a": 2}}"#.utf8))
        #expect(full.nickname == "b" && full.score == 9 && full.cache == ["kept": 1] && !full.default)
    }

    @Test("the same values and errors through JSONDecoder, nested, in arrays and dictionaries")
    func sameThroughEveryPath() throws {
        let json = #"""
            {"accounts": [{"name": "a", "secret": "1", "id": 1, "default": true},
                          {"name": "b", "secret": "2", "id": 2, "default": false, "score": 3}],
             "first": {"name": "c", "secret": "3", "id": 3, "default": true},
             "byName": {"d": {"name": "d", "id": 4, "flag": true}},
             "other": {"name": "e", "id": 5, "flag": false, "nickname": "ee"}}
            """#
        let ours = try JSONModelDecoder().decode(FactoryHolder.self, from: Data(json.utf8))
        let foundation = try JSONDecoder().decode(FactoryHolder.self, from: Data(json.utf8))
        #expect(ours == foundation)
        #expect(ours.accounts.map(\.score) == [7, 3])
        #expect(ours.byName["d"]?.kind == "account")
        #expect(ours.other == FactoryAccountWithInit(name: "e", nickname: "ee", score: 7, id: 5, flag: false))
        #expect(try JSONModelDecoder().decode(FactoryHolder.self, from: JSONModelEncoder().encode(ours)) == ours)
    }

    @Test("every bad field of a factory-made model is named with its line and column")
    func errorsAreTheSame() throws {
        let json = "{\"accounts\": [{\"name\": [1], \"secret\": \"1\", \"default\": true}],\n \"byName\": {}, \"other\": {\"name\": \"e\", \"id\": 5, \"flag\": false}}"
        let error = try #require(throws: DecodingError.self) { try JSONModelDecoder().decode(FactoryHolder.self, from: Data(json.utf8)) }
        let failures = try #require(JSONDecodingFailures(error))
        #expect(failures.failures.map(\.path.description) == ["accounts[0].name", "accounts[0].id"])
        #expect(failures.failures.map(\.line) == [1, 1])
        #expect(failures.failures[0].column == 24)
    }
}
