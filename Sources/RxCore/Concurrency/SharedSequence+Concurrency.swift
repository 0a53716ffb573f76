// Swift concurrency bridge for `Driver` and `Signal`, with RxSwift 6's name and isolation.

@available(macOS 12, iOS 15, tvOS 15, watchOS 8, *)
extension SharedSequence {
    /// The elements as an async stream, for `for await` on the main actor (a shared sequence
    /// delivers on the main thread and cannot fail). Subscribed when `values` is read; the stream
    /// ends when the sequence completes. Cancelling the task that iterates (or leaving the loop
    /// early) disposes the subscription.
    @MainActor public var values: AsyncStream<Element> {
        asObservable().valuesThatNeverFail
    }
}
