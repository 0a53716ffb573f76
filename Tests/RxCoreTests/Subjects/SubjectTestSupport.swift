import RxCore
import RxCoreTest
import XCTest

/// Helpers for the subject tests.
enum SubjectKit {
    /// Subscribes a recording observer to `subject` at each tick of `times` and disposes them all
    /// at `disposedAt`; feeds `events` into the subject at their ticks; runs the scheduler.
    static func run<Subject: ObservableType & ObserverType>(
        _ subject: Subject,
        on scheduler: TestScheduler,
        feeding events: [Recorded<Event<Subject.Element>>],
        subscribeAt times: [TestTime],
        disposedAt: TestTime = 1000
    ) -> [TestableObserver<Subject.Element>] {
        for recorded in events {
            scheduler.scheduleAt(recorded.time) { subject.on(recorded.value) }
        }
        return OperatorKit.subscribe(subject.asObservable(), on: scheduler, at: times, disposedAt: disposedAt)
    }

    /// Whether `event` is `RxError.disposed`.
    static func isDisposedError<Element>(_ event: Event<Element>?) -> Bool {
        if case .error(let error)? = event, case RxError.disposed = error { return true }
        return false
    }
}
