// Every keyword and contextual keyword of Swift (swift-syntax's `Keyword`) as a property name,
// in a struct (required) and in a class (optional, beside a defaulted property): decoded by
// JSONModelDecoder and by Foundation's JSONDecoder, encoded by both encoders, merged, and as
// `jsonValue()`. The generated code must reach the property itself (`self.`self``), never
// `self`, a local it declared, or a keyword.

import Foundation
import JSONModel
import Testing

/// A model whose property is named `keyword`: `probe` reads it.
protocol KeywordModel: JSONModelCodable {
    static var keyword: String { get }
    var probe: Int? { get }
}

@JSONModel struct KeywordStruct_abi { var `abi`: Int; var rest: String? }
extension KeywordStruct_abi: KeywordModel { static let keyword = "abi"; var probe: Int? { self.`abi` } }
@JSONModel final class KeywordClass_abi { var `abi`: Int?; var rest = "" }
extension KeywordClass_abi: KeywordModel { static let keyword = "abi"; var probe: Int? { self.`abi` } }

@JSONModel struct KeywordStruct_accesses { var `accesses`: Int; var rest: String? }
extension KeywordStruct_accesses: KeywordModel { static let keyword = "accesses"; var probe: Int? { self.`accesses` } }
@JSONModel final class KeywordClass_accesses { var `accesses`: Int?; var rest = "" }
extension KeywordClass_accesses: KeywordModel { static let keyword = "accesses"; var probe: Int? { self.`accesses` } }

@JSONModel struct KeywordStruct_actor { var `actor`: Int; var rest: String? }
extension KeywordStruct_actor: KeywordModel { static let keyword = "actor"; var probe: Int? { self.`actor` } }
@JSONModel final class KeywordClass_actor { var `actor`: Int?; var rest = "" }
extension KeywordClass_actor: KeywordModel { static let keyword = "actor"; var probe: Int? { self.`actor` } }

@JSONModel struct KeywordStruct_addressWithNativeOwner { var `addressWithNativeOwner`: Int; var rest: String? }
extension KeywordStruct_addressWithNativeOwner: KeywordModel { static let keyword = "addressWithNativeOwner"; var probe: Int? { self.`addressWithNativeOwner` } }
@JSONModel final class KeywordClass_addressWithNativeOwner { var `addressWithNativeOwner`: Int?; var rest = "" }
extension KeywordClass_addressWithNativeOwner: KeywordModel { static let keyword = "addressWithNativeOwner"; var probe: Int? { self.`addressWithNativeOwner` } }

@JSONModel struct KeywordStruct_addressWithOwner { var `addressWithOwner`: Int; var rest: String? }
extension KeywordStruct_addressWithOwner: KeywordModel { static let keyword = "addressWithOwner"; var probe: Int? { self.`addressWithOwner` } }
@JSONModel final class KeywordClass_addressWithOwner { var `addressWithOwner`: Int?; var rest = "" }
extension KeywordClass_addressWithOwner: KeywordModel { static let keyword = "addressWithOwner"; var probe: Int? { self.`addressWithOwner` } }

@JSONModel struct KeywordStruct_Any { var `Any`: Int; var rest: String? }
extension KeywordStruct_Any: KeywordModel { static let keyword = "Any"; var probe: Int? { self.`Any` } }
@JSONModel final class KeywordClass_Any { var `Any`: Int?; var rest = "" }
extension KeywordClass_Any: KeywordModel { static let keyword = "Any"; var probe: Int? { self.`Any` } }

@JSONModel struct KeywordStruct_any { var `any`: Int; var rest: String? }
extension KeywordStruct_any: KeywordModel { static let keyword = "any"; var probe: Int? { self.`any` } }
@JSONModel final class KeywordClass_any { var `any`: Int?; var rest = "" }
extension KeywordClass_any: KeywordModel { static let keyword = "any"; var probe: Int? { self.`any` } }

@JSONModel struct KeywordStruct_as { var `as`: Int; var rest: String? }
extension KeywordStruct_as: KeywordModel { static let keyword = "as"; var probe: Int? { self.`as` } }
@JSONModel final class KeywordClass_as { var `as`: Int?; var rest = "" }
extension KeywordClass_as: KeywordModel { static let keyword = "as"; var probe: Int? { self.`as` } }

@JSONModel struct KeywordStruct_assignment { var `assignment`: Int; var rest: String? }
extension KeywordStruct_assignment: KeywordModel { static let keyword = "assignment"; var probe: Int? { self.`assignment` } }
@JSONModel final class KeywordClass_assignment { var `assignment`: Int?; var rest = "" }
extension KeywordClass_assignment: KeywordModel { static let keyword = "assignment"; var probe: Int? { self.`assignment` } }

@JSONModel struct KeywordStruct_associatedtype { var `associatedtype`: Int; var rest: String? }
extension KeywordStruct_associatedtype: KeywordModel { static let keyword = "associatedtype"; var probe: Int? { self.`associatedtype` } }
@JSONModel final class KeywordClass_associatedtype { var `associatedtype`: Int?; var rest = "" }
extension KeywordClass_associatedtype: KeywordModel { static let keyword = "associatedtype"; var probe: Int? { self.`associatedtype` } }

@JSONModel struct KeywordStruct_associativity { var `associativity`: Int; var rest: String? }
extension KeywordStruct_associativity: KeywordModel { static let keyword = "associativity"; var probe: Int? { self.`associativity` } }
@JSONModel final class KeywordClass_associativity { var `associativity`: Int?; var rest = "" }
extension KeywordClass_associativity: KeywordModel { static let keyword = "associativity"; var probe: Int? { self.`associativity` } }

@JSONModel struct KeywordStruct_async { var `async`: Int; var rest: String? }
extension KeywordStruct_async: KeywordModel { static let keyword = "async"; var probe: Int? { self.`async` } }
@JSONModel final class KeywordClass_async { var `async`: Int?; var rest = "" }
extension KeywordClass_async: KeywordModel { static let keyword = "async"; var probe: Int? { self.`async` } }

@JSONModel struct KeywordStruct_attached { var `attached`: Int; var rest: String? }
extension KeywordStruct_attached: KeywordModel { static let keyword = "attached"; var probe: Int? { self.`attached` } }
@JSONModel final class KeywordClass_attached { var `attached`: Int?; var rest = "" }
extension KeywordClass_attached: KeywordModel { static let keyword = "attached"; var probe: Int? { self.`attached` } }

@JSONModel struct KeywordStruct_autoclosure { var `autoclosure`: Int; var rest: String? }
extension KeywordStruct_autoclosure: KeywordModel { static let keyword = "autoclosure"; var probe: Int? { self.`autoclosure` } }
@JSONModel final class KeywordClass_autoclosure { var `autoclosure`: Int?; var rest = "" }
extension KeywordClass_autoclosure: KeywordModel { static let keyword = "autoclosure"; var probe: Int? { self.`autoclosure` } }

@JSONModel struct KeywordStruct_availability { var `availability`: Int; var rest: String? }
extension KeywordStruct_availability: KeywordModel { static let keyword = "availability"; var probe: Int? { self.`availability` } }
@JSONModel final class KeywordClass_availability { var `availability`: Int?; var rest = "" }
extension KeywordClass_availability: KeywordModel { static let keyword = "availability"; var probe: Int? { self.`availability` } }

@JSONModel struct KeywordStruct_available { var `available`: Int; var rest: String? }
extension KeywordStruct_available: KeywordModel { static let keyword = "available"; var probe: Int? { self.`available` } }
@JSONModel final class KeywordClass_available { var `available`: Int?; var rest = "" }
extension KeywordClass_available: KeywordModel { static let keyword = "available"; var probe: Int? { self.`available` } }

@JSONModel struct KeywordStruct_await { var `await`: Int; var rest: String? }
extension KeywordStruct_await: KeywordModel { static let keyword = "await"; var probe: Int? { self.`await` } }
@JSONModel final class KeywordClass_await { var `await`: Int?; var rest = "" }
extension KeywordClass_await: KeywordModel { static let keyword = "await"; var probe: Int? { self.`await` } }

@JSONModel struct KeywordStruct__backDeploy { var `_backDeploy`: Int; var rest: String? }
extension KeywordStruct__backDeploy: KeywordModel { static let keyword = "_backDeploy"; var probe: Int? { self.`_backDeploy` } }
@JSONModel final class KeywordClass__backDeploy { var `_backDeploy`: Int?; var rest = "" }
extension KeywordClass__backDeploy: KeywordModel { static let keyword = "_backDeploy"; var probe: Int? { self.`_backDeploy` } }

@JSONModel struct KeywordStruct_backDeployed { var `backDeployed`: Int; var rest: String? }
extension KeywordStruct_backDeployed: KeywordModel { static let keyword = "backDeployed"; var probe: Int? { self.`backDeployed` } }
@JSONModel final class KeywordClass_backDeployed { var `backDeployed`: Int?; var rest = "" }
extension KeywordClass_backDeployed: KeywordModel { static let keyword = "backDeployed"; var probe: Int? { self.`backDeployed` } }

@JSONModel struct KeywordStruct_before { var `before`: Int; var rest: String? }
extension KeywordStruct_before: KeywordModel { static let keyword = "before"; var probe: Int? { self.`before` } }
@JSONModel final class KeywordClass_before { var `before`: Int?; var rest = "" }
extension KeywordClass_before: KeywordModel { static let keyword = "before"; var probe: Int? { self.`before` } }

@JSONModel struct KeywordStruct_block { var `block`: Int; var rest: String? }
extension KeywordStruct_block: KeywordModel { static let keyword = "block"; var probe: Int? { self.`block` } }
@JSONModel final class KeywordClass_block { var `block`: Int?; var rest = "" }
extension KeywordClass_block: KeywordModel { static let keyword = "block"; var probe: Int? { self.`block` } }

@JSONModel struct KeywordStruct__borrow { var `_borrow`: Int; var rest: String? }
extension KeywordStruct__borrow: KeywordModel { static let keyword = "_borrow"; var probe: Int? { self.`_borrow` } }
@JSONModel final class KeywordClass__borrow { var `_borrow`: Int?; var rest = "" }
extension KeywordClass__borrow: KeywordModel { static let keyword = "_borrow"; var probe: Int? { self.`_borrow` } }

@JSONModel struct KeywordStruct_borrow { var `borrow`: Int; var rest: String? }
extension KeywordStruct_borrow: KeywordModel { static let keyword = "borrow"; var probe: Int? { self.`borrow` } }
@JSONModel final class KeywordClass_borrow { var `borrow`: Int?; var rest = "" }
extension KeywordClass_borrow: KeywordModel { static let keyword = "borrow"; var probe: Int? { self.`borrow` } }

@JSONModel struct KeywordStruct__borrowing { var `_borrowing`: Int; var rest: String? }
extension KeywordStruct__borrowing: KeywordModel { static let keyword = "_borrowing"; var probe: Int? { self.`_borrowing` } }
@JSONModel final class KeywordClass__borrowing { var `_borrowing`: Int?; var rest = "" }
extension KeywordClass__borrowing: KeywordModel { static let keyword = "_borrowing"; var probe: Int? { self.`_borrowing` } }

@JSONModel struct KeywordStruct_borrowing { var `borrowing`: Int; var rest: String? }
extension KeywordStruct_borrowing: KeywordModel { static let keyword = "borrowing"; var probe: Int? { self.`borrowing` } }
@JSONModel final class KeywordClass_borrowing { var `borrowing`: Int?; var rest = "" }
extension KeywordClass_borrowing: KeywordModel { static let keyword = "borrowing"; var probe: Int? { self.`borrowing` } }

@JSONModel struct KeywordStruct_break { var `break`: Int; var rest: String? }
extension KeywordStruct_break: KeywordModel { static let keyword = "break"; var probe: Int? { self.`break` } }
@JSONModel final class KeywordClass_break { var `break`: Int?; var rest = "" }
extension KeywordClass_break: KeywordModel { static let keyword = "break"; var probe: Int? { self.`break` } }

@JSONModel struct KeywordStruct__BridgeObject { var `_BridgeObject`: Int; var rest: String? }
extension KeywordStruct__BridgeObject: KeywordModel { static let keyword = "_BridgeObject"; var probe: Int? { self.`_BridgeObject` } }
@JSONModel final class KeywordClass__BridgeObject { var `_BridgeObject`: Int?; var rest = "" }
extension KeywordClass__BridgeObject: KeywordModel { static let keyword = "_BridgeObject"; var probe: Int? { self.`_BridgeObject` } }

@JSONModel struct KeywordStruct_canImport { var `canImport`: Int; var rest: String? }
extension KeywordStruct_canImport: KeywordModel { static let keyword = "canImport"; var probe: Int? { self.`canImport` } }
@JSONModel final class KeywordClass_canImport { var `canImport`: Int?; var rest = "" }
extension KeywordClass_canImport: KeywordModel { static let keyword = "canImport"; var probe: Int? { self.`canImport` } }

@JSONModel struct KeywordStruct_case { var `case`: Int; var rest: String? }
extension KeywordStruct_case: KeywordModel { static let keyword = "case"; var probe: Int? { self.`case` } }
@JSONModel final class KeywordClass_case { var `case`: Int?; var rest = "" }
extension KeywordClass_case: KeywordModel { static let keyword = "case"; var probe: Int? { self.`case` } }

@JSONModel struct KeywordStruct_catch { var `catch`: Int; var rest: String? }
extension KeywordStruct_catch: KeywordModel { static let keyword = "catch"; var probe: Int? { self.`catch` } }
@JSONModel final class KeywordClass_catch { var `catch`: Int?; var rest = "" }
extension KeywordClass_catch: KeywordModel { static let keyword = "catch"; var probe: Int? { self.`catch` } }

@JSONModel struct KeywordStruct__Class { var `_Class`: Int; var rest: String? }
extension KeywordStruct__Class: KeywordModel { static let keyword = "_Class"; var probe: Int? { self.`_Class` } }
@JSONModel final class KeywordClass__Class { var `_Class`: Int?; var rest = "" }
extension KeywordClass__Class: KeywordModel { static let keyword = "_Class"; var probe: Int? { self.`_Class` } }

