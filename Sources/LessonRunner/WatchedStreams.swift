import Localization
import Marbles

/// The streams rxlearn drew without being asked to: every subscription a cell made (its
/// automatic lane) and, for each, the stages of its chain — source, each operator, in the order
/// events flow through them. They are for seeing, never judged: verdicts read only
/// `ActualOutput`'s lanes (`.record` and test-scheduler observers), and these live beside them.
public struct WatchedStreams: Sendable, Equatable {
    /// The subscriptions, in the order they were made.
    public var subscriptions: [WatchedStream]
    /// The stages of each subscription's chain, by the subscription's `id`, source first.
    public var stages: [Int: [WatchedStream]]
    /// Subscriptions past the runtime's cap: made, but not drawn (a loop making thousands).
    public var subscriptionsNotShown: Int
    /// True when the runtime stopped writing events of watched streams past its budget; the
    /// lanes then end early.
    public var eventsCut: Bool

    public init(subscriptions: [WatchedStream] = [], stages: [Int: [WatchedStream]] = [:], subscriptionsNotShown: Int = 0, eventsCut: Bool = false) {
        self.subscriptions = subscriptions
        self.stages = stages
        self.subscriptionsNotShown = subscriptionsNotShown
        self.eventsCut = eventsCut
    }

    public var isEmpty: Bool { subscriptions.isEmpty && subscriptionsNotShown == 0 }

    /// The subscriptions that get a lane of their own. A test scheduler's observers are already
    /// drawn as the `observer` lanes, so their subscriptions lend only their stages.
    public var drawnSubscriptions: [WatchedStream] {
        subscriptions.filter { $0.isDrawn }
    }

    /// The stages of `subscription`, source first, followed by the subscription itself (what
    /// the subscriber received): the whole way an element travels.
    public func chain(of subscription: WatchedStream) -> [WatchedStream] {
        (stages[subscription.id] ?? []) + [subscription]
    }
}

/// One watched stream: what it emitted, when it was subscribed and when that ended.
public struct WatchedStream: Sendable, Equatable, Identifiable {
    public enum Role: Sendable, Equatable {
        /// A subscription the cell's code made. `call` is how it was made (`subscribe(onNext:)`,
        /// `bind(to:)`, `drive(onNext:)` …), `line` the learner's line when it is known.
        /// `drawn` is false for a test scheduler's observer, which has its own lane already.
        case subscription(call: String, line: Int?, drawn: Bool)
        /// A stage of the chain of the subscription `subscription`: `operatorName` (`map`,
        /// `filter`, `of` …) at `position` (1 for the source, counting towards the subscriber).
        case stage(subscription: Int, position: Int, operatorName: String)
    }

    /// Unique within one run; stages point at their subscription's id.
    public var id: Int
    public var role: Role
    public var events: [TimedEvent]
    /// When the stream was subscribed, in virtual milliseconds.
    public var subscribedAt: Int
    /// When its subscription ended (disposed, or torn down after its last event); nil while it
    /// was still live at the end of the run.
    public var disposedAt: Int?
    /// Its place among the subscriptions (1, 2 …), for naming one whose line is not known.
    public var ordinal: Int

    public init(id: Int, role: Role, events: [TimedEvent] = [], subscribedAt: Int, disposedAt: Int? = nil, ordinal: Int = 0) {
        self.id = id
        self.role = role
        self.events = events
        self.subscribedAt = subscribedAt
        self.disposedAt = disposedAt
        self.ordinal = ordinal
    }

    /// How a subscription made by the lesson's setup code says so after its call:
    /// `subscribe(onNext:) in setup`.
    public static let madeInSetupSuffix = " in setup"

    /// Whether the lesson's setup code made this subscription (a helper such as `at(ms)`).
    public var isMadeInSetup: Bool {
        if case .subscription(let call, _, _) = role { return call.hasSuffix(Self.madeInSetupSuffix) }
        return false
    }

    public var isDrawn: Bool {
        if case .subscription(_, _, let drawn) = role { return drawn }
        return true
    }

    /// The lane's name: `line 4 subscribe(onNext:)`, `subscription 2` where the line is not
    /// known, or for a stage its position and operator: `2 map`.
    public var name: String { name(in: .current) }

    /// The lane's name in `language` (`rxlearn run --json` keeps the English one).
    public func name(in language: Language) -> String {
        switch role {
        case .subscription(let call, let line, _):
            return UIText.Verdicts.subscriptionLane(line: line, call: call, ordinal: ordinal).text(in: language)
        case .stage(_, let position, let operatorName):
            return "\(position) \(operatorName)"
        }
    }
}
