import Foundation
import Testing
import LessonKit

/// Each kind of mistake gets a diagnostic at the right place, and the rest still loads.
@Suite struct ParserDiagnosticsTests {
    let fence = "```"

    /// A chapter with one lesson around `body`; the body starts on line 5.
    func chapter(_ body: String) -> String {
        "# Chapter: Test\n\n## Lesson: First {#first}\n\n" + body
    }

    func parse(_ text: String, file: String = "4.1-test.md") -> (chapter: Chapter?, messages: [String]) {
        let result = ChapterParser.parse(text: text, fileName: file)
        return (result.chapter, result.diagnostics.map(\.description))
    }

    @Test func aCleanCellHasNoDiagnostics() {
        let (chapter, messages) = parse(chapter("\(fence)swift cell id=a\nprint(1)\n\(fence)\n\n\(fence)output\n1\n\(fence)\n"))
        #expect(messages == [])
        #expect(chapter?.lessons.first?.cells.map(\.id) == ["a"])
    }

    @Test func unterminatedFence() {
        let (chapter, messages) = parse(chapter("\(fence)swift cell id=a\nprint(1)\n"))
        #expect(messages == [
            "4.1-test.md:5:1: error: the code block opened here is never closed — add a line with ``` after the block's last line",
        ])
        #expect(chapter?.lessons.first?.cells == [])
    }

    @Test func unknownBlockKindSuggestsTheNearestOne() {
        let (chapter, messages) = parse(chapter("\(fence)swift cell id=a\nprint(1)\n\(fence)\n\(fence)outptu\n1\n\(fence)\n"))
        #expect(messages.count == 1)
        #expect(messages[0].hasPrefix("4.1-test.md:8:4: error: unknown block kind `outptu` — did you mean `output`?"))
        // The cell whose expectation was misspelt is left out rather than checked against less.
        #expect(chapter?.lessons.first?.cells == [])
    }

    @Test func swiftBlockWithoutRole() {
        let (_, messages) = parse(chapter("\(fence)swift\nlet x = 1\n\(fence)\n"))
        #expect(messages.count == 1)
        #expect(messages[0].hasPrefix("4.1-test.md:5:9: error: a `swift` block must say what it is for — write ```swift cell id=NAME"))
    }

    @Test func unknownAttributeSuggestsTheNearestOne() {
        let (_, messages) = parse(chapter("\(fence)swift cell id=a timout=5s\nprint(1)\n\(fence)\n\(fence)output\n\(fence)\n"))
        #expect(messages == [
            "4.1-test.md:5:20: error: `swift cell` has no attribute `timout` — did you mean `timeout`? it takes `id`, `lanes`, `timeout`",
        ])
    }

    @Test func badTimeout() {
        let (_, messages) = parse(chapter("\(fence)swift cell id=a timeout=soon\nprint(1)\n\(fence)\n\(fence)output\n\(fence)\n"))
        #expect(messages == [
            "4.1-test.md:5:28: error: `soon` is not a time limit — write a positive duration such as `timeout=10s` or `timeout=500ms`",
        ])
    }

    @Test func lanesRecordedTurnsAutomaticLanesOffAndNoOtherValueIsTaken() {
        let (parsed, messages) = parse(chapter("\(fence)swift cell id=a lanes=recorded\nprint(1)\n\(fence)\n\(fence)output\n1\n\(fence)\n\(fence)swift cell id=b\nprint(2)\n\(fence)\n\(fence)output\n2\n\(fence)\n"))
        #expect(messages == [])
        #expect(parsed?.lessons.first?.cells.map(\.drawsAutomaticLanes) == [false, true])

        let (_, wrong) = parse(chapter("\(fence)swift cell id=a lanes=none\nprint(1)\n\(fence)\n\(fence)output\n1\n\(fence)\n"))
        #expect(wrong == [
            "4.1-test.md:5:26: error: `lanes=none` is not a lanes setting — write `lanes=recorded` to draw only the cell's recorded lanes, or leave the attribute out to draw every subscription",
        ])
    }

    @Test func cellWithoutExpectedOutput() {
        let (chapter, messages) = parse(chapter("\(fence)swift cell id=a\nprint(1)\n\(fence)\n\nSome prose.\n"))
        #expect(messages == [
            "4.1-test.md:5:4: warning: cell `a` has no expected output, so it cannot pass — run it (`rxlearn run first`) and put what it prints in an ```output, ```events or ```marbles block right after it (an empty ```output block expects no output)",
        ])
        // Kept for `rxlearn run`; the runner reports it as not passing.
        #expect(chapter?.lessons.first?.cells.map(\.id) == ["a"])
        #expect(chapter?.lessons.first?.prose == "Some prose.")
    }

    @Test func setupAfterACellIsAWarning() {
        let text = "\(fence)swift cell id=a\nprint(bag)\n\(fence)\n\(fence)output\n\(fence)\n\(fence)swift setup\nlet bag = 1\n\(fence)\n"
        let (chapter, messages) = parse(chapter(text))
        #expect(messages == [
            "4.1-test.md:10:4: warning: the setup block comes after cells, but runs before every cell of the lesson — move it to the start of the lesson, where readers meet it before the cells that rely on it",
        ])
        #expect(chapter?.lessons.first?.setup?.source == "let bag = 1")
    }

    @Test func cellWithoutID() {
        let (_, messages) = parse(chapter("\(fence)swift cell\nprint(1)\n\(fence)\n\(fence)output\n\(fence)\n"))
        #expect(messages == [
            "4.1-test.md:5:4: error: the cell has no id — write ```swift cell id=NAME, with a name unique in the lesson",
        ])
    }

    @Test func expectationWithoutCell() {
        let (_, messages) = parse(chapter("\(fence)output\n1\n\(fence)\n"))
        #expect(messages == [
            "4.1-test.md:5:4: error: an ```output block that follows no cell — put expected output right after the ```swift cell it checks (prose may stand between them)",
        ])
    }

    @Test func malformedMarblesPointAtTheBadCharacter() {
        let (chapter, messages) = parse(chapter("\(fence)swift cell id=a\nx\n\(fence)\n\(fence)marbles\nys: -a-*-|\n\(fence)\n"))
        #expect(messages.count == 1)
        #expect(messages[0].hasPrefix("4.1-test.md:9:8: error: malformed marbles: `*` is not a marble symbol — "))
        #expect(chapter?.lessons.first?.cells == [])
    }

    @Test func malformedMarbleLinesAndDuplicateLanes() {
        let body = "\(fence)swift cell id=a\nx\n\(fence)\n\(fence)marbles\nx-y: -a|\nys: -a|\nys: -b|\n\(fence)\n"
        let (_, messages) = parse(chapter(body))
        #expect(messages.contains { $0.hasPrefix("4.1-test.md:9:1: error: `x-y` is not a lane name") })
        #expect(messages.contains { $0.hasPrefix("4.1-test.md:11:1: error: lane `ys` is drawn twice in this block") })
    }

    @Test func laneDescribedTwiceForOneCell() {
        let body = "\(fence)swift cell id=a\nx\n\(fence)\n\(fence)events\n0 completed\n\(fence)\n\(fence)marbles\n|\n\(fence)\n"
        let (_, messages) = parse(chapter(body))
        #expect(messages.count == 1)
        #expect(messages[0].hasPrefix("4.1-test.md:12:1: error: lane `main` already has expected events (line 8)"))
    }

    @Test func malformedEvents() {
        let body = """
            \(fence)swift cell id=a
            x
            \(fence)
            \(fence)events lane=xs
            210 next(1)
            2x0 next(2)
            220 nxt(2)
            200 next(3)
            300 completed
            310 next(4)
            \(fence)

            """
        let (_, messages) = parse(chapter(body))
        #expect(messages == [
            "4.1-test.md:10:1: error: `2x0` is not a virtual time — start the line with a whole number of virtual milliseconds, e.g. `210 next(1)`",
            "4.1-test.md:11:5: error: `nxt(2)` is not an event — write next(value), completed, error or error(message) after the time",
            "4.1-test.md:12:1: error: time 200 comes before the previous line's 210 — list events in the order of their times",
            "4.1-test.md:14:5: error: an event after completed — a sequence ends at its first completed or error: remove this line or the one that ends it",
        ])
    }

    @Test func duplicateIDsWithinAFile() {
        let text = chapter("""
            \(fence)swift cell id=a
            x
            \(fence)
            \(fence)output
            \(fence)
            \(fence)swift cell id=a
            y
            \(fence)
            \(fence)output
            \(fence)

            ## Lesson: Again {#first}

            """)
        let (chapter, messages) = parse(text)
        #expect(messages == [
            "4.1-test.md:10:4: error: duplicate cell id `a` in lesson `first` — give each cell of a lesson its own id; this one is skipped until then",
            "4.1-test.md:16:1: error: duplicate lesson id `first` — ids must be unique across all lessons; rename this one (it is skipped until then)",
            "4.1-test.md:3:1: note: `first` is first defined here",
        ])
        #expect(chapter?.lessons.map(\.title) == ["First"])
        #expect(chapter?.lessons.first?.cells.map(\.code.source) == ["x"])
    }

    @Test func missingTitlesAndIDs() {
        let text = "# Chapter:\n\n## Lesson: {#a}\n\n## Lesson: Just one value\n"
        let (chapter, messages) = parse(text)
        #expect(messages == [
            "4.1-test.md:1:11: error: the chapter has no title — write it after `# Chapter:`",
            "4.1-test.md:3:12: error: the lesson has no title — write it after `## Lesson:`",
            "4.1-test.md:5:26: error: the lesson has no id — end the heading with `{#just-one-value}`; progress is stored under the id, so keep it stable",
        ])
        #expect(chapter == nil)
    }

    @Test func missingChapterHeading() {
        let (chapter, messages) = parse("Some text.\n")
        #expect(messages == [
            "4.1-test.md:1:1: warning: text before the `# Chapter:` heading is ignored — move it below the heading",
            "4.1-test.md:1:1: error: the file has no `# Chapter:` heading — start it with `# Chapter: Title`",
        ])
        #expect(chapter == nil)
    }

    @Test func stray1And2LevelHeadings() {
        let (_, messages) = parse(chapter("## Notes\n\n# Summary\n"))
        #expect(messages == [
            "4.1-test.md:5:4: error: a `##` heading must start a lesson: `## Lesson: Title {#id}` — use `###` or deeper for headings inside a lesson",
            "4.1-test.md:7:3: error: a `#` heading must be the chapter's: `# Chapter: Title` — use `###` or deeper for headings inside the prose",
        ])
    }

    @Test func headingAttributesAreChecked() {
        let (_, messages) = parse("# Chapter: T\n\n## Lesson: L {#l sektion=4.1}\n\n## Lesson: M {#m section=four}\n")
        #expect(messages == [
            "4.1-test.md:3:18: error: `Lesson:` heading has no attribute `sektion` — it takes `id`, `section`",
            "4.1-test.md:5:26: error: `four` is not a section number — write the RxSwift documentation's section, e.g. `section=4.1.2` or `section=R3`",
        ])
    }

    @Test func exercisePartsOutsideAnExercise() {
        let (_, messages) = parse(chapter("\(fence)hint\nuse map\n\(fence)\n"))
        #expect(messages == [
            "4.1-test.md:5:4: error: a ```hint block outside an exercise — put it under a `### Exercise: Title {#id}` heading",
        ])
    }

    @Test func anExerciseSaysWhatItPractisesAndAtWhatLevel() {
        let exercise = { (attributes: String) -> String in
            "### Exercise: Try {#try \(attributes)}\n\n\(fence)swift start\nfunc solve() -> Observable<Int> { .empty() }\n\(fence)\n"
                + "\(fence)marbles\nout: -1-|\n\(fence)\n\(fence)swift solution\nfunc solve() -> Observable<Int> { .just(1) }\n\(fence)\n"
        }
        let (parsed, messages) = parse(chapter(exercise("topics=single,catch,single level=capstone")))
        #expect(messages == [])
        #expect(parsed?.lessons.first?.exercises.first?.topics == [.single, .catch])
        #expect(parsed?.lessons.first?.exercises.first?.level == .capstone)

        let (untagged, _) = parse(chapter(exercise("")))
        #expect(untagged?.lessons.first?.exercises.first?.topics == [])
        #expect(untagged?.lessons.first?.exercises.first?.level == nil)

        let (_, wrong) = parse(chapter(exercise("topics=singel level=hard")))
        #expect(wrong.count == 2)
        #expect(wrong.first?.hasPrefix("4.1-test.md:5:32: error: `singel` is not an exercise topic — write topics separated by commas, without spaces, from: observable, creating,") == true)
        #expect(wrong.last == "4.1-test.md:5:45: error: `level=hard` is not an exercise level — write `level=warm-up`, `level=core` or `level=capstone`")
    }

    @Test func exerciseWithoutExpectationIsAWarning() {
        let (chapter, messages) = parse(chapter("### Exercise: Try {#try}\n\nDo it.\n\n\(fence)swift start\nlet x = 1\n\(fence)\n"))
        #expect(messages == [
            "4.1-test.md:5:1: warning: exercise `try` has no expected output, so it cannot be passed — add an ```output, ```events or ```marbles block inside the exercise",
            "4.1-test.md:5:1: warning: exercise `try` has no reference solution, so answers are checked on the example alone — add a ```swift solution block: answers are then also checked on 50 generated inputs",
        ])
        #expect(chapter?.lessons.first?.exercises.map(\.id) == ["try"])
    }

    /// The learner's file is made from the start block: an exercise without one is rejected at its
    /// heading, as a cell without an id is, and the rest of the lesson still loads.
    @Test func anExerciseWithoutAStartBlockIsLeftOutWithAnError() {
        let body = "\(fence)swift cell id=a\nprint(1)\n\(fence)\n\(fence)output\n1\n\(fence)\n\n"
            + "### Exercise: Try {#try}\n\nDo it.\n\n\(fence)marbles\nout: -1-|\n\(fence)\n"
            + "\(fence)swift solution\nfunc solve() -> Observable<Int> { .just(1) }\n\(fence)\n\n"
            + "### Exercise: Kept {#kept}\n\n\(fence)swift start\nfunc solve() -> Observable<Int> { .empty() }\n\(fence)\n"
            + "\(fence)marbles\nout: -1-|\n\(fence)\n"
        let (chapter, messages) = parse(chapter(body))
        #expect(messages.filter { !$0.contains("reference solution") } == [
            "4.1-test.md:12:1: error: the exercise has no ```swift start block — add one with the code the learner starts from (a `solve` function that does not solve it yet); the exercise is skipped until then",
        ])
        #expect(chapter?.lessons.map(\.id) == ["first"])
        #expect(chapter?.lessons.first?.cells.map(\.id) == ["a"])
        #expect(chapter?.lessons.first?.exercises.map(\.id) == ["kept"])
        #expect(chapter?.lessons.first?.exercises.first?.start.source == "func solve() -> Observable<Int> { .empty() }")
    }

    /// A `###` heading ends the exercise, so a start block after it stands outside: both are
    /// reported, every problem at once, even when the exercise has errors of its own.
    @Test func aStartBlockAfterAHeadingThatEndsTheExerciseIsNotItsStart() {
        let body = "### Exercise: Try {#try timeout=soon}\n\n### Your task\n\n\(fence)swift start\nlet x = 1\n\(fence)\n"
        let (chapter, messages) = parse(chapter(body))
        #expect(messages == [
            "4.1-test.md:5:33: error: `soon` is not a time limit — write a positive duration such as `timeout=10s` or `timeout=500ms`",
            "4.1-test.md:5:1: error: the exercise has no ```swift start block — add one with the code the learner starts from (a `solve` function that does not solve it yet); the exercise is skipped until then",
            "4.1-test.md:9:4: error: a ```swift start block outside an exercise — put it under a `### Exercise: Title {#id}` heading",
        ])
        #expect(chapter?.lessons.map(\.id) == ["first"])
        #expect(chapter?.lessons.first?.exercises == [])
    }

    @Test func emptyFile() {
        #expect(parse("").messages == ["4.1-test.md:1:1: error: the file is empty — start it with `# Chapter: Title`, then add lessons"])
        #expect(parse(" \n\n").messages.count == 1)
    }

    @Test func invalidUTF8PointsAtTheBadByte() {
        var bytes = Array("# Chapter: T\nab".utf8)
        bytes += [0xFF]
        bytes += Array("cd\n".utf8)
        let result = ChapterParser.parse(data: Data(bytes), fileName: "4.1-test.md")
        #expect(result.chapter == nil)
        #expect(result.diagnostics.map(\.description) == [
            "4.1-test.md:2:3: error: the file is not valid UTF-8 (byte 0xFF) — save the file as UTF-8 in your editor",
        ])
    }

    @Test func crlfLineEndingsAndByteOrderMark() {
        let text = "\u{FEFF}" + chapter("\(fence)swift cell id=a\nprint(1)\n\(fence)\n\(fence)output\n1\n\(fence)\n")
            .replacingOccurrences(of: "\n", with: "\r\n")
        let (chapter, messages) = parse(text)
        #expect(messages == [])
        #expect(chapter?.lessons.first?.cells.first?.expected.lineBlocks.first?.lines == ["1"])
    }

    @Test func fileNameMustStartWithAChapterID() {
        #expect(parse("# Chapter: T\n", file: "notes.md").messages == [
            "notes.md:1:1: error: `notes.md` is not named after a chapter id — name chapter files `<section>-<name>.md`, e.g. `4.1-observable.md` or `R3-pure-functions.md`",
        ])
    }

    @Test func headingsInsideCodeAreNotHeadings() {
        let (chapter, messages) = parse(chapter("\(fence)text\n# not a heading\n## Lesson: nor this\n\(fence)\n"))
        #expect(messages == [])
        #expect(chapter?.lessons.count == 1)
        #expect(chapter?.lessons.first?.prose.contains("# not a heading") == true)
    }
}
