import Foundation

// Prints, for a release build, the median nanoseconds per element of several runs of each case,
// for RxCore, OpenCombine and a plain loop, with ratios.
let arguments = CommandLine.arguments
let scale = arguments.count > 1 ? (Int(arguments[1]) ?? 1) : 1
let million = 1_000_000 / scale
let tenThousand = 10_000 / max(1, scale / 100)
// An optional second argument keeps only the cases whose name starts with it ("a", "b"…).
let only = arguments.count > 2 ? arguments[2] : nil

func column(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
}

func figure(_ value: Double) -> String {
    value >= 100 ? String(format: "%.0f", value) : String(format: "%.1f", value)
}

// `rx-benchmarks SCALE CASE --rx-once` runs only the RxCore side of one case once, for counting
// instructions with `valgrind --tool=callgrind` (repeatable where wall time is noisy).
if arguments.contains("--rx-once"), let only = only,
   let benchmark = makeCases(million: million, tenThousand: tenThousand).first(where: { $0.name.hasPrefix(only) }) {
    benchmark.rx()
    exit(0)
}

print("RxCore benchmarks (median ns per element of 7 runs after a warm-up; N = \(million), \(tenThousand) for e and f)")
print("")
print(column("case", 50) + column("RxCore", 10) + column("OpenCombine", 13) + column("loop", 8) + column("Rx/OC", 8) + "Rx/loop")
for benchmark in makeCases(million: million, tenThousand: tenThousand) where only.map({ benchmark.name.hasPrefix($0) }) ?? true {
    let rx = medianNanosecondsPerElement(elements: benchmark.elements, benchmark.rx)
    let openCombine = medianNanosecondsPerElement(elements: benchmark.elements, benchmark.openCombine)
    let loop = medianNanosecondsPerElement(elements: benchmark.elements, benchmark.plainLoop)
    print(column(benchmark.name, 50) + column(figure(rx), 10) + column(figure(openCombine), 13) + column(figure(loop), 8)
          + column(String(format: "%.2f", rx / openCombine), 8) + String(format: "%.0f", rx / max(loop, 0.01)))
}
print("")
for benchmark in makeCases(million: million, tenThousand: tenThousand) {
    print("OpenCombine for \(benchmark.name.prefix(2)) \(benchmark.openCombineNote)")
}
print("(checksum \(blackHole))")
