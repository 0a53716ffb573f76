import CellProtocol
import CellRunner
import Foundation
import Testing
@testable import RxCellRuntime

/// Every record the cell runtime writes (`SideChannel.line(for:)`) is read back as the same record
/// by the runner (`CellProtocol.Record(line:)`), in every form it takes.
struct CellRecordTests {
    /// Each kind, with and without its optional fields, and text that needs escaping.
    static let records: [CellProtocol.Record] = [
        .print(text: "hello\n", time: 0),
        .print(text: "no newline", time: 1_500_000),
        .print(text: "quotes \" backslash \\ tab \t escape \u{1B}[31m nul \u{0} slash / 中文 🅰️\r\n", time: 42),
        .print(text: "", time: 3),
        .event(lane: "clicks", time: 20_000_000, event: .next, value: "1"),
        .event(lane: "clicks", time: 30_000_000, event: .error, value: "boom"),
        .event(lane: "clicks", time: 30_000_000, event: .completed, value: nil),
        .event(lane: "a lane/with \"odd\" name", time: 0, event: .subscribed, value: nil),
        .event(lane: "case-3", time: 0, event: .disposed, value: nil),
        .end(CellProtocol.End(time: 0, stoppedAtVirtualLimit: false, liveResources: 0)),
        .end(CellProtocol.End(time: 600_000_000_000, stoppedAtVirtualLimit: true, liveResources: 3)),
        .end(CellProtocol.End(time: 0, stoppedAtVirtualLimit: false, liveResources: 1, stoppedAtRealTimeLimit: true,
                              unwatchedSubscriptions: 12, streamEventsCut: true)),
        .descriptors(.closed),
        .descriptors(.exhausted),
        .stream(CellProtocol.StreamStart(stream: 1, time: 0, origin: .subscription(call: "subscribe(onNext:)", line: 3, inSetup: false, drawsItsOwnLane: false))),
        .stream(CellProtocol.StreamStart(stream: 2, time: 5, origin: .subscription(call: "bind(to:)", line: 7, inSetup: true, drawsItsOwnLane: false))),
        .stream(CellProtocol.StreamStart(stream: 3, time: 0, origin: .subscription(call: "subscribe(_:)", line: nil, inSetup: false, drawsItsOwnLane: true))),
        .stream(CellProtocol.StreamStart(stream: 4, time: 0, origin: .stage(parent: 1, position: 2, operatorName: "flatMapLatest"))),
        .streamEvent(stream: 4, time: 10, event: .next, value: "Optional(\"x\")"),
        .streamEvent(stream: 4, time: 11, event: .error, value: "RxError.timeout"),
        .streamEvent(stream: 4, time: 12, event: .completed, value: nil),
        .streamEvent(stream: 4, time: 12, event: .disposed, value: nil),
        .exerciseCase(ExerciseExchange.CaseReport(
            program: "", index: 0, outputs: [[]], secondSubscribedAt: nil, inputs: [:], effects: [:], printed: [],
            cutAtEventLimit: [false], usedMainClock: false, waitedMilliseconds: 0)),
        .exerciseCase(ExerciseExchange.CaseReport(
            program: "mutant-3", index: 50,
            outputs: [[.init(t: 10, kind: "next", value: "a \"quoted\" 中文"), .init(t: 20, kind: "error", value: "boom\nsecond line")],
                      [.init(t: 15, kind: "next", value: "1"), .init(t: 30, kind: "completed")]],
            secondSubscribedAt: 15,
            inputs: ["taps": [.init(subscribed: 0, disposed: 40), .init(subscribed: 15, disposed: nil)], "text": []],
            effects: ["request": [0, 15, 15]], printed: ["saw rx", "", "tab\there"],
            cutAtEventLimit: [true], usedMainClock: true, waitedMilliseconds: 312)),
        .unreadableInput(input: "taps", value: "1", type: "Bool"),
        .unreadableInput(input: "a \"quoted\" name", value: "中文\nsecond line", type: "Optional<Int>"),
    ]

    @Test func theRecordsCoverEveryKind() {
        #expect(Set(Self.records.map(\.kind)) == Set(CellProtocol.RecordKind.allCases))
    }

    @Test(arguments: records) func aRecordIsReadBackAsWritten(_ record: CellProtocol.Record) throws {
        let bytes = SideChannel.line(for: record)
        #expect(bytes.last == UInt8(ascii: "\n"))
        #expect(bytes.dropLast().contains(UInt8(ascii: "\n")) == false, "one record, one line")
        let line = try #require(String(validating: bytes.dropLast(), as: UTF8.self))
        #expect(CellProtocol.Record(line: line) == record, "\(line)")
    }

    @Test(arguments: records) func aRecordWritesTheKeysOfItsKindOnly(_ record: CellProtocol.Record) throws {
        let line = String(decoding: SideChannel.line(for: record).dropLast(), as: UTF8.self)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        #expect(object[CellProtocol.Record.Key.kind.rawValue] as? String == record.kind.rawValue)
        #expect(Set(object.keys).isSubset(of: Set(CellProtocol.Record.Key.allCases.map(\.rawValue))), "\(line)")
        #expect(line.hasPrefix(#"{""#) && line.hasSuffix("}"), "compact JSON: \(line)")
    }

    @Test func anOrdinaryEndRecordLeavesOutWhatIsNotSaid() {
        let line = String(decoding: SideChannel.line(for: .end(CellProtocol.End(time: 7, stoppedAtVirtualLimit: false, liveResources: 0))), as: UTF8.self)
        #expect(line == #"{"kind":"end","liveResources":0,"stoppedAtVirtualLimit":false,"t":7}"# + "\n")
    }

    @Test(arguments: CellProtocol.DescriptorProblem.allCases)
    func theSignalHandlersPrecomputedRecordIsTheEncodedRecord(_ problem: CellProtocol.DescriptorProblem) {
        // The handler may not encode: its static string must be what encoding would give.
        #expect(SideChannel.line(for: .descriptors(problem)) == Array(problem.record.description.utf8))
        #expect(CellProtocol.Record(line: String(problem.record.description.dropLast())) == .descriptors(problem))
    }

    @Test(arguments: [
        "", "not json", "{}", #"{"kind":"print"}"#, #"{"kind":"nonsense","t":0}"#,
        #"{"kind":"event","lane":"x","t":0,"event":"sideways"}"#, #"{"kind":"print","t":0,"text":"cut off"#,
        #"{"kind":"stream","stream":1,"t":0,"role":"stage","parent":1}"#,
        #"{"kind":"exerciseCase"}"#, #"{"kind":"exerciseCase","report":"{\"program\":\"\"}"}"#,
        #"{"kind":"exerciseCase","report":{"program":"","index":0}}"#,
        #"{"kind":"unreadableInput","input":"taps","value":"1"}"#,
    ])
    func aLineThatIsNotARecordIsNone(_ line: String) {
        #expect(CellProtocol.Record(line: line) == nil)
    }
}
