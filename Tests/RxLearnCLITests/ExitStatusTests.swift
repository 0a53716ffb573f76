import Foundation
import Testing

/// The exit statuses scripts rely on: 0 success, 1 a failed cell, 2 a lesson-file error,
/// 64 a usage error.
@Suite(.serialized) struct ExitStatusTests {
    @Test func aMatchingLessonExitsZero() throws {
        let process = try RxLearnProcess()
        defer { process.removeScratch() }
        let result = try process.run(["run", "tiny-pass", "--lessons", RxLearnProcess.fixture("tiny")])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "2\n", "standard output carries exactly what the cell printed")
        #expect(result.stderr.contains("ok   tiny-pass/two: matches"))
    }

    @Test func aMismatchExitsOne() throws {
        let process = try RxLearnProcess()
        defer { process.removeScratch() }
        let result = try process.run(["run", "tiny-fail", "--lessons", RxLearnProcess.fixture("tiny")])
        #expect(result.status == 1)
        #expect(result.stdout == "four is 4\n")
        #expect(result.stderr.contains("FAIL tiny-fail/four: expected \"four is 5\" on line 1, got \"four is 4\""))
    }

    @Test func aLessonFileErrorExitsTwo() throws {
        let process = try RxLearnProcess()
        defer { process.removeScratch() }
        let lint = try process.run(["lint", "--lessons", RxLearnProcess.fixture("broken")])
        #expect(lint.status == 2)
        let list = try process.run(["list", "--lessons", RxLearnProcess.fixture("broken")])
        #expect(list.status == 2)
        #expect(list.stdout.contains("broken-block"), "what loads is still listed")
        let verify = try process.run(["verify", "--lessons", RxLearnProcess.fixture("broken")])
        #expect(verify.status == 2)
        #expect(verify.stdoutLines.last == "0 passed, 0 failed")
    }

    @Test func usageErrorsExitSixtyFour() throws {
        let process = try RxLearnProcess()
        defer { process.removeScratch() }
        let tiny = RxLearnProcess.fixture("tiny")
        let unknownFlag = try process.run(["list", "--no-such-flag", "--lessons", tiny])
        #expect(unknownFlag.status == 64)
        let unknownLesson = try process.run(["show", "tiny-pas", "--lessons", tiny])
        #expect(unknownLesson.status == 64)
        #expect(unknownLesson.stderr.contains("Did you mean `tiny-pass`?"))
        let missingFile = try process.run(["run", "no/such/file.swift"])
        #expect(missingFile.status == 64)
        #expect(missingFile.stderr.hasPrefix("rxlearn: there is no file no/such/file.swift"))
        let missingFolder = try process.run(["lint", "--lessons", "/no/such/folder"])
        #expect(missingFolder.status == 64)
        let badJobs = try process.run(["verify", "--jobs", "0", "--lessons", tiny])
        #expect(badJobs.status == 64)
    }

    @Test func noBacktraceForABrokenCell() throws {
        let process = try RxLearnProcess()
        defer { process.removeScratch() }
        let program = process.workspace.deletingLastPathComponent().appendingPathComponent("crash.swift")
        try "let values: [Int] = []\nprint(values[3])\n".write(to: program, atomically: true, encoding: .utf8)
        let result = try process.run(["run", program.path])
        #expect(result.status == 1)
        #expect(result.stderr.contains("crashed: Fatal error: Index out of range"))
        #expect(!result.stderr.contains("Current stack trace"))
        #expect(!result.stderr.contains("0x"))
    }
}
