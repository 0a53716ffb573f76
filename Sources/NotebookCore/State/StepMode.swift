import Localization

/// Step mode: the current cell's events revealed one at a time, on every lane and in the output.
extension NotebookState {
    /// The steps of the current cell's last run, in reveal order.
    public var currentSteps: [StepTimeline.Step] {
        guard let result = currentResult else { return [] }
        return StepTimeline.steps(of: result.output)
    }

    mutating func toggleStepMode() {
        if run.revealedSteps == nil {
            run.revealedSteps = 0
            message = .init(currentResult == nil
                ? UIText.Notebook.Messages.stepModeRunFirst.text
                : UIText.Notebook.Messages.stepModeOn.text)
        } else {
            run.revealedSteps = nil
        }
    }

    mutating func step(by offset: Int) {
        guard let revealed = run.revealedSteps else { return }
        let total = currentSteps.count
        guard total > 0 else {
            message = .init(UIText.Notebook.Messages.nothingToStep.text)
            return
        }
        run.revealedSteps = min(total, max(0, revealed + offset))
        if offset > 0, revealed == total { message = .init(UIText.Notebook.Messages.lastEvent.text) }
    }
}
