import RxCore
import RxCoreTest
import XCTest

/// `Observable.using`.
final class UsingCreationTests: RxTestCase {
    func testUsingCreatesTheResourceAtSubscriptionAndDisposesItAtCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(100)])
        var createdAt: TestTime?
        var disposedAt: TestTime?
        var resourceSeenByFactory: OperatorKitResource?
        var resource: OperatorKitResource?

        let res = scheduler.start {
            Observable<Int>.using({ () -> OperatorKitResource in
                createdAt = scheduler.clock
                let created = OperatorKitResource { disposedAt = scheduler.clock }
                resource = created
                return created
            }, observableFactory: { created in
                resourceSeenByFactory = created
                return xs.asObservable()
            })
        }

        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(createdAt, 200)
        XCTAssertEqual(disposedAt, 300)
        XCTAssertTrue(resourceSeenByFactory === resource)
        XCTAssertEqual(resource?.disposeCount, 1)
    }

    func testUsingDisposesTheResourceAtTheError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(50, TestError("boom"))])
        var disposedAt: TestTime?

        let res = scheduler.start {
            Observable<Int>.using({ OperatorKitResource { disposedAt = scheduler.clock } }, observableFactory: { _ in xs.asObservable() })
        }

        XCTAssertEqual(res.events, [.next(210, 1), .error(250, TestError("boom"))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(disposedAt, 250)
    }

    func testUsingDisposedBeforeCompletionDisposesTheSourceThenTheResource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(100, 2), .completed(200)])
        var log: [String] = []

        let res = scheduler.start(disposed: 250) {
            Observable<Int>.using({ OperatorKitResource { log.append("resource disposed at \(scheduler.clock)") } }, observableFactory: { _ in
                xs.asObservable().do(onDispose: { log.append("source disposed at \(scheduler.clock)") })
            })
        }

        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(log, ["source disposed at 250", "resource disposed at 250"])
    }

    func testUsingResourceFactoryThatThrowsFailsWithoutCallingTheObservableFactory() {
        let scheduler = TestScheduler(initialClock: 0)
        var observableFactoryCalls = 0

        let res = scheduler.start {
            Observable<Int>.using({ () throws -> OperatorKitResource in throw TestError("resource") }, observableFactory: { _ in
                observableFactoryCalls += 1
                return .never()
            })
        }

        XCTAssertEqual(res.events, [.error(200, TestError("resource"))])
        XCTAssertEqual(observableFactoryCalls, 0)
    }

    func testUsingObservableFactoryThatThrowsFailsAndDisposesTheResource() {
        let scheduler = TestScheduler(initialClock: 0)
        var disposedAt: TestTime?

        let res = scheduler.start {
            Observable<Int>.using({ OperatorKitResource { disposedAt = scheduler.clock } }, observableFactory: { _ in
                throw TestError("observable")
            })
        }

        XCTAssertEqual(res.events, [.error(200, TestError("observable"))])
        XCTAssertEqual(disposedAt, 200)
    }

    func testUsingMakesAResourceForEachSubscriber() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        var resources: [OperatorKitResource] = []
        let source = Observable<Int>.using({ () -> OperatorKitResource in
            let resource = OperatorKitResource()
            resources.append(resource)
            return resource
        }, observableFactory: { _ in xs.asObservable() })

        let observers = OperatorKit.subscribe(source, on: scheduler, at: [200, 300])

        XCTAssertEqual(observers[0].events, [.next(210, 1), .completed(220)])
        XCTAssertEqual(observers[1].events, [.next(310, 1), .completed(320)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(300, 320)])
        XCTAssertEqual(resources.map(\.disposeCount), [1, 1])
    }
}
