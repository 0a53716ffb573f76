import Foundation
import Marbles
import Testing
@testable import Notebook
@testable import NotebookCore

@Suite struct ScreenBufferTests {
    @Test func wideCharactersTakeTwoCellsAndRowsKeepTheirWidth() {
        var buffer = ScreenBuffer(size: ScreenSize(columns: 10, rows: 1))
        let end = buffer.write("a用🐶🅰️", row: 0, column: 0, style: .plain)
        #expect(end == 7)
        #expect(buffer.text(row: 0) == "a用🐶🅰️   ")
        #expect(buffer.rows[0][2].isContinuation)
        #expect(DisplayWidth.of(buffer.text(row: 0)) == 10)
    }

    @Test func aWideCharacterThatDoesNotFitIsLeftOut() {
        var buffer = ScreenBuffer(size: ScreenSize(columns: 4, rows: 1))
        buffer.write("ab用户", row: 0, column: 0, limit: 3, style: .plain)
        #expect(buffer.text(row: 0) == "ab  ")
    }

    @Test func overwritingHalfOfAWideCharacterBlanksTheOtherHalf() {
        var buffer = ScreenBuffer(size: ScreenSize(columns: 6, rows: 1))
        buffer.write("用户户", row: 0, column: 0, style: .plain)
        buffer.write("x", row: 0, column: 1, style: .plain)  // right half of 用
        buffer.write("y", row: 0, column: 2, style: .plain)  // left half of the first 户
        #expect(buffer.text(row: 0) == " xy 户")
        #expect(DisplayWidth.of(buffer.text(row: 0)) == 6)
    }

    @Test func controlCharactersCannotMoveTheCursor() {
        var buffer = ScreenBuffer(size: ScreenSize(columns: 13, rows: 1))
        buffer.write("a\tb\u{1B}c\u{7F}\n", row: 0, column: 0, style: .plain)
        #expect(buffer.text(row: 0) == "a       b␛c␡␊")
    }

    @Test func wrappingBreaksChineseBetweenCharactersAndEnglishAtSpaces() {
        let lines = StyledWrapping.wrap("订阅者只会收到 new values only", width: 10).map(\.plainText)
        #expect(lines == ["订阅者只会", "收到 new", "values", "only"])
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 10 })
    }

    @Test func slicingByColumnsReplacesACutWideCharacterWithASpace() {
        #expect(ColumnSlice.slice("a用户b", from: 2, width: 3) == " 户")
        #expect(ColumnSlice.slice("a用户b", from: 3, width: 10) == "户b")
    }

    @Test func terminalGlyphsAgreeWithTheBufferOnWidth() {
        // The terminal layer sets a UTF-8 locale before drawing; wcwidth needs it here too.
        setlocale(LC_CTYPE, "C.UTF-8")
        // Clusters whose code points the C library measures like the buffer pass through.
        #expect(TerminalGlyph.text(for: "用", cells: 2) == "用")
        #expect(TerminalGlyph.text(for: "a", cells: 1) == "a")
        // A family emoji counts 6 code-point columns: its first person stands for it.
        #expect(TerminalGlyph.text(for: "👨‍👩‍👧", cells: 2) == "👨")
    }

    @Test func layoutsFillTheScreenWithoutOverlap() {
        for size in [ScreenSize(columns: 60, rows: 18), ScreenSize(columns: 80, rows: 24), ScreenSize(columns: 200, rows: 60)] {
            for present in [false, true] {
                let layout = NotebookLayout.plan(for: size, presentMode: present)
                let panes = [layout.prose, layout.code, layout.result, layout.marbles].compactMap { $0 }
                #expect(panes.allSatisfy { $0.height >= 1 && $0.right <= size.columns && $0.bottom <= size.rows - 2 })
                #expect(present == (layout.prose == nil))
            }
        }
    }
}
