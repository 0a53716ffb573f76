// ==== right: a switch in scan, the start in front
func solve(taps: Observable<String>) -> Observable<Int> {
    taps.scan(0) { count, tap in
        tap == "plus" ? count + 1 : tap == "minus" ? count - 1 : 0
    }
    .startWith(0)
}
// ==== wrong: the first count only comes with the first tap
func solve(taps: Observable<String>) -> Observable<Int> {
    taps.scan(0) { count, tap in
        tap == "plus" ? count + 1 : tap == "minus" ? count - 1 : 0
    }
}
// ==== wrong: a count kept outside the sequence
func solve(taps: Observable<String>) -> Observable<Int> {
    var count = 0
    return taps.map { tap -> Int in
        switch tap {
        case "plus": count += 1
        case "minus": count -= 1
        default: count = 0
        }
        return count
    }
    .startWith(0)
}
