// ==== right: flatMapLatest over the foreground changes
func solve(foreground: Observable<Bool>, logout: Observable<Bool>, scheduler: SchedulerType) -> Observable<Int> {
    let session = Observable<Int>.timer(.milliseconds(600), scheduler: scheduler)
    let foregroundEnds = foreground.filter { _ in false }.concat(Observable.just(true))
    return foreground
        .distinctUntilChanged()
        .flatMapLatest { inFront -> Observable<Int> in
            inFront ? Observable<Int>.interval(.milliseconds(30), scheduler: scheduler).map { $0 + 1 } : .empty()
        }
        .take(until: foregroundEnds)
        .take(until: logout)
        .take(until: session)
}
// ==== wrong subscriptions: the logout subscription is never disposed
func solve(foreground: Observable<Bool>, logout: Observable<Bool>, scheduler: SchedulerType) -> Observable<Int> {
    Observable.create { observer in
        var timer: Disposable?
        let watching = foreground.subscribe(
            onNext: { inFront in
                if inFront, timer == nil {
                    timer = Observable<Int>.interval(.milliseconds(30), scheduler: scheduler)
                        .subscribe(onNext: { observer.onNext($0 + 1) })
                } else if !inFront {
                    timer?.dispose()
                    timer = nil
                }
            },
            onError: { observer.onError($0) },
            onCompleted: { observer.onCompleted() }
        )
        _ = logout.subscribe(
            onNext: { _ in observer.onCompleted() },
            onError: { observer.onError($0) }
        )
        let session = Observable<Int>.timer(.milliseconds(600), scheduler: scheduler)
            .subscribe(onNext: { _ in observer.onCompleted() })
        return Disposables.create {
            timer?.dispose()
            watching.dispose()
            session.dispose()
        }
    }
}
// ==== wrong: a second true restarts the timer
func solve(foreground: Observable<Bool>, logout: Observable<Bool>, scheduler: SchedulerType) -> Observable<Int> {
    let session = Observable<Int>.timer(.milliseconds(600), scheduler: scheduler)
    let foregroundEnds = foreground.filter { _ in false }.concat(Observable.just(true))
    return foreground
        .flatMapLatest { inFront -> Observable<Int> in
            inFront ? Observable<Int>.interval(.milliseconds(30), scheduler: scheduler).map { $0 + 1 } : .empty()
        }
        .take(until: foregroundEnds)
        .take(until: logout)
        .take(until: session)
}
