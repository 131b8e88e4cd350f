/// The coding key of an array element, in both coders' coding paths: `Index 3`, as
/// Foundation's coders name it.
struct IndexCodingKey: CodingKey {
    let index: Int

    init(_ index: Int) { self.index = index }

    init?(intValue: Int) { index = intValue }

    init?(stringValue: String) { nil }

    var intValue: Int? { index }

    var stringValue: String { "Index \(index)" }
}
