// Containers and decoders that a type keeps past its `init(from:)`: each keeps reading its own
// value, during the decode and after it, when the caller has freed the input and its memory
// has been used again.

import Foundation
import Testing

@testable import JSONCoding

@Suite("Decoding: containers and decoders kept past their value")
struct KeptContainerTests {
    typealias Key = ContainerReuseTests.StringKey

    /// Keeps what its `init(from:)` was given: the keyed container, a nested one, the decoder,
    /// an unkeyed container and a decoder for `superDecoder(forKey:)`.
    final class Keeper: Decodable, @unchecked Sendable {
        let container: KeyedDecodingContainer<Key>
        let nested: KeyedDecodingContainer<Key>?
        let decoder: any Decoder
        let list: (any UnkeyedDecodingContainer)?
        let inner: (any Decoder)?

        init(from decoder: any Decoder) throws {
            container = try decoder.container(keyedBy: Key.self)
            nested = try? container.nestedContainer(keyedBy: Key.self, forKey: Key("child"))
            self.decoder = decoder
            list = try? container.nestedUnkeyedContainer(forKey: Key("list"))
            inner = container.contains(Key("inner")) ? try container.superDecoder(forKey: Key("inner")) : nil
        }

        func name() throws -> String { try container.decode(String.self, forKey: Key("name")) }
    }

    /// JSON of `count` objects, each with its own name, child, list and inner value, long
    /// enough that the bytes live on the heap.
    static func document(count: Int) -> String {
        let objects = (0 ..< count).map { index in
            #"{"name": "object number \#(index) with a long name", "child": {"id": \#(index)}, "#
                + #""list": [\#(index), "text \#(index)"], "inner": {"deep": "inner \#(index)"}}"#
        }
        return "[" + objects.joined(separator: ", ") + "]"
    }

    /// Decodes keepers from heap bytes that are freed, and fills memory with other bytes.
    static func keepersFromFreedInput<Value>(count: Int, decode: (Data) throws -> [Value]) throws -> [Value] {
        var keepers: [Value] = []
        do {
            let data = Data(document(count: count).utf8)
            keepers = try decode(data)
        }
        // Allocations of the same size reuse what the input was, and fill it with other bytes.
        var filler: [Data] = []
        for _ in 0 ..< 64 { filler.append(Data(repeating: UInt8(ascii: "#"), count: document(count: count).utf8.count)) }
        withExtendedLifetime(filler) {}
        return keepers
    }

    @Test("each kept keyed container reads its own object during the decode and after it, from freed input")
    func keyedContainersKeepTheirObjects() throws {
        let keepers = try Self.keepersFromFreedInput(count: 40) { try JSONModelDecoder().decode([Keeper].self, from: $0) }
        #expect(keepers.count == 40)
        for (index, keeper) in keepers.enumerated() {
            #expect(try keeper.name() == "object number \(index) with a long name")
            #expect(keeper.container.allKeys.map(\.stringValue) == ["name", "child", "list", "inner"])
            #expect(keeper.container.codingPath.map(\.intValue) == [index as Int?])
            #expect(try keeper.nested?.decode(Int.self, forKey: Key("id")) == index)
            #expect(keeper.nested?.codingPath.first?.intValue == index)
            #expect(keeper.nested?.codingPath.last?.stringValue == "child")
            #expect(!keeper.container.contains(Key("missing")))
        }
    }

    @Test("a decoder kept past the decode stands at the top-level value, as Foundation's does, and reads it")
    func keptDecoderReadsTheTopLevel() throws {
        let keepers = try Self.keepersFromFreedInput(count: 12) { try JSONModelDecoder().decode([Keeper].self, from: $0) }
        for keeper in keepers {
            var top = try keeper.decoder.unkeyedContainer()
            #expect(top.count == 12)
            let first = try top.nestedContainer(keyedBy: Key.self)
            #expect(try first.decode(String.self, forKey: Key("name")) == "object number 0 with a long name")
        }
    }

    @Test("a kept unkeyed container and a decoder from superDecoder(forKey:) read their values after the decode")
    func keptUnkeyedAndSuperDecoders() throws {
        let keepers = try Self.keepersFromFreedInput(count: 12) { try JSONModelDecoder().decode([Keeper].self, from: $0) }
        for (index, keeper) in keepers.enumerated() {
            var list = try #require(keeper.list)
            #expect(list.count == 2)
            #expect(try list.decode(Int.self) == index)
            #expect(try list.decode(String.self) == "text \(index)")
            #expect(list.isAtEnd)
            let inner = try #require(keeper.inner).container(keyedBy: Key.self)
            #expect(try inner.decode(String.self, forKey: Key("deep")) == "inner \(index)")
        }
    }

