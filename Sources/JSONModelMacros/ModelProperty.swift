import SwiftDiagnostics
import SwiftParser
import SwiftSyntax

/// One stored property of a model, as `@JSONModel` reads its declaration.
package struct ModelProperty {
    package var name: String
    /// The type as written; nil when it is left to be inferred from a literal default.
    package var type: String
    package var isOptional: Bool
    /// The type inside `?`, `!` or `Optional<…>`; the type itself otherwise.
    package var wrappedType: String
    package var defaultValue: String?
    package var isLet: Bool
    package var isIgnored: Bool
    /// Each alternative, as a path of keys.
    package var keyPaths: [[String]]
    /// Whether the keys came from `@JSONKey` (rather than the property's name in the key style).
    package var hasExplicitKeys: Bool
    package var transformer: String?
    package var isLossy: Bool
    package var defaultsIfInvalid: Bool
    package var isFlattened: Bool

    /// Decoded by the model's `init(from:)`: a `let` with a default keeps it, as in Codable.
    package var isDecoded: Bool { !isIgnored && !(isLet && defaultValue != nil) }
    package var isEncoded: Bool { !isIgnored }
    /// Whether decoding may fall back on a value (the default, or nil).
    package var hasFallback: Bool { defaultValue != nil || isOptional }
}

extension ModelProperty {
    /// The stored properties of `binding`'s declaration, or nil for one that is not stored.
    static func read(
        _ declaration: VariableDeclSyntax, context: ModelAnalysis
    ) -> [ModelProperty] {
        let modifiers = declaration.modifiers.map(\.name.text)
        if modifiers.contains("static") || modifiers.contains("class") || modifiers.contains("lazy") { return [] }
        let attributes = PropertyAttributes(declaration.attributes, context: context)
        let isLet = declaration.bindingSpecifier.tokenKind == .keyword(.let)
        var properties: [ModelProperty] = []
        let bindings = Array(declaration.bindings)
        for (position, binding) in bindings.enumerated() {
            guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self) else {
                // `var (a, b): (Int, Int)`: no one key per name to map; said rather than skipped,
                // so that the generated initializer does not leave the names unset.
                if binding.pattern.is(TuplePatternSyntax.self) { context.diagnose(.tuplePattern, at: Syntax(binding)) }
                continue
            }
            if let accessors = binding.accessorBlock, isComputed(accessors) { continue }
            let name = pattern.identifier.trimmed.text.trimmingBackticks
            // `var a, b: Int`: the type written after the last binding is the others' too.
            let annotation = binding.typeAnnotation?.type
                ?? bindings[position...].lazy.compactMap { $0.typeAnnotation?.type }.first
            let defaultValue = binding.initializer?.value.trimmedDescription
            var typeText = annotation?.trimmedDescription
            if typeText == nil, let value = binding.initializer?.value { typeText = literalType(of: value) }
            guard let typeText else {
                if !attributes.isIgnored { context.diagnose(.missingType, at: Syntax(binding)) }
                continue
            }
            let (isOptional, wrapped) = optionalWrapped(annotation, typeText)
            var keyPaths = attributes.keyPaths
            if keyPaths.isEmpty { keyPaths = [[context.keyStyle.map { $0.convert(name) } ?? name]] }
            let property = ModelProperty(
                name: name, type: typeText, isOptional: isOptional, wrappedType: wrapped, defaultValue: defaultValue, isLet: isLet,
                isIgnored: attributes.isIgnored, keyPaths: keyPaths, hasExplicitKeys: !attributes.keyPaths.isEmpty,
                transformer: attributes.transformer, isLossy: attributes.isLossy,
                defaultsIfInvalid: attributes.defaultsIfInvalid || (context.defaultsIfInvalid && (defaultValue != nil || isOptional)),
                isFlattened: attributes.isFlattened)
            if property.isIgnored && defaultValue == nil && !isOptional {
                let placeholder = ExprSyntax(EditorPlaceholderExprSyntax(placeholder: .identifier(placeholderText("default"))))
                // ` = <#default#>` goes before the trivia after the binding (a comment on its line).
                let fixed = binding.with(\.trailingTrivia, [])
                    .with(\.initializer, InitializerClauseSyntax(equal: .equalToken(leadingTrivia: .space, trailingTrivia: .space), value: placeholder))
                    .with(\.trailingTrivia, binding.trailingTrivia)
                let fixIt = FixIt(
                    message: JSONModelFixIt(message: "add a default value", id: "add-default"),
                    changes: [.replace(oldNode: Syntax(binding), newNode: Syntax(fixed))])
                context.diagnose(.ignoredWithoutDefault, at: Syntax(binding), fixIt: fixIt)
            }
            if property.isLossy && !isCollection(wrapped) { context.diagnose(.lossyNeedsCollection, at: Syntax(declaration)) }
            if attributes.defaultsIfInvalid && !property.hasFallback {
                context.diagnose(.defaultIfInvalidNeedsDefault, at: Syntax(declaration))
            }
            properties.append(property)
        }
        return properties
    }

    /// A getter (written out or implied): the property has no storage.
    static func isComputed(_ accessors: AccessorBlockSyntax) -> Bool {
        switch accessors.accessors {
        case .getter: return true
        case .accessors(let list):
            return list.contains { [.keyword(.get), .keyword(.set), .keyword(._read), .keyword(._modify), .keyword(.unsafeAddress)].contains($0.accessorSpecifier.tokenKind) }
        }
    }

    /// The type of a plain literal default (`= true`, `= 0`, `= 1.5`, `= "x"`).
    static func literalType(of value: ExprSyntax) -> String? {
        if value.is(BooleanLiteralExprSyntax.self) { return "Bool" }
        if value.is(IntegerLiteralExprSyntax.self) { return "Int" }
        if value.is(FloatLiteralExprSyntax.self) { return "Double" }
        if value.is(StringLiteralExprSyntax.self) { return "String" }
        if let prefix = value.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" { return literalType(of: prefix.expression) }
        return nil
    }

    static func optionalWrapped(_ type: TypeSyntax?, _ text: String) -> (Bool, String) {
        if let optional = type?.as(OptionalTypeSyntax.self) { return (true, optional.wrappedType.trimmedDescription) }
        if let implicit = type?.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return (true, implicit.wrappedType.trimmedDescription) }
        if let identifier = type?.as(IdentifierTypeSyntax.self), identifier.name.text == "Optional",
            let argument = identifier.genericArgumentClause?.arguments.first
        {
            return (true, argument.argument.trimmedDescription)
        }
        return (false, text)
    }

    static func isCollection(_ type: String) -> Bool {
        if type.hasPrefix("Array<") || type.hasPrefix("Dictionary<String,") { return true }
        guard type.hasPrefix("[") else { return false }
        // `[Key: Value]` (a colon outside nested brackets) is a dictionary, lossy only with String keys.
        var depth = 0
        for (offset, character) in type.enumerated() {
            switch character {
            case "[", "<", "(": depth += 1
            case "]", ">", ")": depth -= 1
            case ":" where depth == 1: return type.dropFirst().prefix(offset - 1).filter { $0 != " " } == "String"
            default: break
            }
        }
        return true
    }
}

