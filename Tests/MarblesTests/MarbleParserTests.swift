import Testing
import Marbles

@Suite struct MarbleParserTests {
    @Test func dashesAdvanceOneFrameAndSymbolsAreEvents() throws {
        let diagram = try MarbleParser.parse("-a-b-|")
        #expect(diagram.events == [.next("a", at: 10), .next("b", at: 30), .completed(at: 50)])
        #expect(diagram.subscriptionOffset == nil)
    }

    @Test func frameDurationIsConfigurable() throws {
        let diagram = try MarbleParser.parse("--1|", frameDuration: 100)
        #expect(diagram.events == [.next("1", at: 200), .completed(at: 300)])
    }

    @Test func groupsShareAFrameAndAdvanceByTheirLength() throws {
        // As in RxJS: `(bc)` puts b and c at the group's frame and takes four frames.
        let diagram = try MarbleParser.parse("-a-(bc)-|")
        #expect(diagram.events == [
            .next("a", at: 10), .next("b", at: 30), .next("c", at: 30), .completed(at: 80),
        ])
    }

    @Test func spacesAreIgnoredAndTimeProgressionAdvancesTime() throws {
        let diagram = try MarbleParser.parse("a 100ms b 2s c 1m |", frameDuration: 10)
        #expect(diagram.events.map(\.time) == [0, 110, 2_120, 62_130])
    }

    @Test func digitsNotAfterASpaceAreValues() throws {
        let diagram = try MarbleParser.parse("-10ms|")
        #expect(diagram.events.map(\.eventText) == ["next(1)", "next(0)", "next(m)", "next(s)", "completed"])
    }

    @Test func subscriptionPointMakesTimesRelative() throws {
        let diagram = try MarbleParser.parse("-a-^-b-|")
        #expect(diagram.subscriptionOffset == 30)
        #expect(diagram.events == [.next("a", at: -20), .next("b", at: 20), .completed(at: 40)])
    }

    @Test func valueMapAndErrorMessage() throws {
        let diagram = try MarbleParser.parse("-a-#", values: ["a": "🐶"], errorMessage: "boom")
        #expect(diagram.events == [.next("🐶", at: 10), .error("boom", at: 30)])
        let anyError = try MarbleParser.parse("#")
        #expect(anyError.events == [.error(nil, at: 0)])
    }

    @Test(arguments: [
        ("-a-*-|", 4, "`*` is not a marble symbol"),
        ("-(ab", 2, "the group opened here is never closed"),
        ("-a)-|", 3, "`)` without a matching `(`"),
        ("-()-|", 3, "empty group `()`"),
        ("-((a))", 3, "groups cannot be nested"),
        ("^-a-^", 5, "a second subscription point `^`"),
        ("-a-|-b", 6, "an event after the sequence ended at column 4"),
        ("(a-b)", 3, "`-` inside a group"),
        ("(a 10ms b)", 4, "a time progression cannot stand inside a group"),
    ])
    func malformedMarblesNameTheColumn(marbles: String, column: Int, message: String) {
        #expect {
            try MarbleParser.parse(marbles)
        } throws: { error in
            guard let error = error as? MarbleSyntaxError else { return false }
            return error.column == column && error.message == message && !error.fix.isEmpty
        }
    }

    @Test func columnsCountCharactersNotBytes() {
        #expect {
            try MarbleParser.parse("é-🐶")
        } throws: { error in
            (error as? MarbleSyntaxError)?.column == 3
        }
    }

    @Test func durationText() {
        #expect(DurationText.milliseconds("10ms") == 10)
        #expect(DurationText.milliseconds("2s") == 2_000)
        #expect(DurationText.milliseconds("1.5s") == 1_500)
        #expect(DurationText.milliseconds("1m") == 60_000)
        #expect(DurationText.milliseconds("0.5ms") == nil)
        #expect(DurationText.milliseconds("ms") == nil)
        #expect(DurationText.milliseconds("10") == nil)
        #expect(DurationText.milliseconds("1.s") == nil)
        #expect(DurationText.milliseconds("10h") == nil)
    }
}
