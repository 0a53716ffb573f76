import Foundation

/// The printed table: per case and library the median and min nanoseconds per unit over the
/// rounds and their spread, then RxCore ÷ OpenCombine (of the medians) and whether the checksums
/// of every run of every library agreed.
struct ResultTable {
    let cases: [BenchmarkCase]
    let results: [[Library: SampleSeries]]

    /// True when, for every case, every run of every library delivered the same checksum.
    var checksumsAgree: Bool {
        results.allSatisfy(Self.checksumsAgree)
    }

    func lines() -> [String] {
        let nameWidth = max(4, cases.map { $0.name.count }.max() ?? 0) + 2
        var header = Self.pad("case", nameWidth) + Self.pad("per", 14)
        for library in Library.allCases {
            header += Self.pad("\(library.rawValue) med", 17, right: true) + Self.pad("min", 8, right: true) + Self.pad("spread", 8, right: true)
        }
        header += Self.pad("Rx÷OC", 8, right: true) + "  checksums"
        var lines = [header, String(repeating: "-", count: header.count)]
        for (benchmark, series) in zip(cases, results) {
            var line = Self.pad(benchmark.name, nameWidth) + Self.pad(benchmark.unit, 14)
            for library in Library.allCases {
                if let samples = series[library] {
                    line += Self.pad(Self.nanoseconds(samples.median), 17, right: true)
                        + Self.pad(Self.nanoseconds(samples.minimum), 8, right: true)
                        + Self.pad(String(format: "%.2f", samples.spread), 8, right: true)
                } else {
                    line += Self.pad("—", 17, right: true) + Self.pad("", 16)
                }
            }
            if let rx = series[.rxCore], let openCombine = series[.openCombine] {
                line += Self.pad(String(format: "%.2f", rx.median / openCombine.median), 8, right: true)
            } else {
                line += Self.pad("—", 8, right: true)
            }
            line += "  " + (Self.checksumsAgree(series) ? "equal" : "DIFFER")
            lines.append(line)
        }
        return lines
    }

    /// Every run of every library of one case gave one and the same checksum, and not zero (every
    /// case delivers values that sum to more than zero: zero is a side that delivered nothing).
    private static func checksumsAgree(_ series: [Library: SampleSeries]) -> Bool {
        let checksums = series.values.reduce(into: Set<Int>()) { $0.formUnion($1.checksums) }
        return checksums.count == 1 && checksums.first != 0
    }

    private static func nanoseconds(_ value: Double) -> String {
        value >= 100 ? String(format: "%.0f", value) : String(format: "%.1f", value)
    }

    private static func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
        let padding = String(repeating: " ", count: max(0, width - text.count))
        return right ? padding + text : text + padding
    }
}
