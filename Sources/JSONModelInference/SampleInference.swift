// The inference behind `SampleModels`: the values at each place of the samples decide a type.

import Foundation
import JSONCore

/// A Swift type for the values at one place, and whether some of them are null.
struct InferredType: Equatable {
    var swift: String
    var optional: Bool
}

/// A declaration the source will hold.
enum SampleDeclaration: Equatable {
    /// A `@JSONModel` struct; `snakeCase` for `@JSONModel(keys: .snakeCase)`; `note` for a
    /// comment above it.
    case model(name: String, fields: [SampleField], snakeCase: Bool, note: String? = nil)
    /// A `String` enum with a `@JSONUnknown` case for the values the samples did not have.
    case stringEnum(name: String, cases: [(name: String, value: String)], unknownCase: String)
    /// An internally tagged enum: a case per tag, each with the model of its other fields.
    case taggedEnum(name: String, tagKey: String, cases: [(name: String, tag: String, payload: String)], unknownCase: String)
    /// An untagged enum: a case per kind of JSON value, each with its payload type.
    case untaggedEnum(name: String, cases: [(name: String, payload: String)])
    /// `typealias Name = Type`, for a top level that is not an object.
    case alias(name: String, type: String)

    var name: String {
        switch self {
        case .model(let name, _, _, _), .stringEnum(let name, _, _), .taggedEnum(let name, _, _, _), .untaggedEnum(let name, _),
            .alias(let name, _):
            name
        }
    }

    static func == (lhs: SampleDeclaration, rhs: SampleDeclaration) -> Bool {
        switch (lhs, rhs) {
        case let (.model(a, fa, sa, na), .model(b, fb, sb, nb)): a == b && fa == fb && sa == sb && na == nb
        case let (.stringEnum(a, ca, ua), .stringEnum(b, cb, ub)):
            a == b && ua == ub && ca.map(\.name) == cb.map(\.name) && ca.map(\.value) == cb.map(\.value)
        case let (.taggedEnum(a, ka, ca, ua), .taggedEnum(b, kb, cb, ub)):
            a == b && ka == kb && ua == ub && ca.map(\.name) == cb.map(\.name) && ca.map(\.tag) == cb.map(\.tag)
                && ca.map(\.payload) == cb.map(\.payload)
        case let (.untaggedEnum(a, ca), .untaggedEnum(b, cb)): a == b && ca.map(\.name) == cb.map(\.name) && ca.map(\.payload) == cb.map(\.payload)
        case let (.alias(a, ta), .alias(b, tb)): a == b && ta == tb
        default: false
        }
    }
}

/// A stored property of a generated model.
struct SampleField: Equatable {
    var key: String
    var property: String
    var type: InferredType
    /// Whether the property needs `@JSONKey(key)`: its name does not give the key.
    var needsKey: Bool
}

struct SampleInference {
    let options: SampleModels.Options
    /// The declarations in the order they are written; nil where one turned out to repeat an
    /// earlier one.
    private(set) var declarations: [SampleDeclaration?] = []
    /// Names taken, by declarations made or being made.
    private var taken: Set<String> = []

    init(options: SampleModels.Options) {
        self.options = options
    }

    /// The type of `values`, declaring the types it needs; `name` for a model or enum made here.
    mutating func type(for values: [Site.Value], name: String, parent: String?) -> InferredType {
        let present = values.map(\.json).filter { !$0.isNull }
        let optional = present.count < values.count
        guard let first = present.first else { return InferredType(swift: "JSONValue", optional: true) }
        switch first {
        case .bool where present.allSatisfy({ $0.bool != nil }):
            return InferredType(swift: "Bool", optional: optional)
        case .number where present.allSatisfy({ $0.number != nil }):
            return InferredType(swift: Self.numberType(present.compactMap(\.number)), optional: optional)
        case .string where present.allSatisfy({ $0.string != nil }):
            return InferredType(swift: stringType(present.compactMap(\.string), name: name, parent: parent), optional: optional)
        case .array where present.allSatisfy({ $0.array != nil }):
            let elements = present.flatMap { $0.array ?? [] }
            let elementName = name
            if let tagged = taggedUnion(elements, name: elementName, parent: parent) {
                return InferredType(swift: "[\(tagged)]", optional: optional)
            }
            let element = type(for: elements.map(Site.Value.init), name: elementName, parent: parent)
            let objects = elements.compactMap(\.object)
            if objects.count == elements.count, let (key, tags) = Self.discriminator(of: objects).suggestion {
                suggest(key: key, tags: tags, on: element.swift)
            }
            return InferredType(swift: "[\(element.swift)\(element.optional ? "?" : "")]", optional: optional)
        case .object where present.allSatisfy({ $0.object != nil }):
            let objects = present.compactMap(\.object)
            if isDictionary(objects) {
                let members = objects.flatMap { $0.map(\.value) }
                let value = type(for: members.map(Site.Value.init), name: SwiftNames.typeName(SwiftNames.singular(name)), parent: parent)
                return InferredType(swift: "[String: \(value.swift)\(value.optional ? "?" : "")]", optional: optional)
            }
            return InferredType(swift: model(objects, name: name, parent: parent), optional: optional)
        default:
            // Values of different kinds: a case for each.
            return InferredType(swift: untaggedUnion(present, name: name, parent: parent), optional: optional)
        }
    }

