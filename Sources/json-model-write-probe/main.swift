// Writes two documents in turn to one file, with JSONModelEncoder.encode(_:to:), until it is
// killed: the atomic-write test kills it at random moments and checks that the file always
// holds one of the two documents whole.
//
//     json-model-write-probe FILE COUNT
//
// Document "A" is {"version":"A","blocks":["aaa…",…]} and "B" {"version":"B","blocks":["bbb…",…]},
// with COUNT and COUNT + 1 blocks of 64 KiB; it prints "wrote N" after each write. Long strings
// encode quickly, so that most of the probe's time is spent writing the file.

import Foundation
import JSONCoding

struct Document: Codable {
    var version: String
    var blocks: [String]
}

let arguments = CommandLine.arguments
guard arguments.count == 3, let count = Int(arguments[2]), count > 0 else {
    FileHandle.standardError.write(Data("usage: json-model-write-probe FILE COUNT\n".utf8))
    exit(2)
}
let url = URL(fileURLWithPath: arguments[1])
let encoder = JSONModelEncoder()
let documents = [
    Document(version: "A", blocks: Array(repeating: String(repeating: "a", count: 65_536), count: count)),
    Document(version: "B", blocks: Array(repeating: String(repeating: "b", count: 65_536), count: count + 1)),
]
var written = 0
while true {
    do {
        try encoder.encode(documents[written % 2], to: url)
    } catch {
        FileHandle.standardOutput.write(Data("error \(error)\n".utf8))
        exit(1)
    }
    written += 1
    FileHandle.standardOutput.write(Data("wrote \(written)\n".utf8))
}
