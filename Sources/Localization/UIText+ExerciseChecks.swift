// What an exercise check says beyond "yours gives …, expected …" (`LessonRunner`'s
// `ExerciseVerdict`): where two lanes first differ, a second subscription, counted side effects,
// the inputs' subscriptions, a real clock, too many events, and the lines an answer printed.
// Marbles, events and RxTest's `(200: 400)` are printed forms and stay as they are.

extension UIText.Verdicts {
    /// After two lanes that look alike: ` — they first differ at 30: yours 19, expected 21`.
    public static func firstDifference(at time: Int, yours: String, expected: String) -> Phrase {
        Phrase(" — they first differ at \(time): yours \(yours), expected \(expected)",
               zh: "——第一处不同在时刻 \(time)：你的答案是 \(yours)，预期是 \(expected)")
    }

    /// A second subscription to the answer, made while the first one runs, went wrong.
    public static func wrongOnSecondSubscription(_ input: String, at time: Int, yours: Phrase, expected: Phrase) -> Phrase {
        Phrase("for `\(input)`, a second subscription at \(time) (the first one still running) gives \(yours.english), expected \(expected.english): "
               + "state made once and shared by every subscriber (a `var`, a subject or a relay outside `Observable.create` or `deferred`) shows this way",
               zh: "对于 `\(input)`，在时刻 \(time) 再订阅一次（第一次订阅仍在进行），得到 \(yours.text(in: .simplifiedChinese))，预期是 \(expected.text(in: .simplifiedChinese))："
               + "只创建一次、被所有订阅者共享的状态（写在 `Observable.create` 或 `deferred` 之外的 `var`、subject 或 relay）就会这样")
    }

    /// `1 time (at 0)`, `2 times (at 0, 70)`, `0 times`.
    public static func occurrences(_ times: [Int]) -> Phrase {
        let at = times.map(String.init).joined(separator: ", ")
        let english = "\(times.count) time\(times.count == 1 ? "" : "s")" + (times.isEmpty ? "" : " (at \(at))")
        return Phrase(english, zh: "\(times.count) 次" + (times.isEmpty ? "" : "（时刻 \(at)）"))
    }

    /// The answer made a counted side effect another number of times, or at other times.
    public static func wrongSideEffects(_ input: String, name: String, yours: [Int], expected: [Int]) -> Phrase {
        let (mine, theirs) = (occurrences(yours), occurrences(expected))
        return Phrase("for `\(input)` your answer makes `\(name)` \(mine.english), expected \(theirs.english)",
                      zh: "对于 `\(input)`，你的答案执行 `\(name)` \(mine.text(in: .simplifiedChinese))，预期是 \(theirs.text(in: .simplifiedChinese))")
    }

    /// The answer subscribed to an input, or let it go, otherwise than the reference.
    public static func wrongSubscriptions(_ input: String, name: String, yours: String, expected: String, cause: Phrase?) -> Phrase {
        Phrase("for `\(input)` your answer's subscriptions to `\(name)` are \(yours), expected \(expected)" + (cause.map { ": " + $0.english } ?? ""),
               zh: "对于 `\(input)`，你的答案对 `\(name)` 的订阅是 \(yours)，预期是 \(expected)" + (cause.map { "：" + $0.text(in: .simplifiedChinese) } ?? ""))
    }

    /// Why the subscriptions differ, when it is one of the usual mistakes.
    public static let subscriptionNeverDisposed = Phrase(
        "one is never disposed (`Infinity`): hand back every subscription's disposable, so that disposing the result lets go of the input",
        zh: "有一个订阅从未被清除（`Infinity`）：把每个订阅的可被清除的资源都交回去，这样清除结果时也会放开这个输入")
    public static func subscriptionCount(yours: Int, expected: Int) -> Phrase {
        Phrase("your answer subscribes \(yours) time\(yours == 1 ? "" : "s"), expected \(expected)",
               zh: "你的答案订阅了 \(yours) 次，预期是 \(expected) 次")
    }

    /// `more than 500 events`, in place of a lane too long to draw.
    public static func moreEventsThan(_ limit: Int) -> Phrase {
        Phrase("more than \(limit) events", zh: "超过 \(limit) 个事件")
    }

    // MARK: notes after the verdict

    public static func usesRealClock(_ name: String) -> Phrase {
        Phrase("Your answer uses `\(name)`, a real clock the check does not run: every input runs on its own virtual clock, the `scheduler` that `solve` is given (add `scheduler: SchedulerType` as its last parameter if it has none). Pass that scheduler to every timer, delay or wait.",
               zh: "你的答案用了 `\(name)`，这是检查时不会运行的真实时钟：每个输入都在自己的虚拟时钟上运行，也就是传给 `solve` 的 `scheduler`（如果没有，就给 `solve` 加上最后一个参数 `scheduler: SchedulerType`）。把这个调度器传给每个定时器、延时和等待。")
    }
    public static let putWorkOnMainClock = Phrase(
        "Your answer put work on `MainScheduler`'s clock, which the check does not run: every input runs on its own virtual clock, the `scheduler` that `solve` is given. Pass that scheduler to every timer, delay or wait.",
        zh: "你的答案把任务放到了 `MainScheduler` 的时钟上，检查时不会运行这个时钟：每个输入都在自己的虚拟时钟上运行，也就是传给 `solve` 的 `scheduler`。把这个调度器传给每个定时器、延时和等待。")
    public static func waitedRealTime(_ milliseconds: Int) -> Phrase {
        Phrase("One input took \(milliseconds) ms of real time: your answer waits on a real clock (`Thread.sleep`, a semaphore?). The check runs on virtual time: wait with a timer on the `scheduler` that `solve` is given.",
               zh: "有一个输入用了 \(milliseconds) 毫秒的真实时间：你的答案在真实时钟上等待（`Thread.sleep`、信号量？）。检查在虚拟时间上运行：用传给 `solve` 的 `scheduler` 上的定时器来等待。")
    }
    public static func sentTooManyEvents(limit: Int, expected: Int) -> Phrase {
        Phrase("Your answer sent more than \(limit) events on this input, where \(expected) are expected: it keeps emitting (an empty batch, a repeated value?) where it should stay quiet.",
               zh: "你的答案在这个输入上发出了超过 \(limit) 个事件，预期只有 \(expected) 个：它在应该安静的时候还在不停发出元素（空的一批？重复的值？）。")
    }

    /// Above the lines an answer printed, shown with a failure.
    public static let printedNotJudged = Phrase("your answer printed (not judged):", zh: "你的答案打印了（不计入判定）：")
}
