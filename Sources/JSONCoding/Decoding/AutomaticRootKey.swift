// The root key rules of `RootKey.automatic` (Monkey's): which member of a top-level object, if
// any, holds the value to decode.

import Foundation

/// One decode under ``JSONModelDecoder/RootKey/automatic``.
///
/// The rules, in order:
/// 1. A dictionary (any `Dictionary`) or a `JSONValue` is the whole input: its keys are data.
/// 2. Anything but an object at the top level is the whole input.
/// 3. A member whose key matches the type's name ignoring case, `_` and `-` (for an array, a
///    plural of its element type's name: `people` or `persons` for `[Person]`), and whose
///    value is an object (for an array, an array) is the candidate; else the only member, when
///    there is one and its value is of that kind.
/// 4. An array decodes the candidate (an object cannot be an array).
/// 5. Any other type first decodes the whole object as itself. That decode stands when it
///    succeeds and reads a key of the object, or fails after reading the candidate's key (the
///    object is the model, and the error is in it). Otherwise the candidate is decoded.
struct AutomaticRootKey<T: Decodable> {
    let type: T.Type
    let decoder: TapeDecoder
    let elementType: Any.Type?

    init(_ type: T.Type, decoder: TapeDecoder) {
        self.type = type
        self.decoder = decoder
        elementType = (T.self as? any RootKeyArray.Type)?.elementType
    }

    /// The names a member holding the value may have.
    var names: [String] {
        guard let elementType else { return [simpleTypeName(T.self)] }
        return pluralForms(of: simpleTypeName(elementType))
    }

    func decode() throws -> T {
        let root = decoder.node
        let rootEntry = decoder.entries[0]
        if T.self is any RootKeyDictionary.Type || T.self == JSONValue.self || rootEntry.kind != .object {
            return try decoder.decode(type, at: 0, parent: root, component: nil)
        }
        guard let candidate = findCandidate() else {
            do {
                return try decoder.decode(type, at: 0, parent: root, component: nil)
            } catch let error as DecodingError {
                throw explained(error)
            }
        }
        if elementType != nil { return try decodeUnwrapped(candidate) }

        // The object as the model itself, first; what it reads of the top level is recorded.
        let report = decoder.report
        decoder.report = report == nil ? nil : ReportRecorder()
        decoder.topLevelKeysFound = []
        defer { decoder.topLevelKeysFound = nil }
        do {
            let value = try decoder.decode(type, at: 0, parent: root, component: nil)
            if !(decoder.topLevelKeysFound?.isEmpty ?? true) {
                // It read the object: this was the real decode; keep what it recorded.
                if let report, let probe = decoder.report { report.merge(probe) }
                decoder.report = report
                return value
            }
        } catch {
            if decoder.topLevelKeysFound?.contains(candidate) ?? false {
                decoder.report = report
                throw error
            }
        }
        decoder.report = report
        decoder.topLevelKeysFound = nil
        return try decodeUnwrapped(candidate)
    }

    /// The tape index of the key of the member that may hold the value, or nil.
    private func findCandidate() -> Int? {
        let rootEntry = decoder.entries[0]
        let wantedKind: TapeEntry.Kind = elementType == nil ? .object : .array
        let wanted = Set(names.map(JSONFieldTable.alikeForm))
        var member = 1
        while member < rootEntry.nextSibling {
            if decoder.entries[member + 1].kind == wantedKind, wanted.contains(JSONFieldTable.alikeForm(decoder.string(decoder.entries[member]))) {
                return member
            }
            member = decoder.valueEnd(member + 1)
        }
        if rootEntry.count == 1 && decoder.entries[2].kind == wantedKind { return 1 }
        return nil
    }

    private func decodeUnwrapped(_ keyIndex: Int) throws -> T {
        let key = decoder.string(decoder.entries[keyIndex])
        decoder.report?.consumedKeys.insert(keyIndex)
        decoder.report?.visitedObjects.insert(0)
        decoder.report?.add(.unwrappedRootKey, path: JSONPath([.key(key)]), message: "decoded the value of the root key")
        return try decoder.decode(type, at: keyIndex + 1, parent: decoder.node, component: .key(StringCodingKey(key)))
    }

