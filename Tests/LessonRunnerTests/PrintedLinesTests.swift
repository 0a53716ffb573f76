import CellProtocol
import LessonKit
import Testing
@testable import LessonRunner
@testable import RxCellRuntime

/// How `EventChannel` joins `print` records into lines: a print may hold several lines or part of
/// one, and a line takes the time of the print that began it. (How fast: Benchmarks/unterminated-prints.sh.)
struct PrintedLinesTests {
    /// The channel's lines for prints of `texts`, at the given milliseconds.
    private static func lines(_ prints: [(String, Int)]) -> [PrintedLine] {
        let channel = prints.map { text, milliseconds in
            String(decoding: SideChannel.line(for: .print(text: text, time: Int64(milliseconds) * 1_000_000)).dropLast(), as: UTF8.self)
        }
        return EventChannel.parse(channel).output.lines
    }

    @Test func partsOfALineJoinAtTheTimeOfTheFirstPart() {
        #expect(Self.lines([("a", 10), ("b", 20), ("c\n", 30)]) == [PrintedLine("abc", time: 10)])
    }

    @Test func onePrintOfSeveralLinesSplitsAtEveryNewline() {
        #expect(Self.lines([("one\ntwo\n\nfour\n", 5)]) == [
            PrintedLine("one", time: 5), PrintedLine("two", time: 5), PrintedLine("", time: 5), PrintedLine("four", time: 5),
        ])
    }

    @Test func whatFollowsANewlineBeginsAtThatPrintsTime() {
        #expect(Self.lines([("x", 1), ("y\nz", 2), ("\n", 3)]) == [PrintedLine("xy", time: 1), PrintedLine("z", time: 2)])
    }

    @Test func aLastLineWithoutANewlineIsKept() {
        #expect(Self.lines([("done\nleft", 4), ("over", 6)]) == [PrintedLine("done", time: 4), PrintedLine("leftover", time: 4)])
    }

    @Test func anEmptyPrintStartsNoLine() {
        #expect(Self.lines([("", 1)]) == [])
        #expect(Self.lines([("\n", 7)]) == [PrintedLine("", time: 7)])
    }

    @Test func manyUnterminatedPrintsMakeOneLine() {
        let count = 20_000
        let lines = Self.lines(Array(repeating: ("x", 0), count: count) + [("\n", 1)])
        #expect(lines == [PrintedLine(String(repeating: "x", count: count), time: 0)])
    }

    @Test func wideAndCombiningCharactersSurviveBeingSplitAcrossPrints() {
        // "e" then a combining acute accent in the next print: one line, one "é".
        #expect(Self.lines([("caf", 0), ("e", 0), ("\u{301}\n", 0), ("中文\n", 0)]) == [
            PrintedLine("cafe\u{301}", time: 0), PrintedLine("中文", time: 0),
        ])
    }
}
