import ArgumentParser
import Foundation
import LessonKit
import Localization
import Notebook

/// The `rxlearn` command. With no subcommand it opens the notebook; without a terminal (a pipe,
/// CI, an unknown `TERM`) it prints the lesson list instead and says how to open the notebook.
public struct RxLearn: ParsableCommand {
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
                    CheckCommand.self, WatchCommand.self, HintCommand.self, ResetCommand.self,
                    ProgressCommand.self, ReportCommand.self,
                ]),
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
        // The language first: argument-parser makes its help texts from it before parsing.
        let arguments = Array(CommandLine.arguments.dropFirst())
        switch LanguageChoice.resolve(argument: LanguageChoice.argument(in: arguments), environment: ProcessInfo.processInfo.environment) {
        case .success(let language):
            Language.current = language
        case .failure(let problem):
            Console.errLine("rxlearn: \(problem.sentence).")
            Foundation.exit(ExitStatus.usage.rawValue)
        }
        do {
            var command = try parseAsRoot(LanguageChoice.removingOption(from: arguments))
            try command.run()
        } catch {
            guard let failure = UserFacingFailure(wording: error) else { exit(withError: error) }
            Console.errLine("rxlearn: \(failure.message)")
            Foundation.exit(failure.status.rawValue)
        }
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
