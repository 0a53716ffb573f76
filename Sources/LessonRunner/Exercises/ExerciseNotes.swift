import LessonKit
import Marbles

/// Names in an answer's code that run on a real clock or wait for real time. Every exercise case
/// runs on its own virtual clock, so an answer that uses one of them gives nothing, or too late,
/// and the learner is better told why than shown an empty lane.
enum RealTimeUse {
    /// In the order they are looked for: the specific before the general.
    static let names = [
        "MainScheduler.instance", "MainScheduler.asyncInstance", "MainScheduler()", "DispatchQueue.main.asyncAfter",
        "asyncAfter", "Thread.sleep", "usleep(", "sleep(", "ConcurrentDispatchQueueScheduler", "SerialDispatchQueueScheduler",
        "OperationQueueScheduler", "ConcurrentMainScheduler", "DispatchSemaphore", "Timer.scheduledTimer", "Task.sleep",
    ]

    /// The first of `names` in `code`, comments left out; nil when there is none.
    static func firstName(in code: String) -> String? {
        let stripped = SwiftComments.strip(code)
        return names.first { name in
            var rest = Substring(stripped)
            while let found = rest.range(of: name) {
                // `sleep(` inside `usleep(` or `Thread.sleep(` is not a call of `sleep`.
                let before = found.lowerBound == stripped.startIndex ? nil : stripped[stripped.index(before: found.lowerBound)]
                if before.map({ !$0.isLetter && !$0.isNumber && $0 != "." && $0 != "_" }) ?? true { return true }
                rest = rest[found.upperBound...]
            }
            return false
        }?.trimmingCharacters(in: ["("])
    }
}

/// What the check can say about an answer besides the difference: a real clock named in its code
/// or work left on the main scheduler's clock, a real wait, too many events, a stream that an
/// error ended where it should go on, stale results of a `flatMap` meant to be `flatMapLatest`, an
/// awaited `solve` that never returned.
struct ExerciseNotes {
    /// A case that waits this long while it runs on virtual time waited on a real clock.
    static let realWaitMilliseconds = 250

    let realClockName: String?
    /// Whether the answer catches errors on the outer chain of a `flatMap`, after it, where a
    /// `catch` replaces the rest of the stream instead of one inner result.
    let catchesOutsideFlatten: Bool
    /// Whether the answer flattens inner observables (`flatMap` and its family), where an inner
    /// error reaches the outer stream.
    let flattens: Bool
    /// Whether the answer flattens with `flatMap` where the reference keeps only the latest
    /// inner observable (`flatMapLatest`).
    let flattensEveryInner: Bool

    init(answer: String, reference: String?) {
        let name = RealTimeUse.firstName(in: answer)
        realClockName = name == nil || RealTimeUse.firstName(in: reference ?? "") == name ? nil : name
        let code = SwiftComments.strip(answer)
        catchesOutsideFlatten = OuterCatch.isPresent(in: code)
        flattens = OuterCatch.flattenCalls.contains { code.contains($0) }
        flattensEveryInner = code.contains(".flatMap") && !code.contains(".flatMapLatest")
            && SwiftComments.strip(reference ?? "").contains(".flatMapLatest")
    }

    /// The notes on the input shown: `shownEvents` are the answer's events on the subscription
    /// the verdict is about (`shownWasCut` when it was cut at the event limit), `expected` the
    /// events it should have given.
    func notes(yours: [ExerciseCaseResult], shown: ExerciseCaseResult, shownWasCut: Bool, shownEvents: [TimedEvent],
               expected: [TimedEvent]) -> [ExerciseNote] {
        var notes: [ExerciseNote] = []
        if let realClockName {
            notes.append(.realClock(realClockName))
        } else if yours.contains(where: \.usedMainClock) {
            notes.append(.workOnMainClock)
        }
        if let longest = yours.map(\.waitedMilliseconds).max(), longest >= Self.realWaitMilliseconds {
            notes.append(.realWait(milliseconds: longest))
        }
        // Too many only when the reference stayed under the limit: on an input that never ends
        // (a timer no one stops) both are cut there, and the difference is elsewhere.
        if shownWasCut && expected.count < ExerciseCase.eventLimit {
            notes.append(.tooManyEvents(limit: ExerciseCase.eventLimit, expected: expected.count))
        }
        if shown.stillAwaiting && !expected.isEmpty { notes.append(.stillAwaiting) }
        if let ended = endedEarly(shownEvents, expected) { notes.append(ended) }
        let elements = { (events: [TimedEvent]) in events.filter { $0.kind == .next }.count }
        if flattensEveryInner && elements(shownEvents) > elements(expected) { notes.append(.staleInnerResults) }
        return notes
    }

    /// The answer's stream, which flattens inner observables, ended (an error, or completion
    /// after a `catch` on the outer chain) while the expected one still sends elements later: the
    /// pitfall of an inner error that ends the outer stream for good. A completion with no outer
    /// `catch` has another cause (the answer ends with its input, a `take`…), which the lanes show.
    func endedEarly(_ yours: [TimedEvent], _ expected: [TimedEvent]) -> ExerciseNote? {
        guard flattens, let end = yours.last, end.kind != .next,
              expected.contains(where: { $0.kind == .next && $0.time > end.time }) else { return nil }
        if end.kind == .error { return .errorEndsStream }
        return catchesOutsideFlatten ? .caughtOutsideFlatten : nil
    }
}
