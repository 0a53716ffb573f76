import CellRunner
import Foundation
import LessonKit
@testable import LessonRunner
import Marbles
@testable import NotebookCore

/// The fixture lessons under `Fixtures/lessons`, and results of runs built by hand, so that the
/// screen tests need neither a compiler nor a terminal.
enum Fixtures {
    static let testsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    static let lessonsFolder = testsFolder.appendingPathComponent("Fixtures/lessons")
    static let snapshotsFolder = testsFolder.appendingPathComponent("Snapshots")

    static let course: Course = {
        let (chapters, diagnostics) = LessonLibrary.load(folder: lessonsFolder)
        precondition(diagnostics.isEmpty, "fixture lessons have problems: \(diagnostics)")
        return Course(chapters: chapters)
    }()

    static func state(lesson id: String = "fx-just", cell: Int = 0, presentMode: Bool = false, size: ScreenSize = ScreenSize(columns: 80, rows: 24)) -> NotebookState {
        var state = NotebookState(course: course, presentMode: presentMode)
        state.navigation.lessonIndex = course.index(ofLesson: id)!
        state.navigation.stop = state.currentLesson!.stops[cell]
        state.screen.size = size
        return state
    }

    /// A finished run with `output`, judged against the cell's expectation as the runner would.
    static func result(for state: NotebookState, output: ActualOutput) -> CellRunResult {
        .ran(report(output: output, verdict: OutputComparison.compare(expected: state.currentCell!.expected, actual: output)))
    }

    /// A run's report as the runner makes it.
    static func report(status: CellReport.Status = .finished, output: ActualOutput = ActualOutput(), verdict: Verdict? = nil,
                       compileErrors: [CellDiagnostic] = []) -> CellReport {
        CellReport(status: status, stdout: "", stderr: "", recording: CellRecording(output: output, liveSubscriptionsAtEnd: 0), verdict: verdict,
                   compileErrors: compileErrors, crash: nil, wasCached: false, wallTime: .zero, executable: nil)
    }

    /// A compile error on `line` of the cell.
    static func compileError(line: Int, _ message: String) -> CellDiagnostic {
        CellDiagnostic(file: "cell.swift", line: line, column: 1, severity: .error, message: message)
    }

    /// The checker's verdict, on the example and 50 hidden inputs.
    static func checked(_ result: ExerciseVerdict.Result) -> ExerciseCheck {
        .judged(ExerciseVerdict(result: result, casesChecked: 51))
    }

    /// What the `emoji-lane` cell really prints and records.
    static let emojiLaneOutput = ActualOutput(
        lines: [PrintedLine("🐶", time: 10), PrintedLine("用户", time: 20), PrintedLine("🅰️", time: 30)],
        lanes: [RecordedLane(name: "values", events: [
            .next("🐶", at: 10), .next("用户", at: 20), .next("🅰️", at: 30), .completed(at: 30),
        ])])

    /// A wrong run of `publish-1`: it also printed the value sent before subscribing.
    static let publishWrongOutput = ActualOutput(
        lines: [PrintedLine("late: 🐶", time: 0), PrintedLine("late: 🐱", time: 0), PrintedLine("late: 用户", time: 0)],
        lanes: [RecordedLane(name: "late", events: [
            .next("🐶", at: 0), .next("🐱", at: 0), .next("用户", at: 0), .completed(at: 0),
        ])])

    /// An answer to `fx-shout` that is right on the example and wrong on a hidden input, with the
    /// check's result: what the exercise pane shows when a hidden case fails (in either language).
    static func shoutWrongOnAHiddenInput(_ state: inout NotebookState) {
        state.exercise.answers["fx-shout"] = "func solve(words: Observable<String>) -> Observable<String> {\n    words.map { $0 == \"a\" ? \"A\" : \"B\" }\n}\n"
        state.exercise.results["fx-shout"] = checked(.wrongOnHiddenInput(
            ExerciseCase(inputs: ["words": [.next("b", at: 10), .next("用户", at: 20), .error("boom", at: 30)]]),
            yours: [.next("B", at: 10), .next("B", at: 20), .error("boom", at: 30)],
            expected: [.next("B", at: 10), .next("用户", at: 20), .error("boom", at: 30)]))
    }

    /// Applies actions in turn and returns every effect. Before each, the state is drawn and
    /// keeps what the frame showed, as the session does after every change: the keys that
    /// scroll act on what the learner sees.
    @discardableResult
    static func send(_ actions: [NotebookAction], to state: inout NotebookState) -> [NotebookEffect] {
        actions.flatMap { action in
            _ = NotebookReducer.reduce(&state, .laidOut(NotebookScreen.frame(state).viewports))
            return NotebookReducer.reduce(&state, action)
        }
    }

    static func keys(_ text: String) -> [NotebookAction] {
        text.map { .key(.character($0)) }
    }
}

extension NotebookScreen {
    /// The state drawn on a screen of `size`: the state's own size set to it first, as a
    /// resize does.
    static func render(_ state: NotebookState, size: ScreenSize) -> ScreenBuffer {
        var sized = state
        sized.screen.size = size
        return render(sized)
    }
}
