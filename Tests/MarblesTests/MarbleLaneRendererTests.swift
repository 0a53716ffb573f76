import Testing
import Marbles

@Suite struct MarbleLaneRendererTests {
    @Test func rendersFramesAndRoundTrips() throws {
        let events: [TimedEvent] = [.next("1", at: 10), .next("2", at: 30), .completed(at: 50)]
        let lane = MarbleLaneRenderer.render(events)
        #expect(lane.marbles == "-1-2-|")
        #expect(lane.isExact)
        #expect(try MarbleParser.parse(lane.marbles).events == events)
    }

    @Test func sameTimeEventsBecomeAGroup() throws {
        let events: [TimedEvent] = [.next("a", at: 0), .next("b", at: 0), .completed(at: 0)]
        let lane = MarbleLaneRenderer.render(events)
        #expect(lane.marbles == "(ab|)")
        #expect(try MarbleParser.parse(lane.marbles).events == events)
    }

    @Test func longValuesGetSymbolsAndAValueMap() throws {
        let events: [TimedEvent] = [.next("🐶", at: 10), .next("a", at: 20), .next("hello", at: 30), .error("boom", at: 40)]
        let lane = MarbleLaneRenderer.render(events)
        #expect(lane.marbles == "-bac#")
        #expect(lane.valueMapText == "b=🐶 c=hello")
        #expect(lane.errorMessage == "boom")
        var values: [Character: String] = [:]
        for entry in lane.values { values[entry.symbol] = entry.text }
        #expect(try MarbleParser.parse(lane.marbles, values: values, errorMessage: lane.errorMessage).events == events)
    }

    @Test func offFrameTimesAndLongGapsUseTimeProgression() throws {
        let events: [TimedEvent] = [.next("a", at: 15), .next("b", at: 1_025), .completed(at: 1_035)]
        let lane = MarbleLaneRenderer.render(events, longestDashRun: 40)
        #expect(lane.marbles == "- 5ms a 1000ms b|")
        #expect(try MarbleParser.parse(lane.marbles).events == events)
    }

    @Test func eventsTooCloseAfterAGroupAreMarkedInexact() {
        let events: [TimedEvent] = [.next("a", at: 0), .next("b", at: 0), .next("c", at: 10)]
        #expect(!MarbleLaneRenderer.render(events).isExact)
        #expect(MarbleLaneRenderer.render([.next("a", at: -10)]).isExact == false)
    }
}
