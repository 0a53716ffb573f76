// ==== right: a timer with a period, and take
func solve(starts: Observable<Int>, scheduler: SchedulerType) -> Observable<Int> {
    starts.flatMapLatest { n in
        Observable<Int>.timer(.milliseconds(10), period: .milliseconds(10), scheduler: scheduler)
            .take(n)
            .map { n - 1 - $0 }
    }
}
// ==== wrong: flatMap keeps an old countdown running
func solve(starts: Observable<Int>, scheduler: SchedulerType) -> Observable<Int> {
    starts.flatMap { n in
        Observable<Int>.interval(.milliseconds(10), scheduler: scheduler)
            .take(n)
            .map { tick in n - 1 - tick }
    }
}
