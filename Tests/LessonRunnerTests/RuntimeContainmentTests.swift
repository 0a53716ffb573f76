import CellRunner
import Foundation
@testable import LessonRunner
import SystemSupport
import Testing

/// The cell runtime's part in containment: real cells, compiled with the lesson template.
@Suite(.serialized) struct RuntimeContainmentTests {
    @Test func aCellThatClosedItsStandardDescriptorsIsToldSo() throws {
        let report = try RunnerEnvironment.run("""
        \(RunnerEnvironment.uniqueMarker())
        close(1)
        close(2)
        print("nobody will see this")
        """)
        #expect(report.status == .crashed)
        #expect(report.crash?.message.contains("closed its standard output or standard error") == true, "\(String(describing: report.crash))")
        #expect(report.crash?.message.contains("runtime check") == false)
    }

    @Test func aCellThatRanOutOfDescriptorsIsToldSo() throws {
        let report = try RunnerEnvironment.run("""
        \(RunnerEnvironment.uniqueMarker())
        var opened: [Int32] = []
        while true {
            let descriptor = open("/dev/null", O_RDONLY)
            if descriptor < 0 { break }
            opened.append(descriptor)
        }
        print("opened \\(opened.count)")
        """)
        #expect(report.status == .crashed)
        #expect(report.crash?.message.contains("ran out of file descriptors") == true, "\(String(describing: report.crash))")
    }

    /// Esc in the notebook: the runner made cancellable stops the cell that runs for ever.
    @Test func aCancelledRunnerStopsAnEndlessCell() throws {
        let cancellation = RunCancellation()
        let runner = try RunnerEnvironment.runner.get().cancellable(by: cancellation)
        let code = "\(RunnerEnvironment.uniqueMarker())\nvar spins = 0\nwhile true { spins &+= 1 }"
        // Compile first, so the cancellation lands on the run.
        _ = try RunnerEnvironment.runner.get().run(program: code, options: .init(timeLimit: .milliseconds(200)))
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.5) { cancellation.cancel() }
        // Stopped by the cancellation (which throws), not by its 60 s limit (a `.timedOut` report).
        #expect(throws: CellRunnerError.cancelled) {
            try runner.run(program: code, options: .init(timeLimit: .seconds(60)))
        }
    }
}
