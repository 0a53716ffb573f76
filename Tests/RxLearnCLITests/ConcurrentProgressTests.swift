import Foundation
import Testing

/// Several writers of one progress file at once — rxlearn commands run in parallel, and a
/// notebook's saver beside them — never lose or lower a count: every change is applied under the
/// file's lock to what is stored, by one rule per fact (`ProgressChange`).
@Suite(.serialized) struct ConcurrentProgressTests {
    private let lessons = RxLearnProcess.fixture("many-hints")

    /// Starts every command before waiting for any, so they race for the lock.
    private func runTogether(_ argumentLists: [[String]], process: RxLearnProcess) throws -> [Int32] {
        guard let executable = RxLearnProcess.executable else { throw RxLearnProcess.MissingExecutable() }
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CACHE_HOME"] = RxLearnProcess.cacheHome.path
        environment["XDG_STATE_HOME"] = process.stateHome.path
        environment["RXLEARN_WORKSPACE"] = process.workspace.path
        let children = try argumentLists.map { arguments -> Process in
            let child = Process()
            child.executableURL = executable
            child.arguments = arguments
            child.environment = environment
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

    @Test func checksRunTogetherAreAllCountedAsAttempts() throws {
        let process = try RxLearnProcess()
        defer { process.removeScratch() }
        // One check first, so the answer file exists and the compiled check is cached.
        #expect(try process.run(["check", "fx-add-one", "--lessons", lessons]).status == 1)
        let statuses = try runTogether(Array(repeating: ["check", "fx-add-one", "--lessons", lessons], count: 4), process: process)
        #expect(statuses == Array(repeating: 1, count: 4))
        let stored = try storedProgress(process)
        #expect(stored["attempts"] as? Int == 5)
        #expect(stored["lastFailure"] as? String == "wrongOutput")
    }
}
