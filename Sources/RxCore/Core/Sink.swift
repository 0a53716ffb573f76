import Synchronization

/// The per-subscription state of an operator. It forwards events to its observer until disposed;
/// after that, late events from the source are dropped, which is how "nothing after dispose" holds.
class Sink<Observer: ObserverType>: DisposeBase, Disposable {
    final let observer: Observer
    final let cancel: Cancelable
    private let disposedFlag = Atomic<Bool>(false)
    /// How elements reach the observer: its fast lane when it has one (see `NextReceiver`),
    /// otherwise a closure that wraps each element in an `Event`. Never optional, so calling it
    /// costs no copy of an optional closure.
    private final let nextLane: (Observer.Element) -> Void

    init(observer: Observer, cancel: Cancelable) {
        self.observer = observer
        self.cancel = cancel
        self.nextLane = NextLane.of(observer)
    }

    final var isDisposed: Bool { disposedFlag.load(ordering: .acquiring) }

    @inline(__always)
    final func forwardOn(_ event: Event<Observer.Element>) {
        if disposedFlag.load(ordering: .acquiring) { return }
        observer.on(event)
    }

    /// Forwards an element without building an `Event` when the observer allows it.
    @inline(__always)
    final func forwardNext(_ element: Observer.Element) {
        if disposedFlag.load(ordering: .acquiring) { return }
        nextLane(element)
    }

    /// Ends the sequence with `error`. Out of line: building an `Event` in generic code needs its
    /// metadata, and the compiler would otherwise fetch it on entry to every per-element caller.
    @inline(never)
    final func forwardError(_ error: Swift.Error) {
        forwardTerminal(.error(error))
    }

    /// Ends the sequence with `completed`; out of line for the same reason as `forwardError`.
    @inline(never)
    final func forwardCompleted() {
        forwardTerminal(.completed)
    }

    /// Sends a terminal event and tears the subscription down, the usual end of a sink.
    final func forwardTerminal(_ event: Event<Observer.Element>) {
        forwardOn(event)
        dispose()
    }

    func dispose() {
        disposedFlag.store(true, ordering: .releasing)
        releaseResource()
        cancel.dispose()
    }
}

/// Holds a running subscription's sink and its upstream subscription, and disposes both once.
/// Disposal may arrive before `run` has returned (a source that completes synchronously); the
/// pieces are then disposed as soon as they are handed over.
final class SinkDisposer: DisposeBase, Cancelable {
    private let state = HandOverState()
    // Written once before the hand-over and taken once by whichever of `setSinkAndSubscription`
    // and `dispose` comes second (see `HandOverState`), so no two accesses overlap: the run-time
    // exclusivity checks (a runtime call per access) would buy nothing. Not optionals: copying or
    // destroying an optional existential goes through `Optional`'s generic value witnesses, about
    // a hundred instructions each; an empty `NopDisposable` stands for "nothing held".
    @exclusivity(unchecked) private var sink: Disposable = NopDisposable()
    @exclusivity(unchecked) private var subscription: Disposable = NopDisposable()

    var isDisposed: Bool { state.isDisposed }

    func setSinkAndSubscription(sink: Disposable, subscription: Disposable) {
        self.sink = sink
        self.subscription = subscription
        if state.handOver() {
            disposePieces()
        }
    }

    func dispose() {
        guard let piecesHandedOver = state.markDisposed() else { return }
        releaseResource()
        if piecesHandedOver {
            disposePieces()
        }
    }

    /// Lets go of the pieces (moved out, not copied) and disposes them.
    private func disposePieces() {
        var sink: Disposable = NopDisposable()
        var subscription: Disposable = NopDisposable()
        swap(&sink, &self.sink)
        swap(&subscription, &self.subscription)
        sink.dispose()
        subscription.dispose()
    }
}
