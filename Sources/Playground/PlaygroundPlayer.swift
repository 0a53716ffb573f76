import CellRunner
import Foundation
import LessonRunner
import Localization
import Marbles
import SystemSupport

/// Plays operators on the learner's input lanes through one long-lived player process.
///
/// The player (RxCellRuntime's `PlaygroundHarness`) is compiled once per machine — the cell cache
/// keys it by its source and the core build — and started once per `PlaygroundPlayer`; every
/// `play` is then one request line and one answer line, about a millisecond, however many times
/// the learner changes a lane. The process is a `ServingChild`: listed with rxlearn's other
/// children, tied to rxlearn by the lifeline, stopped by `stop()`, on deinit, and when an answer
/// does not come within `answerTimeLimit`.
public final class PlaygroundPlayer: @unchecked Sendable {
    /// The player's whole program: the examples are compiled into the cell runtime (see
    /// `PlaygroundHarness` for why).
    static let source = CellSource(code: "PlaygroundHarness.serve()")
    static let template = CellTemplate(preamble: "import RxCellRuntime", epilogue: "")

    /// How long one answer may take before the player is stopped (a request never takes more than
    /// a few milliseconds; only a player stuck in a loop reaches this).
    public let answerTimeLimit: Duration
    /// The compiler that built the player; its `compilerInvocationCount` shows whether it did.
    public let compiler: CellCompiler
    /// The compiled player program.
    let executable: URL
    private let lock = Lock()
    private var child: ServingChild?

    /// Compiles the player (unless the cache has it) with `compiler`'s toolchain, core and cache,
    /// and starts it. The core must hold the modules lesson cells link
    /// (`LessonCellTemplate.moduleNames`), the cell runtime among them.
    public init(compiler: CellCompiler, answerTimeLimit: Duration = .seconds(2)) throws {
        let missing = LessonCellTemplate.moduleNames.filter { !compiler.core.moduleNames.contains($0) }
        guard missing.isEmpty else {
            throw PlaygroundPlayerError.playerDidNotCompile(detail: ": its core build lacks \(missing.joined(separator: ", "))")
        }
        let playerCompiler = CellCompiler(toolchain: compiler.toolchain, core: compiler.core, cache: compiler.cache,
                                          template: Self.template, compilerTimeLimit: compiler.compilerTimeLimit)
        self.compiler = playerCompiler
        self.answerTimeLimit = answerTimeLimit
        switch try playerCompiler.compile(Self.source) {
        case .success(let compiled):
            executable = compiled.executable
        case .failure(let failure):
            let first = failure.allDiagnostics.first.map { ": \($0.message)" } ?? ""
            throw PlaygroundPlayerError.playerDidNotCompile(detail: first)
        }
        child = try Self.start(executable)
    }

    /// A player program built already, started as the real one is: for tests whose stand-in
    /// player answers what a broken one would.
    init(executable: URL, compiler: CellCompiler, answerTimeLimit: Duration = .seconds(2)) throws {
        self.compiler = compiler
        self.answerTimeLimit = answerTimeLimit
        self.executable = executable
        child = try Self.start(executable)
    }

    /// Finds the toolchain and the core the way lesson cells do (`LessonCellRunner`).
    public static func locatingEverything() throws -> PlaygroundPlayer {
        try PlaygroundPlayer(compiler: LessonCellRunner.locatingEverything().executor.compiler)
    }

    deinit { stop() }

    /// Ends the player process; a later `play` starts it again.
    public func stop() {
        lock.withLock {
            child?.stop()
            child = nil
        }
    }

    /// The player's pid while it runs, for tests that check it is gone.
    public var processID: Int32? { lock.withLock { child?.pid } }

