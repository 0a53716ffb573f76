import Testing
@testable import Marbles

/// `^` and `!` on a watched stream's text lane: the column before its subscription, the column
/// of its disposal (after a group drawn there), no line outside them.
@Suite struct LaneLifetimeTests {
    @Test func marksBracketTheLaneOnTheSharedAxis() {
        let lanes = [
            TimelineLane(name: "recorded", events: [.next("a", at: 100), .completed(at: 400)]),
            TimelineLane(name: "of", events: [.next("1", at: 0), .next("2", at: 0), .completed(at: 0)],
                         lifetime: LaneLifetime(subscribedAt: 0, disposedAt: 0)),
            TimelineLane(name: "early", events: [.next("x", at: 100)], lifetime: LaneLifetime(subscribedAt: 0, disposedAt: 300)),
            TimelineLane(name: "late", events: [.error("boom", at: 300)], lifetime: LaneLifetime(subscribedAt: 200, disposedAt: 300)),
            TimelineLane(name: "live", events: [.next("y", at: 200)], lifetime: LaneLifetime(subscribedAt: 100)),
        ]
        let lines = TimelineLayout(frameDuration: 10).render(lanes, width: 60)
        #expect(lines == [
            "time      0    100  200  300  400",
            "recorded  -----a--------------|",
            "of       ^(12|)!",
            "early    ^-----x---------!",
            "late               ^-----#!",
            "live          ^-----y-----------",
            "          late: error(boom) at 300",
        ])
    }

    @Test func aDisposalAfterTheLastEventStretchesTheAxisToIt() {
        let lane = TimelineLane(name: "s", events: [.next("1", at: 0)], lifetime: LaneLifetime(subscribedAt: 0, disposedAt: 1_000))
        let drawing = TimelineLayout(frameDuration: 10).draw([lane], width: 60)
        #expect(drawing.axis.end >= 1_000)
        let row = drawing.lines[1]
        #expect(row.last == "!")
        #expect(DisplayWidth.of(row) - 1 == drawing.column(of: 1_000))
    }
}
