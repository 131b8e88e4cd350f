public import Foundation
public import JSONCore

/// A type that reads and writes itself as a JSON object (through a ``JSONFieldTable`` and
/// ``JSONObjectWriter``), and so gets the `@JSONModel` conveniences: `T(json:)`,
/// `jsonString()`, `jsonData()`, `jsonValue()` and `merge(json:)`.
///
/// `@JSONModel` adds the conformance and everything it needs:
///
/// ```swift
/// @JSONModel
/// struct User {
///     var name: String
///     var age: Int?
/// }
///
/// var user = try User(json: #"{"name": "Ada"}"#)
/// try user.merge(json: #"{"age": 36}"#)
/// print(try user.jsonString())   // {"name":"Ada","age":36}
/// ```
public protocol JSONModelCodable: Codable {
    /// Replaces the properties that the object `decoder` stands for has, and leaves the
    /// others as they are; on an error, changes nothing.
    ///
    /// - Throws: as `init(from:)`.
    mutating func merge(from decoder: any Decoder) throws

    /// The model read from the object `object` stands for: what `@JSONModel` gives a struct,
    /// which its `init(from:)` calls and which ``JSONModelDecoder`` calls straight for a model
    /// nested in another, without a `Decoder` in between.
    ///
    /// ```swift
    /// static func _jsonDecode(_ object: inout JSONFieldValue) throws -> Self {
    ///     var title: Optional<String> = nil
    ///     try _jsonFields.decode(&object) { field, value in
    ///         switch field {
    ///         case 0: value.read(&title)
    ///         default: break
    ///         }
    ///     }
    ///     return Self(title: JSONFieldValue.take(required: &title))
    /// }
    /// ```
    ///
    /// - Throws: as `init(from:)`.
    static func _jsonDecode(_ object: inout JSONFieldValue) throws -> Self
}

extension JSONModelCodable {
    /// Decodes the model through its `init(from:)`, from a decoder standing at the value.
    ///
    /// - Throws: as `init(from:)`.
    public static func _jsonDecode(_ object: inout JSONFieldValue) throws -> Self {
        try object.decodeByInitializer(Self.self)
    }
}

extension JSONModelCodable {
    /// Decodes a value from UTF-8 JSON data with a default ``JSONModelDecoder``.
    ///
    /// ```swift
    /// let user = try User(json: data)
    /// ```
    ///
    /// - Throws: `DecodingError`: the first field that failed; when several did,
    ///   ``JSONDecodingFailures/init(_:)`` reads the list of all of them from it.
    public init(json data: Data) throws {
        self = try JSONModelDecoder().decode(Self.self, from: data)
    }

    /// Decodes a value from JSON text.
    ///
    /// ```swift
    /// let user = try User(json: #"{"name": "Ada"}"#)
    /// ```
    ///
    /// - Throws: as ``init(json:)-(Data)``.
    public init(json text: String) throws {
        self = try JSONModelDecoder().decode(Self.self, from: text)
    }

    /// Decodes a value from UTF-8 JSON bytes.
    ///
    /// ```swift
    /// let user = try User(json: Array(#"{"name": "Ada"}"#.utf8))
    /// ```
    ///
    /// - Throws: as ``init(json:)-(Data)``.
    public init(json bytes: [UInt8]) throws {
        self = try JSONModelDecoder().decode(Self.self, from: bytes)
    }

    /// Decodes a value from a `JSONValue`.
    ///
    /// ```swift
    /// let user = try User(json: JSONValue(parsing: text)["user"].get())
    /// ```
    ///
    /// - Throws: as ``init(json:)-(Data)``, without lines and columns.
    public init(json value: JSONValue) throws {
        self = try JSONModelDecoder().decode(Self.self, from: value)
    }

    /// Decodes a value found under a root key of the top-level object.
    ///
    /// ```swift
    /// let book = try ComicBook(json: #"{"comic_book": {"title": "Watchmen"}}"#, root: .automatic)
    /// ```
    ///
    /// - Throws: as ``init(json:)-(Data)``; `keyNotFound` when the root key is missing.
    public init(json data: Data, root: JSONModelDecoder.RootKey) throws {
        self = try decoder(root: root).decode(Self.self, from: data)
    }

    /// Like ``init(json:root:)-(Data,_)``, from JSON text.
    ///
    /// - Throws: as ``init(json:root:)-(Data,_)``.
    public init(json text: String, root: JSONModelDecoder.RootKey) throws {
        self = try decoder(root: root).decode(Self.self, from: text)
    }

    /// Like ``init(json:root:)-(Data,_)``, from UTF-8 bytes.
    ///
    /// - Throws: as ``init(json:root:)-(Data,_)``.
    public init(json bytes: [UInt8], root: JSONModelDecoder.RootKey) throws {
        self = try decoder(root: root).decode(Self.self, from: bytes)
    }

    /// The value as JSON text, compact or pretty-printed, with a default ``JSONModelEncoder``.
    ///
    /// ```swift
    /// print(try user.jsonString(pretty: true))
    /// ```
    ///
    /// - Throws: `EncodingError` when a property cannot be encoded.
    public func jsonString(pretty: Bool = false) throws -> String {
        let encoder = JSONModelEncoder()
        if pretty { encoder.outputFormatting = [.prettyPrinted] }
        return try encoder.encodeToString(self)
    }

    /// The value as UTF-8 JSON data.
    ///
    /// ```swift
    /// try user.jsonData().write(to: url)
    /// ```
    ///
    /// - Throws: `EncodingError` when a property cannot be encoded.
    public func jsonData() throws -> Data {
        try JSONModelEncoder().encode(self)
    }

