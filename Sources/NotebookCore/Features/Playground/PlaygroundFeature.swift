import LessonKit
import Localization

/// The marble playground's keys and answers: opening it (from an operator's lesson, the operator
/// index or the command line), editing the input lanes, switching to a comparison and back, and
/// leaving for where the learner came from. Each change of an input asks for one play.
public enum PlaygroundFeature {
    public enum Action: Sendable, Equatable {
        /// A key in the playground, and the command it is there.
        case command(PlaygroundCommand, Key)
        case open(PlaygroundOpening)
        /// The playground's player answered request `id`.
        case played(id: Int, PlaygroundAnswer)
    }

    static func reduce(_ state: inout PlaygroundState?, _ action: Action, in notebook: NotebookState,
                       work: inout BackgroundWork) -> [FeatureEffect] {
        switch action {
        case .open(let opening):
            guard let playground = playground(for: opening, in: notebook) else { return [.say(refusal(of: opening), .warning)] }
            return show(playground, &state, work: &work)
        case .command(let command, let key):
            guard var playground = state else { return [] }
            return handle(command, key: key, &playground, &state, work: &work)
        case .played(let id, let answer):
            accept(id, answer, &state)
            return []
        }
    }

    /// The playground `opening` asks for; nil when there is none.
    private static func playground(for opening: PlaygroundOpening, in notebook: NotebookState) -> PlaygroundState? {
        switch opening {
        case .lessonPlayground:
            if let name = notebook.lessonPlaygroundOperator { return PlaygroundState.single(name, origin: .notebook) }
            return notebook.currentLesson.flatMap { PlaygroundState.comparison(taughtBy: $0.id, origin: .notebook) }
        case .operatorNamed(let name, let origin):
            return PlaygroundState.single(name, origin: origin)
        case .operators(let names, let inputs, let origin):
            guard var playground = names.count > 1
                ? PlaygroundState.comparison(of: names, origin: origin)
                : names.first.flatMap({ PlaygroundState.single($0, origin: origin) }) else { return nil }
            for index in playground.fields.indices {
                if let given = inputs[playground.fields[index].name] {
                    playground.fields[index].text = given
                    playground.fields[index].moveCursorToEnd()
                }
            }
            return playground
        }
    }

    private static func refusal(of opening: PlaygroundOpening) -> Phrase {
        switch opening {
        case .lessonPlayground: UIText.Playground.noSingleOperator
        case .operatorNamed(let name, _): UIText.Playground.noPlayground(name)
        case .operators(let names, _, _): UIText.Playground.noPlaygroundPlays(UIText.CommandLine.list(names.map { "`\($0)`" }))
        }
    }

    /// Puts `playground` on the screen and plays its inputs. Play ids come from the counter runs
    /// and checks share, and only ids issued from now on are taken: an answer still on its way
    /// to the screen this one replaces is dropped.
    private static func show(_ playground: PlaygroundState, _ state: inout PlaygroundState?, work: inout BackgroundWork) -> [FeatureEffect] {
        var playground = playground
        playground.requested = work.nextID - 1
        playground.answered = playground.requested
        state = playground
        return [.send(.overlays(.close))] + playCurrentInputs(&state, work: &work)
    }

    private static func handle(_ command: PlaygroundCommand, key: Key, _ playground: inout PlaygroundState, _ state: inout PlaygroundState?,
                               work: inout BackgroundWork) -> [FeatureEffect] {
        var inputsChanged = false
        switch command {
        case .leave:
            return leave(playground, &state)
        case .compare:
            return switchComparison(playground, &state, work: &work)
        case .editLane:
            guard !playground.fields.isEmpty else { return [] }
            playground.isEditing = true
            playground.fields[playground.focus].moveCursorToEnd()
        case .stopEditing:
            playground.isEditing = false
        case .selectNext, .selectPrevious:
            guard !playground.fields.isEmpty else { return [] }
            let count = playground.fields.count
            playground.focus = (playground.focus + (command == .selectNext ? 1 : count - 1)) % count
            playground.fields[playground.focus].moveCursorToEnd()
        case .resetInputs:
            guard playground.fields.contains(where: \.isChanged) else { return [.say(UIText.Playground.alreadyTheExample)] }
            for index in playground.fields.indices { playground.fields[index].reset() }
            inputsChanged = true
        case .typeCharacter:
            guard case .character(let character) = key, !playground.fields.isEmpty else { return [] }
            playground.fields[playground.focus].insert(character)
            inputsChanged = true
        case .deleteCharacter:
            guard !playground.fields.isEmpty else { return [] }
            inputsChanged = playground.fields[playground.focus].deleteBackward()
        case .cursorLeft, .cursorRight, .cursorHome, .cursorEnd:
            guard !playground.fields.isEmpty else { return [] }
            playground.fields[playground.focus].moveCursor(command)
        }
        state = playground
        return inputsChanged ? playCurrentInputs(&state, work: &work) : []
    }

