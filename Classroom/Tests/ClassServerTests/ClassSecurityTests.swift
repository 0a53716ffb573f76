import ClassProtocol
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import XCTest

/// Nobody in where they do not belong: the code, the tokens, the bounds on requests, and
/// learners' own text (names, shared code) shown as text in the page and in the export.
final class ClassSecurityTests: XCTestCase {
    func testJoiningNeedsTheCodeAndWrongCodesAreRefusedLoggedAndLimited() throws {
        let server = try ServerUnderTest(root: try temporaryFolder(self, "class-code"))
        defer { server.stop() }
        let http = server.http
        let noCode = http.send("POST", ClassRoute.join, body: http.json(JoinRequest(code: "", name: "ana", learnerID: nil)))
        XCTAssertEqual(noCode.status, 400)
        XCTAssertEqual(noCode.body.refusal?.reason, .missingCode)
        let wrong = http.send("POST", ClassRoute.join, body: http.json(JoinRequest(code: "AAAAAA", name: "ana", learnerID: nil)))
        XCTAssertEqual(wrong.status, 403)
        XCTAssertEqual(wrong.body.refusal?.message, "That is not this class's code; check the code the teacher shows and join again.")
        XCTAssertTrue(server.serverLog.contains("refused POST /api/join from 127.0.0.1: That is not this class's code"), server.serverLog)
        // Guessing: after ten wrong codes this address must wait, even with the right one.
        for _ in 0 ..< 9 { _ = http.send("POST", ClassRoute.join, body: http.json(JoinRequest(code: "BBBBBB", name: "x", learnerID: nil))) }
        let guessed = http.send("POST", ClassRoute.join, body: http.json(JoinRequest(code: server.record.code, name: "x", learnerID: nil)))
        XCTAssertEqual(guessed.status, 429)
        XCTAssertEqual(try server.snapshot().learners.count, 0)
    }

    func testALearnerTokenReachesNoTeacherRouteAndAnUnknownTokenNothing() throws {
        let server = try ServerUnderTest(root: try temporaryFolder(self, "class-token"))
        defer { server.stop() }
        let learner = try server.join("ana")
        let http = server.http
        for (method, path, body) in [("GET", ClassRoute.teacherSnapshot, nil), ("GET", ClassRoute.teacherExport, nil),
                                     ("POST", ClassRoute.teacherPolls, http.json(OpenPollRequest(lesson: "l", cell: "c", lane: nil, expected: "x"))),
                                     ("POST", ClassRoute.teacherFollow, http.json(FollowRequest(lesson: "l"))),
                                     ("GET", ClassRoute.teacherLive, nil)] as [(String, String, Data?)] {
            let reply = http.send(method, path, token: learner.token, body: body)
            XCTAssertEqual(reply.status, 403, path)
            XCTAssertEqual(reply.body.refusal?.reason, .teacherOnly, path)
            XCTAssertEqual(http.send(method, path, body: body).status, 401, path)
            XCTAssertEqual(http.send(method, path, token: String(repeating: "0", count: 64), body: body).body.refusal?.reason, .wrongToken, path)
        }
        // The teacher's token does not send a learner's events either.
        let asTeacher = http.send("POST", ClassRoute.learnerEvents, token: server.token, body: http.json(EventBatch(events: [], inboxAfter: 0)))
        XCTAssertEqual(asTeacher.body.refusal?.reason, .learnerOnly)
        XCTAssertTrue(server.serverLog.contains("refused GET /api/teacher/snapshot from 127.0.0.1: This needs the teacher's token; a learner's token cannot do this."))
        XCTAssertFalse(server.serverLog.contains(learner.token), "tokens never reach the log")
        // A learner's events are theirs: the batch is stored under the token's learner, whatever it says.
        let other = try server.join("ben")
        let event = ClassEvent(activity: .hintTaken(exercise: "e", shown: 1))
        XCTAssertEqual(http.send("POST", ClassRoute.learnerEvents, token: learner.token, body: http.json(EventBatch(events: [event], inboxAfter: 0))).status, 200)
        let rows = try server.snapshot().learners
        XCTAssertEqual(rows.first { $0.member == learner.member }?.hintsTaken, 1)
        XCTAssertEqual(rows.first { $0.member == other.member }?.hintsTaken, 0)
    }

    func testATenMegabyteBodyIsRefusedAndTheServerCarriesOn() throws {
        let server = try ServerUnderTest(root: try temporaryFolder(self, "class-size"))
        defer { server.stop() }
        let learner = try server.join("ana")
        let huge = Data(repeating: 0x61, count: 10 * 1024 * 1024)
        let reply = server.http.send("POST", ClassRoute.learnerEvents, token: learner.token, body: huge, timeout: 60)
        XCTAssertEqual(reply.status, 413)
        XCTAssertEqual(reply.body.refusal?.reason, .tooLarge)
        let joinReply = server.http.send("POST", ClassRoute.join, body: huge, timeout: 60)
        XCTAssertEqual(joinReply.status, 413)
        XCTAssertEqual(server.http.send("GET", ClassRoute.health).status, 200)
        let event = ClassEvent(activity: .lessonReached(lesson: "L"))
        XCTAssertEqual(server.http.send("POST", ClassRoute.learnerEvents, token: learner.token,
                                        body: server.http.json(EventBatch(events: [event], inboxAfter: 0))).status, 200)
    }

