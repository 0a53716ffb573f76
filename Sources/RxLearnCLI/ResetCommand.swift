import ArgumentParser
import Foundation
import LessonKit

/// `rxlearn reset NAME`: puts an exercise's start file back. The learner's version is kept beside
/// it under the first free backup name (`NAME.swift.bak`, then `.bak.2`, `.bak.3`, …): no reset ever
/// replaces an earlier one.
struct ResetCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "reset",
        abstract: "Start an exercise afresh; your version is kept next to it (NAME.swift.bak, then .bak.2, …).",
        discussion: "Every reset keeps the version it replaces under a new name, so none is ever lost; the message names the file that holds it."
    )

    @OptionGroup var options: LessonOptions

    @Argument(help: ArgumentHelp("The exercise.", valueName: "name"))
    var name: String

    func run() throws {
        let loaded = try options.loadLessons()
        let exercise = try ExerciseLookup(loaded: loaded).find(name, progress: { LearnerProgress() })
        let layout = options.workspaceLayout
        let backup = try layout.resetExerciseFile(for: exercise)
        let file = PathDisplay.relativeToCurrentDirectory(layout.exerciseURL(exerciseID: exercise.id))
        if let backup {
            Console.outLine("\(file) starts afresh; your version is now in \(PathDisplay.relativeToCurrentDirectory(backup))")
        } else {
            Console.outLine("\(file) is ready")
        }
    }
}
