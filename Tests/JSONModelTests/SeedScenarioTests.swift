import Foundation
import JSONModel
import Testing

/// The scenarios of the documents this project was created from (comic books with root keys,
/// a photo feed, geocaches), with real `@JSONModel` types.
@Suite("Scenarios") struct SeedScenarioTests {}

// MARK: - Comic books

/// A comic book: a required id and title, a flag that defaults to true, optional notes.
@JSONModel
struct ComicBook: Equatable {
    var id: Int
    var title: String
    var isNew = true
    var optionalNotes: String?
}

/// A store whose JSON keys are Swift keywords and names `NSObject` would claim.
@JSONModel
struct ComicBookStore: Equatable {
    @JSONKey("class") var storeClass: String
    @JSONKey("description") var storeDescription: String
}

/// A reader with two nested comic books.
@JSONModel
struct ComicBookNerd: Equatable {
    var comicBook: ComicBook
    var favoriteComicBook: ComicBook
}

/// A moment sent as a unix timestamp.
@JSONModel
struct PointInTime: Equatable {
    @JSONTransform(UnixSeconds()) var date: Date
}

extension SeedScenarioTests {
    /// The comic book scenarios: root keys in every form, keys that differ in case and
    /// underscores, keys renamed to properties, nested models, timestamps, and required, optional
    /// and defaulted properties.
    @Suite("Scenario: comic books")
    struct ComicBooks {
        static let book = ComicBook(id: 5, title: "Captain Cardboard", isNew: false, optionalNotes: "Mint condition")
        static let bookObject = #"{"id": 5, "title": "Captain Cardboard", "is_new": false, "optional_notes": "Mint condition"}"#
        static let books = [
            ComicBook(id: 10, title: "My Little Robot", isNew: false, optionalNotes: nil),
            ComicBook(id: 13, title: "Magic and So On", isNew: true, optionalNotes: nil),
        ]
        static let bookArray = #"[{"id": 10, "title": "My Little Robot", "is_new": false}, {"id": 13, "title": "Magic and So On"}]"#

        @Test("one model: under its type's name, a named key, a single key, or no root key at all")
        func rootKeysOfOneModel() throws {
            #expect(try ComicBook(json: #"{"comic_book": \#(Self.bookObject)}"#, root: .automatic) == Self.book)
            #expect(try ComicBook(json: #"{"ComicBook": \#(Self.bookObject), "page": 2}"#, root: .automatic) == Self.book)
            let twoObjects = #"{"main_object": \#(Self.bookObject), "other_object": {"id": 1}}"#
            #expect(try ComicBook(json: twoObjects, root: .key("main_object")) == Self.book)
            #expect(try ComicBook(json: #"{"main_object": \#(Self.bookObject)}"#, root: .automatic) == Self.book)
            #expect(try ComicBook(json: Self.bookObject, root: .automatic) == Self.book)
            #expect(try ComicBook(json: Self.bookObject, root: .none) == Self.book)

            // The report says which key held the value.
            let decoder = JSONModelDecoder()
            decoder.rootKey = .automatic
            let (book, report) = try decoder.decodeWithReport(ComicBook.self, from: #"{"comic_book": \#(Self.bookObject)}"#)
            #expect(book == Self.book)
            #expect(report.entries(.unwrappedRootKey).map(\.path) == [["comic_book"]])
        }

        @Test("without the right root key, the wrapper is read as the model and fails")
        func missingRootKeys() throws {
            // Without a root key, the wrapper itself is the comic book: both required keys are missing.
            do {
                _ = try ComicBook(json: #"{"comic_book": \#(Self.bookObject)}"#, root: .none)
                Issue.record("decoded")
            } catch let error as DecodingError {
                let failures = try #require(JSONDecodingFailures(error))
                #expect(failures.failures.map(\.path) == [["id"], ["title"]])
            }
            // Two objects, neither named after the type: automatic cannot choose, and reads the
            // whole object as the comic book.
            let twoObjects = #"{"main_object": \#(Self.bookObject), "other_object": {"id": 1}}"#
            do {
                _ = try ComicBook(json: twoObjects, root: .automatic)
                Issue.record("decoded")
            } catch let error as DecodingError {
                let failures = try #require(JSONDecodingFailures(error))
                #expect(failures.failures.map(\.path) == [["id"], ["title"]])
            }
            // A named key that is not there.
            #expect {
                try ComicBook(json: twoObjects, root: .key("comic"))
            } throws: { error in
                guard case DecodingError.keyNotFound(let key, _) = error else { return false }
                return key.stringValue == "comic"
            }
        }

        @Test("arrays: under the plural of the type's name, a named key, a single key, or at the top level")
        func rootKeysOfArrays() throws {
            #expect(try [ComicBook](json: #"{"comic_books": \#(Self.bookArray), "count": 2}"#, root: .automatic) == Self.books)
            #expect(try [ComicBook](json: #"{"count": 2, "comicBooks": \#(Self.bookArray)}"#, root: .automatic) == Self.books)
            let named = #"{"my_comic_books": \#(Self.bookArray), "another_array": ["item 1", "item 2"]}"#
            #expect(try [ComicBook](json: named, root: .key("my_comic_books")) == Self.books)
            #expect(try [ComicBook](json: #"{"my_comic_books": \#(Self.bookArray)}"#, root: .automatic) == Self.books)
            #expect(try [ComicBook](json: Self.bookArray, root: .automatic) == Self.books)
            #expect(try [ComicBook](json: Self.bookArray) == Self.books)
            // Two arrays, neither named after the type: no array to read.
            #expect {
                try [ComicBook](json: named, root: .automatic)
            } throws: { error in
                guard case DecodingError.typeMismatch(_, let context) = error else { return false }
                return context.codingPath.isEmpty && context.debugDescription.contains("RootKey.automatic looked for an array")
            }
        }