@JSONModel struct KeywordStruct_class { var `class`: Int; var rest: String? }
extension KeywordStruct_class: KeywordModel { static let keyword = "class"; var probe: Int? { self.`class` } }
@JSONModel final class KeywordClass_class { var `class`: Int?; var rest = "" }
extension KeywordClass_class: KeywordModel { static let keyword = "class"; var probe: Int? { self.`class` } }

@JSONModel struct KeywordStruct_compiler { var `compiler`: Int; var rest: String? }
extension KeywordStruct_compiler: KeywordModel { static let keyword = "compiler"; var probe: Int? { self.`compiler` } }
@JSONModel final class KeywordClass_compiler { var `compiler`: Int?; var rest = "" }
extension KeywordClass_compiler: KeywordModel { static let keyword = "compiler"; var probe: Int? { self.`compiler` } }

@JSONModel struct KeywordStruct__compilerInitialized { var `_compilerInitialized`: Int; var rest: String? }
extension KeywordStruct__compilerInitialized: KeywordModel { static let keyword = "_compilerInitialized"; var probe: Int? { self.`_compilerInitialized` } }
@JSONModel final class KeywordClass__compilerInitialized { var `_compilerInitialized`: Int?; var rest = "" }
extension KeywordClass__compilerInitialized: KeywordModel { static let keyword = "_compilerInitialized"; var probe: Int? { self.`_compilerInitialized` } }

@JSONModel struct KeywordStruct__const { var `_const`: Int; var rest: String? }
extension KeywordStruct__const: KeywordModel { static let keyword = "_const"; var probe: Int? { self.`_const` } }
@JSONModel final class KeywordClass__const { var `_const`: Int?; var rest = "" }
extension KeywordClass__const: KeywordModel { static let keyword = "_const"; var probe: Int? { self.`_const` } }

@JSONModel struct KeywordStruct_consume { var `consume`: Int; var rest: String? }
extension KeywordStruct_consume: KeywordModel { static let keyword = "consume"; var probe: Int? { self.`consume` } }
@JSONModel final class KeywordClass_consume { var `consume`: Int?; var rest = "" }
extension KeywordClass_consume: KeywordModel { static let keyword = "consume"; var probe: Int? { self.`consume` } }

@JSONModel struct KeywordStruct___consuming { var `__consuming`: Int; var rest: String? }
extension KeywordStruct___consuming: KeywordModel { static let keyword = "__consuming"; var probe: Int? { self.`__consuming` } }
@JSONModel final class KeywordClass___consuming { var `__consuming`: Int?; var rest = "" }
extension KeywordClass___consuming: KeywordModel { static let keyword = "__consuming"; var probe: Int? { self.`__consuming` } }

@JSONModel struct KeywordStruct__consuming { var `_consuming`: Int; var rest: String? }
extension KeywordStruct__consuming: KeywordModel { static let keyword = "_consuming"; var probe: Int? { self.`_consuming` } }
@JSONModel final class KeywordClass__consuming { var `_consuming`: Int?; var rest = "" }
extension KeywordClass__consuming: KeywordModel { static let keyword = "_consuming"; var probe: Int? { self.`_consuming` } }

@JSONModel struct KeywordStruct_consuming { var `consuming`: Int; var rest: String? }
extension KeywordStruct_consuming: KeywordModel { static let keyword = "consuming"; var probe: Int? { self.`consuming` } }
@JSONModel final class KeywordClass_consuming { var `consuming`: Int?; var rest = "" }
extension KeywordClass_consuming: KeywordModel { static let keyword = "consuming"; var probe: Int? { self.`consuming` } }

@JSONModel struct KeywordStruct_continue { var `continue`: Int; var rest: String? }
extension KeywordStruct_continue: KeywordModel { static let keyword = "continue"; var probe: Int? { self.`continue` } }
@JSONModel final class KeywordClass_continue { var `continue`: Int?; var rest = "" }
extension KeywordClass_continue: KeywordModel { static let keyword = "continue"; var probe: Int? { self.`continue` } }

@JSONModel struct KeywordStruct_convenience { var `convenience`: Int; var rest: String? }
extension KeywordStruct_convenience: KeywordModel { static let keyword = "convenience"; var probe: Int? { self.`convenience` } }
@JSONModel final class KeywordClass_convenience { var `convenience`: Int?; var rest = "" }
extension KeywordClass_convenience: KeywordModel { static let keyword = "convenience"; var probe: Int? { self.`convenience` } }

@JSONModel struct KeywordStruct_convention { var `convention`: Int; var rest: String? }
extension KeywordStruct_convention: KeywordModel { static let keyword = "convention"; var probe: Int? { self.`convention` } }
@JSONModel final class KeywordClass_convention { var `convention`: Int?; var rest = "" }
extension KeywordClass_convention: KeywordModel { static let keyword = "convention"; var probe: Int? { self.`convention` } }

@JSONModel struct KeywordStruct_copy { var `copy`: Int; var rest: String? }
extension KeywordStruct_copy: KeywordModel { static let keyword = "copy"; var probe: Int? { self.`copy` } }
@JSONModel final class KeywordClass_copy { var `copy`: Int?; var rest = "" }
extension KeywordClass_copy: KeywordModel { static let keyword = "copy"; var probe: Int? { self.`copy` } }

@JSONModel struct KeywordStruct_default { var `default`: Int; var rest: String? }
extension KeywordStruct_default: KeywordModel { static let keyword = "default"; var probe: Int? { self.`default` } }
@JSONModel final class KeywordClass_default { var `default`: Int?; var rest = "" }
extension KeywordClass_default: KeywordModel { static let keyword = "default"; var probe: Int? { self.`default` } }

@JSONModel struct KeywordStruct_defer { var `defer`: Int; var rest: String? }
extension KeywordStruct_defer: KeywordModel { static let keyword = "defer"; var probe: Int? { self.`defer` } }
@JSONModel final class KeywordClass_defer { var `defer`: Int?; var rest = "" }
extension KeywordClass_defer: KeywordModel { static let keyword = "defer"; var probe: Int? { self.`defer` } }

@JSONModel struct KeywordStruct_deinit { var `deinit`: Int; var rest: String? }
extension KeywordStruct_deinit: KeywordModel { static let keyword = "deinit"; var probe: Int? { self.`deinit` } }
@JSONModel final class KeywordClass_deinit { var `deinit`: Int?; var rest = "" }
extension KeywordClass_deinit: KeywordModel { static let keyword = "deinit"; var probe: Int? { self.`deinit` } }

@JSONModel struct KeywordStruct_dependsOn { var `dependsOn`: Int; var rest: String? }
extension KeywordStruct_dependsOn: KeywordModel { static let keyword = "dependsOn"; var probe: Int? { self.`dependsOn` } }
@JSONModel final class KeywordClass_dependsOn { var `dependsOn`: Int?; var rest = "" }
extension KeywordClass_dependsOn: KeywordModel { static let keyword = "dependsOn"; var probe: Int? { self.`dependsOn` } }

@JSONModel struct KeywordStruct_deprecated { var `deprecated`: Int; var rest: String? }
extension KeywordStruct_deprecated: KeywordModel { static let keyword = "deprecated"; var probe: Int? { self.`deprecated` } }
@JSONModel final class KeywordClass_deprecated { var `deprecated`: Int?; var rest = "" }
extension KeywordClass_deprecated: KeywordModel { static let keyword = "deprecated"; var probe: Int? { self.`deprecated` } }

@JSONModel struct KeywordStruct_derivative { var `derivative`: Int; var rest: String? }
extension KeywordStruct_derivative: KeywordModel { static let keyword = "derivative"; var probe: Int? { self.`derivative` } }
@JSONModel final class KeywordClass_derivative { var `derivative`: Int?; var rest = "" }
extension KeywordClass_derivative: KeywordModel { static let keyword = "derivative"; var probe: Int? { self.`derivative` } }

@JSONModel struct KeywordStruct_didSet { var `didSet`: Int; var rest: String? }
extension KeywordStruct_didSet: KeywordModel { static let keyword = "didSet"; var probe: Int? { self.`didSet` } }
@JSONModel final class KeywordClass_didSet { var `didSet`: Int?; var rest = "" }
extension KeywordClass_didSet: KeywordModel { static let keyword = "didSet"; var probe: Int? { self.`didSet` } }

@JSONModel struct KeywordStruct_differentiable { var `differentiable`: Int; var rest: String? }
extension KeywordStruct_differentiable: KeywordModel { static let keyword = "differentiable"; var probe: Int? { self.`differentiable` } }
@JSONModel final class KeywordClass_differentiable { var `differentiable`: Int?; var rest = "" }
extension KeywordClass_differentiable: KeywordModel { static let keyword = "differentiable"; var probe: Int? { self.`differentiable` } }

@JSONModel struct KeywordStruct_discard { var `discard`: Int; var rest: String? }
extension KeywordStruct_discard: KeywordModel { static let keyword = "discard"; var probe: Int? { self.`discard` } }
@JSONModel final class KeywordClass_discard { var `discard`: Int?; var rest = "" }
extension KeywordClass_discard: KeywordModel { static let keyword = "discard"; var probe: Int? { self.`discard` } }

@JSONModel struct KeywordStruct_distributed { var `distributed`: Int; var rest: String? }
extension KeywordStruct_distributed: KeywordModel { static let keyword = "distributed"; var probe: Int? { self.`distributed` } }
@JSONModel final class KeywordClass_distributed { var `distributed`: Int?; var rest = "" }
extension KeywordClass_distributed: KeywordModel { static let keyword = "distributed"; var probe: Int? { self.`distributed` } }

@JSONModel struct KeywordStruct_do { var `do`: Int; var rest: String? }
extension KeywordStruct_do: KeywordModel { static let keyword = "do"; var probe: Int? { self.`do` } }
@JSONModel final class KeywordClass_do { var `do`: Int?; var rest = "" }
extension KeywordClass_do: KeywordModel { static let keyword = "do"; var probe: Int? { self.`do` } }

@JSONModel struct KeywordStruct__documentation { var `_documentation`: Int; var rest: String? }
extension KeywordStruct__documentation: KeywordModel { static let keyword = "_documentation"; var probe: Int? { self.`_documentation` } }
@JSONModel final class KeywordClass__documentation { var `_documentation`: Int?; var rest = "" }
extension KeywordClass__documentation: KeywordModel { static let keyword = "_documentation"; var probe: Int? { self.`_documentation` } }

@JSONModel struct KeywordStruct_dynamic { var `dynamic`: Int; var rest: String? }
extension KeywordStruct_dynamic: KeywordModel { static let keyword = "dynamic"; var probe: Int? { self.`dynamic` } }
@JSONModel final class KeywordClass_dynamic { var `dynamic`: Int?; var rest = "" }
extension KeywordClass_dynamic: KeywordModel { static let keyword = "dynamic"; var probe: Int? { self.`dynamic` } }

@JSONModel struct KeywordStruct__dynamicReplacement { var `_dynamicReplacement`: Int; var rest: String? }
extension KeywordStruct__dynamicReplacement: KeywordModel { static let keyword = "_dynamicReplacement"; var probe: Int? { self.`_dynamicReplacement` } }
@JSONModel final class KeywordClass__dynamicReplacement { var `_dynamicReplacement`: Int?; var rest = "" }
extension KeywordClass__dynamicReplacement: KeywordModel { static let keyword = "_dynamicReplacement"; var probe: Int? { self.`_dynamicReplacement` } }

@JSONModel struct KeywordStruct_each { var `each`: Int; var rest: String? }
extension KeywordStruct_each: KeywordModel { static let keyword = "each"; var probe: Int? { self.`each` } }
@JSONModel final class KeywordClass_each { var `each`: Int?; var rest = "" }
extension KeywordClass_each: KeywordModel { static let keyword = "each"; var probe: Int? { self.`each` } }

@JSONModel struct KeywordStruct__effects { var `_effects`: Int; var rest: String? }
extension KeywordStruct__effects: KeywordModel { static let keyword = "_effects"; var probe: Int? { self.`_effects` } }
@JSONModel final class KeywordClass__effects { var `_effects`: Int?; var rest = "" }
extension KeywordClass__effects: KeywordModel { static let keyword = "_effects"; var probe: Int? { self.`_effects` } }

@JSONModel struct KeywordStruct_else { var `else`: Int; var rest: String? }
extension KeywordStruct_else: KeywordModel { static let keyword = "else"; var probe: Int? { self.`else` } }
@JSONModel final class KeywordClass_else { var `else`: Int?; var rest = "" }
extension KeywordClass_else: KeywordModel { static let keyword = "else"; var probe: Int? { self.`else` } }

@JSONModel struct KeywordStruct_enum { var `enum`: Int; var rest: String? }
extension KeywordStruct_enum: KeywordModel { static let keyword = "enum"; var probe: Int? { self.`enum` } }
@JSONModel final class KeywordClass_enum { var `enum`: Int?; var rest = "" }
extension KeywordClass_enum: KeywordModel { static let keyword = "enum"; var probe: Int? { self.`enum` } }

@JSONModel struct KeywordStruct_escaping { var `escaping`: Int; var rest: String? }
extension KeywordStruct_escaping: KeywordModel { static let keyword = "escaping"; var probe: Int? { self.`escaping` } }
@JSONModel final class KeywordClass_escaping { var `escaping`: Int?; var rest = "" }
extension KeywordClass_escaping: KeywordModel { static let keyword = "escaping"; var probe: Int? { self.`escaping` } }

@JSONModel struct KeywordStruct_exported { var `exported`: Int; var rest: String? }
extension KeywordStruct_exported: KeywordModel { static let keyword = "exported"; var probe: Int? { self.`exported` } }
@JSONModel final class KeywordClass_exported { var `exported`: Int?; var rest = "" }
extension KeywordClass_exported: KeywordModel { static let keyword = "exported"; var probe: Int? { self.`exported` } }

@JSONModel struct KeywordStruct_extension { var `extension`: Int; var rest: String? }
extension KeywordStruct_extension: KeywordModel { static let keyword = "extension"; var probe: Int? { self.`extension` } }
@JSONModel final class KeywordClass_extension { var `extension`: Int?; var rest = "" }
extension KeywordClass_extension: KeywordModel { static let keyword = "extension"; var probe: Int? { self.`extension` } }

