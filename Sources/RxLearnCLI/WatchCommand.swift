import ArgumentParser
import Foundation
import LessonKit

/// `rxlearn watch`: checks the current exercise every time its file is saved. Moves to the next
/// exercise only when asked (`n`); `h` shows a hint; `q` quits.
struct WatchCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "watch",
            abstract: HelpText.abstract(CLIText.Help.watchAbstract)
        )
    }

    @OptionGroup var options: LessonOptions
    @OptionGroup var compileOptions: CompileOptions

    @Argument(help: HelpText.help(CLIText.Help.watchName, valueName: "name"))
    var name: String?

    func run() throws {
        let session = try ExerciseSession(options: options, compileOptions: compileOptions)
        var exercise = try session.exercise(named: name)
        let keys = KeyReader()
        defer { keys.restore() }
        // Ctrl-C and SIGTERM stop a check in progress, and now also restore the terminal on the way out.
        SignalForwarding.install(beforeExit: { keys.restore() })

        var watcher = try start(exercise, session: session)
        while true {
            if let key = keys.nextKey() {
                switch key {
                case "q":
                    return
                case "h":
                    try session.showNextHint(of: exercise)
                case "n":
                    guard let next = nextExercise(after: exercise, session: session) else {
                        Console.outLine(CLIText.Check.lastExercise.text)
                        continue
                    }
                    exercise = next
                    watcher = try start(exercise, session: session)
                default:
                    continue
                }
            }
            if watcher.hasChanged() {
                try session.check(exercise)
                prompt(exercise)
            }
            Thread.sleep(forTimeInterval: 0.05)
        }
    }

    /// Checks the exercise once and starts watching its file.
    private func start(_ exercise: Exercise, session: ExerciseSession) throws -> FileChangeWatcher {
        let file = try session.file(for: exercise)
        // Watch before checking, so that a save during the first check is not missed.
        let watcher = FileChangeWatcher(file: file)
        session.printTask(of: exercise)
        Console.outLine(CLIText.Check.watching(PathDisplay.relativeToCurrentDirectory(file)).text)
        try session.check(exercise)
        prompt(exercise)
        return watcher
    }

    private func prompt(_ exercise: Exercise) {
        Console.errLine(CLIText.Check.watchKeys(exercise.id).text)
    }

    private func nextExercise(after exercise: Exercise, session: ExerciseSession) -> Exercise? {
        let all = ExerciseLookup(loaded: session.loaded).all.map(\.exercise)
        guard let index = all.firstIndex(where: { $0.id == exercise.id }), index + 1 < all.count else { return nil }
        return all[index + 1]
    }
}
