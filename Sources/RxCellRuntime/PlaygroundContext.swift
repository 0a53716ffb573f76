import Foundation
import RxCore
import RxCoreTest

/// What one example of the playground plays on: the clock, the learner's input lanes, and the
/// lines the example prints.
final class PlaygroundContext {
    /// One tick = 1 ms. Like RxTest's scheduler (and the exercise harness), work scheduled for
    /// "now" runs one tick later, which is what the lessons' `observe(on:)`, `subscribe(on:)` and
    /// `repeatElement` timelines show.
    let scheduler: TestScheduler
    private let timelines: [String: [TimelineEvent]]
    /// What the example printed, with the virtual time it printed it at.
    private(set) var printed: [TimelineEvent] = []

    init(scheduler: TestScheduler, timelines: [String: [TimelineEvent]]) {
        self.scheduler = scheduler
        self.timelines = timelines
    }

    // MARK: - Input lanes as sequences

    /// The lane `name` as a hot observable: its events happen at their times, whoever listens.
    func hot(_ name: String) -> Observable<String> {
        scheduler.createHotObservable(recorded(name) { $0 }).asObservable()
    }

    /// The lane `name` as a hot observable of whole numbers.
    func hotNumbers(_ name: String) throws -> Observable<Int> {
        try checkNumbers(name)
        return scheduler.createHotObservable(recorded(name) { Int($0)! }).asObservable()
    }

    /// The lane `name` as a cold observable: each subscriber gets its events, their times counted
    /// from when it subscribes. Events at time 0 arrive during the subscription, as `of` sends
    /// them (RxTest's cold observable would send them a tick later).
    func cold(_ name: String) -> Observable<String> {
        let events = recorded(name) { $0 }
        let scheduler = self.scheduler
        return Observable.create { observer in
            let start = scheduler.clock
            let pending = CompositeDisposable()
            for recorded in events {
                if recorded.time == 0 {
                    observer.on(recorded.value)
                } else {
                    _ = pending.insert(scheduler.scheduleAt(start + recorded.time) { observer.on(recorded.value) })
                }
            }
            return pending
        }
    }

    /// The lane's elements with their times.
    func elements(_ name: String) -> [(time: Int, value: String)] {
        (timelines[name] ?? []).filter { $0.kind == "next" }.map { ($0.t, $0.value ?? "") }
    }

    /// The lane's first element (a parameter such as `just`'s element), or `fallback`.
    func firstValue(_ name: String, otherwise fallback: String) -> String {
        elements(name).first?.value ?? fallback
    }

    /// The time of the lane's first element (a parameter such as a period or a due time).
    func firstTime(_ name: String, otherwise fallback: Int) -> Int {
        elements(name).first?.time ?? fallback
    }

    /// The time the lane ends (`|` or `#`), if it does.
    func endTime(_ name: String) -> Int? {
        (timelines[name] ?? []).first { $0.kind != "next" }?.t
    }

    // MARK: - Subscribers and connections

    /// One output per element of the `subscribers` lane: a subscriber to `sequence` at that time,
    /// labelled with the element's symbol; a later element of the `unsubscribe` lane with the same
    /// symbol disposes it. One subscriber alone is unlabelled.
    func perSubscriber(_ sequence: Observable<String>) -> [PlaygroundOutput] {
        let subscribers = elements("subscribers")
        let leaving = elements("unsubscribe")
        return subscribers.enumerated().map { index, subscriber in
            let label = subscribers.count == 1 ? nil
                : subscribers.filter({ $0.value == subscriber.value }).count > 1 ? "\(subscriber.value)\(index + 1)" : subscriber.value
            let disposal = leaving.first { $0.value == subscriber.value && $0.time >= subscriber.time }?.time
            return PlaygroundOutput(sequence, label: label, subscribedAt: subscriber.time, disposedAt: disposal)
        }
    }

    /// Connects `connectable` at each element of the `connect` lane, and disposes the connection
    /// where the lane ends (`|`).
    func connections<Element>(_ connectable: ConnectableObservable<Element>) {
        var connection: Disposable?
        for time in elements("connect").map(\.time) {
            at(time) {
                connection?.dispose()
                connection = connectable.connect()
            }
        }
        if let end = endTime("connect") {
            at(end) { connection?.dispose() }
        }
    }

    // MARK: - Time and output

    /// Runs `action` at virtual time `time`.
    func at(_ time: Int, _ action: @escaping () -> Void) {
        scheduler.scheduleAt(time, action: action)
    }

    /// Prints a line of the example's own (a `do` callback, a resource opening).
    func print(_ text: String) {
        printed.append(TimelineEvent(t: scheduler.clock, kind: "print", value: text))
    }

    // MARK: - Reading lanes

    private func recorded<Element>(_ name: String, _ convert: (String) -> Element) -> [Recorded<Event<Element>>] {
        (timelines[name] ?? []).compactMap { $0.recorded(reading: convert) }
    }

    private func checkNumbers(_ name: String) throws {
        for event in timelines[name] ?? [] where event.kind == "next" && Int(event.value ?? "") == nil {
            let symbol = event.value ?? "x"
            throw PlaygroundProblem(sentence: "Lane `\(name)` has `\(symbol)` at \(event.t) ms, but this example reads whole numbers: use digits, or give the symbol a value, e.g. `\(symbol.count == 1 ? symbol : "x")=42`.")
        }
    }
}

/// One or more lanes an example produces: a sequence the player subscribes to at `subscribedAt`
/// (and disposes at `disposedAt`, or at the end of the play), recorded on the lane
/// "<operator> <label>" — or, for `groupBy` and `window`, a sequence of sequences, each recorded
/// on a lane of its own, labelled with its key.
struct PlaygroundOutput {
    enum Source {
        case elements(Observable<String>)
        case lanes(Observable<(label: String, elements: Observable<String>)>)
    }

    var source: Source
    var label: String?
    var subscribedAt: Int
    var disposedAt: Int?

    init(_ observable: Observable<String>, label: String? = nil, subscribedAt: Int = 0, disposedAt: Int? = nil) {
        source = .elements(observable)
        self.label = label
        self.subscribedAt = subscribedAt
        self.disposedAt = disposedAt
    }

    init(lanes: Observable<(label: String, elements: Observable<String>)>) {
        source = .lanes(lanes)
        label = nil
        subscribedAt = 0
        disposedAt = nil
    }
}
