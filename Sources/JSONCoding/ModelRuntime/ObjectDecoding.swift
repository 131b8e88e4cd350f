// The one loop that reads a model's object: every `@JSONModel` type's decode and merge, under
// `JSONModelDecoder` (on the tape) and under any other decoder (through its keyed container).
// It is not generic and no model inlines it: a model's code is its `switch`, one case per field.
//
// One pass over the object's members matches each key with the table (an exact key first, else
// one that reads alike; the first of two equal keys wins), before any value is decoded. Then the
// fields are handed to the model's closure in the order of their members, each with its value;
// fields of key paths and alternatives where their first key is; flattened fields after.
// Presence is a bit per field: a required field the object lacks is a failure like any other,
// and all of them are thrown at once.

import Foundation

extension JSONFieldTable {
    /// Reads the object `object` stands for: hands `body` each field the object has, with its
    /// value, in the order of the object's members.
    ///
    /// ```swift
    /// static func _jsonDecode(_ object: inout JSONFieldValue) throws -> Self {
    ///     var title: Optional<String> = nil
    ///     try _jsonFields.decode(&object) { field, value in
    ///         switch field {
    ///         case 0: value.read(&title)
    ///         default: break
    ///         }
    ///     }
    ///     return Self(title: JSONFieldValue.take(required: &title))
    /// }
    /// ```
    ///
    /// - Throws: `DecodingError`: under ``JSONModelDecoder`` the first failure, with every
    ///   field's failure (a missing required key, a value that did not decode) listed in its
    ///   ``JSONDecodingFailures``; under any other decoder, the first error, as Codable code
    ///   throws it.
    public func decode(_ object: inout JSONFieldValue, _ body: (Int, inout JSONFieldValue) -> Void) throws {
        try read(&object, requiring: true, body)
    }

    /// Reads the object `object` stands for into a model that is already there: as
    /// ``decode(_:_:)``, but no field is required (what `merge(from:)` does).
    ///
    /// ```swift
    /// try Self._jsonFields.merge(&object) { field, value in
    ///     switch field {
    ///     case 0: value.update(&merged.title)
    ///     default: break
    ///     }
    /// }
    /// ```
    ///
    /// - Throws: as ``decode(_:_:)``.
    public func merge(_ object: inout JSONFieldValue, _ body: (Int, inout JSONFieldValue) -> Void) throws {
        try read(&object, requiring: false, body)
    }

    /// Reads the fields `fields` of the table from the object `object` stands for, as
    /// ``decode(_:_:)`` reads all of them: what a tagged enum does with the fields of the case
    /// its tag names, after reading the tag.
    ///
    /// ```swift
    /// case "circle":
    ///     var radius: Optional<Double> = nil
    ///     try fields.decode(&object, fields: 1 ..< 2) { _, value in value.read(&radius) }
    ///     return .circle(radius: JSONFieldValue.take(required: &radius))
    /// ```
    ///
    /// - Throws: as ``decode(_:_:)``.
    public func decode(_ object: inout JSONFieldValue, fields: Range<Int>, _ body: (Int, inout JSONFieldValue) -> Void) throws {
        try read(&object, requiring: true, fields: fields.clamped(to: 0 ..< storage.fields.count), body)
    }

    private func read(_ object: inout JSONFieldValue, requiring: Bool, fields: Range<Int>? = nil, _ body: (Int, inout JSONFieldValue) -> Void) throws {
        let fields = fields ?? 0 ..< storage.fields.count
        if let tapeRef = object.tapeRef, let parent = object.parent {
            try tapeRef._withUnsafeGuaranteedRef { tape in
                try readOnTape(tape, object.index, parent, object.component, requiring: requiring, fields: fields, sink: object.sink, body)
            }
        } else if let place = object.place {
            try readFromContainer(place, requiring: requiring, fields: fields, body)
        }
    }
}

// MARK: - On the tape

