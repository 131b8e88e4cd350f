/// A naming convention for JSON keys, applied to Swift property names.
///
/// A name is split into words at `_` and `-`, where a lowercase letter or digit meets an
/// uppercase one, and where a run of capitals meets a capitalised word. A run of capitals is
/// one word, an acronym, and keeps a plural `s`:
///
/// | name              | `.snakeCase`       | `.camelCase`      |
/// | ----------------- | ------------------ | ----------------- |
/// | `userID`          | `user_id`          | `userId`          |
/// | `URLString`       | `url_string`       | `urlString`       |
/// | `HTTPSConnection` | `https_connection` | `httpsConnection` |
/// | `utf8Data`        | `utf8_data`        | `utf8Data`        |
/// | `imageURLs`       | `image_urls`       | `imageUrls`       |
/// | `user_id`         | `user_id`          | `userId`          |
///
/// ```swift
/// JSONKeyStyle.snakeCase.convert("imageURLs")     // "image_urls"
/// JSONKeyStyle.kebabCase.convert("userID")        // "user-id"
/// JSONKeyStyle.pascalCase.convert("user_id")      // "UserId"
/// ```
///
/// Every style changes only the case of letters and the `_` and `-` separators between words,
/// never the letters and digits themselves. So a key written in any style still matches its
/// property when keys are compared ignoring case, `_` and `-`, which is what the decoder's
/// `.fuzzy` key matching does: a model encoded with `.snakeCase` keys decodes with fuzzy matching
/// and no further configuration. Leading and trailing underscores (`_id`) are kept as they are.
public enum JSONKeyStyle: Sendable, Hashable {
    /// Lowercase words joined by `_`: `user_id`, `image_urls`.
    ///
    /// ```swift
    /// JSONKeyStyle.snakeCase.convert("URLString")   // "url_string"
    /// ```
    case snakeCase
    /// Lowercase words joined by `-`: `user-id`, `image-urls`.
    ///
    /// ```swift
    /// JSONKeyStyle.kebabCase.convert("utf8Data")   // "utf8-data"
    /// ```
    case kebabCase
    /// The first word lowercase, the others capitalised, no separators: `userId`, `imageUrls`.
    ///
    /// ```swift
    /// JSONKeyStyle.camelCase.convert("user_id")   // "userId"
    /// ```
    case camelCase
    /// Every word capitalised, no separators: `UserId`, `ImageUrls`.
    ///
    /// ```swift
    /// JSONKeyStyle.pascalCase.convert("userID")   // "UserId"
    /// ```
    case pascalCase
    /// Uppercase words joined by `_`: `USER_ID`, `IMAGE_URLS`.
    ///
    /// ```swift
    /// JSONKeyStyle.screamingSnakeCase.convert("imageURLs")   // "IMAGE_URLS"
    /// ```
    case screamingSnakeCase

    /// The key for a Swift property name in this style.
    ///
    /// ```swift
    /// JSONKeyStyle.screamingSnakeCase.convert("HTTPSConnection")   // "HTTPS_CONNECTION"
    /// ```
    public func convert(_ name: String) -> String {
        let scalars = Array(name.unicodeScalars)
        // Underscores around the name are part of it (`_id`, `type_`), not word separators.
        var start = 0
        while start < scalars.count && scalars[start] == "_" { start += 1 }
        var end = scalars.count
        while end > start && scalars[end - 1] == "_" { end -= 1 }
        guard start < end else { return name }

        var result = String.UnicodeScalarView()
        result.append(contentsOf: scalars[0 ..< start])
        for (position, word) in JSONKeyStyle.words(in: scalars[start ..< end]).enumerated() {
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
