import Foundation
import LessonKit
import Localization
import Marbles
import Playground
import Testing
@testable import NotebookCore

/// The notebook in Simplified Chinese: the fixture course's translation (`Fixtures/lessons/zh-Hans`)
/// drawn at 80×24 and 120×40 and compared with snapshots, and the bundled Chinese lessons drawn
/// at both sizes. Every row is exactly as wide as the screen (`Snapshot` checks it) and no piece
/// of text starts a row with closing punctuation.
///
/// The drawings are made in Chinese for this task only (`Language.taskLanguage`), so that the
/// English suites running beside this one keep their English.
@Suite(.serialized) struct ChineseScreenTests {
    static let sizes = [ScreenSize(columns: 80, rows: 24), ScreenSize(columns: 120, rows: 40)]

    static let course = Course(readingFolder: Fixtures.lessonsFolder, language: .simplifiedChinese)

    static func state(lesson id: String = "fx-publish", cell: Int = 0, size: ScreenSize, course: Course = course) -> NotebookState {
        var state = NotebookState(course: course, language: .simplifiedChinese)
        state.navigation.lessonIndex = course.index(ofLesson: id)!
        state.navigation.stop = state.currentLesson!.stops[cell]
        state.screen.size = size
        return state
    }

    /// Draws `state` in Chinese.
    static func render(_ state: NotebookState, size: ScreenSize) -> ScreenBuffer {
        var chinese = state
        chinese.languages.current = .simplifiedChinese
        return NotebookScreen.render(chinese, size: size)
    }

    static func check(_ name: String, _ makeState: (ScreenSize) -> NotebookState) throws {
        for size in sizes {
            let state = makeState(size)
            let buffer = render(state, size: size)
            try Snapshot.assertMatches(buffer, named: "zh-\(name)-\(size.columns)x\(size.rows)")
            expectNoRowStartsWithClosingPunctuation(buffer, name: name, windowOpen: state.overlay != nil && state.overlay != .welcome)
        }
    }

    /// Each piece of text on a row (between the frame's and the panes' rules, after the
    /// indentation) starts with something other than closing CJK punctuation: wrapping never
    /// leaves `，` or `。` at the start of a line. (ASCII `.`, `?` and `:` start code lines and
    /// key names.)
    /// With a window open, only the window is checked: the panes it hides are cut at its edges.
    static func expectNoRowStartsWithClosingPunctuation(_ buffer: ScreenBuffer, name: String, windowOpen: Bool = false,
                                                        sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let rules: Set<Character> = ["│", "┌", "┐", "└", "┘", "─"]
        for row in 0..<buffer.size.rows {
            let text = buffer.text(row: row)
            var pieces = text.split(whereSeparator: { rules.contains($0) })
            if windowOpen {
                guard pieces.count >= 3 else { continue }
                pieces = Array(pieces.dropFirst().dropLast())
            }
            for piece in pieces {
                guard let first = piece.first(where: { $0 != " " }), !first.isASCII else { continue }
                #expect(!LineBreaking.isClosing(first), "row \(row) of \(name) starts a piece with \(first): \(text)", sourceLocation: sourceLocation)
            }
        }
    }

    /// The notebook's catalog files: every phrase has its Chinese, and the Chinese avoids the
    /// punctuation terminals draw one column wide (`·` stays as the contents' mark for visited).
    @Test func theCatalogIsTranslatedWithFullWidthPunctuation() throws {
        let sources = Fixtures.testsFolder.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources/Localization")
        for name in ["UIText+Notebook.swift", "UIText+Playground.swift"] {
            let text = try String(contentsOf: sources.appendingPathComponent(name), encoding: .utf8)
            let phrases = text.components(separatedBy: "Phrase(").count - 1
            let chinese = text.components(separatedBy: "zh:").count - 1
            #expect(phrases > 0 && phrases == chinese, "\(name): \(phrases) phrases, \(chinese) with Chinese")
            for piece in text.components(separatedBy: "zh: \"").dropFirst() {
                let zh = piece.prefix { $0 != "\"" }.replacingOccurrences(of: "· 已看过", with: "")
                #expect(!zh.contains { "“”‘’…—·".contains($0) }, "\(name): \(zh)")
            }
        }
    }

    @Test func theTranslationIsShown() {
        #expect(Self.course.entries.map(\.lesson.id) == Fixtures.course.entries.map(\.lesson.id))
        #expect(Self.course.entries.last?.lesson.title == "PublishSubject：只有之后的元素")
    }

    @Test func aCellBeforeAnyRun() throws {
        try Self.check("first-run") { Self.state(size: $0) }
    }

