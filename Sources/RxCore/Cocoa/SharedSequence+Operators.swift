// The operators of `Driver` and `Signal`. Each keeps the contract (no errors, main thread): a
// closure that may throw is not accepted. As in RxSwift, every result is shared again with the
// sequence's strategy, so a `Driver` built with operators still replays its latest element.

extension SharedSequenceConvertibleType {
    public func map<Result>(_ transform: @escaping (Element) -> Result) -> SharedSequence<SharingStrategy, Result> {
        SharedSequence(asObservable().map(transform))
    }

    public func compactMap<Result>(_ transform: @escaping (Element) -> Result?) -> SharedSequence<SharingStrategy, Result> {
        SharedSequence(asObservable().compactMap(transform))
    }

    public func filter(_ predicate: @escaping (Element) -> Bool) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().filter(predicate))
    }

    // The flatMap family may switch strategy: the result is shared the way the inner sequences
    // are, so a `Driver` of taps can start `Signal`s and be a `Signal` itself, as in RxSwift.

    /// For each element, subscribes to the sequence `selector` returns, disposing the previous one.
    public func flatMapLatest<Sharing, Result>(_ selector: @escaping (Element) -> SharedSequence<Sharing, Result>) -> SharedSequence<Sharing, Result> {
        SharedSequence<Sharing, Result>(asObservable().flatMapLatest(selector))
    }

    /// For each element that arrives while no inner sequence runs, subscribes to the one
    /// `selector` returns; elements that arrive meanwhile are dropped.
    public func flatMapFirst<Sharing, Result>(_ selector: @escaping (Element) -> SharedSequence<Sharing, Result>) -> SharedSequence<Sharing, Result> {
        SharedSequence<Sharing, Result>(asObservable().flatMapFirst(selector))
    }

    /// For each element, subscribes to the sequence `selector` returns and merges them all.
    public func flatMap<Sharing, Result>(_ selector: @escaping (Element) -> SharedSequence<Sharing, Result>) -> SharedSequence<Sharing, Result> {
        SharedSequence<Sharing, Result>(asObservable().flatMap(selector))
    }

    public func scan<State>(_ seed: State, accumulator: @escaping (State, Element) -> State) -> SharedSequence<SharingStrategy, State> {
        SharedSequence(asObservable().scan(seed, accumulator: accumulator))
    }

    public func startWith(_ element: Element) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().startWith(element))
    }

    public func `do`(onNext: ((Element) -> Void)? = nil, afterNext: ((Element) -> Void)? = nil, onCompleted: (() -> Void)? = nil, afterCompleted: (() -> Void)? = nil, onSubscribe: (() -> Void)? = nil, onSubscribed: (() -> Void)? = nil, onDispose: (() -> Void)? = nil) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().do(onNext: onNext, afterNext: afterNext, onCompleted: onCompleted, afterCompleted: afterCompleted, onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose))
    }

    public func debug(_ identifier: String? = nil, trimOutput: Bool = false, file: String = #file, line: UInt = #line, function: String = #function) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().debug(identifier, trimOutput: trimOutput, file: file, line: line, function: function))
    }

    public func withLatestFrom<Second: SharedSequenceConvertibleType, Result>(_ second: Second, resultSelector: @escaping (Element, Second.Element) -> Result) -> SharedSequence<SharingStrategy, Result> {
        SharedSequence(asObservable().withLatestFrom(second.asObservable(), resultSelector: resultSelector))
    }

    public func withLatestFrom<Second: SharedSequenceConvertibleType>(_ second: Second) -> SharedSequence<SharingStrategy, Second.Element> {
        SharedSequence(asObservable().withLatestFrom(second.asObservable()))
    }

    public func debounce(_ dueTime: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().debounce(dueTime, scheduler: SharingStrategy.scheduler))
    }

    public func throttle(_ dueTime: RxTimeInterval, latest: Bool = true) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().throttle(dueTime, latest: latest, scheduler: SharingStrategy.scheduler))
    }

    public func delay(_ dueTime: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().delay(dueTime, scheduler: SharingStrategy.scheduler))
    }

    /// Leaves out the first `count` elements.
    public func skip(_ count: Int) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().skip(count))
    }
}

