import Foundation
import RxCore
import RxCoreTest

/// Every operator example of the marble playground, by the operator's catalog name (rxlearn's
/// `PlaygroundCatalog` holds the default lanes, says which lesson cell each example follows and
/// what the learner edits). A comparison's own variant is `"<comparison>/<operator>"`.
///
/// An example reads the learner's lanes from its context (by the names the catalog gives them)
/// and returns the lanes to draw; the player subscribes to them and records what they send on
/// virtual time. Lanes of one-letter values are strings; examples that need numbers read them
/// with `hotNumbers`, which turns a letter into a sentence for the learner.
enum PlaygroundExamples {
    typealias Example = (PlaygroundContext) throws -> [PlaygroundOutput]

    static let all: [String: Example] = transforming
        .merging(combining) { first, _ in first }
        .merging(creating) { first, _ in first }
        .merging(sharing) { first, _ in first }
        .merging(comparisonVariants) { first, _ in first }

    /// Operators on one or more input streams.
    static let transforming: [String: Example] = [
        "buffer": { c in
            [PlaygroundOutput(c.hot("events").buffer(timeSpan: .milliseconds(300), count: 3, scheduler: c.scheduler).map(list))]
        },
        "catch": { c in [PlaygroundOutput(c.hot("live").catch { _ in c.cold("cache") })] },
        "concatMap": { c in [PlaygroundOutput(try c.hotNumbers("files").concatMap { upload($0, c) })] },
        "debounce": { c in [PlaygroundOutput(c.hot("typed").debounce(.milliseconds(300), scheduler: c.scheduler))] },
        "debug": { c in [PlaygroundOutput(c.hot("ticks").debug("ticks").take(2).debug("take"))] },
        "delay": { c in [PlaygroundOutput(c.hot("messages").delay(.milliseconds(150), scheduler: c.scheduler))] },
        "delaySubscription": { c in
            [
                PlaygroundOutput(c.hot("taps").delaySubscription(.milliseconds(250), scheduler: c.scheduler), label: "taps"),
                PlaygroundOutput(c.cold("countdown").delaySubscription(.milliseconds(250), scheduler: c.scheduler), label: "countdown"),
            ]
        },
        "dematerialize": { c in
            [PlaygroundOutput(c.hot("download").materialize()
                .map { event -> Event<String> in
                    if case .error = event { return .completed }
                    return event
                }
                .dematerialize())]
        },
        "distinctUntilChanged": { c in
            [PlaygroundOutput(c.hot("input").distinctUntilChanged { $0.lowercased() == $1.lowercased() })]
        },
        "do": { c in
            [PlaygroundOutput(c.cold("profile").do(
                onNext: { c.print("got \($0)") },
                afterNext: { _ in c.print("screen updated") },
                onSubscribe: { c.print("show spinner") },
                onDispose: { c.print("hide spinner") }
            ))]
        },
        "element(at:)": { c in [PlaygroundOutput(c.hot("taps").element(at: 2))] },
        "filter": { c in [PlaygroundOutput(try c.hotNumbers("readings").filter { $0 > 10 }.map(text))] },
        "flatMap": { c in [PlaygroundOutput(c.hot("taps").flatMap { job($0, c) })] },
        "flatMapLatest": { c in [PlaygroundOutput(c.hot("taps").flatMapLatest { job($0, c) })] },
        "groupBy": { c in
            [PlaygroundOutput(lanes: try c.hotNumbers("numbers")
                .groupBy { $0 % 2 == 0 ? "even" : "odd" }
                .map { group in (label: group.key, elements: group.map(text)) })]
        },
        "ignoreElements": { c in
            // An `Observable<Never>` has no element to turn into text; only its end reaches the lane.
            [PlaygroundOutput(c.hot("progress").ignoreElements().materialize().dematerialize(as: String.self))]
        },
        "map": { c in [PlaygroundOutput(c.hot("typed").map { $0.uppercased() })] },
        "materialize": { c in [PlaygroundOutput(c.hot("source").materialize().map { "\($0)" })] },
        "observe(on:)": { c in [PlaygroundOutput(c.hot("source").observe(on: c.scheduler))] },
        "reduce": { c in [PlaygroundOutput(try c.hotNumbers("prices").reduce(0, accumulator: +).map(text))] },
        "sample": { c in [PlaygroundOutput(c.hot("sensor").sample(c.hot("refresh")))] },
        "scan": { c in [PlaygroundOutput(try c.hotNumbers("points").scan(0, accumulator: +).map(text))] },
        "single": { c in [PlaygroundOutput(c.hot("matches").single())] },
        "skip": { c in [PlaygroundOutput(c.hot("volume").skip(1))] },
        "skip(while:)": { c in [PlaygroundOutput(c.hot("readings").skip(while: { $0 == "0" }))] },
        "startWith": { c in [PlaygroundOutput(c.hot("results").startWith("type to search"))] },
        "take": { c in [PlaygroundOutput(c.hot("ticks").take(3))] },
        "takeLast": { c in [PlaygroundOutput(c.hot("laps").takeLast(2))] },
        "take(while:)": { c in [PlaygroundOutput(try c.hotNumbers("progress").take(while: { $0 < 100 }).map(text))] },
        "throttle": { c in [PlaygroundOutput(c.hot("typed").throttle(.milliseconds(300), scheduler: c.scheduler))] },
        "timeout": { c in [PlaygroundOutput(c.hot("replies").timeout(.milliseconds(50), scheduler: c.scheduler))] },
        "window": { c in
            [PlaygroundOutput(lanes: c.hot("source")
                .window(timeSpan: .milliseconds(40), count: 3, scheduler: c.scheduler)
                .enumerated()
                .map { (label: "\($0.index)", elements: $0.element) })]
        },
    ]

