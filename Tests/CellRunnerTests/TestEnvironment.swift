import CellRunner
import Foundation

/// How the tests find the core they compile cells against.
///
/// `swift build --build-tests` builds RxCore and RxCoreTest (this test target depends on them)
/// into the same folder as the test binary. `CoreBuild.locate` tries, in order:
/// `RXLEARN_CORE_BUILD_DIR`; the folder of the running test binary (on Linux `swift test` runs
/// `<scratch>/<triple>/debug/rxlearnPackageTests.xctest`, so this works for any `--scratch-path`);
/// then, derived from this file's path, `<package>/.build-runner/debug` and `<package>/.build/debug`
/// (for runners that start the tests from elsewhere, like Xcode's xctest on macOS).
///
/// The cell cache lives in `<build folder>/CellRunnerTestCache/`; its `cells/` part is emptied
/// once per test run, while the compiler's module cache persists so that only the very first run
/// pays for building Foundation's module cache.
enum TestEnvironment {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let compiler: Result<CellCompiler, Error> = Result {
        let core = try CoreBuild.locate(explicitCandidates: [
            packageRoot.appendingPathComponent(".build-runner/debug"),
            packageRoot.appendingPathComponent(".build/debug"),
        ])
        let cacheRoot = core.directory.appendingPathComponent("CellRunnerTestCache")
        try? FileManager.default.removeItem(at: cacheRoot.appendingPathComponent("cells"))
        let cache = CellCache(root: cacheRoot)
        return CellCompiler(toolchain: try SwiftToolchain.locate(), core: core, cache: cache)
    }

    /// A compiler of the calling test's own, sharing the toolchain, the core and the cache: its
    /// `compilerInvocationCount` counts only that test's compiles, whatever other suites compile
    /// through `compiler` meanwhile.
    static func ownCompiler() throws -> CellCompiler {
        let shared = try compiler.get()
        return CellCompiler(toolchain: shared.toolchain, core: shared.core, cache: shared.cache)
    }

    static func runner(limits: ProcessLimits = ProcessLimits()) throws -> CellExecutor {
        CellExecutor(compiler: try compiler.get(), limits: limits)
    }

    /// Compiles and runs; fails the calling test (by throwing) if the cell does not compile.
    static func run(_ code: String, headerLineCount: Int = 0,
                    limits: ProcessLimits = ProcessLimits()) throws -> CellRun {
        let outcome = try runner(limits: limits).run(CellSource(code: code, headerLineCount: headerLineCount))
        switch outcome {
        case .ran(let run, _):
            return run
        case .compileFailed(let failure):
            throw FixtureDidNotCompile(diagnostics: failure.allDiagnostics)
        }
    }

    /// Compiles a cell that is expected not to compile.
    static func compileFailure(_ code: String, headerLineCount: Int = 0) throws -> CompileFailure {
        switch try compiler.get().compile(CellSource(code: code, headerLineCount: headerLineCount)) {
        case .failure(let failure):
            return failure
        case .success:
            throw FixtureCompiledUnexpectedly()
        }
    }

    /// A comment that makes a cell's text unique, so that it misses the cache.
    static func uniqueMarker() -> String {
        "// \(UUID().uuidString)"
    }
}

struct FixtureDidNotCompile: Error, CustomStringConvertible {
    let diagnostics: [CellDiagnostic]
    var description: String { "the fixture did not compile:\n" + diagnostics.map(\.description).joined(separator: "\n") }
}

struct FixtureCompiledUnexpectedly: Error {}