extension JSONFieldTable {
    private func readOnTape(
        _ tape: TapeDecoder, _ object: Int, _ parent: PathNode, _ component: PathComponent, requiring: Bool, fields: Range<Int>,
        sink: UnsafeMutablePointer<FieldSink>, _ body: (Int, inout JSONFieldValue) -> Void
    ) throws {
        guard tape.entries[object].kind == .object else { throw tape.notAnObject(at: object) }
        let node = tape.scopedNode(parent, component)
        if node.depth >= ThreadStack.checkedDepth { try tape.requireStackRoom(at: object, node: node) }
        let report = tape.state.pointee.report != nil ? tape.report : nil
        report?.visitedObjects.insert(object)
        let storage = storage
        // The failures go to the decoder's sink, after those of the objects around this one:
        // this object's are taken back from it when they are thrown.
        let firstFailure = sink.pointee.failures.count
        let keyCount = storage.keys.count
        let words = (keyCount &+ 63) >> 6
        // The member each key takes, then a bit per key that an exact key took: one block on
        // the stack.
        withUnsafeTemporaryAllocation(of: Int.self, capacity: keyCount &+ words) { buffer in
            guard let taken = buffer.baseAddress else { return }
            taken.initialize(repeating: -1, count: keyCount)
            (taken + keyCount).initialize(repeating: 0, count: words)
            var passedOver: [Int] = []
            matchMembers(tape, object, node, taken: taken, passedOver: &passedOver, recording: report != nil)
            let atTop = tape.state.pointee.topLevelKeysFound != nil && node.depth == 0
            // The fields in the order of the model: its failures in that order, as Codable
            // code meets them.
            for field in fields {
                let info = storage.info[field]
                /// Hands the model's code the field's value at `index`.
                @inline(__always) func hand(_ index: Int, _ parent: PathNode, step: Int) {
                    var value = JSONFieldValue(
                        tape: tape, index: index, parent: parent, step: step, table: storage, presence: info.presence, rules: info.rules,
                        sink: sink)
                    body(field, &value)
                }
                if info.isOneKey {
                    let member = taken[info.key]
                    if member != -1 {
                        if let report { noteRead(info.key, taken: taken, passedOver: passedOver, tape, node, report) }
                        if atTop { tape.topLevelKeysFound?.append(member &- 1) }
                        hand(member, node, step: field)
                        continue
                    }
                } else if info.rules.contains(.flattened) {
                    hand(object, node, step: -1)
                    continue
                } else if let found = resolvePath(field, tape, node, taken: taken, failures: &sink.pointee.failures) {
                    hand(found.value, found.node, step: -1)
                    continue
                }
                if requiring && info.presence == .required {
                    sink.pointee.failures.append(tape.failure(missing(field, among: fields, tape, object, node), at: object))
                }
            }
        }
        if sink.pointee.failures.count > firstFailure {
            let failures = Array(sink.pointee.failures[firstFailure...])
            sink.pointee.failures.removeSubrange(firstFailure...)
            throw JSONDecodingFailures.thrown(failures)
        }
    }