@JSONModel struct KeywordStruct_fallthrough { var `fallthrough`: Int; var rest: String? }
extension KeywordStruct_fallthrough: KeywordModel { static let keyword = "fallthrough"; var probe: Int? { self.`fallthrough` } }
@JSONModel final class KeywordClass_fallthrough { var `fallthrough`: Int?; var rest = "" }
extension KeywordClass_fallthrough: KeywordModel { static let keyword = "fallthrough"; var probe: Int? { self.`fallthrough` } }

@JSONModel struct KeywordStruct_false { var `false`: Int; var rest: String? }
extension KeywordStruct_false: KeywordModel { static let keyword = "false"; var probe: Int? { self.`false` } }
@JSONModel final class KeywordClass_false { var `false`: Int?; var rest = "" }
extension KeywordClass_false: KeywordModel { static let keyword = "false"; var probe: Int? { self.`false` } }

@JSONModel struct KeywordStruct_file { var `file`: Int; var rest: String? }
extension KeywordStruct_file: KeywordModel { static let keyword = "file"; var probe: Int? { self.`file` } }
@JSONModel final class KeywordClass_file { var `file`: Int?; var rest = "" }
extension KeywordClass_file: KeywordModel { static let keyword = "file"; var probe: Int? { self.`file` } }

@JSONModel struct KeywordStruct_fileprivate { var `fileprivate`: Int; var rest: String? }
extension KeywordStruct_fileprivate: KeywordModel { static let keyword = "fileprivate"; var probe: Int? { self.`fileprivate` } }
@JSONModel final class KeywordClass_fileprivate { var `fileprivate`: Int?; var rest = "" }
extension KeywordClass_fileprivate: KeywordModel { static let keyword = "fileprivate"; var probe: Int? { self.`fileprivate` } }

@JSONModel struct KeywordStruct_final { var `final`: Int; var rest: String? }
extension KeywordStruct_final: KeywordModel { static let keyword = "final"; var probe: Int? { self.`final` } }
@JSONModel final class KeywordClass_final { var `final`: Int?; var rest = "" }
extension KeywordClass_final: KeywordModel { static let keyword = "final"; var probe: Int? { self.`final` } }

@JSONModel struct KeywordStruct_for { var `for`: Int; var rest: String? }
extension KeywordStruct_for: KeywordModel { static let keyword = "for"; var probe: Int? { self.`for` } }
@JSONModel final class KeywordClass_for { var `for`: Int?; var rest = "" }
extension KeywordClass_for: KeywordModel { static let keyword = "for"; var probe: Int? { self.`for` } }

@JSONModel struct KeywordStruct__forward { var `_forward`: Int; var rest: String? }
extension KeywordStruct__forward: KeywordModel { static let keyword = "_forward"; var probe: Int? { self.`_forward` } }
@JSONModel final class KeywordClass__forward { var `_forward`: Int?; var rest = "" }
extension KeywordClass__forward: KeywordModel { static let keyword = "_forward"; var probe: Int? { self.`_forward` } }

@JSONModel struct KeywordStruct_forward { var `forward`: Int; var rest: String? }
extension KeywordStruct_forward: KeywordModel { static let keyword = "forward"; var probe: Int? { self.`forward` } }
@JSONModel final class KeywordClass_forward { var `forward`: Int?; var rest = "" }
extension KeywordClass_forward: KeywordModel { static let keyword = "forward"; var probe: Int? { self.`forward` } }

@JSONModel struct KeywordStruct_freestanding { var `freestanding`: Int; var rest: String? }
extension KeywordStruct_freestanding: KeywordModel { static let keyword = "freestanding"; var probe: Int? { self.`freestanding` } }
@JSONModel final class KeywordClass_freestanding { var `freestanding`: Int?; var rest = "" }
extension KeywordClass_freestanding: KeywordModel { static let keyword = "freestanding"; var probe: Int? { self.`freestanding` } }

@JSONModel struct KeywordStruct_func { var `func`: Int; var rest: String? }
extension KeywordStruct_func: KeywordModel { static let keyword = "func"; var probe: Int? { self.`func` } }
@JSONModel final class KeywordClass_func { var `func`: Int?; var rest = "" }
extension KeywordClass_func: KeywordModel { static let keyword = "func"; var probe: Int? { self.`func` } }

@JSONModel struct KeywordStruct_get { var `get`: Int; var rest: String? }
extension KeywordStruct_get: KeywordModel { static let keyword = "get"; var probe: Int? { self.`get` } }
@JSONModel final class KeywordClass_get { var `get`: Int?; var rest = "" }
extension KeywordClass_get: KeywordModel { static let keyword = "get"; var probe: Int? { self.`get` } }

@JSONModel struct KeywordStruct_guard { var `guard`: Int; var rest: String? }
extension KeywordStruct_guard: KeywordModel { static let keyword = "guard"; var probe: Int? { self.`guard` } }
@JSONModel final class KeywordClass_guard { var `guard`: Int?; var rest = "" }
extension KeywordClass_guard: KeywordModel { static let keyword = "guard"; var probe: Int? { self.`guard` } }

@JSONModel struct KeywordStruct_higherThan { var `higherThan`: Int; var rest: String? }
extension KeywordStruct_higherThan: KeywordModel { static let keyword = "higherThan"; var probe: Int? { self.`higherThan` } }
@JSONModel final class KeywordClass_higherThan { var `higherThan`: Int?; var rest = "" }
extension KeywordClass_higherThan: KeywordModel { static let keyword = "higherThan"; var probe: Int? { self.`higherThan` } }

@JSONModel struct KeywordStruct_if { var `if`: Int; var rest: String? }
extension KeywordStruct_if: KeywordModel { static let keyword = "if"; var probe: Int? { self.`if` } }
@JSONModel final class KeywordClass_if { var `if`: Int?; var rest = "" }
extension KeywordClass_if: KeywordModel { static let keyword = "if"; var probe: Int? { self.`if` } }

@JSONModel struct KeywordStruct__implements { var `_implements`: Int; var rest: String? }
extension KeywordStruct__implements: KeywordModel { static let keyword = "_implements"; var probe: Int? { self.`_implements` } }
@JSONModel final class KeywordClass__implements { var `_implements`: Int?; var rest = "" }
extension KeywordClass__implements: KeywordModel { static let keyword = "_implements"; var probe: Int? { self.`_implements` } }

@JSONModel struct KeywordStruct_import { var `import`: Int; var rest: String? }
extension KeywordStruct_import: KeywordModel { static let keyword = "import"; var probe: Int? { self.`import` } }
@JSONModel final class KeywordClass_import { var `import`: Int?; var rest = "" }
extension KeywordClass_import: KeywordModel { static let keyword = "import"; var probe: Int? { self.`import` } }

@JSONModel struct KeywordStruct_in { var `in`: Int; var rest: String? }
extension KeywordStruct_in: KeywordModel { static let keyword = "in"; var probe: Int? { self.`in` } }
@JSONModel final class KeywordClass_in { var `in`: Int?; var rest = "" }
extension KeywordClass_in: KeywordModel { static let keyword = "in"; var probe: Int? { self.`in` } }

@JSONModel struct KeywordStruct_indirect { var `indirect`: Int; var rest: String? }
extension KeywordStruct_indirect: KeywordModel { static let keyword = "indirect"; var probe: Int? { self.`indirect` } }
@JSONModel final class KeywordClass_indirect { var `indirect`: Int?; var rest = "" }
extension KeywordClass_indirect: KeywordModel { static let keyword = "indirect"; var probe: Int? { self.`indirect` } }

@JSONModel struct KeywordStruct_infix { var `infix`: Int; var rest: String? }
extension KeywordStruct_infix: KeywordModel { static let keyword = "infix"; var probe: Int? { self.`infix` } }
@JSONModel final class KeywordClass_infix { var `infix`: Int?; var rest = "" }
extension KeywordClass_infix: KeywordModel { static let keyword = "infix"; var probe: Int? { self.`infix` } }

@JSONModel struct KeywordStruct_init { var `init`: Int; var rest: String? }
extension KeywordStruct_init: KeywordModel { static let keyword = "init"; var probe: Int? { self.`init` } }
@JSONModel final class KeywordClass_init { var `init`: Int?; var rest = "" }
extension KeywordClass_init: KeywordModel { static let keyword = "init"; var probe: Int? { self.`init` } }

@JSONModel struct KeywordStruct_initializes { var `initializes`: Int; var rest: String? }
extension KeywordStruct_initializes: KeywordModel { static let keyword = "initializes"; var probe: Int? { self.`initializes` } }
@JSONModel final class KeywordClass_initializes { var `initializes`: Int?; var rest = "" }
extension KeywordClass_initializes: KeywordModel { static let keyword = "initializes"; var probe: Int? { self.`initializes` } }

@JSONModel struct KeywordStruct_inout { var `inout`: Int; var rest: String? }
extension KeywordStruct_inout: KeywordModel { static let keyword = "inout"; var probe: Int? { self.`inout` } }
@JSONModel final class KeywordClass_inout { var `inout`: Int?; var rest = "" }
extension KeywordClass_inout: KeywordModel { static let keyword = "inout"; var probe: Int? { self.`inout` } }

@JSONModel struct KeywordStruct_internal { var `internal`: Int; var rest: String? }
extension KeywordStruct_internal: KeywordModel { static let keyword = "internal"; var probe: Int? { self.`internal` } }
@JSONModel final class KeywordClass_internal { var `internal`: Int?; var rest = "" }
extension KeywordClass_internal: KeywordModel { static let keyword = "internal"; var probe: Int? { self.`internal` } }

@JSONModel struct KeywordStruct_introduced { var `introduced`: Int; var rest: String? }
extension KeywordStruct_introduced: KeywordModel { static let keyword = "introduced"; var probe: Int? { self.`introduced` } }
@JSONModel final class KeywordClass_introduced { var `introduced`: Int?; var rest = "" }
extension KeywordClass_introduced: KeywordModel { static let keyword = "introduced"; var probe: Int? { self.`introduced` } }

@JSONModel struct KeywordStruct_is { var `is`: Int; var rest: String? }
extension KeywordStruct_is: KeywordModel { static let keyword = "is"; var probe: Int? { self.`is` } }
@JSONModel final class KeywordClass_is { var `is`: Int?; var rest = "" }
extension KeywordClass_is: KeywordModel { static let keyword = "is"; var probe: Int? { self.`is` } }

@JSONModel struct KeywordStruct_isolated { var `isolated`: Int; var rest: String? }
extension KeywordStruct_isolated: KeywordModel { static let keyword = "isolated"; var probe: Int? { self.`isolated` } }
@JSONModel final class KeywordClass_isolated { var `isolated`: Int?; var rest = "" }
extension KeywordClass_isolated: KeywordModel { static let keyword = "isolated"; var probe: Int? { self.`isolated` } }

@JSONModel struct KeywordStruct_kind { var `kind`: Int; var rest: String? }
extension KeywordStruct_kind: KeywordModel { static let keyword = "kind"; var probe: Int? { self.`kind` } }
@JSONModel final class KeywordClass_kind { var `kind`: Int?; var rest = "" }
extension KeywordClass_kind: KeywordModel { static let keyword = "kind"; var probe: Int? { self.`kind` } }

@JSONModel struct KeywordStruct_lazy { var `lazy`: Int; var rest: String? }
extension KeywordStruct_lazy: KeywordModel { static let keyword = "lazy"; var probe: Int? { self.`lazy` } }
@JSONModel final class KeywordClass_lazy { var `lazy`: Int?; var rest = "" }
extension KeywordClass_lazy: KeywordModel { static let keyword = "lazy"; var probe: Int? { self.`lazy` } }

@JSONModel struct KeywordStruct_left { var `left`: Int; var rest: String? }
extension KeywordStruct_left: KeywordModel { static let keyword = "left"; var probe: Int? { self.`left` } }
@JSONModel final class KeywordClass_left { var `left`: Int?; var rest = "" }
extension KeywordClass_left: KeywordModel { static let keyword = "left"; var probe: Int? { self.`left` } }

@JSONModel struct KeywordStruct_let { var `let`: Int; var rest: String? }
extension KeywordStruct_let: KeywordModel { static let keyword = "let"; var probe: Int? { self.`let` } }
@JSONModel final class KeywordClass_let { var `let`: Int?; var rest = "" }
extension KeywordClass_let: KeywordModel { static let keyword = "let"; var probe: Int? { self.`let` } }

@JSONModel struct KeywordStruct_line { var `line`: Int; var rest: String? }
extension KeywordStruct_line: KeywordModel { static let keyword = "line"; var probe: Int? { self.`line` } }
@JSONModel final class KeywordClass_line { var `line`: Int?; var rest = "" }
extension KeywordClass_line: KeywordModel { static let keyword = "line"; var probe: Int? { self.`line` } }

@JSONModel struct KeywordStruct__linear { var `_linear`: Int; var rest: String? }
extension KeywordStruct__linear: KeywordModel { static let keyword = "_linear"; var probe: Int? { self.`_linear` } }
@JSONModel final class KeywordClass__linear { var `_linear`: Int?; var rest = "" }
extension KeywordClass__linear: KeywordModel { static let keyword = "_linear"; var probe: Int? { self.`_linear` } }

@JSONModel struct KeywordStruct_linear { var `linear`: Int; var rest: String? }
extension KeywordStruct_linear: KeywordModel { static let keyword = "linear"; var probe: Int? { self.`linear` } }
@JSONModel final class KeywordClass_linear { var `linear`: Int?; var rest = "" }
extension KeywordClass_linear: KeywordModel { static let keyword = "linear"; var probe: Int? { self.`linear` } }

@JSONModel struct KeywordStruct__local { var `_local`: Int; var rest: String? }
extension KeywordStruct__local: KeywordModel { static let keyword = "_local"; var probe: Int? { self.`_local` } }
@JSONModel final class KeywordClass__local { var `_local`: Int?; var rest = "" }
extension KeywordClass__local: KeywordModel { static let keyword = "_local"; var probe: Int? { self.`_local` } }

