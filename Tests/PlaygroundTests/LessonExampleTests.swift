import Foundation
import LessonKit
import Marbles
import Testing
@testable import Playground

/// Every operator's default example reproduces its lesson's drawn example: the lesson's input
/// lanes are the catalog's defaults, and what the real operator gives on them is the lesson's
/// expected lane.
@Suite(.serialized) struct LessonExampleTests {
    /// Which lesson cell an operator's example follows, which of its expected lanes are the
    /// operator's outputs (lesson lane → playground lane) and which are its inputs (lesson lane →
    /// input name). Inputs missing here differ from the lesson on purpose (a lane the lesson cuts
    /// short where the playground lets it run on) or are not lanes in the lesson (subscribers).
    struct Example: Sendable, CustomStringConvertible {
        let operatorName: String
        let cellID: String
        let outputs: [String: String]
        var inputs: [String: String] = [:]
        var description: String { operatorName }
    }

    static let examples: [Example] = [
        Example(operatorName: "amb", cellID: "race", outputs: ["fastest": "amb"], inputs: ["mirrorA": "mirrorA", "mirrorB": "mirrorB"]),
        Example(operatorName: "buffer", cellID: "batches", outputs: ["batches": "buffer"], inputs: ["events": "events"]),
        Example(operatorName: "catch", cellID: "fallback", outputs: ["shown": "catch"], inputs: ["live": "live"]),
        Example(operatorName: "combineLatest", cellID: "lanes", outputs: ["choice": "combineLatest"], inputs: ["size": "size", "color": "color"]),
        Example(operatorName: "concat", cellID: "lanes", outputs: ["played": "concat"], inputs: ["intro": "intro", "main": "main"]),
        Example(operatorName: "concatMap", cellID: "lanes", outputs: ["concatMap": "concatMap"], inputs: ["files": "files"]),
        Example(operatorName: "connect", cellID: "doc-connect",
                outputs: ["subscription1": "connect 1", "subscription2": "connect 2", "subscription3": "connect 3"]),
        Example(operatorName: "create", cellID: "wrap-a-callback", outputs: ["readings": "create"]),
        Example(operatorName: "debounce", cellID: "search-box", outputs: ["searched": "debounce"], inputs: ["typed": "typed"]),
        Example(operatorName: "debug", cellID: "before-and-after", outputs: ["taken": "debug"]),
        Example(operatorName: "deferred", cellID: "snapshot-or-current", outputs: ["deferred": "deferred"]),
        Example(operatorName: "delay", cellID: "lanes", outputs: ["delayed": "delay"], inputs: ["messages": "messages"]),
        Example(operatorName: "delaySubscription", cellID: "hot-and-cold",
                outputs: ["lateTaps": "delaySubscription taps", "lateCountdown": "delaySubscription countdown"], inputs: ["taps": "taps"]),
        Example(operatorName: "dematerialize", cellID: "error-to-completion", outputs: ["progress": "dematerialize"], inputs: ["download": "download"]),
        Example(operatorName: "distinctUntilChanged", cellID: "lanes", outputs: ["changes": "distinctUntilChanged"], inputs: ["input": "input"]),
        Example(operatorName: "do", cellID: "spinner", outputs: ["profile": "do"]),
        Example(operatorName: "element(at:)", cellID: "lanes", outputs: ["third": "element(at:)"], inputs: ["taps": "taps"]),
        Example(operatorName: "empty", cellID: "skip-in-flatmap", outputs: ["accepted": "empty"], inputs: ["quantities": "quantities"]),
        Example(operatorName: "error", cellID: "fail-in-flatmap", outputs: ["accepted": "error"], inputs: ["quantities": "quantities"]),
        Example(operatorName: "filter", cellID: "alarm", outputs: ["alarms": "filter"], inputs: ["readings": "readings"]),
        Example(operatorName: "flatMap", cellID: "overlapping-jobs", outputs: ["reports": "flatMap"], inputs: ["taps": "taps"]),
        Example(operatorName: "flatMapLatest", cellID: "cancelled-job", outputs: ["reports": "flatMapLatest"], inputs: ["taps": "taps"]),
        Example(operatorName: "from", cellID: "all-at-once", outputs: ["observer": "from"]),
        Example(operatorName: "groupBy", cellID: "odd-and-even", outputs: ["odd": "groupBy odd", "even": "groupBy even"], inputs: ["numbers": "numbers"]),
        Example(operatorName: "ignoreElements", cellID: "save-progress", outputs: ["done": "ignoreElements"], inputs: ["progress": "progress"]),
        Example(operatorName: "interval", cellID: "own-timer", outputs: ["early": "interval 1", "late": "interval 2"]),
        Example(operatorName: "just", cellID: "same-tick", outputs: ["observer": "just"]),
        Example(operatorName: "map", cellID: "shout", outputs: ["shown": "map"], inputs: ["typed": "typed"]),
        Example(operatorName: "merge", cellID: "two-sources", outputs: ["observer": "merge"]),
        Example(operatorName: "materialize", cellID: "on-time", outputs: ["observer": "materialize"]),
        Example(operatorName: "never", cellID: "keeps-it-open", outputs: ["observer": "never"]),
        Example(operatorName: "observe(on:)", cellID: "one-tick-later", outputs: ["observer2": "observe(on:)"], inputs: ["observer1": "source"]),
        Example(operatorName: "publish", cellID: "lanes", outputs: ["observer1": "publish 1", "observer2": "publish 2"]),
        Example(operatorName: "reduce", cellID: "basket", outputs: ["total": "reduce"], inputs: ["prices": "prices"]),
        Example(operatorName: "refCount", cellID: "connect-and-disconnect",
                outputs: ["observer1": "refCount 1", "observer2": "refCount 2", "observer3": "refCount 3"]),
        Example(operatorName: "repeatElement", cellID: "one-per-tick", outputs: ["observer": "repeatElement"]),
        Example(operatorName: "replay", cellID: "buffer-of-two", outputs: ["observer1": "replay 1", "observer2": "replay 2"]),
        Example(operatorName: "retry", cellID: "three-attempts", outputs: ["observer": "retry"]),
        Example(operatorName: "sample", cellID: "sensor-and-screen", outputs: ["shown": "sample"], inputs: ["sensor": "sensor", "refresh": "refresh"]),
        Example(operatorName: "scan", cellID: "scoreboard", outputs: ["score": "scan"], inputs: ["points": "points"]),
        Example(operatorName: "share(replay:)", cellID: "late-screen", outputs: ["list": "share(replay:) 1", "detail": "share(replay:) 2"]),
        Example(operatorName: "single", cellID: "timeline", outputs: ["single": "single"]),
        Example(operatorName: "skip", cellID: "changes-only", outputs: ["changes": "skip"], inputs: ["volume": "volume"]),
        Example(operatorName: "skip(until:)", cellID: "timeline", outputs: ["counted": "skip(until:)"], inputs: ["steps": "steps", "start": "start"]),
        Example(operatorName: "skip(while:)", cellID: "versus-filter", outputs: ["skipWhile": "skip(while:)"], inputs: ["readings": "readings"]),
        Example(operatorName: "startWith", cellID: "placeholder", outputs: ["shown": "startWith"], inputs: ["results": "results"]),
        Example(operatorName: "subscribe(on:)", cellID: "one-tick-later", outputs: ["observer": "subscribe(on:)"]),
        Example(operatorName: "take", cellID: "timeline", outputs: ["first3": "take"]),
        Example(operatorName: "takeLast", cellID: "timeline", outputs: ["last2": "takeLast"], inputs: ["laps": "laps"]),
        Example(operatorName: "take(until:)", cellID: "timeline", outputs: ["tracked": "take(until:)"], inputs: ["stop": "stop"]),
        Example(operatorName: "take(while:)", cellID: "timeline", outputs: ["exclusive": "take(while:)"]),
        Example(operatorName: "throttle", cellID: "timeline", outputs: ["latest": "throttle"], inputs: ["typed": "typed"]),
        Example(operatorName: "timeout", cellID: "timeline", outputs: ["guarded": "timeout"]),
        Example(operatorName: "timer", cellID: "timeline", outputs: ["once": "timer"]),
        Example(operatorName: "using", cellID: "timeline", outputs: ["lines": "using"]),
        Example(operatorName: "window", cellID: "timeline",
                outputs: ["window0": "window 0", "window1": "window 1", "window2": "window 2"], inputs: ["source": "source"]),
        Example(operatorName: "withLatestFrom", cellID: "timeline", outputs: ["sent": "withLatestFrom"], inputs: ["taps": "taps", "text": "text"]),
        Example(operatorName: "zip", cellID: "timeline", outputs: ["profile": "zip"], inputs: ["user": "user", "avatar": "avatar"]),
    ]

