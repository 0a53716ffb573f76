import Foundation
import Testing

/// `rxlearn marbles … --svg`: a lesson's or a program's lanes as a picture for a slide.
@Suite(.serialized) struct MarblesCommandTests {
    @Test func aProgramsRecordedLanesBecomeAnSVG() throws {
        let process = try RxLearnProcess()
        defer { process.removeScratch() }
        let scratch = process.stateHome.deletingLastPathComponent()
        let program = scratch.appendingPathComponent("ticks.swift")
        try """
        let bag = DisposeBag()
        Observable<Int>.interval(.milliseconds(100), scheduler: MainScheduler.instance)
            .take(3)
            .record("ticks")
            .subscribe()
            .disposed(by: bag)
        """.write(to: program, atomically: true, encoding: .utf8)
        let picture = scratch.appendingPathComponent("ticks.svg")
        let result = try process.run(["marbles", program.path, "--svg", picture.path])
        #expect(result.status == 0, "\(result.stderr)")
        // The recorded lane, then the automatic lane of the subscription at line 5.
        #expect(result.stderr.contains("1 diagram, 2 lanes"))
        let svg = try String(contentsOf: picture, encoding: .utf8)
        #expect(svg.hasPrefix("<?xml"))
        #expect(svg.contains(">ticks</text>"))
        #expect(svg.contains(">line 5 subscribe()</text>"))
        #expect(svg.components(separatedBy: "class=\"next\"").count == 7)
        #expect(svg.contains("class=\"completed\" data-time=\"300\""))
        #expect(svg.contains("class=\"disposed\" data-time=\"300\""))
    }

    @Test func nothingRecordedIsOneSentence() throws {
        let process = try RxLearnProcess()
        defer { process.removeScratch() }
        let tiny = RxLearnProcess.fixture("tiny")
        let picture = process.stateHome.deletingLastPathComponent().appendingPathComponent("none.svg")
        let result = try process.run(["marbles", "tiny-pass", "--svg", picture.path, "--lessons", tiny])
        #expect(result.status == 1)
        #expect(result.stderr.hasSuffix("rxlearn: tiny-pass made no subscription and recorded no lane to draw: `.record(\"name\")` on a sequence draws one.\n"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: picture.path))
    }
}
