import Foundation
import LessonKit
@testable import LessonRunner
import Marbles
import Testing
@testable import RxLearnCLI

/// `rxlearn run`'s automatic lanes: on standard error after the recorded lanes, with the
/// notebook's marks and cap (`--stages` unfolds the chains), and in `--json` beside the judged
/// lanes, never in `passed` or `problem`.
@Suite struct AutomaticLaneReportTests {
    /// A program with three subscriptions: one completing through `map` and `filter`, one
    /// disposed early, one subscribed later that errors.
    static let watched = WatchedStreams(
        subscriptions: [
            WatchedStream(id: 1, role: .subscription(call: "subscribe(onNext:)", line: 4, drawn: true),
                          events: [.next("20", at: 100), .next("40", at: 300), .completed(at: 400)],
                          subscribedAt: 0, disposedAt: 400, ordinal: 1),
            WatchedStream(id: 4, role: .subscription(call: "subscribe(onNext:)", line: nil, drawn: true),
                          events: [.next("0", at: 100)], subscribedAt: 0, disposedAt: 200, ordinal: 2),
            WatchedStream(id: 5, role: .subscription(call: "bind(to:)", line: 9, drawn: true),
                          events: [.error("boom", at: 300)], subscribedAt: 100, disposedAt: 300, ordinal: 3),
        ],
        stages: [1: [
            WatchedStream(id: 2, role: .stage(subscription: 1, position: 1, operatorName: "of"),
                          events: [.next("1", at: 100), .next("2", at: 200), .next("3", at: 300), .completed(at: 400)], subscribedAt: 0, disposedAt: 400),
            WatchedStream(id: 3, role: .stage(subscription: 1, position: 2, operatorName: "filter"),
                          events: [.next("1", at: 100), .next("3", at: 300), .completed(at: 400)], subscribedAt: 0, disposedAt: 400),
        ]])

    static func report(lanes: [RecordedLane] = [], watched: WatchedStreams = watched) -> CellReport {
        CellReport(
            status: .finished, stdout: "", stderr: "",
            recording: CellRecording(output: ActualOutput(lanes: lanes), liveSubscriptionsAtEnd: 0, watched: watched),
            verdict: nil, compileErrors: [], crash: nil, wasCached: true, wallTime: .milliseconds(5), executable: nil)
    }

    static let recorded = RecordedLane(name: "values", events: [.next("20", at: 100), .next("40", at: 300), .completed(at: 400)])

    @Test func automaticLanesFollowTheRecordedOnesWithTheirMarks() {
        let lines = CellReportText(title: "p.swift", report: Self.report(lanes: [Self.recorded]), locateLine: { "\($0)" }).lines()
        #expect(Array(lines.dropFirst()) == [
            "  marbles (virtual time, 1 col = 20 ms):",
            "    time                       0    100  200  300  400",
            "    values                     -----20--------40---|",
            "    " + CellReportText.automaticHeading,
            "    line 4 subscribe(onNext:) ^-----20--------40---|!",
            "    subscription 2            ^-----0----!",
            "    line 9 bind(to:)               ^----------#!",
            "                               line 9 bind(to:): error(boom) at 300",
        ])
    }

    @Test func stagesUnfoldEveryChainSourceFirst() {
        var text = CellReportText(title: "p.swift", report: Self.report(), locateLine: { "\($0)" })
        text.showsStages = true
        let lanes = text.lines().dropFirst(4).map { String($0.dropFirst(4).prefix { $0 != "^" }).trimmingCharacters(in: .whitespaces) }
        #expect(Array(lanes.prefix(6)) == ["1 of", "2 filter", "line 4 subscribe(onNext:)", "subscription 2", "line 9 bind(to:)", "line 9 bind(to:): error(boom) at 300"])
    }

    @Test func pastTheCapTheRestAreCountedAndACutIsNoted() {
        let many = (1...30).map {
            WatchedStream(id: $0, role: .subscription(call: "subscribe", line: nil, drawn: true), events: [], subscribedAt: 0, ordinal: $0)
        }
        let lines = CellReportText(
            title: "loop.swift", report: Self.report(watched: WatchedStreams(subscriptions: many, subscriptionsNotShown: 9_970, eventsCut: true)),
            locateLine: { "\($0)" }).lines()
        #expect(lines.filter { $0.hasPrefix("    subscription ") }.count == AutomaticLanes.cap)
        #expect(lines.contains("    … \(30 - AutomaticLanes.cap + 9_970) more subscriptions (not drawn)"))
        #expect(lines.last == "    " + AutomaticLanes.eventsCutText)
    }

    @Test func jsonCarriesThemBesideTheJudgedLanes() throws {
        let cell = CellReportJSON(lessonID: nil, cellID: "p.swift", report: Self.report(lanes: [Self.recorded]), expected: nil)
        let data = try JSONEncoder().encode(cell)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(object["passed"] as? Bool == true)
        #expect(object["problem"] is NSNull)
        #expect((object["lanes"] as? [[String: Any]])?.map { $0["name"] as? String } == ["values"])
        let watched = try #require(object["watched"] as? [String: Any])
        #expect(watched["subscriptionsNotShown"] as? Int == 0)
        #expect(watched["eventsCut"] as? Bool == false)
        let subscriptions = try #require(watched["subscriptions"] as? [[String: Any]])
        #expect(subscriptions.map { $0["name"] as? String } == ["line 4 subscribe(onNext:)", "subscription 2", "line 9 bind(to:)"])
        #expect(subscriptions.map { $0["call"] as? String } == ["subscribe(onNext:)", "subscribe(onNext:)", "bind(to:)"])
        #expect(subscriptions[1]["line"] is NSNull)
        #expect(subscriptions.map { $0["subscribedAt"] as? Int } == [0, 0, 100])
        #expect(subscriptions.map { $0["disposedAt"] as? Int } == [400, 200, 300])
        let error = try #require((subscriptions[2]["events"] as? [[String: Any]])?.first)
        #expect(error["kind"] as? String == "error" && error["time"] as? Int == 300 && error["value"] as? String == "boom")
        let stages = try #require(subscriptions[0]["stages"] as? [[String: Any]])
        #expect(stages.map { $0["operator"] as? String } == ["of", "filter"])
        #expect(stages.map { $0["position"] as? Int } == [1, 2])
        #expect((stages[1]["events"] as? [[String: Any]])?.count == 3)
    }
}