    /// The value as a `JSONValue`.
    ///
    /// ```swift
    /// let value = try user.jsonValue()
    /// print(value["name"])   // "Ada"
    /// ```
    ///
    /// - Throws: `EncodingError` when a property cannot be encoded.
    public func jsonValue() throws -> JSONValue {
        try JSONValue(parsing: JSONModelEncoder().encodeToBytes(self))
    }

    /// Replaces the properties present in the JSON object, keeping the others; on an error
    /// (the object, or a property present in it, cannot be decoded) the value is unchanged.
    ///
    /// ```swift
    /// var cache = try Cache(json: cacheJSON)
    /// try cache.merge(json: #"{"found": "2024-05-01"}"#)
    /// ```
    ///
    /// - Throws: as ``init(json:)-(Data)``.
    public mutating func merge(json data: Data) throws {
        try data.withUnsafeBytes { try JSONModelDecoder().merge(into: &self, from: $0, locatesErrors: true) }
    }

    /// Like ``merge(json:)-(Data)``, from JSON text.
    ///
    /// - Throws: as ``merge(json:)-(Data)``.
    public mutating func merge(json text: String) throws {
        var text = text
        try text.withUTF8 { try JSONModelDecoder().merge(into: &self, from: UnsafeRawBufferPointer($0), locatesErrors: true) }
    }

    /// Like ``merge(json:)-(Data)``, from UTF-8 bytes.
    ///
    /// - Throws: as ``merge(json:)-(Data)``.
    public mutating func merge(json bytes: [UInt8]) throws {
        try bytes.withUnsafeBytes { try JSONModelDecoder().merge(into: &self, from: $0, locatesErrors: true) }
    }

    /// Like ``merge(json:)-(Data)``, from a `JSONValue`.
    ///
    /// - Throws: as ``merge(json:)-(Data)``, without lines and columns.
    public mutating func merge(json value: JSONValue) throws {
        try value.jsonBytes().withUnsafeBytes { try JSONModelDecoder().merge(into: &self, from: $0, locatesErrors: false) }
    }
}

extension JSONModelCodable {
    /// Decodes a value from the JSON file at `url`.
    ///
    /// ```swift
    /// let settings = try Settings(contentsOf: settingsURL)
    /// ```
    ///
    /// - Throws: ``JSONLoadingError``, as ``JSONModelDecoder/decode(_:contentsOf:)`` throws it.
    public init(contentsOf url: URL) throws {
        self = try JSONModelDecoder().decode(Self.self, contentsOf: url)
    }

    /// Writes the value as JSON to the file at `url`, atomically: the file holds the old
    /// document or the whole new one, even if the process dies mid-write.
    ///
    /// ```swift
    /// try settings.write(to: settingsURL, pretty: true)
    /// ```
    ///
    /// - Throws: ``JSONLoadingError``, as ``JSONModelEncoder/encode(_:to:)`` throws it.
    public func write(to url: URL, pretty: Bool = false) throws {
        let encoder = JSONModelEncoder()
        if pretty { encoder.outputFormatting = [.prettyPrinted] }
        try encoder.encode(self, to: url)
    }

    /// Like ``merge(json:)-(Data)``, from the JSON file at `url`.
    ///
    /// ```swift
    /// try settings.merge(contentsOf: overridesURL)
    /// ```
    ///
    /// - Throws: ``JSONLoadingError``, as ``JSONModelDecoder/decode(_:contentsOf:)`` throws it;
    ///   the value is then unchanged.
    public mutating func merge(contentsOf url: URL) throws {
        let bytes = try JSONFile.read(url)
        do {
            try merge(json: bytes)
        } catch {
            throw JSONLoadingError.decoding(error, as: Self.self, source: url.path, url: url)
        }
    }
}

extension Array where Element: JSONModelCodable {
    /// Decodes an array of models, from the top level or under a root key.
    ///
    /// ```swift
    /// let books = try [ComicBook](json: #"{"comic_books": [{"title": "Watchmen"}]}"#, root: .automatic)
    /// ```
    ///
    /// - Throws: as ``JSONModelCodable/init(json:)-(Data)``.
    public init(json data: Data, root: JSONModelDecoder.RootKey = .none) throws {
        self = try decoder(root: root).decode([Element].self, from: data)
    }

    /// Like ``init(json:root:)-(Data,_)``, from JSON text.
    ///
    /// - Throws: as ``JSONModelCodable/init(json:)-(Data)``.
    public init(json text: String, root: JSONModelDecoder.RootKey = .none) throws {
        self = try decoder(root: root).decode([Element].self, from: text)
    }

    /// Like ``init(json:root:)-(Data,_)``, from UTF-8 bytes.
    ///
    /// - Throws: as ``JSONModelCodable/init(json:)-(Data)``.
    public init(json bytes: [UInt8], root: JSONModelDecoder.RootKey = .none) throws {
        self = try decoder(root: root).decode([Element].self, from: bytes)
    }
}

private func decoder(root: JSONModelDecoder.RootKey) -> JSONModelDecoder {
    let decoder = JSONModelDecoder()
    decoder.rootKey = root
    return decoder
}

extension JSONModelDecoder {
    /// Runs `value.merge(from:)` with a decoder standing at the top-level value of `input`.
    func merge<T: JSONModelCodable>(into value: inout T, from input: UnsafeRawBufferPointer, locatesErrors: Bool) throws {
        var merged = value
        try withTapeDecoder(for: input, options: currentOptions, locatesErrors: locatesErrors, report: nil) { decoder in
            try decoder.withValue(at: 0, parent: decoder.node, .none) { try merged.merge(from: decoder) }
        }
        value = merged
    }
}
