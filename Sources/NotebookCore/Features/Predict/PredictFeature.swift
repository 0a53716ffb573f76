import LessonKit
import LessonRunner
import Localization
import Marbles

/// `p`: before running a cell, the learner says what it will do — a lane as marbles, or the lines
/// it prints, typed or chosen (in the output pane, `PredictInput`; the window's keys are
/// `OverlayFeature`'s). Then the cell runs, the prediction is judged against the run once, and
/// the judgement is recorded in progress (made, right the first time).
///
/// It also keeps the rule that nothing is given away: the lesson's expected output and lanes
/// stay folded on a cell the learner has neither run nor predicted, unless they asked to see
/// them always (`E`, `--show-expected`, the config).
public enum PredictFeature {
    public struct State: Sendable, Equatable {
        /// Lane predictions, by cell.
        public var predictions: [CellKey: Prediction] = [:]
        /// Printed-line predictions, by cell.
        public var printed: [CellKey: PrintedPrediction] = [:]
        /// Cells whose prediction waits for its run, to be judged and recorded once.
        public var awaitingRun: Set<CellKey> = []
        /// The setting: the lesson's expected output and lanes are shown before a run.
        public var showsExpected = false

        public init(showsExpected: Bool = false) {
            self.showsExpected = showsExpected
        }
    }

    public enum Action: Sendable, Equatable {
        case command(PredictCommand)
        /// Enter (or Ctrl-D) in the predict input: the prediction as typed.
        case submit(PredictInput)
        /// The cell's code changed: a prediction made for other code goes.
        case forget(CellKey)
        /// A run of the cell ended: a prediction waiting for it is judged now.
        case ran(CellKey)
        /// The teacher's poll asks for this: the box opens on it (`ClassroomFeature`).
        case startPredicting(PredictInput.Target)
    }

    static func reduce(_ state: inout State, _ action: Action, in notebook: NotebookState) -> [FeatureEffect] {
        typealias Words = UIText.Notebook.Messages
        switch action {
        case .command(.start):
            guard let key = notebook.currentKey, let target = notebook.predictionTargets.first else {
                return [.say(notebook.currentExercise != nil ? Words.onAnExercise : Words.nothingToPredict)]
            }
            return [.send(.overlays(.open(.predict(input(for: target, key: key, state, notebook)))))]
        case .command(.toggleExpected):
            state.showsExpected.toggle()
            return [.say(state.showsExpected ? Words.expectedShownAlways : Words.expectedFoldedUntilRun)]
        case .submit(let input):
            guard let key = notebook.currentKey else { return [] }
            switch input.target {
            case .lane(let lane):
                do {
                    let events = try PredictionParser.parse(input.text, frameDuration: notebook.frameDuration(ofLane: lane))
                    state.predictions[key] = Prediction(lane: lane, marbles: input.text, events: events)
                    state.printed[key] = nil
                } catch {
                    return [.send(.overlays(.predictionRefused(error.phrase)))]
                }
            case .printedLines:
                let prediction = PrintedPrediction(typed: input.lines)
                guard !prediction.lines.isEmpty else { return [.send(.overlays(.predictionRefused(Words.noLinesPredicted)))] }
                state.printed[key] = prediction
                state.predictions[key] = nil
            }
            state.awaitingRun.insert(key)
            // An answer to the teacher's poll waits for the reveal to run: the run would give it away.
            if notebook.pollAsks(about: key, input.target) { return [.send(.overlays(.close)), .send(.classroom(.answer(input)))] }
            return [.send(.overlays(.close)), .send(.run(.command(.runCell)))]
        case .forget(let key):
            state.predictions[key] = nil
            state.printed[key] = nil
            state.awaitingRun.remove(key)
            return []
        case .startPredicting(let target):
            guard let key = notebook.currentKey else { return [] }
            return [.send(.overlays(.open(.predict(input(for: target, key: key, state, notebook)))))]
        case .ran(let key):
            guard state.awaitingRun.contains(key), let right = notebook.predictionIsRight(for: key) else { return [] }
            state.awaitingRun.remove(key)
            return [.record(.cellPredicted(lessonID: key.lessonID, cellID: key.cellID, right: right))]
        }
    }

    /// The input for `target`, holding the learner's last prediction of it, if any.
    private static func input(for target: PredictInput.Target, key: CellKey, _ state: State, _ notebook: NotebookState) -> PredictInput {
        switch target {
        case .lane(let lane):
            let previous = state.predictions[key].flatMap { $0.lane == lane ? $0 : nil }
            return PredictInput(lane: lane, text: previous?.marbles ?? "")
        case .printedLines:
            let previous = state.printed[key]?.lines.map(\.written) ?? []
            return PredictInput(printedLines: previous, choices: notebook.currentCell?.lineChoices ?? [])
        }
    }

