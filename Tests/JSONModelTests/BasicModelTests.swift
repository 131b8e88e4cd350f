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
}
