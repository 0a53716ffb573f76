import LessonKit

/// The decision tree as the `o` window lists it: one entry per operator of each row, filtered by
/// what the learner types (a word of the question or the operator's name).
enum OperatorIndex {
    struct Entry: Equatable {
        var goal: String
        var need: String
        var operatorName: String
        /// Where the operator's lesson is in the course; nil when it has none.
        var lessonIndex: Int?
    }

    static func entries(in course: Course, chapters choices: [OperatorChoice]) -> [Entry] {
        choices.flatMap { choice in
            choice.operators.map { name in
                Entry(goal: choice.path.first ?? "", need: choice.path.dropFirst().joined(separator: " › "),
                      operatorName: name, lessonIndex: course.index(ofLesson: OperatorChoice.lessonID(forOperator: name)))
            }
        }
    }

    /// The entries whose question or operator contains every word of `query`, ignoring case.
    static func matches(in course: Course, query: String) -> [Entry] {
        let all = entries(in: course, chapters: course.operatorChoices)
        let words = query.lowercased().split(separator: " ").map(String.init)
        guard !words.isEmpty else { return all }
        return all.filter { entry in
            let text = "\(entry.goal) \(entry.need) \(entry.operatorName)".lowercased()
            return words.allSatisfy { text.contains($0) }
        }
    }
}

extension Course {
    /// Every row of the decision tree, in reading order.
    var operatorChoices: [OperatorChoice] {
        entries.flatMap(\.lesson.operatorChoices)
    }
}
