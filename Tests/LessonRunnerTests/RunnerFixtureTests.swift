import CellRunner
import Foundation
import LessonKit
import Testing
@testable import LessonRunner

/// Cells that go right and cells that go wrong in every way a learner's cell can: each is
/// reported with the right status, and none takes long.
@Suite(.serialized) struct RunnerFixtureTests {
    @Test func aCellThatMatchesItsExpectationPasses() throws {
        let (lesson, cell) = RunnerEnvironment.lesson(
            setup: "let bag = DisposeBag()",
            code: "Observable.of(1, 2, 3)\n    .map { $0 * 10 }\n    .subscribe(onNext: { print($0) })\n    .disposed(by: bag)",
            expectedLines: ["10", "20", "30"])
        let report = try RunnerEnvironment.runner.get().run(cell, of: lesson)
        #expect(report.status == .finished)
        #expect(report.stdout == "10\n20\n30\n")
        #expect(report.verdict?.passed == true)
        #expect(report.passed)
        #expect(report.problem == nil)
    }

    /// Main-queue work that queues more main-queue work runs at the same virtual instant, as it
    /// would in an app: the runtime drains the main queue before it moves the clock on.
    @Test func mainQueueWorkQueuedByMainQueueWorkRunsAtTheSameVirtualTime() throws {
        let program = """
        let bag = DisposeBag()
        let log = PublishSubject<String>()
        log.record("log").subscribe().disposed(by: bag)
        Observable<Int>.timer(.milliseconds(100), scheduler: MainScheduler.instance)
            .subscribe(onNext: { _ in
                _ = MainScheduler.asyncInstance.schedule(()) { _ in
                    log.onNext("a")
                    return MainScheduler.asyncInstance.schedule(()) { _ in log.onNext("b"); return Disposables.create() }
                }
            })
            .disposed(by: bag)
        Observable<Int>.timer(.milliseconds(300), scheduler: MainScheduler.instance)
            .subscribe(onNext: { _ in log.onNext("t") })
            .disposed(by: bag)
        _ = MainScheduler.asyncInstance.scheduleRelative((), dueTime: .milliseconds(200)) { _ in
            log.onNext("later"); return Disposables.create()
        }
        """
        let report = try RunnerEnvironment.run(program)
        let lane = try #require(report.recording.output.lanes.first { $0.name == "log" })
        #expect(lane.events.map { "\($0.time) \($0.value ?? "")" } == ["100 a", "100 b", "200 later", "300 t"])
    }

    @Test func aCellWithOtherOutputFailsWithTheFirstDifference() throws {
        let (lesson, cell) = RunnerEnvironment.lesson(code: "print(\"a\")\nprint(\"c\")", expectedLines: ["a", "b"])
        let report = try RunnerEnvironment.runner.get().run(cell, of: lesson)
        #expect(report.status == .finished)
        #expect(!report.passed)
        #expect(report.problem == "expected \"b\" on line 2, got \"c\"")
    }

    @Test func aCompileErrorIsReportedOnTheCellsOwnLine() throws {
        // Two lines of setup above the cell: the error is still on line 3 of the cell.
        let (lesson, cell) = RunnerEnvironment.lesson(
            setup: "let bag = DisposeBag()\nlet unused = 0",
            code: "let greeting = \"hello\"\nprint(greeting)\nlet number: Int = greeting",
            expectedLines: ["hello"])
        let report = try RunnerEnvironment.runner.get().run(cell, of: lesson)
        #expect(report.status == .compileFailed)
        let error = try #require(report.compileErrors.first)
        #expect(error.line == 3)
        #expect(error.message.contains("String"))
        #expect(report.problem?.hasPrefix("does not compile: line 3:") == true)
    }

    @Test func fatalErrorIsACrashWithItsMessageAndLine() throws {
        let report = try RunnerEnvironment.run("print(\"before\")\nfatalError(\"boom\")")
        #expect(report.status == .crashed)
        #expect(report.stdout == "before\n")
        #expect(report.crash?.message == "Fatal error: boom")
        #expect(report.crash?.line == 2)
        #expect(report.problem == "crashed on line 2: Fatal error: boom")
    }

    // A loop or a sleep that never ends can only come back stopped by the limit, which the report
    // says (and no crash); how long past the limit that takes is Benchmarks/cell-speed.sh's
    // "stops" figures, not a test's.
    @Test func anEndlessLoopIsStoppedAtTheTimeLimit() throws {
        let report = try RunnerEnvironment.run("var spins = 0\nwhile true { spins &+= 1 }", .init(timeLimit: .seconds(1)))
        #expect(report.status == .timedOut)
        #expect(report.crash == nil)
        #expect(report.problem?.contains("did not finish in time") == true)
    }

