/// `catch(sequence:)`, `retry()` and `retry(_:)`: one sequence after another, moving on only
/// after an error. As in RxSwift, `retry` is this operator over repetitions of its source.
///
/// The sources are read lazily, one at a time, from an iterator made afresh for each subscriber,
/// so an endless sequence of sources (`retry()`) is fine. When a source completes, the result
/// completes; when the sources run out, the result fails with the last error, or completes if
/// there was none (no sources at all, or `retry(0)`).
final class CatchSequence<Element>: Producer<Element> {
    let makeSources: () -> AnyIterator<Observable<Element>>

    init(stageName: String, makeSources: @escaping () -> AnyIterator<Observable<Element>>) {
        self.makeSources = makeSources
        super.init(stageName: stageName)
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element {
        let sink = CatchSequenceSink(sources: makeSources(), observer: observer, cancel: cancel)
        return (sink, sink.run())
    }
}

/// Subscribes source after source. Each attempt has its own observer carrying its number, so a
/// straggling event from an attempt already replaced is dropped instead of reaching downstream.
private final class CatchSequenceSink<Observer: ObserverType>: Sink<Observer> {
    typealias Element = Observer.Element

    private let lock = SpinLock()
    private let loop = ResubscriptionLoop()
    private let current = SerialDisposable()
    // Read and changed under the lock.
    private var sources: AnyIterator<Observable<Element>>
    private var attempt = 0
    private var lastError: Swift.Error?

    init(sources: AnyIterator<Observable<Element>>, observer: Observer, cancel: Cancelable) {
        self.sources = sources
        super.init(observer: observer, cancel: cancel)
    }

    func run() -> Disposable {
        loop.request(subscribeNextSource)
        return current
    }

    private func subscribeNextSource() {
        if isDisposed { return }
        let step = lock.performLocked { () -> CatchSequenceStep<Element> in
            guard let source = sources.next() else {
                if let error = lastError { return .fail(error) }
                return .complete
            }
            attempt += 1
            return .subscribe(source, attempt)
        }
        switch step {
        case .fail(let error):
            forwardTerminal(.error(error))
        case .complete:
            forwardTerminal(.completed)
        case .subscribe(let source, let number):
            // The previous (failed) attempt ends before the next subscription.
            current.replaceSubscription { source.subscribe(CatchSequenceAttemptObserver(sink: self, attempt: number)) }
        }
    }

    fileprivate func on(_ event: Event<Element>, attempt number: Int) {
        guard lock.performLocked({ attempt == number }) else { return }
        switch event {
        case .next:
            forwardOn(event)
        case .completed:
            forwardTerminal(event)
        case .error(let error):
            lock.performLocked { lastError = error }
            loop.request(subscribeNextSource)
        }
    }
}

/// What the sink decided, under the lock, to do next.
private enum CatchSequenceStep<Element> {
    case subscribe(Observable<Element>, Int)
    case fail(Swift.Error)
    case complete
}

private final class CatchSequenceAttemptObserver<Observer: ObserverType>: ObserverType {
    private let sink: CatchSequenceSink<Observer>
    private let attempt: Int

    init(sink: CatchSequenceSink<Observer>, attempt: Int) {
        self.sink = sink
        self.attempt = attempt
    }

    func on(_ event: Event<Observer.Element>) { sink.on(event, attempt: attempt) }
}

/// The loop the resubscribing operators (`CatchSequence`, `retry(when:)`) share. A resubscription
/// requested while one is being made (a source that fails synchronously during `subscribe`) is
/// only noted, and the outer call loops: like RxSwift's tail-recursive sink, `retry()` on a
/// source that always fails at once runs in constant stack, and the failed attempt's `subscribe`
/// has returned before the next one starts. A request from another moment (an asynchronous
/// error, a notifier tick) runs at once.
final class ResubscriptionLoop {
    private let lock = SpinLock()
    private var isRunning = false
    private var isRequested = false

    /// Runs `step`, now or, if a step is already running, right after it on that thread.
    func request(_ step: () -> Void) {
        let runHere = lock.performLocked { () -> Bool in
            if isRunning {
                isRequested = true
                return false
            }
            isRunning = true
            return true
        }
        guard runHere else { return }
        repeat {
            step()
        } while lock.performLocked({ () -> Bool in
            if isRequested {
                isRequested = false
                return true
            }
            isRunning = false
            return false
        })
    }
}
