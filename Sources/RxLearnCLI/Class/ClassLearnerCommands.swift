import ArgumentParser
import ClassLink
import ClassProtocol
import Foundation
import LessonKit

/// `rxlearn class join ADDRESS CODE [--name NAME]`.
struct ClassJoinCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "join", abstract: HelpText.abstract(CLIText.Class.joinAbstract))
    }

    @Argument(help: HelpText.help(CLIText.Class.addressArgument, valueName: "address"))
    var address: String

    @Argument(help: HelpText.help(CLIText.Class.codeArgument, valueName: "code"))
    var code: String

    @Option(name: .long, help: HelpText.help(CLIText.Class.nameOption, valueName: "name"))
    var name: String?

    func run() throws {
        ClassHook.commandTalksToClassItself()
        let learnerID = ProgressAccess().readWithLearnerID().learnerID
        let name = self.name ?? ProcessInfo.processInfo.environment["USER"] ?? "learner"
        switch ClassLink.shared.join(address: address, code: code, name: name, learnerID: learnerID) {
        case .failure(let error):
            throw ClassLinkWords.failure(error)
        case .success(let membership):
            Console.outLine(CLIText.Class.joined(name: membership.name, server: membership.server).text)
            Console.errLine(CLIText.Class.whatIsSent.text)
            if let poll = membership.openPoll, poll.state == .open {
                Console.errLine(CLIText.Class.openPoll(poll.lesson, poll.cell, lane: poll.lane).text)
            }
        }
    }
}

/// `rxlearn class leave`.
struct ClassLeaveCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "leave", abstract: HelpText.abstract(CLIText.Class.leaveAbstract))
    }

    func run() throws {
        ClassHook.commandTalksToClassItself()
        switch ClassLink.shared.leave() {
        case .failure(let error):
            throw ClassLinkWords.failure(error)
        case .success(let departure):
            Console.outLine(CLIText.Class.left(unsent: departure.unsentEvents).text)
            if !departure.serverTold { Console.errLine(CLIText.Class.leftServerNotTold.text) }
        }
    }
}

/// `rxlearn class status`: in a class or not, what waits, the open poll; it also sends the queue.
struct ClassStatusCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "status", abstract: HelpText.abstract(CLIText.Class.statusAbstract))
    }

    func run() throws {
        ClassHook.commandTalksToClassItself()
        guard let membership = ClassLink.shared.membership else {
            Console.outLine(CLIText.Class.notInAClass.text)
            return
        }
        Console.outLine(CLIText.Class.inClass(name: membership.name, server: membership.server).text)
        let sync = ClassLink.shared.sync()
        if case .success(let result) = sync { ClassHook.show(result.newPushes) }
        if case .failure(let error) = sync {
            Console.outLine(error == .refused(ClassRefusal(.wrongToken, "")) ? CLIText.Class.forgotten.text : CLIText.Class.unreachableNow(membership.server).text)
        }
        let queued = ClassLink.shared.queuedCount
        Console.outLine(queued == 0 ? CLIText.Class.allSent.text : CLIText.Class.queued(queued).text)
        if let poll = ClassLink.shared.membership?.openPoll, poll.state == .open {
            Console.outLine(CLIText.Class.openPoll(poll.lesson, poll.cell, lane: poll.lane).text)
        }
    }
}

/// `rxlearn class share EXERCISE`: the one time the learner's code goes to the teacher.
struct ClassShareCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "share", abstract: HelpText.abstract(CLIText.Class.shareAbstract))
    }

    @OptionGroup var options: LessonOptions

    @Argument(help: HelpText.help(CLIText.Help.exerciseName, valueName: "name"))
    var name: String

    func run() throws {
        ClassHook.commandTalksToClassItself()
        guard ClassLink.shared.isInClass else { throw UserFacingFailure(message: CLIText.Class.notInAClass.text, status: ExitStatus.failure) }
        let loaded = try options.loadLessons()
        let exercise = try ExerciseLookup(loaded: loaded).find(name, progress: { LearnerProgress() })
        let file = options.workspaceLayout.exerciseURL(exerciseID: exercise.id)
        guard FileManager.default.fileExists(atPath: file.path) else {
            throw UserFacingFailure(message: CLIText.Class.nothingToShare(PathDisplay.relativeToCurrentDirectory(file)).text, status: ExitStatus.failure)
        }
        let code = try WorkspaceLayout.read(file)
        guard code.utf8.count <= ClassLimits.maxSharedCodeBytes else {
            throw UserFacingFailure(message: CLIText.Class.refused("A shared answer may have at most \(ClassLimits.maxSharedCodeBytes / 1024) KB of code.").text,
                                    status: ExitStatus.failure)
        }
        ClassLink.shared.record(.sharedAnswer(exercise: exercise.id, code: code))
        switch ClassLink.shared.sync() {
        case .success(let sync):
            Console.outLine(CLIText.Class.shared(exercise.id).text)
            ClassHook.show(sync.newPushes)
        case .failure:
            Console.outLine(CLIText.Class.sharedLater(exercise.id).text)
        }
    }
}

/// `rxlearn class answer PREDICTION`: the learner's answer to the open poll.
struct ClassAnswerCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "answer", abstract: HelpText.abstract(CLIText.Class.answerAbstract))
    }

    @Argument(help: HelpText.help(CLIText.Class.answerArgument, valueName: "prediction"))
    var prediction: String

    func run() throws {
        ClassHook.commandTalksToClassItself()
        guard ClassLink.shared.isInClass else { throw UserFacingFailure(message: CLIText.Class.notInAClass.text, status: ExitStatus.failure) }
        // The newest word on the poll first: it may have closed since the last command.
        if case .success(let sync) = ClassLink.shared.sync() { ClassHook.show(sync.newPushes) }
        guard let poll = ClassLink.shared.membership?.openPoll, poll.state == .open else {
            throw UserFacingFailure(message: CLIText.Class.noOpenPoll.text, status: ExitStatus.failure)
        }
        let text = prediction.replacingOccurrences(of: "\\n", with: "\n")
        guard text.count <= ClassLimits.maxAnswerCharacters else {
            throw UserFacingFailure(message: CLIText.Class.refused("A poll answer may have at most \(ClassLimits.maxAnswerCharacters) characters.").text,
                                    status: ExitStatus.usage)
        }
        switch ClassLink.shared.answer(poll: poll.id, text) {
        case .success(let sync):
            ClassHook.show(sync.newPushes)
            Console.outLine(CLIText.Class.answered.text)
        case .failure:
            Console.outLine(CLIText.Class.answerWaits.text)
        }
    }
}
