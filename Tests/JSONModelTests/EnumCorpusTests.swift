import CorpusFiles
import CorpusMacroModels
import Foundation
import JSONModel
import Testing

// Tagged enums on real payloads: GitHub's events API (github_events.json) and GeoJSON
// geometries (canada.json, and hand-written documents of every geometry type).

// MARK: - GitHub events

@Suite(.enabled(if: CorpusFiles.has("github_events.json"), Comment(rawValue: CorpusFiles.missing("github_events.json"))))
struct GitHubEventsTests {
    static func decoder() -> JSONModelDecoder {
        let decoder = JSONModelDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }

    static func foundation() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }

    @Test func everyEventDecodesIntoItsTypedPayload() throws {
        let data = try CorpusFiles.data("github_events.json")
        let (events, report) = try Self.decoder().decodeWithReport([GitHubEvent].self, from: data)
        #expect(events.count == 30)
        var counts: [String: Int] = [:]
        for event in events {
            let name: String
            switch event {
            case .push: name = "push"
            case .watch: name = "watch"
            case .create: name = "create"
            case .fork: name = "fork"
            case .issues: name = "issues"
            case .issueComment: name = "issueComment"
            case .other: name = "other"
            }
            counts[name, default: 0] += 1
        }
        #expect(counts == ["push": 13, "watch": 6, "create": 3, "fork": 3, "issueComment": 2, "issues": 1, "other": 2])

        // The first event, field by field.
        guard case .push(let push) = events[0] else {
            Issue.record("events[0] is \(events[0])")
            return
        }
        #expect(push.actor.login == "jathanism")
        #expect(push.repo.name == "jathanism/trigger")
        #expect(push.isPublic)
        #expect(push.createdAt == Date(timeIntervalSince1970: 1_357_804_710))
        #expect(push.payload.ref == "refs/heads/issue-22")
        #expect(push.payload.commits.first?.sha == "05570a3080693f6e55244e012b3b1ec59516c01b")
        #expect(push.payload.commits.first?.authorName == "jathanism")

        // The events of types the enum does not list are kept whole, and reported.
        let others = events.enumerated().compactMap { position, event -> (Int, JSONValue)? in
            if case .other(let json) = event { return (position, json) }
            return nil
        }
        #expect(others.map { $0.1["type"].string } == ["GollumEvent", "GollumEvent"])
        #expect(
            report.entries(.unknownEnumValue).map(\.description)
                == others.map { #"[\#($0.0)].type: decoded the unknown value "GollumEvent" of GitHubEvent as .other"# })
    }

    @Test func foundationTheCodablePathAndTheFastPathAgree() throws {
        let data = try CorpusFiles.data("github_events.json")
        let fast = try Self.decoder().decode([GitHubEvent].self, from: data)
        let foundation = try Self.foundation().decode([GitHubEvent].self, from: data)
        #expect(fast == foundation)
        // The events written back read the same, by either decoder.
        let encoder = JSONModelEncoder()
        encoder.dateEncodingStrategy = .iso8601
        let written = try encoder.encode(fast)
        #expect(try Self.decoder().decode([GitHubEvent].self, from: written) == fast)
        #expect(try Self.foundation().decode([GitHubEvent].self, from: written) == fast)
    }

    @Test func unknownEventsAreWrittenBackAsTheyCame() throws {
        let data = try CorpusFiles.data("github_events.json")
        let original = try JSONValue(parsing: [UInt8](data))
        let events = try Self.decoder().decode([GitHubEvent].self, from: data)
        for (position, event) in events.enumerated() {
            guard case .other = event else { continue }
            let written = try JSONValue(parsing: JSONModelEncoder().encodeToBytes(event))
            #expect(written == original[position].value)
        }
    }

    @Test func aBrokenEventNamesItsPlace() throws {
        var text = try String(decoding: CorpusFiles.data("github_events.json"), as: UTF8.self)
        // The first push's size becomes a string that is not a number.
        let range = try #require(text.range(of: #""size": 1"#))
        text.replaceSubrange(range, with: #""size": "two""#)
        let error = try #require(throws: DecodingError.self) { try Self.decoder().decode([GitHubEvent].self, from: text) }
        #expect(error.explanation == #"[0].payload.size: expected Int, found the string "two" at line 36, column 15"#)
    }
}

// MARK: - GeoJSON

/// A GeoJSON geometry (RFC 7946), chosen by its `type`.
@JSONModel(tagging: .internal(key: "type"))
indirect enum Geometry: Equatable {
    @JSONTag("Point") case point(coordinates: [Double])
    @JSONTag("MultiPoint") case multiPoint(coordinates: [[Double]])
    @JSONTag("LineString") case lineString(coordinates: [[Double]])
    @JSONTag("MultiLineString") case multiLineString(coordinates: [[[Double]]])
    @JSONTag("Polygon") case polygon(coordinates: [[[Double]]])
    @JSONTag("MultiPolygon") case multiPolygon(coordinates: [[[[Double]]]])
    @JSONTag("GeometryCollection") case collection(geometries: [Geometry])
}

@JSONModel
struct GeoFeatureCollection: Equatable {
    var type: String
    var features: [GeoFeature]
}

@JSONModel
struct GeoFeature: Equatable {
    var type: String
    var properties: [String: JSONValue]?
    var geometry: Geometry
}

@Suite struct GeoJSONTests {
    @Test func everyGeometryType() throws {
        let json = #"""
            [
              {"type": "Point", "coordinates": [102.0, 0.5]},
              {"type": "MultiPoint", "coordinates": [[100.0, 0.0], [101.0, 1.0]]},
              {"type": "LineString", "coordinates": [[102.0, 0.0], [103.0, 1.0], [104.0, 0.0]]},
              {"type": "MultiLineString", "coordinates": [[[100.0, 0.0], [101.0, 1.0]], [[102.0, 2.0], [103.0, 3.0]]]},
              {"type": "Polygon", "coordinates": [[[100.0, 0.0], [101.0, 0.0], [101.0, 1.0], [100.0, 0.0]]]},
              {"type": "MultiPolygon", "coordinates": [[[[102.0, 2.0], [103.0, 2.0], [102.0, 2.0]]], [[[100.0, 0.0], [101.0, 1.0], [100.0, 0.0]]]]},
              {"type": "GeometryCollection", "geometries": [
                {"type": "Point", "coordinates": [100.0, 0.0]},
                {"type": "LineString", "coordinates": [[101.0, 0.0], [102.0, 1.0]]}
              ]}
            ]
            """#
        let geometries = try [Geometry](json: json)
        #expect(
            geometries == [
                .point(coordinates: [102, 0.5]),
                .multiPoint(coordinates: [[100, 0], [101, 1]]),
                .lineString(coordinates: [[102, 0], [103, 1], [104, 0]]),
                .multiLineString(coordinates: [[[100, 0], [101, 1]], [[102, 2], [103, 3]]]),
                .polygon(coordinates: [[[100, 0], [101, 0], [101, 1], [100, 0]]]),
                .multiPolygon(coordinates: [[[[102, 2], [103, 2], [102, 2]]], [[[100, 0], [101, 1], [100, 0]]]]),
                .collection(geometries: [.point(coordinates: [100, 0]), .lineString(coordinates: [[101, 0], [102, 1]])]),
            ])
        // Written back in the same shape: the tag first, then the coordinates.
        let written = try JSONModelEncoder().encodeToString(geometries)
        #expect(written.hasPrefix(#"[{"type":"Point","coordinates":[102,0.5]},{"type":"MultiPoint","coordinates":[[100,0],[101,1]]}"#))
        #expect(try [Geometry](json: written) == geometries)
        #expect(try JSONDecoder().decode([Geometry].self, from: Data(json.utf8)) == geometries)
    }

    @Test func badCoordinatesAndUnknownTypesNameTheirPlace() throws {
        let json = #"""
            {"type": "GeometryCollection", "geometries": [
              {"type": "Polygon", "coordinates": [[[100.0, "north"]]]},
              {"type": "Circle", "radius": 3}
            ]}
            """#
        let error = try requireFailures { try Geometry(json: json) }
        #expect(
            error.failures.map(\.description) == [
                #"2:48: geometries[0].coordinates[0][0][1]: expected Double, found the string "north""#,
                #"3:12: geometries[1].type: unknown value "Circle" for Geometry; expected one of "Point", "MultiPoint", "LineString", "MultiLineString", "Polygon", "MultiPolygon" or "GeometryCollection""#,
            ])
    }

    @Test(.enabled(if: CorpusFiles.has("canada.json"), Comment(rawValue: CorpusFiles.missing("canada.json"))))
    func canadaIsOnePolygonFeature() throws {
        let data = try CorpusFiles.data("canada.json")
        let collection = try JSONModelDecoder().decode(GeoFeatureCollection.self, from: data)
        let model = try CanadaModel(json: data)
        #expect(collection.features.count == 1)
        guard case .polygon(let rings) = collection.features[0].geometry else {
            Issue.record("canada's geometry is \(collection.features[0].geometry)")
            return
        }
        #expect(rings == model.features[0].geometry.coordinates)
        #expect(rings.count == 480)
        #expect(collection.features[0].properties?["name"] == "Canada")
        #expect(try JSONDecoder().decode(GeoFeatureCollection.self, from: data) == collection)
    }
}
