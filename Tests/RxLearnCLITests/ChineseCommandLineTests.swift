import Foundation
import LessonKit
@testable import LessonRunner
import Localization
import Marbles
import Testing
@testable import RxLearnCLI

/// The command line in Chinese: `--help`, lists, progress, verdicts and usage errors, through the
/// built `rxlearn` and through the report types. In-process tests speak Chinese through
/// `Language.taskLanguage`, for their own task only.
@Suite(.serialized) struct ChineseCommandLineTests {
    /// Every line of `text` in at most `width` columns, CJK counted two (argument-parser's usage
    /// line, which it never wraps in any language, left out).
    static func overlong(_ text: String, width: Int) -> [String] {
        text.split(separator: "\n").map(String.init)
            .filter { !$0.hasPrefix("USAGE:") && !$0.hasPrefix("Usage:") && DisplayWidth.of($0) > width }
    }

    /// Runs `body` in Chinese for this task only, so that English suites running at the same
    /// time (plain `swift test` runs suites in parallel) keep reading English.
    static func inChinese<T>(_ body: () throws -> T) rethrows -> T {
        try Language.$taskLanguage.withValue(.simplifiedChinese) { try body() }
    }

    // MARK: --help

    @Test func helpFollowsTheLanguageVariableAndFitsTheScreen() throws {
        let process = try RxLearnProcess()
        defer { process.removeScratch() }
        for columns in [80, 60] {
            let help = try process.run(["--help"], environment: ["RXLEARN_LANG": "zh-Hans", "COLUMNS": "\(columns)"])
            #expect(help.status == 0)
            #expect(help.stdout.contains("OVERVIEW: 在终端里按 RxSwift"))
            #expect(help.stdout.contains("课 SUBCOMMANDS:") && help.stdout.contains("练习 SUBCOMMANDS:"))
            #expect(help.stdout.contains("按学习路径列出所有课"), "the subcommands' abstracts too")
            #expect(Self.overlong(help.stdout, width: columns).isEmpty, "\(Self.overlong(help.stdout, width: columns))")
        }
    }

    @Test func aSubcommandsHelpFollowsLangWhereverItStands() throws {
        let process = try RxLearnProcess()
        defer { process.removeScratch() }
        for arguments in [["check", "--help", "--lang", "zh-Hans"], ["--lang=zh-Hans", "check", "--help"]] {
            let help = try process.run(arguments, environment: ["COLUMNS": "80"])
            #expect(help.status == 0)
            #expect(help.stdout.contains("检查你的练习答案"))
            #expect(help.stdout.contains("退出状态：0 通过，1 还没通过"))
            #expect(help.stdout.contains("  --stages                在判定结果之后，"), "option help starts in argument-parser's column")
            #expect(Self.overlong(help.stdout, width: 80).isEmpty, "\(Self.overlong(help.stdout, width: 80))")
        }
        // An option with a default value: argument-parser's `(default: …)` stays inside the screen.
        let run = try process.run(["run", "--help", "--lang", "zh-Hans"], environment: ["COLUMNS": "60"])
        #expect(run.stdout.contains("(default: 30.0)"))
        #expect(Self.overlong(run.stdout, width: 60).isEmpty, "\(Self.overlong(run.stdout, width: 60))")
    }

