
/// The key matcher `@JSONModel` writes into a model's `CodingKeys`: which coding keys a key of
/// the input names, decided when the macro expands instead of by tables built at run time.
///
/// A model's keys match by the fuzzy rule: a key names a coding key when it is the key's value
/// exactly, or when the two read alike (equal once lower-cased and without `_` and `-`). Two
/// functions are written:
///
/// - `_jsonMatch(_:)` switches on the key's length, then on its bytes read eight at a time,
///   over every value exactly and the spellings an API most often writes for it (its snake_case
///   and camelCase forms), each with every coding key it names.
/// - `_jsonMatch(alike:)` does the same over the alike forms, for a key that no spelling is;
///   the decoder hands it the key lower-cased and without `_` and `-`.
///
/// Each returns the coding keys named, up to ``laneLimit``, one per 16 bits: the key's place
/// plus one, with `0x8000` where the key is its value exactly; 0 for none.
package struct KeyMatcher {
    /// Coding keys one key can name at most (keys whose values read alike).
    static let laneLimit = 4
    /// Coding keys a matcher is written for at most: the decoder walks no more.
    static let keyLimit = 64

    /// The coding keys' values, in the order of their cases.
    let values: [String]

    /// Each spelling the exact switch lists, with the coding keys it names.
    package private(set) var spellings: [(spelling: String, keys: [(place: Int, isExact: Bool)])] = []
    /// Each alike form, with the coding keys it names.
    package private(set) var forms: [(form: String, keys: [Int])] = []

    /// The matcher for these values, or nil when a model's keys cannot have one: more than
    /// ``keyLimit`` of them, or a key that names more than ``laneLimit``. Such models are read
    /// by looking each key up.
    package init?(values: [String]) {
        guard !values.isEmpty, values.count <= KeyMatcher.keyLimit else { return nil }
        self.values = values
        let normalized = values.map(alikeForm)
        var seen: Set<String> = []
        for value in values {
            let variants = [value, KeyStyle.snakeCase.convert(value), KeyStyle.camelCase.convert(value)]
            for spelling in variants where seen.insert(spelling).inserted {
                let form = alikeForm(spelling)
                let keys = values.indices.filter { normalized[$0] == form }.map { (place: $0, isExact: values[$0] == spelling) }
                guard keys.count <= KeyMatcher.laneLimit else { return nil }
                spellings.append((spelling, keys))
            }
        }
        var formsSeen: Set<String> = []
        for form in normalized where formsSeen.insert(form).inserted {
            forms.append((form, values.indices.filter { normalized[$0] == form }))
        }
    }

    /// The two functions, as members of `CodingKeys`.
    func declarations(access: String) -> [String] {
        let exact = spellings.map { (text: $0.spelling, result: KeyMatcher.packed($0.keys)) }
        let alike = forms.map { (text: $0.form, result: KeyMatcher.packed($0.keys.map { ($0, false) })) }
        return [
            "\(access)static func _jsonMatch(_ key: _JSONKeyBytes) -> UInt64 {\n\(KeyMatcher.body(exact))\n}",
            "\(access)static func _jsonMatch(alike key: _JSONKeyBytes) -> UInt64 {\n\(KeyMatcher.body(alike))\n}",
        ]
    }

    /// The coding keys of a match, one per 16 bits.
    package static func packed(_ keys: [(place: Int, isExact: Bool)]) -> UInt64 {
        var result: UInt64 = 0
        for (lane, key) in keys.enumerated() {
            result |= (UInt64(key.place + 1) | (key.isExact ? 0x8000 : 0)) << (16 * UInt64(lane))
        }
        return result
    }

    /// A switch on the key's length, then on its words, returning each entry's result; each
    /// case says which text it is.
    private static func body(_ entries: [(text: String, result: UInt64)]) -> String {
        let byLength = Dictionary(grouping: entries, by: \.text.utf8.count).sorted { $0.key < $1.key }
        var lines = ["switch key.count {"]
        for (length, group) in byLength {
            lines.append("case \(length):")
            if length == 0 {
                lines.append("    return \(hex(group[0].result))")
                continue
            }
            let wordCount = (length + 7) / 8
            let subject = (0 ..< wordCount).map { "key.word(\($0 * 8))" }
            lines.append("    switch \(wordCount == 1 ? subject[0] : "(\(subject.joined(separator: ", ")))") {")
            for entry in group {
                let bytes = Array(entry.text.utf8)
                let words = (0 ..< wordCount).map { hex(word(bytes, at: $0 * 8)) }
                lines.append("    case \(wordCount == 1 ? words[0] : "(\(words.joined(separator: ", ")))"):  // \(ModelExpansion.literal(entry.text))")
                lines.append("        return \(hex(entry.result))")
            }
            lines.append("    default: return 0")
            lines.append("    }")
        }
        lines.append("default:")
        lines.append("    return 0")
        lines.append("}")
        return ModelExpansion.indented(lines)
    }

    /// Up to eight bytes from `offset`, the first in the lowest bits, as `_JSONKeyBytes.word(_:)`
    /// reads them.
    package static func word(_ bytes: [UInt8], at offset: Int) -> UInt64 {
        var result: UInt64 = 0
        for index in offset ..< min(offset + 8, bytes.count) {
            result |= UInt64(bytes[index]) << (8 * UInt64(index - offset))
        }
        return result
    }

    private static func hex(_ value: UInt64) -> String { "0x" + String(value, radix: 16, uppercase: true) }
}
