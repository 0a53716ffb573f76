import ArgumentParser
import Foundation
import LessonKit

/// `rxlearn hint [NAME]`: reveals an exercise's hints one at a time, in order.
struct HintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "hint",
        abstract: "Show the next hint of an exercise (by default the next one you have not solved)."
    )

    @OptionGroup var options: LessonOptions

    @Argument(help: ArgumentHelp("The exercise.", valueName: "name"))
    var name: String?

    func run() throws {
        let loaded = try options.loadLessons()
        let access = ProgressAccess()
        let exercise = try ExerciseLookup(loaded: loaded).find(name, progress: access.read)
        try HintGiver(access: access).showNextHint(of: exercise)
    }
}
