/// Checks a learning path against the lessons it orders. Errors, whenever lessons are read: a
/// lesson in no stage or reference section, an id in PATH.md that names no lesson, an id listed
/// twice.
/// Warnings, for content authors (`rxlearn lint` only, since they read every cell): an operator
/// (or a type with a lesson of its own) used in a cell or an exercise's solution before the path
/// reaches the lesson that teaches it — one per lesson and operator — unless the step previews
/// it and its prose names it; lessons of a tour or of a reference section are not held to the
/// order. A preview that is not needed, not used, or that the prose never names, is a warning too.
public enum PathCheck {
    static func membership(_ path: LearningPath, _ chapters: [Chapter]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let lessonIDs = Set(chapters.flatMap { $0.lessons.map(\.id) })
        var seen: [String: SourceLocation] = [:]
        let referenceLessons = path.referenceLessonIDs
        for step in path.steps {
            if let first = seen[step.lessonID] {
                diagnostics.append(Diagnostic(
                    file: step.location.file, line: step.location.line, column: step.location.column, severity: .error,
                    message: "`\(step.lessonID)` is on the path twice (first on line \(first.line))",
                    fix: "a lesson has one place on the path: remove one of the two lines"))
                continue
            }
            seen[step.lessonID] = step.location
            if !lessonIDs.contains(step.lessonID) {
                let suggestion = LessonLookup.suggestion(for: step.lessonID, in: chapters).map { " (did you mean `\($0)`?)" } ?? ""
                diagnostics.append(Diagnostic(
                    file: step.location.file, line: step.location.line, column: step.location.column, severity: .error,
                    message: "no lesson has the id `\(step.lessonID)`\(suggestion)",
                    fix: "correct the id, or remove the line until the lesson is written"))
            }
            if referenceLessons.contains(step.lessonID), !(step.teaches + step.previews).isEmpty {
                diagnostics.append(Diagnostic(
                    file: step.location.file, line: step.location.line, column: step.location.column, severity: .warning,
                    message: "`\(step.lessonID)` is in a reference section, off the path, so its `teaches:` and `previews:` notes are ignored",
                    fix: "put the note on the step of the path that teaches or previews the operator, and remove it here"))
            }
            for (label, names) in [("teaches", step.teaches), ("previews", step.previews)] {
                for name in names where OperatorSpellings.lessonID(forName: name) == nil {
                    diagnostics.append(Diagnostic(
                        file: step.location.file, line: step.location.line, column: step.location.column, severity: .warning,
                        message: "`\(name)` in `\(label):` is not an operator or type with a lesson of its own, so it is ignored",
                        fix: "name it as its lesson does, e.g. `map`, `take(until:)`, `Driver`"))
                }
            }
        }
        for chapter in chapters {
            for lesson in chapter.lessons where seen[lesson.id] == nil {
                diagnostics.append(Diagnostic(
                    file: lesson.location.file, line: lesson.location.line, column: lesson.location.column, severity: .error,
                    message: "the lesson `\(lesson.id)` is not on the learning path, so the notebook would reach it only at the end",
                    fix: "add `- \(lesson.id)` to the stage of \(LearningPath.fileName) where it belongs"))
            }
        }
        return diagnostics
    }