    @Test func aCellThatDiverged() throws {
        try Self.check("publish-diverged") { size in
            var state = Self.state(size: size)
            state.run.results[state.currentKey!] = Fixtures.result(for: state, output: Fixtures.publishWrongOutput)
            return state
        }
    }

    @Test func stepModeAndAWrongPrediction() throws {
        try Self.check("publish-predicted") { size in
            var state = Self.state(size: size)
            let key = state.currentKey!
            state.predict.predictions[key] = Prediction(lane: "late", marbles: "a=🐶 (a|)", events: [.next("🐶", at: 0), .completed(at: 0)])
            state.run.results[key] = Fixtures.result(for: state, output: Fixtures.publishWrongOutput)
            state.step.revealed = 2
            state.message = .init(UIText.Notebook.Messages.stepModeOn)
            return state
        }
    }

    @Test func anExerciseBeforeAnyCheck() throws {
        try Self.check("exercise-new") { size in
            var state = Self.state(cell: 1, size: size)
            state.progress.exercises["fx-shout", default: ExerciseProgress()].hintsShown = 1
            return state
        }
    }

    @Test func anExerciseWrongOnAHiddenInput() throws {
        try Self.check("exercise-hidden-input") { size in
            var state = Self.state(cell: 1, size: size)
            Fixtures.shoutWrongOnAHiddenInput(&state)
            return state
        }
    }

    @Test func theWindows() throws {
        let overlays: [(String, Overlay)] = [
            ("help", .help(scroll: 0)),
            ("contents", .tableOfContents(selection: 1)),
            ("search", .search(SearchState(query: "订阅", selection: 0))),
            ("predict", .predict(PredictInput(lane: "late", text: "a=🐱 -a-|", error: Phrase("column 5: `!` is not a marble symbol")))),
            ("hints", .hints),
            ("confirm-drop", .confirmDrop(.exerciseAnswer(exerciseID: "fx-shout"))),
            ("welcome", .welcome),
        ]
        for (name, overlay) in overlays {
            try Self.check("overlay-\(name)") { size in
                var state = Self.state(size: size)
                state.progress.exercises["fx-shout", default: ExerciseProgress()].hintsShown = 1
                state.overlays.open = overlay
                return state
            }
        }
    }

    /// The playground comparing the flatMaps, its first lane being typed into.
    @Test func thePlayground() throws {
        try Self.check("playground-compare-flatmaps") { size in
            var state = PlaygroundSnapshotTests.opened(PlaygroundSnapshotTests.flatMaps, size: size)
            state.acceptPlay(1, PlaygroundFixtures.flatMapsAnswer)
            Fixtures.send([.key(.enter)], to: &state)
            return state
        }
    }

    /// `map`'s playground from the engine's catalog, played: its summary and what the learner
    /// changes in Chinese, the ruler titled 时间 and the scale 每列, every row in the window's width.
    @Test func theCatalogsPlaygroundInChinese() throws {
        try Self.check("playground-map-catalog") { size in
            let map = Language.$taskLanguage.withValue(.simplifiedChinese) { PlaygroundState.single("map", origin: .notebook)! }
            var state = PlaygroundSnapshotTests.opened(map, size: size)
            state.acceptPlay(1, PlaygroundFixtures.answer(inputs: [PlaygroundSnapshotTests.mapInput], outputs: [PlaygroundSnapshotTests.mapOutput]))
            let buffer = Self.render(state, size: size)
            let rows = (0..<size.rows).map { buffer.text(row: $0) }
            #expect(rows.contains { $0.hasPrefix(" map：变换每个元素，这里转成大写") }, "\(rows)")
            #expect(rows.contains { $0.hasPrefix(" 你可以修改：源序列的元素。") })
            #expect(rows.contains { $0.hasPrefix(" 时间   0    100  200  300") })
            #expect(rows[0].hasSuffix(" 每列 20 ms ─"))
            #expect(rows.allSatisfy { DisplayWidth.of($0) == size.columns }, "\(rows)")
            return state
        }
    }

    /// A prediction that does not parse: the marble parser's rule, worded in Chinese (and the
    /// English as before).
    @Test func aPredictionThatDoesNotParse() {
        func said(_ text: String, in language: Language) -> String {
            do {
                _ = try PredictionParser.parse(text, frameDuration: 10)
                return ""
            } catch {
                return error.phrase.text(in: language)
            }
        }
        #expect(said("-a(b", in: .simplifiedChinese) == "第 3 列：这里打开的组没有关闭。在组的最后一个事件后面加上 `)`。")
        #expect(said("-a(b", in: .english) == "column 3: the group opened here is never closed — add `)` after the group's last event")
        #expect(said("-a|b", in: .simplifiedChinese) == "第 4 列：序列已在第 3 列结束，后面又有事件。`|` 或 `#` 之后只能有 `-` 和空格；请把这个事件移到它前面。")
        #expect(said("-a-?", in: .simplifiedChinese).hasPrefix("第 4 列：`?` 不是弹珠符号。"))
    }

