import Localization
import Marbles
import Playground
import Testing

/// `rxlearn play` in Chinese, in-process (the task-local language): the list with each operator's
/// summary and what the learner changes, and a played run under its Chinese ruler and title,
/// every column counted in display width.
@Suite(.serialized) struct ChinesePlayTests {
    static func inChinese<T>(_ body: () throws -> T) rethrows -> T {
        try Language.$taskLanguage.withValue(.simplifiedChinese) { try body() }
    }

    @Test func theListIsChineseAndItsTextStartsInOneDisplayColumn() {
        for width in [80, 120] {
            let lines = Self.inChinese { PlaygroundText.list(width: width) }
            #expect(lines.first == "操作符（rxlearn play NAME；RxSwift 5 的名字也可以）：")
            #expect(lines.contains("  amb                   转发最先发出事件的那个源；可修改：两个相互竞争的源。"))
            #expect(lines.contains("  map                   变换每个元素，这里转成大写；可修改：源序列的元素。"))
            #expect(lines.allSatisfy { DisplayWidth.of($0) <= width }, "\(lines.filter { DisplayWidth.of($0) > width })")
            // Every entry's text and its wrapped lines start in column 24 (2 + the longest name + 2).
            let entries = lines.dropFirst().prefix { !$0.isEmpty }
            #expect(entries.count >= PlaygroundCatalog.operators.count)
            for line in entries {
                let text = line.dropFirst(24)
                #expect(DisplayWidth.of(String(line.prefix(24))) == 24 && text.first != " ", "\(line)")
            }
            // Every operator's summary and what the learner changes, in Chinese; no English frame.
            let joined = entries.map { $0.dropFirst(24) }.joined()
            for entry in PlaygroundCatalog.operators {
                #expect(joined.contains(entry.summary.chinese!), "\(entry.name)")
            }
            #expect(!lines.contains { $0.contains("you change") })
            #expect(lines.contains("对比组（rxlearn play --compare NAME，或给出两三个操作符）："))
        }
    }

    @Test func theEnglishListIsUnchanged() {
        let lines = Language.$taskLanguage.withValue(.english) { PlaygroundText.list(width: 80) }
        #expect(lines[0] == "Operators (rxlearn play NAME; RxSwift 5 names work too):")
        #expect(lines[1] == "  amb                   mirrors whichever source speaks first; you change the")
        #expect(lines[2] == "                        two racing sources.")
        #expect(!lines.contains { $0.contains { DisplayWidth.of($0) > 1 } })
    }

    /// `map`'s example as the player plays it, drawn in Chinese: the title, what the learner
    /// changes, the ruler titled 时间 with the lanes under it in one display column.
    @Test func aPlayedRunInChinese() {
        let map = PlaygroundCatalog.find("map")!
        let run = PlaygroundRun(
            inputs: [TimelineLane(name: "typed", events: [.next("r", at: 100), .next("x", at: 200), .next("!", at: 300), .completed(at: 300)])],
            outputs: [TimelineLane(name: "map", events: [.next("R", at: 100), .next("X", at: 200), .next("!", at: 300), .completed(at: 300)])],
            printed: [PlaygroundPrintedLine(time: 100, text: "typed -> Event next(r)")])
        let lines = Self.inChinese {
            PlaygroundText.run(run, title: UIText.CommandLine.Play.title(name: map.name, summary: map.summary, lessonID: map.lessonID).text,
                               youChange: map.youChange, frameMilliseconds: map.frameMilliseconds, width: 80)
        }
        #expect(lines == [
            "map：变换每个元素，这里转成大写（课 op-map）",
            "你可以修改源序列的元素。用 --input NAME=MARBLES 设置一条时间线。",
            "",
            "时间   0    100  200  300",
            "typed  -----r----x----(!|)",
            "map    -----R----X----(!|)",
            "",
            "打印的内容：",
            "  100 ms  typed -> Event next(r)",
        ])
        // 时间 is four columns wide: the lanes' track starts at column 7 under the ruler's 0.
        #expect(DisplayWidth.of("时间   ") == DisplayWidth.of("typed  "))
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 80 })
    }

    /// A lane that does not parse, explained in Chinese from the rule it breaks.
    @Test func aLaneThatDoesNotParseIsExplainedInChinese() {
        func sentence(_ language: Language) -> String? {
            do {
                _ = try MarbleParser.parse("-a(b", frameDuration: 100)
                return nil
            } catch {
                return Language.$taskLanguage.withValue(language) {
                    UIText.CommandLine.Play.marbleProblem(lane: "typed", column: error.column, message: error.shownMessage, fix: error.shownFix).text
                }
            }
        }
        #expect(sentence(.simplifiedChinese) == "时间线 `typed` 第 3 列：这里打开的组没有关闭。在组的最后一个事件后面加上 `)`。")
        #expect(sentence(.english) == "Lane `typed`, column 3: the group opened here is never closed — add `)` after the group's last event.")
    }
}