        @Test("keys match properties ignoring case, underscores and dashes; an exact key wins")
        func forgivingKeys() throws {
            let shouting = #"{"ID": 5, "Title": "Captain Cardboard", "IS_NEW": false, "OptionalNotes": "Mint condition"}"#
            #expect(try ComicBook(json: shouting) == Self.book)
            let mixed = #"{"Id": 5, "TITLE": "Captain Cardboard", "isnew": false, "optional-notes": "Mint condition"}"#
            #expect(try ComicBook(json: mixed) == Self.book)
            #expect(try ComicBook(json: #"{"id": 1, "Title": "loose", "title": "exact"}"#).title == "exact")
            // Writing uses the property names.
            #expect(try Self.book.jsonString() == #"{"id":5,"title":"Captain Cardboard","isNew":false,"optionalNotes":"Mint condition"}"#)
        }

        @Test("required, optional and defaulted properties: missing, null and present")
        func requiredOptionalAndDefault() throws {
            #expect(try ComicBook(json: #"{"id": 1, "title": "t"}"#) == ComicBook(id: 1, title: "t", isNew: true, optionalNotes: nil))
            #expect(
                try ComicBook(json: #"{"id": 1, "title": "t", "is_new": null, "optional_notes": null}"#)
                    == ComicBook(id: 1, title: "t", isNew: true, optionalNotes: nil))
            do {
                _ = try ComicBook(json: "{\n  \"id\": 1,\n  \"titel\": \"t\"\n}")
                Issue.record("decoded")
            } catch DecodingError.keyNotFound(let key, let context) {
                #expect(key.stringValue == "title" && context.codingPath.isEmpty)
                #expect(context.debugDescription == #"no key "title" in the object at line 1, column 1; did you mean "titel"?"#)
            }
            #expect {
                try ComicBook(json: #"{"id": 1, "title": null}"#)
            } throws: { error in
                guard case DecodingError.valueNotFound(_, let context) = error else { return false }
                return JSONPath(codingPath: context.codingPath) == ["title"]
            }
            // A default is for a missing or null value, not a wrong one.
            #expect {
                try ComicBook(json: #"{"id": 1, "title": "t", "is_new": "maybe"}"#)
            } throws: { error in
                guard case DecodingError.typeMismatch(_, let context) = error else { return false }
                return JSONPath(codingPath: context.codingPath) == ["isNew"]
            }
        }

