import Foundation
import Testing
@testable import LessonKit

/// Translation parity at the level of the lexer: for every form of Swift literal, a translation
/// that changes only comments is the same code, and one that changes a literal — even where the
/// change looks like a comment — is not. (The Chinese notebook shows a translated lesson only when
/// its code is the English lesson's, so this decides whether it runs what `run` runs.)
@Suite struct SwiftLiteralCorpusTests {
    /// English, then the same code with its comments translated.
    static let sameCode: [(String, String, String)] = [
        ("a comment after division", "let half = total / 2 // half of it", "let half = total / 2 // 一半"),
        ("division without spaces", "let q = a/b/c // a over b over c", "let q = a/b/c // a 除以 b 再除以 c"),
        ("division after a bracket", "let r = (a)/2/x[0] /* ratio */", "let r = (a)/2/x[0] /* 比例 */"),
        ("an extended regex holding //", "let url = #/https?://(\\w+)/# // the host", "let url = #/https?://(\\w+)/# // 主机"),
        ("a bare regex", "let digits = /\\d+/ // digits", "let digits = /\\d+/ // 数字"),
        ("a bare regex after return", "return /[a-z]+/ // a word", "return /[a-z]+/ // 一个词"),
        ("a multi-line extended regex", "let r = #/\n  (\\d+) // two slashes\n  /#\n// end", "let r = #/\n  (\\d+) // two slashes\n  /#\n// 结束"),
        ("a regex with two hashes", "let r = ##/a/#b/##   // odd", "let r = ##/a/#b/## // 奇怪"),
        ("a raw string with quotes and an interpolation", ##"let s = #"He said "hi" to \#(name) // not a comment"# // greeting"##,
         ##"let s = #"He said "hi" to \#(name) // not a comment"# // 问候"##),
        ("a raw string with two hashes", ###"let s = ##"a "# still inside"## // x"###, ###"let s = ##"a "# still inside"## // 某"###),
        ("a multi-line string with a blank line", "let s = \"\"\"\n    one\n\n    two\n    \"\"\" // text", "let s = \"\"\"\n    one\n\n    two\n    \"\"\" // 文字"),
        ("spaces after an opening \"\"\"", "let s = \"\"\"   \n    one\n    \"\"\"", "let s = \"\"\"\n    one\n    \"\"\""),
        ("nested interpolations", #"print("\("\(x) // not")") // outer"#, #"print("\("\(x) // not")") // 外层"#),
        ("a comment inside an interpolation", #"print("\(x /* the x */)")"#, #"print("\(x /* 那个 x */)")"#),
        ("nested block comments", "/* outer /* inner */ still */ let a = 1", "/* 外层 /* 内层 */ 仍然 */ let a = 1"),
        ("a raw identifier", "func `does // this`() {} // test", "func `does // this`() {} // 测试"),
        ("blank lines and trailing spaces in code", "let a = 1   \n\n\nlet b = 2", "let a = 1\nlet b = 2 // 二"),
    ]

    /// English, then a change inside a literal that a careless comment stripper would miss.
    static let differentCode: [(String, String, String)] = [
        ("// inside an extended regex", "let url = #/https?://(\\w+)/#", "let url = #/https?://(\\w+)/# + 1"),
        ("text after // inside an extended regex", "let r = #/a//b/#", "let r = #/a//c/#"),
        ("a multi-line extended regex's line", "let r = #/\n  a // b\n  /#", "let r = #/\n  a // c\n  /#"),
        ("a bare regex", "let r = /a\\/\\/b/", "let r = /a\\/\\/c/"),
        ("a blank line inside a multi-line string", "let s = \"\"\"\n    one\n\n    two\n    \"\"\"", "let s = \"\"\"\n    one\n    two\n    \"\"\""),
        ("trailing spaces inside a multi-line string", "let s = \"\"\"\n    one  \n    \"\"\"", "let s = \"\"\"\n    one\n    \"\"\""),
        ("a comment-like line inside a multi-line string", "let s = \"\"\"\n    // keep\n    \"\"\"", "let s = \"\"\"\n    // 保留\n    \"\"\""),
        ("a raw string's text after a quote", ##"let s = #"say "hi" // x"#"##, ##"let s = #"say "hi" // y"#"##),
        ("a raw string's interpolation", ##"let s = #"\#(a) // x"#"##, ##"let s = #"\#(b) // x"#"##),
        ("a nested interpolation's string", #"print("\("\(x) // one")")"#, #"print("\("\(x) // two")")"#),
        ("code after a nested block comment", "/* a /* b */ c */ let a = 1", "/* a /* b */ c */ let a = 2"),
        ("a raw identifier", "func `does // this`() {}", "func `does // that`() {}"),
    ]

    @Test(arguments: sameCode.map { Case(name: $0.0, english: $0.1, translated: $0.2) })
    func onlyCommentsDiffer(_ pair: Case) {
        #expect(SwiftComments.sameCode(pair.english, pair.translated), "\(pair.name): \(SwiftComments.codeLines(of: pair.english)) vs \(SwiftComments.codeLines(of: pair.translated))")
    }

    @Test(arguments: differentCode.map { Case(name: $0.0, english: $0.1, translated: $0.2) })
    func aLiteralDiffers(_ pair: Case) {
        #expect(!SwiftComments.sameCode(pair.english, pair.translated), "\(pair.name): \(SwiftComments.codeLines(of: pair.english))")
    }

    @Test func literalsAreKeptWholeInTheCodeLines() {
        #expect(SwiftComments.codeLines(of: "let url = #/https?://(\\w+)/# // host") == ["let url = #/https?://(\\w+)/#"])
        #expect(SwiftComments.codeLines(of: "let s = \"\"\"\n    one\n\n    two  \n    \"\"\"\n\n// done")
            == ["let s = \"\"\"", "    one", "", "    two  ", "    \"\"\""])
        #expect(SwiftComments.codeLines(of: "let x = a / b // ratio") == ["let x = a / b"])
    }

    /// The whole way: a translated lesson whose regex differs after its `//` is not shown, so
    /// the notebook in Chinese runs the English code, as `run --lang zh-Hans` does.
    @Test func aTranslationThatChangesARegexStaysEnglish() throws {
        func chapter(_ title: String, _ code: String, translation: Bool) throws -> Chapter {
            let text = "# Chapter: \(title)\n\n## Lesson: \(title) {#hosts section=9.1}\n\n```swift cell id=one\n\(code)\n```\n\n```output\nx\n```\n"
            let parsed = translation
                ? ChapterParser.parseTranslation(data: Data(text.utf8), fileName: "9.1-hosts.md", diagnosticFile: "zh-Hans/9.1-hosts.md")
                : ChapterParser.parse(text: text, fileName: "9.1-hosts.md")
            return try #require(parsed.chapter)
        }
        let english = try chapter("Hosts", "let host = #/https?://(\\w+)/# // the host\nprint(\"x\")", translation: false)
        for (code, shown) in [("let host = #/https?://(\\w+)/# // 主机\nprint(\"x\")", "主机"),
                              ("let host = #/https?://www\\.(\\w+)/# // 主机\nprint(\"x\")", "Hosts")] {
            var translation = Translation(language: .simplifiedChinese)
            translation.chapters["9.1-hosts.md"] = try chapter("主机", code, translation: true)
            let lesson = try #require(translation.applied(to: [english]).first?.lessons.first)
            #expect(lesson.title == shown, "\(code)")
            #expect(SwiftComments.sameCode(lesson.cells[0].code.source, english.lessons[0].cells[0].code.source))
        }
    }

    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let english: String
        let translated: String
        var testDescription: String { name }
    }
}
