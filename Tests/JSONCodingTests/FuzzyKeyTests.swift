import Foundation
import JSONCoding
import Testing

/// `.fuzzy` keys over many objects in one decode, whose spellings change from object to object:
/// the decoder keeps the spelling that matched a coding key before and a filter of each object's
/// keys, and neither may change which member a property reads.
@Suite("Decoding: fuzzy keys over changing spellings")
struct FuzzyKeyTests {
    struct Loose: Decodable, Equatable {
        var userName: String?
        var userID: String?
        var isNew: String?
        var key: String?
    }

    static let properties = ["userName", "userID", "isNew", "key"]
    static let spellings: [String: [String]] = [
        "userName": ["userName", "user_name", "UserName", "USER-NAME", "username", "user__name"],
        "userID": ["userID", "user_id", "USERID", "user-Id", "UserId"],
        "isNew": ["isNew", "is_new", "IS-NEW", "isnew"],
        // KELVIN SIGN lowercases to "k": a key outside ASCII that reads like an ASCII name.
        "key": ["key", "KEY", "\u{212A}ey", "k_e_y"],
    ]
    static let others = ["other", "user", "naïve_name", "ümlaut", "id", "is", "new_user"]

    /// What fuzzy matching promises: the exact key if there is one, else the first key that
    /// reads alike (equal ignoring case, `_` and `-`), else nothing.
    static func expected(_ name: String, in keys: [String]) -> String? {
        func normalized(_ text: String) -> String { String(text.lowercased().unicodeScalars.filter { $0 != "_" && $0 != "-" }) }
        if let exact = keys.firstIndex(of: name) { return "v\(exact)" }
        return keys.firstIndex { normalized($0) == normalized(name) }.map { "v\($0)" }
    }

    /// A small deterministic generator, so that a failure can be reproduced from its seed.
    struct SplitMix: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    @Test("every object decodes to the members fuzzy matching picks", arguments: [1, 2, 3, 4] as [UInt64])
    func changingSpellings(seed: UInt64) throws {
        var random = SplitMix(state: seed)
        var objects: [[String]] = []
        for _ in 0 ..< 300 {
            var keys: [String] = []
            for property in Self.properties {
                // Mostly one spelling, sometimes none, sometimes two alike (at most one exact).
                let count = [0, 1, 1, 1, 1, 2, 3].randomElement(using: &random) ?? 1
                var chosen = Array((Self.spellings[property] ?? []).shuffled(using: &random).prefix(count))
                if Bool.random(using: &random), chosen.count > 1 { chosen.removeAll { $0 == property } }
                keys += chosen
            }
            keys += Self.others.shuffled(using: &random).prefix(Int.random(in: 0 ... 2, using: &random))
            // Usually in the properties' order, as real payloads are; sometimes shuffled.
            if Int.random(in: 0 ..< 4, using: &random) == 0 { keys.shuffle(using: &random) }
            objects.append(keys)
        }
        let json = "[" + objects.map { keys in
            "{" + keys.enumerated().map { "\"\($0.element)\": \"v\($0.offset)\"" }.joined(separator: ", ") + "}"
        }.joined(separator: ", ") + "]"
        let decoder = JSONModelDecoder()
        decoder.keyDecodingStrategy = .fuzzy
        for _ in 0 ..< 2 {
            let decoded = try decoder.decode([Loose].self, from: json)
            #expect(decoded.count == objects.count)
            for (value, keys) in zip(decoded, objects) {
                let expected = Loose(
                    userName: Self.expected("userName", in: keys), userID: Self.expected("userID", in: keys),
                    isNew: Self.expected("isNew", in: keys), key: Self.expected("key", in: keys))
                #expect(value == expected, "seed \(seed), keys \(keys)")
            }
        }
    }

    @Test("a missing key is still reported with the closest key, after spellings were kept")
    func missingAfterKept() throws {
        struct Strict: Decodable { var userName: String; var userID: String }
        let decoder = JSONModelDecoder()
        decoder.keyDecodingStrategy = .fuzzy
        _ = try decoder.decode([Strict].self, from: #"[{"user_name": "a", "user_id": "1"}]"#)
        #expect {
            try decoder.decode([Strict].self, from: #"[{"user_name": "a", "user_id": "1"}, {"user_name": "b", "user_idx": "2", "usr_id": "3"}]"#)
        } throws: { error in
            guard case DecodingError.keyNotFound(let key, let context) = error else { return false }
            return key.stringValue == "userID" && context.codingPath.map(\.stringValue) == ["Index 1"]
                && context.debugDescription.contains("did you mean")
        }
    }

    /// A coding key outside ASCII whose fuzzy form is plain ASCII: KELVIN SIGN lowercases to `k`.
    struct Kelvin: Decodable, Equatable {
        var kelvin: String?
        var other: String?
        enum CodingKeys: String, CodingKey {
            case kelvin = "\u{212A}EY"
            case other
        }
    }

    @Test("a coding key outside ASCII finds a plain ASCII key that reads alike")
    func nonASCIIName() throws {
        let decoder = JSONModelDecoder()
        decoder.keyDecodingStrategy = .fuzzy
        // The member is not at the cursor (other comes first), so the object's keys are asked.
        #expect(try decoder.decode(Kelvin.self, from: #"{"x": "0", "key": "k", "other": "o"}"#) == Kelvin(kelvin: "k", other: "o"))
        #expect(try decoder.decode(Kelvin.self, from: #"{"other": "o", "x": "0"}"#) == Kelvin(kelvin: nil, other: "o"))
    }
}
