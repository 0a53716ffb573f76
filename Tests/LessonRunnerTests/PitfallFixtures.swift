/// Exercises for the pitfall checks' tests (issue 30): each has a reference that avoids one
/// pitfall, so an answer that falls into it fails with the pitfall named.
enum PitfallFixtures {
    static let fence = CheckerFixtures.fence

    /// The counted search of `search`'s start file, solution and answers.
    static let searchStub = """
        func search(_ query: String) -> Observable<String> {
            Observable.deferred {
                recordSideEffect("search")
                return .just(query.uppercased())
            }
        }
        """

    /// The counted request of `profile`'s start file, solution and answers.
    static let fetchStub = """
        func fetch(_ name: String) -> Observable<String> {
            Observable.deferred {
                recordSideEffect("request")
                return .just(name)
            }
        }
        """

    /// Taps come out upper-cased; nothing else may keep running.
    static let heartbeat = CheckerFixtures.exercise(id: "pitfall-heartbeat", """
        \(fence)swift start
        func solve(taps: Observable<String>, scheduler: SchedulerType) -> Observable<String> {
            taps
        }
        \(fence)

        \(fence)inputs
        taps: -a-b-|
        a=go
        b=rx
        \(fence)

        \(fence)swift solution
        func solve(taps: Observable<String>, scheduler: SchedulerType) -> Observable<String> {
            taps.map { $0.uppercased() }
        }
        \(fence)

        \(fence)marbles
        shouts: -a-b-|
        a=GO
        b=RX
        \(fence)
        """)

    /// The search runs on `background`, its results reach the screen on `main`.
    static let search = CheckerFixtures.exercise(id: "pitfall-search", """
        \(fence)swift start
        \(searchStub)

        func solve(queries: Observable<String>, main: SchedulerType, background: SchedulerType) -> Observable<String> {
            queries
        }
        \(fence)

        \(fence)inputs
        queries: -a-b-|
        a=rx
        b=go
        \(fence)

        \(fence)check
        effects: search
        \(fence)

        \(fence)swift solution
        \(searchStub)

        func solve(queries: Observable<String>, main: SchedulerType, background: SchedulerType) -> Observable<String> {
            queries
                .flatMapLatest { search($0).subscribe(on: background) }
                .observe(on: main)
        }
        \(fence)

        \(fence)marbles
        results: -a-b-|
        a=RX
        b=GO
        \(fence)
        """)

    /// One request per tap feeds two labels.
    static let profile = CheckerFixtures.exercise(id: "pitfall-profile", """
        \(fence)swift start
        \(fetchStub)

        func solve(taps: Observable<String>) -> Observable<String> {
            taps
        }
        \(fence)

        \(fence)inputs
        taps: -a-----b---|
        a=ann
        b=bob
        \(fence)

        \(fence)check
        effects: request
        \(fence)

        \(fence)swift solution
        \(fetchStub)

        func solve(taps: Observable<String>) -> Observable<String> {
            let profile = taps.flatMap { fetch($0) }.share()
            return Observable.merge(profile.map { "name \\($0)" }, profile.map { "length \\($0.count)" })
        }
        \(fence)

        \(fence)marbles
        labels: -(ab)--(cd)|
        a="name ann"
        b="length 3"
        c="name bob"
        d="length 3"
        \(fence)
        """)

    /// A failed lookup becomes `missing`, and the lookups go on.
    static let lookups = CheckerFixtures.exercise(id: "pitfall-lookups", """
        \(fence)swift start
        struct LookupFailed: Error {}

        func lookup(_ id: Int) -> Observable<String> {
            id < 0 ? .error(LookupFailed()) : .just("item \\(id)")
        }

        func solve(ids: Observable<Int>) -> Observable<String> {
            ids.flatMap { lookup($0) }
        }
        \(fence)

        \(fence)inputs
        ids: -a-b-c-|
        a=1
        b=-2
        c=3
        ids in -5...5
        \(fence)

        \(fence)swift solution
        struct LookupFailed: Error {}

        func lookup(_ id: Int) -> Observable<String> {
            id < 0 ? .error(LookupFailed()) : .just("item \\(id)")
        }

        func solve(ids: Observable<Int>) -> Observable<String> {
            ids.flatMap { lookup($0).catchAndReturn("missing") }
        }
        \(fence)

        \(fence)marbles
        items: -a-b-c-|
        a="item 1"
        b=missing
        c="item 3"
        \(fence)
        """)
}
