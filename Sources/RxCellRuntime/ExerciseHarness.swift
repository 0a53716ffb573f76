import CellProtocol
import Foundation
import RxCore
import RxCoreTest

/// Runs an exercise's function on input timelines that rxlearn chose, and reports what it did.
///
/// rxlearn passes an `ExerciseExchange.Request` as JSON in `RXLEARN_EXERCISE_CASES`: the cases
/// (each a map from input name to events, times in virtual milliseconds), whether to subscribe
/// twice, and how many events of one subscription to report. For each case the harness builds one
/// hot observable per input on a fresh `TestScheduler` (one tick = 1 ms), calls the learner's
/// function once, subscribes to its result at time 0 and, when asked, a second time a little
/// after the case's first input event, while the first subscription still runs. Both are
/// disposed when the case ends. What came out, when each input was subscribed and let go, the
/// counted side effects and what the answer printed go back as one `exerciseCase` record per
/// case. The same compiled program thus answers any number of inputs, which is how hidden inputs
/// are checked without compiling again.
public enum ExerciseHarness {
    /// A case stops at this virtual time, so an endless answer (an `interval`) still ends.
    static let caseEnd = 60_000
    /// The ticks after `caseEnd` that disposal is given to finish (see `ExerciseCaseRun.play`).
    static let disposalTicks = 10

    /// Runs `answer` on every case of the request.
    public static func run<Result>(_ answer: @escaping (ExerciseInputs) -> Observable<Result>) {
        run(program: "", answer)
    }

    /// Runs `answer` on every case, its reports labelled `program`: several programs (a reference
    /// solution and its mutants, for `rxlearn dev check`) share one compiled binary that way.
    public static func run<Result>(program: String, _ answer: @escaping (ExerciseInputs) -> Observable<Result>) {
        guard let request = request, request.programs?.contains(program) ?? true else { return }
        // The harness's observers are not the answer's lanes: nothing is drawn from them.
        TestableObserverLog.track(false)
        for (index, timelines) in request.cases.enumerated() {
            let run = ExerciseCaseRun(program: program, index: index, timelines: timelines, request: request)
            SideChannel.write(.exerciseCase(run.play(answer)))
        }
    }

    /// Runs an `async` `solve` on every case (`AwaitedCaseRun`): what it returns or throws is
    /// reported, at the virtual time it did. The program's top level awaits this call, which makes
    /// it an awaiting cell: the main clock is held until the cases are done.
    @MainActor public static func runAwaiting<Result>(_ answer: @escaping (ExerciseInputs) async throws -> Result) async {
        await runAwaiting(program: "", answer)
    }

    /// `runAwaiting` under a label, for a batch of programs (as `run(program:)`).
    @MainActor public static func runAwaiting<Result>(program: String, _ answer: @escaping (ExerciseInputs) async throws -> Result) async {
        guard let request = request, request.programs?.contains(program) ?? true else { return }
        TestableObserverLog.track(false)
        CellRuntime.holdMainClock()
        SerialJobs.install()
        for (index, timelines) in request.cases.enumerated() {
            let run = AwaitedCaseRun(program: program, index: index, timelines: timelines, request: request)
            SideChannel.write(.exerciseCase(await run.play(answer)))
        }
    }

    /// The request, read once per process however many programs run.
    private static let request: ExerciseExchange.Request? = {
        guard let text = ProcessInfo.processInfo.environment[CellProtocol.Variable.exerciseCases],
              let request = try? JSONDecoder().decode(ExerciseExchange.Request.self, from: Data(text.utf8)) else {
            FileHandle.standardError.write(Data("rxlearn: this program is an exercise; run it with `rxlearn check`.\n".utf8))
            return nil
        }
        return request
    }()
}

/// The input streams of one case, made on demand with the element type the learner's function
/// asks for (`Observable<Int>`, `Observable<String>`…).
public struct ExerciseInputs {
    /// The case's clock, handed to `solve(…, scheduler:)` for time-based operators.
    public let scheduler: TestScheduler
    /// The main thread and a background queue on the case's clock, handed to
    /// `solve(…, main:, background:)`: which of them delivers each event is checked.
    public let main: NamedScheduler
    public let background: NamedScheduler
    let timelines: [String: [ExerciseExchange.Event]]
    let watched: WatchedInputs

