import Foundation
import LessonKit
import Localization
import Marbles

/// The table of contents with the learner's standing in each lesson, as text or as JSON: the
/// lessons grouped by the stages of the learning path (or by chapter, in the documents' order),
/// each with the documents' own section title beside its English one.
struct LessonListing: Encodable {
    struct ChapterEntry: Encodable {
        let id: String
        let title: String
        /// The documents' (Chinese) title of the chapter's section, from SECTIONS.md.
        let documentsTitle: String?
        let file: String
        let lessons: [LessonEntry]
    }

    /// A heading and its lessons, in the order the text lists them.
    struct GroupEntry: Encodable {
        let heading: String
        let lessons: [String]
    }

    struct LessonEntry: Encodable {
        let id: String
        let title: String
        let section: String
        /// The documents' title of the lesson's section, when the table has one.
        let documentsTitle: String?
        let state: LessonStanding.State
        let cells: Int
        let matchedCells: Int
        let exercises: Int
        /// The lesson's exercises, in order, with the learner's standing in each.
        let exerciseList: [ExerciseEntry]
    }

    struct ExerciseEntry: Encodable {
        let id: String
        let title: String
        let passed: Bool
        let attempts: Int
    }

    /// The chapters in the documents' order (JSON keeps them so).
    let chapters: [ChapterEntry]
    /// The groups the text lists: the path's stages, or the chapters.
    let groups: [GroupEntry]

    init(chapters: [Chapter], progress: LearnerProgress, path: LearningPath? = nil,
         titles: SectionTitles = SectionTitles(), order: LessonOrder = .path) {
        groups = LessonGroup.groups(of: chapters, path: path, order: order).map { group in
            let heading: String
            // A chapter's documents' title beside its own, unless the title is a Chinese one already.
            if case .chapter(let id, _) = group.heading, let documents = titles[id.description], !Self.isTranslated(group.headingText) {
                heading = group.headingText + "  " + documents
            } else {
                heading = group.headingText
            }
            return GroupEntry(heading: heading, lessons: group.lessons.map(\.lesson.id))
        }
        self.chapters = chapters.map { chapter in
            ChapterEntry(
                id: chapter.id.description, title: chapter.title, documentsTitle: titles[chapter.id.description], file: chapter.fileName,
                lessons: chapter.lessons.map { lesson in
                    let standing = LessonStanding(lesson: lesson, progress: progress)
                    return LessonEntry(
                        id: lesson.id, title: lesson.title, section: lesson.section, documentsTitle: titles[lesson.section],
                        state: standing.state,
                        cells: standing.totalCells, matchedCells: standing.matchedCells,
                        exercises: lesson.exercises.count,
                        exerciseList: lesson.exercises.map { exercise in
                            let entry = progress.exercises[exercise.id]
                            return ExerciseEntry(id: exercise.id, title: exercise.title,
                                                 passed: entry?.passed ?? false, attempts: entry?.attempts ?? 0)
                        })
                })
        }
    }

    /// The width `list` fits: the terminal's when it is wider, else 80 columns.
    static var outputWidth: Int {
        max(80, TerminalCapabilities.current().size?.columns ?? 80)
    }

