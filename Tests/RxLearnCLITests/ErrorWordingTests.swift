import Foundation
import Testing

/// Every error a user can cause on the command line is one `rxlearn: …` line with its exit status,
/// and the same mistake is worded the same way whichever command meets it.
@Suite(.serialized) struct ErrorWordingTests {
    private let tiny = RxLearnProcess.fixture("tiny")
    private let exercises = RxLearnProcess.fixture("exercises")

    private struct Case: CustomStringConvertible {
        let arguments: [String]
        let status: Int32
        let line: String
        var description: String { arguments.joined(separator: " ") }
    }

    @Test func eachMistakeIsOneSentenceWithItsStatus() throws {
        let process = try RxLearnProcess()
        defer { process.removeScratch() }
        let scratch = process.stateHome.deletingLastPathComponent()
        let aFile = scratch.appendingPathComponent("a-file.txt")
        try "not a folder".write(to: aFile, atomically: true, encoding: .utf8)
        let notAReport = scratch.appendingPathComponent("notes.json")
        try "{}".write(to: notAReport, atomically: true, encoding: .utf8)
        // Folders are named as the user would type them: relative to where rxlearn runs.
        let here = FileManager.default.currentDirectoryPath + "/"
        let tinyShown = tiny.hasPrefix(here) ? String(tiny.dropFirst(here.count)) : tiny
        let noLesson = "rxlearn: there is no lesson `tiny-pas` in \(tinyShown). Did you mean `tiny-pass`? `rxlearn list` shows every lesson id."
        let noExercise = "rxlearn: there is no exercise `fx-doubel`. Exercises: fx-double, fx-already-done."
        let cases = [
            Case(arguments: ["show", "tiny-pas", "--lessons", tiny], status: 64, line: noLesson),
            Case(arguments: ["run", "tiny-pas", "--lessons", tiny], status: 64, line: noLesson),
            Case(arguments: ["verify", "tiny-pas", "--lessons", tiny], status: 64, line: noLesson),
            Case(arguments: ["open", "tiny-pas", "--lessons", tiny], status: 64, line: noLesson),
            Case(arguments: ["check", "fx-doubel", "--lessons", exercises], status: 64, line: noExercise),
            Case(arguments: ["hint", "fx-doubel", "--lessons", exercises], status: 64, line: noExercise),
            Case(arguments: ["reset", "fx-doubel", "--lessons", exercises], status: 64, line: noExercise),
            Case(arguments: ["run", "no/such/file.swift"], status: 64,
                 line: "rxlearn: there is no file no/such/file.swift. Give the path of a .swift file, or a lesson id (`rxlearn list` shows them)."),
            Case(arguments: ["run", scratch.path], status: 64, line: "rxlearn: \(scratch.path) is a folder. Give the path of a .swift file."),
            Case(arguments: ["lint", "--lessons", "/no/such/folder"], status: 64,
                 line: "rxlearn: --lessons names /no/such/folder, which does not exist. Point it at a folder of lesson files."),
            Case(arguments: ["lint", "--lessons", aFile.path], status: 64,
                 line: "rxlearn: --lessons names \(aFile.path), which is a file, not a folder. Point it at a folder of lesson files."),
            Case(arguments: ["report", "merge", "/no/such/report.json"], status: 64, line: "rxlearn: cannot read /no/such/report.json."),
            Case(arguments: ["report", "merge", notAReport.path], status: 64, line: "rxlearn: \(notAReport.path) is not a report from `rxlearn report --json`."),
            Case(arguments: ["present", "--lessons", tiny], status: 64,
                 line: "rxlearn: rxlearn present needs a terminal: run it in a terminal window, not through a pipe."),
        ]
        for test in cases {
            let result = try process.run(test.arguments)
            #expect(result.status == test.status, "\(test): \(result.stderr)")
            #expect(result.stderr == test.line + "\n", "\(test)")
        }
    }

    /// `validate()` errors stay swift-argument-parser's (with the usage line), in one wording
    /// for every seconds option.
    @Test func optionRangesNameTheRange() throws {
        let process = try RxLearnProcess()
        defer { process.removeScratch() }
        for arguments in [["run", "tiny-pass", "--timeout", "0"], ["verify", "--compile-timeout", "-5"]] {
            let result = try process.run(arguments + ["--lessons", tiny])
            #expect(result.status == 64, "\(arguments)")
            #expect(result.stderr.contains("takes a number of seconds: more than 0, at most 3600."), "\(arguments): \(result.stderr)")
        }
    }
}