/// The `@JSONKey`, `@JSONIgnore`, `@JSONTransform`, `@JSONLossy`, `@JSONDefaultIfInvalid` and
/// `@JSONFlatten` attributes of one property.
struct PropertyAttributes {
    var keyPaths: [[String]] = []
    var isIgnored = false
    var transformer: String?
    var isLossy = false
    var defaultsIfInvalid = false
    var isFlattened = false

    init(_ attributes: AttributeListSyntax, context: ModelAnalysis) {
        for element in attributes {
            guard let attribute = element.as(AttributeSyntax.self) else { continue }
            switch attribute.attributeName.trimmedDescription {
            case "JSONKey":
                for argument in attribute.arguments?.as(LabeledExprListSyntax.self) ?? [] {
                    guard let literal = argument.expression.as(StringLiteralExprSyntax.self),
                        let text = PropertyAttributes.plainText(of: literal)
                    else {
                        context.diagnose(.keyNotLiteral, at: Syntax(argument))
                        continue
                    }
                    let path = KeyPath.parse(text)
                    // `@JSONKey("")` is the key "" (JSON allows it); an empty part of a longer
                    // path (`"meta..size"`) is a slip.
                    if path.count > 1 && path.contains(where: \.isEmpty) {
                        context.diagnose(.emptyKey, at: Syntax(argument))
                        continue
                    }
                    keyPaths.append(path)
                }
            case "JSONIgnore": isIgnored = true
            case "JSONTransform":
                transformer = attribute.arguments?.as(LabeledExprListSyntax.self)?.first?.expression.trimmedDescription
            case "JSONLossy": isLossy = true
            case "JSONDefaultIfInvalid": defaultsIfInvalid = true
            case "JSONFlatten": isFlattened = true
            default: break
            }
        }
    }
}

extension PropertyAttributes {
    /// The value of a string literal without interpolation, every escape read as Swift reads
    /// it (`"a\\.b"` and `#"a\.b"#` are both `a\.b`, which ``KeyPath/parse(_:)`` reads as the
    /// one key `a.b`); nil for a literal with interpolation.
    static func plainText(of literal: StringLiteralExprSyntax) -> String? {
        literal.representedLiteralValue
    }
}

/// `@JSONKey` paths: keys separated by `.`, a literal dot written `\.` and a literal backslash
/// before a dot (or another backslash) `\\`; a backslash before any other character is itself.
package enum KeyPath {
    package static func parse(_ text: String) -> [String] {
        var keys: [String] = []
        var current = ""
        var escaped = false
        for character in text {
            if escaped {
                if character != "." && character != "\\" { current.append("\\") }
                current.append(character)
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == "." {
                keys.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        if escaped { current.append("\\") }
        keys.append(current)
        return keys
    }

    /// The path text of the one key `key`, which ``parse(_:)`` reads back as `[key]`: its dots
    /// and backslashes escaped.
    package static func escaping(_ key: String) -> String {
        var text = ""
        for character in key {
            if character == "." || character == "\\" { text.append("\\") }
            text.append(character)
        }
        return text
    }
}

extension String {
    var trimmingBackticks: String {
        hasPrefix("`") && hasSuffix("`") && count > 1 ? String(dropFirst().dropLast()) : self
    }
}

/// An editor placeholder's text, put together so that this source has none of its own.
func placeholderText(_ name: String) -> String {
    "<" + "#" + name + "#" + ">"
}