@JSONModel struct KeywordStruct_lowerThan { var `lowerThan`: Int; var rest: String? }
extension KeywordStruct_lowerThan: KeywordModel { static let keyword = "lowerThan"; var probe: Int? { self.`lowerThan` } }
@JSONModel final class KeywordClass_lowerThan { var `lowerThan`: Int?; var rest = "" }
extension KeywordClass_lowerThan: KeywordModel { static let keyword = "lowerThan"; var probe: Int? { self.`lowerThan` } }

@JSONModel struct KeywordStruct_macro { var `macro`: Int; var rest: String? }
extension KeywordStruct_macro: KeywordModel { static let keyword = "macro"; var probe: Int? { self.`macro` } }
@JSONModel final class KeywordClass_macro { var `macro`: Int?; var rest = "" }
extension KeywordClass_macro: KeywordModel { static let keyword = "macro"; var probe: Int? { self.`macro` } }

@JSONModel struct KeywordStruct_message { var `message`: Int; var rest: String? }
extension KeywordStruct_message: KeywordModel { static let keyword = "message"; var probe: Int? { self.`message` } }
@JSONModel final class KeywordClass_message { var `message`: Int?; var rest = "" }
extension KeywordClass_message: KeywordModel { static let keyword = "message"; var probe: Int? { self.`message` } }

@JSONModel struct KeywordStruct_metadata { var `metadata`: Int; var rest: String? }
extension KeywordStruct_metadata: KeywordModel { static let keyword = "metadata"; var probe: Int? { self.`metadata` } }
@JSONModel final class KeywordClass_metadata { var `metadata`: Int?; var rest = "" }
extension KeywordClass_metadata: KeywordModel { static let keyword = "metadata"; var probe: Int? { self.`metadata` } }

@JSONModel struct KeywordStruct__modify { var `_modify`: Int; var rest: String? }
extension KeywordStruct__modify: KeywordModel { static let keyword = "_modify"; var probe: Int? { self.`_modify` } }
@JSONModel final class KeywordClass__modify { var `_modify`: Int?; var rest = "" }
extension KeywordClass__modify: KeywordModel { static let keyword = "_modify"; var probe: Int? { self.`_modify` } }

@JSONModel struct KeywordStruct_modify { var `modify`: Int; var rest: String? }
extension KeywordStruct_modify: KeywordModel { static let keyword = "modify"; var probe: Int? { self.`modify` } }
@JSONModel final class KeywordClass_modify { var `modify`: Int?; var rest = "" }
extension KeywordClass_modify: KeywordModel { static let keyword = "modify"; var probe: Int? { self.`modify` } }

@JSONModel struct KeywordStruct_module { var `module`: Int; var rest: String? }
extension KeywordStruct_module: KeywordModel { static let keyword = "module"; var probe: Int? { self.`module` } }
@JSONModel final class KeywordClass_module { var `module`: Int?; var rest = "" }
extension KeywordClass_module: KeywordModel { static let keyword = "module"; var probe: Int? { self.`module` } }

@JSONModel struct KeywordStruct__move { var `_move`: Int; var rest: String? }
extension KeywordStruct__move: KeywordModel { static let keyword = "_move"; var probe: Int? { self.`_move` } }
@JSONModel final class KeywordClass__move { var `_move`: Int?; var rest = "" }
extension KeywordClass__move: KeywordModel { static let keyword = "_move"; var probe: Int? { self.`_move` } }

@JSONModel struct KeywordStruct_mutableAddressWithNativeOwner { var `mutableAddressWithNativeOwner`: Int; var rest: String? }
extension KeywordStruct_mutableAddressWithNativeOwner: KeywordModel { static let keyword = "mutableAddressWithNativeOwner"; var probe: Int? { self.`mutableAddressWithNativeOwner` } }
@JSONModel final class KeywordClass_mutableAddressWithNativeOwner { var `mutableAddressWithNativeOwner`: Int?; var rest = "" }
extension KeywordClass_mutableAddressWithNativeOwner: KeywordModel { static let keyword = "mutableAddressWithNativeOwner"; var probe: Int? { self.`mutableAddressWithNativeOwner` } }

@JSONModel struct KeywordStruct_mutableAddressWithOwner { var `mutableAddressWithOwner`: Int; var rest: String? }
extension KeywordStruct_mutableAddressWithOwner: KeywordModel { static let keyword = "mutableAddressWithOwner"; var probe: Int? { self.`mutableAddressWithOwner` } }
@JSONModel final class KeywordClass_mutableAddressWithOwner { var `mutableAddressWithOwner`: Int?; var rest = "" }
extension KeywordClass_mutableAddressWithOwner: KeywordModel { static let keyword = "mutableAddressWithOwner"; var probe: Int? { self.`mutableAddressWithOwner` } }

@JSONModel struct KeywordStruct_mutate { var `mutate`: Int; var rest: String? }
extension KeywordStruct_mutate: KeywordModel { static let keyword = "mutate"; var probe: Int? { self.`mutate` } }
@JSONModel final class KeywordClass_mutate { var `mutate`: Int?; var rest = "" }
extension KeywordClass_mutate: KeywordModel { static let keyword = "mutate"; var probe: Int? { self.`mutate` } }

@JSONModel struct KeywordStruct__mutating { var `_mutating`: Int; var rest: String? }
extension KeywordStruct__mutating: KeywordModel { static let keyword = "_mutating"; var probe: Int? { self.`_mutating` } }
@JSONModel final class KeywordClass__mutating { var `_mutating`: Int?; var rest = "" }
extension KeywordClass__mutating: KeywordModel { static let keyword = "_mutating"; var probe: Int? { self.`_mutating` } }

@JSONModel struct KeywordStruct_mutating { var `mutating`: Int; var rest: String? }
extension KeywordStruct_mutating: KeywordModel { static let keyword = "mutating"; var probe: Int? { self.`mutating` } }
@JSONModel final class KeywordClass_mutating { var `mutating`: Int?; var rest = "" }
extension KeywordClass_mutating: KeywordModel { static let keyword = "mutating"; var probe: Int? { self.`mutating` } }

@JSONModel struct KeywordStruct__NativeClass { var `_NativeClass`: Int; var rest: String? }
extension KeywordStruct__NativeClass: KeywordModel { static let keyword = "_NativeClass"; var probe: Int? { self.`_NativeClass` } }
@JSONModel final class KeywordClass__NativeClass { var `_NativeClass`: Int?; var rest = "" }
extension KeywordClass__NativeClass: KeywordModel { static let keyword = "_NativeClass"; var probe: Int? { self.`_NativeClass` } }

@JSONModel struct KeywordStruct__NativeRefCountedObject { var `_NativeRefCountedObject`: Int; var rest: String? }
extension KeywordStruct__NativeRefCountedObject: KeywordModel { static let keyword = "_NativeRefCountedObject"; var probe: Int? { self.`_NativeRefCountedObject` } }
@JSONModel final class KeywordClass__NativeRefCountedObject { var `_NativeRefCountedObject`: Int?; var rest = "" }
extension KeywordClass__NativeRefCountedObject: KeywordModel { static let keyword = "_NativeRefCountedObject"; var probe: Int? { self.`_NativeRefCountedObject` } }

@JSONModel struct KeywordStruct_nil { var `nil`: Int; var rest: String? }
extension KeywordStruct_nil: KeywordModel { static let keyword = "nil"; var probe: Int? { self.`nil` } }
@JSONModel final class KeywordClass_nil { var `nil`: Int?; var rest = "" }
extension KeywordClass_nil: KeywordModel { static let keyword = "nil"; var probe: Int? { self.`nil` } }

@JSONModel struct KeywordStruct_noasync { var `noasync`: Int; var rest: String? }
extension KeywordStruct_noasync: KeywordModel { static let keyword = "noasync"; var probe: Int? { self.`noasync` } }
@JSONModel final class KeywordClass_noasync { var `noasync`: Int?; var rest = "" }
extension KeywordClass_noasync: KeywordModel { static let keyword = "noasync"; var probe: Int? { self.`noasync` } }

@JSONModel struct KeywordStruct_noDerivative { var `noDerivative`: Int; var rest: String? }
extension KeywordStruct_noDerivative: KeywordModel { static let keyword = "noDerivative"; var probe: Int? { self.`noDerivative` } }
@JSONModel final class KeywordClass_noDerivative { var `noDerivative`: Int?; var rest = "" }
extension KeywordClass_noDerivative: KeywordModel { static let keyword = "noDerivative"; var probe: Int? { self.`noDerivative` } }

@JSONModel struct KeywordStruct_noescape { var `noescape`: Int; var rest: String? }
extension KeywordStruct_noescape: KeywordModel { static let keyword = "noescape"; var probe: Int? { self.`noescape` } }
@JSONModel final class KeywordClass_noescape { var `noescape`: Int?; var rest = "" }
extension KeywordClass_noescape: KeywordModel { static let keyword = "noescape"; var probe: Int? { self.`noescape` } }

@JSONModel struct KeywordStruct__noMetadata { var `_noMetadata`: Int; var rest: String? }
extension KeywordStruct__noMetadata: KeywordModel { static let keyword = "_noMetadata"; var probe: Int? { self.`_noMetadata` } }
@JSONModel final class KeywordClass__noMetadata { var `_noMetadata`: Int?; var rest = "" }
extension KeywordClass__noMetadata: KeywordModel { static let keyword = "_noMetadata"; var probe: Int? { self.`_noMetadata` } }

@JSONModel struct KeywordStruct_none { var `none`: Int; var rest: String? }
extension KeywordStruct_none: KeywordModel { static let keyword = "none"; var probe: Int? { self.`none` } }
@JSONModel final class KeywordClass_none { var `none`: Int?; var rest = "" }
extension KeywordClass_none: KeywordModel { static let keyword = "none"; var probe: Int? { self.`none` } }

@JSONModel struct KeywordStruct_nonisolated { var `nonisolated`: Int; var rest: String? }
extension KeywordStruct_nonisolated: KeywordModel { static let keyword = "nonisolated"; var probe: Int? { self.`nonisolated` } }
@JSONModel final class KeywordClass_nonisolated { var `nonisolated`: Int?; var rest = "" }
extension KeywordClass_nonisolated: KeywordModel { static let keyword = "nonisolated"; var probe: Int? { self.`nonisolated` } }

@JSONModel struct KeywordStruct_nonmutating { var `nonmutating`: Int; var rest: String? }
extension KeywordStruct_nonmutating: KeywordModel { static let keyword = "nonmutating"; var probe: Int? { self.`nonmutating` } }
@JSONModel final class KeywordClass_nonmutating { var `nonmutating`: Int?; var rest = "" }
extension KeywordClass_nonmutating: KeywordModel { static let keyword = "nonmutating"; var probe: Int? { self.`nonmutating` } }

@JSONModel struct KeywordStruct_nonsending { var `nonsending`: Int; var rest: String? }
extension KeywordStruct_nonsending: KeywordModel { static let keyword = "nonsending"; var probe: Int? { self.`nonsending` } }
@JSONModel final class KeywordClass_nonsending { var `nonsending`: Int?; var rest = "" }
extension KeywordClass_nonsending: KeywordModel { static let keyword = "nonsending"; var probe: Int? { self.`nonsending` } }

@JSONModel struct KeywordStruct_objc { var `objc`: Int; var rest: String? }
extension KeywordStruct_objc: KeywordModel { static let keyword = "objc"; var probe: Int? { self.`objc` } }
@JSONModel final class KeywordClass_objc { var `objc`: Int?; var rest = "" }
extension KeywordClass_objc: KeywordModel { static let keyword = "objc"; var probe: Int? { self.`objc` } }

@JSONModel struct KeywordStruct_obsoleted { var `obsoleted`: Int; var rest: String? }
extension KeywordStruct_obsoleted: KeywordModel { static let keyword = "obsoleted"; var probe: Int? { self.`obsoleted` } }
@JSONModel final class KeywordClass_obsoleted { var `obsoleted`: Int?; var rest = "" }
extension KeywordClass_obsoleted: KeywordModel { static let keyword = "obsoleted"; var probe: Int? { self.`obsoleted` } }

@JSONModel struct KeywordStruct_of { var `of`: Int; var rest: String? }
extension KeywordStruct_of: KeywordModel { static let keyword = "of"; var probe: Int? { self.`of` } }
@JSONModel final class KeywordClass_of { var `of`: Int?; var rest = "" }
extension KeywordClass_of: KeywordModel { static let keyword = "of"; var probe: Int? { self.`of` } }

@JSONModel struct KeywordStruct__opaqueReturnTypeOf { var `_opaqueReturnTypeOf`: Int; var rest: String? }
extension KeywordStruct__opaqueReturnTypeOf: KeywordModel { static let keyword = "_opaqueReturnTypeOf"; var probe: Int? { self.`_opaqueReturnTypeOf` } }
@JSONModel final class KeywordClass__opaqueReturnTypeOf { var `_opaqueReturnTypeOf`: Int?; var rest = "" }
extension KeywordClass__opaqueReturnTypeOf: KeywordModel { static let keyword = "_opaqueReturnTypeOf"; var probe: Int? { self.`_opaqueReturnTypeOf` } }

@JSONModel struct KeywordStruct_open { var `open`: Int; var rest: String? }
extension KeywordStruct_open: KeywordModel { static let keyword = "open"; var probe: Int? { self.`open` } }
@JSONModel final class KeywordClass_open { var `open`: Int?; var rest = "" }
extension KeywordClass_open: KeywordModel { static let keyword = "open"; var probe: Int? { self.`open` } }

@JSONModel struct KeywordStruct_operator { var `operator`: Int; var rest: String? }
extension KeywordStruct_operator: KeywordModel { static let keyword = "operator"; var probe: Int? { self.`operator` } }
@JSONModel final class KeywordClass_operator { var `operator`: Int?; var rest = "" }
extension KeywordClass_operator: KeywordModel { static let keyword = "operator"; var probe: Int? { self.`operator` } }

