// The other side of a model's reads: any other decoder's keyed container, and its members
// matched by the model's rule.

import Foundation

/// Any other decoder's keyed container, which a ``JSONObjectReader`` reads through.
@usableFromInline
final class ContainerObject {
    let container: KeyedDecodingContainer<StringCodingKey>
    /// The decoder the container is from.
    let decoder: any Decoder
    private var members: ContainerMembers?
    /// The first error the decoder threw for a field of the object, until the reader throws it
    /// (see `ObjectCursor.thrownError`).
    @usableFromInline var thrown: (any Error)?

    /// The keyed container of `decoder`.
    ///
    /// - Throws: the decoder's error when the value is not an object.
    @usableFromInline
    init(opening decoder: borrowing any Decoder) throws {
        container = try decoder.container(keyedBy: StringCodingKey.self)
        self.decoder = copy decoder
    }

    /// The members as the model's keys name them, made on the first key that is not there
    /// exactly.
    var namedMembers: ContainerMembers {
        if let members { return members }
        let made = ContainerMembers()
        members = made
        return made
    }

    /// Reads the field `key` into `place`: true when a value is there, false when the field is
    /// missing or `null` where that means nil, or holds a wrong-typed value that falls back on
    /// its default. The model's common scalars go to the container's own method for their
    /// type, as synthesized Codable code does, not through its generic one.
    ///
    /// - Throws: the field's `DecodingError`, as Codable code does.
    @usableFromInline
    func readField<Key: CodingKey, T: Decodable>(
        _ type: T.Type, key: Key, presence: _JSONFieldPresence, into place: UnsafeMutablePointer<T>
    ) throws -> Bool {
        let name = key.stringValue
        let exact = StringCodingKey(name)
        if presence == .required {
            // One lookup, as synthesized code makes, while the key is there as it is.
            do {
                place.initialize(to: try value(T.self, forKey: exact))
                return true
            } catch DecodingError.keyNotFound where !container.contains(exact) {
                // Not there as it is: a key that reads alike, below.
            }
        }
        guard let member = container.contains(exact) ? exact : namedMembers.member(for: key, in: container) else {
            guard presence == .required else { return false }
            throw containerKeyNotFound(key, in: container)
        }
        if presence != .required, try container.decodeNil(forKey: member) { return false }
        do {
            place.initialize(to: try value(T.self, forKey: member))
            return true
        } catch where presence == .defaultIfInvalid {
            return false
        }
    }

    private func value<T: Decodable>(_ type: T.Type, forKey key: StringCodingKey) throws -> T {
        if T.self == String.self { return unsafeBitCast(try container.decode(String.self, forKey: key), to: T.self) }
        if T.self == Int.self { return unsafeBitCast(try container.decode(Int.self, forKey: key), to: T.self) }
        if T.self == Bool.self { return unsafeBitCast(try container.decode(Bool.self, forKey: key), to: T.self) }
        if T.self == Double.self { return unsafeBitCast(try container.decode(Double.self, forKey: key), to: T.self) }
        if T.self == Int64.self { return unsafeBitCast(try container.decode(Int64.self, forKey: key), to: T.self) }
        if T.self == UInt64.self { return unsafeBitCast(try container.decode(UInt64.self, forKey: key), to: T.self) }
        if T.self == Float.self { return unsafeBitCast(try container.decode(Float.self, forKey: key), to: T.self) }
        if T.self == Int32.self { return unsafeBitCast(try container.decode(Int32.self, forKey: key), to: T.self) }
        return try container.decode(T.self, forKey: key)
    }
}

/// The error for a key that a keyed container has neither as it is nor alike, in Codable's words.
func containerKeyNotFound(_ key: some CodingKey, in container: KeyedDecodingContainer<StringCodingKey>) -> DecodingError {
    .keyNotFound(key, DecodingError.Context(codingPath: container.codingPath, debugDescription: "No value associated with key \(quoted(key.stringValue))."))
}

/// An object's members as a model's coding keys name them, under the model's rule (the key's
/// value exactly, else the first member that reads alike): made once per object, on the first
/// key that is not there exactly. Keys with a generated matcher (``_JSONFieldKeys``) are
/// matched in one pass over the members, as on the tape; other keys compare each member with
/// `fuzzyEqual`.
final class ContainerMembers {
    private var isBuilt = false
    private var all: [StringCodingKey] = []
    /// With a matcher: the member each coding key takes, by its place among the cases.
    private var byPlace: [StringCodingKey?]?

    /// The member of `container` that `key` names.
    func member<Key: CodingKey>(for key: Key, in container: KeyedDecodingContainer<StringCodingKey>) -> StringCodingKey? {
        if !isBuilt { build(container, Key.self) }
        if let byPlace {
            let place = fieldTag(key)
            return place >= 0 && place < byPlace.count ? byPlace[place] : nil
        }
        var name = key.stringValue
        return name.withUTF8 { name in
            all.first { member in
                var text = member.stringValue
                return text.withUTF8 { fuzzyEqual(UnsafeRawBufferPointer($0), UnsafeRawBufferPointer(name)) }
            }
        }
    }

    private func build<Key: CodingKey>(_ container: KeyedDecodingContainer<StringCodingKey>, _ type: Key.Type) {
        isBuilt = true
        all = container.allKeys
        if let keys = Key.self as? any _JSONFieldKeys.Type { byPlace = Self.members(all, keys) }
    }

    /// The member each of `keys`' cases takes: its first exact member, else its first alike.
    private static func members<Keys: _JSONFieldKeys>(_ all: [StringCodingKey], _ keys: Keys.Type) -> [StringCodingKey?] {
        var byPlace = [StringCodingKey?](repeating: nil, count: Keys.allCases.count)
        var exact = FieldSet()
        for member in all {
            var text = member.stringValue
            var match = text.withUTF8 { Keys.match(UnsafeRawBufferPointer($0)) }
            while let (place, isExact) = match.next(), place < byPlace.count {
                if isExact, !exact.contains(place) {
                    exact.insert(place)
                    byPlace[place] = member
                } else if !isExact, byPlace[place] == nil {
                    byPlace[place] = member
                }
            }
        }
        return byPlace
    }
}
