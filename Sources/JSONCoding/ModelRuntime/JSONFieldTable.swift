import Foundation

// A model's fields as data: the keys each is read from and written to, how each falls back
// when its key is missing, and the tables that match an object's keys to them. `@JSONModel`
// writes one per model (a `static let`); one loop in this library reads every model's object
// through it (ObjectDecoding.swift), so a model's own code is a `case` and a typed read per field.

/// The fields of a model as its JSON object has them: for each, its keys (a key, a path of keys
/// into nested objects, or alternatives), whether it must be there, and the rule its value is
/// read by.
///
/// `@JSONModel` writes one for each model. A hand-written model declares one too, and reads its
/// object with ``decode(_:_:)`` and writes it with ``JSONObjectWriter``:
///
/// ```swift
/// struct Photo: Codable {
///     var title: String
///     var tags: [String]
///
///     static let fields: JSONFieldTable = ["title", .init("tags", .optional)]
///
///     init(from decoder: any Decoder) throws {
///         self = try JSONFieldValue.reading(decoder) { object in
///             var title: String?
///             var tags: [String]?
///             try Self.fields.decode(&object) { field, value in
///                 switch field {
///                 case 0: value.read(&title)
///                 default: value.read(&tags)
///                 }
///             }
///             return Photo(title: JSONFieldValue.take(required: &title), tags: tags ?? [])
///         }
///     }
///
///     func encode(to encoder: any Encoder) throws {
///         var object = JSONObjectWriter(to: encoder, keyedBy: JSONFieldKey.self)
///         try object.encode(title, for: Self.fields[0])
///         try object.encode(tags, for: Self.fields[1])
///     }
/// }
/// ```
///
/// A key matches a field when it is one of the field's keys exactly; else when the two read
/// alike (equal once lower-cased and without `_` and `-`). The first member of the object that
/// matches exactly wins, else the first that reads alike; both are settled before any value is
/// decoded.
public struct JSONFieldTable: Sendable, ExpressibleByArrayLiteral {
    /// One field: where it is in the object, whether it must be there, and its rule.
    public struct Field: Sendable {
        /// The paths tried in turn, each a key or keys into nested objects; the first is written.
        let paths: [[String]]
        /// The alike form of the first key of each path (see ``JSONFieldTable/alikeForm(_:)``).
        let alike: [String]
        let presence: Presence
        let rules: Rules

        /// A field of one key.
        ///
        /// ```swift
        /// .init("userName", alike: "username")    // required
        /// .init("notes", .optional)
        /// ```
        ///
        /// - Parameters:
        ///   - key: the key, as the object has it.
        ///   - alike: the key's alike form (lower case, without `_` and `-`), when it differs
        ///     from the key; `@JSONModel` writes it when it expands.
        ///   - presence: whether the key must be there.
        ///   - rules: how the value is read.
        public init(_ key: String, alike: String? = nil, _ presence: Presence = .required, _ rules: Rules = []) {
            paths = [[key]]
            self.alike = [alike ?? JSONFieldTable.alikeForm(key)]
            self.presence = presence
            self.rules = rules
        }

        /// A field at the end of a path of keys, or the first present of several paths.
        ///
        /// ```swift
        /// .init(paths: [["media", "m"]], alike: ["media"], .optional)
        /// .init(paths: [["published"], ["info", "date"]], alike: ["published", "info"])
        /// ```
        public init(paths: [[String]], alike: [String]? = nil, _ presence: Presence = .required, _ rules: Rules = []) {
            self.paths = paths.filter { !$0.isEmpty }
            self.alike = alike ?? self.paths.map { JSONFieldTable.alikeForm($0[0]) }
            self.presence = presence
            self.rules = rules
        }

        /// A value read from the model's own object, as a whole (`@JSONFlatten`).
        ///
        /// ```swift
        /// .flattened(.required)
        /// ```
        public static func flattened(_ presence: Presence = .required) -> Field {
            Field(paths: [], alike: [], presence, .flattened)
        }

        /// The key written when the model is encoded: the first path's last key.
        var writtenKey: String { paths.first?.last ?? "" }
    }

    /// Whether a field must be in the object.
    public enum Presence: Sendable {
        /// A missing key is an error (`keyNotFound`).
        case required
        /// A missing key or `null` leaves the field's local nil: an optional, or a property
        /// with a default.
        case optional
    }

