import Foundation
import RxCore
import RxCoreTest
import XCTest

/// `decode(type:decoder:)` on sequences of `Data` (RxSwift 6).
final class DecodeOperatorTests: RxTestCase {
    private struct Repo: Decodable, Equatable, CustomStringConvertible {
        let name: String
        var description: String { name }
    }

    func testDecodesEveryElementAndCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, Data(#"{"name":"RxSwift"}"#.utf8)),
            .next(220, Data(#"{"name":"rxlearn"}"#.utf8)),
            .completed(300),
        ])
        let res = scheduler.start { xs.decode(type: Repo.self, decoder: JSONDecoder()) }
        XCTAssertEqual(res.events.map(\.time), [210, 220, 300])
        XCTAssertEqual(res.events.compactMap { $0.value.element?.name }, ["RxSwift", "rxlearn"])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testDataThatDoesNotDecodeEndsWithTheDecodersError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, Data("not json".utf8)),
            .next(220, Data(#"{"name":"late"}"#.utf8)),
        ])
        let res = scheduler.start { xs.decode(type: Repo.self, decoder: JSONDecoder()) }
        XCTAssertEqual(res.events.count, 1)
        XCTAssertEqual(res.events.first?.time, 210)
        XCTAssertTrue(res.events.first?.value.error is DecodingError)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    }
}
