import Testing
import Marbles

@Suite struct TimelineLayoutTests {
    @Test func lanesShareOneTimeAxisUnderARuler() {
        let lines = TimelineLayout().render([
            TimelineLane(name: "numbers", events: [.next("1", at: 10), .next("2", at: 20), .completed(at: 30)]),
            TimelineLane(name: "doubled", events: [.next("2", at: 10), .next("4", at: 20), .completed(at: 30)]),
        ])
        #expect(lines == [
            "time     0 10 20 30",
            "numbers  --1--2--|",
            "doubled  --2--4--|",
        ])
    }

    @Test func wideValuesAlignByDisplayWidth() {
        let lines = TimelineLayout().render([
            TimelineLane(name: "用户", events: [.next("🐶", at: 0), .next("用户", at: 10)]),
            TimelineLane(name: "xs", events: [.next("a", at: 0), .next("b", at: 10)]),
        ])
        #expect(lines.count == 3)
        #expect(lines.map(DisplayWidth.of) == [11, 14, 14])
        // Each value starts at the same display column in both lanes.
        let dogColumn = DisplayWidth.of(String(lines[1].prefix { $0 != "🐶" }))
        let aColumn = DisplayWidth.of(String(lines[2].prefix { $0 != "a" }))
        #expect(dogColumn == aColumn)
        #expect(lines[1] == "用户  🐶-用户-")
        #expect(lines[2] == "xs    a--b----")
    }

    @Test func longSilencesAreShortenedAndLanesEndAtTheirTerminalEvent() {
        let lines = TimelineLayout(longestGap: 3).render([
            TimelineLane(name: "hot", events: [.next("a", at: 200), .error("boom", at: 1_000)]),
            TimelineLane(name: "cold", events: [.completed(at: 200)]),
        ])
        #expect(lines == [
            "time  0   200 1000",
            "hot   ----a---#",
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
}