        @Test("unix timestamps become dates, and are written back as timestamps")
        func unixTimestamps() throws {
            let moment = try PointInTime(json: #"{"point_in_time": {"date": 1453187501}}"#, root: .automatic)
            #expect(moment.date == Date(timeIntervalSince1970: 1_453_187_501))
            #expect(try moment.jsonString() == #"{"date":1453187501}"#)
            #expect {
                try PointInTime(json: #"{"point_in_time": {"date": "last week"}}"#, root: .automatic)
            } throws: { error in
                guard case DecodingError.typeMismatch(_, let context) = error else { return false }
                return JSONPath(codingPath: context.codingPath) == ["point_in_time", "date"]
            }
        }

        @Test("keys named class and description are read into other properties and written back")
        func renamedKeys() throws {
            let json = #"{"comic_book_store": {"class": "World class", "description": "The best store ever."}}"#
            let store = try ComicBookStore(json: json, root: .automatic)
            #expect(store == ComicBookStore(storeClass: "World class", storeDescription: "The best store ever."))
            #expect(try store.jsonString() == #"{"class":"World class","description":"The best store ever."}"#)
            // The property names are not keys of the JSON.
            do {
                _ = try ComicBookStore(json: #"{"storeClass": "x", "storeDescription": "y"}"#)
                Issue.record("decoded")
            } catch let error as DecodingError {
                let failures = try #require(JSONDecodingFailures(error))
                #expect(failures.failures.map(\.path) == [["class"], ["description"]])
            }
            let foundation = try JSONDecoder().decode([String: ComicBookStore].self, from: Data(json.utf8))
            #expect(foundation["comic_book_store"] == store)
        }

        @Test("nested comic books, each under its own key, and errors inside them with their path")
        func nestedModels() throws {
            let json = """
                {"comic_book_nerd": {
                    "comic_book": \(Self.bookObject),
                    "favorite_comic_book": {"id": 10, "title": "My Little Robot", "is_new": false}
                }}
                """
            let nerd = try ComicBookNerd(json: json, root: .automatic)
            #expect(nerd.comicBook == Self.book)
            #expect(nerd.favoriteComicBook == Self.books[0])

            let broken = json.replacingOccurrences(of: #""id": 10"#, with: #""id": "ten""#)
            do {
                _ = try ComicBookNerd(json: broken, root: .automatic)
                Issue.record("decoded")
            } catch DecodingError.typeMismatch(_, let context) {
                #expect(JSONPath(codingPath: context.codingPath) == ["comic_book_nerd", "favoriteComicBook", "id"])
                #expect(context.debugDescription == #"expected Int, found the string "ten" at line 3, column 35"#)
            }
        }
    }
}

// MARK: - Flickr photo feed

/// A photo's tags, which the feed sends as one space-separated string.
struct Tags: Equatable, Sendable {
    var tags: [String]
}

/// Converts ``Tags`` to and from the feed's space-separated string.
struct TagsTransformer: JSONTransformer {
    func decode(_ encoded: String) -> Tags { Tags(tags: SpaceSeparated().decode(encoded)) }
    func encode(_ value: Tags) throws -> String { try SpaceSeparated().encode(value.tags) }
}

@JSONModel
struct FlickrPhoto: Equatable {
    var title: String
    @JSONKey("media.m") var url: URL
    var link: URL
    @JSONKey("published") var date: Date
    @JSONTransform(TagsTransformer()) var tags: Tags
}

@JSONModel
struct PublicPhotos: Equatable {
    var title: String
    var modified: Date
    var items: [FlickrPhoto]
}

extension SeedScenarioTests {
    /// The photo feed scenario: a feed wrapped in a JavaScript callback with `\'` escapes, W3C
    /// dates, URLs, a key path, tags from a space-separated string, and the way back to JSON.
    @Suite("Scenario: a photo feed")
    struct PhotoFeed {
        static let feed = #"""
            jsonFlickrFeed({
                "title": "Uploads from Ollie\'s bike rides",
                "link": "https:\/\/www.flickr.com\/photos\/ollie\/",
                "description": "",
                "modified": "2024-03-09T18:00:00Z",
                "items": [
                    {
                        "title": "Harbour at dawn",
                        "link": "https:\/\/www.flickr.com\/photos\/ollie\/1001\/",
                        "media": {"m": "https:\/\/live.staticflickr.com\/65535\/1001_a1_m.jpg"},
                        "date_taken": "2024-03-08T06:12:44-08:00",
                        "description": " <p>Ollie\'s first ride of spring<\/p> ",
                        "published": "2024-03-09T17:42:05Z",
                        "tags": "harbour dawn  boats"
                    },
                    {
                        "title": "Lighthouse",
                        "link": "https:\/\/www.flickr.com\/photos\/ollie\/1002\/",
                        "media": {"m": "https:\/\/live.staticflickr.com\/65535\/1002_b2_m.jpg"},
                        "published": "2024-03-07T21:05:00+01:00",
                        "tags": ""
                    }
                ]
            })
            """#

        static let expected = PublicPhotos(
            title: "Uploads from Ollie's bike rides", modified: Date(timeIntervalSince1970: 1_710_007_200),
            items: [
                FlickrPhoto(
                    title: "Harbour at dawn", url: URL(string: "https://live.staticflickr.com/65535/1001_a1_m.jpg")!,
                    link: URL(string: "https://www.flickr.com/photos/ollie/1001/")!, date: Date(timeIntervalSince1970: 1_710_006_125),
                    tags: Tags(tags: ["harbour", "dawn", "boats"])),
                FlickrPhoto(
                    title: "Lighthouse", url: URL(string: "https://live.staticflickr.com/65535/1002_b2_m.jpg")!,
                    link: URL(string: "https://www.flickr.com/photos/ollie/1002/")!, date: Date(timeIntervalSince1970: 1_709_841_900),
                    tags: Tags(tags: [])),
            ])

        /// A decoder for the feed: the callback around it removed, `\'` read as an apostrophe.
        static func feedDecoder() -> JSONModelDecoder {
            let decoder = JSONModelDecoder()
            decoder.parseOptions = .lenient
            decoder.preprocessor = { bytes in
                let prefix = Array("jsonFlickrFeed(".utf8)
                if bytes.starts(with: prefix), bytes.last == UInt8(ascii: ")") { bytes = Array(bytes[prefix.count ..< bytes.count - 1]) }
            }
            return decoder
        }

        static var unwrappedFeed: String {
            String(feed.dropFirst("jsonFlickrFeed(".count).dropLast())
        }

        @Test("strict parsing refuses the \\' escape and says where and how to allow it")
        func strictParsingRefusesTheApostropheEscape() throws {
            do {
                _ = try PublicPhotos(json: Self.unwrappedFeed)
                Issue.record("decoded")
            } catch DecodingError.dataCorrupted(let context) {
                let syntax = try #require(context.underlyingError as? JSONSyntaxError)
                #expect(syntax.kind == .invalidEscape)
                #expect(syntax.line == 2 && syntax.column == 33, "\(syntax)")
                #expect(syntax.description.contains("JSONParseOptions.allowsEscapedApostrophes"), "\(syntax)")
            }
        }

        @Test("the lenient decoder reads the feed: W3C dates, URLs, a key path and tags")
        func readsTheFeed() throws {
            let photos = try Self.feedDecoder().decode(PublicPhotos.self, from: Self.feed)
            #expect(photos == Self.expected)
            #expect(photos.items[0].tags.tags == ["harbour", "dawn", "boats"])
            #expect(photos.items[1].url.lastPathComponent == "1002_b2_m.jpg")

            // The escape alone is enough, once the callback is gone.
            let decoder = JSONModelDecoder()
            decoder.parseOptions.allowsEscapedApostrophes = true
            #expect(try decoder.decode(PublicPhotos.self, from: Self.unwrappedFeed) == Self.expected)
        }

        @Test("a photo without its media URL is an error naming the key path")
        func missingKeyPath() throws {
            let feed = Self.feed.replacingOccurrences(of: #""media": {"m": "https:\/\/live.staticflickr.com\/65535\/1002_b2_m.jpg"},"#, with: "")
            do {
                _ = try Self.feedDecoder().decode(PublicPhotos.self, from: feed)
                Issue.record("decoded")
            } catch DecodingError.keyNotFound(let key, let context) {
                #expect(key.stringValue == "media")
                #expect(JSONPath(codingPath: context.codingPath) == ["items", 1])
                #expect(context.debugDescription.contains(#"(looked for "media.m")"#), "\(context.debugDescription)")
            }
        }

        @Test("the photos go back to JSON: the key path, UTC dates and joined tags")
        func roundTrip() throws {
            let photos = try Self.feedDecoder().decode(PublicPhotos.self, from: Self.feed)
            let text = try photos.items[1].jsonString()
            #expect(
                text == #"{"title":"Lighthouse","media":{"m":"https:\/\/live.staticflickr.com\/65535\/1002_b2_m.jpg"},"#
                    + #""link":"https:\/\/www.flickr.com\/photos\/ollie\/1002\/","published":"2024-03-07T20:05:00Z","tags":""}"#)
            let value = try photos.jsonValue()
            #expect(value["items"][0]["tags"].string == "harbour dawn boats")
            #expect(value["items"][0]["published"].string == "2024-03-09T17:42:05Z")
            #expect(value["modified"].string == "2024-03-09T18:00:00Z")
            #expect(value["items"][0]["date"].value == nil)
            // What was written reads back, with no lenient parsing, as the same photos.
            #expect(try PublicPhotos(json: photos.jsonData()) == photos)
            #expect(try PublicPhotos(json: photos.jsonString(pretty: true)) == photos)
        }

        @Test("Foundation's JSONDecoder reads the cleaned feed into the same models")
        func foundationReadsTheModels() throws {
            let cleaned = Self.unwrappedFeed.replacingOccurrences(of: #"\'"#, with: "'")
            let decoder = JSONDecoder()
            decoder.dateDecodingStrategy = .iso8601
            #expect(try decoder.decode(PublicPhotos.self, from: Data(cleaned.utf8)) == Self.expected)
        }

        @Test("tags that cannot be written are an error, not a different list")
        func unwritableTags() throws {
            var photo = Self.expected.items[0]
            photo.tags = Tags(tags: ["two words"])
            #expect(throws: EncodingError.self) { try photo.jsonString() }
        }
    }
}

// MARK: - Geocaching

/// A place on the earth: a plain Codable type, as a framework's coordinate type would be.
struct CacheCoordinate: Codable, Equatable {
    var latitude: Double
    var longitude: Double
}

@JSONModel
struct GeoCache: Equatable {
    var name: String
    var description: String
    var difficulty: Int
    var location: CacheCoordinate
    @JSONTransform(UnixSeconds()) var found: Date?
}

/// When caches were found, by cache name, in seconds since 1970.
@JSONModel
struct FoundLog: Equatable {
    @JSONKey("found_times") var foundTimes: [String: Double]
}

extension SeedScenarioTests {
    /// The geocaching scenario: caches in a file keyed by name, each with a nested location, and
    /// a second file of found times merged into them.
    @Suite("Scenario: geocaches")
    struct Geocaches {
        static let caches = """
            {
              "Lost Lagoon": {
                "name": "Lost Lagoon",
                "description": "Under the bridge, north side.",
                "difficulty": 3,
                "location": {"latitude": 49.2992, "longitude": -123.1406}
              },
              "Old Mill": {
                "name": "Old Mill",
                "description": "Behind the wheel.",
                "difficulty": 8,
                "location": {"latitude": 51.5014, "longitude": -0.1419}
              },
              "Cedar Stump": {
                "name": "Cedar Stump",
                "description": "Bring a torch.",
                "difficulty": 5,
                "location": {"latitude": -33.8568, "longitude": 151.2153}
              }
            }
            """

        static let found = #"{"found_times": {"Lost Lagoon": 1453187501, "Cedar Stump": 1453273901.5, "Nowhere": 1}}"#

        static let oldMill = GeoCache(
            name: "Old Mill", description: "Behind the wheel.", difficulty: 8,
            location: CacheCoordinate(latitude: 51.5014, longitude: -0.1419), found: nil)

        /// Merges each found time into the cache of that name; names of no cache are returned.
        static func merge(_ log: FoundLog, into caches: inout [String: GeoCache]) throws -> [String] {
            var unknown: [String] = []
            for (name, seconds) in log.foundTimes.sorted(by: { $0.key < $1.key }) {
                guard caches[name] != nil else {
                    unknown.append(name)
                    continue
                }
                try caches[name]?.merge(json: ["found": .number(try #require(JSONNumber(seconds)))])
            }
            return unknown
        }

        @Test("caches keyed by name, each with its location in a coordinate type")
        func loadsCaches() throws {
            let caches = try JSONModelDecoder().decode([String: GeoCache].self, from: Self.caches)
            #expect(caches.keys.sorted() == ["Cedar Stump", "Lost Lagoon", "Old Mill"])
            #expect(caches["Old Mill"] == Self.oldMill)
            #expect(caches["Cedar Stump"]?.location == CacheCoordinate(latitude: -33.8568, longitude: 151.2153))
            #expect(caches.values.allSatisfy { $0.found == nil })
            #expect(try JSONDecoder().decode([String: GeoCache].self, from: Data(Self.caches.utf8)) == caches)
        }

        @Test("found times merge into the caches they name and change nothing else")
        func mergesFoundTimes() throws {
            var caches = try JSONModelDecoder().decode([String: GeoCache].self, from: Self.caches)
            let before = caches
            let log = try FoundLog(json: Self.found)
            #expect(log.foundTimes == ["Lost Lagoon": 1_453_187_501, "Cedar Stump": 1_453_273_901.5, "Nowhere": 1])
            #expect(try Self.merge(log, into: &caches) == ["Nowhere"])
            #expect(caches["Lost Lagoon"]?.found == Date(timeIntervalSince1970: 1_453_187_501))
            #expect(caches["Cedar Stump"]?.found == Date(timeIntervalSince1970: 1_453_273_901.5))
            #expect(caches["Old Mill"] == Self.oldMill)
            for name in caches.keys {
                var unfound = try #require(caches[name])
                unfound.found = nil
                #expect(unfound == before[name])
            }
            let written = try #require(caches["Lost Lagoon"]).jsonString()
            #expect(written.hasSuffix(#""found":1453187501}"#), "\(written)")
            #expect(try GeoCache(json: written) == caches["Lost Lagoon"])
        }

        @Test("a found time that is not a number is an error at its path, and nothing is merged")
        func badFoundTime() throws {
            let broken = "{\"found_times\": {\n  \"Lost Lagoon\": 1453187501,\n  \"Old Mill\": \"yesterday\"\n}}"
            do {
                _ = try FoundLog(json: broken)
                Issue.record("decoded")
            } catch DecodingError.typeMismatch(_, let context) {
                #expect(JSONPath(codingPath: context.codingPath) == ["found_times", "Old Mill"])
                #expect(context.debugDescription == #"expected Double, found the string "yesterday" at line 3, column 15"#)
            }
            // Merged straight into a cache, the bad value leaves the cache as it was.
            var cache = Self.oldMill
            #expect {
                try cache.merge(json: #"{"difficulty": 9, "found": "yesterday"}"#)
            } throws: { error in
                guard case DecodingError.typeMismatch(_, let context) = error else { return false }
                return JSONPath(codingPath: context.codingPath) == ["found"]
            }
            #expect(cache == Self.oldMill)
        }

        @Test("every broken cache is reported at once, with its name in the path")
        func brokenCaches() throws {
            let broken = Self.caches
                .replacingOccurrences(of: #""difficulty": 8"#, with: #""difficulty": "hard""#)
                .replacingOccurrences(of: #"{"latitude": -33.8568, "#, with: "{")
            do {
                _ = try JSONModelDecoder().decode([String: GeoCache].self, from: broken)
                Issue.record("decoded")
            } catch let error as DecodingError {
                let failures = try #require(JSONDecodingFailures(error))
                let found = failures.failures.map { "\($0.line ?? 0):\($0.column ?? 0) \($0.path)" }
                #expect(found == [#"11:19 ["Old Mill"].difficulty"#, #"18:17 ["Cedar Stump"].location.latitude"#])
            }
            #expect((try? GeoCache(json: #"{"name": "x", "description": "y", "difficulty": 1}"#)) == nil)
        }
    }
}
