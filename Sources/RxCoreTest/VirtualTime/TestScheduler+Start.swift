import RxCore

// `start` runs a whole test: create the sequence at `created`, subscribe a recording observer
// at `subscribed`, dispose at `disposed`, and run the scheduler until no work is left.
// Creating inside the scheduler (rather than before) is what lets a sequence built at tick 100
// see the clock it would see in RxSwift's tests.
extension TestScheduler {
    /// Creates, subscribes to and disposes the sequence `create` returns at the given ticks,
    /// runs the scheduler, and returns the observer with everything it recorded.
    public func start<Element>(created: TestTime, subscribed: TestTime, disposed: TestTime, create: @escaping () -> Observable<Element>) -> TestableObserver<Element> {
        startRecording(created: created, subscribed: subscribed, disposed: disposed, create: create)
    }

    /// `start` with creation at 100 and subscription at 200.
    public func start<Element>(disposed: TestTime, create: @escaping () -> Observable<Element>) -> TestableObserver<Element> {
        startRecording(created: Defaults.created, subscribed: Defaults.subscribed, disposed: disposed, create: create)
    }

    /// `start` with creation at 100, subscription at 200 and disposal at 1000.
    public func start<Element>(_ create: @escaping () -> Observable<Element>) -> TestableObserver<Element> {
        startRecording(created: Defaults.created, subscribed: Defaults.subscribed, disposed: Defaults.disposed, create: create)
    }

    /// Like the `Observable` form, for anything observable: a test observable, a trait.
    public func start<Source: ObservableConvertibleType>(created: TestTime, subscribed: TestTime, disposed: TestTime, create: @escaping () -> Source) -> TestableObserver<Source.Element> {
        startRecording(created: created, subscribed: subscribed, disposed: disposed, create: create)
    }

    /// Like the `Observable` form, for anything observable: a test observable, a trait.
    public func start<Source: ObservableConvertibleType>(disposed: TestTime, create: @escaping () -> Source) -> TestableObserver<Source.Element> {
        startRecording(created: Defaults.created, subscribed: Defaults.subscribed, disposed: disposed, create: create)
    }

    /// Like the `Observable` form, for anything observable: a test observable, a trait.
    public func start<Source: ObservableConvertibleType>(_ create: @escaping () -> Source) -> TestableObserver<Source.Element> {
        startRecording(created: Defaults.created, subscribed: Defaults.subscribed, disposed: Defaults.disposed, create: create)
    }

    private func startRecording<Source: ObservableConvertibleType>(created: TestTime, subscribed: TestTime, disposed: TestTime, create: @escaping () -> Source) -> TestableObserver<Source.Element> {
        var source: Observable<Source.Element>?
        var subscription: Disposable?
        let observer = createObserver(Source.Element.self)

        scheduleAt(created) {
            source = create().asObservable()
        }
        scheduleAt(subscribed) {
            guard let source = source else {
                preconditionFailure("start: subscribed (\(subscribed)) comes before created (\(created))")
            }
            subscription = source.subscribe(observer)
        }
        scheduleAt(disposed) {
            guard let subscription = subscription else {
                preconditionFailure("start: disposed (\(disposed)) comes before subscribed (\(subscribed))")
            }
            subscription.dispose()
        }

        start()
        return observer
    }
}
