import Foundation
import RxCore
import RxCoreTest

/// What one example of the playground plays on: the clock and the learner's input lanes.
final class PlaygroundContext {
    /// One tick = 1 ms, and work due now runs now (no simulated processing delay), as on the
    /// virtual `MainScheduler` of lesson cells, so examples give the times the lessons show.
    let scheduler: TestScheduler
    private let timelines: [String: [PlaygroundEvent]]

    init(scheduler: TestScheduler, timelines: [String: [PlaygroundEvent]]) {
        self.scheduler = scheduler
        self.timelines = timelines
    }

    /// The lane `name` as a hot observable: its events happen at their times whoever listens.
    func hot(_ name: String) -> Observable<String> {
        scheduler.createHotObservable(recorded(name) { $0 }).asObservable()
    }

    /// The lane `name` as a cold observable: each subscriber gets its events, counted from when it subscribes.
    func cold(_ name: String) -> Observable<String> {
        scheduler.createColdObservable(recorded(name) { $0 }).asObservable()
    }

    /// The lane `name` as a hot observable of whole numbers.
    func hotNumbers(_ name: String) throws -> Observable<Int> {
        try checkNumbers(name)
        return scheduler.createHotObservable(recorded(name) { Int($0)! }).asObservable()
    }

    /// The lane `name` as a cold observable of whole numbers.
    func coldNumbers(_ name: String) throws -> Observable<Int> {
        try checkNumbers(name)
        return scheduler.createColdObservable(recorded(name) { Int($0)! }).asObservable()
    }

    /// The times of the lane's elements: when to subscribe, to connect…
    func times(_ name: String) -> [Int] {
        (timelines[name] ?? []).filter { $0.kind == "next" }.map(\.t)
    }

    /// The lane's elements with their times.
    func elements(_ name: String) -> [(time: Int, value: String)] {
        (timelines[name] ?? []).filter { $0.kind == "next" }.map { ($0.t, $0.value ?? "") }
    }

    /// The time of the lane's first element, or of its end if it has none; for lanes that set one
    /// time (a due time, a period).
    func firstTime(_ name: String, otherwise fallback: Int) -> Int {
        times(name).first ?? (timelines[name]?.first?.t ?? fallback)
    }

    /// Runs `action` at virtual time `time`.
    func at(_ time: Int, _ action: @escaping () -> Void) {
        scheduler.scheduleAt(time, action: action)
    }

    private func recorded<Element>(_ name: String, _ convert: (String) -> Element) -> [Recorded<Event<Element>>] {
        (timelines[name] ?? []).compactMap { event in
            switch event.kind {
            case "next": return .next(event.t, convert(event.value ?? ""))
            case "error": return .error(event.t, PlaygroundInputError(description: event.value ?? "error"))
            case "completed": return .completed(event.t)
            default: return nil
            }
        }
    }

    private func checkNumbers(_ name: String) throws {
        for event in timelines[name] ?? [] where event.kind == "next" && Int(event.value ?? "") == nil {
            throw PlaygroundProblem(sentence: "Lane `\(name)` has `\(event.value ?? "")` at \(event.t) ms, but this example reads whole numbers: use digits, or define the symbol, e.g. `\(event.value ?? "x")=42`.")
        }
    }
}

/// One lane an example produces: a sequence the player subscribes to at `subscribedAt` and
/// records. `label` tells several lanes of one operator apart ("1", "2" for two subscribers).
struct PlaygroundOutput {
    var label: String?
    var subscribedAt: Int
    var observable: Observable<String>

    init(_ observable: Observable<String>, label: String? = nil, subscribedAt: Int = 0) {
        self.observable = observable
        self.label = label
        self.subscribedAt = subscribedAt
    }
}

/// The error an input lane's `#` stands for; it prints as the lane's error text.
struct PlaygroundInputError: Error, CustomStringConvertible {
    let description: String
}
