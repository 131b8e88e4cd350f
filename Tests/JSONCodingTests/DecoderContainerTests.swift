import Foundation
import JSONCoding
import Testing

@Suite("Decoding: hand-written Codable, classes and navigation")
struct DecoderContainerTests {
    /// A type that reads a key path by hand, through nested containers.
    struct Photo: Decodable, Equatable {
        var title: String
        var imageURL: String
        var sizes: [Int]
        var tags: [String]

        enum CodingKeys: String, CodingKey { case title, media, sizes, tags }
        enum MediaKeys: String, CodingKey { case m }

        init(title: String, imageURL: String, sizes: [Int], tags: [String]) {
            self.title = title
            self.imageURL = imageURL
            self.sizes = sizes
            self.tags = tags
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            title = try container.decode(String.self, forKey: .title)
            let media = try container.nestedContainer(keyedBy: MediaKeys.self, forKey: .media)
            imageURL = try media.decode(String.self, forKey: .m)
            var sizesContainer = try container.nestedUnkeyedContainer(forKey: .sizes)
            var sizes: [Int] = []
            while !sizesContainer.isAtEnd {
                if try sizesContainer.decodeNil() { continue }
                sizes.append(try sizesContainer.decode(Int.self))
            }
            self.sizes = sizes
            tags = try container.decode(String.self, forKey: .tags).split(separator: " ").map(String.init)
            #expect(media.codingPath.map(\.stringValue) == ["media"])
        }
    }

    @Test("nested keyed and unkeyed containers, nil elements")
    func nestedContainers() throws {
        let json = #"{"title": "Bike", "media": {"m": "https://x/y.jpg"}, "sizes": [1, null, 3], "tags": "red fast"}"#
        let photo = try JSONModelDecoder().decode(Photo.self, from: json)
        #expect(photo == Photo(title: "Bike", imageURL: "https://x/y.jpg", sizes: [1, 3], tags: ["red", "fast"]))
    }

    class Animal: Decodable {
        var name: String
        enum CodingKeys: String, CodingKey { case name }
        required init(from decoder: any Decoder) throws {
            name = try decoder.container(keyedBy: CodingKeys.self).decode(String.self, forKey: .name)
        }
    }

    final class Dog: Animal {
        var breed: String
        enum DogKeys: String, CodingKey { case breed }
        required init(from decoder: any Decoder) throws {
            breed = try decoder.container(keyedBy: DogKeys.self).decode(String.self, forKey: .breed)
            try super.init(from: decoder)
        }
    }

