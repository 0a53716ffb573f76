// ==== right: the clamp written out
func solve(turns: Observable<Int>) -> Observable<Int> {
    turns.scan(5) { volume, turn in
        let next = volume + turn
        if next < 0 { return 0 }
        if next > 10 { return 10 }
        return next
    }
}
// ==== wrong values: the volume never goes below 1
func solve(turns: Observable<Int>) -> Observable<Int> {
    turns.scan(5) { volume, turn in min(10, max(1, volume + turn)) }
}
// ==== wrong: the clamp applied to the turn, not the volume
func solve(turns: Observable<Int>) -> Observable<Int> {
    turns.scan(5) { volume, turn in volume + min(10, max(-10, turn)) }
}
