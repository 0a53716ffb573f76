/// A sequence that can never fail, delivers on the main thread, and shares one subscription among
/// its observers. `Driver` (shares and replays the latest element: state) and `Signal` (shares
/// without replay: events) are the two kinds.
public struct SharedSequence<SharingStrategy: SharingStrategyProtocol, Element>: SharedSequenceConvertibleType, ObservableConvertibleType {
    let source: Observable<Element>

    /// Wraps `source`, sharing it the way `SharingStrategy` says.
    init(_ source: Observable<Element>) {
        self.source = SharingStrategy.share(source)
    }

    /// Wraps an observable that already meets the contract, without sharing it again.
    init(raw: Observable<Element>) {
        self.source = raw
    }

    public func asObservable() -> Observable<Element> { source }

    public func asSharedSequence() -> SharedSequence<SharingStrategy, Element> { self }

    /// The sequence as an `Infallible` (RxSwift 6.6), still shared and on the main scheduler. It
    /// cannot fail; as in RxCocoa, an error would become completion.
    public func asInfallible() -> Infallible<Element> { asInfallible(onErrorFallbackTo: .empty()) }
}

/// How a kind of shared sequence delivers and shares.
public protocol SharingStrategyProtocol {
    /// Where elements are delivered (the main thread).
    static var scheduler: SchedulerType { get }
    /// How one subscription is shared among observers.
    static func share<Element>(_ source: Observable<Element>) -> Observable<Element>
}

/// Anything that can present itself as a shared sequence.
public protocol SharedSequenceConvertibleType: ObservableConvertibleType {
    associatedtype SharingStrategy: SharingStrategyProtocol
    func asSharedSequence() -> SharedSequence<SharingStrategy, Element>
}

/// Which scheduler `Driver` and `Signal` deliver on. Tests and lessons can swap it with `mock`.
public enum SharingScheduler {
    private static let lock = SpinLock()
    private nonisolated(unsafe) static var factory: () -> SchedulerType = { MainScheduler() }

    /// Makes the scheduler shared sequences deliver on (a `MainScheduler` unless mocked).
    public static var make: () -> SchedulerType {
        lock.performLocked { factory }
    }

    /// Runs `action` with shared sequences delivering on `scheduler`.
    public static func mock(scheduler: SchedulerType, action: () throws -> Void) rethrows {
        try mock(makeScheduler: { scheduler }, action: action)
    }

    /// Runs `action` with shared sequences delivering on schedulers made by `makeScheduler`.
    public static func mock(makeScheduler: @escaping () -> SchedulerType, action: () throws -> Void) rethrows {
        let original = lock.performLocked { () -> () -> SchedulerType in
            defer { factory = makeScheduler }
            return factory
        }
        defer { lock.performLocked { factory = original } }
        try action()
    }
}

// MARK: - Creating shared sequences

extension SharedSequence {
    public static func just(_ element: Element) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.just(element).subscribe(on: SharingStrategy.scheduler))
    }

    public static func empty() -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.empty().subscribe(on: SharingStrategy.scheduler))
    }

    public static func never() -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.never())
    }

    public static func of(_ elements: Element ...) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.from(elements, scheduler: SharingStrategy.scheduler))
    }

    public static func from(_ array: [Element]) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.from(array, scheduler: SharingStrategy.scheduler))
    }

    /// The elements of any sequence (a range, a set), one by one on the sharing scheduler.
    public static func from<Sequence: Swift.Sequence>(_ sequence: Sequence) -> SharedSequence<SharingStrategy, Element> where Sequence.Element == Element {
        SharedSequence(raw: Observable.from(sequence, scheduler: SharingStrategy.scheduler))
    }

    public static func from(optional: Element?) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.from(optional: optional, scheduler: SharingStrategy.scheduler))
    }

    public static func deferred(_ factory: @escaping () -> SharedSequence<SharingStrategy, Element>) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.deferred { factory().asObservable() })
    }

    /// Merges the sources into one shared sequence: like every operator of a shared sequence, the
    /// result is shared again (a `Driver` replays its own latest element).
    public static func merge(_ sources: SharedSequence<SharingStrategy, Element>...) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.merge(sources.map { $0.asObservable() }))
    }

    public static func merge<Collection: Swift.Collection>(_ sources: Collection) -> SharedSequence<SharingStrategy, Element> where Collection.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.merge(sources.map { $0.asObservable() }))
    }

    public static func merge(_ sources: [SharedSequence<SharingStrategy, Element>]) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.merge(sources.map { $0.asObservable() }))
    }

    /// The elements of each source in turn: the next source is subscribed to when the previous completes.
    public static func concat<Sequence: Swift.Sequence>(_ sequence: Sequence) -> SharedSequence<SharingStrategy, Element> where Sequence.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.concat(sequence.lazy.map { $0.asObservable() }))
    }

    public static func concat<Collection: Swift.Collection>(_ collection: Collection) -> SharedSequence<SharingStrategy, Element> where Collection.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.concat(collection.map { $0.asObservable() }))
    }
}

extension SharedSequence where Element: RxAbstractInteger {
    /// 0, 1, 2… every `period`, on the main scheduler.
    public static func interval(_ period: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.interval(period, scheduler: SharingStrategy.scheduler))
    }

    public static func timer(_ dueTime: RxTimeInterval, period: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.timer(dueTime, period: period, scheduler: SharingStrategy.scheduler))
    }
}
