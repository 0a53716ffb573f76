// Measures how fast a learner gets a verdict for a cell. Built and run by ../cell-speed.sh,
// which compiles this file together with Sources/CellRunner into one program (it is not part of
// the package build).
//
//   cold:   an edited cell (never compiled before) → compile → run → check the output.
//           The compiler's module cache is warm; our cell cache misses.
//   cached: the same cell again → cache hit → run → check the output.
//   stops:  how long runs that must be stopped take to come back (Stops.swift); alone with
//           `--stops`.
import Foundation

let stopsOnly = CommandLine.arguments.dropFirst().first == "--stops"
let iterations = CommandLine.arguments.dropFirst(stopsOnly ? 2 : 1).first.flatMap { Int($0) } ?? (stopsOnly ? 3 : 10)
let expectedOutput = "10\n20\n30\n"
let cellCode = """
import RxSwift

let bag = DisposeBag()
Observable.of(1, 2, 3)
    .map { $0 * 10 }
    .subscribe(onNext: { print($0) })
    .disposed(by: bag)
"""

func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
}

func summary(_ samples: [Duration]) -> String {
    let sorted = samples.map(seconds).sorted()
    let median = sorted[sorted.count / 2]
    return String(format: "median %.3f s  (min %.3f, max %.3f, n=%d)", median, sorted.first!, sorted.last!, sorted.count)
}

func median(_ samples: [Duration]) -> Double {
    samples.map(seconds).sorted()[samples.count / 2]
}

func time<T>(_ body: () throws -> T) rethrows -> (T, Duration) {
    let clock = ContinuousClock()
    let start = clock.now
    let value = try body()
    return (value, clock.now - start)
}

/// Runs a cell and checks the verdict; exits the benchmark if the cell misbehaves.
func verdict(_ runner: CellExecutor, _ source: CellSource) throws -> Bool {
    guard case .ran(let run, let compiled) = try runner.run(source), run.stdout == expectedOutput else {
        FileHandle.standardError.write(Data("the benchmark cell did not print \(expectedOutput.debugDescription)\n".utf8))
        exit(1)
    }
    return compiled.wasCached
}

func measure(linker: String?, label: String, core: CoreBuild, toolchain: SwiftToolchain, moduleCache: URL) throws -> (cold: Double, cached: Double) {
    let cacheRoot = FileManager.default.temporaryDirectory.appendingPathComponent("rxlearn-cell-speed-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: cacheRoot) }
    let cache = CellCache(root: cacheRoot, moduleCacheDirectory: moduleCache)
    let toolchain = SwiftToolchain(swiftc: toolchain.swiftc, linker: linker)
    let compiler = CellCompiler(toolchain: toolchain, core: core, cache: cache)
    let runner = CellExecutor(compiler: compiler)

    print("\n[\(label)] swiftc \(toolchain.swiftc.path), linker \(linker ?? "default")")
    let (_, libraryTime) = try time { try CoreLibrary.ensure(for: core, toolchain: toolchain, cache: cache) }
    print(String(format: "  core library (%@, %d objects), linked once per core build: %.3f s",
                 CoreLibrary.fileName, core.objectFiles.count, seconds(libraryTime)))
    let (_, warmUpTime) = try time { try compiler.prepare() }
    print(String(format: "  first compile (fills the module cache if it is empty): %.3f s", seconds(warmUpTime)))

    var cold: [Duration] = []
    var source = CellSource(code: cellCode)
    for edit in 0 ..< iterations {
        source = CellSource(code: cellCode + "\n// edit \(edit) \(UUID().uuidString)")
        let (wasCached, duration) = try time { try verdict(runner, source) }
        precondition(!wasCached, "an edited cell must miss the cache")
        cold.append(duration)
    }
    var cached: [Duration] = []
    for _ in 0 ..< iterations {
        let (wasCached, duration) = try time { try verdict(runner, source) }
        precondition(wasCached, "the same cell must hit the cache")
        cached.append(duration)
    }
    print("  cold   edit → verdict: \(summary(cold))")
    print("  cached re-run → verdict: \(summary(cached))")
    return (median(cold), median(cached))
}

let toolchain = try SwiftToolchain.locate()
let core = try CoreBuild.locate()
let moduleCache = core.directory.appendingPathComponent("CellSpeedModuleCache")
print("core build \(core.directory.path) (id \(core.buildID)), \(iterations) iterations per figure")
let versionCache = CellCache(root: FileManager.default.temporaryDirectory.appendingPathComponent("rxlearn-cell-speed-version"))
print(String(try toolchain.versionString(cache: versionCache).split(separator: "\n").first ?? ""))

if !stopsOnly {
    let chosen = try measure(linker: toolchain.linker, label: "as used by rxlearn", core: core, toolchain: toolchain, moduleCache: moduleCache)
    if toolchain.linker != nil {
        _ = try measure(linker: nil, label: "for comparison: the driver's default linker", core: core, toolchain: toolchain, moduleCache: moduleCache)
    }
    print(String(format: "\ntargets: cold ≤ 0.400 s → %.3f s %@; cached ≤ 0.050 s → %.3f s %@",
                 chosen.cold, chosen.cold <= 0.4 ? "met" : "MISSED", chosen.cached, chosen.cached <= 0.05 ? "met" : "MISSED"))
}
try measureStops(core: core, toolchain: toolchain, moduleCache: moduleCache, repeats: stopsOnly ? iterations : min(iterations, 5))