// A shared sequence of shared sequences, flattened; the result is shared the way the inner
// sequences are.
extension SharedSequenceConvertibleType where Element: SharedSequenceConvertibleType {
    /// The elements of the most recent inner sequence: a new inner sequence disposes the previous one.
    public func switchLatest() -> SharedSequence<Element.SharingStrategy, Element.Element> {
        SharedSequence<Element.SharingStrategy, Element.Element>(asObservable().map { $0.asSharedSequence() }.switchLatest())
    }

    /// The elements of every inner sequence, as they arrive.
    public func merge() -> SharedSequence<Element.SharingStrategy, Element.Element> {
        SharedSequence<Element.SharingStrategy, Element.Element>(asObservable().map { $0.asSharedSequence() }.merge())
    }

    /// Like `merge()`, subscribed to at most `maxConcurrent` inner sequences at a time; the others wait.
    public func merge(maxConcurrent: Int) -> SharedSequence<Element.SharingStrategy, Element.Element> {
        SharedSequence<Element.SharingStrategy, Element.Element>(asObservable().map { $0.asSharedSequence() }.merge(maxConcurrent: maxConcurrent))
    }
}

extension SharedSequenceConvertibleType where Element: Equatable {
    public func distinctUntilChanged() -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().distinctUntilChanged())
    }
}

extension SharedSequenceConvertibleType {
    public func distinctUntilChanged<Key: Equatable>(_ keySelector: @escaping (Element) -> Key) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().distinctUntilChanged(keySelector))
    }

    public func distinctUntilChanged(_ comparer: @escaping (Element, Element) -> Bool) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().distinctUntilChanged(comparer))
    }

    /// Leaves out an element whose key, by `keySelector`, `comparer` finds equal to the previous one's.
    public func distinctUntilChanged<Key>(_ keySelector: @escaping (Element) -> Key, comparer: @escaping (Key, Key) -> Bool) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().distinctUntilChanged(keySelector, comparer: comparer))
    }
}

extension SharedSequence {
    public static func combineLatest<S1: SharedSequenceConvertibleType, S2: SharedSequenceConvertibleType>(_ source1: S1, _ source2: S2, resultSelector: @escaping (S1.Element, S2.Element) -> Element) -> SharedSequence<SharingStrategy, Element> where S1.SharingStrategy == SharingStrategy, S2.SharingStrategy == SharingStrategy {
        SharedSequence(Observable.combineLatest(source1.asObservable(), source2.asObservable(), resultSelector: resultSelector))
    }

    public static func zip<S1: SharedSequenceConvertibleType, S2: SharedSequenceConvertibleType>(_ source1: S1, _ source2: S2, resultSelector: @escaping (S1.Element, S2.Element) -> Element) -> SharedSequence<SharingStrategy, Element> where S1.SharingStrategy == SharingStrategy, S2.SharingStrategy == SharingStrategy {
        SharedSequence(Observable.zip(source1.asObservable(), source2.asObservable(), resultSelector: resultSelector))
    }

    /// The latest elements of every sequence of the collection, combined by `resultSelector`
    /// (RxSwift's signature: the selector may throw, and the element type is the sources').
    public static func combineLatest<Collection: Swift.Collection, Result>(_ collection: Collection, resultSelector: @escaping ([Element]) throws -> Result) -> SharedSequence<SharingStrategy, Result> where Collection.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence<SharingStrategy, Result>(Observable.combineLatest(collection.map { $0.asObservable() }, resultSelector: resultSelector))
    }
}

// The tuple forms (`Driver.combineLatest(a, b)`), three-source forms and collection forms, as in
// RxSwift. A static method on `SharedSequence where Element == Any` lets `Driver.zip(a, b)` be
// written without naming the result's element type.
extension SharedSequence where Element == Any {
    public static func combineLatest<S1: SharedSequenceConvertibleType, S2: SharedSequenceConvertibleType>(_ source1: S1, _ source2: S2) -> SharedSequence<SharingStrategy, (S1.Element, S2.Element)> where S1.SharingStrategy == SharingStrategy, S2.SharingStrategy == SharingStrategy {
        SharedSequence<SharingStrategy, (S1.Element, S2.Element)>(Observable.combineLatest(source1.asObservable(), source2.asObservable()))
    }

