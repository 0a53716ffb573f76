import CellProtocol
import LessonKit
import Marbles
import Testing
@testable import LessonRunner
@testable import RxCellRuntime

/// An exercise program's case reports travel as `Record.exerciseCase` records: `EventChannel`
/// keeps them in the order they came, and the checker files them by program and case.
struct ExerciseCaseRecordTests {
    private static func report(_ program: String, _ index: Int, first: [ExerciseExchange.Event]) -> ExerciseExchange.CaseReport {
        ExerciseExchange.CaseReport(
            program: program, index: index, outputs: [first], secondSubscribedAt: nil, inputs: ["xs": [.init(subscribed: 0, disposed: 60)]],
            effects: ["request": [0]], printed: ["saw \(index)"], cutAtEventLimit: [false], usedMainClock: false, waitedMilliseconds: 1)
    }

    private static func channel(_ records: [CellProtocol.Record]) -> [String] {
        records.map { String(decoding: SideChannel.line(for: $0).dropLast(), as: UTF8.self) }
    }

    @Test func theChannelKeepsEveryReportInOrderBesideTheOtherRecords() {
        let reports = [Self.report("", 0, first: [.init(t: 10, kind: "next", value: "1")]), Self.report("mutant-1", 0, first: [])]
        let lines = Self.channel([.print(text: "hi\n", time: 0), .exerciseCase(reports[0]), .exerciseCase(reports[1]),
                                  .end(CellProtocol.End(time: 0, stoppedAtVirtualLimit: false, liveResources: 0))])
        let recording = EventChannel.parse(lines)
        #expect(recording.exerciseCaseReports == reports)
        #expect(recording.output.lines == [PrintedLine("hi", time: 0)])
    }

    @Test func aReportCutOffAtTheByteLimitLeavesItsCaseWithNothing() {
        var lines = Self.channel([.exerciseCase(Self.report("", 0, first: [.init(t: 10, kind: "next", value: "7")])),
                                  .exerciseCase(Self.report("", 1, first: [.init(t: 20, kind: "completed")]))])
        lines[1] = String(lines[1].prefix(lines[1].count / 2))
        let results = ExerciseCaseResult.results(from: EventChannel.parse(lines))
        #expect(results[""]?[0]?.first == [.next("7", at: 10)])
        #expect(results[""]?[0]?.printed == ["saw 0"])
        #expect(results[""]?[0]?.effects == ["request": [0]])
        #expect(results[""]?[1] == nil)
    }

    @Test func reportsAreFiledByProgramAndCase() {
        let lines = Self.channel([
            .exerciseCase(Self.report("reference", 1, first: [.init(t: 5, kind: "error", value: "boom")])),
            .exerciseCase(Self.report("reference", 0, first: [])),
            .exerciseCase(Self.report("mutant-2", 0, first: [.init(t: 5, kind: "completed")])),
        ])
        let results = ExerciseCaseResult.results(from: EventChannel.parse(lines))
        #expect(Set(results.keys) == ["reference", "mutant-2"])
        #expect(results["reference"]?[1]?.first == [.error("boom", at: 5)])
        #expect(results["reference"]?[0]?.first == [])
        #expect(results["mutant-2"]?[0]?.first == [.completed(at: 5)])
    }
}
