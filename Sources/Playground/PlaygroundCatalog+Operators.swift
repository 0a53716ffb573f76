extension PlaygroundCatalog {
    /// The operators of the op-* lessons, in course order. Where the lesson draws its example as
    /// marbles, the default lanes are the lesson's input lanes, so the default output is the
    /// lesson's expected lane (`PlaygroundTests` checks it); the comment names the cell. Where it
    /// does not, the comment says which cell the example follows.
    public static let operators: [PlaygroundOperator] = [
        // op-amb, cell `race`.
        PlaygroundOperator(
            name: "amb", lessonID: "op-amb",
            summary: "mirrors whichever source speaks first",
            inputs: [.init(name: "mirrorA", marbles: "--a-b-|"), .init(name: "mirrorB", marbles: "-x-y-|")],
            youChange: "the two racing sources",
            frameMilliseconds: 100
        ),
        // op-buffer, cell `batches`: buffer(timeSpan: 300 ms, count: 3).
        PlaygroundOperator(
            name: "buffer", lessonID: "op-buffer",
            summary: "batches of up to 3 elements, or what 300 ms brought",
            inputs: [.init(name: "events", marbles: "--1-23--4-----------|")],
            youChange: "the source's elements (numbers)",
            frameMilliseconds: 50
        ),
        // op-catchError, cell `fallback`: on error, switch to the cache.
        PlaygroundOperator(
            name: "catch", aliases: ["catchError"], lessonID: "op-catchError",
            summary: "replaces an error with a fallback sequence",
            inputs: [.init(name: "live", marbles: "-ab#"), .init(name: "cache", marbles: "(xy|) x=c1 y=c2")],
            youChange: "the failing source and the fallback it switches to",
            frameMilliseconds: 100
        ),
        // op-map, cell `shout`: map { $0.uppercased() }.
        PlaygroundOperator(
            name: "map", lessonID: "op-map",
            summary: "transforms every element (here: to capitals)",
            inputs: [.init(name: "typed", marbles: "-rx(e|) e=!")],
            youChange: "the source's elements",
            frameMilliseconds: 100
        ),
    ]

    /// Operators played only in comparisons (they have no op-* lesson of their own).
    static let comparisonOnly: [PlaygroundOperator] = []
}
