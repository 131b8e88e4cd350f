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
///
/// On an enum, `@JSONModel` reads and writes a value that names a case: the raw value of an
/// enum with `String` or integer raw values, the case's name (in the `keys:` style, or its
/// ``JSONTag(_:)``) for an enum whose cases have no associated values, and for an enum with
/// associated values a tagged object in the shape `tagging:` names (see ``JSONTagging``).
/// A case marked ``JSONUnknown()`` takes the values and tags that name no case.
///
/// The type must be declared at the top level of a file or inside another type: Swift allows
/// no extension macro on a type declared inside a function, a closure or an accessor, and the
/// macro says so there (`jsonmodel-on-local-type`). A `private` type at file scope is as
/// hidden as a local one.
///
/// ```swift
/// @JSONModel
/// enum Status: String {
///     case active, archived
///     @JSONUnknown case other                 // "deleted" → .other, listed in the report
/// }
///
/// @JSONModel(tagging: .internal(key: "type"))
/// enum Shape {
///     case circle(radius: Double)             // {"type": "circle", "radius": 2}
///     @JSONTag("rect", "rectangle")
///     case rectangle(width: Double, height: Double)
///     case polygon(Polygon)                   // Polygon's fields beside "type"
///     @JSONUnknown case unknown(JSONValue)    // any other type, kept whole
/// }
/// ```
@attached(member, names: named(_jsonFields), named(_jsonDecode), named(init(from:)), named(encode(to:)), named(merge(from:)))
@attached(
    extension, conformances: JSONModelCodable,
    names: named(_jsonFields), named(init(from:)), named(_jsonDecode), named(encode(to:)), named(merge(from:)))
public macro JSONModel(keys: JSONKeyStyle? = nil, invalidValues: JSONInvalidValueStrategy = .throw, tagging: JSONTagging? = nil) =
    #externalMacro(module: "JSONModelMacros", type: "JSONModelMacro")

/// Where a `@JSONModel` enum with associated values writes which case a value is: the shapes
/// that real APIs use. Each case's tag is its name in the model's `keys:` style, or the values
/// of its ``JSONTag(_:)``.
///
/// ```swift
/// @JSONModel(tagging: .internal(key: "type"))         // {"type": "circle", "radius": 2}
/// @JSONModel(tagging: .adjacent(key: "type", content: "data"))
///                                                     // {"type": "circle", "data": {"radius": 2}}
/// @JSONModel(tagging: .external)                      // {"circle": {"radius": 2}}
/// @JSONModel(tagging: .untagged)                      // {"radius": 2}: the first case that fits
/// ```
///
/// A case's associated values are either one value, which is the case's payload as a whole
/// (`case polygon(Polygon)`), or labelled values, which are the members of an object
/// (`case circle(radius: Double)` is `{"radius": 2}`). Without `tagging:`, an enum with
/// associated values is externally tagged, as Codable's own enums are.
public enum JSONTagging: Sendable, Hashable {
    /// The tag inside the payload object, under `key`: `{"type": "circle", "radius": 2}`. A
    /// one-value payload's members are read from the same object.
    case `internal`(key: String)
    /// The tag under `key` and the payload under `content`: `{"type": "circle", "data": {"radius": 2}}`.
    case adjacent(key: String, content: String)
    /// An object with one key, the tag, whose value is the payload: `{"circle": {"radius": 2}}`.
    /// A case without values may also be written as its bare tag, `"none"`.
    case external
    /// No tag: the first case, in declaration order, whose payload decodes. A case without
    /// values matches the string of its tag. Under `JSONModelDecoder`'s lenient
    /// `valueCoercion`, every case is tried strictly before any is tried with conversions, so
    /// `3` reads as `count(Int)` even when `text(String)` is declared first, and `"3"` as
    /// `text`; a case chosen by a conversion is listed in the decoding report.
    case untagged
}

/// The JSON values that name an enum case, instead of its name in the model's key style: the
/// first is written, any of them is read.
///
/// ```swift
/// @JSONTag("PushEvent") case push(GitHubEvent<PushPayload>)
/// @JSONTag("rect", "rectangle") case rectangle(width: Double, height: Double)
/// ```
@attached(peer)
public macro JSONTag(_ values: String...) = #externalMacro(module: "JSONModelMacros", type: "JSONPropertyMacro")

/// The case of a `@JSONModel` enum that a value or tag naming no other case decodes as,
/// instead of failing; the decoding report lists each one with its path. It may keep what it
/// stood for: the value or tag as `String`, or the whole value as `JSONValue`, which encoding
/// writes back as it was.
///
/// ```swift
/// @JSONUnknown case other                  // the value is dropped; encodes as "other"
/// @JSONUnknown case unknown(String)        // keeps "deleted" (a value or a tag)
/// @JSONUnknown case unknown(JSONValue)     // keeps the whole object, written back as it came
/// ```
@attached(peer)
public macro JSONUnknown() = #externalMacro(module: "JSONModelMacros", type: "JSONPropertyMacro")

/// The JSON key of a `@JSONModel` property: a key path into nested objects (`"media.m"`; a
/// literal dot is written `\.`, a backslash before a dot `\\`; `""` is the empty key), or
/// several alternatives, of which decoding reads the first present and encoding writes the first.
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
