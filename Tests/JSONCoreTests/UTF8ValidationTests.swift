import Foundation
import Testing

@testable import JSONCore

/// The scanner checks UTF-8 inside strings with fast paths for the common two- and three-byte
/// forms; these tests hold it to the standard library's validation for every lead byte, a wide
/// set of following bytes, both with room after the sequence and with the string ending right
/// after it, and check that the decoded string keeps the bytes exactly.
@Suite("UTF-8 in strings")
struct UTF8ValidationTests {
    /// Bytes that follow a lead byte: ASCII, every boundary of the continuation ranges, and lead bytes.
    static let followers: [UInt8] = [0x41, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xC2, 0xE0, 0xED, 0xF0, 0xF4, 0xFF]

    @Test("acceptance matches the standard library for every lead byte", arguments: [false, true])
    func agreesWithStandardLibrary(endsRightAfter: Bool) throws {
        var checked = 0
        for lead in UInt8(0x80) ... 0xFF {
            for second in Self.followers {
                for third in Self.followers {
                    for fourth: UInt8 in [0x41, 0x80, 0xBF, 0xC0] {
                        let sequence = [lead, second, third, fourth]
                        let content = endsRightAfter ? sequence : sequence + Array("tail of the string".utf8)
                        let json = [UInt8.quote] + content + [UInt8.quote]
                        let standard = String(validating: content, as: UTF8.self)
                        do {
                            let value = try JSONValue(parsing: json)
                            #expect(standard != nil, "accepted invalid UTF-8 \(hex(sequence))")
                            #expect(value.string.map { Array($0.utf8) } == content, "changed the bytes of \(hex(sequence))")
                        } catch {
                            #expect(standard == nil, "rejected valid UTF-8 \(hex(sequence)): \(error)")
                            if standard == nil {
                                #expect(error.description.contains("UTF-8"), "\(hex(sequence)): \(error)")
                            }
                        }
                        checked += 1
                    }
                }
            }
        }
        #expect(checked == 128 * 15 * 15 * 4)
    }

    @Test("a string's ASCII-ness survives decoding, escapes included")
    func asciiFlag() throws {
        let value = try JSONValue(parsing: #"["plain", "caf\u00e9", "é", "tab\tbed", "\u0041"]"#)
        #expect(value == ["plain", "café", "é", "tab\tbed", "A"])
        // Equal strings from different spellings hash alike, whatever their storage flags.
        #expect(Set(try JSONValue(parsing: #"["caf\u00e9", "café"]"#).array ?? []).count == 1)
    }

    private func hex(_ bytes: [UInt8]) -> String {
        bytes.map { "0x" + String($0, radix: 16, uppercase: true) }.joined(separator: " ")
    }
}
