/// The coding key of an array element, named as Foundation's coders name it: `Index 3`.
struct IndexKey: CodingKey {
    let index: Int

    init(_ index: Int) { self.index = index }

    init?(intValue: Int) { index = intValue }

    init?(stringValue: String) { nil }

    var intValue: Int? { index }

    var stringValue: String { "Index \(index)" }
}

/// The key a keyed container's `superEncoder()` writes under.
struct SuperKey: CodingKey {
    init() {}

    init?(stringValue: String) {
        guard stringValue == "super" else { return nil }
    }

    init?(intValue: Int) { nil }

    var intValue: Int? { nil }

    var stringValue: String { "super" }
}

/// A key given by its text, for coding paths inside a ``JSONValue``.
struct TextKey: CodingKey {
    let stringValue: String

    init(_ text: String) { stringValue = text }

    init?(stringValue: String) { self.stringValue = stringValue }

    init?(intValue: Int) { nil }

    var intValue: Int? { nil }
}
