import Foundation
import LessonKit
import SystemSupport
import Testing

/// A learner's progress survives rxlearn being killed at any moment, even in the middle of a save.
@Suite(.serialized) struct ProgressKillTests {
    @Test func killNineDuringSavesNeverLeavesABrokenProgressFile() throws {
        let process = try RxLearnProcess()
        defer { process.removeScratch() }
        guard let executable = RxLearnProcess.executable else { throw RxLearnProcess.MissingExecutable() }
        let lessons = RxLearnProcess.packageRoot.appendingPathComponent("Lessons").path
        let progressFile = process.stateHome.appendingPathComponent("rxlearn/progress.json")
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_STATE_HOME"] = process.stateHome.path
        environment["RXLEARN_WORKSPACE"] = process.workspace.path

        // One save that completes, so there is progress to protect.
        let first = try process.run(["hint", "4.1-shout", "--lessons", lessons])
        #expect(first.status == 0)
        var lastGood: LearnerProgress? = try JSONDecoder.progress.decode(LearnerProgress.self, from: Data(contentsOf: progressFile))
        var survived = 0

        var generator = SystemRandomNumberGenerator()
        for _ in 0..<25 {
            let hint = Process()
            hint.executableURL = executable
            hint.arguments = ["hint", "4.1-shout", "--lessons", lessons]
            hint.environment = environment
            hint.standardOutput = FileHandle.nullDevice
            hint.standardError = FileHandle.nullDevice
            try hint.run()
            // Anywhere from before the save to after it.
            Thread.sleep(forTimeInterval: Double(Int.random(in: 0...120, using: &generator)) / 1000)
            kill(hint.processIdentifier, SIGKILL)
            hint.waitUntilExit()
            if hint.terminationReason == .exit { survived += 1 }

            guard let data = FileManager.default.contents(atPath: progressFile.path) else { continue }
            let decoded = try JSONDecoder.progress.decode(LearnerProgress.self, from: data)
            if let previous = lastGood {
                // Never goes back: a save is all or nothing.
                #expect((decoded.exercises["4.1-shout"]?.hintsShown ?? 0) >= (previous.exercises["4.1-shout"]?.hintsShown ?? 0))
            }
            lastGood = decoded
        }
        #expect(lastGood != nil)
        // Some runs finished before the kill and some did not: both cases were exercised.
        #expect(survived < 25, "every run finished before it could be killed: the test proved nothing")
        // No corrupt file was ever set aside: there was never a broken one to find.
        let siblings = try FileManager.default.contentsOfDirectory(atPath: progressFile.deletingLastPathComponent().path)
        #expect(!siblings.contains { $0.contains("corrupt") })
    }
}

private extension JSONDecoder {
    static var progress: JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }
}