    final class Cat: Animal {
        var lives: Int
        enum CatKeys: String, CodingKey { case lives }
        required init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CatKeys.self)
            lives = try container.decode(Int.self, forKey: .lives)
            // The superclass in its own object, as synthesized code for `super` keys expects.
            try super.init(from: try container.superDecoder())
        }
    }

    @Test("subclasses decode their superclass from the same object or from super")
    func inheritance() throws {
        let dog = try JSONModelDecoder().decode(Dog.self, from: #"{"name": "Rex", "breed": "collie"}"#)
        #expect(dog.name == "Rex")
        #expect(dog.breed == "collie")
        let cat = try JSONModelDecoder().decode(Cat.self, from: #"{"lives": 9, "super": {"name": "Tom"}}"#)
        #expect(cat.name == "Tom")
        #expect(cat.lives == 9)
    }

    enum Level: Int, Codable { case low = 1, high = 2 }
    enum Color: String, Codable { case red, green }

    struct Palette: Codable, Equatable {
        var colors: [String: Color]
        var levels: [Level]
        var counts: [String: [Int]]
        var anything: JSONValue
    }

    @Test("dictionaries, raw-value enums and JSONValue properties")
    func dictionariesAndEnums() throws {
        let json = #"{"colors": {"sky": "green", "rose": "red"}, "levels": [2, 1], "counts": {"a": [1], "b": []}, "anything": {"x": [1, "y", null]}}"#
        let palette = try JSONModelDecoder().decode(Palette.self, from: json)
        #expect(palette.colors == ["sky": .green, "rose": .red])
        #expect(palette.levels == [.high, .low])
        #expect(palette.counts == ["a": [1], "b": []])
        #expect(palette.anything == ["x": [1, "y", nil]])
        #expect(throws: DecodingError.self) { try JSONModelDecoder().decode([Color].self, from: #"["blue"]"#) }
    }

    @Test("a value in a JSONValue decodes as any Decodable, and errors carry the lookup path")
    func lookupDecoding() throws {
        struct Person: Decodable, Equatable {
            var name: String
            var age: Int
        }
        let value = try JSONValue(parsing: #"{"people": [{"name": "Ada", "age": 36}, {"name": "Bob", "age": "old"}]}"#)
        #expect(try value["people"][0].decode(Person.self) == Person(name: "Ada", age: 36))
        #expect(throws: DecodingError.self) { try value["people"].decode([Person].self) }
        #expect(try value["people"][5].decode(Person?.self) == nil)
        #expect(throws: JSONAccessError.self) { try value["people"][5].decode(Person.self) }
        #expect {
            _ = try value["people"][1].decode(Person.self, using: .foundationCompatible)
        } throws: { error in
            guard case DecodingError.typeMismatch(_, let context) = error else { return false }
            return context.codingPath.map(\.stringValue) == ["people", "Index 1", "age"]
                && context.debugDescription == #"expected Int, found the string "old""#
        }
    }

    @Test("a syntax error is dataCorrupted with the JSONSyntaxError underneath")
    func syntaxErrors() throws {
        #expect {
            _ = try JSONModelDecoder().decode([Int].self, from: "[1,\n 2,,]")
        } throws: { error in
            guard case DecodingError.dataCorrupted(let context) = error, let syntax = context.underlyingError as? JSONSyntaxError else {
                return false
            }
            #expect(context.codingPath.isEmpty)
            #expect(syntax.line == 2 && syntax.column == 4)
            #expect(context.debugDescription == "The given data was not valid JSON")
            // The location and reason are printed once, with the underlying error.
            #expect(String(describing: error) == "DecodingError.dataCorrupted: Data was corrupted. Debug description: "
                + "The given data was not valid JSON. Underlying error: line 2, column 4: expected a value after ',', found ','")
            #expect((error as? DecodingError)?.explanation == "The given data was not valid JSON: line 2, column 4: expected a value after ',', found ','")
            return true
        }
    }

    @Test("lenient parse options forgive broken payloads before decoding")
    func lenientParsing() throws {
        let decoder = JSONModelDecoder()
        decoder.parseOptions = .lenient
        let feed = #"{"title": "Ollie\'s bike", /* comment */ "tags": ["a", "b",],}"#
        struct Feed: Decodable, Equatable {
            var title: String
            var tags: [String]
        }
        #expect(try decoder.decode(Feed.self, from: feed) == Feed(title: "Ollie's bike", tags: ["a", "b"]))
        #expect(throws: DecodingError.self) { try JSONModelDecoder().decode(Feed.self, from: feed) }
    }

    @Test("a preprocessor rewrites the raw input; a top-level dictionary without braces")
    func preprocessing() throws {
        let decoder = JSONModelDecoder()
        decoder.preprocessor = { bytes in
            // A JSONP callback around the payload.
            if bytes.starts(with: Array("cb(".utf8)) { bytes = Array(bytes.dropFirst(3).dropLast(1)) }
        }
        #expect(try decoder.decode([Int].self, from: "cb([1,2])") == [1, 2])
        let braces = JSONModelDecoder()
        braces.assumesTopLevelDictionary = true
        #expect(try braces.decode([String: Int].self, from: #""a": 1, "b": 2"#) == ["a": 1, "b": 2])
        #expect(try braces.decode([String: Int].self, from: #"{"a": 1}"#) == ["a": 1])
    }

    @Test("userInfo reaches init(from:)")
    func userInfo() throws {
        struct Scaled: Decodable {
            var value: Double
            init(from decoder: any Decoder) throws {
                let factor = decoder.userInfo[CodingUserInfoKey(rawValue: "factor")!] as? Double ?? 1
                value = try decoder.singleValueContainer().decode(Double.self) * factor
            }
        }
        let decoder = JSONModelDecoder()
        decoder.userInfo = [CodingUserInfoKey(rawValue: "factor")!: 2.0]
        #expect(try decoder.decode([Scaled].self, from: "[1.5]").map(\.value) == [3])
    }
}