@JSONModel struct KeywordStruct_optional { var `optional`: Int; var rest: String? }
extension KeywordStruct_optional: KeywordModel { static let keyword = "optional"; var probe: Int? { self.`optional` } }
@JSONModel final class KeywordClass_optional { var `optional`: Int?; var rest = "" }
extension KeywordClass_optional: KeywordModel { static let keyword = "optional"; var probe: Int? { self.`optional` } }

@JSONModel struct KeywordStruct__originallyDefinedIn { var `_originallyDefinedIn`: Int; var rest: String? }
extension KeywordStruct__originallyDefinedIn: KeywordModel { static let keyword = "_originallyDefinedIn"; var probe: Int? { self.`_originallyDefinedIn` } }
@JSONModel final class KeywordClass__originallyDefinedIn { var `_originallyDefinedIn`: Int?; var rest = "" }
extension KeywordClass__originallyDefinedIn: KeywordModel { static let keyword = "_originallyDefinedIn"; var probe: Int? { self.`_originallyDefinedIn` } }

@JSONModel struct KeywordStruct_override { var `override`: Int; var rest: String? }
extension KeywordStruct_override: KeywordModel { static let keyword = "override"; var probe: Int? { self.`override` } }
@JSONModel final class KeywordClass_override { var `override`: Int?; var rest = "" }
extension KeywordClass_override: KeywordModel { static let keyword = "override"; var probe: Int? { self.`override` } }

@JSONModel struct KeywordStruct___owned { var `__owned`: Int; var rest: String? }
extension KeywordStruct___owned: KeywordModel { static let keyword = "__owned"; var probe: Int? { self.`__owned` } }
@JSONModel final class KeywordClass___owned { var `__owned`: Int?; var rest = "" }
extension KeywordClass___owned: KeywordModel { static let keyword = "__owned"; var probe: Int? { self.`__owned` } }

@JSONModel struct KeywordStruct_package { var `package`: Int; var rest: String? }
extension KeywordStruct_package: KeywordModel { static let keyword = "package"; var probe: Int? { self.`package` } }
@JSONModel final class KeywordClass_package { var `package`: Int?; var rest = "" }
extension KeywordClass_package: KeywordModel { static let keyword = "package"; var probe: Int? { self.`package` } }

@JSONModel struct KeywordStruct__PackageDescription { var `_PackageDescription`: Int; var rest: String? }
extension KeywordStruct__PackageDescription: KeywordModel { static let keyword = "_PackageDescription"; var probe: Int? { self.`_PackageDescription` } }
@JSONModel final class KeywordClass__PackageDescription { var `_PackageDescription`: Int?; var rest = "" }
extension KeywordClass__PackageDescription: KeywordModel { static let keyword = "_PackageDescription"; var probe: Int? { self.`_PackageDescription` } }

@JSONModel struct KeywordStruct_postfix { var `postfix`: Int; var rest: String? }
extension KeywordStruct_postfix: KeywordModel { static let keyword = "postfix"; var probe: Int? { self.`postfix` } }
@JSONModel final class KeywordClass_postfix { var `postfix`: Int?; var rest = "" }
extension KeywordClass_postfix: KeywordModel { static let keyword = "postfix"; var probe: Int? { self.`postfix` } }

@JSONModel struct KeywordStruct_precedencegroup { var `precedencegroup`: Int; var rest: String? }
extension KeywordStruct_precedencegroup: KeywordModel { static let keyword = "precedencegroup"; var probe: Int? { self.`precedencegroup` } }
@JSONModel final class KeywordClass_precedencegroup { var `precedencegroup`: Int?; var rest = "" }
extension KeywordClass_precedencegroup: KeywordModel { static let keyword = "precedencegroup"; var probe: Int? { self.`precedencegroup` } }

@JSONModel struct KeywordStruct_preconcurrency { var `preconcurrency`: Int; var rest: String? }
extension KeywordStruct_preconcurrency: KeywordModel { static let keyword = "preconcurrency"; var probe: Int? { self.`preconcurrency` } }
@JSONModel final class KeywordClass_preconcurrency { var `preconcurrency`: Int?; var rest = "" }
extension KeywordClass_preconcurrency: KeywordModel { static let keyword = "preconcurrency"; var probe: Int? { self.`preconcurrency` } }

@JSONModel struct KeywordStruct_prefix { var `prefix`: Int; var rest: String? }
extension KeywordStruct_prefix: KeywordModel { static let keyword = "prefix"; var probe: Int? { self.`prefix` } }
@JSONModel final class KeywordClass_prefix { var `prefix`: Int?; var rest = "" }
extension KeywordClass_prefix: KeywordModel { static let keyword = "prefix"; var probe: Int? { self.`prefix` } }

@JSONModel struct KeywordStruct_private { var `private`: Int; var rest: String? }
extension KeywordStruct_private: KeywordModel { static let keyword = "private"; var probe: Int? { self.`private` } }
@JSONModel final class KeywordClass_private { var `private`: Int?; var rest = "" }
extension KeywordClass_private: KeywordModel { static let keyword = "private"; var probe: Int? { self.`private` } }

@JSONModel struct KeywordStruct_Protocol { var `Protocol`: Int; var rest: String? }
extension KeywordStruct_Protocol: KeywordModel { static let keyword = "Protocol"; var probe: Int? { self.`Protocol` } }
@JSONModel final class KeywordClass_Protocol { var `Protocol`: Int?; var rest = "" }
extension KeywordClass_Protocol: KeywordModel { static let keyword = "Protocol"; var probe: Int? { self.`Protocol` } }

@JSONModel struct KeywordStruct_protocol { var `protocol`: Int; var rest: String? }
extension KeywordStruct_protocol: KeywordModel { static let keyword = "protocol"; var probe: Int? { self.`protocol` } }
@JSONModel final class KeywordClass_protocol { var `protocol`: Int?; var rest = "" }
extension KeywordClass_protocol: KeywordModel { static let keyword = "protocol"; var probe: Int? { self.`protocol` } }

@JSONModel struct KeywordStruct_public { var `public`: Int; var rest: String? }
extension KeywordStruct_public: KeywordModel { static let keyword = "public"; var probe: Int? { self.`public` } }
@JSONModel final class KeywordClass_public { var `public`: Int?; var rest = "" }
extension KeywordClass_public: KeywordModel { static let keyword = "public"; var probe: Int? { self.`public` } }

@JSONModel struct KeywordStruct__read { var `_read`: Int; var rest: String? }
extension KeywordStruct__read: KeywordModel { static let keyword = "_read"; var probe: Int? { self.`_read` } }
@JSONModel final class KeywordClass__read { var `_read`: Int?; var rest = "" }
extension KeywordClass__read: KeywordModel { static let keyword = "_read"; var probe: Int? { self.`_read` } }

@JSONModel struct KeywordStruct_read { var `read`: Int; var rest: String? }
extension KeywordStruct_read: KeywordModel { static let keyword = "read"; var probe: Int? { self.`read` } }
@JSONModel final class KeywordClass_read { var `read`: Int?; var rest = "" }
extension KeywordClass_read: KeywordModel { static let keyword = "read"; var probe: Int? { self.`read` } }

@JSONModel struct KeywordStruct_reasync { var `reasync`: Int; var rest: String? }
extension KeywordStruct_reasync: KeywordModel { static let keyword = "reasync"; var probe: Int? { self.`reasync` } }
@JSONModel final class KeywordClass_reasync { var `reasync`: Int?; var rest = "" }
extension KeywordClass_reasync: KeywordModel { static let keyword = "reasync"; var probe: Int? { self.`reasync` } }

@JSONModel struct KeywordStruct__RefCountedObject { var `_RefCountedObject`: Int; var rest: String? }
extension KeywordStruct__RefCountedObject: KeywordModel { static let keyword = "_RefCountedObject"; var probe: Int? { self.`_RefCountedObject` } }
@JSONModel final class KeywordClass__RefCountedObject { var `_RefCountedObject`: Int?; var rest = "" }
extension KeywordClass__RefCountedObject: KeywordModel { static let keyword = "_RefCountedObject"; var probe: Int? { self.`_RefCountedObject` } }

@JSONModel struct KeywordStruct_renamed { var `renamed`: Int; var rest: String? }
extension KeywordStruct_renamed: KeywordModel { static let keyword = "renamed"; var probe: Int? { self.`renamed` } }
@JSONModel final class KeywordClass_renamed { var `renamed`: Int?; var rest = "" }
extension KeywordClass_renamed: KeywordModel { static let keyword = "renamed"; var probe: Int? { self.`renamed` } }

@JSONModel struct KeywordStruct_repeat { var `repeat`: Int; var rest: String? }
extension KeywordStruct_repeat: KeywordModel { static let keyword = "repeat"; var probe: Int? { self.`repeat` } }
@JSONModel final class KeywordClass_repeat { var `repeat`: Int?; var rest = "" }
extension KeywordClass_repeat: KeywordModel { static let keyword = "repeat"; var probe: Int? { self.`repeat` } }

@JSONModel struct KeywordStruct_required { var `required`: Int; var rest: String? }
extension KeywordStruct_required: KeywordModel { static let keyword = "required"; var probe: Int? { self.`required` } }
@JSONModel final class KeywordClass_required { var `required`: Int?; var rest = "" }
extension KeywordClass_required: KeywordModel { static let keyword = "required"; var probe: Int? { self.`required` } }

@JSONModel struct KeywordStruct_rethrows { var `rethrows`: Int; var rest: String? }
extension KeywordStruct_rethrows: KeywordModel { static let keyword = "rethrows"; var probe: Int? { self.`rethrows` } }
@JSONModel final class KeywordClass_rethrows { var `rethrows`: Int?; var rest = "" }
extension KeywordClass_rethrows: KeywordModel { static let keyword = "rethrows"; var probe: Int? { self.`rethrows` } }

@JSONModel struct KeywordStruct_retroactive { var `retroactive`: Int; var rest: String? }
extension KeywordStruct_retroactive: KeywordModel { static let keyword = "retroactive"; var probe: Int? { self.`retroactive` } }
@JSONModel final class KeywordClass_retroactive { var `retroactive`: Int?; var rest = "" }
extension KeywordClass_retroactive: KeywordModel { static let keyword = "retroactive"; var probe: Int? { self.`retroactive` } }

@JSONModel struct KeywordStruct_return { var `return`: Int; var rest: String? }
extension KeywordStruct_return: KeywordModel { static let keyword = "return"; var probe: Int? { self.`return` } }
@JSONModel final class KeywordClass_return { var `return`: Int?; var rest = "" }
extension KeywordClass_return: KeywordModel { static let keyword = "return"; var probe: Int? { self.`return` } }

@JSONModel struct KeywordStruct_reverse { var `reverse`: Int; var rest: String? }
extension KeywordStruct_reverse: KeywordModel { static let keyword = "reverse"; var probe: Int? { self.`reverse` } }
@JSONModel final class KeywordClass_reverse { var `reverse`: Int?; var rest = "" }
extension KeywordClass_reverse: KeywordModel { static let keyword = "reverse"; var probe: Int? { self.`reverse` } }

@JSONModel struct KeywordStruct_right { var `right`: Int; var rest: String? }
extension KeywordStruct_right: KeywordModel { static let keyword = "right"; var probe: Int? { self.`right` } }
@JSONModel final class KeywordClass_right { var `right`: Int?; var rest = "" }
extension KeywordClass_right: KeywordModel { static let keyword = "right"; var probe: Int? { self.`right` } }

@JSONModel struct KeywordStruct_safe { var `safe`: Int; var rest: String? }
extension KeywordStruct_safe: KeywordModel { static let keyword = "safe"; var probe: Int? { self.`safe` } }
@JSONModel final class KeywordClass_safe { var `safe`: Int?; var rest = "" }
extension KeywordClass_safe: KeywordModel { static let keyword = "safe"; var probe: Int? { self.`safe` } }

@JSONModel struct KeywordStruct_scoped { var `scoped`: Int; var rest: String? }
extension KeywordStruct_scoped: KeywordModel { static let keyword = "scoped"; var probe: Int? { self.`scoped` } }
@JSONModel final class KeywordClass_scoped { var `scoped`: Int?; var rest = "" }
extension KeywordClass_scoped: KeywordModel { static let keyword = "scoped"; var probe: Int? { self.`scoped` } }

@JSONModel struct KeywordStruct_Self { var `Self`: Int; var rest: String? }
extension KeywordStruct_Self: KeywordModel { static let keyword = "Self"; var probe: Int? { self.`Self` } }
@JSONModel final class KeywordClass_Self { var `Self`: Int?; var rest = "" }
extension KeywordClass_Self: KeywordModel { static let keyword = "Self"; var probe: Int? { self.`Self` } }

@JSONModel struct KeywordStruct_self { var `self`: Int; var rest: String? }
extension KeywordStruct_self: KeywordModel { static let keyword = "self"; var probe: Int? { self.`self` } }
@JSONModel final class KeywordClass_self { var `self`: Int?; var rest = "" }
extension KeywordClass_self: KeywordModel { static let keyword = "self"; var probe: Int? { self.`self` } }

@JSONModel struct KeywordStruct_Sendable { var `Sendable`: Int; var rest: String? }
extension KeywordStruct_Sendable: KeywordModel { static let keyword = "Sendable"; var probe: Int? { self.`Sendable` } }
@JSONModel final class KeywordClass_Sendable { var `Sendable`: Int?; var rest = "" }
extension KeywordClass_Sendable: KeywordModel { static let keyword = "Sendable"; var probe: Int? { self.`Sendable` } }

@JSONModel struct KeywordStruct_sending { var `sending`: Int; var rest: String? }
extension KeywordStruct_sending: KeywordModel { static let keyword = "sending"; var probe: Int? { self.`sending` } }
@JSONModel final class KeywordClass_sending { var `sending`: Int?; var rest = "" }
extension KeywordClass_sending: KeywordModel { static let keyword = "sending"; var probe: Int? { self.`sending` } }

@JSONModel struct KeywordStruct_set { var `set`: Int; var rest: String? }
extension KeywordStruct_set: KeywordModel { static let keyword = "set"; var probe: Int? { self.`set` } }
@JSONModel final class KeywordClass_set { var `set`: Int?; var rest = "" }
extension KeywordClass_set: KeywordModel { static let keyword = "set"; var probe: Int? { self.`set` } }

