import Dispatch
import Foundation
import RxCore
import RxCoreTest
import XCTest

/// What `Resources.total` counts. Without `TRACE_RESOURCES` (every build of rxlearn): live
/// subscription pieces only (DisposablesTests), so an observable that is merely held adds nothing. With it (the
/// core built with `-Xswiftc -DTRACE_RESOURCES`, as RxSwift's suite is): RxSwift's counting,
/// every observable from creation to deallocation, and the live `observe(on:)` observables on a
/// serial dispatch queue scheduler.
final class ResourcesTests: RxTestCase {
    func testAnObservableCountsOnlyWithTraceResources() {
        let start = Resources.total
        var observable: Observable<Int>? = Observable.just(1)
        XCTAssertNotNil(observable)
        #if TRACE_RESOURCES
        XCTAssertEqual(Resources.total, start + 1)
        #else
        XCTAssertEqual(Resources.total, start)
        #endif
        observable = nil
        XCTAssertEqual(Resources.total, start)
    }

    #if TRACE_RESOURCES
    func testObservingOnASerialQueueIsCountedWhileTheObservableLives() {
        let scheduler = SerialDispatchQueueScheduler(qos: .default)
        XCTAssertEqual(Resources.numberOfSerialDispatchQueueObservables, 0)
        var observed: Observable<Int>? = Observable.just(0).observe(on: scheduler)
        XCTAssertNotNil(observed)
        XCTAssertEqual(Resources.numberOfSerialDispatchQueueObservables, 1)
        observed = nil
        XCTAssertEqual(Resources.numberOfSerialDispatchQueueObservables, 0)
        let concurrent = Observable.just(0).observe(on: ConcurrentDispatchQueueScheduler(qos: .default))
        XCTAssertNotNil(concurrent)
        XCTAssertEqual(Resources.numberOfSerialDispatchQueueObservables, 0)
    }
    #endif
}
