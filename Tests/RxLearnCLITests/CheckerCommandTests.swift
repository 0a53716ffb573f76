import Foundation
import Testing

/// `rxlearn dev check`'s mutants on a small pack of exercises of its own, and `rxlearn check`
/// replaying the verdict of an unchanged answer.
@Suite(.serialized) struct CheckerCommandTests {
    @Test func devCheckWarnsAboutMutantsThatPassUnlessTheExerciseAcceptsThem() throws {
        let process = try RxLearnProcess()
        defer { process.removeScratch() }
        let result = try process.run(["dev", "check", "--lessons", RxLearnProcess.fixture("mutants")], timeLimit: .seconds(300))
        // Warnings are not problems: the exit status is 0.
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdoutLines == [
            "ok    fx-caught",
            "WARN  fx-survivor: mutant \"flatMap → flatMapLatest\" passes the checker: give the inputs values that tell it apart, or say why it is right: `accepts \"flatMap → flatMapLatest\": REASON` in the exercise's ```check block",
            "WARN  fx-survivor: mutant \"flatMap → concatMap\" passes the checker: give the inputs values that tell it apart, or say why it is right: `accepts \"flatMap → concatMap\": REASON` in the exercise's ```check block",
            "ok    fx-accepted",
            "WARN  fx-stale: the exercise accepts the mutant \"take(2) → take(3)\", but no such mutant passes: remove the `accepts` line",
            "4 exercises, 0 problems, 3 warnings",
        ])
        // fx-caught and fx-stale: 2 × 5 caught; fx-survivor and fx-accepted: 2 × 2 caught of 4.
        #expect(result.stderr.contains("mutants of the reference solutions: 14 of 18 caught"), "\(result.stderr)")
        let without = try process.run(["dev", "check", "--no-mutants", "--lessons", RxLearnProcess.fixture("mutants")])
        #expect(without.stdoutLines.last == "4 exercises, 0 problems")
    }

    @Test func anUnchangedAnswerGetsItsKeptVerdictAndAChangedLessonChecksAgain() throws {
        let process = try RxLearnProcess()
        defer { process.removeScratch() }
        // A lessons folder of the test's own, whose file it can touch.
        let lessons = process.stateHome.deletingLastPathComponent().appendingPathComponent("lessons")
        try FileManager.default.copyItem(at: URL(fileURLWithPath: RxLearnProcess.fixture("exercises")), to: lessons)
        let answer = process.workspace.appendingPathComponent("exercises/fx-double.swift")
        try FileManager.default.createDirectory(at: answer.deletingLastPathComponent(), withIntermediateDirectories: true)
        try "func solve(numbers: Observable<Int>) -> Observable<Int> {\n    numbers.map { $0 * 2 }\n}\n".write(to: answer, atomically: true, encoding: .utf8)

        let first = try process.run(["check", "fx-double", "--lessons", lessons.path])
        #expect(first.status == 0, "\(first.stdout)\(first.stderr)")
        // The kept verdict is the one file of the cache that names this test's workspace.
        let checks = RxLearnProcess.cacheHome.appendingPathComponent("rxlearn/checks")
        let kept = try FileManager.default.contentsOfDirectory(at: checks, includingPropertiesForKeys: nil).filter { file in
            (try? String(contentsOf: file, encoding: .utf8))?.contains(process.stateHome.deletingLastPathComponent().lastPathComponent) == true
        }
        #expect(kept.count == 1)
        let entry = try #require(kept.first)
        // Marked, to see that the next check shows it rather than checking again.
        let marked = try String(contentsOf: entry, encoding: .utf8).replacingOccurrences(of: "passed on the example", with: "KEPT passed on the example")
        try marked.write(to: entry, atomically: true, encoding: .utf8)
        let again = try process.run(["check", "fx-double", "--lessons", lessons.path])
        #expect(again.status == 0)
        #expect(again.stdout == first.stdout.replacingOccurrences(of: "passed on the example", with: "KEPT passed on the example"))
        #expect(again.stderr == first.stderr)
        let progressFile = process.stateHome.appendingPathComponent("rxlearn/progress.json")
        // An answer checked again unchanged is no new attempt (`ExerciseAttempt`), replayed or not.
        #expect(try String(contentsOf: progressFile, encoding: .utf8).contains("\"attempts\" : 1"))

        // Any change to a lesson file (here only its time) checks the answer again.
        let chapter = lessons.appendingPathComponent("9.3-exercises.md")
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: 5)], ofItemAtPath: chapter.path)
        let afterChange = try process.run(["check", "fx-double", "--lessons", lessons.path])
        #expect(afterChange.stdout == first.stdout)
        // So does a changed answer, and a failing verdict is kept too.
        try "func solve(numbers: Observable<Int>) -> Observable<Int> {\n    numbers.map { $0 * 3 }\n}\n".write(to: answer, atomically: true, encoding: .utf8)
        let wrong = try process.run(["check", "fx-double", "--lessons", lessons.path])
        let wrongAgain = try process.run(["check", "fx-double", "--lessons", lessons.path])
        #expect(wrong.status == 1 && wrongAgain.status == 1)
        #expect(wrongAgain.stdout == wrong.stdout)
        #expect(wrong.stdout.contains("✗ fx-double"))
        // The changed answer is the second attempt; its replay is none.
        #expect(try String(contentsOf: progressFile, encoding: .utf8).contains("\"attempts\" : 2"))
    }
}
