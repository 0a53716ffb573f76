import Foundation
import LessonKit
import Testing
@testable import RxLearnCLI

/// The command helpers that need no child process.
@Suite struct HelperTests {
    @Test func runTargetsTellFilesFromLessonIDs() throws {
        #expect(try RunTarget.resolve("4.1-create") == .lesson(id: "4.1-create"))
        #expect(throws: (any Error).self) { try RunTarget.resolve("missing.swift") }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("rxlearn-target-\(UUID().uuidString).swift")
        try "print(1)".write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        #expect(try RunTarget.resolve(file.path) == .file(file))
    }

    @Test func terminalCapabilitiesFollowTheEnvironment() {
        let rich = TerminalCapabilities.detect(environment: ["TERM": "xterm-256color"], stdinIsTerminal: true,
                                               stdoutIsTerminal: true, windowSize: (120, 40))
        #expect(rich.colors == 256)
        #expect(rich.notebookProblem == nil)
        #expect(rich.summary == "TERM=xterm-256color, stdin and stdout are terminals, 256 colors, 120×40")

        let piped = TerminalCapabilities.detect(environment: ["TERM": "xterm", "COLUMNS": "100", "LINES": "30"],
                                                stdinIsTerminal: true, stdoutIsTerminal: false, windowSize: nil)
        #expect(piped.colors == 8)
        #expect(piped.size?.columns == 100)
        #expect(piped.notebookProblem != nil)

        let noColor = TerminalCapabilities.detect(environment: ["TERM": "xterm-256color", "NO_COLOR": "1", "COLORTERM": "truecolor"],
                                                  stdinIsTerminal: true, stdoutIsTerminal: true, windowSize: (80, 24))
        #expect(noColor.colors == 0)
        #expect(noColor.summary.contains("colors off (NO_COLOR)"))

        let dumb = TerminalCapabilities.detect(environment: ["TERM": "dumb"], stdinIsTerminal: true, stdoutIsTerminal: true, windowSize: (80, 24))
        #expect(dumb.colors == 0)
        #expect(dumb.notebookProblem?.problem.contains("TERM is dumb") == true)

        let tiny = TerminalCapabilities.detect(environment: ["TERM": "xterm", "COLORTERM": "24bit"], stdinIsTerminal: true,
                                               stdoutIsTerminal: true, windowSize: (40, 10))
        #expect(tiny.colors == 16_777_216)
        #expect(tiny.notebookProblem?.problem.contains("40×10") == true)
    }

    @Test func doctorLinesPutTheFixAfterADash() {
        let check = DoctorCheck(status: .failure, subject: "Swift compiler", detail: "not found", fix: "install one")
        #expect(check.line == "FAIL Swift compiler: not found — install one")
        #expect(DoctorCheck(status: .ok, subject: "lessons", detail: "fine").line == "ok   lessons: fine")
    }

    @Test func lintSummaryCountsWithPlurals() {
        #expect(LintSummary.count(1, "error") == "1 error")
        #expect(LintSummary.count(0, "warning") == "0 warnings")
    }

    @Test func lessonStandingCountsOnlyCellsThatStillExist() {
        let cell = { (id: String) in
            Cell(id: id, code: SwiftCode(source: "", location: SourceLocation(file: "f", line: 1)), expected: ExpectedOutput(),
                 location: SourceLocation(file: "f", line: 1))
        }
        let lesson = Lesson(id: "l", title: "L", section: "1", setup: nil, items: [.cell(cell("a")), .cell(cell("b"))],
                            location: SourceLocation(file: "f", line: 1))
        var progress = LearnerProgress()
        #expect(LessonStanding(lesson: lesson, progress: progress).state == .new)
        progress.apply(.cellMatched(lessonID: "l", cellID: "renamed-long-ago"))
        #expect(LessonStanding(lesson: lesson, progress: progress).state == .visited)
        progress.apply(.cellMatched(lessonID: "l", cellID: "a"))
        #expect(LessonStanding(lesson: lesson, progress: progress) .state == .started)
        progress.apply(.cellMatched(lessonID: "l", cellID: "b"))
        let done = LessonStanding(lesson: lesson, progress: progress)
        #expect(done.state == .done)
        #expect(done.matchedCells == 2 && done.totalCells == 2)
    }
}
