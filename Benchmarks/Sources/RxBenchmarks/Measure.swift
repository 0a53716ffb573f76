import Dispatch

/// Keeps results observable so the optimizer cannot delete the work being measured.
nonisolated(unsafe) var blackHole = 0

@inline(never)
func consume(_ value: Int) {
    blackHole &+= value
}

/// Runs `body` (which processes `elements` elements) `runs` times after one warm-up run and
/// returns the median time per element in nanoseconds.
func medianNanosecondsPerElement(elements: Int, runs: Int = 7, _ body: () -> Void) -> Double {
    body()
    var samples: [Double] = []
    for _ in 0..<runs {
        let start = DispatchTime.now().uptimeNanoseconds
        body()
        let end = DispatchTime.now().uptimeNanoseconds
        samples.append(Double(end - start) / Double(elements))
    }
    samples.sort()
    return samples[samples.count / 2]
}
