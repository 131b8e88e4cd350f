// Building DecodingErrors that say what was expected, what was found, and where: the coding
// path, and the line and column of the value in the input.

import Foundation

/// A line and column that an error message names.
struct SourcePlace: Hashable {
    var line: Int
    var column: Int
}

extension TapeDecoder {
    /// ` at line 5, column 20` for the value at `index`, or nothing when positions mean nothing.
    func location(of index: Int) -> String {
        guard locatesErrors, index < tape.count else { return "" }
        let (line, column) = sourcePosition(of: entries[index].offset)
        state.pointee.locatedValues[SourcePlace(line: line, column: column)] = index
        return " at line \(line), column \(column)"
    }

    // MARK: - Paths in the document

    /// The path of the value (or key) at `index` as the document writes it: its keys as they
    /// are in the input, whatever Swift names the properties they fill; for an element of a
    /// stream, under the element's index.
    func documentPath(of index: Int) -> JSONPath {
        var components: [JSONPath.Component] = origin.map { [.index($0.index)] } ?? []
        var container = 0
        descent: while container != index && container < tape.count && entries[container].isContainer {
            let entry = entries[container]
            let isObject = entry.kind == .object
            var child = container + 1
            var position = 0
            while child < entry.nextSibling {
                let value = isObject ? child + 1 : child
                let end = valueEnd(value)
                if isObject && index == child {
                    components.append(.key(string(entries[child])))
                    break descent
                }
                if index >= value && index < end {
                    components.append(isObject ? .key(string(entries[child])) : .index(position))
                    container = value
                    continue descent
                }
                child = end
                position += 1
            }
            break
        }
        return JSONPath(components)
    }

    /// The path in the document of the value `error` is about, when the decoder named the value
    /// by its line and column: for a missing key, its object's path and the key as the
    /// document would write it. Nil for an error the decoder did not make (a type's own).
    func documentPath(of error: DecodingError) -> JSONPath? {
        guard locatesErrors, let context = error.context, let place = messageLocation(in: context.debugDescription),
            let index = state.pointee.locatedValues[SourcePlace(line: place.line, column: place.column)]
        else { return nil }
        if case .keyNotFound(let key, _) = error, entries[index].kind == .object {
            return documentPath(of: index).appending(key: documentKeyName(key))
        }
        return documentPath(of: index)
    }

    /// The key the document would have for `key`: under
    /// ``JSONModelDecoder/KeyDecodingStrategy/convertFromSnakeCase``, its snake_case spelling
    /// when that converts back to it (`unit_price` for `unitPrice`, but `orderID` stays: no
    /// snake_case key converts to it); else the key as it is (every spelling matches under
    /// `.fuzzy`; a custom strategy cannot be turned back).
    func documentKeyName(_ key: any CodingKey) -> String {
        guard case .convertFromSnakeCase = options.keyStrategy else { return key.stringValue }
        let snake = JSONModelEncoder.KeyEncodingStrategy.foundationSnakeCase(key.stringValue)
        return convertFromSnakeCase(snake) == key.stringValue ? snake : key.stringValue
    }

    /// `error` as code outside the decoder sees it: the failures of models, which travel inside
    /// the decoder as ``JSONDecodingFailures``, become the `DecodingError` of
    /// ``JSONDecodingFailures/error(for:)``. At the `decode` call (`atTop`), a failure of a value
    /// the decoder named also carries, as its underlying error, the list of that one failure,
    /// with the value's path in the document; a Codable type's `init(from:)`, which may catch
    /// the error, gets it as it was thrown.
    func publicError(_ error: any Error, atTop: Bool = true) -> any Error {
        if let failures = error as? JSONDecodingFailures { return JSONDecodingFailures.error(for: failures.failures) ?? error }
        guard atTop, let decodingError = error as? DecodingError, decodingError.context?.underlyingError == nil,
            let path = documentPath(of: decodingError)
        else { return error }
        var failure = JSONDecodingFailures.Failure(decodingError)
        failure.path = path
        return JSONDecodingFailures.error(for: [failure]) ?? error
    }

