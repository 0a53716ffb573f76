import Testing
import Marbles

@Suite struct TimelineLayoutTests {
    @Test func lanesShareOneTimeAxisUnderARuler() {
        let drawing = TimelineLayout().draw([
            TimelineLane(name: "numbers", events: [.next("1", at: 10), .next("2", at: 20), .completed(at: 30)]),
            TimelineLane(name: "doubled", events: [.next("2", at: 10), .next("4", at: 20), .completed(at: 30)]),
        ])
        #expect(drawing.lines == [
            "time     0    10   20   30",
            "numbers  -----1----2----|",
            "doubled  -----2----4----|",
        ])
        #expect(drawing.axis.scaleText == "1 col = 2 ms")
        #expect(drawing.column(of: 20) == 19)
    }

    @Test func wideValuesAlignByDisplayWidth() {
        let lines = TimelineLayout().render([
            TimelineLane(name: "用户", events: [.next("🐶", at: 0), .next("用户", at: 10)]),
            TimelineLane(name: "xs", events: [.next("a", at: 0), .next("b", at: 10)]),
        ])
        #expect(lines == [
            "time  0    10",
            "用户  🐶---用户-",
            "xs    a----b----",
        ])
        #expect(lines.dropFirst().map(DisplayWidth.of) == [16, 16])
    }

    @Test func aGapTwiceAsLongIsDrawnTwiceAsWide() {
        let lines = TimelineLayout().render([
            TimelineLane(name: "gaps", events: [.next("a", at: 100), .next("b", at: 200), .next("c", at: 400), .completed(at: 500)]),
        ])
        #expect(lines == [
            "time  0    100  200  300  400  500",
            "gaps  -----a----b---------c----|",
        ])
    }

    @Test func aLongQuietStretchBecomesAMarkedBreakInTheRulerAndEveryLane() {
        let ticks: [TimedEvent] = (0..<5).map { .next(String($0), at: 100 * ($0 + 1)) } + [.completed(at: 4_900)]
        let drawing = TimelineLayout().draw([
            TimelineLane(name: "ticks", events: ticks),
            TimelineLane(name: "stopped", events: [.next("s", at: 4_900)]),
            TimelineLane(name: "done", events: [.completed(at: 100)]),
        ], width: 60)
        #expect(drawing.lines == [
            "time     0    100  200  300  400  500 ≈4.3s≈ 4900",
            "ticks    -----0----1----2----3----4---≈≈≈≈≈≈-|",
            "stopped  -----------------------------≈≈≈≈≈≈-s-",
            "done     -----|                       ≈≈≈≈≈≈",
        ])
        #expect(drawing.axis.breaks.map(\.skipped) == [4_300])
    }

    @Test func twoBreaksAreEachMarkedAndStated() {
        let events: [TimedEvent] = [
            .next("a", at: 100), .next("b", at: 200), .next("c", at: 300),
            .next("d", at: 59_000), .next("e", at: 59_100), .completed(at: 120_000),
        ]
        let drawing = TimelineLayout().draw([TimelineLane(name: "xs", events: events)], width: 60)
        #expect(drawing.axis.breaks.count == 2)
        #expect(drawing.lines.allSatisfy { DisplayWidth.of($0) <= 60 })
        for mark in drawing.axis.breaks {
            #expect(drawing.lines[0].contains(mark.label))
            // The mark stands at the same column in the ruler and the lane.
            let ruler = DisplayWidth.prefix(of: drawing.lines[0], fitting: drawing.trackStart + mark.column + 1)
            let lane = DisplayWidth.prefix(of: drawing.lines[1], fitting: drawing.trackStart + mark.column + 1)
            #expect(ruler.last == "≈" && lane.last == "≈")
        }
    }

    @Test func longSilencesWithoutABreakStayLinearAndLanesEndAtTheirTerminalEvent() {
        let lines = TimelineLayout().render([
            TimelineLane(name: "hot", events: [.next("a", at: 200), .error("boom", at: 1_000)]),
            TimelineLane(name: "cold", events: [.completed(at: 200)]),
        ])
        #expect(lines == [
            "time  0         500       1000",
            "hot   ----a---------------#",
            "cold  ----|",
            "      hot: error(boom) at 1000",
        ])
    }

    @Test func severalEventsInOneFrameAreGrouped() {
        let lines = TimelineLayout().render([
            TimelineLane(name: "xs", events: [.next("a", at: 0), .next("b", at: 0), .completed(at: 0)]),
            TimelineLane(name: "ys", events: [.next("10", at: 0), .next("20", at: 0)]),
        ])
        #expect(lines == [
            "time  0",
            "xs    (ab|)",
            "ys    (10,20)-",
        ])
    }

    @Test func everyLineFitsTheWidthWithWideValues() {
        let lanes = [
            TimelineLane(name: "用户", events: (0..<8).map { .next($0 % 2 == 0 ? "🐶" : "用户", at: 100 * $0) } + [.completed(at: 900)]),
            TimelineLane(name: "plain", events: (0..<8).map { .next("x", at: 100 * $0 + 50) }),
        ]
        // From 56 columns the lanes fit at 1 col = 20 ms; narrower, no scale keeps 用户 and 🐶
        // apart and the drawing is as narrow as it can be while readable (the pane scrolls).
        for width in 56...120 {
            let drawing = TimelineLayout().draw(lanes, width: width)
            for line in drawing.lines {
                #expect(DisplayWidth.of(line) <= width, "\(line) at width \(width)")
            }
            // The wide values stand at their times' columns: 用户 at 300 (the lane's name is
            // the first 用) starts where 300 is.
            #expect(Self.column(ofOccurrence: 3, of: "用", in: drawing.lines[1]) == drawing.column(of: 300))
        }
    }

    @Test func tooDenseForTheWidthStaysReadable() {
        let lanes = [TimelineLane(name: "用户", events: (0..<8).map { .next($0 % 2 == 0 ? "🐶" : "用户", at: 100 * $0) })]
        let drawing = TimelineLayout().draw(lanes, width: 30)
        // Too narrow for 🐶 and 用户 at any scale: letters with a legend, each value its column.
        #expect(drawing.lines[1] == "用户  a-b-a-b-a-b-a-b-")
        #expect(drawing.lines[2] == "      a=🐶  b=用户")
        #expect(drawing.axis.groups(of: lanes[0].events).count == 8)
        // Narrower still: the scale stays readable and the drawing is wider than asked.
        let narrower = TimelineLayout().draw(lanes, width: 20)
        #expect(narrower.axis.groups(of: lanes[0].events).count == 8)
    }

    @Test func lanesDrawnSeparatelyCanShareOneAxis() {
        let layout = TimelineLayout()
        let first = layout.draw([TimelineLane(name: "a", events: [.next("1", at: 100), .completed(at: 300)])], width: 60)
        let second = layout.draw([TimelineLane(name: "b", events: [.next("2", at: 200)])], on: first.axis, trackStart: first.trackStart)
        #expect(second.axis == first.axis)
        #expect(second.lines[0] == first.lines[0])
        #expect(DisplayWidth.of(String(second.lines[1].prefix { $0 != "2" })) == first.column(of: 200))
    }

    /// The display column where the `n`th `character` (from 1) of `line` starts.
    private static func column(ofOccurrence n: Int, of character: Character, in line: String) -> Int? {
        var column = 0
        var seen = 0
        for each in line {
            if each == character {
                seen += 1
                if seen == n { return column }
            }
            column += DisplayWidth.of(each)
        }
        return nil
    }
}

