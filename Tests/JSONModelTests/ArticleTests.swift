// The articles of the JSONModel documentation (Sources/JSONModel/JSONModel.docc), compiled and
// run, so that none of their code can rot.
//
// Each article has a section below, marked `// MARK: - Article: Name`: its types, declared as the
// article declares them inside a namespace of their own (an enum named after the article), and
// suites whose tests hold the article's statements, with every printed result checked with
// #expect against the value the article shows in its comment. Snippets that need a server or a
// bundle resource are compiled in functions that no test calls; their helpers are run on local
// files instead. `ArticleCodeTests` at the end checks the articles against this file: every line
// of their `swift` blocks (but the package manifest and other libraries' "Before:" code) is in
// the article's section, and so is every output they show and every Foundation error they quote;
// the macro diagnostics they quote are those the expansion tests check, and the benchmark
// figures those of BENCHMARKS.md. A change to an article that is not made here too fails.

import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import JSONModel
import Testing

/// A new, empty folder for one test's files.
private func makeFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ArticleTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
}

private func removeFolder(_ folder: URL) {
    try? FileManager.default.removeItem(at: folder)
}

// MARK: - Article: GettingStarted

enum GettingStartedArticle {
    @JSONModel
    struct User {
        var id: Int
        var name: String
        var email: String?
        var isAdmin = false
        var joined: Date
    }
}

extension GettingStartedArticle {
    @Suite("Article: Getting Started")
    struct Tests {
        static let text = #"{"id": 7, "name": "Ada", "is_admin": true, "joined": "2016-01-15T14:30:05Z"}"#