    @Test func tooSmallAWindow() throws {
        let size = ScreenSize(columns: 59, rows: 17)
        let buffer = Self.render(Self.state(size: size), size: size)
        try Snapshot.assertMatches(buffer, named: "zh-too-small")
        #expect(buffer.text.contains("rxlearn 需要至少 60×18 的窗口"))
    }

    /// The bundled course's Chinese lessons, every stop of each, with and without the help over
    /// them: no snapshots (the lessons change), the widths and the punctuation only.
    @Test func theBundledChineseLessonsAtEveryStop() throws {
        let lessons = Fixtures.testsFolder.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Lessons")
        let course = Course(readingFolder: lessons, language: .simplifiedChinese)
        let translated = ["4.3-publish-subject", "4.4-three-operators", "4.7-retry", "op-filter", "op-flatMap"].filter { course.index(ofLesson: $0) != nil }
        #expect(!translated.isEmpty)
        for id in translated {
            for size in Self.sizes {
                var state = Self.state(lesson: id, size: size, course: course)
                for stop in state.currentLesson!.stops {
                    state.navigation.stop = stop
                    for overlay in [nil, Overlay.help(scroll: 0), .tableOfContents(selection: state.lessonIndex)] {
                        state.overlays.open = overlay
                        let buffer = Self.render(state, size: size)
                        let name = "\(id) \(stop) \(size)"
                        for row in 0..<size.rows {
                            #expect(DisplayWidth.of(buffer.text(row: row)) == size.columns, "row \(row) of \(name): \(buffer.text(row: row))")
                        }
                        Self.expectNoRowStartsWithClosingPunctuation(buffer, name: name, windowOpen: overlay != nil)
                    }
                }
            }
        }
    }
}

/// `L`: the course and the interface in the other language, at the same lesson and stop, with
/// the learner's edits, answers, results and progress as they were.
@Suite struct LanguageKeyTests {
    static let english = Fixtures.course
    static let chinese = ChineseScreenTests.course

    @Test func lLoadsTheOtherLanguageAndKeepsThePlace() throws {
        var state = NotebookState(course: Self.english, language: .english)
        state.navigation.lessonIndex = Self.english.index(ofLesson: "fx-publish")!
        state.navigation.stop = .exercise(0)
        state.exercise.answers["fx-shout"] = "my answer"
        state.exercise.results["fx-shout"] = Fixtures.checked(.passed)
        let cell = CellKey(lessonID: "fx-publish", cellID: "publish-1")
        state.edit.copies[cell] = EditedCell(code: "my copy", lessonCodeAtEdit: state.currentLesson!.cells[0].code.source)
        state.progress.apply(.exerciseAttempt(exerciseID: "fx-shout", failure: nil, at: Date(timeIntervalSince1970: 0)))
        let before = state

        let effects = NotebookReducer.reduce(&state, .key(.character("L")))
        #expect(effects == [.loadCourse(.simplifiedChinese)])
        #expect(state.languages.requested == .simplifiedChinese)
        // A second L while the lessons load does not ask again.
        #expect(NotebookReducer.reduce(&state, .key(.character("L"))).isEmpty)

        let switched = NotebookReducer.reduce(&state, .language(.courseLoaded(.simplifiedChinese, Self.chinese)))
        #expect(switched == [.useLanguage(.simplifiedChinese)])
        #expect(state.language == .simplifiedChinese)
        #expect(state.languages.requested == nil)
        #expect(state.currentLesson?.id == "fx-publish")
        #expect(state.currentLesson?.title == "PublishSubject：只有之后的元素")
        #expect(state.stop == .exercise(0))
        #expect(state.exercise == before.exercise)
        #expect(state.edit == before.edit)
        #expect(state.run == before.run)
        #expect(state.progress == before.progress)
        // The message is said in the language the state shows, on the screen too.
        #expect(state.message?.phrase.text(in: state.language).hasPrefix("界面语言：简体中文") == true)
        #expect(NotebookScreen.render(state).text.contains("界面语言：简体中文"))
        // The Chinese cell differs from the English one in a comment: the learner's copy made
        // from the English one is not taken for an edit of a lesson that changed since.
        state.navigation.stop = .cell(0)
        #expect(state.currentCell?.code.source != before.currentLesson?.cells[0].code.source)
        #expect(!state.lessonChangedSinceEdit)
        state.navigation.stop = .exercise(0)

        // And back: L again is English at the same place.
        #expect(NotebookReducer.reduce(&state, .key(.character("L"))) == [.loadCourse(.english)])
        #expect(NotebookReducer.reduce(&state, .language(.courseLoaded(.english, Self.english))) == [.useLanguage(.english)])
        #expect(state.currentLesson?.title == "PublishSubject")
        #expect(state.stop == .exercise(0))
        #expect(state.message?.text.hasPrefix("Language: English.") == true)
    }

