// zip: the machinery shared by every arity, and the collection form.
// The fixed arities (2 to 8 sources) live in Generated/Zip+arity.swift.

import Synchronization

extension ObservableType {
    /// Combines the sources' elements pairwise by position: the first element of every source,
    /// then the second of every source, and so on, through `resultSelector`.
    ///
    /// An empty collection completes at once.
    public static func zip<Sources: Collection>(_ collection: Sources, resultSelector: @escaping ([Sources.Element.Element]) throws -> Element) -> Observable<Element>
        where Sources.Element: ObservableType {
        ZipCollection(sources: collection.map { $0.asObservable() }, resultSelector: resultSelector)
    }

    /// Emits arrays of the sources' elements by position: `[first of each]`, `[second of each]`…
    public static func zip<Sources: Collection>(_ collection: Sources) -> Observable<[Element]>
        where Sources.Element: ObservableType, Sources.Element.Element == Element {
        ZipCollection(sources: collection.map { $0.asObservable() }, resultSelector: { $0 })
    }
}

/// The bookkeeping every zip shares: which sources have completed and when the result ends.
/// Subclasses own one `SourceBuffer` of pending elements per source (typed) and dequeue a row
/// to build the combined element; this class sees the same buffers untyped, to know which
/// sources have an element waiting.
///
/// Events are handled, and forwarded, under `lock` (see `CombineLatestSink`). Ending is split in
/// two: the terminal event is forwarded under the lock and marks the sink `hasEnded`, and the
/// sources are disposed only after the lock is released (`disposeIfEnded`, called by the source
/// observer). Disposing a source takes the source's own lock; a source that holds that lock while
/// it delivers into this sink on another thread would otherwise deadlock against it.
///
/// Completion follows RxSwift, which differs from RxJava:
/// - the result completes when *every* source has completed, even if a completed source's
///   queue is empty and no further row can ever be made (`zip(a, b)` where `a` completes
///   after one element and `b` emits for ever never completes: RxSwift's
///   `testZip_LeftCompletesFirst`, `testZip_EmptyNever`);
/// - the collection form (`zip([a, b, c])`) additionally completes when a source emits, no row
///   can be made, and every *other* source has completed (`completesWhenStarved`), as RxSwift's
///   `ZipCollectionTypeSink` does (`testZip_NAry_asymmetric`).
class ZipSink<Observer: ObserverType>: Sink<Observer>, MultiSourceSink {
    final let lock = RecursiveLock()
    /// The subclass's buffers, one per source in source order.
    private let buffers: [SourceBufferCount]
    private var isDone: [Bool]
    private let completesWhenStarved: Bool
    /// The terminal event has been forwarded; the sources are disposed once the lock is released.
    private let ended = Atomic<Bool>(false)

    init(buffers: [SourceBufferCount], completesWhenStarved: Bool, observer: Observer, cancel: Cancelable) {
        self.buffers = buffers
        isDone = Array(repeating: false, count: buffers.count)
        self.completesWhenStarved = completesWhenStarved
        super.init(observer: observer, cancel: cancel)
    }

    /// Dequeues one element from every source and combines them. Under the lock, only when
    /// every source has an element waiting.
    func makeResult() throws -> Observer.Element { rxAbstractMethod() }

    private var hasEnded: Bool { isDisposed || ended.load(ordering: .acquiring) }

    /// Source `index` enqueued an element. Under the lock.
    final func sourceProduced(_ index: Int) {
        if hasEnded { return }
        for buffer in buffers where buffer.isEmpty {
            if completesWhenStarved {
                for other in isDone.indices where other != index && !isDone[other] { return }
                endCompleted()
            }
            return
        }
        let result: Observer.Element
        do {
            result = try makeResult()
        } catch {
            endWithError(error)
            return
        }
        forwardNext(result)
    }

    /// Under the lock.
    final func sourceFailed(_ error: Swift.Error) {
        if hasEnded { return }
        endWithError(error)
    }

    /// Under the lock.
    final func sourceCompleted(_ index: Int) {
        if hasEnded { return }
        isDone[index] = true
        if isDone.allSatisfy({ $0 }) { endCompleted() }
    }

    // Out of line: building an `Event` in generic code needs its metadata, which the compiler
    // would otherwise fetch on entry to every per-element caller (see `Sink.forwardError`).

    @inline(never)
    private func endWithError(_ error: Swift.Error) {
        end(.error(error))
    }

    @inline(never)
    private func endCompleted() {
        end(.completed)
    }

    /// Under the lock: forwards the terminal event; `disposeIfEnded` tears down after the lock.
    private func end(_ event: Event<Observer.Element>) {
        forwardOn(event)
        ended.store(true, ordering: .releasing)
    }

    /// Called by the source observer after it released the lock.
    final func disposeIfEnded() {
        if ended.load(ordering: .acquiring) { dispose() }
    }

    /// Subscribes `source` as source number `index`, its elements queued in `buffer` (the
    /// subclass's buffer of that source).
    final func subscribeSource<Element>(_ source: Observable<Element>, index: Int, into buffer: SourceBuffer<Element>) -> Disposable {
        MultiSourceObserver.subscribe(source, to: self, index: index, buffer: buffer)
    }
}

// MARK: - Collection

private final class ZipCollection<SourceElement, Element>: Producer<Element> {
    let sources: [Observable<SourceElement>]
    let resultSelector: ([SourceElement]) throws -> Element

    init(sources: [Observable<SourceElement>], resultSelector: @escaping ([SourceElement]) throws -> Element) {
        self.sources = sources
        self.resultSelector = resultSelector
        super.init(stageName: "zip")
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element {
        let sink = ZipCollectionSink(arity: sources.count, resultSelector: resultSelector, observer: observer, cancel: cancel)
        if sources.isEmpty {
            // Nothing can ever be zipped: RxSwift completes at once (`testZip_NAry_emptyArray`).
            sink.lock.performLocked { sink.forwardTerminal(.completed) }
            return (sink, Disposables.create())
        }
        var subscriptions: [Disposable] = []
        subscriptions.reserveCapacity(sources.count)
        for (index, source) in sources.enumerated() {
            subscriptions.append(sink.subscribeSource(source, index: index, into: sink.queues[index]))
        }
        return (sink, Disposables.create(subscriptions))
    }
}

private final class ZipCollectionSink<SourceElement, Observer: ObserverType>: ZipSink<Observer> {
    private let resultSelector: ([SourceElement]) throws -> Observer.Element
    /// One per source, in source order.
    let queues: [SourceBuffer<SourceElement>]

    init(arity: Int, resultSelector: @escaping ([SourceElement]) throws -> Observer.Element, observer: Observer, cancel: Cancelable) {
        self.resultSelector = resultSelector
        let queues = (0..<arity).map { _ in SourceBuffer<SourceElement>(keepsLatestOnly: false) }
        self.queues = queues
        super.init(buffers: queues, completesWhenStarved: true, observer: observer, cancel: cancel)
    }

    override func makeResult() throws -> Observer.Element {
        try resultSelector(queues.map { $0.removeFirst() })
    }
}