        @Test func decodeEncodeAndMerge() throws {
            let text = #"{"id": 7, "name": "Ada", "is_admin": true, "joined": "2016-01-15T14:30:05Z"}"#
            let user = try User(json: text)
            #expect(user.name == "Ada")
            #expect(user.isAdmin == true)
            #expect((user.email ?? "no email") == "no email")

            let data = Data(text.utf8)
            let sameUser = try User(json: data)
            let fromBytes = try User(json: Array(text.utf8))
            let users = try [User](json: "[\(text), \(text)]")
            #expect(users.count == 2)
            #expect(sameUser.id == 7 && fromBytes.id == 7)

            #expect(try user.jsonString() == #"{"id":7,"name":"Ada","isAdmin":true,"joined":"2016-01-15T14:30:05Z"}"#)
            let pretty = try user.jsonString(pretty: true)
            let bytes = try user.jsonData()
            let value = try user.jsonValue()
            #expect((value["joined"].string ?? "") == "2016-01-15T14:30:05Z")
            #expect(try User(json: bytes).name == "Ada")
            #expect(pretty.contains("\n"))

            let encoder = JSONModelEncoder()
            encoder.keyEncodingStrategy = .style(.snakeCase)
            encoder.outputFormatting = .sortedKeys
            #expect(try encoder.encodeToString(user) == #"{"id":7,"is_admin":true,"joined":"2016-01-15T14:30:05Z","name":"Ada"}"#)

            var edited = user
            try edited.merge(json: #"{"email": "ada@example.com"}"#)
            #expect((edited.email ?? "") == "ada@example.com")
            #expect(edited.name == "Ada")
        }

        @Test func errors() throws {
            do {
                _ = try User(json: #"{"id": "seven", "name": "Ada", "joined": "2016-01-15"}"#)
                Issue.record("decoded")
            } catch let error as DecodingError {
                #expect(error.explanation == #"id: expected Int, found the string "seven" at line 1, column 8"#)
            }

            do {
                _ = try User(json: #"{"id": "seven", "joined": "yesterday"}"#)
                Issue.record("decoded")
            } catch let error as DecodingError {
                #expect(contextOf(error)?.debugDescription.hasPrefix(#"expected Int, found the string "seven" at line 1, column 8 (the first of 3 fields"#) == true)
                if let failures = JSONDecodingFailures(error) {
                    #expect(failures.description == #"""
                        3 fields could not be decoded:
                        1:8: id: expected Int, found the string "seven"
                        1:1: name: no key "name" in the object
                        1:27: joined: expected an ISO 8601 date such as 2016-01-15, 2016-01-15T14:30:05Z or 2016-01-15T14:30:05.123+01:00, found the string "yesterday"
                        """#)
                } else {
                    Issue.record("no list of failures in \(error)")
                }
            }
        }

        @Test func files() throws {
            let supportFolder = try makeFolder()
            defer { removeFolder(supportFolder) }
            let user = try User(json: Self.text)

            let file = supportFolder.appendingPathComponent("user.json")
            try user.write(to: file, pretty: true)
            let loaded = try User(contentsOf: file)
            #expect(loaded.name == "Ada")

            var merged = loaded
            let changes = supportFolder.appendingPathComponent("changes.json")
            try Data(#"{"email": "ada@example.com"}"#.utf8).write(to: changes)
            try merged.merge(contentsOf: changes)
            #expect((merged.email ?? "") == "ada@example.com")

            let usersFile = supportFolder.appendingPathComponent("users.json")
            try Data("[]".utf8).write(to: usersFile)
            let decoder = JSONModelDecoder()
            var everyone = try decoder.decode([User].self, contentsOf: usersFile)
            everyone.append(loaded)
            let encoder = JSONModelEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            try encoder.encode(everyone, to: usersFile)
            #expect(try decoder.decode([User].self, contentsOf: usersFile).map(\.name) == ["Ada"])

            let broken = supportFolder.appendingPathComponent("broken.json")
            try Data(#"{"id": "seven", "name": "Ada", "joined": 0}"#.utf8).write(to: broken)
            do {
                _ = try User(contentsOf: broken)
                Issue.record("decoded")
            } catch let error as JSONLoadingError {
                #expect(error.kind == .decodingFailed)
                #expect("\(error.kind)" == "decoding failed")
                #expect((error.line ?? 0) == 1)
                #expect((error.column ?? 0) == 8)
                #expect(error.message == #"\#(broken.path):1:8: error: id: expected Int, found the string "seven" (decoding User)"#)
            }

            // Bundle.main has no users.json here; a bundle made from the folder has.
            try encoder.encode(everyone, to: supportFolder.appendingPathComponent("people.json"))
            let bundle = try #require(Bundle(url: supportFolder))
            #expect(try bundle.decode([User].self, fromResource: "people").count == 1)
        }

        /// Compiled, not run: Bundle.main has no such resource here (see `files()`).
        func bundled() throws {
            let bundled = try Bundle.main.decode([User].self, fromResource: "users.json")
            _ = bundled
        }

        /// Compiled, not run: it needs a server (JSONLoadingTests runs the URLSession helpers
        /// against one).
        @available(macOS 12, iOS 15, tvOS 15, watchOS 8, visionOS 1, *)  // URLSession.decode's
        func online(token: String) async throws {
            let url = URL(string: "https://api.example.com/users")!
            let online = try await URLSession.shared.decode([User].self, from: url)

            var request = URLRequest(url: url)
            request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
            let decoder = JSONModelDecoder()
            decoder.rootKey = .key("data")
            let page = try await URLSession.shared.decode([User].self, for: request, decoder: decoder)
            _ = (online, page)
        }
    }
}

// MARK: - Article: MappingKeys

enum MappingKeysArticle {
    @JSONModel
    struct Account {
        var userName: String
        var avatarID: Int?
        var isVerified = false
    }

    @JSONModel
    struct Photo {
        var title: String
        @JSONKey("media.m") var imageURL: URL
        @JSONKey(#"exif.f\.number"#) var aperture: Double
    }

    @JSONModel
    struct Post {
        @JSONKey("published", "date_published", "created") var date: Date
        @JSONKey("body", "text") var body: String
    }

    @JSONModel(keys: .snakeCase)
    struct Order {
        var orderID: Int
        var imageURLs: [String]
        var isGift = false
    }

    @JSONModel
    struct Coordinate {
        var latitude: Double
        var longitude: Double
    }

    @JSONModel
    struct Cache {
        var name: String
        @JSONFlatten var location: Coordinate
    }

    @JSONModel
    struct ComicBook {
        var id: Int
        var title: String
    }

    struct Profile: Codable {
        var userName: String
        var followerCount: Int
    }
}

extension MappingKeysArticle {
    @Suite("Article: Mapping Keys")
    struct Tests {
        @Test func keysThatDifferInCaseAndSeparators() throws {
            let account = try Account(json: #"{"user_name": "ada", "AVATAR-ID": 12, "is-verified": true}"#)
            #expect(account.userName == "ada")
            #expect(account.isVerified == true)
            #expect(account.avatarID == 12)

            let both = try Account(json: #"{"user_name": "from the snake_case key", "userName": "exact"}"#)
            #expect(both.userName == "exact")

            #expect(try account.jsonString() == #"{"userName":"ada","avatarID":12,"isVerified":true}"#)

            // "The same rules apply when Foundation's JSONDecoder reads the model."
            let viaFoundation = try JSONDecoder().decode(Account.self, from: Data(#"{"user_name": "ada", "AVATAR-ID": 12}"#.utf8))
            #expect(viaFoundation.userName == "ada" && viaFoundation.avatarID == 12)
            // "A key decoding strategy set on a decoder applies to @JSONModel types too."
            let snake = JSONModelDecoder()
            snake.keyDecodingStrategy = .convertFromSnakeCase
            let converted = try snake.decode(Account.self, from: #"{"user_name": "ada", "AVATAR-ID": 12}"#)
            #expect(converted.userName == "ada" && converted.avatarID == nil)
        }

        @Test func keyPaths() throws {
            let photo = try Photo(json: #"{"title": "Harbour", "media": {"m": "https://example.com/h.jpg"}, "exif": {"f.number": 2.8}}"#)
            #expect(photo.imageURL.absoluteString == "https://example.com/h.jpg")
            #expect(photo.aperture == 2.8)
            #expect(try photo.jsonString() == #"{"title":"Harbour","media":{"m":"https:\/\/example.com\/h.jpg"},"exif":{"f.number":2.8}}"#)
        }

        @Test func alternativeKeys() throws {
            let older = try Post(json: #"{"created": 1453187501, "text": "Hello"}"#)
            let both = try Post(json: #"{"created": 0, "published": "2016-01-19T07:11:41Z", "body": "Hello"}"#)
            #expect((older.date == both.date) == true)
            #expect(try older.jsonString() == #"{"published":"2016-01-19T07:11:41Z","body":"Hello"}"#)
        }

        @Test func keyStyles() throws {
            let order = try Order(json: #"{"order_id": 1, "image_urls": ["a.png"], "isGift": true}"#)
            #expect(try order.jsonString() == #"{"order_id":1,"image_urls":["a.png"],"is_gift":true}"#)
            #expect(order.isGift == true)
            #expect(JSONKeyStyle.kebabCase.convert("imageURLs") == "image-urls")
            #expect(JSONKeyStyle.camelCase.convert("imageURLs") == "imageUrls")
            #expect(JSONKeyStyle.pascalCase.convert("imageURLs") == "ImageUrls")
            #expect(JSONKeyStyle.screamingSnakeCase.convert("imageURLs") == "IMAGE_URLS")
        }

        @Test func flattenedModels() throws {
            let cache = try Cache(json: #"{"name": "Old Mill", "latitude": 52.37, "longitude": 4.89}"#)
            #expect(cache.location.latitude == 52.37)
            #expect(try cache.jsonString() == #"{"name":"Old Mill","latitude":52.37,"longitude":4.89}"#)
        }

        @Test func rootKeys() throws {
            let wrapped = #"{"comic_book": {"id": 5, "title": "Captain Cardboard"}}"#
            let book = try ComicBook(json: wrapped, root: .automatic)
            let named = try ComicBook(json: #"{"main": {"id": 5, "title": "Captain Cardboard"}, "related": {"id": 6}}"#, root: .key("main"))
            let single = try ComicBook(json: #"{"result": {"id": 5, "title": "Captain Cardboard"}}"#, root: .automatic)
            let bare = try ComicBook(json: #"{"id": 5, "title": "Captain Cardboard"}"#, root: .automatic)
            let books = try [ComicBook](json: #"{"comic_books": [{"id": 5, "title": "Captain Cardboard"}], "count": 1}"#, root: .automatic)
            #expect([book, named, single, bare].allSatisfy { $0.id == 5 && $0.title == "Captain Cardboard" })
            #expect(books.map(\.id) == [5])

            do {
                _ = try ComicBook(json: wrapped)
                Issue.record("decoded")
            } catch let error as DecodingError {
                #expect(error.explanation == """
                    2 fields could not be decoded:
                    1:1: id: no key "id" in the object
                    1:1: title: no key "title" in the object
                    """)
            }

            let decoder = JSONModelDecoder()
            decoder.rootKey = .key("data")
            let fromAPI = try decoder.decode([ComicBook].self, from: #"{"data": [{"id": 5, "title": "Captain Cardboard"}]}"#)
            #expect(fromAPI.map(\.title) == ["Captain Cardboard"])
        }

        @Test func plainCodableTypes() throws {
            let decoder = JSONModelDecoder()
            decoder.keyDecodingStrategy = .fuzzy
            let profile = try decoder.decode(Profile.self, from: #"{"user_name": "ada", "FollowerCount": 3}"#)
            #expect(profile.userName == "ada" && profile.followerCount == 3)

            let encoder = JSONModelEncoder()
            encoder.keyEncodingStrategy = .style(.snakeCase)
            #expect(try encoder.encodeToString(profile) == #"{"user_name":"ada","follower_count":3}"#)

            // Without the strategy, the plain type reads its keys exactly.
            #expect(throws: DecodingError.self) {
                try JSONModelDecoder().decode(Profile.self, from: #"{"user_name": "ada", "FollowerCount": 3}"#)
            }
        }
    }
}

// MARK: - Article: DatesAndTransformers

// The transformer is declared at file scope: the code @JSONModel writes is in an extension of
// the model, from which the members of the enclosing namespace are not visible.
struct Colour: Equatable {
    var red: UInt8
    var green: UInt8
    var blue: UInt8
}

/// `"#cc0033"` in JSON, a `Colour` in Swift.
struct HexColour: JSONTransformer {
    func decode(_ encoded: String) throws -> Colour {
        let digits = encoded.hasPrefix("#") ? encoded.dropFirst() : Substring(encoded)
        guard digits.count == 6, let number = UInt32(digits, radix: 16) else {
            throw JSONTransformError(expected: "a colour such as #cc0033", foundText: encoded)
        }
        return Colour(red: UInt8(number >> 16), green: UInt8(number >> 8 & 0xFF), blue: UInt8(number & 0xFF))
    }

    func encode(_ value: Colour) -> String {
        let number = UInt32(value.red) << 16 | UInt32(value.green) << 8 | UInt32(value.blue)
        let digits = String(number, radix: 16)
        return "#" + String(repeating: "0", count: 6 - digits.count) + digits
    }
}

enum DatesAndTransformersArticle {
    @JSONModel
    struct Event {
        var name: String
        var start: Date
    }

    @JSONModel
    struct Photo {
        @JSONTransform(UnixSeconds()) var taken: Date
        @JSONTransform(UnixMilliseconds()) var uploaded: Date
        @JSONTransform(ISO8601Date(fractionalSeconds: true)) var edited: Date
        @JSONTransform(DateFormat("yyyy-MM-dd")) var day: Date
        @JSONTransform(UnixSeconds()) var archived: Date?
        @JSONTransform(SpaceSeparated()) var tags: [String]
        @JSONTransform(Separated(by: ",")) var albums: [String]
    }

    @JSONModel
    struct Theme {
        var name: String
        @JSONTransform(HexColour()) var accent: Colour
    }

    struct Upload: Codable {
        var taken: Date

        enum CodingKeys: String, CodingKey {
            case taken
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            taken = try container.decode(.taken, using: UnixSeconds())
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(taken, forKey: .taken, using: UnixSeconds())
        }
    }
}

extension DatesAndTransformersArticle {
    @Suite("Article: Dates and Transformers")
    struct Tests {
        @Test func dateStrategies() throws {
            let seconds = try Event(json: #"{"name": "launch", "start": 1453187501}"#)
            let milliseconds = try Event(json: #"{"name": "launch", "start": 1453187501000}"#)
            let text = try Event(json: #"{"name": "launch", "start": "2016-01-19T07:11:41Z"}"#)
            #expect((seconds.start == milliseconds.start) == true)
            #expect((milliseconds.start == text.start) == true)
            #expect(try seconds.jsonString() == #"{"name":"launch","start":"2016-01-19T07:11:41Z"}"#)

            let decoder = JSONModelDecoder()
            decoder.dateDecodingStrategy = .format("dd.MM.yyyy")
            let party = try decoder.decode(Event.self, from: #"{"name": "party", "start": "31.12.2016"}"#)

            let encoder = JSONModelEncoder()
            encoder.dateEncodingStrategy = .secondsSince1970
            #expect(try encoder.encodeToString(party) == #"{"name":"party","start":1483142400}"#)
        }

        @Test func builtInTransformers() throws {
            let json = #"""
                {"taken": 1453187501, "uploaded": 1453187501250, "edited": "2016-01-19T08:11:41.5+01:00",
                 "day": "2016-01-19", "tags": "harbour  boats sea", "albums": "Holidays, Amsterdam"}
                """#
            let photo = try Photo(json: json)
            #expect(photo.tags == ["harbour", "boats", "sea"])
            #expect(photo.albums == ["Holidays", "Amsterdam"])
            #expect(photo.archived == nil)
            #expect(photo.taken == Date(timeIntervalSince1970: 1_453_187_501))
            #expect(photo.uploaded == Date(timeIntervalSince1970: 1_453_187_501.25))
            #expect(photo.edited == Date(timeIntervalSince1970: 1_453_187_501.5))
            #expect(photo.day == Date(timeIntervalSince1970: 1_453_161_600))
            let written = try photo.jsonString()
            #expect(written == #"{"taken":1453187501,"uploaded":1453187501250,"edited":"2016-01-19T07:11:41.500Z","day":"2016-01-19","tags":"harbour boats sea","albums":"Holidays,Amsterdam"}"#)

            // "whatever the coders' strategies are, and ... the same under JSONDecoder and JSONEncoder"
            let iso = JSONModelDecoder()
            iso.dateDecodingStrategy = .iso8601
            #expect(try iso.decode(Photo.self, from: json).taken == photo.taken)
            let viaFoundation = try JSONDecoder().decode(Photo.self, from: Data(json.utf8))
            #expect(viaFoundation.taken == photo.taken && viaFoundation.tags == photo.tags)
            let foundationEncoder = JSONEncoder()
            foundationEncoder.outputFormatting = .withoutEscapingSlashes
            #expect(try JSONValue(parsing: [UInt8](foundationEncoder.encode(photo))) == JSONValue(parsing: written))
        }

        @Test func customTransformer() throws {
            let theme = try Theme(json: ##"{"name": "Dusk", "accent": "#cc0033"}"##)
            #expect((theme.accent == Colour(red: 204, green: 0, blue: 51)) == true)
            #expect(try theme.jsonString() == ##"{"name":"Dusk","accent":"#cc0033"}"##)
            do {
                _ = try Theme(json: #"{"name": "Dusk", "accent": "crimson"}"#)
                Issue.record("decoded")
            } catch let error as DecodingError {
                #expect(error.explanation == #"accent: HexColour could not convert the value: expected a colour such as #cc0033, found "crimson" at line 1, column 28"#)
            }
        }

        @Test func handWrittenCodable() throws {
            let upload = try JSONDecoder().decode(Upload.self, from: Data(#"{"taken": 1453187501}"#.utf8))
            #expect(upload.taken == Date(timeIntervalSince1970: 1453187501))
            #expect(String(decoding: try JSONEncoder().encode(upload), as: UTF8.self) == #"{"taken":1453187501}"#)
        }
    }
}

// MARK: - Article: ErrorsAndDiagnostics

enum ErrorsAndDiagnosticsArticle {
    typealias User = GettingStartedArticle.User

    struct Person: Codable {
        var id: Int
        var name: String
    }

    @JSONModel
    struct Order {
        var id: Int
        var customer: Customer
        var lines: [Line]
    }

    @JSONModel
    struct Customer {
        var name: String
        var email: String?
    }

    @JSONModel
    struct Line {
        var product: String
        var quantity: Int
    }

    @JSONModel
    struct Playlist {
        var name: String
        var volume = 5
        @JSONDefaultIfInvalid var shuffle = false
        @JSONLossy var tracks: [Track]
    }

    @JSONModel
    struct Track {
        var title: String
        var seconds: Int
    }

    @JSONModel
    struct Cache {
        var name: String
        var difficulty: Int
    }
}

extension ErrorsAndDiagnosticsArticle {
    @Suite("Article: Errors and Diagnostics")
    struct Tests {
        @Test func syntaxErrors() throws {
            let broken = """
                {
                  "id": 7,
                  "name": "Ada"
                  "joined": "2016-01-15"
                }
                """
            do {
                _ = try JSONValue(parsing: broken)
                Issue.record("parsed")
            } catch {
                #expect("\(error)" == #"line 4, column 3: expected ',' or '}' after an object member, found '"'"#)
                #expect([error.line, error.column].map(String.init).joined(separator: " ") == "4 3")
                #expect(error.rendered(fileName: "user.json") == #"""
                    user.json:4:3: error: expected ',' or '}' after an object member, found '"'
                      "joined": "2016-01-15"
                      ^
                    """#)
                #expect(error.kind == .unexpectedCharacter)
                #expect(error.expected == "',' or '}' after an object member" && error.found == #"'"'"#)
            }
            do {
                _ = try User(json: broken)
                Issue.record("decoded")
            } catch let error as DecodingError {
                #expect(error.explanation == #"The given data was not valid JSON: line 4, column 3: expected ',' or '}' after an object member, found '"'"#)
            }
            #if os(Linux)
            do {
                _ = try JSONDecoder().decode(User.self, from: Data(broken.utf8))
                Issue.record("decoded")
            } catch {
                #expect("\(error)" == "DecodingError.dataCorrupted: Data was corrupted. Debug description: The given data was not valid JSON.")
            }
            #endif
        }

        @Test func decodingErrors() throws {
            let people = #"[{"id": 1, "name": "Ada"}, {"id": 2, "nmae": "Grace"}]"#
            do {
                _ = try JSONModelDecoder().decode([Person].self, from: people)
                Issue.record("decoded")
            } catch let error as DecodingError {
                #expect(error.explanation == #"[1]: no key "name" in the object at line 1, column 28; did you mean "nmae"?"#)
            }
            #if os(Linux)
            do {
                _ = try JSONDecoder().decode([Person].self, from: Data(people.utf8))
                Issue.record("decoded")
            } catch {
                #expect("\(error)" == #"DecodingError.keyNotFound: Key 'name' not found in keyed decoding container. Path: [1]. Debug description: No value associated with key CodingKeys(stringValue: "name", intValue: nil) ("name")."#)
            }
            #endif

            let wrongType = #"[{"id": 1, "name": "Ada"}, {"id": true, "name": "Grace"}]"#
            do {
                _ = try JSONModelDecoder().decode([Person].self, from: wrongType)
                Issue.record("decoded")
            } catch let error as DecodingError {
                #expect(error.explanation == "[1].id: expected Int, found true at line 1, column 35")
            }
            #if os(Linux)
            do {
                _ = try JSONDecoder().decode([Person].self, from: Data(wrongType.utf8))
                Issue.record("decoded")
            } catch {
                #expect("\(error)" == "DecodingError.typeMismatch: expected value of type Int. Path: [1].id. Debug description: Expected to decode Int but found bool instead.")
            }
            #endif

            // "converts a value of another JSON type when nothing is lost ...; with .strict it refuses them"
            let numberAsText = #"[{"id": "2", "name": "Grace"}]"#
            #expect(try JSONModelDecoder().decode([Person].self, from: numberAsText)[0].id == 2)
            let strict = JSONModelDecoder()
            strict.valueCoercion = .strict
            #expect(throws: DecodingError.self) { try strict.decode([Person].self, from: numberAsText) }
        }

        @Test func everyBadField() throws {
            let json = """
                {
                  "id": "A-17",
                  "customer": {"name": null},
                  "lines": [
                    {"product": "tea", "quantity": 2},
                    {"product": "cups", "quantity": "six"}
                  ]
                }
                """
            do {
                _ = try Order(json: json)
                Issue.record("decoded")
            } catch let error as DecodingError {
                #expect(error.explanation.hasPrefix("3 fields could not be decoded:\n2:9: id:"))
                if let failures = JSONDecodingFailures(error) {
                    #expect(failures.description == """
                        3 fields could not be decoded:
                        2:9: id: expected Int, found the string "A-17"
                        3:24: customer.name: expected String, found null
                        6:37: lines[1].quantity: expected Int, found the string "six"
                        """)
                    #expect(failures.failures.map(\.path.description) == ["id", "customer.name", "lines[1].quantity"])
                } else {
                    Issue.record("no list of failures in \(error)")
                }
            }
            #if os(Linux)
            do {
                _ = try JSONDecoder().decode(Order.self, from: Data(json.utf8))
                Issue.record("decoded")
            } catch {
                #expect("\(error)" == "DecodingError.typeMismatch: expected value of type Int. Path: id. Debug description: Expected to decode Int but found a string instead.")
            }
            #endif
        }

        @Test func report() throws {
            let json = #"""
                {"playlist": {"name": "Road trip", "volume": "7", "shuffle": "often",
                  "tracks": [{"title": "One", "seconds": 200}, {"title": "Two"}], "colour": "red"}}
                """#
            let decoder = JSONModelDecoder()
            decoder.rootKey = .automatic
            let (playlist, report) = try decoder.decodeWithReport(Playlist.self, from: json)
            #expect(playlist.tracks.count == 1)
            #expect(report.description == #"""
                playlist: decoded the value of the root key
                playlist.volume: read the string "7" as Int
                playlist.shuffle: used the default value instead of the string "often": expected Bool, found the string "often" at line 1, column 62
                playlist.tracks[1]: left out an element that could not be decoded: no key "seconds" in the object at line 2, column 48
                playlist.colour: no property read this key
                """#)
            #expect(report.entries(.skippedElement).map(\.path.description) == ["playlist.tracks[1]"])
        }

        @Test func loadingErrors() throws {
            let folder = try makeFolder()
            defer { removeFolder(folder) }
            try Data("{\n  \"Old Mill\": {\"name\": \"Old Mill\", \"difficulty\": \"hard\"}\n}".utf8)
                .write(to: folder.appendingPathComponent("caches.json"))
            let bundle = try #require(Bundle(url: folder))

            do {
                _ = try bundle.decode([String: Cache].self, fromResource: "caches.json")
                Issue.record("decoded")
            } catch let error as JSONLoadingError {
                #expect(error.message == #"caches.json:2:50: error: ["Old Mill"].difficulty: expected Int, found the string "hard" (decoding Dictionary<String, Cache>)"#)
                #expect("\(error.kind)" == "decoding failed")
                #expect(error.localizedDescription == error.message)
                #expect(error.path == JSONPath(["Old Mill", "difficulty"]))
            }

            do {
                _ = try bundle.decode([String: Cache].self, fromResource: "cache.json")
                Issue.record("decoded")
            } catch let error as JSONLoadingError {
                #expect("\(error.kind)" == "resource not found")
                #expect(error.suggestions == ["caches.json"])
            }
        }
    }
}

// MARK: - Article: Enums

enum EnumsArticle {
    @JSONModel
    enum Status: String {
        case active
        case pendingReview = "pending_review"
        @JSONUnknown case other
    }

    @JSONModel(keys: .snakeCase)
    enum Plan {
        case freeTier                                   // "free_tier"
        @JSONTag("pro", "professional") case pro        // either is read, "pro" is written
        @JSONUnknown case unknown(String)               // keeps the value
    }

    @JSONModel
    enum Level: Int {
        case low = 1, medium, high
    }

    @JSONModel
    struct Polygon {
        var points: [[Double]]
    }

    @JSONModel(tagging: .internal(key: "type"))
    enum Shape {
        case circle(radius: Double)
        @JSONTag("rect", "rectangle") case rectangle(width: Double, height: Double)
        case polygon(Polygon)
        @JSONUnknown case unknown(JSONValue)
    }

    /// `Shape` without its `@JSONUnknown` case.
    enum Strict {
        @JSONModel(tagging: .internal(key: "type"))
        enum Shape {
            case circle(radius: Double)
            @JSONTag("rect", "rectangle") case rectangle(width: Double, height: Double)
            case polygon(Polygon)
        }
    }

    @JSONModel(tagging: .untagged)
    enum Amount {
        case text(String)
        case count(Int)
    }

    @JSONModel(keys: .snakeCase)
    struct Account {
        var id: Int
        var login: String
    }

    @JSONModel
    struct PushPayload {
        var size: Int
    }

    @JSONModel
    struct WatchPayload {
        var action: String
    }

    @JSONModel(tagging: .internal(key: "type"))
    enum Event {
        @JSONTag("PushEvent") case push(Activity<PushPayload>)
        @JSONTag("WatchEvent") case watch(Activity<WatchPayload>)
        @JSONUnknown case other(JSONValue)
    }

    @JSONModel(keys: .snakeCase)
    struct Activity<Payload: Codable> {
        var id: String
        var actor: Account
        var createdAt: Date
        var payload: Payload
    }
}

extension EnumsArticle.Plan: Equatable {}
extension EnumsArticle.Polygon: Equatable {}
extension EnumsArticle.Shape: Equatable {}
extension EnumsArticle.Amount: Equatable {}
extension EnumsArticle.Account: Equatable {}
extension EnumsArticle.PushPayload: Equatable {}
extension EnumsArticle.WatchPayload: Equatable {}
extension EnumsArticle.Event: Equatable {}
extension EnumsArticle.Activity: Equatable where Payload: Equatable {}

extension EnumsArticle {
    @Suite("Article: Enums")
    struct Tests {
        @Test func valuesThatNameACase() throws {
            let decoder = JSONModelDecoder()
            let (statuses, report) = try decoder.decodeWithReport([Status].self, from: #"["active", "archived"]"#)
            #expect(statuses == [.active, .other])
            #expect("\(report)" == #"[1]: decoded the unknown value "archived" of Status as .other"#)
            let plans = try [Plan](json: #"["free_tier", "professional", "enterprise"]"#)
            #expect(plans == [.freeTier, .pro, .unknown("enterprise")])
            #expect(try JSONModelEncoder().encodeToString(plans) == #"["free_tier","pro","enterprise"]"#)
            let error = try #require(throws: DecodingError.self) { try [Level](json: "[1, 7]") }
            #expect(error.explanation == "[1]: unknown value 7 for Level; expected one of 1, 2 or 3 at line 1, column 5")
        }

        @Test func taggedUnions() throws {
            let shapes = try [Shape](json: #"""
                [{"type": "circle", "radius": 2},
                 {"type": "rectangle", "width": 3, "height": 4},
                 {"type": "polygon", "points": [[0, 0], [1, 1]]},
                 {"type": "hexagon", "side": 1}]
                """#)
            #expect(shapes[0] == .circle(radius: 2) && shapes[1] == .rectangle(width: 3, height: 4))
            #expect(shapes[3] == .unknown(["type": "hexagon", "side": 1]))
            let written = try JSONModelEncoder().encodeToString(shapes)
            #expect(written == #"[{"type":"circle","radius":2},{"type":"rect","width":3,"height":4},{"type":"polygon","points":[[0,0],[1,1]]},{"type":"hexagon","side":1}]"#)
            // print(try JSONModelEncoder().encodeToString(shapes))

            let failures = try requireFailures {
                try [Strict.Shape](json: #"[{"type": "circle", "radius": "big"}, {"type": "hexagon"}]"#)
            }
            #expect("\(failures)" == #"""
                2 fields could not be decoded:
                1:31: [0].radius: expected Double, found the string "big"
                1:48: [1].type: unknown value "hexagon" for Shape; expected one of "circle", "rect", "rectangle" or "polygon"
                """#)
        }

        @Test func untaggedUnions() throws {
            let amounts = try [Amount](json: #"[3, "3"]"#)
            #expect(amounts == [.count(3), .text("3")])
            #expect(try JSONDecoder().decode([Amount].self, from: Data(#"[3, "3"]"#.utf8)) == amounts)
            #expect(try [Amount](json: JSONModelEncoder().encodeToString(amounts)) == amounts)
        }

        @Test func eventsOfARealAPI() throws {
            let json = #"""
                [{"type": "PushEvent", "id": "1", "actor": {"id": 2, "login": "ada"}, "created_at": "2013-01-10T07:58:30Z", "payload": {"size": 3}},
                 {"type": "GollumEvent", "id": "4", "payload": {}}]
                """#
            let decoder = JSONModelDecoder()
            decoder.dateDecodingStrategy = .iso8601
            let (events, report) = try decoder.decodeWithReport([Event].self, from: json)
            guard case .push(let push) = events[0] else {
                Issue.record("events[0] is \(events[0])")
                return
            }
            #expect(push.actor.login == "ada" && push.payload.size == 3)
            #expect(events[1] == .other(["type": "GollumEvent", "id": "4", "payload": [:]]))
            #expect("\(report)" == #"[1].type: decoded the unknown value "GollumEvent" of Event as .other"#)
            let foundation = JSONDecoder()
            foundation.dateDecodingStrategy = .iso8601
            #expect(try foundation.decode([Event].self, from: Data(json.utf8)) == events)
        }
    }
}

// MARK: - Article: Performance

enum PerformanceArticle {
    @JSONModel
    struct Reading {
        var sensor: String
        var celsius: Double
        var taken: Date
    }
}

extension PerformanceArticle {
    @Suite("Article: Performance")
    struct Tests {
        @Test func tips() throws {
            let decoder = JSONModelDecoder()
            decoder.dateDecodingStrategy = .secondsSince1970

            func readings(from data: Data) throws -> [Reading] {
                try decoder.decode([Reading].self, from: data)
            }

            let data = Data(#"[{"sensor": "attic", "celsius": 21.5, "taken": 1453187501}]"#.utf8)
            #expect(try readings(from: data).map(\.sensor) == ["attic"])

            let bytes: [UInt8] = Array(#"[{"sensor": "cellar", "celsius": 12, "taken": 1453187501}]"#.utf8)
            let fromBytes = try decoder.decode([Reading].self, from: bytes)
            #expect(fromBytes[0].celsius == 12)
            #expect(fromBytes[0].taken == Date(timeIntervalSince1970: 1_453_187_501))
        }

        @Test("the article quotes BENCHMARKS.md as it is")
        func figuresAreQuoted() throws {
            let article = try ArticleCodeTests.article("Performance")
            let benchmarks = try String(
                contentsOf: ArticleCodeTests.packageRoot.appendingPathComponent("BENCHMARKS.md"), encoding: .utf8)
            let rows = article.split(separator: "\n").filter { $0.hasPrefix("| ") }
            // The article quotes the timed table, which comes before the first section.
            #expect(rows.count == benchmarks.split(separator: "\n").prefix { !$0.hasPrefix("## ") }.filter { $0.hasPrefix("| ") }.count)
            for row in rows {
                #expect(benchmarks.contains(row + "\n"), "not in BENCHMARKS.md: \(row)")
            }
            // The date and the geometric means of BENCHMARKS.md's table, as the article quotes them.
            let date = try #require(benchmarks.firstMatch(of: /Measured on (\d{4}-\d{2}-\d{2})/)?.1)
            #expect(article.contains("measured on \(date)"))
            let means = try #require(benchmarks.firstMatch(of: /Geometric mean of the ratios: ([^\n]+)\.\n/)?.1)
            #expect(means.hasPrefix("validate ") && means.hasSuffix("x"), "\(means)")
            #expect(article.split(whereSeparator: \.isWhitespace).joined(separator: " ").contains(String(means)))
            // The macro plugin's processor time with swift-syntax from source and prebuilt, as
            // BENCHMARKS.md's build cost table has it.
            let pluginRow = try #require(
                benchmarks.split(separator: "\n").first { $0.hasPrefix("| processor time, the macro plugin's processes |") })
            for figure in ["418.5", "10.5"] {
                #expect(pluginRow.contains("\(figure) s"), "\(pluginRow)")
                #expect(article.contains(figure), "\(figure)")
            }
        }
    }
}

// MARK: - Article: MigratingFromJSONModel

// At file scope, as the code @JSONModel writes must see the transformer (see DatesAndTransformers).
struct TagList {
    var words: [String]
}

struct TagListTransformer: JSONTransformer {
    func decode(_ encoded: String) -> TagList {
        TagList(words: SpaceSeparated().decode(encoded))
    }

    func encode(_ value: TagList) throws -> String {
        try SpaceSeparated().encode(value.words)
    }
}

enum MigratingFromJSONModelArticle {
    @JSONModel
    struct PublicPhotos {
        var title: String
        var modified: Date
        var items: [Photo]
    }

    @JSONModel
    struct Photo {
        var title: String
        var link: URL
        @JSONKey("media.m") var imageURL: URL
        @JSONKey("published") var date: Date
        @JSONTransform(SpaceSeparated()) var tags: [String]
        var notes: String?
        var isFavourite = false
        @JSONIgnore var thumbnail: Data? = nil
    }

    @JSONModel
    struct Upload {
        var title: String
        @JSONTransform(UnixSeconds()) var taken: Date
    }

    @JSONModel
    struct TaggedPhoto {
        var title: String
        @JSONTransform(TagListTransformer()) var tags: TagList
    }
}

extension MigratingFromJSONModelArticle {
    @Suite("Article: Migrating from JSONModel (Objective-C)")
    struct Tests {
        @Test func feed() throws {
            let payload = #"""
                jsonFlickrFeed({
                  "title": "Uploads from Ollie",
                  "modified": "2016-01-19T07:11:41Z",
                  "items": [
                    {"title": "Ollie\'s bike", "link": "https://example.com/photos/1",
                     "media": {"m": "https://example.com/photos/1_m.jpg"},
                     "published": "2016-01-18T21:05:12Z", "tags": "bike  street"}
                  ]
                })
                """#
            let decoder = JSONModelDecoder()
            decoder.preprocessor = JSONModelDecoder.removeJSONPCallback
            decoder.parseOptions = .lenient
            let feed = try decoder.decode(PublicPhotos.self, from: payload)
            #expect(feed.items[0].title == "Ollie's bike")
            #expect(feed.items[0].tags == ["bike", "street"])
            #expect(feed.items[0].isFavourite == false)
            #expect(feed.items[0].notes == nil)
            #expect(feed.modified == Date(timeIntervalSince1970: 1_453_187_501))

            var photo = feed.items[0]
            try photo.merge(json: #"{"notes": "taken on the quay", "is_favourite": true}"#)
            #expect(photo.isFavourite == true)
            let value = try photo.jsonValue()
            #expect((value["media"]["m"].string ?? "") == "https://example.com/photos/1_m.jpg")
            #expect(try photo.jsonString() == #"{"title":"Ollie's bike","link":"https:\/\/example.com\/photos\/1","media":{"m":"https:\/\/example.com\/photos\/1_m.jpg"},"published":"2016-01-18T21:05:12Z","tags":"bike street","notes":"taken on the quay","isFavourite":true}"#)
        }

        @Test func requiredOptionalDefaultAndKeys() throws {
            let quay = try Photo(json: #"{"title": "Quay", "link": "https://example.com/photos/2", "media": {"m": "https://example.com/photos/2_m.jpg"}, "published": "2016-01-18T22:00:00Z", "tags": "quay"}"#)
            #expect((quay.notes ?? "no notes") == "no notes")
            #expect(quay.isFavourite == false)
            #expect(quay.imageURL.absoluteString == "https://example.com/photos/2_m.jpg")
            #expect(quay.thumbnail == nil)
            let favourite = try Photo(json: #"{"title": "Quay", "link": "https://example.com/photos/2", "media": {"m": "https://example.com/photos/2_m.jpg"}, "published": "2016-01-18T22:00:00Z", "tags": "quay", "IsFavourite": true}"#)
            #expect(favourite.isFavourite == true)
        }

        @Test func customConversions() throws {
            let tagged = try TaggedPhoto(json: #"{"title": "Quay", "tags": "quay boats"}"#)
            #expect(tagged.tags.words == ["quay", "boats"])
            #expect(try tagged.jsonString() == #"{"title":"Quay","tags":"quay boats"}"#)
        }

        @Test func arraysAndDates() throws {
            let photosJSON = #"[{"title": "Quay", "link": "https://example.com/photos/2", "media": {"m": "https://example.com/photos/2_m.jpg"}, "published": "2016-01-18T22:00:00Z", "tags": ""}]"#
            let photos = try [Photo](json: photosJSON)
            #expect(photos.map(\.title) == ["Quay"])
            #expect(photos[0].tags == [])

            let upload = try Upload(json: #"{"title": "Quay", "taken": 1453187501}"#)
            #expect(upload.taken == Date(timeIntervalSince1970: 1_453_187_501))
        }

        @Test func errors() throws {
            do {
                _ = try Photo(json: #"{"title": "Quay", "link": "https://example.com/photos/2", "published": "yesterday", "tags": "quay"}"#)
                Issue.record("decoded")
            } catch let error as DecodingError {
                #expect(error.explanation == #"""
                    2 fields could not be decoded:
                    1:1: media: no key "media" in the object (looked for "media.m")
                    1:72: published: expected an ISO 8601 date such as 2016-01-15, 2016-01-15T14:30:05Z or 2016-01-15T14:30:05.123+01:00, found the string "yesterday"
                    """#)
            }
        }
    }
}

// MARK: - Article: MigratingFromMonkey

enum MigratingFromMonkeyArticle {
    @JSONModel
    struct ComicBook {
        var id: Int
        var title: String
        var isNew = true
        var optionalNotes: String?
    }

    @JSONModel
    struct PointInTime {
        @JSONTransform(UnixSeconds()) var date: Date
    }

    @JSONModel
    struct Collector {
        var name: String
        var comicBook: ComicBook
        var favoriteComicBook: ComicBook?
    }

    @JSONModel
    struct ComicBookStore {
        @JSONKey("class") var storeClass: String
        @JSONKey("description") var storeDescription: String
    }
}

extension MigratingFromMonkeyArticle {
    /// Not in the article: a dictionary of models, which it says works as arrays do.
    @JSONModel
    struct Shelf {
        var books: [String: ComicBook]
    }

    @Suite("Article: Migrating from Monkey")
    struct Tests {
        @Test func models() throws {
            let data = Data(#"{"comic_book": {"id": 5, "title": "Captain Cardboard", "is_new": false}}"#.utf8)
            let book = try ComicBook(json: data, root: .automatic)
            #expect(book.title == "Captain Cardboard")
            #expect(book.isNew == false)
            #expect(book.optionalNotes == nil)
            #expect(try ComicBook(json: #"{"id": 5, "title": "a", "is-new": false}"#).isNew == false)

            let named = try ComicBook(json: #"{"main_object": {"id": 5, "title": "Captain Cardboard"}, "other_object": {"id": 1}}"#, root: .key("main_object"))
            let books = try [ComicBook](json: #"{"comic_books": [{"id": 10, "title": "My Little Robot"}, {"id": 13, "title": "Magic and So On"}]}"#, root: .automatic)
            #expect(named.isNew == true)
            #expect(books.map(\.id) == [10, 13])

            let moment = try PointInTime(json: #"{"point_in_time": {"date": 1453187501}}"#, root: .automatic)
            #expect(moment.date == Date(timeIntervalSince1970: 1_453_187_501))

            let collector = try Collector(json: #"""
                {"name": "Sam", "comic_book": {"id": 5, "title": "Captain Cardboard"},
                 "favorite_comic_book": {"id": 10, "title": "My Little Robot"}}
                """#)
            #expect((collector.favoriteComicBook?.title ?? "") == "My Little Robot")
            #expect(collector.comicBook.id == 5)
            let shelf = try Shelf(json: #"{"books": {"first": {"id": 1, "title": "One"}}}"#)
            #expect(shelf.books["first"]?.title == "One")

            let store = try ComicBookStore(json: #"{"class": "World class", "description": "The best store in town."}"#)
            #expect(store.storeClass == "World class" && store.storeDescription == "The best store in town.")
            #expect(try store.jsonString() == #"{"class":"World class","description":"The best store in town."}"#)
        }

        @Test func errors() throws {
            do {
                _ = try ComicBook(json: #"{"comic_book": {"id": 5}}"#, root: .automatic)
                Issue.record("decoded")
            } catch let error as DecodingError {
                #expect(error.explanation == #"comic_book: no key "title" in the object at line 1, column 16"#)
            }
        }
    }
}

// MARK: - Article: MigratingFromSwiftyJSON

enum MigratingFromSwiftyJSONArticle {
    @JSONModel
    struct Person {
        var name: String
        var age: Int
        var retired = false
        var nickname: String?
        var born: Date
    }
}

extension MigratingFromSwiftyJSONArticle {
    @Suite("Article: Migrating from SwiftyJSON and BNRSwiftJSON")
    struct Tests {
        /// The article's document, parsed as it parses it.
        static func document() throws -> JSONValue {
            let text = """
                {
                  "success": true,
                  "people": [
                    {"name": "Ada", "age": 36, "retired": false, "born": "1815-12-10"},
                    {"name": "Grace", "age": 85, "retired": true, "born": "1906-12-09", "nick_name": "Amazing Grace"},
                  ],
                  "languages": ["COBOL", "FLOW-MATIC"],
                  "id": 505874924095815681
                }
                """
            let value = try JSONValue(parsing: text, options: .lenient)
            return value
        }

        @Test func navigation() throws {
            let value = try Self.document()
            #expect((value["people"][0]["name"].string ?? "") == "Ada")
            #expect((value["people"][0]["age"].int ?? 0) == 36)
            #expect((value["people"][5]["name"].string ?? "nobody") == "nobody")
            #expect((value["id"].int64 ?? 0) == 505874924095815681)

            do {
                _ = try value["people"][5]["name"].decode(String.self)
                Issue.record("decoded")
            } catch {
                #expect("\(error)" == "people[5]: index 5 is out of range for an array of 2 elements")
                #expect(error.kind == .indexOutOfRange)
            }

            do {
                _ = try value["people"][0]["age"].decode(String.self)
                Issue.record("decoded")
            } catch {
                #expect("\(error)" == "people[0].age: expected String but found a number 36")
            }
        }

        @Test func models() throws {
            let value = try Self.document()
            let people = try value["people"].decode([Person].self)
            let grace = try value["people"][1].decode(Person.self)
            #expect(people.count == 2)
            #expect((grace.nickname ?? "") == "Amazing Grace")
            #expect((people[0].nickname ?? "none") == "none")
            #expect(grace.retired == true && people[0].retired == false)
            #expect(people[0].born == Date(timeIntervalSince1970: -4_861_728_000))

            var good: [Person] = []
            var bad: [any Error] = []
            for element in value["people"].array ?? [] {
                do {
                    good.append(try element.decode(Person.self))
                } catch {
                    bad.append(error)
                }
            }
            #expect(good.map(\.name) == ["Ada", "Grace"] && bad.isEmpty)

            let decoder = JSONModelDecoder()
            decoder.invalidElementStrategy = .skip
            let (everyone, report) = try decoder.decodeWithReport([Person].self, from: #"[{"name": "Ada", "age": 36, "born": "1815-12-10"}, {"name": "Grace", "born": "1906-12-09"}]"#)
            #expect(everyone.count == 1)
            #expect(report.description == #"[1]: left out an element that could not be decoded: no key "age" in the object at line 1, column 52"#)
        }

        @Test func changingAndWriting() throws {
            let value = try Self.document()
            var edited = value
            edited["people"][0]["age"] = 37
            edited["languages"].append("Swift")
            #expect((edited["languages"].jsonString() ?? "") == #"["COBOL","FLOW-MATIC","Swift"]"#)
            let output = edited.jsonString(options: .pretty)
            #expect(try JSONValue(parsing: output)["people"][0]["age"] == 37)
        }
    }
}

// MARK: - Article: MigratingFromCodable

enum MigratingFromCodableArticle {
    enum Before {
        struct Recipe: Codable {
            var id: Int
            var title: String
            var servings: Int
            var tags: [String]
            var published: Date

            enum CodingKeys: String, CodingKey {
                case id, title, servings, tags
                case published = "published_at"
            }

            init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: CodingKeys.self)
                id = try container.decode(Int.self, forKey: .id)
                title = try container.decode(String.self, forKey: .title)
                servings = try container.decodeIfPresent(Int.self, forKey: .servings) ?? 2
                tags = try container.decodeIfPresent([String].self, forKey: .tags) ?? []
                published = try container.decode(Date.self, forKey: .published)
            }
        }

        class Animal: Codable {
            var name: String
        }

        final class Dog: Animal {
            var breed: String

            enum CodingKeys: String, CodingKey {
                case breed
            }

            required init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: CodingKeys.self)
                breed = try container.decode(String.self, forKey: .breed)
                try super.init(from: decoder)
            }

            override func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encode(breed, forKey: .breed)
                try super.encode(to: encoder)
            }
        }
    }

    @JSONModel
    struct Recipe {
        var id: Int
        var title: String
        var servings = 2
        var tags: [String] = []
        @JSONKey("published_at") var published: Date
    }

    @JSONModel
    class Animal {
        var name: String
    }

    @JSONModel
    final class Dog: Animal {
        var breed: String
    }
}

extension Bundle {
    func decodeJSON<T: Decodable>(_ type: T.Type, from file: String) -> T {
        guard let url = url(forResource: file, withExtension: nil),
            let data = try? Data(contentsOf: url),
            let value = try? JSONDecoder().decode(T.self, from: data)
        else {
            fatalError("Failed to decode \(file) from the bundle.")
        }
        return value
    }
}

extension MigratingFromCodableArticle {
    static let json = #"{"id": 1, "title": "Pancakes", "published_at": "2016-01-19T07:11:41Z"}"#
}

extension MigratingFromCodableArticle.Before {
    @Suite("Article: Migrating from plain Codable, step 1")
    struct Tests {
        @Test func foundationsCoders() throws {
            let data = Data(MigratingFromCodableArticle.json.utf8)
            let decoder = JSONDecoder()
            decoder.dateDecodingStrategy = .iso8601
            let recipe = try decoder.decode(Recipe.self, from: data)
            #expect(recipe.servings == 2 && recipe.tags == [])
        }

        @Test func thisLibrarysCoders() throws {
            let data = Data(MigratingFromCodableArticle.json.utf8)
            let decoder = JSONModelDecoder()
            decoder.dateDecodingStrategy = .iso8601
            let recipe = try decoder.decode(Recipe.self, from: data)
            #expect(recipe.servings == 2 && recipe.tags == [])

            let encoder = JSONModelEncoder()
            encoder.dateEncodingStrategy = .iso8601
            encoder.outputFormatting = .sortedKeys
            #expect(try encoder.encodeToString(recipe) == #"{"id":1,"published_at":"2016-01-19T07:11:41Z","servings":2,"tags":[],"title":"Pancakes"}"#)

            let same = JSONModelDecoder.foundationCompatible
            same.dateDecodingStrategy = .iso8601
            let sameRecipe = try same.decode(Recipe.self, from: data)
            #expect(sameRecipe.title == "Pancakes")
        }

        @Test func subclasses() throws {
            let dog = try JSONDecoder().decode(Dog.self, from: Data(#"{"name": "Rex", "breed": "collie"}"#.utf8))
            #expect(dog.name == "Rex" && dog.breed == "collie")
        }

        #if os(Linux)
        @Test func foundationsError() throws {
            let missing = #"{"id": 1, "titel": "Pancakes", "published_at": "2016-01-19T07:11:41Z"}"#
            let decoder = JSONDecoder()
            decoder.dateDecodingStrategy = .iso8601
            do {
                _ = try decoder.decode(Recipe.self, from: Data(missing.utf8))
                Issue.record("decoded")
            } catch {
                #expect("\(error)" == #"DecodingError.keyNotFound: Key 'title' not found in keyed decoding container. Debug description: No value associated with key CodingKeys(stringValue: "title", intValue: nil) ("title")."#)
            }
        }
        #endif

        /// Compiled, not run: Bundle.main has no such resource, and the helper stops the program.
        func bundled() -> [Recipe] {
            Bundle.main.decodeJSON([Recipe].self, from: "recipes.json")
        }
    }
}

extension MigratingFromCodableArticle {
    @Suite("Article: Migrating from plain Codable, step 2")
    struct Tests {
        @Test func model() throws {
            let data = Data(MigratingFromCodableArticle.json.utf8)
            let recipe = try Recipe(json: data)
            #expect(recipe.servings == 2)
            #expect(recipe.tags == [])
            #expect(try recipe.jsonString() == #"{"id":1,"title":"Pancakes","servings":2,"tags":[],"published_at":"2016-01-19T07:11:41Z"}"#)

            let foundation = JSONDecoder()
            foundation.dateDecodingStrategy = .iso8601
            let viaFoundation = try foundation.decode(Recipe.self, from: data)
            #expect(viaFoundation.title == "Pancakes" && viaFoundation.servings == 2)
        }

        @Test func errors() throws {
            let missing = #"{"id": 1, "titel": "Pancakes", "published_at": "2016-01-19T07:11:41Z"}"#
            do {
                _ = try Recipe(json: missing)
                Issue.record("decoded")
            } catch let error as DecodingError {
                #expect(error.explanation == #"no key "title" in the object at line 1, column 1; did you mean "titel"?"#)
            }
        }

        @Test func subclasses() throws {
            let dog = try Dog(json: #"{"name": "Rex", "breed": "collie"}"#)
            #expect(dog.name == "Rex")
            #expect(dog.breed == "collie")
        }

        /// Compiled, not run: Bundle.main has no such resource here.
        func bundled() throws -> [Recipe] {
            let recipes = try Bundle.main.decode([Recipe].self, fromResource: "recipes.json")
            return recipes
        }
    }
}

// MARK: - The articles against this file

/// Every line of code the articles show is in this file, in the article's section.
@Suite("Articles show tested code")
struct ArticleCodeTests {
    static let articles = [
        "GettingStarted", "MappingKeys", "DatesAndTransformers", "ErrorsAndDiagnostics", "Enums", "Performance",
        "MigratingFromJSONModel", "MigratingFromMonkey", "MigratingFromSwiftyJSON", "MigratingFromCodable",
    ]

    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func article(_ name: String) throws -> String {
        let url = packageRoot.appendingPathComponent("Sources/JSONModel/JSONModel.docc/\(name).md")
        return try String(contentsOf: url, encoding: .utf8)
    }

    /// The blocks of an article fenced as `language`, each as its lines.
    static func blocks(_ language: String, in text: String) -> [[Substring]] {
        var blocks: [[Substring]] = []
        var current: [Substring]?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if current == nil, trimmed == "```" + language {
                current = []
            } else if current != nil, trimmed == "```" {
                blocks.append(current!)
                current = nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }

    /// A line of code without its indentation and its trailing comment.
    static func code(_ line: Substring) -> String {
        var text = String(line)
        if let comment = text.range(of: #"\s+// .*$"#, options: .regularExpression) { text.removeSubrange(comment) }
        return text.trimmingCharacters(in: .whitespaces)
    }

    @Test("each line of an article's Swift code is in its section of ArticleTests.swift", arguments: articles)
    func articlesShowOnlyTestedCode(name: String) throws {
        let text = try Self.article(name)
        let source = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
        let start = try #require(source.range(of: "// MARK: - Article: \(name)\n")).upperBound
        let end = source.range(of: "// MARK: - ", range: start ..< source.endIndex)?.lowerBound ?? source.endIndex
        let section = source[start ..< end]
        let tested = Set(section.split(separator: "\n").map(Self.code))
        let blocks = Self.blocks("swift", in: text)
        #expect(!blocks.isEmpty)
        for block in blocks {
            let first = block.first.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
            // The package manifest is not code a test can hold.
            if first == "// Package.swift" { continue }
            // Another library's code, for comparison; plain Codable's is compiled here too.
            if first.hasPrefix("// Before:") && name != "MigratingFromCodable" { continue }
            var showsOutput = false
            for line in block {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                // What a print shows, on its line and the comment lines after it, is in a test.
                if showsOutput, trimmed.hasPrefix("//") {
                    let output = trimmed.dropFirst(2).trimmingCharacters(in: .whitespaces)
                    let checked = section.contains(output)
                    #expect(checked, "\(name).md shows output that no test checks: \(output)")
                    continue
                }
                showsOutput = trimmed.hasPrefix("print(")
                if showsOutput, let comment = trimmed.range(of: #"\s+// "#, options: .regularExpression) {
                    let output = trimmed[comment.upperBound...].trimmingCharacters(in: .whitespaces)
                    let checked = section.contains(output)
                    #expect(checked, "\(name).md shows output that no test checks: \(output)")
                }
                let code = Self.code(line)
                // Imports are at the top of this file.
                if code.isEmpty || code.hasPrefix("//") || code.hasPrefix("import ") { continue }
                if code.hasPrefix("print(") {
                    // What is printed is checked with #expect: the expression is in the section.
                    let printed = String(code.dropFirst("print(".count).dropLast())
                    let checked = section.contains(printed)
                    #expect(checked, "\(name).md prints what no test checks: \(code)")
                    continue
                }
                let isTested = tested.contains(code)
                #expect(isTested, "\(name).md shows code that is not in ArticleTests.swift: \(code)")
            }
        }
    }

    @Test("each of Foundation's errors an article quotes is the one its test checks", arguments: articles)
    func foundationErrorsAreTested(name: String) throws {
        let text = try Self.article(name)
        let source = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
        let start = try #require(source.range(of: "// MARK: - Article: \(name)\n")).upperBound
        let end = source.range(of: "// MARK: - ", range: start ..< source.endIndex)?.lowerBound ?? source.endIndex
        for block in Self.blocks("text", in: text) where block.first?.hasPrefix("DecodingError.") ?? false {
            let quoted = block.joined(separator: "\n")
            #expect(source[start ..< end].contains(quoted), "\(name).md quotes an error no test checks: \(quoted)")
        }
    }

    @Test("the macro diagnostics the article quotes are the ones the expansion tests check")
    func diagnosticsMatchTheGoldens() throws {
        let text = try Self.article("ErrorsAndDiagnostics")
        let goldens = try ["DiagnosticTests.swift", "EnumDiagnosticTests.swift"].map { file in
            try String(contentsOf: Self.packageRoot.appendingPathComponent("Tests/JSONModelMacrosTests/\(file)"), encoding: .utf8)
        }.joined(separator: "\n")
        let section = try #require(text.range(of: "## Macro diagnostics")).upperBound
        let rows = text[section...].split(separator: "\n").filter { $0.hasPrefix("| `") }
        #expect(rows.count >= 10)
        for row in rows {
            let cells = row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            let id = cells[0].trimmingCharacters(in: CharacterSet(charactersIn: "`"))
            #expect(goldens.contains("error: \(id)"), "no diagnostic \(id)")
            #expect(goldens.contains(cells[1]), "no message \(cells[1])")
        }
        for block in Self.blocks("text", in: String(text[section...])) where block.contains(where: { $0.contains("🛑") }) {
            for line in block {
                #expect(goldens.contains(line.trimmingCharacters(in: .whitespaces)), "not in the goldens: \(line)")
            }
        }
    }
}