@Suite("Decoding: sharing a decoder")
struct DecoderSharingTests {
    struct Item: Decodable, Equatable {
        var id: Int
        var name: String
    }

    @Test("one decoder used from many tasks at once gives every task its own right answer")
    func concurrentDecodes() async throws {
        let decoder = JSONModelDecoder()
        decoder.keyDecodingStrategy = .fuzzy
        let results = try await withThrowingTaskGroup(of: (Int, [Item]).self) { group in
            for task in 0 ..< 16 {
                group.addTask {
                    let json = "[" + (0 ..< 50).map { #"{"ID": \#(task * 100 + $0), "Name": "n\#($0)"}"# }.joined(separator: ",") + "]"
                    return (task, try decoder.decode([Item].self, from: json))
                }
            }
            var results: [Int: [Item]] = [:]
            for try await (task, items) in group { results[task] = items }
            return results
        }
        #expect(results.count == 16)
        for (task, items) in results {
            #expect(items == (0 ..< 50).map { Item(id: task * 100 + $0, name: "n\($0)") })
        }
    }
}

/// Keyed containers are handed out again for the next object of the same type at the same
/// depth: these check that reuse never mixes objects up and never keeps the decoder alive.
@Suite("Decoding: containers made again and again")
struct ContainerReuseTests {
    /// Holds the decoder it was decoded with, weakly, so a test can see it freed.
    final class DecoderWitness: Decodable {
        weak var decoder: AnyObject?
        let value: Int

        init(from decoder: any Decoder) throws {
            self.decoder = decoder as AnyObject
            value = try decoder.container(keyedBy: StringKey.self).decode(Int.self, forKey: StringKey("v"))
        }
    }

    struct StringKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(_ string: String) { stringValue = string }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    @Test("the decoder is freed when the decode is over, after success and after an error")
    func decoderFreed() throws {
        weak var afterSuccess: AnyObject?
        do {
            let witnesses = try JSONModelDecoder().decode([DecoderWitness].self, from: #"[{"v": 1}, {"v": 2}]"#)
            #expect(witnesses.map(\.value) == [1, 2])
            afterSuccess = witnesses[0].decoder
        }
        #expect(afterSuccess == nil)

        weak var afterError: AnyObject?
        final class Capture: @unchecked Sendable { var witness: DecoderWitness? }
        let capture = Capture()
        struct Capturing: Decodable {
            init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: StringKey.self)
                Capturing.capture?.witness = try container.decode(DecoderWitness.self, forKey: StringKey("witness"))
                _ = try container.decode(Int.self, forKey: StringKey("missing"))
            }
            nonisolated(unsafe) static var capture: Capture?
        }
        Capturing.capture = capture
        #expect(throws: DecodingError.self) { try JSONModelDecoder().decode(Capturing.self, from: #"{"witness": {"v": 3}}"#) }
        afterError = capture.witness?.decoder
        Capturing.capture = nil
        #expect(capture.witness?.value == 3)
        #expect(afterError == nil)
    }

    /// Reads its value through `superDecoder(forKey:)`, letting go of that decoder at once.
    struct ThroughSuper: Decodable, Equatable {
        var inner: Int
        var missing: Int?
        init(from decoder: any Decoder) throws {
            let outer = try decoder.container(keyedBy: StringKey.self)
            let nested = try outer.superDecoder(forKey: StringKey("wrapped")).container(keyedBy: StringKey.self)
            inner = try nested.decode(Int.self, forKey: StringKey("v"))
            missing = try outer.superDecoder(forKey: StringKey("absent")).singleValueContainer().decode(Int?.self)
        }
        init(inner: Int, missing: Int?) {
            self.inner = inner
            self.missing = missing
        }
    }

