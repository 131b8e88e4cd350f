// JSONModel: the @JSONModel macros. `import JSONModel` brings JSONCoding and JSONCore with it,
// so one import is all a user writes.

@_exported public import JSONCoding
@_exported public import JSONCore

/// Makes a struct or class a JSON model: `Codable`, read and written by `JSONModelDecoder` and
/// `JSONModelEncoder` without Codable's containers, with every failing field reported at once,
/// and with `init(json:)`, `jsonString(pretty:)`, `jsonData()`, `jsonValue()` and `merge(json:)`.
///
/// ```swift
/// @JSONModel
/// struct Photo {
///     var title: String                                  // required
///     @JSONKey("media.m") var imageURL: URL              // a key path
///     @JSONKey("published", "date_published") var date: Date   // the first one present
///     @JSONTransform(SpaceSeparated()) var tags: [String]
///     var notes: String?                                 // missing or null → nil
///     var isNew = true                                   // missing or null → true
///     @JSONIgnore var thumbnail: [UInt8]? = nil          // never decoded or encoded
/// }
///
/// let photo = try Photo(json: data)
/// ```
///
/// Keys match the property names exactly first, else ignoring case, `_` and `-` (so `is_new`,
/// `IsNew` and `is-new` all read `isNew`); a key decoding strategy set on the decoder replaces
/// that. `keys:` names the key style properties are written in (and looked up by first), and
/// `invalidValues: .useDefault` gives properties with a default that default when the value
/// has the wrong type (the decoding report says so).
@attached(member, names: named(CodingKeys), named(init(from:)), named(encode(to:)), named(merge(from:)))
@attached(
    extension, conformances: JSONModelCodable,
    names: named(CodingKeys), named(init(from:)), named(encode(to:)), named(merge(from:)))
public macro JSONModel(keys: JSONKeyStyle? = nil, invalidValues: JSONInvalidValueStrategy = .throw) =
    #externalMacro(module: "JSONModelMacros", type: "JSONModelMacro")

/// The JSON key of a `@JSONModel` property: a key path into nested objects (`"media.m"`; a
/// literal dot is written `\.`), or several alternatives, of which decoding reads the first
/// present and encoding writes the first.
///
/// ```swift
/// @JSONKey("media.m") var imageURL: URL
/// @JSONKey("published", "date_published") var date: Date
/// ```
@attached(peer)
public macro JSONKey(_ keys: String...) = #externalMacro(module: "JSONModelMacros", type: "JSONPropertyMacro")

/// A `@JSONModel` property that is never decoded or encoded; it needs a default value.
///
/// ```swift
/// @JSONIgnore var thumbnail: [UInt8]? = nil
/// ```
@attached(peer)
public macro JSONIgnore() = #externalMacro(module: "JSONModelMacros", type: "JSONPropertyMacro")

/// Converts a `@JSONModel` property with a `JSONTransformer`, both ways.
///
/// ```swift
/// @JSONTransform(SpaceSeparated()) var tags: [String]       // "a b c" ↔ ["a", "b", "c"]
/// @JSONTransform(UnixSeconds()) var published: Date
/// ```
@attached(peer)
public macro JSONTransform<Transformer: JSONTransformer>(_ transformer: Transformer) =
    #externalMacro(module: "JSONModelMacros", type: "JSONPropertyMacro")

/// An array or `[String: Value]` property of a `@JSONModel` type that leaves out the elements
/// that cannot be decoded; the decoding report lists each one with its path.
///
/// ```swift
/// @JSONLossy var photos: [Photo]
/// ```
@attached(peer)
public macro JSONLossy() = #externalMacro(module: "JSONModelMacros", type: "JSONPropertyMacro")

/// A `@JSONModel` property with a default that takes the default when the value has the
/// wrong type, instead of failing (the decoding report says so).
///
/// ```swift
/// @JSONDefaultIfInvalid var volume = 5     // {"volume": "loud"} → 5
/// ```
@attached(peer)
public macro JSONDefaultIfInvalid() = #externalMacro(module: "JSONModelMacros", type: "JSONPropertyMacro")

/// A `@JSONModel` property whose own properties are read from, and written into, the same
/// object as the model's.
///
/// ```swift
/// @JSONModel struct Cache {
///     var name: String
///     @JSONFlatten var location: Coordinate    // {"name": "…", "latitude": 1, "longitude": 2}
/// }
/// ```
@attached(peer)
public macro JSONFlatten() = #externalMacro(module: "JSONModelMacros", type: "JSONPropertyMacro")
