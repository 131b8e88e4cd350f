import JSONModel
import JSONModelMacros
import Testing

/// What the key matcher lists for a model's keys, and when a model gets none.
@Suite struct KeyMatcherCodeGenTests {
    @Test func eachKeyIsListedWithItsSnakeAndCamelForms() throws {
        let matcher = try #require(KeyMatcher(values: ["userName", "id"]))
        #expect(matcher.spellings.map(\.spelling) == ["userName", "user_name", "id"])
        #expect(matcher.forms.map(\.form) == ["username", "id"])
        let snake = try #require(KeyMatcher(values: ["image_url"]))
        #expect(snake.spellings.map(\.spelling) == ["image_url", "imageUrl"])
    }

    @Test func aSpellingNamesEveryKeyThatReadsLikeIt() throws {
        let matcher = try #require(KeyMatcher(values: ["userName", "user_name"]))
        let spelling = try #require(matcher.spellings.first { $0.spelling == "user_name" })
        #expect(spelling.keys.map(\.place) == [0, 1])
        #expect(spelling.keys.map(\.isExact) == [false, true])
        #expect(KeyMatcher.packed(spelling.keys) == 0x8002_0001)
        #expect(matcher.forms.map(\.keys) == [[0, 1]])
    }

    @Test func modelsWithTooManyKeysOrTooManyAlikeHaveNone() {
        #expect(KeyMatcher(values: (0 ..< 64).map { "key\($0)" }) != nil)
        #expect(KeyMatcher(values: (0 ..< 65).map { "key\($0)" }) == nil)
        #expect(KeyMatcher(values: ["ab", "a_b", "aB", "AB"]) != nil)
        #expect(KeyMatcher(values: ["ab", "a_b", "aB", "AB", "a-b"]) == nil)
        #expect(KeyMatcher(values: []) == nil)
    }

    @Test func wordsAreTheBytesTheDecoderReads() {
        let bytes = Array("École street".utf8)
        (bytes + [UInt8](repeating: 0, count: 8)).withUnsafeBytes { raw in
            let key = _JSONKeyBytes(start: raw.baseAddress!, count: bytes.count, readable: raw.count)
            #expect(KeyMatcher.word(bytes, at: 0) == key.word(0))
            #expect(KeyMatcher.word(bytes, at: 8) == key.word(8))
        }
    }
}
