import LessonKit
import Localization
import Marbles

/// The lanes a result draws: which ones, in which order, paired how, and one legend of values
/// for all of them, so that a letter means one value on a whole screen or report — in every
/// drawing of the result and in the verdict's sentence alike. The notebook's marble and check
/// panes and `rxlearn run` / `rxlearn check` all draw from it; each words the lanes' names in
/// its own way (`Role` says what each lane is).
public struct ResultLanes: Sendable, Equatable {
    public enum Role: Sendable, Equatable {
        /// The learner's prediction of the lane of this name.
        case predicted
        /// A lane the run recorded (`index` into the recording's lanes); `paired` when the
        /// lesson's lane of the same name is drawn right after it.
        case recorded(index: Int, paired: Bool)
        /// The lesson's lane: after the recorded lane it pairs with, or alone.
        case expected
        /// A subscription the runtime watched, or (`isStage`) a stage of its chain: never judged.
        case automatic(subscription: Int, isStage: Bool)
        /// An exercise's input: the example's, or the hidden input the answer went wrong on.
        case input
        /// A stage of the answer's chain on that input: never judged.
        case stage
        /// What the learner's answer gave, where it went wrong.
        case yours
        /// What the exercise expects; `solved` when the answer gave exactly that.
        case goal(solved: Bool)

        /// Which lanes choose their legend letters first (lower first).
        var legendRank: Int {
            switch self {
            case .input: 0
            case .goal: 1
            default: 2
            }
        }
    }

    public struct Lane: Sendable, Equatable {
        public var name: String
        public var events: [TimedEvent]
        public var role: Role
        public var lifetime: LaneLifetime?

        public init(name: String, events: [TimedEvent], role: Role, lifetime: LaneLifetime? = nil) {
            self.name = name
            self.events = events
            self.role = role
            self.lifetime = lifetime
        }
    }

    /// In the order they are drawn.
    public var lanes: [Lane]
    /// The letters for every value wider than one column, over all the lanes: used wherever a
    /// drawing or a sentence of this result writes values as letters.
    public let legend: LaneLabels
    /// The automatic lanes' notes: subscriptions past the cap, events cut short.
    public var automatic: AutomaticLanes

    public init(lanes: [Lane], automatic: AutomaticLanes = WatchedStreams().automaticLanes()) {
        self.lanes = lanes
        self.automatic = automatic
        // An exercise's inputs and goal choose their letters first, the other lanes after them in
        // drawing order: the goal's values get their own first letters, and a value only the
        // learner's answer gave takes one that is left.
        let ordered = lanes.indices.sorted { (lanes[$0].role.legendRank, $0) < (lanes[$1].role.legendRank, $1) }
        legend = LaneLabels.symbols(for: ordered.map { lanes[$0].events })
    }

    /// The lanes as `TimelineLayout` draws them, each named by `name`.
    public func timelineLanes(named name: (Lane) -> String) -> [TimelineLane] {
        lanes.map { TimelineLane(name: name($0), events: $0.events, lifetime: $0.lifetime) }
    }

    /// How many lanes are judged or predicted, before the automatic ones.
    public var judgedCount: Int {
        lanes.prefix { if case .automatic = $0.role { false } else { true } }.count
    }
}

// MARK: - A cell's run

