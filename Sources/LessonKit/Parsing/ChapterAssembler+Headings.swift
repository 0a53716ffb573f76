/// Headings: `# Chapter:` names the chapter, `## Lesson:` opens a lesson (and finishes the one
/// before), `### Exercise:` opens an exercise in it; any other `###` heading closes the exercise.
extension ChapterAssembler {
    mutating func readHeading(_ heading: BlockScanner.Heading) {
        let line = heading.lineNumber
        switch heading.level {
        case 1:
            guard let special = readSpecial(heading, as: .chapter) else {
                log.error(
                    line: line, column: heading.textColumn, "a `#` heading must be the chapter's: `# Chapter: Title`",
                    fix: "use `###` or deeper for headings inside the prose")
                return
            }
            guard !sawChapterHeading else {
                log.error(
                    line: line, column: 1, "a second `# Chapter:` heading",
                    fix: "one chapter per file: move this chapter to a file of its own")
                return
            }
            sawChapterHeading = true
            if special.title.isEmpty {
                log.error(line: line, column: special.titleColumn, "the chapter has no title", fix: "write it after `# Chapter:`")
            } else {
                title = special.title
                chapterLocation = SourceLocation(file: fileName, line: line, column: 1)
            }
            rejectAttributes(special, line: line, allowed: stampAttributes)
            chapterSourceStamp = special.attributes.first(SourceStamp.attribute)?.value
        case 2:
            guard let special = readSpecial(heading, as: .lesson) else {
                log.error(
                    line: line, column: heading.textColumn, "a `##` heading must start a lesson: `## Lesson: Title {#id}`",
                    fix: "use `###` or deeper for headings inside a lesson")
                return
            }
            startLesson(special, line: line)
        case 3:
            if let special = readSpecial(heading, as: .exercise) {
                startExercise(special, line: line)
            } else {
                lesson?.closeExercise(log: &log)
                addProse([rawHeading(heading)], line: line)
            }
        default:
            addProse([rawHeading(heading)], line: line)
        }
    }

    /// Ends the open lesson, if any: its checks run and it joins the chapter's lessons.
    mutating func finishLesson() {
        lesson?.finish(log: &log)
        if let finished = lesson { lessons.append(finished) }
        lesson = nil
    }

    private func rawHeading(_ heading: BlockScanner.Heading) -> String {
        String(repeating: "#", count: heading.level) + " " + heading.text
    }

    private mutating func readSpecial(_ heading: BlockScanner.Heading, as role: SpecialHeading.Role) -> SpecialHeading? {
        do {
            return try SpecialHeading.read(heading, as: role)
        } catch {
            log.error(line: heading.lineNumber, column: error.column, "a quoted value is not closed", fix: "add the closing `\"`")
            return SpecialHeading(
                role: role, title: "", attributes: AttributeList(tokens: []), titleColumn: heading.textColumn,
                attributesColumn: heading.textColumn)
        }
    }

    /// `source=`, which only a translation's chapter and lesson headings take.
    private var stampAttributes: Set<String> { isTranslation ? [SourceStamp.attribute] : [] }

    /// Reports attributes the heading does not take; true when there were none.
    @discardableResult
    private mutating func rejectAttributes(_ heading: SpecialHeading, line: Int, allowed: Set<String>) -> Bool {
        var clean = true
        for token in heading.attributes.tokens where !allowed.contains(token.key) || token.value == nil {
            let accepted = allowed.isEmpty ? "this heading takes no attributes" : "it takes " + allowed.sorted().map { "`\($0)`" }.joined(separator: ", ")
            log.error(
                line: line, column: token.column,
                "`\(heading.role.rawValue):` heading has no attribute `\(token.key)`", fix: accepted)
            clean = false
        }
        return clean
    }

    private mutating func startLesson(_ heading: SpecialHeading, line: Int) {
        finishLesson()
        var broken = !sawChapterHeading
        if !sawChapterHeading {
            log.error(line: line, column: 1, "a lesson before the `# Chapter:` heading", fix: "put `# Chapter: Title` first in the file")
        }
        if heading.title.isEmpty {
            log.error(line: line, column: heading.titleColumn, "the lesson has no title", fix: "write it after `## Lesson:`")
            broken = true
        }
        if !rejectAttributes(heading, line: line, allowed: Set(["id", "section"]).union(stampAttributes)) { broken = true }
        let id = requiredID(heading, line: line, what: "lesson", broken: &broken)
        var section = chapterID.description
        if let token = heading.attributes.first("section"), let value = token.value {
            if IDSyntax.isSection(value) {
                section = value
            } else {
                log.error(
                    line: line, column: token.valueColumn, "`\(value)` is not a section number",
                    fix: "write the RxSwift documentation's section, e.g. `section=4.1.2` or `section=R3`")
                broken = true
            }
        }
        lesson = LessonDraft(
            id: id, title: heading.title, section: section,
            location: SourceLocation(file: fileName, line: line, column: 1), isBroken: broken,
            sourceStamp: heading.attributes.first(SourceStamp.attribute)?.value)
    }

    private mutating func startExercise(_ heading: SpecialHeading, line: Int) {
        guard lesson != nil else {
            log.error(line: line, column: 1, "an exercise outside a lesson", fix: "put it under a `## Lesson:` heading")
            return
        }
        lesson?.closeExercise(log: &log)
        var broken = false
        if heading.title.isEmpty {
            log.error(line: line, column: heading.titleColumn, "the exercise has no title", fix: "write it after `### Exercise:`")
            broken = true
        }
        if !rejectAttributes(heading, line: line, allowed: ["id", "timeout", "topics", "level"]) { broken = true }
        let id = requiredID(heading, line: line, what: "exercise", broken: &broken)
        var exercise = ExerciseDraft(
            id: id, title: heading.title, location: SourceLocation(file: fileName, line: line, column: 1), isBroken: broken)
        if let token = heading.attributes.first("timeout") {
            if let limit = AttributeValues.timeLimit(token, line: line, log: &log) { exercise.timeLimit = limit } else { exercise.isBroken = true }
        }
        if let token = heading.attributes.first("topics") {
            if let topics = AttributeValues.topics(token, line: line, log: &log) { exercise.topics = topics } else { exercise.isBroken = true }
        }
        if let token = heading.attributes.first("level") {
            if let level = AttributeValues.level(token, line: line, log: &log) { exercise.level = level } else { exercise.isBroken = true }
        }
        lesson?.open(exercise)
    }

    private mutating func requiredID(_ heading: SpecialHeading, line: Int, what: String, broken: inout Bool) -> String {
        guard let token = heading.attributes.first("id"), let id = token.value else {
            let slug = IDSyntax.slug(for: heading.title)
            log.error(
                line: line, column: heading.attributesColumn, "the \(what) has no id",
                fix: "end the heading with `{#\(slug)}`; progress is stored under the id, so keep it stable")
            broken = true
            return ""
        }
        if !IDSyntax.isValid(id) {
            log.error(
                line: line, column: token.valueColumn, "`\(id)` is not a valid id",
                fix: "use letters, digits, `.`, `_` and `-`, starting with a letter or digit")
            broken = true
        } else if !IDSyntax.hasValidLength(id) {
            AttributeValues.reportLongID(id, line: line, column: token.valueColumn, log: &log)
            broken = true
        }
        return id
    }
}
