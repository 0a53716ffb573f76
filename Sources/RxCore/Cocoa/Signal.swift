/// The sharing strategy of `Signal`: deliver on the main thread, share while connected, no replay.
public struct SignalSharingStrategy: SharingStrategyProtocol {
    public static var scheduler: SchedulerType { SharingScheduler.make() }

    public static func share<Element>(_ source: Observable<Element>) -> Observable<Element> {
        // `share(scope: .whileConnected)`, shown in a watched chain as the Signal it makes.
        ShareWhileConnected(source: source, replaysLatest: false, stageName: "Signal")
    }
}

/// Events for the UI (a tap, an alert to show): like `Driver`, but a new observer gets only
/// later elements, never a replay of the last one.
public typealias Signal<Element> = SharedSequence<SignalSharingStrategy, Element>

extension SharedSequenceConvertibleType where SharingStrategy == SignalSharingStrategy {
    public func asSignal() -> Signal<Element> { asSharedSequence() }
}

extension ObservableConvertibleType {
    /// A `Signal` that replaces an error with `onErrorJustReturn` and then completes.
    public func asSignal(onErrorJustReturn: Element) -> Signal<Element> {
        let source = asObservable()
            .observe(on: SignalSharingStrategy.scheduler)
            .catchAndReturn(onErrorJustReturn)
        return Signal(source)
    }

    /// A `Signal` that continues with `onErrorSignalWith` after an error.
    public func asSignal(onErrorSignalWith: Signal<Element>) -> Signal<Element> {
        let source = asObservable()
            .observe(on: SignalSharingStrategy.scheduler)
            .catch { _ in onErrorSignalWith.asObservable() }
        return Signal(source)
    }

    /// A `Signal` that continues with the signal `onErrorRecover` builds from the error.
    public func asSignal(onErrorRecover: @escaping (_ error: Swift.Error) -> Signal<Element>) -> Signal<Element> {
        let source = asObservable()
            .observe(on: SignalSharingStrategy.scheduler)
            .catch { error in onErrorRecover(error).asObservable() }
        return Signal(source)
    }
}

extension PublishRelay {
    /// The relay as a `Signal`: it cannot fail, so no error strategy is needed.
    public func asSignal() -> Signal<Element> {
        asSignal(onErrorSignalWith: .empty())
    }
}

// A control event or property cannot fail, so these conversions take no error strategy. If the
// source fails anyway (in a lesson, a stand-in that was sent an error), RxCocoa's debug build
// stops the program with these messages, and so does rxlearn's core: a release build's quiet
// completion would hide the bug.

extension ControlEvent {
    /// The control event as a `Signal`.
    public func asSignal() -> Signal<Element> {
        asSignal { _ -> Signal<Element> in rxFatalError("Somehow signal received error from a source that shouldn't fail.") }
    }

    /// The control event as a `Driver`.
    public func asDriver() -> Driver<Element> {
        asDriver { _ -> Driver<Element> in rxFatalError("Somehow driver received error from a source that shouldn't fail.") }
    }
}

extension ControlProperty {
    /// The control property as a `Driver`.
    public func asDriver() -> Driver<Element> {
        asDriver { _ -> Driver<Element> in rxFatalError("Somehow driver received error from a source that shouldn't fail.") }
    }
}

extension SharedSequenceConvertibleType where SharingStrategy == SignalSharingStrategy {
    /// Sends every element to the observers.
    public func emit<Observer: ObserverType>(to observers: Observer..., file: StaticString = #fileID, line: UInt = #line) -> Disposable where Observer.Element == Element {
        asSharedSequence().asObservable().subscribeEvents({ event in observers.forEach { $0.on(event) } }, at: SubscriptionSite(call: "emit(to:)", file: file, line: line))
    }

    public func emit<Observer: ObserverType>(to observers: Observer..., file: StaticString = #fileID, line: UInt = #line) -> Disposable where Observer.Element == Element? {
        asSharedSequence().asObservable().map { $0 as Element? }.subscribeEvents({ event in observers.forEach { $0.on(event) } }, at: SubscriptionSite(call: "emit(to:)", file: file, line: line))
    }

    public func emit(to relays: PublishRelay<Element>..., file: StaticString = #fileID, line: UInt = #line) -> Disposable {
        emit(onNext: { element in relays.forEach { $0.accept(element) } }, file: file, line: line)
    }

    public func emit(to relays: PublishRelay<Element?>..., file: StaticString = #fileID, line: UInt = #line) -> Disposable {
        emit(onNext: { element in relays.forEach { $0.accept(element) } }, file: file, line: line)
    }

    public func emit(to relays: BehaviorRelay<Element>..., file: StaticString = #fileID, line: UInt = #line) -> Disposable {
        emit(onNext: { element in relays.forEach { $0.accept(element) } }, file: file, line: line)
    }

    public func emit(to relays: BehaviorRelay<Element?>..., file: StaticString = #fileID, line: UInt = #line) -> Disposable {
        emit(onNext: { element in relays.forEach { $0.accept(element) } }, file: file, line: line)
    }

    public func emit(to relays: ReplayRelay<Element>..., file: StaticString = #fileID, line: UInt = #line) -> Disposable {
        emit(onNext: { element in relays.forEach { $0.accept(element) } }, file: file, line: line)
    }

    public func emit(to relays: ReplayRelay<Element?>..., file: StaticString = #fileID, line: UInt = #line) -> Disposable {
        emit(onNext: { element in relays.forEach { $0.accept(element) } }, file: file, line: line)
    }

    /// Subscribes closures; a signal has no errors.
    public func emit(onNext: ((Element) -> Void)? = nil, onCompleted: (() -> Void)? = nil, onDisposed: (() -> Void)? = nil, file: StaticString = #fileID, line: UInt = #line) -> Disposable {
        asObservable().subscribeClosures(onNext: onNext ?? { _ in }, onError: nil, onCompleted: onCompleted, onDisposed: onDisposed,
                                         at: SubscriptionSite(call: "emit(onNext:)", file: file, line: line))
    }

    /// Subscribes with no closures. RxSwift's alias of `emit(onNext: nil, onCompleted: nil,
    /// onDisposed: nil)`, added because some Swift versions found `emit()` ambiguous (SR-13657).
    public func emit(file: StaticString = #fileID, line: UInt = #line) -> Disposable {
        emit(onNext: nil, onCompleted: nil, onDisposed: nil, file: file, line: line)
    }

    public func emit<Object: AnyObject>(with object: Object, onNext: ((Object, Element) -> Void)? = nil, onCompleted: ((Object) -> Void)? = nil, onDisposed: ((Object) -> Void)? = nil, file: StaticString = #fileID, line: UInt = #line) -> Disposable {
        asObservable().subscribeClosures(with: object, onNext: onNext, onError: nil, onCompleted: onCompleted, onDisposed: onDisposed,
                                         at: SubscriptionSite(call: "emit(with:)", file: file, line: line))
    }
}