    public static func combineLatest<S1: SharedSequenceConvertibleType, S2: SharedSequenceConvertibleType, S3: SharedSequenceConvertibleType>(_ source1: S1, _ source2: S2, _ source3: S3) -> SharedSequence<SharingStrategy, (S1.Element, S2.Element, S3.Element)> where S1.SharingStrategy == SharingStrategy, S2.SharingStrategy == SharingStrategy, S3.SharingStrategy == SharingStrategy {
        SharedSequence<SharingStrategy, (S1.Element, S2.Element, S3.Element)>(Observable.combineLatest(source1.asObservable(), source2.asObservable(), source3.asObservable()))
    }

    public static func zip<S1: SharedSequenceConvertibleType, S2: SharedSequenceConvertibleType>(_ source1: S1, _ source2: S2) -> SharedSequence<SharingStrategy, (S1.Element, S2.Element)> where S1.SharingStrategy == SharingStrategy, S2.SharingStrategy == SharingStrategy {
        SharedSequence<SharingStrategy, (S1.Element, S2.Element)>(Observable.zip(source1.asObservable(), source2.asObservable()))
    }

    public static func zip<S1: SharedSequenceConvertibleType, S2: SharedSequenceConvertibleType, S3: SharedSequenceConvertibleType>(_ source1: S1, _ source2: S2, _ source3: S3) -> SharedSequence<SharingStrategy, (S1.Element, S2.Element, S3.Element)> where S1.SharingStrategy == SharingStrategy, S2.SharingStrategy == SharingStrategy, S3.SharingStrategy == SharingStrategy {
        SharedSequence<SharingStrategy, (S1.Element, S2.Element, S3.Element)>(Observable.zip(source1.asObservable(), source2.asObservable(), source3.asObservable()))
    }
}

extension SharedSequence {
    public static func combineLatest<S1: SharedSequenceConvertibleType, S2: SharedSequenceConvertibleType, S3: SharedSequenceConvertibleType>(_ source1: S1, _ source2: S2, _ source3: S3, resultSelector: @escaping (S1.Element, S2.Element, S3.Element) -> Element) -> SharedSequence<SharingStrategy, Element> where S1.SharingStrategy == SharingStrategy, S2.SharingStrategy == SharingStrategy, S3.SharingStrategy == SharingStrategy {
        SharedSequence(Observable.combineLatest(source1.asObservable(), source2.asObservable(), source3.asObservable(), resultSelector: resultSelector))
    }

    public static func zip<S1: SharedSequenceConvertibleType, S2: SharedSequenceConvertibleType, S3: SharedSequenceConvertibleType>(_ source1: S1, _ source2: S2, _ source3: S3, resultSelector: @escaping (S1.Element, S2.Element, S3.Element) -> Element) -> SharedSequence<SharingStrategy, Element> where S1.SharingStrategy == SharingStrategy, S2.SharingStrategy == SharingStrategy, S3.SharingStrategy == SharingStrategy {
        SharedSequence(Observable.zip(source1.asObservable(), source2.asObservable(), source3.asObservable(), resultSelector: resultSelector))
    }

    /// The elements of every sequence of the collection, paired by index and combined by
    /// `resultSelector` (RxSwift's signature: the selector may throw, and the element type is the sources').
    public static func zip<Collection: Swift.Collection, Result>(_ collection: Collection, resultSelector: @escaping ([Element]) throws -> Result) -> SharedSequence<SharingStrategy, Result> where Collection.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence<SharingStrategy, Result>(Observable.zip(collection.map { $0.asObservable() }, resultSelector: resultSelector))
    }

    public static func zip<Collection: Swift.Collection>(_ collection: Collection) -> SharedSequence<SharingStrategy, [Element]> where Collection.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence<SharingStrategy, [Element]>(Observable.zip(collection.map { $0.asObservable() }))
    }

    public static func combineLatest<Collection: Swift.Collection>(_ collection: Collection) -> SharedSequence<SharingStrategy, [Element]> where Collection.Element == SharedSequence<SharingStrategy, Element> {
        SharedSequence<SharingStrategy, [Element]>(Observable.combineLatest(collection.map { $0.asObservable() }))
    }
}
