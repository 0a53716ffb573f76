import Foundation
import Testing

/// What each command prints, read the way a script reads it.
@Suite(.serialized) struct CommandOutputTests {
    @Test func listJSONHasChaptersLessonsAndStates() throws {
        let process = try RxLearnProcess()
        defer { process.removeScratch() }
        let result = try process.run(["list", "--json", "--lessons", RxLearnProcess.fixture("tiny")])
        #expect(result.status == 0)
        let root = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let chapters = try #require(root["chapters"] as? [[String: Any]])
        #expect(chapters.count == 1)
        #expect(chapters[0]["id"] as? String == "9.1")
        #expect(chapters[0]["title"] as? String == "Tiny")
        #expect(chapters[0]["file"] as? String == "9.1-tiny.md")
        let lessons = try #require(chapters[0]["lessons"] as? [[String: Any]])
        #expect(lessons.map { $0["id"] as? String } == ["tiny-pass", "tiny-fail"])
        #expect(Set(lessons[0].keys) == ["id", "title", "section", "state", "cells", "matchedCells", "exercises", "exerciseList"])
        #expect(lessons[0]["state"] as? String == "new")
        #expect(lessons[0]["cells"] as? Int == 1)
        #expect(lessons[0]["section"] as? String == "9.1")
    }

