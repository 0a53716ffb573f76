import Foundation
import LessonKit
import Marbles

/// `rxlearn list --operators`: the decision tree of the "Choosing an operator" chapter, grouped
/// by goal, each need followed by its operators and the lessons that teach them.
struct OperatorTreeListing {
    let chapters: [Chapter]

    func textLines() -> [String] {
        let choices = chapters.operatorChoices
        guard !choices.isEmpty else {
            return [CLIText.List.noDecisionTree.text]
        }
        let lessons = OperatorLessons(chapters: chapters)
        let needWidth = choices.map { DisplayWidth.of($0.path.dropFirst().joined(separator: " › ")) }.max() ?? 0
        var lines: [String] = []
        var goal: String?
        for choice in choices {
            if choice.path.first != goal {
                goal = choice.path.first
                if !lines.isEmpty { lines.append("") }
                lines.append(CLIText.List.iWantTo(goal ?? "").text)
            }
            let need = choice.path.dropFirst().joined(separator: " › ")
            let operators = choice.operators.map { name in
                "\(name) (\(lessons.lessonID(forOperator: name) ?? CLIText.List.noLessonYet.text))"
            }
            lines.append("  " + DisplayWidth.padded(need, to: needWidth) + "  → " + operators.joined(separator: ", "))
        }
        lines.append("")
        lines.append(CLIText.List.openALesson.text)
        return lines
    }

    func json() throws -> String {
        struct Row: Encodable {
            struct Operator: Encodable {
                let name: String
                let lesson: String?
            }
            let question: [String]
            let operators: [Operator]
        }
        let lessons = OperatorLessons(chapters: chapters)
        let rows = chapters.operatorChoices.map { choice in
            Row(question: choice.path, operators: choice.operators.map { name in
                Row.Operator(name: name, lesson: lessons.lessonID(forOperator: name))
            })
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(rows), as: UTF8.self)
    }
}
