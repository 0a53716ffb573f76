import LessonKit

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
/// or work left on the main scheduler's clock, a real wait, too many events.
struct ExerciseNotes {
    /// A case that takes this long on virtual time waited on a real clock.
    static let realWaitMilliseconds = 250

    let realClockName: String?

    init(answer: String, reference: String?) {
        let name = RealTimeUse.firstName(in: answer)
        realClockName = name == nil || RealTimeUse.firstName(in: reference ?? "") == name ? nil : name
    }

    func notes(yours: [ExerciseCaseResult], shown: ExerciseCaseResult, expectedCount: Int) -> [ExerciseNote] {
        var notes: [ExerciseNote] = []
        if let realClockName {
            notes.append(.realClock(realClockName))
        } else if yours.contains(where: \.usedMainClock) {
            notes.append(.workOnMainClock)
        }
        if let slowest = yours.map(\.realMilliseconds).max(), slowest >= Self.realWaitMilliseconds {
            notes.append(.realWait(milliseconds: slowest))
        }
        if shown.eventLimitReached { notes.append(.tooManyEvents(limit: ExerciseCase.eventLimit, expected: expectedCount)) }
        return notes
    }
}
