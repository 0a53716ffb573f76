import ArgumentParser
import CellRunner
import LessonRunner

/// Finds the Swift compiler and the built core for the commands that run cells. When either is
/// missing the user gets CellRunner's explanation of what to install or build — not a trap.
///
/// From here on a signal that ends rxlearn ends the cells and compiles it started first
/// (`SignalForwarding`).
enum RunnerSetup {
    static func makeRunner(compileTimeLimit: Duration = CompileTimeLimit.default,
                           memoryLimit: MemoryLimit = .default) throws -> LessonCellRunner {
        SignalForwarding.install()
        do {
            return try LessonCellRunner.locatingEverything(compileTimeLimit: compileTimeLimit, memoryLimit: memoryLimit)
        } catch {
            throw UserFacingFailure(
                message: "\(error)\n" + CLIText.Failure.runDoctor.text,
                status: ExitStatus.failure
            )
        }
    }
}