    /// The pass over the members: `taken` gets the member each key takes; `passedOver`, when
    /// `recording` (for the report), the members that matched a key another member took.
    private func matchMembers(
        _ tape: TapeDecoder, _ object: Int, _ node: PathNode, taken: UnsafeMutablePointer<Int>, passedOver: inout [Int],
        recording: Bool
    ) {
        let entries = tape.entries
        let matching = tape.modelKeyMatching
        var claims = KeyClaims(storage, taken: taken, recording: recording)
        var member = object &+ 1
        let end = entries[object].nextSibling
        let forgiving = matching == .fuzzy || matching == .exact
        while member < end {
            let entry = entries[member]
            let value = member &+ 1
            member = entries[value].isContainer ? entries[value].nextSibling : member &+ 2
            // The common way first: the key's bytes in the input, by the table's own rule.
            if forgiving && !entry.hasEscapes {
                claims.claim(tape.rawString(entry), value: value)
                continue
            }
            tape.withKeyText(entry) { text in
                switch matching {
                case .fuzzy, .exact:
                    claims.claim(text, value: value)
                case .snakeCase:
                    var converted = convertFromSnakeCase(String(decoding: text, as: UTF8.self))
                    converted.withUTF8 { claims.claimExactly(UnsafeRawBufferPointer($0), value: value) }
                case .custom:
                    guard case .custom(let convert) = tape.options.keyStrategy else { return }
                    var converted = convert(node.codingPath(appending: .stringKey(String(decoding: text, as: UTF8.self)))).stringValue
                    converted.withUTF8 { claims.claimExactly(UnsafeRawBufferPointer($0), value: value) }
                }
            }
        }
        if recording { passedOver = claims.passedOver }
    }

    /// The report's notes of a key read: its member is used; each member that matched the key
    /// as well was passed over (an ambiguous key).
    private func noteRead(
        _ key: Int, taken: UnsafeMutablePointer<Int>, passedOver: [Int], _ tape: TapeDecoder, _ node: PathNode, _ report: ReportRecorder
    ) {
        report.consumedKeys.insert(taken[key] &- 1)
        for pair in stride(from: 0, to: passedOver.count, by: 2) where passedOver[pair &+ 1] == key && passedOver[pair] != taken[key] {
            let value = passedOver[pair]
            guard report.reportedAmbiguities.insert(value &- 1).inserted else { continue }
            report.consumedKeys.insert(value &- 1)
            let ignored = tape.string(tape.entries[value &- 1])
            let chosenKey = tape.string(tape.entries[taken[key] &- 1])
            let name = String(decoding: storage.keys[key].bytes, as: UTF8.self)
            report.add(
                .ambiguousKey, path: node.jsonPath(appending: .stringKey(ignored)),
                message: "not read: it matches the property \(quoted(name)) ignoring case, '_' and '-', "
                    + "and the key \(quoted(chosenKey)) was read for it instead (\(chosenKey == name ? "an exact match" : "the first in the object"))")
        }
    }

    /// Where a field of a path or alternatives is: the first of its paths the object has, each
    /// key after the first looked up in the object before it by the same rule.
    private func resolvePath(
        _ field: Int, _ tape: TapeDecoder, _ node: PathNode, taken: UnsafeMutablePointer<Int>, failures: inout [JSONDecodingFailures.Failure]
    ) -> (value: Int, node: PathNode)? {
        paths: for path in storage.fields[field].paths {
            guard let key = storage.keyIndex[path[0]], taken[key] != -1 else { continue }
            if tape.state.pointee.report != nil { tape.report?.consumedKeys.insert(taken[key] &- 1) }
            var value = taken[key]
            var parent = node
            var component = PathComponent.stringKey(path[0])
            for step in path.dropFirst() {
                switch tape.entries[value].kind {
                case .object:
                    guard let found = memberValue(step, in: value, tape) else { continue paths }
                    if tape.state.pointee.report != nil { tape.report?.visitedObjects.insert(value) }
                    parent = parent.appending(component)
                    component = .stringKey(step)
                    value = found
                case .null:
                    continue paths
                default:
                    let error = tape.containerMismatch(expected: [String: Any].self, at: value, path: parent.codingPath(appending: component))
                    failures.append(tape.failure(error, at: value))
                    return nil
                }
            }
            return (value, parent.appending(component))
        }
        return nil
    }

