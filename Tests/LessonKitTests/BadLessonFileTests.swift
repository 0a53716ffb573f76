import Foundation
import LessonKit
import SystemSupport
import Testing

/// Whatever stands in a lessons folder, loading it ends promptly and every file that cannot be
/// a chapter is one sentence at `file:1:1`; the good chapters around it still load.
@Suite struct BadLessonFileTests {
    static let good = "# Chapter: Good\n\n## Lesson: One {#one}\n\nProse.\n"

    /// A folder with one good chapter, `1-good.md`, plus whatever `make` adds; loaded on another
    /// thread so that a file that blocks fails the test instead of hanging it.
    func load(_ make: (URL) throws -> Void) throws -> LessonLibrary.Contents {
        let folder = try TestFiles.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.good.write(to: folder.appendingPathComponent("1-good.md"), atomically: true, encoding: .utf8)
        try make(folder)
        let contents = try #require(Self.loadWithin(seconds: 10, folder: folder), "loading the folder did not end within 10 s")
        #expect(contents.chapters.map(\.fileName) == ["1-good.md"])
        return contents
    }

    static func loadWithin(seconds: Int, folder: URL) -> LessonLibrary.Contents? {
        final class Box: @unchecked Sendable { var contents: LessonLibrary.Contents? }
        let box = Box()
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            box.contents = LessonLibrary.read(folder: folder)
            done.signal()
        }
        return done.wait(timeout: .now() + .seconds(seconds)) == .success ? box.contents : nil
    }

    func messages(_ contents: LessonLibrary.Contents) -> [String] {
        contents.diagnostics.map(\.description)
    }

    @Test func aNamedPipeIsNeverOpened() throws {
        let contents = try load { folder in
            #expect(mkfifo(folder.appendingPathComponent("2-pipe.md").path, 0o644) == 0)
            // Pipes under names that are never read as chapters are not opened either.
            #expect(mkfifo(folder.appendingPathComponent("README.md").path, 0o644) == 0)
            #expect(mkfifo(folder.appendingPathComponent("notes.md").path, 0o644) == 0)
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("extra"), withIntermediateDirectories: false)
            #expect(mkfifo(folder.appendingPathComponent("extra/3-pipe.md").path, 0o644) == 0)
        }
        #expect(messages(contents) == [
            "2-pipe.md:1:1: error: this is a named pipe (FIFO), not a lesson file, so it is not read — replace it with a regular Markdown file, or remove it",
            "notes.md:1:1: warning: `notes.md` is not named after a chapter id, so it is not loaded — rename it `<section>-<name>.md`, e.g. `4.1-observable.md` or `R3-pure-functions.md`",
            "extra/3-pipe.md:1:1: warning: `extra/3-pipe.md` is in a subfolder, so it is not loaded — only files in the lessons folder itself are read: move it there if it is a chapter",
        ])
        #expect(contents.filesNotLoaded == ["2-pipe.md", "notes.md", "extra/3-pipe.md"])
    }

    @Test func aSymbolicLinkLoop() throws {
        let contents = try load { folder in
            try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("2-loop.md").path, withDestinationPath: "3-loop.md")
            try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("3-loop.md").path, withDestinationPath: "2-loop.md")
        }
        #expect(messages(contents) == [
            "2-loop.md:1:1: error: this symbolic link loops back on itself (or through too many links), so it is not read — point it at a regular Markdown file, or remove it",
            "3-loop.md:1:1: error: this symbolic link loops back on itself (or through too many links), so it is not read — point it at a regular Markdown file, or remove it",
        ])
    }

    @Test func aLinkToADeviceIsNotRead() throws {
        let contents = try load { folder in
            try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("2-zero.md").path, withDestinationPath: "/dev/zero")
        }
        #expect(messages(contents) == [
            "2-zero.md:1:1: error: this is a symbolic link to `/dev/zero`, which is a device and not a lesson file, so it is not read — point the link at a regular Markdown file, or remove it",
        ])
    }

    @Test func aLinkToARegularFileIsFollowed() throws {
        let folder = try TestFiles.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.good.write(to: folder.appendingPathComponent("chapter.txt"), atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("1-good.md").path, withDestinationPath: "chapter.txt")
        let contents = LessonLibrary.read(folder: folder)
        #expect(contents.chapters.map(\.title) == ["Good"])
        #expect(messages(contents) == [])
    }

    @Test func aDanglingLink() throws {
        let contents = try load { folder in
            try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("2-gone.md").path, withDestinationPath: "nowhere.md")
        }
        #expect(messages(contents) == [
            "2-gone.md:1:1: error: this symbolic link points at `nowhere.md`, which does not exist — point it at an existing lesson file, or remove it",
        ])
    }

    @Test func aFolderNamedLikeAChapter() throws {
        let contents = try load { folder in
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("2-folder.md"), withIntermediateDirectories: false)
        }
        #expect(messages(contents) == [
            "2-folder.md:1:1: error: this is a folder, not a lesson file — rename it so that its name does not end in `.md`, or move its lesson files into the lessons folder itself",
        ])
    }

    @Test func aHugeFileIsRefusedWithoutReadingIt() throws {
        let contents = try load { folder in
            let url = folder.appendingPathComponent("2-huge.md")
            #expect(FileManager.default.createFile(atPath: url.path, contents: Data("# Chapter: Huge\n".utf8)))
            let handle = try FileHandle(forWritingTo: url)
            try handle.truncate(atOffset: 64 << 20)  // sparse: 64 MB that take no room on disk
            try handle.close()
        }
        #expect(messages(contents) == [
            "2-huge.md:1:1: error: the file is larger than 4 MB, too big to be a lesson, so it is not read — split it into chapters of their own, or move what is not a lesson out of the lessons folder",
        ])
    }

    @Test(.enabled(if: geteuid() != 0, "root may read any file"))
    func anUnreadableFile() throws {
        let contents = try load { folder in
            let url = folder.appendingPathComponent("2-secret.md")
            try Self.good.write(to: url, atomically: true, encoding: .utf8)
            try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: url.path)
        }
        #expect(messages(contents) == [
            "2-secret.md:1:1: error: the file cannot be read: permission denied — give yourself read permission, e.g. with `chmod u+r`",
        ])
    }

    @Test func markdownInSubfoldersIsNamed() throws {
        let contents = try load { folder in
            let nested = folder.appendingPathComponent("extra/deeper")
            try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
            try Self.good.write(to: folder.appendingPathComponent("extra/4.9-more.md"), atomically: true, encoding: .utf8)
            try Self.good.write(to: nested.appendingPathComponent("5-deep.md"), atomically: true, encoding: .utf8)
            try "docs".write(to: nested.appendingPathComponent("README.md"), atomically: true, encoding: .utf8)
            try "notes".write(to: folder.appendingPathComponent("notes.md"), atomically: true, encoding: .utf8)
        }
        #expect(messages(contents) == [
            "notes.md:1:1: warning: `notes.md` is not named after a chapter id, so it is not loaded — rename it `<section>-<name>.md`, e.g. `4.1-observable.md` or `R3-pure-functions.md`",
            "extra/4.9-more.md:1:1: warning: `extra/4.9-more.md` is in a subfolder, so it is not loaded — only files in the lessons folder itself are read: move it there if it is a chapter",
            "extra/deeper/5-deep.md:1:1: warning: `extra/deeper/5-deep.md` is in a subfolder, so it is not loaded — only files in the lessons folder itself are read: move it there if it is a chapter",
        ])
        #expect(contents.filesNotLoaded == ["notes.md", "extra/4.9-more.md", "extra/deeper/5-deep.md"])
    }

    @Test func aFolderWithoutAnyChapterIsAnError() throws {
        let folder = try TestFiles.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try "# Just notes\n".write(to: folder.appendingPathComponent("README.md"), atomically: true, encoding: .utf8)
        let contents = LessonLibrary.read(folder: folder)
        #expect(messages(contents) == [
            "\(folder.path):1:1: error: no chapter was loaded from this lessons folder — add chapter files named `<section>-<name>.md` (see FORMAT.md), or point rxlearn at the folder that holds them",
        ])
    }

    @Test func aMissingFolderOrAFileIsOneSentence() throws {
        let folder = try TestFiles.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let missing = folder.appendingPathComponent("nothing")
        #expect(messages(LessonLibrary.read(folder: missing)) == [
            "\(missing.path):1:1: error: the lessons folder does not exist — create it, or point rxlearn at the folder that holds the lesson files",
        ])
        let file = folder.appendingPathComponent("1-good.md")
        try Self.good.write(to: file, atomically: true, encoding: .utf8)
        #expect(messages(LessonLibrary.read(folder: file)) == [
            "\(file.path):1:1: error: the lessons folder is a file, not a folder — point rxlearn at the folder that holds the lesson files",
        ])
    }
}
