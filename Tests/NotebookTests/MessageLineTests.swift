import Foundation
import LessonKit
import Localization
import Marbles
import Testing
@testable import NotebookCore

/// The message line never cuts a message without a mark: a long one (who holds the progress
/// lock, a path) wraps upwards over the bottom rows of the panes until the next key, and one
/// longer than a third of the screen ends in "…".
@Suite struct MessageLineTests {
    /// What the notebook says when another program holds the progress lock: the longest message
    /// the learner commonly meets.
    static let lockHeld = UIText.Notebook.Messages.progressNotSaved(
        ProgressStoreError.locked(path: "/home/learner/.local/state/rxlearn/progress.json.lock",
                                  holder: LockHolder(processID: 4242, command: "flock progress.json.lock sleep 60", isStopped: false)).phrase)

    static func state(message: Phrase, kind: NotebookState.Message.Kind = .warning, size: ScreenSize) -> NotebookState {
        var state = Fixtures.state(size: size)
        state.message = NotebookState.Message(message, kind: kind)
        return state
    }

    /// The message's words, in order, as the screen shows them: the rows from the first one that
    /// begins the message up to the status bar, joined.
    static func shownMessage(_ buffer: ScreenBuffer, startingWith start: String) -> String {
        let rows = (0..<buffer.size.rows).map { buffer.text(row: $0).trimmingCharacters(in: .whitespaces) }
        guard let first = rows.firstIndex(where: { $0.hasPrefix(start) }) else { return "" }
        return rows[first..<(rows.count - 1)].joined(separator: " ")
    }

    @Test func aLongMessageWrapsAboveTheStatusBarWholeAt80Columns() throws {
        let size = ScreenSize(columns: 80, rows: 24)
        let buffer = NotebookScreen.render(Self.state(message: Self.lockHeld, size: size), size: size)
        try Snapshot.assertMatches(buffer, named: "message-lock-held-80x24")
        let text = Self.lockHeld.text(in: .english)
        #expect(DisplayWidth.of(text) > 80)
        #expect(Self.shownMessage(buffer, startingWith: "Progress is not being saved") == text)
        // The status bar keeps its row.
        #expect(buffer.text(row: 23).contains("4.1 Observable › Just one value"))
    }

    @Test func aLongChineseMessageWrapsWholeToo() throws {
        let size = ScreenSize(columns: 80, rows: 24)
        var state = Self.state(message: Self.lockHeld, size: size)
        state.languages.current = .simplifiedChinese
        let buffer = NotebookScreen.render(state, size: size)
        try Snapshot.assertMatches(buffer, named: "zh-message-lock-held-80x24")
        let shown = Self.shownMessage(buffer, startingWith: "进度没有保存").replacingOccurrences(of: " ", with: "")
        #expect(shown == Self.lockHeld.text(in: .simplifiedChinese).replacingOccurrences(of: " ", with: ""))
    }

    @Test func aMessageThatFitsStaysOnItsOwnLine() {
        let size = ScreenSize(columns: 80, rows: 24)
        let plain = NotebookScreen.render(Fixtures.state(size: size), size: size)
        let buffer = NotebookScreen.render(Self.state(message: UIText.Notebook.Messages.stoppedCell, kind: .info, size: size), size: size)
        for row in 0..<22 { #expect(buffer.text(row: row) == plain.text(row: row)) }
        #expect(buffer.text(row: 22).hasPrefix(UIText.Notebook.Messages.stoppedCell.english))
    }

    @Test func aMessageLongerThanAThirdOfTheScreenEndsInAnEllipsis() {
        let size = ScreenSize(columns: 60, rows: 18)
        let words = (1...200).map { "word\($0)" }.joined(separator: " ")
        let buffer = NotebookScreen.render(Self.state(message: Phrase(words), size: size), size: size)
        let rows = StatusBar.messageRows(on: size)
        let lastMessageRow = buffer.text(row: size.rows - 2)
        #expect(lastMessageRow.trimmingCharacters(in: .whitespaces).hasSuffix("…"))
        #expect(buffer.text(row: size.rows - 1 - rows).hasPrefix("word1 "))
        #expect(!buffer.text(row: size.rows - 2 - rows).hasPrefix("word"))
    }

    @Test func thePlaygroundWrapsItsMessagesTheSameWay() {
        let size = ScreenSize(columns: 80, rows: 24)
        var state = PlaygroundFixtures.playground("map", size: size)
        state.message = NotebookState.Message(Self.lockHeld, kind: .warning)
        let buffer = NotebookScreen.render(state, size: size)
        #expect(Self.shownMessage(buffer, startingWith: "Progress is not being saved") == Self.lockHeld.english)
    }
}
