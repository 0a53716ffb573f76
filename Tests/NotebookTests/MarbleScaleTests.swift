import LessonKit
import Marbles
import Testing
@testable import NotebookCore

/// The marble pane on its time axis: the scale in the title, step mode drawing each lane up to
/// the stepped-to time only, the cursor under that time.
@Suite struct MarbleScaleTests {
    /// A wrong run of `emoji-lane` with uneven gaps: 10, 20, then 10 milliseconds.
    static let unevenOutput = ActualOutput(
        lines: [PrintedLine("a", time: 10), PrintedLine("b", time: 20), PrintedLine("c", time: 40)],
        lanes: [RecordedLane(name: "keys", events: [
            .next("a", at: 10), .next("b", at: 20), .next("c", at: 40), .completed(at: 50),
        ])])

    static func state(revealed: Int?) -> NotebookState {
        var state = Fixtures.state(lesson: "fx-interval")
        state.run.results[state.currentKey!] = Fixtures.result(for: state, output: unevenOutput)
        state.step.revealed = revealed
        return state
    }

    @Test func theLaneIsToScaleAndTheTitleStatesTheScale() {
        let content = MarblePane.lines(for: Self.state(revealed: nil), width: 80)
        #expect(content.titleNote == "1 col = 2 ms · 2 lanes")
        let lines = content.lines.map(\.plainText)
        #expect(lines[0] == "time             0    10   20   30   40   50")
        let keys = lines[1]
        let column = { (mark: Character) in DisplayWidth.of(String(keys.prefix { $0 != mark })) }
        // 10 ms between a and b, 20 between b and c: twice the columns.
        #expect(column("c") - column("b") == 2 * (column("b") - column("a")))
    }

    /// A lane never runs on to where its next event will come (which would give that away): it
    /// ends at the stepped-to time, the recorded lane and the lesson's alike.
    @Test func stepModeDrawsEachLaneUpToTheSteppedToTimeOnly() {
        let full = MarblePane.lines(for: Self.state(revealed: nil), width: 80).lines[1].plainText
        let drawing = TimelineDrawing.of(
            [TimelineLane(name: "keys", events: Self.unevenOutput.lanes[0].events),
             TimelineLane(name: "values (lesson)", events: Self.state(revealed: nil).currentCell!.expected.lanes[0].events)],
            frameDuration: 10, width: 80)
        // Steps: a, its line, b, its line, c, its line, completed. At step 0 only the names.
        let start = MarblePane.lines(for: Self.state(revealed: 0), width: 80)
        #expect(start.lines[1].plainText.trimmingCharacters(in: .whitespaces) == "keys")
        #expect(start.lines[2].plainText.trimmingCharacters(in: .whitespaces) == "values (lesson)")
        // The lesson's lane has events at 10, 20 and 30: each step shows those up to its time.
        for (revealed, now, lessonNext) in [(2, 10, 20), (4, 20, 30), (6, 40, nil)] {
            let content = MarblePane.lines(for: Self.state(revealed: revealed), width: 80)
            let lane = content.lines[1].plainText
            // Up to the event just revealed (one column), not a column further.
            #expect(DisplayWidth.of(lane) == drawing.column(of: now) + 1, "step \(revealed): \(lane)")
            #expect(full.hasPrefix(lane))
            let lesson = content.lines[2].plainText
            #expect(DisplayWidth.of(lesson) > drawing.column(of: min(now, 30)), "step \(revealed): \(lesson)")
            if let lessonNext { #expect(DisplayWidth.of(lesson) <= drawing.column(of: lessonNext), "step \(revealed): \(lesson)") }
            #expect(content.titleNote.hasPrefix("1 col = 2 ms · step \(revealed)/7"))
        }
        let last = MarblePane.lines(for: Self.state(revealed: 7), width: 80).lines[1].plainText
        #expect(last == full)
    }

    @Test func theCursorStandsUnderTheSteppedToTime() {
        let content = MarblePane.lines(for: Self.state(revealed: 3), width: 80)
        let cursor = content.lines.map(\.plainText).first { $0.contains("▲") }!
        #expect(cursor.trimmingPrefix(while: { $0 == " " }) == "▲ now 20")
        let lane = content.lines[1].plainText
        #expect(DisplayWidth.of(String(cursor.prefix { $0 == " " })) == DisplayWidth.of(String(lane.prefix { $0 != "b" })))
    }

    @Test func stepModeWritesTheSameLettersAsTheLaneWhenValuesAreAbbreviated() {
        var state = Fixtures.state(lesson: "fx-interval")
        let events: [TimedEvent] = (1...8).map { .next($0 < 8 ? "waiting" : "ready", at: 10 * $0) } + [.completed(at: 80)]
        let output = ActualOutput(lanes: [RecordedLane(name: "keys", events: events)])
        state.run.results[state.currentKey!] = Fixtures.result(for: state, output: output)
        let full = MarblePane.lines(for: state, width: 60).lines.map(\.plainText)
        #expect(full.contains { $0.contains("w=waiting  r=ready") }, "\(full)")
        // Steps: the 8 events; after the 8th (ready) only the completion of its column is hidden.
        state.step.revealed = 8
        // The legend comes right under the ruler, where it stays in view; the lane after it.
        #expect(full[1].contains("w=waiting  r=ready"))
        let cut = MarblePane.lines(for: state, width: 60).lines[2].plainText
        #expect(cut.hasSuffix("(r"), "\(cut)")
        #expect(full[2].hasPrefix(cut))
    }

    @Test func aDrawingTooDenseForThePaneEndsItsRowsWithAMark() {
        var state = Fixtures.state(lesson: "fx-interval")
        // Events 1 ms apart for 100 ms: no scale keeps them apart in 40 columns.
        let events: [TimedEvent] = (0..<100).map { .next(String($0 % 10), at: $0) }
        state.run.results[state.currentKey!] = Fixtures.result(for: state, output: ActualOutput(lanes: [RecordedLane(name: "keys", events: events)]))
        let lines = MarblePane.lines(for: state, width: 40).lines.map(\.plainText)
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 40 })
        #expect(lines[1].hasSuffix("…"))
    }
}
