// The runtime of `@JSONModel` enums: the errors and report entries for values and tags that
// name no case, the tag of an externally tagged enum (its object's one key), and the attempts
// of an untagged one. Under `JSONModelDecoder` each reads the tape; under any other decoder it
// goes through Codable's containers.

import Foundation

/// What a `@JSONModel` enum's generated code calls for a value that names no case.
///
/// ```swift
/// enum Status: String, Codable {
///     case active, archived, other
///
///     init(from decoder: any Decoder) throws {
///         let value = try decoder.singleValueContainer().decode(String.self)
///         if let known = Status(rawValue: value), known != .other {
///             self = known
///         } else {
///             JSONEnumCoding.reportUnknownValue(value, of: Status.self, decodedAs: "other", in: decoder)
///             self = .other
///         }
///     }
/// }
/// ```
public enum JSONEnumCoding {
    /// The error for a value that names no case of `type`: the value, where it is, and the
    /// values that `type` knows.
    ///
    /// ```swift
    /// throw JSONEnumCoding.unknownValue(value, of: Status.self, expected: ["active", "archived"], in: decoder)
    /// // status: unknown value "deleted" for Status; expected "active" or "archived" at line 3, column 13
    /// ```
    public static func unknownValue<Value>(_ value: Value, of type: Any.Type, expected: [Value], in decoder: any Decoder) -> any Error {
        var message = "unknown value \(literal(value)) for \(typeName(type)); expected \(choices(expected.map(literal)))"
        if let tape = TapeDecoder.of(decoder) {
            message += tape.location(of: tape.current)
        }
        if let text = value as? String, let suggestion = closestName(to: text, among: expected.compactMap { $0 as? String }) {
            message += suggestionText(suggestion)
        }
        return DecodingError.dataCorrupted(DecodingError.Context(codingPath: decoder.codingPath, debugDescription: message))
    }

    /// Adds an entry to the decoding report (``JSONDecodingReport/Entry/Kind/unknownEnumValue``)
    /// for a value that names no case of `type` and was decoded as its fallback case; nothing
    /// under a decoder that keeps no report.
    ///
    /// ```swift
    /// JSONEnumCoding.reportUnknownValue(value, of: Status.self, decodedAs: "other", in: decoder)
    /// // status: decoded the unknown value "deleted" of Status as .other
    /// ```
    public static func reportUnknownValue<Value>(_ value: Value, of type: Any.Type, decodedAs fallback: String, in decoder: any Decoder) {
        guard let tape = TapeDecoder.of(decoder), let report = tape.report else { return }
        report.add(
            .unknownEnumValue, path: tape.node.jsonPath(),
            message: "decoded the unknown value \(literal(value)) of \(typeName(type)) as .\(fallback)")
    }

    /// The string a value holds when it is a string, else nil: an externally tagged enum's
    /// case without values may be written as its bare tag (`"none"` for `{"none": {}}`).
    ///
    /// ```swift
    /// if let tag = JSONEnumCoding.stringValue(in: decoder) { … }
    /// ```
    public static func stringValue(in decoder: any Decoder) -> String? {
        if let tape = TapeDecoder.of(decoder) { return tape.plainString(at: tape.current) }
        return try? decoder.singleValueContainer().decode(String.self)
    }

    /// Writes `{"tag": {}}`: the kept tag of an externally tagged enum's `@JSONUnknown` case,
    /// in the shape it was read from.
    ///
    /// ```swift
    /// try JSONEnumCoding.encodeExternalTag("hexagon", to: encoder)   // {"hexagon":{}}
    /// ```
    public static func encodeExternalTag(_ tag: String, to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: StringCodingKey.self)
        try container.encode([String: Int](), forKey: StringCodingKey(tag))
    }

    /// `; did you mean "circle"?`, after a message about a value that names no case.
    static func suggestionText(_ suggestion: String) -> String {
        "; did you mean \(quoted(suggestion, limit: 60))?"
    }

    /// `"a"`, `"a" or "b"`, `one of "a", "b" or "c"`.
    static func choices(_ values: [String]) -> String {
        switch values.count {
        case 0: return "no value (the enum has no cases)"
        case 1: return values[0]
        case 2: return "\(values[0]) or \(values[1])"
        default: return "one of \(values.dropLast().joined(separator: ", ")) or \(values[values.count - 1])"
        }
    }

    /// A value as JSON writes it: a string in quotes, a number as it is.
    static func literal<Value>(_ value: Value) -> String {
        if let text = value as? String { return quoted(text, limit: 60) }
        return String(describing: value)
    }
}

