// combineLatest: the machinery shared by every arity, and the collection form.
// The fixed arities (2 to 8 sources) live in Generated/CombineLatest+arity.swift.

extension ObservableType {
    /// Combines the latest element of every source with `resultSelector` each time any source
    /// emits, once every source has emitted at least once.
    ///
    /// Completes when every source has completed; errors as soon as one source errors. An empty
    /// collection calls `resultSelector` once with `[]`, emits its result and completes (or
    /// errors if it throws), as in RxSwift.
    public static func combineLatest<Sources: Collection>(_ collection: Sources, resultSelector: @escaping ([Sources.Element.Element]) throws -> Element) -> Observable<Element>
        where Sources.Element: ObservableType {
        CombineLatestCollection(sources: collection.map { $0.asObservable() }, resultSelector: resultSelector)
    }

    /// Emits an array of the latest element of every source each time any source emits, once
    /// every source has emitted at least once.
    public static func combineLatest<Sources: Collection>(_ collection: Sources) -> Observable<[Element]>
        where Sources.Element: ObservableType, Sources.Element.Element == Element {
        CombineLatestCollection(sources: collection.map { $0.asObservable() }, resultSelector: { $0 })
    }
}

/// The bookkeeping every combineLatest shares, whatever its number of sources: which sources
/// have a value, which have completed, and when the result ends. Subclasses own the latest
/// values (typed, one `SourceBuffer` per source) and build the combined element; this class
/// sees the same buffers untyped, to know which sources have a value.
///
/// Every source event is handled under `lock`, and the lock is still held while the result is
/// forwarded, as in RxSwift: the downstream observer never sees two events at once even when the
/// sources emit on different threads, and the same thread may re-enter.
///
/// Completion follows RxSwift exactly (it is not RxJava's rule):
/// - the result completes when *every* source has completed;
/// - or when a source emits while some source still has no value and every *other* source has
///   already completed: no combination can ever be made any more.
/// A source that completes without ever emitting therefore does not end the result on its own
/// (`combineLatest(empty, never)` stays silent, as in RxSwift's own tests).
class CombineLatestSink<Observer: ObserverType>: Sink<Observer>, MultiSourceSink {
    final let lock = RecursiveLock()
    /// The subclass's buffers, one per source in source order.
    private let buffers: [SourceBufferCount]
    /// Read for every element, under the lock, which keeps it exclusive: no run-time
    /// exclusivity check (it would cost more than the read).
    @exclusivity(unchecked) private var everySourceHasValue = false
    private var isDone: [Bool]
    private var doneCount = 0

    init(buffers: [SourceBufferCount], observer: Observer, cancel: Cancelable) {
        self.buffers = buffers
        isDone = Array(repeating: false, count: buffers.count)
        super.init(observer: observer, cancel: cancel)
    }

    /// Builds the combined element from the latest values. Called, under the lock, only once
    /// every source has a value.
    func makeResult() throws -> Observer.Element { rxAbstractMethod() }

    /// Source `index` stored a new latest value. Under the lock.
    final func sourceProduced(_ index: Int) {
        if isDisposed { return }
        // A source's value is never taken away: once every source has one, that stays true.
        if !everySourceHasValue {
            everySourceHasValue = !buffers.contains { $0.isEmpty }
        }
        if everySourceHasValue {
            let result: Observer.Element
            do {
                result = try makeResult()
            } catch {
                forwardError(error)
                return
            }
            forwardNext(result)
            return
        }
        for other in isDone.indices where other != index && !isDone[other] { return }
        forwardCompleted()
    }

    /// Under the lock.
    final func sourceFailed(_ error: Swift.Error) {
        if isDisposed { return }
        forwardTerminal(.error(error))
    }

    /// Under the lock.
    final func sourceCompleted(_ index: Int) {
        if isDisposed || isDone[index] { return }
        isDone[index] = true
        doneCount += 1
        if doneCount == isDone.count { forwardTerminal(.completed) }
    }

    /// Subscribes `source` as source number `index`, its latest element kept in `buffer` (the
    /// subclass's buffer of that source).
    final func subscribeSource<Element>(_ source: Observable<Element>, index: Int, into buffer: SourceBuffer<Element>) -> Disposable {
        MultiSourceObserver.subscribe(source, to: self, index: index, buffer: buffer)
    }
}

// MARK: - Collection

private final class CombineLatestCollection<SourceElement, Element>: Producer<Element> {
    let sources: [Observable<SourceElement>]
    let resultSelector: ([SourceElement]) throws -> Element

    init(sources: [Observable<SourceElement>], resultSelector: @escaping ([SourceElement]) throws -> Element) {
        self.sources = sources
        self.resultSelector = resultSelector
        super.init(stageName: "combineLatest")
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element {
        let sink = CombineLatestCollectionSink(arity: sources.count, resultSelector: resultSelector, observer: observer, cancel: cancel)
        if sources.isEmpty {
            sink.lock.performLocked { sink.combineNoSources() }
            return (sink, Disposables.create())
        }
        var subscriptions: [Disposable] = []
        subscriptions.reserveCapacity(sources.count)
        for (index, source) in sources.enumerated() {
            subscriptions.append(sink.subscribeSource(source, index: index, into: sink.latest[index]))
        }
        return (sink, Disposables.create(subscriptions))
    }
}

private final class CombineLatestCollectionSink<SourceElement, Observer: ObserverType>: CombineLatestSink<Observer> {
    private let resultSelector: ([SourceElement]) throws -> Observer.Element
    /// One per source, in source order.
    let latest: [SourceBuffer<SourceElement>]

    init(arity: Int, resultSelector: @escaping ([SourceElement]) throws -> Observer.Element, observer: Observer, cancel: Cancelable) {
        self.resultSelector = resultSelector
        let latest = (0..<arity).map { _ in SourceBuffer<SourceElement>(keepsLatestOnly: true) }
        self.latest = latest
        super.init(buffers: latest, observer: observer, cancel: cancel)
    }

    override func makeResult() throws -> Observer.Element {
        try resultSelector(latest.map { $0.latest })
    }

    /// With no sources, every source trivially has a value: RxSwift combines the empty row once,
    /// then completes. Under the lock.
    func combineNoSources() {
        let result: Observer.Element
        do {
            result = try resultSelector([])
        } catch {
            forwardError(error)
            return
        }
        forwardNext(result)
        forwardCompleted()
    }
}