    /// A play of the inputs as they are now; its answer is taken only if no later one was.
    private static func playCurrentInputs(_ state: inout PlaygroundState?, work: inout BackgroundWork) -> [FeatureEffect] {
        guard var playground = state else { return [] }
        playground.requested = work.issueID()
        state = playground
        return [.session(.playInPlayground(PlaygroundRequest(id: playground.requested, operators: playground.operators, inputs: playground.inputs)))]
    }

    /// The player's answer to request `id`. Answers older than the one drawn are dropped (the
    /// learner typed on meanwhile); a refusal keeps the last drawing and says why under the field.
    private static func accept(_ id: Int, _ answer: PlaygroundAnswer, _ state: inout PlaygroundState?) {
        guard var playground = state, id > playground.answered, id <= playground.requested else { return }
        playground.answered = id
        switch answer {
        case .drawn(let lanes, let note):
            playground.drawn = lanes
            playground.note = note
            playground.problem = nil
        case .refused(let reason):
            playground.problem = reason
        }
        state = playground
    }

    /// `c`: the comparison that holds the operator, or back from it to the operator. Inputs the
    /// two share by name keep what the learner typed.
    private static func switchComparison(_ playground: PlaygroundState, _ state: inout PlaygroundState?,
                                         work: inout BackgroundWork) -> [FeatureEffect] {
        let other: PlaygroundState?
        if playground.isComparison {
            other = PlaygroundState.single(playground.operatorName, origin: playground.origin)
        } else {
            other = PlaygroundState.comparison(containing: playground.operatorName, origin: playground.origin)
            if other == nil {
                return [.say(UIText.Playground.inNoComparison(playground.operatorName, comparisons: PlaygroundState.comparisonNames))]
            }
        }
        guard var other else { return [] }
        for index in other.fields.indices {
            if let typed = playground.fields.first(where: { $0.name == other.fields[index].name }) {
                other.fields[index].text = typed.text
                other.fields[index].moveCursorToEnd()
            }
        }
        return show(other, &state, work: &work)
    }

    /// Esc or q: back to the lesson or the operator index; from `rxlearn play`, out of rxlearn.
    private static func leave(_ playground: PlaygroundState, _ state: inout PlaygroundState?) -> [FeatureEffect] {
        state = nil
        switch playground.origin {
        case .notebook: return []
        case .operatorIndex(let search): return [.send(.overlays(.open(.operators(search))))]
        case .commandLine: return [.quit]
        }
    }
}

/// How the playground is opened: `m` on an operator's or a comparison's lesson, Tab in the
/// operator index, or `rxlearn play` with its operators and inputs (lane name → marbles).
public enum PlaygroundOpening: Sendable, Equatable {
    case lessonPlayground
    case operatorNamed(String, from: PlaygroundState.Origin)
    case operators([String], inputs: [String: String], from: PlaygroundState.Origin)
}

extension NotebookState {
    /// The operator the current lesson teaches, when it is an operator's lesson with a playground.
    public var lessonPlaygroundOperator: String? {
        currentLesson.flatMap { PlaygroundState.operatorName(taughtBy: $0.id) }
    }

    /// Whether `m` opens a playground here: an operator's lesson, or a lesson comparing operators.
    public var lessonHasPlayground: Bool {
        lessonPlaygroundOperator != nil || currentLesson.flatMap { PlaygroundState.comparison(taughtBy: $0.id, origin: .notebook) } != nil
    }

    /// Opens the playground of `name` (any spelling the catalog knows) over the notebook.
    public mutating func openPlayground(ofOperator name: String, from origin: PlaygroundState.Origin) -> [NotebookEffect] {
        NotebookReducer.reduce(&self, .playground(.open(.operatorNamed(name, from: origin))))
    }

    /// Opens the playground of one operator, or of two or three side by side, with `inputs`
    /// (lane name → marbles) in place of the example's lanes of those names: `rxlearn play`.
    public mutating func openPlayground(operators: [String], inputs: [String: String], from origin: PlaygroundState.Origin) -> [NotebookEffect] {
        NotebookReducer.reduce(&self, .playground(.open(.operators(operators, inputs: inputs, from: origin))))
    }
}

extension MarbleField {
    /// The cursor keys of a field.
    mutating func moveCursor(_ command: PlaygroundCommand) {
        switch command {
        case .cursorLeft: moveCursor(by: -1)
        case .cursorRight: moveCursor(by: 1)
        case .cursorHome: moveCursorToStart()
        case .cursorEnd: moveCursorToEnd()
        default: break
        }
    }
}
