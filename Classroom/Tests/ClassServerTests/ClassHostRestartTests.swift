import ClassProtocol
import Foundation
import XCTest

/// `rxlearn class host` starting its server again on the class's port when that port is still
/// held for a while after the server died: it says so once, waits, and the class comes back on
/// the same address with everything it had.
final class ClassHostRestartTests: XCTestCase {
    func testARestartWaitsWhileThePortIsHeldAndComesBackOnIt() throws {
        let rxlearn = try Programs.rxlearn()
        let root = try temporaryFolder(self, "class-restart")
        let port = freeLoopbackPort()
        let teacher = try RunningClass(rxlearn: rxlearn, server: try Programs.server(), root: root, port: port)
        defer { teacher.stop() }
        let learner = SimulatedLearner(name: "ann", rxlearn: rxlearn, root: root)
        XCTAssertEqual(try learner.run(["class", "join", teacher.address, teacher.code, "--name", "ann"]).status, 0)

        // The host is paused, so the port can be taken between the server's death and its restart.
        XCTAssertEqual(kill(teacher.host.processIdentifier, SIGSTOP), 0)
        defer { kill(teacher.host.processIdentifier, SIGCONT) }
        let killed = try XCTUnwrap(teacher.serverPID)
        XCTAssertEqual(kill(killed, SIGKILL), 0)
        // The holder listens, as another program would; address reuse on, as the server binds,
        // so that what the dead server's connections left in TIME_WAIT does not stop it.
        let holder = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(holder) }
        var on: Int32 = 1
        setsockopt(holder, SOL_SOCKET, SO_REUSEADDR, &on, socklen_t(MemoryLayout<Int32>.size))
        XCTAssertTrue(waitUntil(30) { bindLoopback(holder, port: port) }, "the dead server lets the port go")
        XCTAssertEqual(listen(holder, 1), 0)
        XCTAssertEqual(kill(teacher.host.processIdentifier, SIGCONT), 0)

        let hostMessages = root.appendingPathComponent("host.err")
        XCTAssertTrue(waitUntil(60) { contents(of: hostMessages).contains("port \(port) is still held") }, contents(of: hostMessages))
        XCTAssertTrue(teacher.host.isRunning, "the host waits instead of giving up")
        XCTAssertEqual(contents(of: hostMessages).occurrences(of: "is still held"), 1, "said once, not every second")
        XCTAssertEqual(teacher.serverPID, killed, "no server started while the port is held")

        close(holder)
        XCTAssertTrue(waitUntil(60) { teacher.serverPID.map { $0 != killed } == true && teacher.answers }, "the server is back on port \(port)")
        XCTAssertEqual(try teacher.snapshot().learners.map(\.name), ["ann"], "the class is the same class")
    }
}

private func contents(of file: URL) -> String {
    (try? String(contentsOf: file, encoding: .utf8)) ?? ""
}
