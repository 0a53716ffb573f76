import Foundation
import SystemSupport

/// Finds the class server's program, or builds it: the server is its own package (`Classroom/`
/// in the checkout), so a learner's build never compiles it and a teacher builds it once.
enum ClassServerProgram {
    static let productName = "rxlearn-class-server"
    static let environmentVariable = "RXLEARN_CLASS_SERVER"

    /// Where it is: `--server`, else `RXLEARN_CLASS_SERVER`, else the newest of the checkout's
    /// release and debug builds; nil when none is built.
    static func locate(explicit: String?, environment: [String: String] = ProcessInfo.processInfo.environment) -> URL? {
        if let explicit, !explicit.isEmpty { return URL(fileURLWithPath: explicit) }
        if let fromEnvironment = environment[environmentVariable], !fromEnvironment.isEmpty { return URL(fileURLWithPath: fromEnvironment) }
        guard let package = packageFolder() else { return nil }
        let built = ["release", "debug"].map { package.appendingPathComponent(".build/\($0)/\(productName)") }
            .filter { FileManager.default.isExecutableFile(atPath: $0.path) }
        return built.max { modified($0) < modified($1) }
    }

    /// The checkout's `Classroom/` package: beside the `Package.swift` above rxlearn's own program.
    static func packageFolder() -> URL? {
        var folder = (RunningExecutable.url() ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath)).deletingLastPathComponent()
        for _ in 0 ..< 6 {
            let classroom = folder.appendingPathComponent("Classroom", isDirectory: true)
            if FileManager.default.fileExists(atPath: classroom.appendingPathComponent("Package.swift").path) { return classroom }
            folder = folder.deletingLastPathComponent()
        }
        return nil
    }

    /// Builds the server in release mode, its output passed through to standard error so the
    /// teacher sees it progress. Returns the program, or nil when the build failed.
    static func build(in package: URL) -> URL? {
        Console.errLine(CLIText.Class.buildingServer(PathDisplay.relativeToCurrentDirectory(package)).text)
        let started = Date()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "build", "--package-path", package.path, "-c", "release", "--product", productName]
        process.standardOutput = FileHandle.standardError
        process.standardError = FileHandle.standardError
        do {
            try process.run()
        } catch {
            return nil
        }
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        Console.errLine(CLIText.Class.built(seconds: Int(Date().timeIntervalSince(started).rounded())).text)
        let program = package.appendingPathComponent(".build/release/\(productName)")
        return FileManager.default.isExecutableFile(atPath: program.path) ? program : nil
    }

    private static func modified(_ url: URL) -> Date {
        ((try? FileManager.default.attributesOfItem(atPath: url.path))?[.modificationDate] as? Date) ?? .distantPast
    }
}
