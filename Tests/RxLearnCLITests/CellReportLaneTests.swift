import LessonKit
@testable import LessonRunner
import Marbles
import Testing
@testable import RxLearnCLI

/// The lanes `rxlearn run` writes on standard error: the same time axis as the notebook's, fitted
/// to 80 columns, its scale in the heading.
@Suite struct CellReportLaneTests {
    static func report(lanes: [RecordedLane]) -> CellReport {
        CellReport(
            status: .finished, stdout: "", stderr: "",
            recording: CellRecording(output: ActualOutput(lanes: lanes), liveSubscriptionsAtEnd: 0),
            verdict: nil, compileErrors: [], crash: nil, wasCached: true, wallTime: .milliseconds(5), executable: nil)
    }

    @Test func lanesAreDrawnToScaleUnderAHeadingThatStatesIt() {
        let typed = RecordedLane(name: "typed", events: [
            .next("r", at: 100), .next("a", at: 200), .next("b", at: 300), .next("c", at: 800), .completed(at: 1_000),
        ])
        let text = CellReportText(title: "op-debounce/search-box", report: Self.report(lanes: [typed]), locateLine: { "cell:\($0)" })
        let lines = text.lines()
        #expect(Array(lines.dropFirst()) == [
            "  marbles (virtual time, 1 col = 20 ms):",
            "    time   0    100  200  300  400  500  600  700  800  900  1000",
            "    typed  -----r----a----b------------------------c---------|",
        ])
    }

    @Test func aLongQuietStretchIsABreakAndEveryLineFits80Columns() {
        let ticks = RecordedLane(name: "ticks", events: (0..<5).map { .next(String($0), at: 100 * ($0 + 1)) } + [.completed(at: 60_000)])
        let wide = RecordedLane(name: "用户", events: [.next("🐶", at: 300), .next("用户", at: 60_000)])
        let lines = CellReportText(title: "t", report: Self.report(lanes: [ticks, wide]), locateLine: { "\($0)" }).lines()
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 80 }, "\(lines)")
        #expect(lines[2].contains("≈59.4s≈"), "the ruler states the skipped time: \(lines[2])")
        #expect(lines[3].contains("≈≈≈") && lines[4].contains("≈≈≈"))
    }
}
