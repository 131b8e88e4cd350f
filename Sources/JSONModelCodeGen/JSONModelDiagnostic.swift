package import SwiftDiagnostics
import SwiftSyntax

/// A problem in a declaration that `@JSONModel` or one of its property attributes is on, with
/// an id that stays the same from release to release (tests and documentation name it).
package struct JSONModelDiagnostic: DiagnosticMessage, Equatable {
    package let id: String
    package let message: String
    package let severity: DiagnosticSeverity

    package var diagnosticID: MessageID { MessageID(domain: "JSONModel", id: id) }

    package static func unsupportedDeclaration(_ kind: String) -> JSONModelDiagnostic {
        let later = kind == "enum" ? " (enums are planned for a later version)" : ""
        let article = kind.first.map { "aeiou".contains($0) } == true ? "an" : "a"
        return JSONModelDiagnostic(
            id: "jsonmodel-unsupported-declaration",
            message: "@JSONModel applies to a struct or a class, not to \(article) \(kind)\(later)",
            severity: .error)
    }

    package static func attributeOnComputedProperty(_ attribute: String) -> JSONModelDiagnostic {
        JSONModelDiagnostic(
            id: "\(attribute.lowercased())-on-computed-property",
            message: "@\(attribute) has no effect on a computed property: only stored properties are decoded and encoded",
            severity: .error)
    }

    /// `kind` is `static` (for `static` and `class` properties) or `lazy`.
    package static func attributeOnUnmappedProperty(_ attribute: String, kind: String) -> JSONModelDiagnostic {
        JSONModelDiagnostic(
            id: "\(attribute.lowercased())-on-\(kind)-property",
            message: "@\(attribute) has no effect on a \(kind) property: only stored instance properties are decoded and encoded",
            severity: .error)
    }

    package static let tuplePattern = JSONModelDiagnostic(
        id: "tuple-pattern-property",
        message: "@JSONModel maps properties declared one name at a time; declare each name of the tuple pattern on its own",
        severity: .error)

    package static let invalidValuesUnknown = JSONModelDiagnostic(
        id: "unknown-invalid-values",
        message: "invalidValues: takes .throw or .useDefault written as a literal",
        severity: .error)

    package static let ignoredWithoutDefault = JSONModelDiagnostic(
        id: "jsonignore-without-default",
        message: "a property marked @JSONIgnore needs a default value: it is never decoded, so nothing else sets it",
        severity: .error)

    package static func duplicateKey(_ key: String, _ first: String, _ second: String) -> JSONModelDiagnostic {
        JSONModelDiagnostic(
            id: "duplicate-json-key",
            message: "'\(second)' is mapped to the key \"\(key)\", which '\(first)' already uses",
            severity: .error)
    }

    package static let emptyKey = JSONModelDiagnostic(
        id: "empty-json-key", message: "a JSON key (and each part of a key path) must not be empty", severity: .error)

    package static let missingType = JSONModelDiagnostic(
        id: "missing-type-annotation",
        message: "@JSONModel needs the property's type written out (its default value is not a plain literal)",
        severity: .error)

    package static let lossyNeedsCollection = JSONModelDiagnostic(
        id: "jsonlossy-not-collection",
        message: "@JSONLossy applies to an array or a [String: Value] dictionary property",
        severity: .error)

    package static let defaultIfInvalidNeedsDefault = JSONModelDiagnostic(
        id: "jsondefaultifinvalid-without-default",
        message: "@JSONDefaultIfInvalid needs a default value (or an optional type) to fall back on",
        severity: .error)

    package static let codingKeysDeclared = JSONModelDiagnostic(
        id: "codingkeys-declared",
        message: "@JSONModel writes the CodingKeys of this type; rename keys with @JSONKey instead",
        severity: .error)

    package static let keyStyleUnknown = JSONModelDiagnostic(
        id: "unknown-key-style",
        message: "keys: takes a key style written as a literal: .snakeCase, .kebabCase, .camelCase, .pascalCase or .screamingSnakeCase",
        severity: .error)

    package static let keyNotLiteral = JSONModelDiagnostic(
        id: "json-key-not-literal", message: "@JSONKey takes string literals", severity: .error)
}

/// A fix-it's message.
package struct JSONModelFixIt: FixItMessage {
    package let message: String
    package let id: String
    package var fixItID: MessageID { MessageID(domain: "JSONModel", id: id) }
}