    /// How a field's value is read.
    public struct Rules: OptionSet, Sendable {
        public let rawValue: UInt8
        public init(rawValue: UInt8) { self.rawValue = rawValue }

        /// A collection leaves out the elements that cannot be decoded (`@JSONLossy`).
        public static let lossy = Rules(rawValue: 1)
        /// A value that cannot be decoded leaves the field's local nil, and the decoding report
        /// says so (`@JSONDefaultIfInvalid`, `invalidValues: .useDefault`).
        public static let defaultIfInvalid = Rules(rawValue: 2)
        /// The value is read from the model's own object (`@JSONFlatten`).
        public static let flattened = Rules(rawValue: 4)
    }

    @usableFromInline let storage: Storage

    /// The table of `fields`, in the order the model's `switch` numbers them.
    public init(_ fields: [Field]) {
        storage = Storage(fields)
    }

    public init(arrayLiteral fields: Field...) {
        self.init(fields)
    }

    /// How many fields there are.
    public var count: Int { storage.fields.count }

    /// The key the field `index` is written to.
    ///
    /// ```swift
    /// Photo.fields.key(0)    // JSONFieldKey("title")
    /// ```
    public func key(_ index: Int) -> JSONFieldKey { JSONFieldKey(storage.fields[index].writtenKey) }

    /// The field `index` as ``JSONObjectWriter`` writes it: its first path.
    ///
    /// ```swift
    /// try object.encode(title, for: Self.fields[0])
    /// ```
    public subscript(index: Int) -> JSONField<JSONFieldKey> { storage.written[index] }

    /// The table `make` makes for `type`, made once and kept: for a generic model, which can
    /// have no stored static property.
    ///
    /// ```swift
    /// private static var _jsonFields: JSONFieldTable {
    ///     JSONFieldTable.shared(for: Self.self) { [.init("items")] }
    /// }
    /// ```
    public static func shared(for type: Any.Type, _ make: () -> JSONFieldTable) -> JSONFieldTable {
        let identifier = ObjectIdentifier(type)
        if let table = SharedTables.shared.table(identifier) { return table }
        return SharedTables.shared.add(make(), identifier)
    }

    /// The form of `key` that alike keys share: lower case, without `_` and `-`. The one rule
    /// of forgiving key matching, for a model's fields and for `JSONModelDecoder`'s `.fuzzy`
    /// keys alike (`@JSONModel` writes the forms of a model's keys with a copy of it, held equal
    /// by a test).
    ///
    /// ```swift
    /// JSONFieldTable.alikeForm("user_Name")    // "username"
    /// ```
    public static func alikeForm(_ key: String) -> String {
        String(key.lowercased().unicodeScalars.filter { $0 != "_" && $0 != "-" })
    }

    /// ``alikeForm(_:)`` of the UTF-8 key `key`, handed to `body`: a plain ASCII key of up to
    /// 64 bytes made on the stack.
    @inline(__always)
    static func withAlikeForm<R>(_ key: UnsafeRawBufferPointer, _ body: (UnsafeRawBufferPointer) -> R) -> R {
        if key.count <= 64 && key.allSatisfy({ $0 < 0x80 }) {
            return withUnsafeTemporaryAllocation(byteCount: 64, alignment: 8) { buffer in
                var count = 0
                for byte in key where byte != UInt8(ascii: "_") && byte != UInt8(ascii: "-") {
                    buffer[count] = asciiLowercased(byte)
                    count &+= 1
                }
                return body(UnsafeRawBufferPointer(rebasing: buffer[0 ..< count]))
            }
        }
        var form = alikeForm(String(decoding: key, as: UTF8.self))
        return form.withUTF8 { body(UnsafeRawBufferPointer($0)) }
    }
}

// MARK: - Matching keys

