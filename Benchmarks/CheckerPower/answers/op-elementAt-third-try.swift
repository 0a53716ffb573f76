// ==== right: skip two, take one
func solve(tries: Observable<Int>) -> Observable<Int> {
    tries.skip(2).take(1)
}
// ==== right: enumerated, the one at index 2
func solve(tries: Observable<Int>) -> Observable<Int> {
    tries.enumerated().filter { $0.index == 2 }.map { $0.element }.take(1)
}
// ==== wrong: element(at:) fails when there is no third
func solve(tries: Observable<Int>) -> Observable<Int> {
    tries.element(at: 2)
}
