// ==== right: Int.init
func solve(likes: Observable<String>) -> Observable<String> {
    likes.compactMap(Int.init).map { "♥ \($0)" }.catchAndReturn("likes unavailable")
}
// ==== wrong values: drops the example's one non-number
func solve(likes: Observable<String>) -> Observable<String> {
    likes.filter { $0 != "many" }.map { "♥ \($0)" }.catchAndReturn("likes unavailable")
}
// ==== wrong values: a lookup table of the example's numbers
func solve(likes: Observable<String>) -> Observable<String> {
    likes.compactMap { ["3": 3, "12": 12][$0] }.map { "♥ \($0)" }.catchAndReturn("likes unavailable")
}
// ==== wrong values: letters only are skipped
func solve(likes: Observable<String>) -> Observable<String> {
    likes.filter { !$0.allSatisfy(\.isLetter) }.map { "♥ \($0)" }.catchAndReturn("likes unavailable")
}
