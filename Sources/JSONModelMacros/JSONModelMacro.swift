public import SwiftSyntax
public import SwiftSyntaxMacros

/// `@JSONModel`: members for classes (their initializer must be in the class body) and enums
/// (where the types their cases name mean what they mean in the declaration), an extension for
/// structs (so that they keep their memberwise initializer).
public struct JSONModelMacro: MemberMacro, ExtensionMacro {
    /// The expansion is written as formatted source text already: swift-syntax's formatting pass
    /// over it would only cost the plugin time, on every model of every build.
    public static var formatMode: FormatMode { .disabled }

    public static func expansion(
        of node: AttributeSyntax, providingMembersOf declaration: some DeclGroupSyntax,
        conformingTo protocols: [TypeSyntax], in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        // Swift expands no extension macro on a local type, and the member role is the one
        // that runs there: say why, and generate nothing.
        if let local = ModelGenerator.localTypeDiagnostic(for: declaration, attribute: node, lexicalContext: context.lexicalContext) {
            context.diagnose(local)
            return []
        }
        if let enumeration = declaration.as(EnumDeclSyntax.self) {
            return ModelGenerator.members(for: EnumAnalysis(declaration: enumeration, attribute: node))
        }
        let model = ModelAnalysis(declaration: declaration, attribute: node)
        return ModelGenerator.members(for: model)
    }

    public static func expansion(
        of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax, providingExtensionsOf type: some TypeSyntaxProtocol,
        conformingTo protocols: [TypeSyntax], in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
        // The member role has said why a local type gets nothing.
        if ModelGenerator.localTypeDiagnostic(for: declaration, attribute: node, lexicalContext: context.lexicalContext) != nil { return [] }
        // An extension of a type available from some release only must say so as well.
        let availability = ModelGenerator.availability(of: declaration, lexicalContext: context.lexicalContext)
        if let enumeration = declaration.as(EnumDeclSyntax.self) {
            let model = EnumAnalysis(declaration: enumeration, attribute: node)
            for diagnostic in model.diagnostics { context.diagnose(diagnostic) }
            return ModelGenerator.extensions(for: model, type: type.trimmedDescription, conforms: !protocols.isEmpty, availability: availability)
        }
        let model = ModelAnalysis(declaration: declaration, attribute: node)
        for diagnostic in model.diagnostics { context.diagnose(diagnostic) }
        return ModelGenerator.extensions(for: model, type: type.trimmedDescription, conforms: !protocols.isEmpty, availability: availability)
    }
}

/// `@JSONKey`, `@JSONIgnore`, `@JSONTransform`, `@JSONLossy`, `@JSONDefaultIfInvalid`,
/// `@JSONFlatten`, `@JSONTag` and `@JSONUnknown`: markers that `@JSONModel` reads; on their own
/// they only check where they are.
public struct JSONPropertyMacro: PeerMacro {
    /// Expands to nothing: no formatting pass.
    public static var formatMode: FormatMode { .disabled }

    public static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol, in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        for diagnostic in PropertyAttributeCheck.diagnostics(for: node, on: declaration) { context.diagnose(diagnostic) }
        return []
    }
}
