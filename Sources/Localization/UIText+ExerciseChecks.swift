// What an exercise check says beyond "yours gives …, expected …" (`LessonRunner`'s
// `ExerciseVerdict`): where two lanes first differ, a second subscription, counted side effects,
// the inputs' subscriptions, the pitfalls they show (a missing `share`, a subscription never
// disposed, the wrong scheduler, an error that ends the stream), a real clock, too many events,
// and the lines an answer printed.
// Marbles, events and RxTest's `(200: 400)` are printed forms and stay as they are.

extension UIText.Verdicts {
    /// After two lanes that look alike: ` — they first differ at 30: yours 19, expected 21`.
    public static func firstDifference(at time: Int, yours: String, expected: String) -> Phrase {
        Phrase(" — they first differ at \(time): yours \(yours), expected \(expected)",
               zh: "——第一处不同在时刻 \(time)：你的答案是 \(yours)，预期是 \(expected)")
    }

    /// A second subscriber to the answer went wrong (whether or not the first one had ended by
    /// then), with the cause when the check could tell it.
    public static func wrongOnSecondSubscription(_ input: Phrase, at time: Int, yours: Phrase, expected: Phrase, cause: Phrase?) -> Phrase {
        Phrase("for `\(input.english)`, a second subscriber at \(time) gets \(yours.english), expected \(expected.english)"
               + (cause.map { ": " + $0.english } ?? ""),
               zh: "对于 `\(input.text(in: .simplifiedChinese))`，时刻 \(time) 的第二个订阅者得到 \(yours.text(in: .simplifiedChinese))，预期是 \(expected.text(in: .simplifiedChinese))"
               + (cause.map { "：" + $0.text(in: .simplifiedChinese) } ?? ""))
    }
    public static let secondSubscriberHandedTooMuch = Phrase(
        "yours hands the later subscriber, the moment it subscribes, what the first one already got, and the expected result "
            + "does not: a `share(replay:)` or a subject that keeps elements, where none belongs, shows this way",
        zh: "你的答案在后来的订阅者订阅的那一刻，就把第一个订阅者已经收到的东西交给了它，而预期的结果不会这样："
            + "多余的 `share(replay:)`，或保存元素的 subject，就会这样")
    public static let secondSubscriberHandedNothing = Phrase(
        "the expected result hands the later subscriber, the moment it subscribes, the latest element (or how the run ended), "
            + "and yours does not: a `Driver` or `share(replay: 1)` hands over the latest element while the run lasts, "
            + "and `scope: .forever` keeps it, and the end, after the run",
        zh: "预期的结果在后来的订阅者订阅的那一刻，就把最新的元素（或运行怎样结束）交给它，而你的答案没有："
            + "`Driver` 和 `share(replay: 1)` 在运行期间交出最新的元素，`scope: .forever` 在运行结束后还保留它和结束事件")
    public static let secondSubscriberSharingDiffers = Phrase(
        "state made once and shared by every subscriber (a `var`, a subject or a relay outside `Observable.create` or `deferred`) "
            + "shows this way, and so does one run that should serve every subscriber but is not shared (`share()`, or a `Driver` "
            + "or `Signal`, which share by themselves)",
        zh: "只创建一次、被所有订阅者共享的状态（写在 `Observable.create` 或 `deferred` 之外的 `var`、subject 或 relay）会这样，"
            + "本该服务所有订阅者却没有共享的那一次运行（`share()`，或本身就会共享的 `Driver`、`Signal`）也会这样")

    /// `1 time (at 0)`, `2 times (at 0, 70)`, `0 times`.
    public static func occurrences(_ times: [Int]) -> Phrase {
        let at = times.map(String.init).joined(separator: ", ")
        let english = "\(times.count) time\(times.count == 1 ? "" : "s")" + (times.isEmpty ? "" : " (at \(at))")
        return Phrase(english, zh: "\(times.count) 次" + (times.isEmpty ? "" : "（时刻 \(at)）"))
    }

    /// The answer made a counted side effect another number of times, or at other times.
    public static func wrongSideEffects(_ input: Phrase, name: String, yours: [Int], expected: [Int]) -> Phrase {
        let (mine, theirs) = (occurrences(yours), occurrences(expected))
        return Phrase("for `\(input.english)` your answer makes `\(name)` \(mine.english), expected \(theirs.english)",
                      zh: "对于 `\(input.text(in: .simplifiedChinese))`，你的答案执行 `\(name)` \(mine.text(in: .simplifiedChinese))，预期是 \(theirs.text(in: .simplifiedChinese))")
    }

    /// The answer subscribed to an input, or let it go, otherwise than the reference.
    public static func wrongSubscriptions(_ input: Phrase, name: String, yours: String, expected: String, cause: Phrase?) -> Phrase {
        Phrase("for `\(input.english)` your answer's subscriptions to `\(name)` are \(yours), expected \(expected)" + (cause.map { ": " + $0.english } ?? ""),
               zh: "对于 `\(input.text(in: .simplifiedChinese))`，你的答案对 `\(name)` 的订阅是 \(yours)，预期是 \(expected)" + (cause.map { "：" + $0.text(in: .simplifiedChinese) } ?? ""))
    }

