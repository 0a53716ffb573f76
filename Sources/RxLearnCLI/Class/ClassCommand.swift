import ArgumentParser
import ClassLink
import Foundation

/// `rxlearn class …`: the live classroom. The teacher hosts and watches; learners join, work
/// as usual, share, answer polls and leave.
struct ClassCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "class",
            abstract: HelpText.abstract(CLIText.Class.abstract),
            discussion: HelpText.discussion(CLIText.Class.discussion),
            subcommands: [
                ClassJoinCommand.self, ClassLeaveCommand.self, ClassStatusCommand.self, ClassShareCommand.self, ClassAnswerCommand.self,
                ClassHostCommand.self, ClassDashboardCommand.self, ClassPollCommand.self, ClassFollowCommand.self, ClassExportCommand.self,
            ]
        )
    }
}

/// The teacher's commands (and `present`) find the running class in its data folder.
struct ClassDataOption: ParsableArguments {
    @Option(name: .long, help: HelpText.help(CLIText.Class.dataOption, valueName: "dir"))
    var data: String?

    /// The folder `--data` names, else the standard one (`ClassTeacher.dataFolder(named:)`).
    var folder: URL { ClassTeacher.dataFolder(named: data) }
}