    func testAThousandRequestsFromOneLearnerAreCutToItsRateAndOthersGetThrough() throws {
        let server = try ServerUnderTest(root: try temporaryFolder(self, "class-rate"))
        defer { server.stop() }
        let flooding = try server.join("flood")
        let calm = try server.join("calm")
        let configuration = URLSessionConfiguration.ephemeral
        configuration.httpMaximumConnectionsPerHost = 32
        let session = URLSession(configuration: configuration)
        let statuses = StatusCounts()
        let group = DispatchGroup()
        let started = Date()
        // A bounded flood: 1,000 requests, 32 at a time, each with one new event.
        let gate = DispatchSemaphore(value: 32)
        for _ in 0 ..< 1000 {
            gate.wait()
            group.enter()
            var request = URLRequest(url: URL(string: server.record.addresses[0] + ClassRoute.learnerEvents)!, timeoutInterval: 30)
            request.httpMethod = "POST"
            request.setValue("Bearer " + flooding.token, forHTTPHeaderField: "Authorization")
            request.httpBody = try JSONEncoder().encode(EventBatch(events: [ClassEvent(activity: .hintTaken(exercise: "e", shown: 1))], inboxAfter: 0))
            session.dataTask(with: request) { _, response, _ in
                statuses.add((response as? HTTPURLResponse)?.statusCode ?? 0)
                gate.signal()
                group.leave()
            }.resume()
        }
        let calmDuring = server.http.send("POST", ClassRoute.learnerEvents, token: calm.token,
                                          body: server.http.json(EventBatch(events: [ClassEvent(activity: .lessonReached(lesson: "L"))], inboxAfter: 0)))
        group.wait()
        let elapsed = Date().timeIntervalSince(started)
        let counts = statuses.counts
        XCTAssertEqual(counts.values.reduce(0, +), 1000)
        XCTAssertEqual(Set(counts.keys).subtracting([200, 429]), [], "every request is stored or refused: \(counts)")
        // The bucket: its burst, then its rate over the time the flood took (one more for rounding).
        XCTAssertLessThanOrEqual(counts[200, default: 0], Int(ClassLimits.requestBurst + ClassLimits.requestsPerSecond * elapsed) + 1)
        XCTAssertGreaterThan(counts[429, default: 0], 0)
        XCTAssertEqual(calmDuring.status, 200, "another learner is served during the flood")
        // What was accepted is what the class counts: no more, no less.
        let rows = try server.snapshot().learners
        XCTAssertEqual(rows.first { $0.member == flooding.member }?.hintsTaken, counts[200, default: 0])
        XCTAssertTrue(server.serverLog.contains("Too many requests from this learner"))
    }

    func testNamesAndSharedCodeAreTextInThePageAndNeverFormulasInTheExport() throws {
        let root = try temporaryFolder(self, "class-escape")
        let outline = ClassOutline(stages: [.init(title: "<b>Stage</b>", lessons: [.init(id: "L1", cells: ["c"], exercises: ["E1"])])])
        let server = try ServerUnderTest(root: root, outline: outline)
        defer { server.stop() }
        // Both names fit the 40 characters a name keeps.
        let scripted = try server.join("<script>document.title='pwned'</script>")
        let formula = try server.join("=HYPERLINK(\"http://x.invalid\",\"go\")")
        let shared = ClassEvent(activity: .sharedAnswer(exercise: "E1", code: "</pre><img src=x onerror=\"document.title='pwned'\">"))
        let check = ClassEvent(activity: .check(exercise: "E1", verdict: "wrongOnHiddenInput", casesPassed: 37, casesTotal: 51))
        for (learner, events) in [(scripted, [shared]), (formula, [check])] {
            XCTAssertEqual(server.http.send("POST", ClassRoute.learnerEvents, token: learner.token,
                                            body: server.http.json(EventBatch(events: events, inboxAfter: 0))).status, 200)
        }

        // In the browser: the names are text, the shared code (opened with its button) is text, and nothing ran.
        let browser = try BrowserWatch(
            chromium: try Programs.chromium(), url: server.record.dashboard + "#token=" + server.token,
            ready: "document.querySelectorAll('tr.learner').length === 2 && document.querySelector('#shared button') && (document.querySelector('#shared button').click(), true)",
            then: "document.getElementById('shared-code').textContent.includes('onerror')",
            dom: root.appendingPathComponent("page.html"), screenshot: URL(fileURLWithPath: "/tmp/rxlearn-class-escaping.png"))
        let (status, dom) = browser.finish()
        XCTAssertEqual(status, 0, browser.said.joined(separator: "\n"))
        XCTAssertTrue(dom.contains("<title>rxlearn class</title>"), "no script of a learner's ran")
        XCTAssertTrue(dom.contains(">&lt;script&gt;document.title='pwned'&lt;/script&gt;</td>"), dom)
        XCTAssertTrue(dom.contains("&lt;/pre&gt;&lt;img src=x"), dom)
        XCTAssertTrue(dom.contains("&lt;b&gt;Stage&lt;/b&gt;"), dom)
        XCTAssertEqual(dom.occurrences(of: "<img"), 0, dom)

        // In the export: the name that is a formula is plain text, quoted, with a leading '.
        let csv = try runProgram(try Programs.rxlearn(), ["class", "export", "--csv", "--data", server.data.path],
                                 environment: RunningClass.environment(home: root.appendingPathComponent("teacher"), cache: root.appendingPathComponent("cache")))
        XCTAssertEqual(csv.status, 0, csv.stderr)
        XCTAssertTrue(csv.stdout.contains(",\"'=HYPERLINK(\"\"http://x.invalid\"\",\"\"go\"\")\"\n"), csv.stdout)
        XCTAssertTrue(csv.stdout.contains("E1,·,✗1 37/51"), csv.stdout)
    }
}

private final class StatusCounts: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [Int: Int] = [:]
    func add(_ status: Int) { lock.lock(); stored[status, default: 0] += 1; lock.unlock() }
    var counts: [Int: Int] { lock.lock(); defer { lock.unlock() }; return stored }
}
