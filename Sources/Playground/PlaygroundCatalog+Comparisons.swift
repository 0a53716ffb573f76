extension PlaygroundCatalog {
    /// Operators that are easy to confuse, played on one input side by side.
    public static let comparisons: [PlaygroundComparison] = []
}
