// ==== right: create with a relay per subscription
func solve(scores: Observable<Int>, refresh: Observable<Bool>) -> Observable<Int> {
    Observable.create { observer in
        let latest = BehaviorRelay<Int?>(value: nil)
        let merged = Observable.merge(
            scores.do(onNext: { latest.accept($0) }),
            refresh.compactMap { _ in latest.value }
        )
        return merged.subscribe(observer)
    }
}
// ==== wrong shared state: one relay for every subscriber
func solve(scores: Observable<Int>, refresh: Observable<Bool>) -> Observable<Int> {
    let latest = BehaviorRelay<Int?>(value: nil)
    let live = scores.do(onNext: { latest.accept($0) })
    let again = refresh.compactMap { _ in latest.value }
    return Observable.merge(live, again)
}
// ==== wrong shared state: a captured var instead of a relay
func solve(scores: Observable<Int>, refresh: Observable<Bool>) -> Observable<Int> {
    var latest: Int?
    let live = scores.do(onNext: { latest = $0 })
    let again = refresh.compactMap { _ in latest }
    return Observable.merge(live, again)
}
