/// Reads `PATH.md`: a stage is a heading `## Stage: Title` (or `## Tour: Title`, or
/// `## Reference: Title` for lessons off the path), its lessons the list items under it
/// (`- lesson-id`, optionally followed by `(teaches: map, filter)` and `(previews: share)`).
/// Everything else is prose for authors and is ignored, so the file reads well on GitHub.
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
                let kinds: [(label: String, kind: LearningPath.Stage.Kind)] = [("Stage:", .stage), ("Tour:", .tour), ("Reference:", .reference)]
                guard let (label, kind) = kinds.first(where: { heading.hasPrefix($0.label) }) else {
                    diagnostics.append(Diagnostic(
                        file: fileName, line: number, column: 1, severity: .warning,
                        message: "`\(heading)` is not a stage heading, so the lessons under it join the stage before it",
                        fix: "write it `## Stage: Title` (or `## Tour: Title`, `## Reference: Title`), or make it a `###` heading if it is only prose"))
                    continue
                }
                let title = heading.dropFirst(label.count).trimmingSpaces()
                if title.isEmpty {
                    diagnostics.append(Diagnostic(
                        file: fileName, line: number, column: 1, severity: .error, message: "the stage has no title",
                        fix: "write what the stage teaches after `## Stage:`"))
                }
                stages.append(.init(title: String(title), lessons: [], location: SourceLocation(file: fileName, line: number, column: 1),
                                    kind: kind))
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

    /// `lesson-id`, then any of `(teaches: a, b)` and `(previews: c)`; backquotes around the id are allowed.
    private static func step(from item: Substring, at location: SourceLocation, diagnostics: inout [Diagnostic]) -> LearningPath.Step? {
        var idPart = item
        var teaches: [String] = []
        var previews: [String] = []
        if let open = item.firstIndex(of: "(") {
            idPart = item[..<open].trimmingSpaces()
            for note in notes(in: item[open...]) {
                if let names = names(after: "teaches:", in: note) {
                    teaches += names
                } else if let names = names(after: "previews:", in: note) {
                    previews += names
                } else {
                    diagnostics.append(Diagnostic(
                        file: location.file, line: location.line, column: location.column, severity: .warning,
                        message: "`(\(note))` after the lesson id is not understood, so it is ignored",
                        fix: "a step takes `(teaches: op1, op2)` and `(previews: op3)` notes only"))
                }
            }
        }
        let id = bare(idPart)
        guard !id.isEmpty, !id.contains(" ") else {
            diagnostics.append(Diagnostic(
                file: location.file, line: location.line, column: location.column, severity: .error,
                message: "`\(item)` is not a lesson id", fix: "a step is one lesson id, e.g. `- 4.1-create`"))
            return nil
        }
        return LearningPath.Step(lessonID: id, teaches: teaches, previews: previews, location: location)
    }

    /// The texts inside each outer pair of parentheses: `(a) (b)` gives `a` and `b`, and
    /// `(teaches: take(until:))` keeps its inner pair; an unclosed note runs to the end.
    private static func notes(in text: Substring) -> [Substring] {
        var notes: [Substring] = []
        var depth = 0
        var start = text.startIndex
        for index in text.indices {
            switch text[index] {
            case "(":
                if depth == 0 { start = text.index(after: index) }
                depth += 1
            case ")" where depth > 0:
                depth -= 1
                if depth == 0 { notes.append(text[start..<index].trimmingSpaces()) }
            default:
                break
            }
        }
        if depth > 0 { notes.append(text[start...].trimmingSpaces()) }
        return notes
    }

    /// The comma-separated names of a note that starts with `label`, or nil when it starts otherwise.
    private static func names(after label: String, in note: Substring) -> [String]? {
        guard note.hasPrefix(label) else { return nil }
        return note.dropFirst(label.count).split(separator: ",").map { String($0.trimmingSpaces()) }.filter { !$0.isEmpty }
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
