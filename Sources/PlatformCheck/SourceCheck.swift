// Reading one Swift file for the mistakes that only show on another platform or an older
// compiler: an API used where the platforms' floor does not guarantee it, syntax newer than the
// package's tools version, and differences of the C library and the operating system.

import Foundation
import SwiftParser
import SwiftSyntax

/// A mistake found, at its place.
package struct Finding: Hashable, Sendable, CustomStringConvertible {
    package var path: String
    package var line: Int
    package var column: Int
    /// A stable name of the kind of mistake: `api-availability`, `syntax-newer-than-tools`, …
    package var id: String
    package var message: String

    package var description: String { "\(path):\(line):\(column): error: \(message) [\(id)]" }
}

/// What a file is, for the rules that depend on it.
package struct FileRole: Sendable {
    /// JSONCore: the standard library and the C library only, on every platform Swift runs on
    /// (Windows and WASI included).
    package var isPortableCore = false
    /// A test: compiled for iOS, tvOS, watchOS and visionOS too, where there is no `Process`.
    package var isTest = false

    package init(isPortableCore: Bool = false, isTest: Bool = false) {
        self.isPortableCore = isPortableCore
        self.isTest = isTest
    }
}

/// Checks Swift files against the package's floor and tools version.
package struct SourceCheck: Sendable {
    /// The package's `platforms:`.
    package var floor: Availability
    /// The package's `swift-tools-version`.
    package var toolsVersion: PlatformVersion
    package var table: [APIEntry]

    package init(floor: Availability, toolsVersion: PlatformVersion, table: [APIEntry] = APITable.entries) {
        self.floor = floor
        self.toolsVersion = toolsVersion
        self.table = table
    }

    /// The mistakes in `source`, the text of the file at `path`.
    package func check(source: String, path: String, role: FileRole = FileRole()) -> [Finding] {
        let tree = Parser.parse(source: source)
        let visitor = SourceVisitor.make(check: self, path: path, role: role, tree: tree, text: source)
        visitor.walk(tree)
        visitor.finish()
        return visitor.findings
    }
}

/// Where code is compiled and what it may use there: per Apple platform, the version it is
/// guaranteed to run on, or nil where it is not compiled (or marked unavailable).
struct Scope {
    var guaranteed: [ApplePlatform: PlatformVersion?]
    /// Whether some platform that is not Apple's compiles it too.
    var compiledElsewhere = true
    /// Inside `#if compiler(>=6.2)` or later.
    var newCompilerOnly = false
    /// Inside a region that only Glibc compiles (`#if canImport(Glibc)`).
    var glibcOnly = false
    /// Inside a region that only macOS and Linux-like systems compile (no iOS, tvOS, watchOS,
    /// visionOS), for `Process`.
    var noMobileApple = false
    /// Which of the other systems JSONCore builds on (Windows, WASI, Android, Musl) compile it.
    var otherSystems: [String: Bool] = ["Windows": true, "WASI": true, "Android": true, "Musl": true]
}

final class SourceVisitor: SyntaxVisitor {
    // Set by ``make(check:path:role:tree:text:)``: a subclass of SyntaxVisitor with an
    // initializer of its own draws a spurious "infinite recursion" warning.
    var check = SourceCheck(floor: Availability([:]), toolsVersion: "6.1")
    var path = ""
    var role = FileRole()
    var converter: SourceLocationConverter?
    var text = ""
    var findings: [Finding] = []
    /// `Thread` objects made without a stack size set in the same block.
    private var threads: [(node: Syntax, name: String?)] = []

    static func make(check: SourceCheck, path: String, role: FileRole, tree: SourceFileSyntax, text: String) -> SourceVisitor {
        let visitor = SourceVisitor(viewMode: .sourceAccurate)
        visitor.check = check
        visitor.path = path
        visitor.role = role
        visitor.text = text
        visitor.converter = SourceLocationConverter(fileName: path, tree: tree)
        return visitor
    }

    /// Whether the file imports `module`.
    func imports(_ module: String) -> Bool {
        text.contains("import \(module)\n") || text.contains("import \(module) ")
    }

    // MARK: - Findings

    func report(_ node: some SyntaxProtocol, _ id: String, _ message: String) {
        guard let converter else { return }
        let location = node.startLocation(converter: converter)
        findings.append(Finding(path: path, line: location.line, column: location.column, id: id, message: message))
    }

