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
        let store = ProgressStore()
        let progress = (try? store.load().progress) ?? LearnerProgress()
        let exercise = try ExerciseLookup(loaded: loaded).find(name, progress: progress)
        guard !exercise.hints.isEmpty else {
            Console.outLine("\(exercise.id) has no hints.")
            return
        }
        let alreadyShown = progress.exercises[exercise.id]?.hintsShown ?? 0
        let shown = min(alreadyShown + 1, exercise.hints.count)
        for (index, hint) in exercise.hints.prefix(shown).enumerated() {
            Console.outLine("hint \(index + 1) of \(exercise.hints.count): \(hint)")
        }
        if shown == alreadyShown {
            Console.errLine("(that was the last hint)")
        }
        do {
            _ = try store.update { progress in
                var entry = progress.exercises[exercise.id, default: ExerciseProgress()]
                entry.hintsShown = shown
                progress.exercises[exercise.id] = entry
            }
        } catch {
            Console.errLine("rxlearn: progress not saved: \(error)")
        }
    }
}
