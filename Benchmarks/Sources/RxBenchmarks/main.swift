import Foundation

// RxCore against OpenCombine on every row of issue #15's table, interleaved in one run (see
// InterleavedRun), in a release build:
//     swift run -c release --package-path Benchmarks rx-benchmarks [--rounds N] [--filter TEXT]

let options: Options
do {
    options = try Options.parse(Array(CommandLine.arguments.dropFirst()))
} catch let invalid as Options.Invalid {
    FileHandle.standardError.write(Data("rx-benchmarks: \(invalid.message)\n\(Options.usage)\n".utf8))
    exit(2)
}

let cases = makeCases(divisor: options.divisor).filter(options.keeps)
guard !cases.isEmpty else {
    FileHandle.standardError.write(Data("rx-benchmarks: no case name contains \(options.filter ?? "")\n".utf8))
    exit(2)
}

if options.rxOnce {
    guard let work = cases[0].sides[.rxCore] else { exit(2) }
    work()
    print("count: \(cases[0].count)")
    exit(0)
}

print("RxCore and OpenCombine interleaved: \(options.rounds) rounds, the libraries' order rotated each round,")
print("nanoseconds per unit (median and min over the rounds; spread = median ÷ min), Rx÷OC of the medians")
print("")
let started = Date()
let results = InterleavedRun(cases: cases, rounds: options.rounds).run { round in
    FileHandle.standardError.write(Data("\rround \(round)/\(options.rounds)".utf8))
}
FileHandle.standardError.write(Data("\n".utf8))
let table = ResultTable(cases: cases, results: results)
table.lines().forEach { print($0) }
print("")
print("OpenCombine's side, where it is not the same operator:")
for benchmark in cases {
    print("  \(benchmark.name): \(benchmark.openCombineEquivalent ?? "the same operators")")
}
print(String(format: "(%.0f s in all)", Date().timeIntervalSince(started)))
if !table.checksumsAgree {
    print("The checksums differ: a side did not deliver every value. Its figure is not comparable.")
    exit(1)
}