    @Test("containers from a super decoder work after the super decoder itself is let go of")
    func superDecoderContainers() throws {
        let values = try JSONModelDecoder().decode([ThroughSuper].self, from: #"[{"wrapped": {"v": 1}}, {"wrapped": {"v": 2}}]"#)
        #expect(values == [ThroughSuper(inner: 1, missing: nil), ThroughSuper(inner: 2, missing: nil)])
    }

    struct Order: Decodable, Equatable {
        struct Line: Decodable, Equatable {
            var sku: String
            var count: Int
        }
        var id: Int
        var lines: [Line]
    }

    @Test("decodes that fail in the middle leave nothing behind for the next ones, in any order and at once")
    func failuresBetweenDecodes() async throws {
        let good = #"{"id": 1, "lines": [{"sku": "a", "count": 2}, {"sku": "b", "count": 3}]}"#
        let bad = #"{"id": 2, "lines": [{"sku": "a", "count": 2}, {"sku": "b", "count": "three"}]}"#
        let expected = Order(id: 1, lines: [.init(sku: "a", count: 2), .init(sku: "b", count: 3)])
        let decoder = JSONModelDecoder()
        decoder.valueCoercion = .strict
        for _ in 0 ..< 20 {
            #expect(throws: DecodingError.self) { try decoder.decode(Order.self, from: bad) }
            #expect(try decoder.decode(Order.self, from: good) == expected)
        }
        try await withThrowingTaskGroup(of: Void.self) { group in
            for task in 0 ..< 8 {
                group.addTask { () throws -> Void in
                    for round in 0 ..< 50 {
                        if (task + round) % 3 == 0 {
                            #expect(throws: DecodingError.self) { try decoder.decode(Order.self, from: bad) }
                        } else {
                            #expect(try decoder.decode(Order.self, from: good) == expected)
                        }
                    }
                }
            }
            try await group.waitForAll()
        }
    }

    struct Node: Decodable, Equatable {
        var name: String
        var children: [Node]
    }

    struct Pair: Decodable, Equatable {
        struct Left: Decodable, Equatable { var a: Int }
        struct Right: Decodable, Equatable { var b: String }
        var left: Left
        var right: Right
    }

    @Test("siblings of alternating types and a type nested in itself keep their own objects")
    func alternatingAndRecursive() throws {
        let pairs = try JSONModelDecoder().decode(
            [Pair].self, from: #"[{"left": {"a": 1}, "right": {"b": "x"}}, {"left": {"a": 2}, "right": {"b": "y"}}]"#)
        #expect(pairs == [Pair(left: .init(a: 1), right: .init(b: "x")), Pair(left: .init(a: 2), right: .init(b: "y"))])

        let tree = try JSONModelDecoder().decode(
            Node.self,
            from: #"{"name": "root", "children": [{"name": "a", "children": [{"name": "a1", "children": []}]}, {"name": "b", "children": []}]}"#)
        #expect(tree.name == "root")
        #expect(tree.children.map(\.name) == ["a", "b"])
        #expect(tree.children[0].children.map(\.name) == ["a1"])
    }

    /// Reads one object through two containers of the same key type, and a nested object
    /// between the two reads of the first.
    struct TwoViews: Decodable, Equatable {
        var first: Int
        var inner: Int
        var second: Int

        init(from decoder: any Decoder) throws {
            let one = try decoder.container(keyedBy: StringKey.self)
            let two = try decoder.container(keyedBy: StringKey.self)
            first = try one.decode(Int.self, forKey: StringKey("x"))
            let nested = try one.nestedContainer(keyedBy: StringKey.self, forKey: StringKey("n"))
            inner = try nested.decode(Int.self, forKey: StringKey("x"))
            second = try two.decode(Int.self, forKey: StringKey("y"))
            #expect(try one.decode(Int.self, forKey: StringKey("y")) == second)
        }
    }

    @Test("two containers over one object and a nested one of the same key type stay apart")
    func containersOfOneType() throws {
        let views = try JSONModelDecoder().decode([TwoViews].self, from: #"[{"x": 1, "n": {"x": 10}, "y": 2}, {"y": 4, "x": 3, "n": {"x": 30}}]"#)
        #expect(views == [TwoViews(first: 1, inner: 10, second: 2), TwoViews(first: 3, inner: 30, second: 4)])
    }
}

extension ContainerReuseTests.TwoViews {
    init(first: Int, inner: Int, second: Int) {
        self.first = first
        self.inner = inner
        self.second = second
    }
}
