import CellRunner
import Foundation
import LessonKit
import Testing
@testable import LessonRunner

/// Cells with `await` in their top-level code: the runtime moves virtual time while the cell
/// waits, waits for the cell's code to finish before it reports the end, and judges the cell
/// like any other; a wait that never ends meets the usual time limit.
@Suite(.serialized) struct AwaitingCellTests {
    @Test func aCellThatAwaitsValuesPrintsTheElementsAndIsJudged() throws {
        let (lesson, cell) = RunnerEnvironment.lesson(
            code: """
            let ticks = Observable<Int>.interval(.seconds(1), scheduler: MainScheduler.instance).take(3)
            for try await tick in ticks.values {
                print("tick \\(tick)")
            }
            print("done")
            """,
            expectedLines: ["tick 0", "tick 1", "tick 2", "done"])
        let report = try RunnerEnvironment.runner.get().run(cell, of: lesson)
        #expect(report.status == .finished)
        #expect(report.passed)
    }

    @Test func aCellThatAwaitsIsJudgedAgainstItsExpectedOutput() throws {
        let (lesson, cell) = RunnerEnvironment.lesson(
            code: "let answer = try await Single.just(41).map { $0 + 1 }.value\nprint(answer)",
            expectedLines: ["41"])
        let report = try RunnerEnvironment.runner.get().run(cell, of: lesson)
        #expect(report.status == .finished)
        #expect(!report.passed)
        #expect(report.problem == "expected \"41\" on line 1, got \"42\"")
    }

    @Test func workLeftOnTheClockAfterTheLastAwaitStillRuns() throws {
        let program = """
        let bag = DisposeBag()
        let first = try await Single.just("first").delay(.milliseconds(500), scheduler: MainScheduler.instance).value
        print(first)
        Observable<Int>.timer(.seconds(2), scheduler: MainScheduler.instance)
            .subscribe(onNext: { _ in print("timer") })
            .disposed(by: bag)
        """
        let report = try RunnerEnvironment.run(program)
        #expect(report.status == .finished)
        #expect(report.stdout == "first\ntimer\n")
        #expect(report.recording.output.lines.map(\.time) == [500, 2500])
    }

    @Test func anAwaitedSequenceThatNeverEndsMeetsTheTimeLimit() throws {
        let program = """
        let subject = PublishSubject<Int>()
        print("waiting")
        for try await value in subject.values { print(value) }
        """
        let report = try RunnerEnvironment.run(program, .init(timeLimit: .seconds(2)))
        // A sequence that never ends can only come back stopped by the limit, which the report
        // says; how long that takes is Benchmarks/cli-speed.sh's "stops" figures.
        #expect(report.status == .timedOut)
        #expect(report.crash == nil)
        #expect(report.stdout == "waiting\n")
        #expect(report.problem?.contains("did not finish in time") == true)
    }

    @Test func anAwaitedEndlessIntervalStopsAtTheVirtualLimit() throws {
        let program = """
        for try await tick in Observable<Int>.interval(.seconds(1), scheduler: MainScheduler.instance).values {
            if tick == 0 { print("first") }
        }
        """
        let report = try RunnerEnvironment.run(program)
        #expect(report.recording.stoppedAtVirtualLimit)
        #expect(report.stdout == "first\n")
        #expect(report.stderr.contains("stopped after 10 virtual minutes"))
    }
}