    init(scheduler: TestScheduler, timelines: [String: [ExerciseExchange.Event]], watched: WatchedInputs) {
        self.scheduler = scheduler
        main = NamedScheduler(name: ExerciseExchange.inputsScheduler, clock: scheduler)
        background = NamedScheduler(name: "background", clock: scheduler)
        self.timelines = timelines
        self.watched = watched
    }

    /// The input named `name` as an `AsyncStream` (for an awaited `solve`): its elements as the
    /// lane sends them on the case's clock, finished at the lane's end — at an error too, since an
    /// `AsyncStream` cannot fail; `AsyncThrowingStream` throws it instead. The stream listens to
    /// the lane from the moment it is made, whether or not anyone iterates it yet.
    public func stream<Element: LosslessStringConvertible>(_ name: String) -> AsyncStream<Element> {
        let lane: Observable<Element> = stream(name)
        return AsyncStream { continuation in
            let subscription = lane.subscribe(
                onNext: { continuation.yield($0) }, onError: { _ in continuation.finish() }, onCompleted: { continuation.finish() })
            continuation.onTermination = { _ in subscription.dispose() }
        }
    }

    /// The input named `name` as an `AsyncThrowingStream`, which ends with the lane's error.
    public func stream<Element: LosslessStringConvertible>(_ name: String) -> AsyncThrowingStream<Element, Error> {
        let lane: Observable<Element> = stream(name)
        return AsyncThrowingStream { continuation in
            let subscription = lane.subscribe(
                onNext: { continuation.yield($0) }, onError: { continuation.finish(throwing: $0) }, onCompleted: { continuation.finish() })
            continuation.onTermination = { _ in subscription.dispose() }
        }
    }

    /// The input named `name` as a hot observable; values are read with `Element(text)`. Its
    /// subscriptions are reported with the case.
    public func stream<Element: LosslessStringConvertible>(_ name: String) -> Observable<Element> {
        let events = (timelines[name] ?? []).compactMap { event in
            let recorded = TimelineEvent(t: event.t, kind: event.kind, value: event.value).recorded(reading: Element.init)
            // Only an element can be unreadable; a kind that is no event is left out, as before.
            if recorded == nil && event.kind == "next" { Self.unreadable(event.value ?? "", of: name, as: Element.self) }
            return recorded
        }
        let observable = scheduler.createHotObservable(events)
        watched.add(name) { observable.subscriptions }
        return observable.asObservable()
    }
}

extension ExerciseInputs {
    /// Stops the answer whose `solve` declares an input with another element type than the
    /// exercise's (`Observable<Bool>` for taps that carry numbers): its values cannot be read, and
    /// dropping them would show the learner an input that never sends anything.
    ///
    /// The record lets rxlearn say it in the learner's language; the runtime's message is for
    /// whoever reads standard error.
    static func unreadable<Element>(_ value: String, of name: String, as type: Element.Type) -> Never {
        SideChannel.write(.unreadableInput(input: name, value: value, type: "\(Element.self)"))
        fatalError("the input `\(name)` sends `\(value)`, which your `solve` cannot read as `\(Element.self)`: give `\(name)` the type it has in the start file.")
    }
}

/// The inputs a case handed out, so that their subscriptions can be read at the end.
final class WatchedInputs {
    private var readers: [(name: String, subscriptions: () -> [Subscription])] = []

    func add(_ name: String, subscriptions: @escaping () -> [Subscription]) {
        readers.append((name, subscriptions))
    }

    /// Every input's subscriptions, in the order they were made (an input asked for twice counts
    /// both observables' subscriptions).
    var intervals: [String: [ExerciseExchange.Interval]] {
        var result: [String: [ExerciseExchange.Interval]] = [:]
        for reader in readers {
            result[reader.name, default: []] += reader.subscriptions().map {
                ExerciseExchange.Interval(subscribed: $0.subscribe, disposed: $0.unsubscribe == Int.max ? nil : $0.unsubscribe)
            }
        }
        return result
    }
}
