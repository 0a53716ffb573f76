import CellRunner
import Foundation
import Testing

/// `Benchmarks/cli-speed.sh` times `rxlearn run` of a cell it edits in a workspace. If its edit is
/// not the file rxlearn reads (edited cells moved to `<workspace>/cells/` once, and the benchmark
/// went on writing beside them), its "cold" figures silently time the bundled cell from the cache.
/// The script's `--check-edit` writes its edit as a cell printing a fresh marker and fails unless
/// rxlearn prints it; CI runs this test, where it never runs the benchmark.
@Suite struct CLISpeedBenchmarkTests {
    @Test func theBenchmarksEditIsTheFileRxlearnRuns() throws {
        let executable = try #require(RxLearnProcess.executable, "the rxlearn executable was not built next to the tests")
        let script = RxLearnProcess.packageRoot.appendingPathComponent("Benchmarks/cli-speed.sh")
        var environment = ProcessInfo.processInfo.environment
        environment["RXLEARN"] = executable.path
        environment["CLI_SPEED_CACHE"] = RxLearnProcess.cacheHome.path
        let result = try ChildProcess.run(executable: URL(fileURLWithPath: "/bin/bash"), arguments: [script.path, "--check-edit"],
                                          environment: environment,
                                          limits: ProcessLimits(timeLimit: .seconds(120), outputLimitBytes: 1 << 20))
        #expect(result.exit == .exited(0), "\(result.stdoutText)\(result.stderrText)")
        #expect(result.stdoutText.contains("edit check: rxlearn runs the benchmark's edit"), "\(result.stdoutText)")
    }
}
