import LessonKit
import Localization

/// The notebook's state machine: every key, resize, finished run and tick goes through `reduce`,
/// which changes the state and returns the work (running, editing, saving) for the session to
/// do. Pure, so the tests drive it without a terminal.
///
/// It is small on purpose: it turns a key into the command of the place it was pressed in (the
/// playground, a window, the notebook), hands each feature its own actions with its own part of
/// the state (its scope), and carries out what the features ask for (`FeatureEffect`).
public enum NotebookReducer {
    public static func reduce(_ state: inout NotebookState, _ action: NotebookAction) -> [NotebookEffect] {
        var effects: [NotebookEffect] = []
        let inClass = state.classroom.link != nil
        var told = inClass ? ClassActivities.ending(action, in: state) : []
        for effect in reduceOne(&state, action) {
            switch effect {
            case .session(let work): effects.append(work)
            case .say(let phrase, let kind): state.message = NotebookState.Message(phrase, kind: kind)
            case .record(let change):
                if inClass { told += ClassActivities.recorded(change, before: state.progress) }
                change.apply(to: &state.progress)
                effects.append(.saveProgress(change))
            // At once, before the effects after it: a feature asking another for something
            // sees it done when its next effect is carried out.
            case .send(let action): effects += reduce(&state, action)
            case .quit:
                state.shouldQuit = true
                effects.append(.quit)
            }
        }
        // After the progress they follow is saved.
        if !told.isEmpty { effects.append(.tellClass(told)) }
        return effects
    }

    /// One action, given to the feature it belongs to with its scope of the state; the features
    /// read the rest of the state as it was before the action (`notebook`).
    private static func reduceOne(_ state: inout NotebookState, _ action: NotebookAction) -> [FeatureEffect] {
        let notebook = state
        switch action {
        case .key(let key):
            state.message = nil
            return command(for: key, in: notebook).map { [.send($0)] } ?? []
        case .resize(let size):
            state.screen.size = size
            return []
        case .laidOut(let viewports):
            state.screen.viewports = viewports
            return []
        case .tick:
            if notebook.isRunning { state.work.spinnerFrame += 1 }
            return []
        case .quit:
            return [.quit]
        case .progressNotSaved(let reason):
            return [.say(UIText.Notebook.Messages.progressNotSaved(reason), .warning)]
        case .navigation(let action):
            return NavigationFeature.reduce(&state.navigation, action, in: notebook)
        case .layout(let action):
            return LayoutFeature.reduce(&state.layout, action, in: notebook)
        case .run(let action):
            return RunFeature.reduce(&state.run, action, in: notebook, work: &state.work)
        case .step(let action):
            return StepFeature.reduce(&state.step, action, in: notebook)
        case .predict(let action):
            return PredictFeature.reduce(&state.predict, action, in: notebook)
        case .edit(let action):
            return EditFeature.reduce(&state.edit, action, in: notebook)
        case .exercise(let action):
            return ExerciseFeature.reduce(&state.exercise, action, in: notebook, work: &state.work)
        case .chainOrder(let action):
            return ChainOrderFeature.reduce(&state.chainOrder, action, in: notebook)
        case .overlays(let action):
            return OverlayFeature.reduce(&state.overlays, action, in: notebook)
        case .playground(let action):
            return PlaygroundFeature.reduce(&state.playground, action, in: notebook, work: &state.work)
        case .language(let action):
            return LanguageFeature.reduce(&state.languages, action, in: notebook)
        case .classroom(let action):
            return ClassroomFeature.reduce(&state.classroom, action, in: notebook)
        case .review(let action):
            return ReviewFeature.reduce(&state.review, action, in: notebook, work: &state.work)
        }
    }

    /// The action a key stands for where it was pressed: the playground and the windows over
    /// the notebook take keys first, each in its own commands.
    static func command(for key: Key, in notebook: NotebookState) -> NotebookAction? {
        if notebook.offerTakesKeys { return .classroom(.offerKey(key)) }
        if let playground = notebook.playground {
            return KeyTable.playgroundCommand(for: key, editing: playground.isEditing).map { .playground(.command($0, key)) }
        }
        if let overlay = notebook.overlay {
            return .overlays(.window(KeyTable.command(for: key, in: overlay.keyContext), key))
        }
        // A review session has the panes, and keys of its own.
        if notebook.isReviewing { return action(for: KeyTable.reviewCommand(for: key)) }
        let atExercise = notebook.currentExercise != nil
        return KeyTable.command(for: key, stepping: notebook.step.isStepping, atExercise: atExercise).map(action(for:))
    }

    /// Each notebook command goes to the feature that declares it.
    static func action(for command: NotebookCommand) -> NotebookAction {
        switch command {
        case .navigation(let command): .navigation(.command(command))
        case .run(let command): .run(.command(command))
        case .step(let command): .step(.command(command))
        case .predict(let command): .predict(.command(command))
        case .edit(let command): .edit(.command(command))
        case .exercise(let command): .exercise(.command(command))
        case .chainOrder(let command): .chainOrder(.command(command))
        case .layout(let command): .layout(.command(command))
        case .overlays(let command): .overlays(.command(command))
        case .playground(let command): .playground(.open(command))
        case .language(let command): .language(.command(command))
        case .classroom(let command): .classroom(.command(command))
        case .review(let command): .review(.command(command))
        case .quit: .quit
        }
    }
}
