import Foundation

// Swift concurrency bridges for `Observable`, with RxSwift 6's names and behaviour:
// `values` turns a sequence into an `AsyncThrowingStream` for `for try await`, `create(detached:
// priority:work:)` and `asObservable()` turn async code into an observable.

@available(macOS 10.15, iOS 13.0, watchOS 6.0, tvOS 13.0, *)
extension ObservableConvertibleType {
    /// The closure an async `create` hands its work to emit elements with.
    public typealias ElementObserver<Element> = (Element) -> Void

    /// An observable whose elements come from async `work`, run in a `Task` started for each
    /// subscriber. `work` emits with the observer it is given; when it returns the sequence
    /// completes, when it throws the sequence ends with that error. Disposing the subscription
    /// cancels the task; elements emitted after that are dropped.
    ///
    /// - parameter detached: Runs `work` in a detached task (no inherited actor or task locals).
    /// - parameter priority: The task's priority.
    @_disfavoredOverload
    public static func create(
        detached: Bool = false,
        priority: TaskPriority? = nil,
        work: @Sendable @escaping (_ observer: ElementObserver<Element>) async throws -> Void
    ) -> Observable<Element> {
        Observable.create { observer in
            let target = UncheckedSendable(value: observer)
            let operation: @Sendable () async -> Void = {
                do {
                    try await work { element in
                        guard !Task.isCancelled else { return }
                        target.value.onNext(element)
                    }
                    target.value.onCompleted()
                } catch {
                    target.value.onError(error)
                }
            }
            let task = detached
                ? Task.detached(priority: priority, operation: operation)
                : Task(priority: priority, operation: operation)
            return Disposables.create { task.cancel() }
        }
    }

    /// The sequence's elements as an async stream, for `for try await`.
    ///
    /// The sequence is subscribed when `values` is read (once per read). The stream ends when the
    /// sequence completes and throws the sequence's error. Cancelling the task that iterates (or
    /// leaving the loop early) disposes the subscription, and a subscription that ends without a
    /// completion or an error ends the stream with `CancellationError` — so a loop whose task is
    /// cancelled while it waits throws `CancellationError`, as in RxSwift.
    ///
    /// ```swift
    /// for try await value in observable.values {
    ///     print(value)
    /// }
    /// ```
    public var values: AsyncThrowingStream<Element, Error> {
        AsyncThrowingStream<Element, Error> { continuation in
            // Finishing twice is harmless: the stream keeps its first ending, so `onDisposed`
            // (which also follows a completion or an error) only matters when nothing ended it.
            let subscription = asObservable().subscribe(
                onNext: { continuation.yield($0) },
                onError: { continuation.finish(throwing: $0) },
                onCompleted: { continuation.finish() },
                onDisposed: { continuation.finish(throwing: CancellationError()) }
            )
            let handle = UncheckedSendable(value: subscription)
            continuation.onTermination = { termination in
                if case .cancelled = termination {
                    handle.value.dispose()
                }
            }
        }
    }
}

@available(macOS 10.15, iOS 13.0, watchOS 6.0, tvOS 13.0, *)
extension AsyncSequence {
    /// Convert an `AsyncSequence` to an `Observable`.
    ///
    /// Each subscriber starts a detached task that iterates the sequence, sending its elements,
    /// then `completed` (also when the iteration throws `CancellationError`) or the error it
    /// throws; disposing the subscription cancels the task. The task inherits no actor, so
    /// events arrive on the concurrency pool's threads: use `.observe(on:)` to choose where.
    ///
    /// - parameter priority: Priority for the detached task
    ///
    /// - returns: An `Observable` of the async sequence's element type
    public func asObservable(priority: TaskPriority? = nil) -> Observable<Element> {
        let sequence = UncheckedSendable(value: self)
        return Observable.create { observer in
            let target = UncheckedSendable(value: observer)
            let task = Task.detached(priority: priority) {
                do {
                    for try await element in sequence.value {
                        target.value.onNext(element)
                    }
                    target.value.onCompleted()
                } catch is CancellationError {
                    target.value.onCompleted()
                } catch {
                    target.value.onError(error)
                }
            }
            return Disposables.create { task.cancel() }
        }
    }

    /// RxSwift 6.5–6.9's spelling: since 6.10 the iteration always runs in a detached task.
    @available(*, deprecated, renamed: "asObservable(priority:)", message: "the iteration always runs in a detached task now")
    public func asObservable(detached: Bool) -> Observable<Element> {
        asObservable(priority: nil)
    }
}
