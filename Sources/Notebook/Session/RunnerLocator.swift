import Foundation
import LessonRunner

/// Finds the Swift compiler and the built core once, on first use, for cell runs and exercise
/// checks alike: finding the toolchain runs `swiftc --version`, which the first frame should not
/// wait for.
final class RunnerLocator: @unchecked Sendable {
    private let lock = NSLock()
    private var located: Result<LessonCellRunner, Error>?

    func runner() throws -> LessonCellRunner {
        lock.lock()
        defer { lock.unlock() }
        if located == nil { located = Result { try LessonCellRunner.locatingEverything() } }
        return try located!.get()
    }
}
