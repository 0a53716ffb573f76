import Foundation
import Testing

/// `rxlearn run FILE.swift --real-time`: timers on the main scheduler tick on the wall clock, and
/// the program runs until its sequences end or `--timeout` stops it, which it then says.
@Suite(.serialized) struct RealTimeRunCommandTests {
    /// Writes `program` to a file of its own in the process's scratch folder.
    private func programFile(_ program: String, in process: RxLearnProcess) throws -> String {
        let folder = process.stateHome.deletingLastPathComponent()
        let file = folder.appendingPathComponent("program-\(UUID().uuidString.prefix(8)).swift")
        try Data(program.utf8).write(to: file)
        return file.path
    }

    @Test func anIntervalWithTakePrintsItsTicksAndEnds() throws {
        let process = try RxLearnProcess()
        defer { process.removeScratch() }
        let file = try programFile("""
        import RxSwift
        _ = Observable<Int>.interval(.milliseconds(50), scheduler: MainScheduler.instance)
            .take(3)
            .subscribe(onNext: { print($0) })
        """, in: process)
        let result = try process.run(["run", file, "--real-time", "--timeout", "20"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "0\n1\n2\n")
        #expect(result.stderr == "")
    }

    @Test func anEndlessIntervalTicksUntilTheTimeoutAndSaysSo() throws {
        let process = try RxLearnProcess()
        defer { process.removeScratch() }
        let file = try programFile("""
        import RxSwift
        _ = Observable<Int>.interval(.milliseconds(100), scheduler: MainScheduler.instance)
            .subscribe(onNext: { print($0) })
        """, in: process)
        let result = try process.run(["run", file, "--real-time", "--timeout", "1"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdoutLines.prefix(3) == ["0", "1", "2"], "\(result.stdout)")
        let sentences = result.stderr.split(separator: "\n")
        #expect(sentences.count == 1, "\(result.stderr)")
        #expect(sentences.first?.contains("stopped after the time limit of 1 s with timers still running") == true)
    }
}
