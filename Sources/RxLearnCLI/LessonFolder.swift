import ArgumentParser
import Foundation

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

    /// The checkout's `Lessons/` first: SwiftPM puts the executable in
    /// `<checkout>/<scratch>/<triple>/<configuration>/rxlearn`, so the checkout is the nearest
    /// folder above it with a `Package.swift`. Then `./Lessons`.
    private static func defaultCandidates() -> [URL] {
        var candidates: [URL] = []
        var folder = executableURL().deletingLastPathComponent()
        for _ in 0 ..< 6 {
            let manifest = folder.appendingPathComponent("Package.swift")
            if FileManager.default.fileExists(atPath: manifest.path) {
                candidates.append(folder.appendingPathComponent("Lessons"))
                break
            }
            folder = folder.deletingLastPathComponent()
        }
        candidates.append(URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent("Lessons"))
        return candidates
    }

    static func executableURL() -> URL {
        #if os(Linux)
        if let target = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            return URL(fileURLWithPath: target)
        }
        #endif
        return (Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])).resolvingSymlinksInPath()
    }

    private static func isDirectory(_ url: URL) -> Bool {
        var directory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &directory) && directory.boolValue
    }
}
