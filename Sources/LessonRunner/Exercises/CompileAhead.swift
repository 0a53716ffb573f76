import CellRunner
import Dispatch

/// A learner's answer compiled on another thread while the lessons are read: a check then finds
/// it in the cell cache. The compile the check makes later is the same program (the same code and
/// harness call), so nothing is compiled twice unless the answer's `solve` names its inputs
/// otherwise than the exercise does.
public final class CompileAhead: @unchecked Sendable {
    private let group = DispatchGroup()

    /// Starts compiling `answer` with the harness call its own `solve` asks for; nil when its
    /// `solve` cannot be read.
    public init?(answer: String, runner: LessonCellRunner) {
        guard let labels = ExerciseProgram.inputLabels(in: answer) else { return nil }
        let program = ExerciseProgram(answer: answer, inputNames: labels)
        let compiler = runner.executor.compiler
        DispatchQueue.global().async(group: group) {
            _ = try? compiler.compile(CellSource(code: program.source))
        }
    }

    /// Returns once the compile has finished (at once when it has).
    public func wait() {
        group.wait()
    }
}
