import Foundation
import Marbles
import Playground
import Localization
import Testing
@testable import NotebookCore

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

    /// The screen's text is made here rather than read from the engine's catalog, so that these
    /// snapshots change only when the screen does.
    static func opened(_ playground: PlaygroundState, size: ScreenSize) -> NotebookState {
        var state = PlaygroundFixtures.state(size: size)
        state.playground = playground
        // As opening it does: one play asked for.
        state.playground?.requested = state.work.issueID()
        return state
    }

    static let map = PlaygroundState(
        subject: .single(operatorName: "map"), origin: .notebook, title: "map",
        summary: [Phrase("`map`: applies a function to every element (here: capitals)")], youChange: Phrase("the elements typed in."),
        operators: ["map"], frameDuration: 100, fields: [MarbleField(name: "typed", text: "-rx(e|) e=!")])

    static let catchOperator = PlaygroundState(
        subject: .single(operatorName: "catch"), origin: .notebook, title: "catch",
        summary: [Phrase("`catch`: replaces an error with a fallback sequence")], youChange: Phrase("the failing source and the fallback it switches to."),
        operators: ["catch"], frameDuration: 100,
        fields: [MarbleField(name: "live", text: "-ab#"), MarbleField(name: "cache", text: "(xy|) x=c1 y=c2")])

    static let flatMaps = PlaygroundState(
        subject: .comparison(name: "flatMap-flatMapLatest-concatMap", operatorName: "flatMap"), origin: .notebook,
        title: "flatMap · flatMapLatest · concatMap",
        summary: [Phrase("`flatMap`: every inner sequence, merged"), Phrase("`flatMapLatest`: only the latest inner sequence"),
                  Phrase("`concatMap`: one inner sequence after another")],
        youChange: Phrase("the inputs, played through each operator at once: one output lane per operator."),
        operators: ["flatMap", "flatMapLatest", "concatMap"], frameDuration: 100,
        fields: [MarbleField(name: "outer", text: "-a--b---|"), MarbleField(name: "inner", text: "-1-2|")])

    @Test func mapPlayed() throws {
        try Self.check("playground-map") { size in
            var state = Self.opened(Self.map, size: size)
            state.acceptPlay(1, PlaygroundFixtures.answer(inputs: [Self.mapInput], outputs: [Self.mapOutput]))
            return state
        }
    }

    @Test func startingBeforeTheFirstAnswer() throws {
        try Self.check("playground-starting") { size in
            Self.opened(Self.map, size: size)
        }
    }

    /// `debug`: the printed lines are what it shows, each at its virtual time.
    @Test func debugWithItsPrintedLines() throws {
        try Self.check("playground-debug-printed") { size in
            let debug = PlaygroundState(
                subject: .single(operatorName: "debug"), origin: .notebook, title: "debug",
                summary: [Phrase("`debug`: prints every event, before and after take(2)")], youChange: Phrase("the source; the printed lines follow it."),
                operators: ["debug"], frameDuration: 150, fields: [MarbleField(name: "ticks", text: "-0-1-2-3-")])
            var state = Self.opened(debug, size: size)
            let ticks = TimelineLane(name: "ticks", events: [.next("0", at: 150), .next("1", at: 300), .next("2", at: 450), .next("3", at: 600)])
            let output = TimelineLane(name: "debug", events: [.next("0", at: 150), .next("1", at: 300), .completed(at: 300)])
            let printed = [(0, "take -> subscribed"), (0, "ticks -> subscribed"), (150, "ticks -> Event next(0)"), (150, "take -> Event next(0)"),
                           (300, "ticks -> Event next(1)"), (300, "take -> Event next(1)"), (300, "take -> Event completed"),
                           (300, "take -> isDisposed"), (300, "ticks -> isDisposed")]
                .map { PlaygroundPrintedLine(time: $0.0, text: $0.1) }
            state.acceptPlay(1, .drawn(PlaygroundLanes(inputs: [ticks], outputs: [output], printed: printed), note: nil))
            return state
        }
    }

    /// Three operators on one input, one output lane each, named after it.
    @Test func comparisonOfTheFlatMaps() throws {
        try Self.check("playground-compare-flatmaps") { size in
            var state = Self.opened(Self.flatMaps, size: size)
            state.acceptPlay(1, PlaygroundFixtures.flatMapsAnswer)
            return state
        }
    }

    /// `catch` with its first lane being edited into something that does not parse: the last
    /// drawing stays, the problem is under the lane.
    @Test func editingALaneThatDoesNotParse() throws {
        try Self.check("playground-catch-problem") { size in
            var state = Self.opened(Self.catchOperator, size: size)
            let live = TimelineLane(name: "live", events: [.next("a", at: 100), .next("b", at: 200), .error("error", at: 300)])
            let cache = TimelineLane(name: "cache", events: [.next("c1", at: 0), .next("c2", at: 0), .completed(at: 0)])
            let output = TimelineLane(name: "catch", events: [.next("a", at: 100), .next("b", at: 200), .next("c1", at: 300), .next("c2", at: 300), .completed(at: 300)])
            state.acceptPlay(1, PlaygroundFixtures.answer(inputs: [live, cache], outputs: [output]))
            Fixtures.send([.key(.enter)] + Fixtures.keys("-(c"), to: &state)
            Fixtures.send([.key(.left)], to: &state)
            state.acceptPlay(4, .refused(Phrase("Lane `live`, column 6: `(` opens a group that is never closed — close it with `)`.")))
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
