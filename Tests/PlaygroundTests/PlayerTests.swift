import CellRunner
import Foundation
import Marbles
@testable import Playground
import SystemSupport
import Testing

@Suite(.serialized) struct PlayerTests {
    @Test func playsTheDefaultExampleOfMap() throws {
        let player = try PlayerEnvironment.sharedPlayer.get()
        let run = try player.play(["map"], inputs: [:])
        #expect(run.problem == nil)
        #expect(run.outputs == [TimelineLane(name: "map", events: [
            .next("R", at: 100), .next("X", at: 200), .next("!", at: 300), .completed(at: 300),
        ])])
    }

    @Test func oneCompileAndOneProcessAnswerManyChanges() throws {
        // A cache of its own, so the first player compiles and the second finds it compiled.
        let shared = try PlayerEnvironment.compiler.get()
        let cache = CellCache(root: FileManager.default.temporaryDirectory.appendingPathComponent("playground-\(UUID().uuidString)"),
                              moduleCacheDirectory: shared.cache.moduleCacheDirectory)
        defer { try? FileManager.default.removeItem(at: cache.root) }
        let compiler = CellCompiler(toolchain: shared.toolchain, core: shared.core, cache: cache)

        let player = try PlaygroundPlayer(compiler: compiler)
        let pid = player.processID
        for gap in 1 ... 60 {
            let dashes = String(repeating: "-", count: gap)
            let run = try player.play(["delay"], inputs: ["messages": "\(dashes)a\(dashes)|"])
            #expect(run.outputs.first?.events == [.next("a", at: gap * 50 + 150), .completed(at: 2 * gap * 50 + 200)])
        }
        #expect(player.compiler.compilerInvocationCount == 1)
        #expect(player.processID == pid, "every change went to the same player process")

        let second = try PlaygroundPlayer(compiler: CellCompiler(toolchain: shared.toolchain, core: shared.core, cache: cache))
        _ = try second.play(["map"], inputs: [:])
        #expect(second.compiler.compilerInvocationCount == 0, "the second player found the first one's compile")
    }

    @Test func aCoreWithoutTheCellRuntimeIsRefusedInOneSentence() throws {
        let shared = try PlayerEnvironment.compiler.get()
        let bareCore = try CoreBuild(directory: shared.core.directory)
        let compiler = CellCompiler(toolchain: shared.toolchain, core: bareCore, cache: shared.cache)
        #expect(throws: PlaygroundPlayerError.playerDidNotCompile(detail: ": its core build lacks RxCellRuntime, CellProtocol")) {
            _ = try PlaygroundPlayer(compiler: compiler)
        }
    }

    @Test func aLaneThatDoesNotParseIsTheRunsProblem() throws {
        let player = try PlayerEnvironment.sharedPlayer.get()
        let run = try player.play(["combineLatest"], inputs: ["color": "-a-(b"])
        #expect(run.outputs.isEmpty)
        #expect(run.problem == "Lane `color`, column 4: the group opened here is never closed — add `)` after the group's last event.")
    }

    @Test func anInputTheOperatorDoesNotHaveIsTheRunsProblem() throws {
        let run = try PlayerEnvironment.sharedPlayer.get().play(["map"], inputs: ["numbers": "-1|"])
        #expect(run.problem == "There is no input `numbers` here; its inputs are `typed`.")
    }

    @Test func lettersWhereAnExampleReadsNumbersAreTheRunsProblem() throws {
        let run = try PlayerEnvironment.sharedPlayer.get().play(["filter"], inputs: ["readings": "-1-x|"])
        #expect(run.outputs.isEmpty)
        #expect(run.problem == "Lane `readings` has `x` at 300 ms, but this example reads whole numbers: use digits, or give the symbol a value, e.g. `x=42`.")
    }

    @Test func operatorsThatReadDifferentInputsCannotBeCompared() throws {
        let run = try PlayerEnvironment.sharedPlayer.get().play(["map", "filter"], inputs: [:])
        #expect(run.problem?.hasPrefix("`map` and `filter` read different inputs") == true)
    }

    @Test func anUnknownOperatorThrowsItsSentence() throws {
        #expect(throws: PlaygroundPlayerError.unknownOperator("mapp")) {
            try PlayerEnvironment.sharedPlayer.get().play(["mapp"], inputs: [:])
        }
    }

    @Test(arguments: PlaygroundCatalog.comparisons)
    func everyComparisonPlaysOneLanePerOperatorOrSubscriber(_ comparison: PlaygroundComparison) throws {
        let run = try PlayerEnvironment.sharedPlayer.get().play(comparison, inputs: [:])
        #expect(run.problem == nil)
        let players = Set(run.outputs.map { String($0.name.split(separator: " ").first ?? "") })
        #expect(players == Set(comparison.operators))
        #expect(run.outputs.allSatisfy { !$0.events.isEmpty }, "\(run.outputs)")
    }

    @Test func theComparisonsOwnExampleDecidesTheLanes() throws {
        let run = try PlayerEnvironment.sharedPlayer.get().play(["flatMap", "flatMapLatest", "concatMap"], inputs: [:])
        #expect(run.outputs.map(\.name) == ["flatMap", "flatMapLatest", "concatMap"])
        #expect(run.outputs.map { $0.events.filter { $0.kind == .next }.compactMap(\.value) } == [["1", "3", "2"], ["1", "2"], ["3", "1", "2"]])
    }

    @Test func debugsLinesComeBackWithTheirVirtualTimes() throws {
        let run = try PlayerEnvironment.sharedPlayer.get().play(["debug"], inputs: ["ticks": "-0|"])
        #expect(run.printed.prefix(4) == [
            PlaygroundPrintedLine(time: 0, text: "take -> subscribed"),
            PlaygroundPrintedLine(time: 0, text: "ticks -> subscribed"),
            PlaygroundPrintedLine(time: 150, text: "ticks -> Event next(0)"),
            PlaygroundPrintedLine(time: 150, text: "take -> Event next(0)"),
        ])
    }

    // MARK: - Containment: processes this test started only

    @Test func stopEndsThePlayerAndTheNextPlayStartsANewOne() throws {
        let player = try PlaygroundPlayer(compiler: PlayerEnvironment.compiler.get())
        let pid = try #require(player.processID)
        #expect(ProcessCheck.isAlive(pid))
        player.stop()
        #expect(player.processID == nil)
        #expect(ProcessCheck.isGone(pid, within: .seconds(30)))
        _ = try player.play(["map"], inputs: [:])
        let next = try #require(player.processID)
        #expect(next != pid)
        player.stop()
        #expect(ProcessCheck.isGone(next, within: .seconds(30)))
    }

    @Test func releasingThePlayerEndsItsProcess() throws {
        var player: PlaygroundPlayer? = try PlaygroundPlayer(compiler: PlayerEnvironment.compiler.get())
        let pid = try #require(player?.processID)
        player = nil
        #expect(ProcessCheck.isGone(pid, within: .seconds(30)))
    }

    /// rxlearn holds the player's request socket and its lifeline; here a stand-in owner (a
    /// `sleep`) holds the write end of the lifeline, and the test keeps the requests open, so only
    /// the owner's death can end the player.
    @Test func thePlayerEndsWhenItsOwnerIsKilled() throws {
        let player = try PlaygroundPlayer(compiler: PlayerEnvironment.compiler.get())
        let executable = player.executable
        player.stop()

        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("playground-owner-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let requests = folder.appendingPathComponent("requests")
        #expect(mkfifo(requests.path, 0o600) == 0)
        let requestsHeldOpen = open(requests.path, O_RDWR)
        defer { close(requestsHeldOpen) }

        let lifeline = Pipe()
        let owner = Process()
        owner.executableURL = URL(fileURLWithPath: "/bin/sleep")
        owner.arguments = ["600"]
        owner.standardOutput = lifeline.fileHandleForWriting
        try owner.run()
        defer { if owner.isRunning { kill(owner.processIdentifier, SIGKILL) } }

        // The shell moves the lifeline to fd 4 and the requests to fd 0, then becomes the player.
        let playerProcess = Process()
        playerProcess.executableURL = URL(fileURLWithPath: "/bin/sh")
        playerProcess.arguments = ["-c", "exec 4<&0 0<\"$1\"; exec \"$2\"", "sh", requests.path, executable.path]
        playerProcess.standardInput = lifeline.fileHandleForReading
        playerProcess.environment = ["RXLEARN_LIFELINE_FD": "4"]
        try playerProcess.run()
        defer { if playerProcess.isRunning { kill(playerProcess.processIdentifier, SIGKILL) } }
        try lifeline.fileHandleForWriting.close()
        try lifeline.fileHandleForReading.close()

        usleep(300_000)
        #expect(playerProcess.isRunning, "the player should wait for requests while its owner lives")
        kill(owner.processIdentifier, SIGKILL)
        let deadline = ContinuousClock.now + .seconds(5)
        while playerProcess.isRunning, ContinuousClock.now < deadline { usleep(20_000) }
        #expect(!playerProcess.isRunning, "the player outlived its owner")
    }
}

/// Whether a process this test started is still there (it is reaped by whoever started it).
enum ProcessCheck {
    static func isAlive(_ pid: Int32) -> Bool {
        kill(pid, 0) == 0
    }

    static func isGone(_ pid: Int32, within limit: Duration) -> Bool {
        let deadline = ContinuousClock.now + limit
        while isAlive(pid) {
            guard ContinuousClock.now < deadline else { return false }
            usleep(20_000)
        }
        return true
    }
}
