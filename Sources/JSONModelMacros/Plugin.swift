// The compiler plugin: the macros this target implements.

import SwiftCompilerPlugin
import SwiftSyntaxMacros

@main
struct JSONModelPlugin: CompilerPlugin {
    let providingMacros: [any Macro.Type] = [JSONModelMacro.self, JSONPropertyMacro.self]
}
