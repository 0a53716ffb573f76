import CellRunner
import Foundation
import LessonRunner
import NotebookCore
import SystemSupport

/// Finds the Swift compiler and the built core once, on first use, for cell runs and exercise
/// checks alike: finding the toolchain runs `swiftc --version`, which the first frame should not
/// wait for. The compile limit comes from `RXLEARN_COMPILE_TIMEOUT` (see `CompileTimeLimit`).
final class RunnerLocator: @unchecked Sendable {
    private let located = Locked<Result<LessonCellRunner, Error>?>(nil)

    func runner() throws -> LessonCellRunner {
        try located.withLock { located in
            if located == nil {
                located = Result {
                    let compileTimeLimit = try CompileTimeLimit.fromEnvironment().get()
                    return try LessonCellRunner.locatingEverything(compileTimeLimit: compileTimeLimit)
                }
            }
            return try located!.get()
        }
    }
}
