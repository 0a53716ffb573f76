// ==== right: lround
func solve(readings: Observable<Double>) -> Observable<Int> {
    readings.map { lround($0) }.distinctUntilChanged()
}
// ==== wrong values: adds a half and truncates (wrong below zero)
func solve(readings: Observable<Double>) -> Observable<Int> {
    readings.map { Int($0 + 0.5) }.distinctUntilChanged()
}
// ==== wrong values: floor of x + 0.5 (halves below zero)
func solve(readings: Observable<Double>) -> Observable<Int> {
    readings.map { Int(($0 + 0.5).rounded(.down)) }.distinctUntilChanged()
}
// ==== wrong values: rounds up
func solve(readings: Observable<Double>) -> Observable<Int> {
    readings.map { Int($0.rounded(.up)) }.distinctUntilChanged()
}