    /// Plays `operators` (catalog names or aliases) on `inputs` (marbles by input name); inputs
    /// left out take their defaults. One operator plays its own example; several play a comparison
    /// when one holds them all (its inputs and examples), else the first operator's inputs, which
    /// all of them must read. A lane that does not parse, or an input the operators do not have,
    /// gives a run with its `problem` and no outputs; a player that does not answer throws.
    public func play(_ operators: [String], inputs: [String: String]) throws -> PlaygroundRun {
        let found = try operators.map { name in
            guard let known = PlaygroundCatalog.find(name) else { throw PlaygroundPlayerError.unknownOperator(name) }
            return known
        }
        guard let first = found.first else { return PlaygroundRun(inputs: [], outputs: []) }
        if found.count > 1 {
            if let comparison = PlaygroundCatalog.comparisons.first(where: { Set($0.operators).isSuperset(of: found.map(\.name)) }) {
                return try play(comparison, only: found.map(\.name), inputs: inputs)
            }
            if let other = found.first(where: { $0.inputs.map(\.name) != first.inputs.map(\.name) }) {
                let problem = UIText.CommandLine.Play.differentInputs(first.name, first.inputs.map(\.name), other.name, other.inputs.map(\.name)).text
                return PlaygroundRun(inputs: [], outputs: [], problem: problem)
            }
        }
        return try play(found.map(\.name), comparison: nil, defaults: first.inputs, frame: first.frameMilliseconds, inputs: inputs)
    }

    /// Plays the operators of `comparison` (or `only` those of them) on its shared inputs.
    public func play(_ comparison: PlaygroundComparison, only: [String]? = nil, inputs: [String: String]) throws -> PlaygroundRun {
        try play(only ?? comparison.operators, comparison: comparison.name, defaults: comparison.inputs,
                 frame: comparison.frameMilliseconds, inputs: inputs)
    }

    private func play(_ operators: [String], comparison: String?, defaults: [PlaygroundInput], frame: Int,
                      inputs: [String: String]) throws -> PlaygroundRun {
        var lanes: [TimelineLane] = []
        for input in defaults {
            switch PlaygroundInputParser.lane(named: input.name, marbles: inputs[input.name] ?? input.marbles, frameMilliseconds: frame) {
            case .success(let lane): lanes.append(lane)
            case .failure(let problem): return PlaygroundRun(inputs: lanes, outputs: [], problem: problem.sentence)
            }
        }
        if let stray = inputs.keys.sorted().first(where: { name in !defaults.contains { $0.name == name } }) {
            return PlaygroundRun(inputs: lanes, outputs: [], problem: UIText.CommandLine.Play.noSuchInput(stray, known: defaults.map(\.name)).text)
        }
        let request = PlayerRequest(operators: operators, comparison: comparison, lanes: lanes)
        let answer = try exchange(request.line())
        do {
            return try PlayerAnswer.run(from: answer, inputs: lanes)
        } catch {
            // A player that answers nonsense is not trusted with the next change: a new one is.
            stop()
            throw error
        }
    }

    private func exchange(_ request: String) throws -> String {
        try lock.withLock {
            let running = try child ?? Self.start(executable)
            child = running
            do {
                return try running.exchange(request, within: answerTimeLimit)
            } catch let failure as ServingChild.Failure {
                child = nil
                switch failure {
                case .noAnswer(let limit):
                    throw PlaygroundPlayerError.noAnswer(within: limit)
                case .ended(let exit, let stderr):
                    throw PlaygroundPlayerError.playerEnded(exit.map { "\($0)" } ?? UIText.CommandLine.Play.playerEndedPlainly.text, stderr: stderr)
                }
            }
        }
    }

    private static func start(_ executable: URL) throws -> ServingChild {
        try ServingChild(executable: executable, environment: ProcessInfo.processInfo.environment)
    }
}

/// What can go wrong with the player, each as one sentence.
public enum PlaygroundPlayerError: Error, Equatable, CustomStringConvertible, LocalizedError {
    case unknownOperator(String)
    case playerDidNotCompile(detail: String)
    case noAnswer(within: Duration)
    case playerEnded(String, stderr: String)

    public var description: String {
        switch self {
        case .unknownOperator(let name):
            return UIText.CommandLine.Play.unknownOperator(name).text
        case .playerDidNotCompile(let detail):
            return UIText.CommandLine.Play.playerDidNotCompile(detail).text
        case .noAnswer(let limit):
            return UIText.CommandLine.Play.noAnswer(within: "\(limit)").text
        case .playerEnded(let how, let stderr):
            return UIText.CommandLine.Play.playerEnded(how, last: stderr.split(separator: "\n").last.map(String.init)).text
        }
    }

    public var errorDescription: String? { description }
}