// MARK: - Tags

extension JSONFieldValue {
    /// The tag of an internally or adjacently tagged enum: the string of the first field of
    /// `table`, read by the loop's key rule; a missing tag or one that is not a string throws.
    ///
    /// ```swift
    /// let tag = try object.tag(Self._jsonFields)    // {"type": "circle", …} → "circle"
    /// ```
    ///
    /// - Throws: `DecodingError`, located at the object (a missing tag) or at the tag.
    public mutating func tag(_ table: JSONFieldTable) throws -> String {
        var tag: String?
        try table.decode(&self, fields: 0 ..< 1) { _, value in value.read(&tag) }
        guard let tag else { throw DecodingError.dataCorrupted(DecodingError.Context(codingPath: codingPath, debugDescription: "no tag")) }
        return tag
    }

    /// The tag of an externally tagged enum: the object's one key (`{"circle": {"radius": 2}}`).
    ///
    /// ```swift
    /// let tag = try object.externalTag(of: Shape.self)    // "circle"
    /// ```
    ///
    /// - Throws: `DecodingError` for an object with no key or several, naming the keys it has.
    public mutating func externalTag(of type: Any.Type) throws -> String {
        let expected = "expected an object with one key, the case of \(typeName(type))"
        if let tape, let parent {
            guard tape.entries[index].kind == .object else { throw tape.notAnObject(at: index) }
            let end = tape.entries[index].nextSibling
            let first = index &+ 1
            if first < end && tape.valueEnd(first &+ 1) == end {
                tape.report?.visitedObjects.insert(index)
                tape.report?.consumedKeys.insert(first)
                return tape.string(tape.entries[first])
            }
            let message = "\(expected), found \(describeKeys(tape.memberKeys(of: index)))\(tape.location(of: index))"
            let error = DecodingError.dataCorrupted(DecodingError.Context(codingPath: parent.codingPath(appending: component), debugDescription: message))
            throw JSONDecodingFailures.thrown([tape.failure(error, at: index)])
        }
        guard case .decoder(let decoder) = place else { throw DecodingError.dataCorrupted(DecodingError.Context(codingPath: [], debugDescription: expected)) }
        let container = try decoder.container(keyedBy: JSONFieldKey.self)
        let keys = container.allKeys
        if keys.count == 1 { return keys[0].stringValue }
        throw DecodingError.dataCorrupted(
            DecodingError.Context(codingPath: container.codingPath, debugDescription: "\(expected), found \(describeKeys(keys.map(\.stringValue)))"))
    }

    /// The error for a tag that names no case of `type`, located at the tag's value: the first
    /// field of `table`; for an externally tagged enum (`table` nil), the object's one key.
    ///
    /// ```swift
    /// throw object.unknownTag(tag, Self._jsonFields, of: Shape.self, expected: ["circle", "square"])
    /// // shapes[2].type: unknown value "hexagon" for Shape; expected "circle" or "square"
    /// ```
    ///
    /// - Returns: a `DecodingError`; under `JSONModelDecoder` located at the tag, as the
    ///   one failure of a ``JSONDecodingFailures`` (its `underlyingError`).
    public func unknownTag(_ tag: String, _ table: JSONFieldTable?, of type: Any.Type, expected: [String]) -> any Error {
        let what = table == nil ? "key" : "value"
        var message = "unknown \(what) \(quoted(tag, limit: 60)) for \(typeName(type)); expected \(JSONEnumCoding.choices(expected.map { quoted($0) }))"
        let meant = closestName(to: tag, among: expected).map(JSONEnumCoding.suggestionText) ?? ""
        let key = table.map { $0.storage.stepKeys[0] } ?? tag
        if let tape, let (at, node) = tagPlace(table, tape) {
            message += tape.location(of: at) + meant
            let error = DecodingError.dataCorrupted(DecodingError.Context(codingPath: node.codingPath(appending: .stringKey(key)), debugDescription: message))
            return JSONDecodingFailures.thrown([tape.failure(error, at: at)])
        }
        return DecodingError.dataCorrupted(DecodingError.Context(codingPath: codingPath + [JSONFieldKey(key)], debugDescription: message + meant))
    }

