import ArgumentParser
import Foundation
import LessonKit
import Localization
import Notebook

/// The `rxlearn` command. With no subcommand it opens the notebook; without a terminal (a pipe,
/// CI, an unknown `TERM`) it prints the lesson list instead and says how to open the notebook.
public struct RxLearn: ParsableCommand, NotebookLaunch.Opener {
    public static let version = "0.1.0"

    /// Computed, as every command's: argument-parser reads it after the language is chosen.
    public static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "rxlearn",
            abstract: HelpText.abstract(CLIText.Help.rxlearnAbstract),
            discussion: HelpText.discussion(CLIText.Help.rxlearnDiscussion),
            version: version,
            groupedSubcommands: [
                CommandGroup(name: CLIText.Help.lessonGroup.text, subcommands: [
                    ListCommand.self, ShowCommand.self, OpenCommand.self, RunCommand.self, PresentCommand.self, MarblesCommand.self, PlayCommand.self,
                ]),
                CommandGroup(name: CLIText.Help.exerciseGroup.text, subcommands: [
                    CheckCommand.self, WatchCommand.self, HintCommand.self, SolutionCommand.self, ResetCommand.self,
                    ReviewCommand.self, ProgressCommand.self, ReportCommand.self,
                ]),
                CommandGroup(name: CLIText.Class.group.text, subcommands: [ClassCommand.self]),
                CommandGroup(name: CLIText.Help.authorGroup.text, subcommands: [
                    VerifyCommand.self, LintCommand.self, DevCommand.self, DoctorCommand.self,
                ]),
            ]
        )
    }

    @OptionGroup var options: LessonOptions
    @OptionGroup var notebook: NotebookOptions

    public init() {}

    /// `main()`, with the one place that prints the errors a user can cause: each is one
    /// `rxlearn: …` sentence with its exit status (`UserFacingFailure`), not swift-argument-parser's
    /// generic `Error: …`. Parse errors, `--help` and `ValidationError`s stay argument-parser's.
    public static func runAsMain() {
        Console.occupyClosedStandardDescriptors()
        // The language first: argument-parser makes its help texts from it before parsing.
        let arguments = Array(CommandLine.arguments.dropFirst())
        let environment = ProcessInfo.processInfo.environment
        if let missing = LanguageChoice.missingValue(in: arguments) {
            let fallback = (try? LanguageChoice.resolve(argument: nil, environment: environment).get()) ?? .english
            Console.errLine("rxlearn: " + missing.sentence(in: fallback))
            Foundation.exit(ExitStatus.usage.rawValue)
        }
        switch LanguageChoice.resolve(argument: LanguageChoice.argument(in: arguments), environment: environment) {
        case .success(let language):
            Language.current = language
        case .failure(let problem):
            Console.errLine("rxlearn: \(problem.sentence).")
            Foundation.exit(ExitStatus.usage.rawValue)
        }
        do {
            defer { ClassHook.afterCommand() }
            let commandLine = LanguageChoice.removingOption(from: arguments)
            var command = try ReportMergeCommand.parseLinearly(commandLine) ?? parseAsRoot(commandLine)
            if !(command is NotebookLaunch.Opener) { noteNonUTF8Locale() }
            try command.run()
            exitIfOutputFailed()
        } catch {
            exitIfOutputFailed()
            guard let failure = UserFacingFailure(wording: error) else { exit(withError: error) }
            Console.errLine("rxlearn: \(failure.message)")
            Foundation.exit(failure.status.rawValue)
        }
    }

    /// One line when the locale's encoding is not UTF-8 and a terminal will show what rxlearn
    /// writes (in UTF-8): the learner sees why text is garbled and how to mend it. The commands
    /// that open the notebook refuse such a terminal instead (`NotebookLaunch`).
    private static func noteNonUTF8Locale() {
        let terminal = TerminalCapabilities.current()
        guard let setting = terminal.nonUTF8Locale, terminal.stdoutIsTerminal || isatty(STDERR_FILENO) == 1 else { return }
        Console.errLine("rxlearn: " + CLIText.Failure.localeNotUTF8Note(setting).english)
    }

    /// A command whose result could not be written to standard output has not done its job,
    /// whatever it returned: one sentence and status 1.
    private static func exitIfOutputFailed() {
        guard let failure = Console.outputFailure else { return }
        Console.errLine("rxlearn: \(failure.sentence)")
        Foundation.exit(ExitStatus.failure.rawValue)
    }

    public func run() throws {
        let loaded = try options.loadLessons()
        switch try NotebookLaunch.open(loaded, options: options, presentMode: false, showsExpected: notebook.showsExpected(),
                                       at: .welcomeOnFirstRun) {
        case .quit: return
        case .noTerminal: break
        }
        Self.printWithoutTerminal(loaded)
    }

    /// What `rxlearn` (and `rxlearn open`) print when there is no terminal for the notebook: the
    /// lessons, and how to open it.
    static func printWithoutTerminal(_ loaded: LoadedLessons) {
        Console.outLine(CLIText.lessonsIn(version: RxLearn.version, folder: loaded.folderDisplayPath).text)
        Console.outLine()
        for line in LessonListing(chapters: loaded.chapters, progress: LearnerProgress(), path: loaded.path, titles: loaded.sectionTitles).textLines(showingState: false) {
            Console.outLine(line)
        }
        if loaded.chapters.isEmpty {
            Console.outLine(CLIText.noLessonsYet.text)
        }
        Console.outLine()
        Console.outLine(CLIText.notebookNeedsTerminal.text)
        Console.outLine(CLIText.withoutTerminal.text)
        loaded.noteErrorsBriefly()
    }
}
