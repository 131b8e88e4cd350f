import JSONModelMacros
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacrosGenericTestSupport
import Testing

let macros: [String: MacroSpec] = [
    "JSONModel": MacroSpec(type: JSONModelMacro.self, conformances: ["JSONModelCodable"]),
    "JSONKey": MacroSpec(type: JSONPropertyMacro.self),
    "JSONIgnore": MacroSpec(type: JSONPropertyMacro.self),
    "JSONTransform": MacroSpec(type: JSONPropertyMacro.self),
    "JSONLossy": MacroSpec(type: JSONPropertyMacro.self),
    "JSONDefaultIfInvalid": MacroSpec(type: JSONPropertyMacro.self),
    "JSONFlatten": MacroSpec(type: JSONPropertyMacro.self),
]

/// Runs `assertMacroExpansion` with Swift Testing's failure reporting.
func expectExpansion(
    _ source: String, expands expected: String, diagnostics: [DiagnosticSpec] = [],
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    assertMacroExpansion(
        source, expandedSource: expected, diagnostics: diagnostics, macroSpecs: macros, indentationWidth: .spaces(4),
        failureHandler: { failure in
            Issue.record(
                Comment(rawValue: failure.message),
                sourceLocation: SourceLocation(
                    fileID: String(describing: failure.location.fileID), filePath: String(describing: failure.location.filePath),
                    line: Int(failure.location.line), column: Int(failure.location.column)))
        },
        fileID: fileID, filePath: filePath, line: line, column: column)
}
