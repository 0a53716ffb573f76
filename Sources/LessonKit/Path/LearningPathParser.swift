/// Reads `PATH.md`: a stage is a heading `## Stage: Title`, its lessons the list items under it
/// (`- lesson-id`, optionally `- lesson-id (teaches: map, filter)`). Everything else is prose for
/// authors and is ignored, so the file reads well on GitHub.
public enum LearningPathParser {
    public static func parse(text: String, fileName: String = LearningPath.fileName) -> (path: LearningPath, diagnostics: [Diagnostic]) {
        var stages: [LearningPath.Stage] = []
        var diagnostics: [Diagnostic] = []
        var inFence = false
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = rawLine.hasSuffix("\r") ? rawLine.dropLast() : rawLine
            let number = index + 1
            let trimmed = line.trimmingSpaces()
            if trimmed.hasPrefix("```") { inFence.toggle(); continue }
            if inFence { continue }
            if line.hasPrefix("## ") {
                let heading = line.dropFirst(3).trimmingSpaces()
                guard heading.hasPrefix("Stage:") else {
                    diagnostics.append(Diagnostic(
                        file: fileName, line: number, column: 1, severity: .warning,
                        message: "`\(heading)` is not a stage heading, so the lessons under it join the stage before it",
                        fix: "write it `## Stage: Title`, or make it a `###` heading if it is only prose"))
                    continue
                }
                let title = heading.dropFirst("Stage:".count).trimmingSpaces()
                if title.isEmpty {
                    diagnostics.append(Diagnostic(
                        file: fileName, line: number, column: 1, severity: .error, message: "the stage has no title",
                        fix: "write what the stage teaches after `## Stage:`"))
                }
                stages.append(.init(title: String(title), lessons: [], location: SourceLocation(file: fileName, line: number, column: 1)))
                continue
            }
            guard line.hasPrefix("- ") || line.hasPrefix("* ") else { continue }
            let item = line.dropFirst(2).trimmingSpaces()
            let location = SourceLocation(file: fileName, line: number, column: 3)
            guard let step = step(from: item, at: location, diagnostics: &diagnostics) else { continue }
            guard !stages.isEmpty else {
                diagnostics.append(Diagnostic(
                    file: fileName, line: number, column: 3, severity: .error,
                    message: "`\(step.lessonID)` comes before the first stage, so it is not on the path",
                    fix: "put a `## Stage: Title` heading above it"))
                continue
            }
            stages[stages.count - 1].lessons.append(step)
        }
        for stage in stages where stage.lessons.isEmpty && !stage.title.isEmpty {
            diagnostics.append(Diagnostic(
                file: fileName, line: stage.location.line, column: 1, severity: .warning,
                message: "the stage “\(stage.title)” has no lessons", fix: "list its lessons under it as `- lesson-id`, or remove it"))
        }
        return (LearningPath(stages: stages), diagnostics)
    }

    /// `lesson-id` or `lesson-id (teaches: a, b)`; backquotes around the id are allowed.
    private static func step(from item: Substring, at location: SourceLocation, diagnostics: inout [Diagnostic]) -> LearningPath.Step? {
        var idPart = item
        var teaches: [String] = []
        if let open = item.firstIndex(of: "(") {
            idPart = item[..<open].trimmingSpaces()
            var note = item[item.index(after: open)...].trimmingSpaces()
            if note.hasSuffix(")") { note = note.dropLast() }
            guard note.hasPrefix("teaches:") else {
                diagnostics.append(Diagnostic(
                    file: location.file, line: location.line, column: location.column, severity: .warning,
                    message: "`(\(note))` after the lesson id is not understood, so it is ignored",
                    fix: "the only note a step takes is `(teaches: op1, op2)`"))
                return LearningPath.Step(lessonID: bare(idPart), location: location)
            }
            teaches = note.dropFirst("teaches:".count).split(separator: ",").map { String($0.trimmingSpaces()) }.filter { !$0.isEmpty }
        }
        let id = bare(idPart)
        guard !id.isEmpty, !id.contains(" ") else {
            diagnostics.append(Diagnostic(
                file: location.file, line: location.line, column: location.column, severity: .error,
                message: "`\(item)` is not a lesson id", fix: "a step is one lesson id, e.g. `- 4.1-create`"))
            return nil
        }
        return LearningPath.Step(lessonID: id, teaches: teaches, location: location)
    }

    private static func bare(_ text: Substring) -> String {
        String(text.trimmingSpaces().trimmingCharacters(in: "`"))
    }
}

extension Substring {
    func trimmingSpaces() -> Substring {
        var text = self
        while let first = text.first, first == " " || first == "\t" { text = text.dropFirst() }
        while let last = text.last, last == " " || last == "\t" { text = text.dropLast() }
        return text
    }

    func trimmingCharacters(in set: Character) -> Substring {
        var text = self
        while text.first == set { text = text.dropFirst() }
        while text.last == set { text = text.dropLast() }
        return text
    }
}
