import LessonKit
import LessonRunner
import Localization

/// Which automatic lane of a cell's run the stage keys act on, and whether its chain of stages
/// is shown. It belongs to one cell: another cell, or a run whose subscriptions differ, starts
/// again at the first subscription, folded.
public struct LaneFocus: Sendable, Equatable {
    public var key: CellKey
    /// The `WatchedStream.id` of the focused subscription.
    public var subscription: Int
    public var expanded: Bool

    public init(key: CellKey, subscription: Int, expanded: Bool = false) {
        self.key = key
        self.subscription = subscription
        self.expanded = expanded
    }
}

extension NotebookState {
    /// The current cell's automatic lanes, folded: the subscriptions focus can move between.
    fileprivate var currentSubscriptionIDs: [Int] {
        currentReport?.recording.watched.automaticLanes(foldingSetup: !run.showsSetupLanes).subscriptionIDs ?? []
    }

    /// The focus as it applies to the current cell's last run: nil when it has no automatic lanes.
    var currentLaneFocus: LaneFocus? {
        guard let key = currentKey, let first = currentSubscriptionIDs.first else { return nil }
        if let focus = run.laneFocus, focus.key == key, currentSubscriptionIDs.contains(focus.subscription) { return focus }
        return LaneFocus(key: key, subscription: first)
    }

    /// The subscriptions whose stages the marble pane draws.
    var expandedSubscriptions: Set<Int> {
        guard let focus = currentLaneFocus, focus.expanded else { return [] }
        return [focus.subscription]
    }

    /// Why the stage keys have no lane to act on.
    fileprivate var noAutomaticLanes: Phrase {
        if currentCell?.drawsAutomaticLanes == false { return UIText.Notebook.Messages.recordedLanesOnly }
        return currentResult == nil ? UIText.Notebook.Messages.runFirstForLanes : UIText.Notebook.Messages.noAutomaticLanes
    }
}

extension RunFeature {
    /// `l`: the next subscription's lane (after the last, the first again), folding the one before.
    static func focusNextSubscription(_ state: inout State, in notebook: NotebookState) -> [FeatureEffect] {
        let ids = notebook.currentSubscriptionIDs
        guard let focus = notebook.currentLaneFocus, let index = ids.firstIndex(of: focus.subscription) else {
            return [.say(notebook.noAutomaticLanes)]
        }
        guard ids.count > 1 else { return [.say(UIText.Notebook.Messages.oneSubscription)] }
        state.laneFocus = LaneFocus(key: focus.key, subscription: ids[(index + 1) % ids.count])
        return []
    }

    /// `c`: shows the focused subscription's chain of stages, or folds it again.
    static func toggleStages(_ state: inout State, in notebook: NotebookState) -> [FeatureEffect] {
        guard var focus = notebook.currentLaneFocus, let watched = notebook.currentReport?.recording.watched else {
            return [.say(notebook.noAutomaticLanes)]
        }
        if !focus.expanded, watched.stages[focus.subscription]?.isEmpty ?? true {
            return [.say(UIText.Notebook.Messages.noStages)]
        }
        focus.expanded.toggle()
        state.laneFocus = focus
        return []
    }

    /// Esc with the stages shown folds them.
    static func foldStages(_ state: inout State, in notebook: NotebookState) {
        guard var focus = notebook.currentLaneFocus, focus.expanded else { return }
        focus.expanded = false
        state.laneFocus = focus
    }
}