@JSONModel struct KeywordStruct___setter_access { var `__setter_access`: Int; var rest: String? }
extension KeywordStruct___setter_access: KeywordModel { static let keyword = "__setter_access"; var probe: Int? { self.`__setter_access` } }
@JSONModel final class KeywordClass___setter_access { var `__setter_access`: Int?; var rest = "" }
extension KeywordClass___setter_access: KeywordModel { static let keyword = "__setter_access"; var probe: Int? { self.`__setter_access` } }

@JSONModel struct KeywordStruct___shared { var `__shared`: Int; var rest: String? }
extension KeywordStruct___shared: KeywordModel { static let keyword = "__shared"; var probe: Int? { self.`__shared` } }
@JSONModel final class KeywordClass___shared { var `__shared`: Int?; var rest = "" }
extension KeywordClass___shared: KeywordModel { static let keyword = "__shared"; var probe: Int? { self.`__shared` } }

@JSONModel struct KeywordStruct_some { var `some`: Int; var rest: String? }
extension KeywordStruct_some: KeywordModel { static let keyword = "some"; var probe: Int? { self.`some` } }
@JSONModel final class KeywordClass_some { var `some`: Int?; var rest = "" }
extension KeywordClass_some: KeywordModel { static let keyword = "some"; var probe: Int? { self.`some` } }

@JSONModel struct KeywordStruct__specialize { var `_specialize`: Int; var rest: String? }
extension KeywordStruct__specialize: KeywordModel { static let keyword = "_specialize"; var probe: Int? { self.`_specialize` } }
@JSONModel final class KeywordClass__specialize { var `_specialize`: Int?; var rest = "" }
extension KeywordClass__specialize: KeywordModel { static let keyword = "_specialize"; var probe: Int? { self.`_specialize` } }

@JSONModel struct KeywordStruct_specialized { var `specialized`: Int; var rest: String? }
extension KeywordStruct_specialized: KeywordModel { static let keyword = "specialized"; var probe: Int? { self.`specialized` } }
@JSONModel final class KeywordClass_specialized { var `specialized`: Int?; var rest = "" }
extension KeywordClass_specialized: KeywordModel { static let keyword = "specialized"; var probe: Int? { self.`specialized` } }

@JSONModel struct KeywordStruct_spi { var `spi`: Int; var rest: String? }
extension KeywordStruct_spi: KeywordModel { static let keyword = "spi"; var probe: Int? { self.`spi` } }
@JSONModel final class KeywordClass_spi { var `spi`: Int?; var rest = "" }
extension KeywordClass_spi: KeywordModel { static let keyword = "spi"; var probe: Int? { self.`spi` } }

@JSONModel struct KeywordStruct__spi_available { var `_spi_available`: Int; var rest: String? }
extension KeywordStruct__spi_available: KeywordModel { static let keyword = "_spi_available"; var probe: Int? { self.`_spi_available` } }
@JSONModel final class KeywordClass__spi_available { var `_spi_available`: Int?; var rest = "" }
extension KeywordClass__spi_available: KeywordModel { static let keyword = "_spi_available"; var probe: Int? { self.`_spi_available` } }

@JSONModel struct KeywordStruct_spiModule { var `spiModule`: Int; var rest: String? }
extension KeywordStruct_spiModule: KeywordModel { static let keyword = "spiModule"; var probe: Int? { self.`spiModule` } }
@JSONModel final class KeywordClass_spiModule { var `spiModule`: Int?; var rest = "" }
extension KeywordClass_spiModule: KeywordModel { static let keyword = "spiModule"; var probe: Int? { self.`spiModule` } }

@JSONModel struct KeywordStruct_static { var `static`: Int; var rest: String? }
extension KeywordStruct_static: KeywordModel { static let keyword = "static"; var probe: Int? { self.`static` } }
@JSONModel final class KeywordClass_static { var `static`: Int?; var rest = "" }
extension KeywordClass_static: KeywordModel { static let keyword = "static"; var probe: Int? { self.`static` } }

@JSONModel struct KeywordStruct_struct { var `struct`: Int; var rest: String? }
extension KeywordStruct_struct: KeywordModel { static let keyword = "struct"; var probe: Int? { self.`struct` } }
@JSONModel final class KeywordClass_struct { var `struct`: Int?; var rest = "" }
extension KeywordClass_struct: KeywordModel { static let keyword = "struct"; var probe: Int? { self.`struct` } }

@JSONModel struct KeywordStruct_subscript { var `subscript`: Int; var rest: String? }
extension KeywordStruct_subscript: KeywordModel { static let keyword = "subscript"; var probe: Int? { self.`subscript` } }
@JSONModel final class KeywordClass_subscript { var `subscript`: Int?; var rest = "" }
extension KeywordClass_subscript: KeywordModel { static let keyword = "subscript"; var probe: Int? { self.`subscript` } }

@JSONModel struct KeywordStruct_super { var `super`: Int; var rest: String? }
extension KeywordStruct_super: KeywordModel { static let keyword = "super"; var probe: Int? { self.`super` } }
@JSONModel final class KeywordClass_super { var `super`: Int?; var rest = "" }
extension KeywordClass_super: KeywordModel { static let keyword = "super"; var probe: Int? { self.`super` } }

@JSONModel struct KeywordStruct_swift { var `swift`: Int; var rest: String? }
extension KeywordStruct_swift: KeywordModel { static let keyword = "swift"; var probe: Int? { self.`swift` } }
@JSONModel final class KeywordClass_swift { var `swift`: Int?; var rest = "" }
extension KeywordClass_swift: KeywordModel { static let keyword = "swift"; var probe: Int? { self.`swift` } }

@JSONModel struct KeywordStruct_switch { var `switch`: Int; var rest: String? }
extension KeywordStruct_switch: KeywordModel { static let keyword = "switch"; var probe: Int? { self.`switch` } }
@JSONModel final class KeywordClass_switch { var `switch`: Int?; var rest = "" }
extension KeywordClass_switch: KeywordModel { static let keyword = "switch"; var probe: Int? { self.`switch` } }

@JSONModel struct KeywordStruct_target { var `target`: Int; var rest: String? }
extension KeywordStruct_target: KeywordModel { static let keyword = "target"; var probe: Int? { self.`target` } }
@JSONModel final class KeywordClass_target { var `target`: Int?; var rest = "" }
extension KeywordClass_target: KeywordModel { static let keyword = "target"; var probe: Int? { self.`target` } }

@JSONModel struct KeywordStruct_then { var `then`: Int; var rest: String? }
extension KeywordStruct_then: KeywordModel { static let keyword = "then"; var probe: Int? { self.`then` } }
@JSONModel final class KeywordClass_then { var `then`: Int?; var rest = "" }
extension KeywordClass_then: KeywordModel { static let keyword = "then"; var probe: Int? { self.`then` } }

@JSONModel struct KeywordStruct_throw { var `throw`: Int; var rest: String? }
extension KeywordStruct_throw: KeywordModel { static let keyword = "throw"; var probe: Int? { self.`throw` } }
@JSONModel final class KeywordClass_throw { var `throw`: Int?; var rest = "" }
extension KeywordClass_throw: KeywordModel { static let keyword = "throw"; var probe: Int? { self.`throw` } }

@JSONModel struct KeywordStruct_throws { var `throws`: Int; var rest: String? }
extension KeywordStruct_throws: KeywordModel { static let keyword = "throws"; var probe: Int? { self.`throws` } }
@JSONModel final class KeywordClass_throws { var `throws`: Int?; var rest = "" }
extension KeywordClass_throws: KeywordModel { static let keyword = "throws"; var probe: Int? { self.`throws` } }

@JSONModel struct KeywordStruct_transpose { var `transpose`: Int; var rest: String? }
extension KeywordStruct_transpose: KeywordModel { static let keyword = "transpose"; var probe: Int? { self.`transpose` } }
@JSONModel final class KeywordClass_transpose { var `transpose`: Int?; var rest = "" }
extension KeywordClass_transpose: KeywordModel { static let keyword = "transpose"; var probe: Int? { self.`transpose` } }

@JSONModel struct KeywordStruct__Trivial { var `_Trivial`: Int; var rest: String? }
extension KeywordStruct__Trivial: KeywordModel { static let keyword = "_Trivial"; var probe: Int? { self.`_Trivial` } }
@JSONModel final class KeywordClass__Trivial { var `_Trivial`: Int?; var rest = "" }
extension KeywordClass__Trivial: KeywordModel { static let keyword = "_Trivial"; var probe: Int? { self.`_Trivial` } }

@JSONModel struct KeywordStruct__TrivialAtMost { var `_TrivialAtMost`: Int; var rest: String? }
extension KeywordStruct__TrivialAtMost: KeywordModel { static let keyword = "_TrivialAtMost"; var probe: Int? { self.`_TrivialAtMost` } }
@JSONModel final class KeywordClass__TrivialAtMost { var `_TrivialAtMost`: Int?; var rest = "" }
extension KeywordClass__TrivialAtMost: KeywordModel { static let keyword = "_TrivialAtMost"; var probe: Int? { self.`_TrivialAtMost` } }

@JSONModel struct KeywordStruct__TrivialStride { var `_TrivialStride`: Int; var rest: String? }
extension KeywordStruct__TrivialStride: KeywordModel { static let keyword = "_TrivialStride"; var probe: Int? { self.`_TrivialStride` } }
@JSONModel final class KeywordClass__TrivialStride { var `_TrivialStride`: Int?; var rest = "" }
extension KeywordClass__TrivialStride: KeywordModel { static let keyword = "_TrivialStride"; var probe: Int? { self.`_TrivialStride` } }

@JSONModel struct KeywordStruct_true { var `true`: Int; var rest: String? }
extension KeywordStruct_true: KeywordModel { static let keyword = "true"; var probe: Int? { self.`true` } }
@JSONModel final class KeywordClass_true { var `true`: Int?; var rest = "" }
extension KeywordClass_true: KeywordModel { static let keyword = "true"; var probe: Int? { self.`true` } }

@JSONModel struct KeywordStruct_try { var `try`: Int; var rest: String? }
extension KeywordStruct_try: KeywordModel { static let keyword = "try"; var probe: Int? { self.`try` } }
@JSONModel final class KeywordClass_try { var `try`: Int?; var rest = "" }
extension KeywordClass_try: KeywordModel { static let keyword = "try"; var probe: Int? { self.`try` } }

@JSONModel struct KeywordStruct_Type { var `Type`: Int; var rest: String? }
extension KeywordStruct_Type: KeywordModel { static let keyword = "Type"; var probe: Int? { self.`Type` } }
@JSONModel final class KeywordClass_Type { var `Type`: Int?; var rest = "" }
extension KeywordClass_Type: KeywordModel { static let keyword = "Type"; var probe: Int? { self.`Type` } }

@JSONModel struct KeywordStruct_typealias { var `typealias`: Int; var rest: String? }
extension KeywordStruct_typealias: KeywordModel { static let keyword = "typealias"; var probe: Int? { self.`typealias` } }
@JSONModel final class KeywordClass_typealias { var `typealias`: Int?; var rest = "" }
extension KeywordClass_typealias: KeywordModel { static let keyword = "typealias"; var probe: Int? { self.`typealias` } }

@JSONModel struct KeywordStruct_unavailable { var `unavailable`: Int; var rest: String? }
extension KeywordStruct_unavailable: KeywordModel { static let keyword = "unavailable"; var probe: Int? { self.`unavailable` } }
@JSONModel final class KeywordClass_unavailable { var `unavailable`: Int?; var rest = "" }
extension KeywordClass_unavailable: KeywordModel { static let keyword = "unavailable"; var probe: Int? { self.`unavailable` } }

@JSONModel struct KeywordStruct_unchecked { var `unchecked`: Int; var rest: String? }
extension KeywordStruct_unchecked: KeywordModel { static let keyword = "unchecked"; var probe: Int? { self.`unchecked` } }
@JSONModel final class KeywordClass_unchecked { var `unchecked`: Int?; var rest = "" }
extension KeywordClass_unchecked: KeywordModel { static let keyword = "unchecked"; var probe: Int? { self.`unchecked` } }

@JSONModel struct KeywordStruct__underlyingVersion { var `_underlyingVersion`: Int; var rest: String? }
extension KeywordStruct__underlyingVersion: KeywordModel { static let keyword = "_underlyingVersion"; var probe: Int? { self.`_underlyingVersion` } }
@JSONModel final class KeywordClass__underlyingVersion { var `_underlyingVersion`: Int?; var rest = "" }
extension KeywordClass__underlyingVersion: KeywordModel { static let keyword = "_underlyingVersion"; var probe: Int? { self.`_underlyingVersion` } }

@JSONModel struct KeywordStruct__UnknownLayout { var `_UnknownLayout`: Int; var rest: String? }
extension KeywordStruct__UnknownLayout: KeywordModel { static let keyword = "_UnknownLayout"; var probe: Int? { self.`_UnknownLayout` } }
@JSONModel final class KeywordClass__UnknownLayout { var `_UnknownLayout`: Int?; var rest = "" }
extension KeywordClass__UnknownLayout: KeywordModel { static let keyword = "_UnknownLayout"; var probe: Int? { self.`_UnknownLayout` } }

@JSONModel struct KeywordStruct_unowned { var `unowned`: Int; var rest: String? }
extension KeywordStruct_unowned: KeywordModel { static let keyword = "unowned"; var probe: Int? { self.`unowned` } }
@JSONModel final class KeywordClass_unowned { var `unowned`: Int?; var rest = "" }
extension KeywordClass_unowned: KeywordModel { static let keyword = "unowned"; var probe: Int? { self.`unowned` } }

@JSONModel struct KeywordStruct_unsafe { var `unsafe`: Int; var rest: String? }
extension KeywordStruct_unsafe: KeywordModel { static let keyword = "unsafe"; var probe: Int? { self.`unsafe` } }
@JSONModel final class KeywordClass_unsafe { var `unsafe`: Int?; var rest = "" }
extension KeywordClass_unsafe: KeywordModel { static let keyword = "unsafe"; var probe: Int? { self.`unsafe` } }