    /// Why the subscriptions differ, when it is one of the usual mistakes: one never disposed…
    public static func subscriptionNeverDisposed(_ name: String) -> Phrase {
        Phrase("one is never disposed (`Infinity`): your subscription to `\(name)` is still live at the end, and nothing disposes it. "
               + "Hand back every subscription's disposable, so that disposing the result lets go of the input; "
               + "and where an object's `DisposeBag` holds the subscription, let none of its closures hold that object strongly "
               + "(a retain cycle keeps the object, its bag and the subscription alive)",
               zh: "有一个订阅从未被清除（`Infinity`）：你对 `\(name)` 的订阅到最后仍然有效，没有任何东西清除它。"
               + "把每个订阅的可被清除的资源都交回去，这样清除结果时也会放开这个输入；"
               + "订阅放在某个对象的清除包里时，它的闭包都不能强引用这个对象（循环引用会让这个对象、它的清除包和订阅一直存活）")
    }
    /// …or another number of subscriptions; more than expected is the missing `share`.
    public static func subscriptionCount(yours: Int, expected: Int) -> Phrase {
        let english = "your answer subscribes \(yours) time\(yours == 1 ? "" : "s"), expected \(expected)"
        let chinese = "你的答案订阅了 \(yours) 次，预期是 \(expected) 次"
        guard yours > expected, expected > 0 else { return Phrase(english, zh: chinese) }
        return Phrase(english + " — " + sourceSubscribedTwice.english, zh: chinese + "——" + sourceSubscribedTwice.text(in: .simplifiedChinese))
    }
    /// The pitfall behind a side effect or a subscription repeated: each subscriber runs the chain again.
    public static let sourceSubscribedTwice = Phrase(
        "a source subscribed more than once runs its work once for each subscription: a `share()` is missing where the chain is used twice",
        zh: "一个源被订阅了不止一次，每个订阅都会把它的工作再做一遍：链条被用了两次的地方少了 `share()`")

    /// The answer made a counted side effect more often than expected: the missing `share`.
    public static func repeatedSideEffect(_ input: Phrase, name: String, yours: [Int], expected: [Int]) -> Phrase {
        let plain = wrongSideEffects(input, name: name, yours: yours, expected: expected)
        return Phrase(plain.english + ": " + sourceSubscribedTwice.english,
                      zh: plain.text(in: .simplifiedChinese) + "：" + sourceSubscribedTwice.text(in: .simplifiedChinese))
    }

    /// An event of the answer (`effect` nil), or its side effect, came on the wrong scheduler.
    public static func wrongScheduler(_ input: Phrase, effect: String?, at time: Int, yours: String, expected: String) -> Phrase {
        let mainThread = "main"
        let english: String, chinese: String
        if let effect {
            english = "for `\(input.english)` your answer runs `\(effect)` at \(time) on `\(yours)`, expected on `\(expected)`"
            chinese = "对于 `\(input.text(in: .simplifiedChinese))`，你的答案在时刻 \(time) 于 `\(yours)` 上执行 `\(effect)`，预期是在 `\(expected)` 上"
        } else {
            english = "for `\(input.english)` your answer delivers its event at \(time) on `\(yours)`, expected on `\(expected)`"
            chinese = "对于 `\(input.text(in: .simplifiedChinese))`，你的答案在时刻 \(time) 于 `\(yours)` 上送出事件，预期是在 `\(expected)` 上"
        }
        let why: Phrase
        switch (effect == nil, expected == mainThread) {
        case (true, true):
            why = Phrase("the work's result reaches the screen off the main thread: `observe(on: main)` after the work brings it back",
                         zh: "工作的结果在主线程之外到达页面：在工作之后加上 `observe(on: main)`，把它送回主线程")
        case (true, false):
            why = Phrase("what follows runs on the main thread: `observe(on: background)` moves the events after it",
                         zh: "后面的处理跑在主线程上：`observe(on: background)` 会把它之后的事件挪过去")
        case (false, false):
            why = Phrase("the work blocks the main thread: `subscribe(on: background)` on the work moves where it starts (`observe(on:)` moves only what comes after it)",
                         zh: "这项工作堵住了主线程：在工作上加 `subscribe(on: background)`，才会改变它开始执行的地方（`observe(on:)` 只挪动它之后的部分）")
        case (false, true):
            why = Phrase("this work must run on the main thread: `observe(on: main)` before it",
                         zh: "这项工作必须在主线程上执行：在它之前加上 `observe(on: main)`")
        }
        return Phrase(english + ": wrong thread — " + why.english, zh: chinese + "：线程不对——" + why.text(in: .simplifiedChinese))
    }

