import ClassLink
import ClassProtocol
import Foundation
import XCTest

/// The notebook's way to be in a class (`ClassLink.startListening`), against the real server:
/// a push reaches it without asking, a recorded event goes out without a command ending, and
/// nothing starts outside a class.
final class ClassListenerTests: XCTestCase {
    func testAListenerHearsPushesAndSendsWhatIsRecorded() throws {
        let root = try temporaryFolder(self, "class-listener")
        let server = try ServerUnderTest(root: root)
        defer { server.stop() }
        let link = ClassLink(folder: ClassFolder(url: root.appendingPathComponent("learner")))
        XCTAssertNil(link.startListening { _ in }, "no listener outside a class")
        link.record(.lessonReached(lesson: "ignored"))
        XCTAssertEqual(link.queuedCount, 0, "outside a class nothing is queued")

        guard case .success(let membership) = link.join(address: server.record.addresses[0], code: server.record.code, name: "ana", learnerID: "id-ana") else {
            return XCTFail("join failed")
        }
        let heard = Heard()
        let listener = try XCTUnwrap(link.startListening { sync in heard.add(sync.newPushes) })
        defer { listener.stop() }

        // A "follow me" arrives by itself.
        XCTAssertEqual(server.http.send("POST", ClassRoute.teacherFollow, token: server.token, body: server.http.json(FollowRequest(lesson: "4.3-replay-subject"))).status, 200)
        XCTAssertTrue(waitUntil(30) { heard.pushes.contains { $0.kind == .followMe && $0.lesson == "4.3-replay-subject" } })

        // A recorded event is sent without anyone calling sync.
        link.record(.prediction(lesson: "4.3-replay-subject", cell: "chat-history", right: true))
        XCTAssertTrue(waitUntil(30) { (try? server.snapshot().learners.first { $0.member == membership.member }?.predictionsMade) == 1 })
        XCTAssertEqual(link.queuedCount, 0)

        // A poll opened: the listener hears it, and the learner's answer is counted.
        XCTAssertEqual(server.http.send("POST", ClassRoute.teacherPolls, token: server.token,
                                        body: server.http.json(OpenPollRequest(lesson: "L", cell: "c", lane: "out", expected: "-a-|"))).status, 200)
        XCTAssertTrue(waitUntil(30) { heard.pushes.contains { $0.kind == .pollOpened } })
        guard case .success(let sync) = link.answer(poll: "p1", "-a-|") else { return XCTFail("the answer was not sent") }
        XCTAssertEqual(sync.openPoll?.id, "p1")
        XCTAssertEqual(try server.snapshot().polls.first?.answers, 1)
        XCTAssertEqual(link.status?.membership.answeredPolls, ["p1"])
    }
}

private final class Heard: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [TeacherPush] = []
    func add(_ pushes: [TeacherPush]) { lock.lock(); stored += pushes; lock.unlock() }
    var pushes: [TeacherPush] { lock.lock(); defer { lock.unlock() }; return stored }
}
