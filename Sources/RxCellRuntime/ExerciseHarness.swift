import CellProtocol
import Foundation
import RxCore
import RxCoreTest

/// Runs an exercise's function on input timelines that rxlearn chose, and reports what it emitted.
///
/// rxlearn passes the timelines as JSON in `RXLEARN_EXERCISE_CASES`: a list of cases, each a map
/// from input name to events (`{"t": 20, "kind": "next", "value": "1"}`, times in virtual
/// milliseconds). For each case the harness builds one hot observable per input on a fresh
/// `TestScheduler` (one tick = 1 ms), calls the learner's function, subscribes at time 0 and
/// records what comes out on the marble lane `case-N`. The same compiled program thus answers any
/// number of inputs, which is how hidden inputs are checked without compiling again.
public enum ExerciseHarness {
    /// A case stops at this virtual time, so an endless answer (an `interval`) still ends.
    static let caseEnd = 60_000

    public static func run<Result>(_ answer: @escaping (ExerciseInputs) -> Observable<Result>) {
        // The harness records its own lanes, `case-N`; its observers are not the answer's lanes.
        TestableObserverLog.track(false)
        for (index, timelines) in loadCases().enumerated() {
            let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
            let inputs = ExerciseInputs(scheduler: scheduler, timelines: timelines)
            let observer = scheduler.start(created: 0, subscribed: 0, disposed: caseEnd) { answer(inputs) }
            for recorded in observer.events {
                let lane = "case-\(index)"
                switch recorded.value {
                case .next(let value): MarbleLane.write(lane, kind: .next, value: "\(value)", atMilliseconds: recorded.time)
                case .error(let error): MarbleLane.write(lane, kind: .error, value: "\(error)", atMilliseconds: recorded.time)
                case .completed: MarbleLane.write(lane, kind: .completed, value: nil, atMilliseconds: recorded.time)
                }
            }
            MarbleLane.write("case-\(index)", kind: .ended, value: nil, atMilliseconds: caseEnd)
        }
    }

    private static func loadCases() -> [[String: [TimelineEvent]]] {
        guard let text = ProcessInfo.processInfo.environment[CellProtocol.Variable.exerciseCases],
              let data = text.data(using: .utf8),
              let cases = try? JSONDecoder().decode([[String: [TimelineEvent]]].self, from: data) else {
            FileHandle.standardError.write(Data("rxlearn: this program is an exercise; run it with `rxlearn check`.\n".utf8))
            return []
        }
        return cases
    }
}

/// The input streams of one case, made on demand with the element type the learner's function
/// asks for (`Observable<Int>`, `Observable<String>`…).
public struct ExerciseInputs {
    /// The case's clock, handed to `solve(…, scheduler:)` for time-based operators.
    public let scheduler: TestScheduler
    let timelines: [String: [TimelineEvent]]

    /// The input named `name` as a hot observable; values are read with `Element(text)`.
    public func stream<Element: LosslessStringConvertible>(_ name: String) -> Observable<Element> {
        let events = (timelines[name] ?? []).compactMap { $0.recorded(reading: Element.init) }
        return scheduler.createHotObservable(events).asObservable()
    }
}
