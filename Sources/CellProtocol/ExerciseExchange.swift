/// What rxlearn and an exercise program exchange: the cases to run (`Variable.exerciseCases`, as
/// JSON) and, for each case, what the answer did (a `Record.exerciseCase` on the event channel).
/// The exercise harness (RxCellRuntime) decodes the request and writes the reports, the checker
/// (LessonRunner) the other way round. Times are virtual milliseconds of the case's own clock.
public enum ExerciseExchange {
    /// One event of a timeline: `next` with its value, `error` with its description, `completed`
    /// (fields named as `CellProtocol.TimelineField`).
    public struct Event: Codable, Sendable, Equatable {
        public var t: Int
        public var kind: String
        public var value: String?
        /// In a report, the named scheduler (`main`, `background`) that delivered it; nil when
        /// it came outside them, which counts as `inputsScheduler`.
        public var on: String?

        public init(t: Int, kind: String, value: String? = nil, on: String? = nil) {
            self.t = t
            self.kind = kind
            self.value = value
            self.on = on
        }
    }

    /// Where work outside the named schedulers counts as running: the inputs stand for an app's
    /// UI events, which arrive on the main thread.
    public static let inputsScheduler = "main"

    /// The cases of one run and how each is run.
    public struct Request: Codable, Sendable, Equatable {
        /// Each case maps an input's name to its events.
        public var cases: [[String: [Event]]]
        /// For each case, whether it also subscribes to the answer a second time, later and while
        /// the first subscription is still there (`CaseReport.secondSubscribedAt`).
        public var subscribesTwice: [Bool]
        /// At most this many events of one subscription are reported; more set its
        /// `CaseReport.cutAtEventLimit` (an answer that floods a case must not flood the channel).
        public var eventLimit: Int
        /// The programs of a batch to run (`ExerciseHarness.run(program:)`), nil for all of them:
        /// after one crashed, the rest are run again without it.
        public var programs: [String]?

        public init(cases: [[String: [Event]]], subscribesTwice: [Bool], eventLimit: Int, programs: [String]? = nil) {
            self.cases = cases
            self.subscribesTwice = subscribesTwice
            self.eventLimit = eventLimit
            self.programs = programs
        }
    }

    /// A subscription to an input, RxTest's `(200: 400)`: from `subscribed` to `disposed`, which
    /// is nil while it was never disposed (`Infinity`).
    public struct Interval: Codable, Sendable, Equatable, Hashable {
        public var subscribed: Int
        public var disposed: Int?

        public init(subscribed: Int, disposed: Int?) {
            self.subscribed = subscribed
            self.disposed = disposed
        }
    }

    /// What the answer did on one case.
    public struct CaseReport: Codable, Sendable, Equatable {
        /// Which program of a batch (`ExerciseHarness.run(program:)`); empty for a lone answer.
        public var program: String
        /// The case's position in the request.
        public var index: Int
        /// The events each subscription to the answer received: the first, then (when the request
        /// asks for it) the second.
        public var outputs: [[Event]]
        /// When the second subscription was made, if there was one.
        public var secondSubscribedAt: Int?
        /// Each input's subscriptions, in the order they were made.
        public var inputs: [String: [Interval]]
        /// Each counted side effect (`recordSideEffect`) by name, with the times it happened.
        public var effects: [String: [Int]]
        /// For each counted side effect, the named scheduler each one ran on, in the order of
        /// `effects` (nil: outside them, `inputsScheduler`).
        public var effectSchedulers: [String: [String?]]
        /// How many subscription resources (RxCore's `Resources.total`) were still live once the
        /// case had disposed every subscription it made: what the answer left running itself.
        public var liveAtEnd: Int
        /// What the answer printed while the case ran (shown, never judged).
        public var printed: [String]
        /// For each subscription of `outputs`, true when it received more than
        /// `Request.eventLimit` events and the rest were not kept. Per subscription: a second one
        /// can flood while the first ended at once (a hot input that completed before it came).
        public var cutAtEventLimit: [Bool]
        /// True when the answer put work on `MainScheduler`'s clock, which the case does not run.
        public var usedMainClock: Bool
        /// Real milliseconds during which the case's thread waited instead of working: a case
        /// runs on virtual time, so a long wait means the answer slept or blocked on a real clock.
        /// (A case that is long because the answer keeps working, retrying for ever on the
        /// virtual clock, waits for nothing.)
        public var waitedMilliseconds: Int
        /// True when `solve` is `async`: `outputs` then holds what it returned (`next` and
        /// `completed`) or threw (`error`), at the virtual time it did, and only that is judged.
        public var awaited: Bool?
        /// For an awaited `solve`: true when it had neither returned nor thrown once the case's
        /// clock had nothing left to do (it awaits something that never comes); `outputs` is then
        /// empty.
        public var stillAwaiting: Bool?

        public init(
            program: String, index: Int, outputs: [[Event]], secondSubscribedAt: Int?, inputs: [String: [Interval]],
            effects: [String: [Int]], effectSchedulers: [String: [String?]] = [:], liveAtEnd: Int = 0, printed: [String],
            cutAtEventLimit: [Bool], usedMainClock: Bool, waitedMilliseconds: Int, awaited: Bool? = nil, stillAwaiting: Bool? = nil
        ) {
            self.program = program
            self.index = index
            self.outputs = outputs
            self.secondSubscribedAt = secondSubscribedAt
            self.inputs = inputs
            self.effects = effects
            self.effectSchedulers = effectSchedulers
            self.liveAtEnd = liveAtEnd
            self.printed = printed
            self.cutAtEventLimit = cutAtEventLimit
            self.usedMainClock = usedMainClock
            self.waitedMilliseconds = waitedMilliseconds
            self.awaited = awaited
            self.stillAwaiting = stillAwaiting
        }
    }
}
