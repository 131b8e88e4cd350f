// The Swift source of the inferred declarations: one declaration after another, four spaces
// of indentation, attributes on the line of what they mark.

import JSONCore

extension SampleInference {
    /// The source file: a header, the imports, and every declaration in order.
    func render(rootNote: String?) -> String {
        var lines = [
            "// @JSONModel types inferred from sample JSON by `json-model generate`.",
            "",
            "import Foundation",
            "import JSONModel",
        ]
        if let rootNote { lines += ["", "// \(rootNote)"] }
        let access = options.access.map { $0 + " " } ?? ""
        var body: [String] = []
        for case let declaration? in declarations {
            var lines: [String] = []
            defer { body += lines }
            lines.append("")
            switch declaration {
            case .alias(let name, let type):
                lines.append("\(access)typealias \(name) = \(type)")
            case .model(let name, let fields, let snakeCase, let note):
                if let note { lines += comment(note) }
                lines.append(snakeCase ? "@JSONModel(keys: .snakeCase)" : "@JSONModel")
                lines.append("\(access)struct \(name) {")
                for field in fields {
                    // A key's dots and backslashes escaped: `@JSONKey("a.b")` would be a path.
                    let attribute = field.needsKey ? "@JSONKey(\(SwiftNames.literal(SwiftNames.keyText(field.key)))) " : ""
                    lines.append("    \(attribute)\(access)var \(field.property): \(field.type.swift)\(field.type.optional ? "?" : "")")
                }
                lines.append("}")
            case .stringEnum(let name, let cases, let unknown):
                lines.append("@JSONModel")
                lines.append("\(access)enum \(name): String {")
                for (caseName, value) in cases {
                    lines.append(caseName == value ? "    case \(caseName)" : "    case \(caseName) = \(SwiftNames.literal(value))")
                }
                lines.append("    @JSONUnknown case \(unknown)")
                lines.append("}")
            case .taggedEnum(let name, let key, let cases, let unknown):
                lines.append("@JSONModel(tagging: .internal(key: \(SwiftNames.literal(key))))")
                lines.append("\(access)enum \(name) {")
                for (caseName, tag, payload) in cases {
                    let attribute = caseName == tag ? "" : "@JSONTag(\(SwiftNames.literal(tag))) "
                    lines.append("    \(attribute)case \(caseName)(\(payload))")
                }
                lines.append("    @JSONUnknown case \(unknown)(JSONValue)")
                lines.append("}")
            case .untaggedEnum(let name, let cases):
                lines.append("@JSONModel(tagging: .untagged)")
                lines.append("\(access)enum \(name) {")
                for (caseName, payload) in cases { lines.append("    case \(caseName)(\(payload))") }
                lines.append("}")
            }
        }
        if let namespace = options.namespace {
            lines += ["", "\(access)enum \(namespace) {"]
            lines += body.dropFirst().map { $0.isEmpty ? "" : "    " + $0 }
            lines.append("}")
        } else {
            lines += body
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `text` as `//` comment lines: each of its lines cut at spaces to about 100 characters,
    /// except one that starts indented (code), which stays whole.
    private func comment(_ text: String) -> [String] {
        var lines: [String] = []
        for paragraph in text.split(separator: "\n") {
            if paragraph.hasPrefix(" ") {
                lines.append("// " + paragraph)
                continue
            }
            var line = "//"
            for word in paragraph.split(separator: " ") {
                if line.count + word.count + 1 > 100 && line != "//" {
                    lines.append(line)
                    line = "//"
                }
                line += " " + word
            }
            lines.append(line)
        }
        return lines
    }
}
