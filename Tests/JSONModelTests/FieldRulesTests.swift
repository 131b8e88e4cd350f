import Foundation
import JSONModel
import Testing

@JSONModel
struct Settings: Equatable {
    var name: String
    var volume = 5
    var nickname: String?
    @JSONDefaultIfInvalid var brightness = 50
}

@JSONModel(invalidValues: .useDefault)
struct ForgivingSettings: Equatable {
    var volume = 5
    var theme: String?
    var name: String
}

@JSONModel(keys: .snakeCase)
struct Account: Equatable {
    var userID: Int
    var displayName: String
    var isActive: Bool?
}

@JSONModel
struct Gallery: Equatable {
    var title: String
    @JSONLossy var photos: [Thumb]
    @JSONLossy var byName: [String: Int]?
}

@JSONModel
struct Thumb: Equatable {
    var url: String
    var width: Int
}

@Suite struct FieldRulesTests {
    @Test func missingAndNullFollowEachKindOfProperty() throws {
        #expect(try Settings(json: #"{"name": "a"}"#) == Settings(name: "a", volume: 5, nickname: nil, brightness: 50))
        #expect(try Settings(json: #"{"name": "a", "volume": null, "nickname": null}"#) == Settings(name: "a", volume: 5, nickname: nil, brightness: 50))
        #expect(try Settings(json: #"{"name": "a", "volume": 9, "nickname": "b"}"#) == Settings(name: "a", volume: 9, nickname: "b", brightness: 50))
    }

    @Test func aMissingRequiredKeyIsKeyNotFoundWithItsPlace() throws {
        do {
            _ = try Settings(json: "{\n  \"nmae\": \"a\"\n}")
            Issue.record("decoded")
        } catch DecodingError.keyNotFound(let key, let context) {
            #expect(key.stringValue == "name")
            #expect(context.debugDescription == #"no key "name" in the object at line 1, column 1; did you mean "nmae"?"#)
        }
    }

    @Test func nullForARequiredValueIsValueNotFound() throws {
        #expect {
            _ = try Settings(json: #"{"name": null}"#)
        } throws: { error in
            guard case DecodingError.valueNotFound(_, let context) = error else { return false }
            return context.codingPath.map(\.stringValue) == ["name"]
        }
    }

