import Foundation
import JSONModel
import Testing

@JSONModel
struct Photo: Equatable {
    var title: String
    @JSONKey("media.m") var imageURL: URL
    @JSONKey("published", "date_published") var date: Date
    @JSONTransform(SpaceSeparated()) var tags: [String]
    var notes: String?
    var isNew = true
    @JSONIgnore var thumbnail: [UInt8]? = nil
}

@Suite struct BasicModelTests {
    let json = #"""
        {"title": "Bridge", "media": {"m": "https://example.com/b.jpg"}, "date_published": "2024-05-01T10:00:00Z",
         "tags": "river bridge night", "IsNew": false}
        """#

    @Test func decodesEveryKindOfProperty() throws {
        let photo = try Photo(json: json)
        #expect(photo.title == "Bridge")
        #expect(photo.imageURL == URL(string: "https://example.com/b.jpg"))
        #expect(photo.date == Date(timeIntervalSince1970: 1_714_557_600))
        #expect(photo.tags == ["river", "bridge", "night"])
        #expect(photo.notes == nil)
        #expect(photo.isNew == false)
        #expect(photo.thumbnail == nil)
    }

    @Test func foundationDecodesTheSameModel() throws {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        let photo = try decoder.decode(Photo.self, from: Data(json.utf8))
        #expect(photo == (try Photo(json: json)))
    }

    @Test func roundTripsThroughItsOwnJSON() throws {
        let photo = try Photo(json: json)
        let text = try photo.jsonString()
        #expect(text.contains(#""media":{"m":"https:\/\/example.com\/b.jpg"}"#))
        #expect(text.contains(#""tags":"river bridge night""#))
        #expect(try Photo(json: text) == photo)
    }

    /// The model path reads a URL as JSONDecoder does, and says in the report when `URL`
    /// rewrote the text (so that encoding writes something else).
    @Test func aRewrittenURLIsInTheReport() throws {
        let text = #"{"title": "t", "media": {"m": "http://a/%%30%30"}, "published": "2024-01-01T00:00:00Z", "tags": ""}"#
        let (photo, report) = try JSONModelDecoder().decodeWithReport(Photo.self, from: text)
        #expect(photo.imageURL.absoluteString == "http://a/%25%2530%2530")
        #expect(
            report.entries(.rewrittenURL).map(\.description)
                == [#"media.m: read the string "http://a/%%30%30" as the URL "http://a/%25%2530%2530", which encodes differently"#])
        #expect(try JSONModelDecoder().decodeWithReport(Photo.self, from: json).1.entries(.rewrittenURL).isEmpty)
    }
}
