import JSONCoding
import PropertyBased
import Testing

@Suite("Key styles")
struct KeyStyleTests {
    /// name, snake, kebab, camel, pascal, screaming snake
    static let table: [(String, String, String, String, String, String)] = [
        ("name", "name", "name", "name", "Name", "NAME"),
        ("userName", "user_name", "user-name", "userName", "UserName", "USER_NAME"),
        ("userID", "user_id", "user-id", "userId", "UserId", "USER_ID"),
        ("URLString", "url_string", "url-string", "urlString", "UrlString", "URL_STRING"),
        ("HTTPSConnection", "https_connection", "https-connection", "httpsConnection", "HttpsConnection", "HTTPS_CONNECTION"),
        ("utf8Data", "utf8_data", "utf8-data", "utf8Data", "Utf8Data", "UTF8_DATA"),
        ("imageURLs", "image_urls", "image-urls", "imageUrls", "ImageUrls", "IMAGE_URLS"),
        ("userIDs", "user_ids", "user-ids", "userIds", "UserIds", "USER_IDS"),
        ("IDs", "ids", "ids", "ids", "Ids", "IDS"),
        ("URL", "url", "url", "url", "Url", "URL"),
        ("myURLProperty", "my_url_property", "my-url-property", "myUrlProperty", "MyUrlProperty", "MY_URL_PROPERTY"),
        ("UTF8String", "utf8_string", "utf8-string", "utf8String", "Utf8String", "UTF8_STRING"),
        ("base64URL", "base64_url", "base64-url", "base64Url", "Base64Url", "BASE64_URL"),
        ("x1Y2", "x1_y2", "x1-y2", "x1Y2", "X1Y2", "X1_Y2"),
        ("PascalCase", "pascal_case", "pascal-case", "pascalCase", "PascalCase", "PASCAL_CASE"),
        ("user_id", "user_id", "user-id", "userId", "UserId", "USER_ID"),
        ("user-id", "user_id", "user-id", "userId", "UserId", "USER_ID"),
        ("USER_ID", "user_id", "user-id", "userId", "UserId", "USER_ID"),
        ("user__name", "user_name", "user-name", "userName", "UserName", "USER_NAME"),
        ("_id", "_id", "_id", "_id", "_Id", "_ID"),
        ("_privateValue_", "_private_value_", "_private-value_", "_privateValue_", "_PrivateValue_", "_PRIVATE_VALUE_"),
        ("__", "__", "__", "__", "__", "__"),
        ("", "", "", "", "", ""),
        ("a", "a", "a", "a", "A", "A"),
        ("dateOfBirth2", "date_of_birth2", "date-of-birth2", "dateOfBirth2", "DateOfBirth2", "DATE_OF_BIRTH2"),
        ("çaVaÉtéBien", "ça_va_été_bien", "ça-va-été-bien", "çaVaÉtéBien", "ÇaVaÉtéBien", "ÇA_VA_ÉTÉ_BIEN"),
        // One scalar stays one scalar: `ß` has no single uppercase letter, so it is kept.
        ("straße", "straße", "straße", "straße", "Straße", "STRAßE"),
        ("ǆemal", "ǆemal", "ǆemal", "ǆemal", "ǅemal", "ǄEMAL"),
    ]

    @Test("every style converts the table of names", arguments: table)
    func conversions(row: (String, String, String, String, String, String)) {
        let (name, snake, kebab, camel, pascal, screaming) = row
        #expect(JSONKeyStyle.snakeCase.convert(name) == snake)
        #expect(JSONKeyStyle.kebabCase.convert(name) == kebab)
        #expect(JSONKeyStyle.camelCase.convert(name) == camel)
        #expect(JSONKeyStyle.pascalCase.convert(name) == pascal)
        #expect(JSONKeyStyle.screamingSnakeCase.convert(name) == screaming)
    }

    static let styles: [JSONKeyStyle] = [.snakeCase, .kebabCase, .camelCase, .pascalCase, .screamingSnakeCase]

    /// What the decoder's fuzzy key matching compares: the name without `_` and `-`, in lowercase.
    static func fuzzyForm(_ name: String) -> String {
        String(name.lowercased().unicodeScalars.filter { $0 != "_" && $0 != "-" })
    }

    /// Names made of lowercase and capital letters (ASCII and not), digits, `_` and `-`.
    static let identifier = Generator<String, Shrink.None<String>> { rng in
        let pool = Array("abcsxyzABCDSXYZ0189_-éÉßǅ")
        let length = Int.random(in: 1 ... 14, using: &rng)
        return String((0 ..< length).map { _ in pool[Int.random(in: 0 ..< pool.count, using: &rng)] })
    }

    @Test("a converted name differs from the original only in case and separators")
    func fuzzyMatchingReadsEveryStyle() async {
        await propertyCheck(count: 300, input: Self.identifier) { name in
            for style in Self.styles {
                #expect(Self.fuzzyForm(style.convert(name)) == Self.fuzzyForm(name), "\(style) of \(name)")
            }
        }
    }

    /// Only the styles with separators keep every word boundary. Camel case cannot tell the words
    /// `x` and `c` (`xC`) from the acronym `XC`, and screaming snake case cannot tell `X9X` (from
    /// `x9x`) from `X9_X`.
    @Test("converting twice gives the same key as converting once")
    func idempotent() async {
        await propertyCheck(count: 300, input: Self.identifier) { name in
            for style in [JSONKeyStyle.snakeCase, .kebabCase] {
                let once = style.convert(name)
                #expect(style.convert(once) == once, "\(style) of \(name)")
            }
        }
    }
}
