import Foundation
import Testing

/// `rxlearn solution` (only after a pass) and `rxlearn review` (spaced, on fresh inputs), as a
/// learner uses them on the bundled lessons, with the review clock moved by `RXLEARN_NOW`.
@Suite(.serialized) struct WorkedSolutionAndReviewTests {
    private let lessons = RxLearnProcess.packageRoot.appendingPathComponent("Lessons").path
    private let shout = "func solve(words: Observable<String>) -> Observable<String> {\n    words.map { $0.uppercased() }\n}\n"

    private func passShout(_ process: RxLearnProcess) throws {
        let file = process.workspace.appendingPathComponent("exercises/4.1-shout.swift")
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try shout.write(to: file, atomically: true, encoding: .utf8)
        let check = try process.run(["check", "4.1-shout", "--lessons", lessons])
        #expect(check.status == 0, "\(check.stderr)")
        #expect(check.stderr.contains("compare with the reference solution: `rxlearn solution 4.1-shout`"))
    }

    private func progressText(_ process: RxLearnProcess) throws -> String {
        try String(contentsOf: process.stateHome.appendingPathComponent("rxlearn/progress.json"), encoding: .utf8)
    }

    private func days(_ count: Int) -> [String: String] {
        ["RXLEARN_NOW": ISO8601DateFormatter().string(from: Date().addingTimeInterval(Double(count) * 86_400))]
    }

    @Test func theSolutionIsRefusedBeforeAPassAndShownWithItsWhyAfter() throws {
        let process = try RxLearnProcess()
        defer { process.removeScratch() }
        let refused = try process.run(["solution", "4.1-shout", "--lessons", lessons])
        #expect(refused.status == 64)
        #expect(refused.stdout.isEmpty)
        #expect(refused.stderr == "rxlearn: the reference solution of 4.1-shout opens once your answer passes: check it with `rxlearn check 4.1-shout` (`rxlearn hint 4.1-shout` if you are stuck).\n")
        #expect(!((try? progressText(process)) ?? "").contains("solutionSeenAt"))

        // A failed check does not open it either.
        _ = try process.run(["check", "4.1-shout", "--lessons", lessons])
        #expect(try process.run(["solution", "4.1-shout", "--lessons", lessons]).status == 64)

        try passShout(process)
        let shown = try process.run(["solution", "4.1-shout", "--lessons", lessons])
        #expect(shown.status == 0, "\(shown.stderr)")
        let lines = shown.stdoutLines
        #expect(lines.first?.hasPrefix("Your answer (") == true)
        #expect(lines.contains("        words.map { $0.uppercased() }"))
        #expect(lines.contains("Reference solution:"))
        #expect(lines.contains("    (the same code as yours, apart from comments and blank lines)"))
        #expect(lines.contains("Why this way:"))
        #expect(try progressText(process).contains("\"solutionSeenAt\""))
        #expect(try process.run(["progress", "--lessons", lessons]).stdout.contains("✓ exercise 4.1-shout (2 attempts) · box 1, review on "))

        let chinese = try process.run(["solution", "4.1-shout", "--lessons", lessons, "--lang", "zh-Hans"])
        #expect(chinese.stdoutLines.contains("参考答案："))
        #expect(chinese.stdoutLines.contains("为什么这样写："))
    }

    @Test func aReviewComesBackOnFreshInputsMovesUpABoxAndFallsBackOnAFailure() throws {
        let process = try RxLearnProcess()
        defer { process.removeScratch() }
        let none = try process.run(["review", "--lessons", lessons])
        #expect(none.stdout == "No reviews yet: an exercise comes back for review a day after you pass it.\n")
        #expect(try process.run(["review", "--check", "--lessons", lessons]).status == 64)
        try passShout(process)
        #expect(try process.run(["review", "--lessons", lessons]).stdout.hasPrefix("No reviews due. The next one is due "))

        // A day later: the task on a new example, and a fresh file to answer in.
        let started = try process.run(["review", "--lessons", lessons], environment: days(1))
        #expect(started.status == 0, "\(started.stderr)")
        #expect(started.stdout.hasPrefix("Review 1 of 1 due — 4.1-shout: Shout every word (box 1)\n"))
        let example = try #require(started.stdoutLines.first { $0.hasPrefix("    words: ") })
        #expect(example != "    words: -a-b-c-| (a=rx, b=swift, c=go)")
        let file = process.workspace.appendingPathComponent("reviews/4.1-shout.swift")
        #expect(try String(contentsOf: file, encoding: .utf8).contains("TODO"))
        // The same review again shows the same example and keeps the learner's file.
        try "// thinking…\n".write(to: file, atomically: true, encoding: .utf8)
        let again = try process.run(["review", "--lessons", lessons], environment: days(1))
        #expect(again.stdoutLines.first { $0.hasPrefix("    words: ") } == example)
        #expect(try String(contentsOf: file, encoding: .utf8) == "// thinking…\n")

        // An answer that does not compile leaves the review open.
        let typo = try process.run(["review", "--check", "--lessons", lessons], environment: days(1))
        #expect(typo.status == 1)
        #expect(typo.stderr.contains("the review of 4.1-shout is still open"))

        try shout.write(to: file, atomically: true, encoding: .utf8)
        let passed = try process.run(["review", "--check", "--lessons", lessons], environment: days(1))
        #expect(passed.status == 0, "\(passed.stderr)")
        #expect(passed.stdout.contains("✓ 4.1-shout: passed"))
        #expect(passed.stdout.contains("Up to box 2: next review "))
        #expect(try process.run(["progress", "--lessons", lessons], environment: days(1)).stdout.contains("· box 2, review on "))
        #expect(try process.run(["review", "--lessons", lessons], environment: days(3)).stdout.hasPrefix("No reviews due."))

        // Three days on it is due again, on another example; a wrong answer sends it back to box 1.
        let second = try process.run(["review", "--lessons", lessons], environment: days(4))
        #expect(second.stdout.hasPrefix("Review 1 of 1 due — 4.1-shout: Shout every word (box 2)\n"))
        #expect(second.stdoutLines.first { $0.hasPrefix("    words: ") } != example)
        let failed = try process.run(["review", "--check", "--lessons", lessons], environment: days(4))
        #expect(failed.status == 1)
        #expect(failed.stdout.contains("back to box 1"))
        #expect(try progressText(process).contains("\"lapses\" : 1"))
    }
}
