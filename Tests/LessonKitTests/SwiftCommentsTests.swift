import Testing
@testable import LessonKit

/// A translated cell may differ from the English one in its comments only: what is a comment.
@Suite struct SwiftCommentsTests {
    @Test func lineAndBlockCommentsGoNestedOnesIncluded() {
        let source = """
        let a = 1 // one
        /* a block /* nested */ still the block */ let b = 2
        // a whole line

        let c = a + b /* trailing */
        """
        #expect(SwiftComments.codeLines(of: source) == ["let a = 1", " let b = 2", "let c = a + b"])
    }

    @Test func stringsThatLookLikeCommentsAreCode() {
        let source = #"""
        let url = "https://example.com/a" // the address
        let raw = #"a "quoted" // not a comment"#
        let note = """
            // inside a multi-line string
            """
        print("value: \(x ?? "none // still a string") // \(y)") // a comment
        """#
        let lines = SwiftComments.codeLines(of: source)
        #expect(lines[0] == #"let url = "https://example.com/a""#)
        #expect(lines[1] == ##"let raw = #"a "quoted" // not a comment"#"##)
        #expect(lines[3] == "    // inside a multi-line string")
        #expect(lines.last == #"print("value: \(x ?? "none // still a string") // \(y)")"#)
    }

    @Test func sameCodeIgnoresCommentsAndBlankLinesButNotCode() {
        let english = "// Double each value.\nlet doubled = values.map { $0 * 2 } // twice\n"
        let chinese = "// 把每个值乘以 2。\n\nlet doubled = values.map { $0 * 2 } // 两倍\n"
        #expect(SwiftComments.sameCode(english, chinese))
        #expect(!SwiftComments.sameCode(english, "let doubled = values.map { $0 * 3 }"))
        #expect(!SwiftComments.sameCode(#"print("done")"#, #"print("完成")"#))
    }
}
