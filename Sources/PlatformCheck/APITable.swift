// The APIs this package uses that are newer than some Apple platform's floor, and where each
// became available: the table the source check compares every use against.

/// How an API is spelled where it is used.
package enum APIUse: Hashable, Sendable {
    /// A type or global name: `Int128`, `Mutex`, `Duration` (as a type or in an expression).
    case name(String)
    /// A method called with these argument labels: `data(for:)` is `.method("data", ["for"])`
    /// (more labels after them are allowed, as for `data(for:delegate:)`).
    case method(String, [String])
    /// An initializer of a type with these labels: `String(unsafeUninitializedCapacity:initializingUTF8With:)`.
    case initializer(String, [String])
    /// `import Module`.
    case module(String)
}

/// One API and where it became available.
package struct APIEntry: Sendable {
    package let use: APIUse
    package let availability: Availability
    /// Where it comes from, for the message: `the standard library`, `Foundation`.
    package let origin: String
    /// The module a file must import for the name to be this API (`Hummingbird` for `Router`);
    /// nil for the standard library and Foundation, whose names are checked everywhere.
    package let module: String?

    package init(use: APIUse, availability: Availability, origin: String, module: String? = nil) {
        self.use = use
        self.availability = availability
        self.origin = origin
        self.module = module
    }
}

/// What the check knows. It is a table, not the SDKs: an API missing here is not checked (see
/// the Platforms article of the JSONModel documentation for what the check cannot see).
package enum APITable {
    static let swift6: Availability = .swift6Runtime()
    static let swift57 = Availability([.macOS: "13", .iOS: "16", .tvOS: "16", .watchOS: "9", .visionOS: "1", .macCatalyst: "16"])
    static let swift55 = Availability([.macOS: "12", .iOS: "15", .tvOS: "15", .watchOS: "8", .visionOS: "1", .macCatalyst: "15"])
    static let swift53 = Availability([.macOS: "11", .iOS: "14", .tvOS: "14", .watchOS: "7", .visionOS: "1", .macCatalyst: "14"])
    static let swift62 = Availability([.macOS: "26", .iOS: "26", .tvOS: "26", .watchOS: "26", .visionOS: "26", .macCatalyst: "26"])
    /// Hummingbird 2's `@available(hummingbird 2.0, *)`; it has no watchOS.
    static let hummingbird2 = Availability([.macOS: "14", .iOS: "17", .tvOS: "17", .visionOS: "1", .macCatalyst: "17"])

    package static let entries: [APIEntry] = [
        // The standard library.
        APIEntry(use: .name("Int128"), availability: swift6, origin: "the standard library"),
        APIEntry(use: .name("UInt128"), availability: swift6, origin: "the standard library"),
        APIEntry(use: .name("Duration"), availability: swift57, origin: "the standard library"),
        APIEntry(use: .name("ContinuousClock"), availability: swift57, origin: "the standard library"),
        APIEntry(use: .name("SuspendingClock"), availability: swift57, origin: "the standard library"),
        APIEntry(use: .name("Regex"), availability: swift57, origin: "the standard library"),
        APIEntry(use: .name("UTF8Span"), availability: swift62, origin: "the standard library"),
        APIEntry(use: .name("InlineArray"), availability: swift62, origin: "the standard library"),
        APIEntry(use: .method("sleep", ["for"]), availability: swift57, origin: "the standard library (Task.sleep(for:))"),
        APIEntry(
            use: .initializer("String", ["unsafeUninitializedCapacity", "initializingUTF8With"]), availability: swift53,
            origin: "the standard library"),
        // Synchronization.
        APIEntry(use: .name("Mutex"), availability: swift6, origin: "Synchronization"),
        APIEntry(use: .name("Atomic"), availability: swift6, origin: "Synchronization"),
        // Foundation.
        APIEntry(use: .method("data", ["for"]), availability: swift55, origin: "Foundation (URLSession)"),
        APIEntry(use: .method("data", ["from"]), availability: swift55, origin: "Foundation (URLSession)"),
        APIEntry(use: .method("upload", ["for", "from"]), availability: swift55, origin: "Foundation (URLSession)"),
        APIEntry(use: .method("bytes", ["for"]), availability: swift55, origin: "Foundation (URLSession)"),
        APIEntry(use: .method("bytes", ["from"]), availability: swift55, origin: "Foundation (URLSession)"),
        APIEntry(use: .method("download", ["for"]), availability: swift55, origin: "Foundation (URLSession)"),
        APIEntry(use: .initializer("URL", ["filePath"]), availability: swift57, origin: "Foundation"),
        APIEntry(use: .method("appending", ["path"]), availability: swift57, origin: "Foundation (URL)"),
        APIEntry(use: .method("appending", ["component"]), availability: swift57, origin: "Foundation (URL)"),
        APIEntry(use: .method("path", ["percentEncoded"]), availability: swift57, origin: "Foundation (URL)"),
        APIEntry(use: .name("AttributedString"), availability: swift55, origin: "Foundation"),
    ] + ["Application", "Router", "RequestContext", "RequestDecoder", "ResponseEncoder", "Request", "Response", "HTTPResponseError",
        "RouterMiddleware", "MiddlewareProtocol", "BasicRequestContext", "CoreRequestContextStorage", "ResponseEncodable",
        "ResponseGenerator", "RequestBody", "ResponseBody"].map {
        APIEntry(use: .name($0), availability: hummingbird2, origin: "Hummingbird 2", module: "Hummingbird")
    }
}
