// The key rules the expansion shares with the runtime, as a copy: the macro target depends on
// swift-syntax alone, so that SwiftPM can build it against a prebuilt swift-syntax (see
// Package.swift). JSONCore's `KeyStyle` and the decoder's alike form are the originals;
// `KeyRuleTests` holds these equal to them on random names.

/// A key style of `@JSONModel(keys:)`: the key written for a property name, as
/// `KeyStyle.convert(_:)` writes it.
package enum KeyStyle: Equatable, CaseIterable {
    case snakeCase
    case kebabCase
    case camelCase
    case pascalCase
    case screamingSnakeCase

    /// The style a `keys:` argument names, as written after the dot.
    static func named(_ name: String) -> KeyStyle? {
        switch name {
        case "snakeCase": return .snakeCase
        case "kebabCase": return .kebabCase
        case "camelCase": return .camelCase
        case "pascalCase": return .pascalCase
        case "screamingSnakeCase": return .screamingSnakeCase
        default: return nil
        }
    }

    /// The key for a Swift property name in this style.
    package func convert(_ name: String) -> String {
        let scalars = Array(name.unicodeScalars)
        // Underscores around the name are part of it (`_id`, `type_`), not word separators.
        var start = 0
        while start < scalars.count && scalars[start] == "_" { start += 1 }
        var end = scalars.count
        while end > start && scalars[end - 1] == "_" { end -= 1 }
        guard start < end else { return name }

        var result = String.UnicodeScalarView()
        result.append(contentsOf: scalars[0 ..< start])
        for (position, word) in KeyStyle.words(in: scalars[start ..< end]).enumerated() {
            switch self {
            case .snakeCase, .kebabCase, .screamingSnakeCase:
                if position > 0 { result.append(self == .kebabCase ? Unicode.Scalar("-") : Unicode.Scalar("_")) }
                for scalar in word {
                    result.append(self == .screamingSnakeCase ? CaseMapping.upper(scalar) : CaseMapping.lower(scalar))
                }
            case .camelCase, .pascalCase:
                guard let first = word.first else { continue }
                result.append(self == .camelCase && position == 0 ? CaseMapping.lower(first) : CaseMapping.title(first))
                for scalar in word.dropFirst() { result.append(CaseMapping.lower(scalar)) }
            }
        }
        result.append(contentsOf: scalars[end...])
        return String(result)
    }

    private enum Class {
        case upper, lower, digit, separator, other
    }

    private static func classify(_ scalar: Unicode.Scalar) -> Class {
        if scalar == "_" || scalar == "-" { return .separator }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .titlecaseLetter: return .upper
        case .lowercaseLetter: return .lower
        case .decimalNumber: return .digit
        default: return .other
        }
    }

    /// The words of a name, without separators.
    private static func words(in scalars: ArraySlice<Unicode.Scalar>) -> [ArraySlice<Unicode.Scalar>] {
        let classes = scalars.map(classify)
        let base = scalars.startIndex
        var words: [ArraySlice<Unicode.Scalar>] = []
        var wordStart: Int?
        func finishWord(at end: Int) {
            if let start = wordStart, start < end { words.append(scalars[(base + start) ..< (base + end)]) }
            wordStart = nil
        }
        for i in classes.indices {
            let current = classes[i]
            if current == .separator {
                finishWord(at: i)
                continue
            }
            guard wordStart != nil, current == .upper else {
                if wordStart == nil { wordStart = i }
                continue
            }
            let previous = classes[i - 1]
            if previous != .upper {
                // `userName`, `utf8Data`: a capital after anything else begins a word.
                finishWord(at: i)
                wordStart = i
            } else if i + 1 < classes.count, classes[i + 1] == .lower, !isAcronymPlural(scalars, classes, at: i + 1) {
                // `URLString`: the last capital of a run begins the capitalised word after it.
                finishWord(at: i)
                wordStart = i
            }
        }
        finishWord(at: classes.count)
        return words
    }

    /// An `s` that ends an acronym's word, as in `imageURLs` or `IDs`, stays with the acronym.
    private static func isAcronymPlural(_ scalars: ArraySlice<Unicode.Scalar>, _ classes: [Class], at index: Int) -> Bool {
        guard scalars[scalars.startIndex + index] == "s" else { return false }
        return index + 1 == classes.count || classes[index + 1] != .lower
    }

}

/// The form the alike rule compares, as the decoder makes it: lower case, without `_` and `-`.
package func alikeForm(_ text: String) -> String {
    String(text.lowercased().unicodeScalars.filter { $0 != "_" && $0 != "-" })
}

/// Case changes map one scalar to one scalar. Full mappings such as `ß` → `SS` would change the
/// letters themselves, and a key would no longer match its property ignoring case.
private enum CaseMapping {
    static func lower(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        single(scalar.properties.lowercaseMapping) ?? scalar
    }

    static func upper(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        single(scalar.properties.uppercaseMapping) ?? scalar
    }

    static func title(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        single(scalar.properties.titlecaseMapping) ?? scalar
    }

    private static func single(_ text: String) -> Unicode.Scalar? {
        let scalars = text.unicodeScalars
        guard let first = scalars.first, scalars.index(after: scalars.startIndex) == scalars.endIndex else { return nil }
        return first
    }
}
