// Writes two documents in turn to one file, with JSONModelEncoder.encode(_:to:), until it is
// killed: the atomic-write test kills it at random moments and checks that the file always
// holds one of the two documents whole.
//
//     json-model-write-probe FILE COUNT
//
// Document "A" is {"version":"A","items":[1,1,…]} and "B" {"version":"B","items":[2,2,…]},
// with COUNT items and COUNT + 1000 items; it prints "wrote N" after each write.

import Foundation
import JSONCoding

struct Document: Codable {
    var version: String
    var items: [Int]
}

let arguments = CommandLine.arguments
guard arguments.count == 3, let count = Int(arguments[2]), count > 0 else {
    FileHandle.standardError.write(Data("usage: json-model-write-probe FILE COUNT\n".utf8))
    exit(2)
}
let url = URL(fileURLWithPath: arguments[1])
let encoder = JSONModelEncoder()
let documents = [
    Document(version: "A", items: Array(repeating: 1, count: count)),
    Document(version: "B", items: Array(repeating: 2, count: count + 1_000)),
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
