import CellRunner
import Foundation
import LessonRunner
@testable import Playground

/// The compiler the playground tests build the player with: the toolchain, the core built next to
/// the test binary (this target depends on RxCellRuntime so that `swift build --build-tests` builds
/// it) and a cell cache of its own in the build folder, emptied once per test run (the compiler's
/// module cache is kept).
enum PlayerEnvironment {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let compiler: Result<CellCompiler, Error> = Result {
        let core = try CoreBuild.locate(moduleNames: LessonCellTemplate.moduleNames, explicitCandidates: [
            packageRoot.appendingPathComponent(".build/debug"),
        ])
        let cacheRoot = core.directory.appendingPathComponent("PlaygroundTestCache")
        try? FileManager.default.removeItem(at: cacheRoot.appendingPathComponent("cells"))
        return CellCompiler(toolchain: try SwiftToolchain.locate(), core: core, cache: CellCache(root: cacheRoot))
    }

    /// One player shared by the tests that only play (starting one costs a process start).
    static let sharedPlayer: Result<PlaygroundPlayer, Error> = Result {
        try PlaygroundPlayer(compiler: compiler.get())
    }
}
