import Localization
import Marbles

/// How the watched streams become lanes: one owner for the notebook, `rxlearn run` and
/// `rxlearn marbles`, so all three draw the same lanes, under the same cap, with the same marks.
extension WatchedStream {
    public var lifetime: LaneLifetime { LaneLifetime(subscribedAt: subscribedAt, disposedAt: disposedAt) }

    /// The stream's lane with its `^` and `!` marks, named after the code that made it.
    public var timelineLane: TimelineLane { TimelineLane(name: name, events: events, lifetime: lifetime) }
}

/// The automatic lanes to draw after the recorded ones.
public struct AutomaticLanes: Sendable, Equatable {
    /// At most this many subscriptions get a lane: a loop making 10,000 of them shows the first
    /// and a count of the rest.
    public static let cap = 12

    /// A lane of a subscription, or of a stage of one (`subscription` is then its subscription's id).
    public struct Lane: Sendable, Equatable {
        public var lane: TimelineLane
        public var subscription: Int
        public var isStage: Bool
    }

    public var lanes: [Lane]
    /// The subscriptions with a lane, in order (the ones focus moves between).
    public var subscriptionIDs: [Int]
    /// Subscriptions made but not drawn: past `cap`, and past the runtime's own cap.
    public var notShown: Int
    /// Subscriptions the lesson's setup code made (its helpers, such as `at(ms)`), left out
    /// when asked to fold them: shown as one line rather than a lane each.
    public var setupFolded = 0
    /// The runtime stopped recording events past its budget.
    public var eventsCut: Bool

    public var isEmpty: Bool { lanes.isEmpty && notShown == 0 }

    /// `… 9,988 more subscriptions`, or nil when every subscription has a lane.
    public var notShownText: String? {
        guard notShown > 0 else { return nil }
        return UIText.Verdicts.subscriptionsNotShown(notShown).text
    }

    /// One line on lanes cut short by the runtime, or nil.
    public static var eventsCutText: String { UIText.Verdicts.eventsCut.text }

    /// How a stage lane is named under its subscription: indented, so the chain reads as one block.
    public static func stageName(_ stage: WatchedStream) -> String { stageName(stage.name) }

    /// A stage's name indented under its subscription, or under the heading of an answer's stages.
    public static func stageName(_ name: String) -> String { "  " + name }
}

extension WatchedStreams {
    /// The lanes to draw: the first `cap` drawn subscriptions, each replaced by its whole chain
    /// (stages source first, then the subscription) when its id is in `expanded`. With
    /// `foldingSetup`, the setup's subscriptions are counted rather than drawn.
    public func automaticLanes(cap: Int = AutomaticLanes.cap, expanded: Set<Int> = [], foldingSetup: Bool = false) -> AutomaticLanes {
        let made = drawnSubscriptions
        let drawn = foldingSetup ? made.filter { !$0.isMadeInSetup } : made
        let shown = drawn.prefix(cap)
        var lanes: [AutomaticLanes.Lane] = []
        for subscription in shown {
            if expanded.contains(subscription.id) {
                for stage in stages[subscription.id] ?? [] {
                    var lane = stage.timelineLane
                    lane.name = AutomaticLanes.stageName(stage)
                    lanes.append(.init(lane: lane, subscription: subscription.id, isStage: true))
                }
            }
            lanes.append(.init(lane: subscription.timelineLane, subscription: subscription.id, isStage: false))
        }
        var result = AutomaticLanes(lanes: lanes, subscriptionIDs: shown.map(\.id),
                                    notShown: drawn.count - shown.count + subscriptionsNotShown, eventsCut: eventsCut)
        result.setupFolded = made.count - drawn.count
        return result
    }
}