    /// The input for the next thing to predict (Tab), after `input`'s.
    static func nextTarget(after input: PredictInput, in notebook: NotebookState) -> PredictInput? {
        let targets = notebook.predictionTargets
        guard let key = notebook.currentKey, targets.count > 1 else { return nil }
        let index = targets.firstIndex(of: input.target) ?? -1
        return Self.input(for: targets[(index + 1) % targets.count], key: key, notebook.predict, notebook)
    }
}

/// The keys of predicting, and of showing what the lesson expects before a run.
public enum PredictCommand: Sendable, Equatable {
    case start, toggleExpected
}

/// The outcome of a lane prediction once the cell has run.
public enum PredictionCheck: Sendable, Equatable {
    case matched
    /// The first virtual time where the prediction and the run differ, and how.
    case wentWrong(time: Int, explanation: Phrase)
}

extension NotebookState {
    /// While the learner predicts, the screen hides the run's output and verdict and what the
    /// lesson expects: they would give the answer away.
    public var isPredicting: Bool {
        if case .predict = overlay { return true }
        return false
    }

    /// What the current cell lets the learner predict, the first offered first: the lesson's
    /// lanes (else those the last run recorded), and its printed lines when it expects some (or
    /// printed some). Lanes come first when the lesson draws them; printed lines otherwise.
    public var predictionTargets: [PredictInput.Target] {
        guard let cell = currentCell else { return [] }
        let lanes = predictableLanes.map(PredictInput.Target.lane)
        let prints = cell.expected.expectsLines || !(currentReport?.recording.output.lines.isEmpty ?? true)
        guard prints else { return lanes }
        return cell.expected.lanes.isEmpty ? [.printedLines] + lanes : lanes + [.printedLines]
    }

    /// Whether the lesson's expected output and lanes may be shown for the current cell: the
    /// learner has run or predicted it (now, or in an earlier session), or asked to see them
    /// always. Never while they predict.
    public var revealsExpected: Bool {
        if isPredicting { return false }
        guard let key = currentKey else { return true }
        // The teacher's poll on this cell: the answer stays the teacher's to reveal.
        if pollIsOpen(on: key) && run.results[key] == nil { return false }
        if predict.showsExpected { return true }
        if run.results[key] != nil || predict.predictions[key] != nil || predict.printed[key] != nil { return true }
        // On a projector the class has not run it, whatever the teacher's progress says.
        let lesson = presentMode ? nil : progress.lessons[key.lessonID]
        return lesson?.matchedCells.contains(key.cellID) == true || (lesson?.predictions[key.cellID]?.made ?? 0) > 0
    }

    /// The frame the lesson draws this lane with, so `-` means what it means in the lesson.
    func frameDuration(ofLane lane: String) -> Int {
        currentCell?.expected.lanes.first { $0.name == lane }?.frameDuration ?? MarbleLane.defaultFrameDuration
    }

    /// How the prediction for the current cell compares with what the cell did; nil when there
    /// is no lane prediction, or no finished run to compare it with.
    public var predictionCheck: PredictionCheck? {
        currentKey.flatMap(predictionCheck(for:))
    }

    /// The current cell's printed prediction judged against its finished run.
    public var printedPredictionCheck: PrintedPredictionCheck? {
        currentKey.flatMap(printedPredictionCheck(for:))
    }

    func printedPredictionCheck(for key: CellKey) -> PrintedPredictionCheck? {
        guard let prediction = predict.printed[key], let report = run.results[key]?.report, report.status == .finished else { return nil }
        return prediction.check(against: report.recording.output.lines)
    }

    /// Whether the prediction for `key` was right; nil when it cannot be judged (no finished run).
    func predictionIsRight(for key: CellKey) -> Bool? {
        if let printed = printedPredictionCheck(for: key) { return printed.isRight }
        return predictionCheck(for: key).map { $0 == .matched }
    }

    func predictionCheck(for key: CellKey) -> PredictionCheck? {
        guard let prediction = predict.predictions[key], let report = run.results[key]?.report,
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
        case let (said?, did?) where said.eventText == did.eventText:
            explanation = UIText.Notebook.Messages.youSaidItCameAt(said.eventText, at: said.time, came: did.time)
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
