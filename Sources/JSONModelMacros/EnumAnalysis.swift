package import SwiftDiagnostics
package import SwiftSyntax

/// An enum declaration as `@JSONModel` reads it: how its values are written (by raw value, by
/// case name, or as tagged objects), its cases with their tags and associated values, its
/// fallback case, and the diagnostics found on the way.
package final class EnumAnalysis {
    /// How a value of the enum is written in JSON.
    package enum Form: Equatable {
        /// By raw value (`enum Status: String`); the raw type as written.
        case rawValue(String)
        /// By the string of each case's tag: no case has associated values.
        case caseName
        /// As an object or value that a tag, or none, picks the case of.
        case tagged(Tagging)
    }

    /// ``JSONTagging`` as the macro reads it.
    package enum Tagging: Equatable {
        case `internal`(key: String)
        case adjacent(key: String, content: String)
        case external
        case untagged
    }

    /// What the `@JSONUnknown` case keeps of what it stands for.
    package enum FallbackKeeps: Equatable {
        case nothing
        /// The value or tag, as `String`.
        case tag
        /// The whole value, as `JSONValue`.
        case json
    }

    /// One associated value.
    package struct Value {
        /// The label; nil for an unlabelled value.
        package var label: String?
        package var type: String
        package var isOptional: Bool
        package var wrappedType: String
        package var defaultValue: String?
        /// The JSON key of a labelled value: its label in the key style.
        package var key: String
    }

    package struct Case {
        package var name: String
        package var values: [Value]
        /// The JSON values that name the case: the first is written, any is read.
        package var tags: [String]
        package var isFallback: Bool
        /// The raw value as written (`= "x"`), for enums with raw values.
        package var rawValue: String?
        /// Labelled values are an object's members; one unlabelled value is the payload whole.
        package var isLabelled: Bool { values.first?.label != nil }
    }

    package private(set) var typeName = ""
    package private(set) var access = ""
    package private(set) var keyStyle: KeyStyle?
    package private(set) var form: Form = .caseName
    package private(set) var cases: [Case] = []
    package private(set) var fallbackKeeps: FallbackKeeps = .nothing
    package private(set) var diagnostics: [Diagnostic] = []
    /// Whether the enum has generic parameters (and so can have no stored static property).
    package private(set) var isGeneric = false

    /// The `@JSONUnknown` case, if there is one.
    package var fallback: Case? { cases.first(where: \.isFallback) }

    package var hasErrors: Bool { diagnostics.contains { $0.diagMessage.severity == .error } }

    /// Integer raw types an enum may have, besides `String`.
    static let integerTypes: Set<String> = ["Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64"]

    /// Reads `declaration`, with the arguments of the `@JSONModel` attribute `node`.
    package init(declaration: EnumDeclSyntax, attribute node: AttributeSyntax) {
        typeName = declaration.name.text
        isGeneric = declaration.genericParameterClause != nil
        let modifiers = declaration.modifiers.map(\.name.text)
        if modifiers.contains("public") || modifiers.contains("open") {
            access = "public "
        } else if modifiers.contains("package") {
            access = "package "
        }
        let (tagging, taggingArgument, keysArgument) = readOptions(node)
        let inherited = declaration.inheritanceClause?.inheritedTypes.first
        let rawType = inherited?.type.trimmedDescription
        var hasRawType = false
        if let rawType, rawType == "String" || EnumAnalysis.integerTypes.contains(rawType) {
            hasRawType = true
            form = .rawValue(rawType)
        } else if let inherited, let rawType, ["Double", "Float", "Character", "Float80", "CGFloat", "Decimal"].contains(rawType) {
            diagnose(.unsupportedRawType(rawType), at: Syntax(inherited))
            return
        }
        if hasRawType, let taggingArgument {
            diagnose(.taggingOnRawValueEnum, at: Syntax(taggingArgument))
        }
        if hasRawType, let keysArgument, keyStyle != nil {
            diagnose(.keysOnRawValueEnum, at: Syntax(keysArgument))
        }
        readCases(declaration)
        if !hasRawType {
            if let tagging {
                form = .tagged(tagging)
            } else if cases.contains(where: { !$0.isFallback && !$0.values.isEmpty }) {
                form = .tagged(.external)
            } else {
                form = .caseName
            }
        }
        checkFallback(declaration)
        checkTags(declaration)
        checkTagKey(declaration, taggingArgument: taggingArgument)
    }

    func diagnose(_ message: JSONModelDiagnostic, at node: Syntax, fixIts: [FixIt] = []) {
        diagnostics.append(Diagnostic(node: node, message: message, fixIts: fixIts))
    }

    // MARK: - Options

    private func readOptions(_ node: AttributeSyntax) -> (Tagging?, LabeledExprSyntax?, LabeledExprSyntax?) {
        var tagging: Tagging?
        var taggingArgument: LabeledExprSyntax?
        var keysArgument: LabeledExprSyntax?
        for argument in node.arguments?.as(LabeledExprListSyntax.self) ?? [] {
            switch argument.label?.text {
            case "keys":
                keysArgument = argument
                let value = argument.expression.trimmedDescription
                let member = value.split(separator: ".").last.map(String.init) ?? value
                if member == "nil" { continue }
                guard let style = KeyStyle.named(member) else {
                    diagnose(.keyStyleUnknown, at: Syntax(argument))
                    continue
                }
                keyStyle = style
            case "tagging":
                taggingArgument = argument
                if argument.expression.trimmedDescription == "nil" { continue }
                guard let read = EnumAnalysis.tagging(argument.expression) else {
                    diagnose(.taggingUnknown, at: Syntax(argument))
                    continue
                }
                tagging = read
            case "invalidValues":
                diagnose(.invalidValuesOnEnum, at: Syntax(argument))
            default:
                break
            }
        }
        return (tagging, taggingArgument, keysArgument)
    }

    /// `.internal(key: "type")`, `.adjacent(key: "type", content: "data")`, `.external`, `.untagged`.
    static func tagging(_ expression: ExprSyntax) -> Tagging? {
        if let member = expression.as(MemberAccessExprSyntax.self) {
            switch member.declName.baseName.text {
            case "external": return .external
            case "untagged": return .untagged
            default: return nil
            }
        }
        guard let call = expression.as(FunctionCallExprSyntax.self),
            let member = call.calledExpression.as(MemberAccessExprSyntax.self)
        else { return nil }
        var strings: [String: String] = [:]
        for argument in call.arguments {
            guard let label = argument.label?.text, let literal = argument.expression.as(StringLiteralExprSyntax.self),
                let text = PropertyAttributes.plainText(of: literal), !text.isEmpty
            else { return nil }
            strings[label] = text
        }
        switch member.declName.baseName.text.trimmingBackticks {
        case "internal":
            guard let key = strings["key"], strings.count == 1 else { return nil }
            return .internal(key: key)
        case "adjacent":
            guard let key = strings["key"], let content = strings["content"], strings.count == 2 else { return nil }
            return .adjacent(key: key, content: content)
        default:
            return nil
        }
    }

    // MARK: - Cases

    private func readCases(_ declaration: EnumDeclSyntax) {
        for member in declaration.memberBlock.members {
            if let nested = member.decl.as(EnumDeclSyntax.self), nested.name.text == "CodingKeys" {
                diagnose(.codingKeysDeclared, at: Syntax(nested.name))
                continue
            }
            guard let caseDecl = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
            let attributes = CaseAttributes(caseDecl.attributes, analysis: self)
            if caseDecl.elements.count > 1 {
                for attribute in [attributes.tagAttribute, attributes.unknownAttribute].compactMap({ $0 }) {
                    diagnose(
                        .caseAttributeOnSeveralCases(attribute.attributeName.trimmedDescription), at: Syntax(attribute))
                }
            }
            for element in caseDecl.elements {
                let name = element.name.text.trimmingBackticks
                var values: [Value] = []
                var unlabelled = 0
                for parameter in element.parameterClause?.parameters ?? [] {
                    let label = parameter.firstName.flatMap { $0.tokenKind == .wildcard ? nil : $0.text.trimmingBackticks }
                    let typeText = parameter.type.trimmedDescription
                    let (isOptional, wrapped) = ModelProperty.optionalWrapped(parameter.type, typeText)
                    let key = label.map { keyStyle?.convert($0) ?? $0 } ?? ""
                    if label == nil { unlabelled += 1 }
                    values.append(
                        Value(label: label, type: typeText, isOptional: isOptional, wrappedType: wrapped,
                              defaultValue: parameter.defaultValue?.value.trimmedDescription, key: key))
                }
                let isFallback = attributes.unknownAttribute != nil
                // One unlabelled value is the payload whole; several values are an object's
                // members, which need names.
                if !isFallback && unlabelled > 0 && values.count > 1 {
                    diagnose(.unlabelledValues(name), at: Syntax(element), fixIts: labelFixIt(element))
                }
                // A @JSONTag on a line of several cases is refused above; its values go to none of them.
                let tags = attributes.tags.isEmpty || caseDecl.elements.count > 1 ? [keyStyle?.convert(name) ?? name] : attributes.tags
                cases.append(
                    Case(name: name, values: values, tags: tags, isFallback: isFallback,
                         rawValue: element.rawValue?.value.trimmedDescription))
            }
        }
    }

    /// Gives each unlabelled value a placeholder label.
    private func labelFixIt(_ element: EnumCaseElementSyntax) -> [FixIt] {
        guard let clause = element.parameterClause else { return [] }
        let parameters = clause.parameters.map { parameter -> EnumCaseParameterSyntax in
            guard parameter.firstName == nil else { return parameter }
            return parameter
                .with(\.firstName, .identifier(placeholderText("label")))
                .with(\.colon, .colonToken(trailingTrivia: .space))
        }
        let fixed = clause.with(\.parameters, EnumCaseParameterListSyntax(parameters))
        return [
            FixIt(
                message: JSONModelFixIt(message: "label the values", id: "label-values"),
                changes: [.replace(oldNode: Syntax(clause), newNode: Syntax(fixed))])
        ]
    }

    /// One fallback case, of a shape the enum's form can fill.
    private func checkFallback(_ declaration: EnumDeclSyntax) {
        let fallbacks = cases.filter(\.isFallback)
        for extra in fallbacks.dropFirst() {
            if let (attribute, _) = caseAttribute("JSONUnknown", of: extra.name, in: declaration) {
                diagnose(.duplicateFallback(extra.name, fallbacks[0].name), at: Syntax(attribute), fixIts: [removeFixIt(attribute)])
            }
        }
        guard let fallback = fallbacks.first else { return }
        let types = fallback.values.map(\.type)
        switch types {
        case []: fallbackKeeps = .nothing
        case ["String"] where form != .tagged(.untagged): fallbackKeeps = .tag
        case ["JSONValue"] where form != .caseName: fallbackKeeps = .json
        default:
            guard let element = caseElement(fallback.name, in: declaration), let clause = element.parameterClause else { return }
            let allowed: String
            switch form {
            case .rawValue: allowed = "no associated values"
            case .caseName: allowed = "no associated values, or one String (the value)"
            case .tagged(.untagged): allowed = "no associated values, or one JSONValue (the whole value)"
            case .tagged: allowed = "no associated values, one String (the tag), or one JSONValue (the whole value)"
            }
            let fixed = element.with(\.parameterClause, nil).with(\.trailingTrivia, element.trailingTrivia)
            diagnose(
                .fallbackShape(fallback.name, allowed: allowed), at: Syntax(clause),
                fixIts: [
                    FixIt(
                        message: JSONModelFixIt(message: "remove the associated values", id: "remove-associated-values"),
                        changes: [.replace(oldNode: Syntax(element), newNode: Syntax(fixed))])
                ])
        }
    }

    /// No tag names two cases; an enum with raw values has no tags.
    private func checkTags(_ declaration: EnumDeclSyntax) {
        if case .rawValue = form {
            for item in cases {
                if let (attribute, _) = caseAttribute("JSONTag", of: item.name, in: declaration) {
                    diagnose(.tagOnRawValueCase, at: Syntax(attribute), fixIts: [removeFixIt(attribute)])
                }
            }
            return
        }
        var owners: [String: String] = [:]
        for item in cases {
            for tag in item.tags {
                guard let first = owners[tag] else {
                    owners[tag] = item.name
                    continue
                }
                guard first != item.name else { continue }
                let place = caseAttribute("JSONTag", of: item.name, in: declaration)
                var fixIts: [FixIt] = []
                if let (attribute, arguments) = place, let argument = tagArgument(tag, arguments) {
                    fixIts = [removeTagFixIt(attribute, argument)]
                }
                let node = place.map { Syntax($0.0) } ?? caseElement(item.name, in: declaration).map { Syntax($0) } ?? Syntax(declaration.name)
                diagnose(.duplicateTag(tag, first, item.name), at: node, fixIts: fixIts)
            }
        }
    }

    /// An internal tag key that a labelled value also uses; an adjacent content key equal to the tag key.
    private func checkTagKey(_ declaration: EnumDeclSyntax, taggingArgument: LabeledExprSyntax?) {
        guard case .tagged(let tagging) = form else { return }
        switch tagging {
        case .internal(let key):
            for item in cases where item.isLabelled {
                guard let value = item.values.first(where: { $0.key == key }), let element = caseElement(item.name, in: declaration) else { continue }
                var fixIts: [FixIt] = []
                if let taggingArgument {
                    let adjacent = ExprSyntax("\(raw: ".adjacent(key: \(ModelExpansion.literal(key)), content: \"data\")")")
                    fixIts.append(
                        FixIt(
                            message: JSONModelFixIt(message: "put the payload under \"data\" (adjacent tagging)", id: "use-adjacent-tagging"),
                            changes: [.replace(oldNode: Syntax(taggingArgument.expression), newNode: Syntax(adjacent))]))
                }
                diagnose(.tagKeyCollision(key, item.name, value.label ?? key), at: Syntax(element), fixIts: fixIts)
            }
        case .adjacent(let key, let content) where key == content:
            if let taggingArgument { diagnose(.contentKeyIsTagKey(key), at: Syntax(taggingArgument)) }
        default:
            break
        }
    }

    // MARK: - Finding syntax

    private func caseElement(_ name: String, in declaration: EnumDeclSyntax) -> EnumCaseElementSyntax? {
        for member in declaration.memberBlock.members {
            for element in member.decl.as(EnumCaseDeclSyntax.self)?.elements ?? [] where element.name.text.trimmingBackticks == name {
                return element
            }
        }
        return nil
    }

    /// The attribute `@name` of the case declaration that declares `caseName`, with its arguments.
    private func caseAttribute(_ name: String, of caseName: String, in declaration: EnumDeclSyntax) -> (AttributeSyntax, LabeledExprListSyntax?)? {
        for member in declaration.memberBlock.members {
            guard let caseDecl = member.decl.as(EnumCaseDeclSyntax.self),
                caseDecl.elements.contains(where: { $0.name.text.trimmingBackticks == caseName })
            else { continue }
            for element in caseDecl.attributes {
                if let attribute = element.as(AttributeSyntax.self), attribute.attributeName.trimmedDescription == name {
                    return (attribute, attribute.arguments?.as(LabeledExprListSyntax.self))
                }
            }
        }
        return nil
    }

    private func tagArgument(_ tag: String, _ arguments: LabeledExprListSyntax?) -> LabeledExprSyntax? {
        arguments?.first { argument in
            argument.expression.as(StringLiteralExprSyntax.self).flatMap(PropertyAttributes.plainText) == tag
        }
    }

    private func removeFixIt(_ attribute: AttributeSyntax) -> FixIt {
        FixIt(
            message: JSONModelFixIt(message: "remove @\(attribute.attributeName.trimmedDescription)", id: "remove-attribute"),
            changes: [.replace(oldNode: Syntax(attribute), newNode: Syntax(TokenSyntax.identifier("", leadingTrivia: attribute.leadingTrivia)))])
    }

    /// Removes one value from `@JSONTag(…)`, or the attribute when it is the only one.
    private func removeTagFixIt(_ attribute: AttributeSyntax, _ argument: LabeledExprSyntax) -> FixIt {
        guard let arguments = attribute.arguments?.as(LabeledExprListSyntax.self), arguments.count > 1 else {
            return removeFixIt(attribute)
        }
        var kept = Array(arguments.filter { $0.id != argument.id })
        kept = kept.enumerated().map { position, item in
            item.with(\.trailingComma, position == kept.count - 1 ? nil : .commaToken(trailingTrivia: .space))
        }
        let fixed = attribute.with(\.arguments, .argumentList(LabeledExprListSyntax(kept)))
        let text = argument.expression.trimmedDescription
        return FixIt(
            message: JSONModelFixIt(message: "remove \(text) from @JSONTag", id: "remove-tag-value"),
            changes: [.replace(oldNode: Syntax(attribute), newNode: Syntax(fixed))])
    }
}

/// The `@JSONTag` and `@JSONUnknown` attributes of one case declaration.
struct CaseAttributes {
    var tags: [String] = []
    var tagAttribute: AttributeSyntax?
    var unknownAttribute: AttributeSyntax?

    init(_ attributes: AttributeListSyntax, analysis: EnumAnalysis) {
        for element in attributes {
            guard let attribute = element.as(AttributeSyntax.self) else { continue }
            switch attribute.attributeName.trimmedDescription {
            case "JSONTag":
                tagAttribute = attribute
                for argument in attribute.arguments?.as(LabeledExprListSyntax.self) ?? [] {
                    guard let literal = argument.expression.as(StringLiteralExprSyntax.self),
                        let text = PropertyAttributes.plainText(of: literal)
                    else {
                        analysis.diagnose(.tagNotLiteral, at: Syntax(argument))
                        continue
                    }
                    tags.append(text)
                }
            case "JSONUnknown":
                unknownAttribute = attribute
            default:
                break
            }
        }
    }
}