    @Test func aWrongTypeIsAnErrorUnlessThePropertyOptsIntoItsDefault() throws {
        #expect(throws: DecodingError.self) { _ = try Settings(json: #"{"name": "a", "volume": "loud!"}"#) }
        let decoder = JSONModelDecoder()
        let (settings, report) = try decoder.decodeWithReport(Settings.self, from: #"{"name": "a", "brightness": "max"}"#)
        #expect(settings.brightness == 50)
        #expect(report.entries(.defaultedValue).map(\.path.description) == ["brightness"])
    }

    @Test func theModelWideOptionAppliesToPropertiesWithAFallback() throws {
        let (settings, report) = try JSONModelDecoder().decodeWithReport(
            ForgivingSettings.self, from: #"{"volume": [1], "theme": {}, "name": "x"}"#)
        #expect(settings == ForgivingSettings(volume: 5, theme: nil, name: "x"))
        #expect(report.entries(.defaultedValue).map(\.path.description) == ["volume", "theme"])
        // A property without a default still fails.
        #expect(throws: DecodingError.self) { _ = try ForgivingSettings(json: #"{"name": [1]}"#) }
    }

    @Test func keyStylesSetTheWrittenKeysAndKeysStillMatchFuzzily() throws {
        let account = Account(userID: 7, displayName: "Ada", isActive: true)
        #expect(try account.jsonString() == #"{"user_id":7,"display_name":"Ada","is_active":true}"#)
        #expect(try Account(json: #"{"userId": 7, "DisplayName": "Ada", "is-active": true}"#) == account)
        // An exact key wins over one that only matches ignoring case.
        #expect(try Account(json: #"{"UserID": 1, "user_id": 7, "display_name": "Ada"}"#).userID == 7)
    }

    @Test func lossyCollectionsLeaveOutBadElementsAndReportThem() throws {
        let json = #"{"title": "t", "photos": [{"url": "a", "width": 1}, {"url": "b"}, {"url": "c", "width": 3}], "byName": {"x": 1, "y": "two"}}"#
        let (gallery, report) = try JSONModelDecoder().decodeWithReport(Gallery.self, from: json)
        #expect(gallery.photos == [Thumb(url: "a", width: 1), Thumb(url: "c", width: 3)])
        #expect(gallery.byName == ["x": 1])
        #expect(report.entries(.skippedElement).map(\.path.description) == ["photos[1]", "byName.y"])
        // Foundation's decoder leaves them out too.
        let foundation = try JSONDecoder().decode(Gallery.self, from: Data(json.utf8))
        #expect(foundation == gallery)
    }

    @Test func aLossyArrayUnderAnotherDecoderGoesOnPastAnElementNoTypeHolds() throws {
        // 1e4001 fits no Swift type, JSONValue's Codable init under Foundation included: the
        // elements after it are still read.
        let json = #"{"title": "t", "photos": [{"url": "a", "width": 1}, 1e4001, {"url": "c", "width": 3}, [1e4001]]}"#
        let expected = [Thumb(url: "a", width: 1), Thumb(url: "c", width: 3)]
        #expect(try JSONDecoder().decode(Gallery.self, from: Data(json.utf8)).photos == expected)
        #expect(try JSONModelDecoder().decode(Gallery.self, from: json).photos == expected)
    }

    @Test func mergingFollowsTheRulesDecodingFollows() throws {
        var gallery = Gallery(title: "t", photos: [Thumb(url: "old", width: 9)], byName: nil)
        try gallery.merge(json: #"{"photos": [{"url": "a", "width": 1}, {"url": "b"}], "byName": {"x": 1, "y": "two"}}"#)
        #expect(gallery.photos == [Thumb(url: "a", width: 1)])
        #expect(gallery.byName == ["x": 1])
        try gallery.merge(json: #"{"byName": null}"#)
        #expect(gallery.byName == nil)
        #expect(gallery.photos == [Thumb(url: "a", width: 1)])
        // The array itself of the wrong type is still an error, and changes nothing.
        #expect(throws: DecodingError.self) { try gallery.merge(json: #"{"title": "u", "photos": "none"}"#) }
        #expect(gallery.title == "t")

        var settings = try Settings(json: #"{"name": "n", "brightness": 70}"#)
        try settings.merge(json: #"{"brightness": "max", "volume": 9}"#)
        #expect(settings.brightness == 70)
        #expect(settings.volume == 9)
        try settings.merge(json: #"{"brightness": 20}"#)
        #expect(settings.brightness == 20)
        #expect(throws: DecodingError.self) { try settings.merge(json: #"{"volume": "loud"}"#) }
        #expect(settings.volume == 9)
    }

    @Test func foundationsDecoderFollowsTheSameRules() throws {
        func decode<T: Decodable>(_ type: T.Type, _ json: String) throws -> T {
            try JSONDecoder().decode(T.self, from: Data(json.utf8))
        }
        // Keys that read alike; missing and null optionals; defaults; an exact key wins.
        let settings = try decode(Settings.self, #"{"NAME": "n", "nick_name": null, "Brightness": 7}"#)
        #expect(settings == Settings(name: "n", volume: 5, nickname: nil, brightness: 7))
        #expect(try decode(Settings.self, #"{"Name": "fuzzy", "name": "exact"}"#).name == "exact")
        // A wrong-typed value falls back on the default only where the property says so.
        #expect(try decode(Settings.self, #"{"name": "n", "brightness": "max"}"#).brightness == 50)
        #expect(throws: DecodingError.self) { try decode(Settings.self, #"{"name": "n", "volume": "loud"}"#) }
        // A missing required key, and a nested failure, at their paths.
        #expect {
            try decode(Settings.self, #"{"volume": 1}"#)
        } throws: { error in
            guard case DecodingError.keyNotFound(let key, _) = error else { return false }
            return key.stringValue == "name"
        }
        #expect {
            try decode(Gallery.self, #"{"title": "t", "photos": "none"}"#)
        } throws: { error in
            guard case DecodingError.typeMismatch(_, let context) = error else { return false }
            return context.codingPath.map(\.stringValue) == ["photos"]
        }
        #expect {
            try decode(Account.self, #"{"user_id": 1, "display_name": null}"#)
        } throws: { error in
            guard case DecodingError.valueNotFound(_, let context) = error else { return false }
            return context.codingPath.map(\.stringValue) == ["display_name"]
        }
    }

    @Test func theStructKeepsItsMemberwiseInitializer() {
        let thumb = Thumb(url: "u", width: 2)
        #expect(thumb.width == 2)
    }
}
