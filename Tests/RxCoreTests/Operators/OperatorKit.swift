import Foundation
import RxCore
import RxCoreTest
import XCTest

/// Helpers shared by the operator, creation and subject tests. A namespace, so that its names
/// never meet the helpers of other test files in this module.
enum OperatorKit {
    /// Subscribes a fresh recording observer to `source` at each tick of `times`, disposes every
    /// subscription still alive at `disposedAt`, runs the scheduler and returns the observers in order.
    static func subscribe<Element>(_ source: Observable<Element>, on scheduler: TestScheduler, at times: [TestTime], disposedAt: TestTime = 1000) -> [TestableObserver<Element>] {
        var observers: [TestableObserver<Element>] = []
        for time in times {
            let observer = scheduler.createObserver(Element.self)
            observers.append(observer)
            var subscription: Disposable?
            scheduler.scheduleAt(time) { subscription = source.subscribe(observer) }
            scheduler.scheduleAt(disposedAt) { subscription?.dispose() }
        }
        scheduler.start()
        return observers
    }

    /// The events `source` delivers while it is subscribed and at once disposed (a synchronous source).
    static func synchronousEvents<Element>(_ source: Observable<Element>) -> [Event<Element>] {
        var events: [Event<Element>] = []
        let subscription = source.subscribe { events.append($0) }
        subscription.dispose()
        return events
    }

    /// Feeds 1 into a `PublishSubject` seen through `transform`; the observer, on the first
    /// element it gets, feeds 2 into the same subject. Returns the log of the observer entering
    /// and leaving `onNext`, and of the outer `onNext(1)` returning.
    static func reentrancyLog<Result>(_ transform: (Observable<Int>) -> Observable<Result>) -> [String] {
        let subject = PublishSubject<Int>()
        var log: [String] = []
        var pushed = false
        let subscription = transform(subject.asObservable()).subscribe(
            onNext: { value in
                log.append("begin \(value)")
                if !pushed {
                    pushed = true
                    subject.onNext(2)
                }
                log.append("end \(value)")
            },
            onCompleted: { log.append("completed") }
        )
        subject.onNext(1)
        log.append("returned")
        subscription.dispose()
        return log
    }

    /// Runs `body` with the standard output sent to a pipe, and returns what was printed.
    static func captureStandardOutput(_ body: () -> Void) -> String {
        fflush(stdout)
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { return "<pipe failed>" }
        let saved = dup(STDOUT_FILENO)
        dup2(fds[1], STDOUT_FILENO)
        body()
        fflush(stdout)
        dup2(saved, STDOUT_FILENO)
        close(saved)
        close(fds[1])
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(fds[0], &buffer, buffer.count)
            if count <= 0 { break }
            data.append(contentsOf: buffer[0..<count])
        }
        close(fds[0])
        return String(decoding: data, as: UTF8.self)
    }
}

/// A resource for `using`: records when it is disposed.
final class OperatorKitResource: Disposable {
    private let onDispose: () -> Void
    private(set) var disposeCount = 0

    init(onDispose: @escaping () -> Void = {}) { self.onDispose = onDispose }

    func dispose() {
        disposeCount += 1
        onDispose()
    }
}

/// Detects an observer being entered by two threads at once.
final class OperatorKitOverlapProbe {
    private let lock = NSLock()
    private var inside = 0
    private(set) var maximum = 0
    private(set) var count = 0

    func enter() {
        lock.lock()
        inside += 1
        count += 1
        maximum = Swift.max(maximum, inside)
        lock.unlock()
        // Give another thread the chance to overlap, were delivery not serialised.
        usleep(10)
    }

    func leave() {
        lock.lock()
        inside -= 1
        lock.unlock()
    }
}
