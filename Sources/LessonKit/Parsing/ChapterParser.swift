import Foundation
import Marbles

/// Reads one chapter file. The format is described in `Lessons/FORMAT.md`.
public enum ChapterParser {
    /// Parses a chapter file's bytes. The chapter is nil when the file has no usable chapter
    /// (unreadable, empty, no `# Chapter:` heading, a name without a chapter id); lessons,
    /// cells and exercises with errors are left out of it. Ids are checked for duplicates
    /// within the file; `LessonLibrary` checks across files.
    public static func parse(data: Data, fileName: String) -> (chapter: Chapter?, diagnostics: [Diagnostic]) {
        let (chapter, diagnostics) = parseIgnoringDuplicates(data: data, fileName: fileName)
        guard let chapter else { return (nil, diagnostics) }
        let checked = DuplicateIDCheck.run(on: [chapter])
        return (checked.chapters.first, diagnostics + checked.diagnostics)
    }

    public static func parse(text: String, fileName: String) -> (chapter: Chapter?, diagnostics: [Diagnostic]) {
        parse(data: Data(text.utf8), fileName: fileName)
    }

    static func parseIgnoringDuplicates(data: Data, fileName: String) -> (chapter: Chapter?, diagnostics: [Diagnostic]) {
        var log = DiagnosticLog(file: fileName)
        guard let chapterID = ChapterID(fileName: fileName) else {
            log.error(
                line: 1, column: 1, "`\(fileName)` is not named after a chapter id",
                fix: "name chapter files `<section>-<name>.md`, e.g. `4.1-observable.md` or `R3-pure-functions.md`")
            return (nil, log.entries)
        }
        switch SourceText.decode(data) {
        case .failure(.invalidUTF8(let line, let column, let byte)):
            let hex = String(byte, radix: 16, uppercase: true)
            log.error(
                line: line, column: column, "the file is not valid UTF-8 (byte 0x\(hex))",
                fix: "save the file as UTF-8 in your editor")
            return (nil, log.entries)
        case .success(let source):
            if source.isBlank {
                log.error(line: 1, column: 1, "the file is empty", fix: "start it with `# Chapter: Title`, then add lessons")
                return (nil, log.entries)
            }
            var assembler = ChapterAssembler(log: log, fileName: fileName, chapterID: chapterID)
            for block in BlockScanner.scan(source.lines) {
                assembler.read(block)
            }
            let chapter = assembler.finish()
            return (chapter, assembler.log.entries)
        }
    }
}

/// Walks a file's blocks in order and builds its chapter.
struct ChapterAssembler {
    var log: DiagnosticLog
    let fileName: String
    let chapterID: ChapterID

    private var title: String?
    private var chapterLocation: SourceLocation?
    private var sawChapterHeading = false
    private var introduction: [String] = []
    private var lessons: [LessonDraft] = []
    private var lesson: LessonDraft?
    /// Whether an expectation block may attach to the lesson's last cell.
    private var lastCellIsOpen = false
    private var warnedAboutTextBeforeChapter = false

    init(log: DiagnosticLog, fileName: String, chapterID: ChapterID) {
        self.log = log
        self.fileName = fileName
        self.chapterID = chapterID
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
        return Chapter(
            id: chapterID, fileName: fileName, title: title, introduction: ProseText.join(introduction),
            lessons: lessons.filter { !$0.isBroken }.map(Self.lesson(from:)), location: chapterLocation)
    }

    // MARK: Headings

