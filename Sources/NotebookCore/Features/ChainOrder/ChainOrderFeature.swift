import LessonKit
import Localization

/// An order-the-chain exercise in the notebook: the learner selects one of the given lines
/// (`,` and `.`), carries it up or down (`<` and `>`), takes it out of the chain or puts it back
/// (`i`, which comments it out or in), and checks with `r` as at any exercise. Every change is the
/// learner's file edited (`ChainAnswer`) and saved at once, so `rxlearn check` in a shell sees
/// the same order.
public enum ChainOrderFeature {
    public struct State: Sendable, Equatable {
        /// The selected line of each exercise, as an index among its given lines (`ChainAnswer.slots`).
        public var selected: [String: Int] = [:]

        public init() {}
    }

    public enum Action: Sendable, Equatable {
        case command(ChainOrderCommand)
        /// The reordered file could not be written; the notebook shows the order anyway.
        case notSaved(reason: String)
    }

    static func reduce(_ state: inout State, _ action: Action, in notebook: NotebookState) -> [FeatureEffect] {
        typealias Words = UIText.ChainOrder
        switch action {
        case .notSaved(let reason):
            return [.say(Words.notSaved(reason), .warning)]
        case .command(let command):
            guard let exercise = notebook.currentExercise, exercise.chain != nil else { return [.say(Words.notAnOrderExercise)] }
            guard let answer = ChainAnswer(notebook.answer(to: exercise), for: exercise), !answer.slots.isEmpty else {
                return [.say(Words.linesLost, .warning)]
            }
            let selected = min(state.selected[exercise.id] ?? 0, answer.slots.count - 1)
            let changed: ChainAnswer?
            var next = selected
            switch command {
            case .selectNext, .selectPrevious:
                next = selected + (command == .selectNext ? 1 : -1)
                guard answer.slots.indices.contains(next) else { return [.say(Words.atTheEnd)] }
                changed = nil
            case .moveDown, .moveUp:
                next = selected + (command == .moveDown ? 1 : -1)
                guard let moved = answer.moving(slot: selected, by: next - selected) else { return [.say(Words.atTheEnd)] }
                changed = moved
            case .toggle:
                changed = answer.toggling(slot: selected)
            }
            state.selected[exercise.id] = next
            let inView = FeatureEffect.send(.layout(.codeLineInView((changed ?? answer).slots[next])))
            guard let changed else { return [inView] }
            return [inView, .send(.exercise(.answerRead(exerciseID: exercise.id, code: changed.text))),
                    .session(.saveExerciseAnswer(exerciseID: exercise.id, code: changed.text))]
        }
    }
}

/// The keys that order the lines of an order-the-chain exercise.
public enum ChainOrderCommand: Sendable, Equatable {
    case selectNext, selectPrevious, moveDown, moveUp, toggle
}

extension NotebookState {
    /// The line of the learner's file that is selected for ordering (0-based), when the current
    /// stop is an order-the-chain exercise.
    public var selectedChainLine: Int? {
        guard let exercise = currentExercise, exercise.chain != nil,
              let answer = ChainAnswer(answer(to: exercise), for: exercise), !answer.slots.isEmpty else { return nil }
        return answer.slots[min(chainOrder.selected[exercise.id] ?? 0, answer.slots.count - 1)]
    }
}
