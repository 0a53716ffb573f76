import Foundation
import Testing

/// The plain commands read well at a terminal's usual 80 columns and accept what a learner
/// would type: exercises by name, chapters by id.
@Suite(.serialized) struct ReadableCommandsTests {
    private let lessons = RxLearnProcess.packageRoot.appendingPathComponent("Lessons").path

    @Test func listFitsEightyColumnsAndNamesExercisesUnderTheirLessons() throws {
        let process = try RxLearnProcess()
        defer { process.removeScratch() }
        let plain = try process.run(["list", "--lessons", lessons])
        #expect(plain.status == 0)
        let tooWide = plain.stdoutLines.filter { $0.count > 80 }
        #expect(tooWide.isEmpty, "\(tooWide.prefix(3))")
        // Ids are never cut: every lesson id appears whole.
        #expect(plain.stdout.contains("  6.2-sectioned-table-selection  "))

        let withExercises = try process.run(["list", "--exercises", "--lessons", lessons])
        let time = try #require(withExercises.stdoutLines.firstIndex { $0.hasPrefix("  4.1-time ") })
        // Under the lesson's id and its title's own line.
        let underIt = withExercises.stdoutLines[(time + 1)...].first { !$0.hasPrefix("      ") }
        #expect(underIt?.hasPrefix("    · 4.1-shout  Shout every word") == true, "\(String(describing: underIt))")
        #expect(withExercises.stdoutLines.allSatisfy { $0.count <= 80 })
    }

    @Test func checkSaysTheTaskAndShowTakesAnExercise() throws {
        let process = try RxLearnProcess()
        defer { process.removeScratch() }
        let check = try process.run(["check", "4.1-shout", "--lessons", lessons])
        #expect(check.stderr.hasPrefix("4.1-shout — Shout every word\n  `words` delivers words as they are typed."), "\(check.stderr)")
        let task = check.stderr.split(separator: "\n", omittingEmptySubsequences: false).prefix { !$0.isEmpty }
        #expect(task.count > 2 && task.allSatisfy { $0.count <= 80 }, "\(task)")

        let shown = try process.run(["show", "4.1-shout", "--lessons", lessons])
        #expect(shown.status == 0, "\(shown.stderr)")
        #expect(shown.stdoutLines.first == "Exercise Shout every word  [4.1-shout]")
        #expect(shown.stdout.contains("[start from]\n    func solve(words: Observable<String>) -> Observable<String> {"))
        #expect(shown.stdoutLines.last == "Check your answer with: rxlearn check 4.1-shout")

        // The answer file says the task too, and as shipped still fails.
        let answer = try String(contentsOf: process.workspace.appendingPathComponent("exercises/4.1-shout.swift"), encoding: .utf8)
        #expect(answer.hasPrefix("// Exercise 4.1-shout: Shout every word\n//\n// `words` delivers words"))
        #expect(check.status == 1)
    }

    @Test func verifyTakesAChapterIdAndLeavesProgressAlone() throws {
        let process = try RxLearnProcess()
        defer { process.removeScratch() }
        let tiny = RxLearnProcess.fixture("tiny")
        let result = try process.run(["verify", "9.1", "--lessons", tiny])
        #expect(result.stdoutLines.last == "1 passed, 1 failed", "\(result.stdout)")
        #expect(!FileManager.default.fileExists(atPath: process.stateHome.appendingPathComponent("rxlearn/progress.json").path))
    }
}
