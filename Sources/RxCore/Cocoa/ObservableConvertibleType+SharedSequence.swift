// `asDriver(…)` and `asSignal(…)` for any sharing strategy: the strategy is a type parameter,
// named with `sharingStrategy:` or taken from the context (`let s: Signal<Int> = xs.asSharedSequence(…)`).
// Each form delivers on the strategy's scheduler and says what replaces an error, as the
// `Driver` and `Signal` forms do.

extension ObservableConvertibleType {
    /// A shared sequence that replaces an error with `onErrorJustReturn` and then completes.
    public func asSharedSequence<S>(sharingStrategy: S.Type = S.self, onErrorJustReturn: Element) -> SharedSequence<S, Element> {
        let source = asObservable()
            .observe(on: S.scheduler)
            .catchAndReturn(onErrorJustReturn)
        return SharedSequence(source)
    }

    /// A shared sequence that continues with `onErrorDriveWith` after an error.
    public func asSharedSequence<S>(sharingStrategy: S.Type = S.self, onErrorDriveWith: SharedSequence<S, Element>) -> SharedSequence<S, Element> {
        let source = asObservable()
            .observe(on: S.scheduler)
            .catch { _ in onErrorDriveWith.asObservable() }
        return SharedSequence(source)
    }

    /// A shared sequence that continues with the one `onErrorRecover` builds from the error.
    public func asSharedSequence<S>(sharingStrategy: S.Type = S.self, onErrorRecover: @escaping (_ error: Swift.Error) -> SharedSequence<S, Element>) -> SharedSequence<S, Element> {
        let source = asObservable()
            .observe(on: S.scheduler)
            .catch { error in onErrorRecover(error).asObservable() }
        return SharedSequence(source)
    }
}
