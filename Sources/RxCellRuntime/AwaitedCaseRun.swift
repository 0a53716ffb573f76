import CellProtocol
import Foundation
import RxCore
import RxCoreTest

/// One case of an exercise whose `solve` is `async`: the answer awaited once on the case's inputs,
/// and what it returned or threw reported as the first subscription's events would be — `next`
/// with the value and `completed`, or `error` — at the virtual time it did.
///
/// The answer runs in a task whose jobs `SerialJobs` holds on the main queue, and the case's
/// test clock moves on only when no job is left (`CellRuntime.runClockTurningMainQueue`, the
/// step an awaiting cell's clock takes): each input event is handed to the answer, and the answer
/// has done all it can with it, before the next one comes. So what it returns does not depend on
/// the machine's speed. An answer still waiting once the clock has nothing left to do before the
/// case's end waits for something that never comes (a loop over a sequence that never completes):
/// it is cancelled and reported as still awaiting, with no event.
struct AwaitedCaseRun {
    let program: String
    let index: Int
    let timelines: [String: [ExerciseExchange.Event]]
    let request: ExerciseExchange.Request

    @MainActor func play<Result>(_ answer: @escaping (ExerciseInputs) async throws -> Result) async -> ExerciseExchange.CaseReport {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        let watched = WatchedInputs()
        let inputs = ExerciseInputs(scheduler: scheduler, timelines: timelines, watched: watched)
        let liveBefore = Resources.total
        let printed = CaseLines()
        let outcome = AwaitedOutcome()
        let mainClockWasIdle = MainScheduler.virtualClock?.nextScheduledTime == nil

        // On the main actor throughout, as are the answer's jobs: the stopwatch's thread is the case's.
        let stopwatch = CaseStopwatch()
        let effects = SideEffectLog.begin(clock: { scheduler.clock }, limit: request.eventLimit)
        CellOutput.capture(printed.append)
        let work = Unchecked(value: (answer: answer, inputs: inputs, clock: scheduler))
        let task = Task.detached {
            do {
                let value = try await work.value.answer(work.value.inputs)
                let time = work.value.clock.clock
                outcome.finish([.init(t: time, kind: "next", value: "\(value)"), .init(t: time, kind: "completed")])
            } catch {
                outcome.finish([.init(t: work.value.clock.clock, kind: "error", value: "\(error)")])
            }
        }
        _ = await CellRuntime.runClockTurningMainQueue(scheduler, upTo: ExerciseHarness.caseEnd) { outcome.events != nil }
        let usedMainClock = mainClockWasIdle && MainScheduler.virtualClock?.nextScheduledTime != nil
        let stillAwaiting = outcome.events == nil
        if stillAwaiting {
            // Cancelling ends a `for try await` loop or a `value` (the subscriptions behind them
            // are disposed); what it then returns or throws is not the answer's result.
            outcome.finish([])
            task.cancel()
            await CellRuntime.settleMainQueue()
        }
        CellOutput.capture(nil)
        SideEffectLog.end()
        let waitedMilliseconds = stopwatch.waitedMilliseconds

        return ExerciseExchange.CaseReport(
            program: program, index: index, outputs: [outcome.events ?? []], secondSubscribedAt: nil,
            inputs: watched.intervals, effects: effects.times, effectSchedulers: effects.schedulers,
            liveAtEnd: Int(Resources.total - liveBefore), printed: printed.lines,
            cutAtEventLimit: [false], usedMainClock: usedMainClock, waitedMilliseconds: waitedMilliseconds,
            awaited: true, stillAwaiting: stillAwaiting)
    }
}

/// What the awaited answer ended with: set once, by the answer's task or, when it never ends, by
/// the case (later endings are not the answer's).
private final class AwaitedOutcome: @unchecked Sendable {
    private let lock = NSLock()
    private var ending: [ExerciseExchange.Event]?

    var events: [ExerciseExchange.Event]? { lock.withLock { ending } }

    func finish(_ events: [ExerciseExchange.Event]) {
        lock.withLock { if ending == nil { ending = events } }
    }
}

/// Carries the answer and its inputs into the task. Every job of that task runs on the main queue,
/// one at a time (`SerialJobs`), so nothing in them is used from two threads at once.
private struct Unchecked<Value>: @unchecked Sendable {
    let value: Value
}
