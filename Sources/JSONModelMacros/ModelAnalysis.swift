package import SwiftDiagnostics
package import SwiftSyntax

/// A model declaration as `@JSONModel` reads it: its kind, name, options and stored properties,
/// and the diagnostics found on the way.
package final class ModelAnalysis {
    package enum Kind { case structure, finalClass, openClass }

    package private(set) var kind: Kind = .structure
    package private(set) var typeName = ""
    /// `public `, `package ` or nothing: the access of the members written.
    package private(set) var access = ""
    package private(set) var genericParameters: [String] = []
    /// The class inherits from another class (the first inherited type that is not a known protocol).
    package private(set) var hasSuperclass = false
    /// The superclass as written, when the class has one.
    package private(set) var superclassName: String?
    package private(set) var keyStyle: KeyStyle?
    package private(set) var defaultsIfInvalid = false
    package private(set) var properties: [ModelProperty] = []
    package private(set) var diagnostics: [Diagnostic] = []
    /// A struct whose memberwise initializer the compiler makes, with one parameter per stored
    /// property that has no initial value or is a `var`, in the order of ``properties``: no
    /// initializer in the struct's body, no `#if` among its members, no `let` with a value (which
    /// keeps `self` from being assigned whole), and no attribute on it or on a stored property
    /// but this package's (a property wrapper or another macro could change the parameters or
    /// add stored properties).
    package private(set) var hasMemberwiseInitializer = false

    /// Reads `declaration`, with the arguments of the `@JSONModel` attribute `node`.
    package init(declaration: some DeclGroupSyntax, attribute node: AttributeSyntax) {
        readOptions(node)
        if let structure = declaration.as(StructDeclSyntax.self) {
            typeName = structure.name.text
            genericParameters = structure.genericParameterClause?.parameters.map(\.name.text) ?? []
        } else if let type = declaration.as(ClassDeclSyntax.self) {
            typeName = type.name.text
            genericParameters = type.genericParameterClause?.parameters.map(\.name.text) ?? []
            kind = type.modifiers.contains { $0.name.tokenKind == .keyword(.final) } ? .finalClass : .openClass
            if let first = type.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription {
                hasSuperclass = !ModelAnalysis.knownProtocols.contains(first)
                if hasSuperclass { superclassName = first }
            }
        } else {
            let kind: String
            if declaration.is(EnumDeclSyntax.self) { kind = "enum" }
            else if declaration.is(ActorDeclSyntax.self) { kind = "actor" }
            else if declaration.is(ProtocolDeclSyntax.self) { kind = "protocol" }
            else { kind = "extension" }
            diagnose(.unsupportedDeclaration(kind), at: Syntax(node))
            return
        }
        let modifiers = declaration.modifiers.map(\.name.text)
        if modifiers.contains("public") || modifiers.contains("open") {
            access = "public "
        } else if modifiers.contains("package") {
            access = "package "
        }
        for member in declaration.memberBlock.members {
            if let variable = member.decl.as(VariableDeclSyntax.self) {
                properties += ModelProperty.read(variable, context: self)
            } else if let nested = member.decl.as(EnumDeclSyntax.self), nested.name.text == "CodingKeys" {
                diagnose(.codingKeysDeclared, at: Syntax(nested.name))
            }
        }
        checkKeys(declaration)
        if let structure = declaration.as(StructDeclSyntax.self) {
            hasMemberwiseInitializer = ModelAnalysis.hasMemberwiseInitializer(structure)
        }
    }

    /// See ``hasMemberwiseInitializer``.
    private static func hasMemberwiseInitializer(_ structure: StructDeclSyntax) -> Bool {
        let ownAttributes = structure.attributes.allSatisfy { element in
            guard let attribute = element.as(AttributeSyntax.self) else { return false }
            return attribute.attributeName.trimmedDescription == "JSONModel"
        }
        guard ownAttributes else { return false }
        for member in structure.memberBlock.members {
            if member.decl.is(InitializerDeclSyntax.self) || member.decl.is(IfConfigDeclSyntax.self)
                || member.decl.is(MacroExpansionDeclSyntax.self)
            {
                return false
            }
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            let modifiers = variable.modifiers.map(\.name.text)
            if modifiers.contains("static") || modifiers.contains("class") { continue }
            if modifiers.contains("lazy") { return false }
            let foreignAttribute = variable.attributes.contains { element in
                guard let attribute = element.as(AttributeSyntax.self) else { return true }
                return !attribute.attributeName.trimmedDescription.hasPrefix("JSON")
            }
            if foreignAttribute { return false }
            if variable.bindings.contains(where: { !$0.pattern.is(IdentifierPatternSyntax.self) }) { return false }
            // A `let` with its value: `self` cannot be assigned whole, which `init(from:)`
            // does with the value made.
            if variable.bindingSpecifier.tokenKind == .keyword(.let) && variable.bindings.contains(where: { $0.initializer != nil }) {
                return false
            }
        }
        return true
    }

    /// Protocols a class commonly lists first; anything else first is taken for its superclass.
    static let knownProtocols: Set<String> = [
        "Codable", "Decodable", "Encodable", "Sendable", "Hashable", "Equatable", "Identifiable", "CustomStringConvertible",
        "CustomDebugStringConvertible", "JSONModelCodable", "AnyObject", "Comparable", "ObservableObject", "@unchecked Sendable",
    ]

    func diagnose(_ message: JSONModelDiagnostic, at node: Syntax, fixIt: FixIt? = nil) {
        diagnostics.append(Diagnostic(node: node, message: message, fixIts: fixIt.map { [$0] } ?? []))
    }

    private func readOptions(_ node: AttributeSyntax) {
        for argument in node.arguments?.as(LabeledExprListSyntax.self) ?? [] {
            let value = argument.expression.trimmedDescription
            let member = value.split(separator: ".").last.map(String.init) ?? value
            switch argument.label?.text {
            case "keys":
                if member == "nil" {
                    keyStyle = nil
                } else if let style = KeyStyle.named(member) {
                    keyStyle = style
                } else {
                    diagnose(.keyStyleUnknown, at: Syntax(argument))
                }
            case "invalidValues":
                switch member {
                case "useDefault": defaultsIfInvalid = true
                case "throw", "`throw`": defaultsIfInvalid = false
                default: diagnose(.invalidValuesUnknown, at: Syntax(argument))
                }
            case "tagging":
                diagnose(.taggingOnStructOrClass, at: Syntax(argument))
            default:
                break
            }
        }
    }

    /// Two properties that would read or write one key.
    private func checkKeys(_ declaration: some DeclGroupSyntax) {
        // By path: `"a.b"` (nested) and `"a\\.b"` (one key with a dot) are different keys.
        var owners: [[String]: String] = [:]
        for property in properties where property.isEncoded && !property.isFlattened {
            for path in property.keyPaths {
                if let first = owners[path], first != property.name {
                    diagnose(.duplicateKey(path.joined(separator: "."), first, property.name), at: binding(of: property.name, in: declaration))
                } else {
                    owners[path] = property.name
                }
            }
        }
    }

    /// Where the stored property `name` is declared (`name: Type`), for a diagnostic about it.
    private func binding(of name: String, in declaration: some DeclGroupSyntax) -> Syntax {
        for member in declaration.memberBlock.members {
            for binding in member.decl.as(VariableDeclSyntax.self)?.bindings ?? [] {
                if binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text.trimmingBackticks == name { return Syntax(binding) }
            }
        }
        return Syntax(declaration.memberBlock)
    }
}
