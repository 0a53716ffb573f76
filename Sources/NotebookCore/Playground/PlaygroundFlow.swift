import LessonKit
import Localization

/// The marble playground's keys and answers: opening it (from an operator's lesson, the operator
/// index or the command line), editing the input lanes, switching to a comparison and back, and
/// leaving for where the learner came from. Each change of an input asks for one play.
extension NotebookState {
    /// The operator the current lesson teaches, when it is an operator's lesson with a playground.
    public var lessonPlaygroundOperator: String? {
        currentLesson.flatMap { PlaygroundState.operatorName(taughtBy: $0.id) }
    }

    /// Whether `m` opens a playground here: an operator's lesson, or a lesson comparing operators.
    public var lessonHasPlayground: Bool {
        lessonPlaygroundOperator != nil || lessonComparison != nil
    }

    /// The comparison the current lesson is about (`compare-…` lessons).
    private var lessonComparison: PlaygroundState? {
        currentLesson.flatMap { PlaygroundState.comparison(taughtBy: $0.id, origin: .notebook) }
    }

    /// `m` on an operator's lesson, or on a lesson comparing operators.
    mutating func openLessonPlayground() -> [NotebookEffect] {
        if let name = lessonPlaygroundOperator { return openPlayground(ofOperator: name, from: .notebook) }
        if let comparison = lessonComparison { return show(comparison) }
        message = .init(UIText.Playground.noSingleOperator.text)
        return []
    }

    /// Opens the playground of `name` (any spelling the catalog knows) over the notebook.
    public mutating func openPlayground(ofOperator name: String, from origin: PlaygroundState.Origin) -> [NotebookEffect] {
        guard let playground = PlaygroundState.single(name, origin: origin) else {
            message = .init(UIText.Playground.noPlayground(name).text, kind: .warning)
            return []
        }
        return show(playground)
    }

    /// Opens the playground of one operator, or of two or three side by side, with `inputs`
    /// (lane name → marbles) in place of the example's lanes of those names: `rxlearn play`.
    public mutating func openPlayground(operators: [String], inputs: [String: String], from origin: PlaygroundState.Origin) -> [NotebookEffect] {
        guard var playground = operators.count > 1
            ? PlaygroundState.comparison(of: operators, origin: origin)
            : operators.first.flatMap({ PlaygroundState.single($0, origin: origin) }) else {
            message = .init(UIText.Playground.noPlaygroundPlays(UIText.CommandLine.list(operators.map { "`\($0)`" })).text, kind: .warning)
            return []
        }
        for index in playground.fields.indices {
            if let given = inputs[playground.fields[index].name] {
                playground.fields[index].text = given
                playground.fields[index].moveCursorToEnd()
            }
        }
        return show(playground)
    }

    /// Puts `playground` on the screen and plays its inputs. Play ids come from the counter runs
    /// and checks share, and only ids issued from now on are taken: an answer still on its way
    /// to the screen this one replaces is dropped.
    private mutating func show(_ playground: PlaygroundState) -> [NotebookEffect] {
        var playground = playground
        playground.requested = run.nextRunID - 1
        playground.answered = playground.requested
        overlay = nil
        self.playground = playground
        return playCurrentInputs()
    }

    mutating func handlePlaygroundKey(_ key: Key, _ playground: PlaygroundState) -> [NotebookEffect] {
        var playground = playground
        let context: KeyContext = playground.isEditing ? .playgroundEditing : .playground
        guard let command = KeyBinding.command(for: key, in: context) else { return [] }
        var inputsChanged = false
        switch command {
        case .closeWindow:
            return leavePlayground(playground)
        case .compare:
            return switchComparison(playground)
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
            guard playground.fields.contains(where: \.isChanged) else {
                message = .init(UIText.Playground.alreadyTheExample.text)
                return []
            }
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
        default:
            break
        }
        self.playground = playground
        return inputsChanged ? playCurrentInputs() : []
    }

    /// A play of the inputs as they are now; its answer is taken only if no later one was.
    mutating func playCurrentInputs() -> [NotebookEffect] {
        guard var playground else { return [] }
        playground.requested = run.nextRunID
        run.nextRunID += 1
        self.playground = playground
        return [.playInPlayground(PlaygroundRequest(id: playground.requested, operators: playground.operators, inputs: playground.inputs))]
    }

    /// The player's answer to request `id`. Answers older than the one drawn are dropped (the
    /// learner typed on meanwhile); a refusal keeps the last drawing and says why under the field.
    mutating func acceptPlay(_ id: Int, _ answer: PlaygroundAnswer) {
        guard var playground, id > playground.answered, id <= playground.requested else { return }
        playground.answered = id
        switch answer {
        case .drawn(let lanes, let note):
            playground.drawn = lanes
            playground.note = note
            playground.problem = nil
        case .refused(let reason):
            playground.problem = reason
        }
        self.playground = playground
    }

    /// `c`: the comparison that holds the operator, or back from it to the operator. Inputs the
    /// two share by name keep what the learner typed.
    private mutating func switchComparison(_ playground: PlaygroundState) -> [NotebookEffect] {
        let other: PlaygroundState?
        if playground.isComparison {
            other = PlaygroundState.single(playground.operatorName, origin: playground.origin)
        } else {
            other = PlaygroundState.comparison(containing: playground.operatorName, origin: playground.origin)
            if other == nil {
                let names = PlaygroundState.comparisonNames
                message = .init(UIText.Playground.inNoComparison(playground.operatorName, comparisons: names).text)
                return []
            }
        }
        guard var other else { return [] }
        for index in other.fields.indices {
            if let typed = playground.fields.first(where: { $0.name == other.fields[index].name }) {
                other.fields[index].text = typed.text
                other.fields[index].moveCursorToEnd()
            }
        }
        return show(other)
    }

    /// Esc or q: back to the lesson or the operator index; from `rxlearn play`, out of rxlearn.
    private mutating func leavePlayground(_ playground: PlaygroundState) -> [NotebookEffect] {
        self.playground = nil
        switch playground.origin {
        case .notebook:
            return []
        case .operatorIndex(let search):
            overlay = .operators(search)
            return []
        case .commandLine:
            shouldQuit = true
            return [.quit]
        }
    }
}

extension MarbleField {
    /// The cursor keys of a field.
    mutating func moveCursor(_ command: Command) {
        switch command {
        case .cursorLeft: moveCursor(by: -1)
        case .cursorRight: moveCursor(by: 1)
        case .cursorHome: moveCursorToStart()
        case .cursorEnd: moveCursorToEnd()
        default: break
        }
    }
}
