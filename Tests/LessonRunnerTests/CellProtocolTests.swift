import CellProtocol
import CellRunner
import Foundation
import LessonKit
import Localization
import Testing
@testable import LessonRunner

/// The cell runtime writes the event channel and the runner reads it; both take the names from
/// `CellProtocol`. These tests run real cells and read their records back.
@Suite(.serialized) struct CellProtocolTests {
    /// A cell that writes every record kind but `descriptors` (which needs a crash).
    private static let everyRecord = """
    let bag = DisposeBag()
    print("hello", terminator: "")
    print(" world")
    Observable<Int>.timer(.milliseconds(20), scheduler: MainScheduler.instance)
        .record("fired")
        .subscribe()
        .disposed(by: bag)
    """

    @Test func everyRecordTheRuntimeWritesUsesTheProtocolsNames() throws {
        let source = CellSource(code: Self.everyRecord + "\n" + RunnerEnvironment.uniqueMarker())
        guard case .ran(let run, _) = try RunnerEnvironment.runner.get().executor.run(source) else {
            Issue.record("the cell did not compile")
            return
        }
        #expect(run.exit == .exited(0))
        let lines = run.process.eventLines
        #expect(!lines.isEmpty)
        let knownFields = Set(CellProtocol.Record.Key.allCases.map(\.rawValue))
        var kinds: [CellProtocol.RecordKind] = []
        for line in lines {
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any], "\(line)")
            #expect(Set(object.keys).isSubset(of: knownFields), "\(line)")
            // Decoding checks every field's type and every named value (kind, event, role).
            let record = try #require(CellProtocol.Record(line: line), "\(line)")
            kinds.append(record.kind)
        }
        #expect(Set(kinds) == [.print, .event, .end, .stream, .streamEvent])
        #expect(kinds.last == .end, "the end record comes last")
    }

    @Test func theRunnersParserReadsBackWhatTheRuntimeWrote() throws {
        let report = try RunnerEnvironment.run(Self.everyRecord + "\n" + RunnerEnvironment.uniqueMarker())
        let recording = report.recording
        #expect(recording.output.lines == [PrintedLine("hello world", time: 0)])
        #expect(recording.output.lanes == [RecordedLane(name: "fired", events: [.next("0", at: 20), .completed(at: 20)])])
        #expect(recording.endTime == 20)
        #expect(recording.liveSubscriptionsAtEnd == 0)
        #expect(recording.stoppedAtVirtualLimit == false)
        #expect(recording.stoppedAtRealTimeLimit == false)
    }

    @Test func theRuntimeWritesToTheDescriptorTheVariableNames() throws {
        // Descriptor 5 is not open in the cell: records sent there are dropped, so an empty
        // channel on 3 shows that the runtime followed the variable instead of assuming 3.
        let program = "print(\"moved\")\n" + RunnerEnvironment.uniqueMarker()
        let moved = try RunnerEnvironment.run(program, .init(environment: [CellProtocol.Variable.eventDescriptor: "5"]))
        #expect(moved.status == .finished)
        #expect(moved.stdout == "moved\n")
        #expect(moved.recording == CellRecording())

        let standard = try RunnerEnvironment.run(program)
        #expect(standard.recording.output.lines == [PrintedLine("moved", time: 0)], "the default descriptor is 3")
    }

    @Test func anUnreadableInputRecordIsReadBackAndNamesTheCrashInEitherLanguage() throws {
        let record = CellProtocol.Record.unreadableInput(input: "taps", value: "1", type: "Bool")
        let line = String(decoding: try JSONEncoder().encode(record), as: UTF8.self)
        #expect(CellProtocol.Record(line: line) == record)
        // The note wins over the runtime's own (English) message on standard error.
        let stderr = "Fatal error: the input `taps` sends `1`, which your `solve` cannot read as `Bool`"
        let crash = try #require(CrashReport.extract(exit: .signaled(4, name: "SIGILL"), stderr: stderr, events: [line]))
        #expect(crash.cause == .unreadableInput(input: "taps", value: "1", type: "Bool"))
        #expect(crash.explanation.english == "the input `taps` sends `1`, which your `solve` cannot read as `Bool`: give `taps` the type it has in the start file.")
        #expect(crash.explanation.text(in: .simplifiedChinese) == "输入 `taps` 发出的是 `1`，你的 `solve` 无法把它读成 `Bool`：请把 `taps` 的类型改回起始代码里的类型。")
    }

    @Test func aSignalWithNothingSaidIsExplainedInTheLearnersLanguage() throws {
        let crash = try #require(CrashReport.extract(exit: .signaled(11, name: "SIGSEGV"), stderr: "", events: []))
        #expect(crash.cause == .signalOnly)
        #expect(crash.explanation.english.hasPrefix("Segmentation fault (SIGSEGV)"))
        #expect(crash.explanation.text(in: .simplifiedChinese).hasPrefix("段错误（SIGSEGV）"))
        let printed = try #require(CrashReport.extract(exit: .signaled(4, name: "SIGILL"), stderr: "Fatal error: boom", events: []))
        #expect(printed.cause == .runtimeMessage("Fatal error: boom"), "the runtime's own words are shown as printed")
        #expect(printed.explanation.text(in: .simplifiedChinese) == "Fatal error: boom")
    }

    @Test func descriptorRecordsAreWhatCrashReportReads() throws {
        for problem in CellProtocol.DescriptorProblem.allCases {
            let record = problem.record.description
            #expect(record.hasSuffix("\n"))
            let object = try #require(try JSONSerialization.jsonObject(with: Data(record.utf8)) as? [String: String])
            #expect(object == [CellProtocol.Record.Key.kind.rawValue: CellProtocol.RecordKind.descriptors.rawValue,
                               CellProtocol.Record.Key.problem.rawValue: problem.rawValue])
            let noted = CrashReport.extract(exit: .signaled(4, name: "SIGILL"), stderr: "", events: [String(record.dropLast())])
            let plain = CrashReport.extract(exit: .signaled(4, name: "SIGILL"), stderr: "", events: [])
            #expect(noted?.message.contains("descriptors") == true, "\(noted?.message ?? "no crash")")
            #expect(noted?.message != plain?.message)
        }
    }
}