    // MARK: - Scalars

    /// `Double` if any number has a fraction or exponent; else the narrowest of `Int` (32 bits),
    /// `Int64`, `UInt64`, and `Double` beyond.
    static func numberType(_ numbers: [JSONNumber]) -> String {
        if numbers.contains(where: { $0.text.contains(where: { ".eE".contains($0) }) }) { return "Double" }
        if numbers.allSatisfy({ $0.exactly(Int32.self) != nil }) { return "Int" }
        if numbers.allSatisfy({ $0.int64 != nil }) { return "Int64" }
        if numbers.allSatisfy({ $0.uint64 != nil }) { return "UInt64" }
        return "Double"
    }

    /// `Date` when every string is an ISO 8601 date and time, `URL` when every one is an http(s)
    /// URL, `UUID`, a `String` enum with `--enums`, else `String`.
    private mutating func stringType(_ strings: [String], name: String, parent: String?) -> String {
        if strings.allSatisfy(Self.isISO8601) { return "Date" }
        if strings.allSatisfy(Self.isWebURL) { return "URL" }
        if strings.allSatisfy(Self.isUUID) { return "UUID" }
        if options.detectsEnums, let cases = Self.enumCases(strings) {
            let enumName = reserve(name, parent: parent)
            let unknown = cases.contains { $0.name == "unknown" } ? "unknownValue" : "unknown"
            return declare(.stringEnum(name: enumName, cases: cases, unknownCase: unknown), slot: nil)
        }
        return "String"
    }

    static func isISO8601(_ text: String) -> Bool {
        // 2016-01-15T14:30:05Z, with fractions of a second and an offset allowed.
        let bytes = Array(text.utf8)
        func digits(_ range: Range<Int>) -> Bool { range.upperBound <= bytes.count && bytes[range].allSatisfy { (0x30 ... 0x39).contains($0) } }
        guard bytes.count >= 20, digits(0 ..< 4), bytes[4] == 0x2D, digits(5 ..< 7), bytes[7] == 0x2D, digits(8 ..< 10),
            bytes[10] == 0x54 || bytes[10] == 0x74, digits(11 ..< 13), bytes[13] == 0x3A, digits(14 ..< 16), bytes[16] == 0x3A,
            digits(17 ..< 19)
        else { return false }
        var index = 19
        if index < bytes.count && bytes[index] == 0x2E {
            index += 1
            let start = index
            while index < bytes.count && (0x30 ... 0x39).contains(bytes[index]) { index += 1 }
            if index == start { return false }
        }
        guard index < bytes.count else { return false }
        if bytes[index] == 0x5A || bytes[index] == 0x7A { return index + 1 == bytes.count }
        guard bytes[index] == 0x2B || bytes[index] == 0x2D else { return false }
        return bytes.count == index + 6 && digits(index + 1 ..< index + 3) && bytes[index + 3] == 0x3A && digits(index + 4 ..< index + 6)
    }

