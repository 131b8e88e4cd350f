import Foundation
import JSONCoding
import Testing

/// Writing through symbolic links, and what a failed write says it left behind.
@Suite("Files: writing through links, and failed writes that say what is true")
struct FileWritingTests {
    let manager = FileManager.default

    /// The file's permission bits.
    func permissions(_ path: String) throws -> Int {
        try #require(manager.attributesOfItem(atPath: path)[.posixPermissions] as? NSNumber).intValue
    }

    /// The target of the link at `path`, or nil when it is no link.
    func linkTarget(_ path: String) -> String? {
        try? manager.destinationOfSymbolicLink(atPath: path)
    }

    @Test func aRelativeLinkIsFollowedAndKept() throws {
        try withTemporaryFolder { folder in
            let configs = folder.appendingPathComponent("configs")
            try manager.createDirectory(at: configs, withIntermediateDirectories: true)
            let target = configs.appendingPathComponent("settings.json")
            try Data(#"{"old": true}"#.utf8).write(to: target)
            try manager.setAttributes([.posixPermissions: 0o640], ofItemAtPath: target.path)
            let link = folder.appendingPathComponent("settings.json")
            try manager.createSymbolicLink(atPath: link.path, withDestinationPath: "configs/settings.json")

            try JSONModelEncoder().encode(["theme": "dark"], to: link)

            #expect(linkTarget(link.path) == "configs/settings.json")
            #expect(try String(contentsOf: target, encoding: .utf8) == #"{"theme":"dark"}"#)
            #expect(try permissions(target.path) == 0o640)
            // The temporary file was made beside the target and is gone; nothing beside the link.
            #expect(try manager.contentsOfDirectory(atPath: configs.path) == ["settings.json"])
            #expect(try manager.contentsOfDirectory(atPath: folder.path).sorted() == ["configs", "settings.json"])
            #expect(try JSONModelDecoder().decode([String: String].self, contentsOf: link) == ["theme": "dark"])
        }
    }

    @Test func anAbsoluteLinkAndAChainOfLinksAreFollowed() throws {
        try withTemporaryFolder { folder in
            let elsewhere = folder.appendingPathComponent("elsewhere")
            try manager.createDirectory(at: elsewhere, withIntermediateDirectories: true)
            let target = elsewhere.appendingPathComponent("real.json")
            try Data("[1]".utf8).write(to: target)
            let first = folder.appendingPathComponent("first.json")
            let second = folder.appendingPathComponent("second.json")
            try manager.createSymbolicLink(atPath: second.path, withDestinationPath: target.path)
            try manager.createSymbolicLink(atPath: first.path, withDestinationPath: "second.json")

            // A whole document of 200,000 numbers: the target is written whole.
            let numbers = Array(0 ..< 200_000)
            try JSONModelEncoder().encode(numbers, to: first)

            #expect(linkTarget(first.path) == "second.json")
            #expect(linkTarget(second.path) == target.path)
            #expect(try JSONModelDecoder().decode([Int].self, contentsOf: target) == numbers)
            #expect(try manager.contentsOfDirectory(atPath: elsewhere.path) == ["real.json"])
        }
    }

    @Test func aLinkToNothingCreatesTheFileItNames() throws {
        try withTemporaryFolder { folder in
            let link = folder.appendingPathComponent("new.json")
            try manager.createSymbolicLink(atPath: link.path, withDestinationPath: "made.json")
            try JSONModelEncoder().encode([true], to: link)
            #expect(linkTarget(link.path) == "made.json")
            #expect(try String(contentsOf: folder.appendingPathComponent("made.json"), encoding: .utf8) == "[true]")
            // A new file: read and write for everyone, less what the process's umask takes away.
            let mask = umask(0o022)
            umask(mask)
            #expect(try permissions(folder.appendingPathComponent("made.json").path) == 0o666 & ~Int(mask))
        }
    }

    @Test func aLoopOfLinksIsAnError() throws {
        try withTemporaryFolder { folder in
            let one = folder.appendingPathComponent("one.json")
            let two = folder.appendingPathComponent("two.json")
            try manager.createSymbolicLink(atPath: one.path, withDestinationPath: "two.json")
            try manager.createSymbolicLink(atPath: two.path, withDestinationPath: "one.json")
            let error = try #require(throws: JSONLoadingError.self) { try JSONModelEncoder().encode([1], to: one) }
            #expect(error.kind == .unwritableFile)
            #expect(error.description == "cannot write \(one.path): too many levels of symbolic links; nothing was written")
            #expect(linkTarget(one.path) == "two.json" && linkTarget(two.path) == "one.json")
        }
    }

    @Test func aLinkIntoAMissingFolderNamesTheLinkAndItsTarget() throws {
        try withTemporaryFolder { folder in
            let link = folder.appendingPathComponent("broken.json")
            let target = folder.appendingPathComponent("gone/broken.json")
            try manager.createSymbolicLink(atPath: link.path, withDestinationPath: target.path)
            let error = try #require(throws: JSONLoadingError.self) { try JSONModelEncoder().encode([1], to: link) }
            #expect(
                error.description
                    == "cannot write \(link.path) (a link to \(target.path)): the folder \(folder.appendingPathComponent("gone").path) does not exist; nothing was written")
        }
    }

    // MARK: - What a failed write says

    @Test func aFileWhereAFolderShouldBe() throws {
        try withTemporaryFolder { folder in
            let file = folder.appendingPathComponent("notes.json")
            try Data("{}".utf8).write(to: file)
            let url = file.appendingPathComponent("inner/out.json")
            let error = try #require(throws: JSONLoadingError.self) { try JSONModelEncoder().encode([1], to: url) }
            #expect(error.kind == .unwritableFile)
            #expect(error.description == "cannot write \(url.path): \(file.path) is a file, not a folder; nothing was written")
            #expect(try String(contentsOf: file, encoding: .utf8) == "{}")
        }
    }

    @Test func anExistingFileThatCannotBeReplacedIsUnchanged() throws {
        try withTemporaryFolder { folder in
            // The file's name fits; its temporary file's name (a dot, the name, a random part and
            // `.tmp`) is too long for the file system, whoever runs the test.
            let name = String(repeating: "n", count: 240) + ".json"
            let url = folder.appendingPathComponent(name)
            try Data("[0]".utf8).write(to: url)
            let error = try #require(throws: JSONLoadingError.self) { try JSONModelEncoder().encode([1], to: url) }
            #expect(error.kind == .unwritableFile)
            #expect(error.description == "cannot write \(url.path): file name too long; the file that was there is unchanged")
            #expect(try String(contentsOf: url, encoding: .utf8) == "[0]")

            // The same failure where there was no file says that nothing was written.
            let other = folder.appendingPathComponent(String(repeating: "m", count: 240) + ".json")
            let nothing = try #require(throws: JSONLoadingError.self) { try JSONModelEncoder().encode([1], to: other) }
            #expect(nothing.description == "cannot write \(other.path): file name too long; nothing was written")
            #expect(!manager.fileExists(atPath: other.path))
        }
    }
}
