/// What the learner predicted of one cell before running it (the notebook's `p`): how many
/// predictions they made, and whether the first one was right. Kept by cell id in
/// `LessonProgress.predictions`; `rxlearn progress` counts them.
public struct CellPredictions: Codable, Sendable, Equatable {
    /// Predictions made and judged against a run.
    public var made: Int
    /// Whether the first prediction matched the run in every line or event (a line left open
    /// with `…` is not right).
    public var rightFirstTime: Bool

    public init(made: Int = 0, rightFirstTime: Bool = false) {
        self.made = made
        self.rightFirstTime = rightFirstTime
    }

    /// One more prediction, judged: the first decides `rightFirstTime` for good.
    mutating func add(right: Bool) {
        if made == 0 { rightFirstTime = right }
        made = min(made + 1, 1_000_000)
    }
}

extension LearnerProgress {
    /// Cells predicted, and those predicted right the first time, over the whole course.
    public var predictionCounts: (cells: Int, rightFirstTime: Int) {
        let all = lessons.values.flatMap(\.predictions.values)
        return (all.filter { $0.made > 0 }.count, all.filter(\.rightFirstTime).count)
    }
}
