// ==== right: catch with a just
func solve(prices: Observable<Int>) -> Observable<Int> {
    prices.catch { _ in Observable.just(100) }
}
// ==== wrong: the cached price comes after the error is passed on
func solve(prices: Observable<Int>) -> Observable<Int> {
    prices.catch { error in Observable.just(100).concat(Observable.error(error)) }
}
