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
    /// The locale variable that decides the character encoding and its value, when its codeset
    /// is named and is not UTF-8 (`LANG=zh_CN.GB18030`): rxlearn writes UTF-8, which such a
    /// terminal shows garbled.
    var nonUTF8Locale: String?

    static func == (lhs: TerminalCapabilities, rhs: TerminalCapabilities) -> Bool {
        lhs.term == rhs.term && lhs.stdinIsTerminal == rhs.stdinIsTerminal && lhs.stdoutIsTerminal == rhs.stdoutIsTerminal
            && lhs.colors == rhs.colors && lhs.colorsDisabledByNoColor == rhs.colorsDisabledByNoColor
            && lhs.size?.columns == rhs.size?.columns && lhs.size?.rows == rhs.size?.rows && lhs.nonUTF8Locale == rhs.nonUTF8Locale
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
                                    colors: noColor ? 0 : colors, colorsDisabledByNoColor: noColor, size: size,
                                    nonUTF8Locale: nonUTF8Locale(in: environment))
    }

    /// `LANG=zh_CN.GB18030` when the first of LC_ALL, LC_CTYPE and LANG that is set names a
    /// codeset other than UTF-8; nil for UTF-8, and for a locale that names none (`C`, `zh_CN`:
    /// what the system makes of those is not known from the name).
    static func nonUTF8Locale(in environment: [String: String]) -> String? {
        guard let (name, value) = ["LC_ALL", "LC_CTYPE", "LANG"].lazy
            .compactMap({ name in environment[name].flatMap { $0.isEmpty ? nil : (name, $0) } }).first,
              let dot = value.firstIndex(of: ".") else { return nil }
        let codeset = value[value.index(after: dot)...].prefix { $0 != "@" }
        let normalized = codeset.lowercased().filter { $0 != "-" && $0 != "_" }
        return normalized == "utf8" ? nil : "\(name)=\(value)"
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

    /// What makes the notebook draw garbage on this terminal, so that it is refused before it
    /// draws anything: a `TERM` that cannot drive a screen, a locale that is not UTF-8. (A small
    /// window is not one: the notebook asks for a larger one and goes on when it grows.)
    var notebookRefusal: (problem: String, fix: String)? {
        if term == nil || term == "dumb" {
            return (CLIText.Doctor.termCannotDrive(term).text, CLIText.Doctor.setTerm.text)
        }
        if let nonUTF8Locale {
            return (CLIText.Doctor.localeNotUTF8(nonUTF8Locale).text, CLIText.Doctor.useUTF8Locale.text)
        }
        return nil
    }

    /// What keeps the notebook from working here, if anything. The plain commands work anywhere.
    var notebookProblem: (problem: String, fix: String)? {
        if !stdinIsTerminal || !stdoutIsTerminal {
            return (CLIText.Doctor.needsTerminal.text, CLIText.Doctor.runInTerminal.text)
        }
        if let refusal = notebookRefusal { return refusal }
        if let size, size.columns < 60 || size.rows < 16 {
            return (CLIText.Doctor.windowTooSmall(columns: size.columns, rows: size.rows).text, CLIText.Doctor.enlargeWindow.text)
        }
        return nil
    }
}
