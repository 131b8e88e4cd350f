/// Any JSON value.
///
/// Parse text into a `JSONValue`, walk it with subscripts that never trap, read it with typed
/// accessors, and write it back as JSON text. Numbers keep their exact text, so 64-bit ids and
/// long decimals survive a round trip; numbers compare by value (`1 == 1.0`).
///
/// ```swift
/// let value = try JSONValue(parsing: #"{"people": [{"name": "Ada", "age": 36}]}"#)
/// value["people"][0]["name"].string            // "Ada"
/// try value["people"][0]["age"].decode(Int.self) // 36
/// value.description                             // {"people":[{"name":"Ada","age":36}]}
///
/// let built: JSONValue = ["a": [1, 2.5, nil, true]]
/// ```
public enum JSONValue: Sendable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number, exactly as precise as its text.
    case number(JSONNumber)
    /// A string.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object, keeping its keys' order.
    case object(JSONObject)
}

// MARK: - Parsing

extension JSONValue {
    /// Parses JSON text.
    ///
    /// ```swift
    /// let value = try JSONValue(parsing: "[1, 2, 3]")
    /// ```
    ///
    /// - Throws: ``JSONSyntaxError`` with the line, column, and what was expected and found.
    public init(parsing text: String, options: JSONParseOptions = .strict) throws(JSONSyntaxError) {
        // A native string is contiguous UTF-8 already: it is read in place, without a copy.
        var text = text
        self = try text.withUTF8 { utf8 in
            Result { () throws(JSONSyntaxError) in try JSONValue(parsing: UnsafeRawBufferPointer(utf8), options: options) }
        }.get()
    }

    /// Parses JSON from UTF-8 bytes.
    ///
    /// ```swift
    /// let value = try JSONValue(parsing: Array(#"{"ok": true}"#.utf8))
    /// ```
    ///
    /// - Throws: ``JSONSyntaxError``.
    public init(parsing bytes: [UInt8], options: JSONParseOptions = .strict) throws(JSONSyntaxError) {
        self = try bytes.withUnsafeBytes { buffer in
            Result { () throws(JSONSyntaxError) in try JSONValue(parsing: buffer, options: options) }
        }.get()
    }

    /// Parses JSON from UTF-8 bytes in memory that the caller keeps alive for the call.
    ///
    /// ```swift
    /// let value = try data.withUnsafeBytes { try JSONValue(parsing: $0) }
    /// ```
    ///
    /// - Throws: ``JSONSyntaxError``.
    public init(parsing bytes: UnsafeRawBufferPointer, options: JSONParseOptions = .strict) throws(JSONSyntaxError) {
        if options.detectsEncoding {
            let encoding = InputEncoding.detect(bytes)
            if !encoding.isPlainUTF8 {
                self = try encoding.withUTF8(of: bytes) { text throws(JSONSyntaxError) in
                    ValueBuilder(input: text, tape: try scanJSON(text, options: options)).build()
                }
                return
            }
        }
        let tape = try scanJSON(bytes, options: options)
        self = ValueBuilder(input: bytes, tape: tape).build()
    }

    /// Checks that bytes are JSON, without building a value; this is the fastest way to validate.
    ///
    /// The scan records nothing, not even the tape that parsing builds first, and a mistake gets
    /// the same ``JSONSyntaxError`` as parsing would report: the same kind, message, offset, line
    /// and column. Only options that refuse duplicate keys scan to a tape, as parsing does, for
    /// the check of each object's keys.
    ///
    /// ```swift
    /// try JSONValue.validate(Array("[1, 2]".utf8))
    /// ```
    ///
    /// - Throws: ``JSONSyntaxError`` at the first mistake.
    public static func validate(_ bytes: [UInt8], options: JSONParseOptions = .strict) throws(JSONSyntaxError) {
        try bytes.withUnsafeBytes { buffer in
            Result { () throws(JSONSyntaxError) in try validate(buffer, options: options) }
        }.get()
    }

    /// Checks that text is JSON, without building a value.
    ///
    /// - Throws: ``JSONSyntaxError`` at the first mistake.
    public static func validate(_ text: String, options: JSONParseOptions = .strict) throws(JSONSyntaxError) {
        var text = text
        try text.withUTF8 { utf8 in
            Result { () throws(JSONSyntaxError) in try validate(UnsafeRawBufferPointer(utf8), options: options) }
        }.get()
    }

    /// Checks that bytes in memory are JSON, without building a value.
    ///
    /// - Throws: ``JSONSyntaxError`` at the first mistake.
    public static func validate(_ bytes: UnsafeRawBufferPointer, options: JSONParseOptions = .strict)
        throws(JSONSyntaxError)
    {
        if options.detectsEncoding {
            let encoding = InputEncoding.detect(bytes)
            if !encoding.isPlainUTF8 {
                try encoding.withUTF8(of: bytes) { text throws(JSONSyntaxError) in try validateJSON(text, options: options) }
                return
            }
        }
        try validateJSON(bytes, options: options)
    }
}

