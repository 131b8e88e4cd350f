/// A JSON Pointer (RFC 6901): `/people/0/name`, one value in a document.
///
/// Each `/` starts a reference token: a member name of an object, or an index of an array
/// (`0`, or digits without a leading zero; `-` stands past the last element and points at
/// nothing). In a token, `~1` stands for `/` and `~0` for `~`. The empty pointer is the whole document.
///
/// ```swift
/// let value = try JSONValue(parsing: #"{"people": [{"name": "Ada"}], "a/b": 1}"#)
/// try JSONPointer("/people/0/name").resolve(in: value)   // "Ada"
/// try JSONPointer("/a~1b").resolve(in: value)            // 1
/// try JSONPointer("").resolve(in: value)                 // the whole document
/// ```
public struct JSONPointer: Sendable, Hashable, CustomStringConvertible {
    /// The reference tokens, unescaped.
    ///
    /// ```swift
    /// try JSONPointer("/a~1b/0").components   // ["a/b", "0"]
    /// ```
    public let components: [String]

    /// Reads a JSON Pointer.
    ///
    /// ```swift
    /// let pointer = try JSONPointer("/store/book/0")
    /// pointer.components   // ["store", "book", "0"]
    /// ```
    ///
    /// - Throws: ``JSONQueryError`` when a non-empty text does not start with `/`, or a `~` is
    ///   not followed by `0` or `1`.
    public init(_ text: String) throws(JSONQueryError) {
        var reader = QueryReader(text, endName: "end of pointer")
        guard !reader.isAtEnd else {
            components = []
            return
        }
        guard reader.skip(.slash) else {
            throw reader.error(
                .unexpectedCharacter, expected: "'/' at the start of a JSON Pointer (the empty pointer is the whole document)")
        }
        var components: [String] = []
        var token: [UInt8] = []
        while let byte = reader.peek {
            switch byte {
            case .slash:
                components.append(String(decoding: token, as: UTF8.self))
                token.removeAll(keepingCapacity: true)
            case .tilde:
                switch reader.peek(1) {
                case .zero?: token.append(.tilde)
                case 0x31?: token.append(.slash)
                default:
                    let found: String
                    switch reader.peek(1) {
                    case nil: found = "'~' at the end of pointer"
                    case let next? where next <= .space || next == 0x7F:
                        found = "'~' followed by \(reader.describe(at: reader.position + 1))"
                    default:
                        found = "'~\(reader.scalar(at: reader.position + 1).map { String(Character($0)) } ?? "")'"
                    }
                    throw reader.error(
                        .invalidString, expected: "'~0' or '~1' (a '~' in a name is written '~0', a '/' is written '~1')",
                        found: found)
                }
                reader.position += 1
            default:
                token.append(byte)
            }
            reader.position += 1
        }
        components.append(String(decoding: token, as: UTF8.self))
        self.components = components
    }

    /// A pointer with the given reference tokens.
    ///
    /// ```swift
    /// JSONPointer(components: ["a/b", "0"]).description   // /a~1b/0
    /// ```
    public init(components: [String]) {
        self.components = components
    }

    /// The pointer to a location: keys as they are, indexes in decimal.
    ///
    /// ```swift
    /// JSONPointer(["people", 0, "name"] as JSONPath).description   // /people/0/name
    /// ```
    ///
    /// A negative index has no JSON Pointer form; its token (`-1`) points at nothing.
    public init(_ path: JSONPath) {
        components = path.components.map { component in
            switch component {
            case .key(let key): return key
            case .index(let index): return String(index)
            }
        }
    }

    /// The pointer's text: each token after a `/`, with `~` written `~0` and `/` written `~1`.
    ///
    /// ```swift
    /// JSONPointer(components: ["m~n", "a/b"]).description   // /m~0n/a~1b
    /// ```
    public var description: String {
        var text = ""
        for component in components {
            text += "/"
            for scalar in component.unicodeScalars {
                switch scalar {
                case "~": text += "~0"
                case "/": text += "~1"
                default: text.unicodeScalars.append(scalar)
                }
            }
        }
        return text
    }

