import Foundation
import RxCore
import RxCoreTest
import XCTest

/// `debug`: it forwards every event unchanged and prints what happens.
final class DebugOperatorTests: RxTestCase {
    /// The printed lines without their timestamps; fails if a line has no timestamp.
    private func messages(_ output: String, file: StaticString = #filePath, line: UInt = #line) -> [String] {
        output.split(separator: "\n").map { text -> String in
            let text = String(text)
            guard let range = text.range(of: ": ") else {
                XCTFail("no timestamp in \(text)", file: file, line: line)
                return text
            }
            return String(text[range.upperBound...])
        }
    }

    func testDebugForwardsEventsAndSubscriptionsOfACompletingSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(220, 2), .completed(300)])
        var res: TestableObserver<Int>?

        let output = OperatorKit.captureStandardOutput {
            res = scheduler.start { xs.debug("xs") }
        }

        XCTAssertEqual(res?.events, [.next(210, 1), .next(220, 2), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(messages(output), ["xs -> subscribed", "xs -> Event next(1)", "xs -> Event next(2)", "xs -> Event completed", "xs -> isDisposed"])
    }

    func testDebugForwardsAndLogsTheError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(300, TestError("boom"))])
        var res: TestableObserver<Int>?

        let output = OperatorKit.captureStandardOutput {
            res = scheduler.start { xs.debug("xs") }
        }

        XCTAssertEqual(res?.events, [.next(210, 1), .error(300, TestError("boom"))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(messages(output), ["xs -> subscribed", "xs -> Event next(1)", "xs -> Event error(boom)", "xs -> isDisposed"])
    }

    func testDebugLogsDisposalBeforeCompletionOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2), .completed(300)])
        var res: TestableObserver<Int>?

        let output = OperatorKit.captureStandardOutput {
            res = scheduler.start(disposed: 250) { xs.debug("xs") }
        }

        XCTAssertEqual(res?.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(messages(output), ["xs -> subscribed", "xs -> Event next(1)", "xs -> isDisposed"])
    }

    func testDebugLinesStartWithAWallClockTimestamp() {
        let output = OperatorKit.captureStandardOutput {
            _ = Observable.just(1).debug("x").subscribe()
        }
        let lines = output.split(separator: "\n").map(String.init)

        XCTAssertEqual(lines.count, 4)
        for line in lines {
            XCTAssertNotNil(line.range(of: #"^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.\d{3}: x -> "#, options: .regularExpression), line)
        }
    }

    func testDebugWithoutAnIdentifierNamesTheFileLineAndFunction() {
        let line = #line + 2
        let output = OperatorKit.captureStandardOutput {
            _ = Observable.just(1).debug().subscribe()
        }

        XCTAssertEqual(messages(output).first, "DebugOperatorTests.swift:\(line) (testDebugWithoutAnIdentifierNamesTheFileLineAndFunction()) -> subscribed")
    }

    func testDebugWithTrimOutputShortensLongEvents() {
        let long = String(repeating: "a", count: 30) + String(repeating: "z", count: 30)
        let output = OperatorKit.captureStandardOutput {
            _ = Observable.just(long).debug("t", trimOutput: true).subscribe()
            _ = Observable.just("short").debug("s", trimOutput: true).subscribe()
        }
        let text = "next(\(long))"

        XCTAssertEqual(messages(output), [
            "t -> subscribed", "t -> Event \(text.prefix(20))...\(text.suffix(20))", "t -> Event completed", "t -> isDisposed",
            "s -> subscribed", "s -> Event next(short)", "s -> Event completed", "s -> isDisposed",
        ])
    }

    func testDebugLogsEachSubscriptionSeparately() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        var observers: [TestableObserver<Int>] = []

        let output = OperatorKit.captureStandardOutput {
            observers = OperatorKit.subscribe(xs.debug("c"), on: scheduler, at: [200, 400])
        }

        XCTAssertEqual(observers[0].events, [.next(210, 1), .completed(220)])
        XCTAssertEqual(observers[1].events, [.next(410, 1), .completed(420)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(400, 420)])
        XCTAssertEqual(messages(output).count, 8)
    }
}
