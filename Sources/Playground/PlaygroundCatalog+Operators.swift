import Localization

// The data of the catalog: one entry per operator of the op-* lessons, in course order.
//
// Where the lesson draws its example as lanes, the default inputs are the lesson's input lanes
// (same marbles, same frame), so that the default output is the lesson's expected lane;
// `PlaygroundTests` plays every one and compares. The comment names the lesson cell it follows.
// Sources and sharing operators edit their arguments and the `subscribers` lane: each element is
// one subscriber, subscribing at its time and named by its symbol (`unsubscribe` makes the one
// with the same symbol leave; `connect` connects at `c` and disconnects at `|`).

extension PlaygroundCatalog {
    public static let operators: [PlaygroundOperator] = sourcesAndTransforms + laterInTheCourse

    /// amb … from (lessons 5.1.1–5.1.23).
    private static let sourcesAndTransforms: [PlaygroundOperator] = [
        // op-amb, cell `race`.
        PlaygroundOperator(
            name: "amb", lessonID: "op-amb",
            summary: Phrase("mirrors whichever source speaks first", zh: "转发最先发出事件的那个源"),
            inputs: [.init(name: "mirrorA", marbles: "--a-b-|"), .init(name: "mirrorB", marbles: "-x-y-|")],
            youChange: Phrase("the two racing sources.", zh: "两个相互竞争的源。"), frameMilliseconds: 100),
        // op-buffer, cell `batches`: buffer(timeSpan: 300 ms, count: 3).
        PlaygroundOperator(
            name: "buffer", lessonID: "op-buffer",
            summary: Phrase("batches of 3 elements, or what 300 ms brought", zh: "每 3 个元素或每 300 ms 打成一批"),
            inputs: [.init(name: "events", marbles: "--1-23--4-----------|")],
            youChange: Phrase("the source's elements.", zh: "源序列的元素。"), frameMilliseconds: 50),
        // op-catchError, cell `fallback`: on an error, switch to the cache.
        PlaygroundOperator(
            name: "catch", aliases: ["catchError"], lessonID: "op-catchError",
            summary: Phrase("replaces an error with a fallback sequence", zh: "出错时换成备用序列"),
            inputs: [.init(name: "live", marbles: "-ab#"), .init(name: "cache", marbles: "(xy|) x=c1 y=c2")],
            youChange: Phrase("the failing source and the fallback (timed from the error).",
                              zh: "会出错的源和备用序列（从出错时开始计时）。"), frameMilliseconds: 100),
        // op-combineLatest, cell `lanes`: combineLatest(size, color) { $0 + $1 }.
        PlaygroundOperator(
            name: "combineLatest", lessonID: "op-combineLatest",
            summary: Phrase("the latest of each, whenever one changes", zh: "任一方变化时，组合各方的最新值"),
            inputs: [.init(name: "size", marbles: "-S---M|"), .init(name: "color", marbles: "---rg--b|")],
            youChange: Phrase("the two input timelines.", zh: "两条输入时间线。"), frameMilliseconds: 100),
        // op-concat, cell `lanes`: intro.concat(main), both hot.
        PlaygroundOperator(
            name: "concat", lessonID: "op-concat", summary: Phrase("one source after the other", zh: "一个源结束后接着另一个"),
            inputs: [.init(name: "intro", marbles: "-a-b|"), .init(name: "main", marbles: "--x--y|")],
            youChange: Phrase("the first source and the (hot) second one.",
                              zh: "第一个源和（热的）第二个源。"), frameMilliseconds: 100),
        // op-concatMap, cell `lanes`: each file n uploads for n × 100 ms.
        PlaygroundOperator(
            name: "concatMap", lessonID: "op-concatMap",
            summary: Phrase("one inner sequence at a time, in order", zh: "一次一个内部序列，按顺序"),
            inputs: [.init(name: "files", marbles: "-31|")],
            youChange: Phrase("the files (a file n uploads for n frames).",
                              zh: "文件（文件 n 上传 n 帧）。"), frameMilliseconds: 100),
        // op-connect, cell `doc-connect`: interval(1 s).publish(), connected at 2 s, disconnected at 7.5 s.
        PlaygroundOperator(
            name: "connect", lessonID: "op-connect",
            summary: Phrase("starts a published sequence when you say so", zh: "由你决定何时启动发布的序列"),
            inputs: [
                .init(name: "source", marbles: "--0-1-2-3-4-5-6-7-8"),
                .init(name: "subscribers", marbles: "1-------2---3"),
                .init(name: "connect", marbles: "----c----------|"),
            ],
            youChange: Phrase("the source (timed from connect), when subscribers come, and when the connection starts (c) and ends (|).",
                              zh: "源（从 connect 开始计时）、订阅者何时到来，以及连接何时开始（c）和结束（|）。"),
            frameMilliseconds: 500),
        // op-create, cell `wrap-a-callback`: a sensor's callbacks, taken 3.
        PlaygroundOperator(
            name: "create", lessonID: "op-create",
            summary: Phrase("an observable you feed from a callback", zh: "由回调喂入元素的可监听序列"),
            inputs: [.init(name: "callbacks", marbles: "-abcde a=20 b=21 c=22 d=23 e=24")],
            youChange: Phrase("when the wrapped callback fires (from subscription); take(3) follows.",
                              zh: "被包装的回调何时触发（从订阅开始计时）；之后接 take(3)。"),
            frameMilliseconds: 100),
        // op-debounce, cell `search-box`: debounce(300 ms).
        PlaygroundOperator(
            name: "debounce", lessonID: "op-debounce",
            summary: Phrase("waits for 300 ms of quiet", zh: "等安静 300 ms 后再发出"),
            inputs: [.init(name: "typed", marbles: "-rab----c-| a=rx b=rxs c=rxsw")],
            youChange: Phrase("the typing.", zh: "输入的文字。"), frameMilliseconds: 100),
        // op-debug, cell `before-and-after`: debug("ticks").take(2).debug("take").
        PlaygroundOperator(
            name: "debug", lessonID: "op-debug",
            summary: Phrase("prints every event, before and after take(2)", zh: "打印 take(2) 前后的每个事件"),
            inputs: [.init(name: "ticks", marbles: "-0123")],
            youChange: Phrase("the source; the printed lines follow it.", zh: "源；打印的内容随之变化。"), frameMilliseconds: 150),
        // op-deferred, cell `snapshot-or-current`: deferred { just(stock) }.
        PlaygroundOperator(
            name: "deferred", lessonID: "op-deferred",
            summary: Phrase("builds the sequence at each subscription", zh: "每次订阅时才创建序列"),
            inputs: [.init(name: "stock", marbles: "52"), .init(name: "subscribers", marbles: "--1")],
            youChange: Phrase("how the variable changes and when subscribers come.",
                              zh: "变量如何变化，以及订阅者何时到来。"), frameMilliseconds: 100),
        // op-delay, cell `lanes`: delay(150 ms).
        PlaygroundOperator(
            name: "delay", lessonID: "op-delay",
            summary: Phrase("shifts elements 150 ms later, errors not", zh: "元素推迟 150 ms，错误不推迟"),
            inputs: [.init(name: "messages", marbles: "--a-b---|")],
            youChange: Phrase("the source (try an error).", zh: "源（试试加一个错误）。"), frameMilliseconds: 50),
        // op-delaySubscription, cell `hot-and-cold`: 250 ms, a hot and a cold source.
        PlaygroundOperator(
            name: "delaySubscription", lessonID: "op-delaySubscription",
            summary: Phrase("subscribes 250 ms late: hot loses, cold shifts", zh: "晚 250 ms 订阅，热的会丢元素，冷的整体后移"),
            inputs: [.init(name: "taps", marbles: "--a-b-c-|"), .init(name: "countdown", marbles: "--0-1-(2|)")],
            youChange: Phrase("a hot source and a cold one (timed from subscription).",
                              zh: "一个热的源和一个冷的源（从订阅开始计时）。"), frameMilliseconds: 50),
        // op-dematerialize, cell `error-to-completion`: an error event becomes a completion.
        PlaygroundOperator(
            name: "dematerialize", lessonID: "op-dematerialize",
            summary: Phrase("event values back into events", zh: "把事件值还原成事件"),
            inputs: [.init(name: "download", marbles: "-ab# a=30 b=60")],
            youChange: Phrase("the download (its error becomes a completion).",
                              zh: "下载（它的错误会变成完成）。"), frameMilliseconds: 100),
        // op-distinctUntilChanged, cell `lanes`: ignoring case.
        PlaygroundOperator(
            name: "distinctUntilChanged", lessonID: "op-distinctUntilChanged",
            summary: Phrase("drops repeats in a row (ignoring case)", zh: "去掉连续的重复（忽略大小写）"),
            inputs: [.init(name: "input", marbles: "-aAbba|")],
            youChange: Phrase("the source.", zh: "源。"), frameMilliseconds: 100),
        // op-do, cell `spinner`: a spinner around a request.
        PlaygroundOperator(
            name: "do", lessonID: "op-do",
            summary: Phrase("side effects; the elements pass unchanged", zh: "附加作用，元素原样通过"),
            inputs: [.init(name: "profile", marbles: "--(a|) a=Ada")],
            youChange: Phrase("the answer (timed from subscription); the printed lines follow it.",
                              zh: "回应（从订阅开始计时）；打印的内容随之变化。"), frameMilliseconds: 100),
        // op-elementAt, cell `lanes`: element(at: 2).
        PlaygroundOperator(
            name: "element(at:)", aliases: ["elementAt"], lessonID: "op-elementAt",
            summary: Phrase("only the element at index 2", zh: "只要索引 2 的元素"),
            inputs: [.init(name: "taps", marbles: "-abcd|")],
            youChange: Phrase("the source (try fewer than 3).", zh: "源（试试少于 3 个元素）。"), frameMilliseconds: 100),
        // op-empty, cell `skip-in-flatmap`: negative quantities become empty().
        PlaygroundOperator(
            name: "empty", lessonID: "op-empty",
            summary: Phrase("completes at once: here, skips an element", zh: "立即完成，这里用来跳过一个元素"),
            inputs: [.init(name: "quantities", marbles: "-2n5| n=-1")],
            youChange: Phrase("the quantities (negative ones map to empty()).",
                              zh: "数量（负数映射为 empty()）。"), frameMilliseconds: 100),
        // op-error, cell `fail-in-flatmap`: negative quantities become error(…).
        PlaygroundOperator(
            name: "error", lessonID: "op-error",
            summary: Phrase("fails at once: here, ends the result", zh: "立即出错，这里用来结束结果"),
            inputs: [.init(name: "quantities", marbles: "-2n5| n=-1")],
            youChange: Phrase("the quantities (negative ones map to error()).",
                              zh: "数量（负数映射为 error()）。"), frameMilliseconds: 100),
        // op-filter, cell `alarm`: filter { $0 > 10 }.
        PlaygroundOperator(
            name: "filter", lessonID: "op-filter", summary: Phrase("keeps the readings above 10", zh: "保留大于 10 的读数"),
            inputs: [.init(name: "readings", marbles: "-2ab5c(1|) a=30 b=22 c=60")],
            youChange: Phrase("the readings (numbers).", zh: "读数（数字）。"), frameMilliseconds: 100),
        // op-flatMap, cell `overlapping-jobs`: each tap starts 3 reports, 60 ms apart.
        PlaygroundOperator(
            name: "flatMap", lessonID: "op-flatMap",
            summary: Phrase("one inner sequence per element, all merged", zh: "每个元素一个内部序列，全部合并"),
            inputs: [.init(name: "taps", marbles: "-----0----(1|)")],
            youChange: Phrase("the taps (each starts 3 reports, 60 ms apart).",
                              zh: "点击（每次开始 3 条报告，间隔 60 ms）。"), frameMilliseconds: 20),
        // op-flatMapLatest, cell `cancelled-job`: the same jobs, the newest only.
        PlaygroundOperator(
            name: "flatMapLatest", lessonID: "op-flatMapLatest",
            summary: Phrase("follows only the newest inner sequence", zh: "只跟随最新的内部序列"),
            inputs: [.init(name: "taps", marbles: "-----0----(1|)")],
            youChange: Phrase("the taps (each starts 3 reports, 60 ms apart).",
                              zh: "点击（每次开始 3 条报告，间隔 60 ms）。"), frameMilliseconds: 20),
        // op-from, cell `all-at-once`: from(["🍎", "🍐", "🍊"]), subscribed at 200.
        PlaygroundOperator(
            name: "from", aliases: ["of"], lessonID: "op-from",
            summary: Phrase("the elements of an array, all at once", zh: "数组的元素，一次全部发出"),
            inputs: [.init(name: "elements", marbles: "abc a=🍎 b=🍐 c=🍊"), .init(name: "subscribers", marbles: "200ms 1")],
            youChange: Phrase("the array (values in order; times ignored) and when subscribers come.",
                              zh: "数组（值按顺序，忽略时间）以及订阅者何时到来。")),
    ]
}
