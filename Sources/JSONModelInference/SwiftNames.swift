// Swift names for JSON keys: types in UpperCamelCase (singular for an array's elements),
// properties and cases in lowerCamelCase, keywords and names of common types avoided.

import JSONCore

enum SwiftNames {
    /// Words Swift reserves, which a property or case cannot be named without backticks.
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static",
        "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do", "else",
        "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while", "as", "false",
        "is", "nil", "self", "Self", "super", "throws", "true", "try", "await", "any", "some", "package", "Any", "_",
    ]

    /// Names a property or case of a generated type cannot have although they are not keywords:
    /// `Type` and `Protocol` (a member so named would clash with `Model.Type`), and the names
    /// the `@JSONModel` expansion refers to inside the type, which a member would hide.
    static let reservedMemberNames: Set<String> = [
        "Type", "Protocol", "CodingKeys", "JSONFieldTable", "JSONFieldValue", "JSONFieldKey", "JSONObjectWriter", "JSONEnumCoding",
        "JSONUntaggedReader", "JSONValue",
    ]

    /// Type names the generated types must not take: they would hide the standard library's,
    /// Foundation's or this library's types in the file.
    static let takenTypeNames: Set<String> = [
        "Any", "Array", "Bool", "Character", "Data", "Date", "Decimal", "Dictionary", "Double", "Error", "Float", "Int",
        "Int64", "JSONValue", "JSONObject", "JSONNumber", "Never", "Optional", "Protocol", "Result", "Self", "Set", "String",
        "Type", "UInt64", "URL", "UUID", "Void", "Codable", "Decoder", "Encoder", "Sendable", "Hashable", "Equatable",
    ]

    /// The words of a key: split at anything that is not a letter or digit, and where a
    /// lowercase letter or digit meets an uppercase one.
    static func words(_ key: String) -> [String] {
        var words: [String] = []
        var current = ""
        var previousWasLowerOrDigit = false
        for character in key {
            guard character.isLetter || character.isNumber, character.isASCII else {
                if !current.isEmpty { words.append(current) }
                current = ""
                previousWasLowerOrDigit = false
                continue
            }
            if character.isUppercase && previousWasLowerOrDigit && !current.isEmpty {
                words.append(current)
                current = ""
            }
            current.append(character)
            previousWasLowerOrDigit = character.isLowercase || character.isNumber
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// `user_name` → `userName`; a name that is a keyword or starts with a digit gets a word
    /// more (`classValue`, `value2fa`); no letters at all → `value`.
    static func propertyName(_ key: String) -> String {
        let parts = words(key)
        guard let first = parts.first else { return "value" }
        var name = lowerFirst(first) + parts.dropFirst().map(capitalized).joined()
        if name.first?.isNumber ?? false { name = "value" + capitalized(name) }
        if keywords.contains(name) || reservedMemberNames.contains(name) { name += "Value" }
        return name
    }

    /// `created_at` → `CreatedAt`; never a name of ``takenTypeNames`` (`Data` → `DataModel`).
    static func typeName(_ key: String) -> String {
        let parts = words(key)
        var name = parts.map(capitalized).joined()
        if name.isEmpty { name = "Value" }
        if name.first?.isNumber ?? false { name = "Model" + name }
        if takenTypeNames.contains(name) || keywords.contains(name) { name += "Model" }
        return name
    }

    /// The type name for the elements of an array under `key`: `items` → `Item`,
    /// `people` → `Person`, `categories` → `Category`.
    static func elementTypeName(_ key: String) -> String {
        var parts = words(key)
        if let last = parts.popLast() { parts.append(singular(last)) }
        return typeName(parts.joined(separator: "_"))
    }

    /// The singular of an English plural, for the common forms; other words as they are.
    static func singular(_ word: String) -> String {
        let lower = word.lowercased()
        let irregular = [
            "people": "person", "children": "child", "men": "man", "women": "woman", "data": "datum", "media": "medium",
            "indices": "index", "news": "news", "series": "series", "species": "species",
        ]
        if let singular = irregular[lower] { return matchCase(singular, of: word) }
        guard lower.count > 3 else { return word }
        if lower.hasSuffix("ies") { return String(word.dropLast(3)) + "y" }
        for ending in ["sses", "shes", "ches", "xes", "zes", "uses"] where lower.hasSuffix(ending) { return String(word.dropLast(2)) }
        if lower.hasSuffix("s") && !lower.hasSuffix("ss") && !lower.hasSuffix("us") && !lower.hasSuffix("is") { return String(word.dropLast()) }
        return word
    }

    private static func matchCase(_ word: String, of original: String) -> String {
        original.first?.isUppercase ?? false ? capitalized(word) : word
    }

    static func capitalized(_ word: String) -> String {
        guard let first = word.first else { return word }
        return first.uppercased() + word.dropFirst().lowercased()
    }

    static func lowerFirst(_ word: String) -> String {
        word.lowercased()
    }

    /// Whether `name` can be a generated property as it is: a Swift identifier that is neither a
    /// keyword nor one of ``reservedMemberNames``.
    static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, !keywords.contains(name), !reservedMemberNames.contains(name) else { return false }
        let isHead = { (scalar: Unicode.Scalar) in scalar.isASCII && (scalar.properties.isAlphabetic || scalar == "_") }
        return isHead(first) && name.unicodeScalars.allSatisfy { isHead($0) || ("0" ... "9").contains($0) }
    }

    /// `text` as a Swift string literal: quotes and backslashes escaped, and every scalar a
    /// reader cannot see or the compiler refuses in source (controls, DEL, format characters
    /// such as bidirectional overrides and zero-width spaces, separators other than the space,
    /// private-use and unassigned code points) written as `\u{…}`. The macros write their
    /// literals by the same rule (`KeyRuleTests` holds the two equal).
    static func literal(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if isInvisible(scalar) {
                    result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// A scalar that shows nothing, or something other than itself, where it stands in source.
    private static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return scalar.value < 0x20 || scalar.value == 0x7F }
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .spaceSeparator, .privateUse, .surrogate, .unassigned:
            return true
        default:
            return false
        }
    }

    /// The `@JSONKey` text of the one key `key`: its dots and backslashes escaped, so that the
    /// macro reads it as that key and not as a path (`KeyRuleTests` holds this to the macro's
    /// reading of paths).
    static func keyText(_ key: String) -> String {
        var text = ""
        for character in key {
            if character == "." || character == "\\" { text.append("\\") }
            text.append(character)
        }
        return text
    }
}
