import Foundation
import Testing

/// Several writers of one progress file at once — rxlearn commands run in parallel, and a
/// notebook's saver beside them — never lose or lower a count: every change is applied under the
/// file's lock to what is stored, by one rule per fact (`ProgressChange`).
@Suite(.serialized) struct ConcurrentProgressTests {
    private let lessons = RxLearnProcess.fixture("many-hints")

    /// Starts every command before waiting for any, so they race for the lock. Each command
    /// uses its own workspace from `workspaces` when given (one per command), else the process's.
    private func runTogether(_ argumentLists: [[String]], process: RxLearnProcess, workspaces: [URL]? = nil) throws -> [Int32] {
        guard let executable = RxLearnProcess.executable else { throw RxLearnProcess.MissingExecutable() }
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CACHE_HOME"] = RxLearnProcess.cacheHome.path
        environment["XDG_STATE_HOME"] = process.stateHome.path
        environment["RXLEARN_WORKSPACE"] = process.workspace.path
        let children = try argumentLists.enumerated().map { index, arguments -> Process in
            let child = Process()
            child.executableURL = executable
            child.arguments = arguments
            child.environment = environment
            if let workspaces { child.environment?["RXLEARN_WORKSPACE"] = workspaces[index].path }
            child.standardOutput = FileHandle.nullDevice
            child.standardError = FileHandle.nullDevice
            try child.run()
            return child
        }
        return children.map { child in
            child.waitUntilExit()
            return child.terminationStatus
        }
    }

    private func storedProgress(_ process: RxLearnProcess) throws -> [String: Any] {
        let data = try Data(contentsOf: process.stateHome.appendingPathComponent("rxlearn/progress.json"))
        let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let exercises = try #require(root["exercises"] as? [String: Any])
        return try #require(exercises["fx-add-one"] as? [String: Any])
    }

    @Test func hintsAskedForTogetherAreAllCounted() throws {
        for _ in 0 ..< 3 {
            let process = try RxLearnProcess()
            defer { process.removeScratch() }
            let statuses = try runTogether(Array(repeating: ["hint", "fx-add-one", "--lessons", lessons], count: 5), process: process)
            #expect(statuses == Array(repeating: 0, count: 5))
            #expect(try storedProgress(process)["hintsShown"] as? Int == 5)
        }
    }

    /// Four different answers checked together are four attempts; the answer last checked,
    /// checked again by several commands at once, is none (`ExerciseAttempt`).
    @Test func checksRunTogetherAreAllCountedAsAttempts() throws {
        let process = try RxLearnProcess()
        defer { process.removeScratch() }
        // One check first, so the answer file exists and the compiled check is cached.
        #expect(try process.run(["check", "fx-add-one", "--lessons", lessons]).status == 1)
        let answer = try String(contentsOf: process.workspace.appendingPathComponent("exercises/fx-add-one.swift"), encoding: .utf8)
        let workspaces = try (1...4).map { number -> URL in
            let workspace = process.workspace.deletingLastPathComponent().appendingPathComponent("workspace-\(number)")
            try FileManager.default.createDirectory(at: workspace.appendingPathComponent("exercises"), withIntermediateDirectories: true)
            try (answer + "// answer \(number)\n").write(to: workspace.appendingPathComponent("exercises/fx-add-one.swift"), atomically: true, encoding: .utf8)
            return workspace
        }
        let statuses = try runTogether(Array(repeating: ["check", "fx-add-one", "--lessons", lessons], count: 4), process: process,
                                       workspaces: workspaces)
        #expect(statuses == Array(repeating: 1, count: 4))
        var stored = try storedProgress(process)
        #expect(stored["attempts"] as? Int == 5)
        #expect(stored["lastFailure"] as? String == "wrongOutput")

        // The very first answer once more: an attempt, since others were checked after it; then
        // the same answer by three commands at once: none.
        let once = try runTogether([["check", "fx-add-one", "--lessons", lessons]], process: process)
        #expect(once == [1])
        #expect(try storedProgress(process)["attempts"] as? Int == 6)
        let again = try runTogether(Array(repeating: ["check", "fx-add-one", "--lessons", lessons], count: 3), process: process,
                                    workspaces: Array(repeating: process.workspace, count: 3))
        #expect(again == Array(repeating: 1, count: 3))
        stored = try storedProgress(process)
        #expect(stored["attempts"] as? Int == 6, "the last answer checked again, unchanged")
    }
}
