/// The sharing strategy of `Driver`: deliver on the main thread, share while connected, replay the latest element.
public struct DriverSharingStrategy: SharingStrategyProtocol {
    public static var scheduler: SchedulerType { SharingScheduler.make() }

    public static func share<Element>(_ source: Observable<Element>) -> Observable<Element> {
        // `share(replay: 1, scope: .whileConnected)`, shown in a watched chain as the Driver it makes.
        ShareWhileConnected(source: source, replaysLatest: true, stageName: "Driver")
    }
}

/// State for the UI: never fails, delivers on the main thread, and a new observer first gets the
/// latest element. Sharing lasts while connected: once every observer has gone (or the source has
/// completed), the next observer starts the work again.
public typealias Driver<Element> = SharedSequence<DriverSharingStrategy, Element>

extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
    public func asDriver() -> Driver<Element> { asSharedSequence() }
}

extension ObservableConvertibleType {
    /// A `Driver` that replaces an error with `onErrorJustReturn` and then completes.
    public func asDriver(onErrorJustReturn: Element) -> Driver<Element> {
        let source = asObservable()
            .observe(on: DriverSharingStrategy.scheduler)
            .catchAndReturn(onErrorJustReturn)
        return Driver(source)
    }

    /// A `Driver` that continues with `onErrorDriveWith` after an error.
    public func asDriver(onErrorDriveWith: Driver<Element>) -> Driver<Element> {
        let source = asObservable()
            .observe(on: DriverSharingStrategy.scheduler)
            .catch { _ in onErrorDriveWith.asObservable() }
        return Driver(source)
    }

    /// A `Driver` that continues with the driver `onErrorRecover` builds from the error.
    public func asDriver(onErrorRecover: @escaping (_ error: Swift.Error) -> Driver<Element>) -> Driver<Element> {
        let source = asObservable()
            .observe(on: DriverSharingStrategy.scheduler)
            .catch { error in onErrorRecover(error).asObservable() }
        return Driver(source)
    }
}

extension BehaviorRelay {
    /// The relay as a `Driver`: it cannot fail, so no error strategy is needed.
    public func asDriver() -> Driver<Element> {
        let source = asObservable().observe(on: DriverSharingStrategy.scheduler)
        return Driver(source)
    }
}

/// `drive` must be called on the main thread, as in RxSwift.
private func ensureDrivingOnMainThread() {
    MainScheduler.ensureRunningOnMainThread(errorMessage: "`drive*` family of methods can only be called from `MainThread`.")
}

extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
    /// Sends every element to the observers. Must be called on the main thread, as in RxSwift.
    public func drive<Observer: ObserverType>(_ observers: Observer..., file: StaticString = #fileID, line: UInt = #line) -> Disposable where Observer.Element == Element {
        ensureDrivingOnMainThread()
        return asSharedSequence().asObservable().subscribeEvents({ event in observers.forEach { $0.on(event) } }, at: SubscriptionSite(call: "drive(_:)", file: file, line: line))
    }

    public func drive<Observer: ObserverType>(_ observers: Observer..., file: StaticString = #fileID, line: UInt = #line) -> Disposable where Observer.Element == Element? {
        ensureDrivingOnMainThread()
        return asSharedSequence().asObservable().map { $0 as Element? }.subscribeEvents({ event in observers.forEach { $0.on(event) } }, at: SubscriptionSite(call: "drive(_:)", file: file, line: line))
    }

    public func drive(_ relays: BehaviorRelay<Element>..., file: StaticString = #fileID, line: UInt = #line) -> Disposable {
        drive(onNext: { element in relays.forEach { $0.accept(element) } }, file: file, line: line)
    }

    public func drive(_ relays: BehaviorRelay<Element?>..., file: StaticString = #fileID, line: UInt = #line) -> Disposable {
        drive(onNext: { element in relays.forEach { $0.accept(element) } }, file: file, line: line)
    }

    public func drive(_ relays: ReplayRelay<Element>..., file: StaticString = #fileID, line: UInt = #line) -> Disposable {
        drive(onNext: { element in relays.forEach { $0.accept(element) } }, file: file, line: line)
    }

    public func drive(_ relays: ReplayRelay<Element?>..., file: StaticString = #fileID, line: UInt = #line) -> Disposable {
        drive(onNext: { element in relays.forEach { $0.accept(element) } }, file: file, line: line)
    }

    /// Calls `transformation` with this driver and returns what it returns.
    public func drive<Result>(_ transformation: (Observable<Element>) -> Result) -> Result {
        ensureDrivingOnMainThread()
        return transformation(asObservable())
    }

    /// Calls the curried binder `with` with this driver, then with `curriedArgument`, and returns
    /// what that returns: `drive(bindUsers, curriedArgument: tableView)`.
    public func drive<R1, R2>(_ with: (Observable<Element>) -> (R1) -> R2, curriedArgument: R1) -> R2 {
        ensureDrivingOnMainThread()
        return with(asObservable())(curriedArgument)
    }

    /// Subscribes closures; a driver has no errors.
    public func drive(onNext: ((Element) -> Void)? = nil, onCompleted: (() -> Void)? = nil, onDisposed: (() -> Void)? = nil, file: StaticString = #fileID, line: UInt = #line) -> Disposable {
        ensureDrivingOnMainThread()
        return asObservable().subscribeClosures(onNext: onNext ?? { _ in }, onError: nil, onCompleted: onCompleted, onDisposed: onDisposed,
                                                at: SubscriptionSite(call: "drive(onNext:)", file: file, line: line))
    }

    /// Subscribes with no closures. RxSwift's alias of `drive(onNext: nil, onCompleted: nil,
    /// onDisposed: nil)`, added because some Swift versions found `drive()` ambiguous (SR-13657).
    public func drive(file: StaticString = #fileID, line: UInt = #line) -> Disposable {
        drive(onNext: nil, onCompleted: nil, onDisposed: nil, file: file, line: line)
    }

    /// Like `drive(onNext:onCompleted:onDisposed:)`, passing `object` without retaining it.
    public func drive<Object: AnyObject>(with object: Object, onNext: ((Object, Element) -> Void)? = nil, onCompleted: ((Object) -> Void)? = nil, onDisposed: ((Object) -> Void)? = nil, file: StaticString = #fileID, line: UInt = #line) -> Disposable {
        ensureDrivingOnMainThread()
        return asObservable().subscribeClosures(with: object, onNext: onNext, onError: nil, onCompleted: onCompleted, onDisposed: onDisposed,
                                                at: SubscriptionSite(call: "drive(with:)", file: file, line: line))
    }
}
