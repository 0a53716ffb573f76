import Foundation
import Marbles
import Playground
import Testing
@testable import Notebook

/// The playground screen at 80×24 and 120×40, compared with recorded snapshots (see `Snapshot`).
/// The answers are made by hand as the player gives them, so that no compiler is needed.
@Suite struct PlaygroundSnapshotTests {
    static let sizes = [ScreenSize(columns: 80, rows: 24), ScreenSize(columns: 120, rows: 40)]

    static func check(_ name: String, _ makeState: (ScreenSize) -> NotebookState) throws {
        for size in sizes {
            let state = makeState(size)
            try Snapshot.assertMatches(NotebookScreen.render(state, size: size), named: "\(name)-\(size.columns)x\(size.rows)")
        }
    }

    /// `map`'s example (`-rx(e|) e=!` at 100 ms a frame), played.
    static let mapInput = TimelineLane(name: "typed", events: [.next("r", at: 100), .next("x", at: 200), .next("!", at: 300), .completed(at: 300)])
    static let mapOutput = TimelineLane(name: "map", events: [.next("R", at: 100), .next("X", at: 200), .next("!", at: 300), .completed(at: 300)])

    @Test func mapPlayed() throws {
        try Self.check("playground-map") { size in
            var state = PlaygroundFixtures.playground("map", size: size)
            state.acceptPlay(1, PlaygroundFixtures.answer(inputs: [Self.mapInput], outputs: [Self.mapOutput]))
            return state
        }
    }

    @Test func startingBeforeTheFirstAnswer() throws {
        try Self.check("playground-starting") { size in
            PlaygroundFixtures.playground("map", size: size)
        }
    }

    /// `catch` with its first lane being edited into something that does not parse: the last
    /// drawing stays, the problem is under the lane.
    @Test func editingALaneThatDoesNotParse() throws {
        try Self.check("playground-catch-problem") { size in
            var state = PlaygroundFixtures.playground("catch", size: size)
            let live = TimelineLane(name: "live", events: [.next("a", at: 100), .next("b", at: 200), .error("error", at: 300)])
            let cache = TimelineLane(name: "cache", events: [.next("c1", at: 0), .next("c2", at: 0), .completed(at: 0)])
            let output = TimelineLane(name: "catch", events: [.next("a", at: 100), .next("b", at: 200), .next("c1", at: 300), .next("c2", at: 300), .completed(at: 300)])
            state.acceptPlay(1, PlaygroundFixtures.answer(inputs: [live, cache], outputs: [output]))
            Fixtures.send([.key(.enter)] + Fixtures.keys("-(c"), to: &state)
            Fixtures.send([.key(.left)], to: &state)
            state.acceptPlay(4, .refused("Lane `live`, column 6: `(` opens a group that is never closed — close it with `)`."))
            return state
        }
    }

    @Test func aWindowTooSmallGetsTheNotebooksSentence() {
        let size = ScreenSize(columns: 59, rows: 17)
        let state = PlaygroundFixtures.playground("map", size: size)
        let text = NotebookScreen.render(state, size: size).text
        #expect(text.contains("rxlearn needs a window of at least"))
        #expect(!text.contains("Marble playground"))
    }

    /// A field longer than its row scrolls to keep the cursor in view, `…` marking the cut.
    @Test func aLongFieldKeepsTheCursorInView() {
        var field = MarbleField(name: "source", text: String(repeating: "-a", count: 60) + "|")
        let spans = PlaygroundScreen.textSpans(field, editing: true, room: 30)
        let shown = spans.map(\.text).joined()
        #expect(DisplayWidth.of(shown) <= 30)
        #expect(shown.hasPrefix("…") && shown.hasSuffix("-a|▏"))
        field.moveCursorToStart()
        let atStart = PlaygroundScreen.textSpans(field, editing: true, room: 30).map(\.text).joined()
        #expect(atStart.hasPrefix("▏-a-a") && atStart.hasSuffix("…"))
    }
}
