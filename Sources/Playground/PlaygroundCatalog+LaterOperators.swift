import Localization

// The second half of the catalog's operators (see PlaygroundCatalog+Operators.swift for what the
// entries promise and how `subscribers`, `unsubscribe` and `connect` lanes read).

extension PlaygroundCatalog {
    /// groupBy … zip (lessons 5.1.24–5.1.57).
    static let laterInTheCourse: [PlaygroundOperator] = [
        // op-groupBy, cell `odd-and-even`.
        PlaygroundOperator(
            name: "groupBy", lessonID: "op-groupBy",
            summary: Phrase("splits into keyed groups: odd and even", zh: "按键分组，这里分成奇数和偶数"),
            inputs: [.init(name: "numbers", marbles: "-12435(6|)")],
            youChange: Phrase("the numbers; each group gets a lane.", zh: "数字；每组一条时间线。"), frameMilliseconds: 100),
        // op-ignoreElements, cell `save-progress`.
        PlaygroundOperator(
            name: "ignoreElements", lessonID: "op-ignoreElements", summary: Phrase("only how it ends", zh: "只保留它如何结束"),
            inputs: [.init(name: "progress", marbles: "-ab(c|) a=33 b=66 c=99")],
            youChange: Phrase("the source (try an error).", zh: "源（试试加一个错误）。"), frameMilliseconds: 100),
        // op-interval, cell `own-timer`: interval(100 ms).take(3), subscribers at 0 and 150 ms.
        PlaygroundOperator(
            name: "interval", lessonID: "op-interval",
            summary: Phrase("ticks every period; a timer per subscriber", zh: "每个周期 tick 一次，每个订阅者一个定时器"),
            inputs: [.init(name: "period", marbles: "--p"), .init(name: "subscribers", marbles: "1--2")],
            youChange: Phrase("the period (the time of p) and when subscribers come; each takes 3.",
                              zh: "周期（p 的时间）以及订阅者何时到来；每个订阅者取 3 个。"),
            frameMilliseconds: 50),
        // op-just, cell `same-tick`: just("🐶") subscribed at 200.
        PlaygroundOperator(
            name: "just", lessonID: "op-just",
            summary: Phrase("one element, then done, at subscription", zh: "订阅时发出一个元素，然后完成"),
            inputs: [.init(name: "element", marbles: "a a=🐶"), .init(name: "subscribers", marbles: "200ms 1")],
            youChange: Phrase("the element (its value) and when subscribers come.", zh: "元素（它的值）以及订阅者何时到来。")),
        // op-map, cell `shout`: map { $0.uppercased() }.
        PlaygroundOperator(
            name: "map", lessonID: "op-map",
            summary: Phrase("transforms every element: to capitals", zh: "变换每个元素，这里转成大写"),
            inputs: [.init(name: "typed", marbles: "-rx(e|) e=!")],
            youChange: Phrase("the source's elements.", zh: "源序列的元素。"), frameMilliseconds: 100),
        // op-merge, cell `two-sources`.
        PlaygroundOperator(
            name: "merge", lessonID: "op-merge",
            summary: Phrase("one stream from several, in arrival order", zh: "多个源合成一个，按到达顺序"),
            inputs: [.init(name: "buttons", marbles: "200ms -b---b-|"), .init(name: "pulls", marbles: "200ms ---p---p-|")],
            youChange: Phrase("the two input timelines.", zh: "两条输入时间线。")),
        // op-materialize, cell `on-time`.
        PlaygroundOperator(
            name: "materialize", lessonID: "op-materialize", summary: Phrase("events as plain values", zh: "把事件变成普通的值"),
            inputs: [.init(name: "source", marbles: "210ms 12# #=test")],
            youChange: Phrase("the source (its end becomes an element too).", zh: "源（它的结束也会变成元素）。")),
        // op-never, cell `keeps-it-open`: merge(just("a"), never()) subscribed at 200.
        PlaygroundOperator(
            name: "never", lessonID: "op-never",
            summary: Phrase("says nothing: here, keeps a merge open", zh: "什么都不发出，这里让 merge 保持打开"),
            inputs: [.init(name: "element", marbles: "a"), .init(name: "subscribers", marbles: "200ms 1")],
            youChange: Phrase("the element just() adds beside never() and when subscribers come.",
                              zh: "与 never() 并列的 just() 的元素，以及订阅者何时到来。")),
        // op-observeOn, cell `one-tick-later`: observe(on: the test scheduler).
        PlaygroundOperator(
            name: "observe(on:)", aliases: ["observeOn"], lessonID: "op-observeOn",
            summary: Phrase("delivers on a scheduler: one tick later", zh: "在调度器上传递，晚一个 tick"),
            inputs: [.init(name: "source", marbles: "210ms a 9ms b 9ms |")],
            youChange: Phrase("the source.", zh: "源。"), frameMilliseconds: 1),
        // op-publish, cell `lanes`: publish(), connected at 2, a late subscriber at 4.
        PlaygroundOperator(
            name: "publish", lessonID: "op-publish",
            summary: Phrase("shares one subscription from connect on", zh: "从 connect 起共享一个订阅"),
            inputs: [
                .init(name: "source", marbles: "-01234"),
                .init(name: "subscribers", marbles: "1---2"),
                .init(name: "connect", marbles: "--c"),
            ],
            youChange: Phrase("the source (from connect), when subscribers come and when it connects.",
                              zh: "源（从 connect 开始）、订阅者何时到来以及何时连接。"),
            frameMilliseconds: 1),
        // op-reduce, cell `basket`.
        PlaygroundOperator(
            name: "reduce", lessonID: "op-reduce",
            summary: Phrase("folds everything into one total", zh: "把所有元素累计成一个总数"),
            inputs: [.init(name: "prices", marbles: "-35(2|)")],
            youChange: Phrase("the prices (numbers).", zh: "价格（数字）。"), frameMilliseconds: 100),
        // op-refCount, cell `connect-and-disconnect`.
        PlaygroundOperator(
            name: "refCount", lessonID: "op-refCount",
            summary: Phrase("connects on the first subscriber, stops after the last", zh: "第一个订阅者到来时连接，最后一个离开后停止"),
            inputs: [
                .init(name: "source", marbles: "-0123456789"),
                .init(name: "subscribers", marbles: "1-2-----3"),
                .init(name: "unsubscribe", marbles: "----1-2----3"),
            ],
            youChange: Phrase("the source (from connection), when subscribers come and when they leave.",
                              zh: "源（从连接开始）、订阅者何时到来以及何时离开。"),
            frameMilliseconds: 1),
        // op-repeatElement, cell `one-per-tick`: repeatElement("🔔", scheduler:).take(3) at 200.
        PlaygroundOperator(
            name: "repeatElement", lessonID: "op-repeatElement",
            summary: Phrase("the same element, one per tick", zh: "同一个元素，每个 tick 一个"),
            inputs: [.init(name: "element", marbles: "a a=🔔"), .init(name: "subscribers", marbles: "200ms 1")],
            youChange: Phrase("the element and when subscribers come; each takes 3.",
                              zh: "元素以及订阅者何时到来；每个订阅者取 3 个。"), frameMilliseconds: 1),
        // op-replay, cell `buffer-of-two`: replay(2), connected at once, a late subscriber at 45.
        PlaygroundOperator(
            name: "replay", lessonID: "op-replay",
            summary: Phrase("a connectable that replays the last 2", zh: "重放最后 2 个元素的可连接序列"),
            inputs: [
                .init(name: "source", marbles: "--0-1-2-3-4-5"),
                .init(name: "subscribers", marbles: "1--------2"),
                .init(name: "connect", marbles: "c"),
            ],
            youChange: Phrase("the source (from connect), when subscribers come and when it connects.",
                              zh: "源（从 connect 开始）、订阅者何时到来以及何时连接。"),
            frameMilliseconds: 5),
        // op-retry, cell `three-attempts`: retry(3) on a cold source.
        PlaygroundOperator(
            name: "retry", lessonID: "op-retry",
            summary: Phrase("subscribes again after an error, 3 tries", zh: "出错后重新订阅，共试 3 次"),
            inputs: [.init(name: "source", marbles: "-ab#"), .init(name: "subscribers", marbles: "200ms 1")],
            youChange: Phrase("the source (timed from each subscription) and when subscribers come.",
                              zh: "源（从每次订阅开始计时）以及订阅者何时到来。")),
        // op-sample, cell `sensor-and-screen`.
        PlaygroundOperator(
            name: "sample", lessonID: "op-sample",
            summary: Phrase("the latest value on another stream's beat", zh: "按另一个序列的节拍取最新值"),
            inputs: [
                .init(name: "sensor", marbles: "---0--1--2--3--4--5--6--(7|)"),
                .init(name: "refresh", marbles: "----------0---------1---------2"),
            ],
            youChange: Phrase("the values and the beat.", zh: "值和节拍。")),
        // op-scan, cell `scoreboard`.
        PlaygroundOperator(
            name: "scan", lessonID: "op-scan", summary: Phrase("a running total", zh: "逐步累计的总数"),
            inputs: [.init(name: "points", marbles: "--a-b-c-(d|) a=2 b=3 c=1 d=3")],
            youChange: Phrase("the points (numbers).", zh: "分数（数字）。")),
        // op-shareReplay, cell `late-screen`: share(replay: 1), a late subscriber at 70 ms.
        PlaygroundOperator(
            name: "share(replay:)", aliases: ["shareReplay", "share(replay:scope:)"], lessonID: "op-shareReplay",
            summary: Phrase("one subscription, the last element replayed", zh: "共享一个订阅，重放最后一个元素"),
            inputs: [
                .init(name: "source", marbles: "----a---b---c---(d|) a=100 b=101 c=102 d=103"),
                .init(name: "subscribers", marbles: "1------2"),
            ],
            youChange: Phrase("the source (timed from the first subscriber) and when subscribers come.",
                              zh: "源（从第一个订阅者开始计时）以及订阅者何时到来。")),
        // op-single, cell `timeline`.
        PlaygroundOperator(
            name: "single", lessonID: "op-single",
            summary: Phrase("exactly one element, or an error", zh: "恰好一个元素，否则出错"),
            inputs: [.init(name: "matches", marbles: "---0--1--(2|)")],
            youChange: Phrase("the source (try one element).", zh: "源（试试只有一个元素）。")),
        // op-skip, cell `changes-only`: a BehaviorRelay's first value skipped.
        PlaygroundOperator(
            name: "skip", lessonID: "op-skip", summary: Phrase("drops the first element", zh: "跳过第一个元素"),
            inputs: [.init(name: "volume", marbles: "5-6-7")],
            youChange: Phrase("the source.", zh: "源。")),
        // op-skipUntil, cell `timeline`.
        PlaygroundOperator(
            name: "skip(until:)", aliases: ["skipUntil"], lessonID: "op-skipUntil",
            summary: Phrase("ignores everything until a signal", zh: "信号到来之前全部忽略"),
            inputs: [.init(name: "steps", marbles: "--0-1-2-3-(4|)"), .init(name: "start", marbles: "-----0")],
            youChange: Phrase("the source and the signal.", zh: "源和信号。")),
        // op-skipWhile, cell `versus-filter`: skip(while: { $0 == 0 }).
        PlaygroundOperator(
            name: "skip(while:)", aliases: ["skipWhile"], lessonID: "op-skipWhile",
            summary: Phrase("drops the opening run of zeros", zh: "跳过开头连续的零"),
            inputs: [.init(name: "readings", marbles: "--0-0-3-0-(5|)")],
            youChange: Phrase("the source.", zh: "源。")),
        // op-startWith, cell `placeholder`: startWith("type to search").
        PlaygroundOperator(
            name: "startWith", lessonID: "op-startWith",
            summary: Phrase("puts a placeholder in front", zh: "在前面放一个占位值"),
            inputs: [.init(name: "results", marbles: "----(r|) r=\"3 results\"")],
            youChange: Phrase("the source; the placeholder comes first.", zh: "源；占位值最先发出。")),
        // op-subscribeOn, cell `one-tick-later`: subscribe(on: the test scheduler) at 200.
        PlaygroundOperator(
            name: "subscribe(on:)", aliases: ["subscribeOn"], lessonID: "op-subscribeOn",
            summary: Phrase("subscribes on a scheduler: one tick later", zh: "在调度器上订阅，晚一个 tick"),
            inputs: [.init(name: "job", marbles: "10ms a 19ms | a=step"), .init(name: "subscribers", marbles: "200ms 1")],
            youChange: Phrase("the job (timed from subscription) and when subscribers come.",
                              zh: "任务（从订阅开始计时）以及订阅者何时到来。"), frameMilliseconds: 1),
        // op-take, cell `timeline`.
        PlaygroundOperator(
            name: "take", lessonID: "op-take", summary: Phrase("the first 3, then done", zh: "前 3 个，然后完成"),
            inputs: [.init(name: "ticks", marbles: "--0-1-2-3-4")],
            youChange: Phrase("the source.", zh: "源。")),
        // op-takeLast, cell `timeline`.
        PlaygroundOperator(
            name: "takeLast", lessonID: "op-takeLast", summary: Phrase("the last 2, at the end", zh: "最后 2 个，在结束时发出"),
            inputs: [.init(name: "laps", marbles: "--a-b-c-(d|) a=61 b=59 c=58 d=60")],
            youChange: Phrase("the source.", zh: "源。")),
        // op-takeUntil, cell `timeline`.
        PlaygroundOperator(
            name: "take(until:)", aliases: ["takeUntil"], lessonID: "op-takeUntil",
            summary: Phrase("stops when a signal comes", zh: "信号到来时停止"),
            inputs: [.init(name: "locations", marbles: "--0-1-2-3-4"), .init(name: "stop", marbles: "-------0")],
            youChange: Phrase("the source and the signal.", zh: "源和信号。")),
        // op-takeWhile, cell `timeline`: take(while: { $0 < 100 }).
        PlaygroundOperator(
            name: "take(while:)", aliases: ["takeWhile"], lessonID: "op-takeWhile",
            summary: Phrase("while the progress is under 100", zh: "进度小于 100 时继续"),
            inputs: [.init(name: "progress", marbles: "--a-b-c-c a=40 b=80 c=100")],
            youChange: Phrase("the progress (numbers).", zh: "进度（数字）。")),
        // op-throttle, cell `timeline`: throttle(300 ms), on debounce's typing (as in the
        // throttle/debounce/sample comparison).
        PlaygroundOperator(
            name: "throttle", lessonID: "op-throttle",
            summary: Phrase("the first of every 300 ms, and the latest", zh: "每 300 ms 取第一个，以及最新的"),
            inputs: [.init(name: "typed", marbles: "-rab----c-| a=rx b=rxs c=rxsw")],
            youChange: Phrase("the typing.", zh: "输入的文字。"), frameMilliseconds: 100),
        // op-timeout, cell `timeline`: timeout(50 ms).
        PlaygroundOperator(
            name: "timeout", lessonID: "op-timeout",
            summary: Phrase("fails after 50 ms of silence", zh: "静默 50 ms 后出错"),
            inputs: [.init(name: "replies", marbles: "--a-b-----c a=20 b=40 c=100")],
            youChange: Phrase("the replies.", zh: "回应。")),
        // op-timer, cell `timeline`: timer(30 ms); a period makes it periodic (then it takes 4).
        PlaygroundOperator(
            name: "timer", lessonID: "op-timer",
            summary: Phrase("one element after a delay, or periodic", zh: "延迟后发出一个元素，或周期发出"),
            inputs: [
                .init(name: "due", marbles: "---d"),
                .init(name: "period", marbles: ""),
                .init(name: "subscribers", marbles: "1"),
            ],
            youChange: Phrase("the delay (time of d), a period (time of p; then take 4), subscribers.",
                              zh: "延迟（d 的时间）、周期（p 的时间；之后取 4 个）、订阅者。")),
        // op-using, cell `timeline`: the resource opens and closes with the subscription.
        PlaygroundOperator(
            name: "using", lessonID: "op-using",
            summary: Phrase("a resource that lives with the subscription", zh: "与订阅同生共死的资源"),
            inputs: [
                .init(name: "lines", marbles: "--a-b-(c|) a=\"line 1\" b=\"line 2\" c=\"line 3\""),
                .init(name: "subscribers", marbles: "1"),
                .init(name: "unsubscribe", marbles: ""),
            ],
            youChange: Phrase("what it reads (timed from subscription) and when subscribers come and leave.",
                              zh: "它读到的内容（从订阅开始计时）以及订阅者何时到来和离开。")),
        // op-window, cell `timeline`: window(timeSpan: 40 ms, count: 3).
        PlaygroundOperator(
            name: "window", lessonID: "op-window",
            summary: Phrase("batches as live sequences, one lane each", zh: "以实时序列分批，每批一条时间线"),
            inputs: [.init(name: "source", marbles: "-1234----(5|)")],
            youChange: Phrase("the source; each window gets a lane.", zh: "源；每个窗口一条时间线。")),
        // op-withLatestFrom, cell `timeline`: taps.withLatestFrom(text).
        PlaygroundOperator(
            name: "withLatestFrom", lessonID: "op-withLatestFrom",
            summary: Phrase("on each tap, the other side's latest", zh: "每次点击时，取另一方的最新值"),
            inputs: [
                .init(name: "taps", marbles: "--0-1-2-3-(4|)"),
                .init(name: "text", marbles: "---a--b--(c|) a=h b=hi c=hi!"),
            ],
            youChange: Phrase("the taps and the text.", zh: "点击和文字。")),
        // op-zip, cell `timeline`.
        PlaygroundOperator(
            name: "zip", lessonID: "op-zip", summary: Phrase("pairs up by position", zh: "按位置配对"),
            inputs: [.init(name: "user", marbles: "---(u|) u=Ada"), .init(name: "avatar", marbles: "-----(p|) p=🖼")],
            youChange: Phrase("the two input timelines.", zh: "两条输入时间线。")),
    ]

    /// Operators played in comparisons that have no op-* lesson of their own.
    static let comparisonOnly: [PlaygroundOperator] = [
        // The share/publish/replay comparison: share() connects on the first subscriber.
        PlaygroundOperator(
            name: "share", lessonID: "op-shareReplay",
            summary: Phrase("one subscription while anyone listens", zh: "有人订阅时只保持一个订阅"),
            inputs: [.init(name: "source", marbles: "--0--1--2--3|"), .init(name: "subscribers", marbles: "1----2")],
            youChange: Phrase("the source (timed from the first subscriber) and when subscribers come.",
                              zh: "源（从第一个订阅者开始计时）以及订阅者何时到来。")),
    ]
}