    @Test func thePlaceIsFoundByIDWhenTheEntriesDiffer() throws {
        // A course without the first chapter: not what a translation gives, but guarded anyway.
        let chapters = LessonLibrary.read(folder: Fixtures.lessonsFolder, language: .simplifiedChinese).chapters
        let shorter = Course(chapters: chapters.filter { $0.id.description == "4.3" })
        var state = NotebookState(course: Self.english, language: .english)
        state.navigation.lessonIndex = Self.english.index(ofLesson: "fx-publish")!
        state.navigation.stop = .exercise(0)
        _ = NotebookReducer.reduce(&state, .key(.character("L")))
        // The learner opened the contents while the lessons were loading.
        _ = NotebookReducer.reduce(&state, .key(.character("t")))
        #expect(state.overlay == .tableOfContents(selection: 2))
        _ = NotebookReducer.reduce(&state, .language(.courseLoaded(.simplifiedChinese, shorter)))
        #expect(state.currentLesson?.id == "fx-publish")
        #expect(state.lessonIndex == 0)
        #expect(state.stop == .exercise(0))
        // The contents pointed at an index of the old course: it is closed.
        #expect(state.overlay == nil)
    }

    @Test func anEmptyCourseSwitchesOnlyTheInterface() {
        var state = NotebookState(course: Self.english, language: .english)
        state.navigation.lessonIndex = 1
        _ = NotebookReducer.reduce(&state, .key(.character("L")))
        #expect(NotebookReducer.reduce(&state, .language(.courseLoaded(.simplifiedChinese, Course(chapters: [])))) == [.useLanguage(.simplifiedChinese)])
        #expect(state.course == Self.english)
        #expect(state.lessonIndex == 1)
        #expect(state.language == .simplifiedChinese)
    }

    /// After L everything on the screen is in the other language, results included: a failed
    /// run's problem is worded when drawn, not when the run ended.
    @Test func lRedrawsAFailedResultInTheOtherLanguage() {
        var state = NotebookState(course: Self.english, language: .english)
        state.navigation.lessonIndex = Self.english.index(ofLesson: "fx-publish")!
        state.run.results[state.currentKey!] = Fixtures.result(for: state, output: Fixtures.publishWrongOutput)
        let english = NotebookScreen.render(state).text
        #expect(english.contains("✗ unexpected line \"late: 🐶\" on line 1"))

        _ = NotebookReducer.reduce(&state, .key(.character("L")))
        _ = NotebookReducer.reduce(&state, .language(.courseLoaded(.simplifiedChinese, Self.chinese)))
        let chinese = NotebookScreen.render(state).text
        #expect(chinese.contains("✗ 第 1 行多出 \"late: 🐶\""), "\(chinese)")
        #expect(!chinese.contains("unexpected line"))
        #expect(chinese.contains("界面语言：简体中文"))
    }

    /// A check's pass is said in the language shown, also after L.
    @Test func aPassIsSaidInTheLanguageShown() {
        var state = ChineseScreenTests.state(size: ScreenSize(columns: 80, rows: 24))
        state.navigation.stop = .exercise(0)
        state.exercise.results["fx-shout"] = Fixtures.checked(.passed)
        #expect(NotebookScreen.render(state).text.contains("在示例和另外 50 组输入上都通过了"))
        state.languages.current = .english
        #expect(NotebookScreen.render(state).text.contains("passed on the example and on 50 other inputs"))
    }

    @Test func lessonsNobodyAskedForAreIgnored() {
        var state = NotebookState(course: Self.english, language: .english)
        #expect(NotebookReducer.reduce(&state, .language(.courseLoaded(.simplifiedChinese, Self.chinese))).isEmpty)
        #expect(state.course == Self.english)
    }

    @Test func theHelpListsTheKey() {
        let binding = KeyTable.notebook.first { $0.command == .language(.switchLanguage) }
        #expect(binding?.keys == [.character("L")])
        #expect(binding?.label == "L")
        #expect(KeyTable.command(for: .character("L"), stepping: false) == .language(.switchLanguage))
        #expect(KeyTable.command(for: .character("L"), stepping: true) == .language(.switchLanguage))
    }
}