    func finish() {
        for (node, name) in threads {
            // A stack size set in the same block, for the thread's variable.
            let block = node.ancestorCodeBlockText
            if let name, block.contains("\(name).stackSize") { continue }
            report(
                node, "thread-stack-size",
                "a Thread without an explicit stackSize: secondary threads have 512 KiB of stack on Apple platforms and 8 MiB on Linux, so nesting that works here overflows there")
        }
    }

    // MARK: - APIs

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        checkName(node.baseName.text, at: node)
        if node.baseName.text == "Process" { checkProcess(node) }
        return .visitChildren
    }

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        checkName(node.name.text, at: node)
        if node.name.text == "Process" { checkProcess(node) }
        return .visitChildren
    }

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        let module = node.path.map(\.name.text).joined(separator: ".")
        for entry in check.table where entry.use == .module(module) { checkAvailability(entry, "import \(module)", at: node) }
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        // A trailing closure stands for the label that comes next, whatever it is.
        var labels = node.arguments.map { $0.label?.text ?? "_" }
        if node.trailingClosure != nil { labels.append("*") }
        labels += node.additionalTrailingClosures.map(\.label.text)
        func matches(_ wanted: [String], exactly: Bool) -> Bool {
            guard exactly ? labels.count == wanted.count : labels.count >= wanted.count else { return false }
            return zip(labels, wanted).allSatisfy { $0 == $1 || $0 == "*" }
        }
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            for entry in check.table {
                guard case .method(let method, let wanted) = entry.use, method == name, matches(wanted, exactly: false) else { continue }
                checkAvailability(entry, "\(name)(\(wanted.map { $0 + ":" }.joined()))", at: node)
            }
        }
        if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            for entry in check.table {
                guard case .initializer(let type, let wanted) = entry.use, type == name, matches(wanted, exactly: true) else { continue }
                checkAvailability(entry, "\(name)(\(wanted.map { $0 + ":" }.joined()))", at: node)
            }
            if name == "fsync" && !text.contains("F_FULLFSYNC") {
                report(
                    node, "fsync-on-darwin",
                    "fsync does not reach the disk on Darwin (the drive keeps its cache): use fcntl(_, F_FULLFSYNC) there, fsync elsewhere")
            }
            if name == "Thread" && (labels == ["*"] || labels == ["block"]) { noteThread(node) }
            if role.isPortableCore && ["memchr", "memcmp", "memcpy", "memmove", "strlen", "dlsym"].contains(name) { checkCLibraryImports(node, name) }
        }
        return .visitChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        // `RUSAGE_SELF.rawValue`: Glibc imports RUSAGE_SELF as an enum case, Darwin as an Int32.
        if node.declName.baseName.text == "rawValue", let base = node.base?.as(DeclReferenceExprSyntax.self),
            ["RUSAGE_SELF", "RUSAGE_CHILDREN"].contains(base.baseName.text), !scope(of: node).glibcOnly
        {
            report(
                node, "c-library-difference",
                "\(base.baseName.text).rawValue exists on Glibc only (Darwin and Musl import it as an Int32): branch on canImport(Glibc)")
        }
        return .visitChildren
    }

    private func checkName(_ name: String, at node: some SyntaxProtocol) {
        // A member's own name (`x.Duration`) is not the global type.
        if let parent = node.parent?.as(MemberAccessExprSyntax.self), parent.declName.id == Syntax(node).id { return }
        for entry in check.table where entry.use == .name(name) && entry.module.map(imports) ?? true { checkAvailability(entry, name, at: node) }
    }

    /// Reports `entry` used at `node` where some platform compiles it below the version it needs.
    private func checkAvailability(_ entry: APIEntry, _ spelled: String, at node: some SyntaxProtocol) {
        let scope = scope(of: node)
        var short: [String] = []
        for platform in ApplePlatform.allCases {
            guard let guaranteed = scope.guaranteed[platform], let guaranteed else { continue }
            guard let needed = entry.availability.versions[platform] else {
                // A framework that has no such platform: its module does not build there at all.
                if entry.module == nil { short.append("\(platform.rawValue) (never)") }
                continue
            }
            if guaranteed < needed { short.append("\(platform.rawValue) \(needed) (here from \(guaranteed))") }
        }
        guard !short.isEmpty else { return }
        report(
            node, "api-availability",
            "\(spelled), from \(entry.origin), needs \(short.joined(separator: ", ")): put it under @available or if #available")
    }

    // MARK: - Syntax newer than the tools version

    private var toolsBefore62: Bool { check.toolsVersion < "6.2" }

    private func newSyntax(_ node: some SyntaxProtocol, _ what: String) {
        guard toolsBefore62, !scope(of: node).newCompilerOnly else { return }
        report(
            node, "syntax-newer-than-tools",
            "\(what) is Swift 6.2 syntax, and the package's swift-tools-version is \(check.toolsVersion): Swift \(check.toolsVersion) compilers refuse it (use #if compiler(>=6.2), or raise the tools version)")
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.bindingSpecifier.tokenKind == .keyword(.let),
            let modifier = node.modifiers.first(where: { ["weak", "unowned"].contains($0.name.text) })
        {
            newSyntax(node, "'\(modifier.name.text) let'")
        }
        return .visitChildren
    }

    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
        if node.attributeName.trimmedDescription == "concurrent" { newSyntax(node, "'@concurrent'") }
        return .visitChildren
    }

    override func visit(_ node: DeclModifierSyntax) -> SyntaxVisitorContinueKind {
        if node.name.text == "nonisolated", node.detail?.detail.text == "nonsending" { newSyntax(node, "'nonisolated(nonsending)'") }
        return .visitChildren
    }

    #if canImport(SwiftSyntax602)
    override func visit(_ node: UnsafeExprSyntax) -> SyntaxVisitorContinueKind {
        newSyntax(node, "an 'unsafe' expression")
        return .visitChildren
    }

    override func visit(_ node: InlineArrayTypeSyntax) -> SyntaxVisitorContinueKind {
        newSyntax(node, "the inline array type '[N of T]'")
        return .visitChildren
    }
    #endif

    // MARK: - The operating system and the C library

    private func noteThread(_ node: FunctionCallExprSyntax) {
        // `let thread = Thread { … }`: the variable whose stackSize must be set.
        var name: String?
        if let binding = node.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self) {
            name = binding.pattern.trimmedDescription
        }
        threads.append((Syntax(node), name))
    }

    private func checkProcess(_ node: some SyntaxProtocol) {
        guard role.isTest, !scope(of: node).noMobileApple else { return }
        report(
            node, "process-on-mobile",
            "Process does not exist on iOS, tvOS, watchOS or visionOS, which compile the tests too: put it under #if os(macOS) || os(Linux) (or the like)")
    }

    private func checkCLibraryImports(_ node: some SyntaxProtocol, _ function: String) {
        let imports = text
        let compiled = scope(of: node).otherSystems
        for (module, platform) in [("ucrt", "Windows"), ("WASILibc", "WASI"), ("Android", "Android"), ("Musl", "Musl")]
        where compiled[platform] != false && !imports.contains("canImport(\(module))") {
            report(
                node, "c-library-import",
                "\(function) comes from the C library, which this file does not import on \(platform) (canImport(\(module))): JSONCore builds wherever Swift does")
        }
    }

    // MARK: - Scopes

    /// Where `node` is compiled, and the versions guaranteed there.
    func scope(of node: some SyntaxProtocol) -> Scope {
        var scope = Scope(guaranteed: Dictionary(uniqueKeysWithValues: ApplePlatform.allCases.map { ($0, check.floor.versions[$0]) }))
        var child = Syntax(node)
        var current = node.parent
        while let ancestor = current {
            if let declaration = ancestor.asProtocol((any WithAttributesSyntax).self) {
                apply(declaration.attributes, to: &scope)
            }
            if let ifExpression = ancestor.as(IfExprSyntax.self), ifExpression.body.id == child.id {
                for condition in ifExpression.conditions {
                    if let availability = condition.condition.as(AvailabilityConditionSyntax.self),
                        availability.availabilityKeyword.tokenKind == .poundAvailable
                    {
                        raise(&scope, by: availability.availabilityArguments)
                    }
                }
            }
            if let list = ancestor.as(CodeBlockItemListSyntax.self) {
                // `guard #available(…) else { … }` earlier in the same block.
                for item in list {
                    if item.id == child.id { break }
                    guard let guardStatement = item.item.as(GuardStmtSyntax.self) else { continue }
                    for condition in guardStatement.conditions {
                        if let availability = condition.condition.as(AvailabilityConditionSyntax.self),
                            availability.availabilityKeyword.tokenKind == .poundAvailable
                        {
                            raise(&scope, by: availability.availabilityArguments)
                        }
                    }
                }
            }
            if let clause = ancestor.as(IfConfigClauseSyntax.self) {
                apply(clause, to: &scope)
            }
            child = ancestor
            current = ancestor.parent
        }
        return scope
    }

    private func apply(_ attributes: AttributeListSyntax, to scope: inout Scope) {
        for element in attributes {
            guard let attribute = element.as(AttributeSyntax.self), attribute.attributeName.trimmedDescription == "available",
                case .availability(let arguments)? = attribute.arguments
            else { continue }
            let tokens = arguments.compactMap { argument -> String? in
                if case .token(let token) = argument.argument { return token.text }
                return nil
            }
            if tokens.contains("unavailable") {
                if tokens.contains("*") {
                    for platform in ApplePlatform.allCases { scope.guaranteed[platform] = .some(nil) }
                } else {
                    for platform in tokens.compactMap(ApplePlatform.init(attributeName:)) { scope.guaranteed[platform] = .some(nil) }
                }
                continue
            }
            raise(&scope, by: arguments)
        }
    }

    private func raise(_ scope: inout Scope, by arguments: AvailabilityArgumentListSyntax) {
        var named: Set<ApplePlatform> = []
        for argument in arguments {
            guard case .availabilityVersionRestriction(let restriction) = argument.argument,
                let platform = ApplePlatform(attributeName: restriction.platform.text),
                let versionText = restriction.version?.trimmedDescription, let version = PlatformVersion(versionText)
            else { continue }
            named.insert(platform)
            raise(&scope, platform, to: version)
        }
        // Mac Catalyst takes iOS's version unless it is named.
        if named.contains(.iOS) && !named.contains(.macCatalyst), let entry = scope.guaranteed[.iOS], let version = entry {
            raise(&scope, .macCatalyst, to: version)
        }
    }

    private func raise(_ scope: inout Scope, _ platform: ApplePlatform, to version: PlatformVersion) {
        guard case .some(.some(let current)) = scope.guaranteed[platform] else { return }
        if version > current { scope.guaranteed[platform] = version }
    }

    /// `#if`: the platforms that compile the clause; an `#elseif` or `#else` only where no
    /// earlier clause of the same `#if` is certain to be taken.
    private func apply(_ clause: IfConfigClauseSyntax, to scope: inout Scope) {
        guard let block = clause.parent?.as(IfConfigClauseListSyntax.self) else { return }
        var earlier: [ExprSyntax] = []
        for other in block {
            if other.id == clause.id { break }
            if let condition = other.condition { earlier.append(condition) }
        }
        for platform in ApplePlatform.allCases {
            let world = World.apple(platform)
            var compiled: Bool? = true
            for condition in earlier where world.evaluate(condition) == true { compiled = false }
            if let condition = clause.condition, compiled != false {
                compiled = world.evaluate(condition) ?? true
            }
            if compiled == false { scope.guaranteed[platform] = .some(nil) }
        }
        let elsewhere = World.otherSystem
        var compiledElsewhere = true
        for condition in earlier where elsewhere.evaluate(condition) == true { compiledElsewhere = false }
        if let condition = clause.condition, compiledElsewhere { compiledElsewhere = elsewhere.evaluate(condition) ?? true }
        if !compiledElsewhere { scope.compiledElsewhere = false }
        for (name, world) in World.others {
            var compiled = true
            for condition in earlier where world.evaluate(condition) == true { compiled = false }
            if let condition = clause.condition, compiled { compiled = world.evaluate(condition) ?? true }
            if !compiled { scope.otherSystems[name] = false }
        }
        if let condition = clause.condition {
            let text = condition.trimmedDescription
            if text.hasPrefix("compiler(>=") || text.hasPrefix("swift(>="),
                let version = PlatformVersion(String(text.drop { !$0.isNumber }.prefix { $0.isNumber || $0 == "." })), version >= "6.2"
            {
                scope.newCompilerOnly = true
            }
            if World.glibc.evaluate(condition) == true && World.apple(.macOS).evaluate(condition) == false
                && World.musl.evaluate(condition) == false
            {
                scope.glibcOnly = true
            }
            let mobile = [ApplePlatform.iOS, .tvOS, .watchOS, .visionOS].allSatisfy { World.apple($0).evaluate(condition) == false }
            if mobile { scope.noMobileApple = true }
        }
    }
}

