import Foundation
import JSONCoding
import Testing

/// Key lookups in any order, under every key strategy, against a reference of what each
/// strategy promises: the first key in the object that converts to the name (JSONDecoder's rule
/// for equal and alike keys), and for `.fuzzy` an exact key first. The decoder answers most
/// lookups from a cursor, a filter or what an earlier object taught it; none of that may change
/// which member a property reads.
@Suite("Decoding: key lookups in any order")
struct KeyLookupOrderTests {
    enum Name: String, CodingKey, CaseIterable {
        case userName, userID, isNew, aB, id
    }

    /// Per object, the order in which its type looks its keys up; shared through `userInfo`.
    final class LookupPlan: @unchecked Sendable {
        var orders: [[Name]] = []
        var next = 0
    }

    static let planKey = CodingUserInfoKey(rawValue: "lookupPlan")!

    /// Reads the keys in the planned order (a key may come twice), keeping what each read gives.
    struct Probe: Decodable {
        var values: [String: String]
        var present: [String: Bool]

        init(from decoder: any Decoder) throws {
            guard let plan = decoder.userInfo[KeyLookupOrderTests.planKey] as? LookupPlan else {
                throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "no plan"))
            }
            let order = plan.orders[plan.next]
            plan.next += 1
            let container = try decoder.container(keyedBy: Name.self)
            values = [:]
            present = [:]
            for name in order {
                let value = try container.decodeIfPresent(String.self, forKey: name)
                if let earlier = values[name.stringValue], earlier != value ?? "nil" {
                    values[name.stringValue] = "changed from \(earlier) to \(value ?? "nil")"
                } else {
                    values[name.stringValue] = value ?? "nil"
                }
                present[name.stringValue] = container.contains(name)
            }
        }
    }

    /// Spellings that equal, convert to, or read like each name, under one strategy or another.
    static let spellings: [Name: [String]] = [
        .userName: ["userName", "user_name", "USER_NAME", "user__name", "UserName", "user-name", "username", "_user_name"],
        .userID: ["userID", "user_id", "userId", "USER_ID", "user_i_d", "UserID"],
        .isNew: ["isNew", "is_new", "IS_NEW", "isnew", "is-new"],
        .aB: ["aB", "a_b", "A_B", "a_B", "ab", "a__b_"],
        .id: ["id", "ID", "i_d", "Id"],
    ]
    static let others = ["other", "user", "name", "new", "x_y"]

    enum Strategy: String, CaseIterable { case plain, snake, fuzzy }

    /// What the strategy promises for `name` in an object with `keys`: the value's text, or "nil".
    static func expected(_ name: String, in keys: [String], _ strategy: Strategy) -> String {
        let index: Int?
        switch strategy {
        case .plain:
            index = keys.firstIndex(of: name)
        case .snake:
            index = keys.firstIndex { snakeConverted($0) == name }
        case .fuzzy:
            func normalized(_ text: String) -> String { String(text.lowercased().unicodeScalars.filter { $0 != "_" && $0 != "-" }) }
            index = keys.firstIndex(of: name) ?? keys.firstIndex { normalized($0) == normalized(name) }
        }
        return index.map { "v\($0)" } ?? "nil"
    }

    /// Foundation's conversion, spelled out independently.
    static func snakeConverted(_ key: String) -> String {
        guard let first = key.firstIndex(where: { $0 != "_" }) else { return key }
        guard let last = key.lastIndex(where: { $0 != "_" }) else { return key }
        let core = key[first ... last]
        let words = core.split(separator: "_")
        guard words.count > 1 else { return key }
        let joined = words[0].lowercased() + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst().lowercased() }.joined()
        return String(key[..<first]) + joined + String(key[key.index(after: last)...])
    }

    @Test("every lookup finds the member its strategy promises", arguments: Strategy.allCases, [11, 12, 13] as [UInt64])
    func lookups(strategy: Strategy, seed: UInt64) throws {
        var random = FuzzyKeyTests.SplitMix(state: seed)
        var objects: [[String]] = []
        var orders: [[Name]] = []
        for _ in 0 ..< 300 {
            var keys: [String] = []
            for name in Name.allCases {
                let count = [0, 1, 1, 1, 2, 2, 3].randomElement(using: &random) ?? 1
                var chosen = Array((Self.spellings[name] ?? []).shuffled(using: &random).prefix(count))
                // Sometimes the same key twice.
                if Int.random(in: 0 ..< 5, using: &random) == 0, let first = chosen.first { chosen.append(first) }
                keys += chosen
            }
            keys += Self.others.shuffled(using: &random).prefix(Int.random(in: 0 ... 2, using: &random))
            if Int.random(in: 0 ..< 3, using: &random) == 0 { keys.shuffle(using: &random) }
            objects.append(keys)
            var order = Name.allCases
            switch Int.random(in: 0 ..< 4, using: &random) {
            case 0: order.shuffle(using: &random)
            case 1: order.reverse()
            default: break
            }
            if Bool.random(using: &random), let again = order.randomElement(using: &random) { order.append(again) }
            orders.append(order)
        }
        let json = "[" + objects.map { keys in
            "{" + keys.enumerated().map { "\"\($0.element)\": \"v\($0.offset)\"" }.joined(separator: ", ") + "}"
        }.joined(separator: ", ") + "]"

        for withReport in [false, true] {
            for round in 0 ..< 2 {
                let decoder = JSONModelDecoder()
                switch strategy {
                case .plain: decoder.keyDecodingStrategy = .useDefaultKeys
                case .snake: decoder.keyDecodingStrategy = .convertFromSnakeCase
                case .fuzzy: decoder.keyDecodingStrategy = .fuzzy
                }
                let plan = LookupPlan()
                plan.orders = orders
                decoder.userInfo = [Self.planKey: plan]
                let decoded = withReport ? try decoder.decodeWithReport([Probe].self, from: json).value : try decoder.decode([Probe].self, from: json)
                for (index, (probe, keys)) in zip(decoded, objects).enumerated() {
                    for name in orders[index] {
                        let want = Self.expected(name.stringValue, in: keys, strategy)
                        #expect(probe.values[name.stringValue] == want, "\(strategy) seed \(seed) report \(withReport) round \(round): \(name) in \(keys), order \(orders[index])")
                        #expect(probe.present[name.stringValue] == (want != "nil"))
                    }
                }
            }
        }
    }

    @Test("snake_case: two keys that convert alike, the first wins on every lookup path")
    func snakeDuplicates() throws {
        struct Two: Decodable, Equatable {
            var id: Int
            var userName: Int
            enum CodingKeys: String, CodingKey { case id, userName }
            init(id: Int, userName: Int) {
                self.id = id
                self.userName = userName
            }
            init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: CodingKeys.self)
                // `id` first, so that the cursor stands after it when `userName` is asked for.
                id = try container.decode(Int.self, forKey: .id)
                userName = try container.decode(Int.self, forKey: .userName)
            }
        }
        let decoder = JSONModelDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        let foundation = JSONDecoder()
        foundation.keyDecodingStrategy = .convertFromSnakeCase
        for text in [
            #"{"user_name": 1, "id": 5, "userName": 2}"#, #"{"userName": 1, "id": 5, "user_name": 2}"#,
            #"{"id": 5, "user_name": 1, "userName": 2}"#, #"{"USER_NAME": 1, "id": 5, "user_name": 2}"#,
        ] {
            let ours = try decoder.decode([Two].self, from: "[\(text), \(text)]")
            let theirs = try foundation.decode([Two].self, from: Data("[\(text), \(text)]".utf8))
            #expect(ours == theirs, "\(text)")
            #expect(ours.first == Two(id: 5, userName: 1), "\(text)")
        }
    }
}