    /// One heading line per chapter, one indented line per lesson, fitted to `width` columns
    /// (ids, the keys a learner types, are never cut); with `exercises`, each lesson's
    /// exercises under it:
    ///
    ///     4.1  Observable
    ///       4.1-create     Creating observables   started  2/5 cells, 0/1 exercises
    ///         ✓ 4.1-shout  Shout it
    ///
    /// A lesson's documents' title follows its English one (`Subscribing · 可监听序列`), except
    /// under a chapter heading that already shows it; CJK counts two columns. Titles that do not
    /// fit beside the id go whole on the lines under it, wrapped, rather than cut. Control
    /// characters in a title are shown, not obeyed.
    func textLines(showingState: Bool, exercises showingExercises: Bool = false, width: Int = 80) -> [String] {
        let lessonsByID = Dictionary(chapters.flatMap { chapter in chapter.lessons.map { ($0.id, (chapter, $0)) } }, uniquingKeysWith: { first, _ in first })
        let idWidth = chapters.flatMap { $0.lessons.map { DisplayWidth.of($0.id) } }.max() ?? 0
        let countsWidth = chapters.flatMap { $0.lessons.map { DisplayWidth.of(Self.counts($0)) } }.max() ?? 0
        // As wide as the widest state in the learner's language (`started`, `进行中`).
        let stateWidth = ["new", "visited", "started", "done"].map { DisplayWidth.of(CLIText.List.state($0).text) }.max() ?? 7
        let trailing = showingState ? 2 + stateWidth + 1 + countsWidth : 0
        let titleWidth = max(8, width - 2 - idWidth - 2 - trailing)
        func title(of lesson: LessonEntry, in group: GroupEntry) -> String {
            let chapter = chapters.first { $0.lessons.contains { $0.id == lesson.id } }
            let headingShowsIt = chapter.map { group.heading.hasPrefix("\($0.id)  ") && lesson.section == $0.id } ?? false
            return Self.title(VisibleText.of(lesson.title, keepingLineBreaks: false), documents: headingShowsIt ? nil : lesson.documentsTitle)
        }
        // One layout for the whole list: titles beside the ids when every one fits there, else
        // every title on the line under its id.
        let titlesBeside = groups.allSatisfy { group in
            group.lessons.allSatisfy { id in lessonsByID[id].map { DisplayWidth.of(title(of: $0.1, in: group)) <= titleWidth } ?? true }
        }
        var lines: [String] = []
        for group in groups {
            if !lines.isEmpty { lines.append("") }
            lines.append(DisplayWidth.truncated(VisibleText.of(group.heading, keepingLineBreaks: false), to: width))
            for id in group.lessons {
                guard let (_, lesson) = lessonsByID[id] else { continue }
                let title = title(of: lesson, in: group)
                var line = "  " + DisplayWidth.padded(lesson.id, to: idWidth + 2)
                if titlesBeside { line += DisplayWidth.padded(title, to: titleWidth) + (showingState ? "  " : "") }
                if showingState {
                    line += DisplayWidth.padded(CLIText.List.state(lesson.state.rawValue).text, to: stateWidth + 1) + Self.counts(lesson)
                }
                lines.append(Self.trimmingTrailingSpaces(line))
                if !titlesBeside {
                    lines += TextWrapping.lines(title, width: width - Self.titleIndent.count).map { Self.titleIndent + $0 }
                }
                guard showingExercises else { continue }
                for exercise in lesson.exerciseList {
                    let mark = exercise.passed ? "✓" : exercise.attempts > 0 ? "✗" : "·"
                    lines.append(DisplayWidth.truncated(VisibleText.of("    \(mark) \(exercise.id)  \(exercise.title)", keepingLineBreaks: false), to: width))
                }
            }
        }
        return lines
    }

    /// Where a title too long for its column goes: on the lines under the lesson's id.
    static let titleIndent = "      "

    private static func trimmingTrailingSpaces(_ line: String) -> String {
        var line = line
        while line.last == " " { line.removeLast() }
        return line
    }

    /// `English · 中文`: the documents' title (what a reader of the documents looks for) after
    /// the English one. In Chinese a translated title is already in the documents' words: it
    /// stands alone.
    static func title(_ english: String, documents: String?) -> String {
        guard let documents, !isTranslated(english) else { return english }
        return english + CLIText.List.documentsTitle(documents).text
    }

    /// A title in Chinese, shown in Chinese: it is in the documents' words already.
    static func isTranslated(_ title: String) -> Bool {
        Language.current == .simplifiedChinese && title.contains { DisplayWidth.of($0) > 1 }
    }

    /// `0/3 cells`, and `, 0/1 exercises` when the lesson has exercises.
    private static func counts(_ lesson: LessonEntry) -> String {
        let cells = CLIText.List.cells(matched: lesson.matchedCells, of: lesson.cells).text
        guard lesson.exercises > 0 else { return cells }
        return cells + CLIText.List.exercises(solved: lesson.exerciseList.filter(\.passed).count, of: lesson.exercises).text
    }

    func json() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(self), as: UTF8.self)
    }
}
