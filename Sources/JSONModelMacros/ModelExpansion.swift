import SwiftSyntaxBuilder
import SwiftSyntax

extension DeclSyntax {
    /// A declaration parsed from generated source text: the one parse of an expansion's code,
    /// which is written as formatted text.
    init(source: String) { self = "\(raw: source)" }
}

/// The code `@JSONModel` writes for an analysed model, as source text: its field table (what is
/// known of its fields when the macro expands, as data), and `init(from:)`, `encode(to:)` and
/// `merge(from:)`, each a `switch` over the table's fields that the runtime's one loop calls.
package struct ModelExpansion {
    package let model: ModelAnalysis
    /// The properties the table lists (every one that is decoded or encoded), in its order.
    package let fields: [ModelProperty]

    package init(_ model: ModelAnalysis) {
        self.model = model
        fields = model.properties.filter { $0.isDecoded || $0.isEncoded }
    }

    // MARK: - Declarations

    /// The field table: `private static let _jsonFields: JSONFieldTable = [...]`; for a generic
    /// type (which can have no stored static property), a computed one the runtime keeps.
    package var fieldTable: String {
        // A struct's table is in its body with `_jsonDecode(_:)`, and read from the extension
        // (its `encode(to:)`): not private. A class's is (a subclass has one of its own).
        ModelExpansion.tableDeclaration(
            fields.map(fieldEntry), generic: !model.genericParameters.isEmpty, access: model.kind == .structure ? "" : "private ")
    }

    /// One field of the table: its keys (with their alike forms where they differ), whether it
    /// must be there, and its rules.
    private func fieldEntry(_ property: ModelProperty) -> String {
        if property.isFlattened { return ".flattened()" }
        var rules: [String] = []
        if property.isLossy { rules.append(".lossy") }
        if property.defaultsIfInvalid { rules.append(".defaultIfInvalid") }
        return ModelExpansion.tableEntry(paths: property.keyPaths, required: isRequired(property), rules: rules)
    }

    /// A field of a table (`.init("title")`, `.init(paths: [["a", "b"]], alike: ["a"])`): its
    /// paths of keys, the alike form of each path's first key where it differs from the key,
    /// `.optional` unless `required`, and its rules.
    static func tableEntry(paths: [[String]], required: Bool, rules: [String] = []) -> String {
        var arguments: [String] = []
        if paths.count == 1 && paths[0].count == 1 {
            let key = paths[0][0]
            arguments.append(ModelExpansion.literal(key))
            let form = alikeForm(key)
            if form != key { arguments.append("alike: \(ModelExpansion.literal(form))") }
        } else {
            let written = paths.map { "[\($0.map(ModelExpansion.literal).joined(separator: ", "))]" }
            arguments.append("paths: [\(written.joined(separator: ", "))]")
            arguments.append("alike: [\(paths.map { ModelExpansion.literal(alikeForm($0[0])) }.joined(separator: ", "))]")
        }
        if !required || !rules.isEmpty { arguments.append(required ? ".required" : ".optional") }
        if !rules.isEmpty { arguments.append("[\(rules.joined(separator: ", "))]") }
        return ".init(\(arguments.joined(separator: ", ")))"
    }

    /// A table of `entries` as its declaration: a stored static, or for a generic type (which
    /// can have none) a computed one that the runtime keeps.
    static func tableDeclaration(_ entries: [String], generic: Bool, access: String = "private ") -> String {
        let lines = entries.map { "    " + $0 + "," }
        let literal = lines.isEmpty ? "[]" : "[\n\(lines.joined(separator: "\n"))\n]"
        guard !generic else {
            let body = ModelExpansion.indented(["JSONFieldTable.shared(for: Self.self) {", ModelExpansion.indented([literal]), "}"])
            return "\(access)static var _jsonFields: JSONFieldTable {\n\(body)\n}"
        }
        return "\(access)static let _jsonFields: JSONFieldTable = \(literal)"
    }

    /// `init(from:)`. A struct with a memberwise initializer reads its object through
    /// `_jsonDecode(_:)`; any other model reads its fields here and sets its properties one by
    /// one (a class, then its superclass).
    package var initializer: String {
        if hasObjectFactory {
            return "\(model.access)init(from decoder: any Decoder) throws {\n    self = try JSONFieldValue.reading(decoder) { try \(selfType)._jsonDecode(&$0) }\n}"
        }
        var lines = locals
        let table = tableName
        var reading = ["try JSONFieldValue.reading(decoder) { object in", ModelExpansion.indented(decodeLoop(table: table)), "}"]
        if let superclass = model.superclassName {
            // A subclass's failures come with its superclass's, read from the same object.
            reading = [
                "do {", ModelExpansion.indented(reading), "} catch {",
                "    throw JSONFieldValue.failure(error, decodingSuperclass: { try \(superclass)(from: decoder) }, from: decoder)", "}",
            ]
        }
        lines += reading
        for property in decodedProperties {
            lines.append("self.\(ModelExpansion.escaped(property.name)) = \(assignedValue(property))")
        }
        if model.hasSuperclass { lines.append("try super.init(from: decoder)") }
        let required = model.kind == .structure ? "" : "required "
        return "\(model.access)\(required)init(from decoder: any Decoder) throws {\n\(ModelExpansion.indented(lines))\n}"
    }

    /// Whether the model makes its value with its memberwise initializer, in `_jsonDecode(_:)`.
    private var hasObjectFactory: Bool { model.kind == .structure && model.hasMemberwiseInitializer }

    /// `_jsonDecode(_:)`, which `init(from:)` calls and which `JSONModelDecoder` calls straight
    /// for a model nested in another: the fields read, and the value made by the memberwise
    /// initializer (any other model is read by its `init(from:)`).
    package var objectFactory: String? {
        guard hasObjectFactory else { return nil }
        let signature = "\(model.access)static func _jsonDecode(_ object: inout JSONFieldValue) throws -> Self"
        let arguments = decodedProperties.map { "\(ModelExpansion.label($0.name)): \(assignedValue($0))" }
        let made = "return \(selfType)(\(arguments.joined(separator: ", ")))"
        return "\(signature) {\n\(ModelExpansion.indented(locals + decodeLoop(table: "_jsonFields") + [made]))\n}"
    }

    private var decodedProperties: [ModelProperty] { fields.filter(\.isDecoded) }

    /// A local for each decoded field's value, nil until it is read, of the type the field's
    /// value is read as: in the type's body (a struct's `_jsonDecode(_:)`, a class's
    /// initializer), where a type the declaration names means what it means there.
    private var locals: [String] {
        decodedProperties.map { "var \(local($0)): \(localType($0)) = nil" }
    }

    /// The optional type of `property`'s local: of the type it wraps when it is optional (a
    /// flattened value is read whole, as the property's own type).
    private func localType(_ property: ModelProperty) -> String {
        let wrapped = property.isOptional && !property.isFlattened
        let type = property.type.hasSuffix("!") ? String(property.type.dropLast()) + "?" : property.type
        return "Optional<\(wrapped ? property.wrappedType : type)>"
    }

    /// The loop over the object, with the `switch` that reads each field into its local.
    private func decodeLoop(table: String) -> [String] {
        let cases = fields.enumerated().compactMap { index, property in
            property.isDecoded ? "case \(index): \(readCall(property))" : nil
        }
        guard !cases.isEmpty else { return ["try \(table).decode(&object) { _, _ in }"] }
        return ["try \(table).decode(&object) { field, value in", "    switch field {", ModelExpansion.indented(cases), "    default: break", "    }", "}"]
    }

    /// The model's type where the generated code names it in an expression: `Self`, unless a
    /// property is named `Self`, which an unqualified `Self` then reads; the type's own name there.
    private var selfType: String {
        model.properties.contains { $0.name == "Self" } ? model.typeName : "Self"
    }

    /// The model's table where its code names it: a class's by the class's name (its
    /// subclasses have tables of their own, and `Self` is not available in its initializer).
    private var tableName: String {
        model.kind == .structure ? "\(selfType)._jsonFields" : "\(model.typeName)._jsonFields"
    }

    /// Whether a field must be in the object: no default, and not optional.
    private func isRequired(_ property: ModelProperty) -> Bool {
        !property.isOptional && property.defaultValue == nil && !property.defaultsIfInvalid
    }

    /// The value `init(from:)` gives `property` at the end, moved out of its local: a required
    /// field's (the loop has thrown if it is missing or failed); a field that may be missing
    /// falls back on its default.
    private func assignedValue(_ property: ModelProperty) -> String {
        let name = local(property)
        if isRequired(property) || property.isFlattened { return "JSONFieldValue.take(required: &\(name))" }
        guard let defaultValue = property.defaultValue else { return "JSONFieldValue.take(&\(name))" }
        return "JSONFieldValue.take(&\(name)) ?? \(defaultValue)"
    }

    package var encoder: String {
        let encoded = fields.enumerated().filter { $0.element.isEncoded }
        // A model without encoded properties still writes its object, `{}`: the writer opens it.
        var lines = encoded.isEmpty ? [] : ["let fields = \(tableName)"]
        lines.append("\(encoded.isEmpty ? "_ =" : "var object =") JSONObjectWriter(to: encoder, keyedBy: JSONFieldKey.self)")
        for (index, property) in encoded {
            lines.append("try \(encodeCall(property, index))")
        }
        if model.hasSuperclass { lines.append("try super.encode(to: encoder)") }
        let override = model.hasSuperclass ? "override " : ""
        return "\(override)\(model.access)func encode(to encoder: any Encoder) throws {\n\(ModelExpansion.indented(lines))\n}"
    }

    /// `merge(from:)`: the same loop, nothing required; each field the object has replaces its
    /// property, the others stay as they are; on an error, nothing changed. A struct's fields
    /// are updated in a copy of the value, which replaces `self` at the end; a class's go
    /// through locals, set on `self` at the end.
    package var merge: String {
        let merged = fields.enumerated().filter { $0.element.isDecoded && !$0.element.isLet }
        // A struct's fields are updated in a copy; with none to update, the object is only read.
        let inCopy = model.kind == .structure && !merged.isEmpty
        var lines: [String] = []
        if inCopy {
            lines.append("var merged = self")
        } else {
            for (_, property) in merged {
                lines.append("var \(local(property)) = self.\(ModelExpansion.escaped(property.name))")
            }
        }
        let cases = merged.map { index, property in
            "case \(index): \(updateCall(property, target: inCopy ? "merged.\(ModelExpansion.escaped(property.name))" : local(property)))"
        }
        let table = tableName
        let loop = cases.isEmpty
            ? ["try \(table).merge(&object) { _, _ in }"]
            : ["try \(table).merge(&object) { field, value in", "    switch field {", ModelExpansion.indented(cases), "    default: break", "    }", "}"]
        lines += ["try JSONFieldValue.reading(decoder) { object in", ModelExpansion.indented(loop), "}"]
        if model.hasSuperclass { lines.append("try super.merge(from: decoder)") }
        if inCopy {
            lines.append("self = merged")
        } else {
            for (_, property) in merged {
                lines.append("self.\(ModelExpansion.escaped(property.name)) = \(local(property))")
            }
        }
        let mutating = model.kind == .structure ? "mutating " : ""
        let override = model.hasSuperclass ? "override " : ""
        return "\(override)\(model.access)\(mutating)func merge(from decoder: any Decoder) throws {\n\(ModelExpansion.indented(lines))\n}"
    }

    // MARK: - Calls

    /// The read of `property`'s field into its local: one call, which never throws (a failure
    /// stays with the value, for the loop).
    private func readCall(_ property: ModelProperty) -> String {
        let name = local(property)
        if property.isFlattened { return "value.readFlattened(&\(name))" }
        if let transformer = property.transformer { return "value.read(&\(name), using: \(transformer))" }
        return "value.read(&\(name))"
    }

    private func encodeCall(_ property: ModelProperty, _ index: Int) -> String {
        // `self.`, so that neither a local of the generated code (`object`, `encoder`) nor a
        // keyword (`self`, `await`) is read in the property's place.
        let name = "self.\(ModelExpansion.escaped(property.name))"
        if property.isFlattened { return "object.encodeFlattened(\(name), to: encoder)" }
        let ifPresent = property.isOptional ? "IfPresent" : ""
        if let transformer = property.transformer {
            return "object.encode\(ifPresent)(\(name), for: fields[\(index)], using: \(transformer))"
        }
        return "object.encode\(ifPresent)(\(name), for: fields[\(index)])"
    }

    /// The update of `property` in `merge(from:)`: one call, which never throws.
    private func updateCall(_ property: ModelProperty, target name: String) -> String {
        if property.isFlattened { return "value.updateFlattened(&\(name))" }
        if let transformer = property.transformer { return "value.update(&\(name), using: \(transformer))" }
        return "value.update(&\(name))"
    }

    /// The lines indented by four spaces; empty lines stay empty.
    static func indented(_ lines: [String]) -> String {
        lines.flatMap { $0.split(separator: "\n", omittingEmptySubsequences: false) }.map { $0.isEmpty ? "" : "    \($0)" }
            .joined(separator: "\n")
    }

    // MARK: - Names

    /// The names the generated code gives its own variables and parameters, in structs,
    /// classes and enums alike.
    static let generatedNames: Set<String> = [
        "object", "decoder", "encoder", "source", "tag", "cases", "value", "container", "known", "field", "fields", "merged",
    ]

    /// The local variable that holds `property`'s value in `init(from:)` and `merge(from:)`:
    /// the property's name, unless the generated code uses that name itself (`object`,
    /// `decoder`); then the name with `_` added until it is nobody's.
    func local(_ property: ModelProperty) -> String {
        let others = model.properties.map(\.name)
        guard typeWords.contains(property.name) else { return ModelExpansion.local(property.name, avoiding: others) }
        // A local named as a type that a field's type names would hide the type.
        var candidate = property.name + "_"
        while ModelExpansion.generatedNames.contains(candidate) || others.contains(candidate) || typeWords.contains(candidate) { candidate += "_" }
        return candidate
    }

    /// The words the properties' types are written with (`Date`, `Swift`, `Int`).
    private var typeWords: Set<String> {
        Set(model.properties.flatMap { $0.type.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }).map(String.init) })
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
