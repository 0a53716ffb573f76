import ClassProtocol
import XCTest
@testable import ClassServer

final class ServerPartsTests: XCTestCase {
    func testNamesLoseControlAndFormattingCharactersAndAreCut() {
        XCTAssertEqual(LearnerName.clean("ana\u{1B}[31m red"), "ana[31m red")
        XCTAssertEqual(LearnerName.clean("\u{202E}evil"), "evil")
        XCTAssertEqual(LearnerName.clean("  two   words \n"), "two words")
        XCTAssertEqual(LearnerName.clean(String(repeating: "x", count: 100)).count, ClassLimits.maxNameCharacters)
        XCTAssertEqual(LearnerName.clean("\u{0}\u{7}"), "learner")
        // Markup stays as written: the page shows it as text.
        XCTAssertEqual(LearnerName.clean("<script>alert(1)</script>"), "<script>alert(1)</script>")
    }

    func testAnswersAreComparedWithSpacesEvenedOut() {
        XCTAssertEqual(AnswerText.normalized("  -a--b-|  "), "-a--b-|")
        XCTAssertEqual(AnswerText.normalized("\n1\n 2 \n\n"), "1\n2")
        XCTAssertNotEqual(AnswerText.normalized("-a-b-|"), AnswerText.normalized("-a--b-|"))
    }

    func testTheRateLimiterAllowsTheBurstThenTheRate() {
        let limiter = RateLimiter(rate: 10, burst: 5)
        let start: UInt64 = 1_000_000_000
        XCTAssertEqual((0 ..< 8).filter { _ in limiter.allow("a", now: start) }.count, 5)
        // A tenth of a second later, one more.
        XCTAssertTrue(limiter.allow("a", now: start + 100_000_000))
        XCTAssertFalse(limiter.allow("a", now: start + 100_000_000))
        // Another key has its own bucket.
        XCTAssertTrue(limiter.allow("b", now: start))
    }

    func testARequestThatReadTheClockBeforeTheLastOneGetsNoRefill() {
        let limiter = RateLimiter(rate: 10, burst: 5)
        let start: UInt64 = 1_000_000_000
        XCTAssertEqual((0 ..< 5).filter { _ in limiter.allow("a", now: start + 50_000_000) }.count, 5)
        // Concurrent requests read the clock, then queue for the lock: an earlier time can come second.
        XCTAssertFalse(limiter.allow("a", now: start))
        XCTAssertFalse(limiter.hasBudget("a", now: start))
        XCTAssertFalse(limiter.allow("a", now: start + 50_000_000))
        XCTAssertTrue(limiter.allow("a", now: start + 150_000_000))
    }

    func testListenAddressesAreReadOrRefused() throws {
        XCTAssertEqual(try ServerOptions.listenAddress("127.0.0.1:7200").0, "127.0.0.1")
        XCTAssertEqual(try ServerOptions.listenAddress("127.0.0.1:7200").1, 7200)
        XCTAssertEqual(try ServerOptions.listenAddress("[::1]:7300").0, "::1")
        XCTAssertEqual(try ServerOptions.listenAddress("0.0.0.0").1, ClassProtocol.defaultPort)
        XCTAssertThrowsError(try ServerOptions.listenAddress("host:port"))
        XCTAssertThrowsError(try ServerOptions.listenAddress("127.0.0.1:70000"))
        XCTAssertThrowsError(try ServerOptions.parse(["--listen", "127.0.0.1:1"]))
        XCTAssertThrowsError(try ServerOptions.parse(["--data", "/tmp/x", "--stuck-minutes", "0"]))
    }

    func testCodesAreSixUnambiguousCharactersAndTokensDiffer() {
        let code = Secrets.code()
        XCTAssertEqual(code.count, 6)
        XCTAssertTrue(code.allSatisfy { Secrets.codeAlphabet.contains($0) })
        XCTAssertNotEqual(Secrets.token(), Secrets.token())
        XCTAssertEqual(Secrets.token().count, 64)
        XCTAssertTrue(Secrets.equal("abc", "abc"))
        XCTAssertFalse(Secrets.equal("abc", "abd"))
        XCTAssertFalse(Secrets.equal("abc", "abcd"))
    }

    func testEventsTheServerWouldRefuseSaySo() {
        XCTAssertNil(ClassActivity.check(exercise: "e", verdict: "passed", casesPassed: 51, casesTotal: 51).problem)
        XCTAssertNotNil(ClassActivity.check(exercise: "e", verdict: "passed", casesPassed: 52, casesTotal: 51).problem)
        XCTAssertNotNil(ClassActivity.lessonReached(lesson: "").problem)
        XCTAssertNotNil(ClassActivity.sharedAnswer(exercise: "e", code: String(repeating: "x", count: ClassLimits.maxSharedCodeBytes + 1)).problem)
        XCTAssertNotNil(ClassActivity.pollAnswer(poll: "p1", answer: String(repeating: "x", count: ClassLimits.maxAnswerCharacters + 1)).problem)
    }
}
