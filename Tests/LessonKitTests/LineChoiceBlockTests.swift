import Foundation
import Testing
@testable import LessonKit

/// ```` ```choices ````: the lines a learner chooses from to predict what a cell prints, checked
/// when the lesson is read.
@Suite struct LineChoiceBlockTests {
    let fence = "```"

    /// A lesson with one printing cell, its output, then `after` (a choices block, say).
    func parse(output: [String] = ["Ada hears news", "Bob hears music"], _ after: String) -> (cell: Cell?, messages: [String]) {
        let text = "# Chapter: Test\n\n## Lesson: First {#first}\n\n\(fence)swift cell id=radio\nprint(1)\n\(fence)\n\n"
            + "\(fence)output\n" + output.map { $0 + "\n" }.joined() + "\(fence)\n\n" + after
        let result = ChapterParser.parse(text: text, fileName: "4.1-test.md")
        return (result.chapter?.lessons.first?.cells.first, result.diagnostics.map(\.description))
    }

    func choices(_ lines: [String]) -> String {
        "\(fence)choices\n" + lines.map { $0 + "\n" }.joined() + "\(fence)\n"
    }

    @Test func theLinesToChooseFromBelongToTheCellBeforeThem() {
        let (cell, messages) = parse(choices(["Bob hears news", "Ada hears news", "Bob hears music"]))
        #expect(messages.isEmpty, "\(messages)")
        #expect(cell?.lineChoices == ["Bob hears news", "Ada hears news", "Bob hears music"])
    }

    @Test func everyPrintedLineMustBeOffered() {
        let (cell, messages) = parse(choices(["Ada hears news", "Bob hears news"]))
        #expect(cell == nil, "the cell is left out until its choices are whole")
        #expect(messages == ["4.1-test.md:14:1: error: the ```choices of cell `radio` do not offer the printed line `Bob hears music` — offer every line the ```output block lists, so that the right prediction can be chosen"])
    }

    @Test func somethingMustBeWrongToChoose() {
        let (_, messages) = parse(choices(["Bob hears music", "Ada hears news"]))
        #expect(messages.count == 1 && messages[0].contains("offer only lines the cell prints"), "\(messages)")
    }

    @Test func aLineTwiceTooManyLinesOrNoOutputAreErrors() {
        let twice = parse(choices(["Ada hears news", "Ada hears news", "Bob hears music", "x"])).messages
        #expect(twice.count == 1 && twice[0].contains("offered twice"), "\(twice)")
        let many = parse(choices((1...10).map { "line \($0)" } + ["Ada hears news", "Bob hears music"])).messages
        #expect(many.contains { $0.contains("at most 9 lines") }, "\(many)")
        let unordered = ChapterParser.parse(text: "# Chapter: T\n\n## Lesson: F {#f}\n\n\(fence)swift cell id=c\nprint(1)\n\(fence)\n\n\(fence)output unordered\n1\n\(fence)\n\n"
                                             + choices(["1", "2"]), fileName: "4.1-t.md").diagnostics.map(\.description)
        #expect(unordered.count == 1 && unordered[0].contains("no ```output block of lines in order"), "\(unordered)")
        let alone = ChapterParser.parse(text: "# Chapter: T\n\n## Lesson: F {#f}\n\nProse.\n\n" + choices(["1", "2"]), fileName: "4.1-t.md")
            .diagnostics.map(\.description)
        #expect(alone.count == 1 && alone[0].contains("a ```choices block that follows no cell"), "\(alone)")
    }

    @Test func aTranslationCopiesTheChoicesAsTheyAre() {
        let text = "# Chapter: Test\n\n## Lesson: First {#first}\n\n\(fence)swift cell id=radio\nprint(1)\n\(fence)\n\n\(fence)output\n1\n\(fence)\n\n"
        let english = ChapterParser.parse(text: text + choices(["1", "2"]), fileName: "4.1-test.md").chapter!.lessons[0]
        let translated = ChapterParser.parse(text: text + choices(["1", "二"]), fileName: "4.1-test.md").chapter!.lessons[0]
        #expect(english.translationMismatches(translated).contains { $0.contains("```choices") })
        #expect(english.translationMismatches(english).isEmpty)
    }
}
