import SwiftSyntaxBuilder
import SwiftSyntax

extension DeclSyntax {
    /// A declaration parsed from generated source text: the one parse of an expansion's code,
    /// which is written as formatted text.
    init(source: String) { self = "\(raw: source)" }
}

/// The cases of a generated `CodingKeys`: one per JSON key, named after the property (or
/// value) that owns the key when there is one, else after the key itself, in the order the
/// keys first appear.
struct CodingKeyTable {
    private(set) var keys: [(name: String, value: String)] = []
    /// The case name of each key.
    private(set) var caseNames: [String: String] = [:]
    private var taken: Set<String> = []

    mutating func add(_ value: String, preferring name: String?) {
        guard caseNames[value] == nil else { return }
        var caseName = name ?? ModelExpansion.identifier(for: value)
        if taken.contains(caseName) {
            var number = 2
            while taken.contains("\(caseName)\(number)") { number += 1 }
            caseName = "\(caseName)\(number)"
        }
        taken.insert(caseName)
        caseNames[value] = caseName
        keys.append((caseName, value))
    }

    /// `.title` for the key `"title"`.
    func member(_ value: String) -> String { ".\(ModelExpansion.escaped(caseNames[value] ?? value))" }

    /// The `CodingKeys` enum; with `matcher`, it is `_JSONFieldKeys` and has the matcher's
    /// functions, which the decoder matches a model's keys with.
    static func declaration(_ keys: [(name: String, value: String)], access: String, matcher: KeyMatcher? = nil) -> String {
        let cases = keys.map { key in
            let name = ModelExpansion.escaped(key.name)
            return key.name == key.value ? "    case \(name)" : "    case \(name) = \(ModelExpansion.literal(key.value))"
        }
        guard !cases.isEmpty else {
            // A model without stored properties: an enum without cases cannot have a raw type,
            // so its CodingKey requirements are written out (no key is ever one of its cases).
            return """
                \(access)enum CodingKeys: CodingKey, CaseIterable {
                    \(access)init?(stringValue: String) { nil }
                    \(access)init?(intValue: Int) { nil }
                    \(access)var stringValue: String { switch self {} }
                    \(access)var intValue: Int? { nil }
                }
                """
        }
        // CaseIterable: a missing key's suggestion leaves out the keys the other cases read.
        guard let matcher else {
            return "\(access)enum CodingKeys: String, CodingKey, CaseIterable {\n\(cases.joined(separator: "\n"))\n}"
        }
        let functions = matcher.declarations(access: access)
        let members = cases.joined(separator: "\n") + "\n\n" + ModelExpansion.indented([functions[0], "", functions[1]])
        return "\(access)enum CodingKeys: String, CodingKey, CaseIterable, _JSONFieldKeys {\n\(members)\n}"
    }
}