    /// The value of the member `key` names in the object at `object`, by the table's rule:
    /// the first member whose key it is exactly, else the first that reads alike.
    func memberValue(_ key: String, in object: Int, _ tape: TapeDecoder) -> Int? {
        var alike: Int?
        let form = JSONFieldTable.alikeForm(key)
        var member = object &+ 1
        let end = tape.entries[object].nextSibling
        while member < end {
            let text = tape.string(tape.entries[member])
            if text == key {
                if tape.state.pointee.report != nil { tape.report?.consumedKeys.insert(member) }
                return member &+ 1
            }
            if alike == nil && JSONFieldTable.alikeForm(text) == form { alike = member }
            member = tape.valueEnd(member &+ 1)
        }
        if let alike, tape.state.pointee.report != nil { tape.report?.consumedKeys.insert(alike) }
        return alike.map { $0 &+ 1 }
    }

    /// The error for the required field `field` that the object lacks.
    private func missing(_ field: Int, among fields: Range<Int>, _ tape: TapeDecoder, _ object: Int, _ node: PathNode) -> DecodingError {
        let description = storage.fields[field]
        let own = description.paths.first?.first ?? ""
        var others: [String] = []
        for other in fields {
            for path in storage.fields[other].paths where path[0] != own && !others.contains(path[0]) { others.append(path[0]) }
        }
        var error = tape.keyNotFound(JSONFieldKey(own), inObject: object, node: node, readByOthers: others)
        if description.paths.count > 1 || (description.paths.first?.count ?? 0) > 1 {
            let looked = description.paths.map { quoted($0.joined(separator: ".")) }.joined(separator: ", ")
            error = error.appendingToDescription(" (looked for \(looked))")
        }
        return error
    }
}

extension TapeDecoder {
    /// `body` with the UTF-8 text of the key `entry`: its bytes in the input, or the decoded
    /// key when it has escapes.
    @inline(__always)
    func withKeyText<R>(_ entry: TapeEntry, _ body: (UnsafeRawBufferPointer) -> R) -> R {
        if entry.hasEscapes {
            var text = string(entry)
            return text.withUTF8 { body(UnsafeRawBufferPointer($0)) }
        }
        return body(rawString(entry))
    }
}

// MARK: - Under any other decoder

extension JSONFieldTable {
    private func readFromContainer(_ place: ContainerPlace, requiring: Bool, fields: Range<Int>, _ body: (Int, inout JSONFieldValue) -> Void) throws {
        guard case .decoder(let decoder) = place else { return }
        let container = try decoder.container(keyedBy: JSONFieldKey.self)
        let members = container.allKeys
        let storage = storage
        // The member each key takes, by the rule of the tape.
        var taken = [Int](repeating: -1, count: storage.keys.count) + [Int](repeating: 0, count: (storage.keys.count + 63) >> 6)
        taken.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            var claims = KeyClaims(storage, taken: base, recording: false)
            for (position, member) in members.enumerated() {
                var text = member.stringValue
                text.withUTF8 { claims.claim(UnsafeRawBufferPointer($0), value: position) }
            }
        }
        // The fields in the order of the model, as Codable code reads them: the first error is
        // the one synthesized code would throw.
        var sink = FieldSink()
        try withUnsafeMutablePointer(to: &sink) { sink in
            for field in fields {
                let description = storage.fields[field]
                if description.rules.contains(.flattened) {
                    sink.pointee.place = .decoder(decoder)
                } else if let (holder, key) = try member(of: field, in: container, members: members, taken: taken) {
                    sink.pointee.place = .member(holder, key)
                } else {
                    guard requiring && description.presence == .required else { continue }
                    let key = JSONFieldKey(description.paths.first?.first ?? "")
                    throw DecodingError.keyNotFound(
                        key, DecodingError.Context(codingPath: container.codingPath, debugDescription: "No value associated with key \(quoted(key.stringValue))."))
                }
                var value = JSONFieldValue(presence: description.presence, rules: description.rules, sink: sink)
                body(field, &value)
                if let error = sink.pointee.thrown { throw error }
            }
        }
    }

    /// The container and key of the field `field`: the first of its paths the object has.
    private func member(
        of field: Int, in container: KeyedDecodingContainer<JSONFieldKey>, members: [JSONFieldKey], taken: [Int]
    ) throws -> (KeyedDecodingContainer<JSONFieldKey>, JSONFieldKey)? {
        paths: for path in storage.fields[field].paths {
            guard let first = storage.keyIndex[path[0]], taken[first] >= 0 else { continue }
            var current = container
            var key = members[taken[first]]
            for step in path.dropFirst() {
                guard !(try current.decodeNil(forKey: key)) else { continue paths }
                current = try current.nestedContainer(keyedBy: JSONFieldKey.self, forKey: key)
                guard let found = Self.member(step, of: current) else { continue paths }
                key = found
            }
            return (current, key)
        }
        return nil
    }

    /// The member of `container` that `key` names: itself, else the first that reads alike.
    private static func member(_ key: String, of container: KeyedDecodingContainer<JSONFieldKey>) -> JSONFieldKey? {
        let exact = JSONFieldKey(key)
        if container.contains(exact) { return exact }
        let form = alikeForm(key)
        return container.allKeys.first { alikeForm($0.stringValue) == form }
    }
}

