extension ObservableType {
    /// The given elements, one per step of `scheduler` (the trampoline by default), then completed.
    public static func of(_ elements: Element ..., scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance) -> Observable<Element> {
        ObservableArray(elements: elements, scheduler: scheduler, stageName: "of")
    }

    /// The elements of an array, then completed.
    public static func from(_ array: [Element], scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance) -> Observable<Element> {
        ObservableArray(elements: array, scheduler: scheduler, stageName: "from")
    }

    /// The elements of any sequence, then completed.
    public static func from<Source: Sequence>(_ sequence: Source, scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance) -> Observable<Element> where Source.Element == Element {
        ObservableSequence(elements: sequence, scheduler: scheduler)
    }

    /// One element if `optional` has a value, then completed; just completed otherwise.
    public static func from(optional: Element?) -> Observable<Element> {
        ObservableOptional(optional: optional, scheduler: nil)
    }

    /// Like `from(optional:)`, delivered on `scheduler`.
    public static func from(optional: Element?, scheduler: ImmediateSchedulerType) -> Observable<Element> {
        ObservableOptional(optional: optional, scheduler: scheduler)
    }
}

private final class ObservableSequence<Source: Sequence>: Producer<Source.Element> {
    let elements: Source
    let scheduler: ImmediateSchedulerType

    init(elements: Source, scheduler: ImmediateSchedulerType) {
        self.elements = elements
        self.scheduler = scheduler
        super.init(stageName: "from")
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element {
        let sink = ObservableSequenceSink<Source, Observer>(observer: observer, cancel: cancel)
        let subscription = sink.run(self)
        return (sink, subscription)
    }
}

private final class ObservableSequenceSink<Source: Sequence, Observer: ObserverType>: Sink<Observer> where Source.Element == Observer.Element {
    private var iterator: Source.Iterator?

    func run(_ parent: ObservableSequence<Source>) -> Disposable {
        if parent.scheduler is CurrentThreadScheduler {
            iterator = parent.elements.makeIterator()
            // The loop holds this sink until it ends or is disposed: its queued step may run
            // after everything else has let go of the sink.
            return TrampolineLoop.start { shouldYield in self.emit(until: shouldYield) }
        }
        return parent.scheduler.scheduleRecursive(parent.elements.makeIterator()) { iterator, recurse in
            var iterator = iterator
            if let next = iterator.next() {
                self.forwardNext(next)
                recurse(iterator)
            } else {
                self.forwardTerminal(.completed)
            }
        }
    }

    /// Emits until told to yield; the call after the last element completes.
    private func emit(until shouldYield: () -> Bool) -> Bool {
        guard var elements = iterator else { return false }
        defer { iterator = elements }
        while let element = elements.next() {
            forwardNext(element)
            if shouldYield() { return true }
        }
        forwardTerminal(.completed)
        return false
    }
}

/// `of` and `from` an array: the elements by index. Unlike a general sequence's iterator, an
/// index needs no run-time metadata of its own (an `Optional<Source.Iterator>` and the
/// iterator's associated types cost several lookups per subscription in unspecialized code).
private final class ObservableArray<Element>: Producer<Element> {
    let elements: [Element]
    let scheduler: ImmediateSchedulerType
    /// Decided once here rather than by a cast on every subscription.
    let isOnTrampoline: Bool

    init(elements: [Element], scheduler: ImmediateSchedulerType, stageName: String) {
        self.elements = elements
        self.scheduler = scheduler
        self.isOnTrampoline = scheduler is CurrentThreadScheduler
        super.init(stageName: stageName)
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element {
        let sink = ObservableArraySink(elements: elements, observer: observer, cancel: cancel)
        let subscription = isOnTrampoline ? sink.runOnTrampoline() : sink.run(on: scheduler)
        return (sink, subscription)
    }
}

private final class ObservableArraySink<Observer: ObserverType>: Sink<Observer> {
    private let elements: [Observer.Element]
    /// The next element's index. Only the loop's steps touch it, one at a time on the thread
    /// of its trampoline, so it skips the run-time exclusivity checks.
    @exclusivity(unchecked) private var position = 0

    init(elements: [Observer.Element], observer: Observer, cancel: Cancelable) {
        self.elements = elements
        super.init(observer: observer, cancel: cancel)
    }

    func runOnTrampoline() -> Disposable {
        // The loop holds this sink until it ends or is disposed: its queued step may run
        // after everything else has let go of the sink.
        TrampolineLoop.start { shouldYield in self.emit(until: shouldYield) }
    }

    func run(on scheduler: ImmediateSchedulerType) -> Disposable {
        scheduler.scheduleRecursive(0) { index, recurse in
            if index < self.elements.count {
                self.forwardNext(self.elements[index])
                recurse(index + 1)
            } else {
                self.forwardCompleted()
            }
        }
    }

    /// Emits until told to yield; the call after the last element completes.
    private func emit(until shouldYield: () -> Bool) -> Bool {
        var index = position
        defer { position = index }
        while index < elements.count {
            let element = elements[index]
            index += 1
            forwardNext(element)
            if shouldYield() { return true }
        }
        forwardCompleted()
        return false
    }
}

private final class ObservableOptional<Element>: Producer<Element> {
    let optional: Element?
    let scheduler: ImmediateSchedulerType?

    init(optional: Element?, scheduler: ImmediateSchedulerType?) {
        self.optional = optional
        self.scheduler = scheduler
        super.init(stageName: "from(optional:)")
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        if StreamWatch.isActive, let watched = StreamWatch.watchStage(observer, named: stageName, subscribeStage: { subscribeUnwatched($0) }) {
            return watched
        }
        return subscribeUnwatched(observer)
    }

    private func subscribeUnwatched<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        guard scheduler == nil else { return subscribeProducer(observer) }
        // Without a scheduler it emits during `subscribe`, like `just`.
        if let element = optional { observer.on(.next(element)) }
        observer.on(.completed)
        return Disposables.create()
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element {
        let sink = ObservableOptionalSink(observer: observer, cancel: cancel)
        let subscription = sink.run(optional: optional, scheduler: scheduler!)
        return (sink, subscription)
    }
}

private final class ObservableOptionalSink<Observer: ObserverType>: Sink<Observer> {
    func run(optional: Observer.Element?, scheduler: ImmediateSchedulerType) -> Disposable {
        // As in RxSwift: the element in one step, the completion in the next one.
        scheduler.schedule(optional) { optional in
            guard let element = optional else {
                self.forwardTerminal(.completed)
                return Disposables.create()
            }
            self.forwardOn(.next(element))
            return scheduler.schedule(()) { _ in
                self.forwardTerminal(.completed)
                return Disposables.create()
            }
        }
    }
}
