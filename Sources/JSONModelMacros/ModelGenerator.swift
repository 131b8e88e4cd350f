package import SwiftDiagnostics
package import SwiftSyntax

/// What `@JSONModel` adds to a declaration, by kind: a struct gets its table and the code that
/// reads its fields in its body, and `init(from:)` (when it has a memberwise initializer, which
/// it keeps), `encode(to:)` and `merge(from:)` in an extension; a class gets its members in its
/// body (a class's designated initializer cannot be in an extension) and the conformance in an
/// extension.
package enum ModelGenerator {
    package static func members(for model: ModelAnalysis) -> [DeclSyntax] {
        guard !model.hasErrors else { return [] }
        let expansion = ModelExpansion(model)
        guard model.kind == .structure else {
            return [expansion.fieldTable, expansion.initializer, expansion.encoder, expansion.merge].map { DeclSyntax(source: $0) }
        }
        // In the body, where the types the fields name mean what they mean in the declaration:
        // the table, and the code that reads the fields into locals of those types (a static
        // function beside the memberwise initializer, or `init(from:)` where there is none).
        return [expansion.fieldTable, expansion.objectFactory ?? expansion.initializer].map { DeclSyntax(source: $0) }
    }

    package static func extensions(for model: ModelAnalysis, type: String, conforms: Bool, availability: String = "") -> [ExtensionDeclSyntax] {
        guard !model.hasErrors, !model.typeName.isEmpty else { return [] }
        // Unconditional: a conditional conformance would not imply Codable, which a macro may
        // only add by naming it; generic parameters are constrained in the declaration
        // (`Page<Item: Codable>`).
        let conformance = conforms ? ": JSONModelCodable" : ""
        let whereClause = ""
        if model.kind != .structure {
            guard conforms else { return [] }
            return extensionDecl("\(availability)extension \(type)\(conformance)\(whereClause) {}")
        }
        let expansion = ModelExpansion(model)
        // The members as text in the extension's text, parsed once, as a whole.
        let members = [expansion.objectFactory == nil ? nil : expansion.initializer, expansion.encoder, expansion.merge]
        let body = ModelExpansion.indented(members.compactMap { $0 }.flatMap { [$0, ""] }.dropLast())
        return extensionDecl("\(availability)extension \(type)\(conformance)\(whereClause) {\n\(body)\n}")
    }

    package static func members(for model: EnumAnalysis) -> [DeclSyntax] {
        guard !model.hasErrors else { return [] }
        return EnumExpansion(model).members
    }

    package static func extensions(for model: EnumAnalysis, type: String, conforms: Bool, availability: String = "") -> [ExtensionDeclSyntax] {
        guard !model.hasErrors, conforms else { return [] }
        return extensionDecl("\(availability)extension \(type): JSONModelCodable {}")
    }

    /// The `@available` attributes of `declaration` and of the types it is declared in
    /// (`lexicalContext`, innermost first), one per line, for the extensions generated for it:
    /// an extension of a type that is available only from some release must say so too.
    ///
    /// ```swift
    /// @available(macOS 15, *) @JSONModel struct Big { var id: Int128 }
    /// // extension Big: JSONModelCodable { … } is written @available(macOS 15, *) as well
    /// ```
    package static func availability(of declaration: some DeclGroupSyntax, lexicalContext: [Syntax]) -> String {
        var lines: [String] = []
        let outer = lexicalContext.compactMap { $0.asProtocol((any WithAttributesSyntax).self)?.attributes }
        for attributes in [declaration.attributes] + outer.reversed() {
            for element in attributes {
                guard let attribute = element.as(AttributeSyntax.self), attribute.attributeName.trimmedDescription == "available" else { continue }
                lines.append(attribute.trimmedDescription)
            }
        }
        return lines.map { $0 + "\n" }.joined()
    }

    /// The error for `@JSONModel` on a type declared inside a function, closure or accessor
    /// (which `lexicalContext`, innermost first, shows): Swift expands no extension macro
    /// there, and says only that; nil for a type declared where the macro works.
    package static func localTypeDiagnostic(for declaration: some DeclGroupSyntax, attribute: AttributeSyntax, lexicalContext: [Syntax]) -> Diagnostic? {
        let isLocal = lexicalContext.contains { context in
            context.is(FunctionDeclSyntax.self) || context.is(InitializerDeclSyntax.self) || context.is(DeinitializerDeclSyntax.self)
                || context.is(AccessorDeclSyntax.self) || context.is(ClosureExprSyntax.self) || context.is(SubscriptDeclSyntax.self)
        }
        guard isLocal else { return nil }
        let name = declaration.asProtocol((any NamedDeclSyntax).self)?.name.trimmedDescription ?? "this type"
        return Diagnostic(node: attribute, message: JSONModelDiagnostic.localType(name))
    }

    private static func extensionDecl(_ source: String) -> [ExtensionDeclSyntax] {
        DeclSyntax(source: source).as(ExtensionDeclSyntax.self).map { [$0] } ?? []
    }
}

extension ModelAnalysis {
    /// An error was found: nothing is generated, so that the compiler shows the diagnostic
    /// rather than errors in code written from a declaration it did not understand.
    package var hasErrors: Bool { diagnostics.contains { $0.diagMessage.severity == .error } }
}

/// The checks a property attribute makes on its own declaration.
package enum PropertyAttributeCheck {
    package static func diagnostics(for node: AttributeSyntax, on declaration: some DeclSyntaxProtocol) -> [Diagnostic] {
        let name = node.attributeName.trimmedDescription
        let isCaseAttribute = name == "JSONTag" || name == "JSONUnknown"
        let message: JSONModelDiagnostic
        if declaration.is(EnumCaseDeclSyntax.self) {
            guard !isCaseAttribute else { return [] }
            message = .propertyAttributeOnCase(name)
        } else if isCaseAttribute {
            message = .caseAttributeOutsideEnum(name)
        } else if let variable = declaration.as(VariableDeclSyntax.self) {
            guard let unmapped = unmappedPropertyMessage(name, variable) else { return [] }
            message = unmapped
        } else {
            return []
        }
        return [
            Diagnostic(
                node: Syntax(node), message: message,
                fixIts: [
                    FixIt(
                        message: JSONModelFixIt(message: "remove @\(name)", id: "remove-attribute"),
                        // The line break and indentation before the attribute stay.
                        changes: [.replace(oldNode: Syntax(node), newNode: Syntax(TokenSyntax.identifier("", leadingTrivia: node.leadingTrivia)))])
                ])
        ]
    }

    /// Why a property attribute has no effect on `variable`, if it has none.
    private static func unmappedPropertyMessage(_ name: String, _ variable: VariableDeclSyntax) -> JSONModelDiagnostic? {
        let modifiers = variable.modifiers.map(\.name.text)
        let message: JSONModelDiagnostic
        if modifiers.contains("static") || modifiers.contains("class") {
            message = .attributeOnUnmappedProperty(name, kind: "static")
        } else if modifiers.contains("lazy") {
            message = .attributeOnUnmappedProperty(name, kind: "lazy")
        } else if variable.bindings.contains(where: { binding in binding.accessorBlock.map(ModelProperty.isComputed) ?? false }) {
            message = .attributeOnComputedProperty(name)
        } else {
            return nil
        }
        return message
    }
}