    @Test("kept containers read freed input decoded from bytes, text and with a report too")
    func everyInputForm() throws {
        let fromBytes = try Self.keepersFromFreedInput(count: 8) { try JSONModelDecoder().decode([Keeper].self, from: Array($0)) }
        let fromText = try Self.keepersFromFreedInput(count: 8) {
            try JSONModelDecoder().decode([Keeper].self, from: String(decoding: $0, as: UTF8.self))
        }
        let withReport = try Self.keepersFromFreedInput(count: 8) { try JSONModelDecoder().decodeWithReport([Keeper].self, from: $0).value }
        for keepers in [fromBytes, fromText, withReport] {
            #expect(try keepers.map { try $0.name() } == (0 ..< 8).map { "object number \($0) with a long name" })
        }
    }

    /// Keeps only its keyed container, and knows its decoder without keeping it.
    final class ContainerOnly: Decodable, @unchecked Sendable {
        let container: KeyedDecodingContainer<Key>
        weak var decoder: AnyObject?
        init(from decoder: any Decoder) throws {
            container = try decoder.container(keyedBy: Key.self)
            self.decoder = decoder as AnyObject
        }
    }

    @Test("a kept container keeps its decoder alive, which goes once the container has and another decode keeps one")
    func keptContainerHoldsItsDecoder() throws {
        weak var decoder: AnyObject?
        do {
            let values = try JSONModelDecoder().decode([ContainerOnly].self, from: Data(Self.document(count: 3).utf8))
            decoder = values[0].decoder
            #expect(decoder != nil)
            #expect(try values[2].container.decode(String.self, forKey: Key("name")) == "object number 2 with a long name")
        }
        #expect(decoder != nil)
        let next = try JSONModelDecoder().decode(ContainerOnly.self, from: #"{"name": "next"}"#)
        #expect(decoder == nil)
        #expect(try next.container.decode(String.self, forKey: Key("name")) == "next")
    }

    @Test("a decoder from superDecoder(forKey:) of a kept container, made after the decode, outlives the container")
    func superDecoderMadeAfterTheDecode() throws {
        var inner: (any Decoder)?
        do {
            let keepers = try Self.keepersFromFreedInput(count: 4) { try JSONModelDecoder().decode([ContainerOnly].self, from: $0) }
            inner = try keepers[3].container.superDecoder(forKey: Key("inner"))
        }
        // Another decode that keeps a container lets go of the states of the containers gone.
        let next = try JSONModelDecoder().decode(ContainerOnly.self, from: Data(Self.document(count: 1).utf8.dropFirst().dropLast()))
        let filler = (0 ..< 64).map { _ in Data(repeating: UInt8(ascii: "#"), count: Self.document(count: 4).utf8.count) }
        withExtendedLifetime(filler) {}
        // It holds the copy it reads (which the decoder it came from, gone now, made).
        let child = try #require(inner as? TapeDecoder)
        #expect(child.state.pointee.inputCopy != nil)
        #expect(child.input.baseAddress == child.state.pointee.inputCopy?.bytes.baseAddress)
        let deep = try #require(inner).container(keyedBy: Key.self).decode(String.self, forKey: Key("deep"))
        #expect(deep == "inner 3")
        #expect(try next.container.decode(String.self, forKey: Key("name")) == "object number 0 with a long name")
    }

    /// Reads the elements of an array through nested keyed containers, one after another,
    /// and keeps every third.
    struct Looping: Decodable {
        let values: [Int]
        let kept: [KeyedDecodingContainer<Key>]
        init(from decoder: any Decoder) throws {
            var elements = try decoder.unkeyedContainer()
            var values: [Int] = []
            var kept: [KeyedDecodingContainer<Key>] = []
            while !elements.isAtEnd {
                let element = try elements.nestedContainer(keyedBy: Key.self)
                values.append(try element.decode(Int.self, forKey: Key("v")))
                if values.count % 3 == 0 { kept.append(element) }
            }
            self.values = values
            self.kept = kept
        }
    }

    @Test("nested containers taken in a loop are each their element's, and kept ones stay so")
    func nestedContainersInALoop() throws {
        let text = "[" + (0 ..< 30).map { #"{"v": \#($0), "w": \#($0 * 2)}"# }.joined(separator: ", ") + "]"
        let looping = try JSONModelDecoder().decode(Looping.self, from: Data(text.utf8))
        #expect(looping.values == Array(0 ..< 30))
        #expect(try looping.kept.map { try $0.decode(Int.self, forKey: Key("w")) } == stride(from: 2, to: 30, by: 3).map { $0 * 2 })
        #expect(looping.kept.map { $0.codingPath.last?.intValue } == stride(from: 2, to: 30, by: 3).map { $0 as Int? })
    }

    /// Reads everything a hand-written type reads, keeping nothing.
    struct Reader: Decodable {
        let name: String
        let id: Int
        let list: [String]
        let deep: String
        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: Key.self)
            name = try container.decode(String.self, forKey: Key("name"))
            id = try container.nestedContainer(keyedBy: Key.self, forKey: Key("child")).decode(Int.self, forKey: Key("id"))
            var list = try container.nestedUnkeyedContainer(forKey: Key("list"))
            _ = try list.decode(Int.self)
            self.list = [try list.decode(String.self)]
            deep = try container.superDecoder(forKey: Key("inner")).container(keyedBy: Key.self).decode(String.self, forKey: Key("deep"))
        }
    }

