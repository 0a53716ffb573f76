// ==== right: two comparisons
func solve(readings: Observable<Int>) -> Observable<Int> {
    readings.filter { $0 >= 0 && $0 <= 100 }
}
// ==== wrong values: 100 left out
func solve(readings: Observable<Int>) -> Observable<Int> {
    readings.filter { (0..<100).contains($0) }
}
// ==== wrong values: both ends left out
func solve(readings: Observable<Int>) -> Observable<Int> {
    readings.filter { $0 > 0 && $0 < 100 }
}
// ==== wrong values: 0 left out
func solve(readings: Observable<Int>) -> Observable<Int> {
    readings.filter { $0 > 0 && $0 <= 100 }
}
// ==== wrong values: the example's glitches only
func solve(readings: Observable<Int>) -> Observable<Int> {
    readings.filter { $0 != -40 && $0 != 999 }
}