extension ResultLanes {
    /// The lanes of a cell's run, one rule for every view: the prediction first, when there is
    /// one; then each recorded lane, with the lesson's lane of the same name right after it
    /// while the lesson's lanes are shown (before a passing run, or beside a prediction); the
    /// lesson's lanes nothing recorded; last the automatic lanes.
    ///
    /// - Parameters:
    ///   - report: the run, nil before the cell ran.
    ///   - prediction: the learner's lane, in the notebook.
    public static func cell(report: CellReport?, expected: ExpectedOutput, prediction: (lane: String, events: [TimedEvent])? = nil,
                            automatic: AutomaticLanes) -> ResultLanes {
        let recorded = report?.recording.output.lanes ?? []
        let showsExpected = prediction != nil || !(report?.passed ?? false)
        let expectedLanes = showsExpected ? expected.lanes : []
        var lanes: [Lane] = []
        if let prediction {
            lanes.append(Lane(name: prediction.lane, events: prediction.events, role: .predicted))
        }
        var paired = Set<Int>()
        for (index, lane) in recorded.enumerated() {
            // A lane of the same name; one lane each, whatever their names.
            let partner = expectedLanes.firstIndex { $0.name == lane.name }
                ?? (expectedLanes.count == 1 && recorded.count == 1 ? 0 : nil)
            let pairs = partner.map { !paired.contains($0) } ?? false
            lanes.append(Lane(name: lane.name, events: lane.events, role: .recorded(index: index, paired: pairs)))
            if let partner, pairs {
                paired.insert(partner)
                lanes.append(Lane(name: expectedLanes[partner].name, events: expectedLanes[partner].events, role: .expected))
            }
        }
        for (index, lane) in expectedLanes.enumerated() where !paired.contains(index) {
            lanes.append(Lane(name: lane.name, events: lane.events, role: .expected))
        }
        for lane in automatic.lanes {
            lanes.append(Lane(name: lane.lane.name, events: lane.lane.events,
                              role: .automatic(subscription: lane.subscription, isStage: lane.isStage), lifetime: lane.lane.lifetime))
        }
        return ResultLanes(lanes: lanes, automatic: automatic)
    }
}

// MARK: - An exercise's check

extension ResultLanes {
    /// The lanes of an exercise's check: the inputs (the example's, or the hidden input the answer
    /// went wrong on), the stages of the answer's chain when `showingStages`, then where it went
    /// wrong yours and the goal, else the goal alone (marked solved after a pass).
    public static func exercise(_ exercise: Exercise, check: ExerciseCheck?, showingStages: Bool) -> ResultLanes {
        let verdict = check?.verdict
        let stages = showingStages ? (verdict?.stages ?? []).map { stage in
            Lane(name: stage.name, events: stage.timelineLane.events, role: .stage, lifetime: stage.timelineLane.lifetime)
        } : []
        let example = exercise.inputs.map { Lane(name: $0.name, events: $0.diagram.events, role: .input) }
        guard let verdict, let wrong = verdictLanes(verdict) else {
            let goal = exercise.expected.lanes.first?.events ?? []
            return ResultLanes(lanes: example + stages + [Lane(name: "expected", events: goal, role: .goal(solved: verdict?.passed == true))])
        }
        return ResultLanes(lanes: (wrong.inputs ?? example) + stages + wrong.outputs)
    }

    /// The lanes a verdict's sentence writes, with a legend of their own: the hidden input the
    /// answer went wrong on, yours and expected. For a verdict worded away from its exercise
    /// (`ExerciseVerdict.explanation`); a screen that shows the exercise draws
    /// `exercise(_:check:showingStages:)`.
    public static func verdict(_ verdict: ExerciseVerdict) -> ResultLanes {
        guard let wrong = verdictLanes(verdict) else { return ResultLanes(lanes: []) }
        return ResultLanes(lanes: (wrong.inputs ?? []) + wrong.outputs)
    }

    /// Where the answer went wrong: the hidden input's lanes (nil on the example), then yours
    /// and expected; nil when it passed or did not run.
    private static func verdictLanes(_ verdict: ExerciseVerdict) -> (inputs: [Lane]?, outputs: [Lane])? {
        guard let (yours, expected) = verdict.wrongOutputs else { return nil }
        let inputs = verdict.wrongInputs.map { input in
            input.inputs.keys.sorted().map { Lane(name: $0, events: input.inputs[$0] ?? [], role: .input) }
        }
        return (inputs, [Lane(name: "yours", events: yours, role: .yours), Lane(name: "expected", events: expected, role: .goal(solved: false))])
    }

    /// Whether the check went wrong on a hidden input rather than on the example.
    public static func isHiddenInput(_ check: ExerciseCheck?) -> Bool {
        if case .wrongOnHiddenInput? = check?.verdict?.result { return true }
        return false
    }
}

extension ExerciseVerdict {
    /// The hidden input the answer went wrong on, if it did.
    public var wrongInputs: ExerciseCase? {
        if case .wrongOnHiddenInput(let input, _, _) = result { return input }
        return nil
    }

    /// Yours and expected, where the answer went wrong.
    public var wrongOutputs: (yours: [TimedEvent], expected: [TimedEvent])? {
        switch result {
        case .wrongOnExample(let yours, let expected), .wrongOnHiddenInput(_, let yours, let expected): (yours, expected)
        case .passed, .couldNotRun: nil
        }
    }
}