@JSONModel struct KeywordStruct_unsafeAddress { var `unsafeAddress`: Int; var rest: String? }
extension KeywordStruct_unsafeAddress: KeywordModel { static let keyword = "unsafeAddress"; var probe: Int? { self.`unsafeAddress` } }
@JSONModel final class KeywordClass_unsafeAddress { var `unsafeAddress`: Int?; var rest = "" }
extension KeywordClass_unsafeAddress: KeywordModel { static let keyword = "unsafeAddress"; var probe: Int? { self.`unsafeAddress` } }

@JSONModel struct KeywordStruct_unsafeMutableAddress { var `unsafeMutableAddress`: Int; var rest: String? }
extension KeywordStruct_unsafeMutableAddress: KeywordModel { static let keyword = "unsafeMutableAddress"; var probe: Int? { self.`unsafeMutableAddress` } }
@JSONModel final class KeywordClass_unsafeMutableAddress { var `unsafeMutableAddress`: Int?; var rest = "" }
extension KeywordClass_unsafeMutableAddress: KeywordModel { static let keyword = "unsafeMutableAddress"; var probe: Int? { self.`unsafeMutableAddress` } }

@JSONModel struct KeywordStruct_using { var `using`: Int; var rest: String? }
extension KeywordStruct_using: KeywordModel { static let keyword = "using"; var probe: Int? { self.`using` } }
@JSONModel final class KeywordClass_using { var `using`: Int?; var rest = "" }
extension KeywordClass_using: KeywordModel { static let keyword = "using"; var probe: Int? { self.`using` } }

@JSONModel struct KeywordStruct_var { var `var`: Int; var rest: String? }
extension KeywordStruct_var: KeywordModel { static let keyword = "var"; var probe: Int? { self.`var` } }
@JSONModel final class KeywordClass_var { var `var`: Int?; var rest = "" }
extension KeywordClass_var: KeywordModel { static let keyword = "var"; var probe: Int? { self.`var` } }

@JSONModel struct KeywordStruct__version { var `_version`: Int; var rest: String? }
extension KeywordStruct__version: KeywordModel { static let keyword = "_version"; var probe: Int? { self.`_version` } }
@JSONModel final class KeywordClass__version { var `_version`: Int?; var rest = "" }
extension KeywordClass__version: KeywordModel { static let keyword = "_version"; var probe: Int? { self.`_version` } }

@JSONModel struct KeywordStruct_visibility { var `visibility`: Int; var rest: String? }
extension KeywordStruct_visibility: KeywordModel { static let keyword = "visibility"; var probe: Int? { self.`visibility` } }
@JSONModel final class KeywordClass_visibility { var `visibility`: Int?; var rest = "" }
extension KeywordClass_visibility: KeywordModel { static let keyword = "visibility"; var probe: Int? { self.`visibility` } }

@JSONModel struct KeywordStruct_weak { var `weak`: Int; var rest: String? }
extension KeywordStruct_weak: KeywordModel { static let keyword = "weak"; var probe: Int? { self.`weak` } }
@JSONModel final class KeywordClass_weak { var `weak`: Int?; var rest = "" }
extension KeywordClass_weak: KeywordModel { static let keyword = "weak"; var probe: Int? { self.`weak` } }

@JSONModel struct KeywordStruct_where { var `where`: Int; var rest: String? }
extension KeywordStruct_where: KeywordModel { static let keyword = "where"; var probe: Int? { self.`where` } }
@JSONModel final class KeywordClass_where { var `where`: Int?; var rest = "" }
extension KeywordClass_where: KeywordModel { static let keyword = "where"; var probe: Int? { self.`where` } }

@JSONModel struct KeywordStruct_while { var `while`: Int; var rest: String? }
extension KeywordStruct_while: KeywordModel { static let keyword = "while"; var probe: Int? { self.`while` } }
@JSONModel final class KeywordClass_while { var `while`: Int?; var rest = "" }
extension KeywordClass_while: KeywordModel { static let keyword = "while"; var probe: Int? { self.`while` } }

@JSONModel struct KeywordStruct_willSet { var `willSet`: Int; var rest: String? }
extension KeywordStruct_willSet: KeywordModel { static let keyword = "willSet"; var probe: Int? { self.`willSet` } }
@JSONModel final class KeywordClass_willSet { var `willSet`: Int?; var rest = "" }
extension KeywordClass_willSet: KeywordModel { static let keyword = "willSet"; var probe: Int? { self.`willSet` } }

@JSONModel struct KeywordStruct_wrt { var `wrt`: Int; var rest: String? }
extension KeywordStruct_wrt: KeywordModel { static let keyword = "wrt"; var probe: Int? { self.`wrt` } }
@JSONModel final class KeywordClass_wrt { var `wrt`: Int?; var rest = "" }
extension KeywordClass_wrt: KeywordModel { static let keyword = "wrt"; var probe: Int? { self.`wrt` } }

@JSONModel struct KeywordStruct_yield { var `yield`: Int; var rest: String? }
extension KeywordStruct_yield: KeywordModel { static let keyword = "yield"; var probe: Int? { self.`yield` } }
@JSONModel final class KeywordClass_yield { var `yield`: Int?; var rest = "" }
extension KeywordClass_yield: KeywordModel { static let keyword = "yield"; var probe: Int? { self.`yield` } }

