package import SwiftSyntax

/// The code `@JSONModel` writes for an analysed enum: its coding keys (for tagged enums),
/// `init(from:)`, `encode(to:)` and `merge(from:)`. Tagged enums read and write through
/// `JSONObjectReader` and `JSONObjectWriter`, as structs do; the members go in the enum's
/// body, where every type its cases name means what it means there.
package struct EnumExpansion {
    package let model: EnumAnalysis
    private let table: CodingKeyTable

    /// The enum's type where the generated code names it in an expression: `Self`, unless a
    /// case is named `Self`, which an unqualified `Self` then reads; the type's own name there.
    private var selfType: String {
        model.cases.contains { $0.name == "Self" } ? model.typeName : "Self"
    }

    package init(_ model: EnumAnalysis) {
        self.model = model
        var table = CodingKeyTable()
        if case .tagged(let tagging) = model.form {
            switch tagging {
            case .internal(let key):
                table.add(key, preferring: nil)
            case .adjacent(let key, let content):
                table.add(key, preferring: nil)
                table.add(content, preferring: nil)
            case .external, .untagged:
                break
            }
            for item in model.cases {
                if tagging == .external && (!item.isFallback || model.fallbackKeeps == .nothing) {
                    item.tags.forEach { table.add($0, preferring: nil) }
                }
                guard !item.isFallback else { continue }
                for value in item.values where value.label != nil { table.add(value.key, preferring: value.label) }
            }
        }
        self.table = table
    }

    package var members: [DeclSyntax] {
        var members: [DeclSyntax] = []
        if !table.keys.isEmpty { members.append(DeclSyntax(source: CodingKeyTable.declaration(table.keys, access: model.access))) }
        members += [initializer, encoder, merge]
        return members
    }

    // MARK: - Decoding

    package var initializer: DeclSyntax {
        let lines: [String]
        switch model.form {
        case .rawValue(let type): lines = rawValueDecoding(type)
        case .caseName: lines = caseNameDecoding()
        case .tagged(.untagged): lines = untaggedDecoding()
        case .tagged(.external): lines = externalDecoding()
        case .tagged(.internal(let key)), .tagged(.adjacent(let key, _)): lines = tagFieldDecoding(key)
        }
        return DeclSyntax(source: "\(model.access)init(from decoder: any Decoder) throws {\n\(ModelExpansion.indented(lines))\n}")
    }

    /// The cases other than the fallback.
    private var known: [EnumAnalysis.Case] { model.cases.filter { !$0.isFallback } }

    /// The cases a tag or value names: the known ones, and a fallback without values (which is
    /// written as its own tag, and read back as itself).
    private var named: [EnumAnalysis.Case] {
        model.cases.filter { !$0.isFallback || model.fallbackKeeps == .nothing }
    }

    private func rawValueDecoding(_ type: String) -> [String] {
        let read = "let value = try decoder.singleValueContainer().decode(\(type).self)"
        guard let fallback = model.fallback else {
            let expected = known.map { "\(selfType).\(ModelExpansion.escaped($0.name)).rawValue" }.joined(separator: ", ")
            return [
                read,
                "guard let known = \(selfType)(rawValue: value) else {",
                "    throw JSONEnumCoding.unknownValue(value, of: \(selfType).self, expected: [\(expected)], in: decoder)",
                "}",
                "self = known",
            ]
        }
        return [
            read,
            "if let known = \(selfType)(rawValue: value) {",
            "    self = known",
            "} else {",
            "    JSONEnumCoding.reportUnknownValue(value, of: \(selfType).self, decodedAs: \(ModelExpansion.literal(fallback.name)), in: decoder)",
            "    self = .\(ModelExpansion.escaped(fallback.name))",
            "}",
        ]
    }

    private func caseNameDecoding() -> [String] {
        var lines = ["let value = try decoder.singleValueContainer().decode(String.self)", "switch value {"]
        for item in named {
            lines.append("case \(item.tags.map(ModelExpansion.literal).joined(separator: ", ")):")
            lines.append("    self = .\(ModelExpansion.escaped(item.name))")
        }
        lines.append("default:")
        lines += fallbackLines(
            report: "JSONEnumCoding.reportUnknownValue(value, of: \(selfType).self, decodedAs: \(fallbackName), in: decoder)",
            kept: "value", failure: "throw JSONEnumCoding.unknownValue(value, of: \(selfType).self, expected: \(expectedTags), in: decoder)"
        ).map { "    " + $0 }
        lines.append("}")
        return lines
    }

    /// Internally or adjacently tagged: the tag is a field of the object.
    private func tagFieldDecoding(_ key: String) -> [String] {
        let tagField = ".key(\(table.member(key)))"
        return tagSwitch(
            readTag: "object.decode(String.self, for: \(tagField))",
            branches: named.map { (tags: $0.tags, item: $0, payloadTag: $0.tags[0]) },
            report: "object.reportUnknownTag(tag, for: \(tagField), of: \(selfType).self, decodedAs: \(fallbackName))",
            failure: "throw object.unknownTag(tag, for: \(tagField), of: \(selfType).self, expected: \(expectedTags))")
    }

    /// Externally tagged: the tag is the object's one key (or, for a case without values, a
    /// bare string).
    private func externalDecoding() -> [String] {
        var lines: [String] = []
        let units = named.filter(\.values.isEmpty)
        if !units.isEmpty {
            lines.append("if let tag = JSONEnumCoding.stringValue(in: decoder) {")
            lines.append("    switch tag {")
            for item in units {
                lines.append("    case \(item.tags.map(ModelExpansion.literal).joined(separator: ", ")):")
                lines.append("        self = .\(ModelExpansion.escaped(item.name))")
                lines.append("        return")
            }
            lines.append("    default:")
            lines.append("        break")
            lines.append("    }")
            lines.append("}")
        }
        // The payload is under the tag that named the case: one branch per tag.
        return lines
            + tagSwitch(
                readTag: "object.externalTag(of: \(selfType).self)",
                branches: named.flatMap { item in item.tags.map { (tags: [$0], item: item, payloadTag: $0) } },
                report: "object.reportUnknownTag(tag, of: \(selfType).self, decodedAs: \(fallbackName))",
                failure: "throw object.unknownTag(tag, of: \(selfType).self, expected: \(expectedTags))")
    }

    /// Opens the object, reads its tag with `readTag` and switches on it: a branch per entry of
    /// `branches` (the case, read with its payload under `payloadTag` when externally tagged),
    /// and the fallback case (reported with `report`) or `failure` for any other tag.
    private func tagSwitch(
        readTag: String, branches: [(tags: [String], item: EnumAnalysis.Case, payloadTag: String)], report: String, failure: String
    ) -> [String] {
        var lines = [
            "var object = try JSONObjectReader(from: decoder, keyedBy: CodingKeys.self)",
            "guard let tag = try \(readTag) else {",
            "    throw object.failure()",
            "}",
            "switch tag {",
        ]
        for branch in branches {
            lines.append("case \(branch.tags.map(ModelExpansion.literal).joined(separator: ", ")):")
            lines += caseDecoding(branch.item, tag: branch.payloadTag).map { "    " + $0 }
        }
        lines.append("default:")
        lines += fallbackLines(report: report, kept: "tag", failure: failure).map { "    " + $0 }
        lines.append("}")
        return lines
    }

    /// Untagged: each case in turn, the first that decodes; all strictly, then all leniently.
    private func untaggedDecoding() -> [String] {
        var lines = ["var cases = JSONUntaggedReader(decoder)", "while cases.nextPass() {"]
        var attempts: [String] = []
        for item in known {
            var body: [String]
            if item.values.isEmpty {
                body = ["try JSONUntaggedReader.expectString(\(ModelExpansion.literal(item.tags[0])), in: decoder)", "return .\(ModelExpansion.escaped(item.name))"]
            } else if item.isLabelled {
                body = ["var object = try JSONObjectReader(from: decoder, keyedBy: CodingKeys.self)"]
                body += labelledDecoding(item, field: { ".key(\(table.member($0.key)))" }, result: "return")
            } else {
                let value = item.values[0]
                body = ["return .\(ModelExpansion.escaped(item.name))(try decoder.singleValueContainer().decode(\(ModelExpansion.metatype(value.type))))"]
            }
            attempts.append("if let value = cases.attempt(\(ModelExpansion.literal(item.name)), { () throws -> Self in")
            attempts += body.map { "    " + $0 }
            attempts += ["}) {", "    self = value", "    return", "}"]
        }
        lines += attempts.map { "    " + $0 }
        lines.append("}")
        lines += fallbackLines(
            report: "cases.reportFallback(of: \(selfType).self, decodedAs: \(fallbackName))", kept: nil, failure: "throw cases.failure(of: \(selfType).self)")
        return lines
    }

    /// The lines that read the payload of `item` from `object` (after its tag) and set `self`.
    private func caseDecoding(_ item: EnumAnalysis.Case, tag: String) -> [String] {
        let name = ModelExpansion.escaped(item.name)
        if item.values.isEmpty { return ["self = .\(name)"] }
        guard case .tagged(let tagging) = model.form else { return [] }
        if item.isLabelled {
            return labelledDecoding(item, field: { field(for: $0, tag: tag, tagging: tagging) }, result: "self =")
        }
        let value = item.values[0]
        let read: String
        switch tagging {
        case .internal:
            read = "object.decodeFlattened(\(ModelExpansion.metatype(value.type)), from: decoder)"
        case .adjacent(_, let content):
            read = readCall(value, field: ".key(\(table.member(content)))")
        case .external:
            read = readCall(value, field: ".key(\(table.member(tag)))")
        case .untagged:
            return []
        }
        let unwraps: Bool
        if case .internal = tagging { unwraps = true } else { unwraps = !value.isOptional }
        return [
            "let value = try \(read)",
            "guard \(unwraps ? "let value, " : "")object.succeeded else {",
            "    throw object.failure()",
            "}",
            "self = .\(name)(value)",
        ]
    }

    /// Reads each labelled value from `object`, then `result` (`self =` or `return`) the case.
    private func labelledDecoding(_ item: EnumAnalysis.Case, field: (EnumAnalysis.Value) -> String, result: String) -> [String] {
        var lines: [String] = []
        var unwrapped: [String] = []
        var arguments: [String] = []
        for value in item.values {
            let label = value.label ?? ""
            let local = EnumExpansion.local(label, of: item)
            lines.append("let \(local) = try \(readCall(value, field: field(value)))")
            if !value.isOptional || hasDefault(value) { unwrapped.append("let \(local)") }
            arguments.append("\(ModelExpansion.label(label)): \(local)")
        }
        lines.append("guard \((unwrapped + ["object.succeeded"]).joined(separator: ", ")) else {")
        lines.append("    throw object.failure()")
        lines.append("}")
        lines.append("\(result) .\(ModelExpansion.escaped(item.name))(\(arguments.joined(separator: ", ")))")
        return lines
    }

    /// A value's default other than `nil`.
    private func hasDefault(_ value: EnumAnalysis.Value) -> Bool {
        value.defaultValue != nil && value.defaultValue != "nil"
    }

    private func readCall(_ value: EnumAnalysis.Value, field: String) -> String {
        if let defaultValue = value.defaultValue, hasDefault(value) {
            return "object.decode(\(ModelExpansion.metatype(value.type)), for: \(field), default: \(defaultValue))"
        }
        if value.isOptional { return "object.decodeIfPresent(\(ModelExpansion.metatype(value.wrappedType)), for: \(field))" }
        return "object.decode(\(ModelExpansion.metatype(value.type)), for: \(field))"
    }

    /// Where a labelled value is: beside the tag, under the content key, or under the tag.
    private func field(for value: EnumAnalysis.Value, tag: String, tagging: EnumAnalysis.Tagging) -> String {
        switch tagging {
        case .internal, .untagged: return ".key(\(table.member(value.key)))"
        case .adjacent(_, let content): return ".path(\(table.member(content)), \(table.member(value.key)))"
        case .external: return ".path(\(table.member(tag)), \(table.member(value.key)))"
        }
    }

    /// The `default:` branch: the fallback case (reported), or the failure.
    /// `kept` is what a fallback of one `String` keeps (the value or tag), nil when there is none.
    private func fallbackLines(report: String, kept: String?, failure: String) -> [String] {
        guard let fallback = model.fallback else { return [failure] }
        let name = ModelExpansion.escaped(fallback.name)
        let label = fallback.values.first?.label.map { "\(ModelExpansion.label($0)): " } ?? ""
        switch model.fallbackKeeps {
        case .nothing: return [report, "self = .\(name)"]
        case .tag: return [report, "self = .\(name)(\(label)\(kept ?? "\"\""))"]
        case .json: return [report, "self = .\(name)(\(label)try decoder.singleValueContainer().decode(JSONValue.self))"]
        }
    }

    private var fallbackName: String { ModelExpansion.literal(model.fallback?.name ?? "") }

    /// The tags a value may have, for the error that names none: `["circle", "square"]`.
    private var expectedTags: String {
        "[" + known.flatMap(\.tags).map(ModelExpansion.literal).joined(separator: ", ") + "]"
    }

    // MARK: - Encoding

    package var encoder: DeclSyntax {
        var lines: [String]
        switch model.form {
        case .rawValue:
            lines = ["var container = encoder.singleValueContainer()", "try container.encode(rawValue)"]
        case .caseName:
            lines = ["var container = encoder.singleValueContainer()", "switch self {"]
            for item in model.cases {
                if item.isFallback && model.fallbackKeeps == .tag {
                    lines += ["case .\(ModelExpansion.escaped(item.name))(let value):", "    try container.encode(value)"]
                } else {
                    lines += ["case .\(ModelExpansion.escaped(item.name)):", "    try container.encode(\(ModelExpansion.literal(item.tags[0])))"]
                }
            }
            lines.append("}")
        case .tagged(let tagging):
            lines = ["switch self {"]
            for item in model.cases {
                lines += caseEncoding(item, tagging: tagging)
            }
            lines.append("}")
        }
        return DeclSyntax(source: "\(model.access)func encode(to encoder: any Encoder) throws {\n\(ModelExpansion.indented(lines))\n}")
    }

    private func caseEncoding(_ item: EnumAnalysis.Case, tagging: EnumAnalysis.Tagging) -> [String] {
        let name = ModelExpansion.escaped(item.name)
        let tag = ModelExpansion.literal(item.tags[0])
        let writer = "var object = JSONObjectWriter(to: encoder, keyedBy: CodingKeys.self)"
        var tagLine: String?
        switch tagging {
        case .internal(let key), .adjacent(let key, _): tagLine = "try object.encode(\(tag), for: .key(\(table.member(key))))"
        case .external, .untagged: tagLine = nil
        }
        if item.isFallback {
            switch model.fallbackKeeps {
            case .json:
                return ["case .\(name)(let value):", "    var container = encoder.singleValueContainer()", "    try container.encode(value)"]
            case .tag:
                switch tagging {
                case .internal(let key), .adjacent(let key, _):
                    return ["case .\(name)(let value):", "    \(writer)", "    try object.encode(value, for: .key(\(table.member(key))))"]
                case .external:
                    return ["case .\(name)(let value):", "    try JSONEnumCoding.encodeExternalTag(value, to: encoder)"]
                case .untagged:
                    return []
                }
            case .nothing:
                break
            }
        }
        if item.values.isEmpty {
            switch tagging {
            case .internal, .adjacent:
                return ["case .\(name):", "    \(writer)", "    \(tagLine ?? "")"]
            case .external:
                // As Codable writes a case without values: `{"none": {}}`.
                return ["case .\(name):", "    \(writer)", "    try object.encode([String: Int](), for: .key(\(table.member(item.tags[0]))))"]
            case .untagged:
                return ["case .\(name):", "    var container = encoder.singleValueContainer()", "    try container.encode(\(tag))"]
            }
        }
        if item.isLabelled {
            let locals = item.values.map { EnumExpansion.local($0.label ?? "", of: item) }
            var lines = ["case .\(name)(\(locals.map { "let \($0)" }.joined(separator: ", "))):", "    \(writer)"]
            if let tagLine { lines.append("    \(tagLine)") }
            for (value, local) in zip(item.values, locals) {
                // Externally tagged, a nil value is written as null: the tag's object stays there.
                let ifPresent = value.isOptional && tagging != .external ? "IfPresent" : ""
                lines.append("    try object.encode\(ifPresent)(\(local), for: \(field(for: value, tag: item.tags[0], tagging: tagging)))")
            }
            return lines
        }
        let value = item.values[0]
        var lines = ["case .\(name)(let value):"]
        switch tagging {
        case .internal:
            lines += ["    \(writer)", "    \(tagLine ?? "")", "    try object.encodeFlattened(value, to: encoder)"]
        case .adjacent(_, let content):
            let ifPresent = value.isOptional ? "IfPresent" : ""
            lines += ["    \(writer)", "    \(tagLine ?? "")", "    try object.encode\(ifPresent)(value, for: .key(\(table.member(content))))"]
        case .external:
            lines += ["    \(writer)", "    try object.encode(value, for: .key(\(table.member(item.tags[0]))))"]
        case .untagged:
            lines += ["    var container = encoder.singleValueContainer()", "    try container.encode(value)"]
        }
        return lines
    }

    // MARK: - Merging

    /// An enum's value is replaced whole: the JSON names its case anew.
    package var merge: DeclSyntax {
        DeclSyntax(source: "\(model.access)mutating func merge(from decoder: any Decoder) throws {\n    self = try \(selfType)(from: decoder)\n}")
    }

    // MARK: - Names

    /// The local name of a labelled value of `item`: its label, unless the generated code uses
    /// that name; never another label of the case.
    static func local(_ label: String, of item: EnumAnalysis.Case) -> String {
        ModelExpansion.local(label, avoiding: item.values.compactMap(\.label))
    }
}
