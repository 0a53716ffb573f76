import Foundation
import Testing

/// The classroom: one learner's report, and the class table merged from several.
@Suite(.serialized) struct ReportCommandTests {
    private func report(_ name: String) -> String {
        RxLearnProcess.fixtures.appendingPathComponent("reports/\(name).json").path
    }

    @Test func mergeBuildsTheClassTableFromThreeReports() throws {
        let process = try RxLearnProcess()
        defer { process.removeScratch() }
        let result = try process.run(["report", "merge", report("ada"), report("bob"), report("chen")])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdoutLines == [
            "exercise        ada   bob   陈, Wei",
            "4.1-shout       ✓2    ·     ✓1     ",
            "4.3-thermostat  ✗1    ·     ✓4     ",
            "5.1-extra       ·     ·     ✗3     ",
            "passed          1/3   0/3   2/3    ",
        ])
    }

    @Test func mergeWritesCSVWithQuotedNames() throws {
        let process = try RxLearnProcess()
        defer { process.removeScratch() }
        let result = try process.run(["report", "merge", "--csv", report("ada"), report("bob"), report("chen")])
        #expect(result.status == 0)
        #expect(result.stdoutLines.first == "exercise,ada,bob,\"陈, Wei\"")
        #expect(result.stdoutLines.contains("5.1-extra,·,·,✗3"))
    }

    @Test func mergeRejectsAFileThatIsNotAReport() throws {
        let process = try RxLearnProcess()
        defer { process.removeScratch() }
        let notAReport = process.workspace.deletingLastPathComponent().appendingPathComponent("notes.json")
        try "{\"hello\": 1}".write(to: notAReport, atomically: true, encoding: .utf8)
        let result = try process.run(["report", "merge", notAReport.path])
        #expect(result.status == 64)
        #expect(result.stderr.contains("is not a report"))
    }

    @Test func aLearnersReportRoundTripsThroughMerge() throws {
        let process = try RxLearnProcess()
        defer { process.removeScratch() }
        let lessons = RxLearnProcess.packageRoot.appendingPathComponent("Lessons").path
        _ = try process.run(["check", "4.1-shout", "--lessons", lessons])
        let exported = try process.run(["report", "--json", "--learner", "dana", "--lessons", lessons])
        #expect(exported.status == 0)
        let file = process.workspace.deletingLastPathComponent().appendingPathComponent("dana.json")
        try exported.stdout.write(to: file, atomically: true, encoding: .utf8)
        let merged = try process.run(["report", "merge", file.path])
        // One row per bundled exercise; the attempted one shows its failed attempt.
        let row = merged.stdoutLines.first { $0.hasPrefix("4.1-shout ") }
        #expect(row?.split(separator: " ", omittingEmptySubsequences: true).last == "✗1")
        let csv = try process.run(["report", "--csv", "--learner", "dana", "--lessons", lessons])
        #expect(csv.stdoutLines.first == "learner,exercise,passed,attempts,seconds_to_pass,last_failure")
        #expect(csv.stdoutLines.contains("dana,4.1-shout,no,1,,wrongOutput"))
    }

    /// The bundled exercises are checked one by one in BundledExerciseTests, and CI runs
    /// `rxlearn dev check` over them; here the command itself, on a fixture with a good
    /// exercise and one whose start file already passes.
    @Test func devCheckReportsEachExerciseAndFailsOnAProblem() throws {
        let process = try RxLearnProcess()
        defer { process.removeScratch() }
        let result = try process.run(["dev", "check", "--lessons", RxLearnProcess.fixture("exercises")])
        #expect(result.status == 1, "\(result.stdout)\(result.stderr)")
        #expect(result.stdoutLines == [
            "ok    fx-double",
            "FAIL  fx-already-done: the start file already passes",
            "2 exercises, 1 problem",
        ])
    }

    @Test func progressShowsABarAndTheExercises() throws {
        let process = try RxLearnProcess()
        defer { process.removeScratch() }
        let lessons = RxLearnProcess.packageRoot.appendingPathComponent("Lessons").path
        let result = try process.run(["progress", "--lessons", lessons])
        #expect(result.status == 0)
        #expect(result.stdoutLines.first?.hasPrefix("[░") == true)
        #expect(result.stdoutLines.dropFirst().first?.hasSuffix(" — rxlearn open 0-installation") == true, "a new learner starts where the path does")
        #expect(result.stdoutLines.contains { $0.hasSuffix("Basics — creating and subscribing") }, "grouped by the path's stages")
        #expect(result.stdout.contains("exercise 4.1-shout"))
        #expect(result.stdoutLines.allSatisfy { $0.count <= 80 })
        let documents = try process.run(["progress", "--documents", "--lessons", lessons])
        #expect(documents.stdoutLines.contains { $0.hasSuffix("4.1  Observable") }, "by chapter in the documents' order")
    }
}
