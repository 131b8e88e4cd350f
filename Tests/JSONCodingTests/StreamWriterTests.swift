import Foundation
import JSONCore
import Testing

@testable import JSONCoding

private struct Point: Codable, Equatable {
    var x: Int
    var label: String
}

@Suite("Stream writer")
struct StreamWriterTests {
    func written(_ format: JSONStreamFormat, encoder: JSONModelEncoder = JSONModelEncoder(), _ body: (JSONStreamWriter) throws -> Void) throws -> String {
        var output: [UInt8] = []
        let writer = JSONStreamWriter(format: format, encoder: encoder) { output += $0 }
        try body(writer)
        try writer.finish()
        return String(decoding: output, as: UTF8.self)
    }

    @Test("each format's separators, exactly")
    func exactOutput() throws {
        let points = [Point(x: 1, label: "a"), Point(x: 2, label: "b\n")]
        #expect(try written(.lines) { w in try points.forEach(w.append) } == "{\"x\":1,\"label\":\"a\"}\n{\"x\":2,\"label\":\"b\\n\"}\n")
        #expect(try written(.array) { w in try points.forEach(w.append) } == "[{\"x\":1,\"label\":\"a\"},{\"x\":2,\"label\":\"b\\n\"}]\n")
        #expect(try written(.array) { _ in } == "[]\n")
        #expect(try written(.sequence) { w in try w.append(1); try w.append("x") } == "\u{1E}1\n\u{1E}\"x\"\n")
        #expect(try written(.concatenated) { w in try w.append(1); try w.append(2) } == "1\n2\n")
        #expect(try written(.array(at: "data.items")) { w in try w.append(["a": 1] as JSONValue) } == "{\"data\":{\"items\":[{\"a\":1}]}}\n")
    }

    @Test("a pretty-printing encoder keeps JSON Lines one value per line")
    func prettyEncoder() throws {
        let encoder = JSONModelEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        #expect(try written(.lines, encoder: encoder) { try $0.append(Point(x: 1, label: "a")) } == "{\"label\":\"a\",\"x\":1}\n")
        #expect(try written(.array, encoder: encoder) { try $0.append(Point(x: 1, label: "a")) }.contains("\n  \"label\""))
    }

    @Test("what each format writes, a stream decodes back, past the 64 KiB parts")
    func roundTrip() throws {
        let points = (0 ..< 5_000).map { Point(x: $0, label: "point \($0) ü") }
        for format in [JSONStreamFormat.lines, .array, .sequence, .concatenated, .array(at: "page.points")] {
            var parts = 0
            var output: [UInt8] = []
            let writer = JSONStreamWriter(format: format) {
                parts += 1
                output += $0
            }
            for point in points { try writer.append(point) }
            try writer.finish()
            #expect(parts > 1, "\(format)")
            var read: [Point] = []
            try JSONModelDecoder().decodeElements(of: Point.self, from: [output], format: format) { read.append($0) }
            #expect(read == points, "\(format)")
        }
    }

    @Test("a file is replaced only when the writer finishes")
    func atomicFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("stream-writer-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("points.jsonl")
        try Data("old\n".utf8).write(to: url)

        let writer = try JSONStreamWriter(toFileAt: url)
        for x in 0 ..< 20_000 { try writer.append(Point(x: x, label: "p")) }
        #expect(try String(contentsOf: url, encoding: .utf8) == "old\n")
        try writer.finish()
        var count = 0
        try JSONModelDecoder().decodeElements(of: Point.self, fromFileAt: url, format: .lines) { point in
            #expect(point.x == count)
            count += 1
        }
        #expect(count == 20_000)
        let finished = try Data(contentsOf: url)

        // A writer that never finishes leaves the file as it was, and no new file behind.
        do {
            let abandoned = try JSONStreamWriter(toFileAt: url)
            try abandoned.append(Point(x: -1, label: "never"))
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["points.jsonl"])
        #expect(try Data(contentsOf: url) == finished)
    }

    @Test("a folder that does not exist is an error naming the file")
    func missingFolder() throws {
        let url = URL(fileURLWithPath: "/nonexistent-folder/out.jsonl")
        #expect {
            _ = try JSONStreamWriter(toFileAt: url)
        } throws: { error in
            (error as? JSONLoadingError)?.message == "cannot write /nonexistent-folder/out.jsonl: the folder /nonexistent-folder does not exist; nothing was written"
        }
    }

    @Test("what the sink throws, appending throws, and so does every later call")
    func sinkErrors() throws {
        struct Full: Error {}
        let writer = JSONStreamWriter(format: .lines) { _ in throw Full() }
        #expect(throws: Full.self) {
            for x in 0 ..< 10_000 { try writer.append(Point(x: x, label: "p")) }
        }
        #expect(throws: Full.self) { try writer.append(Point(x: 0, label: "p")) }
        #expect(throws: Full.self) { try writer.finish() }
        #expect(throws: Full.self) { try writer.finish() }
        // A failure at the end, too: the stream never looks finished.
        let late = JSONStreamWriter(format: .array) { _ in throw Full() }
        try late.append(1)
        #expect(throws: Full.self) { try late.finish() }
        #expect(throws: Full.self) { try late.finish() }
    }
}