extension JSONFieldTable {
    /// The table's data and its key index, made once per model.
    @usableFromInline
    final class Storage: @unchecked Sendable {
        let fields: [Field]
        /// The distinct first keys of the fields' paths, in the order of the fields.
        let keys: [KeyEntry]
        /// For each key, the other keys that read as it does (``KeyEntry/alikeSiblings``), as a
        /// range of ``siblingList``: plain memory, read for every member that matches.
        let siblingRanges: UnsafeMutableBufferPointer<Range<Int>>
        let siblingList: UnsafeMutableBufferPointer<Int>
        /// Their bytes one after another, and where each starts (one more: the end).
        let keyBytes: UnsafeRawBufferPointer
        let keyStarts: UnsafeMutableBufferPointer<Int>
        /// How many keys there are (``keys``' count, read for every member).
        let keyCount: Int
        /// Open addressing over ``keys`` by each key's bytes; and over the distinct alike forms.
        let exactSlots: [Int32]
        let alikeSlots: [Int32]
        /// For each distinct alike form: its bytes, and the keys that have it.
        let alikeForms: [(form: [UInt8], keys: [Int32])]
        /// Each first key's place in ``keys``.
        let keyIndex: [String: Int]
        /// What the loop reads of each field, as plain values in memory of their own: read for
        /// every field of every object, with no reference counted.
        let info: UnsafeMutableBufferPointer<FieldInfo>
        /// Each field's step in a coding path: its first key.
        let stepKeys: [String]
        /// Each field as the writer writes it.
        let written: [JSONField<JSONFieldKey>]

        deinit {
            keyBytes.deallocate()
            keyStarts.deallocate()
            info.deallocate()
            siblingRanges.deallocate()
            siblingList.deallocate()
        }

        init(_ fields: [Field]) {
            self.fields = fields
            var keys: [KeyEntry] = []
            var keyIndex: [String: Int] = [:]
            var forms: [(form: [UInt8], keys: [Int32])] = []
            var formIndex: [String: Int] = [:]
            for field in fields {
                for (pathIndex, path) in field.paths.enumerated() {
                    let key = path[0]
                    let index: Int
                    if let known = keyIndex[key] {
                        index = known
                    } else {
                        index = keys.count
                        keyIndex[key] = index
                        let form = pathIndex < field.alike.count ? field.alike[pathIndex] : JSONFieldTable.alikeForm(key)
                        keys.append(KeyEntry(bytes: Array(key.utf8)))
                        if let known = formIndex[form] {
                            forms[known].keys.append(Int32(index))
                        } else {
                            formIndex[form] = forms.count
                            forms.append((Array(form.utf8), [Int32(index)]))
                        }
                    }
                }
            }
            alikeForms = forms
            exactSlots = Storage.slots(keys.map(\.bytes))
            alikeSlots = Storage.slots(forms.map(\.form))
            for form in forms where form.keys.count > 1 {
                for key in form.keys { keys[Int(key)].alikeSiblings = form.keys.filter { $0 != key } }
            }
            self.keyIndex = keyIndex
            self.keys = keys
            var starts = [0]
            var all: [UInt8] = []
            for key in keys {
                all += key.bytes
                starts.append(all.count)
            }
            let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: max(all.count, 1), alignment: 8)
            buffer.copyBytes(from: all)
            keyBytes = UnsafeRawBufferPointer(buffer)
            keyStarts = .allocate(capacity: starts.count)
            _ = keyStarts.initialize(from: starts)
            keyCount = keys.count
            siblingRanges = .allocate(capacity: max(keys.count, 1))
            let siblings = keys.flatMap(\.alikeSiblings).map(Int.init)
            siblingList = .allocate(capacity: max(siblings.count, 1))
            var next = 0
            for (index, key) in keys.enumerated() {
                siblingRanges[index] = next ..< next + key.alikeSiblings.count
                for sibling in key.alikeSiblings {
                    siblingList[next] = Int(sibling)
                    next += 1
                }
            }
            info = .allocate(capacity: max(fields.count, 1))
            for (index, field) in fields.enumerated() {
                let isOneKey = field.paths.count == 1 && field.paths[0].count == 1 && !field.rules.contains(.flattened)
                info[index] = FieldInfo(
                    presence: field.presence, rules: field.rules, isOneKey: isOneKey, key: field.paths.first.flatMap { keyIndex[$0[0]] } ?? -1)
            }
            stepKeys = fields.map { $0.paths.first?.first ?? "" }
            written = fields.map { field in
                guard let first = field.paths.first else { return .key(JSONFieldKey("")) }
                return first.count == 1 ? .key(JSONFieldKey(first[0])) : JSONField(location: .paths([first.map(JSONFieldKey.init)]))
            }
        }

