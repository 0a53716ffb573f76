// ==== right: compactMap in one step
func solve(scores: Observable<Int>) -> Observable<Int> {
    scores.compactMap { $0 < 60 ? 60 - $0 : nil }
}
// ==== right: the difference, then the positive ones
func solve(scores: Observable<Int>) -> Observable<Int> {
    scores.map { 60 - $0 }.filter { $0 > 0 }
}
// ==== wrong values: 60 counted as failing
func solve(scores: Observable<Int>) -> Observable<Int> {
    scores.filter { $0 <= 60 }.map { 60 - $0 }
}
// ==== wrong values: below 59
func solve(scores: Observable<Int>) -> Observable<Int> {
    scores.filter { $0 < 59 }.map { 60 - $0 }
}
// ==== wrong values: a passing mark of 50 for anything under 50
func solve(scores: Observable<Int>) -> Observable<Int> {
    scores.filter { $0 < 60 }.map { $0 < 50 ? 11 : 60 - $0 }
}
