import LessonKit
import Localization
import Marbles

/// `p`: the learner types the lane they expect (in the predict window, `OverlayFeature`), then
/// the cell runs and the marble pane shows predicted, actual and expected lanes with the first
/// tick where the prediction went wrong.
public enum PredictFeature {
    public struct State: Sendable, Equatable {
        public var predictions: [CellKey: Prediction] = [:]

        public init() {}
    }

    public enum Action: Sendable, Equatable {
        case command(PredictCommand)
        /// Enter in the predict window: the lane as typed.
        case submit(PredictInput)
        /// The cell's code changed: a prediction made for other code goes.
        case forget(CellKey)
    }

    static func reduce(_ state: inout State, _ action: Action, in notebook: NotebookState) -> [FeatureEffect] {
        switch action {
        case .command(.start):
            guard let lane = notebook.predictableLanes.first else { return [.say(UIText.Notebook.Messages.noLaneToPredict)] }
            let previous = notebook.currentKey.flatMap { state.predictions[$0] }
            return [.send(.overlays(.open(.predict(PredictInput(lane: previous?.lane ?? lane, text: previous?.marbles ?? "")))))]
        case .submit(let input):
            do {
                let events = try PredictionParser.parse(input.text, frameDuration: notebook.frameDuration(ofLane: input.lane))
                guard let key = notebook.currentKey else { return [] }
                state.predictions[key] = Prediction(lane: input.lane, marbles: input.text, events: events)
                return [.send(.overlays(.close)), .send(.run(.command(.runCell)))]
            } catch {
                return [.send(.overlays(.predictionRefused(error.phrase)))]
            }
        case .forget(let key):
            state.predictions[key] = nil
            return []
        }
    }
}

/// The key that starts a prediction.
public enum PredictCommand: Sendable, Equatable {
    case start
}

/// The outcome of a prediction once the cell has run.
public enum PredictionCheck: Sendable, Equatable {
    case matched
    /// The first virtual time where the prediction and the run differ, and how.
    case wentWrong(time: Int, explanation: Phrase)
}

extension NotebookState {
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

    /// How the prediction for the current cell compares with what the cell did; nil when there
    /// is no prediction, or no finished run to compare it with.
    public var predictionCheck: PredictionCheck? {
        guard let key = currentKey, let prediction = predict.predictions[key], let report = currentReport,
              report.status == .finished else { return nil }
        let recorded = report.recording.output.lanes
        let actual = recorded.first { $0.name == prediction.lane } ?? (recorded.count == 1 ? recorded[0] : nil)
        let verdict = OutputComparison.compare(
            expected: ExpectedOutput(lanes: [ExpectedLane(
                name: prediction.lane, events: prediction.events, location: SourceLocation(file: "prediction", line: 1))]),
            actual: ActualOutput(lanes: actual.map { [RecordedLane(name: prediction.lane, events: $0.events)] } ?? []))
        let differences = verdict.lanes.flatMap(\.events).filter { $0.outcome != .match }
        guard let first = differences.min(by: { eventTime($0) < eventTime($1) }) else { return .matched }
        let explanation: Phrase
        switch (first.expected, first.actual) {
        case let (said?, did?): explanation = UIText.Notebook.Messages.youSaidItDid(said.eventText, did.eventText, at: did.time)
        case let (said?, nil): explanation = UIText.Notebook.Messages.youSaidNeverCame(said.eventText, at: said.time)
        case let (nil, did?): explanation = UIText.Notebook.Messages.itDidUnpredicted(did.eventText, at: did.time)
        case (nil, nil): explanation = UIText.Notebook.Messages.theyDiffer
        }
        return .wentWrong(time: eventTime(first), explanation: explanation)
    }

    private func eventTime(_ verdict: EventVerdict) -> Int {
        min(verdict.expected?.time ?? .max, verdict.actual?.time ?? .max)
    }
}
