import Localization

/// `s`, Space and ←: step mode, the current cell's events revealed one at a time, on every lane
/// and in the output (`StepTimeline` orders them). Every new stop and every new run of the cell
/// starts again at the first event.
public enum StepFeature {
    public struct State: Sendable, Equatable {
        /// How many events of the current cell's last run are revealed; nil when step mode is off.
        public var revealed: Int?

        public init(revealed: Int? = nil) {
            self.revealed = revealed
        }

        public var isStepping: Bool { revealed != nil }
    }

    public enum Action: Sendable, Equatable {
        case command(StepCommand)
        /// The learner moved to another stop.
        case arrived
        /// A run of the cell `key` ended.
        case ran(CellKey)
    }

    static func reduce(_ state: inout State, _ action: Action, in notebook: NotebookState) -> [FeatureEffect] {
        switch action {
        case .command(.toggle):
            guard state.revealed == nil else {
                state.revealed = nil
                return []
            }
            state.revealed = 0
            return [.say(notebook.currentResult == nil ? UIText.Notebook.Messages.stepModeRunFirst : UIText.Notebook.Messages.stepModeOn)]
        case .command(.forward):
            return step(&state, by: 1, in: notebook)
        case .command(.back):
            return step(&state, by: -1, in: notebook)
        case .arrived:
            if state.revealed != nil { state.revealed = 0 }
        case .ran(let key):
            if key == notebook.currentKey, state.revealed != nil { state.revealed = 0 }
        }
        return []
    }

    private static func step(_ state: inout State, by offset: Int, in notebook: NotebookState) -> [FeatureEffect] {
        guard let revealed = state.revealed else { return [] }
        let total = notebook.currentSteps.count
        guard total > 0 else { return [.say(UIText.Notebook.Messages.nothingToStep)] }
        state.revealed = min(total, max(0, revealed + offset))
        return offset > 0 && revealed == total ? [.say(UIText.Notebook.Messages.lastEvent)] : []
    }
}

/// The keys of step mode.
public enum StepCommand: Sendable, Equatable {
    case toggle, forward, back
}

extension NotebookState {
    /// The steps of the current cell's last run, in reveal order.
    public var currentSteps: [StepTimeline.Step] {
        guard let report = currentReport else { return [] }
        return StepTimeline.steps(of: report.recording.output)
    }
}