    /// The order warnings: operators used before the path teaches them, and previews' problems.
    public static func orderWarnings(_ path: LearningPath, on chapters: [Chapter]) -> [Diagnostic] {
        let lessons = Dictionary(chapters.flatMap { $0.lessons.map { ($0.id, $0) } }, uniquingKeysWith: { first, _ in first })
        var position: [String: Int] = [:]
        var stageTitle: [String: String] = [:]
        for (index, (step, stage)) in path.sectionsInOrder.flatMap({ stage in stage.lessons.map { ($0, stage.title) } }).enumerated()
        where position[step.lessonID] == nil {
            position[step.lessonID] = index
            stageTitle[step.lessonID] = stage
        }
        // Where each teaching lesson's subject is first met: its own lesson, or a step that says it teaches it.
        var taughtAt: [String: (position: Int, lessonID: String)] = [:]
        for (lessonID, index) in position where lessons[lessonID] != nil {
            taughtAt[lessonID] = (index, lessonID)
        }
        let offPath = path.referenceLessonIDs
        for step in path.steps where !offPath.contains(step.lessonID) {
            guard let index = position[step.lessonID] else { continue }
            for name in step.teaches {
                guard let subject = OperatorSpellings.lessonID(forName: name) else { continue }
                if let current = taughtAt[subject], current.position <= index { continue }
                taughtAt[subject] = (index, step.lessonID)
            }
        }

        var diagnostics: [Diagnostic] = []
        // Every lesson's code is scanned once; the checks below all read these.
        let scans = lessons.mapValues(scan)
        // What the learner has met so far: taught, or previewed by an earlier step (or this one)
        // whose cells do use it.
        var previewedAt: [String: Int] = [:]
        for step in path.steps where !offPath.contains(step.lessonID) {
            guard let index = position[step.lessonID], let scanned = scans[step.lessonID] else { continue }
            let used = usedSubjects(scanned)
            for name in step.previews {
                guard let subject = OperatorSpellings.lessonID(forName: name), used.contains(subject) else { continue }
                previewedAt[subject] = min(previewedAt[subject] ?? index, index)
            }
        }
        let tourLessons = Set(path.stages.filter(\.isTour).flatMap { $0.lessons.map(\.lessonID) })
        for step in path.steps where !offPath.contains(step.lessonID) {
            guard let lesson = lessons[step.lessonID], let scanned = scans[step.lessonID], let here = position[step.lessonID] else { continue }
            diagnostics += previewProblems(step, lesson: lesson, used: usedSubjects(scanned), at: here, taughtAt: taughtAt)
            if tourLessons.contains(step.lessonID) { continue }
            var warned: Set<String> = []
            for (code, uses) in scanned {
                for use in uses where !warned.contains(use.name) {
                    guard let taught = taughtAt[use.lessonID], taught.position > here else { continue }
                    if let previewed = previewedAt[use.lessonID], previewed <= here { continue }
                    warned.insert(use.name)
                    let stage = stageTitle[taught.lessonID].map { " (stage “\($0)”)" } ?? ""
                    diagnostics.append(Diagnostic(
                        file: code.location.file, line: code.location.line + use.line, column: 1, severity: .warning,
                        message: "`\(lesson.id)` uses `\(use.name)` before the path teaches it in `\(taught.lessonID)`\(stage)",
                        fix: "teach it first, move a lesson on the path, or add `(previews: \(use.name))` to its step and say a word about it in the prose"))
                }
            }
        }
        return diagnostics
    }

    /// A preview must be needed (the path teaches the operator later), used by one of the
    /// lesson's cells (`used`: the subjects its code uses), and named in what the learner reads
    /// there, in a code span, so that the learner is told what it is and that it comes back.
    private static func previewProblems(_ step: LearningPath.Step, lesson: Lesson, used: Set<String>, at here: Int,
                                        taughtAt: [String: (position: Int, lessonID: String)]) -> [Diagnostic] {
        // What the learner reads: the lesson's prose, and an exercise's statement and hints (where
        // an operator an exercise needs is named).
        let readable = [lesson.prose] + lesson.exercises.flatMap { [$0.prose] + $0.hints }
        let spans = readable.flatMap(codeSpans(in:))
        var problems: [Diagnostic] = []
        for name in step.previews {
            guard let subject = OperatorSpellings.lessonID(forName: name) else { continue }
            if let taught = taughtAt[subject], taught.position <= here {
                problems.append(Diagnostic(
                    file: step.location.file, line: step.location.line, column: step.location.column, severity: .warning,
                    message: "`\(step.lessonID)` previews `\(name)`, which the path has already taught in `\(taught.lessonID)`",
                    fix: "remove `\(name)` from its `previews:` note"))
                continue
            }
            if !used.contains(subject) {
                problems.append(Diagnostic(
                    file: step.location.file, line: step.location.line, column: step.location.column, severity: .warning,
                    message: "`\(step.lessonID)` previews `\(name)`, but none of its cells uses it",
                    fix: "remove `\(name)` from its `previews:` note"))
                continue
            }
            let baseName = String(name.prefix { $0 != "(" })
            if !spans.contains(where: { OperatorSpellings.containsWord(baseName, in: $0) }) {
                problems.append(Diagnostic(
                    file: lesson.location.file, line: lesson.location.line, column: lesson.location.column, severity: .warning,
                    message: "`\(step.lessonID)` previews `\(name)`, but neither its prose nor its exercises name it",
                    fix: "say in a sentence, with `\(name)` in backquotes, what it does here and that a later lesson teaches it"))
            }
        }
        return problems
    }

    /// A lesson's cells and exercise solutions, each with the operators and types it uses.
    private typealias Scan = [(code: SwiftCode, uses: [(name: String, lessonID: String, line: Int)])]

    private static func scan(_ lesson: Lesson) -> Scan {
        (lesson.cells.map(\.code) + lesson.exercises.compactMap(\.solution)).map { ($0, OperatorSpellings.uses(in: $0.source)) }
    }

    /// The lessons of the operators and types a scanned lesson uses.
    private static func usedSubjects(_ scanned: Scan) -> Set<String> {
        Set(scanned.flatMap { $0.uses.map(\.lessonID) })
    }

    /// The texts between single backquotes in Markdown prose.
    static func codeSpans(in prose: String) -> [String] {
        prose.split(separator: "\n").flatMap { line -> [String] in
            let parts = line.split(separator: "`", omittingEmptySubsequences: false)
            return stride(from: 1, to: parts.count - 1, by: 2).map { String(parts[$0]) }
        }
    }
}
