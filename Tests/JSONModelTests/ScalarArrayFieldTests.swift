// Fields that are arrays of the common scalars, and arrays of such arrays: the decoder reads them
// straight into their storage. Each behaviour is checked against JSONDecoder on the same type's
// synthesized Codable conformance, and against the decoder's own generic array code (a type
// that is no array of scalars, decoded the same way), so that the shortcut cannot drift.

import Foundation
import JSONModel
import Testing

@JSONModel
struct ArrayShape: Equatable {
    var ids: [Int]
    var tags: [String]
    var weights: [Double]
    var rings: [[Double]]
    var grid: [[Int]]
    var words: [[String]]
    var extra: [Int]?
}

/// The same fields, synthesized: what JSONDecoder reads.
struct PlainArrayShape: Codable, Equatable {
    var ids: [Int]
    var tags: [String]
    var weights: [Double]
    var rings: [[Double]]
    var grid: [[Int]]
    var words: [[String]]
    var extra: [Int]?
}

/// A path, line and column for each failure of decoding `json` as `T`.
private func failures<T: Decodable>(_ type: T.Type, _ json: String, decoder: JSONModelDecoder = JSONModelDecoder()) -> [String] {
    do {
        _ = try decoder.decode(T.self, from: json)
        return []
    } catch {
        if let all = JSONDecodingFailures(error) {
            return all.failures.map { "\($0.line ?? 0):\($0.column ?? 0) \($0.path)" }
        }
        guard let error = error as? DecodingError, let context = context(of: error) else { return ["not a DecodingError: \(error)"] }
        return ["\(JSONPath(codingPath: context.codingPath))"]
    }
}

private func context(of error: DecodingError) -> DecodingError.Context? {
    switch error {
    case .typeMismatch(_, let context), .valueNotFound(_, let context), .keyNotFound(_, let context), .dataCorrupted(let context):
        return context
    @unknown default:
        return nil
    }
}

@Suite struct ScalarArrayFieldTests {
    let good = """
        {"ids": [1, -2, 30000000000], "tags": ["a", "b\\u00e9", ""], "weights": [0.5, -1e3, 7],
         "rings": [[1.5, 2], [], [3, 4, 5, 6]], "grid": [[1], [2, 3]], "words": [["x"], []], "extra": null}
        """

    @Test func readsTheSameValuesAsJSONDecoder() throws {
        let shape = try JSONModelDecoder().decode(ArrayShape.self, from: good)
        let plain = try JSONDecoder().decode(PlainArrayShape.self, from: Data(good.utf8))
        #expect(shape.ids == [1, -2, 30_000_000_000] && shape.ids == plain.ids)
        #expect(shape.tags == ["a", "bé", ""] && shape.tags == plain.tags)
        #expect(shape.weights == [0.5, -1000, 7] && shape.weights == plain.weights)
        #expect(shape.rings == [[1.5, 2], [], [3, 4, 5, 6]] && shape.rings == plain.rings)
        #expect(shape.grid == [[1], [2, 3]] && shape.grid == plain.grid)
        #expect(shape.words == [["x"], []] && shape.words == plain.words)
        #expect(shape.extra == nil && plain.extra == nil)
        // Short arrays are built as literals, longer ones in place: both lengths, and an empty one.
        let long = try JSONModelDecoder().decode(
            ArrayShape.self,
            from: #"{"ids": [], "tags": ["1", "2", "3", "4", "5"], "weights": [1, 2, 3, 4, 5, 6, 7, 8, 9], "rings": [[1, 2, 3, 4, 5]], "grid": [], "words": [], "extra": [9]}"#)
        #expect(long.ids == [] && long.tags == ["1", "2", "3", "4", "5"] && long.weights.count == 9)
        #expect(long.rings == [[1, 2, 3, 4, 5]] && long.extra == [9])
    }

    @Test func aBadElementIsNamedByItsPathLineAndColumn() {
        let json = """
            {"ids": [1, "two"], "tags": ["a"], "weights": [1],
             "rings": [[1, 2], [3, true]], "grid": [[1]], "words": [["x", {}]]}
            """
        #expect(failures(ArrayShape.self, json) == ["1:13 ids[1]", "2:24 rings[1][1]", "2:63 words[0][1]"])
        // JSONDecoder stops at the first, with the same path.
        do {
            _ = try JSONDecoder().decode(PlainArrayShape.self, from: Data(json.utf8))
            Issue.record("decoded")
        } catch let error as DecodingError {
            #expect(context(of: error).map { JSONPath(codingPath: $0.codingPath).description } == "ids[1]")
        } catch {
            Issue.record("not a DecodingError: \(error)")
        }
    }

    @Test func aValueThatIsNoArrayIsATypeMismatchOfTheField() throws {
        let json = #"{"ids": {"a": 1}, "tags": "a", "weights": [1], "rings": [5], "grid": [[1]], "words": [null]}"#
        #expect(failures(ArrayShape.self, json) == ["1:9 ids", "1:27 tags", "1:58 rings[0]", "1:87 words[0]"])
        do {
            _ = try JSONModelDecoder().decode(ArrayShape.self, from: json)
            Issue.record("decoded")
        } catch DecodingError.typeMismatch(let type, let context) {
            // The first failure, as JSONDecoder throws it.
            #expect(ObjectIdentifier(type) == ObjectIdentifier([Any].self))
            #expect(JSONPath(codingPath: context.codingPath).description == "ids")
        }
    }

    @Test func skippingInvalidElementsLeavesOutEachBadOneAndReportsIt() throws {
        let decoder = JSONModelDecoder()
        decoder.invalidElementStrategy = .skip
        let json = #"{"ids": [1, "x", 3], "tags": [true, "t"], "weights": [1], "rings": [[1, "no"], [2]], "grid": [], "words": []}"#
        let (shape, report) = try decoder.decodeWithReport(ArrayShape.self, from: json)
        #expect(shape.ids == [1, 3])
        #expect(shape.tags == ["t"])
        #expect(shape.rings == [[1], [2]])
        #expect(report.entries(.skippedElement).map(\.path.description) == ["ids[1]", "tags[0]", "rings[0][1]"])
    }

    @Test func lenientCoercionConvertsElementsAsTheGenericPathDoes() throws {
        let decoder = JSONModelDecoder()
        decoder.valueCoercion = .lenient
        let json = #"{"ids": ["7"], "tags": ["a"], "weights": ["2.5"], "rings": [["1"]], "grid": [["4"]], "words": []}"#
        let (shape, report) = try decoder.decodeWithReport(ArrayShape.self, from: json)
        #expect(shape.ids == [7] && shape.weights == [2.5] && shape.rings == [[1]] && shape.grid == [[4]])
        #expect(report.entries(.coercedValue).map(\.path.description) == ["ids[0]", "weights[0]", "rings[0][0]", "grid[0][0]"])
    }

    @Test func topLevelArraysOfArraysDecodeToo() throws {
        #expect(try JSONModelDecoder().decode([[Double]].self, from: "[[1, 2.5], [], [3]]") == [[1, 2.5], [], [3]])
        #expect(try JSONModelDecoder().decode([[String]].self, from: #"[["a"], ["b", "c"]]"#) == [["a"], ["b", "c"]])
        #expect(failures([[Int]].self, "[[1], [2, 3.5]]") == ["1:11 [1][1]"])
    }
}
