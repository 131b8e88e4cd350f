// A mistake found in an input, printed for people or as JSON.

import Foundation
import JSONCore

/// A mistake in an input: a syntax error with its place, a stream's error, or an input that
/// cannot be read.
struct Finding {
    var file: String
    var line: Int?
    var column: Int?
    var offset: Int?
    var kind: String
    var message: String
    var expected: String?
    var found: String?
    /// For JSON Lines: the value's index (from 0).
    var elementIndex: Int?
    /// The line of the mistake and the caret's column in it.
    var excerpt: (line: String, column: Int)?

    init(file: String, syntaxError error: JSONSyntaxError, elementIndex: Int? = nil) {
        self.file = file
        line = error.line
        column = error.column
        offset = error.offset
        kind = error.kind.description
        message = Self.commandLineWording(error.message)
        expected = Self.commandLineWording(error.expected)
        found = error.found
        self.elementIndex = elementIndex
        excerpt = (error.sourceLine, error.sourceLineColumn)
    }

    init(file: String, streamError error: JSONStreamError) {
        if let syntax = error.syntaxError {
            self.init(file: file, syntaxError: syntax, elementIndex: error.elementIndex)
            return
        }
        self.init(file: file, message: error.message)
        line = error.position.line
        column = error.position.column
        offset = error.position.offset
        kind = error.kind.description
        elementIndex = error.elementIndex
    }

    /// The finding for an error that ended reading `file`.
    init(file: String, error: any Error) {
        switch error {
        case let error as JSONSyntaxError: self.init(file: file, syntaxError: error)
        case let error as JSONStreamError: self.init(file: file, streamError: error)
        case let error as InputError: self.init(file: file, message: error.message)
        default: self.init(file: file, message: "\(error)")
        }
    }

    /// Prints the finding for `error` on standard error, as a compiler prints one.
    static func report(_ error: any Error, in file: String) {
        Terminal.standardError.write(Finding(file: file, error: error).rendered(for: .standardError) + "\n")
    }

    init(file: String, message: String) {
        self.file = file
        kind = "unreadable"
        self.message = message
    }

    /// The library's hints, which name its options, in the words of this tool's options.
    private static func commandLineWording(_ text: String) -> String {
        text.replacingOccurrences(of: "JSONParseOptions.allowsTrailingCommas", with: "--lenient")
            .replacingOccurrences(of: "JSONParseOptions.allowsEscapedApostrophes", with: "--lenient")
            .replacingOccurrences(of: " (JSONParseOptions.maximumDepth)", with: "")
    }

    /// `file:3:14: error: message`, the line, and a caret under the spot.
    func rendered(for terminal: Terminal) -> String {
        var location = file
        if let line, let column { location += ":\(line):\(column)" }
        var text = terminal.styled(location + ":", .bold) + " " + terminal.styled("error:", .error) + " " + message
        if let excerpt {
            var indent = ""
            for character in excerpt.line.prefix(max(0, excerpt.column - 1)) { indent.append(character == "\t" ? "\t" : " ") }
            text += "\n" + excerpt.line + "\n" + indent + terminal.styled("^", .caret)
        }
        return text
    }

    /// The finding as one JSON object, for editors and CI.
    var json: JSONValue {
        var object: JSONObject = ["file": .string(file), "valid": false]
        if let line { object.updateValue(.number(JSONNumber(line)), forKey: "line") }
        if let column { object.updateValue(.number(JSONNumber(column)), forKey: "column") }
        if let offset { object.updateValue(.number(JSONNumber(offset)), forKey: "offset") }
        if let elementIndex { object.updateValue(.number(JSONNumber(elementIndex)), forKey: "value") }
        object.updateValue(.string(kind), forKey: "kind")
        object.updateValue(.string(message), forKey: "message")
        if let expected { object.updateValue(.string(expected), forKey: "expected") }
        if let found { object.updateValue(.string(found), forKey: "found") }
        return .object(object)
    }
}
