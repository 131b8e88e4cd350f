import CorpusModels
import Foundation
import JSONCoding
import Testing

/// The corpus models decode their files with Foundation's `JSONDecoder`, with
/// `JSONModelDecoder.foundationCompatible` and with `JSONModelDecoder()`, to equal values.
///
/// These are the models the decode benchmark times, so the tests also pin the values a correct
/// decode gives: a benchmark of a decoder that drops or bends values would measure nothing.
@Suite("Corpus models", .enabled(if: Corpus.isAvailable, Corpus.skipReason))
struct CorpusModelTests {
    /// Decodes `file` with each decoder and expects every result equal to Foundation's, which it returns.
    private func decodeWithEachDecoder<T: Decodable & Equatable>(
        _ type: T.Type, from file: String, convertFromSnakeCase: Bool = false,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> T {
        let data = try Corpus.data(file)
        let foundation = JSONDecoder()
        let compatible = JSONModelDecoder.foundationCompatible
        let defaults = JSONModelDecoder()
        if convertFromSnakeCase {
            foundation.keyDecodingStrategy = .convertFromSnakeCase
            compatible.keyDecodingStrategy = .convertFromSnakeCase
            defaults.keyDecodingStrategy = .convertFromSnakeCase
        }
        let expected = try foundation.decode(T.self, from: data)
        // Compared outside `#expect` so a failure does not print two whole corpus files.
        let compatibleMatches = try compatible.decode(T.self, from: data) == expected
        #expect(compatibleMatches, "JSONModelDecoder.foundationCompatible decodes \(file) as \(T.self) differently from JSONDecoder",
                sourceLocation: sourceLocation)
        let defaultsMatch = try defaults.decode(T.self, from: data) == expected
        #expect(defaultsMatch, "JSONModelDecoder() decodes \(file) as \(T.self) differently from JSONDecoder",
                sourceLocation: sourceLocation)
        return expected
    }

    // MARK: - twitter.json

    @Test("twitter.json decodes to equal Twitter values with all three decoders")
    func twitter() throws {
        let search = try decodeWithEachDecoder(Twitter.self, from: "twitter.json")
        #expect(search.statuses.count == 100)

        let first = try #require(search.statuses.first)
        #expect(first.id == 505_874_924_095_815_681)
        #expect(first.idString == "505874924095815681")
        #expect(first.createdAt == "Sun Aug 31 00:29:15 +0000 2014")
        #expect(first.text.hasPrefix("@aym0566x \n\n名前:前田あゆみ\n"))
        #expect(first.source == #"<a href="http://twitter.com/download/iphone" rel="nofollow">Twitter for iPhone</a>"#)
        #expect(first.metadata.resultType == "recent")
        #expect(first.metadata.isoLanguageCode == "ja")
        #expect(first.inReplyToStatusID == nil)
        #expect(first.inReplyToUserID == 866_260_188)
        #expect(first.inReplyToUserIDString == "866260188")
        #expect(first.inReplyToScreenName == "aym0566x")
        #expect(first.geo == nil && first.coordinates == nil && first.place == nil && first.contributors == nil)
        #expect(first.retweetedStatus == nil)
        #expect(first.possiblySensitive == nil)
        #expect(first.entities.media == nil)
        #expect(first.entities.userMentions.map(\.screenName) == ["aym0566x"])
        #expect(first.entities.userMentions.first?.name == "前田あゆみ")
        #expect(first.entities.userMentions.first?.indices == [0, 9])

        #expect(first.user.id == 1_186_275_104)
        #expect(first.user.screenName == "ayuu0123")
        #expect(first.user.name == "AYUMI")
        #expect(first.user.followersCount == 262)
        #expect(first.user.url == nil && first.user.utcOffset == nil && first.user.timeZone == nil)
        #expect(first.user.profileBannerURL == "https://pbs.twimg.com/profile_banners/1186275104/1409318784")
        #expect(first.user.profileImageURLHTTPS == "https://pbs.twimg.com/profile_images/497760886795153410/LDjAwR_y_normal.jpeg")
        #expect(first.user.entities.url == nil)
        #expect(first.user.entities.description.urls.isEmpty)

        // The second status is a retweet with a photo that was first posted with the original.
        let retweet = try #require(search.statuses.dropFirst().first)
        #expect(retweet.id == 505_874_922_023_837_696)
        let original = try #require(retweet.retweetedStatus?.value)
        #expect(original.id == 505_864_943_636_197_376)
        #expect(original.user.screenName == "KATANA77")
        #expect(original.retweetCount == 82)
        #expect(original.retweetedStatus == nil)
        let photo = try #require(retweet.entities.media?.first)
        #expect(photo.id == 505_864_942_575_034_369)
        // The file writes this id rounded to a double's precision; it must still arrive exactly as written.
        #expect(photo.sourceStatusID == 505_864_943_636_197_400)
        #expect(photo.sizes.large.w == 765 && photo.sizes.large.h == 432 && photo.sizes.large.resize == "fit")
        #expect(retweet.user.entities.url?.urls.first?.expandedURL == "http://twpf.jp/yuttari1998")

        // Optionals are optional because some statuses leave them out: count those that do not.
        #expect(search.statuses.count { $0.retweetedStatus != nil } == 73)
        #expect(search.statuses.count { $0.possiblySensitive != nil } == 15)
        #expect(search.statuses.count { $0.inReplyToStatusID != nil } == 6)
        #expect(search.statuses.count { $0.user.profileBannerURL == nil } == 14)
        #expect(search.statuses.compactMap(\.entities.media).map(\.count) == [1, 1, 1, 1, 1, 1])
        #expect(search.statuses.flatMap { $0.entities.media ?? [] }.count { $0.sourceStatusID == nil } == 2)
        #expect(search.statuses.count { $0.user.id > UInt64(Int32.max) } == 75)

        // Every 64-bit id agrees with its decimal text, which no rounding can reach.
        for status in search.statuses {
            #expect(String(status.id) == status.idString)
            #expect(String(status.user.id) == status.user.idString)
            if let original = status.retweetedStatus?.value {
                #expect(String(original.id) == original.idString)
            }
        }

        let metadata = search.searchMetadata
        #expect(metadata.completedIn == 0.087)
        #expect(metadata.maxID == 505_874_924_095_815_700)
        #expect(metadata.maxIDString == "505874924095815681")
        #expect(metadata.count == 100)
        #expect(metadata.sinceID == 0)
        #expect(metadata.query == "%E4%B8%80")
        #expect(metadata.refreshURL == "?since_id=505874924095815681&q=%E4%B8%80&include_entities=1")
    }

    @Test("a change deep inside a retweet's original makes two searches unequal")
    func equalityReachesRetweets() throws {
        let search = try JSONDecoder().decode(Twitter.self, from: Corpus.data("twitter.json"))
        try #require(search.statuses.count == 100)
        var original = try #require(search.statuses[1].retweetedStatus?.value)
        original.user.screenName += "_"
        var changed = search
        changed.statuses[1].retweetedStatus = Indirect(original)
        #expect(changed != search)
        changed.statuses[1].retweetedStatus = Indirect(try #require(search.statuses[1].retweetedStatus?.value))
        #expect(changed == search)
    }

    @Test("the snake_case twitter model decodes with .convertFromSnakeCase, to the same values as the keyed one")
    func twitterSnakeCase() throws {
        let snake = try decodeWithEachDecoder(TwitterSnakeCase.self, from: "twitter.json", convertFromSnakeCase: true)
        let keyed = try JSONDecoder().decode(Twitter.self, from: Corpus.data("twitter.json"))

        // The two models hold the same members under different names; compare them member by member.
        #expect(snake.statuses.count == keyed.statuses.count)
        for (lhs, rhs) in zip(snake.statuses, keyed.statuses) {
            #expect(lhs.idStr == rhs.idString)
            #expect(lhs.id == rhs.id)
            #expect(lhs.createdAt == rhs.createdAt)
            #expect(lhs.inReplyToStatusId == rhs.inReplyToStatusID)
            #expect(lhs.inReplyToUserIdStr == rhs.inReplyToUserIDString)
            #expect(lhs.retweetedStatus?.value.idStr == rhs.retweetedStatus?.value.idString)
            #expect(lhs.possiblySensitive == rhs.possiblySensitive)
            #expect(lhs.metadata.isoLanguageCode == rhs.metadata.isoLanguageCode)
            #expect(lhs.user.screenName == rhs.user.screenName)
            #expect(lhs.user.profileImageUrlHttps == rhs.user.profileImageURLHTTPS)
            #expect(lhs.user.profileBannerUrl == rhs.user.profileBannerURL)
            #expect(lhs.user.utcOffset == rhs.user.utcOffset)
            #expect(lhs.user.entities.url?.urls.map(\.expandedUrl) == rhs.user.entities.url?.urls.map(\.expandedURL))
            #expect(lhs.entities.userMentions.map(\.idStr) == rhs.entities.userMentions.map(\.idString))
            #expect(lhs.entities.urls.map(\.displayUrl) == rhs.entities.urls.map(\.displayURL))
            #expect(lhs.entities.media?.map(\.mediaUrlHttps) == rhs.entities.media?.map(\.mediaURLHTTPS))
            #expect(lhs.entities.media?.map(\.sourceStatusId) == rhs.entities.media?.map(\.sourceStatusID))
            #expect(lhs.entities.hashtags == rhs.entities.hashtags)
        }
        #expect(snake.searchMetadata.maxIdStr == "505874924095815681")
        #expect(snake.searchMetadata.refreshUrl == keyed.searchMetadata.refreshURL)
    }

    @Test("the snake_case twitter model finds no multi-word key without .convertFromSnakeCase")
    func twitterSnakeCaseNeedsConversion() throws {
        let data = try Corpus.data("twitter.json")
        let decoders: [(String, (Data) throws -> TwitterSnakeCase)] = [
            ("JSONDecoder", { try JSONDecoder().decode(TwitterSnakeCase.self, from: $0) }),
            ("JSONModelDecoder.foundationCompatible", { try JSONModelDecoder.foundationCompatible.decode(TwitterSnakeCase.self, from: $0) }),
            ("JSONModelDecoder()", { try JSONModelDecoder().decode(TwitterSnakeCase.self, from: $0) }),
        ]
        for (name, decode) in decoders {
            // Members decode in declaration order, so the first miss is in the first status's metadata.
            do {
                _ = try decode(data)
                Issue.record("\(name) decoded TwitterSnakeCase without converting keys")
            } catch DecodingError.keyNotFound(let key, let context) {
                #expect(key.stringValue == "resultType", "\(name)")
                #expect(context.codingPath.map(\.stringValue) == ["statuses", "Index 0", "metadata"], "\(name)")
            } catch {
                Issue.record("\(name) threw \(error), expected keyNotFound for resultType")
            }
        }
    }

    // MARK: - citm_catalog.json

    @Test("citm_catalog.json decodes to equal CITMCatalog values with all three decoders")
    func citmCatalog() throws {
        let catalog = try decodeWithEachDecoder(CITMCatalog.self, from: "citm_catalog.json")
        #expect(catalog.events.count == 184)
        #expect(catalog.performances.count == 243)
        #expect(catalog.areaNames.count == 17)
        #expect(catalog.areaNames["205705993"] == "Arrière-scène central")
        #expect(catalog.audienceSubCategoryNames == ["337100890": "Abonné"])
        #expect(catalog.blockNames.isEmpty)
        #expect(catalog.subjectNames.isEmpty)
        #expect(catalog.seatCategoryNames.count == 64)
        #expect(catalog.seatCategoryNames["338937235"] == "1ère catégorie")
        #expect(catalog.subTopicNames.count == 19)
        #expect(catalog.topicNames.count == 4)
        #expect(catalog.topicSubTopics["107888604"] == [337_184_283, 337_184_267])
        #expect(catalog.topicSubTopics["324846098"] == [337_184_299])
        #expect(catalog.venueNames == ["PLEYEL_PLEYEL": "Salle Pleyel"])

        let event = try #require(catalog.events["138586345"])
        #expect(event.id == 138_586_345)
        #expect(event.name == "Berliner Philharmoniker")
        #expect(event.logo == "/images/UE0AAAAACEKo6QAAAAZDSVRN")
        #expect(event.description == nil && event.subjectCode == nil && event.subtitle == nil)
        #expect(event.subTopicIDs == [337_184_268, 337_184_283, 337_184_275])
        #expect(event.topicIDs == [324_846_099, 107_888_604, 324_846_100])
        #expect(catalog.events.allSatisfy { key, event in key == String(event.id) })
        #expect(catalog.events.values.count { $0.logo == nil } == 90)

        let performance = try #require(catalog.performances.first)
        #expect(performance.id == 339_887_544)
        #expect(performance.eventID == 138_586_341)
        #expect(performance.logo == nil && performance.name == nil && performance.seatMapImage == nil)
        #expect(performance.start == 1_372_701_600_000)
        #expect(performance.venueCode == "PLEYEL_PLEYEL")
        #expect(performance.prices.map(\.amount) == [90_250, 66_500])
        #expect(performance.prices.map(\.seatCategoryID) == [338_937_295, 338_937_296])
        #expect(performance.prices.allSatisfy { $0.audienceSubCategoryID == 337_100_890 })
        #expect(performance.seatCategories.count == 2)
        #expect(performance.seatCategories.first?.seatCategoryID == 338_937_295)
        #expect(performance.seatCategories.first?.areas.first?.areaID == 205_705_999)
        #expect(performance.seatCategories.first?.areas.first?.blockIDs == [])
        #expect(catalog.performances.reduce(0) { $0 + $1.prices.count } == 907)
        #expect(catalog.performances.count { $0.logo != nil } == 108)
    }

    // MARK: - canada.json

    @Test("canada.json decodes to equal Canada values with all three decoders")
    func canada() throws {
        let canada = try decodeWithEachDecoder(Canada.self, from: "canada.json")
        #expect(canada.type == "FeatureCollection")
        #expect(canada.features.count == 1)
        let feature = try #require(canada.features.first)
        #expect(feature.type == "Feature")
        #expect(feature.properties.name == "Canada")
        #expect(feature.geometry.type == "Polygon")

        let rings = feature.geometry.coordinates
        #expect(rings.count == 480)
        #expect(rings.reduce(0) { $0 + $1.count } == 55_563)
        #expect(rings.allSatisfy { ring in ring.allSatisfy { $0.count == 2 } })
        #expect(rings.allSatisfy { $0.first == $0.last })
        // The file's text, digit for digit; Swift rounds these literals as a correct decoder must.
        #expect(rings.first?.first == [-65.613616999999977, 43.420273000000009])
        #expect(rings.first?.dropFirst().first == [-65.619720000000029, 43.418052999999986])
        #expect(rings.last?.last == [-70.11193799999995, 83.10942100000011])
    }
}
