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
        let article = kind.first.map { "aeiou".contains($0) } == true ? "an" : "a"
        return JSONModelDiagnostic(
            id: "jsonmodel-unsupported-declaration",
            message: "@JSONModel applies to a struct, a class or an enum, not to \(article) \(kind)",
            severity: .error)
    }

    package static func localType(_ name: String) -> JSONModelDiagnostic {
        JSONModelDiagnostic(
            id: "jsonmodel-on-local-type",
            message: "@JSONModel cannot be used on '\(name)', a type declared inside a function: Swift allows no extension macro there; declare '\(name)' at the top level of a file or inside another type",
            severity: .error)
    }

    // MARK: Enums

    package static func unsupportedRawType(_ type: String) -> JSONModelDiagnostic {
        JSONModelDiagnostic(
            id: "enum-unsupported-raw-type",
            message: "@JSONModel reads enums with String or integer raw values, not \(type); use @JSONTag to give cases string values",
            severity: .error)
    }

    package static let taggingOnRawValueEnum = JSONModelDiagnostic(
        id: "tagging-on-raw-value-enum",
        message: "tagging: applies to enums with associated values; an enum with raw values is written as its raw value",
        severity: .error)

    package static let taggingOnStructOrClass = JSONModelDiagnostic(
        id: "tagging-on-struct", message: "tagging: applies to enums, not to structs or classes", severity: .error)

    package static let keysOnRawValueEnum = JSONModelDiagnostic(
        id: "keys-on-raw-value-enum",
        message: "keys: does not change the raw values of an enum, which are written as they are; drop the raw type to write case names in a key style",
        severity: .warning)

    package static let taggingUnknown = JSONModelDiagnostic(
        id: "unknown-tagging",
        message: "tagging: takes .internal(key:), .adjacent(key:content:), .external or .untagged, with non-empty string literals",
        severity: .error)

    package static let invalidValuesOnEnum = JSONModelDiagnostic(
        id: "invalid-values-on-enum",
        message: "invalidValues: applies to structs and classes; an enum's unknown values go to its @JSONUnknown case",
        severity: .error)

    package static func caseAttributeOnSeveralCases(_ attribute: String) -> JSONModelDiagnostic {
        JSONModelDiagnostic(
            id: "\(attribute.lowercased())-on-several-cases",
            message: "@\(attribute) applies to one case; declare the cases of this line one by one",
            severity: .error)
    }

    package static func unlabelledValues(_ name: String) -> JSONModelDiagnostic {
        JSONModelDiagnostic(
            id: "unlabelled-associated-values",
            message: "the values of '\(name)' need labels, which are their JSON keys (one unlabelled value is the payload whole)",
            severity: .error)
    }

    package static func duplicateFallback(_ second: String, _ first: String) -> JSONModelDiagnostic {
        JSONModelDiagnostic(
            id: "duplicate-jsonunknown",
            message: "'\(second)' is marked @JSONUnknown, and so is '\(first)': an enum has one case for unknown values",
            severity: .error)
    }

    package static func fallbackShape(_ name: String, allowed: String) -> JSONModelDiagnostic {
        JSONModelDiagnostic(
            id: "jsonunknown-wrong-shape",
            message: "the @JSONUnknown case '\(name)' of this enum takes \(allowed)",
            severity: .error)
    }

    package static func duplicateTag(_ tag: String, _ first: String, _ second: String) -> JSONModelDiagnostic {
        JSONModelDiagnostic(
            id: "duplicate-json-tag",
            message: "'\(second)' is tagged \(ModelExpansion.literal(tag)), which already names '\(first)'",
            severity: .error)
    }

    package static let tagOnRawValueCase = JSONModelDiagnostic(
        id: "jsontag-on-raw-value-case",
        message: "a case of an enum with raw values is written as its raw value; set it with = instead of @JSONTag",
        severity: .error)

    package static func tagKeyCollision(_ key: String, _ caseName: String, _ label: String) -> JSONModelDiagnostic {
        JSONModelDiagnostic(
            id: "tag-key-collision",
            message: "the tag key \(ModelExpansion.literal(key)) is also the key of '\(label)' in '\(caseName)'; one object cannot hold both",
            severity: .error)
    }

    package static func contentKeyIsTagKey(_ key: String) -> JSONModelDiagnostic {
        JSONModelDiagnostic(
            id: "content-key-is-tag-key",
            message: "the content key and the tag key are both \(ModelExpansion.literal(key)); they must differ",
            severity: .error)
    }

    package static let tagNotLiteral = JSONModelDiagnostic(
        id: "json-tag-not-literal", message: "@JSONTag takes string literals", severity: .error)

    package static func caseAttributeOutsideEnum(_ attribute: String) -> JSONModelDiagnostic {
        JSONModelDiagnostic(
            id: "\(attribute.lowercased())-not-on-case",
            message: "@\(attribute) applies to an enum case of a @JSONModel enum",
            severity: .error)
    }

    package static func propertyAttributeOnCase(_ attribute: String) -> JSONModelDiagnostic {
        let instead = attribute == "JSONKey" ? "; set a case's JSON values with @JSONTag" : ""
        return JSONModelDiagnostic(
            id: "\(attribute.lowercased())-on-enum-case",
            message: "@\(attribute) applies to properties, not to enum cases\(instead)",
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
        id: "empty-json-key", message: "a part of a key path must not be empty (a key that is empty itself is written @JSONKey(\"\"))", severity: .error)

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
        message: "@JSONModel takes its keys from the properties and @JSONKey, and would ignore this CodingKeys; rename keys with @JSONKey instead",
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
