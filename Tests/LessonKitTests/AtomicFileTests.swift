import Foundation
import Testing
@testable import LessonKit
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif

/// Files rxlearn replaces (progress, workspace files, `--svg`) are written through symbolic links
/// and never renamed over a named pipe, a device or a folder.
@Suite struct AtomicFileTests {
    private func withFolder(_ body: (URL) throws -> Void) throws {
        let folder = try TestFiles.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try body(folder)
    }

    private func isLink(_ url: URL) -> Bool {
        var info = stat()
        return lstat(url.path, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK
    }

    @Test func aSymbolicLinkIsWrittenThroughAndStaysALink() throws {
        try withFolder { folder in
            let target = folder.appendingPathComponent("real/picture.svg")
            try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try "old".write(to: target, atomically: true, encoding: .utf8)
            chmod(target.path, 0o600)
            let link = folder.appendingPathComponent("link.svg")
            // A relative link, through a second one.
            try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("hop.svg").path, withDestinationPath: "real/picture.svg")
            try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "hop.svg")
            try WorkspaceLayout.write("new", to: link)
            #expect(isLink(link))
            #expect(try String(contentsOf: target, encoding: .utf8) == "new")
            var info = stat()
            #expect(stat(target.path, &info) == 0 && info.st_mode & 0o777 == 0o600)
            #expect(try FileManager.default.contentsOfDirectory(atPath: target.deletingLastPathComponent().path) == ["picture.svg"])
        }
    }

    @Test func aLinkToAFileNotMadeYetMakesIt() throws {
        try withFolder { folder in
            let link = folder.appendingPathComponent("progress.json")
            try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: folder.appendingPathComponent("kept.json").path)
            let store = ProgressStore(fileURL: link)
            try store.update(.cellMatched(lessonID: "a", cellID: "b"))
            #expect(isLink(link))
            #expect(try store.load().progress.lessons["a"]?.matchedCells == ["b"])
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("kept.json").path))
        }
    }

    @Test func aNamedPipeADeviceAndAFolderAreRefused() throws {
        try withFolder { folder in
            let pipe = folder.appendingPathComponent("pipe.svg")
            #expect(mkfifo(pipe.path, 0o644) == 0)
            let linkToDevice = folder.appendingPathComponent("null.svg")
            try FileManager.default.createSymbolicLink(atPath: linkToDevice.path, withDestinationPath: "/dev/null")
            let cases: [(URL, String)] = [
                (pipe, "\(pipe.path) is a named pipe, not a file rxlearn replaces"),
                (linkToDevice, "/dev/null is a device, not a file rxlearn replaces"),
                (folder, "\(folder.path) is a folder where rxlearn keeps a file"),
            ]
            for (url, sentence) in cases {
                #expect {
                    try WorkspaceLayout.write("x", to: url)
                } throws: { error in
                    "\(error)".hasPrefix(sentence)
                }
            }
            var info = stat()
            #expect(lstat(pipe.path, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO)
            #expect(isLink(linkToDevice))
            // Nothing was left behind: no temporary file beside them.
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["null.svg", "pipe.svg"])
        }
    }

    @Test func aDeviceAtTheProgressPathIsNeitherReadNorReplaced() throws {
        try withFolder { folder in
            let link = folder.appendingPathComponent("progress.json")
            try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "/dev/null")
            #expect {
                try ProgressStore(fileURL: link).update(.cellMatched(lessonID: "a", cellID: "b"))
            } throws: { error in
                "\(error)".hasPrefix("cannot read \(link.path): it is not a regular file")
            }
            #expect(isLink(link))
        }
    }
}
