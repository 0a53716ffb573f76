import Foundation
import Testing
@testable import RxLearnCLI

/// `rxlearn check`, `hint` and `reset` on the bundled lessons, as a learner uses them.
@Suite(.serialized) struct ExerciseCommandTests {
    private let lessons = RxLearnProcess.packageRoot.appendingPathComponent("Lessons").path

    @Test func checkCreatesTheFileFailsAsShippedThenPassesAndRecordsProgress() throws {
        let process = try RxLearnProcess()
        defer { process.removeScratch() }

        let first = try process.run(["check", "4.1-shout", "--lessons", lessons])
        #expect(first.status == 1, "\(first.stderr)")
        #expect(first.stdout.contains("✗ 4.1-shout: on the example yours gives"))
        let file = process.workspace.appendingPathComponent("exercises/4.1-shout.swift")
        #expect(FileManager.default.fileExists(atPath: file.path))

        try "func solve(words: Observable<String>) -> Observable<String> {\n    words.map { $0.uppercased() }\n}\n"
            .write(to: file, atomically: true, encoding: .utf8)
        let second = try process.run(["check", "4.1-shout", "--lessons", lessons])
        #expect(second.status == 0, "\(second.stderr)")
        #expect(second.stdout == "✓ 4.1-shout: passed on the example and on 50 other inputs\n")

        let progress = try String(contentsOf: process.stateHome.appendingPathComponent("rxlearn/progress.json"), encoding: .utf8)
        #expect(progress.contains("\"attempts\" : 2"))
        #expect(progress.contains("\"passed\" : true"))
    }

    @Test func aCompileErrorPointsAtTheLearnersFile() throws {
        let process = try RxLearnProcess()
        defer { process.removeScratch() }
        let file = process.workspace.appendingPathComponent("exercises/4.1-shout.swift")
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try "func solve(words: Observable<String>) -> Observable<String> {\n    words.mapp { $0 }\n}\n"
            .write(to: file, atomically: true, encoding: .utf8)
        let result = try process.run(["check", "4.1-shout", "--lessons", lessons])
        #expect(result.status == 1)
        #expect(result.stdout.contains("does not compile"))
        #expect(result.stderr.contains("4.1-shout.swift:2:"))
    }

    /// On a terminal a hint is wrapped between words, one column short of its width; a pipe
    /// gets each paragraph whole.
    @Test func hintsAreWrappedToATerminalAndNotIntoAPipe() {
        func terminal(columns: Int?, stdout: Bool) -> TerminalCapabilities {
            TerminalCapabilities(term: "xterm", stdinIsTerminal: true, stdoutIsTerminal: stdout, colors: 8,
                                 colorsDisabledByNoColor: false, size: columns.map { ($0, 24) }, nonUTF8Locale: nil)
        }
        #expect(HintGiver.wrappingWidth(terminal(columns: 80, stdout: true)) == 79)
        #expect(HintGiver.wrappingWidth(terminal(columns: 12, stdout: true)) == 40)
        #expect(HintGiver.wrappingWidth(terminal(columns: 80, stdout: false)) == nil)
        #expect(HintGiver.wrappingWidth(terminal(columns: nil, stdout: true)) == nil)
    }

    @Test func hintsAreRevealedInOrder() throws {
        let process = try RxLearnProcess()
        defer { process.removeScratch() }
        let first = try process.run(["hint", "4.1-shout", "--lessons", lessons])
        #expect(first.stdoutLines.count == 1)
        #expect(first.stdout.hasPrefix("hint 1 of 2: "))
        let second = try process.run(["hint", "4.1-shout", "--lessons", lessons])
        #expect(second.stdoutLines.count == 2)
        #expect(second.stdoutLines[1].hasPrefix("hint 2 of 2: "))
    }

    @Test func resetKeepsTheLearnersVersionAsABackup() throws {
        let process = try RxLearnProcess()
        defer { process.removeScratch() }
        let file = process.workspace.appendingPathComponent("exercises/4.3-thermostat.swift")
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try "// my attempt\n".write(to: file, atomically: true, encoding: .utf8)
        let result = try process.run(["reset", "4.3-thermostat", "--lessons", lessons])
        #expect(result.status == 0)
        #expect(try String(contentsOf: file.appendingPathExtension("bak"), encoding: .utf8) == "// my attempt\n")
        #expect(try String(contentsOf: file, encoding: .utf8).contains("TODO"))
    }

    @Test func anUnknownExerciseIsAUsageError() throws {
        let process = try RxLearnProcess()
        defer { process.removeScratch() }
        let result = try process.run(["check", "no-such-exercise", "--lessons", lessons])
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("rxlearn: there is no exercise `no-such-exercise`. Exercises: "), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1)
    }
}
