/// What an exercise practises, for counting the course's exercises by topic (`topics=` on an
/// exercise heading; FORMAT.md lists them). The names are the documents' topics, plus the
/// operator families and the course's own lessons.
public enum ExerciseTopic: String, CaseIterable, Sendable, Comparable {
    // Creating, subscribing and ending
    case observable, creating, disposing
    // Traits
    case single, completable, maybe
    // Subjects and relays
    case publishSubject = "publish-subject", behaviorSubject = "behavior-subject"
    case replaySubject = "replay-subject", asyncSubject = "async-subject", relays
    // RxCocoa traits
    case driver, signal, controlEvent = "control-event"
    // Reading and thinking in streams
    case marbles, hotAndCold = "hot-and-cold"
    // Operator families
    case transforming, filtering, combining, time
    // Schedulers
    case schedulers
    // Errors
    case retry, retryWhen = "retry-when", `catch`, result
    // The recipes
    case pureFunctions = "pure-functions", sideEffects = "side-effects", sharedSideEffects = "shared-side-effects"
    // Architecture
    case mvvm
    // Memory: subscriptions that outlive their owner, and retain cycles
    case memory

    public static func < (lhs: ExerciseTopic, rhs: ExerciseTopic) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// How far into a stage an exercise sits (`level=` on an exercise heading).
public enum ExerciseLevel: String, CaseIterable, Sendable {
    /// One idea, one operator: a first try.
    case warmUp = "warm-up"
    /// The stage's main practice.
    case core
    /// Several inputs and several operators together, closing a stage.
    case capstone
}
