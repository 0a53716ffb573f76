// The one `AsyncStream` bridge that `Infallible`, `Driver` and `Signal` share.

@available(macOS 10.15, iOS 13.0, watchOS 6.0, tvOS 13.0, *)
extension Observable {
    /// The elements of a sequence that cannot fail (an `Infallible`, a `Driver`, a `Signal`) as an
    /// `AsyncStream`: subscribed when read; the stream ends when the sequence completes or its
    /// subscription is disposed, and cancelling the iterating task disposes the subscription.
    var valuesThatNeverFail: AsyncStream<Element> {
        AsyncStream<Element> { continuation in
            let subscription = subscribe(
                onNext: { continuation.yield($0) },
                onCompleted: { continuation.finish() },
                onDisposed: { continuation.finish() }
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
