// Swift concurrency bridges for `Single`, `Maybe` and `Completable`, with RxSwift 6's names and
// behaviour: `value` awaits the one outcome, `Single.create(detached:priority:work:)` wraps an
// async function.

@available(macOS 10.15, iOS 13.0, watchOS 6.0, tvOS 13.0, *)
extension PrimitiveSequenceType where Trait == SingleTrait {
    /// A `Single` of what async `work` returns (or throws), run in a `Task` started for each
    /// subscriber. Disposing the subscription cancels the task.
    ///
    /// - parameter detached: Runs `work` in a detached task (no inherited actor or task locals).
    /// - parameter priority: The task's priority.
    @_disfavoredOverload
    public static func create(
        detached: Bool = false,
        priority: TaskPriority? = nil,
        work: @Sendable @escaping () async throws -> Element
    ) -> PrimitiveSequence<Trait, Element> {
        .create { single in
            let target = UncheckedSendable(value: single)
            let operation: @Sendable () async -> Void = {
                do {
                    target.value(.success(try await work()))
                } catch {
                    target.value(.failure(error))
                }
            }
            let task = detached
                ? Task.detached(priority: priority, operation: operation)
                : Task(priority: priority, operation: operation)
            return Disposables.create { task.cancel() }
        }
    }

    /// Awaits the element, or throws the error. Subscribes when awaited; cancelling the
    /// awaiting task disposes the subscription and throws `CancellationError`.
    ///
    /// ```swift
    /// let user = try await fetchUser.value
    /// ```
    public var value: Element {
        get async throws {
            try await awaitOutcome { finish in
                subscribe(
                    onSuccess: { finish(.success($0)) },
                    onFailure: { finish(.failure($0)) },
                    onDisposed: { finish(.failure(CancellationError())) }
                )
            }
        }
    }
}

@available(macOS 10.15, iOS 13.0, watchOS 6.0, tvOS 13.0, *)
extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// Awaits the element, `nil` if the `Maybe` completes without one, or throws the error.
    /// Cancelling the awaiting task disposes the subscription and throws `CancellationError`.
    public var value: Element? {
        get async throws {
            try await awaitOutcome { finish in
                subscribe(
                    onSuccess: { finish(.success($0)) },
                    onError: { finish(.failure($0)) },
                    onCompleted: { finish(.success(nil)) },
                    onDisposed: { finish(.failure(CancellationError())) }
                )
            }
        }
    }
}

@available(macOS 10.15, iOS 13.0, watchOS 6.0, tvOS 13.0, *)
extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Never {
    /// Awaits the completion, or throws the error. Cancelling the awaiting task disposes the
    /// subscription and throws `CancellationError`.
    public var value: Void {
        get async throws {
            try await awaitOutcome { finish in
                subscribe(
                    onCompleted: { finish(.success(())) },
                    onError: { finish(.failure($0)) },
                    onDisposed: { finish(.failure(CancellationError())) }
                )
            }
        }
    }
}

/// Suspends until the first of the callbacks handed to `subscribe` reports an outcome.
///
/// `subscribe` gets `finish` and returns its subscription. Only the first `finish` counts (a
/// success is followed by the subscription's disposal, and a cancellation may race an element on
/// another thread). Cancelling the awaiting task disposes the subscription, whose `onDisposed`
/// then reports `CancellationError` unless an outcome came first.
@available(macOS 10.15, iOS 13.0, watchOS 6.0, tvOS 13.0, *)
private func awaitOutcome<Value>(
    _ subscribe: (_ finish: @escaping (Result<Value, Error>) -> Void) -> Disposable
) async throws -> Value {
    let subscription = SingleAssignmentDisposable()
    let handle = UncheckedSendable(value: subscription)
    return try await withTaskCancellationHandler {
        try await withCheckedThrowingContinuation { continuation in
            let gate = ContinuationGate()
            subscription.setDisposable(subscribe { outcome in
                if gate.pass() { continuation.resume(with: outcome) }
            })
        }
    } onCancel: {
        handle.value.dispose()
    }
}
