import Testing
import LessonKit
import Marbles

@Suite struct VerdictTests {
    let here = SourceLocation(file: "4.1-test.md", line: 1)

    func lines(_ lines: [String], ordered: Bool = true) -> ExpectedLines {
        ExpectedLines(lines: lines, isOrdered: ordered, location: here)
    }

    func printed(_ texts: [String]) -> [PrintedLine] {
        texts.enumerated().map { PrintedLine($0.element, time: $0.offset * 10) }
    }

    func lane(_ events: [TimedEvent], name: String = "main") -> ExpectedLane {
        ExpectedLane(name: name, events: events, location: here)
    }

    // MARK: Lines

    @Test func identicalLinesPass() {
        let verdict = OutputComparison.compare(
            expected: ExpectedOutput(lineBlocks: [lines(["1", "2"])]),
            actual: ActualOutput(lines: printed(["1", "2  "])))
        #expect(verdict.passed)
        #expect(verdict.firstDivergence == nil)
        #expect(verdict.lines.map(\.outcome) == [.match, .match])
    }

    @Test func aDifferentLineIsAMismatchOnItsLine() {
        let verdict = OutputComparison.compare(
            expected: ExpectedOutput(lineBlocks: [lines(["1", "2", "3", "3"])]),
            actual: ActualOutput(lines: printed(["1", "2", "3", "4"])))
        #expect(!verdict.passed)
        #expect(verdict.lines.map(\.outcome) == [.match, .match, .match, .mismatch])
        #expect(verdict.firstDivergence == "expected \"3\" on line 4, got \"4\"")
    }

    @Test func anInsertedLineDoesNotShiftTheRest() {
        let verdict = OutputComparison.compare(
            expected: ExpectedOutput(lineBlocks: [lines(["a", "b", "c"])]),
            actual: ActualOutput(lines: printed(["a", "x", "b", "c"])))
        #expect(verdict.lines.map(\.outcome) == [.match, .unexpected, .match, .match])
        #expect(verdict.firstDivergence == "unexpected line \"x\" on line 2")
    }

    @Test func missingAndTrailingLines() {
        let missing = OutputComparison.compare(
            expected: ExpectedOutput(lineBlocks: [lines(["a", "b"])]), actual: ActualOutput(lines: printed(["a"])))
        #expect(missing.lines.map(\.outcome) == [.match, .missing])
        #expect(missing.firstDivergence == "missing line 2 \"b\"")

        let extra = OutputComparison.compare(
            expected: ExpectedOutput(lineBlocks: [lines(["a"])]), actual: ActualOutput(lines: printed(["a", "x"])))
        #expect(extra.lines.map(\.outcome) == [.match, .unexpected])
        #expect(extra.lines.last?.actual == PrintedLine("x", time: 10))
        #expect(extra.firstDivergence == "unexpected line \"x\" after the last expected line")
    }

    @Test func anEmptyOutputBlockExpectsSilence() {
        let verdict = OutputComparison.compare(
            expected: ExpectedOutput(lineBlocks: [lines([])]), actual: ActualOutput(lines: printed(["oops"])))
        #expect(!verdict.passed)
        #expect(verdict.firstDivergence == "unexpected line \"oops\" after the last expected line")
    }

    @Test func unorderedLinesCompareAsMultisets() {
        let expected = ExpectedOutput(lineBlocks: [lines(["start"]), lines(["a", "b", "b"], ordered: false), lines(["end"])])
        let pass = OutputComparison.compare(expected: expected, actual: ActualOutput(lines: printed(["start", "b", "a", "b", "end"])))
        #expect(pass.passed)

        let fail = OutputComparison.compare(expected: expected, actual: ActualOutput(lines: printed(["start", "b", "a", "a", "end"])))
        #expect(!fail.passed)
        #expect(fail.lines.map(\.outcome) == [.match, .match, .match, .mismatch, .match])
        #expect(fail.firstDivergence == "expected \"b\" (in any order), got \"a\" on line 4")
    }

