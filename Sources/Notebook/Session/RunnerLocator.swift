import CellRunner
import Foundation
import LessonRunner
import NotebookCore

/// Finds the Swift compiler and the built core once, on first use, for cell runs and exercise
/// checks alike: finding the toolchain runs `swiftc --version`, which the first frame should not
/// wait for. The compile limit comes from `RXLEARN_COMPILE_TIMEOUT` (see `CompileTimeLimit`).
final class RunnerLocator: @unchecked Sendable {
    private let lock = NSLock()
    private var located: Result<LessonCellRunner, Error>?

    func runner() throws -> LessonCellRunner {
        lock.lock()
        defer { lock.unlock() }
        if located == nil {
            located = Result {
                let compileTimeLimit = try CompileTimeLimit.fromEnvironment().get()
                return try LessonCellRunner.locatingEverything(compileTimeLimit: compileTimeLimit)
            }
        }
        return try located!.get()
    }
}
