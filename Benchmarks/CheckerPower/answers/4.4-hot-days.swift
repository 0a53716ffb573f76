// ==== right: compactMap
func solve(temperatures: Observable<Int>) -> Observable<String> {
    temperatures.compactMap { $0 > 30 ? "hot: \($0)" : nil }
}
// ==== wrong values: above 29
func solve(temperatures: Observable<Int>) -> Observable<String> {
    temperatures.filter { $0 > 29 }.map { "hot: \($0)" }
}
