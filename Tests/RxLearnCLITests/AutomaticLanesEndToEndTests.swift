import Foundation
import Testing

/// Automatic lanes through the real runner, runtime and event channel, as `rxlearn run` and
/// `rxlearn marbles` show them: a program with three subscriptions, and a lesson cell that turns
/// them off with `lanes=recorded`.
@Suite(.serialized) struct AutomaticLanesEndToEndTests {
    /// One subscription completing through `map` and `filter`, one disposed early (at 250 ms), one
    /// subscribed at 100 ms that errors at 300 ms.
    static let program = """
    enum Boom: Error { case boom }
    let bag = DisposeBag()
    Observable.of(1, 2, 3, 4).map { $0 * 10 }.filter { $0 > 15 }
        .subscribe(onNext: { print($0) }).disposed(by: bag)
    let early = Observable<Int>.interval(.milliseconds(100), scheduler: MainScheduler.instance)
        .subscribe(onNext: { print("tick", $0) })
    _ = Observable<Int>.timer(.milliseconds(250), scheduler: MainScheduler.instance)
        .subscribe(onNext: { _ in early.dispose() })
    _ = Observable<Int>.timer(.milliseconds(100), scheduler: MainScheduler.instance)
        .subscribe(onNext: { _ in
            Observable<Int>.timer(.milliseconds(200), scheduler: MainScheduler.instance)
                .flatMap { _ in Observable<Int>.error(Boom.boom) }
                .subscribe(onError: { print("error", $0) }).disposed(by: bag)
        })
    """

    private func write(_ text: String, named name: String, in process: RxLearnProcess) throws -> URL {
        let file = process.stateHome.deletingLastPathComponent().appendingPathComponent(name)
        try text.write(to: file, atomically: true, encoding: .utf8)
        return file
    }

    @Test func runJSONCarriesEverySubscriptionWithItsMarksAndStages() throws {
        let process = try RxLearnProcess()
        defer { process.removeScratch() }
        let file = try write(Self.program, named: "three.swift", in: process)
        let result = try process.run(["run", file.path, "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let cell = try #require((object["cells"] as? [[String: Any]])?.first)
        #expect(cell["passed"] as? Bool == true)
        let watched = try #require(cell["watched"] as? [String: Any])
        let subscriptions = try #require(watched["subscriptions"] as? [[String: Any]])
        let byLine = Dictionary(uniqueKeysWithValues: subscriptions.compactMap { s in (s["line"] as? Int).map { ($0, s) } })
        func events(_ stream: [String: Any]?) -> [String] {
            (stream?["events"] as? [[String: Any]] ?? []).map { "\($0["kind"]!)@\($0["time"]!)" }
        }

        let completing = byLine[4]
        #expect(completing?["name"] as? String == "line 4 subscribe(onNext:)")
        #expect(events(completing) == ["next@0", "next@0", "next@0", "completed@0"])
        #expect(completing?["subscribedAt"] as? Int == 0 && completing?["disposedAt"] as? Int == 0)
        let stages = completing?["stages"] as? [[String: Any]] ?? []
        #expect(stages.map { $0["operator"] as? String } == ["of", "map", "filter"])

        let early = byLine[6]
        #expect(events(early) == ["next@100", "next@200"])
        #expect(early?["subscribedAt"] as? Int == 0 && early?["disposedAt"] as? Int == 250)

        let erroring = byLine[13]
        #expect(events(erroring) == ["error@300"])
        #expect(erroring?["subscribedAt"] as? Int == 100 && erroring?["disposedAt"] as? Int == 300)
    }

    @Test func runDrawsThemOnStandardErrorAndMarblesInTheSVG() throws {
        let process = try RxLearnProcess()
        defer { process.removeScratch() }
        let file = try write(Self.program, named: "three.swift", in: process)
        let result = try process.run(["run", file.path])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stderr.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.contains("automatic lanes, not judged") })
        let early = try #require(lines.first { $0.contains("line 6 subscribe(onNext:)") })
        #expect(early.contains("^") && early.hasSuffix("!"), "\(early)")
        let erroring = try #require(lines.first { $0.contains("line 13 subscribe(onError:)") && $0.contains("^") })
        #expect(erroring.hasSuffix("#!"), "\(erroring)")

        let picture = process.stateHome.deletingLastPathComponent().appendingPathComponent("three.svg")
        let drawn = try process.run(["marbles", file.path, "--svg", picture.path, "--stages"])
        #expect(drawn.status == 0, "\(drawn.stderr)")
        let svg = try String(contentsOf: picture, encoding: .utf8)
        #expect(svg.contains(">line 6 subscribe(onNext:)</text>"))
        #expect(svg.contains("class=\"disposed\" data-time=\"250\""))
        #expect(svg.contains("class=\"subscribed\" data-time=\"100\""))
        #expect(svg.contains("\u{00A0}\u{00A0}2 map</text>"))
    }

    @Test func lanesRecordedTurnsTheWatchOffAndTheVerdictsAreTheSame() throws {
        let process = try RxLearnProcess()
        defer { process.removeScratch() }
        let result = try process.run(["run", "lanes-setting", "--json", "--lessons", RxLearnProcess.fixture("lanes")])
        #expect(result.status == 0, "\(result.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let cells = try #require(object["cells"] as? [[String: Any]])
        #expect(cells.map { $0["passed"] as? Bool } == [true, true])
        let counts = cells.map { (($0["watched"] as? [String: Any])?["subscriptions"] as? [Any])?.count }
        #expect(counts == [1, 0])
    }
}
