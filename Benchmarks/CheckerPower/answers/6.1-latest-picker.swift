// ==== right: the picker's first photo
func picker(_ source: String, scheduler: SchedulerType) -> Observable<String> {
    Observable<Int>.timer(.milliseconds(30), scheduler: scheduler)
        .map { _ in "\(source).jpg" }
        .concat(Observable.never())
}

func solve(taps: Observable<String>, scheduler: SchedulerType) -> Observable<String> {
    taps.flatMapLatest { picker($0, scheduler: scheduler).take(1) }
}
// ==== wrong: a session that never ends keeps the result open
func picker(_ source: String, scheduler: SchedulerType) -> Observable<String> {
    Observable<Int>.timer(.milliseconds(30), scheduler: scheduler)
        .map { _ in "\(source).jpg" }
        .concat(Observable.never())
}

func solve(taps: Observable<String>, scheduler: SchedulerType) -> Observable<String> {
    taps.flatMapLatest { picker($0, scheduler: scheduler) }
}