    @Test func listOperatorsPrintsTheDecisionTreeWithItsLessons() throws {
        let process = try RxLearnProcess()
        defer { process.removeScratch() }
        let lessons = RxLearnProcess.packageRoot.appendingPathComponent("Lessons").path
        let result = try process.run(["list", "--operators", "--lessons", lessons])
        #expect(result.status == 0)
        #expect(result.stdoutLines.contains("I want to combine sequences"))
        let concat = result.stdoutLines.first { $0.contains("one after the other") }
        #expect(concat?.hasSuffix("→ concat (op-concat)") == true, "\(concat ?? "no row")")

        let json = try process.run(["list", "--operators", "--json", "--lessons", lessons])
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        #expect(rows.count > 40)
        let names = rows.flatMap { ($0["operators"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String } }
        #expect(Set(names).count == 58, "every operator of the documentation is in the tree, and throttle")
    }

    @Test func verifyPrintsALinePerCellAndTheSummaryLastAndLeavesProgressAlone() throws {
        let process = try RxLearnProcess()
        defer { process.removeScratch() }
        let tiny = RxLearnProcess.fixture("tiny")
        let result = try process.run(["verify", "--lessons", tiny])
        #expect(result.status == 1)
        let lines = result.stdoutLines
        #expect(lines.count == 3)
        #expect(lines[0].hasPrefix("ok    tiny-pass/two"))
        #expect(lines[0].contains("9.1-tiny.md:7"))
        #expect(lines[1].hasPrefix("FAIL  tiny-fail/four"))
        #expect(lines[1].hasSuffix("expected \"four is 5\" on line 1, got \"four is 4\""))
        #expect(lines[2] == "1 passed, 1 failed")

        // verify checks the lessons, not the learner: their progress is not touched.
        #expect(!FileManager.default.fileExists(atPath: process.stateHome.appendingPathComponent("rxlearn/progress.json").path))

        // `run` is the learner's: its match goes into the progress file, a failure leaves nothing.
        _ = try process.run(["run", "tiny-pass", "--lessons", tiny])
        _ = try process.run(["run", "tiny-fail", "--lessons", tiny])
        let list = try process.run(["list", "--json", "--lessons", tiny])
        let root = try #require(try JSONSerialization.jsonObject(with: Data(list.stdout.utf8)) as? [String: Any])
        let lessons = try #require((root["chapters"] as? [[String: Any]])?.first?["lessons"] as? [[String: Any]])
        #expect(lessons[0]["state"] as? String == "done")
        #expect(lessons[0]["matchedCells"] as? Int == 1)
        #expect(lessons[1]["state"] as? String == "new")
    }

    @Test func verifyOfOneLessonRunsOnlyItsCells() throws {
        let process = try RxLearnProcess()
        defer { process.removeScratch() }
        let result = try process.run(["verify", "tiny-pass", "--lessons", RxLearnProcess.fixture("tiny")])
        #expect(result.status == 0)
        #expect(result.stdoutLines.last == "1 passed, 0 failed")
        #expect(result.stdoutLines.count == 2)
    }

    @Test func lintPrintsEveryDiagnosticWithLocationAndFix() throws {
        let process = try RxLearnProcess()
        defer { process.removeScratch() }
        let result = try process.run(["lint", "--lessons", RxLearnProcess.fixture("broken")])
        #expect(result.status == 2)
        let errors = result.stdoutLines.filter { $0.contains(": error: ") }
        #expect(errors.count == 2)
        #expect(errors.allSatisfy { $0.contains("broken/9.2-broken.md:") && $0.contains(" — ") })
        #expect(errors.contains { $0.contains("9.2-broken.md:3:") && $0.contains("no id") })
        #expect(errors.contains { $0.contains("9.2-broken.md:9:") })
        #expect(result.stdoutLines.contains { $0.contains("notes.md:1:1: warning:") })
        #expect(result.stdoutLines.last?.hasSuffix("2 errors, 1 warning") == true)

        let clean = try process.run(["lint", "--lessons", RxLearnProcess.fixture("tiny")])
        #expect(clean.status == 0)
        #expect(clean.stdoutLines.last?.hasSuffix("1 chapter, 2 lessons, 2 cells; no problems") == true)
    }

    @Test func runJSONCarriesOutputVerdictsAndLanes() throws {
        let process = try RxLearnProcess()
        defer { process.removeScratch() }
        let program = process.workspace.deletingLastPathComponent().appendingPathComponent("ticks.swift")
        try """
        let bag = DisposeBag()
        Observable<Int>.interval(.milliseconds(100), scheduler: MainScheduler.instance)
            .take(2)
            .record("ticks")
            .subscribe(onNext: { print("tick", $0) })
            .disposed(by: bag)
        """.write(to: program, atomically: true, encoding: .utf8)
        let result = try process.run(["run", program.path, "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let root = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(root["kind"] as? String == "program")
        #expect(root["passed"] as? Bool == true)
        let cell = try #require((root["cells"] as? [[String: Any]])?.first)
        #expect(cell["stdout"] as? String == "tick 0\ntick 1\n")
        #expect(cell["status"] as? String == "finished")
        let lines = try #require(cell["lines"] as? [[String: Any]])
        #expect(lines.map { $0["time"] as? Int } == [100, 200])
        let lane = try #require((cell["lanes"] as? [[String: Any]])?.first)
        #expect(lane["name"] as? String == "ticks")
        let events = try #require(lane["events"] as? [[String: Any]])
        #expect(events.map { $0["kind"] as? String } == ["next", "next", "completed"])
        #expect(cell.keys.contains("problem"), "absent values are null, not missing")

        let text = try process.run(["run", program.path])
        #expect(text.stdout == "tick 0\ntick 1\n")
        // The recorded lane, then the automatic lane of the subscription at line 5 on the same axis.
        #expect(text.stderr.contains("""
            time                       0    100  200
                ticks                      -----0----(1|)
                automatic lanes, not judged: ^ subscribed, ! disposed
                line 5 subscribe(onNext:) ^-----0----(1|)!
            """), "the lanes are drawn on standard error: \(text.stderr)")
    }

    @Test func aCompileErrorInAFileNamesTheFileAndLine() throws {
        let process = try RxLearnProcess()
        defer { process.removeScratch() }
        let program = process.workspace.deletingLastPathComponent().appendingPathComponent("typo.swift")
        try "let count = 3\nprint(cuont)\n".write(to: program, atomically: true, encoding: .utf8)
        let result = try process.run(["run", program.path])
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("typo.swift:2:7: error: cannot find 'cuont' in scope"))
    }

    @Test func runUsesTheLearnersEditedCopy() throws {
        let process = try RxLearnProcess()
        defer { process.removeScratch() }
        let edited = process.workspace.appendingPathComponent("cells/tiny-fail/four.swift")
        try FileManager.default.createDirectory(at: edited.deletingLastPathComponent(), withIntermediateDirectories: true)
        try "print(\"four is\", 5)\n".write(to: edited, atomically: true, encoding: .utf8)
        let result = try process.run(["run", "tiny-fail", "--lessons", RxLearnProcess.fixture("tiny")])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "four is 5\n")
        #expect(result.stderr.contains("ran your edited copy"))
    }

    /// An edited copy saved as Latin-1 is never passed over for the lesson's code: the cell fails
    /// with a sentence that names the encoding, and no match is recorded for it.
    @Test func anEditedCopyThatIsNotUTF8IsNamedAndNothingRunsInItsPlace() throws {
        let process = try RxLearnProcess()
        defer { process.removeScratch() }
        let edited = process.workspace.appendingPathComponent("cells/tiny-pass/two.swift")
        try FileManager.default.createDirectory(at: edited.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("print(\"caf\u{E9}\")\n".data(using: .isoLatin1)!).write(to: edited)
        let result = try process.run(["run", "tiny-pass", "--lessons", RxLearnProcess.fixture("tiny")])
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty, "the lesson's own code ran: \(result.stdout)")
        #expect(result.stderr.contains("two.swift is not UTF-8 text (it looks like Latin-1): save it as UTF-8"), "\(result.stderr)")
        let progress = try? String(contentsOf: process.stateHome.appendingPathComponent("rxlearn/progress.json"), encoding: .utf8)
        #expect(progress?.contains("two") != true, "a match was recorded: \(progress ?? "")")
    }

    @Test func showPrintsProseCellsAndExpectations() throws {
        let process = try RxLearnProcess()
        defer { process.removeScratch() }
        let result = try process.run(["show", "tiny-fail", "--lessons", RxLearnProcess.fixture("tiny")])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("Adding up wrongly  [tiny-fail]\n"))
        #expect(result.stdout.contains("[cell four]\n    print(\"four is\", 2 + 2)\n[expected output]\n    four is 5\n"))
    }

    @Test func showPutsTheChaptersIntroductionAboveTheLessonWhereTheCourseEntersTheChapter() throws {
        let process = try RxLearnProcess()
        defer { process.removeScratch() }
        let first = try process.run(["show", "tiny-pass", "--lessons", RxLearnProcess.fixture("tiny")])
        #expect(first.status == 0)
        #expect(first.stdout.contains("\n\n[about chapter 9.1 Tiny]\nA chapter for the command-line tests: one lesson whose cell matches"), "\(first.stdout)")
        let second = try process.run(["show", "tiny-fail", "--lessons", RxLearnProcess.fixture("tiny")])
        #expect(!second.stdout.contains("[about chapter"), "only the lesson that enters the chapter shows it: \(second.stdout)")
    }

    @Test func theRootCommandListsLessonsAndPointsAtTheSubcommands() throws {
        let process = try RxLearnProcess()
        defer { process.removeScratch() }
        let result = try process.run(["--lessons", RxLearnProcess.fixture("tiny")])
        #expect(result.status == 0)
        #expect(result.stdout.contains("9.1  Tiny\n  tiny-pass  Adding up\n"))
        #expect(result.stdoutLines.suffix(2) == ["The notebook needs a terminal: run `swift run rxlearn` in a terminal window.",
                                                 "Without one: rxlearn list | show | run | check | verify"])
        #expect(result.stdoutLines.allSatisfy { $0.count <= 80 })
    }

    @Test func doctorChecksTheWholeSetup() throws {
        let process = try RxLearnProcess()
        defer { process.removeScratch() }
        let result = try process.run(["doctor", "--lessons", RxLearnProcess.fixture("tiny")], environment: ["TERM": "dumb"])
        #expect(result.status == 0, "\(result.stdout)")
        #expect(result.stdout.contains("ok   Swift compiler: "))
        #expect(result.stdout.contains("ok   a tiny cell: compiled, linked and ran"))
        #expect(result.stdout.contains("warn terminal: TERM=dumb"))
        #expect(result.stdoutLines.last == "rxlearn is ready.")

        let broken = try process.run(["doctor", "--lessons", RxLearnProcess.fixture("tiny")],
                                     environment: ["RXLEARN_SWIFTC": "/no/such/swiftc"])
        #expect(broken.status == 1)
        #expect(broken.stdout.contains("FAIL Swift compiler: not found — "))
    }
}
