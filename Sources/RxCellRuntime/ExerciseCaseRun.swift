import CellProtocol
import Foundation
import RxCore
import RxCoreTest

/// One case of an exercise: the answer called once on the case's inputs, subscribed to once or
/// twice on the case's own clock, and what the checker needs to judge it — the events of each
/// subscription (with the named scheduler that delivered each), the inputs' subscription
/// intervals, the counted side effects, what the answer left live at the end, what it printed,
/// and signs that it used a real clock (a name in its code, work on the main clock, real time
/// spent waiting).
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
        // What was live before the case is not the answer's (a leak of an earlier case stays).
        let liveBefore = Resources.total
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
            // Disposal may itself be scheduled (`subscribe(on:)` disposes on its scheduler, a
            // tick later on the test clock): it gets a few ticks to happen. Whatever still has
            // work queued after them is what the answer left running (a timer nothing disposes):
            // the case ends there, and it is counted below rather than run for ever.
            _ = scheduler.scheduleAt(ExerciseHarness.caseEnd + ExerciseHarness.disposalTicks) { scheduler.stop() }
        }

        let stopwatch = CaseStopwatch()
        let effects = SideEffectLog.begin(clock: { scheduler.clock }, limit: request.eventLimit)
        CellOutput.capture(printed.append)
        scheduler.start()
        CellOutput.capture(nil)
        SideEffectLog.end()
        let waitedMilliseconds = stopwatch.waitedMilliseconds
        let liveAtEnd = Int(Resources.total - liveBefore)

        return ExerciseExchange.CaseReport(
            program: program, index: index, outputs: observers.map(\.events),
            secondSubscribedAt: observers.count > 1 ? secondSubscriptionTime : nil,
            inputs: watched.intervals, effects: effects.times, effectSchedulers: effects.schedulers, liveAtEnd: liveAtEnd,
            printed: printed.lines,
            cutAtEventLimit: observers.map(\.reachedLimit), usedMainClock: usedMainClock,
            waitedMilliseconds: waitedMilliseconds)
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
        let time = scheduler.clock, on = DeliveringScheduler.current
        switch event {
        case .next(let value): events.append(.init(t: time, kind: "next", value: "\(value)", on: on))
        case .error(let error): events.append(.init(t: time, kind: "error", value: "\(error)", on: on))
        case .completed: events.append(.init(t: time, kind: "completed", on: on))
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
