@testable import CellRunner
import Testing

@Suite struct DiagnosticParserTests {
    @Test func readsLocatedMessagesAndSkipsSourceEcho() {
        let output = """
        cell.swift:3:19: error: cannot convert value of type 'String' to specified type 'Int'
        let number: Int = greeting
                          ^~~~~~~~
        /tmp/work/cell-1/main.swift:9:1: warning: something in the epilogue
        """
        #expect(DiagnosticParser.parse(output) == [
            CellDiagnostic(file: "cell.swift", line: 3, column: 19, severity: .error,
                           message: "cannot convert value of type 'String' to specified type 'Int'"),
            CellDiagnostic(file: "/tmp/work/cell-1/main.swift", line: 9, column: 1, severity: .warning,
                           message: "something in the epilogue"),
        ])
    }

    @Test func readsUnlocatedMessages() {
        #expect(DiagnosticParser.parseLine("error: link command failed with exit code 1 (use -v to see invocation)")
            == CellDiagnostic(file: "", line: nil, column: nil, severity: .error,
                              message: "link command failed with exit code 1 (use -v to see invocation)"))
        #expect(DiagnosticParser.parseLine("ld.lld: error: undefined symbol: missing")
            == CellDiagnostic(file: "ld.lld", line: nil, column: nil, severity: .error, message: "undefined symbol: missing"))
        #expect(DiagnosticParser.parseLine("    ^~~~~") == nil)
    }

    @Test func dropsDiagnosticGroupTags() {
        let line = "cell.swift:4:3: warning: result of call to 'subscribe' is unused [#no-usage]"
        #expect(DiagnosticParser.parseLine(line)?.message == "result of call to 'subscribe' is unused")
    }

    @Test func scrubsAbsolutePathsDownToFileNames() {
        #expect(PathScrubber.scrub("no such file '/home/learner/.cache/rxlearn/work/cell-9/main.swift' here")
            == "no such file 'main.swift' here")
        #expect(PathScrubber.scrub("a/b stays, 1/2 too") == "a/b stays, 1/2 too")
    }

    @Test func learnerSeesAGeneralMessageWhenTheErrorIsOutsideTheCell() {
        let linkError = CellDiagnostic(file: "", line: nil, column: nil, severity: .error, message: "link command failed")
        let shown = LearnerDiagnostics.select(from: [linkError], succeeded: false)
        #expect(shown.count == 1)
        #expect(shown[0].file == "cell.swift" && shown[0].line == nil && shown[0].severity == .error)
        #expect(shown[0].message.contains("could not be linked"))
    }

    /// The frontend's "<file>:<line>:" form, which it uses with `<unknown>:0` for what has no place
    /// in a file (a module cache built elsewhere): read, not dropped into "no reason".
    @Test func readsTheFrontendsLineOnlyForm() {
        #expect(DiagnosticParser.parseLine("<unknown>:0: error: missing required module 'SwiftShims'")
            == CellDiagnostic(file: "<unknown>", line: nil, column: nil, severity: .error, message: "missing required module 'SwiftShims'"))
        let shown = LearnerDiagnostics.select(from: DiagnosticParser.parse("<unknown>:0: error: missing required module 'SwiftShims'"),
                                              succeeded: false)
        #expect(shown.map(\.message) == ["The cell could not be built: missing required module 'SwiftShims'"])
    }

    /// A failed step that printed no diagnostic: the learner sees its last lines and what to do,
    /// never only that the compiler gave no reason.
    @Test func aFailureWithoutADiagnosticShowsTheStepsLastLines() throws {
        let tail = try #require(CellCompiler.lastLines(of: "first\n\nStack dump:\n0. /opt/swift/usr/bin/swift-frontend -frontend\n  \n"))
        #expect(tail == "first / Stack dump: / 0. swift-frontend -frontend")
        let shown = LearnerDiagnostics.select(from: [], succeeded: false, outputTail: tail)
        #expect(shown.count == 1 && shown[0].severity == .error)
        #expect(shown[0].message.contains(tail))
        #expect(shown[0].message.contains("rxlearn doctor"))
        #expect(!shown[0].message.contains("gave no reason"))
        #expect(LearnerDiagnostics.select(from: [], succeeded: false)[0].message.contains("printed nothing"))
        #expect(CellCompiler.lastLines(of: " \n\n") == nil)
    }
}
