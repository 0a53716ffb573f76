import ArgumentParser
import Foundation
import LessonKit

/// `rxlearn hint [NAME]`: reveals an exercise's hints one at a time, in order.
struct HintCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "hint",
            abstract: HelpText.abstract(CLIText.Help.hintAbstract)
        )
    }

    @OptionGroup var options: LessonOptions

    @Argument(help: HelpText.help(CLIText.Help.exerciseName, valueName: "name"))
    var name: String?

    func run() throws {
        let loaded = try options.loadLessons()
        let access = ProgressAccess()
        let exercise = try ExerciseLookup(loaded: loaded).find(name, progress: access.read)
        try HintGiver(access: access).showNextHint(of: exercise)
    }
}