// MARK: - Reading

extension JSONValue {
    /// The string, if this is a string.
    public var string: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// The number as `Int`, if this is a whole number that fits.
    public var int: Int? {
        if case .number(let number) = self { return number.int }
        return nil
    }

    /// The number as `Int64`, if this is a whole number that fits.
    public var int64: Int64? {
        if case .number(let number) = self { return number.int64 }
        return nil
    }

    /// The number as the nearest `Double`, if this is a number that `Double` can hold.
    public var double: Double? {
        if case .number(let number) = self { return number.double }
        return nil
    }

    /// The number, if this is a number.
    public var number: JSONNumber? {
        if case .number(let number) = self { return number }
        return nil
    }

    /// The Boolean, if this is `true` or `false`.
    public var bool: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }

    /// The elements, if this is an array.
    public var array: [JSONValue]? {
        if case .array(let elements) = self { return elements }
        return nil
    }

    /// The object, if this is an object.
    public var object: JSONObject? {
        if case .object(let object) = self { return object }
        return nil
    }

    /// True for `null`.
    public var isNull: Bool {
        if case .null = self { return true }
        return false
    }
}

// MARK: - Equality

extension JSONValue: Hashable {
    /// Values are equal when they are the same JSON: numbers by value, strings by their exact
    /// Unicode scalars, objects by keys and values in any order.
    ///
    /// Arrays and objects are compared with a list of pairs still to compare, not by
    /// recursion, so values nested as deep as memory allows compare on any thread's stack.
    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        var pending: [(JSONValue, JSONValue)] = []
        guard equalLevel(lhs, rhs, deferring: &pending) else { return false }
        while let (left, right) = pending.popLast() {
            guard equalLevel(left, right, deferring: &pending) else { return false }
        }
        return true
    }

    /// Compares one level: scalars whole, containers by their counts and keys; the pairs of
    /// elements and member values that are containers themselves go to `pending`.
    @inline(__always)
    private static func equalLevel(_ lhs: JSONValue, _ rhs: JSONValue, deferring pending: inout [(JSONValue, JSONValue)]) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): return true
        case (.bool(let a), .bool(let b)): return a == b
        case (.number(let a), .number(let b)): return a == b
        case (.string(let a), .string(let b)): return exactlyEqual(a, b)
        case (.array(let a), .array(let b)):
            guard a.count == b.count else { return false }
            for (left, right) in zip(a, b) {
                if left.isContainer || right.isContainer {
                    pending.append((left, right))
                } else if !equalLevel(left, right, deferring: &pending) {
                    return false
                }
            }
            return true
        case (.object(let a), .object(let b)):
            guard a.count == b.count else { return false }
            if a.storage === b.storage { return true }
            // Same order is the common case and needs no lookups.
            let positions = 0 ..< a.count
            let sameOrder = positions.allSatisfy { exactlyEqual(a.key(at: $0), b.key(at: $0)) }
            for position in positions {
                let member = a.member(at: position)
                guard let other = sameOrder ? b.member(at: position).value : b[member.key] else { return false }
                if member.value.isContainer || other.isContainer {
                    pending.append((member.value, other))
                } else if !equalLevel(member.value, other, deferring: &pending) {
                    return false
                }
            }
            return true
        default:
            return false
        }
    }

    /// True for arrays and objects.
    @inline(__always)
    var isContainer: Bool {
        switch self {
        case .array, .object: return true
        default: return false
        }
    }

    public func hash(into hasher: inout Hasher) {
        hash(into: &hasher, levels: JSONValue.hashedLevels)
    }

    /// Levels of nesting that hashing looks into. Below them only the kind and size of a
    /// container count: equal values still hash equally, and hashing needs no deep recursion.
    static let hashedLevels = 16

    func hash(into hasher: inout Hasher, levels: Int) {
        switch self {
        case .null:
            hasher.combine(0)
        case .bool(let value):
            hasher.combine(1)
            hasher.combine(value)
        case .number(let number):
            hasher.combine(2)
            hasher.combine(number)
        case .string(let string):
            hasher.combine(3)
            ExactKey(string).hash(into: &hasher)
        case .array(let elements):
            hasher.combine(4)
            hasher.combine(elements.count)
            guard levels > 0 else { return }
            for element in elements { element.hash(into: &hasher, levels: levels - 1) }
        case .object(let object):
            hasher.combine(5)
            object.hash(into: &hasher, levels: levels)
        }
    }
}

extension JSONValue: CustomStringConvertible {
    /// Compact JSON text: `{"a":[1,2.5,null,true]}`.
    public var description: String { jsonString() }
}