@Suite struct LaneLabelsTests {
    @Test func valuesTooLongForAnyFittingScaleBecomeLettersWithALegend() {
        let typing = (0..<10).map { TimedEvent.next($0 < 9 ? "false" : "true", at: 100 * ($0 + 1)) }
        let drawing = TimelineLayout().draw([TimelineLane(name: "valid", events: typing)], width: 60)
        #expect(drawing.lines == [
            "time   0    100  200  300  400  500  600  700  800  900",
            "valid  -----f----f----f----f----f----f----f----f----f----t-",
            "       f=false  t=true",
        ])
        #expect(drawing.labels.legend.map(\.value) == ["false", "true"])
        // Wide enough for the words: written in full, no legend.
        let wide = TimelineLayout().draw([TimelineLane(name: "valid", events: typing)], width: 130)
        #expect(wide.labels.legend.isEmpty && wide.lines[1].contains("false"))
    }

    @Test func lettersNeverClashWithValuesThatStandForThemselves() {
        let labels = LaneLabels.symbols(for: [[.next("f", at: 0), .next("false", at: 10), .next("95", at: 20), .next("用户", at: 30)]])
        #expect(labels.legend.map { "\($0.symbol)=\($0.value)" } == ["a=false", "b=95", "c=用户"])
        #expect(labels.label(for: [.next("false", at: 10), .completed(at: 10)]) == "(a|)")
        #expect(labels.openLabel(for: [.next("f", at: 0), .next("95", at: 0)]) == "(fb")
    }

    @Test func theLegendWrapsToTheWidth() {
        let values = (0..<6).map { TimedEvent.next("value number \($0)", at: 10 * $0) }
        let lines = LaneLabels.symbols(for: [values]).legendLines(width: 40)
        #expect(lines.count > 1)
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 40 })
        #expect(lines.joined(separator: "  ").contains("e=value number 5"))
    }
}

/// The ruler's title is the caller's word (the catalog's, in the learner's language): a Chinese
/// one, two columns a character, sets the lanes' column as its display width says.
@Suite struct TimelineLayoutRulerTitleTests {
    @Test func aChineseRulerTitleAlignsTheLanesByDisplayWidth() {
        let lanes = [TimelineLane(name: "ab", events: [.next("1", at: 0), .completed(at: 100)])]
        let lines = TimelineLayout(frameDuration: 10, rulerTitle: "时间").render(lanes, width: 80)
        #expect(lines[0].hasPrefix("时间  0"))
        #expect(lines[1].hasPrefix("ab    1"))
        #expect(DisplayWidth.of(String(lines[0].prefix(4))) == 6 && lines[1].dropFirst(6).first == "1")
        // English by default, as before.
        #expect(TimelineLayout(frameDuration: 10).render(lanes, width: 80)[0].hasPrefix("time  0"))
    }
}
