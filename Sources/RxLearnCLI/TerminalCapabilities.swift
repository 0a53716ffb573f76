import Foundation
import SystemSupport

/// What the terminal rxlearn runs in can do, as far as the notebook cares.
struct TerminalCapabilities: Equatable {
    var term: String?
    var stdinIsTerminal: Bool
    var stdoutIsTerminal: Bool
    /// 0 (none, or turned off with NO_COLOR), 8, 256 or 16777216 (24-bit).
    var colors: Int
    var colorsDisabledByNoColor: Bool
    /// Columns × rows, when a terminal or COLUMNS/LINES says.
    var size: (columns: Int, rows: Int)?

    static func == (lhs: TerminalCapabilities, rhs: TerminalCapabilities) -> Bool {
        lhs.term == rhs.term && lhs.stdinIsTerminal == rhs.stdinIsTerminal && lhs.stdoutIsTerminal == rhs.stdoutIsTerminal
            && lhs.colors == rhs.colors && lhs.colorsDisabledByNoColor == rhs.colorsDisabledByNoColor
            && lhs.size?.columns == rhs.size?.columns && lhs.size?.rows == rhs.size?.rows
    }

    /// The running process's terminal.
    static func current(environment: [String: String] = ProcessInfo.processInfo.environment) -> TerminalCapabilities {
        detect(environment: environment,
               stdinIsTerminal: isatty(STDIN_FILENO) == 1,
               stdoutIsTerminal: isatty(STDOUT_FILENO) == 1,
               windowSize: windowSize())
    }

    /// The decision, separated from the system calls so that tests can feed it.
    static func detect(environment: [String: String], stdinIsTerminal: Bool, stdoutIsTerminal: Bool,
                       windowSize: (columns: Int, rows: Int)?) -> TerminalCapabilities {
        let term = environment["TERM"].flatMap { $0.isEmpty ? nil : $0 }
        let noColor = environment["NO_COLOR"].map { !$0.isEmpty } ?? false
        var colors = 0
        if let term, term != "dumb" {
            let colorTerm = environment["COLORTERM"]?.lowercased() ?? ""
            if colorTerm == "truecolor" || colorTerm == "24bit" || term.contains("direct") {
                colors = 16_777_216
            } else if term.contains("256color") {
                colors = 256
            } else {
                colors = 8
            }
        }
        var size = windowSize
        if size == nil, let columns = environment["COLUMNS"].flatMap(Int.init), let rows = environment["LINES"].flatMap(Int.init) {
            size = (columns, rows)
        }
        return TerminalCapabilities(term: term, stdinIsTerminal: stdinIsTerminal, stdoutIsTerminal: stdoutIsTerminal,
                                    colors: noColor ? 0 : colors, colorsDisabledByNoColor: noColor, size: size)
    }

    /// The window size of the first of stdout, stderr, stdin that is a terminal.
    private static func windowSize() -> (columns: Int, rows: Int)? {
        for descriptor in [STDOUT_FILENO, STDERR_FILENO, STDIN_FILENO] where isatty(descriptor) == 1 {
            var size = winsize()
            #if canImport(Darwin)
            let result = ioctl(descriptor, TIOCGWINSZ, &size)
            #else
            let result = ioctl(descriptor, UInt(TIOCGWINSZ), &size)
            #endif
            if result == 0 && size.ws_col > 0 && size.ws_row > 0 {
                return (Int(size.ws_col), Int(size.ws_row))
            }
        }
        return nil
    }

    /// `TERM=xterm-256color, stdin and stdout are terminals, 256 colors, 120×40`.
    var summary: String {
        typealias Words = CLIText.Doctor
        var parts = ["TERM=\(term ?? Words.unset.text)"]
        switch (stdinIsTerminal, stdoutIsTerminal) {
        case (true, true): parts.append(Words.bothTerminals.text)
        case (true, false): parts.append(Words.stdoutNotTerminal.text)
        case (false, true): parts.append(Words.stdinNotTerminal.text)
        case (false, false): parts.append(Words.notTerminal.text)
        }
        let colorText = colorsDisabledByNoColor ? Words.colorsOff : colors == 0 ? Words.noColors : colors > 256 ? Words.trueColor : Words.colors(colors)
        parts.append(colorText.text)
        parts.append((size.map { Words.size(columns: $0.columns, rows: $0.rows) } ?? Words.sizeUnknown).text)
        return Words.summaryParts(parts).text
    }

    /// What keeps the notebook from working here, if anything. The plain commands work anywhere.
    var notebookProblem: (problem: String, fix: String)? {
        if !stdinIsTerminal || !stdoutIsTerminal {
            return (CLIText.Doctor.needsTerminal.text, CLIText.Doctor.runInTerminal.text)
        }
        if term == nil || term == "dumb" {
            return (CLIText.Doctor.termCannotDrive(term).text, CLIText.Doctor.setTerm.text)
        }
        if let size, size.columns < 60 || size.rows < 16 {
            return (CLIText.Doctor.windowTooSmall(columns: size.columns, rows: size.rows).text, CLIText.Doctor.enlargeWindow.text)
        }
        return nil
    }
}