    @Test func printedLinesAreIgnoredWhenOnlyEventsAreExpected() {
        let verdict = OutputComparison.compare(
            expected: ExpectedOutput(lanes: [lane([.completed(at: 0)])]),
            actual: ActualOutput(lines: printed(["debug"]), lanes: [RecordedLane(name: "observer", events: [.completed(at: 0)])]))
        #expect(verdict.passed)
        #expect(verdict.lines == [])
    }

    // MARK: Events

    @Test func aDifferentValueAndTime() {
        let verdict = OutputComparison.compare(
            expected: ExpectedOutput(lanes: [lane([.next("1", at: 210), .next("2", at: 220), .completed(at: 300)])]),
            actual: ActualOutput(lanes: [RecordedLane(name: "main", events: [.next("1", at: 210), .next("3", at: 230), .completed(at: 300)])]))
        #expect(!verdict.passed)
        #expect(verdict.lanes.first?.events.map(\.outcome) == [.match, .mismatch, .match])
        #expect(verdict.firstDivergence == "expected next(2) at 220, got next(3) at 230")
    }

    @Test func missingCompletion() {
        let verdict = OutputComparison.compare(
            expected: ExpectedOutput(lanes: [lane([.next("1", at: 210), .completed(at: 300)])]),
            actual: ActualOutput(lanes: [RecordedLane(name: "main", events: [.next("1", at: 210)])]))
        #expect(verdict.firstDivergence == "missing completed at 300")
    }

    @Test func errorsWithoutAMessageAcceptAnyError() {
        let expected = ExpectedOutput(lanes: [lane([.error(nil, at: 260)])])
        let anyError = OutputComparison.compare(
            expected: expected, actual: ActualOutput(lanes: [RecordedLane(name: "main", events: [.error("boom", at: 260)])]))
        #expect(anyError.passed)
        let specific = OutputComparison.compare(
            expected: ExpectedOutput(lanes: [lane([.error("boom", at: 260)])]),
            actual: ActualOutput(lanes: [RecordedLane(name: "main", events: [.error("bang", at: 260)])]))
        #expect(specific.firstDivergence == "expected error(boom) at 260, got error(bang) at 260")
    }

    @Test func lanesPairByNameAndTheEarliestDifferenceIsReported() {
        let expected = ExpectedOutput(lanes: [
            lane([.next("a", at: 10), .completed(at: 50)], name: "xs"),
            lane([.next("b", at: 20)], name: "ys"),
        ])
        let actual = ActualOutput(lanes: [
            RecordedLane(name: "ys", events: [.next("c", at: 20)]),
            RecordedLane(name: "xs", events: [.next("a", at: 10), .completed(at: 40)]),
            RecordedLane(name: "zs", events: [.next("z", at: 5)]),
        ])
        let verdict = OutputComparison.compare(expected: expected, actual: actual)
        #expect(verdict.lanes.map(\.name) == ["xs", "ys", "zs"])
        #expect(verdict.lanes.map(\.passed) == [false, false, false])
        #expect(verdict.firstDivergence == "lane zs: unexpected next(z) at 5")
    }

    @Test func anExpectedLaneThatWasNotRecorded() {
        let verdict = OutputComparison.compare(
            expected: ExpectedOutput(lanes: [lane([.next("a", at: 10)], name: "xs"), lane([.completed(at: 30)], name: "ys")]),
            actual: ActualOutput(lanes: [RecordedLane(name: "xs", events: [.next("a", at: 10)])]))
        #expect(verdict.lanes.map(\.passed) == [true, false])
        #expect(verdict.firstDivergence == "lane ys: missing completed at 30")
    }

    @Test func linesAreReportedBeforeEvents() {
        let verdict = OutputComparison.compare(
            expected: ExpectedOutput(lineBlocks: [lines(["a"])], lanes: [lane([.completed(at: 0)])]),
            actual: ActualOutput(lines: printed(["b"]), lanes: [RecordedLane(name: "main", events: [])]))
        #expect(verdict.firstDivergence == "expected \"a\" on line 1, got \"b\"")
        #expect(verdict.lanes.first?.events.map(\.outcome) == [.missing])
    }
}
