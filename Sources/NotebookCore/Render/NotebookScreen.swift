import Localization

import Marbles

/// The notebook's screen as a pure function of its state: drawn at the state's screen size, in
/// the state's language.
public enum NotebookScreen {
    /// One frame: the screen, and what it showed of each pane, which the session stores back
    /// (`NotebookAction.laidOut`) for the next key's scrolling.
    public struct Frame: Sendable {
        public var buffer: ScreenBuffer
        public var viewports: PaneViewports
    }

    public static func render(_ state: NotebookState) -> ScreenBuffer {
        frame(state).buffer
    }

    public static func frame(_ state: NotebookState) -> Frame {
        // Every phrase drawn is read in the language the state shows, whatever the process speaks.
        Language.$taskLanguage.withValue(state.language) { draw(state) }
    }

    private static func draw(_ state: NotebookState) -> Frame {
        let size = state.screenSize
        var buffer = ScreenBuffer(size: size)
        guard size.isBigEnough else {
            drawTooSmall(size, into: &buffer)
            return Frame(buffer: buffer, viewports: state.screen.viewports)
        }
        if let playground = state.playground {
            PlaygroundScreen.draw(playground, message: state.message, into: &buffer)
            return Frame(buffer: buffer, viewports: state.screen.viewports)
        }
        let contents = PaneContents.of(state)
        let layout = contents.layout
        var prose: PaneViewports.Viewport?
        if let rect = layout.prose {
            prose = ProsePane.draw(state, in: rect, into: &buffer)
            if rect.right < size.columns {
                // The divider between prose and cell on wide screens.
                for row in rect.row..<rect.bottom {
                    buffer.write("│", row: row, column: rect.right, style: .paneTitle)
                }
            }
        }
        if let shown = state.exerciseOnScreen {
            ExercisePanes.drawCode(state, shown, contents.code, in: layout.code, into: &buffer)
            ExercisePanes.drawCheck(state, shown, contents.output, in: layout.result, into: &buffer)
        } else if let session = state.review.session {
            ReviewPanes.drawWaiting(state, session, contents, into: &buffer)
        } else {
            CodePane.draw(state, contents.code, in: layout.code, into: &buffer)
            ResultPane.draw(state, contents.output, in: layout.result, into: &buffer)
        }
        drawMarbles(state, contents, into: &buffer)
        StatusBar.drawMessage(state, in: layout.message, into: &buffer)
        StatusBar.drawStatus(state, in: layout.status, into: &buffer)
        if let overlay = state.overlay {
            Overlays.draw(overlay, state: state, into: &buffer, size: size)
        }
        return Frame(buffer: buffer, viewports: contents.viewports(state, prose: prose))
    }

    /// The marble drawing (made by `MarblePane` or `ExercisePanes`), lanes scrolling under
    /// the title when there are more than the pane has rows for.
    private static func drawMarbles(_ state: NotebookState, _ contents: PaneContents, into buffer: inout ScreenBuffer) {
        let rect = contents.layout.marbles
        let squeezed = rect.height <= 1 && !contents.marbles.isEmpty
        buffer.drawTitle(UIText.Notebook.Panes.marbles.text, right: contents.marbleNote + (squeezed ? UIText.Notebook.Panes.tabShowsThem.text : ""), in: rect)
        let hint = (state.layout.focus == .marbles ? UIText.Notebook.Panes.codeScrollFocused : UIText.Notebook.Panes.scrollHint).text
        buffer.drawScrolled(contents.marbleView(state), lines: { Array(contents.marbles[$0..<($0 + $1)]) },
                            in: rect.droppingTop(1), moreHint: hint)
    }

    private static func drawTooSmall(_ size: ScreenSize, into buffer: inout ScreenBuffer) {
        let text = UIText.Notebook.Panes.tooSmall(minimum: "\(ScreenSize.minimum)", size: "\(size)").text
        let lines = StyledWrapping.wrap(text, style: .warning, width: max(1, size.columns - 2))
        let top = max(0, (size.rows - lines.count) / 2)
        for (offset, line) in lines.enumerated() where top + offset < size.rows {
            let indent = max(0, (size.columns - DisplayWidth.of(line.plainText)) / 2)
            buffer.write(line.plainText, row: top + offset, column: indent, style: .warning)
        }
    }
}
