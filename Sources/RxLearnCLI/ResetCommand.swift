import ArgumentParser
import Foundation
import LessonKit

/// `rxlearn reset NAME`: puts an exercise's start file back, keeping the learner's version as `.bak`.
struct ResetCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "reset",
        abstract: "Start an exercise afresh; your version is kept next to it as a .bak file."
    )

    @OptionGroup var options: LessonOptions

    @Argument(help: ArgumentHelp("The exercise.", valueName: "name"))
    var name: String

    func run() throws {
        let loaded = try options.loadLessons()
        let exercise = try ExerciseLookup(loaded: loaded).find(name, progress: LearnerProgress())
        guard let start = exercise.start?.source else {
            throw UserFacingFailure(message: "exercise \(exercise.id) has no start file.", status: ExitStatus.lessonFileError).report()
        }
        let layout = options.workspaceLayout
        let backup = try layout.resetExerciseFile(exerciseID: exercise.id, startCode: start)
        let file = PathDisplay.relativeToCurrentDirectory(layout.exerciseURL(exerciseID: exercise.id))
        if let backup {
            Console.outLine("\(file) starts afresh; your version is in \(PathDisplay.relativeToCurrentDirectory(backup))")
        } else {
            Console.outLine("\(file) is ready")
        }
    }
}
