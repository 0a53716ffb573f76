import LessonKit
import Localization
import Marbles
import Playground

/// `p`: the learner types the lane they expect, then the cell runs and the marble pane shows
/// predicted, actual and expected lanes with the first tick where the prediction went wrong.
extension NotebookState {
    mutating func startPrediction() {
        guard let lane = predictableLanes.first else {
            message = .init(UIText.Notebook.Messages.noLaneToPredict.text)
            return
        }
        let previous = currentKey.flatMap { run.predictions[$0] }
        overlay = .predict(PredictInput(lane: previous?.lane ?? lane, text: previous?.marbles ?? ""))
    }

    /// While the predict window is open, the screen hides what the lesson expects (the expected
    /// column, the lesson's lanes): it would give the answer away.
    public var isPredicting: Bool {
        if case .predict = overlay { return true }
        return false
    }

    /// The frame the lesson draws this lane with, so `-` means what it means in the lesson.
    func frameDuration(ofLane lane: String) -> Int {
        currentCell?.expected.lanes.first { $0.name == lane }?.frameDuration ?? MarbleLane.defaultFrameDuration
    }

    mutating func handlePredictCommand(_ command: Command?, key: Key, _ input: PredictInput) -> [NotebookEffect] {
        var input = input
        switch command {
        case .closeWindow:
            overlay = nil
            return []
        case .otherLane:
            let lanes = predictableLanes
            if let index = lanes.firstIndex(of: input.lane), !lanes.isEmpty {
                input.lane = lanes[(index + 1) % lanes.count]
            }
        case .deleteCharacter:
            if !input.text.isEmpty { input.text.removeLast() }
            input.error = nil
        case .typeCharacter:
            if case .character(let character) = key { input.text.append(character) }
            input.error = nil
        case .submitPrediction:
            do {
                let events = try PredictionParser.parse(input.text, frameDuration: frameDuration(ofLane: input.lane))
                guard let key = currentKey else { return [] }
                run.predictions[key] = Prediction(lane: input.lane, marbles: input.text, events: events)
                overlay = nil
                return runCurrentCell()
            } catch {
                input.error = error.shownDescription.text
            }
        default:
            break
        }
        overlay = .predict(input)
        return []
    }

    /// How the prediction for the current cell compares with what the cell did; nil when there
    /// is no prediction, or no finished run to compare it with.
    public var predictionCheck: PredictionCheck? {
        guard let key = currentKey, let prediction = run.predictions[key], let result = currentResult,
              result.status == .finished else { return nil }
        let actual = result.output.lanes.first { $0.name == prediction.lane }
            ?? (result.output.lanes.count == 1 ? result.output.lanes[0] : nil)
        let verdict = OutputComparison.compare(
            expected: ExpectedOutput(lanes: [ExpectedLane(
                name: prediction.lane, events: prediction.events, location: SourceLocation(file: "prediction", line: 1))]),
            actual: ActualOutput(lanes: actual.map { [RecordedLane(name: prediction.lane, events: $0.events)] } ?? []))
        let differences = verdict.lanes.flatMap(\.events).filter { $0.outcome != .match }
        guard let first = differences.min(by: { eventTime($0) < eventTime($1) }) else { return .matched }
        let explanation: String
        switch (first.expected, first.actual) {
        case let (said?, did?): explanation = UIText.Notebook.Messages.youSaidItDid(said.eventText, did.eventText, at: did.time).text
        case let (said?, nil): explanation = UIText.Notebook.Messages.youSaidNeverCame(said.eventText, at: said.time).text
        case let (nil, did?): explanation = UIText.Notebook.Messages.itDidUnpredicted(did.eventText, at: did.time).text
        case (nil, nil): explanation = UIText.Notebook.Messages.theyDiffer.text
        }
        return .wentWrong(time: eventTime(first), explanation: explanation)
    }

    private func eventTime(_ verdict: EventVerdict) -> Int {
        min(verdict.expected?.time ?? .max, verdict.actual?.time ?? .max)
    }
}

/// The outcome of a prediction once the cell has run.
public enum PredictionCheck: Sendable, Equatable {
    case matched
    /// The first virtual time where the prediction and the run differ, and how.
    case wentWrong(time: Int, explanation: String)
}
