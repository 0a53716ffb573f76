import ArgumentParser
import Foundation
import LessonKit

/// `rxlearn reset NAME`: puts an exercise's start file back. The learner's version is kept beside
/// it under the first free backup name (`NAME.swift.bak`, then `.bak.2`, `.bak.3`, …): no reset ever
/// replaces an earlier one.
struct ResetCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "reset",
            abstract: HelpText.abstract(CLIText.Help.resetAbstract),
            discussion: HelpText.discussion(CLIText.Help.resetDiscussion)
        )
    }

    @OptionGroup var options: LessonOptions

    @Argument(help: HelpText.help(CLIText.Help.exerciseName, valueName: "name"))
    var name: String

    func run() throws {
        let loaded = try options.loadLessons()
        let exercise = try ExerciseLookup(loaded: loaded).find(name, progress: { LearnerProgress() })
        let layout = options.workspaceLayout
        let backup = try layout.resetExerciseFile(for: exercise)
        let file = PathDisplay.relativeToCurrentDirectory(layout.exerciseURL(exerciseID: exercise.id))
        if let backup {
            Console.outLine(CLIText.Reset.startsAfresh(file, backup: PathDisplay.relativeToCurrentDirectory(backup)).text)
        } else {
            Console.outLine(CLIText.Reset.ready(file).text)
        }
    }
}
