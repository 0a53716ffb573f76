// ==== right statement: the requests run from the start, whoever listens
func solve(refresh: Observable<String>, opened: Observable<String>,
           scheduler: SchedulerType) -> Observable<String> {
    var requests = 0
    func fetch() -> Observable<String> {
        Observable.deferred {
            recordSideEffect("request")
            requests += 1
            let number = requests
            return Observable.just("v\(number)").delay(.milliseconds(30), scheduler: scheduler)
        }
    }
    let inbox = refresh
        .startWith("screen opened")
        .flatMapLatest { _ in fetch() }
        .replay(1)
    let connection = inbox.connect()
    let badge = inbox.map { "badge \($0)" }
    let list = opened.take(1).flatMapLatest { _ in inbox }.map { "list \($0)" }
    return Observable.merge(badge, list).do(onDispose: { connection.dispose() })
}
// ==== wrong: plain share, the list misses the inbox already there
func solve(refresh: Observable<String>, opened: Observable<String>,
           scheduler: SchedulerType) -> Observable<String> {
    var requests = 0
    func fetch() -> Observable<String> {
        Observable.deferred {
            recordSideEffect("request")
            requests += 1
            let number = requests
            return Observable.just("v\(number)").delay(.milliseconds(30), scheduler: scheduler)
        }
    }
    let inbox = refresh
        .startWith("screen opened")
        .flatMapLatest { _ in fetch() }
        .share()
    let badge = inbox.map { "badge \($0)" }
    let list = opened.take(1).flatMapLatest { _ in inbox }.map { "list \($0)" }
    return Observable.merge(badge, list)
}
// ==== wrong: flatMap keeps the request a refresh should replace
func solve(refresh: Observable<String>, opened: Observable<String>,
           scheduler: SchedulerType) -> Observable<String> {
    var requests = 0
    func fetch() -> Observable<String> {
        Observable.deferred {
            recordSideEffect("request")
            requests += 1
            let number = requests
            return Observable.just("v\(number)").delay(.milliseconds(30), scheduler: scheduler)
        }
    }
    let inbox = refresh
        .startWith("screen opened")
        .flatMap { _ in fetch() }
        .share(replay: 1)
    let badge = inbox.map { "badge \($0)" }
    let list = opened.take(1).flatMapLatest { _ in inbox }.map { "list \($0)" }
    return Observable.merge(badge, list)
}