    /// The line and column of the byte at `offset`: in the input, or in the stream the input
    /// is an element of.
    func sourcePosition(of offset: Int) -> (line: Int, column: Int) {
        let (line, column) = sourceLocation(of: offset, in: input)
        guard let origin else { return (line, column) }
        let position = origin.start.advanced(line: line, column: column, offset: offset)
        return (position.line, position.column)
    }

    /// The value at `index` in words: `the string "abc"`, `the number 4.5`, `an object`.
    func describeValue(at index: Int) -> String {
        let entry = entries[index]
        switch entry.kind {
        case .null: return "null"
        case .true: return "true"
        case .false: return "false"
        case .number: return "the number \(String(decoding: rawNumber(entry), as: UTF8.self))"
        case .string: return "the string \(quoted(string(entry), limit: 60))"
        case .array: return entry.count == 0 ? "an empty array" : "an array"
        case .object: return entry.count == 0 ? "an empty object" : "an object"
        }
    }

    /// A value of the wrong JSON type; `null` where a value is needed is `valueNotFound`, as in
    /// Foundation, except for `Bool`, which Foundation reports as a type mismatch.
    func typeMismatch(_ type: Any.Type, at index: Int, path: [any CodingKey]) -> DecodingError {
        let message = "expected \(typeName(type)), found \(describeValue(at: index))\(location(of: index))"
        if entries[index].kind == .null && type != Bool.self {
            return .valueNotFound(type, DecodingError.Context(codingPath: path, debugDescription: message))
        }
        return .typeMismatch(type, DecodingError.Context(codingPath: path, debugDescription: message))
    }

    /// A keyed or unkeyed container asked of a value that is not an object or an array.
    func containerMismatch(expected type: Any.Type, at index: Int, path: [any CodingKey]) -> DecodingError {
        let expected = type == [Any].self ? "an array" : "an object"
        let message = "expected \(expected), found \(describeValue(at: index))\(location(of: index))"
        if entries[index].kind == .null {
            return .valueNotFound(type, DecodingError.Context(codingPath: path, debugDescription: message))
        }
        return .typeMismatch(type, DecodingError.Context(codingPath: path, debugDescription: message))
    }

    /// No member for `key` in the object at `object`, whose path is `node`; names the object's
    /// key most like it, when one is close enough to be a misspelling or another spelling, and
    /// is not a key that another case of the key type reads (when the key type lists its cases,
    /// as `@JSONModel`'s do): for a missing `longitude`, not the `latitude` that is there.
    func keyNotFound(_ key: any CodingKey, inObject object: Int, node: PathNode, readByOthers: [String]? = nil) -> DecodingError {
        var message = "no key \(quoted(documentKeyName(key))) in the object\(location(of: object))"
        let taken = Set((readByOthers ?? otherKeys(than: key)).map(JSONFieldTable.alikeForm))
        let candidates = memberKeys(of: object).filter { !taken.contains(JSONFieldTable.alikeForm($0)) }
        if let suggestion = closestName(to: key.stringValue, among: candidates) {
            message += "; did you mean \(quoted(suggestion))?"
        }
        return .keyNotFound(key, DecodingError.Context(codingPath: node.codingPath(), debugDescription: message))
    }

    /// A number that the type cannot hold: too large, or not whole for an integer type.
    func numberDoesNotFit(_ type: Any.Type, at index: Int, path: [any CodingKey], reason: String? = nil) -> DecodingError {
        let entry = entries[index]
        let number: JSONNumber? = entry.kind == .number ? self.number(entry) : numberInString(entry)
        let reason = reason ?? reasonNumberDoesNotFit(number, type)
        let message = "expected \(typeName(type)), found \(describeValue(at: index)), \(reason)\(location(of: index))"
        return .dataCorrupted(DecodingError.Context(codingPath: path, debugDescription: message))
    }

    private func reasonNumberDoesNotFit(_ number: JSONNumber?, _ type: Any.Type) -> String {
        let reason: String
        if let number, !number.isWholeNumber, type is any FixedWidthInteger.Type {
            reason = "which is not a whole number"
        } else {
            reason = "which is out of its range"
        }
        return reason
    }

