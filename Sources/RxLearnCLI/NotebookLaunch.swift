import ArgumentParser
import CellRunner
import Foundation
import LessonKit
import Localization
import Notebook
import NotebookCore

/// Opens the notebook on lessons the command line has loaded, and says in the command line's
/// words what the notebook could not do.
enum NotebookLaunch {
    /// The commands that open the notebook (and so say themselves what is wrong with the
    /// terminal, in `refuseTerminalItCannotDrawOn`).
    protocol Opener {}

    /// What is left for the caller to handle: the learner quit, or there is no terminal.
    enum Result {
        case quit
        case noTerminal
    }

    /// Opens the notebook at `place`. An id in `place` must name a loaded lesson or exercise:
    /// check it first with `notebookPlace(for:in:)`. `classData`: the data folder of the class a
    /// projector teaches (nil: the standard one).
    static func open(_ loaded: LoadedLessons, options: LessonOptions, presentMode: Bool, showsExpected: Bool = false,
                     classData: URL? = nil, at place: OpeningPlace) throws -> Result {
        try refuseTerminalItCannotDrawOn()
        // A pack that is not rxlearn's own course is trusted first; without a terminal the
        // notebook runs nothing (it says it needs one).
        if let answer = LessonPackTrust.terminalAnswer() {
            try LessonPackTrust(reach: CellConfinement.levelForThisProgram()).require(loaded.folder.url, trustedByFlag: false, answer: answer)
        }
        let outcome = try Notebook.open(chapters: loaded.chapters, path: loaded.path, sectionTitles: loaded.sectionTitles,
                                        notice: firstNotice(loaded), workspace: options.workspaceLayout.root,
                                        presentMode: presentMode, showsExpected: showsExpected, classData: classData, at: place,
                                        loadCourse: Course.loader(readingFolder: loaded.folder.url))
        return try result(of: outcome, loaded)
    }

    /// What the notebook's end means for the command: progress not saved, or no lessons to
    /// show, is a failure with its sentence (never exit status 0).
    static func result(of outcome: NotebookOutcome, _ loaded: LoadedLessons) throws -> Result {
        switch outcome {
        case .quit:
            return .quit
        case .quitWithProgressNotSaved(let problem):
            throw UserFacingFailure(message: CLIText.Failure.progressNotSaved("\(problem)").text, status: ExitStatus.failure)
        case .noTerminal:
            return .noTerminal
        case .noLessons:
            throw UserFacingFailure(
                message: UIText.CommandLine.Failure.noLessonsLoaded(from: loaded.folderDisplayPath).text,
                status: ExitStatus.lessonFileError
            )
        }
    }

    /// The notebook's first message: that some lesson files have errors, else that a translated
    /// chapter cannot be read (so its lessons are in English) — also said on standard error, but
    /// the notebook's screen covers that at once.
    static func firstNotice(_ loaded: LoadedLessons) -> Phrase? {
        if loaded.hasErrors { return UIText.Notebook.Messages.lessonFileErrors(loaded.errors.count) }
        return loaded.unreadableTranslations.first.map { file, reason in
            CLIText.Failure.translationUnreadable(loaded.displayPath(ofFile: file), language: loaded.language.nativeName,
                                                  reason: reason.message)
        }
    }

    /// Refuses, before anything is drawn, a terminal the notebook would fill with garbage (`TERM`
    /// unset or `dumb`, a locale that is not UTF-8), saying how to fix it and that the plain
    /// commands work there. Without a terminal at all the notebook says `.noTerminal` itself.
    ///
    /// A terminal that is not UTF-8 is told in English: only ASCII is sure to read right there.
    static func refuseTerminalItCannotDrawOn(_ terminal: TerminalCapabilities = .current()) throws {
        guard terminal.stdinIsTerminal, terminal.stdoutIsTerminal else { return }
        let message = Language.$taskLanguage.withValue(terminal.nonUTF8Locale == nil ? Language.current : .english) { () -> String? in
            terminal.notebookRefusal.map { CLIText.Failure.notebookRefused(problem: $0.problem, fix: $0.fix).text }
        }
        if let message { throw UserFacingFailure(message: message, status: ExitStatus.failure) }
    }

    /// Where `rxlearn open [ID]` and `rxlearn present [ID]` open: the lesson or exercise `id`
    /// names, or without one where the learner stopped. An id that names neither is the usage
    /// error `rxlearn show` gives, with its suggestion.
    static func place(for id: String?, in loaded: LoadedLessons) throws -> OpeningPlace {
        guard let id else { return .welcomeOnFirstRun }
        if ExerciseLookup(loaded: loaded).entry(withID: id) == nil {
            _ = try loaded.lesson(withID: id)
        }
        return .item(id: id)
    }
}
