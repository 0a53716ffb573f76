// ==== right: concat instead of startWith
func solve(username: Observable<String>, scheduler: SchedulerType) -> Observable<String> {
    func isFree(_ name: String) -> Observable<Bool> {
        recordSideEffect("request")
        return Observable.just(name != "admin").delay(.milliseconds(30), scheduler: scheduler)
    }
    return username.flatMapLatest { name in
        Observable.concat(.just("validating"), isFree(name).map { $0 ? "free" : "taken" })
    }
}
// ==== wrong side effect: the answer is worked out without asking the API
func solve(username: Observable<String>, scheduler: SchedulerType) -> Observable<String> {
    username.flatMapLatest { name in
        Observable.just(name == "admin" ? "taken" : "free")
            .delay(.milliseconds(30), scheduler: scheduler)
            .startWith("validating")
    }
}
// ==== wrong: flatMap shows stale answers
func solve(username: Observable<String>, scheduler: SchedulerType) -> Observable<String> {
    func isFree(_ name: String) -> Observable<Bool> {
        recordSideEffect("request")
        return Observable.just(name != "admin").delay(.milliseconds(30), scheduler: scheduler)
    }
    return username.flatMap { name in
        isFree(name).map { $0 ? "free" : "taken" }.startWith("validating")
    }
}
// ==== wrong values: a name typed again is not checked again
func solve(username: Observable<String>, scheduler: SchedulerType) -> Observable<String> {
    func isFree(_ name: String) -> Observable<Bool> {
        recordSideEffect("request")
        return Observable.just(name != "admin").delay(.milliseconds(30), scheduler: scheduler)
    }
    return username.distinctUntilChanged().flatMapLatest { name in
        isFree(name).map { $0 ? "free" : "taken" }.startWith("validating")
    }
}
