import ClassProtocol
import Foundation
import XCTest

/// Two learners' notebooks — the real `rxlearn`, each in a tmux of its own (its own socket) —
/// in a class that the real `rxlearn class host` runs on loopback: the status bar says so, the
/// teacher's "follow me" is offered (one accepts, one declines), a poll opens each notebook's
/// prediction box and their answers reach the dashboard, the reveal is shown. Nothing it
/// starts outlives it: the notebooks quit, the tmux servers and the host are stopped.
final class NotebookInClassTests: XCTestCase {
    func testTwoNotebooksFollowAPushAndAnswerAPoll() throws {
        guard Tmux.executable != nil || Tmux.isRequired else { throw XCTSkip("tmux is not installed") }
        let root = try temporaryFolder(self, "class-notebooks")
        let rxlearn = try Programs.rxlearn()
        let teacher = try RunningClass(rxlearn: rxlearn, server: try Programs.server(), root: root, port: freeLoopbackPort())
        defer { teacher.stop() }

        var notebooks: [(name: String, tmux: Tmux)] = []
        for name in ["ann", "bo"] {
            let environment = RunningClass.environment(home: root.appendingPathComponent(name), cache: root.appendingPathComponent("cache"))
            let joined = try runProgram(rxlearn, ["class", "join", teacher.address, teacher.code, "--name", name], environment: environment)
            XCTAssertEqual(joined.status, 0, joined.stderr)
            let tmux = try Tmux(columns: 100, rows: 30, environment: environment)
            try tmux.type("\(rxlearn.path) open 0-installation")
            try tmux.waitFor(text: "in class · ", timeout: .seconds(60))
            notebooks.append((name, tmux))
        }
        // Opening the lesson told the class where each learner is.
        XCTAssertTrue(waitUntil(20) { (try? teacher.snapshot().learners.allSatisfy { $0.lesson == "0-installation" }) == true })

        // Follow me: offered to both; ann accepts with y, bo presses another key and stays.
        XCTAssertEqual(try teacher.teacher(["class", "follow", "0-rxlearn"]).status, 0)
        for notebook in notebooks { try notebook.tmux.waitFor(text: "The teacher asks you to open 0-rxlearn: y opens it", timeout: .seconds(30)) }
        try notebooks[0].tmux.send("y")
        try notebooks[1].tmux.send("j")
        try notebooks[0].tmux.waitFor(text: "How rxlearn relates to RxSwift")
        let declined = try notebooks[1].tmux.waitFor(text: "Declined: you stay where you are.")
        XCTAssertFalse(declined.contains("How rxlearn relates to RxSwift ─"), declined)
        XCTAssertTrue(waitUntil(20) {
            let rows = (try? teacher.snapshot().learners) ?? []
            return rows.first { $0.name == "ann" }?.lesson == "0-rxlearn" && rows.first { $0.name == "bo" }?.lesson == "0-installation"
        }, "ann's notebook told the class the lesson she opened; bo's did not move")

        // A poll: each notebook opens the prediction box on the cell; the answers reach the class.
        XCTAssertEqual(try teacher.teacher(["class", "poll", "0-installation/first-subscription"]).status, 0)
        for notebook in notebooks {
            try notebook.tmux.waitFor(text: "The teacher's poll: your prediction of first-subscription", timeout: .seconds(30))
        }
        let printed = ["got: hello", "got: reactive", "got: world", "the sequence is over"]
        for (index, notebook) in notebooks.enumerated() {
            // ann predicts every line (Enter starts the next), bo only the first; Ctrl-D sends.
            for (number, line) in (index == 0 ? printed : ["hello"]).enumerated() {
                if number > 0 { try notebook.tmux.send("Enter") }
                try notebook.tmux.send("-l", line)
            }
            try notebook.tmux.send("C-d")
            try notebook.tmux.waitFor(text: "Your answer is in the teacher's poll")
        }
        XCTAssertTrue(waitUntil(20) { (try? teacher.snapshot().polls.first?.answers) == 2 }, "both answers are counted")
        XCTAssertEqual(try teacher.snapshot().polls.first?.groups.map(\.count), [1, 1])

        // The reveal: each notebook says it, and whether its answer was right.
        XCTAssertEqual(try teacher.teacher(["class", "poll", "--reveal"]).status, 0)
        try notebooks[0].tmux.waitFor(text: "Your answer was right. The answer: got: hello / got: reactive", timeout: .seconds(30))
        try notebooks[1].tmux.waitFor(text: "Your answer differs", timeout: .seconds(30))

        XCTAssertEqual(try teacher.snapshot().polls.first?.groups.compactMap(\.right).sorted { !$0 && $1 }, [false, true])

        // Quitting: the shell's prompt comes back, then the terminal closes.
        for notebook in notebooks {
            try notebook.tmux.send("Escape")
            try notebook.tmux.send("q")
            try notebook.tmux.waitFor(text: "e2e$", timeout: .seconds(30))
            try notebook.tmux.closeTerminal()
        }
    }
}
