// Swift concurrency bridges for `Infallible`, with RxSwift 6's names and behaviour. An
// `Infallible` cannot fail, so its stream is an `AsyncStream` (`for await`, no `try`).

@available(macOS 10.15, iOS 13.0, watchOS 6.0, tvOS 13.0, *)
extension InfallibleType {
    /// An `Infallible` whose elements come from async `work`, run in a `Task` started for each
    /// subscriber; it completes when `work` returns. Disposing the subscription cancels the
    /// task; elements emitted after that are dropped.
    ///
    /// - parameter detached: Runs `work` in a detached task (no inherited actor or task locals).
    /// - parameter priority: The task's priority.
    @_disfavoredOverload
    public static func create(
        detached: Bool = false,
        priority: TaskPriority? = nil,
        work: @Sendable @escaping (_ observer: ElementObserver<Element>) async -> Void
    ) -> Infallible<Element> {
        Infallible.create { observer in
            let target = UncheckedSendable(value: observer)
            let operation: @Sendable () async -> Void = {
                await work { element in
                    guard !Task.isCancelled else { return }
                    target.value(.next(element))
                }
                target.value(.completed)
            }
            let task = detached
                ? Task.detached(priority: priority, operation: operation)
                : Task(priority: priority, operation: operation)
            return Disposables.create { task.cancel() }
        }
    }

    /// The elements as an async stream, for `for await`. Subscribed when `values` is read; the
    /// stream ends when the sequence completes or its subscription is disposed. Cancelling the
    /// task that iterates (or leaving the loop early) disposes the subscription.
    public var values: AsyncStream<Element> {
        asObservable().valuesThatNeverFail
    }
}
