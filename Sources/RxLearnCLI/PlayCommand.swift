import ArgumentParser
import Foundation
import LessonKit
import Localization
import Marbles
import Notebook
import Playground

/// `rxlearn play OPERATOR`: the operator's example with its input lanes editable, run on the real
/// operator on virtual time. In a terminal it opens the playground screen; without one (or with
/// `--text`) it prints the lanes. Several operators, or `--compare NAME`, play one input side by side.
struct PlayCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "play",
            abstract: HelpText.abstract(CLIText.Help.playAbstract),
            discussion: HelpText.discussion(CLIText.Help.playDiscussion)
        )
    }

    @OptionGroup var compileOptions: CompileOptions

    @Argument(help: HelpText.help(CLIText.Help.playOperators, valueName: "operator"))
    var operators: [String] = []

    @Flag(name: .long, help: HelpText.help(CLIText.Help.playList))
    var list = false

    @Option(name: .long, help: HelpText.help(CLIText.Help.playCompare, valueName: "name"))
    var compare: String?

    @Option(name: .long, help: HelpText.help(CLIText.Help.playInput, valueName: "name=marbles"))
    var input: [String] = []

    @Flag(name: .long, help: HelpText.help(CLIText.Help.playText))
    var text = false

    func validate() throws {
        if list, !operators.isEmpty || compare != nil {
            throw ValidationError(CLIText.Help.playListTakesNoOperator.text)
        }
        if !list, operators.isEmpty, compare == nil {
            throw ValidationError(CLIText.Help.playNameAnOperator.text)
        }
        if compare != nil, !operators.isEmpty {
            throw ValidationError(CLIText.Help.playOperatorsOrCompare.text)
        }
        if operators.count > 3 {
            throw ValidationError(CLIText.Help.playAtMostThree.text)
        }
    }

    func run() throws {
        let width = Self.outputWidth()
        if list {
            PlaygroundText.list(width: width).forEach { Console.outLine($0) }
            return
        }
        let selection = try PlaySelection.resolve(operators: operators, compare: compare, inputs: try parsedInputs())
        // A terminal the screen cannot draw on (`TERM=dumb`, a locale that is not UTF-8) gets text.
        let terminal = TerminalCapabilities.current()
        let opensScreen = !text && terminal.stdoutIsTerminal && terminal.notebookRefusal == nil
        // The first start compiles the player, which takes a few seconds: on a terminal, say so
        // rather than leave it blank, and take the line back once the player is ready.
        let saysItIsGettingReady = opensScreen && isatty(STDERR_FILENO) == 1
        if saysItIsGettingReady { Console.err(CLIText.Failure.gettingPlaygroundReady.text) }
        let player: PlaygroundPlayer
        do {
            player = try Self.makePlayer(compileOptions: compileOptions)
        } catch {
            if saysItIsGettingReady { Console.errLine() }
            throw error
        }
        if saysItIsGettingReady { Console.err("\r\u{1B}[K") }
        defer { player.stop() }
        if opensScreen {
            try Self.openScreen(selection, player: player)
        } else {
            try Self.printText(selection, player: player, width: width)
        }
    }

    /// The interactive playground screen (`Notebook.openPlayground`, which plays on `player` and
    /// stops it when the learner leaves). A terminal ncurses cannot draw on gets the lanes as text.
    static func openScreen(_ selection: PlaySelection, player: PlaygroundPlayer) throws {
        // The screen handles Ctrl-C, SIGTERM and SIGHUP itself: it gives the terminal back, then
        // the player is stopped on the way out. Forwarding would end rxlearn at once instead.
        SignalForwarding.uninstall()
        let outcome: NotebookOutcome
        do {
            outcome = try Notebook.openPlayground(operators: selection.operators.map(\.name), inputs: selection.inputs, player: player)
        } catch let error as PlaygroundPlayerError {
            throw UserFacingFailure(message: error.description, status: ExitStatus.failure)
        }
        if outcome == .noTerminal {
            try printText(selection, player: player, width: outputWidth())
        }
    }

    /// Plays the selection once and prints its lanes; a lane that does not parse is the run's
    /// one-sentence problem, exit status 1.
    static func printText(_ selection: PlaySelection, player: PlaygroundPlayer, width: Int) throws {
        let run = try play(selection, with: player)
        if let problem = run.problem {
            throw UserFacingFailure(message: problem, status: ExitStatus.failure)
        }
        let lines = PlaygroundText.run(run, title: selection.title, youChange: selection.youChange,
                                       frameMilliseconds: selection.frameMilliseconds, width: width)
        lines.forEach { Console.outLine($0) }
    }

    static func play(_ selection: PlaySelection, with player: PlaygroundPlayer) throws -> PlaygroundRun {
        do {
            if let comparison = selection.comparison {
                return try player.play(comparison, only: selection.operators.map(\.name), inputs: selection.inputs)
            }
            return try player.play(selection.operators.map(\.name), inputs: selection.inputs)
        } catch let error as PlaygroundPlayerError {
            throw UserFacingFailure(message: error.description, status: ExitStatus.failure)
        }
    }

    /// The player, compiled (once per machine) with the toolchain and core that cells use.
    static func makePlayer(compileOptions: CompileOptions) throws -> PlaygroundPlayer {
        let runner = try compileOptions.makeRunner()
        do {
            return try PlaygroundPlayer(compiler: runner.executor.compiler)
        } catch let error as PlaygroundPlayerError {
            throw UserFacingFailure(message: error.description, status: ExitStatus.failure)
        } catch {
            throw UserFacingFailure(message: CLIText.Failure.playerCouldNotStart("\(error)").text, status: ExitStatus.failure)
        }
    }

    /// `--input NAME=MARBLES`, split at the first `=` (the marbles may hold value definitions).
    private func parsedInputs() throws -> [String: String] {
        var inputs: [String: String] = [:]
        for assignment in input {
            guard let equals = assignment.firstIndex(of: "="), equals != assignment.startIndex else {
                throw UserFacingFailure.usage(CLIText.Failure.inputWithoutName(assignment).text)
            }
            inputs[String(assignment[..<equals])] = String(assignment[assignment.index(after: equals)...])
        }
        return inputs
    }

    /// The terminal's width when standard output is one, else 80 columns.
    static func outputWidth() -> Int {
        let terminal = TerminalCapabilities.current()
        guard terminal.stdoutIsTerminal, let columns = terminal.size?.columns, columns >= 40 else { return 80 }
        return columns
    }
}

