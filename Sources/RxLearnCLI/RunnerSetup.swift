import ArgumentParser
import CellRunner
import LessonRunner

/// Finds the Swift compiler and the built core for the commands that run cells. When either is
/// missing the user gets CellRunner's explanation of what to install or build — not a trap.
enum RunnerSetup {
    static func makeRunner() throws -> LessonCellRunner {
        do {
            return try LessonCellRunner.locatingEverything()
        } catch {
            throw UserFacingFailure(
                message: "\(error)\nRun `rxlearn doctor` to check the whole setup.",
                status: ExitStatus.failure
            ).report()
        }
    }
}
