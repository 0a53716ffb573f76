import CellRunner
import Foundation
@testable import RxLearnCLI

/// Runs the built `rxlearn` executable as a child process, the way a script or CI would, with
/// its own progress file and workspace, and a cell cache shared by the CLI tests.
struct RxLearnProcess {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// `swift build --build-tests` builds every product, so `rxlearn` sits in the folder of the
    /// test binary (on macOS a few levels up, outside the .xctest bundle).
    static let executable: URL? = {
        var folder = testBinary().deletingLastPathComponent()
        for _ in 0 ..< 4 {
            let candidate = folder.appendingPathComponent("rxlearn")
            if SwiftToolchainProbe.isExecutableFile(candidate.path) { return candidate }
            folder = folder.deletingLastPathComponent()
        }
        return nil
    }()

    /// One cache for every CLI test run (in the build folder): its compiled cells are removed
    /// once per run, its module cache is kept so that only the first run ever is slow.
    static let cacheHome: URL = {
        let root = (executable?.deletingLastPathComponent() ?? FileManager.default.temporaryDirectory)
            .appendingPathComponent("RxLearnCLITestCache")
        try? FileManager.default.removeItem(at: root.appendingPathComponent("rxlearn/cells"))
        return root
    }()

    /// Per process: where progress is stored and where edited cells are looked for.
    let stateHome: URL
    let workspace: URL

    init() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("rxlearn-cli-\(UUID().uuidString)")
        stateHome = scratch.appendingPathComponent("state")
        workspace = scratch.appendingPathComponent("workspace")
        try FileManager.default.createDirectory(at: stateHome, withIntermediateDirectories: true)
    }

    func removeScratch() {
        try? FileManager.default.removeItem(at: stateHome.deletingLastPathComponent())
    }

    struct Result {
        let status: Int32
        let stdout: String
        let stderr: String
        /// Standard output exactly as rxlearn wrote it (`stdout` is its UTF-8 decoding).
        var stdoutBytes = Data()

        var stdoutLines: [String] { stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init) }
    }

    func run(_ arguments: [String], environment extra: [String: String] = [:], timeLimit: Duration = .seconds(120)) throws -> Result {
        guard let executable = Self.executable else { throw MissingExecutable() }
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CACHE_HOME"] = Self.cacheHome.path
        environment["XDG_STATE_HOME"] = stateHome.path
        environment["RXLEARN_WORKSPACE"] = workspace.path
        environment["RXLEARN_LESSONS"] = nil
        environment.merge(extra) { _, new in new }
        if let option = arguments.firstIndex(of: "--lessons"), option + 1 < arguments.count {
            try trust(URL(fileURLWithPath: arguments[option + 1]))
        }
        let result = try ChildProcess.run(executable: executable, arguments: arguments, environment: environment,
                                          limits: ProcessLimits(timeLimit: timeLimit, outputLimitBytes: 8 << 20))
        guard case .exited(let status) = result.exit else {
            throw AbnormalEnd(description: "rxlearn \(arguments.joined(separator: " ")): \(result.exit)\n\(result.stderrText)")
        }
        return Result(status: status, stdout: result.stdoutText, stderr: result.stderrText, stdoutBytes: result.stdout)
    }

    /// Records `folder` as trusted in this process's state folder, as a learner's yes would: the
    /// fixtures are lesson packs, whose cells rxlearn runs only once trusted (`LessonPackTrust`).
    /// Tests of the question itself run rxlearn without `--lessons` in the arguments. A test that
    /// points rxlearn's state elsewhere (`inStateFolder`) trusts the pack there.
    func trust(_ folder: URL, inStateFolder state: URL? = nil) throws {
        let store = (state ?? stateHome).appendingPathComponent("rxlearn/trusted-lesson-packs.json")
        let pack = TrustedPacks.Pack(path: folder.resolvingSymlinksInPath().path, sha256: PackFingerprint.of(folder))
        try TrustedPacks.read(store).adding(pack).write(to: store)
    }

    static func fixture(_ name: String) -> String {
        fixtures.appendingPathComponent(name).path
    }

    private static func testBinary() -> URL {
        #if os(Linux)
        if let target = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            return URL(fileURLWithPath: target)
        }
        #endif
        return (Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])).resolvingSymlinksInPath()
    }

    struct MissingExecutable: Error, CustomStringConvertible {
        var description: String { "the rxlearn executable was not built next to the tests; run `swift build` first" }
    }

    struct AbnormalEnd: Error, CustomStringConvertible {
        let description: String
    }
}

enum SwiftToolchainProbe {
    static func isExecutableFile(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && !isDirectory.boolValue
            && FileManager.default.isExecutableFile(atPath: path)
    }
}
