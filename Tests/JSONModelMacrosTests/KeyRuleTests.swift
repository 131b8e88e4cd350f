// The rules the macros keep a copy of (the macro target depends on swift-syntax alone), held
// equal to the originals on random names: key styles (JSONCore's `JSONKeyStyle`), the alike
// form (the decoder's), and the string literals and `@JSONKey` text that `json-model generate`
// writes (JSONModelInference) and the macros read back.

@testable import JSONCoding
import JSONCore
@testable import JSONModelInference
@testable import JSONModelMacros
import PropertyBased
import Testing

/// Names and keys from the characters that the rules treat differently: ASCII letters of both
/// cases, digits, the separators, letters whose case maps to more than one scalar (`ß`, `ŉ`),
/// a title-case letter (`ǅ`), other scripts' letters and digits, marks, symbols, controls,
/// invisible scalars, quotes and backslashes, dots.
private enum RandomName {
    static let pieces: [String] = [
        "a", "b", "z", "A", "B", "Z", "0", "7", "_", "-", "_", "-", "user", "ID", "URL", "s", "Name", "HTTPS",
        "ß", "ŉ", "ǅ", "ǈ", "É", "é", "Σ", "ς", "İ", "ı", "ﬁ", "日本", "٣", "½", "\u{301}", "😀", "$", " ", ".", "\\", "\"",
        "\n", "\t", "\u{0}", "\u{7F}", "\u{200B}", "\u{202E}", "\u{2028}", "\u{A0}", "\u{E000}",
    ]

    static let name = Generator<String, Shrink.None<String>> { rng in
        let count = Int.random(in: 0 ... 8, using: &rng)
        return (0 ..< count).map { _ in pieces.randomElement(using: &rng) ?? "" }.joined()
    }
}

@Suite struct KeyRuleTests {
    private static let styles: [(JSONModelMacros.KeyStyle, JSONKeyStyle)] = [
        (.snakeCase, .snakeCase), (.kebabCase, .kebabCase), (.camelCase, .camelCase), (.pascalCase, .pascalCase),
        (.screamingSnakeCase, .screamingSnakeCase),
    ]

    @Test func everyStyleIsPaired() {
        #expect(Self.styles.count == JSONModelMacros.KeyStyle.allCases.count)
        #expect(Set(Self.styles.map { "\($0.0)" }) == Set(JSONModelMacros.KeyStyle.allCases.map { "\($0)" }))
        // Each style is named in `keys:` by its case name.
        for (style, _) in Self.styles {
            #expect(JSONModelMacros.KeyStyle.named("\(style)") == style)
        }
        #expect(JSONModelMacros.KeyStyle.named("SnakeCase") == nil)
    }

    @Test func keyStylesConvertAsTheRuntimes() async {
        await propertyCheck(count: 2000, input: RandomName.name) { name in
            for (copy, original) in Self.styles {
                #expect(copy.convert(name) == original.convert(name), "\(original) of \(name.debugDescription)")
            }
        }
    }

    @Test func keyStylesOnTheTableOfTheDocumentation() {
        let names = ["userID", "URLString", "HTTPSConnection", "utf8Data", "imageURLs", "user_id", "_id", "type_", "IDs", ""]
        for name in names {
            for (copy, original) in Self.styles {
                #expect(copy.convert(name) == original.convert(name), "\(original) of \(name)")
            }
        }
        #expect(JSONModelMacros.KeyStyle.snakeCase.convert("imageURLs") == "image_urls")
    }

    /// The macro's copy of the alike form is the run-time rule's, both as text and as the
    /// loop makes it from a key's bytes (on the stack for plain ASCII).
    @Test func theAlikeFormIsTheDecoders() async {
        await propertyCheck(count: 2000, input: RandomName.name) { name in
            #expect(alikeForm(name) == JSONFieldTable.alikeForm(name), "\(name.debugDescription)")
            var text = name
            let fromBytes = text.withUTF8 { bytes in
                JSONFieldTable.withAlikeForm(UnsafeRawBufferPointer(bytes)) { String(decoding: $0, as: UTF8.self) }
            }
            #expect(alikeForm(name) == fromBytes, "\(name.debugDescription)")
        }
        #expect(alikeForm("User_Name-Of") == "usernameof")
    }

    @Test func generatedLiteralsAreTheMacros() async {
        await propertyCheck(count: 2000, input: RandomName.name) { text in
            #expect(SwiftNames.literal(text) == ModelExpansion.literal(text), "\(text.debugDescription)")
        }
    }

    @Test func aGeneratedKeyReadsBackAsThatKey() async {
        await propertyCheck(count: 2000, input: RandomName.name) { key in
            #expect(JSONModelMacros.KeyPath.parse(SwiftNames.keyText(key)) == [key], "\(key.debugDescription)")
        }
        for key in ["", "a.b", "a\\b", "a\\.b", "end\\", "\\\\", "..", "media.m\\"] {
            #expect(JSONModelMacros.KeyPath.parse(SwiftNames.keyText(key)) == [key], "\(key)")
        }
        #expect(JSONModelMacros.KeyPath.parse("media.m") == ["media", "m"])
        #expect(JSONModelMacros.KeyPath.parse(#"f\.number"#) == ["f.number"])
        #expect(JSONModelMacros.KeyPath.parse(#"a\b"#) == [#"a\b"#])
    }
}