    static let chapters: [Chapter] = LessonLibrary.load(folder: PlayerEnvironment.packageRoot.appendingPathComponent("Lessons")).chapters

    @Test func everyCatalogOperatorHasALessonExampleHere() {
        #expect(Self.examples.map(\.operatorName) == PlaygroundCatalog.operators.map(\.name))
        #expect(PlaygroundCatalog.operators.count == 58)
    }

    @Test(arguments: examples)
    func defaultExampleDrawsTheLessonsLanes(_ example: Example) throws {
        let entry = try #require(PlaygroundCatalog.find(example.operatorName))
        let (_, lesson) = try #require(LessonLookup.lesson(withID: entry.lessonID, in: Self.chapters))
        let cell = try #require(lesson.cells.first { $0.id == example.cellID }, "no cell \(example.cellID) in \(entry.lessonID)")
        let run = try PlayerEnvironment.sharedPlayer.get().play([entry.name], inputs: [:])
        #expect(run.problem == nil)

        for (lessonLane, inputName) in example.inputs {
            let expected = try #require(cell.expected.lanes.first { $0.name == lessonLane })
            let played = run.inputs.first { $0.name == inputName }
            #expect(Self.matches(played?.events ?? [], expected.events), "input \(inputName) differs from the lesson's lane \(lessonLane)")
        }
        for (lessonLane, outputName) in example.outputs {
            let expected = try #require(cell.expected.lanes.first { $0.name == lessonLane })
            let played = try #require(run.outputs.first { $0.name == outputName }, "no lane \(outputName) in \(run.outputs.map(\.name))")
            #expect(Self.matches(played.events, expected.events),
                    "\(outputName): \(played.events) — the lesson's \(lessonLane): \(expected.events)")
        }
        #expect(run.outputs.count == example.outputs.count, "lanes: \(run.outputs.map(\.name))")
    }

    /// Equal event by event; an expected error without a message accepts any error.
    static func matches(_ actual: [TimedEvent], _ expected: [TimedEvent]) -> Bool {
        actual.count == expected.count && zip(actual, expected).allSatisfy { actual, expected in
            actual.time == expected.time && actual.kind == expected.kind
                && (actual.value == expected.value || (expected.kind == .error && expected.value == nil))
        }
    }
}
