import Foundation
import Testing

/// What a learner has done is never lost or silently dropped: resets keep every version, a
/// progress file that cannot be read or written is always reported, class reports never mix
/// two learners who share a name.
@Suite(.serialized) struct LearnerSafetyTests {
    private let lessons = RxLearnProcess.packageRoot.appendingPathComponent("Lessons").path
    private var progressFile: (RxLearnProcess) -> URL { { $0.stateHome.appendingPathComponent("rxlearn/progress.json") } }

    @Test func resetThreeTimesKeepsEveryVersionAndNamesWhereItWent() throws {
        let process = try RxLearnProcess()
        defer { process.removeScratch() }
        let file = process.workspace.appendingPathComponent("exercises/4.3-thermostat.swift")
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        var messages: [String] = []
        for attempt in 1 ... 3 {
            try "// attempt \(attempt)\n".write(to: file, atomically: true, encoding: .utf8)
            let result = try process.run(["reset", "4.3-thermostat", "--lessons", lessons])
            #expect(result.status == 0, "\(result.stderr)")
            messages.append(result.stdout)
        }
        let names = ["4.3-thermostat.swift.bak", "4.3-thermostat.swift.bak.2", "4.3-thermostat.swift.bak.3"]
        for (index, name) in names.enumerated() {
            let kept = file.deletingLastPathComponent().appendingPathComponent(name)
            #expect(try String(contentsOf: kept, encoding: .utf8) == "// attempt \(index + 1)\n")
            #expect(messages[index].contains("your version is now in "), "\(messages[index])")
            #expect(messages[index].hasSuffix("\(name)\n"), "\(messages[index])")
        }
    }

    @Test func aCorruptProgressFileIsReportedByEveryCommandThatReadsIt() throws {
        for arguments in [["progress"], ["hint", "4.1-shout"], ["report"], ["list"]] {
            let process = try RxLearnProcess()
            defer { process.removeScratch() }
            try FileManager.default.createDirectory(at: progressFile(process).deletingLastPathComponent(), withIntermediateDirectories: true)
            try "{ not json".write(to: progressFile(process), atomically: true, encoding: .utf8)
            let result = try process.run(arguments + ["--lessons", lessons])
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
            let lines = result.stderr.split(separator: "\n").filter { $0.contains("progress file could not be read") }
            #expect(lines.count == 1, "\(arguments): \(result.stderr)")
            #expect(lines.first?.contains("progress.json.corrupt-") == true, "\(arguments): \(result.stderr)")
        }
    }

    @Test func aProgressPathThatIsAFolderFailsTheCommandsThatWrite() throws {
        let process = try RxLearnProcess()
        defer { process.removeScratch() }
        try FileManager.default.createDirectory(at: progressFile(process), withIntermediateDirectories: true)

        let hint = try process.run(["hint", "4.1-shout", "--lessons", lessons])
        #expect(hint.status == 1, "\(hint.stderr)")
        #expect(hint.stderr.contains("rxlearn: your progress was not saved: cannot read"), "\(hint.stderr)")
        #expect(hint.stderr.contains("it is a folder, not a file"), "\(hint.stderr)")

        let shown = try process.run(["progress", "--lessons", lessons])
        #expect(shown.status == 0)
        #expect(shown.stderr.contains("your progress could not be read"), "\(shown.stderr)")

        let run = try process.run(["run", "tiny-pass", "--lessons", RxLearnProcess.fixture("tiny")])
        #expect(run.status == 1, "\(run.stderr)")
        #expect(run.stderr.contains("1 passed, 0 failed"))
        #expect(run.stderr.contains("your progress was not saved"), "\(run.stderr)")
    }

