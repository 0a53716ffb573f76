import Foundation
import Testing
@testable import RxLearnCLI

@Suite struct LessonFolderTests {
    @Test func explicitFolderMustExist() {
        #expect(throws: (any Error).self) {
            try LessonFolder.locate(explicit: "/nonexistent/lessons", environment: [:])
        }
    }

    @Test func environmentVariableIsUsed() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rxlearn-lessons-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "# chapter".write(to: folder.appendingPathComponent("4.1-observable.md"), atomically: true, encoding: .utf8)
        try "# format".write(to: folder.appendingPathComponent("FORMAT.md"), atomically: true, encoding: .utf8)

        let located = try LessonFolder.locate(explicit: nil, environment: ["RXLEARN_LESSONS": folder.path])
        #expect(located.url.path == folder.path)
        #expect(located.url.appendingPathComponent("4.1-observable.md").path.hasPrefix(folder.path))
    }

    @Test func versionFlagIsWired() throws {
        #expect(RxLearn.configuration.version == RxLearn.version)
        #expect(throws: (any Error).self) { try RxLearn.parse(["--no-such-flag"]) }
    }
}