    /// Operators that combine several streams, or race, switch and stop on another one.
    static let combining: [String: Example] = [
        "amb": { c in [PlaygroundOutput(c.hot("mirrorA").amb(c.hot("mirrorB")))] },
        "combineLatest": { c in [PlaygroundOutput(Observable.combineLatest(c.hot("size"), c.hot("color")) { $0 + $1 })] },
        "concat": { c in [PlaygroundOutput(c.hot("intro").concat(c.hot("main")))] },
        "merge": { c in [PlaygroundOutput(Observable.merge(c.hot("buttons"), c.hot("pulls")))] },
        "skip(until:)": { c in [PlaygroundOutput(c.hot("steps").skip(until: c.hot("start")))] },
        "take(until:)": { c in [PlaygroundOutput(c.hot("locations").take(until: c.hot("stop")))] },
        "withLatestFrom": { c in
            // `text` first: at a time both lanes have an event, its element is the latest one.
            let text = c.hot("text")
            return [PlaygroundOutput(c.hot("taps").withLatestFrom(text))]
        },
        "zip": { c in [PlaygroundOutput(Observable.zip(c.hot("user"), c.hot("avatar")) { "\($0) \($1)" })] },
    ]

    /// Sources: what the learner edits are their arguments and the `subscribers` lane.
    static let creating: [String: Example] = [
        "create": { c in
            let readings = Observable<String>.create { observer in
                c.print("sensor on")
                let calls = c.cold("callbacks").subscribe(observer)
                return Disposables.create {
                    c.print("sensor off")
                    calls.dispose()
                }
            }
            return [PlaygroundOutput(readings.take(3))]
        },
        "deferred": { c in
            var stock = ""
            // Subscribed before the clock starts, so the value at time 0 counts.
            let tracking = c.hot("stock").subscribe(onNext: { stock = $0 })
            c.at(PlaygroundHarness.playEnd) { tracking.dispose() }
            return c.perSubscriber(Observable.deferred { Observable.just(stock) })
        },
        "empty": { c in
            [PlaygroundOutput(try c.hotNumbers("quantities").flatMap { quantity -> Observable<String> in
                quantity < 0 ? Observable.empty() : Observable.just(text(quantity))
            })]
        },
        "error": { c in
            [PlaygroundOutput(try c.hotNumbers("quantities").flatMap { quantity -> Observable<String> in
                quantity < 0 ? Observable.error(OrderError.negativeQuantity) : Observable.just(text(quantity))
            })]
        },
        "from": { c in c.perSubscriber(Observable.from(c.elements("elements").map(\.value))) },
        "interval": { c in
            let period = try positive(c.firstTime("period", otherwise: 100), lane: "period", what: "the period")
            return c.perSubscriber(Observable<Int>.interval(.milliseconds(period), scheduler: c.scheduler).take(3).map(text))
        },
        "just": { c in c.perSubscriber(Observable.just(c.firstValue("element", otherwise: "0"))) },
        "never": { c in
            c.perSubscriber(Observable.merge(Observable.just(c.firstValue("element", otherwise: "a")), Observable.never()))
        },
        "repeatElement": { c in
            c.perSubscriber(Observable.repeatElement(c.firstValue("element", otherwise: "a"), scheduler: c.scheduler).take(3))
        },
        "retry": { c in c.perSubscriber(c.cold("source").retry(3)) },
        "subscribe(on:)": { c in c.perSubscriber(c.cold("job").subscribe(on: c.scheduler)) },
        "timer": { c in
            let due = c.firstTime("due", otherwise: 30)
            let timer: Observable<Int>
            if let period = c.elements("period").first?.time {
                let checked = try positive(period, lane: "period", what: "the period")
                timer = Observable<Int>.timer(.milliseconds(due), period: .milliseconds(checked), scheduler: c.scheduler).take(4)
            } else {
                timer = Observable<Int>.timer(.milliseconds(due), scheduler: c.scheduler)
            }
            return c.perSubscriber(timer.map(text))
        },
        "using": { c in
            c.perSubscriber(Observable.using({ PlaygroundConnection(c) }) { _ in c.cold("lines") })
        },
    ]