    @Test func aWorkspaceThatIsAFileIsOneSentence() throws {
        let process = try RxLearnProcess()
        defer { process.removeScratch() }
        try FileManager.default.createDirectory(at: process.workspace.deletingLastPathComponent(), withIntermediateDirectories: true)
        try "not a folder".write(to: process.workspace, atomically: true, encoding: .utf8)
        let result = try process.run(["reset", "4.1-shout", "--lessons", lessons])
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("rxlearn: "), "\(result.stderr)")
        #expect(result.stderr.contains("--workspace"), "\(result.stderr)")
        #expect(!result.stderr.contains("NSCocoaErrorDomain") && !result.stderr.contains("Error Domain"), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
    }

    @Test func reportsOfTwoLearnersWithOneNameStayApart() throws {
        let one = try RxLearnProcess(), two = try RxLearnProcess()
        defer {
            one.removeScratch()
            two.removeScratch()
        }
        // Two learners on a shared lab account: same name, different states.
        _ = try one.run(["hint", "4.1-shout", "--lessons", lessons])
        let solution = "func solve(words: Observable<String>) -> Observable<String> {\n    words.map { $0.uppercased() }\n}\n"
        let answer = two.workspace.appendingPathComponent("exercises/4.1-shout.swift")
        try FileManager.default.createDirectory(at: answer.deletingLastPathComponent(), withIntermediateDirectories: true)
        try solution.write(to: answer, atomically: true, encoding: .utf8)
        #expect(try two.run(["check", "4.1-shout", "--lessons", lessons]).status == 0)

        var files: [String] = []
        for (index, process) in [one, two].enumerated() {
            let report = try process.run(["report", "--json", "--learner", "lab", "--lessons", lessons])
            #expect(report.status == 0, "\(report.stderr)")
            #expect(report.stdout.contains("\"learnerID\""))
            let file = process.workspace.deletingLastPathComponent().appendingPathComponent("lab-\(index).json")
            try report.stdout.write(to: file, atomically: true, encoding: .utf8)
            files.append(file.path)
        }
        let merged = try one.run(["report", "merge"] + files)
        #expect(merged.status == 0, "\(merged.stderr)")
        let header = try #require(merged.stdoutLines.first)
        let headings = header.split(separator: " ", omittingEmptySubsequences: true).dropFirst()
        #expect(headings.count == 2 && headings.allSatisfy { $0.hasPrefix("lab·") } && Set(headings).count == 2, "\(header)")
        let row = try #require(merged.stdoutLines.first { $0.hasPrefix("4.1-shout ") })
        #expect(row.split(separator: " ", omittingEmptySubsequences: true).dropFirst() == ["·", "✓1"], "\(row)")
        #expect(merged.stderr.contains("2 different learners are named lab"), "\(merged.stderr)")

        // The same learner's report twice is one column, and the later file counts.
        let twice = try one.run(["report", "merge", files[1], files[1]])
        #expect(twice.stdoutLines.first?.split(separator: " ", omittingEmptySubsequences: true).dropFirst() == ["lab"])
        #expect(twice.stderr.contains("are reports of the same learner"))
    }

    @Test func reportsWithoutIDsStillMergeKeptApartByFileWithAWarning() throws {
        let process = try RxLearnProcess()
        defer { process.removeScratch() }
        let ada = RxLearnProcess.fixtures.appendingPathComponent("reports/ada.json").path
        let result = try process.run(["report", "merge", ada, ada])
        #expect(result.status == 0)
        #expect(result.stderr.contains("older rxlearn without learner ids"), "\(result.stderr)")
        #expect(result.stdoutLines.first?.split(separator: " ", omittingEmptySubsequences: true).count == 2)
    }

    @Test func mergeJSONIsTheClassTable() throws {
        let process = try RxLearnProcess()
        defer { process.removeScratch() }
        let reports = ["ada", "bob", "chen"].map { RxLearnProcess.fixtures.appendingPathComponent("reports/\($0).json").path }
        let result = try process.run(["report", "merge", "--json"] + reports)
        #expect(result.status == 0, "\(result.stderr)")
        let root = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let learners = try #require(root["learners"] as? [[String: Any]])
        #expect(learners.map { $0["column"] as? String } == ["ada", "bob", "陈, Wei"])
        let exercises = try #require(root["exercises"] as? [[String: Any]])
        let shout = try #require(exercises.first { $0["exercise"] as? String == "4.1-shout" })
        let results = try #require(shout["results"] as? [[String: Any]])
        #expect(results.map { $0["attempts"] as? Int } == [2, 0, 1])
        #expect(results.map { $0["passed"] as? Bool } == [true, false, true])
    }
}
