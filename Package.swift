// swift-tools-version: 6.1
import CompilerPluginSupport
import PackageDescription

/// Settings every target shares: Swift 6 language mode with strict concurrency.
let swiftSettings: [SwiftSetting] = [
    .swiftLanguageMode(.v6),
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("InternalImportsByDefault"),
]

/// The server integrations' dependencies, each needed only when its package trait is enabled: a
/// package that uses JSONCore, JSONCoding or JSONModel never resolves or builds Hummingbird or Vapor.
let hummingbird = TargetDependencyCondition.when(traits: ["Hummingbird"])
let vapor = TargetDependencyCondition.when(traits: ["Vapor"])

let package = Package(
    name: "swift-json-model",
    // The floor: the 2021 releases, where Hummingbird's products start (macOS 11, iOS 15,
    // tvOS 15), above swift-syntax's and Vapor's (macOS 10.15, iOS 13), with `URLSession`'s async
    // API (macOS 12) in reach. APIs newer than this are behind `@available`/`#available`
    // (`Scripts/check-platforms.sh` checks each use).
    platforms: [.macOS(.v12), .iOS(.v15), .tvOS(.v15), .watchOS(.v8), .visionOS(.v1), .macCatalyst(.v15)],
    products: [
        .library(name: "JSONCore", targets: ["JSONCore"]),
        .library(name: "JSONCoding", targets: ["JSONCoding"]),
        .library(name: "JSONModel", targets: ["JSONModel"]),
        // The coders of Hummingbird 2 and Vapor 4 applications, each behind a package trait of
        // the same name (off by default): `traits: ["Hummingbird"]` on the package's line.
        .library(name: "JSONModelHummingbird", targets: ["JSONModelHummingbird"]),
        .library(name: "JSONModelVapor", targets: ["JSONModelVapor"]),
        .executable(name: "json-model", targets: ["json-model"]),
        .executable(name: "json-model-bench", targets: ["json-model-bench"]),
    ],
    traits: [
        .trait(name: "Hummingbird", description: "JSONModelHummingbird: the coders and problem details of Hummingbird 2 applications."),
        .trait(name: "Vapor", description: "JSONModelVapor: the content coders and problem details of Vapor 4 applications."),
    ],
    dependencies: [
        .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.1"),
        // Every swift-syntax the macros are built and tested with: 600.0.1 (CI runs the macro
        // tests with it, see Scripts/test-lowest-swift-syntax.sh), 602.0.0 and 603.0.1. A range,
        // so that a package whose other macro libraries need another swift-syntax resolves.
        .package(url: "https://github.com/swiftlang/swift-syntax.git", "600.0.1" ..< "604.0.0"),
        .package(url: "https://github.com/pointfreeco/swift-macro-testing.git", from: "0.7.0"),
        // The command-line tool's arguments, help and shell completions.
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.5.0"),
        // Resolved only with the Hummingbird trait. Its own traits off: no swift-configuration.
        .package(url: "https://github.com/hummingbird-project/hummingbird.git", from: "2.28.1", traits: []),
        // Resolved only with the Vapor trait.
        .package(url: "https://github.com/vapor/vapor.git", from: "4.122.3"),
        .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
        // `swift package generate-documentation`: the DocC catalogs, built in CI.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin.git", from: "1.5.0"),
    ],
    targets: [
        .target(
            name: "JSONCore",
            // The `Builtin` module, for the processor's instruction that turns a vector compare
            // into a bit mask (Scanning/LaneBits.swift). A package setting, not an unsafe flag: a
            // package that depends on this one by version still builds.
            swiftSettings: swiftSettings + [.enableExperimentalFeature("BuiltinModule")]
        ),
        .target(
            name: "JSONCoding",
            dependencies: ["JSONCore"],
            swiftSettings: swiftSettings
        ),
        // The @JSONModel macros' declarations; re-exports JSONCoding and JSONCore.
        .target(
            name: "JSONModel",
            dependencies: ["JSONCoding", "JSONModelMacros"],
            swiftSettings: swiftSettings
        ),
        // Swift source of `@JSONModel` types inferred from sample JSON, for `json-model generate`:
        // written as text, without swift-syntax.
        .target(
            name: "JSONModelInference",
            dependencies: ["JSONCore"],
            swiftSettings: swiftSettings
        ),
        // The platform check: uses of APIs newer than the floor, syntax newer than the tools
        // version, and differences of the C library, found without a Mac (Scripts/check-platforms.sh).
        .target(
            name: "PlatformCheck",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ],
            swiftSettings: swiftSettings
        ),
        .executableTarget(
            name: "json-model-platform-check",
            dependencies: ["PlatformCheck"],
            swiftSettings: swiftSettings
        ),
        // The compiler plugin and all of its expansion code. It depends on swift-syntax and on
        // nothing else: a macro that shares a module with code built for the app (or with an
        // exported product, such as the command-line tool) makes SwiftPM build every user's
        // swift-syntax from source instead of using the prebuilt one (Scripts/check-prebuilt-graph.py
        // checks this). The key rules it shares with the runtime are a copy (KeyRules.swift).
        .macro(
            name: "JSONModelMacros",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftSyntaxBuilder", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftDiagnostics", package: "swift-syntax"),
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
                .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
            ],
            swiftSettings: swiftSettings
        ),
        // Codable models of the benchmark corpus, shared by the decode benchmark and the tests
        // that compare the decoders on real payloads; internal to the package, not a product.
        .target(
            name: "CorpusModels",
            dependencies: [],
            swiftSettings: swiftSettings
        ),
        // The same models as @JSONModel types, for the macro fast path's benchmark and tests.
        .target(
            name: "CorpusMacroModels",
            dependencies: ["JSONModel", "CorpusModels"],
            swiftSettings: swiftSettings
        ),
        // JSONModelDecoder and JSONModelEncoder as Hummingbird's request decoder and response
        // encoder, with problem details for bodies that are not JSON or do not fit.
        .target(
            name: "JSONModelHummingbird",
            dependencies: ["JSONCoding", .product(name: "Hummingbird", package: "hummingbird", condition: hummingbird)],
            swiftSettings: swiftSettings
        ),
        // JSONModelDecoder and JSONModelEncoder as Vapor's content coders, with the same problem
        // details.
        .target(
            name: "JSONModelVapor",
            dependencies: ["JSONCoding", .product(name: "Vapor", package: "vapor", condition: vapor)],
            swiftSettings: swiftSettings
        ),
        // The command-line tool: a command per file over library code with its own tests.
        .executableTarget(
            name: "json-model",
            dependencies: [
                "JSONCore",
                "JSONCoding",
                "JSONModelInference",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: swiftSettings
        ),
        .executableTarget(
            name: "json-model-bench",
            dependencies: ["JSONCore", "JSONCoding", "CorpusModels", "CorpusMacroModels"],
            swiftSettings: swiftSettings
        ),
        // A real HTTP server on 127.0.0.1 with canned answers (slow, cut short, redirected), for
        // the URLSession tests and the flickr-feed example, on the system's sockets; internal to
        // the package.
        .target(
            name: "JSONTestServer",
            swiftSettings: swiftSettings
        ),
        // Writes documents to a file in a loop, for the test that kills it mid-write;
        // internal to the package.
        .executableTarget(
            name: "json-model-write-probe",
            dependencies: ["JSONCoding"],
            swiftSettings: swiftSettings
        ),
        // Runs one deeply nested operation on a thread of a chosen stack size, for the depth
        // tests, which run it as a child process so that a stack overflow fails a test instead
        // of ending the test run; internal to the package, not a product.
        .executableTarget(
            name: "json-model-depth-probe",
            dependencies: ["JSONCore", "JSONCoding"],
            swiftSettings: swiftSettings
        ),
        // The runnable examples: `swift run geocaching` (and flickr-feed, comic-books, people, log-stream;
        // order-service with `--traits Hummingbird,Vapor`).
        // Not products: a user of the library never builds them.
        .executableTarget(
            name: "geocaching",
            dependencies: ["JSONModel"],
            path: "Examples/geocaching",
            resources: [.process("Resources")],
            swiftSettings: swiftSettings
        ),
        .executableTarget(
            name: "flickr-feed",
            dependencies: ["JSONModel", "JSONTestServer"],
            path: "Examples/flickr-feed",
            resources: [.process("Resources")],
            swiftSettings: swiftSettings
        ),
        .executableTarget(
            name: "log-stream",
            dependencies: ["JSONModel", "JSONTestServer"],
            path: "Examples/log-stream",
            swiftSettings: swiftSettings
        ),
        .executableTarget(
            name: "order-service",
            dependencies: [
                "JSONModel", "JSONModelHummingbird", "JSONModelVapor",
                .product(name: "Hummingbird", package: "hummingbird", condition: hummingbird),
                .product(name: "Vapor", package: "vapor", condition: vapor),
                .product(name: "Logging", package: "swift-log"),
            ],
            path: "Examples/order-service",
            swiftSettings: swiftSettings
        ),
        .executableTarget(
            name: "comic-books",
            dependencies: ["JSONModel"],
            path: "Examples/comic-books",
            resources: [.process("Resources")],
            swiftSettings: swiftSettings
        ),
        .executableTarget(
            name: "people",
            dependencies: ["JSONModel"],
            path: "Examples/people",
            resources: [.process("Resources")],
            swiftSettings: swiftSettings
        ),
        // Finds the package's executables for the tests that run them as child processes.
        .target(
            name: "PackageExecutables",
            path: "Tests/Support/PackageExecutables",
            swiftSettings: swiftSettings
        ),
        // Runs a test's deep work on a thread with a large stack.
        .target(
            name: "TestThreads",
            path: "Tests/Support/TestThreads",
            swiftSettings: swiftSettings
        ),
        // Finds the benchmark corpus for the tests that read it.
        .target(
            name: "CorpusFiles",
            path: "Tests/Support/CorpusFiles",
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "JSONCoreTests",
            dependencies: [
                "JSONCore",
                "CorpusFiles",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            resources: [.copy("Conformance")],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "JSONCodingTests",
            dependencies: [
                "JSONCoding",
                "CorpusModels",
                "CorpusFiles",
                "PackageExecutables",
                "TestThreads",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "JSONLoadingTests",
            dependencies: ["JSONCoding", "JSONTestServer", "PackageExecutables"],
            resources: [.process("Resources")],
            swiftSettings: swiftSettings
        ),
        // Runs each example (built with the tests, as every executable of the package is) and
        // compares what it prints with Tests/ExamplesTests/Expected.
        .testTarget(
            name: "ExamplesTests",
            dependencies: ["PackageExecutables"],
            exclude: ["Expected"],
            swiftSettings: swiftSettings
        ),
        // The Hummingbird coders against a live Hummingbird server on 127.0.0.1.
        .testTarget(
            name: "JSONModelHummingbirdTests",
            dependencies: [
                "JSONModelHummingbird",
                "JSONModel",
                "JSONTestServer",
                "PackageExecutables",
                .product(name: "Hummingbird", package: "hummingbird", condition: hummingbird),
                .product(name: "HummingbirdTesting", package: "hummingbird", condition: hummingbird),
            ],
            swiftSettings: swiftSettings
        ),
        // The Vapor coders against a live Vapor server on 127.0.0.1.
        .testTarget(
            name: "JSONModelVaporTests",
            dependencies: [
                "JSONModelVapor",
                "JSONModel",
                "JSONTestServer",
                "PackageExecutables",
                .product(name: "Vapor", package: "vapor", condition: vapor),
            ],
            swiftSettings: swiftSettings
        ),
        // Runs the json-model tool (built with the tests) on real files and compares what it
        // prints and its exit status with what is expected.
        .testTarget(
            name: "CommandLineTests",
            dependencies: ["JSONCore", "PackageExecutables", "CorpusFiles"],
            swiftSettings: swiftSettings
        ),
        // The types `json-model generate` writes for the corpus and the examples' data
        // (Generated/, written by Scripts/generate-sample-models.sh), built and run on their samples.
        .testTarget(
            name: "GeneratedModelTests",
            dependencies: ["JSONModel", "CorpusFiles", "PackageExecutables"],
            exclude: ["samples.txt", "Samples"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "PlatformCheckTests",
            dependencies: ["PlatformCheck"],
            swiftSettings: swiftSettings
        ),
        // The macros' expansions (goldens next to real types that round-trip JSON), diagnostics,
        // and the key rules held equal to the runtime's.
        .testTarget(
            name: "JSONModelMacrosTests",
            dependencies: [
                "JSONModelMacros",
                "JSONModel",
                "JSONModelInference",
                .product(name: "MacroTesting", package: "swift-macro-testing"),
                .product(name: "PropertyBased", package: "swift-property-based"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntaxMacroExpansion", package: "swift-syntax"),
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "JSONModelInferenceTests",
            dependencies: ["JSONModelInference", "JSONCore"],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "JSONModelTests",
            dependencies: ["JSONModel", "CorpusModels", "CorpusMacroModels", "CorpusFiles", "TestThreads", "PackageExecutables"],
            swiftSettings: swiftSettings
        ),
    ]
)
