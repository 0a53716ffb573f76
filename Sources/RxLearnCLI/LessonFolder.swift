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
        throw ValidationError("No Lessons folder found. Run rxlearn from the repository root, or pass --lessons DIR.")
    }

    /// The chapter files, sorted by name (chapter ids sort in the documents' order).
    func chapterFiles() throws -> [String] {
        let names = try FileManager.default.contentsOfDirectory(atPath: url.path)
        return names.filter { $0.hasSuffix(".md") && $0 != "FORMAT.md" && $0 != "README.md" }.sorted()
    }

    private static func existing(_ url: URL, origin: String) throws -> LessonFolder {
        guard isDirectory(url) else {
            throw ValidationError("\(origin) names \(url.path), which is not a folder. Point it at a folder of lesson files.")
        }
        return LessonFolder(url: url)
    }

    private static func defaultCandidates() -> [URL] {
        // The executable lives in <checkout>/.build/<configuration>/rxlearn.
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        let checkout = executable.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return [
            checkout.appendingPathComponent("Lessons"),
            URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent("Lessons"),
        ]
    }

    private static func isDirectory(_ url: URL) -> Bool {
        var directory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &directory) && directory.boolValue
    }
}
