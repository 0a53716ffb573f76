@testable import CellRunner
import Foundation
import SystemSupport
import Testing

/// Cells compiled against the freshly built core and run: what a learner's cell can do.
@Suite(.serialized) struct CellRunTests {
    @Test func anRxProgramPrintsItsValues() throws {
        let run = try TestEnvironment.run(Fixtures.rxMap)
        #expect(run.exit == .exited(0))
        #expect(run.stdout == "10\n20\n30\n")
        #expect(run.crash == nil)
        #expect(run.process.eventLines.isEmpty)
    }

    @Test func fatalErrorReportsTheSignalTheMessageAndTheLine() throws {
        let run = try TestEnvironment.run(Fixtures.fatalErrorOnLine2)
        guard case .signaled = run.exit else {
            Issue.record("expected a signal, got \(run.exit)")
            return
        }
        #expect(run.stdout == "before\n", "line buffering keeps what was printed before the crash")
        #expect(run.crash?.message == "Fatal error: boom")
        #expect(run.crash?.line == 2)
        // Only the runtime's line: no stack trace, no crash-reporter dump (SWIFT_BACKTRACE is off).
        #expect(run.stderr.trimmingCharacters(in: .whitespacesAndNewlines) == "Cell/cell.swift:2: Fatal error: boom")
    }

    @Test func aForceUnwrappedNilIsReported() throws {
        let run = try TestEnvironment.run(Fixtures.forceUnwrapNil)
        #expect(run.crash?.message == "Fatal error: Unexpectedly found nil while unwrapping an Optional value")
        #expect(run.crash?.line == 2)
    }

    @Test func aFailedPreconditionIsReported() throws {
        let run = try TestEnvironment.run(Fixtures.failedPrecondition)
        #expect(run.crash?.message == "Precondition failed: count must exceed 5")
        #expect(run.crash?.line == 2)
    }

    @Test func aStackOverflowIsASegmentationFault() throws {
        let run = try TestEnvironment.run(Fixtures.stackOverflow)
        let crash = try #require(run.crash)
        #expect(crash.signal == SIGSEGV || crash.signal == SIGBUS)
        #expect(crash.message.contains("stack overflow"))
        #expect(crash.line == nil)
    }

    // A loop or a sleep that never ends can only come back stopped: `.timedOut`, and no crash
    // (a run the runner stopped at its limit has none), say the limit stopped it. How long past
    // the limit that takes is Benchmarks/cell-speed.sh's "stops" figures, not a test's.
    @Test func anEndlessLoopTimesOutInBoundedTime() throws {
        let run = try TestEnvironment.run(Fixtures.endlessLoop, limits: ProcessLimits(timeLimit: .seconds(1)))
        #expect(run.exit == .timedOut)
        #expect(run.crash == nil)
    }

    @Test func aCellThatSleepsForeverTimesOut() throws {
        let run = try TestEnvironment.run(Fixtures.sleepsForever, limits: ProcessLimits(timeLimit: .seconds(1)))
        #expect(run.exit == .timedOut)
        #expect(run.crash == nil)
        #expect(run.stdout == "going to sleep\n")
    }

    @Test func hundredMegabytesOfOutputAreCappedAndStopped() throws {
        let run = try TestEnvironment.run(Fixtures.hundredMegabytes, limits: ProcessLimits(timeLimit: .seconds(20)))
        // Stopped by the cap, not by its 20 s limit (which would say `.timedOut`).
        #expect(run.exit == .outputLimitExceeded)
        #expect(run.crash == nil)
        #expect(run.process.stdout.count + run.process.stderr.count == 1 << 20)
    }

    @Test func readingStdinGetsEndOfFile() throws {
        let run = try TestEnvironment.run(Fixtures.readsStdin, limits: ProcessLimits(timeLimit: .seconds(30)))
        #expect(run.exit == .exited(0))
        #expect(run.stdout == "EOF\n")
    }

    @Test func aGrandchildKeepingStdoutOpenDoesNotHang() throws {
        let name = "cell-grandchild-\(UUID().uuidString)"
        let run = try TestEnvironment.run(Fixtures.grandchildKeepsStdoutOpen(named: name), limits: ProcessLimits(timeLimit: .seconds(30)))
        // Its own exit, not its 30 s limit (`.timedOut`): the grandchild's `sleep 60` holding
        // stdout did not keep the run waiting.
        #expect(run.exit == .exited(0))
        #expect(run.stdout.hasPrefix("started "))
        let grandchild = pid_t(run.stdout.dropFirst("started ".count).trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0
        #expect(grandchild > 0)
        // By name: in the cell's own PID namespace its pid means another process out here.
        #expect(ProcessProbe.noneRunning(named: name), "the cell's process group is killed when the cell ends")
    }

    @Test func fileLiteralsNameTheCellNotTheScratchFolder() throws {
        let run = try TestEnvironment.run(Fixtures.fileLiterals)
        #expect(run.stdout == "cell.swift\ncell.swift\nCell/cell.swift\n")
    }

    @Test func aPlainRxSwiftProgramCompilesUnchanged() throws {
        let run = try TestEnvironment.run(Fixtures.rxSwiftAndRxTestImports)
        #expect(run.exit == .exited(0))
        #expect(run.stdout == "scheduler clock 0, relay 1\n")
    }

    @Test func theCellWritesEventsOnTheSideChannel() throws {
        let run = try TestEnvironment.run(Fixtures.writesEvents)
        #expect(run.stdout == "wrote events\n")
        #expect(run.process.eventLines == [#"{"t":0,"value":1}"#, #"{"t":5,"value":2}"#])
    }
}
