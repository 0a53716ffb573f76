import CellProtocol
import Foundation
import RxCore
import RxCoreTest

/// The marble playground's player: a long-lived program that plays operator examples on input
/// timelines, one request per line.
///
/// Why the examples live here, compiled with the package, and not in a source text that rxlearn
/// compiles: the package build type-checks all of them (a mistake in one shows up in `swift build`,
/// not when a learner first opens the playground), a newcomer reads them as ordinary Swift next to
/// the exercise harness, and the player rxlearn compiles is one line (`PlaygroundHarness.serve()`),
/// which compiles in about a second. Its cache key still covers the examples: it includes the core build,
/// and the core build is the hash of these modules' objects.
///
/// The protocol (rxlearn's `PlaygroundPlayer` is the other side):
/// - request, one line of JSON on stdin: `{"operators": ["map"], "inputs": {"a": [event…]}}`, an
///   event being `{"t": 20, "kind": "next", "value": "1"}` (`CellProtocol.TimelineField`, times in
///   virtual milliseconds), and `"comparison": "…"` when a comparison is played;
/// - answer, one line of JSON on the event channel (fd 3): `{"lanes": [{"operator": "map",
///   "name": "map", "events": [event…]}], "printed": [event…]}`, or `{"problem": "one sentence"}`.
/// It reads until stdin ends, and dies with rxlearn through the lifeline like any cell.
public enum PlaygroundHarness {
    /// Each example stops at this virtual time, so an endless one (an `interval`) still ends.
    static let playEnd = 60_000

    public static func serve() {
        Lifeline.watch()
        // The examples' observers are not lanes of a lesson cell.
        TestableObserverLog.track(false)
        let answers = FileHandle(fileDescriptor: CellProtocol.Descriptor.events, closeOnDealloc: false)
        while let line = readLine() {
            answers.write(Data((answer(to: line) + "\n").utf8))
        }
        exit(0)
    }

    /// The JSON answer to one request line.
    static func answer(to line: String) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let reply: PlaygroundReply
        do {
            let request = try JSONDecoder().decode(PlaygroundRequest.self, from: Data(line.utf8))
            let played = try play(request)
            reply = PlaygroundReply(lanes: played.lanes, printed: played.printed, problem: nil)
        } catch let problem as PlaygroundProblem {
            reply = PlaygroundReply(lanes: nil, printed: nil, problem: problem.sentence)
        } catch {
            reply = PlaygroundReply(lanes: nil, printed: nil, problem: "The player could not read the request (\(error)).")
        }
        guard let data = try? encoder.encode(reply) else { return #"{"problem":"The player could not write its answer."}"# }
        return String(decoding: data, as: UTF8.self)
    }

    /// Plays every requested operator on its own clock, on the same inputs. A comparison may
    /// have examples of its own (`"<comparison>/<operator>"`), so that its operators share one
    /// input set and one inner sequence.
    static func play(_ request: PlaygroundRequest) throws -> (lanes: [PlaygroundReply.Lane], printed: [TimelineEvent]) {
        var lanes: [PlaygroundReply.Lane] = []
        var printed: [TimelineEvent] = []
        for name in request.operators {
            let key = request.comparison.map { "\($0)/\(name)" }
            guard let example = key.flatMap({ PlaygroundExamples.all[$0] }) ?? PlaygroundExamples.all[name] else {
                throw PlaygroundProblem(sentence: "The player has no example for `\(name)`; rebuild rxlearn so that its player knows it.")
            }
            let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
            let context = PlaygroundContext(scheduler: scheduler, timelines: request.inputs)
            // `debug` and unhandled errors print through the core's hook: keep those lines too.
            Hooks.textOutput = { context.print(withoutTimestamp($0)) }
            defer { Hooks.textOutput = { _ in } }
            let recorder = LaneRecorder(operator: name, scheduler: scheduler)
            recorder.record(try example(context))
            scheduler.scheduleAt(playEnd) { recorder.disposeAll() }
            scheduler.start()
            recorder.disposeAll()
            lanes += recorder.lanes
            printed += context.printed
        }
        return (lanes, printed)
    }

