// ==== right: debounce then distinct, written with a helper
func quiet(_ keys: Observable<String>, scheduler: SchedulerType) -> Observable<String> {
    keys.debounce(.milliseconds(30), scheduler: scheduler)
}

func solve(keys: Observable<String>, scheduler: SchedulerType) -> Observable<String> {
    quiet(keys, scheduler: scheduler).distinctUntilChanged { $0 == $1 }
}
// ==== wrong: throttle instead of debounce
func solve(keys: Observable<String>, scheduler: SchedulerType) -> Observable<String> {
    keys.throttle(.milliseconds(30), latest: true, scheduler: scheduler).distinctUntilChanged()
}
// ==== wrong: distinct before debounce
func solve(keys: Observable<String>, scheduler: SchedulerType) -> Observable<String> {
    keys.distinctUntilChanged().debounce(.milliseconds(30), scheduler: scheduler)
}
// ==== wrong time: the main scheduler
func solve(keys: Observable<String>, scheduler: SchedulerType) -> Observable<String> {
    keys.debounce(.milliseconds(30), scheduler: MainScheduler.instance).distinctUntilChanged()
}
// ==== wrong values: 20 ms of quiet
func solve(keys: Observable<String>, scheduler: SchedulerType) -> Observable<String> {
    keys.debounce(.milliseconds(20), scheduler: scheduler).distinctUntilChanged()
}