    /// An http(s) URL that `URL` gives back exactly as it is written, so that a model decoded
    /// and encoded again writes the same text: made only of the characters a URL holds as they
    /// are (RFC 3986's unreserved and reserved characters), each `%` followed by two hex digits,
    /// and read back unchanged by this platform's `URL(string:)`, which percent-encodes anything
    /// else (`"http://a/%%30%30"` would come back as `"http://a/%25%2530%2530"`).
    static func isWebURL(_ text: String) -> Bool {
        guard text.hasPrefix("http://") || text.hasPrefix("https://"), text.utf8.count > 8 else { return false }
        let bytes = Array(text.utf8)
        for (index, byte) in bytes.enumerated() {
            if byte == UInt8(ascii: "%") {
                guard index + 2 < bytes.count, isHexDigit(bytes[index + 1]), isHexDigit(bytes[index + 2]) else { return false }
                continue
            }
            let plain = (0x30 ... 0x39).contains(byte) || (0x41 ... 0x5A).contains(byte) || (0x61 ... 0x7A).contains(byte)
            guard plain || Self.urlPunctuation.contains(byte) else { return false }
        }
        return URL(string: text)?.absoluteString == text
    }

    private static let urlPunctuation = Set("-._~:/?#[]@!$&'()*+,;=".utf8)

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        (0x30 ... 0x39).contains(byte) || (0x41 ... 0x46).contains(byte) || (0x61 ... 0x66).contains(byte)
    }

    static func isUUID(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard bytes.count == 36 else { return false }
        for (index, byte) in bytes.enumerated() {
            if [8, 13, 18, 23].contains(index) {
                if byte != 0x2D { return false }
            } else if !((0x30 ... 0x39).contains(byte) || (0x41 ... 0x46).contains(byte) || (0x61 ... 0x66).contains(byte)) {
                return false
            }
        }
        return true
    }

    /// The cases of a `String` enum for `strings`: a few values (2 to 12), each repeated (four
    /// times as many strings as values), each short and made of words.
    static func enumCases(_ strings: [String]) -> [(name: String, value: String)]? {
        var values: [String] = []
        var seen: Set<String> = []
        for string in strings where seen.insert(string).inserted {
            values.append(string)
            if values.count > 12 { return nil }
        }
        guard values.count >= 2, strings.count >= 4 * values.count else { return nil }
        guard values.allSatisfy({ !$0.isEmpty && $0.count <= 40 && $0.allSatisfy { $0.isLetter || $0.isNumber || " _-.".contains($0) } }) else { return nil }
        var names: Set<String> = []
        var cases: [(name: String, value: String)] = []
        for value in values {
            var name = SwiftNames.propertyName(value)
            var suffix = 2
            while names.contains(name) {
                name = SwiftNames.propertyName(value) + String(suffix)
                suffix += 1
            }
            names.insert(name)
            cases.append((name, value))
        }
        return cases
    }

    // MARK: - Objects

    /// Whether objects are a dictionary keyed by ids or names rather than a model: their keys
    /// are not Swift names (`"Lost Lagoon"`, `"138586341"`), or there are many of them (20 or
    /// more), and every value is of the same kind.
    func isDictionary(_ objects: [JSONObject]) -> Bool {
        var keys: Set<String> = []
        var kinds: Set<Int> = []
        for object in objects {
            for (key, value) in object {
                keys.insert(key)
                kinds.insert(Self.kind(value))
            }
        }
        kinds.remove(0)
        guard keys.count >= 2, kinds.count == 1 else { return false }
        let idLike = keys.allSatisfy { key in
            key.allSatisfy(\.isNumber) || !SwiftNames.isIdentifier(String(key.map { $0 == "-" ? "_" : $0 }))
        }
        return idLike || keys.count >= 20
    }

    /// 0 null, 1 bool, 2 number, 3 string, 4 array, 5 object.
    private static func kind(_ value: JSONValue) -> Int {
        switch value {
        case .null: 0
        case .bool: 1
        case .number: 2
        case .string: 3
        case .array: 4
        case .object: 5
        }
    }

    /// A model for `objects`: a property per key, in the order keys first appear; optional where
    /// a key is missing or null in some objects.
    private mutating func model(_ objects: [JSONObject], name: String, parent: String?, leaving excluded: String? = nil) -> String {
        let typeName = reserve(name, parent: parent)
        let slot = declarations.count
        declarations.append(nil)
        var order: [String] = []
        var valuesByKey: [String: [Site.Value]] = [:]
        for object in objects {
            for (key, value) in object where key != excluded {
                if valuesByKey[key] == nil { order.append(key) }
                valuesByKey[key, default: []].append(Site.Value(value))
            }
        }
        let snakeCase = usesSnakeCase(order)
        var properties: Set<String> = []
        var fields: [SampleField] = []
        for key in order {
            let values = valuesByKey[key] ?? []
            let nestedName: String
            if values.contains(where: { $0.json.array != nil }) {
                nestedName = SwiftNames.elementTypeName(key)
            } else {
                nestedName = SwiftNames.typeName(key)
            }
            var type = type(for: values, name: nestedName, parent: typeName)
            if values.count < objects.count { type.optional = true }
            var (property, needsKey) = propertyName(for: key, snakeCase: snakeCase)
            if properties.contains(property) {
                var suffix = 2
                while properties.contains(property + String(suffix)) { suffix += 1 }
                property += String(suffix)
                needsKey = true
            }
            properties.insert(property)
            fields.append(SampleField(key: key, property: property, type: type, needsKey: needsKey))
        }
        return declare(.model(name: typeName, fields: fields, snakeCase: snakeCase), slot: slot)
    }

    /// Whether a model with these keys is written `@JSONModel(keys: .snakeCase)`.
    private func usesSnakeCase(_ keys: [String]) -> Bool {
        switch options.keys {
        case .snake: return true
        case .camel, .exact: return false
        case .automatic:
            // Keys that are keywords or not names get @JSONKey in any case; the others decide.
            let names = keys.filter { SwiftNames.isIdentifier($0) || $0.contains("_") && !SwiftNames.keywords.contains($0) }
            return names.contains { $0.contains("_") }
                && names.allSatisfy { JSONKeyStyle.snakeCase.convert(SwiftNames.propertyName($0)) == $0 }
        }
    }

    /// The property for `key`, and whether it needs `@JSONKey`.
    private func propertyName(for key: String, snakeCase: Bool) -> (String, Bool) {
        if snakeCase {
            let name = SwiftNames.propertyName(key)
            return (name, JSONKeyStyle.snakeCase.convert(name) != key)
        }
        switch options.keys {
        case .exact, .automatic, .snake:
            if SwiftNames.isIdentifier(key) { return (key, false) }
            return (SwiftNames.propertyName(key), true)
        case .camel:
            let name = SwiftNames.propertyName(key)
            return (name, name != key)
        }
    }

    // MARK: - Tagged unions

    /// An internally tagged enum for array elements that are objects sharing a string field
    /// that tells their shape (GitHub's events by `type`), or nil; see ``discriminator(of:)``.
    private mutating func taggedUnion(_ elements: [JSONValue], name: String, parent: String?) -> String? {
        let objects = elements.compactMap(\.object)
        guard objects.count == elements.count, let key = Self.discriminator(of: objects).key else { return nil }
        var tags: [String] = []
        for object in objects {
            if let tag = object[key]?.string, !tags.contains(tag) { tags.append(tag) }
        }
        let enumName = reserve(name, parent: parent)
        let slot = declarations.count
        declarations.append(nil)
        var cases: [(name: String, tag: String, payload: String)] = []
        var caseNames: Set<String> = []
        for tag in tags {
            let payload = model(objects.filter { $0[key]?.string == tag }, name: SwiftNames.typeName(tag), parent: enumName, leaving: key)
            var caseName = SwiftNames.propertyName(tag)
            while caseNames.contains(caseName) || caseName == "unknown" { caseName += "Case" }
            caseNames.insert(caseName)
            cases.append((caseName, tag, payload))
        }
        return declare(.taggedEnum(name: enumName, tagKey: key, cases: cases, unknownCase: "unknown"), slot: slot)
    }

    /// Keys whose name alone says that they name what an object is.
    static let discriminatorNames: Set<String> = [
        "type", "kind", "event", "@type", "object", "tag", "_type", "__typename", "$type", "objecttype", "eventtype",
        "resourcetype", "entitytype", "messagetype", "nodetype", "variant",
    ]

    /// Whether `key` is named as a discriminator is: one of ``discriminatorNames`` (ignoring
    /// case, `_` and `-`), or a name ending in `type` or `kind` (`event_type`, `itemKind`).
    static func hasDiscriminatorName(_ key: String) -> Bool {
        let folded = String(key.lowercased().filter { $0 != "_" && $0 != "-" })
        return discriminatorNames.contains(key.lowercased()) || discriminatorNames.contains(folded)
            || (folded.count > 4 && (folded.hasSuffix("type") || folded.hasSuffix("kind")))
    }

    /// The string field of `objects` whose values tell the objects' shapes, if one does
    /// (`key`); else a field named as discriminators are whose values recur but do not tell
    /// the shapes apart (`suggestion`), for a comment on the one model made instead.
    ///
    /// A discriminator is in every object, with few values that recur (a field of ids, names or
    /// free text is not one: `username`, `height`), each a short token; and the objects of one
    /// value share a shape that differs from the others' by more than optional keys: some key
    /// (at any depth, `payload.commits`) is in every object of one value and in none of
    /// another's. A field named as discriminators are (``hasDiscriminatorName(_:)``) needs
    /// that of two of its values; any other field needs it of every two, and each value twice.
    static func discriminator(of objects: [JSONObject]) -> (key: String?, suggestion: (key: String, tags: [String])?) {
        guard objects.count >= 2, let first = objects.first else { return (nil, nil) }
        // Fields named as discriminators first, `type` before `kind` before others so named.
        let preferred = ["type", "kind", "event", "@type", "object", "tag"]
        let rank = { (key: String) in hasDiscriminatorName(key) ? preferred.firstIndex(of: key) ?? preferred.count : preferred.count + 1 }
        let candidates = first.keys.filter { key in objects.allSatisfy { $0[key]?.string != nil } }.enumerated()
            .sorted { (rank($0.element), $0.offset) < (rank($1.element), $1.offset) }.map(\.element)
        var suggestion: (key: String, tags: [String])?
        var shapes: [[String: Set<String>]] = []  // per object: path → kinds, computed once
        for key in candidates {
            let named = hasDiscriminatorName(key)
            var tags: [String] = []
            var counts: [String: Int] = [:]
            for object in objects {
                guard let tag = object[key]?.string else { continue }
                if counts[tag] == nil { tags.append(tag) }
                counts[tag, default: 0] += 1
            }
            guard tags.count >= 2, tags.allSatisfy(isTagToken) else { continue }
            if named {
                guard tags.count <= 30, objects.count >= 2 * tags.count else { continue }
            } else {
                guard tags.count <= 8, counts.values.allSatisfy({ $0 >= 2 }) else { continue }
            }
            if shapes.isEmpty { shapes = objects.map { shapePaths(of: .object($0)) } }
            // Per value: the paths in every one of its objects, and those in any.
            var always: [String: Set<String>] = [:]
            var ever: [String: Set<String>] = [:]
            for (object, paths) in zip(objects, shapes) {
                guard let tag = object[key]?.string else { continue }
                let keys = Set(paths.keys).subtracting([key])
                always[tag] = always[tag].map { $0.intersection(keys) } ?? keys
                ever[tag, default: []].formUnion(keys)
            }
            func apart(_ a: String, _ b: String) -> Bool {
                !(always[a] ?? []).isSubset(of: ever[b] ?? []) || !(always[b] ?? []).isSubset(of: ever[a] ?? [])
            }
            var pairs = 0
            var apartPairs = 0
            for (i, a) in tags.enumerated() {
                for b in tags[(i + 1)...] {
                    pairs += 1
                    if apart(a, b) { apartPairs += 1 }
                }
            }
            if named ? apartPairs > 0 : apartPairs == pairs { return (key, nil) }
            if named && suggestion == nil && tags.count <= 12 && counts.values.allSatisfy({ $0 >= 2 }) { suggestion = (key, tags) }
        }
        return (nil, suggestion)
    }

    /// A value that can be a tag: short, one token (letters, digits and `_-.:/@+`).
    static func isTagToken(_ text: String) -> Bool {
        !text.isEmpty && text.count <= 40
            && text.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || ("0" ... "9").contains($0) || "_-.:/@+".unicodeScalars.contains($0) }
    }

    /// The places in `value` and what is at each: `payload.commits[].sha` → `string`, to four
    /// levels of objects deep.
    static func shapePaths(of value: JSONValue, prefix: String = "", depth: Int = 0, into paths: inout [String: Set<String>]) {
        switch value {
        case .object(let object):
            guard depth < 4 else { return }
            for (key, member) in object {
                let path = prefix.isEmpty ? key : prefix + "." + key
                paths[path, default: []].insert(kindName(member))
                shapePaths(of: member, prefix: path, depth: depth + 1, into: &paths)
            }
        case .array(let elements):
            for element in elements.prefix(20) { shapePaths(of: element, prefix: prefix + "[]", depth: depth, into: &paths) }
        default:
            break
        }
    }

    static func shapePaths(of value: JSONValue) -> [String: Set<String>] {
        var paths: [String: Set<String>] = [:]
        shapePaths(of: value, into: &paths)
        return paths
    }

    private static func kindName(_ value: JSONValue) -> String {
        switch value {
        case .null: "null"
        case .bool: "bool"
        case .number: "number"
        case .string: "string"
        case .array: "array"
        case .object: "object"
        }
    }

    /// A comment on the model `name`: `key` has few values, but they do not tell the shapes
    /// apart here; an internally tagged enum fits if they do elsewhere.
    private mutating func suggest(key: String, tags: [String], on name: String) {
        for (index, declaration) in declarations.enumerated() {
            guard case .model(name, let fields, let snakeCase, nil)? = declaration else { continue }
            let values = tags.prefix(6).map { SwiftNames.literal($0) }.joined(separator: ", ") + (tags.count > 6 ? ", …" : "")
            let note = """
                \(SwiftNames.literal(key)) takes \(tags.count) values in the samples (\(values)), but the objects \
                of each have no keys the others lack. If it names what an object is, an enum with a case per value \
                may fit better:
                    @JSONModel(tagging: .internal(key: \(SwiftNames.literal(key))))
                """
            declarations[index] = .model(name: name, fields: fields, snakeCase: snakeCase, note: note)
        }
    }

    // MARK: - Untagged unions

    /// An untagged enum for values of different kinds (an object and an array side by side, as
    /// the World Bank's `[{"page": 1}, [{…}]]`): a case per kind, each with the type inferred
    /// from the values of its kind.
    private mutating func untaggedUnion(_ values: [JSONValue], name: String, parent: String?) -> String {
        let enumName = reserve(name, parent: parent)
        let slot = declarations.count
        declarations.append(nil)
        var kinds: [Int] = []
        for value in values where !kinds.contains(Self.kind(value)) { kinds.append(Self.kind(value)) }
        var cases: [(name: String, payload: String)] = []
        for kind in kinds.sorted() {
            let ofKind = values.filter { Self.kind($0) == kind }.map(Site.Value.init)
            let (caseName, payloadName) = switch kind {
            case 1: ("bool", "Bool")
            case 2: ("number", "Number")
            case 3: ("string", enumName + "Text")
            case 4: ("array", enumName + "Item")
            default: ("object", enumName + "Object")
            }
            let payload = type(for: ofKind, name: payloadName, parent: enumName)
            cases.append((caseName, payload.swift))
        }
        return declare(.untaggedEnum(name: enumName, cases: cases), slot: slot)
    }

    // MARK: - Names and declarations

    /// A free name for a declaration: `name`, else prefixed with its parent's, else numbered.
    private mutating func reserve(_ name: String, parent: String?) -> String {
        var candidate = name
        if taken.contains(candidate), let parent { candidate = parent + name }
        var suffix = 2
        let base = candidate
        while taken.contains(candidate) {
            candidate = base + String(suffix)
            suffix += 1
        }
        taken.insert(candidate)
        return candidate
    }

    /// Adds `declaration` (at `slot`, reserved before its nested types were declared), or
    /// returns the name of an earlier declaration that is the same but for its name.
    private mutating func declare(_ declaration: SampleDeclaration, slot: Int?) -> String {
        for case let existing? in declarations where existing.renamed(to: declaration.name) == declaration {
            taken.remove(declaration.name)
            return existing.name
        }
        if let slot {
            declarations[slot] = declaration
        } else {
            declarations.append(declaration)
        }
        return declaration.name
    }

    /// Declares what the root needs when it is not a model: an alias for an array or a
    /// dictionary or a scalar.
    mutating func declareRoot(_ type: InferredType, name: String) {
        guard type.swift != name else { return }
        declarations.insert(.alias(name: name, type: type.swift + (type.optional ? "?" : "")), at: 0)
    }
}

extension SampleDeclaration {
    /// The same declaration under another name.
    func renamed(to newName: String) -> SampleDeclaration {
        switch self {
        case .model(_, let fields, let snakeCase, let note): .model(name: newName, fields: fields, snakeCase: snakeCase, note: note)
        case .untaggedEnum(_, let cases): .untaggedEnum(name: newName, cases: cases)
        case .stringEnum(_, let cases, let unknown): .stringEnum(name: newName, cases: cases, unknownCase: unknown)
        case .taggedEnum(_, let key, let cases, let unknown): .taggedEnum(name: newName, tagKey: key, cases: cases, unknownCase: unknown)
        case .alias(_, let type): .alias(name: newName, type: type)
        }
    }
}
