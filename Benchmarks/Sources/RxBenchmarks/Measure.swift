import Dispatch

/// Where every side of every case puts the values it delivers: a sum the optimizer cannot delete,
/// and the checksum that shows two sides did the same work.
nonisolated(unsafe) var blackHole = 0

@inline(never)
func consume(_ value: Int) {
    blackHole &+= value
}

/// One timed run of one side of a case.
struct Sample {
    let nanosecondsPerUnit: Double
    let checksum: Int
}

/// Runs `work` once, timed, with the checksum started from zero.
func measure(units: Int, _ work: () -> Void) -> Sample {
    blackHole = 0
    let start = DispatchTime.now().uptimeNanoseconds
    work()
    let end = DispatchTime.now().uptimeNanoseconds
    return Sample(nanosecondsPerUnit: Double(end - start) / Double(max(units, 1)), checksum: blackHole)
}

/// The samples of one side of one case over every round.
struct SampleSeries {
    private(set) var times: [Double] = []
    private(set) var checksums: Set<Int> = []

    mutating func add(_ sample: Sample) {
        times.append(sample.nanosecondsPerUnit)
        checksums.insert(sample.checksum)
    }

    /// A run that warms caches and lazily made metadata: its checksum counts, its time does not.
    mutating func addWarmUp(_ sample: Sample) {
        checksums.insert(sample.checksum)
    }

    /// The middle time (the lower of the two middle ones for an even count).
    var median: Double { times.sorted()[(times.count - 1) / 2] }
    var minimum: Double { times.min() ?? 0 }
    /// median ÷ min: how much the machine disturbed this side (1.00 is a quiet machine).
    var spread: Double { median / max(minimum, .leastNonzeroMagnitude) }
}
