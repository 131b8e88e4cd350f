// Swift source with `@JSONModel` types inferred from sample JSON: what `json-model generate`
// prints. Every value at the same place in the samples (the same key of the same kind of
// object, every element of an array) is looked at together, so that a key missing or null in
// some of them makes an optional, and an array's elements make one type.

package import JSONCore

/// Infers `@JSONModel` types from sample documents and writes their Swift source.
///
/// ```swift
/// let source = SampleModels.source(for: [try JSONValue(parsing: text)], options: .init(rootName: "Feed"))
/// ```
package enum SampleModels {
    /// How the source is written.
    package struct Options: Sendable, Hashable {
        /// The name of the top-level type.
        package var rootName = "Root"
        /// The access level written before every declaration (`public`, `package`), or nil.
        package var access: String?
        package var keys = KeyNaming.automatic
        /// Strings with a few values repeated across many samples become `String` enums.
        package var detectsEnums = false
        /// An enum the declarations are written in, so that types from several APIs can live in
        /// one module; nil for the top level.
        package var namespace: String?

        package init(
            rootName: String = "Root", access: String? = nil, keys: KeyNaming = .automatic, detectsEnums: Bool = false,
            namespace: String? = nil
        ) {
            self.rootName = rootName
            self.access = access
            self.keys = keys
            self.detectsEnums = detectsEnums
            self.namespace = namespace
        }
    }

    /// How JSON keys become property names.
    package enum KeyNaming: String, Sendable, Hashable, CaseIterable {
        /// `@JSONModel(keys: .snakeCase)` where every key of a type is snake_case, else as `exact`.
        case automatic = "auto"
        /// `@JSONModel(keys: .snakeCase)` on every type; keys that are not snake_case get `@JSONKey`.
        case snake
        /// camelCase property names; `@JSONKey` wherever the key differs.
        case camel
        /// Property names equal to the keys wherever the key is a Swift name; `@JSONKey` elsewhere.
        case exact
    }

    /// The Swift source for `samples`: the root type first, then each nested type in the order
    /// its key first appears.
    package static func source(for samples: [JSONValue], options: Options) -> String {
        var inference = SampleInference(options: options)
        let rootName = SwiftNames.typeName(options.rootName)
        let values = samples.map { Site.Value($0) }
        // A top level keyed by ids or names is a dictionary of entries.
        let objects = samples.compactMap(\.object)
        let isDictionary = objects.count == samples.count && !objects.isEmpty && inference.isDictionary(objects)
        let root = inference.type(for: values, name: isDictionary ? rootName + "Entry" : rootName, parent: nil)
        var note: String?
        if root.swift == "[\(rootName)]" {
            let qualified = options.namespace.map { "\($0).\(rootName)" } ?? rootName
            note = "The samples are arrays of \(rootName): decode [\(qualified)].self."
        } else if root.swift != rootName {
            inference.declareRoot(root, name: rootName)
        }
        return inference.render(rootNote: note)
    }
}

/// The values found at one place of the samples.
enum Site {
    /// A value, or the absence of a key in one sample.
    struct Value {
        var json: JSONValue
        init(_ json: JSONValue) { self.json = json }
    }
}