    private mutating func readHeading(_ heading: BlockScanner.Heading) {
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
            rejectAttributes(special, line: line, allowed: [])
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
                closeExercise()
                addProse([rawHeading(heading)], line: line)
            }
        default:
            addProse([rawHeading(heading)], line: line)
        }
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
        if !rejectAttributes(heading, line: line, allowed: ["id", "section"]) { broken = true }
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
            location: SourceLocation(file: fileName, line: line, column: 1), isBroken: broken)
        lastCellIsOpen = false
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
            reportLongID(id, line: line, column: token.valueColumn)
            broken = true
        }
        return id
    }

    private mutating func reportLongID(_ id: String, line: Int, column: Int) {
        log.error(
            line: line, column: column, "the id `\(id.prefix(20))…` is \(id.count) characters long",
            fix: "ids name the learner's files: keep them to \(IDSyntax.maximumLength) characters")
    }

    private mutating func finishLesson() {
        guard var draft = lesson else { return }
        closeExercise(in: &draft)
        draft.flushProse()
        var cellIDs: [String: String] = [:]
        for index in draft.items.indices {
            guard case .cell(var cell) = draft.items[index] else { continue }
            // Kept, so that `rxlearn run` shows an author what the new cell prints; it cannot
            // pass `verify` until its expectation is written.
            if !cell.isBroken && cell.expected.isUnspecified {
                log.warning(
                    line: cell.location.line, column: cell.location.column, "cell `\(cell.id)` has no expected output, so it cannot pass",
                    fix: "run it (`rxlearn run \(draft.id)`) and put what it prints in an ```output, ```events or ```marbles block right after it (an empty ```output block expects no output)")
            }
            if !cell.isBroken { ExerciseChecks.warnAboutLateEvents(in: cell, log: &log) }
            // Cell ids name the learner's files, and macOS file systems ignore case.
            if !cell.isBroken, let first = cellIDs[cell.id.lowercased()] {
                log.error(
                    line: cell.location.line, column: cell.location.column,
                    first == cell.id ? "duplicate cell id `\(cell.id)` in lesson `\(draft.id)`"
                        : "cell id `\(cell.id)` differs from `\(first)` in lesson `\(draft.id)` only in case",
                    fix: first == cell.id ? "give each cell of a lesson its own id; this one is skipped until then"
                        : "ids name the learner's files, and macOS ignores case in file names; rename this one (it is skipped until then)")
                cell.isBroken = true
            } else if !cell.isBroken {
                cellIDs[cell.id.lowercased()] = cell.id
            }
            draft.items[index] = .cell(cell)
        }
        lessons.append(draft)
        lesson = nil
    }

    // MARK: Exercises

    private mutating func startExercise(_ heading: SpecialHeading, line: Int) {
        guard lesson != nil else {
            log.error(line: line, column: 1, "an exercise outside a lesson", fix: "put it under a `## Lesson:` heading")
            return
        }
        closeExercise()
        var broken = false
        if heading.title.isEmpty {
            log.error(line: line, column: heading.titleColumn, "the exercise has no title", fix: "write it after `### Exercise:`")
            broken = true
        }
        if !rejectAttributes(heading, line: line, allowed: ["id", "timeout"]) { broken = true }
        let id = requiredID(heading, line: line, what: "exercise", broken: &broken)
        var draft = ExerciseDraft(
            id: id, title: heading.title, location: SourceLocation(file: fileName, line: line, column: 1), isBroken: broken)
        if let token = heading.attributes.first("timeout") {
            if let limit = timeLimit(token, line: line) { draft.timeLimit = limit } else { draft.isBroken = true }
        }
        lesson!.flushProse()
        lesson!.openExercise = draft
        lastCellIsOpen = false
    }

    private mutating func closeExercise() {
        guard var draft = lesson else { return }
        closeExercise(in: &draft)
        lesson = draft
    }

    private mutating func closeExercise(in draft: inout LessonDraft) {
        guard var exercise = draft.openExercise else { return }
        draft.openExercise = nil
        if !exercise.isBroken && exercise.expected.isUnspecified {
            log.warning(
                line: exercise.location.line, column: 1, "exercise `\(exercise.id)` has no expected output, so it cannot be passed",
                fix: "add an ```output, ```events or ```marbles block inside the exercise")
        }
        if !exercise.isBroken && !ExerciseChecks.run(on: exercise, log: &log) { exercise.isBroken = true }
        draft.items.append(.exercise(exercise))
    }

    // MARK: Prose

    private mutating func addProse(_ lines: [String], line: Int) {
        if lesson?.openExercise != nil {
            lesson!.openExercise!.prose += lines
        } else if lesson != nil {
            lesson!.pendingProse += lines
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
            if lastCellIsOpen, let index = lesson?.lastCellIndex { markCellBroken(at: index) }
            return
        }
        guard let classified = ClassifiedFence.classify(fence, log: &log) else {
            markTargetBroken()
            return
        }
        if classified.kind == .shown {
            addProse(fence.rawLines, line: fence.openingLine)
            return
        }
        guard lesson != nil else {
            log.error(
                line: fence.openingLine, column: fence.infoColumn, "a ```\(classified.kind.name) block outside a lesson",
                fix: "put it under a `## Lesson:` heading")
            return
        }
        // A cell with a wrong attribute is still a cell, so that its expected output has
        // something to attach to; anything else with a wrong attribute spoils its target.
        if classified.hasAttributeErrors && classified.kind != .cell {
            if classified.kind == .setup && lesson?.openExercise == nil {
                lesson?.isBroken = true
            } else {
                markTargetBroken()
            }
            return
        }
        let code = SwiftCode(
            source: fence.content.joined(separator: "\n"),
            location: SourceLocation(file: fileName, line: fence.openingLine + 1))
        switch classified.kind {
        case .cell: addCell(classified, code: code)
        case .setup: addSetup(code, fence: fence)
        case .start, .solution, .hint, .inputs: addExercisePart(classified, code: code)
        case .output, .events, .marbles: addExpectation(classified)
        case .choose: addChoices(fence)
        case .shown: break
        }
    }

    /// A decision-tree block: each line `goal › need → op1, op2`. The rows are kept for the
    /// operator index, and shown in the lesson as a list.
    private mutating func addChoices(_ fence: BlockScanner.Fence) {
        var shown: [String] = []
        for (offset, rawLine) in fence.content.enumerated() {
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            if line.isEmpty { continue }
            let lineNumber = fence.openingLine + 1 + offset
            let parts = line.components(separatedBy: "→")
            let path = parts[0].components(separatedBy: "›").map { $0.trimmingCharacters(in: .whitespaces) }
            let operators = parts.count == 2
                ? parts[1].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
                : []
            guard parts.count == 2, !operators.isEmpty, !path.contains(where: \.isEmpty) else {
                log.error(
                    line: lineNumber, column: 1, "a ```choose line must be `goal › need → operator, operator`",
                    fix: "write the question, an arrow →, then the operators' names separated by commas")
                continue
            }
            if let bad = operators.first(where: { !ExpectationReaders.isLaneName($0) }) {
                log.error(line: lineNumber, column: 1, "`\(bad)` is not an operator name",
                          fix: "use the name of the operator's lesson id without `op-` (letters and digits)")
                continue
            }
            lesson!.choices.append(OperatorChoice(
                path: path, operators: operators, location: SourceLocation(file: fileName, line: lineNumber)))
            shown.append("- " + path.joined(separator: " › ") + " → " + operators.map { "`\($0)`" }.joined(separator: ", "))
        }
        lesson!.flushProse()
        if !shown.isEmpty { lesson!.items.append(.prose(shown.joined(separator: "\n"))) }
    }

    private mutating func addCell(_ classified: ClassifiedFence, code: SwiftCode) {
        let fence = classified.fence
        let location = SourceLocation(file: fileName, line: fence.openingLine, column: fence.infoColumn)
        if lesson!.openExercise != nil {
            log.error(
                line: fence.openingLine, column: fence.infoColumn, "a cell inside an exercise",
                fix: "an exercise runs until the next `##` or `###` heading: put the cell before the exercise, or after a `###` heading")
        }
        var broken = lesson!.openExercise != nil || classified.hasAttributeErrors
        var id = ""
        if let token = classified.attributes.first("id"), let value = token.value {
            id = value
            if !IDSyntax.isValid(value) {
                log.error(
                    line: fence.openingLine, column: token.valueColumn, "`\(value)` is not a valid cell id",
                    fix: "use letters, digits, `.`, `_` and `-`, starting with a letter or digit")
                broken = true
            } else if !IDSyntax.hasValidLength(value) {
                reportLongID(value, line: fence.openingLine, column: token.valueColumn)
                broken = true
            }
        } else {
            log.error(
                line: fence.openingLine, column: fence.infoColumn, "the cell has no id",
                fix: "write ```swift cell id=NAME, with a name unique in the lesson")
            broken = true
        }
        var cell = CellDraft(id: id, code: code, location: location, isBroken: broken)
        if let token = classified.attributes.first("timeout") {
            if let limit = timeLimit(token, line: fence.openingLine) { cell.timeLimit = limit } else { cell.isBroken = true }
        }
        lesson!.flushProse()
        lesson!.items.append(.cell(cell))
        lastCellIsOpen = true
    }

    private mutating func timeLimit(_ token: AttributeList.Token, line: Int) -> Duration? {
        guard let text = token.value, let milliseconds = DurationText.milliseconds(text), milliseconds > 0 else {
            log.error(
                line: line, column: token.valueColumn, "`\(token.value ?? "")` is not a time limit",
                fix: "write a positive duration such as `timeout=10s` or `timeout=500ms`")
            return nil
        }
        return .milliseconds(milliseconds)
    }

    private mutating func addSetup(_ code: SwiftCode, fence: BlockScanner.Fence) {
        lastCellIsOpen = false
        if lesson!.openExercise != nil {
            log.error(
                line: fence.openingLine, column: fence.infoColumn, "a setup block inside an exercise",
                fix: "a lesson's setup goes before its exercises; an exercise starts from its ```swift start block")
            lesson!.openExercise!.isBroken = true
            return
        }
        guard lesson!.setup == nil else {
            log.error(
                line: fence.openingLine, column: fence.infoColumn, "a second setup block in this lesson",
                fix: "a lesson has one ```swift setup block: merge them")
            lesson!.isBroken = true
            return
        }
        lesson!.setup = code
        // It runs before every cell of the lesson, above it too: a reader should meet it first.
        if lesson!.items.contains(where: { if case .cell = $0 { true } else { false } }) {
            log.warning(
                line: fence.openingLine, column: fence.infoColumn, "the setup block comes after cells, but runs before every cell of the lesson",
                fix: "move it to the start of the lesson, where readers meet it before the cells that rely on it")
        }
    }

    private mutating func addExercisePart(_ classified: ClassifiedFence, code: SwiftCode) {
        lastCellIsOpen = false
        let fence = classified.fence
        guard var exercise = lesson!.openExercise else {
            log.error(
                line: fence.openingLine, column: fence.infoColumn, "a ```\(classified.kind.name) block outside an exercise",
                fix: "put it under a `### Exercise: Title {#id}` heading")
            return
        }
        func once(_ present: Bool) -> Bool {
            if present {
                log.error(
                    line: fence.openingLine, column: fence.infoColumn, "a second ```\(classified.kind.name) block in this exercise",
                    fix: "an exercise has one; keep one")
                exercise.isBroken = true
            }
            return !present
        }
        switch classified.kind {
        case .start:
            if once(exercise.start != nil) { exercise.start = code }
        case .solution:
            if once(exercise.solution != nil) { exercise.solution = code }
        case .hint:
            exercise.hints.append(ProseText.join(fence.content))
        case .inputs:
            if let lanes = readMarbleLanes(classified, areInputs: true) {
                for lane in lanes {
                    if exercise.inputs.contains(where: { $0.name == lane.name }) {
                        log.error(
                            line: lane.location.line, column: lane.location.column, "input `\(lane.name)` is defined twice",
                            fix: "give each input stream its own name")
                        exercise.isBroken = true
                    } else {
                        exercise.inputs.append(lane)
                    }
                }
            } else {
                exercise.isBroken = true
            }
        default:
            break
        }
        lesson!.openExercise = exercise
    }

    private mutating func readMarbleLanes(_ classified: ClassifiedFence, areInputs: Bool = false) -> [MarbleLane]? {
        var frame = MarbleLane.defaultFrameDuration
        if let token = classified.attributes.first("frame") {
            guard let text = token.value, let milliseconds = DurationText.milliseconds(text), milliseconds > 0 else {
                log.error(
                    line: classified.fence.openingLine, column: token.valueColumn, "`\(token.value ?? "")` is not a frame duration",
                    fix: "write a positive duration such as `frame=10ms` or `frame=1s`")
                return nil
            }
            frame = milliseconds
        }
        return ExpectationReaders.marbles(classified.fence, frameDuration: frame, areInputs: areInputs, log: &log)
    }

    // MARK: Expected output

    private mutating func addExpectation(_ classified: ClassifiedFence) {
        let fence = classified.fence
        var expected: ExpectedOutput
        if let exercise = lesson!.openExercise {
            expected = exercise.expected
        } else if lastCellIsOpen, let index = lesson!.lastCellIndex, case .cell(let cell) = lesson!.items[index] {
            expected = cell.expected
        } else {
            log.error(
                line: fence.openingLine, column: fence.infoColumn, "an ```\(classified.kind.name) block that follows no cell",
                fix: "put expected output right after the ```swift cell it checks (prose may stand between them)")
            return
        }
        var valid = true
        switch classified.kind {
        case .output:
            let unordered = classified.attributes.tokens.contains { $0.key == "unordered" }
            expected.lineBlocks.append(ExpectationReaders.output(fence, isOrdered: !unordered, file: fileName))
        case .events:
            let name = classified.attributes.first("lane")?.value ?? MarbleLane.defaultName
            if let token = classified.attributes.first("lane"), !ExpectationReaders.isLaneName(name) {
                log.error(
                    line: fence.openingLine, column: token.valueColumn, "`\(name)` is not a lane name",
                    fix: "name lanes with letters, digits and `_`, starting with a letter")
                valid = false
            } else if let lane = ExpectationReaders.events(fence, lane: name, log: &log) {
                valid = add([lane], to: &expected)
            } else {
                valid = false
            }
        case .marbles:
            if let lanes = readMarbleLanes(classified) {
                let expectedLanes = lanes.map {
                    ExpectedLane(
                        name: $0.name, events: $0.diagram.events, marbles: $0.marbles,
                        frameDuration: $0.diagram.frameDuration, location: $0.location)
                }
                valid = add(expectedLanes, to: &expected)
            } else {
                valid = false
            }
        default:
            return
        }
        store(expected, valid: valid)
    }

    /// Adds lanes unless one of the same name is already expected.
    private mutating func add(_ lanes: [ExpectedLane], to expected: inout ExpectedOutput) -> Bool {
        var valid = true
        for lane in lanes {
            if let earlier = expected.lanes.first(where: { $0.name == lane.name }) {
                log.error(
                    line: lane.location.line, column: lane.location.column,
                    "lane `\(lane.name)` already has expected events (line \(earlier.location.line))",
                    fix: "describe each lane once, in an ```events lane=NAME or a ```marbles block")
                valid = false
            } else {
                expected.lanes.append(lane)
            }
        }
        return valid
    }

    private mutating func store(_ expected: ExpectedOutput, valid: Bool) {
        if lesson!.openExercise != nil {
            lesson!.openExercise!.expected = expected
            if !valid { lesson!.openExercise!.isBroken = true }
        } else if let index = lesson!.lastCellIndex, case .cell(var cell) = lesson!.items[index] {
            cell.expected = expected
            if !valid { cell.isBroken = true }
            lesson!.items[index] = .cell(cell)
        }
    }

    /// A block that could not be classified spoils what it belongs to, so that a misspelt
    /// expectation does not leave a cell checked against less than the author wrote.
    private mutating func markTargetBroken() {
        if lesson?.openExercise != nil {
            lesson!.openExercise!.isBroken = true
        } else if lastCellIsOpen, let index = lesson?.lastCellIndex {
            markCellBroken(at: index)
        }
    }

    private mutating func markCellBroken(at index: Int) {
        guard case .cell(var cell) = lesson!.items[index] else { return }
        cell.isBroken = true
        lesson!.items[index] = .cell(cell)
    }

    // MARK: Result

    private static func lesson(from draft: LessonDraft) -> Lesson {
        let items: [LessonItem] = draft.items.compactMap { item in
            switch item {
            case .prose(let text): .prose(text)
            case .cell(let cell): cell.isBroken ? nil : .cell(cell.cell)
            case .exercise(let exercise): exercise.isBroken ? nil : .exercise(exercise.exercise)
            }
        }
        return Lesson(
            id: draft.id, title: draft.title, section: draft.section, setup: draft.setup, items: items,
            location: draft.location, operatorChoices: draft.choices)
    }
}