    /// Adds an entry to the decoding report (``JSONDecodingReport/Entry/Kind/unknownEnumValue``)
    /// for a tag that names no case of `type`, decoded as its fallback case: the tag is the
    /// first field of `table`, or (`table` nil) the object's one key. The object's other keys
    /// are not reported as unused: the fallback stands for the whole object.
    ///
    /// ```swift
    /// object.reportUnknownTag(tag, Self._jsonFields, of: Shape.self, decodedAs: "unknown")
    /// // shapes[2].type: decoded the unknown value "hexagon" of Shape as .unknown
    /// ```
    public func reportUnknownTag(_ tag: String, _ table: JSONFieldTable?, of type: Any.Type, decodedAs fallback: String) {
        guard let tape, let report = tape.report, let (_, node) = tagPlace(table, tape) else { return }
        let key = table.map { $0.storage.stepKeys[0] } ?? tag
        report.visitedObjects.subtract(index ..< tape.valueEnd(index))
        report.add(
            .unknownEnumValue, path: node.jsonPath(appending: .stringKey(key)),
            message: "decoded the unknown \(table == nil ? "key" : "value") \(quoted(tag, limit: 60)) of \(typeName(type)) as .\(fallback)")
    }

    /// Where a tag is on the tape, and the path of its object: the value of the first field
    /// of `table` (the object itself when it lacks one), or the object's first key.
    private func tagPlace(_ table: JSONFieldTable?, _ tape: TapeDecoder) -> (Int, PathNode)? {
        guard let parent else { return nil }
        let node = component.isNone ? parent : parent.appending(component)
        guard let table else { return (index &+ 1, node) }
        return (table.memberValue(table.storage.stepKeys[0], in: index, tape) ?? index, node)
    }

    private func describeKeys(_ keys: [String]) -> String {
        if keys.isEmpty { return "an empty object" }
        let shown = keys.prefix(5).map { quoted($0, limit: 60) }.joined(separator: ", ")
        return "\(keys.count) keys: \(shown)\(keys.count > 5 ? ", …" : "")"
    }
}

// MARK: - Untagged enums

/// Tries the cases of an untagged `@JSONModel` enum in turn, each on the same value, and keeps
/// the first that decodes; what a failed attempt did is undone (its report entries and the
/// keys it read), and its error kept for the message when no case fits.
///
/// Under `JSONModelDecoder` with lenient ``JSONModelDecoder/ValueCoercion``, the cases are tried
/// in two passes: first strictly, so that a value goes to the case whose type it is (`3` to
/// `count(Int)`, even after `text(String)`), then leniently, where a case may take a value by
/// conversion (`"3"` to `count(Int)` when no case takes a string), and the conversion is
/// reported as conversions are. What `JSONModelEncoder` writes is so read back as the same
/// case, and a document that `JSONDecoder` reads gets the same case it gets there.
///
/// ```swift
/// var cases = JSONUntaggedReader(decoder)
/// while cases.nextPass() {
///     if let value = cases.attempt("points", { Width.points(try Double(from: decoder)) }) { self = value; return }
///     if let value = cases.attempt("auto", { try JSONUntaggedReader.expectString("auto", in: decoder); return Width.auto }) {
///         self = value
///         return
///     }
/// }
/// throw cases.failure(of: Width.self)
/// ```
public struct JSONUntaggedReader {
    private let decoder: any Decoder
    private var attempts: [(name: String, error: any Error)] = []
    /// The passes made so far: 0 before the first.
    private var pass = 0
    /// The conversions this pass allows; nil to leave the decoder's as they are.
    private var passCoercion: JSONModelDecoder.ValueCoercion?
    /// Whether a lenient pass follows the strict one.
    private var hasLenientPass = false

