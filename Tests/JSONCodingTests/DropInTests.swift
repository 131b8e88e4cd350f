import Foundation
import JSONCoding
import Testing

/// What a user who swaps `JSONDecoder()` for `JSONModelDecoder()` expects to keep working.
@Suite("Drop-in: what JSONDecoder reads")
struct DropInTests {
    // MARK: - 128-bit integers

    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    struct Wide: Codable, Equatable {
        var signed: Int128
        var unsigned: UInt128
        var optional: Int128?
        var list: [UInt128]
    }

    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    @Test("Int128 and UInt128 over their full range, in keyed, unkeyed and single value containers")
    func wideIntegers() throws {
        let text = """
            {"signed": -170141183460469231731687303715884105728, "unsigned": 340282366920938463463374607431768211455,
             "optional": 170141183460469231731687303715884105727, "list": [0, 18446744073709551616, 1e2]}
            """
        let expected = Wide(
            signed: .min, unsigned: .max, optional: .max, list: [0, UInt128(UInt64.max) + 1, 100])
        for decoder in [JSONModelDecoder(), .foundationCompatible] {
            #expect(try decoder.decode(Wide.self, from: text) == expected)
        }
        #expect(try JSONDecoder().decode(Wide.self, from: Data(text.utf8)) == expected)
        #expect(try JSONModelDecoder().decode(Int128.self, from: "-1") == -1)
        #expect(try JSONModelDecoder().decode([Int128?].self, from: "[null, 5]") == [nil, 5])
        // Beyond what Double holds exactly, still exact.
        #expect(try JSONModelDecoder().decode(UInt128.self, from: "1e30") == UInt128(1_000_000_000_000_000) * 1_000_000_000_000_000)
        // Numbers sent as strings, with the default lenient coercion.
        #expect(try JSONModelDecoder().decode(Int128.self, from: #""-170141183460469231731687303715884105728""#) == .min)
        // And they round-trip through the encoder.
        let data = try JSONModelEncoder().encode(expected)
        #expect(try JSONModelDecoder().decode(Wide.self, from: data) == expected)
    }

    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    @Test("a 128-bit integer out of range or not whole is an error at its path")
    func wideIntegerErrors() throws {
        for (text, path) in [
            (#"{"signed": 170141183460469231731687303715884105728, "unsigned": 0, "list": []}"#, "signed"),
            (#"{"signed": 0, "unsigned": -1, "list": []}"#, "unsigned"),
            (#"{"signed": 0, "unsigned": 340282366920938463463374607431768211456, "list": []}"#, "unsigned"),
            (#"{"signed": 1.5, "unsigned": 0, "list": []}"#, "signed"),
            (#"{"signed": 0, "unsigned": 0, "list": [1, "x"]}"#, "list[1]"),
        ] {
            let error = try #require(throws: DecodingError.self) { try JSONModelDecoder().decode(Wide.self, from: text) }
            #expect(error.explanation.hasPrefix(path + ": expected "), "\(error.explanation)")
            #expect(throws: DecodingError.self) { try JSONDecoder().decode(Wide.self, from: Data(text.utf8)) }
        }
    }

    @available(macOS 15.0, iOS 18.0, watchOS 11.0, tvOS 18.0, visionOS 2.0, *)
    @Test("128-bit integers through JSONValue navigation")
    func wideIntegersInJSONValue() throws {
        let value = try JSONValue(parsing: #"{"id": 340282366920938463463374607431768211455, "n": [-170141183460469231731687303715884105728]}"#)
        #expect(try value["id"].decode(UInt128.self) == .max)
        #expect(try value["n"][0].decode(Int128.self) == .min)
        #expect(value["id"].number?.exactly(UInt128.self) == .max)
        let error = try #require(throws: JSONAccessError.self) { try value["id"].decode(Int128.self) }
        #expect(error.path == ["id"])
    }

    // MARK: - Class hierarchies

    class Person: Codable {
        var name: String
        init(name: String) { self.name = name }
    }

    final class Employee: Person {
        var company: String
        enum Keys: String, CodingKey { case company }
        init(name: String, company: String) {
            self.company = company
            super.init(name: name)
        }
        required init(from decoder: any Decoder) throws {
            company = try decoder.container(keyedBy: Keys.self).decode(String.self, forKey: .company)
            try super.init(from: decoder)
        }
        override func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Keys.self)
            try container.encode(company, forKey: .company)
            try super.encode(to: encoder)
        }
    }

    struct Staff: Decodable {
        var lead: Person
        var members: [Person]
        enum Keys: String, CodingKey { case lead, members }
        init(from decoder: any Decoder) throws {
            let kind: Person.Type = Employee.self
            let container = try decoder.container(keyedBy: Keys.self)
            lead = try container.decode(kind, forKey: .lead)
            var list = try container.nestedUnkeyedContainer(forKey: .members)
            members = []
            while !list.isAtEnd { members.append(try list.decode(kind)) }
        }
    }

    @Test("the dynamic type passed in is the type decoded, at the top level and in containers")
    func dynamicType() throws {
        let text = #"{"name": "Ada", "company": "Analytical Engines"}"#
        let kind: Person.Type = Employee.self
        for decoder in [JSONModelDecoder(), .foundationCompatible] {
            let person = try decoder.decode(kind, from: text)
            let employee = try #require(person as? Employee)
            #expect(employee.name == "Ada" && employee.company == "Analytical Engines")
        }
        #expect(try JSONDecoder().decode(kind, from: Data(text.utf8)) is Employee)
        let staff = try JSONModelDecoder().decode(Staff.self, from: #"{"lead": \#(text), "members": [\#(text)]}"#)
        // A keyed container's type passes the static type on (`KeyedDecodingContainer.decode`
        // is the standard library's), in JSONDecoder too; an unkeyed container is called directly.
        #expect(staff.lead.name == "Ada")
        #expect(staff.members.allSatisfy { $0 is Employee })
    }

    // MARK: - allKeys

    /// Records `allKeys` and the value of each key listed.
    struct KeyList: Decodable {
        var keys: [String]
        var values: [Int]
        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: JSONKeyForTests.self)
            keys = container.allKeys.map(\.stringValue)
            values = try container.allKeys.map { try container.decode(Int.self, forKey: $0) }
            for key in container.allKeys { #expect(container.contains(key)) }
        }
    }

    @Test("allKeys lists each key once after key conversion; the first of two converting alike wins, as in JSONDecoder")
    func allKeysAfterConversion() throws {
        let custom = JSONModelDecoder()
        custom.keyDecodingStrategy = .custom { path in JSONKeyForTests(path.last?.stringValue == "y" ? "x" : path.last?.stringValue ?? "") }
        let foundation = JSONDecoder()
        foundation.keyDecodingStrategy = .custom { path in JSONKeyForTests(path.last?.stringValue == "y" ? "x" : path.last?.stringValue ?? "") }
        for text in [#"{"x": 1, "y": 2, "z": 3}"#, #"{"y": 2, "x": 1, "z": 3}"#] {
            let ours = try custom.decode(KeyList.self, from: text)
            let theirs = try foundation.decode(KeyList.self, from: Data(text.utf8))
            #expect(ours.keys == ["x", "z"])
            // Foundation lists keys in its dictionary's order; the values per key must agree.
            #expect(Dictionary(uniqueKeysWithValues: zip(ours.keys, ours.values)) == Dictionary(uniqueKeysWithValues: zip(theirs.keys, theirs.values)), "\(text)")
        }

        let snake = JSONModelDecoder()
        snake.keyDecodingStrategy = .convertFromSnakeCase
        let list = try snake.decode(KeyList.self, from: #"{"user_name": 1, "userName": 2, "a_b": 3, "a_b": 4}"#)
        #expect(list.keys == ["userName", "aB"])
        #expect(list.values == [1, 3])

        let plain = try JSONModelDecoder().decode(KeyList.self, from: #"{"a": 1, "b": 2, "a": 3}"#)
        #expect(plain.keys == ["a", "b"])
        #expect(plain.values == [1, 2])
    }

    struct Profile: Decodable, Equatable {
        var userName: String
        var isAdmin: Bool
        enum CodingKeys: String, CodingKey { case userName, isAdmin }
        var listed: [CodingKeys] = []
        init(userName: String, isAdmin: Bool, listed: [CodingKeys]) {
            self.userName = userName
            self.isAdmin = isAdmin
            self.listed = listed
        }
        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            listed = container.allKeys
            for key in listed { #expect(container.contains(key)) }
            userName = try container.decode(String.self, forKey: .userName)
            isAdmin = try container.decode(Bool.self, forKey: .isAdmin)
        }
    }

    @Test("with .fuzzy keys, allKeys names the coding keys the input's keys fill, as contains does")
    func allKeysFuzzy() throws {
        let decoder = JSONModelDecoder()
        decoder.keyDecodingStrategy = .fuzzy
        for text in [
            #"{"user_name": "ada", "IS_ADMIN": true}"#, #"{"UserName": "ada", "is-admin": true}"#,
            #"{"user-name": "ada", "USER_NAME": "x", "isAdmin": true, "other": 1}"#,
        ] {
            let profile = try decoder.decode(Profile.self, from: text)
            #expect(profile == Profile(userName: "ada", isAdmin: true, listed: [.userName, .isAdmin]), "\(text)")
        }
    }

    enum Tag: String, CodingKey, CaseIterable { case xmlHTTPRequest }

    @Test("with .fuzzy keys, a CaseIterable key type is searched for a spelling no rule makes")
    func allKeysFuzzyCaseIterable() throws {
        struct Holder: Decodable {
            var keys: [Tag]
            init(from decoder: any Decoder) throws { keys = try decoder.container(keyedBy: Tag.self).allKeys }
        }
        let decoder = JSONModelDecoder()
        decoder.keyDecodingStrategy = .fuzzy
        #expect(try decoder.decode(Holder.self, from: #"{"XMLHttp_Request": 1}"#).keys == [.xmlHTTPRequest])
    }

    // MARK: - Duplicate keys

    @Test("duplicate keys: the decoder keeps the first, as JSONDecoder, in a JSONValue too; parsing a JSONValue keeps the last, as JSONSerialization")
    func duplicateKeys() throws {
        struct A: Decodable, Equatable { var a: Bool }
        let text = #"{"a": true, "a": false}"#
        #expect(try JSONModelDecoder().decode(A.self, from: text) == A(a: true))
        #expect(try JSONDecoder().decode(A.self, from: Data(text.utf8)) == A(a: true))
        #expect(try JSONModelDecoder().decode([String: Bool].self, from: text) == ["a": true])
        #expect(try JSONValue(parsing: text)["a"].bool == false)
        #expect(try JSONModelDecoder().decode(JSONValue.self, from: text)["a"].bool == true)
        #expect(try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))["a"].bool == true)
        let nested = #"{"v": {"a": 1, "b": [{"c": 1, "c": 2}], "a": 2}, "v": 3}"#
        #expect(try JSONModelDecoder().decode(JSONValue.self, from: nested) == ["v": ["a": 1, "b": [["c": 1]]]])
        #expect(try JSONDecoder().decode(JSONValue.self, from: Data(nested.utf8)) == ["v": ["a": 1, "b": [["c": 1]]]])
        #expect(try JSONModelDecoder().decode(KeyList.self, from: #"{"a": 1, "a": 2}"#).keys == ["a"])
    }

    // MARK: - Numbers too small for Double

    @Test("a number that underflows: an error with foundationCompatible, as in JSONDecoder; the nearest value by default")
    func underflow() throws {
        for text in ["2.01e-1234", "1e-400", "-1e-400", "2e-324"] {
            #expect(throws: DecodingError.self) { try JSONDecoder().decode(Double.self, from: Data(text.utf8)) }
            let error = try #require(throws: DecodingError.self) { try JSONModelDecoder.foundationCompatible.decode([Double].self, from: "[\(text)]") }
            #expect(error.explanation.hasPrefix("[0]: expected Double, found the number \(text), which is too small to be told from 0"), "\(error.explanation)")
            let value = try JSONModelDecoder().decode(Double.self, from: text)
            #expect(value == 0 && value.sign == (text.hasPrefix("-") ? .minus : .plus))
        }
        // True zeros and the smallest subnormals are no underflow.
        for text in ["0e-500", "0.000e-999", "-0.0", "5e-324", "3e-324", "1e-320"] {
            let expected = try #require(Double(text))
            #expect(try JSONModelDecoder.foundationCompatible.decode(Double.self, from: text) == expected)
            #expect(try JSONDecoder().decode(Double.self, from: Data(text.utf8)) == expected)
        }
        // Float: what rounds to 0 as a Float.
        for text in ["1e-46", "7e-46", "1e-50"] {
            #expect(throws: DecodingError.self) { try JSONDecoder().decode(Float.self, from: Data(text.utf8)) }
            #expect(throws: DecodingError.self) { try JSONModelDecoder.foundationCompatible.decode(Float.self, from: text) }
            #expect(try JSONModelDecoder().decode(Float.self, from: text) == 0)
        }
        #expect(try JSONModelDecoder.foundationCompatible.decode(Float.self, from: "1e-45") == Float.leastNonzeroMagnitude)
    }

    // MARK: - Non-finite numbers

    @Test("JSON5's Infinity and NaN are no Bool, even with lenient coercion")
    func nonFiniteBool() throws {
        let decoder = JSONModelDecoder()
        decoder.allowsJSON5 = true
        for text in ["Infinity", "-Infinity", "NaN", "+Infinity"] {
            let error = try #require(throws: DecodingError.self) { try decoder.decode([Bool].self, from: "[\(text)]") }
            guard case .typeMismatch = error else {
                Issue.record("\(text): \(error)")
                continue
            }
            #expect(error.explanation == "[0]: expected Bool, found the number \(text) at line 1, column 2")
        }
        #expect(try decoder.decode([Bool].self, from: "[1, 0]") == [true, false])
    }
}