    @Test("only a decode that something outlives copies its input, once")
    func inputCopiedOnlyWhenNeeded() throws {
        let text = Self.document(count: 20)
        let before = InputCopy.madeOnThisThread
        let readers = try JSONModelDecoder().decode([Reader].self, from: Data(text.utf8))
        #expect(readers.map(\.deep) == (0 ..< 20).map { "inner \($0)" })
        #expect(InputCopy.madeOnThisThread == before)
        #expect(throws: DecodingError.self) { try JSONModelDecoder().decode([Reader].self, from: #"[{"name": 1}]"#) }
        #expect(InputCopy.madeOnThisThread == before)
        _ = try JSONModelDecoder().decodeWithReport([Reader].self, from: text)
        #expect(InputCopy.madeOnThisThread == before)
        let keepers = try JSONModelDecoder().decode([Keeper].self, from: Data(text.utf8))
        #expect(InputCopy.madeOnThisThread == before + 1)
        withExtendedLifetime(keepers) {}
    }

    /// Reads its keyed container while it decodes, and keeps it: a sibling of the same type
    /// decoded next must not take it over.
    final class Sibling: Decodable, @unchecked Sendable {
        let container: KeyedDecodingContainer<Key>
        let value: Int
        init(from decoder: any Decoder) throws {
            container = try decoder.container(keyedBy: Key.self)
            value = try container.decode(Int.self, forKey: Key("v"))
        }
    }

    /// Holds a sibling's container while the next sibling decodes, then reads it again.
    struct Pair: Decodable {
        let first: Int
        let firstAfterSecond: Int
        let second: Int
        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: Key.self)
            let first = try container.decode(Sibling.self, forKey: Key("a"))
            let second = try container.decode(Sibling.self, forKey: Key("b"))
            self.first = first.value
            self.second = second.value
            firstAfterSecond = try first.container.decode(Int.self, forKey: Key("v"))
        }
    }

    @Test("a container kept by one value is not the next sibling's")
    func siblingsDoNotShareAKeptContainer() throws {
        let pair = try JSONModelDecoder().decode(Pair.self, from: #"{"a": {"v": 1}, "b": {"v": 2, "w": 0}}"#)
        #expect(pair.first == 1)
        #expect(pair.second == 2)
        #expect(pair.firstAfterSecond == 1)
    }

    /// Takes two containers of one key type over its own object, and reads a wrapped value of
    /// the same key type through the same decoder, all at once.
    struct Wrapper: Decodable, Equatable {
        let name: String
        let inner: Inner
        struct Inner: Decodable, Equatable {
            let id: Int
            init(from decoder: any Decoder) throws {
                id = try decoder.container(keyedBy: Key.self).decode(Int.self, forKey: Key("id"))
            }
        }
        init(from decoder: any Decoder) throws {
            let first = try decoder.container(keyedBy: Key.self)
            let second = try decoder.container(keyedBy: Key.self)
            inner = try Inner(from: decoder)
            name = try first.decode(String.self, forKey: Key("name"))
            #expect(try second.decode(Int.self, forKey: Key("id")) == inner.id)
        }
    }

    @Test("containers of one key type over one object at once each read it whole")
    func containersOfOneTypeAtOnce() throws {
        let wrappers = try JSONModelDecoder().decode(
            [Wrapper].self, from: #"[{"name": "a", "id": 1}, {"id": 2, "name": "b"}, {"name": "c", "id": 3}]"#)
        #expect(wrappers.map(\.name) == ["a", "b", "c"])
        #expect(wrappers.map(\.inner.id) == [1, 2, 3])
    }
}
