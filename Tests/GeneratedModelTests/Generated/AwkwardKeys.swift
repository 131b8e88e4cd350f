// @JSONModel types inferred from sample JSON by `json-model generate`.

import Foundation
import JSONModel

enum AwkwardKeys {
    @JSONModel
    struct Root {
        @JSONKey("associatedtype") var associatedtypeValue: Int
        var borrowing: Int
        @JSONKey("class") var classValue: Int
        var consuming: Int
        @JSONKey("deinit") var deinitValue: Int
        @JSONKey("enum") var enumValue: Int
        @JSONKey("extension") var extensionValue: Int
        @JSONKey("fileprivate") var fileprivateValue: Int
        @JSONKey("func") var funcValue: Int
        @JSONKey("import") var importValue: Int
        @JSONKey("init") var initValue: Int
        @JSONKey("inout") var inoutValue: Int
        @JSONKey("internal") var internalValue: Int
        @JSONKey("let") var letValue: Int
        var nonisolated: Int
        @JSONKey("open") var openValue: Int
        @JSONKey("operator") var operatorValue: Int
        @JSONKey("private") var privateValue: Int
        @JSONKey("precedencegroup") var precedencegroupValue: Int
        @JSONKey("protocol") var protocolValue: Int
        @JSONKey("public") var publicValue: Int
        @JSONKey("rethrows") var rethrowsValue: Int
        @JSONKey("static") var staticValue: Int
        @JSONKey("struct") var structValue: Int
        @JSONKey("subscript") var subscriptValue: Int
        @JSONKey("typealias") var typealiasValue: Int
        @JSONKey("var") var varValue: Int
        @JSONKey("break") var breakValue: Int
        @JSONKey("case") var caseValue: Int
        @JSONKey("catch") var catchValue: Int
        @JSONKey("continue") var continueValue: Int
        @JSONKey("default") var defaultValue: Int
        @JSONKey("defer") var deferValue: Int
        @JSONKey("do") var doValue: Int
        @JSONKey("else") var elseValue: Int
        @JSONKey("fallthrough") var fallthroughValue: Int
        @JSONKey("for") var forValue: Int
        @JSONKey("guard") var guardValue: Int
        @JSONKey("if") var ifValue: Int
        @JSONKey("in") var inValue: Int
        @JSONKey("repeat") var repeatValue: Int
        @JSONKey("return") var returnValue: Int
        @JSONKey("switch") var switchValue: Int
        @JSONKey("throw") var throwValue: Int
        @JSONKey("where") var whereValue: Int
        @JSONKey("while") var whileValue: Int
        @JSONKey("Any") var anyValue: Int
        @JSONKey("as") var asValue: Int
        @JSONKey("await") var awaitValue: Int
        @JSONKey("false") var falseValue: Int
        @JSONKey("is") var isValue: Int
        @JSONKey("nil") var nilValue: Int
        @JSONKey("self") var selfValue: Int
        @JSONKey("Self") var selfValue2: Int
        @JSONKey("super") var superValue: Int
        @JSONKey("throws") var throwsValue: Int
        @JSONKey("true") var trueValue: Int
        @JSONKey("try") var tryValue: Int
        @JSONKey("_") var value: Int
        var associativity: Int
        var async: Int
        var convenience: Int
        var didSet: Int
        var dynamic: Int
        var final: Int
        var get: Int
        var indirect: Int
        var infix: Int
        var lazy: Int
        var left: Int
        var mutating: Int
        var none: Int
        var nonmutating: Int
        var optional: Int
        var override: Int
        @JSONKey("package") var packageValue: Int
        var postfix: Int
        var precedence: Int
        var prefix: Int
        @JSONKey("Protocol") var protocolValue2: Int
        var required: Int
        var right: Int
        var set: Int
        @JSONKey("some") var someValue: Int
        @JSONKey("Type") var type: Int
        var unowned: Int
        var weak: Int
        var willSet: Int
        var actor: Int
        var macro: Int
        var each: Int
        @JSONKey("any") var anyValue2: Int
        var then: Int
        var copy: Int
        var discard: Int
        var sending: Int
        var isolated: Int
        var distributed: Int
        var Int: String
        var String: String
        var Bool: String
        var Double: String
        var Float: String
        var Array: String
        var Dictionary: String
        var Optional: String
        var Set: String
        var Void: String
        var Never: String
        var Error: String
        var Character: String
        var Date: String
        var URL: String
        var UUID: String
        var Data: String
        var Decimal: String
        var Codable: String
        var Decoder: String
        var Encoder: String
        var CodingKey: String
        @JSONKey("CodingKeys") var codingKeys: String
        var Sendable: String
        var Hashable: String
        var Equatable: String
        @JSONKey("JSONValue") var jsonvalue: String
        var JSONObject: String
        var JSONObjectReader: String
        @JSONKey("JSONObjectWriter") var jsonobjectWriter: String
        var JSONObjectSource: String
        @JSONKey("JSONFieldTable") var jsonfieldTable: String
        @JSONKey("JSONFieldValue") var jsonfieldValue: String
        @JSONKey("JSONFieldKey") var jsonfieldKey: String
        @JSONKey("JSONEnumCoding") var jsonenumCoding: String
        @JSONKey("JSONUntaggedReader") var jsonuntaggedReader: String
        var object: String
        var decoder: String
        var encoder: String
        var source: String
        @JSONKey("value") var value2: String
        var description: String
        var hashValue: String
        var Photo: Photo
        @JSONKey("") var value3: String
        @JSONKey("a\u{7F}b") var aB: String
        @JSONKey("tab\there") var tabHere: String
        @JSONKey("nul\u{0}") var nul: String
        @JSONKey("esc\u{1B}[31m") var esc31m: String
        @JSONKey("c1\u{85}next") var c1Next: String
        @JSONKey("bidi\u{202E}evil") var bidiEvil: String
        @JSONKey("zw\u{200B}sp") var zwSp: String
        @JSONKey("line\u{2028}sep") var lineSep: String
        @JSONKey("nb\u{A0}sp") var nbSp: String
        @JSONKey("priv\u{E000}") var priv: String
        @JSONKey("café") var caf: String
        @JSONKey("日本") var value4: String
        @JSONKey("😀") var value5: String
        @JSONKey("$ref") var ref: String
        @JSONKey("@id") var id: String
        @JSONKey("a\\.b") var aB2: String
        @JSONKey("a\\\\b") var aB3: String
        @JSONKey("a\\\\\\.b") var aB4: String
        @JSONKey("end\\\\") var end: String
        @JSONKey("q\"uote") var qUote: String
        @JSONKey("#if") var ifValue2: String
        @JSONKey("\\\\(x)") var x: String
        @JSONKey("2fa") var value2fa: String
    }

    @JSONModel
    struct Photo {
        var Photo: String
        var photo: Int
    }
}
