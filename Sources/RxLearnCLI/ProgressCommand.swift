import ArgumentParser
import Foundation
import LessonKit

/// `rxlearn progress`: a bar for the whole course and the next lesson to open, then one bar per
/// stage of the learning path (or per chapter, with `--documents`) with its exercises.
struct ProgressCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "progress",
            abstract: HelpText.abstract(CLIText.Help.progressAbstract)
        )
    }

    @OptionGroup var options: LessonOptions

    @Flag(name: .long, help: HelpText.help(CLIText.Help.progressDocuments))
    var documents = false

    func run() throws {
        let loaded = try options.loadLessons()
        let progress = ProgressAccess().read()
        let groups = LessonGroup.groups(of: loaded.chapters, path: loaded.path, order: documents ? .documents : .path)
        let now = ReviewClock.now()
        var report = ProgressReport(groups: groups, progress: progress)
        report.now = now
        report.lines.forEach { Console.outLine($0) }
        let due = ReviewSchedule.dueCount(in: LessonGroup.groups(of: loaded.chapters, path: loaded.path, order: .path), progress: progress, now: now)
        if progress.exercises.values.contains(where: \.passed) {
            Console.outLine()
            Console.outLine(CLIText.Review.summary(due: due).text)
        }
    }
}
