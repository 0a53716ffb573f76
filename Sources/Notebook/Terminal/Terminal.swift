import CNcursesw
import Foundation
import NotebookCore
import SystemSupport

/// The thin layer over ncurses: opens the screen, copies a `ScreenBuffer` to it, reads keys,
/// and always gives the terminal back as it found it.
final class Terminal {
    private let screen: OpaquePointer
    private let palette: Palette
    /// The last buffer painted, so a repaint only touches the cells that changed.
    private var painted: ScreenBuffer?
    /// How long `readInput` waits for a key, in milliseconds (`setReadTimeout`).
    private var readTimeout: Int32 = Terminal.tick
    /// The loop's usual wait: mailbox actions and spinner ticks are seen at least this often.
    static let tick: Int32 = 50
    private(set) var isSuspended = false

    /// Why a terminal could not be opened; the caller prints plain text instead.
    enum OpenFailure: Error {
        case notATerminal
        case unknownTerminalType
    }

    /// Opens ncurses on the controlling terminal. `newterm` rather than `initscr`: on an unknown
    /// `TERM`, initscr prints a message and exits the process, newterm returns nil.
    init(highContrast: Bool, environment: [String: String] = ProcessInfo.processInfo.environment) throws {
        guard isatty(STDOUT_FILENO) == 1, isatty(STDIN_FILENO) == 1 else { throw OpenFailure.notATerminal }
        Terminal.chooseUTF8Locale()
        TerminalRescue.rememberModes()
        guard let screen = rxn_newterm_std() else {
            TerminalRescue.forget()
            throw OpenFailure.unknownTerminalType
        }
        self.screen = screen
        set_term(screen)
        TerminalRescue.rememberLeaveSequence()
        cbreak()            // keys arrive at once; Ctrl-C and Ctrl-Z still send their signals
        noecho()
        nonl()
        keypad(rxn_stdscr(), true)
        curs_set(0)
        set_escdelay(25)    // Esc is a key of its own here, not the start of a slow sequence
        wtimeout(rxn_stdscr(), readTimeout)

        let wantsColor = environment["NO_COLOR"].map(\.isEmpty) ?? true
        if wantsColor && has_colors() {
            start_color()
            use_default_colors()
            palette = Palette(kind: highContrast ? .highContrast : .color)
        } else {
            palette = Palette(kind: .monochrome)
        }
        FatalSignals.terminalIsOpen()
    }

    var size: ScreenSize { ScreenSize(columns: Int(rxn_cols()), rows: Int(rxn_lines())) }

    /// Sets how long `readInput` waits: the tick, or a few milliseconds while an answer from a
    /// background thread is due any moment (a playground play), so that it is drawn as it comes.
    func setReadTimeout(milliseconds: Int32) {
        guard milliseconds != readTimeout else { return }
        readTimeout = milliseconds
        wtimeout(rxn_stdscr(), milliseconds)
    }

    /// Waits up to the read timeout for a key.
    func readInput() -> TerminalInput {
        var code: wint_t = 0
        let status = rxn_get_wch(&code)
        TerminalRescue.noteInputRead()
        return KeyDecoder.decode(status: status, code: UInt32(code))
    }

    /// Copies `buffer` to the screen. Only rows that changed since the last paint are written;
    /// ncurses then sends the terminal only the cells that differ.
    func paint(_ buffer: ScreenBuffer) {
        let previous = painted?.size == buffer.size ? painted : nil
        if previous == nil { werase(rxn_stdscr()) }
        for row in 0..<buffer.size.rows where previous?.rows[row] != buffer.rows[row] {
            paintRow(buffer.rows[row], at: row, lastRow: row == buffer.size.rows - 1)
        }
        wrefresh(rxn_stdscr())
        painted = buffer
    }

    /// Writes a row as runs of same-style text: one ncurses call per run, not per cell.
    private func paintRow(_ cells: [ScreenCell], at row: Int, lastRow: Bool) {
        var run: [wchar_t] = []
        var runStart = 0
        var runStyle = Style.plain
        func flush() {
            guard !run.isEmpty else { return }
            let look = palette.attributes(for: runStyle)
            run.append(0)
            _ = rxn_put(Int32(row), Int32(runStart), run, Int32(run.count - 1), look.attributes, look.pair)
            run.removeAll(keepingCapacity: true)
        }

        var column = 0
        while column < cells.count {
            let cell = cells[column]
            if cell.isContinuation {
                column += 1
                continue
            }
            let width = column + 1 < cells.count && cells[column + 1].isContinuation ? 2 : 1
            // Writing the bottom-right cell scrolls some terminals; leave it blank.
            if lastRow && column + width >= cells.count && cell.glyph == " " { break }
            if cell.style != runStyle || run.isEmpty {
                flush()
                runStart = column
                runStyle = cell.style
            }
            let scalars = cell.glyph.unicodeScalars
            if scalars.count == 1, let scalar = scalars.first, scalar.isASCII {
                run.append(wchar_t(scalar.value))  // the common case needs no width check
            } else {
                run += TerminalGlyph.text(for: cell.glyph, cells: width).unicodeScalars.map { wchar_t($0.value) }
            }
            column += width
        }
        flush()
    }

    /// ncurses learned the new size from KEY_RESIZE; forget the old picture.
    func noteResize() {
        painted = nil
    }

    /// Hands the terminal to another program (the learner's editor) and takes it back after.
    func suspend(while body: () -> Void) {
        def_prog_mode()
        endwin()
        isSuspended = true
        body()
        isSuspended = false
        reset_prog_mode()
        painted = nil
        clearok(rxn_stdscr(), true)
        wrefresh(rxn_stdscr())
    }

    /// Gives the terminal back: leaves the alternate screen, shows the cursor, restores modes.
    func close() {
        TerminalRescue.forget()
        endwin()
        delscreen(screen)
        FatalSignals.terminalIsClosed()
    }

    /// Wide characters vanish unless the C library's locale speaks UTF-8.
    private static func chooseUTF8Locale() {
        setlocale(LC_ALL, "")
        let codeset = String(cString: rxn_codeset())
        if codeset.uppercased().replacingOccurrences(of: "-", with: "") != "UTF8" {
            if setlocale(LC_CTYPE, "C.UTF-8") == nil { setlocale(LC_CTYPE, "en_US.UTF-8") }
        }
    }
}