/// A system an `#if` condition is evaluated for: true, false, or nil when it cannot say (a
/// trait, `DEBUG`, a module it does not know).
struct World {
    var os: String
    var modules: [String: Bool]

    static func apple(_ platform: ApplePlatform) -> World {
        let os = platform == .macCatalyst ? "iOS" : platform.rawValue
        var modules: [String: Bool] = ["Darwin": true, "Glibc": false, "Musl": false, "Android": false, "ucrt": false, "WASILibc": false,
            "FoundationNetworking": false, "Foundation": true, "Dispatch": true]
        modules["UIKit"] = platform != .macOS && platform != .watchOS
        modules["AppKit"] = platform == .macOS || platform == .macCatalyst
        return World(os: os, modules: modules)
    }

    static let glibc = World(os: "Linux", modules: ["Darwin": false, "Glibc": true, "Musl": false, "Android": false, "ucrt": false, "WASILibc": false, "FoundationNetworking": true])
    static let musl = World(os: "Linux", modules: ["Darwin": false, "Glibc": false, "Musl": true, "Android": false, "ucrt": false, "WASILibc": false, "FoundationNetworking": true])
    static let others: [(String, World)] = [
        ("Windows", World(os: "Windows", modules: ["Darwin": false, "Glibc": false, "Musl": false, "Android": false, "ucrt": true, "WASILibc": false])),
        ("WASI", World(os: "WASI", modules: ["Darwin": false, "Glibc": false, "Musl": false, "Android": false, "ucrt": false, "WASILibc": true])),
        ("Android", World(os: "Android", modules: ["Darwin": false, "Glibc": false, "Musl": false, "Android": true, "ucrt": false, "WASILibc": false])),
        ("Musl", World(os: "Linux", modules: ["Darwin": false, "Glibc": false, "Musl": true, "Android": false, "ucrt": false, "WASILibc": false])),
    ]

