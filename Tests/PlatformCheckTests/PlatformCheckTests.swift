import Foundation
import PlatformCheck
import Testing

/// The floor this package declares and its tools version.
let floor = Availability([.macOS: "12", .iOS: "15", .tvOS: "15", .watchOS: "8", .visionOS: "1", .macCatalyst: "15"])
let check = SourceCheck(floor: floor, toolsVersion: "6.1")

/// The ids of what `source` is found to have, in order.
func ids(_ source: String, role: FileRole = FileRole(), check: SourceCheck = check) -> [String] {
    check.check(source: source, path: "File.swift", role: role).map(\.id)
}

/// Each mistake that a line-by-line read of the package for Apple platforms found, planted back:
/// the check must find it, and must not find it once it is fixed as the package fixes it.
@Suite("Platform check: mistakes that show only on Apple platforms, other systems or older compilers")
struct PlatformCheckTests {
    // MARK: - The manifest

    @Test("a package without platforms, and a floor below a dependency's")
    func manifests() {
        let none = Manifest(
            """
            // swift-tools-version: 6.1
            import PackageDescription
            let package = Package(name: "p", dependencies: [.package(url: "https://github.com/swiftlang/swift-syntax.git", from: "603.0.1")])
            """)
        #expect(none.toolsVersion == "6.1")
        #expect(none.dependencies == ["swift-syntax"])
        let syntax = Manifest(
            """
            // swift-tools-version: 5.9
            import PackageDescription
            let package = Package(name: "swift-syntax", platforms: [.macOS(.v10_15), .iOS(.v13), .tvOS(.v13), .watchOS(.v6), .macCatalyst(.v13)])
            """)
        #expect(syntax.platforms?.versions[.macOS] == "10.15")
        #expect(checkFloor(of: none, path: "Package.swift", dependencies: [("swift-syntax", syntax)]).map(\.id) == ["no-platforms"])
        let low = Manifest(
            """
            // swift-tools-version: 6.1
            let package = Package(name: "p", platforms: [.macOS(.v10_13), .iOS("12.0")], dependencies: [])
            """)
        let findings = checkFloor(of: low, path: "Package.swift", dependencies: [("swift-syntax", syntax)])
        #expect(findings.map(\.message) == [
            "macOS 10.13 is below swift-syntax's macOS 10.15: SwiftPM refuses the targets that use it",
            "iOS 12 is below swift-syntax's iOS 13: SwiftPM refuses the targets that use it",
            "tvOS 12 is below swift-syntax's tvOS 13: SwiftPM refuses the targets that use it",
            "watchOS 4 is below swift-syntax's watchOS 6: SwiftPM refuses the targets that use it",
        ])
        let ours = Manifest("// swift-tools-version: 6.1\nlet package = Package(name: \"p\", platforms: [.macOS(.v12), .iOS(.v15), .tvOS(.v15), .watchOS(.v8), .macCatalyst(.v15)])")
        #expect(checkFloor(of: ours, path: "Package.swift", dependencies: [("swift-syntax", syntax)]).isEmpty)
    }

    // MARK: - Syntax newer than the tools version

    @Test("weak let and unsafe expressions are Swift 6.2: refused under tools 6.1 unless behind #if compiler(>=6.2)")
    func newSyntax() {
        let source = """
            final class Box {}
            func f(_ box: Box, _ pointer: UnsafePointer<Int>) -> Int {
                weak let probe = box
                _ = probe
                return unsafe pointer.pointee
            }
            """
        #expect(ids(source) == ["syntax-newer-than-tools", "syntax-newer-than-tools"])
        #expect(ids(source, check: SourceCheck(floor: floor, toolsVersion: "6.2")).isEmpty)
        let guarded = "#if compiler(>=6.2)\n" + source + "\n#endif\n"
        #expect(ids(guarded).isEmpty)
        #expect(ids("final class Box {}\nfunc g(_ box: Box) { weak var probe = box; _ = probe }").isEmpty)
    }

    // MARK: - APIs newer than the floor

    @Test("APIs newer than the floor: found outside @available, if #available and guard #available", arguments: [
        ("func f() -> String { String(unsafeUninitializedCapacity: 4) { _ in 0 } }", "String(unsafeUninitializedCapacity:initializingUTF8With:)"),
        ("func f(_ x: Int128) {}", "Int128"),
        ("struct S: Encodable { func encode(to e: any Encoder) throws { var c = e.singleValueContainer(); try c.encode(UInt128(1)) } }", "UInt128"),
        ("import Synchronization\nfinal class S { let m = Mutex<Int>(0) }", "Mutex"),
        ("let start = ContinuousClock.now", "ContinuousClock"),
        ("func f(_ d: Duration) {}", "Duration"),
        ("func f(_ s: URLSession, _ r: URLRequest) async throws { _ = try await s.data(for: r) }", "data(for:)"),
        ("func f(_ s: URLSession, _ r: URLRequest) async throws { _ = try await s.upload(for: r, from: Data()) }", "upload(for:from:)"),
    ])
    func newerAPIs(source: String, name: String) {
        let low = SourceCheck(floor: Availability([.macOS: "10.15", .iOS: "13", .tvOS: "13", .watchOS: "6", .macCatalyst: "13"]), toolsVersion: "6.1")
        let findings = low.check(source: source, path: "File.swift")
        #expect(findings.map(\.id) == ["api-availability"], "\(findings)")
        #expect(findings.first?.message.hasPrefix(name + ",") == true, "\(findings)")
    }

    @Test("an API under @available, if #available or guard #available, or below the floor, is fine")
    func guardedAPIs() {
        #expect(ids("@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)\nfunc f(_ x: Int128) {}").isEmpty)
        #expect(ids("@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)\nstruct S { func f(_ x: Int128) {} }").isEmpty)
        #expect(ids("func f() { if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) { _ = Int128(1) } }").isEmpty)
        #expect(ids("func f() { guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return }\n _ = Int128(1) }").isEmpty)
        // The else branch is not guarded; a partial guard leaves the other platforms out.
        #expect(ids("func f() { if #available(macOS 15, *) { } else { _ = Int128(1) } }") == ["api-availability"])
        let partial = check.check(source: "@available(macOS 15, *)\nfunc f(_ x: Int128) {}", path: "File.swift")
        #expect(partial.first?.message.contains("iOS 18 (here from 15)") == true)
        #expect(partial.first?.message.contains("macOS") == false)
        // Mac Catalyst follows iOS.
        #expect(ids("@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)\nlet d: Duration = .zero").isEmpty)
        // Within the floor: URLSession's async API from macOS 12.
        #expect(ids("func f(_ s: URLSession, _ r: URLRequest) async throws { _ = try await s.data(for: r) }").isEmpty)
        // Code only other systems compile.
        #expect(ids("#if os(Linux)\nfunc f(_ x: Int128) {}\n#endif").isEmpty)
        #expect(ids("#if canImport(Darwin)\n#else\nfunc f(_ x: Int128) {}\n#endif").isEmpty)
        #expect(ids("#if canImport(Darwin)\nfunc f(_ x: Int128) {}\n#endif") == ["api-availability"])
    }

    @Test("a framework's API only where the file imports the framework; a platform the framework lacks is not reported")
    func frameworkAPIs() {
        #expect(ids("import Hummingbird\nstruct C: RequestContext {}") == ["api-availability"])
        #expect(ids("struct Request {}\nlet r = Request()").isEmpty)
        let message = check.check(source: "import Hummingbird\nfunc f(_ r: Router<C>) {}", path: "F.swift").first?.message ?? ""
        #expect(message.contains("macOS 14 (here from 12)") && !message.contains("watchOS"), "\(message)")
        #expect(ids("import Hummingbird\n@available(macOS 14, iOS 17, tvOS 17, visionOS 1, *)\nstruct C: RequestContext {}").isEmpty)
    }

    // MARK: - The operating system and the C library

    @Test("RUSAGE_SELF.rawValue exists on Glibc only")
    func resourceUsage() {
        #expect(ids("getrusage(Int32(RUSAGE_SELF.rawValue), &usage)") == ["c-library-difference"])
        #expect(ids("#if canImport(Glibc)\nlet who = Int32(RUSAGE_SELF.rawValue)\n#else\nlet who = RUSAGE_SELF\n#endif").isEmpty)
    }

    @Test("fsync without F_FULLFSYNC")
    func fullSync() {
        #expect(ids("func f(_ fd: Int32) { _ = fsync(fd) }") == ["fsync-on-darwin"])
        #expect(ids("func f(_ fd: Int32) {\n#if canImport(Darwin)\n if fcntl(fd, F_FULLFSYNC) == 0 { return }\n#endif\n _ = fsync(fd) }").isEmpty)
    }

    @Test("threads without an explicit stack size")
    func threadStacks() {
        #expect(ids("func f() { let thread = Thread { }\n thread.start() }") == ["thread-stack-size"])
        #expect(ids("func f() { Thread { }.start() }") == ["thread-stack-size"])
        #expect(ids("func f() { let thread = Thread { }\n thread.stackSize = 1 << 20\n thread.start() }").isEmpty)
    }

    @Test("Process in tests, which iOS, tvOS, watchOS and visionOS compile too")
    func processes() {
        let test = FileRole(isTest: true)
        #expect(ids("func f() throws { let p = Process(); try p.run() }", role: test) == ["process-on-mobile"])
        #expect(ids("#if os(macOS) || os(Linux)\nfunc f() throws { let p = Process(); try p.run() }\n#endif", role: test).isEmpty)
        #expect(ids("#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS))\nlet p = Process()\n#endif", role: test).isEmpty)
        #expect(ids("let p = Process()").isEmpty)
    }

    @Test("JSONCore's calls of the C library need an import on Windows, WASI, Android and Musl")
    func cLibraryImports() {
        let core = FileRole(isPortableCore: true)
        let glibcOnly = """
            #if canImport(Darwin)
            import Darwin
            #elseif canImport(Glibc)
            import Glibc
            #endif
            func f(_ p: UnsafeRawPointer, _ n: Int) -> Bool { memchr(p, 10, n) != nil }
            """
        #expect(ids(glibcOnly, role: core) == ["c-library-import", "c-library-import", "c-library-import", "c-library-import"])
        let everywhere = """
            #if canImport(Darwin)
            import Darwin
            #elseif canImport(Glibc)
            import Glibc
            #elseif canImport(Musl)
            import Musl
            #elseif canImport(Android)
            import Android
            #elseif canImport(ucrt)
            import ucrt
            #elseif canImport(WASILibc)
            import WASILibc
            #endif
            func f(_ p: UnsafeRawPointer, _ n: Int) -> Bool { memchr(p, 10, n) != nil }
            """
        #expect(ids(everywhere, role: core).isEmpty)
        // A call that only Glibc, Musl and Android compile needs no import elsewhere.
        let linuxOnly = "#if canImport(Glibc) || canImport(Musl) || canImport(Android)\nlet f = dlsym(nil, \"x\")\n#endif"
        #expect(ids(linuxOnly, role: core).isEmpty)
    }

    // MARK: - This package

    @Test("this package: no finding")
    func thisPackage() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let findings = try checkPackage(at: root)
        #expect(findings.isEmpty, "\(findings.map(\.description).joined(separator: "\n"))")
    }
}
