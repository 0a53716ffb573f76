// The second half of the catalog's operators (see PlaygroundCatalog+Operators.swift for what the
// entries promise and how `subscribers`, `unsubscribe` and `connect` lanes read).

extension PlaygroundCatalog {
    /// groupBy … zip (lessons 5.1.24–5.1.57).
    static let laterInTheCourse: [PlaygroundOperator] = [
        // op-groupBy, cell `odd-and-even`.
        PlaygroundOperator(
            name: "groupBy", lessonID: "op-groupBy", summary: "splits into keyed groups: odd and even",
            inputs: [.init(name: "numbers", marbles: "-12435(6|)")],
            youChange: "the numbers; each group gets a lane.", frameMilliseconds: 100),
        // op-ignoreElements, cell `save-progress`.
        PlaygroundOperator(
            name: "ignoreElements", lessonID: "op-ignoreElements", summary: "only how it ends",
            inputs: [.init(name: "progress", marbles: "-ab(c|) a=33 b=66 c=99")],
            youChange: "the source (try an error).", frameMilliseconds: 100),
        // op-interval, cell `own-timer`: interval(100 ms).take(3), subscribers at 0 and 150 ms.
        PlaygroundOperator(
            name: "interval", lessonID: "op-interval", summary: "ticks every period; a timer per subscriber",
            inputs: [.init(name: "period", marbles: "--p"), .init(name: "subscribers", marbles: "1--2")],
            youChange: "the period (the time of p) and when subscribers come; each takes 3.",
            frameMilliseconds: 50),
        // op-just, cell `same-tick`: just("🐶") subscribed at 200.
        PlaygroundOperator(
            name: "just", lessonID: "op-just", summary: "one element, then done, at subscription",
            inputs: [.init(name: "element", marbles: "a a=🐶"), .init(name: "subscribers", marbles: "200ms 1")],
            youChange: "the element (its value) and when subscribers come."),
        // op-map, cell `shout`: map { $0.uppercased() }.
        PlaygroundOperator(
            name: "map", lessonID: "op-map", summary: "transforms every element: to capitals",
            inputs: [.init(name: "typed", marbles: "-rx(e|) e=!")],
            youChange: "the source's elements.", frameMilliseconds: 100),
        // op-merge, cell `two-sources`.
        PlaygroundOperator(
            name: "merge", lessonID: "op-merge", summary: "one stream from several, in arrival order",
            inputs: [.init(name: "buttons", marbles: "200ms -b---b-|"), .init(name: "pulls", marbles: "200ms ---p---p-|")],
            youChange: "the two input timelines."),
        // op-materialize, cell `on-time`.
        PlaygroundOperator(
            name: "materialize", lessonID: "op-materialize", summary: "events as plain values",
            inputs: [.init(name: "source", marbles: "210ms 12# #=test")],
            youChange: "the source (its end becomes an element too)."),
        // op-never, cell `keeps-it-open`: merge(just("a"), never()) subscribed at 200.
        PlaygroundOperator(
            name: "never", lessonID: "op-never", summary: "says nothing: here, keeps a merge open",
            inputs: [.init(name: "element", marbles: "a"), .init(name: "subscribers", marbles: "200ms 1")],
            youChange: "the element just() adds beside never() and when subscribers come."),
        // op-observeOn, cell `one-tick-later`: observe(on: the test scheduler).
        PlaygroundOperator(
            name: "observe(on:)", aliases: ["observeOn"], lessonID: "op-observeOn",
            summary: "delivers on a scheduler: one tick later",
            inputs: [.init(name: "source", marbles: "210ms a 9ms b 9ms |")],
            youChange: "the source.", frameMilliseconds: 1),
        // op-publish, cell `lanes`: publish(), connected at 2, a late subscriber at 4.
        PlaygroundOperator(
            name: "publish", lessonID: "op-publish", summary: "shares one subscription from connect on",
            inputs: [
                .init(name: "source", marbles: "-01234"),
                .init(name: "subscribers", marbles: "1---2"),
                .init(name: "connect", marbles: "--c"),
            ],
            youChange: "the source (from connect), when subscribers come and when it connects.",
            frameMilliseconds: 1),
        // op-reduce, cell `basket`.
        PlaygroundOperator(
            name: "reduce", lessonID: "op-reduce", summary: "folds everything into one total",
            inputs: [.init(name: "prices", marbles: "-35(2|)")],
            youChange: "the prices (numbers).", frameMilliseconds: 100),
        // op-refCount, cell `connect-and-disconnect`.
        PlaygroundOperator(
            name: "refCount", lessonID: "op-refCount", summary: "connects on the first subscriber, stops after the last",
            inputs: [
                .init(name: "source", marbles: "-0123456789"),
                .init(name: "subscribers", marbles: "1-2-----3"),
                .init(name: "unsubscribe", marbles: "----1-2----3"),
            ],
            youChange: "the source (from connection), when subscribers come and when they leave.",
            frameMilliseconds: 1),
        // op-repeatElement, cell `one-per-tick`: repeatElement("🔔", scheduler:).take(3) at 200.
        PlaygroundOperator(
            name: "repeatElement", lessonID: "op-repeatElement", summary: "the same element, one per tick",
            inputs: [.init(name: "element", marbles: "a a=🔔"), .init(name: "subscribers", marbles: "200ms 1")],
            youChange: "the element and when subscribers come; each takes 3.", frameMilliseconds: 1),
        // op-replay, cell `buffer-of-two`: replay(2), connected at once, a late subscriber at 45.
        PlaygroundOperator(
            name: "replay", lessonID: "op-replay", summary: "a connectable that replays the last 2",
            inputs: [
                .init(name: "source", marbles: "--0-1-2-3-4-5"),
                .init(name: "subscribers", marbles: "1--------2"),
                .init(name: "connect", marbles: "c"),
            ],
            youChange: "the source (from connect), when subscribers come and when it connects.",
            frameMilliseconds: 5),
        // op-retry, cell `three-attempts`: retry(3) on a cold source.
        PlaygroundOperator(
            name: "retry", lessonID: "op-retry", summary: "subscribes again after an error, 3 tries",
            inputs: [.init(name: "source", marbles: "-ab#"), .init(name: "subscribers", marbles: "200ms 1")],
            youChange: "the source (timed from each subscription) and when subscribers come."),
        // op-sample, cell `sensor-and-screen`.
        PlaygroundOperator(
            name: "sample", lessonID: "op-sample", summary: "the latest value on another stream's beat",
            inputs: [
                .init(name: "sensor", marbles: "---0--1--2--3--4--5--6--(7|)"),
                .init(name: "refresh", marbles: "----------0---------1---------2"),
            ],
            youChange: "the values and the beat."),
        // op-scan, cell `scoreboard`.
        PlaygroundOperator(
            name: "scan", lessonID: "op-scan", summary: "a running total",
            inputs: [.init(name: "points", marbles: "--a-b-c-(d|) a=2 b=3 c=1 d=3")],
            youChange: "the points (numbers)."),
        // op-shareReplay, cell `late-screen`: share(replay: 1), a late subscriber at 70 ms.
        PlaygroundOperator(
            name: "share(replay:)", aliases: ["shareReplay", "share(replay:scope:)"], lessonID: "op-shareReplay",
            summary: "one subscription, the last element replayed",
            inputs: [
                .init(name: "source", marbles: "----a---b---c---(d|) a=100 b=101 c=102 d=103"),
                .init(name: "subscribers", marbles: "1------2"),
            ],
            youChange: "the source (timed from the first subscriber) and when subscribers come."),
        // op-single, cell `timeline`.
        PlaygroundOperator(
            name: "single", lessonID: "op-single", summary: "exactly one element, or an error",
            inputs: [.init(name: "matches", marbles: "---0--1--(2|)")],
            youChange: "the source (try one element)."),
        // op-skip, cell `changes-only`: a BehaviorRelay's first value skipped.
        PlaygroundOperator(
            name: "skip", lessonID: "op-skip", summary: "drops the first element",
            inputs: [.init(name: "volume", marbles: "5-6-7")],
            youChange: "the source."),
        // op-skipUntil, cell `timeline`.
        PlaygroundOperator(
            name: "skip(until:)", aliases: ["skipUntil"], lessonID: "op-skipUntil",
            summary: "ignores everything until a signal",
            inputs: [.init(name: "steps", marbles: "--0-1-2-3-(4|)"), .init(name: "start", marbles: "-----0")],
            youChange: "the source and the signal."),
        // op-skipWhile, cell `versus-filter`: skip(while: { $0 == 0 }).
        PlaygroundOperator(
            name: "skip(while:)", aliases: ["skipWhile"], lessonID: "op-skipWhile",
            summary: "drops the opening run of zeros",
            inputs: [.init(name: "readings", marbles: "--0-0-3-0-(5|)")],
            youChange: "the source."),
        // op-startWith, cell `placeholder`: startWith("type to search").
        PlaygroundOperator(
            name: "startWith", lessonID: "op-startWith", summary: "puts a placeholder in front",
            inputs: [.init(name: "results", marbles: "----(r|) r=\"3 results\"")],
            youChange: "the source; the placeholder comes first."),
        // op-subscribeOn, cell `one-tick-later`: subscribe(on: the test scheduler) at 200.
        PlaygroundOperator(
            name: "subscribe(on:)", aliases: ["subscribeOn"], lessonID: "op-subscribeOn",
            summary: "subscribes on a scheduler: one tick later",
            inputs: [.init(name: "job", marbles: "10ms a 19ms | a=step"), .init(name: "subscribers", marbles: "200ms 1")],
            youChange: "the job (timed from subscription) and when subscribers come.", frameMilliseconds: 1),
        // op-take, cell `timeline`.
        PlaygroundOperator(
            name: "take", lessonID: "op-take", summary: "the first 3, then done",
            inputs: [.init(name: "ticks", marbles: "--0-1-2-3-4")],
            youChange: "the source."),
        // op-takeLast, cell `timeline`.
        PlaygroundOperator(
            name: "takeLast", lessonID: "op-takeLast", summary: "the last 2, at the end",
            inputs: [.init(name: "laps", marbles: "--a-b-c-(d|) a=61 b=59 c=58 d=60")],
            youChange: "the source."),
        // op-takeUntil, cell `timeline`.
        PlaygroundOperator(
            name: "take(until:)", aliases: ["takeUntil"], lessonID: "op-takeUntil",
            summary: "stops when a signal comes",
            inputs: [.init(name: "locations", marbles: "--0-1-2-3-4"), .init(name: "stop", marbles: "-------0")],
            youChange: "the source and the signal."),
        // op-takeWhile, cell `timeline`: take(while: { $0 < 100 }).
        PlaygroundOperator(
            name: "take(while:)", aliases: ["takeWhile"], lessonID: "op-takeWhile",
            summary: "while the progress is under 100",
            inputs: [.init(name: "progress", marbles: "--a-b-c-c a=40 b=80 c=100")],
            youChange: "the progress (numbers)."),
        // op-timeout, cell `timeline`: timeout(50 ms).
        PlaygroundOperator(
            name: "timeout", lessonID: "op-timeout", summary: "fails after 50 ms of silence",
            inputs: [.init(name: "replies", marbles: "--a-b-----c a=20 b=40 c=100")],
            youChange: "the replies."),
        // op-timer, cell `timeline`: timer(30 ms); a period makes it periodic (then it takes 4).
        PlaygroundOperator(
            name: "timer", lessonID: "op-timer", summary: "one element after a delay, or periodic",
            inputs: [
                .init(name: "due", marbles: "---d"),
                .init(name: "period", marbles: ""),
                .init(name: "subscribers", marbles: "1"),
            ],
            youChange: "the delay (time of d), a period (time of p; then take 4), subscribers."),
        // op-using, cell `timeline`: the resource opens and closes with the subscription.
        PlaygroundOperator(
            name: "using", lessonID: "op-using", summary: "a resource that lives with the subscription",
            inputs: [
                .init(name: "lines", marbles: "--a-b-(c|) a=\"line 1\" b=\"line 2\" c=\"line 3\""),
                .init(name: "subscribers", marbles: "1"),
                .init(name: "unsubscribe", marbles: ""),
            ],
            youChange: "what it reads (timed from subscription) and when subscribers come and leave."),
        // op-window, cell `timeline`: window(timeSpan: 40 ms, count: 3).
        PlaygroundOperator(
            name: "window", lessonID: "op-window", summary: "batches as live sequences, one lane each",
            inputs: [.init(name: "source", marbles: "-1234----(5|)")],
            youChange: "the source; each window gets a lane."),
        // op-withLatestFrom, cell `timeline`: taps.withLatestFrom(text).
        PlaygroundOperator(
            name: "withLatestFrom", lessonID: "op-withLatestFrom",
            summary: "on each tap, the other side's latest",
            inputs: [
                .init(name: "taps", marbles: "--0-1-2-3-(4|)"),
                .init(name: "text", marbles: "---a--b--(c|) a=h b=hi c=hi!"),
            ],
            youChange: "the taps and the text."),
        // op-zip, cell `timeline`.
        PlaygroundOperator(
            name: "zip", lessonID: "op-zip", summary: "pairs up by position",
            inputs: [.init(name: "user", marbles: "---(u|) u=Ada"), .init(name: "avatar", marbles: "-----(p|) p=🖼")],
            youChange: "the two input timelines."),
    ]

    /// Operators played in comparisons that have no op-* lesson of their own.
    static let comparisonOnly: [PlaygroundOperator] = [
        // The throttle/debounce/sample comparison: throttle(300 ms), on debounce's typing.
        PlaygroundOperator(
            name: "throttle", lessonID: "op-debounce", summary: "the first of every 300 ms, and the latest",
            inputs: [.init(name: "typed", marbles: "-rab----c-| a=rx b=rxs c=rxsw")],
            youChange: "the typing.", frameMilliseconds: 100),
        // The share/publish/replay comparison: share() connects on the first subscriber.
        PlaygroundOperator(
            name: "share", lessonID: "op-shareReplay", summary: "one subscription while anyone listens",
            inputs: [.init(name: "source", marbles: "--0--1--2--3|"), .init(name: "subscribers", marbles: "1----2")],
            youChange: "the source (timed from the first subscriber) and when subscribers come."),
    ]
}
