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
/// which compiles in seconds. Its cache key still covers the examples: it includes the core build,
/// and the core build is the hash of these modules' objects.
///
/// The protocol (rxlearn's `PlaygroundPlayer` is the other side):
/// - request, one line of JSON on stdin: `{"operators": ["map"], "inputs": {"a": [event…]}}`, an
///   event being `{"t": 20, "kind": "next", "value": "1"}` (`CellProtocol.TimelineField`, times in
///   virtual milliseconds);
/// - answer, one line of JSON on the event channel (fd 3): `{"lanes": [{"operator": "map",
///   "name": "map", "events": [event…]}]}`, or `{"problem": "one sentence"}`.
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
            reply = PlaygroundReply(lanes: try play(request), problem: nil)
        } catch let problem as PlaygroundProblem {
            reply = PlaygroundReply(lanes: nil, problem: problem.sentence)
        } catch {
            reply = PlaygroundReply(lanes: nil, problem: "The player could not read the request (\(error)).")
        }
        guard let data = try? encoder.encode(reply) else { return #"{"problem":"The player could not write its answer."}"# }
        return String(decoding: data, as: UTF8.self)
    }

    /// Plays every requested operator on its own clock, on the same inputs.
    static func play(_ request: PlaygroundRequest) throws -> [PlaygroundReply.Lane] {
        var lanes: [PlaygroundReply.Lane] = []
        for name in request.operators {
            guard let example = PlaygroundExamples.all[name] else {
                throw PlaygroundProblem(sentence: "The player has no example for `\(name)`; rebuild rxlearn so that its player knows it.")
            }
            let scheduler = TestScheduler(initialClock: 0, resolution: 0.001, simulateProcessingDelay: false)
            let context = PlaygroundContext(scheduler: scheduler, timelines: request.inputs)
            let outputs = try example(context)
            var recorded: [(PlaygroundOutput, [PlaygroundEvent])] = outputs.map { ($0, []) }
            var subscriptions: [Disposable] = []
            for index in recorded.indices {
                let output = recorded[index].0
                scheduler.scheduleAt(output.subscribedAt) {
                    subscriptions.append(output.observable.subscribe { event in
                        recorded[index].1.append(PlaygroundEvent(event, at: scheduler.clock))
                    })
                }
            }
            scheduler.scheduleAt(playEnd) { subscriptions.forEach { $0.dispose() } }
            scheduler.start()
            subscriptions.forEach { $0.dispose() }
            for (output, events) in recorded {
                let laneName = output.label.map { "\(name) \($0)" } ?? name
                lanes.append(PlaygroundReply.Lane(operator: name, name: laneName, events: events))
            }
        }
        return lanes
    }
}

/// A request: which operators to play, on which input timelines.
struct PlaygroundRequest: Decodable {
    let operators: [String]
    let inputs: [String: [PlaygroundEvent]]
}

/// An answer: the lanes, or the problem that kept them from being played.
struct PlaygroundReply: Encodable {
    struct Lane: Encodable {
        let `operator`: String
        let name: String
        let events: [PlaygroundEvent]
    }

    let lanes: [Lane]?
    let problem: String?
}

/// A problem with the learner's inputs that an example found, as one sentence for the learner.
struct PlaygroundProblem: Error {
    let sentence: String
}

/// One event of a timeline, both ways (fields: `CellProtocol.TimelineField`, as the exercise
/// harness reads them).
struct PlaygroundEvent: Codable {
    let t: Int
    let kind: String
    let value: String?

    init(t: Int, kind: String, value: String?) {
        self.t = t
        self.kind = kind
        self.value = value
    }

    init(_ event: Event<String>, at time: Int) {
        switch event {
        case .next(let value): self.init(t: time, kind: "next", value: value)
        case .error(let error): self.init(t: time, kind: "error", value: "\(error)")
        case .completed: self.init(t: time, kind: "completed", value: nil)
        }
    }

    init(from decoder: Decoder) throws {
        let fields = try decoder.container(keyedBy: PlaygroundKey.self)
        t = try fields.decode(Int.self, forKey: PlaygroundKey(CellProtocol.TimelineField.time))
        kind = try fields.decode(String.self, forKey: PlaygroundKey(CellProtocol.TimelineField.kind))
        value = try fields.decodeIfPresent(String.self, forKey: PlaygroundKey(CellProtocol.TimelineField.value))
    }

    func encode(to encoder: Encoder) throws {
        var fields = encoder.container(keyedBy: PlaygroundKey.self)
        try fields.encode(t, forKey: PlaygroundKey(CellProtocol.TimelineField.time))
        try fields.encode(kind, forKey: PlaygroundKey(CellProtocol.TimelineField.kind))
        try fields.encodeIfPresent(value, forKey: PlaygroundKey(CellProtocol.TimelineField.value))
    }
}

private struct PlaygroundKey: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }
    init(_ name: String) { stringValue = name }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}
