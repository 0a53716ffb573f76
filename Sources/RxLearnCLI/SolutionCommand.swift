import ArgumentParser
import Foundation
import LessonKit
import Marbles

/// `rxlearn solution NAME`: once the learner's answer has passed, the reference solution beside
/// their answer, with the author's "why this way"; refused before. Looking is recorded.
struct SolutionCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "solution",
            abstract: HelpText.abstract(CLIText.WorkedSolution.abstract),
            discussion: HelpText.discussion(CLIText.WorkedSolution.discussion)
        )
    }

    @OptionGroup var options: LessonOptions

    @Argument(help: HelpText.help(CLIText.WorkedSolution.exerciseName, valueName: "name"))
    var name: String

    func run() throws {
        let loaded = try options.loadLessons(definingExercise: name)
        let access = ProgressAccess()
        let exercise = try ExerciseLookup(loaded: loaded).find(name, progress: access.read)
        guard let solution = exercise.solution else { throw UserFacingFailure.usage(CLIText.WorkedSolution.none(exercise.id).text) }
        guard access.read().exercises[exercise.id]?.passed == true else {
            throw UserFacingFailure.usage(CLIText.WorkedSolution.notYet(exercise.id).text)
        }
        let file = options.workspaceLayout.exerciseURL(exerciseID: exercise.id)
        let answer = try? WorkspaceLayout.read(file)
        let text = WorkedSolutionText(answer: answer, fileName: PathDisplay.relativeToCurrentDirectory(file), solution: solution.source, why: exercise.why)
        text.lines.forEach { Console.outLine($0) }
        try access.update([.solutionShown(exerciseID: exercise.id, at: Date())])
    }
}

/// The worked solution as the command line prints it: the learner's answer, the reference, and
/// why — one after the other, each indented under its heading, so that no line of code is cut.
struct WorkedSolutionText {
    let answer: String?
    let fileName: String
    let solution: String
    let why: String?

    var lines: [String] {
        var lines: [String] = []
        if let answer {
            lines.append(CLIText.WorkedSolution.yours(fileName).text)
            lines += Self.indented(WorkedSolution.answerCode(answer))
        } else {
            lines.append(CLIText.WorkedSolution.yoursMissing.text)
        }
        lines.append("")
        lines.append(CLIText.WorkedSolution.reference.text)
        if let answer, WorkedSolution.answer(answer, isTheSameAs: solution) {
            lines.append("    " + CLIText.WorkedSolution.sameAsYours.text)
        } else {
            lines += Self.indented(solution)
        }
        if let why {
            lines.append("")
            lines.append(CLIText.WorkedSolution.why.text)
            for (index, paragraph) in WorkedSolution.paragraphs(why).enumerated() {
                if index > 0 { lines.append("") }
                lines += TextWrapping.lines(VisibleText.of(paragraph), width: 76).map { "    " + $0 }
            }
        }
        return lines
    }

    static func indented(_ code: String) -> [String] {
        code.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : "    " + $0 }
    }
}
