import ClassLink
import ClassProtocol
import Foundation
import Testing

/// The learner's side of a class without a server to talk to: nothing happens outside a class,
/// a class that cannot be reached costs the learner nothing (their progress is saved, the events
/// wait in the queue), what waits is what the teacher may see and never code, and every mistake
/// is one sentence. (The class with its server, end to end, is in Classroom/Tests.)
@Suite struct ClassLearnerSideTests {
    private let lessons = RxLearnProcess.packageRoot.appendingPathComponent("Lessons").path

    private func classFolder(_ process: RxLearnProcess) -> URL {
        process.stateHome.appendingPathComponent("rxlearn/class")
    }

    /// A port on loopback where nothing listens: the kernel picked it and it was closed again.
    private func closedLoopbackPort() -> Int {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(socket) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(socket, $0, length) } }
        _ = withUnsafeMutablePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(socket, $0, &length) } }
        return Int(UInt16(bigEndian: address.sin_port))
    }

    @Test func outsideAClassTheCommandsLeaveNoTrace() throws {
        let process = try RxLearnProcess()
        defer { process.removeScratch() }
        let hint = try process.run(["hint", "4.1-shout", "--lessons", lessons])
        #expect(hint.status == 0)
        #expect(!hint.stderr.contains("class"))
        #expect(!FileManager.default.fileExists(atPath: classFolder(process).path))
        let status = try process.run(["class", "status"])
        #expect(status.stdout == "you are not in a class; rxlearn class join ADDRESS CODE joins one\n")
        let chinese = try process.run(["class", "status"], environment: ["RXLEARN_LANG": "zh-Hans"])
        #expect(chinese.stdout == "你不在任何课堂中；用 rxlearn class join 地址 课堂码 加入\n")
        let share = try process.run(["class", "share", "4.1-shout", "--lessons", lessons])
        #expect(share.status == 1)
        #expect(share.stderr == "rxlearn: you are not in a class; rxlearn class join ADDRESS CODE joins one\n")
    }

    @Test func joiningAClassThatCannotBeReachedIsOneSentenceAndJoinsNothing() throws {
        let process = try RxLearnProcess()
        defer { process.removeScratch() }
        let port = closedLoopbackPort()
        let join = try process.run(["class", "join", "127.0.0.1:\(port)", "ABCDEF", "--name", "ana"])
        #expect(join.status == 1)
        #expect(join.stderr.hasPrefix("rxlearn: cannot reach the class at http://127.0.0.1:\(port) ("))
        #expect(join.stderr.hasSuffix("check the address the teacher shows\n"))
        #expect(!FileManager.default.fileExists(atPath: classFolder(process).appendingPathComponent("membership.json").path))
        let bad = try process.run(["class", "join", "ftp://example", "ABCDEF"])
        #expect(bad.status == 1)
        #expect(bad.stderr.contains("not an address"))
    }

    @Test func withTheServerDownProgressIsSavedAndEventsWaitWithoutCode() throws {
        let process = try RxLearnProcess()
        defer { process.removeScratch() }
        let folder = ClassFolder(url: classFolder(process))
        let server = "http://127.0.0.1:\(closedLoopbackPort())"
        let membership = ClassMembership(server: server, member: "m1", token: "t", name: "ana", joinedAt: 0, inboxAfter: 0, openPoll: nil)
        try FileManager.default.createDirectory(at: folder.url, withIntermediateDirectories: true)
        try JSONEncoder().encode(membership).write(to: folder.url.appendingPathComponent("membership.json"))

        let hint = try process.run(["hint", "4.1-shout", "--lessons", lessons])
        #expect(hint.status == 0)
        #expect(hint.stdout.hasPrefix("hint 1 of 2: "))
        #expect(hint.stderr == "rxlearn: the class server at \(server) did not answer; 1 events wait and go with your next command\n")
        let check = try process.run(["check", "4.1-shout", "--lessons", lessons])
        #expect(check.status == 1, "the start file fails")
        let progress = try String(contentsOf: process.stateHome.appendingPathComponent("rxlearn/progress.json"), encoding: .utf8)
        #expect(progress.contains("\"hintsShown\" : 1"))
        #expect(progress.contains("\"attempts\" : 1"))

        let queued = ClassLink(folder: folder)
        let events = try String(contentsOf: folder.url.appendingPathComponent("outbox.jsonl"), encoding: .utf8)
            .split(separator: "\n").map { try JSONDecoder().decode(ClassEvent.self, from: Data($0.utf8)) }
        #expect(queued.queuedCount == 3)
        #expect(events.map(\.activity).prefix(2) == [.hintTaken(exercise: "4.1-shout", shown: 1), .lessonReached(lesson: "4.1-time")])
        // The start file misses the example's goal; the hidden inputs it happens to get right
        // (those that send nothing to shout) still count as partial credit.
        guard case .check(let exercise, let verdict, let casesPassed, let casesTotal)? = events.last?.activity else {
            Issue.record("the check was not queued: \(events)")
            return
        }
        #expect(exercise == "4.1-shout" && verdict == "wrongOutput" && casesTotal == 51)
        #expect(casesPassed < casesTotal)
        #expect(Set(events.map(\.id)).count == 3, "each event has its own id")
        let answer = try String(contentsOf: process.workspace.appendingPathComponent("exercises/4.1-shout.swift"), encoding: .utf8)
        #expect(!events.contains { "\($0)".contains(answer.prefix(40)) }, "the learner's code is never queued")

        let outboxMode = try FileManager.default.attributesOfItem(atPath: folder.url.appendingPathComponent("outbox.jsonl").path)[.posixPermissions] as? Int
        #expect(outboxMode == 0o600, "the queue is the learner's alone")

        let status = try process.run(["class", "status"])
        #expect(status.stdout == "in the class at \(server) as ana\nthe class server at \(server) does not answer now\n3 events wait to be sent\n")
        let leave = try process.run(["class", "leave"])
        #expect(leave.status == 0)
        #expect(leave.stdout == "you left the class; 3 events that could not be sent were dropped (your own progress keeps them)\n")
        #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("membership.json").path))
        #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("outbox.jsonl").path))
    }

    @Test func hostingOnAnAddressOtherMachinesReachNeedsTheLanFlag() throws {
        let process = try RxLearnProcess()
        defer { process.removeScratch() }
        let host = try process.run(["class", "host", "--listen", "0.0.0.0:7117", "--data", process.stateHome.appendingPathComponent("class-data").path])
        #expect(host.status == 64)
        #expect(host.stderr == "rxlearn: 0.0.0.0:7117 can be reached from other machines; add --lan to say that is what you want\n")
        let help = try process.run(["class", "host", "--help"])
        #expect(help.stdout.contains("loopback (127.0.0.1:7117)"))
        #expect(help.stdout.contains("--lan"))
    }
}
