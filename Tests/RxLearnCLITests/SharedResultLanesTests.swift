import LessonKit
@testable import LessonRunner
import Marbles
@testable import NotebookCore
@testable import RxLearnCLI
import Testing

/// `rxlearn run` and the notebook draw a run from the same `ResultLanes`: the same lanes, in the
/// same order and pairing, with one legend, so a letter means the same value in both.
@Suite struct SharedResultLanesTests {
    /// A cell whose lane holds values too wide to draw in full at 80 columns, and a run that
    /// recorded other values than the lesson expects, on two lanes.
    static let course: Course = {
        let text = """
        # Chapter: Wide

        ## Lesson: Wide values {#wide-values}

        ```swift cell id=wide
        print("x")
        ```

        ```marbles
        a=results-for-rx b=results-for-rxswift
        found: -a-b-a-b-a-b-a-b-a-b-|
        typed: -a--------|
        ```
        """
        return Course(chapters: [ChapterParser.parse(text: text, fileName: "9.9-wide.md").chapter!])
    }()

    static let recorded = ActualOutput(lanes: [
        RecordedLane(name: "typed", events: [.next("results-for-rx", at: 10), .completed(at: 100)]),
        RecordedLane(name: "found", events: (0..<10).map { .next($0 % 2 == 0 ? "results-for-rxjava" : "results-for-rx", at: 10 + $0 * 20) }
            + [.completed(at: 210)]),
    ])

    @Test func theCommandLineAndTheNotebookGiveTheSameLanesAndLegend() throws {
        let cell = try #require(Self.course.entries.first?.lesson.cells.first)
        let verdict = OutputComparison.compare(expected: cell.expected, actual: Self.recorded)
        #expect(!verdict.passed)
        let report = CellReport(
            status: .finished, stdout: "", stderr: "", recording: CellRecording(output: Self.recorded, liveSubscriptionsAtEnd: 0),
            verdict: verdict, compileErrors: [], crash: nil, wasCached: true, wallTime: .milliseconds(3), executable: nil)

        let commandLine = CellReportText(title: "wide-values/wide", report: report, locateLine: { "\($0)" }, expected: cell.expected)
        var state = NotebookState(course: Self.course)
        state.run.results[CellKey(lessonID: "wide-values", cellID: "wide")] = .ran(report)
        let notebook = MarblePane.lanes(for: state)

        #expect(commandLine.resultLanes() == notebook)
        // Each recorded lane, then the lesson's of its name.
        #expect(notebook.lanes.map(\.role) == [.recorded(index: 0, paired: true), .expected, .recorded(index: 1, paired: true), .expected])
        #expect(notebook.lanes.map(\.name) == ["typed", "typed", "found", "found"])
        // Drawn at one width, both write the values with the same letters and the same legend.
        let legend = notebook.legend.legendLines(width: 200)
        #expect(legend.first?.contains("=results-for-rxjava") == true, "\(legend)")
        let cliRows = commandLine.lines()
        let notebookRows = MarblePane.lines(for: state, width: CellReportText.laneWidth - CellReportText.laneIndent.count).lines.map(\.plainText)
        let cliLegend = cliRows.filter { $0.contains("=results-for-") }.map { $0.trimmingCharacters(in: .whitespaces) }
        let notebookLegend = notebookRows.filter { $0.contains("=results-for-") }.map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(!cliLegend.isEmpty && cliLegend == notebookLegend, "\(cliRows)\n\(notebookRows)")
    }
}
