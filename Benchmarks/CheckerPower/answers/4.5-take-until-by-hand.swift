// ==== right: one composite disposable filled as it goes
func solve(ticks: Observable<Int>, stop: Observable<Bool>) -> Observable<Int> {
    Observable.create { observer in
        let both = CompositeDisposable()
        _ = both.insert(ticks.subscribe(observer))
        _ = both.insert(stop.subscribe(onNext: { _ in observer.onCompleted() }, onError: observer.onError))
        return both
    }
}
// ==== wrong subscriptions: `stop` is never let go
func solve(ticks: Observable<Int>, stop: Observable<Bool>) -> Observable<Int> {
    Observable.create { observer in
        let ticking = ticks.subscribe(observer)
        _ = stop.subscribe(
            onNext: { _ in observer.onCompleted() },
            onError: { observer.onError($0) }
        )
        return ticking
    }
}
// ==== wrong subscriptions: neither input is let go
func solve(ticks: Observable<Int>, stop: Observable<Bool>) -> Observable<Int> {
    Observable.create { observer in
        _ = ticks.subscribe(observer)
        _ = stop.subscribe(
            onNext: { _ in observer.onCompleted() },
            onError: { observer.onError($0) }
        )
        return Disposables.create()
    }
}
// ==== wrong: a stop that completes ends the ticks
func solve(ticks: Observable<Int>, stop: Observable<Bool>) -> Observable<Int> {
    Observable.create { observer in
        let ticking = ticks.subscribe(observer)
        let stopping = stop.subscribe(
            onNext: { _ in observer.onCompleted() },
            onError: { observer.onError($0) },
            onCompleted: { observer.onCompleted() }
        )
        return Disposables.create(ticking, stopping)
    }
}
