import Dispatch
import Foundation
import RxCore
import RxCoreTest
import XCTest

/// Many first subscribers at once, released together on many threads: a shared sequence
/// subscribes to its source once, whichever subscriber comes first (the scenario of RxSwift's
/// issue 2718, for every kind of `share`).
final class ShareConcurrentConnectTests: RxTestCase {
    private let subscriberCount = 32
    private let rounds = 100

    func testShareWithoutReplayConnectsOnceForConcurrentFirstSubscribers() {
        assertOneConnection { $0.share() }
    }

    func testShareReplayOneConnectsOnceForConcurrentFirstSubscribers() {
        assertOneConnection { $0.share(replay: 1) }
    }

    func testShareReplayTwoConnectsOnceForConcurrentFirstSubscribers() {
        assertOneConnection { $0.share(replay: 2) }
    }

    func testShareForeverConnectsOnceForConcurrentFirstSubscribers() {
        assertOneConnection { $0.share(replay: 0, scope: .forever) }
        assertOneConnection { $0.share(replay: 1, scope: .forever) }
    }

    /// Each round: a fresh shared sequence over a source that never ends, `subscriberCount`
    /// subscriptions started at the same moment on as many threads, then every subscription
    /// disposed. The source must have been subscribed to exactly once per round.
    private func assertOneConnection(file: StaticString = #filePath, line: UInt = #line,
                                     _ sharing: (Observable<Never>) -> Observable<Never>) {
        for round in 0 ..< rounds {
            let connections = SendableBox(0)
            let shared = sharing(Observable<Never>.never().do(onSubscribe: { connections.update { $0 += 1 } }))
            let subscriptions = SendableBox<[Disposable]>([])
            let ready = DispatchGroup()
            let finished = DispatchGroup()
            let start = DispatchSemaphore(value: 0)
            for _ in 0 ..< subscriberCount {
                ready.enter()
                finished.enter()
                Thread {
                    ready.leave()
                    start.wait()
                    let subscription = shared.subscribe()
                    subscriptions.update { $0.append(subscription) }
                    finished.leave()
                }.start()
            }
            ready.wait()
            for _ in 0 ..< subscriberCount { start.signal() }
            finished.wait()
            XCTAssertEqual(connections.get(), 1, "round \(round): the source was subscribed to \(connections.get()) times", file: file, line: line)
            subscriptions.get().forEach { $0.dispose() }
        }
    }
}
