import Foundation
import Testing
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif

/// A progress lock held by someone else (here this test process, as `flock progress.json.lock`
/// would) never makes a command hang: it waits a few seconds, then says who holds the lock and
/// what to do, exits 1, and changes nothing; commands that only read go on.
@Suite struct ProgressLockCommandTests {
    @Test func aHeldLockIsWaitedForWithABoundThenNamed() throws {
        let process = try RxLearnProcess()
        defer { process.removeScratch() }
        let lessons = ["--lessons", RxLearnProcess.fixture("exercises")]
        let progress = process.stateHome.appendingPathComponent("rxlearn/progress.json")
        #expect(try process.run(["hint", "fx-double"] + lessons).status == 0)
        let saved = try Data(contentsOf: progress)

        let lock = open(progress.path + ".lock", O_RDWR)
        #expect(lock >= 0)
        defer { close(lock) }
        #expect(flock(lock, LOCK_EX) == 0)
        let refused = try process.run(["check", "fx-double"] + lessons, timeLimit: .seconds(60))
        #expect(refused.status == 1)
        let sentence = refused.stderr.split(separator: "\n").filter { $0.hasPrefix("rxlearn: ") }
        #expect(sentence.count == 1, "\(refused.stderr)")
        #expect(sentence.first?.contains("your progress was not saved: \(progress.path).lock is locked by") == true, "\(refused.stderr)")
        #expect(sentence.first?.hasSuffix("then try again; your progress is safe") == true, "\(refused.stderr)")
        #if os(Linux)
        #expect(sentence.first?.contains("by process \(getpid()) (") == true, "\(refused.stderr)")
        #endif
        #expect(try Data(contentsOf: progress) == saved)

        let reading = try process.run(["progress"] + lessons)
        #expect(reading.status == 0, "\(reading.stderr)")
        #expect(reading.stderr.isEmpty, "\(reading.stderr)")
    }
}