    /// Some system other than Apple's: only what all of them share is certain.
    static let otherSystem = World(os: "?", modules: ["Darwin": false])

    func evaluate(_ condition: ExprSyntax) -> Bool? {
        if let prefix = condition.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            return evaluate(prefix.expression).map { !$0 }
        }
        if let tuple = condition.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return evaluate(only.expression)
        }
        if let sequence = condition.as(SequenceExprSyntax.self) {
            return evaluate(sequence: Array(sequence.elements))
        }
        if let infix = condition.as(InfixOperatorExprSyntax.self), let op = infix.operator.as(BinaryOperatorExprSyntax.self) {
            return combine(evaluate(infix.leftOperand), op.operator.text, evaluate(infix.rightOperand))
        }
        if let call = condition.as(FunctionCallExprSyntax.self), let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
            let argument = call.arguments.first?.expression.trimmedDescription
        {
            switch name {
            case "os":
                if os == "?" { return argument == "macOS" || argument == "iOS" || argument == "tvOS" || argument == "watchOS" || argument == "visionOS" ? false : nil }
                return argument == os
            case "canImport":
                return modules[argument]
            case "targetEnvironment":
                return nil
            default:
                return nil
            }
        }
        return nil
    }

    /// `a || b && c`, left to right with `&&` first.
    private func evaluate(sequence elements: [ExprSyntax]) -> Bool? {
        var terms: [Bool?] = []
        var operators: [String] = []
        for (index, element) in elements.enumerated() {
            if index % 2 == 0 {
                terms.append(evaluate(element))
            } else {
                operators.append(element.as(BinaryOperatorExprSyntax.self)?.operator.text ?? "?")
            }
        }
        // `&&` binds tighter: fold them first.
        var orTerms: [Bool?] = [terms.first ?? nil]
        for (op, term) in zip(operators, terms.dropFirst()) {
            if op == "&&" {
                orTerms[orTerms.count - 1] = combine(orTerms[orTerms.count - 1], "&&", term)
            } else if op == "||" {
                orTerms.append(term)
            } else {
                return nil
            }
        }
        return orTerms.dropFirst().reduce(orTerms[0]) { combine($0, "||", $1) }
    }

    private func combine(_ a: Bool?, _ op: String, _ b: Bool?) -> Bool? {
        switch op {
        case "&&":
            if a == false || b == false { return false }
            if a == true && b == true { return true }
            return nil
        case "||":
            if a == true || b == true { return true }
            if a == false && b == false { return false }
            return nil
        default:
            return nil
        }
    }
}

extension SyntaxProtocol {
    /// The text of the nearest code block around this node (or the whole file).
    var ancestorCodeBlockText: String {
        var current = parent
        while let node = current {
            if node.is(CodeBlockSyntax.self) || node.is(ClosureExprSyntax.self) { return node.description }
            if node.is(CodeBlockItemListSyntax.self) && node.parent?.is(SourceFileSyntax.self) == true { return node.description }
            current = node.parent
        }
        return root.description
    }
}
