// ==== right: a percentage from a Double, rounded down
extension ObservableType where Element == Int {
    func asPercent() -> Observable<String> {
        map { "\(Int((Double($0) * 100 / 200).rounded(.down)))%" }
    }
}

func solve(counts: Observable<Int>) -> Observable<String> {
    counts.asPercent()
}
// ==== wrong values: rounded to the nearest instead of down
extension ObservableType where Element == Int {
    func asPercent() -> Observable<String> {
        map { "\(Int((Double($0) / 2).rounded()))%" }
    }
}

func solve(counts: Observable<Int>) -> Observable<String> {
    counts.asPercent()
}
