import ClassProtocol
import Foundation
import XCTest

/// The teacher's projector — the real `rxlearn present --data DIR`, in a tmux of its own —
/// teaching the class that the real `rxlearn class host --data DIR` runs: P opens a poll on the
/// cell on screen and P again reveals it, F offers the lesson, and each reaches the class (its
/// snapshot, and a learner's next command). Nothing it starts outlives it.
final class PresentInClassTests: XCTestCase {
    func testPresentOpensAndRevealsAPollAndOffersTheLessonToTheClassInItsFolder() throws {
        guard Tmux.executable != nil || Tmux.isRequired else { throw XCTSkip("tmux is not installed") }
        let root = try temporaryFolder(self, "class-present")
        let rxlearn = try Programs.rxlearn()
        let teacher = try RunningClass(rxlearn: rxlearn, server: try Programs.server(), root: root, port: freeLoopbackPort())
        defer { teacher.stop() }
        let learner = SimulatedLearner(name: "ann", rxlearn: rxlearn, root: root)
        XCTAssertEqual(try learner.run(["class", "join", teacher.address, teacher.code, "--name", "ann"]).status, 0)

        let environment = RunningClass.environment(home: root.appendingPathComponent("teacher"), cache: root.appendingPathComponent("cache"))
        let projector = try Tmux(columns: 120, rows: 40, environment: environment)
        try projector.type("\(rxlearn.path) present 0-installation --data \(teacher.data.path)")
        try projector.waitFor(text: "r run", timeout: .seconds(60))

        // P: a poll on the cell on screen, open in the class.
        try projector.send("P")
        try projector.waitFor(text: "Poll open: the class predicts first-subscription", timeout: .seconds(30))
        XCTAssertTrue(waitUntil(20) { (try? teacher.snapshot().polls.first?.poll.state) == .open }, "the class has the poll")
        let poll = try XCTUnwrap(try teacher.snapshot().polls.first?.poll)
        XCTAssertEqual([poll.lesson, poll.cell], ["0-installation", "first-subscription"])
        XCTAssertNil(poll.expected, "the answer stays with the server until the reveal")

        // P again: the reveal.
        try projector.send("P")
        XCTAssertTrue(waitUntil(20) { (try? teacher.snapshot().polls.first?.poll.state) == .revealed }, "P again reveals the poll")

        // F: the lesson is offered; the learner's next command passes it on.
        try projector.send("F")
        try projector.waitFor(text: "Offered 0-installation to the class", timeout: .seconds(30))
        let next = try learner.run(["progress"])
        XCTAssertTrue(next.stderr.contains("rxlearn open 0-installation"), next.stderr)

        try projector.send("q")
        try projector.waitFor(text: "e2e$", timeout: .seconds(30))
        try projector.closeTerminal()
    }
}
