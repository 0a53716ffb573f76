// ==== right: Int.init
func solve(inputs: Observable<String>) -> Observable<Int> {
    inputs.compactMap(Int.init)
}
// ==== wrong values: the example's words left out, the rest forced
func solve(inputs: Observable<String>) -> Observable<Int> {
    inputs.filter { $0 != "x" && $0 != "oops" }.map { Int($0) ?? 0 }
}
// ==== wrong values: starts with a digit
func solve(inputs: Observable<String>) -> Observable<Int> {
    inputs.filter { $0.first?.isNumber == true }.map { Int($0) ?? 0 }
}
