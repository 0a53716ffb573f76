// ==== right: not zero
func solve(itemCounts: Observable<Int>) -> Observable<Bool> {
    itemCounts.map { $0 != 0 }.distinctUntilChanged()
}
// ==== wrong values: more than one row
func solve(itemCounts: Observable<Int>) -> Observable<Bool> {
    itemCounts.map { $0 > 1 }.distinctUntilChanged()
}
// ==== wrong values: at least two
func solve(itemCounts: Observable<Int>) -> Observable<Bool> {
    itemCounts.map { $0 >= 2 }.distinctUntilChanged()
}