    /// A value of the right JSON type that still cannot be read (a bad date, URL or Base64).
    func dataCorrupted(_ message: String, at index: Int, path: [any CodingKey]) -> DecodingError {
        .dataCorrupted(DecodingError.Context(codingPath: path, debugDescription: message + location(of: index)))
    }
}

/// The keys of the other cases of `key`'s type, when the type lists its cases: the keys other
/// fields read.
private func otherKeys(than key: any CodingKey) -> [String] {
    guard let keyType = type(of: key) as? any CaseIterable.Type else { return [] }
    return caseKeys(of: keyType).filter { $0 != key.stringValue }
}

private func caseKeys<Key: CaseIterable>(of type: Key.Type) -> [String] {
    Key.allCases.compactMap { ($0 as? any CodingKey)?.stringValue }
}

/// The name among `candidates` most like `name`, if one is close enough to be a misspelling or
/// another spelling of it: equal ignoring case, `_` and `-`, or a few letters away (at most a
/// third of its length). For missing keys, unknown tags and unknown raw values alike.
///
/// ```swift
/// closestName(to: "circel", among: ["circle", "square"])   // "circle"
/// ```
func closestName(to name: String, among candidates: some Sequence<String>) -> String? {
    var best: (name: String, distance: Int)?
    let target = JSONFieldTable.alikeForm(name)
    for candidate in candidates {
        let distance = editDistance(JSONFieldTable.alikeForm(candidate), target)
        if distance <= max(1, target.count / 3), best.map({ distance < $0.distance }) ?? true {
            best = (candidate, distance)
        }
    }
    return best?.name
}

/// `Int`, `String`, `[String: Any]`: how a type is named in messages.
func typeName(_ type: Any.Type) -> String {
    String(describing: type)
}

/// `text` in double quotes with JSON escapes, shortened with `…` past `limit` characters.
func quoted(_ text: String, limit: Int = 200) -> String {
    let shortened = text.count > limit ? String(text.prefix(limit)) + "…" : text
    return JSONValue.string(shortened).jsonString()
}

/// An error in words, for reports: a DecodingError's description without Swift's wrapping.
func describe(_ error: any Error) -> String {
    if let failures = JSONDecodingFailures(error) {
        // One failure in the words of its own error, as the Codable path words it.
        if failures.failures.count == 1 { return describe(failures.failures[0].error) }
        return failures.failures.map(\.description).joined(separator: "; ")
    }
    guard let error = error as? DecodingError else { return String(describing: error) }
    switch error {
    case .typeMismatch(_, let context), .valueNotFound(_, let context), .keyNotFound(_, let context),
        .dataCorrupted(let context):
        return context.debugDescription
    @unknown default:
        return String(describing: error)
    }
}

extension DecodingError {
    /// The same error with its context changed by `change`.
    func mappingContext(_ change: (Context) -> Context) -> DecodingError {
        switch self {
        case .typeMismatch(let type, let context): return .typeMismatch(type, change(context))
        case .valueNotFound(let type, let context): return .valueNotFound(type, change(context))
        case .keyNotFound(let key, let context): return .keyNotFound(key, change(context))
        case .dataCorrupted(let context): return .dataCorrupted(change(context))
        @unknown default: return self
        }
    }

    /// The same error with `note` added to its description.
    func appendingToDescription(_ note: String) -> DecodingError {
        mappingContext { Context(codingPath: $0.codingPath, debugDescription: $0.debugDescription + note, underlyingError: $0.underlyingError) }
    }
}

extension TapeDecoder {
    /// Records that every member of the object at `index` was read, when it is the top-level
    /// object and the root key rules are watching (see ``AutomaticRootKey``): by `allKeys`, or
    /// as a dictionary or a `JSONValue`.
    @inline(__always)
    func noteTopLevelMembersRead(ofObjectAt index: Int) {
        guard index == 0, topLevelKeysFound != nil else { return }
        var member = 1
        while member < entries[0].nextSibling {
            topLevelKeysFound?.append(member)
            member = valueEnd(member + 1)
        }
    }
}
