/// Where a property of a `@JSONModel` type is in its JSON object: one key, a path of keys into
/// nested objects, or several such paths of which the first present one is read.
///
/// A ``JSONFieldTable`` hands out the field of each of its entries (`fields[0]`); hand-written
/// code writes with them through ``JSONObjectWriter``, with a table's or with its own keys:
///
/// ```swift
/// try object.encode(title, for: .key(.title))                        // "title"
/// try object.encode(url, for: .path(.media, .m))                     // "media": {"m": …}
/// try object.encode(date, for: .alternatives([.published], [.datePublished]))
/// ```
public struct JSONField<Key: CodingKey> {
    @usableFromInline
    enum Location {
        case key(Key)
        /// Paths of one key or more, tried in order; writing uses the first.
        case paths([[Key]])
    }

    @usableFromInline let location: Location

    @usableFromInline
    init(location: Location) { self.location = location }

    /// The member `key` of the object.
    ///
    /// ```swift
    /// try object.encode(name, for: .key(.name))
    /// ```
    @inlinable
    public static func key(_ key: Key) -> JSONField { JSONField(location: .key(key)) }

    /// The member reached by `keys`, each but the last naming an object inside the one before.
    ///
    /// ```swift
    /// try object.decode(URL.self, for: .path(.media, .m))   // {"media": {"m": "https://…"}}
    /// ```
    @inlinable
    public static func path(_ keys: Key...) -> JSONField {
        keys.count == 1 ? JSONField(location: .key(keys[0])) : JSONField(location: .paths([keys]))
    }

    /// The first of `paths` present in the object, when decoding; the first path, when encoding.
    ///
    /// ```swift
    /// try object.decode(Date.self, for: .alternatives([.published], [.info, .date]))
    /// ```
    @inlinable
    public static func alternatives(_ paths: [Key]...) -> JSONField {
        JSONField(location: .paths(paths.filter { !$0.isEmpty }))
    }

    /// The path written when encoding.
    var writtenPath: [Key] {
        switch location {
        case .key(let key): return [key]
        case .paths(let paths): return paths.first ?? []
        }
    }
}

/// What a `@JSONModel` property does with a value of the wrong type.
///
/// ```swift
/// @JSONModel(invalidValues: .useDefault)
/// struct Settings {
///     var volume = 5        // {"volume": "loud"} → 5, and the decoding report says so
/// }
/// ```
public enum JSONInvalidValueStrategy: Sendable, Hashable {
    /// The value is an error.
    case `throw`
    /// A property with a default value gets the default; the decoding report lists it as a
    /// ``JSONDecodingReport/Entry/Kind/defaultedValue``. A property without one is still an error.
    case useDefault
}
