/// A sequence of the elements that share one key, as produced by `groupBy`.
public struct GroupedObservable<Key, Element>: ObservableType {
    /// The key shared by every element of this group.
    public let key: Key
    private let source: Observable<Element>

    public init(key: Key, source: Observable<Element>) {
        self.key = key
        self.source = source
    }

    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        source.subscribe(observer)
    }

    public func asObservable() -> Observable<Element> { source }
}

extension ObservableType {
    /// Splits the sequence by key: the first element with a new key emits a new group, then every
    /// element goes to its key's group. Groups are hot (an element reaches only the group's
    /// current subscribers) and end when the source ends. A throwing `keySelector` fails the
    /// sequence and every group.
    public func groupBy<Key: Hashable>(keySelector: @escaping (Element) throws -> Key) -> Observable<GroupedObservable<Key, Element>> {
        GroupBy(source: asObservable(), keySelector: keySelector)
    }
}

private final class GroupBy<Key: Hashable, Element>: Producer<GroupedObservable<Key, Element>> {
    let source: Observable<Element>
    let keySelector: (Element) throws -> Key

    init(source: Observable<Element>, keySelector: @escaping (Element) throws -> Key) {
        self.source = source
        self.keySelector = keySelector
        super.init(stageName: "groupBy")
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable) where Observer.Element == GroupedObservable<Key, Element> {
        let sink = GroupBySink(keySelector: keySelector, observer: observer, cancel: cancel)
        return (sink, sink.run(source))
    }
}

/// One `PublishSubject` per key. The source subscription sits behind a `RefCountDisposable`, so
/// disposing the outer subscription keeps the source running while any group is still watched.
/// The table is only touched from the source's events, which arrive one at a time.
private final class GroupBySink<Key: Hashable, Element, Observer: ObserverType>: Sink<Observer>, ObserverType where Observer.Element == GroupedObservable<Key, Element> {
    private let keySelector: (Element) throws -> Key
    private let subscription = SingleAssignmentDisposable()
    private var refCount: RefCountDisposable!
    private var groups: [Key: PublishSubject<Element>] = [:]
    /// The groups in the order they were created. RxSwift walks its dictionary when the source
    /// ends, an order that changes from run to run; creation order keeps a lesson's output stable.
    private var groupsInOrder: [PublishSubject<Element>] = []

    init(keySelector: @escaping (Element) throws -> Key, observer: Observer, cancel: Cancelable) {
        self.keySelector = keySelector
        super.init(observer: observer, cancel: cancel)
    }

    func run(_ source: Observable<Element>) -> Disposable {
        refCount = RefCountDisposable(disposable: subscription)
        subscription.setDisposable(source.subscribe(self))
        return refCount
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            let key: Key
            do {
                key = try keySelector(element)
            } catch {
                fail(error)
                return
            }
            if let group = groups[key] {
                group.on(.next(element))
            } else {
                let group = PublishSubject<Element>()
                groups[key] = group
                groupsInOrder.append(group)
                forwardOn(.next(GroupedObservable(key: key, source: GroupObservable(subject: group, refCount: refCount))))
                group.on(.next(element))
            }
        case .error(let error):
            fail(error)
        case .completed:
            for group in groupsInOrder { group.on(.completed) }
            forwardOn(.completed)
            subscription.dispose()
            dispose()
        }
    }

    private func fail(_ error: Swift.Error) {
        for group in groupsInOrder { group.on(.error(error)) }
        forwardOn(.error(error))
        subscription.dispose()
        dispose()
    }
}

/// A group as its subscribers see it: the subject, plus a hold on the source subscription.
private final class GroupObservable<Element>: Observable<Element> {
    private let subject: PublishSubject<Element>
    private let refCount: RefCountDisposable

    init(subject: PublishSubject<Element>, refCount: RefCountDisposable) {
        self.subject = subject
        self.refCount = refCount
        super.init(stageName: "group")
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        if StreamWatch.isActive, let watched = StreamWatch.watchStage(observer, named: stageName, subscribeStage: { subscribeUnwatched($0) }) {
            return watched
        }
        return subscribeUnwatched(observer)
    }

    private func subscribeUnwatched<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let hold = refCount.retain()
        let subscription = subject.subscribe(observer)
        return Disposables.create(hold, subscription)
    }
}
