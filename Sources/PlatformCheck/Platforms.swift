// Apple platforms, their versions, and the availability a declaration or a check guarantees.

/// An Apple platform a package can declare a minimum for.
package enum ApplePlatform: String, CaseIterable, Sendable, Comparable {
    case macOS, iOS, tvOS, watchOS, visionOS, macCatalyst

    /// The platform named in `@available`, `#available` or `platforms:` (`macOS`, `OSX`,
    /// `iOS`, `macCatalyst`, …); nil for a name this check does not know.
    package init?(attributeName name: String) {
        switch name {
        case "macOS", "OSX", "macos": self = .macOS
        case "iOS", "ios": self = .iOS
        case "tvOS", "tvos": self = .tvOS
        case "watchOS", "watchos": self = .watchOS
        case "visionOS", "visionos", "xrOS": self = .visionOS
        case "macCatalyst", "maccatalyst": self = .macCatalyst
        default: return nil
        }
    }

    package static func < (a: ApplePlatform, b: ApplePlatform) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}

/// A version: `15`, `10.15`, `12.0.1`.
package struct PlatformVersion: Comparable, Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    package var components: [Int]

    /// `"10.15"`, or `"v10_15"` as `platforms:` writes it.
    package init?(_ text: String) {
        var text = Substring(text)
        if text.hasPrefix("v") { text = text.dropFirst() }
        let parts = text.split(whereSeparator: { $0 == "." || $0 == "_" }).map { Int($0) }
        guard !parts.isEmpty, !parts.contains(nil) else { return nil }
        components = parts.compactMap { $0 }
    }

    package init(stringLiteral value: String) {
        self = PlatformVersion(value) ?? PlatformVersion(components: [0])
    }

    package init(components: [Int]) { self.components = components }

    package static func < (a: PlatformVersion, b: PlatformVersion) -> Bool {
        for index in 0 ..< max(a.components.count, b.components.count) {
            let x = index < a.components.count ? a.components[index] : 0
            let y = index < b.components.count ? b.components[index] : 0
            if x != y { return x < y }
        }
        return false
    }

    package static func == (a: PlatformVersion, b: PlatformVersion) -> Bool { !(a < b) && !(b < a) }

    package func hash(into hasher: inout Hasher) {
        var trimmed = components
        while trimmed.count > 1 && trimmed.last == 0 { trimmed.removeLast() }
        hasher.combine(trimmed)
    }

    /// `12`, `10.15`: trailing zeros left out.
    package var description: String {
        var shown = components
        while shown.count > 1 && shown.last == 0 { shown.removeLast() }
        return shown.map(String.init).joined(separator: ".")
    }
}

/// For each Apple platform, the version from which something is available; a platform left
/// out is one where it never is (for an API) or where nothing is said (for a guarantee).
package struct Availability: Hashable, Sendable, CustomStringConvertible {
    package var versions: [ApplePlatform: PlatformVersion]

    package init(_ versions: [ApplePlatform: PlatformVersion]) { self.versions = versions }

    /// macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2 (and Mac Catalyst as iOS).
    package static func swift6Runtime() -> Availability {
        Availability([.macOS: "15", .iOS: "18", .tvOS: "18", .watchOS: "11", .visionOS: "2", .macCatalyst: "18"])
    }

    package var description: String {
        ApplePlatform.allCases.compactMap { platform in versions[platform].map { "\(platform.rawValue) \($0)" } }.joined(separator: ", ")
    }

    /// The later of the two on each platform either names.
    package func raised(to other: Availability) -> Availability {
        var versions = self.versions
        for (platform, version) in other.versions where version > versions[platform] ?? "0" { versions[platform] = version }
        return Availability(versions)
    }
}