// MARK: - The key rule

/// Which member each of a table's keys takes, as the members come in order: a member whose key
/// is a key exactly takes it, even from a member before it that read alike; otherwise the first
/// member wins. A member that is a key exactly also names the keys that read as that key does.
struct KeyClaims {
    /// A model's table, which lives as long as the process.
    unowned(unsafe) private(set) var storage: JSONFieldTable.Storage
    /// The member each key takes (-1 for none), by whatever numbers the caller gives members;
    /// after the keys, a bit per key that an exact member took (as many words as 64 keys need).
    let taken: UnsafeMutablePointer<Int>
    let exact: UnsafeMutablePointer<Int>
    let recording: Bool
    /// When `recording`: the members that matched a key another member took, as pairs of the
    /// member and the key.
    var passedOver: [Int] = []
    /// The key after the last one matched: objects of one model mostly list keys in one order.
    private var hint = 0

    /// Claims over `taken`, which holds a slot per key of `storage` and then, zeroed, a word of
    /// bits per 64 keys.
    init(_ storage: JSONFieldTable.Storage, taken: UnsafeMutablePointer<Int>, recording: Bool) {
        self.storage = storage
        self.taken = taken
        exact = taken + storage.keys.count
        self.recording = recording
    }

    /// The member `value` whose key's text is `text`, under the forgiving rule: its key
    /// exactly, else every key that reads alike.
    @inline(__always)
    mutating func claim(_ text: UnsafeRawBufferPointer, value: Int) {
        let key = storage.exactKey(text, hint: hint)
        if key >= 0 {
            takeExactly(key, value: value)
        } else if let keys = storage.alikeKeys(text) {
            for key in keys { take(Int(key), value: value, exact: false) }
        }
    }

    /// The member `value` whose key, converted by a key strategy, is `text`: that key exactly,
    /// and no other.
    mutating func claimExactly(_ text: UnsafeRawBufferPointer, value: Int) {
        let key = storage.exactKey(text, hint: hint)
        guard key >= 0 else { return }
        hint = key &+ 1
        take(key, value: value, exact: true)
    }

    @inline(__always)
    private mutating func takeExactly(_ key: Int, value: Int) {
        hint = key &+ 1
        take(key, value: value, exact: true)
        let siblings = storage.siblingRanges[key]
        if !siblings.isEmpty {
            for place in siblings { take(storage.siblingList[place], value: value, exact: false) }
        }
    }

    @inline(__always)
    private mutating func take(_ key: Int, value: Int, exact isExact: Bool) {
        let current = taken[key]
        let bit = 1 &<< (key & 63)
        if current != -1 {
            guard isExact && exact[key >> 6] & bit == 0 else {
                if recording { passedOver += [value, key] }
                return
            }
            if recording { passedOver += [current, key] }
        }
        taken[key] = value
        if isExact { exact[key >> 6] |= bit }
    }
}
