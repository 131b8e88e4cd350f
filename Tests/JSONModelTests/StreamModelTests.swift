import Foundation
import JSONModel
import Testing

@Suite struct StreamModelTests {
    let good = #"{"id": 1, "customer": {"name": "Ann", "email": "a@x"}, "lines": [{"product": "tea", "quantity": 1}]}"#
    /// The order with six bad fields that AllFailuresTests decodes.
    let broken = AllFailuresTests().broken

    func chunks(_ text: String, size: Int) -> [[UInt8]] {
        let bytes = Array(text.utf8)
        return stride(from: 0, to: bytes.count, by: size).map { Array(bytes[$0 ..< min($0 + size, bytes.count)]) }
    }

    @Test func modelsDecodeElementByElement() throws {
        let text = "[\(good),\n\(good.replacingOccurrences(of: "\"id\": 1", with: "\"id\": 2"))]"
        for size in [1, 10, 4096] {
            var ids: [Int] = []
            try JSONModelDecoder().decodeElements(of: Order.self, from: chunks(text, size: size)) { ids.append($0.id) }
            #expect(ids == [1, 2])
        }
    }

    @Test func everyBadFieldOfAnElementIsListedAsDecodingTheWholeArrayListsIt() throws {
        let text = "[\n\(good),\n\(broken)\n]"
        func failures(_ body: () throws -> Void) throws -> [String] {
            do {
                try body()
                Issue.record("decoded")
                return []
            } catch let error as DecodingError {
                let failures = try #require(JSONDecodingFailures(error))
                return failures.failures.map { "\($0.line ?? 0):\($0.column ?? 0) \($0.path)" }
            }
        }
        let whole = try failures { _ = try JSONModelDecoder().decode([Order].self, from: text) }
        #expect(whole == ["4:9 [1].id", "5:24 [1].customer.name", "5:15 [1].customer.email", "8:36 [1].lines[1].quantity",
                          "9:5 [1].lines[2].product", "11:11 [1].note"])
        for size in [1, 7, 4096] {
            let streamed = try failures {
                try JSONModelDecoder().decodeElements(of: Order.self, from: chunks(text, size: size)) { _ in }
            }
            #expect(streamed == whole, "chunks of \(size)")
        }
    }

    @Test func skippedModelsAreReportedWithTheirIndex() throws {
        let decoder = JSONModelDecoder()
        decoder.invalidElementStrategy = .skip
        var ids: [Int] = []
        let text = "\(good)\n\(broken.replacingOccurrences(of: "\n", with: " "))\n\(good)\n"
        let summary = try decoder.decodeElements(of: Order.self, from: chunks(text, size: 16), format: .lines) { ids.append($0.id) }
        #expect(ids == [1, 1])
        #expect(summary.report.entries.map(\.path.description) == ["[1]"])
        #expect(summary.report.entries[0].message.hasPrefix("left out an element that could not be decoded: 4 fields could not be decoded:"))
    }
}
