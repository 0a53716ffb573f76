import CellProtocol
import Marbles

/// What a program did on one case, read from the harness's report: what each subscription got,
/// when the inputs were subscribed and let go, the counted side effects, and what it printed.
struct ExerciseCaseResult: Sendable, Equatable {
    /// The events of the first subscription, then of the second one when there was one.
    var outputs: [[TimedEvent]]
    var secondSubscribedAt: Int?
    var inputs: [String: [ExerciseExchange.Interval]]
    var effects: [String: [Int]]
    var printed: [String]
    var eventLimitReached: Bool
    var usedMainClock: Bool
    var realMilliseconds: Int

    var first: [TimedEvent] { outputs.first ?? [] }
    var second: [TimedEvent]? { outputs.count > 1 ? outputs[1] : nil }

    init(outputs: [[TimedEvent]], secondSubscribedAt: Int? = nil, inputs: [String: [ExerciseExchange.Interval]] = [:],
         effects: [String: [Int]] = [:], printed: [String] = [], eventLimitReached: Bool = false,
         usedMainClock: Bool = false, realMilliseconds: Int = 0) {
        self.outputs = outputs
        self.secondSubscribedAt = secondSubscribedAt
        self.inputs = inputs
        self.effects = effects
        self.printed = printed
        self.eventLimitReached = eventLimitReached
        self.usedMainClock = usedMainClock
        self.realMilliseconds = realMilliseconds
    }

    init(_ report: ExerciseExchange.CaseReport) {
        self.init(
            outputs: report.outputs.map { $0.compactMap(Self.event) }, secondSubscribedAt: report.secondSubscribedAt,
            inputs: report.inputs, effects: report.effects, printed: report.printed,
            eventLimitReached: report.eventLimitReached, usedMainClock: report.usedMainClock,
            realMilliseconds: report.realMilliseconds)
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
