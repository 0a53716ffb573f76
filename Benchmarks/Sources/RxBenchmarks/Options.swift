import Foundation

/// The command line: `rx-benchmarks [--rounds N] [--filter TEXT] [--divide-by D] [--rx-once]`.
struct Options {
    /// Interleaved rounds; every figure is the median (and min) over them.
    var rounds = 15
    /// Keeps only the cases whose name contains this text (ignoring case).
    var filter: String?
    /// Every case's count is divided by this (callgrind runs about 50 times slower).
    var divisor = 1
    /// Runs the RxCore side of the first case the filter keeps, once, untimed, and prints its
    /// count: for counting instructions with callgrind (see instructions-per-element.sh).
    var rxOnce = false

    static let usage = """
    usage: rx-benchmarks [--rounds N] [--filter TEXT] [--divide-by D] [--rx-once]
      --rounds N      interleaved rounds (default 15)
      --filter TEXT   only the cases whose name contains TEXT, e.g. --filter zip
      --divide-by D   every case's count divided by D
      --rx-once       run the RxCore side of the first case kept once, untimed, and print
                      "count: N" (for valgrind --tool=callgrind)
    """

    struct Invalid: Error {
        let message: String
    }

    static func parse(_ arguments: [String]) throws -> Options {
        var options = Options()
        var remaining = arguments[...]
        func positiveNumber(after flag: String) throws -> Int {
            guard let text = remaining.popFirst(), let number = Int(text), number > 0 else {
                throw Invalid(message: "\(flag) needs a whole number above zero")
            }
            return number
        }
        while let argument = remaining.popFirst() {
            switch argument {
            case "--rounds": options.rounds = try positiveNumber(after: argument)
            case "--divide-by": options.divisor = try positiveNumber(after: argument)
            case "--filter":
                guard let text = remaining.popFirst() else { throw Invalid(message: "--filter needs a text") }
                options.filter = text
            case "--rx-once": options.rxOnce = true
            default: throw Invalid(message: "unknown argument \(argument)")
            }
        }
        return options
    }

    func keeps(_ benchmark: BenchmarkCase) -> Bool {
        filter.map { benchmark.name.localizedCaseInsensitiveContains($0) } ?? true
    }
}
