extension PlaygroundCatalog {
    /// Operators that are easy to confuse, played on one input set side by side. The player has
    /// a variant of an operator's example for a comparison where the operators must share an inner
    /// sequence or input names (`PlaygroundExamples.comparisonVariants`).
    public static let comparisons: [PlaygroundComparison] = [
        // Each file n uploads for n frames: all at once, the newest only, or one after another.
        PlaygroundComparison(
            name: "flatMap-flatMapLatest-concatMap", operators: ["flatMap", "flatMapLatest", "concatMap"],
            inputs: [.init(name: "files", marbles: "-31--2|")], frameMilliseconds: 100, lessonID: "compare-flatmap-family"),
        // Every change, pairs by position, or the other side's latest on each of `first`.
        PlaygroundComparison(
            name: "combineLatest-zip-withLatestFrom", operators: ["combineLatest", "zip", "withLatestFrom"],
            inputs: [.init(name: "first", marbles: "-1-2---3|"), .init(name: "second", marbles: "--A-BC--|")],
            frameMilliseconds: 100, lessonID: "compare-combining"),
        // debounce's typing: throttle and debounce use 300 ms, sample takes the latest on each tick.
        PlaygroundComparison(
            name: "throttle-debounce-sample", operators: ["throttle", "debounce", "sample"],
            inputs: [
                .init(name: "typed", marbles: "-rab----c-| a=rx b=rxs c=rxsw"),
                .init(name: "ticks", marbles: "---t---t---t"),
            ],
            frameMilliseconds: 100, lessonID: "compare-time-filters"),
        // share connects on the first subscriber; publish and replay(2) when `connect` says.
        PlaygroundComparison(
            name: "share-publish-replay", operators: ["share", "publish", "replay"],
            inputs: [
                .init(name: "source", marbles: "--0--1--2--3|"),
                .init(name: "subscribers", marbles: "1------2"),
                .init(name: "connect", marbles: "---c"),
            ],
            lessonID: "compare-sharing"),
    ]
}
