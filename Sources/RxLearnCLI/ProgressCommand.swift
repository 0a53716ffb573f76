import ArgumentParser
import Foundation
import LessonKit

/// `rxlearn progress`: a bar for the whole course and the next lesson to open, then one bar per
/// stage of the learning path (or per chapter, with `--documents`) with its exercises.
struct ProgressCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "progress",
        abstract: "Show how far you are: cells matched and exercises solved, by stage of the learning path."
    )

    @OptionGroup var options: LessonOptions

    @Flag(name: .long, help: "Count by chapter in the documents' order instead of by the stages of the learning path.")
    var documents = false

    func run() throws {
        let loaded = try options.loadLessons()
        let progress = ProgressAccess().read()
        let groups = LessonGroup.groups(of: loaded.chapters, path: loaded.path, order: documents ? .documents : .path)
        let report = ProgressReport(groups: groups, progress: progress)
        report.lines.forEach { Console.outLine($0) }
    }
}
