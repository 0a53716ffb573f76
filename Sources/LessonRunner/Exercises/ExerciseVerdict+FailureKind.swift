import LessonKit

extension ExerciseVerdict {
    /// How the attempt failed, as progress and the class report store it; nil for a pass.
    public var failureKind: FailureKind? {
        switch result {
        case .passed:
            return nil
        case .wrongOnExample, .wrongOnHiddenInput:
            return .wrongOutput
        case .couldNotRun(let report):
            switch report.status {
            case .compileFailed: return .compileError
            case .timedOut: return .timeout
            default: return .runtimeError
            }
        }
    }
}
