/// The decision tree must lead somewhere: every operator named in a ```` ```choose ```` block
/// needs its lesson (`op-<name>`) in the library. A missing one is a warning — the tree still
/// loads, that row just cannot open a lesson.
enum OperatorIndexCheck {
    static func run(on chapters: [Chapter]) -> [Diagnostic] {
        let lessonIDs = Set(chapters.flatMap { $0.lessons.map(\.id) })
        var diagnostics: [Diagnostic] = []
        for chapter in chapters {
            for lesson in chapter.lessons {
                for choice in lesson.operatorChoices {
                    for name in choice.operators where !lessonIDs.contains(OperatorChoice.lessonID(forOperator: name)) {
                        diagnostics.append(Diagnostic(
                            file: choice.location.file, line: choice.location.line, column: 1, severity: .warning,
                            message: "the decision tree names `\(name)`, but no lesson has the id `\(OperatorChoice.lessonID(forOperator: name))`",
                            fix: "write that lesson, or correct the operator's name"))
                    }
                }
            }
        }
        return diagnostics
    }
}

extension Array where Element == Chapter {
    /// Every row of the decision tree, in reading order.
    public var operatorChoices: [OperatorChoice] {
        flatMap { $0.lessons.flatMap(\.operatorChoices) }
    }
}
