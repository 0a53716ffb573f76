import CellRunner
import Foundation
import LessonKit
@testable import LessonRunner

/// The runner the tests use: the toolchain, the core built next to the test binary (this target
/// depends on RxCore, RxCoreTest and RxCellRuntime so that `swift build --build-tests` builds
/// them), and a cell cache of its own in the build folder. The cache's `cells/` part is emptied
/// once per test run; the compiler's module cache is kept, so only the first run ever is slow.
enum RunnerEnvironment {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let runner: Result<LessonCellRunner, Error> = Result {
        let core = try CoreBuild.locate(moduleNames: LessonCellTemplate.moduleNames, explicitCandidates: [
            packageRoot.appendingPathComponent(".build/debug"),
        ])
        let cacheRoot = core.directory.appendingPathComponent("LessonRunnerTestCache")
        try? FileManager.default.removeItem(at: cacheRoot.appendingPathComponent("cells"))
        let compiler = CellCompiler(toolchain: try SwiftToolchain.locate(), core: core, cache: CellCache(root: cacheRoot),
                                    template: LessonCellTemplate.template)
        return LessonCellRunner(executor: CellExecutor(compiler: compiler))
    }

    static func run(_ program: String, _ options: LessonCellRunner.Options = .init()) throws -> CellReport {
        try runner.get().run(program: program, options: options)
    }

    /// A lesson with one cell, built in memory as the parser would build it.
    static func lesson(setup: String? = nil, cellID: String = "cell", code: String, expectedLines: [String]? = nil,
                       timeLimit: Duration = Cell.defaultTimeLimit) -> (Lesson, Cell) {
        let file = "9.9-fixture.md"
        let expected = ExpectedOutput(lineBlocks: expectedLines.map { [ExpectedLines(lines: $0, location: SourceLocation(file: file, line: 20))] } ?? [])
        let cell = Cell(id: cellID, code: SwiftCode(source: code, location: SourceLocation(file: file, line: 11)),
                        expected: expected, timeLimit: timeLimit, location: SourceLocation(file: file, line: 10))
        let lesson = Lesson(id: "fixture-lesson", title: "Fixture", section: "9.9",
                            setup: setup.map { SwiftCode(source: $0, location: SourceLocation(file: file, line: 5)) },
                            items: [.cell(cell)], location: SourceLocation(file: file, line: 3))
        return (lesson, cell)
    }

    /// A comment that makes a program unique, so that it misses the cache.
    static func uniqueMarker() -> String {
        "// \(UUID().uuidString)"
    }
}