/// The code `@JSONModel` writes for an analysed model, as source text: its coding keys,
/// `init(from:)`, `encode(to:)` and `merge(from:)`, all calling `JSONObjectReader` and
/// `JSONObjectWriter`.
package struct ModelExpansion {
    package let model: ModelAnalysis
    /// Coding key cases: (case name, JSON key), in the order the keys first appear.
    package let keys: [(name: String, value: String)]
    private let caseNames: [String: String]

    package init(_ model: ModelAnalysis) {
        self.model = model
        var table = CodingKeyTable()
        for property in model.properties where (property.isDecoded || property.isEncoded) && !property.isFlattened {
            for (position, path) in property.keyPaths.enumerated() {
                for (step, key) in path.enumerated() {
                    let isOwnKey = position == 0 && step == path.count - 1 && path.count == 1
                    table.add(key, preferring: isOwnKey ? property.name : nil)
                }
            }
        }
        self.keys = table.keys
        self.caseNames = table.caseNames
    }

    // MARK: - Declarations

    package var codingKeys: String { CodingKeyTable.declaration(keys, access: model.access, matcher: KeyMatcher(values: keys.map(\.value))) }

    /// `init(from:)`: a walk over the object's members, each field decoded where its member
    /// is (``JSONObjectReader/nextField()``); then the fields that are not one key of the object
    /// (key paths, alternatives, flattened values), each found by its own lookup. A struct
    /// whose fields are all in its object hands the object to `_fromJSONObject(_:)`.
    package var initializer: String {
        guard !hasObjectInitializer else {
            let body = model.hasMemberwiseInitializer
                ? "self = try \(selfType)._fromJSONObject(JSONObjectSource(from: decoder))" : "try self.init(_jsonObject: JSONObjectSource(from: decoder))"
            return "\(model.access)init(from decoder: any Decoder) throws {\n    \(body)\n}"
        }
        let modifier = model.kind == .structure ? "" : "required "
        let lines = ["\(readerBinding) object = try JSONObjectReader(from: decoder, keyedBy: CodingKeys.self)"] + fieldReading
        return "\(model.access)\(modifier)init(from decoder: any Decoder) throws {\n\(ModelExpansion.indented(lines))\n}"
    }

    /// Whether the model reads its fields from the object alone, without a `Decoder`: a struct
    /// whose fields are all in its object (a flattened value is read by its own `init(from:)`,
    /// from the decoder). A class, and any other model, decodes through its `init(from:)`.
    private var hasObjectInitializer: Bool {
        model.kind == .structure && !model.hasSuperclass && !model.properties.contains { $0.isDecoded && $0.isFlattened }
    }

    /// For a struct without a memberwise initializer, `init(_jsonObject:)`: the fields read
    /// from the object (see ``initializer``), which `init(from:)` and `_fromJSONObject(_:)` call.
    package var objectInitializer: String? {
        guard hasObjectInitializer, !model.hasMemberwiseInitializer else { return nil }
        let lines = ["\(readerBinding) object = JSONObjectReader(source, keyedBy: CodingKeys.self)"] + fieldReading
        return "\(model.access)init(_jsonObject source: consuming JSONObjectSource) throws {\n\(ModelExpansion.indented(lines))\n}"
    }

    /// `_fromJSONObject(_:)`, which `init(from:)` calls and which `JSONModelDecoder` calls
    /// straight for a model nested in another. With a memberwise initializer, the fields read
    /// here and the value made by that initializer: an initializer that sets five or more
    /// properties one by one ends with a copy of the whole struct (every string and array in it
    /// retained and released), and the memberwise initializer's value is returned as it is made.
    package var objectFactory: String? {
        guard hasObjectInitializer else { return nil }
        let signature = "\(model.access)static func _fromJSONObject(_ source: consuming JSONObjectSource) throws -> Self"
        guard model.hasMemberwiseInitializer else {
            return "\(signature) {\n    try \(selfType)(_jsonObject: source)\n}"
        }
        let lines = ["\(readerBinding) object = JSONObjectReader(source, keyedBy: CodingKeys.self)"] + fieldReading(settingSelf: false)
        let arguments = model.properties.filter(\.isDecoded).map { "\(ModelExpansion.label($0.name)): \(assignedValue($0))" }
        let made = "return \(selfType)(\(arguments.joined(separator: ", ")))"
        return "\(signature) {\n\(ModelExpansion.indented(lines + [made]))\n}"
    }

    /// The body of `init(from:)` after the reader is made: a walk over the object's members,
    /// then the fields found by lookups, then the properties set.
    private var fieldReading: [String] { fieldReading(settingSelf: true) }

    /// `var` for the reader when fields are read through it, `let` when none are (a model
    /// without stored properties): no warning either way.
    private var readerBinding: String { model.properties.contains(where: \.isDecoded) ? "var" : "let" }

    /// The field reading; the properties set on `self` at the end when `settingSelf`.
    private func fieldReading(settingSelf: Bool) -> [String] {
        var lines: [String] = []
        let decoded = model.properties.filter(\.isDecoded)
        let walked = decoded.filter(isWalked)
        for property in walked {
            lines.append("var \(local(property)) = object.unread(\(unreadWitness(property)))")
        }
        if !walked.isEmpty {
            lines.append("while let key = object.nextField() {\n    switch key {\n\(ModelExpansion.indented(fieldCases(walked)))\n    }\n}")
        }
        let lookedUp = decoded.filter { !isWalked($0) }
        for property in lookedUp {
            lines.append("var \(local(property)) = object.unread(\(unreadWitness(property)))")
            lines.append(readCall(property))
        }
        let required = walked.filter(isRequired)
        // A walk hands out only the fields the object has: the required ones it did not are named.
        let requiring = required.isEmpty ? "" : "requiring: [\(required.map { keyCase($0.keyPaths[0][0]) }.joined(separator: ", "))]"
        // A subclass's failures come with its superclass's, read from the same object.
        let failure: String
        if let superclass = model.superclassName {
            failure = "object.failure(\(requiring.isEmpty ? "" : requiring + ", ")decodingSuperclass: { try \(superclass)(from: decoder) })"
        } else {
            failure = "object.failure(\(requiring))"
        }
        // A flattened value is read whole, as the property's own type: nil only when it failed.
        let unwrapped = decoded.filter { isRequired($0) || $0.isFlattened }
        // The required locals are checked here (`_has`, which copies no value) and moved out
        // where the value is made (`_unwrap`): binding each in the `guard` would make every
        // clause's failure destroy the values bound before it, code that grows with the square
        // of the fields.
        lines.append("guard \((unwrapped.map { "object._has(&\(local($0)))" } + ["object.succeeded"]).joined(separator: ", ")) else {\n    throw \(failure)\n}")
        guard settingSelf else { return lines }
        for property in decoded {
            lines.append("self.\(ModelExpansion.escaped(property.name)) = \(assignedValue(property))")
        }
        if model.hasSuperclass { lines.append("try super.init(from: decoder)") }
        return lines
    }

    /// The model's type where the generated code names it in an expression: `Self`, unless a
    /// property is named `Self`, which an unqualified `Self` then reads; the type's own name there.
    private var selfType: String {
        model.properties.contains { $0.name == "Self" } ? model.typeName : "Self"
    }

    /// `.title` for the key `"title"`.
    private func keyCase(_ key: String) -> String { ".\(ModelExpansion.escaped(caseNames[key] ?? key))" }

    /// Whether `property` is decoded in the walk: its field is one key of the object.
    private func isWalked(_ property: ModelProperty) -> Bool {
        !property.isFlattened && property.keyPaths.count == 1 && property.keyPaths[0].count == 1
    }

    /// Whether a field must be in the object: no default, and not optional.
    private func isRequired(_ property: ModelProperty) -> Bool {
        !property.isOptional && property.defaultValue == nil && !property.defaultsIfInvalid
    }

    /// What `unread` takes for the local that holds `property`'s value while the object is
    /// read: of the property's type, or of the type it wraps when it is optional (a flattened
    /// value is read whole, as the property's own type).
    private func unreadWitness(_ property: ModelProperty) -> String {
        let wrapped = property.isOptional && !property.isFlattened
        if model.kind != .structure {
            return ModelExpansion.metatype(wrapped ? property.wrappedType : property.type)
        }
        let witness = "{ (model: Self) in model.\(ModelExpansion.escaped(property.name)) }"
        return wrapped ? "optional: \(witness)" : witness
    }

    /// The walk's `case` for each key that walked fields read, in the order of the keys; a
    /// `default` when some keys are read by no walked field (steps of key paths).
    private func fieldCases(_ walked: [ModelProperty]) -> [String] {
        var cases: [String] = []
        var handled = 0
        for key in keys {
            let readers = walked.filter { $0.keyPaths[0][0] == key.value }
            guard !readers.isEmpty else { continue }
            handled += 1
            let body = readers.map(readCall)
            cases.append("case \(keyCase(key.value)):\n\(ModelExpansion.indented(body))")
        }
        if handled < keys.count { cases.append("default:\n    break") }
        return cases
    }

    /// The value `init(from:)` gives `property` at the end, moved out of its local (the reads
    /// wrote the locals in place, and a copy would retain what a move hands over as it is): a
    /// required field's, checked by the `guard` before; a field that may be missing falls back
    /// on its default.
    private func assignedValue(_ property: ModelProperty) -> String {
        let name = local(property)
        if isRequired(property) || property.isFlattened { return "object._unwrap(&\(name))" }
        guard let defaultValue = property.defaultValue else { return "object._take(&\(name))" }
        return "object._take(&\(name)) ?? \(defaultValue)"
    }

    package var encoder: String {
        // A model without encoded properties still writes its object, `{}`: the writer opens it.
        let writes = model.properties.contains(where: \.isEncoded)
        var lines = ["\(writes ? "var object =" : "_ =") JSONObjectWriter(to: encoder, keyedBy: CodingKeys.self)"]
        for property in model.properties where property.isEncoded {
            lines.append("try \(encodeCall(property))")
        }
        if model.hasSuperclass { lines.append("try super.encode(to: encoder)") }
        let override = model.hasSuperclass ? "override " : ""
        return "\(override)\(model.access)func encode(to encoder: any Encoder) throws {\n\(ModelExpansion.indented(lines))\n}"
    }

    /// `merge(from:)`: each property the object has replaced, the others left as they are; on
    /// an error, nothing changed. A struct's fields are updated in a copy of the value, which
    /// replaces `self` once every field is read: one value for an error to destroy, however many
    /// fields came before it. A class's go through locals, set on `self` at the end.
    package var merge: String {
        let merged = model.properties.filter { $0.isDecoded && !$0.isLet }
        // Only reading fields changes the reader: with none, it is a constant (no warning).
        var lines = ["\(merged.isEmpty ? "let" : "var") object = try JSONObjectReader(from: decoder, keyedBy: CodingKeys.self)"]
        let inCopy = model.kind == .structure && !merged.isEmpty
        if inCopy {
            lines.append("var merged = self")
            for property in merged {
                lines.append(updateCall(property, target: "merged.\(ModelExpansion.escaped(property.name))"))
            }
        } else {
            for property in merged {
                lines.append("var \(local(property)) = self.\(ModelExpansion.escaped(property.name))")
                lines.append(updateCall(property, target: local(property)))
            }
        }
        lines.append("try object.finish()")
        if model.hasSuperclass { lines.append("try super.merge(from: decoder)") }
        if inCopy {
            lines.append("self = merged")
        } else {
            for property in merged {
                lines.append("self.\(ModelExpansion.escaped(property.name)) = \(local(property))")
            }
        }
        let mutating = model.kind == .structure ? "mutating " : ""
        let override = model.hasSuperclass ? "override " : ""
        return "\(override)\(model.access)\(mutating)func merge(from decoder: any Decoder) throws {\n\(ModelExpansion.indented(lines))\n}"
    }

    // MARK: - Calls

    /// `.key(.title)`, `.path(.media, .m)`, `.alternatives([.published], [.date])`.
    func field(_ property: ModelProperty) -> String {
        func path(_ keys: [String]) -> String { keys.map { ".\(ModelExpansion.escaped(caseNames[$0] ?? $0))" }.joined(separator: ", ") }
        if property.keyPaths.count == 1 {
            let keys = property.keyPaths[0]
            return keys.count == 1 ? ".key(\(path(keys)))" : ".path(\(path(keys)))"
        }
        return ".alternatives(\(property.keyPaths.map { "[\(path($0))]" }.joined(separator: ", ")))"
    }

    /// The read of `property`'s field into its local: one call, which never throws (the
    /// reader records a failure, or keeps another decoder's error for `failure(…)`).
    private func readCall(_ property: ModelProperty) -> String {
        let name = local(property)
        if property.isFlattened {
            return "object._decodeFlattened(&\(name), from: decoder)"
        }
        let presence = property.defaultsIfInvalid ? ".defaultIfInvalid" : isRequired(property) ? ".required" : ".optional"
        if let transformer = property.transformer {
            return "object._decode(&\(name), for: \(field(property)), using: \(transformer), \(presence))"
        }
        if property.isLossy {
            return "object._decodeSkippingInvalid(&\(name), for: \(field(property)), \(presence))"
        }
        if isWalked(property) {
            return "object._decode(&\(name), \(keyCase(property.keyPaths[0][0])), \(presence))"
        }
        return "object._decode(&\(name), for: \(field(property)), \(presence))"
    }

    private func encodeCall(_ property: ModelProperty) -> String {
        // `self.`, so that neither a local of the generated code (`object`, `encoder`) nor a
        // keyword (`self`, `await`) is read in the property's place.
        let name = "self.\(ModelExpansion.escaped(property.name))"
        if property.isFlattened { return "object.encodeFlattened(\(name), to: encoder)" }
        let ifPresent = property.isOptional ? "IfPresent" : ""
        if let transformer = property.transformer {
            return "object.encode\(ifPresent)(\(name), for: \(field(property)), using: \(transformer))"
        }
        return "object.encode\(ifPresent)(\(name), for: \(field(property)))"
    }

    /// The update of `property`'s field in `merge(from:)`: one call, which never throws (the
    /// reader records a failure, or keeps another decoder's error for `finish()`); a flattened
    /// value merges itself, and may throw.
    private func updateCall(_ property: ModelProperty, target name: String) -> String {
        if property.isFlattened { return "try object.mergeFlattened(&\(name), from: decoder)" }
        if let transformer = property.transformer {
            return "object._update(&\(name), for: \(field(property)), using: \(transformer))"
        }
        // As decoding does: lossy collections leave bad elements out, and a value of the wrong
        // type leaves a property that falls back on its default as it is.
        let invalid = property.defaultsIfInvalid ? ", ifInvalid: .useDefault" : ""
        if property.isLossy {
            return "object._update(&\(name), for: \(field(property)), skippingInvalidElements: true\(invalid))"
        }
        return "object._update(&\(name), for: \(field(property))\(invalid))"
    }

    /// The lines indented by four spaces; empty lines stay empty.
    static func indented(_ lines: [String]) -> String {
        lines.flatMap { $0.split(separator: "\n", omittingEmptySubsequences: false) }.map { $0.isEmpty ? "" : "    \($0)" }
            .joined(separator: "\n")
    }

    // MARK: - Names

    /// The names the generated code gives its own variables and parameters, in structs,
    /// classes and enums alike.
    static let generatedNames: Set<String> = ["object", "decoder", "encoder", "source", "tag", "cases", "value", "container", "known"]

    /// The local variable that holds `property`'s value in `init(from:)` and `merge(from:)`:
    /// the property's name, unless the generated code uses that name itself (`object`,
    /// `decoder`); then the name with `_` added until it is nobody's.
    func local(_ property: ModelProperty) -> String {
        ModelExpansion.local(property.name, avoiding: model.properties.map(\.name))
    }

    /// `name`, or `name_` (`name__`, …) when `name` is one of ``generatedNames``; never one of
    /// `others`, the names of the type's other properties or values.
    static func local(_ name: String, avoiding others: [String]) -> String {
        guard generatedNames.contains(name) || shadowingNames.contains(name) else {
            return expressionKeywords.contains(name) ? "`\(name)`" : name
        }
        var candidate = name + "_"
        while generatedNames.contains(candidate) || others.contains(candidate) { candidate += "_" }
        return candidate
    }

    /// Names a local cannot take without hiding what the generated code means by them: the
    /// value itself, its type, its superclass.
    static let shadowingNames: Set<String> = ["self", "Self", "super"]

    /// The names that a local must be escaped for where it stands as an expression: the
    /// ``keywords``, and the words that begin an expression of their own (`await x`, `copy x`).
    static let expressionKeywords: Set<String> = keywords.union([
        "await", "async", "any", "some", "each", "consume", "copy", "discard", "borrow", "then", "yield", "unsafe",
    ])

    /// `String.self`, `[Int].self`; a type that is not a plain name in parentheses.
    static func metatype(_ type: String) -> String {
        // Word by word, not `String.contains(_: String)`: that one comes from _StringProcessing,
        // newer than the package's floor on Apple's systems.
        let words = type.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") })
        let plain = type.allSatisfy { $0.isLetter || $0.isNumber || "_.<>[]:, ?!".contains($0) } && !words.contains { $0 == "any" || $0 == "some" }
        let needsParentheses = !plain || type.hasSuffix("?") || type.hasSuffix("!")
        let text = type.hasSuffix("!") ? String(type.dropLast()) + "?" : type
        return needsParentheses ? "(\(text)).self" : "\(text).self"
    }

    /// A Swift identifier for a JSON key: letters, digits and `_` kept, anything else `_`.
    static func identifier(for key: String) -> String {
        var name = String(key.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
        if name.isEmpty || name.first?.isNumber == true { name = "_" + name }
        return name
    }

    /// `name` as a member (after a dot) or a `case` of `CodingKeys`: escaped where it is a
    /// keyword or a name a member may only have in backticks (`Type`, `Protocol`).
    static func escaped(_ name: String) -> String {
        keywords.contains(name) ? "`\(name)`" : name
    }

    /// `name` as an argument label: only `inout` is escaped there (Swift 6 takes every other
    /// keyword as a label, and warns about one escaped in an argument list).
    static func label(_ name: String) -> String {
        name == "inout" ? "`inout`" : name
    }

    /// `text` as a Swift string literal: quotes and backslashes escaped, and every scalar a
    /// reader cannot see or the compiler refuses in source (controls, DEL, format characters
    /// such as bidirectional overrides and zero-width spaces, separators other than the space,
    /// private-use and unassigned code points) written as `\u{…}`.
    static func literal(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if isInvisible(scalar) {
                    result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// A scalar that shows nothing, or something other than itself, where it stands in source.
    static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return scalar.value < 0x20 || scalar.value == 0x7F }
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .spaceSeparator, .privateUse, .surrogate, .unassigned:
            return true
        default:
            return false
        }
    }

    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout", "internal",
        "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static", "struct",
        "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough",
        "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while", "Any", "as", "false", "is", "nil",
        "self", "Self", "super", "throws", "true", "try", "package", "_", "Type", "Protocol",
    ]
}
