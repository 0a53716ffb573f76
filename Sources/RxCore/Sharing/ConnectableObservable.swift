/// An observable that shares one subscription to its source among all its subscribers, and only
/// starts that subscription when `connect()` is called.
public class ConnectableObservable<Element>: Observable<Element>, ConnectableObservableType {
    /// Subscribes the shared subject to the source. Disposing the result disconnects.
    public func connect() -> Disposable { rxAbstractMethod() }
}

/// The capability of `ConnectableObservable`.
public protocol ConnectableObservableType: ObservableType {
    func connect() -> Disposable
}

extension ObservableType {
    /// Shares the source through `subject` once connected. The same subject is used for every connection.
    public func multicast<Subject: SubjectType>(_ subject: Subject) -> ConnectableObservable<Subject.Element> where Subject.Observer.Element == Element {
        ConnectableObservableAdapter(source: asObservable(), makeSubject: { subject }, stageName: "multicast")
    }

    /// Shares the source through a subject made by `makeSubject`; a new subject is made for each new
    /// connection, so reconnecting after a disconnection starts afresh.
    public func multicast<Subject: SubjectType>(makeSubject: @escaping () -> Subject) -> ConnectableObservable<Subject.Element> where Subject.Observer.Element == Element {
        ConnectableObservableAdapter(source: asObservable(), makeSubject: makeSubject, stageName: "multicast")
    }

    /// Shares the source through a `PublishSubject` once connected.
    public func publish() -> ConnectableObservable<Element> {
        ConnectableObservableAdapter(source: asObservable(), makeSubject: { PublishSubject() }, stageName: "publish")
    }

    /// Shares the source once connected, replaying the latest `bufferSize` elements to late subscribers.
    public func replay(_ bufferSize: Int) -> ConnectableObservable<Element> {
        ConnectableObservableAdapter(source: asObservable(), makeSubject: { ReplaySubject.create(bufferSize: bufferSize) }, stageName: "replay")
    }

    /// Shares the source once connected, replaying every element to late subscribers.
    public func replayAll() -> ConnectableObservable<Element> {
        ConnectableObservableAdapter(source: asObservable(), makeSubject: { ReplaySubject.createUnbounded() }, stageName: "replayAll")
    }
}

private final class ConnectableObservableAdapter<Subject: SubjectType>: ConnectableObservable<Subject.Element> {
    typealias SourceElement = Subject.Observer.Element

    let source: Observable<SourceElement>
    private let makeSubject: () -> Subject
    let lock = RecursiveLock()
    private var subject: Subject?
    var connection: MulticastConnection<Subject>?

    init(source: Observable<SourceElement>, makeSubject: @escaping () -> Subject, stageName: String) {
        self.source = source
        self.makeSubject = makeSubject
        super.init(stageName: stageName)
    }

    /// The subject of the current (or next) connection, made on first use.
    private var currentSubject: Subject {
        if let subject = subject { return subject }
        let made = makeSubject()
        subject = made
        return made
    }

    override func connect() -> Disposable {
        let (connection, upstream) = lock.performLocked { () -> (MulticastConnection<Subject>, SingleAssignmentDisposable?) in
            if let existing = self.connection { return (existing, nil) }
            let upstream = SingleAssignmentDisposable()
            let made = MulticastConnection(parent: self, subjectObserver: currentSubject.asObserver(), upstream: upstream)
            self.connection = made
            return (made, upstream)
        }
        // Subscribe outside the lock: a source that delivers while holding its own lock (a
        // learner's `create` may) may end this connection from another thread meanwhile, which takes this
        // lock; holding it here while waiting for the source's lock would deadlock. A connection
        // disposed before the subscription is set disposes the subscription as soon as it is set.
        upstream?.setDisposable(source.subscribe(connection))
        return connection
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Subject.Element {
        if StreamWatch.isActive, let watched = StreamWatch.watchStage(observer, named: stageName, subscribeStage: { subscribeUnwatched($0) }) {
            return watched
        }
        return subscribeUnwatched(observer)
    }

    private func subscribeUnwatched<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Subject.Element {
        let subject = lock.performLocked { currentSubject }
        return subject.subscribe(observer)
    }

    /// Called by a connection when it ends: the next connection gets a fresh subject.
    func connectionEnded(_ ended: MulticastConnection<Subject>) {
        lock.performLocked {
            if connection === ended {
                connection = nil
                subject = nil
            }
        }
    }
}

/// One connection of a connectable observable: forwards the source's events into the subject.
private final class MulticastConnection<Subject: SubjectType>: DisposeBase, ObserverType, Disposable {
    typealias Element = Subject.Observer.Element

    private let lock = SpinLock()
    private weak var parent: ConnectableObservableAdapter<Subject>?
    private let subjectObserver: Subject.Observer
    private var upstream: Disposable?
    private var disposed = false

    init(parent: ConnectableObservableAdapter<Subject>, subjectObserver: Subject.Observer, upstream: Disposable) {
        self.parent = parent
        self.subjectObserver = subjectObserver
        self.upstream = upstream
    }

    func on(_ event: Event<Element>) {
        if lock.performLocked({ disposed }) { return }
        if event.isStopEvent { dispose() }
        subjectObserver.on(event)
    }

    func dispose() {
        let (parent, upstream) = lock.performLocked { () -> (ConnectableObservableAdapter<Subject>?, Disposable?) in
            if disposed { return (nil, nil) }
            disposed = true
            defer { self.parent = nil; self.upstream = nil }
            return (self.parent, self.upstream)
        }
        releaseResource()
        parent?.connectionEnded(self)
        upstream?.dispose()
    }
}