    /// A `debug` line without the wall-clock stamp the core puts in front of it (the player gives
    /// every printed line its virtual time instead): `2026-01-01 10:00:00.123: tick -> …` → `tick -> …`.
    static func withoutTimestamp(_ line: String) -> String {
        let stamp = "0000-00-00 00:00:00.000: "
        guard line.count > stamp.count else { return line }
        let head = line.prefix(stamp.count)
        let shapeMatches = zip(head, stamp).allSatisfy { character, pattern in
            pattern == "0" ? character.isNumber : character == pattern
        }
        return shapeMatches ? String(line.dropFirst(stamp.count)) : line
    }
}

/// Subscribes to an example's outputs on the play's clock and records what each lane receives.
final class LaneRecorder {
    private let operatorName: String
    private let scheduler: TestScheduler
    private var names: [String] = []
    private var events: [String: [TimelineEvent]] = [:]
    private var subscriptions: [Disposable] = []

    init(operator operatorName: String, scheduler: TestScheduler) {
        self.operatorName = operatorName
        self.scheduler = scheduler
    }

    var lanes: [PlaygroundReply.Lane] {
        names.map { PlaygroundReply.Lane(operator: operatorName, name: $0, events: events[$0] ?? []) }
    }

    /// Subscribes to every output at its time and disposes it at its end. Everything is placed on
    /// the clock before any source is subscribed, so that, as in the lessons' cells, what the
    /// learner's lanes make happen at a time (a subscriber comes, one leaves) happens before the
    /// elements a source sends at that same time. Outputs at time 0 subscribe at once, so that an
    /// input's events at time 0 (a `BehaviorRelay`'s first value) reach them.
    func record(_ outputs: [PlaygroundOutput]) {
        var atOnce: [() -> Void] = []
        for output in outputs {
            let lane = output.label.map { "\(operatorName) \($0)" } ?? operatorName
            if case .elements = output.source { open(lane) }
            let subscription = SerialDisposable()
            subscriptions.append(subscription)
            let subscribe = { [self] in
                switch output.source {
                case .elements(let sequence):
                    subscription.disposable = observe(sequence, on: lane)
                case .lanes(let sequences):
                    subscription.disposable = sequences.subscribe(onNext: { [self] inner in
                        subscriptions.append(observe(inner.elements, on: "\(lane) \(inner.label)"))
                    })
                }
            }
            if output.subscribedAt <= scheduler.clock {
                atOnce.append(subscribe)
            } else {
                scheduler.scheduleAt(output.subscribedAt, action: subscribe)
            }
            if let end = output.disposedAt {
                scheduler.scheduleAt(end) { subscription.dispose() }
            }
        }
        atOnce.forEach { $0() }
    }

    func disposeAll() {
        subscriptions.forEach { $0.dispose() }
    }

    private func open(_ lane: String) {
        if events[lane] == nil {
            names.append(lane)
            events[lane] = []
        }
    }

    private func observe(_ sequence: Observable<String>, on lane: String) -> Disposable {
        open(lane)
        return sequence.subscribe { [self] event in
            events[lane, default: []].append(TimelineEvent(event, at: scheduler.clock))
        }
    }
}

/// A request: which operators to play, on which input timelines.
struct PlaygroundRequest: Decodable {
    let operators: [String]
    /// The comparison being played, whose own examples come first.
    let comparison: String?
    let inputs: [String: [TimelineEvent]]
}

/// An answer: the lanes, or the problem that kept them from being played.
struct PlaygroundReply: Encodable {
    struct Lane: Encodable {
        let `operator`: String
        let name: String
        let events: [TimelineEvent]
    }

    let lanes: [Lane]?
    /// What the examples printed (`kind` "print", `value` the line).
    let printed: [TimelineEvent]?
    let problem: String?
}

/// A problem with the learner's inputs that an example found, as one sentence for the learner.
struct PlaygroundProblem: Error {
    let sentence: String
}
