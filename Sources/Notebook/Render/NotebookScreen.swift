import Marbles

/// The notebook's screen as a pure function of its state and the terminal's size.
public enum NotebookScreen {
    public static func render(_ state: NotebookState, size: ScreenSize) -> ScreenBuffer {
        var buffer = ScreenBuffer(size: size)
        guard size.isBigEnough else {
            drawTooSmall(size, into: &buffer)
            return buffer
        }
        let codeWidth = NotebookLayout.plan(for: size, presentMode: state.presentMode).code.width
        let codeLines = state.shownCode.map { CodePane.lines(code: $0, state: state, width: codeWidth).count }
        let layout = NotebookLayout.plan(for: size, presentMode: state.presentMode, codeLines: codeLines)
        if let prose = layout.prose {
            ProsePane.draw(state, in: prose, into: &buffer)
            if prose.right < size.columns {
                // The divider between prose and cell on wide screens.
                for row in prose.row..<prose.bottom {
                    buffer.write("│", row: row, column: prose.right, style: .paneTitle)
                }
            }
        }
        if let exercise = state.currentExercise {
            ExercisePanes.drawCode(state, exercise, in: layout.code, into: &buffer)
            ExercisePanes.drawCheck(state, exercise, in: layout.result, into: &buffer)
            ExercisePanes.drawMarbles(state, exercise, in: layout.marbles, into: &buffer)
        } else {
            CodePane.draw(state, in: layout.code, into: &buffer)
            ResultPane.draw(state, in: layout.result, into: &buffer)
            MarblePane.draw(state, in: layout.marbles, into: &buffer)
        }
        StatusBar.drawMessage(state, in: layout.message, into: &buffer)
        StatusBar.drawStatus(state, in: layout.status, into: &buffer)
        if let overlay = state.overlay {
            Overlays.draw(overlay, state: state, into: &buffer, size: size)
        }
        return buffer
    }

    private static func drawTooSmall(_ size: ScreenSize, into buffer: inout ScreenBuffer) {
        let text = "rxlearn needs a window of at least \(ScreenSize.minimum) (this one is \(size)). Make it larger; the notebook comes back as it grows."
        let lines = StyledWrapping.wrap(text, style: .warning, width: max(1, size.columns - 2))
        let top = max(0, (size.rows - lines.count) / 2)
        for (offset, line) in lines.enumerated() where top + offset < size.rows {
            let indent = max(0, (size.columns - DisplayWidth.of(line.plainText)) / 2)
            buffer.write(line.plainText, row: top + offset, column: indent, style: .warning)
        }
    }
}
