// The data of the catalog: one entry per operator of the op-* lessons, in course order.
//
// Where the lesson draws its example as lanes, the default inputs are the lesson's input lanes
// (same marbles, same frame), so that the default output is the lesson's expected lane;
// `PlaygroundTests` plays every one and compares. The comment names the lesson cell it follows.
// Sources and sharing operators edit their arguments and the `subscribers` lane: each element is
// one subscriber, subscribing at its time and named by its symbol (`unsubscribe` makes the one
// with the same symbol leave; `connect` connects at `c` and disconnects at `|`).

extension PlaygroundCatalog {
    public static let operators: [PlaygroundOperator] = sourcesAndTransforms + laterInTheCourse

    /// amb … from (lessons 5.1.1–5.1.23).
    private static let sourcesAndTransforms: [PlaygroundOperator] = [
        // op-amb, cell `race`.
        PlaygroundOperator(
            name: "amb", lessonID: "op-amb", summary: "mirrors whichever source speaks first",
            inputs: [.init(name: "mirrorA", marbles: "--a-b-|"), .init(name: "mirrorB", marbles: "-x-y-|")],
            youChange: "the two racing sources.", frameMilliseconds: 100),
        // op-buffer, cell `batches`: buffer(timeSpan: 300 ms, count: 3).
        PlaygroundOperator(
            name: "buffer", lessonID: "op-buffer", summary: "batches of 3 elements, or what 300 ms brought",
            inputs: [.init(name: "events", marbles: "--1-23--4-----------|")],
            youChange: "the source's elements.", frameMilliseconds: 50),
        // op-catchError, cell `fallback`: on an error, switch to the cache.
        PlaygroundOperator(
            name: "catch", aliases: ["catchError"], lessonID: "op-catchError",
            summary: "replaces an error with a fallback sequence",
            inputs: [.init(name: "live", marbles: "-ab#"), .init(name: "cache", marbles: "(xy|) x=c1 y=c2")],
            youChange: "the failing source and the fallback (timed from the error).", frameMilliseconds: 100),
        // op-combineLatest, cell `lanes`: combineLatest(size, color) { $0 + $1 }.
        PlaygroundOperator(
            name: "combineLatest", lessonID: "op-combineLatest",
            summary: "the latest of each, whenever one changes",
            inputs: [.init(name: "size", marbles: "-S---M|"), .init(name: "color", marbles: "---rg--b|")],
            youChange: "the two input timelines.", frameMilliseconds: 100),
        // op-concat, cell `lanes`: intro.concat(main), both hot.
        PlaygroundOperator(
            name: "concat", lessonID: "op-concat", summary: "one source after the other",
            inputs: [.init(name: "intro", marbles: "-a-b|"), .init(name: "main", marbles: "--x--y|")],
            youChange: "the first source and the (hot) second one.", frameMilliseconds: 100),
        // op-concatMap, cell `lanes`: each file n uploads for n × 100 ms.
        PlaygroundOperator(
            name: "concatMap", lessonID: "op-concatMap", summary: "one inner sequence at a time, in order",
            inputs: [.init(name: "files", marbles: "-31|")],
            youChange: "the files (a file n uploads for n frames).", frameMilliseconds: 100),
        // op-connect, cell `doc-connect`: interval(1 s).publish(), connected at 2 s, disconnected at 7.5 s.
        PlaygroundOperator(
            name: "connect", lessonID: "op-connect", summary: "starts a published sequence when you say so",
            inputs: [
                .init(name: "source", marbles: "--0-1-2-3-4-5-6-7-8"),
                .init(name: "subscribers", marbles: "1-------2---3"),
                .init(name: "connect", marbles: "----c----------|"),
            ],
            youChange: "the source (timed from connect), when subscribers come, and when the connection starts (c) and ends (|).",
            frameMilliseconds: 500),
        // op-create, cell `wrap-a-callback`: a sensor's callbacks, taken 3.
        PlaygroundOperator(
            name: "create", lessonID: "op-create", summary: "an observable you feed from a callback",
            inputs: [.init(name: "callbacks", marbles: "-abcde a=20 b=21 c=22 d=23 e=24")],
            youChange: "when the wrapped callback fires (from subscription); take(3) follows.",
            frameMilliseconds: 100),
        // op-debounce, cell `search-box`: debounce(300 ms).
        PlaygroundOperator(
            name: "debounce", lessonID: "op-debounce", summary: "waits for 300 ms of quiet",
            inputs: [.init(name: "typed", marbles: "-rab----c-| a=rx b=rxs c=rxsw")],
            youChange: "the typing.", frameMilliseconds: 100),
        // op-debug, cell `before-and-after`: debug("ticks").take(2).debug("take").
        PlaygroundOperator(
            name: "debug", lessonID: "op-debug", summary: "prints every event, before and after take(2)",
            inputs: [.init(name: "ticks", marbles: "-0123")],
            youChange: "the source; the printed lines follow it.", frameMilliseconds: 150),
        // op-deferred, cell `snapshot-or-current`: deferred { just(stock) }.
        PlaygroundOperator(
            name: "deferred", lessonID: "op-deferred", summary: "builds the sequence at each subscription",
            inputs: [.init(name: "stock", marbles: "52"), .init(name: "subscribers", marbles: "--1")],
            youChange: "how the variable changes and when subscribers come.", frameMilliseconds: 100),
        // op-delay, cell `lanes`: delay(150 ms).
        PlaygroundOperator(
            name: "delay", lessonID: "op-delay", summary: "shifts elements 150 ms later, errors not",
            inputs: [.init(name: "messages", marbles: "--a-b---|")],
            youChange: "the source (try an error).", frameMilliseconds: 50),
        // op-delaySubscription, cell `hot-and-cold`: 250 ms, a hot and a cold source.
        PlaygroundOperator(
            name: "delaySubscription", lessonID: "op-delaySubscription",
            summary: "subscribes 250 ms late: hot loses, cold shifts",
            inputs: [.init(name: "taps", marbles: "--a-b-c-|"), .init(name: "countdown", marbles: "--0-1-(2|)")],
            youChange: "a hot source and a cold one (timed from subscription).", frameMilliseconds: 50),
        // op-dematerialize, cell `error-to-completion`: an error event becomes a completion.
        PlaygroundOperator(
            name: "dematerialize", lessonID: "op-dematerialize", summary: "event values back into events",
            inputs: [.init(name: "download", marbles: "-ab# a=30 b=60")],
            youChange: "the download (its error becomes a completion).", frameMilliseconds: 100),
        // op-distinctUntilChanged, cell `lanes`: ignoring case.
        PlaygroundOperator(
            name: "distinctUntilChanged", lessonID: "op-distinctUntilChanged",
            summary: "drops repeats in a row (ignoring case)",
            inputs: [.init(name: "input", marbles: "-aAbba|")],
            youChange: "the source.", frameMilliseconds: 100),
        // op-do, cell `spinner`: a spinner around a request.
        PlaygroundOperator(
            name: "do", lessonID: "op-do", summary: "side effects; the elements pass unchanged",
            inputs: [.init(name: "profile", marbles: "--(a|) a=Ada")],
            youChange: "the answer (timed from subscription); the printed lines follow it.", frameMilliseconds: 100),
        // op-elementAt, cell `lanes`: element(at: 2).
        PlaygroundOperator(
            name: "element(at:)", aliases: ["elementAt"], lessonID: "op-elementAt",
            summary: "only the element at index 2",
            inputs: [.init(name: "taps", marbles: "-abcd|")],
            youChange: "the source (try fewer than 3).", frameMilliseconds: 100),
        // op-empty, cell `skip-in-flatmap`: negative quantities become empty().
        PlaygroundOperator(
            name: "empty", lessonID: "op-empty", summary: "completes at once: here, skips an element",
            inputs: [.init(name: "quantities", marbles: "-2n5| n=-1")],
            youChange: "the quantities (negative ones map to empty()).", frameMilliseconds: 100),
        // op-error, cell `fail-in-flatmap`: negative quantities become error(…).
        PlaygroundOperator(
            name: "error", lessonID: "op-error", summary: "fails at once: here, ends the result",
            inputs: [.init(name: "quantities", marbles: "-2n5| n=-1")],
            youChange: "the quantities (negative ones map to error()).", frameMilliseconds: 100),
        // op-filter, cell `alarm`: filter { $0 > 10 }.
        PlaygroundOperator(
            name: "filter", lessonID: "op-filter", summary: "keeps the readings above 10",
            inputs: [.init(name: "readings", marbles: "-2ab5c(1|) a=30 b=22 c=60")],
            youChange: "the readings (numbers).", frameMilliseconds: 100),
        // op-flatMap, cell `overlapping-jobs`: each tap starts 3 reports, 60 ms apart.
        PlaygroundOperator(
            name: "flatMap", lessonID: "op-flatMap", summary: "one inner sequence per element, all merged",
            inputs: [.init(name: "taps", marbles: "-----0----(1|)")],
            youChange: "the taps (each starts 3 reports, 60 ms apart).", frameMilliseconds: 20),
        // op-flatMapLatest, cell `cancelled-job`: the same jobs, the newest only.
        PlaygroundOperator(
            name: "flatMapLatest", lessonID: "op-flatMapLatest", summary: "follows only the newest inner sequence",
            inputs: [.init(name: "taps", marbles: "-----0----(1|)")],
            youChange: "the taps (each starts 3 reports, 60 ms apart).", frameMilliseconds: 20),
        // op-from, cell `all-at-once`: from(["🍎", "🍐", "🍊"]), subscribed at 200.
        PlaygroundOperator(
            name: "from", aliases: ["of"], lessonID: "op-from", summary: "the elements of an array, all at once",
            inputs: [.init(name: "elements", marbles: "abc a=🍎 b=🍐 c=🍊"), .init(name: "subscribers", marbles: "200ms 1")],
            youChange: "the array (values in order; times ignored) and when subscribers come."),
    ]
}
