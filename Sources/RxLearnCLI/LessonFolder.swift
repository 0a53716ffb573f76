import ArgumentParser
import Foundation
import SystemSupport

/// Finds the folder of lesson files: `--lessons DIR`, else `RXLEARN_LESSONS`, else the `Lessons/`
/// folder of the checkout the tool was built from, else `./Lessons`.
struct LessonFolder {
    let url: URL

    static func locate(explicit: String?, environment: [String: String] = ProcessInfo.processInfo.environment) throws -> LessonFolder {
        if let explicit = explicit {
            return try existing(URL(fileURLWithPath: explicit), origin: "--lessons")
        }
        if let fromEnvironment = environment["RXLEARN_LESSONS"], !fromEnvironment.isEmpty {
            return try existing(URL(fileURLWithPath: fromEnvironment), origin: "RXLEARN_LESSONS")
        }
        for candidate in defaultCandidates() where isDirectory(candidate) {
            return LessonFolder(url: candidate)
        }
        throw UserFacingFailure.usage(CLIText.Failure.noLessonsFolder.text)
    }

    private static func existing(_ url: URL, origin: String) throws -> LessonFolder {
        let path = url.path
        guard FileManager.default.fileExists(atPath: path) else {
            throw UserFacingFailure.usage(CLIText.Failure.folderMissing(origin, path).text)
        }
        guard isDirectory(url) else {
            throw UserFacingFailure.usage(CLIText.Failure.folderIsAFile(origin, path).text)
        }
        guard FileManager.default.isReadableFile(atPath: path), FileManager.default.isExecutableFile(atPath: path) else {
            throw UserFacingFailure.usage(CLIText.Failure.folderNotReadable(origin, path).text)
        }
        return LessonFolder(url: url)
    }

    /// The checkout's `Lessons/` first, then `./Lessons`.
    private static func defaultCandidates() -> [URL] {
        (bundledCourse.map { [$0] } ?? []) + [URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent("Lessons")]
    }

    /// rxlearn's own course: the `Lessons/` of the checkout it was built from. SwiftPM puts the
    /// executable in `<checkout>/<scratch>/<triple>/<configuration>/rxlearn`, so the checkout is
    /// the nearest folder above it with a `Package.swift`.
    static var bundledCourse: URL? {
        var folder = (RunningExecutable.url() ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath)).deletingLastPathComponent()
        for _ in 0 ..< 6 {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
                return folder.appendingPathComponent("Lessons")
            }
            folder = folder.deletingLastPathComponent()
        }
        return nil
    }

    private static func isDirectory(_ url: URL) -> Bool {
        var directory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &directory) && directory.boolValue
    }
}
