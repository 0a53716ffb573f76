/// Walks a file's blocks in order and builds its chapter. Headings open and close lessons and
/// exercises (`ChapterAssembler+Headings.swift`); a fenced block goes to the reader that its kind
/// names in `FenceKind.all`, which adds it to the open lesson.
struct ChapterAssembler {
    var log: DiagnosticLog
    let fileName: String
    let chapterID: ChapterID

    var title: String?
    var chapterLocation: SourceLocation?
    var sawChapterHeading = false
    var introduction: [String] = []
    /// The lessons read so far, broken ones included: they are left out of the chapter at the end.
    var lessons: [LessonDraft] = []
    /// The lesson whose `##` heading was the last one; nil before the first.
    var lesson: LessonDraft?
    var warnedAboutTextBeforeChapter = false
    /// True for a translation's file: its chapter and lesson headings may carry `source=`.
    let isTranslation: Bool
    var chapterSourceStamp: String?

    init(log: DiagnosticLog, fileName: String, chapterID: ChapterID, isTranslation: Bool = false) {
        self.log = log
        self.fileName = fileName
        self.chapterID = chapterID
        self.isTranslation = isTranslation
    }

    mutating func read(_ block: BlockScanner.Block) {
        switch block {
        case .heading(let heading): readHeading(heading)
        case .line(let text, let lineNumber): addProse([text], line: lineNumber)
        case .fence(let fence): readFence(fence)
        }
    }

    mutating func finish() -> Chapter? {
        finishLesson()
        guard sawChapterHeading else {
            log.error(line: 1, column: 1, "the file has no `# Chapter:` heading", fix: "start it with `# Chapter: Title`")
            return nil
        }
        guard let title, let chapterLocation else { return nil }
        var chapter = Chapter(
            id: chapterID, fileName: fileName, title: title, introduction: ProseText.join(introduction),
            lessons: lessons.filter { !$0.isBroken }.map(Self.lesson(from:)), location: chapterLocation)
        chapter.sourceStamp = chapterSourceStamp
        return chapter
    }

    // MARK: Prose

    mutating func addProse(_ lines: [String], line: Int) {
        if lesson != nil {
            lesson?.addProse(lines)
        } else if sawChapterHeading {
            introduction += lines
        } else if !warnedAboutTextBeforeChapter && !lines.allSatisfy({ $0.allSatisfy(\.isWhitespace) }) {
            warnedAboutTextBeforeChapter = true
            log.warning(line: line, column: 1, "text before the `# Chapter:` heading is ignored", fix: "move it below the heading")
        }
    }

    // MARK: Fenced blocks

    private mutating func readFence(_ fence: BlockScanner.Fence) {
        guard fence.isTerminated else {
            let column = (fence.rawLines.first?.prefix { $0 == " " }.count ?? 0) + 1
            log.error(
                line: fence.openingLine, column: column, "the code block opened here is never closed",
                fix: "add a line with \(fence.marker) after the block's last line")
            lesson?.markOpenCellBroken()
            return
        }
        guard let classification = ClassifiedFence.classify(fence, log: &log) else {
            lesson?.markTargetBroken()
            return
        }
        guard case .block(let block) = classification else {
            addProse(fence.rawLines, line: fence.openingLine)
            return
        }
        guard lesson != nil else {
            log.error(
                line: fence.openingLine, column: fence.infoColumn, "a ```\(block.kind.name) block outside a lesson",
                fix: "put it under a `## Lesson:` heading")
            return
        }
        lesson?.read(block, log: &log)
    }

    // MARK: Result

    private static func lesson(from draft: LessonDraft) -> Lesson {
        let items: [LessonItem] = draft.items.compactMap { item in
            switch item {
            case .prose(let text): .prose(text)
            case .cell(let cell): cell.isBroken ? nil : .cell(cell.cell)
            case .exercise(let exercise): exercise.isBroken ? nil : exercise.exercise.map(LessonItem.exercise)
            }
        }
        var lesson = Lesson(
            id: draft.id, title: draft.title, section: draft.section, setup: draft.setup, items: items,
            location: draft.location, operatorChoices: draft.choices)
        lesson.sourceStamp = draft.sourceStamp
        return lesson
    }
}

private extension LessonDraft {
    /// Hands a block to its kind's reader, unless a wrong attribute means it is not to be read.
    mutating func read(_ block: ClassifiedFence, log: inout DiagnosticLog) {
        if block.hasAttributeErrors {
            switch block.kind.wrongAttribute {
            case .blockIsReadAndLeftOut:
                break
            case .lessonIsLeftOut:
                if openExercise == nil { isBroken = true } else { markTargetBroken() }
                return
            case .targetIsLeftOut:
                markTargetBroken()
                return
            }
        }
        block.kind.read(block, &self, &log)
    }
}
