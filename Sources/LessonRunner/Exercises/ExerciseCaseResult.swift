import CellProtocol
import Marbles

/// What a program did on one case, read from the harness's report: what each subscription got,
/// when the inputs were subscribed and let go, the counted side effects, which scheduler
/// delivered the first subscription's events and ran the side effects, what was left live at the
/// end, and what it printed.
struct ExerciseCaseResult: Sendable, Equatable {
    /// The events of the first subscription, then of the second one when there was one.
    var outputs: [[TimedEvent]]
    var secondSubscribedAt: Int?
    var inputs: [String: [ExerciseExchange.Interval]]
    var effects: [String: [Int]]
    /// The scheduler that delivered each event of `first` (`main` outside the named ones).
    var firstDeliveredOn: [String]
    /// The scheduler each counted side effect ran on, in the order of `effects`.
    var effectSchedulers: [String: [String]]
    /// Subscription resources the answer left live once every subscription was disposed.
    var liveAtEnd: Int
    var printed: [String]
    /// For the first subscription, then the second: whether it was cut at the event limit.
    var cutAtEventLimit: [Bool]
    var usedMainClock: Bool
    /// Real milliseconds the case spent waiting rather than working (`CaseReport`).
    var waitedMilliseconds: Int
    /// Whether `solve` was awaited: `first` is then what it returned or threw, judged without
    /// its time (`judged`).
    var awaited = false
    /// An awaited `solve` that was still waiting when the case's clock had nothing left to do.
    var stillAwaiting = false

    var first: [TimedEvent] { outputs.first ?? [] }
    /// Whether the first subscription, or the second, was cut at the event limit.
    func wasCut(second: Bool) -> Bool {
        let index = second ? 1 : 0
        return cutAtEventLimit.indices.contains(index) && cutAtEventLimit[index]
    }
    var second: [TimedEvent]? { outputs.count > 1 ? outputs[1] : nil }

    init(outputs: [[TimedEvent]], secondSubscribedAt: Int? = nil, inputs: [String: [ExerciseExchange.Interval]] = [:],
         effects: [String: [Int]] = [:], firstDeliveredOn: [String]? = nil, effectSchedulers: [String: [String]] = [:], liveAtEnd: Int = 0,
         printed: [String] = [], cutAtEventLimit: [Bool] = [], usedMainClock: Bool = false, waitedMilliseconds: Int = 0) {
        self.outputs = outputs
        self.secondSubscribedAt = secondSubscribedAt
        self.inputs = inputs
        self.effects = effects
        self.firstDeliveredOn = firstDeliveredOn ?? Array(repeating: ExerciseExchange.inputsScheduler, count: outputs.first?.count ?? 0)
        self.effectSchedulers = effectSchedulers
        self.liveAtEnd = liveAtEnd
        self.printed = printed
        self.cutAtEventLimit = cutAtEventLimit
        self.usedMainClock = usedMainClock
        self.waitedMilliseconds = waitedMilliseconds
    }

    init(_ report: ExerciseExchange.CaseReport) {
        self.init(
            outputs: report.outputs.map { $0.compactMap(Self.event) }, secondSubscribedAt: report.secondSubscribedAt,
            inputs: report.inputs, effects: report.effects,
            firstDeliveredOn: (report.outputs.first ?? []).compactMap { Self.event($0) == nil ? nil : $0.on ?? ExerciseExchange.inputsScheduler },
            effectSchedulers: report.effectSchedulers.mapValues { $0.map { $0 ?? ExerciseExchange.inputsScheduler } },
            liveAtEnd: report.liveAtEnd, printed: report.printed,
            cutAtEventLimit: report.cutAtEventLimit, usedMainClock: report.usedMainClock,
            waitedMilliseconds: report.waitedMilliseconds)
        awaited = report.awaited ?? false
        stillAwaiting = report.stillAwaiting ?? false
    }

    /// The events the check compares: an awaited answer's outcome without its time, since the
    /// moment an `await` comes back is not part of what it returns; the other answers' as they came.
    var judged: [TimedEvent] { awaited ? Self.timeless(first) : first }

    /// `events` with every time set to 0.
    static func timeless(_ events: [TimedEvent]) -> [TimedEvent] {
        events.map { TimedEvent(time: 0, kind: $0.kind, value: $0.value) }
    }

    private static func event(_ event: ExerciseExchange.Event) -> TimedEvent? {
        switch event.kind {
        case "next": .next(event.value ?? "", at: event.t)
        case "error": .error(event.value, at: event.t)
        case "completed": .completed(at: event.t)
        default: nil
        }
    }

    /// The reports of a run, by program label and then by case index; a case with no report (its
    /// record was cut off and did not decode) counts as having given nothing.
    static func results(from recording: CellRecording) -> [String: [Int: ExerciseCaseResult]] {
        var results: [String: [Int: ExerciseCaseResult]] = [:]
        for report in recording.exerciseCaseReports {
            results[report.program, default: [:]][report.index] = ExerciseCaseResult(report)
        }
        return results
    }
}
