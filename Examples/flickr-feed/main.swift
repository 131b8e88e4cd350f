// flickr-feed: a feed in Flickr's public-photos format, as the service sends it: wrapped in a
// JavaScript callback, with `\'` escapes that JSON does not have. Decoded into @JSONModel types
// (a key path, W3C dates, URLs, tags from a space-separated string), printed, and written back
// as JSON.
//
//     swift run flickr-feed            reads the feed from the program's resources
//     swift run flickr-feed --serve    serves it on 127.0.0.1 and fetches it with URLSession

import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import JSONModel
import JSONTestServer

/// A photo's tags, which the feed sends as one space-separated string.
struct Tags: Sendable {
    var tags: [String]
}

/// Converts ``Tags`` to and from the feed's space-separated string.
struct TagsTransformer: JSONTransformer {
    func decode(_ encoded: String) -> Tags { Tags(tags: SpaceSeparated().decode(encoded)) }
    func encode(_ value: Tags) throws -> String { try SpaceSeparated().encode(value.tags) }
}

@JSONModel
struct Photo {
    var title: String
    @JSONKey("media.m") var url: URL
    var link: URL
    @JSONKey("published") var date: Date
    @JSONTransform(TagsTransformer()) var tags: Tags
}

@JSONModel
struct PublicPhotos {
    var title: String
    var modified: Date
    var items: [Photo]
}

/// A decoder for the feed as it is sent: the callback taken off, `\'` read as `'`. Dates are
/// W3C (ISO 8601) dates.
func feedDecoder() -> JSONModelDecoder {
    let decoder = JSONModelDecoder()
    decoder.preprocessor = JSONModelDecoder.removeJSONPCallback
    decoder.parseOptions = .lenient
    decoder.dateDecodingStrategy = .iso8601
    return decoder
}

/// Serves the feed on 127.0.0.1 and fetches it with `URLSession.decode`, as an app fetches it
/// from Flickr.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)  // the server's
func fetchFromLocalServer() async throws -> PublicPhotos {
    guard let url = Bundle.module.url(forResource: "photos_public", withExtension: "js") else {
        print("error: photos_public.js is missing from the bundle")
        exit(1)
    }
    let text = try String(contentsOf: url, encoding: .utf8)
    let server = try await JSONTestServer.start([
        "/services/feeds/photos_public.gne": JSONTestServer.Answer(contentType: "application/javascript", body: text)
    ])
    print("Serving the feed on 127.0.0.1; fetching it with URLSession")
    do {
        let feed = try await URLSession.shared.decode(
            PublicPhotos.self, from: server.url("/services/feeds/photos_public.gne"), decoder: feedDecoder())
        await server.stop()
        return feed
    } catch {
        await server.stop()
        throw error
    }
}

func show(_ feed: PublicPhotos) throws {
    print("\(feed.title), updated \(try ISO8601Date().encode(feed.modified))")
    for photo in feed.items {
        print("  \(photo.title), \(try ISO8601Date().encode(photo.date))")
        print("    image: \(photo.url.absoluteString)")
        print("    page:  \(photo.link.absoluteString)")
        print("    tags:  \(photo.tags.tags.isEmpty ? "none" : photo.tags.tags.joined(separator: ", "))")
    }
}

/// The example, start to end.
func run() async throws {
    let feed: PublicPhotos
    if CommandLine.arguments.dropFirst().contains("--serve") {
        guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *) else {
            print("--serve needs macOS 14 or later, as the local server does")
            exit(1)
        }
        feed = try await fetchFromLocalServer()
    } else {
        feed = try Bundle.module.decode(PublicPhotos.self, fromResource: "photos_public.js", decoder: feedDecoder())
    }
    try show(feed)

    print("Exported as JSON:")
    let encoder = JSONModelEncoder()
    encoder.outputFormatting = [.prettyPrinted, .withoutEscapingSlashes]
    encoder.dateEncodingStrategy = .iso8601
    print(try encoder.encodeToString(feed))
}

do {
    try await run()
} catch {
    print("error: \(error)")
    exit(1)
}