/// What `rxlearn play` was asked to play: the operators, the comparison whose inputs they share
/// (if several), and the learner's input lanes.
struct PlaySelection {
    var operators: [PlaygroundOperator]
    var comparison: PlaygroundComparison?
    var inputs: [String: String]

    var title: String {
        if let only = operators.first, operators.count == 1 {
            return CLIText.Play.title(name: only.name, summary: only.summary, lessonID: only.lessonID).text
        }
        return CLIText.Play.onOneInput(operators.map(\.name)).text
    }

    var youChange: Phrase {
        if operators.count == 1 || comparison == nil { return operators.first?.youChange ?? Phrase("") }
        return CLIText.Play.sharedInputs((comparison?.inputs ?? []).map(\.name))
    }

    var frameMilliseconds: Int { comparison?.frameMilliseconds ?? operators.first?.frameMilliseconds ?? 10 }

    /// The catalog entries for the names, or one sentence with the closest names.
    static func resolve(operators names: [String], compare: String?, inputs: [String: String]) throws -> PlaySelection {
        if let compare {
            guard let comparison = PlaygroundCatalog.comparison(containing: compare) else {
                throw UserFacingFailure.usage(CLIText.Failure.noSuchComparison(compare, known: PlaygroundCatalog.comparisons.map(\.name)).text)
            }
            return PlaySelection(operators: comparison.operators.compactMap(PlaygroundCatalog.find), comparison: comparison, inputs: inputs)
        }
        let found = try names.map { name in
            guard let entry = PlaygroundCatalog.find(name) else { throw unknown(name) }
            return entry
        }
        let comparison = found.count > 1
            ? PlaygroundCatalog.comparisons.first { Set($0.operators).isSuperset(of: found.map(\.name)) }
            : nil
        return PlaySelection(operators: found, comparison: comparison, inputs: inputs)
    }

    private static func unknown(_ name: String) -> UserFacingFailure {
        .usage(CLIText.Failure.noSuchOperator(name, closest: PlaygroundCatalog.closestNames(to: name)).text)
    }
}
