@testable import JSONCoding
import Foundation
import Testing

/// The metadata check that keeps the decoder from asking the runtime about array and
/// dictionary conformances of types that cannot have them.
@Suite("Telling arrays and dictionaries by their generic type")
struct NominalTypeTests {
    struct Model: Codable { var id: Int }
    final class Box: Codable {}
    enum Mode: String, Codable { case on }

    @Test("arrays of any element are arrays, and nothing else is")
    func arrays() {
        #expect(NominalType.array != nil)
        #expect(NominalType.of([Model].self) == NominalType.array)
        #expect(NominalType.of([String].self) == NominalType.array)
        #expect(NominalType.of([[Int]].self) == NominalType.array)
        #expect(NominalType.of(ContiguousArray<Int>.self) != NominalType.array)
        #expect(NominalType.of(Set<Int>.self) != NominalType.array)
    }

    @Test("dictionaries of any key and value are dictionaries, and nothing else is")
    func dictionaries() {
        #expect(NominalType.dictionary != nil)
        #expect(NominalType.of([String: Model].self) == NominalType.dictionary)
        #expect(NominalType.of([Int: String].self) == NominalType.dictionary)
        #expect(NominalType.of([Model].self) != NominalType.dictionary)
    }

    @Test("structs have a descriptor of their own; classes, enums, optionals and tuples have none")
    func otherKinds() {
        #expect(NominalType.of(Model.self) != nil)
        #expect(NominalType.of(Model.self) != NominalType.array)
        #expect(NominalType.of(Box.self) == nil)
        #expect(NominalType.of(Mode.self) == nil)
        #expect(NominalType.of(Int?.self) == nil)
        #expect(NominalType.of((Int, Int).self) == nil)
    }

    @Test("arrays and dictionaries of models still decode by their plans")
    func plans() throws {
        let decoded = try JSONModelDecoder().decode([String: [Model]].self, from: #"{"a": [{"id": 1}, {"id": 2}]}"#)
        #expect(decoded["a"]?.map(\.id) == [1, 2])
    }
}
