import ClassProtocol
import Foundation
import XCTest

/// A whole class on loopback, with the real programs: `rxlearn class host`, the server it runs,
/// 30 learners as `rxlearn` processes (join, work, predict in a poll, hear a "follow me", leave),
/// the dashboard page in headless Chromium, the server killed with SIGKILL mid-class, and a
/// learner whose server stops answering and comes back.
final class ClassroomEndToEndTests: XCTestCase {
    func testThirtyLearnersJoinWorkPredictFollowSurviveAKillAndLeave() throws {
        let rxlearn = try Programs.rxlearn()
        let root = try temporaryFolder(self, "class-e2e")
        let chromium = try Programs.chromium()
        let teacher = try RunningClass(rxlearn: rxlearn, server: try Programs.server(), root: root, port: freeLoopbackPort())
        defer { teacher.stop() }
        let learners = (1 ... 30).map { SimulatedLearner(name: String(format: "learner%02d", $0), rxlearn: rxlearn, root: root) }

        // Joining: a wrong code first, then the right one.
        let wrong = try learners[0].run(["class", "join", teacher.address, "ZZZZZZ"])
        XCTAssertEqual(wrong.status, 1)
        XCTAssertTrue(wrong.stderr.contains("not this class's code"), wrong.stderr)
        inParallel(learners) { learner in
            let joined = try! learner.run(["class", "join", teacher.address, teacher.code, "--name", learner.name])
            XCTAssertEqual(joined.status, 0, joined.stderr)
        }
        XCTAssertEqual(try teacher.snapshot().learners.map(\.name).sorted(), learners.map(\.name))

        // Working: a hint and a lesson run each; five learners check an exercise's start file.
        inParallel(learners) { learner in
            XCTAssertEqual(try! learner.run(["hint", "1-count-taps"]).status, 0)
            XCTAssertEqual(try! learner.run(["run", "0-installation"]).status, 0)
        }
        inParallel(Array(learners.prefix(5))) { learner in
            XCTAssertEqual(try! learner.run(["check", "1-count-taps"]).status, 1, "the start file fails")
        }
        var snapshot = try teacher.snapshot()
        XCTAssertEqual(snapshot.learners.map(\.hintsTaken), Array(repeating: 1, count: 30))
        // A check places the learner at the exercise's lesson.
        let checkers = Set(learners.prefix(5).map(\.name))
        XCTAssertTrue(snapshot.learners.allSatisfy { $0.lesson == (checkers.contains($0.name) ? "1-target-action" : "0-installation") })
        XCTAssertEqual(snapshot.exercises.first { $0.exercise == "1-count-taps" }?.learnersTried, 5)

        // The server is killed mid-class while learners keep working; the host starts it again.
        let killed = try XCTUnwrap(teacher.serverPID)
        XCTAssertEqual(kill(killed, SIGKILL), 0)
        inParallel(learners) { learner in _ = try! learner.run(["hint", "1-count-taps"]) }
        XCTAssertTrue(waitUntil(60) { teacher.serverPID.map { $0 != killed } == true && teacher.answers }, "the host restarts the server")
        inParallel(learners) { learner in _ = try! learner.run(["class", "status"]) }
        snapshot = try teacher.snapshot()
        XCTAssertEqual(snapshot.learners.map(\.hintsTaken), Array(repeating: 2, count: 30), "every hint once: none lost, none twice")

        // A learner whose server stops answering (stopped, not gone): the hint waits in the queue,
        // the request the server read before it stopped is answered late, and the resend is not counted twice.
        let offline = learners[0]
        let stopped = try XCTUnwrap(teacher.serverPID)
        kill(stopped, SIGSTOP)
        let hintOffline = try offline.run(["hint", "1-count-taps"])
        XCTAssertTrue(hintOffline.stderr.contains("events wait"), hintOffline.stderr)
        let statusOffline = try offline.run(["class", "status"])
        XCTAssertTrue(statusOffline.stdout.contains("does not answer now"), statusOffline.stdout)
        kill(stopped, SIGCONT)
        let back = try offline.run(["class", "status"])
        XCTAssertTrue(back.stdout.contains("everything is sent"), back.stdout)
        snapshot = try teacher.snapshot()
        XCTAssertEqual(snapshot.learners.first { $0.name == offline.name }?.hintsTaken, 3)

        // A prediction poll: 20 learners predict what the cell prints, 10 predict something else,
        // while the dashboard is open in a browser: its counts come without a reload.
        let printed = try learners[0].run(["run", "0-installation"]).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        let opened = try teacher.teacher(["class", "poll", "0-installation/first-subscription"])
        XCTAssertEqual(opened.status, 0, opened.stderr)
        let picture = URL(fileURLWithPath: "/tmp/rxlearn-class-dashboard.png")
        let browser = try BrowserWatch(
            chromium: chromium, url: "http://\(teacher.address)\(ClassRoute.dashboardPage)#token=\(teacher.token)",
            ready: "document.querySelectorAll('tr.learner').length === 30 && document.getElementById('poll-total') !== null",
            then: "document.getElementById('poll-total').dataset.count === '30'",
            dom: root.appendingPathComponent("dashboard.html"), screenshot: picture)
        XCTAssertTrue(waitUntil(90) { browser.said.contains("ready") || !browser.process.isRunning }, "the page shows the class")
        inParallel(Array(learners.enumerated())) { index, learner in
            let answer = try! learner.run(["class", "answer", index < 20 ? printed.replacingOccurrences(of: "\n", with: "\\n") : "nothing at all"])
            XCTAssertEqual(answer.status, 0, answer.stderr)
        }
        snapshot = try teacher.snapshot()
        XCTAssertEqual(snapshot.polls.first?.answers, 30)
        XCTAssertEqual(snapshot.polls.first?.groups.map(\.count), [20, 10])

        // The page as the browser shows it then: every learner, the poll's counts.
        let (browserStatus, dom) = browser.finish()
        XCTAssertEqual(browserStatus, 0, browser.said.joined(separator: "\n"))
        XCTAssertEqual(browser.said, ["ready", "then"])
        XCTAssertEqual(dom.occurrences(of: "<tr class=\"learner"), 30)
        for learner in learners { XCTAssertTrue(dom.contains(">\(learner.name)</td>"), learner.name) }
        XCTAssertTrue(dom.contains("id=\"poll-total\" data-count=\"30\""))
        XCTAssertTrue(dom.contains("data-count=\"20\"") && dom.contains("data-count=\"10\""))
        XCTAssertTrue(FileManager.default.fileExists(atPath: picture.path))

        // Reveal, and "follow me": each learner's next command offers the lesson.
        XCTAssertEqual(try teacher.teacher(["class", "poll", "--reveal"]).status, 0)
        XCTAssertEqual(try teacher.snapshot().polls.first?.groups.map(\.right), [true, false])
        XCTAssertEqual(try teacher.teacher(["class", "follow", "2-one-rule"]).status, 0)
        inParallel(learners) { learner in
            let next = try! learner.run(["progress"])
            XCTAssertTrue(next.stderr.contains("rxlearn open 2-one-rule"), next.stderr)
            XCTAssertTrue(next.stderr.contains("the poll's answer"), next.stderr)
        }

        // The export: report merge's columns, one per learner, with partial credit.
        let csv = try teacher.teacher(["class", "export", "--csv"])
        XCTAssertEqual(csv.status, 0, csv.stderr)
        let header = try XCTUnwrap(csv.stdout.split(separator: "\n").first).split(separator: ",").map(String.init)
        XCTAssertEqual(header.first, "exercise")
        XCTAssertEqual(header.dropFirst().sorted(), learners.map(\.name))
        let row = try XCTUnwrap(csv.stdout.split(separator: "\n").first { $0.hasPrefix("1-count-taps,") })
        XCTAssertEqual(row.split(separator: ",").filter { $0.hasPrefix("✗1 ") }.count, 5, String(row))

        // Leaving: nothing more is sent, and the dashboard shows everyone gone.
        inParallel(learners) { learner in XCTAssertEqual(try! learner.run(["class", "leave"]).status, 0) }
        XCTAssertTrue(try teacher.snapshot().learners.allSatisfy { !$0.present })
        let after = try learners[1].run(["hint", "1-count-taps"])
        XCTAssertFalse(after.stderr.contains("class"), after.stderr)

        // The server never outlives its host, even one killed with SIGKILL: it reads the end of
        // its standard input, takes its record away and stops listening.
        XCTAssertNotNil(teacher.serverPID)
        XCTAssertEqual(kill(teacher.host.processIdentifier, SIGKILL), 0)
        XCTAssertTrue(waitUntil(30) { teacher.serverPID == nil && !teacher.answers }, "the server ends with its host")
    }
}