/// Each keyword's two models.
private var keywordModels: [(keyword: String, models: [any KeywordModel.Type])] { [

    ("abi", [KeywordStruct_abi.self, KeywordClass_abi.self]),
    ("accesses", [KeywordStruct_accesses.self, KeywordClass_accesses.self]),
    ("actor", [KeywordStruct_actor.self, KeywordClass_actor.self]),
    ("addressWithNativeOwner", [KeywordStruct_addressWithNativeOwner.self, KeywordClass_addressWithNativeOwner.self]),
    ("addressWithOwner", [KeywordStruct_addressWithOwner.self, KeywordClass_addressWithOwner.self]),
    ("Any", [KeywordStruct_Any.self, KeywordClass_Any.self]),
    ("any", [KeywordStruct_any.self, KeywordClass_any.self]),
    ("as", [KeywordStruct_as.self, KeywordClass_as.self]),
    ("assignment", [KeywordStruct_assignment.self, KeywordClass_assignment.self]),
    ("associatedtype", [KeywordStruct_associatedtype.self, KeywordClass_associatedtype.self]),
    ("associativity", [KeywordStruct_associativity.self, KeywordClass_associativity.self]),
    ("async", [KeywordStruct_async.self, KeywordClass_async.self]),
    ("attached", [KeywordStruct_attached.self, KeywordClass_attached.self]),
    ("autoclosure", [KeywordStruct_autoclosure.self, KeywordClass_autoclosure.self]),
    ("availability", [KeywordStruct_availability.self, KeywordClass_availability.self]),
    ("available", [KeywordStruct_available.self, KeywordClass_available.self]),
    ("await", [KeywordStruct_await.self, KeywordClass_await.self]),
    ("_backDeploy", [KeywordStruct__backDeploy.self, KeywordClass__backDeploy.self]),
    ("backDeployed", [KeywordStruct_backDeployed.self, KeywordClass_backDeployed.self]),
    ("before", [KeywordStruct_before.self, KeywordClass_before.self]),
    ("block", [KeywordStruct_block.self, KeywordClass_block.self]),
    ("_borrow", [KeywordStruct__borrow.self, KeywordClass__borrow.self]),
    ("borrow", [KeywordStruct_borrow.self, KeywordClass_borrow.self]),
    ("_borrowing", [KeywordStruct__borrowing.self, KeywordClass__borrowing.self]),
    ("borrowing", [KeywordStruct_borrowing.self, KeywordClass_borrowing.self]),
    ("break", [KeywordStruct_break.self, KeywordClass_break.self]),
    ("_BridgeObject", [KeywordStruct__BridgeObject.self, KeywordClass__BridgeObject.self]),
    ("canImport", [KeywordStruct_canImport.self, KeywordClass_canImport.self]),
    ("case", [KeywordStruct_case.self, KeywordClass_case.self]),
    ("catch", [KeywordStruct_catch.self, KeywordClass_catch.self]),
    ("_Class", [KeywordStruct__Class.self, KeywordClass__Class.self]),
    ("class", [KeywordStruct_class.self, KeywordClass_class.self]),
    ("compiler", [KeywordStruct_compiler.self, KeywordClass_compiler.self]),
    ("_compilerInitialized", [KeywordStruct__compilerInitialized.self, KeywordClass__compilerInitialized.self]),
    ("_const", [KeywordStruct__const.self, KeywordClass__const.self]),
    ("consume", [KeywordStruct_consume.self, KeywordClass_consume.self]),
    ("__consuming", [KeywordStruct___consuming.self, KeywordClass___consuming.self]),
    ("_consuming", [KeywordStruct__consuming.self, KeywordClass__consuming.self]),
    ("consuming", [KeywordStruct_consuming.self, KeywordClass_consuming.self]),
    ("continue", [KeywordStruct_continue.self, KeywordClass_continue.self]),
    ("convenience", [KeywordStruct_convenience.self, KeywordClass_convenience.self]),
    ("convention", [KeywordStruct_convention.self, KeywordClass_convention.self]),
    ("copy", [KeywordStruct_copy.self, KeywordClass_copy.self]),
    ("default", [KeywordStruct_default.self, KeywordClass_default.self]),
    ("defer", [KeywordStruct_defer.self, KeywordClass_defer.self]),
    ("deinit", [KeywordStruct_deinit.self, KeywordClass_deinit.self]),
    ("dependsOn", [KeywordStruct_dependsOn.self, KeywordClass_dependsOn.self]),
    ("deprecated", [KeywordStruct_deprecated.self, KeywordClass_deprecated.self]),
    ("derivative", [KeywordStruct_derivative.self, KeywordClass_derivative.self]),
    ("didSet", [KeywordStruct_didSet.self, KeywordClass_didSet.self]),
    ("differentiable", [KeywordStruct_differentiable.self, KeywordClass_differentiable.self]),
    ("discard", [KeywordStruct_discard.self, KeywordClass_discard.self]),
    ("distributed", [KeywordStruct_distributed.self, KeywordClass_distributed.self]),
    ("do", [KeywordStruct_do.self, KeywordClass_do.self]),
    ("_documentation", [KeywordStruct__documentation.self, KeywordClass__documentation.self]),
    ("dynamic", [KeywordStruct_dynamic.self, KeywordClass_dynamic.self]),
    ("_dynamicReplacement", [KeywordStruct__dynamicReplacement.self, KeywordClass__dynamicReplacement.self]),
    ("each", [KeywordStruct_each.self, KeywordClass_each.self]),
    ("_effects", [KeywordStruct__effects.self, KeywordClass__effects.self]),
    ("else", [KeywordStruct_else.self, KeywordClass_else.self]),
    ("enum", [KeywordStruct_enum.self, KeywordClass_enum.self]),
    ("escaping", [KeywordStruct_escaping.self, KeywordClass_escaping.self]),
    ("exported", [KeywordStruct_exported.self, KeywordClass_exported.self]),
    ("extension", [KeywordStruct_extension.self, KeywordClass_extension.self]),
    ("fallthrough", [KeywordStruct_fallthrough.self, KeywordClass_fallthrough.self]),
    ("false", [KeywordStruct_false.self, KeywordClass_false.self]),
    ("file", [KeywordStruct_file.self, KeywordClass_file.self]),
    ("fileprivate", [KeywordStruct_fileprivate.self, KeywordClass_fileprivate.self]),
    ("final", [KeywordStruct_final.self, KeywordClass_final.self]),
    ("for", [KeywordStruct_for.self, KeywordClass_for.self]),
    ("_forward", [KeywordStruct__forward.self, KeywordClass__forward.self]),
    ("forward", [KeywordStruct_forward.self, KeywordClass_forward.self]),
    ("freestanding", [KeywordStruct_freestanding.self, KeywordClass_freestanding.self]),
    ("func", [KeywordStruct_func.self, KeywordClass_func.self]),
    ("get", [KeywordStruct_get.self, KeywordClass_get.self]),
    ("guard", [KeywordStruct_guard.self, KeywordClass_guard.self]),
    ("higherThan", [KeywordStruct_higherThan.self, KeywordClass_higherThan.self]),
    ("if", [KeywordStruct_if.self, KeywordClass_if.self]),
    ("_implements", [KeywordStruct__implements.self, KeywordClass__implements.self]),
    ("import", [KeywordStruct_import.self, KeywordClass_import.self]),
    ("in", [KeywordStruct_in.self, KeywordClass_in.self]),
    ("indirect", [KeywordStruct_indirect.self, KeywordClass_indirect.self]),
    ("infix", [KeywordStruct_infix.self, KeywordClass_infix.self]),
    ("init", [KeywordStruct_init.self, KeywordClass_init.self]),
    ("initializes", [KeywordStruct_initializes.self, KeywordClass_initializes.self]),
    ("inout", [KeywordStruct_inout.self, KeywordClass_inout.self]),
    ("internal", [KeywordStruct_internal.self, KeywordClass_internal.self]),
    ("introduced", [KeywordStruct_introduced.self, KeywordClass_introduced.self]),
    ("is", [KeywordStruct_is.self, KeywordClass_is.self]),
    ("isolated", [KeywordStruct_isolated.self, KeywordClass_isolated.self]),
    ("kind", [KeywordStruct_kind.self, KeywordClass_kind.self]),
    ("lazy", [KeywordStruct_lazy.self, KeywordClass_lazy.self]),
    ("left", [KeywordStruct_left.self, KeywordClass_left.self]),
    ("let", [KeywordStruct_let.self, KeywordClass_let.self]),
    ("line", [KeywordStruct_line.self, KeywordClass_line.self]),
    ("_linear", [KeywordStruct__linear.self, KeywordClass__linear.self]),
    ("linear", [KeywordStruct_linear.self, KeywordClass_linear.self]),
    ("_local", [KeywordStruct__local.self, KeywordClass__local.self]),
    ("lowerThan", [KeywordStruct_lowerThan.self, KeywordClass_lowerThan.self]),
    ("macro", [KeywordStruct_macro.self, KeywordClass_macro.self]),
    ("message", [KeywordStruct_message.self, KeywordClass_message.self]),
    ("metadata", [KeywordStruct_metadata.self, KeywordClass_metadata.self]),
    ("_modify", [KeywordStruct__modify.self, KeywordClass__modify.self]),
    ("modify", [KeywordStruct_modify.self, KeywordClass_modify.self]),
    ("module", [KeywordStruct_module.self, KeywordClass_module.self]),
    ("_move", [KeywordStruct__move.self, KeywordClass__move.self]),
    ("mutableAddressWithNativeOwner", [KeywordStruct_mutableAddressWithNativeOwner.self, KeywordClass_mutableAddressWithNativeOwner.self]),
    ("mutableAddressWithOwner", [KeywordStruct_mutableAddressWithOwner.self, KeywordClass_mutableAddressWithOwner.self]),
    ("mutate", [KeywordStruct_mutate.self, KeywordClass_mutate.self]),
    ("_mutating", [KeywordStruct__mutating.self, KeywordClass__mutating.self]),
    ("mutating", [KeywordStruct_mutating.self, KeywordClass_mutating.self]),
    ("_NativeClass", [KeywordStruct__NativeClass.self, KeywordClass__NativeClass.self]),
    ("_NativeRefCountedObject", [KeywordStruct__NativeRefCountedObject.self, KeywordClass__NativeRefCountedObject.self]),
    ("nil", [KeywordStruct_nil.self, KeywordClass_nil.self]),
    ("noasync", [KeywordStruct_noasync.self, KeywordClass_noasync.self]),
    ("noDerivative", [KeywordStruct_noDerivative.self, KeywordClass_noDerivative.self]),
    ("noescape", [KeywordStruct_noescape.self, KeywordClass_noescape.self]),
    ("_noMetadata", [KeywordStruct__noMetadata.self, KeywordClass__noMetadata.self]),
    ("none", [KeywordStruct_none.self, KeywordClass_none.self]),
    ("nonisolated", [KeywordStruct_nonisolated.self, KeywordClass_nonisolated.self]),
    ("nonmutating", [KeywordStruct_nonmutating.self, KeywordClass_nonmutating.self]),
    ("nonsending", [KeywordStruct_nonsending.self, KeywordClass_nonsending.self]),
    ("objc", [KeywordStruct_objc.self, KeywordClass_objc.self]),
    ("obsoleted", [KeywordStruct_obsoleted.self, KeywordClass_obsoleted.self]),
    ("of", [KeywordStruct_of.self, KeywordClass_of.self]),
    ("_opaqueReturnTypeOf", [KeywordStruct__opaqueReturnTypeOf.self, KeywordClass__opaqueReturnTypeOf.self]),
    ("open", [KeywordStruct_open.self, KeywordClass_open.self]),
    ("operator", [KeywordStruct_operator.self, KeywordClass_operator.self]),
    ("optional", [KeywordStruct_optional.self, KeywordClass_optional.self]),
    ("_originallyDefinedIn", [KeywordStruct__originallyDefinedIn.self, KeywordClass__originallyDefinedIn.self]),
    ("override", [KeywordStruct_override.self, KeywordClass_override.self]),
    ("__owned", [KeywordStruct___owned.self, KeywordClass___owned.self]),
    ("package", [KeywordStruct_package.self, KeywordClass_package.self]),
    ("_PackageDescription", [KeywordStruct__PackageDescription.self, KeywordClass__PackageDescription.self]),
    ("postfix", [KeywordStruct_postfix.self, KeywordClass_postfix.self]),
    ("precedencegroup", [KeywordStruct_precedencegroup.self, KeywordClass_precedencegroup.self]),
    ("preconcurrency", [KeywordStruct_preconcurrency.self, KeywordClass_preconcurrency.self]),
    ("prefix", [KeywordStruct_prefix.self, KeywordClass_prefix.self]),
    ("private", [KeywordStruct_private.self, KeywordClass_private.self]),
    ("Protocol", [KeywordStruct_Protocol.self, KeywordClass_Protocol.self]),
    ("protocol", [KeywordStruct_protocol.self, KeywordClass_protocol.self]),
    ("public", [KeywordStruct_public.self, KeywordClass_public.self]),
    ("_read", [KeywordStruct__read.self, KeywordClass__read.self]),
    ("read", [KeywordStruct_read.self, KeywordClass_read.self]),
    ("reasync", [KeywordStruct_reasync.self, KeywordClass_reasync.self]),
    ("_RefCountedObject", [KeywordStruct__RefCountedObject.self, KeywordClass__RefCountedObject.self]),
    ("renamed", [KeywordStruct_renamed.self, KeywordClass_renamed.self]),
    ("repeat", [KeywordStruct_repeat.self, KeywordClass_repeat.self]),
    ("required", [KeywordStruct_required.self, KeywordClass_required.self]),
    ("rethrows", [KeywordStruct_rethrows.self, KeywordClass_rethrows.self]),
    ("retroactive", [KeywordStruct_retroactive.self, KeywordClass_retroactive.self]),
    ("return", [KeywordStruct_return.self, KeywordClass_return.self]),
    ("reverse", [KeywordStruct_reverse.self, KeywordClass_reverse.self]),
    ("right", [KeywordStruct_right.self, KeywordClass_right.self]),
    ("safe", [KeywordStruct_safe.self, KeywordClass_safe.self]),
    ("scoped", [KeywordStruct_scoped.self, KeywordClass_scoped.self]),
    ("Self", [KeywordStruct_Self.self, KeywordClass_Self.self]),
    ("self", [KeywordStruct_self.self, KeywordClass_self.self]),
    ("Sendable", [KeywordStruct_Sendable.self, KeywordClass_Sendable.self]),
    ("sending", [KeywordStruct_sending.self, KeywordClass_sending.self]),
    ("set", [KeywordStruct_set.self, KeywordClass_set.self]),
    ("__setter_access", [KeywordStruct___setter_access.self, KeywordClass___setter_access.self]),
    ("__shared", [KeywordStruct___shared.self, KeywordClass___shared.self]),
    ("some", [KeywordStruct_some.self, KeywordClass_some.self]),
    ("_specialize", [KeywordStruct__specialize.self, KeywordClass__specialize.self]),
    ("specialized", [KeywordStruct_specialized.self, KeywordClass_specialized.self]),
    ("spi", [KeywordStruct_spi.self, KeywordClass_spi.self]),
    ("_spi_available", [KeywordStruct__spi_available.self, KeywordClass__spi_available.self]),
    ("spiModule", [KeywordStruct_spiModule.self, KeywordClass_spiModule.self]),
    ("static", [KeywordStruct_static.self, KeywordClass_static.self]),
    ("struct", [KeywordStruct_struct.self, KeywordClass_struct.self]),
    ("subscript", [KeywordStruct_subscript.self, KeywordClass_subscript.self]),
    ("super", [KeywordStruct_super.self, KeywordClass_super.self]),
    ("swift", [KeywordStruct_swift.self, KeywordClass_swift.self]),
    ("switch", [KeywordStruct_switch.self, KeywordClass_switch.self]),
    ("target", [KeywordStruct_target.self, KeywordClass_target.self]),
    ("then", [KeywordStruct_then.self, KeywordClass_then.self]),
    ("throw", [KeywordStruct_throw.self, KeywordClass_throw.self]),
    ("throws", [KeywordStruct_throws.self, KeywordClass_throws.self]),
    ("transpose", [KeywordStruct_transpose.self, KeywordClass_transpose.self]),
    ("_Trivial", [KeywordStruct__Trivial.self, KeywordClass__Trivial.self]),
    ("_TrivialAtMost", [KeywordStruct__TrivialAtMost.self, KeywordClass__TrivialAtMost.self]),
    ("_TrivialStride", [KeywordStruct__TrivialStride.self, KeywordClass__TrivialStride.self]),
    ("true", [KeywordStruct_true.self, KeywordClass_true.self]),
    ("try", [KeywordStruct_try.self, KeywordClass_try.self]),
    ("Type", [KeywordStruct_Type.self, KeywordClass_Type.self]),
    ("typealias", [KeywordStruct_typealias.self, KeywordClass_typealias.self]),
    ("unavailable", [KeywordStruct_unavailable.self, KeywordClass_unavailable.self]),
    ("unchecked", [KeywordStruct_unchecked.self, KeywordClass_unchecked.self]),
    ("_underlyingVersion", [KeywordStruct__underlyingVersion.self, KeywordClass__underlyingVersion.self]),
    ("_UnknownLayout", [KeywordStruct__UnknownLayout.self, KeywordClass__UnknownLayout.self]),
    ("unowned", [KeywordStruct_unowned.self, KeywordClass_unowned.self]),
    ("unsafe", [KeywordStruct_unsafe.self, KeywordClass_unsafe.self]),
    ("unsafeAddress", [KeywordStruct_unsafeAddress.self, KeywordClass_unsafeAddress.self]),
    ("unsafeMutableAddress", [KeywordStruct_unsafeMutableAddress.self, KeywordClass_unsafeMutableAddress.self]),
    ("using", [KeywordStruct_using.self, KeywordClass_using.self]),
    ("var", [KeywordStruct_var.self, KeywordClass_var.self]),
    ("_version", [KeywordStruct__version.self, KeywordClass__version.self]),
    ("visibility", [KeywordStruct_visibility.self, KeywordClass_visibility.self]),
    ("weak", [KeywordStruct_weak.self, KeywordClass_weak.self]),
    ("where", [KeywordStruct_where.self, KeywordClass_where.self]),
    ("while", [KeywordStruct_while.self, KeywordClass_while.self]),
    ("willSet", [KeywordStruct_willSet.self, KeywordClass_willSet.self]),
    ("wrt", [KeywordStruct_wrt.self, KeywordClass_wrt.self]),
    ("yield", [KeywordStruct_yield.self, KeywordClass_yield.self]),
] }

@Suite struct KeywordPropertyTests {
    @Test func everyKeywordHasItsModels() {
        #expect(keywordModels.count == 205)
        #expect(Set(keywordModels.map(\.keyword)).count == keywordModels.count)
    }

    @Test(arguments: keywordModels.map(\.keyword))
    func keywordAsPropertyName(keyword: String) throws {
        let models = try #require(keywordModels.first { $0.keyword == keyword }?.models)
        for model in models {
            try Self.check(model)
        }
    }

    /// Decode, encode, merge and `jsonValue()` through this library, and Foundation's coders.
    static func check<Model: KeywordModel>(_: Model.Type) throws {
        let key = Model.keyword
        let document = #"{"\#(key)": 3, "rest": "r"}"#
        var model = try Model(json: document)
        #expect(model.probe == 3, "\(Model.self)")
        let written = try model.jsonString()
        #expect(try JSONValue(parsing: written) == ["\(key)": 3, "rest": "r"], "\(Model.self): \(written)")
        #expect(try model.jsonValue() == ["\(key)": 3, "rest": "r"], "\(Model.self)")
        let decoded = try JSONModelDecoder().decode(Model.self, from: document)
        #expect(decoded.probe == 3)

        try model.merge(json: #"{"\#(key)": 4}"#)
        #expect(model.probe == 4, "\(Model.self)")
        #expect(try model.jsonValue() == ["\(key)": 4, "rest": "r"], "\(Model.self)")

        let foundation = try JSONDecoder().decode(Model.self, from: Data(document.utf8))
        #expect(foundation.probe == 3, "\(Model.self)")
        let encoded = try JSONEncoder().encode(foundation)
        #expect(try JSONValue(parsing: Array(encoded)) == ["\(key)": 3, "rest": "r"], "\(Model.self)")
        #expect(try JSONModelEncoder().encode(foundation) == Data(written.utf8), "\(Model.self)")
    }
}

// MARK: - Enums: cases and labels named by keywords

@JSONModel
enum KeywordRawEnum: String, Equatable {
    case `default`, `self`, `Self`, `Type`, `Protocol`, `init`, `await`, `class`, `case`, `copy`, `super`, `true`, `nil`, any
    @JSONUnknown case unknown
}

@JSONModel(tagging: .internal(key: "kind"))
enum KeywordTaggedEnum: Equatable {
    case `default`(`self`: Int, `class`: String)
    case `Type`(`await`: Bool, `init`: Int?)
    case `self`(`Self`: Int)
}

@JSONModel(tagging: .external)
enum KeywordExternalEnum: Equatable {
    case `case`(`default`: Int)
    case `try`(Int)
}

@Suite struct KeywordEnumTests {
    @Test func rawValueCasesNamedByKeywords() throws {
        let all: [KeywordRawEnum] = [.default, .self, .Self, .Type, .Protocol, .`init`, .await, .class, .case, .copy, .super, .true, .nil, .any]
        for value in all {
            let text = try value.jsonString()
            #expect(text == "\"\(value.rawValue)\"")
            #expect(try KeywordRawEnum(json: text) == value)
            #expect(try JSONDecoder().decode(KeywordRawEnum.self, from: Data(text.utf8)) == value)
        }
        #expect(try KeywordRawEnum(json: "\"other\"") == .unknown)
    }

    @Test func taggedCasesAndLabelsNamedByKeywords() throws {
        let values: [KeywordTaggedEnum] = [.default(self: 1, class: "c"), .Type(await: true, init: nil), .Type(await: false, init: 2), .self(Self: 3)]
        for value in values {
            let json = try value.jsonValue()
            #expect(try KeywordTaggedEnum(json: json) == value, "\(json)")
            #expect(try JSONDecoder().decode(KeywordTaggedEnum.self, from: JSONEncoder().encode(value)) == value)
        }
        #expect(try KeywordTaggedEnum.default(self: 1, class: "c").jsonValue() == ["kind": "default", "self": 1, "class": "c"])
        #expect(try KeywordTaggedEnum(json: #"{"kind": "self", "Self": 5}"#) == .self(Self: 5))
        let external: [KeywordExternalEnum] = [.case(default: 4), .try(5)]
        for value in external {
            #expect(try KeywordExternalEnum(json: value.jsonValue()) == value)
        }
        #expect(try KeywordExternalEnum.case(default: 4).jsonValue() == ["case": ["default": 4]])
    }
}