    /// A reader of the value `decoder` stands for.
    public init(_ decoder: any Decoder) {
        self.decoder = decoder
    }

    /// Starts the next pass over the cases, or returns false when there is none left: a strict
    /// pass and then, where the decoder allows lenient conversions, a lenient one; a single
    /// pass under any other decoder.
    ///
    /// ```swift
    /// while cases.nextPass() { … }
    /// ```
    public mutating func nextPass() -> Bool {
        pass += 1
        switch pass {
        case 1:
            if let tape = TapeDecoder.of(decoder), tape.coercesLeniently {
                passCoercion = .strict
                hasLenientPass = true
            }
            return true
        case 2 where hasLenientPass:
            passCoercion = .lenient
            // The lenient pass's reasons are the ones to show: they say why not even a
            // conversion fits.
            attempts.removeAll()
            return true
        default:
            return false
        }
    }

    /// The value `body` decodes, or nil when it throws: then whatever the attempt changed in
    /// the decoder is undone, and its error kept under `caseName`.
    public mutating func attempt<Value>(_ caseName: String, _ body: () throws -> Value) -> Value? {
        guard let tape = TapeDecoder.of(decoder) else {
            do {
                return try body()
            } catch {
                attempts.append((caseName, error))
                return nil
            }
        }
        let checkpoint = tape.checkpoint()
        let coercion = tape.coercion
        if let passCoercion { tape.coercion = passCoercion }
        defer { tape.coercion = coercion }
        do {
            return try body()
        } catch {
            tape.rollBack(to: checkpoint)
            attempts.append((caseName, error))
            return nil
        }
    }

    /// Throws unless the value `decoder` stands for is the string `tag`: the attempt of a case
    /// without values, which an untagged enum reads as its tag.
    ///
    /// ```swift
    /// try JSONUntaggedReader.expectString("auto", in: decoder)
    /// ```
    public static func expectString(_ tag: String, in decoder: any Decoder) throws {
        let value = try decoder.singleValueContainer().decode(String.self)
        guard value == tag else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "expected \(quoted(tag)), found \(quoted(value, limit: 60))"))
        }
    }

    /// The error when no case fits: each case with why it did not, located at the value.
    ///
    /// ```swift
    /// throw cases.failure(of: Width.self)
    /// // width: no case of Width matches the value (points: expected Double, found the string "wide"; auto: …)
    /// ```
    public func failure(of type: Any.Type) -> any Error {
        let reasons = attempts.map { "\($0.name): \(describeWithoutLocation($0.error))" }.joined(separator: "; ")
        var message = "no case of \(typeName(type)) matches the value"
        if !reasons.isEmpty { message += " (\(reasons))" }
        if let tape = TapeDecoder.of(decoder) {
            let context = DecodingError.Context(codingPath: tape.codingPath, debugDescription: message + tape.location(of: tape.current))
            return JSONDecodingFailures.thrown([tape.failure(.dataCorrupted(context), at: tape.current)])
        }
        return DecodingError.dataCorrupted(DecodingError.Context(codingPath: decoder.codingPath, debugDescription: message))
    }

    /// Adds an entry to the decoding report (``JSONDecodingReport/Entry/Kind/unknownEnumValue``)
    /// for a value that no case matched, decoded as the fallback case.
    ///
    /// ```swift
    /// cases.reportFallback(of: Width.self, decodedAs: "unknown")
    /// ```
    public func reportFallback(of type: Any.Type, decodedAs fallback: String) {
        guard let tape = TapeDecoder.of(decoder), let report = tape.report else { return }
        report.visitedObjects.subtract(tape.current ..< tape.valueEnd(tape.current))
        report.add(.unknownEnumValue, path: tape.node.jsonPath(), message: "no case of \(typeName(type)) matches the value; decoded as .\(fallback)")
    }

    /// An attempt's error in words, without the position (the failure gives the value's).
    private func describeWithoutLocation(_ error: any Error) -> String {
        var text = describe(error)
        if let (line, column) = messageLocation(in: text), let range = text.range(of: " at line \(line), column \(column)", options: .backwards) {
            text.removeSubrange(range)
        }
        return text
    }
}