/// `rxlearn run --real-time`: the cell keeps its run loop going until its sequences end, or
/// stops itself at the time limit and says so.
@Suite(.serialized) struct RealTimeRunTests {
    @Test func anIntervalThatEndsPrintsEveryTick() throws {
        let report = try RunnerEnvironment.run("""
        _ = Observable<Int>.interval(.milliseconds(50), scheduler: MainScheduler.instance)
            .take(3)
            .subscribe(onNext: { print($0) })
        \(RunnerEnvironment.uniqueMarker())
        """, .init(realTime: true, timeLimit: .seconds(20)))
        #expect(report.status == .finished)
        #expect(report.stdout == "0\n1\n2\n")
        #expect(report.stderr == "")
        #expect(report.recording.stoppedAtRealTimeLimit == false)
        #expect(report.leakedSubscriptions == 0)
    }

    @Test func anEndlessIntervalStopsAtTheTimeLimitAndSaysSo() throws {
        let report = try RunnerEnvironment.run("""
        _ = Observable<Int>.interval(.milliseconds(100), scheduler: MainScheduler.instance)
            .subscribe(onNext: { print($0) })
        \(RunnerEnvironment.uniqueMarker())
        """, .init(realTime: true, timeLimit: .seconds(1)))
        #expect(report.status == .finished, "the cell stopped itself before the runner had to")
        #expect(report.stdout.hasPrefix("0\n1\n2\n"), "\(report.stdout)")
        #expect(report.recording.stoppedAtRealTimeLimit)
        #expect(report.stderr.contains("stopped after the time limit of 1 s with timers still running"), "\(report.stderr)")
        #expect(report.stderr.split(separator: "\n").count == 1, "one sentence: \(report.stderr)")
    }

    @Test func aSubscriptionWithoutTimersDoesNotKeepTheRunGoing() throws {
        let report = try RunnerEnvironment.run("""
        let bag = DisposeBag()
        let subject = PublishSubject<Int>()
        subject.subscribe(onNext: { print($0) }).disposed(by: bag)
        subject.onNext(7)
        \(RunnerEnvironment.uniqueMarker())
        """, .init(realTime: true, timeLimit: .seconds(30)))
        #expect(report.status == .finished)
        #expect(report.stdout == "7\n")
        #expect(report.stderr == "")
        // It ended by itself, not at its 30 s limit; how soon is Benchmarks/cli-speed.sh's
        // "stops" figures.
        #expect(report.recording.stoppedAtRealTimeLimit == false)
    }

    @Test func timersOnABackgroundSchedulerKeepTheRunGoingToo() throws {
        let report = try RunnerEnvironment.run("""
        let bag = DisposeBag()
        Observable<Int>.interval(.milliseconds(30), scheduler: SerialDispatchQueueScheduler(qos: .default))
            .take(3)
            .observe(on: MainScheduler.instance)
            .subscribe(onNext: { print($0) })
            .disposed(by: bag)
        \(RunnerEnvironment.uniqueMarker())
        """, .init(realTime: true, timeLimit: .seconds(20)))
        #expect(report.stdout == "0\n1\n2\n")
        #expect(report.stderr == "")
    }

    @Test func virtualTimeRecordsStayAsTheyWere() throws {
        // No real-time field on an ordinary run's end record.
        let source = CellSource(code: "print(1)\n" + RunnerEnvironment.uniqueMarker())
        guard case .ran(let run, _) = try RunnerEnvironment.runner.get().executor.run(source) else {
            Issue.record("the cell did not compile")
            return
        }
        #expect(run.process.eventLines.last == #"{"kind":"end","liveResources":0,"stoppedAtVirtualLimit":false,"t":0}"#)
    }
}