        /// An open-addressing index of `texts`: each slot the text's place plus one, 0 when empty.
        static func slots(_ texts: [[UInt8]]) -> [Int32] {
            var size = 8
            while size < texts.count * 2 { size *= 2 }
            var slots = [Int32](repeating: 0, count: size)
            for (index, text) in texts.enumerated() {
                var slot = text.withUnsafeBytes { Int(truncatingIfNeeded: fieldKeyHash($0)) } & (size - 1)
                while slots[slot] != 0 { slot = (slot + 1) & (size - 1) }
                slots[slot] = Int32(index + 1)
            }
            return slots
        }

        /// The key whose bytes are `key`; -1 for none. `hint` is tried first: objects of one
        /// model mostly list their keys in the same order.
        @inline(__always)
        func exactKey(_ key: UnsafeRawBufferPointer, hint: Int) -> Int {
            if hint < keyCount && keyMatches(hint, key) { return hint }
            return exactKeyByHash(key)
        }

        @inline(never)
        private func exactKeyByHash(_ key: UnsafeRawBufferPointer) -> Int {
            let mask = exactSlots.count - 1
            var slot = Int(truncatingIfNeeded: fieldKeyHash(key)) & mask
            while true {
                let entry = Int(exactSlots[slot])
                if entry == 0 { return -1 }
                if keyMatches(entry - 1, key) { return entry - 1 }
                slot = (slot + 1) & mask
            }
        }

        /// Whether the key `index` is `key`: its bytes in ``keyBytes``, from ``keyStarts``.
        @inline(__always)
        func keyMatches(_ index: Int, _ key: UnsafeRawBufferPointer) -> Bool {
            let start = keyStarts[index]
            let count = keyStarts[index &+ 1] &- start
            guard count == key.count else { return false }
            return bytesEqual(UnsafeRawBufferPointer(rebasing: keyBytes[start ..< start &+ count]), key)
        }

        /// The keys whose alike form is that of `key`; nil for none.
        func alikeKeys(_ key: UnsafeRawBufferPointer) -> [Int32]? {
            JSONFieldTable.withAlikeForm(key) { form in
                let mask = alikeSlots.count - 1
                var slot = Int(truncatingIfNeeded: fieldKeyHash(form)) & mask
                while true {
                    let entry = Int(alikeSlots[slot])
                    if entry == 0 { return nil }
                    let candidate = alikeForms[entry - 1]
                    if candidate.form.count == form.count && candidate.form.withUnsafeBytes({ bytesEqual($0, form) }) { return candidate.keys }
                    slot = (slot + 1) & mask
                }
            }
        }
    }

    /// A first key of some field's paths, and the fields whose paths start with it.
    struct KeyEntry: Sendable {
        let bytes: [UInt8]
        /// The other keys with the same alike form: a member whose key is this one exactly
        /// names them too, as a key alike.
        var alikeSiblings: [Int32] = []
    }

    /// What the loop reads of a field.
    struct FieldInfo {
        let presence: Presence
        let rules: Rules
        /// Whether the field is one key (no path, no alternatives, not flattened).
        let isOneKey: Bool
        /// Its first key's place in ``Storage/keys``.
        let key: Int
    }
}

/// The tables of generic models, by model type.
private final class SharedTables: @unchecked Sendable {
    static let shared = SharedTables()
    private let lock = NSLock()
    private var tables: [ObjectIdentifier: JSONFieldTable] = [:]

    func table(_ identifier: ObjectIdentifier) -> JSONFieldTable? {
        lock.lock()
        defer { lock.unlock() }
        return tables[identifier]
    }

    func add(_ table: JSONFieldTable, _ identifier: ObjectIdentifier) -> JSONFieldTable {
        lock.lock()
        defer { lock.unlock() }
        if let known = tables[identifier] { return known }
        tables[identifier] = table
        return table
    }
}

/// FNV-1a over a key's bytes.
@inline(__always)
func fieldKeyHash(_ key: UnsafeRawBufferPointer) -> UInt64 {
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    for byte in key { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
    return hash ^ (hash &>> 29)
}

extension JSONFieldTable.Field: ExpressibleByStringLiteral {
    /// A required field of the one key `key`.
    ///
    /// ```swift
    /// static let fields: JSONFieldTable = ["name", "age"]
    /// ```
    public init(stringLiteral key: String) {
        self.init(key)
    }
}
