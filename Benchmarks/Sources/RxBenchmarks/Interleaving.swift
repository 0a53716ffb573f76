/// Runs every case's sides in rounds: in each round every case once per library, the libraries'
/// order rotated from round to round, so that a slow patch of a busy machine falls on every
/// library alike instead of on whichever ran in it. One warm-up run of each side comes first and
/// is not timed (its checksum is still compared).
struct InterleavedRun {
    let cases: [BenchmarkCase]
    let rounds: Int

    /// Per case (in `cases`' order), the samples of each library it has a side for.
    func run(progress: (Int) -> Void) -> [[Library: SampleSeries]] {
        var results = cases.map { _ in [Library: SampleSeries]() }
        for (index, benchmark) in cases.enumerated() {
            for (library, work) in benchmark.sides {
                results[index][library, default: SampleSeries()].addWarmUp(measure(units: benchmark.count, work))
            }
        }
        for round in 0..<rounds {
            for (index, benchmark) in cases.enumerated() {
                for library in Self.order(ofRound: round) {
                    guard let work = benchmark.sides[library] else { continue }
                    results[index][library, default: SampleSeries()].add(measure(units: benchmark.count, work))
                }
            }
            progress(round + 1)
        }
        return results
    }

    /// Round 0 runs the libraries in `Library.allCases` order, round 1 starts from the second,
    /// and so on.
    static func order(ofRound round: Int) -> [Library] {
        let libraries = Library.allCases
        let shift = round % libraries.count
        return Array(libraries[shift...] + libraries[..<shift])
    }
}