    /// The answer left subscriptions of its own live once every subscriber had let go.
    public static func liveAtEnd(_ input: Phrase, yours: Int, expected: Int) -> Phrase {
        let extra = yours - expected
        return Phrase(
            "for `\(input.english)` your answer leaves \(extra) subscription resource\(extra == 1 ? "" : "s") live at the end, after every subscriber let go "
            + "(the reference leaves \(expected)): a subscription nothing disposes — a `subscribe` whose disposable is dropped, a timer nothing stops, "
            + "or a retain cycle (a closure in its owner's `DisposeBag` that captures the owner strongly). Make it part of the chain (`take(until:)`) "
            + "or of its owner's bag, and capture the owner weakly in its closures (`[weak self]`, `subscribe(with:)`), "
            + "so that it ends when the result is disposed or its owner goes away",
            zh: "对于 `\(input.text(in: .simplifiedChinese))`，在所有订阅者都放手之后，你的答案还留下 \(extra) 个仍然有效的订阅资源（参考答案留下 \(expected) 个）："
            + "有个订阅没有任何东西清除它——丢掉了可被清除的资源的 `subscribe`、没人停下的定时器，"
            + "或者循环引用（主人的清除包里有个闭包强引用了主人）。把它放进链条（`take(until:)`）或主人的清除包里，"
            + "并在它的闭包里弱引用主人（`[weak self]`、`subscribe(with:)`），这样清除结果或主人离开时它就会结束")
    }

    /// A lane cut at the event limit, in place of its drawing: how many events it had at least,
    /// then its first ones (`more than 500 events (next(100) at 100, …)`).
    public static func beginsWithMoreEventsThan(_ start: String, _ limit: Int) -> Phrase {
        Phrase("more than \(limit) events (\(start), …)", zh: "超过 \(limit) 个事件（\(start)，……）")
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
        Phrase("On one input your answer waited \(milliseconds) ms of real time: it waits on a real clock (`Thread.sleep`, a semaphore?). The check runs on virtual time: wait with a timer on the `scheduler` that `solve` is given.",
               zh: "在一个输入上，你的答案等了 \(milliseconds) 毫秒的真实时间：它在真实时钟上等待（`Thread.sleep`、信号量？）。检查在虚拟时间上运行：用传给 `solve` 的 `scheduler` 上的定时器来等待。")
    }
    public static func sentTooManyEvents(limit: Int, expected: Int) -> Phrase {
        Phrase("Your answer sent more than \(limit) events on this input, where \(expected) are expected: it keeps emitting (an empty batch, a repeated value?) where it should stay quiet.",
               zh: "你的答案在这个输入上发出了超过 \(limit) 个事件，预期只有 \(expected) 个：它在应该安静的时候还在不停发出元素（空的一批？重复的值？）。")
    }

    /// The answer's stream ended at an error where the expected one goes on.
    public static let errorEndsStream = Phrase(
        "Your stream ends at the first error, where the task wants it to go on: an error ends an observable for good. Catch it inside the `flatMap`, on each inner observable, so that one failure replaces one result and the outer stream lives.",
        zh: "你的流在第一个错误处就结束了，而题目要它继续下去：错误会让一个可监听序列永远结束。在 `flatMap` 里面、对每个内部序列捕获错误，这样一次失败只替换一个结果，外层的流还活着。")
    /// The answer's stream completed at an error it caught on the outer chain.
    public static let caughtOutsideFlatten = Phrase(
        "Your stream completes at the first error, where the task wants it to go on: a `catch` on the outer chain replaces the whole rest of the stream. Move it inside the `flatMap`, onto each inner observable.",
        zh: "你的流在第一个错误处就完成了，而题目要它继续下去：加在外层链条上的 `catch` 会替换掉整个剩下的流。把它挪进 `flatMap` 里，加在每个内部序列上。")

    /// The answer's `flatMap` let stale inner observables answer.
    public static let staleInnerResults = Phrase(
        "Your answer sends results the task drops: `flatMap` keeps every inner observable running, so an older request still answers after a newer one started. `flatMapLatest` disposes the previous inner observable when a new element comes.",
        zh: "你的答案送出了题目要丢掉的结果：`flatMap` 让每个内部序列一直运行，所以新的请求开始以后，旧的请求还会送来答复。`flatMapLatest` 在新元素到来时会清除上一个内部序列。")

    /// An awaited `solve` that never returned: it waits for an end that never comes.
    public static let stillAwaiting = Phrase(
        "Your `solve` never returned on this input, because it waits for a completion that never comes (a `for try await` loop, a `value` or a `toArray()` waits for the end): end the sequence first with `take` or `take(until:)`, or leave the loop with `break` once you have what you need.",
        zh: "在这个输入上你的 `solve` 一直没有返回，因为它在等一个永远不会到来的完成事件（`for try await` 循环、`value` 和 `toArray()` 都要等到结束）：先用 `take` 或 `take(until:)` 让序列结束，或者拿到需要的东西后用 `break` 离开循环。")

    /// Above the lines an answer printed, shown with a failure.
    public static let printedNotJudged = Phrase("your answer printed (not judged):", zh: "你的答案打印了（不计入判定）：")
}
