// `json-model-platform-check [PACKAGE_ROOT]`: the mistakes that show only on Apple platforms,
// other systems or older compilers, found here on Linux. Exit status 1 when there is one.

import Foundation
import PlatformCheck

let root = URL(fileURLWithPath: CommandLine.arguments.dropFirst().first ?? FileManager.default.currentDirectoryPath)
do {
    let findings = try checkPackage(at: root)
    for finding in findings { print(finding) }
    if findings.isEmpty {
        print("platform check: no finding in \(root.path)")
    } else {
        print("platform check: \(findings.count) finding\(findings.count == 1 ? "" : "s")")
        exit(1)
    }
} catch {
    print("platform check: \(error)")
    exit(2)
}
