import RxCore
import RxCoreTest
import XCTest

/// A test case with a `RecordingWatcher` installed for each test, and none after it.
class WatchedTestCase: RxTestCase {
    var watcher: RecordingWatcher!

    override func setUp() {
        super.setUp()
        watcher = RecordingWatcher()
        StreamWatch.watcher = watcher
    }

    override func tearDown() {
        StreamWatch.watcher = nil
        super.tearDown()
    }
}

/// A watcher that keeps everything it is told, timed by the running test scheduler's clock.
final class RecordingWatcher: StreamWatcher {
    final class Stream: StreamProbe {
        let name: String
        let call: String
        let file: String
        let line: UInt
        let depth: Int
        let drawsOwnLane: Bool
        private(set) var log: [String]
        private(set) var stages: [Stream] = []

        init(name: String = "", call: String = "", file: String = "", line: UInt = 0, depth: Int = 0, drawsOwnLane: Bool = false) {
            self.name = name
            self.call = call
            self.file = file
            self.line = line
            self.depth = depth
            self.drawsOwnLane = drawsOwnLane
            log = ["subscribed@\(RecordingWatcher.now)"]
        }

        func add(_ stage: Stream) { stages.append(stage) }

        var values: [String] {
            log.compactMap { entry in
                guard entry.hasPrefix("next(") else { return nil }
                return String(entry.dropFirst(5).prefix { $0 != ")" })
            }
        }

        func observe(_ event: WatchedEvent) {
            let at = "@\(RecordingWatcher.now)"
            switch event {
            case .next(let value): log.append("next(\(value))\(at)")
            case .error(let error): log.append("error(\(error))\(at)")
            case .completed: log.append("completed\(at)")
            case .disposed: log.append("disposed\(at)")
            }
        }
    }

    private(set) var subscriptions: [Stream] = []

    static var now: Int {
        (StreamWatch.runningVirtualSchedulers.last as? TestScheduler)?.clock ?? 0
    }

    func subscriptionStarted(at site: SubscriptionSite) -> StreamProbe? {
        let stream = Stream(call: "\(site.call)", file: "\(site.file)", line: site.line, drawsOwnLane: site.observerDrawsItsOwnLane)
        subscriptions.append(stream)
        return stream
    }

    func stageStarted(operatorName: String, depth: Int, of subscription: StreamProbe) -> StreamProbe? {
        guard let parent = subscription as? Stream else { return nil }
        let stage = Stream(name: operatorName, depth: depth)
        parent.add(stage)
        return stage
    }
}
