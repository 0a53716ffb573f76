import Testing
import Marbles

@Suite struct TimeAxisTests {
    private static func fit(_ lanes: [[TimedEvent]], width: Int) -> TimeAxis {
        TimeAxis.fitting(lanes, width: width) { DisplayWidth.of(TimelineLayout.label(for: $0)) }
    }

    @Test func columnsAreLinearInTime() {
        let axis = Self.fit([[.next("a", at: 100), .next("b", at: 300), .next("c", at: 400), .completed(at: 600)]], width: 70)
        let column = axis.column(of:)
        #expect(column(300) - column(100) == 2 * (column(400) - column(300)))
        #expect(column(600) - column(400) == 2 * (column(400) - column(300)))
        #expect(axis.breaks.isEmpty)
    }

    @Test func theScaleIsRoundStatedAndTheShortestGapGetsRoom() {
        let axis = Self.fit([[.next("a", at: 100), .next("b", at: 200), .completed(at: 400)]], width: 70)
        #expect(axis.millisecondsPerColumn == 20)
        #expect(axis.scaleText == "1 col = 20 ms")
        #expect(TimeAxis(start: 0, millisecondsPerColumn: 2_000, width: 10).scaleText == "1 col = 2 s")
    }

    @Test func aNarrowWidthChoosesACoarserScale() {
        let events: [TimedEvent] = (0..<10).map { .next(String($0), at: 100 * ($0 + 1)) }
        let wide = Self.fit([events], width: 200)
        let narrow = Self.fit([events], width: 30)
        #expect(wide.millisecondsPerColumn == 20 && wide.width <= 200)
        #expect(narrow.millisecondsPerColumn == 50 && narrow.width <= 30)
    }

    @Test func aLongQuietStretchIsSkippedAndItsSpanStated() {
        let events: [TimedEvent] = [.next("a", at: 100), .next("b", at: 200), .next("c", at: 300), .completed(at: 60_000)]
        let axis = Self.fit([events], width: 60)
        #expect(axis.millisecondsPerColumn == 20)
        #expect(axis.breaks.count == 1)
        let mark = axis.breaks[0]
        #expect(mark.label == "≈59.6s≈")
        #expect(mark.from > 300 && mark.to < 60_000)
        // Linear on both sides of the break, at the same scale.
        #expect(axis.column(of: 60_000) == mark.endColumn + (60_000 - mark.to) / 20)
        #expect(axis.column(of: 300) == 15)
        #expect(axis.width <= 60)
    }

    @Test func aSteadyIntervalIsNeverBroken() {
        let events: [TimedEvent] = (0..<40).map { .next("x", at: 100 * $0) }
        let axis = Self.fit([events], width: 60)
        #expect(axis.breaks.isEmpty)
    }

    @Test func eventsInOneColumnAreGroupedInTimeOrder() {
        let axis = TimeAxis(start: 0, millisecondsPerColumn: 100, width: 20)
        let groups = axis.groups(of: [.next("b", at: 150), .next("a", at: 120), .completed(at: 150), .next("c", at: 300)])
        #expect(groups == [
            TimeAxis.Group(column: 1, events: [.next("a", at: 120), .next("b", at: 150), .completed(at: 150)]),
            TimeAxis.Group(column: 3, events: [.next("c", at: 300)]),
        ])
        #expect(TimelineLayout.label(for: groups[0].events) == "(ab|)")
    }

    @Test func closeEventsInALongDiagramShareAColumnWhenTheWidthAsks() {
        let steady: [TimedEvent] = (0..<10).map { .next(String($0), at: 100 * $0) }
        let axis = Self.fit([steady + [.next("x", at: 1_000), .next("y", at: 1_003)]], width: 60)
        #expect(axis.column(of: 1_000) == axis.column(of: 1_003))
        #expect(axis.width <= 60)
    }

    @Test func labelsNeverRunIntoEachOther() {
        let words: [TimedEvent] = [.next("r", at: 100), .next("rx", at: 150), .next("rxs", at: 200), .completed(at: 400)]
        let axis = Self.fit([words], width: 60)
        let groups = axis.groups(of: words)
        for (group, next) in zip(groups, groups.dropFirst()) {
            #expect(group.column + DisplayWidth.of(TimelineLayout.label(for: group.events)) < next.column)
        }
    }

    @Test func timesInsideABreakAreDrawnAtItsMark() {
        let axis = TimeAxis(start: 0, millisecondsPerColumn: 10, skipping: [100..<5_000], width: 30)
        #expect(axis.column(of: 50) == 5)
        #expect(axis.column(of: 2_000) == 10)
        #expect(axis.breaks[0].label == "≈4.9s≈")
        #expect(axis.column(of: 5_000) == 10 + 6)
        #expect(axis.column(of: 5_100) == 10 + 6 + 10)
    }

    @Test func durationsAreWrittenAsMarblesWriteThem() {
        #expect(DurationText.written(800) == "800ms")
        #expect(DurationText.written(2_000) == "2s")
        #expect(DurationText.written(4_250) == "4.25s")
        #expect(DurationText.written(50, spaced: true) == "50 ms")
        #expect(DurationText.milliseconds(DurationText.written(4_250)) == 4_250)
    }
}