    /// Sharing one subscription: the `subscribers`, `unsubscribe` and `connect` lanes.
    static let sharing: [String: Example] = [
        "connect": { c in
            let published = c.cold("source").publish()
            c.connections(published)
            return c.perSubscriber(published.asObservable())
        },
        "publish": { c in
            let published = c.cold("source").publish()
            c.connections(published)
            return c.perSubscriber(published.asObservable())
        },
        "refCount": { c in c.perSubscriber(c.cold("source").publish().refCount()) },
        "replay": { c in
            let replayed = c.cold("source").replay(2)
            c.connections(replayed)
            return c.perSubscriber(replayed.asObservable())
        },
        "share": { c in c.perSubscriber(c.cold("source").share()) },
        "share(replay:)": { c in c.perSubscriber(c.cold("source").share(replay: 1)) },
    ]

    /// Comparisons whose operators need one inner sequence or one input set in common.
    static let comparisonVariants: [String: Example] = [
        "flatMap-flatMapLatest-concatMap/flatMap": { c in [PlaygroundOutput(try c.hotNumbers("files").flatMap { upload($0, c) })] },
        "flatMap-flatMapLatest-concatMap/flatMapLatest": { c in
            [PlaygroundOutput(try c.hotNumbers("files").flatMapLatest { upload($0, c) })]
        },
        "flatMap-flatMapLatest-concatMap/concatMap": { c in [PlaygroundOutput(try c.hotNumbers("files").concatMap { upload($0, c) })] },
        "combineLatest-zip-withLatestFrom/combineLatest": { c in
            [PlaygroundOutput(Observable.combineLatest(c.hot("first"), c.hot("second")) { $0 + $1 })]
        },
        "combineLatest-zip-withLatestFrom/zip": { c in
            [PlaygroundOutput(Observable.zip(c.hot("first"), c.hot("second")) { $0 + $1 })]
        },
        "combineLatest-zip-withLatestFrom/withLatestFrom": { c in
            let second = c.hot("second")
            return [PlaygroundOutput(c.hot("first").withLatestFrom(second) { $0 + $1 })]
        },
        "throttle-debounce-sample/sample": { c in [PlaygroundOutput(c.hot("typed").sample(c.hot("ticks")))] },
    ]

    // MARK: - Pieces the examples share

    /// concatMap's upload: a file of size n takes n × 100 ms and then reports its size.
    static func upload(_ size: Int, _ c: PlaygroundContext) -> Observable<String> {
        Observable<Int>.timer(.milliseconds(size * 100), scheduler: c.scheduler).map { _ in text(size) }
    }

    /// flatMap's job: three reports, 60 ms apart, each naming the tap that started it.
    static func job(_ tap: String, _ c: PlaygroundContext) -> Observable<String> {
        Observable<Int>.interval(.milliseconds(60), scheduler: c.scheduler).take(3).map { _ in tap }
    }

    static func text(_ number: Int) -> String { "\(number)" }

    /// A batch as Swift prints an array, without quotes around the elements: `[1, 2, 3]`.
    static func list(_ elements: [String]) -> String { "[" + elements.joined(separator: ", ") + "]" }

    static func positive(_ milliseconds: Int, lane: String, what: String) throws -> Int {
        guard milliseconds > 0 else {
            throw PlaygroundProblem(sentence: "Lane `\(lane)` sets \(what) by the time of its first element, which is 0 here; put a `-` or more before it.")
        }
        return milliseconds
    }
}

extension ObservableType where Element == Event<Never> {
    /// The events of an `Observable<Never>` as a sequence of another element type: its end only.
    func dematerialize<Other>(as type: Other.Type) -> Observable<Other> {
        compactMap { event -> Event<Other>? in
            switch event {
            case .next: return nil
            case .error(let error): return .error(error)
            case .completed: return .completed
            }
        }
        .dematerialize()
    }
}

/// The error of the `error` example, as the lesson's cell names it.
enum OrderError: Error {
    case negativeQuantity
}

/// The `using` example's resource: it prints when it opens and when it is closed.
final class PlaygroundConnection: Disposable {
    private let context: PlaygroundContext

    init(_ context: PlaygroundContext) {
        self.context = context
        context.print("open")
    }

    func dispose() { context.print("closed") }
}
