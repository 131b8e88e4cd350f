/// A location inside a JSON document, written like `people[0].name`.
///
/// ```swift
/// let path: JSONPath = ["people", 0, "name"]
/// path.description        // people[0].name
/// JSONPath(["a b", 1]).description   // ["a b"][1]
/// ```
public struct JSONPath: Sendable, Hashable, CustomStringConvertible, ExpressibleByArrayLiteral {
    /// One step into a document.
    public enum Component: Sendable, Hashable, ExpressibleByStringLiteral, ExpressibleByIntegerLiteral {
        /// A member of an object.
        case key(String)
        /// An element of an array.
        case index(Int)

        public init(stringLiteral value: String) { self = .key(value) }
        public init(integerLiteral value: Int) { self = .index(value) }
    }

    /// The steps from the top-level value, outermost first.
    public var components: [Component]

    /// The path with the given steps; the empty path is the top-level value.
    public init(_ components: [Component] = []) { self.components = components }

    /// `let path: JSONPath = ["people", 0, "name"]`
    public init(arrayLiteral elements: Component...) { components = elements }

    /// True for the top-level value.
    public var isEmpty: Bool { components.isEmpty }

    /// This path extended by one step.
    public func appending(_ component: Component) -> JSONPath {
        var path = self
        path.components.append(component)
        return path
    }

    /// This path extended by a key.
    public func appending(key: String) -> JSONPath { appending(.key(key)) }

    /// This path extended by an index.
    public func appending(index: Int) -> JSONPath { appending(.index(index)) }

    /// `people[0].name`; keys that are not plain identifiers are quoted: `["first name"]`;
    /// the top-level value is the empty string.
    public var description: String { Self.text(of: components[...], continuing: false) }

    /// The path for a message: whole up to `limit` steps, else its first and last three steps
    /// around an ellipsis and the number of steps, `next.next.next…next.next.next (2000 steps)`,
    /// so that an error deep inside a document stays one short line.
    package func abbreviatedDescription(limit: Int = 12) -> String {
        guard components.count > limit else { return description }
        let head = Self.text(of: components.prefix(3), continuing: false)
        let tail = Self.text(of: components.suffix(3), continuing: true)
        return head + "…" + (tail.hasPrefix(".") ? String(tail.dropFirst()) : tail) + " (\(components.count) steps)"
    }

    /// The text of `components`; `continuing` when they follow other steps (keys then start with a dot).
    private static func text(of components: ArraySlice<Component>, continuing: Bool) -> String {
        var text = ""
        var started = continuing
        for component in components {
            defer { started = true }
            switch component {
            case .index(let index):
                text += "[\(index)]"
            case .key(let key) where JSONPath.isPlainKey(key):
                text += started ? "." + key : key
            case .key(let key):
                text += "[" + JSONValue.string(key).jsonString() + "]"
            }
        }
        return text
    }

    /// Letters, digits, `_` and `$`, not starting with a digit: keys that read unambiguously after a dot.
    static func isPlainKey(_ key: String) -> Bool {
        guard let first = key.utf8.first, !first.isDigit else { return false }
        return key.utf8.allSatisfy { $0.isASCIILetter || $0.isDigit || $0 == 0x5F || $0 == 0x24 }
    }
}