    @Test func aCellThatSleepsForeverIsStopped() throws {
        let report = try RunnerEnvironment.run("print(\"zzz\")\nThread.sleep(forTimeInterval: 100_000)", .init(timeLimit: .seconds(1)))
        #expect(report.status == .timedOut)
        #expect(report.crash == nil)
        #expect(report.stdout == "zzz\n")
    }

    @Test func aHundredMegabytesOfOutputAreCapped() throws {
        let code = "let line = String(repeating: \"x\", count: 999)\nfor _ in 0 ..< 100_000 { print(line) }"
        let report = try RunnerEnvironment.run(code, .init(timeLimit: .seconds(20)))
        // Stopped by the cap, not by its 20 s limit (which would say `.timedOut`).
        #expect(report.status == .outputLimitExceeded)
        #expect(report.stdout.utf8.count <= 1 << 20)
        #expect(report.problem?.contains("printed too much") == true)
    }

    @Test func readingStandardInputGetsEndOfFileAtOnce() throws {
        let report = try RunnerEnvironment.run("if let line = readLine() { print(\"got \\(line)\") } else { print(\"EOF\") }",
                                               .init(timeLimit: .seconds(3)))
        #expect(report.status == .finished)
        #expect(report.stdout == "EOF\n")
    }

    @Test func aSubscriptionNeitherDisposedNorBaggedIsALeak() throws {
        let leaking = try RunnerEnvironment.run("""
        let subject = PublishSubject<Int>()
        _ = subject.subscribe(onNext: { print($0) })
        subject.onNext(1)
        """)
        #expect(leaking.status == .finished)
        #expect(leaking.stdout == "1\n")
        #expect(leaking.leakedSubscriptions > 0)

        let bagged = try RunnerEnvironment.run("""
        let bag = DisposeBag()
        let subject = PublishSubject<Int>()
        subject.subscribe(onNext: { print($0) }).disposed(by: bag)
        subject.onNext(1)
        """)
        #expect(bagged.status == .finished)
        #expect(bagged.leakedSubscriptions == 0)
    }

    @Test func anEndlessVirtualIntervalStopsAtTheVirtualLimit() throws {
        let report = try RunnerEnvironment.run("""
        _ = Observable<Int>.interval(.milliseconds(100), scheduler: MainScheduler.instance)
            .subscribe(onNext: { print("tick", $0) })
        """, .init(timeLimit: .seconds(10), virtualLimitMilliseconds: 1_000))
        #expect(report.status == .finished)
        #expect(report.recording.stoppedAtVirtualLimit)
        #expect(!report.passed)
        #expect(report.stdout.split(separator: "\n").count == 10)
        #expect(report.stderr.contains("stopped after 1 virtual second"))
        #expect(report.problem?.contains("virtual time ran out") == true)
    }

    @Test func printedLinesCarryTheirVirtualTimes() throws {
        let report = try RunnerEnvironment.run("""
        let bag = DisposeBag()
        print("start")
        Observable<Int>.interval(.milliseconds(250), scheduler: MainScheduler.instance)
            .take(3)
            .subscribe(onNext: { print("tick", $0) })
            .disposed(by: bag)
        """)
        #expect(report.status == .finished)
        let lines = report.recording.output.lines
        #expect(lines.map(\.text) == ["start", "tick 0", "tick 1", "tick 2"])
        #expect(lines.map(\.time) == [0, 250, 500, 750])
        #expect(report.recording.endTime == 750)
    }

    @Test func recordedLaneEventsComeBack() throws {
        let report = try RunnerEnvironment.run("""
        let bag = DisposeBag()
        Observable<Int>.timer(.milliseconds(30), period: .milliseconds(20), scheduler: MainScheduler.instance)
            .take(2)
            .map { "v\\($0)" }
            .record("values")
            .subscribe()
            .disposed(by: bag)
        """)
        #expect(report.recording.output.lanes == [
            RecordedLane(name: "values", events: [.next("v0", at: 30), .next("v1", at: 50), .completed(at: 50)]),
        ])
    }

    @Test func realTimeRunsOnTheWallClock() throws {
        let report = try RunnerEnvironment.run("""
        let bag = DisposeBag()
        Observable<Int>.timer(.milliseconds(50), scheduler: MainScheduler.instance)
            .subscribe(onNext: { _ in print("fired") })
            .disposed(by: bag)
        RunLoop.main.run(until: Date().addingTimeInterval(0.3))
        """, .init(realTime: true))
        #expect(report.stdout == "fired\n")
        #expect(report.recording.output.lines.first?.time == 0, "no virtual clock: every line is at 0")
    }
}
