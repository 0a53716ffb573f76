/// Control characters in a lesson file, which a terminal would obey instead of showing: an escape
/// sequence in a title or in prose can clear the reader's screen, set its title or switch its
/// modes when `rxlearn list` or `show` prints it. The commands show them (`VisibleText`); lint
/// reports each line that holds one as an error, so a lesson pack does not ship them. A tab is
/// text; in a cell's code an author writes the character as an escape (`"\u{1B}"`).
enum ControlCharacterCheck {
    static func run(_ lines: [String], into log: inout DiagnosticLog) {
        for (index, line) in lines.enumerated() where holdsControlCharacter(line) {
            guard let (column, scalar) = firstControlCharacter(in: line) else { continue }
            let hex = String(scalar.value, radix: 16, uppercase: true)
            let code = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
            log.error(
                line: index + 1, column: column,
                "the line holds the control character \(code)\(name(of: scalar).map { " (\($0))" } ?? ""), which a terminal obeys instead of showing",
                fix: "remove it; in code, write it as an escape such as \"\\u{\(hex)}\"")
        }
    }

    /// A quick look at the bytes: C0 controls but tab, DEL, and C1 controls (C2 80 … C2 9F).
    private static func holdsControlCharacter(_ line: String) -> Bool {
        var afterC2 = false
        for byte in line.utf8 {
            if afterC2 && (0x80 ... 0x9F).contains(byte) { return true }
            afterC2 = byte == 0xC2
            if (byte < 0x20 && byte != 0x09) || byte == 0x7F { return true }
        }
        return false
    }

    /// The column (in characters, from 1) and code point of the line's first control character.
    private static func firstControlCharacter(in line: String) -> (column: Int, scalar: Unicode.Scalar)? {
        for (offset, character) in line.enumerated() {
            if let scalar = character.unicodeScalars.first(where: isControl) { return (offset + 1, scalar) }
        }
        return nil
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        (scalar.value < 0x20 && scalar != "\t") || (0x7F ... 0x9F).contains(scalar.value)
    }

    private static func name(of scalar: Unicode.Scalar) -> String? {
        switch scalar.value {
        case 0x1B: "escape"
        case 0x00: "null"
        case 0x07: "bell"
        case 0x08: "backspace"
        case 0x0C: "form feed"
        case 0x7F: "delete"
        case 0x9B: "control sequence introducer"
        default: nil
        }
    }
}
