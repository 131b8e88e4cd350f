// The compiler plugin: each macro forwards to JSONModelCodeGen, where the syntax logic lives.

import SwiftCompilerPlugin
import SwiftSyntaxMacros

@main
struct JSONModelPlugin: CompilerPlugin {
    let providingMacros: [any Macro.Type] = [JSONModelMacro.self, JSONPropertyMacro.self]
}