    /// `error`, with the root keys that were looked for: no member held the value.
    private func explained(_ error: DecodingError) -> DecodingError {
        let kind = elementType == nil ? "an object" : "an array"
        let tried = names.map { quoted($0) }
        let list = tried.count == 1 ? tried[0] : tried.dropLast().joined(separator: ", ") + " or " + (tried.last ?? "")
        let note = "; RootKey.automatic looked for \(kind) under the key \(list) (ignoring case, '_' and '-'), "
            + "or for a single member holding \(kind), and found neither"
        return error.appendingToDescription(note)
    }
}

/// Arrays, for the root key rules, which look for the plural of the element type's name.
protocol RootKeyArray {
    static var elementType: Any.Type { get }
}

extension Array: RootKeyArray {
    static var elementType: Any.Type { Element.self }
}

/// Dictionaries, whose keys the root key rules never take for a wrapper.
protocol RootKeyDictionary {}

extension Dictionary: RootKeyDictionary {}

/// A type's own name without module, enclosing types or generic arguments: `TestObject`.
func simpleTypeName(_ type: Any.Type) -> String {
    var name = String(describing: type)
    if let angle = name.firstIndex(of: "<") { name = String(name[..<angle]) }
    if let dot = name.lastIndex(of: ".") { name = String(name[name.index(after: dot)...]) }
    return name
}

/// The plural forms of a type name that a payload may use for an array of it: English rules
/// for the last word (`Category` → `Categories`, `Box` → `Boxes`, `Leaf` → `Leaves`) and
/// the common irregular plurals (`Person` → `People`), with the plain `s` form as well
/// (`Persons`), in that order.
func pluralForms(of name: String) -> [String] {
    // The last word of a camel-case name: `TeamPerson` → `Team` + `Person`.
    let characters = Array(name)
    var wordStart = characters.count - 1
    while wordStart > 0 && !characters[wordStart].isUppercase { wordStart -= 1 }
    let head = String(characters[..<wordStart])
    let word = String(characters[wordStart...])
    let lower = word.lowercased()
    var forms: [String] = []
    func add(_ plural: String) {
        // Keep the word's capitalisation for the part that did not change.
        var form = plural
        if let first = word.first, first.isUppercase, let firstPlural = form.first {
            form = String(firstPlural).uppercased() + form.dropFirst()
        }
        if !forms.contains(head + form) { forms.append(head + form) }
    }
    if let irregular = irregularPlurals[lower] { add(irregular) }
    if lower.hasSuffix("s") || lower.hasSuffix("x") || lower.hasSuffix("z") || lower.hasSuffix("ch") || lower.hasSuffix("sh") {
        add(lower + "es")
    } else if lower.hasSuffix("y"), lower.count > 1, !"aeiou".contains(lower[lower.index(lower.endIndex, offsetBy: -2)]) {
        add(String(lower.dropLast()) + "ies")
    } else if lower.hasSuffix("fe") {
        add(String(lower.dropLast(2)) + "ves")
    } else if lower.hasSuffix("f") && !lower.hasSuffix("ff") {
        add(String(lower.dropLast()) + "ves")
    } else if lower.hasSuffix("o"), lower.count > 1, !"aeiou".contains(lower[lower.index(lower.endIndex, offsetBy: -2)]) {
        add(lower + "es")
    }
    add(lower + "s")
    return forms
}

/// Common English nouns whose plural no rule makes, lowercased.
private let irregularPlurals: [String: String] = [
    "person": "people", "man": "men", "woman": "women", "child": "children", "mouse": "mice",
    "goose": "geese", "tooth": "teeth", "foot": "feet", "ox": "oxen", "datum": "data",
    "medium": "media", "criterion": "criteria", "phenomenon": "phenomena", "index": "indices",
    "matrix": "matrices", "vertex": "vertices", "analysis": "analyses", "axis": "axes",
    "crisis": "crises", "thesis": "theses", "cactus": "cacti", "focus": "foci", "fungus": "fungi",
    "nucleus": "nuclei", "radius": "radii", "alumnus": "alumni", "appendix": "appendices",
    "sheep": "sheep", "fish": "fish", "series": "series", "species": "species", "deer": "deer",
    "news": "news", "info": "info", "information": "information", "equipment": "equipment",
    "quiz": "quizzes", "bus": "buses", "hero": "heroes", "potato": "potatoes", "photo": "photos",
    "video": "videos", "radio": "radios", "piano": "pianos", "roof": "roofs", "chief": "chiefs",
    "belief": "beliefs", "proof": "proofs", "safe": "safes", "cafe": "cafes",
]
