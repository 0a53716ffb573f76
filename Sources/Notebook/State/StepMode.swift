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
                ? "Step mode: run the cell (r), then Space or → reveals one event at a time."
                : "Step mode: Space or → reveals the next event, ← steps back, s leaves.")
        } else {
            run.revealedSteps = nil
        }
    }

    mutating func step(by offset: Int) {
        guard let revealed = run.revealedSteps else { return }
        let total = currentSteps.count
        guard total > 0 else {
            message = .init("Nothing to step through yet: run the cell first (r).")
            return
        }
        run.revealedSteps = min(total, max(0, revealed + offset))
        if offset > 0, revealed == total { message = .init("That was the last event.") }
    }
}
