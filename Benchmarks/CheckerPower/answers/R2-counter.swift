// ==== right: one merged stream of +1 and -1 into the relay
func solve(plus: Observable<String>, minus: Observable<String>) -> Observable<Int> {
    Observable.create { observer in
        let count = BehaviorRelay(value: 0)
        let shown = count.subscribe(observer)
        let changes = Observable.merge(
            plus.map { _ in 1 }.catch { _ in .empty() },
            minus.map { _ in -1 }.catch { _ in .empty() }
        )
        .subscribe(onNext: { count.accept(count.value + $0) })
        return Disposables.create(shown, changes)
    }
}
// ==== wrong shared state: the relay made once
func solve(plus: Observable<String>, minus: Observable<String>) -> Observable<Int> {
    let count = BehaviorRelay(value: 0)
    return Observable.create { observer in
        let shown = count.subscribe(observer)
        let up = plus.subscribe(onNext: { _ in count.accept(count.value + 1) }, onError: { _ in })
        let down = minus.subscribe(onNext: { _ in count.accept(count.value - 1) }, onError: { _ in })
        return Disposables.create(shown, up, down)
    }
}
// ==== wrong subscriptions: the inputs' subscriptions are never let go
func solve(plus: Observable<String>, minus: Observable<String>) -> Observable<Int> {
    Observable.create { observer in
        let count = BehaviorRelay(value: 0)
        let shown = count.subscribe(observer)
        _ = plus.subscribe(onNext: { _ in count.accept(count.value + 1) }, onError: { _ in })
        _ = minus.subscribe(onNext: { _ in count.accept(count.value - 1) }, onError: { _ in })
        return shown
    }
}
