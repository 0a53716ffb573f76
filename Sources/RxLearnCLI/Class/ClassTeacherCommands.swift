import ArgumentParser
import ClassLink
import ClassProtocol
import Foundation
import LessonKit
import Localization
import NotebookCore

/// `rxlearn class poll LESSON/CELL [--lane NAME]`, `--close`, `--reveal`: prediction polls.
struct ClassPollCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "poll", abstract: HelpText.abstract(CLIText.Class.pollAbstract))
    }

    @OptionGroup var options: LessonOptions
    @OptionGroup var data: ClassDataOption

    @Argument(help: HelpText.help(CLIText.Class.pollCellArgument, valueName: "lesson/cell"))
    var cell: String?

    @Option(name: .long, help: HelpText.help(CLIText.Class.pollLaneOption, valueName: "name"))
    var lane: String?

    @Flag(name: .long, help: HelpText.help(CLIText.Class.pollCloseOption))
    var close = false

    @Flag(name: .long, help: HelpText.help(CLIText.Class.pollRevealOption))
    var reveal = false

    func validate() throws {
        if [cell != nil, close, reveal].filter({ $0 }).count != 1 { throw ValidationError(CLIText.Class.pollOneAction.text) }
    }

    func run() throws {
        ClassHook.commandTalksToClassItself()
        let teacher = try ClassTeacher.find(in: data.folder).get(or: ClassLinkWords.failure)
        if close || reveal {
            let view = try teacher.changePoll(nil, close ? .close : .reveal).get(or: ClassLinkWords.failure)
            Console.outLine(CLIText.Class.pollChanged(view.id, state: view.state.rawValue).text)
            if let expected = view.expected { Console.outLine(expected) }
            return
        }
        let request = try pollRequest(for: cell ?? "")
        let view = try teacher.openPoll(request).get(or: ClassLinkWords.failure)
        Console.outLine(CLIText.Class.pollOpened(view.id, view.lesson, view.cell).text)
    }

    /// The poll for `LESSON/CELL`, with what the cell gives: the lane's marbles, or its printed lines.
    func pollRequest(for target: String) throws -> OpenPollRequest {
        let parts = target.split(separator: "/", maxSplits: 1).map(String.init)
        guard parts.count == 2 else { throw UserFacingFailure.usage(CLIText.Class.cellArgumentShape.text) }
        let loaded = try options.loadLessons(definingLesson: parts[0])
        let (_, lesson) = try loaded.lesson(withID: parts[0])
        guard let cell = lesson.cells.first(where: { $0.id == parts[1] }) else {
            throw UserFacingFailure.usage(CLIText.Class.noSuchCell(parts[1], lesson: lesson.id, known: lesson.cells.map(\.id)).text)
        }
        switch PollQuestion.request(lessonID: lesson.id, cell: cell, lane: lane) {
        case .success(let request):
            return request
        case .failure(.noSuchLane(let name, let known)):
            throw UserFacingFailure.usage(CLIText.Class.noSuchLane(name, known: known).text)
        case .failure(.nothingToPredict):
            throw UserFacingFailure.usage(UIText.Notebook.Messages.nothingToPredict.text)
        }
    }
}

/// `rxlearn class follow LESSON`: "follow me".
struct ClassFollowCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "follow", abstract: HelpText.abstract(CLIText.Class.followAbstract))
    }

    @OptionGroup var options: LessonOptions
    @OptionGroup var data: ClassDataOption

    @Argument(help: HelpText.help(CLIText.Class.followArgument, valueName: "id"))
    var id: String

    func run() throws {
        ClassHook.commandTalksToClassItself()
        // The id is checked here, so the class is never sent somewhere that does not exist.
        _ = try NotebookLaunch.place(for: id, in: try options.loadLessons())
        let teacher = try ClassTeacher.find(in: data.folder).get(or: ClassLinkWords.failure)
        _ = try teacher.follow(lesson: id).get(or: ClassLinkWords.failure)
        Console.outLine(CLIText.Class.followSent(id).text)
    }
}

/// `rxlearn class export --csv|--json`: the class table with partial credit.
struct ClassExportCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "export", abstract: HelpText.abstract(CLIText.Class.exportAbstract))
    }

    @OptionGroup var data: ClassDataOption
    @OptionGroup var format: ReportFormat

    func validate() throws {
        if !format.csv && !format.json { throw ValidationError(CLIText.Class.exportOneFormat.text) }
    }

    func run() throws {
        ClassHook.commandTalksToClassItself()
        let teacher = try ClassTeacher.find(in: data.folder).get(or: ClassLinkWords.failure)
        let export = try teacher.export().get(or: ClassLinkWords.failure)
        let table = ClassExportTable(export)
        table.table.notes.forEach { Console.errLine("rxlearn: \($0.text)") }
        Console.out(format.csv ? table.csv() : try table.json())
    }
}

extension Result {
    /// The value, or the failure worded for the user.
    func get(or words: (Failure) -> UserFacingFailure) throws -> Success {
        switch self {
        case .success(let value): return value
        case .failure(let error): throw words(error)
        }
    }
}
