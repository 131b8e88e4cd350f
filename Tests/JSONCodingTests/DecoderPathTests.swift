import Foundation
import JSONCoding
import Testing

/// The decoder keeps one path node per depth for values decoded one after another and changes
/// it for each; these make sure every value, error and container still sees its own path.
@Suite("Decoding: coding paths of values decoded one after another")
struct DecoderPathTests {
    // MARK: - Coding paths of values decoded one after another

    /// Records the coding path it saw, at the start and after decoding its children.
    struct PathRecorder: Decodable {
        var before: [String]
        var after: [String]
        var children: [PathRecorder]

        enum CodingKeys: String, CodingKey { case children }

        init(from decoder: any Decoder) throws {
            before = decoder.codingPath.map(\.stringValue)
            let container = try decoder.container(keyedBy: CodingKeys.self)
            children = try container.decodeIfPresent([PathRecorder].self, forKey: .children) ?? []
            after = decoder.codingPath.map(\.stringValue)
            #expect(container.codingPath.map(\.stringValue) == before)
        }
    }

    @Test("each value sees its own coding path, after siblings and children were decoded")
    func pathsOfSiblingsAndChildren() throws {
        let json = #"{"children": [{"children": [{}, {"children": [{}]}]}, {}, {"children": [{}, {}]}]}"#
        let root = try JSONModelDecoder().decode(PathRecorder.self, from: json)
        func check(_ value: PathRecorder, _ path: [String]) {
            #expect(value.before == path)
            #expect(value.after == path)
            for (index, child) in value.children.enumerated() {
                check(child, path + ["children", "Index \(index)"])
            }
        }
        check(root, [])
        #expect(root.children[0].children[1].children[0].before == ["children", "Index 0", "children", "Index 1", "children", "Index 0"])
    }

    struct Pair: Decodable {
        var first: Int
        var second: Int
        enum CodingKeys: String, CodingKey { case a, b }
        enum InnerKeys: String, CodingKey { case value, nested }

        /// Two nested containers at the same depth, in use at once, each decoding a nested value.
        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            let a = try container.nestedContainer(keyedBy: InnerKeys.self, forKey: .a)
            let b = try container.nestedContainer(keyedBy: InnerKeys.self, forKey: .b)
            second = try b.decode(Leaf.self, forKey: .nested).value
            first = try a.decode(Int.self, forKey: .value)
        }
    }

    struct Leaf: Decodable { var value: Int }

    @Test("a failure in one of two nested containers in use at once names that container's path")
    func pathsOfNestedContainersInUseAtOnce() throws {
        let json = #"[{"a": {"value": 1}, "b": {"nested": {"value": 2}}}, {"a": {"value": "one"}, "b": {"nested": {"value": 2}}}]"#
        #expect {
            try JSONModelDecoder().decode([Pair].self, from: json)
        } throws: { error in
            guard case DecodingError.typeMismatch(_, let context) = error else { return false }
            return context.codingPath.map(\.stringValue) == ["Index 1", "a", "value"]
        }
        let second = #"[{"a": {"value": 1}, "b": {"nested": {"value": 2}}}, {"a": {"value": 1}, "b": {"nested": {"value": "two"}}}]"#
        #expect {
            try JSONModelDecoder().decode([Pair].self, from: second)
        } throws: { error in
            guard case DecodingError.typeMismatch(_, let context) = error else { return false }
            return context.codingPath.map(\.stringValue) == ["Index 1", "b", "nested", "value"]
        }
    }

    @Test("a failure deep in a later element names its path, not an earlier sibling's")
    func pathOfLaterElement() throws {
        struct Outer: Decodable { var items: [Middle] }
        struct Middle: Decodable { var inner: [String: Leaf] }
        let json = #"{"items": [{"inner": {"x": {"value": 1}}}, {"inner": {"y": {"value": 2}, "z": {"value": null}}}]}"#
        #expect {
            try JSONModelDecoder().decode(Outer.self, from: json)
        } throws: { error in
            guard case DecodingError.valueNotFound(_, let context) = error else { return false }
            return context.codingPath.map(\.stringValue) == ["items", "Index 1", "inner", "z", "value"]
        }
    }

    /// Reads its items through `superDecoder(forKey:)`, and a second list directly after it.
    struct ThroughSuper: Decodable {
        var items: [Leaf]
        var more: [Leaf]
        enum CodingKeys: String, CodingKey { case items, more }
        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            items = try [Leaf](from: container.superDecoder(forKey: .items))
            more = try container.decode([Leaf].self, forKey: .more)
        }
    }

    @Test("paths through superDecoder(forKey:) and after it are the paths JSONDecoder reports")
    func pathsThroughSuperDecoder() throws {
        struct Outer: Decodable { var list: [ThroughSuper] }
        let inputs = [
            #"{"list": [{"items": [{"value": 1}], "more": []}, {"items": [{"value": 1}, {"value": "x"}], "more": []}]}"#,
            #"{"list": [{"items": [{"value": 1}], "more": [{"value": 2}, {"value": null}]}]}"#,
            #"{"list": [{"items": [], "more": []}, {"items": [{}], "more": []}]}"#,
        ]
        let expected = [["list", "Index 1", "items", "Index 1", "value"], ["list", "Index 0", "more", "Index 1", "value"],
                        ["list", "Index 1", "items", "Index 0", "value"]]
        for (input, expected) in zip(inputs, expected) {
            let data = Data(input.utf8)
            #expect(Self.errorPath { try JSONModelDecoder().decode(Outer.self, from: data) } == expected)
            #expect(Self.errorPath { try JSONDecoder().decode(Outer.self, from: data) } == expected)
        }
    }

    /// The coding path (and missing key) of the error `body` throws; nil when it throws none.
    static func errorPath<T>(_ body: () throws -> T) -> [String]? {
        do {
            _ = try body()
            return nil
        } catch let error as DecodingError {
            switch error {
            case .typeMismatch(_, let context), .valueNotFound(_, let context): return context.codingPath.map(\.stringValue)
            case .keyNotFound(let key, let context): return context.codingPath.map(\.stringValue) + [key.stringValue]
            default: return ["unexpected \(error)"]
            }
        } catch {
            return ["unexpected \(error)"]
        }
    }
}
