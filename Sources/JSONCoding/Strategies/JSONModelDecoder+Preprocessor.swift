extension JSONModelDecoder {
    /// A ``preprocessor`` that takes the JSON out of a JSONP callback, as web services that
    /// serve JSONP send it: `jsonFlickrFeed({...});` becomes `{...}`.
    ///
    /// Input that is not wrapped is left as it is, so JSON read with this preprocessor may come
    /// with or without the callback. A callback that is not closed is left as it is too, and the
    /// parser's error then points at it.
    ///
    /// ```swift
    /// let decoder = JSONModelDecoder()
    /// decoder.preprocessor = JSONModelDecoder.removeJSONPCallback
    /// decoder.parseOptions = .lenient   // and \' read as an apostrophe
    /// let feed = try decoder.decode(PublicPhotos.self, from: "jsonFlickrFeed({\"items\": []})")
    /// ```
    public static let removeJSONPCallback: @Sendable (inout [UInt8]) throws -> Void = { bytes in
        if let json = jsonpContent(bytes) { bytes = Array(bytes[json]) }
    }

    /// The range of the JSON inside `name(` … `)` with an optional `;`, whitespace around;
    /// nil when `bytes` is not so wrapped.
    static func jsonpContent(_ bytes: [UInt8]) -> Range<Int>? {
        var start = 0
        while start < bytes.count, bytes[start].isJSONWhitespace { start += 1 }
        // A callback's name: a JavaScript identifier, possibly dotted (`window.callback`).
        let nameStart = start
        while start < bytes.count, bytes[start].isNamePart { start += 1 }
        guard start > nameStart, !bytes[nameStart].isDigit else { return nil }
        while start < bytes.count, bytes[start].isJSONWhitespace { start += 1 }
        guard start < bytes.count, bytes[start] == UInt8(ascii: "(") else { return nil }
        var end = bytes.count
        while end > start, bytes[end - 1].isJSONWhitespace { end -= 1 }
        if end > start, bytes[end - 1] == UInt8(ascii: ";") { end -= 1 }
        while end > start, bytes[end - 1].isJSONWhitespace { end -= 1 }
        guard end > start + 1, bytes[end - 1] == UInt8(ascii: ")") else { return nil }
        return (start + 1) ..< (end - 1)
    }
}

extension UInt8 {
    /// Space, tab, line feed or carriage return: what JSON allows between tokens.
    var isJSONWhitespace: Bool { self == 0x20 || self == 0x0A || self == 0x0D || self == 0x09 }
    fileprivate var isDigit: Bool { self >= UInt8(ascii: "0") && self <= UInt8(ascii: "9") }
    fileprivate var isNamePart: Bool {
        (self >= UInt8(ascii: "a") && self <= UInt8(ascii: "z")) || (self >= UInt8(ascii: "A") && self <= UInt8(ascii: "Z")) || isDigit
            || self == UInt8(ascii: "_") || self == UInt8(ascii: "$") || self == UInt8(ascii: ".")
    }
}
