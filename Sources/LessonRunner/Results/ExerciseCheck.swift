import Localization

/// What came of checking an exercise answer: the checker's verdict on it, or why there is none.
/// The notebook keeps it whole, and `rxlearn check` prints it; neither judges again.
public enum ExerciseCheck: Sendable, Equatable {
    /// The checker judged the answer (`ExerciseVerdict`, made by `ExerciseChecker`).
    case judged(ExerciseVerdict)
    /// The exercise itself is broken (its reference solution fails, a lesson file error): not the
    /// learner's doing. The checker's description of it.
    case exerciseBroken(reason: String)
    /// rxlearn could not check anything (no toolchain, the compile service gone, the answer file
    /// unreadable): what stopped it, in the caller's words around the system's.
    case couldNotCheck(Phrase)

    public var verdict: ExerciseVerdict? {
        if case .judged(let verdict) = self { return verdict }
        return nil
    }

    public var passed: Bool { verdict?.passed ?? false }
}

// `ExerciseVerdict` is declared by the checker; its equality is written out here so that the
// notebook's state, which keeps verdicts, can tell when one changed.
extension ExerciseVerdict: Equatable {
    public static func == (lhs: ExerciseVerdict, rhs: ExerciseVerdict) -> Bool {
        lhs.result == rhs.result && lhs.casesChecked == rhs.casesChecked && lhs.stages == rhs.stages
            && lhs.difference == rhs.difference && lhs.printed == rhs.printed && lhs.notes == rhs.notes
            && lhs.yoursReachedEventLimit == rhs.yoursReachedEventLimit && lhs.expectedReachedEventLimit == rhs.expectedReachedEventLimit
            && lhs.secondSubscriberCause == rhs.secondSubscriberCause
    }
}

extension ExerciseVerdict.Result: Equatable {
    public static func == (lhs: ExerciseVerdict.Result, rhs: ExerciseVerdict.Result) -> Bool {
        switch (lhs, rhs) {
        case (.passed, .passed): true
        case let (.couldNotRun(left), .couldNotRun(right)): left == right
        case let (.wrongOnExample(leftYours, leftExpected), .wrongOnExample(rightYours, rightExpected)):
            leftYours == rightYours && leftExpected == rightExpected
        case let (.wrongOnHiddenInput(leftCase, leftYours, leftExpected), .wrongOnHiddenInput(rightCase, rightYours, rightExpected)):
            leftCase == rightCase && leftYours == rightYours && leftExpected == rightExpected
        default: false
        }
    }
}