    /// The pointer as a URI fragment (RFC 6901, section 6), as RFC 9457 problem details name a
    /// place in a request body: `#` and the pointer's text in UTF-8, every byte that a fragment
    /// cannot hold as it is percent-encoded.
    ///
    /// ```swift
    /// JSONPointer(["items", 1, "unit_price"] as JSONPath).uriFragment   // #/items/1/unit_price
    /// JSONPointer(components: ["a b", "ü"]).uriFragment                 // #/a%20b/%C3%BC
    /// ```
    public var uriFragment: String {
        var text = "#"
        for byte in description.utf8 {
            // RFC 3986's unreserved and sub-delimiter characters, ":", "@", "/" and "?".
            let kept =
                (0x30 ... 0x39).contains(byte) || (0x41 ... 0x5A).contains(byte) || (0x61 ... 0x7A).contains(byte)
                || "-._~!$&'()*+,;=:@/?".utf8.contains(byte)
            if kept {
                text.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                let digits = Array("0123456789ABCDEF".unicodeScalars)
                text.unicodeScalars.append("%")
                text.unicodeScalars.append(digits[Int(byte >> 4)])
                text.unicodeScalars.append(digits[Int(byte & 0xF)])
            }
        }
        return text
    }

    /// The value the pointer refers to in `value`, or nil when there is none (a missing member,
    /// an index out of range, `-`, or a token that is not an index where an array stands).
    ///
    /// ```swift
    /// try JSONPointer("/0").resolve(in: ["a", "b"])    // "a"
    /// try JSONPointer("/-").resolve(in: ["a", "b"])    // nil
    /// try JSONPointer("/01").resolve(in: ["a", "b"])   // nil: no leading zeros
    /// ```
    public func resolve(in value: JSONValue) -> JSONValue? {
        locate(in: value)?.value
    }

    /// Where the pointer refers to in `value`, with indexes where arrays stand; nil when it
    /// refers to nothing. A token's meaning depends on the document: `/0` is the key `"0"` of an
    /// object and the first element of an array.
    ///
    /// ```swift
    /// try JSONPointer("/people/0").path(in: ["people": ["Ada"]])   // people[0]
    /// ```
    public func path(in value: JSONValue) -> JSONPath? {
        locate(in: value)?.path
    }

    func locate(in value: JSONValue) -> (value: JSONValue, path: JSONPath)? {
        var current = value
        var path = JSONPath()
        path.components.reserveCapacity(components.count)
        for token in components {
            guard let (next, component) = Self.step(token, in: current) else { return nil }
            current = next
            path.components.append(component)
        }
        return (current, path)
    }

    /// The member or element `token` refers to in `value`.
    static func step(_ token: String, in value: JSONValue) -> (JSONValue, JSONPath.Component)? {
        switch value {
        case .object(let object):
            return object[token].map { ($0, .key(token)) }
        case .array(let elements):
            guard NoMatchExplanation.isArrayIndex(token), let index = Int(token), index < elements.count else { return nil }
            return (elements[index], .index(index))
        default:
            return nil
        }
    }

    /// Why the pointer refers to nothing in `value`, or nil when it refers to something.
    func explainNoMatch(in value: JSONValue) -> String? {
        var current = value
        for (position, token) in components.enumerated() {
            guard let (next, _) = Self.step(token, in: current) else {
                let prefix = position == 0 ? "the document" : JSONPointer(components: Array(components.prefix(position))).description
                return NoMatchExplanation.explain(description, prefix: prefix, selected: [current], step: .token(token))
            }
            current = next
        }
        return nil
    }
}

extension UInt8 {
    static let tilde: UInt8 = 0x7E  // ~
}
