import CellProtocol
import Foundation
import RxCore
import RxCoreTest

/// One case of an exercise: the answer called once on the case's inputs, subscribed to once or
/// twice on the case's own clock, and what the checker needs to judge it — the events of each
/// subscription, the inputs' subscription intervals, the counted side effects, what it printed,
/// and signs that it used a real clock.
struct ExerciseCaseRun {
    let program: String
    let index: Int
    let timelines: [String: [ExerciseExchange.Event]]
    let request: ExerciseExchange.Request

    /// When the second subscription comes: half a frame after the case's first input event (or
    /// at 5 when the inputs send nothing), so that the first subscription has already seen
    /// something — a counter or a relay it shares with the second shows then — while both still
    /// run side by side.
    var secondSubscriptionTime: Int {
        (timelines.values.flatMap { $0.map(\.t) }.min() ?? 0) + 5
    }

    func play<Result>(_ answer: @escaping (ExerciseInputs) -> Observable<Result>) -> ExerciseExchange.CaseReport {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        let watched = WatchedInputs()
        let inputs = ExerciseInputs(scheduler: scheduler, timelines: timelines, watched: watched)
        let twice = request.subscribesTwice.indices.contains(index) && request.subscribesTwice[index]
        let observers = (0..<(twice ? 2 : 1)).map { _ in CaseOutput<Result>(scheduler: scheduler, limit: request.eventLimit) }
        let printed = CaseLines()
        let mainClockWasIdle = MainScheduler.virtualClock?.nextScheduledTime == nil
        var usedMainClock = false
        var source: Observable<Result>?
        var subscriptions: [Disposable] = []

        _ = scheduler.scheduleAt(0) {
            let made = answer(inputs)
            source = made
            subscriptions.append(made.subscribe(observers[0]))
        }
        if observers.count > 1 {
            _ = scheduler.scheduleAt(secondSubscriptionTime) {
                if let source = source { subscriptions.append(source.subscribe(observers[1])) }
            }
        }
        _ = scheduler.scheduleAt(ExerciseHarness.caseEnd) {
            // Before the disposal below cancels it: work the answer put on the main scheduler's
            // clock is still waiting there, since nothing runs that clock during a case.
            usedMainClock = mainClockWasIdle && MainScheduler.virtualClock?.nextScheduledTime != nil
            subscriptions.forEach { $0.dispose() }
        }

        let started = DispatchTime.now().uptimeNanoseconds
        let effects = SideEffectLog.begin(clock: { scheduler.clock })
        CellOutput.capture(printed.append)
        scheduler.start()
        CellOutput.capture(nil)
        SideEffectLog.end()
        let realMilliseconds = Int((DispatchTime.now().uptimeNanoseconds - started) / 1_000_000)

        return ExerciseExchange.CaseReport(
            program: program, index: index, outputs: observers.map(\.events),
            secondSubscribedAt: observers.count > 1 ? secondSubscriptionTime : nil,
            inputs: watched.intervals, effects: effects.times, printed: printed.lines,
            eventLimitReached: observers.contains { $0.reachedLimit }, usedMainClock: usedMainClock,
            realMilliseconds: realMilliseconds)
    }
}

/// Records what one subscription to the answer receives, on the case's clock, up to a limit.
/// Like a test scheduler's observer it draws no lane of its own: the checker shows it.
final class CaseOutput<Element>: ObserverType, DrawsItsOwnLane {
    private let scheduler: TestScheduler
    private let limit: Int
    private(set) var events: [ExerciseExchange.Event] = []
    private(set) var reachedLimit = false

    init(scheduler: TestScheduler, limit: Int) {
        self.scheduler = scheduler
        self.limit = limit
    }

    func on(_ event: Event<Element>) {
        guard events.count < limit else {
            reachedLimit = true
            return
        }
        let time = scheduler.clock
        switch event {
        case .next(let value): events.append(.init(t: time, kind: "next", value: "\(value)"))
        case .error(let error): events.append(.init(t: time, kind: "error", value: "\(error)"))
        case .completed: events.append(.init(t: time, kind: "completed"))
        }
    }
}

/// The lines an answer printed during a case, at most a screenful: they are shown beside a
/// failure, never judged.
final class CaseLines {
    static let limit = 40
    private(set) var lines: [String] = []
    private var pending = ""

    func append(_ text: String) {
        pending += text
        while let newline = pending.firstIndex(of: "\n") {
            if lines.count < Self.limit { lines.append(String(pending[..<newline])) }
            pending = String(pending[pending.index(after: newline)...])
        }
    }
}
