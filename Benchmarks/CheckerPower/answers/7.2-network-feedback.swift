// ==== right: filter none after the distinct
func solve(requests: Observable<String>, scheduler: SchedulerType) -> Observable<String> {
    func fetch(_ search: String) -> Observable<String> {
        recordSideEffect("request")
        return Observable.just("results for \(search)").delay(.milliseconds(30), scheduler: scheduler)
    }
    return requests
        .distinctUntilChanged()
        .flatMapLatest { request in
            Observable.just(request).filter { $0 != "none" }.flatMap { fetch($0) }
        }
}
// ==== wrong side effect: fetches "none" too and hides its answer
func solve(requests: Observable<String>, scheduler: SchedulerType) -> Observable<String> {
    func fetch(_ search: String) -> Observable<String> {
        recordSideEffect("request")
        return Observable.just("results for \(search)").delay(.milliseconds(30), scheduler: scheduler)
    }
    return requests
        .distinctUntilChanged()
        .flatMapLatest { fetch($0) }
        .filter { $0 != "results for none" }
}
// ==== wrong: none filtered before distinct, so rx none rx is one request
func solve(requests: Observable<String>, scheduler: SchedulerType) -> Observable<String> {
    func fetch(_ search: String) -> Observable<String> {
        recordSideEffect("request")
        return Observable.just("results for \(search)").delay(.milliseconds(30), scheduler: scheduler)
    }
    return requests
        .filter { $0 != "none" }
        .distinctUntilChanged()
        .flatMapLatest { fetch($0) }
}
// ==== wrong side effect: a request per repeated state, cancelled at once
func solve(requests: Observable<String>, scheduler: SchedulerType) -> Observable<String> {
    func fetch(_ search: String) -> Observable<String> {
        recordSideEffect("request")
        return Observable.just("results for \(search)").delay(.milliseconds(30), scheduler: scheduler)
    }
    return requests
        .flatMapLatest { request -> Observable<String> in
            request == "none" ? .empty() : fetch(request)
        }
        .distinctUntilChanged()
}
