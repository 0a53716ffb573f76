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
    private var currentSubscriptionIDs: [Int] {
        currentResult?.watched.automaticLanes().subscriptionIDs ?? []
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

    /// `l`: the next subscription's lane (after the last, the first again), folding the one before.
    mutating func focusNextSubscription() {
        if currentExercise != nil {
            message = .init(UIText.Notebook.Messages.exerciseOneChain.text)
            return
        }
        let ids = currentSubscriptionIDs
        guard let focus = currentLaneFocus, let index = ids.firstIndex(of: focus.subscription) else {
            message = .init(noAutomaticLanes)
            return
        }
        guard ids.count > 1 else {
            message = .init(UIText.Notebook.Messages.oneSubscription.text)
            return
        }
        run.laneFocus = LaneFocus(key: focus.key, subscription: ids[(index + 1) % ids.count])
    }

    /// `c`: shows the focused subscription's chain of stages, or folds it again; at an
    /// exercise, the stages of the answer's chain.
    mutating func toggleStages() {
        if let exercise = currentExercise {
            guard run.exerciseStagesShown.contains(exercise.id) || !(self.exercise.results[exercise.id]?.stages.isEmpty ?? true) else {
                message = .init(UIText.Notebook.Messages.checkFirst.text)
                return
            }
            if run.exerciseStagesShown.remove(exercise.id) == nil { run.exerciseStagesShown.insert(exercise.id) }
            return
        }
        guard var focus = currentLaneFocus, let watched = currentResult?.watched else {
            message = .init(noAutomaticLanes)
            return
        }
        if !focus.expanded, watched.stages[focus.subscription]?.isEmpty ?? true {
            message = .init(UIText.Notebook.Messages.noStages.text)
            return
        }
        focus.expanded.toggle()
        run.laneFocus = focus
    }

    /// Esc with the stages shown folds them; false when there was nothing to fold.
    mutating func foldStages() -> Bool {
        if let exercise = currentExercise { return run.exerciseStagesShown.remove(exercise.id) != nil }
        guard var focus = currentLaneFocus, focus.expanded else { return false }
        focus.expanded = false
        run.laneFocus = focus
        return true
    }

    private var noAutomaticLanes: String {
        if currentCell?.drawsAutomaticLanes == false { return UIText.Notebook.Messages.recordedLanesOnly.text }
        return currentResult == nil
            ? UIText.Notebook.Messages.runFirstForLanes.text
            : UIText.Notebook.Messages.noAutomaticLanes.text
    }
}
