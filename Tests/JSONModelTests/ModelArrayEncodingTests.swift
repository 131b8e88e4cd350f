import Foundation
import JSONModel
import Testing

// An array of models under `JSONModelEncoder` is written element by element by code compiled
// where the model is, not through the standard library's `Array.encode(to:)`. The text, the
// errors and their paths are what the generic path and `JSONEncoder` give.

@JSONModel
struct ArrayHolder: Equatable {
    var name: String
    var people: [WalkedPerson]
    var points: [HandWrittenPoint]
    var extra: [WalkedPerson]?
}

@Suite("Arrays of models, encoded")
struct ModelArrayEncodingTests {
    let holder = ArrayHolder(
        name: "group",
        people: [
            WalkedPerson(userName: "ann", age: 31, email: "ann@example.com", score: 2.5),
            WalkedPerson(userName: "bob/smith", age: 42, email: nil, score: 0),
        ],
        points: [HandWrittenPoint(x: 1, y: 2), HandWrittenPoint(x: -3, y: 4)],
        extra: nil)

    @Test("the same text as JSONEncoder, elements in order, hand-written elements included")
    func sameTextAsFoundation() throws {
        let encoder = JSONModelEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let foundation = JSONEncoder()
        foundation.outputFormatting = [.sortedKeys]
        let text = String(decoding: try encoder.encode(holder), as: UTF8.self)
        #expect(text == String(decoding: try foundation.encode(holder), as: UTF8.self))
        #expect(
            text == #"{"name":"group","people":[{"age":31,"email":"ann@example.com","score":2.5,"userName":"ann"},"#
                + #"{"age":42,"score":0,"userName":"bob\/smith"}],"points":[{"x":1,"y":2},{"x":-3,"y":4}]}"#)
        #expect(try JSONModelDecoder().decode(ArrayHolder.self, from: Data(text.utf8)) == holder)
    }

    @Test("in document order, pretty-printed, an empty array and a present optional array")
    func prettyAndEmpty() throws {
        var value = holder
        value.people = []
        value.extra = [WalkedPerson(userName: "cy", age: 7, email: nil)]
        let encoder = JSONModelEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let foundation = JSONEncoder()
        foundation.outputFormatting = [.prettyPrinted, .sortedKeys]
        #expect(try encoder.encode(value) == foundation.encode(value))
        let compact = String(decoding: try JSONModelEncoder().encode(value), as: UTF8.self)
        #expect(
            compact == #"{"name":"group","people":[],"points":[{"x":1,"y":2},{"x":-3,"y":4}],"#
                + #""extra":[{"userName":"cy","age":7,"score":1.5}]}"#)
    }

    @Test("a nil array is left out, or written as null when the nil strategy says so")
    func nilArray() throws {
        let encoder = JSONModelEncoder()
        #expect(!String(decoding: try encoder.encode(holder), as: UTF8.self).contains("extra"))
        encoder.nilEncodingStrategy = .writeNull
        #expect(String(decoding: try encoder.encode(holder), as: UTF8.self).hasSuffix(#","extra":null}"#))
    }

    @Test("a value that cannot be written names the element's index in its path, as JSONEncoder does")
    func errorPath() throws {
        var value = holder
        value.people[1].score = .nan
        let libraryPath = invalidValuePath { try JSONModelEncoder().encode(value) }
        #expect(libraryPath == ["people", "1", "score"])
        #expect(libraryPath == invalidValuePath { try JSONEncoder().encode(value) })
        // The same encoder goes on to encode a good value.
        let encoder = JSONModelEncoder()
        _ = try? encoder.encode(value)
        #expect(try JSONModelDecoder().decode(ArrayHolder.self, from: encoder.encode(holder)) == holder)
    }

    @Test("trees of models nested in arrays stop at JSON's nesting limit with an error, not a crash")
    func deepTree() throws {
        var tree = EntryTree(label: 0, children: [])
        for level in 1 ... 300 { tree = EntryTree(label: level, children: [tree]) }
        // 300 objects inside 300 arrays: 601 levels, more than the 512 that JSON text may have.
        #expect(throws: EncodingError.self) { try JSONModelEncoder().encode(tree) }
        var shallow = EntryTree(label: 0, children: [])
        for level in 1 ... 100 { shallow = EntryTree(label: level, children: [shallow, EntryTree(label: -level, children: [])]) }
        let encoder = JSONModelEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let data = try encoder.encode(shallow)
        #expect(try JSONModelDecoder().decode(EntryTree.self, from: data) == shallow)
        // JSONEncoder keeps an object's keys in no fixed order; sorted, the texts are equal.
        let foundation = JSONEncoder()
        foundation.outputFormatting = [.sortedKeys]
        #expect(data == (try foundation.encode(shallow)))
    }

    /// The path of the `EncodingError.invalidValue` that `encode` throws, indices as numbers;
    /// nil when it throws nothing or another error.
    private func invalidValuePath(_ encode: () throws -> Data) -> [String]? {
        do {
            _ = try encode()
            return nil
        } catch let EncodingError.invalidValue(_, context) {
            return context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }
        } catch {
            return nil
        }
    }

    @Test("under JSONEncoder the same model writes the same arrays")
    func otherEncoder() throws {
        let data = try JSONEncoder().encode(holder)
        #expect(try JSONDecoder().decode(ArrayHolder.self, from: data) == holder)
    }
}
