package import SwiftSyntax

/// The code `@JSONModel` writes for an analysed enum: its field table (for tagged enums),
/// `init(from:)`, `encode(to:)` and `merge(from:)`. A tagged enum's table holds its tag (and
/// content key), then the fields of each case in turn; its code reads the tag, then the fields
/// of the case the tag names through the runtime's loop, as a struct reads its own. The members
/// go in the enum's body, where every type its cases name means what it means there.
package struct EnumExpansion {
    package let model: EnumAnalysis
    /// The entries of the field table, in order.
    private var entries: [String] = []
    /// The first field of each case's payload, by the case's place and the tag it is read under
    /// (an externally tagged case has its fields under each of its tags).
    private var starts: [CaseTag: Int] = [:]

    private struct CaseTag: Hashable {
        let index: Int
        let tag: String
    }

    /// The enum's type where the generated code names it in an expression: `Self`, unless a
    /// case is named `Self`, which an unqualified `Self` then reads; the type's own name there.
    private var selfType: String {
        model.cases.contains { $0.name == "Self" } ? model.typeName : "Self"
    }

    package init(_ model: EnumAnalysis) {
        self.model = model
        guard case .tagged(let tagging) = model.form else { return }
        switch tagging {
        case .internal(let key), .adjacent(let key, _): entries.append(ModelExpansion.tableEntry(paths: [[key]], required: true))
        case .external, .untagged: break
        }
        for (index, item) in model.cases.enumerated() where !item.isFallback && !item.values.isEmpty {
            let tags = tagging == .external ? item.tags : [item.tags[0]]
            for tag in tags {
                starts[CaseTag(index: index, tag: tag)] = entries.count
                if item.isLabelled {
                    for value in item.values {
                        let path: [String]
                        switch tagging {
                        case .internal, .untagged: path = [value.key]
                        case .adjacent(_, let content): path = [content, value.key]
                        case .external: path = [tag, value.key]
                        }
                        entries.append(ModelExpansion.tableEntry(paths: [path], required: EnumExpansion.isRequired(value)))
                    }
                } else if tagging == .untagged {
                    starts[CaseTag(index: index, tag: tag)] = nil
                } else if case .internal = tagging {
                    entries.append(".flattened()")
                } else {
                    let key: String
                    if case .adjacent(_, let content) = tagging { key = content } else { key = tag }
                    entries.append(ModelExpansion.tableEntry(paths: [[key]], required: EnumExpansion.isRequired(item.values[0])))
                }
            }
        }
    }

    package var members: [DeclSyntax] {
        var members: [DeclSyntax] = []
        if !entries.isEmpty { members.append(DeclSyntax(source: ModelExpansion.tableDeclaration(entries, generic: model.isGeneric))) }
        members += [initializer, encoder, merge]
        return members
    }

    /// Whether a value must be in the object: not optional, no default.
    private static func isRequired(_ value: EnumAnalysis.Value) -> Bool {
        !value.isOptional && value.defaultValue == nil
    }

    /// The first field of `item`'s payload under `tag`.
    private func start(_ item: EnumAnalysis.Case, _ tag: String) -> Int {
        let index = model.cases.firstIndex { $0.name == item.name } ?? 0
        return starts[CaseTag(index: index, tag: tag)] ?? 0
    }

    /// `lines`, after `let fields = Self._jsonFields` when the enum has a table: then every
    /// `switch` over its cases and every labelled case's read names it.
    private func readingTable(_ lines: [String]) -> [String] {
        entries.isEmpty ? lines : ["let fields = \(selfType)._jsonFields"] + lines
    }

    // MARK: - Decoding

    package var initializer: DeclSyntax {
        let lines: [String]
        switch model.form {
        case .rawValue(let type): lines = rawValueDecoding(type)
        case .caseName: lines = caseNameDecoding()
        case .tagged(.untagged): lines = untaggedDecoding()
        case .tagged(.external): lines = externalDecoding()
        case .tagged(.internal), .tagged(.adjacent): lines = tagFieldDecoding()
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
            kept: "value", failure: "throw JSONEnumCoding.unknownValue(value, of: \(selfType).self, expected: \(expectedTags), in: decoder)",
            result: "self =").map { "    " + $0 }
        lines.append("}")
        return lines
    }

    /// Internally or adjacently tagged: the tag is the table's first field.
    private func tagFieldDecoding() -> [String] {
        tagSwitch(
            readTag: "object.tag(fields)",
            branches: named.map { (tags: $0.tags, item: $0, payloadTag: $0.tags[0]) },
            report: "object.reportUnknownTag(tag, fields, of: \(selfType).self, decodedAs: \(fallbackName))",
            failure: "throw object.unknownTag(tag, fields, of: \(selfType).self, expected: \(expectedTags))")
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
                report: "object.reportUnknownTag(tag, nil, of: \(selfType).self, decodedAs: \(fallbackName))",
                failure: "throw object.unknownTag(tag, nil, of: \(selfType).self, expected: \(expectedTags))")
    }

    /// Opens the object, reads its tag with `readTag` and switches on it: a branch per entry of
    /// `branches` (the case, read with its payload under `payloadTag` when externally tagged),
    /// and the fallback case (reported with `report`) or `failure` for any other tag.
    private func tagSwitch(
        readTag: String, branches: [(tags: [String], item: EnumAnalysis.Case, payloadTag: String)], report: String, failure: String
    ) -> [String] {
        var lines = ["let tag = try \(readTag)", "switch tag {"]
        for branch in branches {
            lines.append("case \(branch.tags.map(ModelExpansion.literal).joined(separator: ", ")):")
            lines += caseDecoding(branch.item, tag: branch.payloadTag).map { "    " + $0 }
        }
        lines.append("default:")
        lines += fallbackLines(report: report, kept: "tag", failure: failure, result: "return").map { "    " + $0 }
        lines.append("}")
        return ["self = try JSONFieldValue.reading(decoder) { object throws -> \(selfType) in", ModelExpansion.indented(readingTable(lines)), "}"]
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
                let reading = readingTable(payloadDecoding(item, tag: item.tags[0]))
                body = ["try JSONFieldValue.reading(decoder) { object throws -> \(selfType) in", ModelExpansion.indented(reading), "}"]
            } else {
                let value = item.values[0]
                body = ["return .\(ModelExpansion.escaped(item.name))(try decoder.singleValueContainer().decode(\(ModelExpansion.metatype(value.type))))"]
            }
            attempts.append("if let value = cases.attempt(\(ModelExpansion.literal(item.name)), { () throws -> \(selfType) in")
            attempts += body.map { "    " + $0 }
            attempts += ["}) {", "    self = value", "    return", "}"]
        }
        lines += attempts.map { "    " + $0 }
        lines.append("}")
        lines += fallbackLines(
            report: "cases.reportFallback(of: \(selfType).self, decodedAs: \(fallbackName))", kept: nil, failure: "throw cases.failure(of: \(selfType).self)",
            result: "self =")
        return lines
    }

    /// The lines that read the payload of `item` (after its tag) and return the case.
    private func caseDecoding(_ item: EnumAnalysis.Case, tag: String) -> [String] {
        if item.values.isEmpty { return ["return .\(ModelExpansion.escaped(item.name))"] }
        return payloadDecoding(item, tag: tag)
    }

    /// A local for each value of `item`, the loop over its fields under `tag`, and the case
    /// returned.
    private func payloadDecoding(_ item: EnumAnalysis.Case, tag: String) -> [String] {
        let first = start(item, tag)
        var lines: [String] = []
        var reads: [String] = []
        var arguments: [String] = []
        let isFlattened: Bool
        if case .tagged(.internal) = model.form { isFlattened = !item.isLabelled } else { isFlattened = false }
        // A local named as a type that a value's type names would hide the type.
        let typeWords = Set(item.values.flatMap { $0.type.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }).map(String.init) })
        for value in item.values {
            var local = item.isLabelled ? EnumExpansion.local(value.label ?? "", of: item) : "payload"
            while typeWords.contains(local) { local += "_" }
            let type = value.isOptional && !isFlattened ? value.wrappedType : value.type
            lines.append("var \(local): Optional<\(type)> = nil")
            reads.append(isFlattened ? "value.readFlattened(&\(local))" : "value.read(&\(local))")
            let taken: String
            if EnumExpansion.isRequired(value) || isFlattened {
                taken = "JSONFieldValue.take(required: &\(local))"
            } else if let defaultValue = value.defaultValue, hasDefault(value) {
                taken = "JSONFieldValue.take(&\(local)) ?? \(defaultValue)"
            } else {
                taken = "JSONFieldValue.take(&\(local))"
            }
            arguments.append(item.isLabelled ? "\(ModelExpansion.label(value.label ?? "")): \(taken)" : taken)
        }
        let range = "fields: \(first) ..< \(first + reads.count)"
        if reads.count == 1 {
            lines.append("try fields.decode(&object, \(range)) { _, value in \(reads[0]) }")
        } else {
            lines.append("try fields.decode(&object, \(range)) { field, value in")
            lines.append("    switch field {")
            for (offset, read) in reads.enumerated() {
                lines.append(offset == reads.count - 1 ? "    default: \(read)" : "    case \(first + offset): \(read)")
            }
            lines.append("    }")
            lines.append("}")
        }
        lines.append("return .\(ModelExpansion.escaped(item.name))(\(arguments.joined(separator: ", ")))")
        return lines
    }

    /// A value's default other than `nil`.
    private func hasDefault(_ value: EnumAnalysis.Value) -> Bool {
        value.defaultValue != nil && value.defaultValue != "nil"
    }

    /// The `default:` branch: the fallback case (reported), or the failure.
    /// `kept` is what a fallback of one `String` keeps (the value or tag), nil when there is none.
    /// `result` is how the case is given: `self =`, or `return` in a closure.
    private func fallbackLines(report: String, kept: String?, failure: String, result: String) -> [String] {
        guard let fallback = model.fallback else { return [failure] }
        let name = ModelExpansion.escaped(fallback.name)
        let label = fallback.values.first?.label.map { "\(ModelExpansion.label($0)): " } ?? ""
        switch model.fallbackKeeps {
        case .nothing: return [report, "\(result) .\(name)"]
        case .tag: return [report, "\(result) .\(name)(\(label)\(kept ?? "\"\""))"]
        case .json: return [report, "\(result) .\(name)(\(label)try decoder.singleValueContainer().decode(JSONValue.self))"]
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
            lines = readingTable(lines)
        }
        return DeclSyntax(source: "\(model.access)func encode(to encoder: any Encoder) throws {\n\(ModelExpansion.indented(lines))\n}")
    }

    private func caseEncoding(_ item: EnumAnalysis.Case, tagging: EnumAnalysis.Tagging) -> [String] {
        let name = ModelExpansion.escaped(item.name)
        let tag = ModelExpansion.literal(item.tags[0])
        let writer = "var object = JSONObjectWriter(to: encoder, keyedBy: JSONFieldKey.self)"
        var tagLine: String?
        switch tagging {
        case .internal, .adjacent: tagLine = "try object.encode(\(tag), for: fields[0])"
        case .external, .untagged: tagLine = nil
        }
        if item.isFallback {
            switch model.fallbackKeeps {
            case .json:
                return ["case .\(name)(let value):", "    var container = encoder.singleValueContainer()", "    try container.encode(value)"]
            case .tag:
                switch tagging {
                case .internal, .adjacent:
                    return ["case .\(name)(let value):", "    \(writer)", "    try object.encode(value, for: fields[0])"]
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
                return ["case .\(name):", "    try JSONEnumCoding.encodeExternalTag(\(tag), to: encoder)"]
            case .untagged:
                return ["case .\(name):", "    var container = encoder.singleValueContainer()", "    try container.encode(\(tag))"]
            }
        }
        let first = start(item, item.tags[0])
        if item.isLabelled {
            let locals = item.values.map { EnumExpansion.local($0.label ?? "", of: item) }
            var lines = ["case .\(name)(\(locals.map { "let \($0)" }.joined(separator: ", "))):", "    \(writer)"]
            if let tagLine { lines.append("    \(tagLine)") }
            for (offset, (value, local)) in zip(item.values, locals).enumerated() {
                // Externally tagged, a nil value is written as null: the tag's object stays there.
                let ifPresent = value.isOptional && tagging != .external ? "IfPresent" : ""
                lines.append("    try object.encode\(ifPresent)(\(local), for: fields[\(first + offset)])")
            }
            return lines
        }
        let value = item.values[0]
        var lines = ["case .\(name)(let value):"]
        switch tagging {
        case .internal:
            lines += ["    \(writer)", "    \(tagLine ?? "")", "    try object.encodeFlattened(value, to: encoder)"]
        case .adjacent:
            let ifPresent = value.isOptional ? "IfPresent" : ""
            lines += ["    \(writer)", "    \(tagLine ?? "")", "    try object.encode\(ifPresent)(value, for: fields[\(first)])"]
        case .external:
            lines += ["    \(writer)", "    try object.encode(value, for: fields[\(first)])"]
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
