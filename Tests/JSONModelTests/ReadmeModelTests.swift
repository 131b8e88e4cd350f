// The README's and the JSONModel documentation's @JSONModel examples, compiled and run, so
// that neither can rot.

import Foundation
import JSONModel
import Testing

/// The README's `Photo`, declared as the README declares it.
@JSONModel
struct ReadmePhoto: Equatable {
    var title: String                                        // required
    @JSONKey("media.m") var imageURL: URL                    // key path; a literal dot is \.
    @JSONKey("published", "date_published") var date: Date  // the first present wins
    @JSONTransform(SpaceSeparated()) var tags: [String]      // both directions
    var notes: String?                                       // missing or null → nil
    var isNew = true                                         // missing or null → true
    @JSONIgnore var thumbnail: [UInt8]? = nil                // never decoded or encoded
}

/// The README's order with several bad fields.
@JSONModel
struct ReadmeOrder {
    var id: Int
    var owner: Owner
    var photos: [Link]

    @JSONModel
    struct Owner { var name: String }

    @JSONModel
    struct Link { var url: URL }
}

@Suite("README: @JSONModel")
struct ReadmeModelTests {
    static let photoJSON = #"""
        {"title": "Harbour", "media": {"m": "https://example.com/h.jpg"},
         "date_published": "2024-05-01T10:00:00Z", "tags": "sea boats", "is_new": false}
        """#

    @Test("the Photo example decodes, encodes and merges as the README says")
    func photo() throws {
        let photo = try ReadmePhoto(json: Self.photoJSON)
        #expect(photo.title == "Harbour")
        #expect(photo.imageURL == URL(string: "https://example.com/h.jpg"))
        #expect(photo.date == Date(timeIntervalSince1970: 1_714_557_600))
        #expect(photo.tags == ["sea", "boats"])
        #expect(photo.notes == nil)
        #expect(photo.isNew == false)

        let written = try JSONValue(parsing: photo.jsonString(pretty: true))
        #expect(written["media"]["m"] == "https://example.com/h.jpg")
        #expect(written["published"].value != nil)
        #expect(written["date_published"].value == nil)
        #expect(written["tags"] == "sea boats")
        #expect(written["thumbnail"].value == nil)

        var copy = photo
        try copy.merge(json: #"{"notes": "seen"}"#)
        #expect(copy.notes == "seen")
        #expect(copy.title == "Harbour")
        #expect(throws: (any Error).self) { try copy.merge(json: #"{"notes": "later", "title": [5]}"#) }
        #expect(copy.notes == "seen")
    }

    @Test("several bad fields are listed as the README shows")
    func failures() throws {
        let json = """
            {
              "id": "x1",
              "owner": {
                "name": null
              },
              "photos": [
                {"url": "https://example.com/a.jpg"},
                {"url": ["b.jpg"]}
              ]
            }
            """
        do {
            _ = try ReadmeOrder(json: json)
            Issue.record("the order decoded")
        } catch let error as DecodingError {
            let failures = try #require(JSONDecodingFailures(error))
            #expect(failures.failures.map(\.path.description) == ["id", "owner.name", "photos[1].url"])
            #expect(failures.description == Self.expectedFailures)
        }
    }

    @Test("the README shows exactly this model and this list of failures")
    func readmeMatches() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let source = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
        func model(in text: String, named name: String) throws -> [String] {
            let start = try #require(text.range(of: "@JSONModel\nstruct \(name)")).lowerBound
            let end = try #require(text.range(of: "\n}\n", range: start ..< text.endIndex)).upperBound
            return text[start ..< end].split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        }
        let shown = try model(in: readme, named: "Photo {")
        let tested = try model(in: source, named: "ReadmePhoto: Equatable {")
        #expect(shown.dropFirst(2) == tested.dropFirst(2))
        #expect(shown.count == tested.count && shown.count > 8)
        #expect(readme.contains("```\n" + Self.expectedFailures + "\n```"))
    }

    static let expectedFailures = """
        3 fields could not be decoded:
        2:9: id: expected Int, found the string "x1"
        4:13: owner.name: expected String, found null
        8:13: photos[1].url: expected String, found an array
        """
}
