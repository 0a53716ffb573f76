import LessonKit
import Localization

/// What a feature's reducer asks of the notebook around it. A feature changes only its own part
/// of `NotebookState`; everything else goes through these, which `NotebookReducer` carries out
/// in order.
enum FeatureEffect: Sendable, Equatable {
    /// Work outside the pure state machine, for the session.
    case session(NotebookEffect)
    /// A note on the message line until the next key.
    case say(Phrase, NotebookState.Message.Kind = .info)
    /// A change to the learner's progress: applied to the state's copy, saved by the session.
    case record(ProgressChange)
    /// An action for another feature (or this one), reduced right after this one.
    case send(NotebookAction)
    /// Leave the notebook.
    case quit
}
