/// Warnings about the shape of the learning path, for authors (`rxlearn lint`): a stage too long
/// to take in at once, and an operator taught twice on the path.
public enum PathShapeCheck {
    /// The most lessons a stage or a tour should hold; a longer one is split into sub-stages.
    public static let largestStage = 12

    public static func warnings(_ path: LearningPath) -> [Diagnostic] {
        stageSizes(path) + taughtTwice(path)
    }

    /// A stage or tour of more than `largestStage` lessons (reference sections may be any size:
    /// nobody reads them in one go).
    static func stageSizes(_ path: LearningPath) -> [Diagnostic] {
        path.pathStages.filter { $0.lessons.count > largestStage }.map { stage in
            Diagnostic(
                file: stage.location.file, line: stage.location.line, column: stage.location.column, severity: .warning,
                message: "the stage “\(stage.title)” has \(stage.lessons.count) lessons, more than the \(largestStage) a learner takes in as one step",
                fix: "split it into sub-stages of at most \(largestStage) lessons, each with its own heading")
        }
    }

    /// An operator or type has one teaching place on the path: its own lesson, or a step whose
    /// `teaches:` note names it. Two are the same idea taught twice; the second is reported.
    /// Tours do not count (they show Rx at work before the course teaches it), nor reference
    /// sections (they are off the path).
    static func taughtTwice(_ path: LearningPath) -> [Diagnostic] {
        let subjectLessons = OperatorSpellings.subjectLessonIDs
        var firstPlace: [String: (lessonID: String, line: Int)] = [:]
        var diagnostics: [Diagnostic] = []
        for stage in path.stages where stage.kind == .stage {
            for step in stage.lessons {
                let own = subjectLessons.contains(step.lessonID) ? [(subject: step.lessonID, name: OperatorSpellings.name(ofSubject: step.lessonID))] : []
                let noted = step.teaches.compactMap { name in OperatorSpellings.lessonID(forName: name).map { (subject: $0, name: name) } }
                for (subject, name) in own + noted {
                    guard let first = firstPlace[subject] else {
                        firstPlace[subject] = (step.lessonID, step.location.line)
                        continue
                    }
                    diagnostics.append(Diagnostic(
                        file: step.location.file, line: step.location.line, column: step.location.column, severity: .warning,
                        message: "`\(name)` is taught twice on the path: by `\(first.lessonID)` (line \(first.line)) and by `\(step.lessonID)`",
                        fix: "keep one place: move the other lesson to a `## Reference:` section, or turn its `teaches:` note into `previews:`"))
                }
            }
        }
        return diagnostics
    }
}
