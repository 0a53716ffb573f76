import Foundation
import Playground

// How fast does the playground redraw after a change? Built by plain `swift build` (the README's
// debug build), next to rxlearn and the modules the player links. Benchmarks/playground-speed.sh
// runs it.
//
// After the player's first compile (timed separately), every change is what a keystroke in the
// playground does: a new marble string for one lane → parse → one request to the long-lived
// player → answer → the lanes drawn as text. Changes cycle over operators of every kind: one
// input, two inputs, inner sequences, a connectable with subscribers, a time operator.

let changesPerOperator = Int(CommandLine.arguments.dropFirst().first ?? "") ?? 12

/// Keystrokes: each lane grows by one symbol, then by a frame, as a learner types it.
func typing(_ base: String, count: Int) -> [String] {
    (1 ... count).map { step in base + String(repeating: "-", count: step % 4) + String(repeating: "a", count: step / 4 + 1) }
}

let cases: [(operatorName: String, lane: String, base: String)] = [
    ("map", "typed", "-rx"),
    ("combineLatest", "color", "---rg"),
    ("flatMapLatest", "taps", "-----0"),
    ("replay", "subscribers", "1--------2"),
    ("debounce", "typed", "-rab"),
]

let clock = ContinuousClock()
let started = clock.now
let player: PlaygroundPlayer
do {
    player = try PlaygroundPlayer.locatingEverything()
} catch {
    FileHandle.standardError.write(Data("playground-speed: \(error)\n".utf8))
    exit(1)
}
let firstRun = try player.play(["map"], inputs: [:])
let firstCompile = clock.now - started
let compiled = player.compiler.compilerInvocationCount == 1 ? "compiled now" : "found in the cell cache"

var timings: [Double] = []
var perOperator: [String: [Double]] = [:]
for (name, lane, base) in cases {
    guard let entry = PlaygroundCatalog.find(name) else { fatalError("no operator \(name)") }
    for marbles in typing(base, count: changesPerOperator) {
        let start = clock.now
        let run = try player.play([name], inputs: [lane: marbles])
        let lines = PlaygroundText.run(run, title: entry.name, youChange: entry.youChange, frameMilliseconds: entry.frameMilliseconds)
        let elapsed = clock.now - start
        precondition(run.problem == nil && !lines.isEmpty, "\(name) \(marbles): \(run.problem ?? "")")
        let milliseconds = Double(elapsed.components.attoseconds) / 1e15 + Double(elapsed.components.seconds) * 1000
        timings.append(milliseconds)
        perOperator[name, default: []].append(milliseconds)
    }
}
player.stop()

func percentile(_ values: [Double], _ fraction: Double) -> Double {
    let sorted = values.sorted()
    let index = min(sorted.count - 1, Int((Double(sorted.count) * fraction).rounded(.up)) - 1)
    return sorted[max(0, index)]
}

func format(_ milliseconds: Double) -> String { String(format: "%.1f ms", milliseconds) }

print("first play (player \(compiled), started, one request): \(String(format: "%.2f s", Double(firstCompile.components.seconds) + Double(firstCompile.components.attoseconds) / 1e18))")
_ = firstRun
for (name, _, _) in cases {
    let values = perOperator[name] ?? []
    print("  \(name.padding(toLength: 14, withPad: " ", startingAt: 0)) median \(format(percentile(values, 0.5)))  max \(format(values.max() ?? 0))")
}
let median = percentile(timings, 0.5)
let p95 = percentile(timings, 0.95)
print("change → redraw over \(timings.count) changes: median \(format(median)) (target ≤ 50 ms: \(median <= 50 ? "met" : "MISSED")), p95 \(format(p95)) (target ≤ 100 ms: \(p95 <= 100 ? "met" : "MISSED"))")
