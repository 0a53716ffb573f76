import Foundation

/// Paths of the test fixtures and of the repository's lesson folder, found from this file's
/// location so that tests do not depend on bundle resources.
enum TestFiles {
    static let testsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let fixtures = testsFolder.appendingPathComponent("Fixtures")
    static let repository = testsFolder.deletingLastPathComponent().deletingLastPathComponent()
    static let formatDocument = repository.appendingPathComponent("Lessons/FORMAT.md")

    /// A fresh empty folder, removed by the caller.
    static func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lessonkit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }
}