    @Test func englishHelpIsUnchangedAndLangEnglishWinsOverTheVariable() throws {
        let process = try RxLearnProcess()
        defer { process.removeScratch() }
        let english = try process.run(["check", "--help", "--lang", "en"], environment: ["RXLEARN_LANG": "zh-Hans", "COLUMNS": "80"])
        #expect(english.stdout.hasPrefix("""
            OVERVIEW: Check your answer to an exercise (by default the next one you have
            not solved).

            Your file is <workspace>/exercises/<name>.swift; it is created from the
            exercise's start file the first time.
            """))
        #expect(!english.stdout.contains { DisplayWidth.of($0) > 1 }, "no Chinese in English help")
    }

    // MARK: what commands print

    @Test func listInChineseAlignsItsColumnsByDisplayWidth() throws {
        let process = try RxLearnProcess()
        defer { process.removeScratch() }
        let list = try process.run(["list", "--lang", "zh-Hans"])
        #expect(list.status == 0)
        #expect(list.stdout.contains("入门：Rx 能做什么"), "a stage title from the translation")
        // A lesson's line; titles too long to stand beside it go on the lines under it.
        let lessonLines = list.stdoutLines.filter { $0.hasPrefix("  ") && !$0.hasPrefix(LessonListing.titleIndent) }
        #expect(lessonLines.count > 100)
        #expect(lessonLines.allSatisfy { $0.contains("未开始") && $0.contains(" 代码单元") }, "\(lessonLines.prefix(3))")
        // The state column starts at one display column on every line.
        let stateColumns = Set(lessonLines.map { line in DisplayWidth.of(line[..<line.range(of: "未开始")!.lowerBound]) })
        #expect(stateColumns.count == 1, "\(stateColumns)")
        #expect(Self.overlong(list.stdout, width: 80).isEmpty, "\(Self.overlong(list.stdout, width: 80))")
    }

    @Test func progressInChineseNamesTheNextLessonAndFits() throws {
        let chapters = try ProgressReportTests.chapters()
        let groups = LessonGroup.groups(of: chapters, path: ProgressReportTests.path, order: .path)
        let progress = LearnerProgress()
        let lines = Self.inChinese { ProgressReport(groups: groups, progress: progress).lines }
        #expect(lines[0].hasSuffix("] 0/3 已完成（匹配的代码单元和完成的练习）"))
        #expect(lines[1] == "下一课：Pushing（rxlearn open push）")
        // A long Chinese title gives way; the command, the part to type, stays whole.
        let next = Self.inChinese { ProgressReport.nextLine(title: String(repeating: "可监听序列", count: 20), id: "4.1-create") }
        #expect(DisplayWidth.of(next) == LessonListing.outputWidth)
        #expect(next.hasPrefix("下一课：可监听序列") && next.hasSuffix("…（rxlearn open 4.1-create）"))
    }

    @Test func aCheckedExerciseGetsItsVerdictAndTaskInChinese() throws {
        let process = try RxLearnProcess()
        defer { process.removeScratch() }
        // As shipped the start file does not pass.
        let check = try process.run(["check", "1-count-taps", "--lang", "zh-Hans"])
        #expect(check.status == 1)
        #expect(check.stdout.hasPrefix("✗ 1-count-taps：在示例上，你的答案给出 "), "\(check.stdout)")
        #expect(check.stdout.contains("，预期是 "))
        #expect(check.stderr.contains("正在检查 1-count-taps（"))
        #expect(check.stderr.contains("卡住了？试试 `rxlearn hint 1-count-taps`"))
        // The task, translated, is wrapped between Chinese characters within 80 columns.
        let task = check.stderr.split(separator: "\n").prefix { !$0.hasPrefix("正在检查") }.joined(separator: "\n")
        #expect(task.contains { DisplayWidth.of($0) > 1 } && task.split(separator: "\n").count > 2, "\(task)")
        #expect(Self.overlong(task, width: 80).isEmpty, "\(Self.overlong(task, width: 80))")
        for line in task.split(separator: "\n").dropFirst() {
            #expect(!(line.dropFirst(2).first.map(LineBreaking.isClosing) ?? false), "no line starts with closing punctuation: \(line)")
        }
    }

    @Test func usageErrorsAreOneChineseSentence() throws {
        let process = try RxLearnProcess()
        defer { process.removeScratch() }
        let missing = try process.run(["show", "4.1-craete", "--lang", "zh-Hans"])
        #expect(missing.status == 64)
        #expect(missing.stderr.hasPrefix("rxlearn: "))
        #expect(missing.stderr.contains("中没有课 `4.1-craete`。你是不是要找 `4.1-create`？`rxlearn list` 会列出所有课的 id。"))
        let jobs = try process.run(["verify", "--jobs", "99"], environment: ["RXLEARN_LANG": "zh-Hans"])
        #expect(jobs.status == 64)
        #expect(jobs.stderr.hasPrefix("Error: --jobs 接受 1 到 16 之间的数。"))
    }

    // MARK: verdicts

    static let here = SourceLocation(file: "4.1-test.md", line: 1)

    @Test func theFirstDifferenceIsWordedInEachLanguage() {
        let expected = ExpectedOutput(lineBlocks: [ExpectedLines(lines: ["1", "2", "3"], location: Self.here)])
        let verdict = OutputComparison.compare(expected: expected, actual: ActualOutput(lines: ["1", "2", "4"].map { PrintedLine($0) }))
        #expect(verdict.divergence?.english == "expected \"3\" on line 3, got \"4\"")
        #expect(verdict.divergence?.text(in: .simplifiedChinese) == "第 3 行预期是 \"3\"，实际是 \"4\"")
        let lanes = ExpectedOutput(lanes: [ExpectedLane(name: "xs", events: [.next("1", at: 10), .completed(at: 20)], location: Self.here)])
        let missing = OutputComparison.compare(expected: lanes, actual: ActualOutput(lanes: [RecordedLane(name: "xs", events: [.next("1", at: 10)])]))
        #expect(missing.divergence?.english == "missing completed at 20")
        #expect(missing.divergence?.text(in: .simplifiedChinese) == "缺少 completed（时刻 20）")
    }

    @Test func aFailedCellsReportIsChineseAndRunJSONStaysEnglish() throws {
        let expected = ExpectedOutput(lineBlocks: [ExpectedLines(lines: ["a", "b"], location: Self.here)])
        let actual = ActualOutput(lines: [PrintedLine("a")])
        var report = CellReportLaneTests.report(lanes: [RecordedLane(name: "用户输入", events: [.next("好", at: 100), .completed(at: 300)])])
        report.verdict = OutputComparison.compare(expected: expected, actual: actual)
        let lines = Self.inChinese {
            CellReportText(title: "4.1-create/countdown", report: report, locateLine: { "cell:\($0)" }).lines()
        }
        #expect(lines[0] == "失败 4.1-create/countdown：缺少第 2 行 \"b\"")
        #expect(lines[1] == "  缺少第 2 行：\"b\"")
        #expect(lines[2] == "  弹珠图（虚拟时间，每列 20 ms）：")
        #expect(lines[3].hasPrefix("    时间"))
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 80 }, "\(lines)")
        let json = Self.inChinese { CellReportJSON(lessonID: "4.1-create", cellID: "countdown", report: report, expected: expected) }
        #expect(json.problem == "missing line 2 \"b\"")
    }

    @Test func theStatusMarksKeepTheirColumn() {
        let passed = Self.inChinese { CLIText.Run.passedLine(title: "t", judged: true, cached: true, milliseconds: 3).text }
        let failed = Self.inChinese { CLIText.Run.failedLine(title: "t", problem: "x").text }
        #expect(DisplayWidth.of(String(passed.prefix(3))) == DisplayWidth.of("ok   "))
        #expect(DisplayWidth.of(String(failed.prefix(3))) == DisplayWidth.of("FAIL "))
    }

    @Test func doctorsStatusColumnIsFiveColumnsWideInEitherLanguage() {
        let check = DoctorCheck(status: .warning, subject: "terminal", detail: "TERM=dumb", fix: "set TERM")
        #expect(check.line == "warn terminal: TERM=dumb — set TERM")
        let chinese = Self.inChinese { DoctorCheck(status: .warning, subject: CLIText.Doctor.terminal.text, detail: "TERM=dumb", fix: "set TERM").line }
        #expect(chinese == "警告 终端：TERM=dumb。set TERM")
        #expect(DisplayWidth.of(String(chinese.prefix(3))) == 5)
    }

    @Test func aShownExerciseIsFramedInChinese() throws {
        let process = try RxLearnProcess()
        defer { process.removeScratch() }
        let shown = try process.run(["show", "1-count-taps", "--lang", "zh-Hans"])
        #expect(shown.status == 0)
        #expect(shown.stdoutLines.first?.hasPrefix("练习 ") == true)
        #expect(shown.stdout.contains("[起始代码]") && shown.stdout.contains("检查你的答案：rxlearn check 1-count-taps"))
        #expect(shown.stdout.contains("所在的课：") && shown.stdout.contains("，第 1 章 "))
    }

    // MARK: the catalog itself

    /// The Chinese of this area's catalog files has none of the characters terminals draw one
    /// column wide that have a full-width form or a better wording: “ ” ‘ ’ … — ·.
    @Test func theChineseAvoidsNarrowPunctuation() throws {
        let folder = RxLearnProcess.packageRoot.appendingPathComponent("Sources/Localization")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasPrefix("UIText+CommandLine") || $0 == "UIText+Verdicts.swift" || $0 == "UIText+LearnerFiles.swift" }
        #expect(files.count >= 7)
        let narrow: Set<Character> = ["\u{201C}", "\u{201D}", "\u{2018}", "\u{2019}", "\u{2026}", "\u{2014}", "\u{00B7}"]
        for file in files {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            for line in text.split(separator: "\n") where !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") {
                // The Chinese half of a line: after `zh:`, or the whole line of a multi-line literal.
                let chinese = line.range(of: "zh:").map { line[$0.upperBound...] } ?? line[...]
                guard chinese.contains(where: { DisplayWidth.of($0) > 1 }) else { continue }
                #expect(!chinese.contains(where: narrow.contains), "\(file): \(line)")
            }
        }
    }
}
