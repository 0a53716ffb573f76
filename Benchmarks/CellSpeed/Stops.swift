// How long it takes to stop what must be stopped: the figures the tests used to assert ("ended
// within 3 s") and now leave to this benchmark, since a busy machine makes any such bound flaky.
// Each case is what a test checks by its outcome (Tests/CellRunnerTests, LessonRunnerTests,
// PlaygroundTests); here its wall time is printed, with the bound that stopped it.
import Foundation

/// Times `body` `repeats` times: "median m s (max x s)".
private func stopFigure(_ repeats: Int, _ body: () throws -> Void) rethrows -> String {
    var samples: [Duration] = []
    for _ in 0 ..< repeats {
        let (_, duration) = try time(body)
        samples.append(duration)
    }
    let sorted = samples.map(seconds).sorted()
    return String(format: "median %.3f s (max %.3f s)", sorted[sorted.count / 2], sorted.last!)
}

private func shell(_ script: String, _ limits: ProcessLimits, cancellation: RunCancellation? = nil) throws -> ProcessResult {
    try ChildProcess.run(executable: URL(fileURLWithPath: "/bin/sh"), arguments: ["-c", script], limits: limits, cancellation: cancellation)
}

/// Exits the benchmark when a case did not end the way its test says it does.
private func expect(_ condition: Bool, _ what: String) {
    guard !condition else { return }
    FileHandle.standardError.write(Data("stops: \(what)\n".utf8))
    exit(1)
}

func measureStops(core: CoreBuild, toolchain: SwiftToolchain, moduleCache: URL, repeats: Int) throws {
    print("\n[stops] wall time until the run is back, \(repeats) runs each")
    func row(_ label: String, _ figure: String) { print("  \(label.padding(toLength: 58, withPad: " ", startingAt: 0)) \(figure)") }

    row("sleep 60, time limit 0.5 s", try stopFigure(repeats) {
        expect(try shell("sleep 60", ProcessLimits(timeLimit: .milliseconds(500))).exit == .timedOut, "sleep 60 was not stopped at its limit")
    })
    row("ignores SIGTERM, limit 0.3 s + grace 0.1 s", try stopFigure(repeats) {
        let limits = ProcessLimits(timeLimit: .milliseconds(300), terminationGrace: .milliseconds(100))
        expect(try shell("trap '' TERM; while :; do :; done", limits).exit == .timedOut, "the TERM-ignoring loop was not stopped")
    })
    row("yes, 64 KiB output cap (limit 20 s)", try stopFigure(repeats) {
        let limits = ProcessLimits(timeLimit: .seconds(20), outputLimitBytes: 64 * 1024)
        expect(try shell("exec yes 'a line of output'", limits).exit == .outputLimitExceeded, "yes was not capped")
    })
    row("grandchild holds stdout (sleep 60 &), limit 10 s", try stopFigure(repeats) {
        expect(try shell("sleep 60 & echo $!", ProcessLimits(timeLimit: .seconds(10))).exit == .exited(0), "the grandchild held the run")
    })
    if FileManager.default.isExecutableFile(atPath: "/usr/bin/setsid") {
        row("grandchild left the group (setsid), drain 0.2 s", try stopFigure(repeats) {
            let limits = ProcessLimits(timeLimit: .seconds(10), drainLimit: .milliseconds(200))
            expect(try shell("/usr/bin/setsid sh -c 'sleep 5; echo late' & sleep 0.1; echo done", limits).stdoutText == "done\n",
                   "the escaped grandchild was waited for")
        })
        row("daemon left the session holding stdout, limit 20 s", try stopFigure(repeats) {
            let script = "/usr/bin/setsid -f sleep 1000; sleep 0.3; echo parent done"
            expect(try shell(script, ProcessLimits(timeLimit: .seconds(20))).exit == .exited(0), "the daemon held the run")
        })
    }
    row("cancelled once it runs (from its start)", try stopFigure(repeats) {
        let cancellation = RunCancellation()
        let ready = FileManager.default.temporaryDirectory.appendingPathComponent("rxlearn-stops-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: ready) }
        DispatchQueue.global().async {
            while !FileManager.default.fileExists(atPath: ready.path) { usleep(1_000) }
            cancellation.cancel()
        }
        do {
            _ = try shell("sleep 60 & touch \(ready.path); wait", ProcessLimits(timeLimit: .seconds(30)), cancellation: cancellation)
            expect(false, "the cancelled run was not cancelled")
        } catch CellRunnerError.cancelled {}
    })
    row("never answers, exchange bound 0.3 s (a playground player)", try stopFigure(repeats) {
        let child = try ServingChild(executable: URL(fileURLWithPath: "/bin/sh"), arguments: ["-c", "while read line; do sleep 600; done"],
                                     environment: [:])
        do {
            _ = try child.exchange("hello", within: .milliseconds(300))
            expect(false, "the silent child answered")
        } catch is ServingChild.Failure {}
        child.stop()
    })

    // Compiled cells, as CellRunTests and RunnerFixtureTests run them.
    let cacheRoot = FileManager.default.temporaryDirectory.appendingPathComponent("rxlearn-stops-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: cacheRoot) }
    let compiler = CellCompiler(toolchain: toolchain, core: core, cache: CellCache(root: cacheRoot, moduleCacheDirectory: moduleCache))
    func cell(_ code: String, _ limits: ProcessLimits) throws -> ProcessExit {
        guard case .ran(let run, _) = try CellExecutor(compiler: compiler, limits: limits).run(CellSource(code: code)) else {
            expect(false, "a stops cell did not compile")
            return .exited(-1)
        }
        return run.exit
    }
    let cells: [(String, String, ProcessLimits, ProcessExit)] = [
        ("cell: endless loop, limit 1 s", "var spins = 0\nwhile true { spins &+= 1 }", ProcessLimits(timeLimit: .seconds(1)), .timedOut),
        ("cell: sleeps for ever, limit 1 s", "import Foundation\nThread.sleep(forTimeInterval: 100_000)", ProcessLimits(timeLimit: .seconds(1)), .timedOut),
        ("cell: prints 100 MB, 1 MiB cap (limit 20 s)",
         "let line = String(repeating: \"x\", count: 999)\nfor _ in 0 ..< 100_000 { print(line) }", ProcessLimits(timeLimit: .seconds(20)), .outputLimitExceeded),
        ("cell: awaits a sequence that never ends, limit 2 s",
         "import RxSwift\nlet subject = PublishSubject<Int>()\nfor try await value in subject.values { print(value) }", ProcessLimits(timeLimit: .seconds(2)), .timedOut),
    ]
    for (label, code, limits, expected) in cells {
        _ = try cell(code, limits)  // compiled once, outside the figure
        row(label, try stopFigure(repeats) { expect(try cell(code, limits) == expected, "\(label) ended otherwise") })
    }
}
